//! Minting HS256 tokens: for `decisiond token`, the embedded dev mode and
//! tests. Production deployments with an identity provider mint elsewhere.

use crate::claims::Claims;
use crate::error::ConfigError;
use crate::scope::Scope;
use crate::secret::Secret;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// A token for `subject` with `scopes`, valid for `ttl` from now.
pub fn mint_hs256(
    secret: &Secret,
    subject: &str,
    scopes: &[Scope],
    ttl: Duration,
) -> Result<String, ConfigError> {
    if subject.trim().is_empty() {
        return Err(ConfigError::EmptySubject);
    }
    let now = unix_now();
    let ttl = i64::try_from(ttl.as_secs()).map_err(|_| ConfigError::BadTtl(format!("{ttl:?}")))?;
    let claims = Claims {
        sub: subject.to_owned(),
        scope: scopes.iter().map(|s| s.as_str().to_owned()).collect(),
        iat: now,
        exp: now.saturating_add(ttl),
        act_as: None,
    };
    encode_hs256(secret, &claims)
}

/// Signs arbitrary claims (e.g. with `act_as`, or a past `exp` in tests).
pub fn encode_hs256(secret: &Secret, claims: &Claims) -> Result<String, ConfigError> {
    jsonwebtoken::encode(
        &Header::new(Algorithm::HS256),
        claims,
        &EncodingKey::from_secret(secret.expose()),
    )
    .map_err(|e| ConfigError::Signing(e.to_string()))
}

pub(crate) fn unix_now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

/// Parses `90s`, `15m`, `1h`, `7d` (or bare seconds). Kept deliberately
/// small instead of pulling in a duration-parsing crate for one flag.
pub fn parse_ttl(text: &str) -> Result<Duration, ConfigError> {
    let bad = || ConfigError::BadTtl(text.to_owned());
    let text = text.trim();
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let number: u64 = number.parse().map_err(|_| bad())?;
    let unit_secs = match unit {
        "" | "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86_400,
        _ => return Err(bad()),
    };
    match number.checked_mul(unit_secs) {
        Some(0) | None => Err(bad()),
        Some(secs) => Ok(Duration::from_secs(secs)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ttl_parsing() {
        assert_eq!(parse_ttl("90s").unwrap(), Duration::from_secs(90));
        assert_eq!(parse_ttl("15m").unwrap(), Duration::from_secs(900));
        assert_eq!(parse_ttl("1h").unwrap(), Duration::from_secs(3600));
        assert_eq!(parse_ttl("7d").unwrap(), Duration::from_secs(604_800));
        assert_eq!(parse_ttl("42").unwrap(), Duration::from_secs(42));
        for bad in ["", "h", "0s", "1w", "-1h", "1.5h", "99999999999999999999d"] {
            assert!(parse_ttl(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn minted_claims() {
        let secret = Secret::new("a-minting-test-secret-0123456789abcdef").unwrap();
        let token = mint_hs256(
            &secret,
            "alice",
            &[Scope::CyclesRead, Scope::EventsRead],
            Duration::from_secs(60),
        )
        .unwrap();
        let claims = crate::Verifier::hs256(&secret)
            .verify_claims(&token)
            .unwrap();
        assert_eq!(claims.sub, "alice");
        assert_eq!(claims.scope, ["cycles:read", "events:read"]);
        assert_eq!(claims.exp - claims.iat, 60);
        assert!((claims.iat - unix_now()).abs() <= 2);
        assert_eq!(claims.act_as, None);
        assert!(mint_hs256(&secret, " ", &[], Duration::from_secs(60)).is_err());
    }
}
