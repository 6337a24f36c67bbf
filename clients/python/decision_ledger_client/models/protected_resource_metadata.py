from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.protected_resource_metadata_bearer_methods_supported_item import ProtectedResourceMetadataBearerMethodsSupportedItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ProtectedResourceMetadata")



@_attrs_define
class ProtectedResourceMetadata:
    """ OAuth 2.0 protected-resource metadata (RFC 9728 §2).

        Attributes:
            resource (str): The resource identifier: the audience a token must carry.
            scopes_supported (list[str]):
            bearer_methods_supported (list[ProtectedResourceMetadataBearerMethodsSupportedItem]):
            resource_name (str):
            authorization_servers (list[str] | Unset): Issuers of tokens for this resource; omitted when none is configured.
     """

    resource: str
    scopes_supported: list[str]
    bearer_methods_supported: list[ProtectedResourceMetadataBearerMethodsSupportedItem]
    resource_name: str
    authorization_servers: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        resource = self.resource

        scopes_supported = self.scopes_supported



        bearer_methods_supported = []
        for bearer_methods_supported_item_data in self.bearer_methods_supported:
            bearer_methods_supported_item = bearer_methods_supported_item_data.value
            bearer_methods_supported.append(bearer_methods_supported_item)



        resource_name = self.resource_name

        authorization_servers: list[str] | Unset = UNSET
        if not isinstance(self.authorization_servers, Unset):
            authorization_servers = self.authorization_servers




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "resource": resource,
            "scopes_supported": scopes_supported,
            "bearer_methods_supported": bearer_methods_supported,
            "resource_name": resource_name,
        })
        if authorization_servers is not UNSET:
            field_dict["authorization_servers"] = authorization_servers

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        resource = d.pop("resource")

        scopes_supported = cast(list[str], d.pop("scopes_supported"))


        bearer_methods_supported = []
        _bearer_methods_supported = d.pop("bearer_methods_supported")
        for bearer_methods_supported_item_data in (_bearer_methods_supported):
            bearer_methods_supported_item = ProtectedResourceMetadataBearerMethodsSupportedItem(bearer_methods_supported_item_data)



            bearer_methods_supported.append(bearer_methods_supported_item)


        resource_name = d.pop("resource_name")

        authorization_servers = cast(list[str], d.pop("authorization_servers", UNSET))


        protected_resource_metadata = cls(
            resource=resource,
            scopes_supported=scopes_supported,
            bearer_methods_supported=bearer_methods_supported,
            resource_name=resource_name,
            authorization_servers=authorization_servers,
        )


        protected_resource_metadata.additional_properties = d
        return protected_resource_metadata

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
