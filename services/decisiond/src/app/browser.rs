//! Browser access: the settings a page hosted here or elsewhere needs (the
//! CORS allow-list, whether the session cookie is `Secure`) and the
//! one-time sign-in links dev mode prints. The cookie itself, and CSRF,
//! are the HTTP door's (`http::session`).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How a page reaches the API.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BrowserConfig {
    /// Origins (`scheme://host[:port]`) whose pages may call the API with a
    /// bearer token (CORS). Empty: no cross-origin access. The session
    /// cookie is `SameSite=Strict`, so it never rides a cross-site call.
    pub cors_allow_origins: Vec<String>,
    /// When the session cookie is `Secure`.
    pub cookie_secure: CookieSecure,
}

/// Whether the session cookie carries `Secure` (sent over HTTPS only).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum CookieSecure {
    /// When the request came over HTTPS through a proxy
    /// (`X-Forwarded-Proto: https`); decisiond itself serves plain HTTP.
    #[default]
    Auto,
    Always,
    Never,
}

impl CookieSecure {
    pub fn parse(text: &str) -> Result<CookieSecure, String> {
        match text {
            "auto" => Ok(CookieSecure::Auto),
            "always" => Ok(CookieSecure::Always),
            "never" => Ok(CookieSecure::Never),
            other => Err(format!(
                "`{other}` is not a cookie-secure mode: use `auto` (Secure when the request \
                 came over HTTPS through a proxy), `always` or `never`"
            )),
        }
    }
}

/// The CORS allow-list from a comma-separated list of origins, each
/// `http(s)://host[:port]` exactly as a browser sends it in `Origin` (no
/// path, no trailing slash, no wildcard: a page that may act for a person
/// is named, never matched).
pub fn parse_origins(list: &str) -> Result<Vec<String>, String> {
    let mut origins = Vec::new();
    for raw in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let rest = raw
            .strip_prefix("https://")
            .or_else(|| raw.strip_prefix("http://"));
        let host_ok = rest.is_some_and(|host| {
            !host.is_empty()
                && host
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-.:[]".contains(&b))
        });
        if !host_ok {
            return Err(format!(
                "`{raw}` is not an origin: write each as scheme://host[:port], e.g. \
                 https://decisions.example.com or http://localhost:5173 (no path, no trailing \
                 slash, no `*`)"
            ));
        }
        if !origins.iter().any(|o| o == raw) {
            origins.push(raw.to_owned());
        }
    }
    Ok(origins)
}

/// How long a printed sign-in link stays valid.
pub const SIGN_IN_LINK_TTL: Duration = Duration::from_secs(15 * 60);

/// At most this many unused links are kept (the oldest goes first).
const MAX_SIGN_IN_LINKS: usize = 16;

/// One-time codes, each standing for a token, for links printed to the
/// operator (dev mode). A code works once, within [`SIGN_IN_LINK_TTL`];
/// codes live in this process only.
#[derive(Default)]
pub struct SignInLinks {
    codes: Mutex<HashMap<String, (String, Instant)>>,
}

impl SignInLinks {
    /// A new code for `token`: 256 random bits, hex.
    pub fn issue(&self, token: String) -> String {
        let code = format!(
            "{}{}",
            uuid::Uuid::new_v4().simple(),
            uuid::Uuid::new_v4().simple()
        );
        let mut codes = self.codes.lock().expect("sign-in links lock");
        codes.retain(|_, (_, issued)| issued.elapsed() < SIGN_IN_LINK_TTL);
        if codes.len() >= MAX_SIGN_IN_LINKS
            && let Some(oldest) = codes
                .iter()
                .min_by_key(|(_, (_, issued))| *issued)
                .map(|(code, _)| code.clone())
        {
            codes.remove(&oldest);
        }
        codes.insert(code.clone(), (token, Instant::now()));
        code
    }

    /// The token `code` stands for, once; `None` for an unknown, used or
    /// expired code.
    pub fn redeem(&self, code: &str) -> Option<String> {
        let mut codes = self.codes.lock().expect("sign-in links lock");
        let (token, issued) = codes.remove(code)?;
        (issued.elapsed() < SIGN_IN_LINK_TTL).then_some(token)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_are_named_exactly() {
        assert_eq!(
            parse_origins(" https://a.example.com, http://localhost:5173 ,,https://a.example.com")
                .unwrap(),
            ["https://a.example.com", "http://localhost:5173"]
        );
        for bad in [
            "*",
            "a.example.com",
            "https://a.example.com/",
            "https://a.example.com/app",
            "ftp://x",
            "https://",
        ] {
            let error = parse_origins(bad).unwrap_err();
            assert!(error.contains("scheme://host[:port]"), "{bad}: {error}");
        }
        assert!(parse_origins("").unwrap().is_empty());
    }

    #[test]
    fn a_sign_in_code_works_once() {
        let links = SignInLinks::default();
        let code = links.issue("t".into());
        assert_eq!(code.len(), 64);
        assert_eq!(links.redeem(&code).as_deref(), Some("t"));
        assert_eq!(links.redeem(&code), None);
        assert_eq!(links.redeem("made-up"), None);
    }

    #[test]
    fn unused_codes_are_bounded() {
        let links = SignInLinks::default();
        let first = links.issue("first".into());
        for _ in 0..MAX_SIGN_IN_LINKS {
            links.issue("later".into());
        }
        assert_eq!(links.redeem(&first), None, "the oldest went first");
        assert_eq!(links.codes.lock().unwrap().len(), MAX_SIGN_IN_LINKS);
    }
}
