//! The browser's session: a bearer token exchanged for an `HttpOnly`,
//! `SameSite=Strict` cookie that every route and the live stream accept,
//! with CSRF protection on writes.
//!
//! * `POST /api/session {"token"}` verifies the token and sets the cookie
//!   (its value is the token itself, so any instance verifies it and it
//!   ends when the token does); `GET` answers who is signed in,
//!   `DELETE` clears the cookie.
//! * `GET /session/start?code=` redeems a one-time link dev mode prints.
//! * A write authenticated by the cookie must carry `X-CSRF-Token`: a
//!   digest of the token, which a page of this origin learns from
//!   `/api/session` and no other site can compute or read.

use super::ApiError;
use super::auth::bearer_refusal;
use super::extract::JsonBody;
use crate::app::browser::CookieSecure;
use crate::app::{App, Caller};
use axum::extract::{Query, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

/// The session cookie's name.
pub const SESSION_COOKIE: &str = "decisiond_session";

/// The header a cookie-authenticated write carries.
pub const CSRF_HEADER: &str = "x-csrf-token";

/// The longest token a cookie may hold (browsers keep 4096 bytes a cookie,
/// name and attributes included).
const MAX_COOKIE_TOKEN_BYTES: usize = 3800;

/// The token of the session cookie, if the request carries one.
pub(crate) fn cookie_token(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|line| line.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == SESSION_COOKIE)
        .map(|(_, value)| value.trim_matches('"'))
        .filter(|value| !value.is_empty())
}

/// The CSRF token of a session: a digest of its bearer token.
pub(crate) fn csrf_token(token: &str) -> String {
    let digest = Sha256::new()
        .chain_update(b"decisiond csrf v1\0")
        .chain_update(token.as_bytes())
        .finalize();
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether `method` changes something (and so needs the CSRF header when
/// the cookie authenticates it).
pub(crate) fn is_write(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// `Ok` when a cookie-authenticated write carries the session's CSRF token.
pub(crate) fn check_csrf(headers: &HeaderMap, token: &str) -> Result<(), ApiError> {
    let expected = csrf_token(token);
    let sent = headers.get(CSRF_HEADER).map(HeaderValue::as_bytes);
    match sent {
        Some(sent) if bool::from(sent.ct_eq(expected.as_bytes())) => Ok(()),
        Some(_) => Err(csrf_refusal(
            "the `X-CSRF-Token` header does not match this session",
        )),
        None => Err(csrf_refusal(
            "a write authenticated by the session cookie needs the `X-CSRF-Token` header",
        )),
    }
}

fn csrf_refusal(problem: &str) -> ApiError {
    ApiError::new(
        StatusCode::FORBIDDEN,
        format!(
            "{problem}: send the `csrf_token` that POST or GET /api/session returned, or \
             authenticate with `Authorization: Bearer <token>` instead of the cookie"
        ),
    )
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SessionBody {
    /// A bearer token (a JWT), as `Authorization: Bearer` would carry it.
    pub token: String,
}

/// Who is signed in.
#[derive(Serialize, schemars::JsonSchema)]
pub struct SessionView {
    /// The user whose cycles these are.
    pub user: String,
    /// The scopes the session has.
    pub scopes: Vec<String>,
    /// When the session ends (the token's expiry); `null` without auth.
    pub expires_at: Option<chrono::DateTime<chrono::Utc>>,
    /// Send it as `X-CSRF-Token` on every write the cookie authenticates;
    /// `null` when the request did not use the cookie.
    pub csrf_token: Option<String>,
    /// How this request was authenticated: `cookie`, `bearer` or `disabled`
    /// (the service runs without authentication).
    pub authentication: &'static str,
}

/// The answer of `/api/session`.
#[derive(Serialize, schemars::JsonSchema)]
pub struct SessionAnswer {
    /// Always `true`.
    pub success: bool,
    pub data: SessionView,
}

fn view(caller: &Caller, csrf: Option<String>, authentication: &'static str) -> SessionView {
    SessionView {
        user: caller.user.clone(),
        scopes: caller
            .scopes()
            .iter()
            .map(|s| s.as_str().to_owned())
            .collect(),
        expires_at: caller.expires_at,
        csrf_token: csrf,
        authentication,
    }
}

fn answer(view: SessionView) -> Response {
    let mut response = axum::Json(SessionAnswer {
        success: true,
        data: view,
    })
    .into_response();
    no_store(&mut response);
    response
}

fn no_store(response: &mut Response) {
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
}

/// The caller a bearer token stands for, as the `Authorization` header
/// would authenticate it.
async fn verify(app: &App, token: &str) -> Result<Caller, Response> {
    if token.len() > MAX_COOKIE_TOKEN_BYTES {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!(
                "`token` is {} bytes; a session cookie holds at most {MAX_COOKIE_TOKEN_BYTES}: \
                 use the token as `Authorization: Bearer` instead",
                token.len()
            ),
        )
        .into_response());
    }
    let authorization = format!("Bearer {token}");
    let caller = app
        .authenticator()
        .authenticate_fresh(Some(authorization.as_bytes()), None)
        .await
        .map_err(|denied| bearer_refusal(app, denied, &[decision_auth::Scope::CyclesRead]))?;
    app.admit(&caller)
        .map_err(|e| ApiError::from(e).into_response())?;
    Ok(caller)
}

fn set_cookie(response: &mut Response, value: &str, max_age: i64, secure: bool) {
    let secure = if secure { "; Secure" } else { "" };
    let cookie = format!(
        "{SESSION_COOKIE}={value}; Path=/; HttpOnly; SameSite=Strict; Max-Age={max_age}{secure}"
    );
    // A JWT is base64url and dots: always a valid header value.
    if let Ok(value) = HeaderValue::from_str(&cookie) {
        response.headers_mut().append(header::SET_COOKIE, value);
    }
}

fn secure(app: &App, headers: &HeaderMap) -> bool {
    match app.browser().cookie_secure {
        CookieSecure::Always => true,
        CookieSecure::Never => false,
        CookieSecure::Auto => headers
            .get("x-forwarded-proto")
            .is_some_and(|proto| proto.as_bytes().eq_ignore_ascii_case(b"https")),
    }
}

/// A signed-in answer for `token`, with its cookie.
fn signed_in(app: &App, headers: &HeaderMap, token: &str, caller: &Caller) -> Response {
    let mut response = answer(view(caller, Some(csrf_token(token)), "cookie"));
    let max_age = caller.expires_at.map_or(24 * 3600, |at| {
        (at - chrono::Utc::now()).num_seconds().max(0)
    });
    set_cookie(&mut response, token, max_age, secure(app, headers));
    response
}

/// `POST /api/session`: a token for a cookie.
pub(crate) async fn create(
    State(app): State<App>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<SessionBody>,
) -> Response {
    let token = body.token.trim();
    match verify(&app, token).await {
        Ok(caller) => signed_in(&app, &headers, token, &caller),
        Err(refused) => refused,
    }
}

/// `GET /api/session`: who this request is (behind `authenticate`).
pub(crate) async fn show(
    State(app): State<App>,
    super::Authed(caller): super::Authed,
    headers: HeaderMap,
) -> Response {
    let authentication = if matches!(app.authenticator(), crate::app::Authenticator::Disabled) {
        "disabled"
    } else if headers.contains_key(header::AUTHORIZATION) {
        "bearer"
    } else {
        "cookie"
    };
    let csrf = (authentication == "cookie")
        .then(|| cookie_token(&headers).map(csrf_token))
        .flatten();
    answer(view(&caller, csrf, authentication))
}

/// `DELETE /api/session`: signs out (clears the cookie; the token itself
/// stays valid until it expires, as any bearer token does).
pub(crate) async fn delete() -> Response {
    let mut response = StatusCode::NO_CONTENT.into_response();
    no_store(&mut response);
    set_cookie(&mut response, "", 0, false);
    response
}

#[derive(Deserialize)]
pub struct StartQuery {
    code: Option<String>,
}

/// `GET /session/start?code=`: a one-time link, redeemed for the cookie,
/// then the app. A link that no longer works (used, expired, unknown)
/// sends someone already signed in on to the app, anyone else to a page
/// that says what happened and how to sign in.
pub(crate) async fn start(
    State(app): State<App>,
    headers: HeaderMap,
    Query(query): Query<StartQuery>,
) -> Response {
    let token = query
        .code
        .as_deref()
        .and_then(|code| app.sign_in_links().redeem(code));
    let Some(token) = token else {
        return if signed_in_already(&app, &headers).await {
            to_the_app(StatusCode::SEE_OTHER.into_response())
        } else {
            super::web::link_used()
        };
    };
    match verify(&app, &token).await {
        Ok(caller) => to_the_app(signed_in(&app, &headers, &token, &caller)),
        Err(refused) => refused,
    }
}

/// `response` as a 303 to `/`, never cached.
fn to_the_app(mut response: Response) -> Response {
    *response.status_mut() = StatusCode::SEE_OTHER;
    response
        .headers_mut()
        .insert(header::LOCATION, HeaderValue::from_static("/"));
    no_store(&mut response);
    response
}

/// Whether the request carries a session cookie that still signs in.
async fn signed_in_already(app: &App, headers: &HeaderMap) -> bool {
    let Some(token) = cookie_token(headers) else {
        return false;
    };
    let authorization = format!("Bearer {token}");
    app.authenticator()
        .authenticate_fresh(Some(authorization.as_bytes()), None)
        .await
        .is_ok()
}

/// Turns the session cookie into the `Authorization` header `authenticate`
/// reads, and refuses a cookie-authenticated write without its CSRF token.
/// A request with its own `Authorization` header is left as it is.
pub(crate) fn cookie_authorization(
    method: &Method,
    headers: &HeaderMap,
) -> Result<Option<Vec<u8>>, ApiError> {
    if let Some(authorization) = headers.get(header::AUTHORIZATION) {
        return Ok(Some(authorization.as_bytes().to_vec()));
    }
    let Some(token) = cookie_token(headers) else {
        return Ok(None);
    };
    if is_write(method) {
        check_csrf(headers, token)?;
    }
    Ok(Some(format!("Bearer {token}").into_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_str(value).unwrap());
        }
        map
    }

    #[test]
    fn the_session_cookie_is_found_among_others() {
        let h = headers(&[
            ("cookie", "theme=dark; decisiond_session=abc.def.ghi"),
            ("cookie", "other=1"),
        ]);
        assert_eq!(cookie_token(&h), Some("abc.def.ghi"));
        assert_eq!(
            cookie_token(&headers(&[("cookie", "decisiond_session=")])),
            None
        );
        assert_eq!(
            cookie_token(&headers(&[("cookie", "xdecisiond_session=a")])),
            None
        );
        assert_eq!(cookie_token(&HeaderMap::new()), None);
    }

    #[test]
    fn a_cookie_write_needs_the_sessions_csrf_token() {
        let token = "abc.def.ghi";
        let cookie = ("cookie", "decisiond_session=abc.def.ghi");
        let read = cookie_authorization(&Method::GET, &headers(&[cookie])).unwrap();
        assert_eq!(read.as_deref(), Some(&b"Bearer abc.def.ghi"[..]));
        assert!(cookie_authorization(&Method::POST, &headers(&[cookie])).is_err());
        let wrong = headers(&[cookie, ("x-csrf-token", &csrf_token("another"))]);
        assert!(cookie_authorization(&Method::DELETE, &wrong).is_err());
        let right = headers(&[cookie, ("x-csrf-token", &csrf_token(token))]);
        assert!(cookie_authorization(&Method::PUT, &right).is_ok());
        // A bearer header needs no CSRF token: no browser sends it by itself.
        let bearer = headers(&[cookie, ("authorization", "Bearer x")]);
        assert_eq!(
            cookie_authorization(&Method::POST, &bearer)
                .unwrap()
                .as_deref(),
            Some(&b"Bearer x"[..])
        );
    }
}
