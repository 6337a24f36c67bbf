//! `/api/session` (sign in, who, sign out) and `/session/start` (a
//! one-time link): how a browser gets the session cookie.

use super::Spec;
use crate::http::openapi::vocab::{Named, body, ok, one, op, query, reference, with_errors};
use crate::http::session::{SessionAnswer, SessionBody};
use serde_json::{Value, json};

pub(super) fn create_session(_: &Spec<'_>) -> Value {
    let mut signed_in = ok::<SessionAnswer>(
        "Signed in: the cookie is set; `data.csrf_token` goes in `X-CSRF-Token` on every write.",
    );
    signed_in["headers"] = json!({"Set-Cookie": {"required": true,
        "description": "`decisiond_session=<token>; Path=/; HttpOnly; SameSite=Strict; Max-Age=<until the token expires>` (`; Secure` per `--cookie-secure`).",
        "schema": {"type": "string"}}});
    let mut create = with_errors(one("200", signed_in), &[400, 413, 415, 422]);
    create["401"] = reference("responses", "Unauthorized");
    create["429"] = reference("responses", "TooManyRequests");
    op(
        "Signs a browser in: a bearer token for an `HttpOnly`, `SameSite=Strict` session cookie that every operation and the live stream accept. A write the cookie authenticates must send `X-CSRF-Token` (403 otherwise).",
        vec![],
        Some(body::<SessionBody>()),
        create,
    )
    .named("createSession", "Browser")
}

pub(super) fn show_session(_: &Spec<'_>) -> Value {
    op(
        "Who is signed in: the user, scopes, expiry and (when the cookie authenticated this request) the CSRF token.",
        vec![],
        None,
        with_errors(one("200", ok::<SessionAnswer>("The session.")), &[500]),
    )
    .named("getSession", "Browser")
}

pub(super) fn delete_session(_: &Spec<'_>) -> Value {
    op(
        "Signs out: clears the session cookie (the token itself stays valid until it expires).",
        vec![],
        None,
        json!({"204": {"description": "Signed out; the cookie is cleared.",
            "headers": {"Set-Cookie": {"required": true, "schema": {"type": "string"}}}}}),
    )
    .named("deleteSession", "Browser")
}

pub(super) fn start_session(_: &Spec<'_>) -> Value {
    op(
        "Redeems a one-time sign-in link (dev mode prints one at start-up; each works once, for 15 minutes): sets the session cookie and redirects to the app.",
        vec![query("code", "The link's code.", json!({"type": "string"}))],
        None,
        json!({"303": {"description": "Signed in; on to `/`.",
                "headers": {"Set-Cookie": {"required": true, "schema": {"type": "string"}},
                            "Location": {"required": true, "schema": {"type": "string", "const": "/"}}}},
               "400": {"description": "A used, expired or unknown code (plain text saying what to do instead).",
                "content": {"text/plain": {"schema": {"type": "string"}}}}}),
    )
    .named("startSession", "Browser")
}
