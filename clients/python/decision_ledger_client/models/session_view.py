from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="SessionView")



@_attrs_define
class SessionView:
    """ Who is signed in.

        Attributes:
            user (str): The user whose cycles these are.
            scopes (list[str]): The scopes the session has.
            authentication (str): How this request was authenticated: `cookie`, `bearer` or `disabled`
                (the service runs without authentication).
            expires_at (datetime.datetime | None | Unset): When the session ends (the token's expiry); `null` without auth.
            csrf_token (None | str | Unset): Send it as `X-CSRF-Token` on every write the cookie authenticates;
                `null` when the request did not use the cookie.
     """

    user: str
    scopes: list[str]
    authentication: str
    expires_at: datetime.datetime | None | Unset = UNSET
    csrf_token: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        user = self.user

        scopes = self.scopes



        authentication = self.authentication

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        elif isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        csrf_token: None | str | Unset
        if isinstance(self.csrf_token, Unset):
            csrf_token = UNSET
        else:
            csrf_token = self.csrf_token


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "user": user,
            "scopes": scopes,
            "authentication": authentication,
        })
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at
        if csrf_token is not UNSET:
            field_dict["csrf_token"] = csrf_token

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user = d.pop("user")

        scopes = cast(list[str], d.pop("scopes"))


        authentication = d.pop("authentication")

        def _parse_expires_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)



                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        expires_at = _parse_expires_at(d.pop("expires_at", UNSET))


        def _parse_csrf_token(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        csrf_token = _parse_csrf_token(d.pop("csrf_token", UNSET))


        session_view = cls(
            user=user,
            scopes=scopes,
            authentication=authentication,
            expires_at=expires_at,
            csrf_token=csrf_token,
        )


        session_view.additional_properties = d
        return session_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
