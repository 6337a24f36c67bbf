//! The optional static bearer token of `/metrics` (`--metrics-token`).
//! Prometheus sends a static token from a file (the scrape job's
//! `authorization: {credentials_file: …}`), so this is a shared secret, not
//! a JWT: scrapers need no identity provider and no renewal.

use std::fmt;
use subtle::ConstantTimeEq;

/// A token scrapers must send as `Authorization: Bearer <token>`.
#[derive(Clone)]
pub struct MetricsToken(Vec<u8>);

#[derive(Debug, thiserror::Error)]
pub enum MetricsTokenError {
    #[error(
        "DECISIOND_METRICS_TOKEN (--metrics-token) must be visible ASCII: it travels in an \
         HTTP header"
    )]
    NotVisibleAscii,
    #[error(
        "DECISIOND_METRICS_TOKEN (--metrics-token): the token is {0}: generate one with \
         `openssl rand -hex 32`"
    )]
    Weak(decision_auth::Weakness),
}

impl MetricsToken {
    /// Refuses what the auth secret refuses (placeholders, short or
    /// repetitive values), and anything a header cannot carry.
    pub fn new(token: &str) -> Result<MetricsToken, MetricsTokenError> {
        let token = token.trim();
        if !token.bytes().all(|b| b.is_ascii_graphic()) {
            return Err(MetricsTokenError::NotVisibleAscii);
        }
        if let Some(why) = decision_auth::weakness(token.as_bytes()) {
            return Err(MetricsTokenError::Weak(why));
        }
        Ok(MetricsToken(token.as_bytes().to_vec()))
    }

    /// Compared in constant time, so response timing does not reveal how
    /// much of a guess was right (only its length may show).
    pub fn matches(&self, presented: &[u8]) -> bool {
        self.0.ct_eq(presented).into()
    }
}

impl fmt::Debug for MetricsToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("MetricsToken(<redacted>)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "3f9a1c07e2b84d5f96a0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c";

    #[test]
    fn only_the_exact_token_matches() {
        let token = MetricsToken::new(GOOD).unwrap();
        assert!(token.matches(GOOD.as_bytes()));
        assert!(!token.matches(&GOOD.as_bytes()[..63]));
        assert!(!token.matches(format!("{GOOD}0").as_bytes()));
        assert!(!token.matches(GOOD.to_uppercase().as_bytes()));
        assert!(!token.matches(b""));
        assert_eq!(format!("{token:?}"), "MetricsToken(<redacted>)");
    }

    #[test]
    fn weak_or_unsendable_tokens_are_refused_with_the_cure() {
        for bad in [
            "changeme-changeme-changeme-changeme",
            "short",
            &"a".repeat(40),
        ] {
            let err = MetricsToken::new(bad).unwrap_err().to_string();
            assert!(err.contains("openssl rand -hex 32"), "{err}");
            assert!(err.contains("DECISIOND_METRICS_TOKEN"), "{err}");
        }
        let spaced = format!("{} {}", &GOOD[..32], &GOOD[32..]);
        assert!(matches!(
            MetricsToken::new(&spaced),
            Err(MetricsTokenError::NotVisibleAscii)
        ));
    }
}
