//! Token verification.

use crate::claims::Claims;
use crate::error::{AuthError, ConfigError};
use crate::principal::Principal;
use crate::secret::Secret;
use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::jwk::{AlgorithmParameters, EllipticCurve, Jwk, KeyAlgorithm, PublicKeyUse};
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use std::fmt;
use std::path::Path;
use std::time::Duration;

/// Clock skew tolerated on `exp` and `nbf`: enough for unsynchronised
/// hosts, short enough that an expired token is not useful for long.
pub const DEFAULT_LEEWAY: Duration = Duration::from_secs(30);

/// A key and the one algorithm it may be used with. Pinning is the defence
/// against algorithm confusion: the header's `alg` must equal `alg`, so an
/// HS256 token can never be checked with an RSA public key as HMAC secret.
struct PinnedKey {
    kid: Option<String>,
    alg: Algorithm,
    key: DecodingKey,
}

/// Checks bearer tokens. Cheap to share (`Arc`) between requests.
pub struct Verifier {
    keys: Vec<PinnedKey>,
    /// JWKS mode: keys are chosen by the token's `kid`.
    by_kid: bool,
    leeway: Duration,
    issuer: Option<String>,
    /// A token's `aud` must include one of these (none: not checked).
    audiences: Vec<String>,
}

impl Verifier {
    fn new(keys: Vec<PinnedKey>, by_kid: bool) -> Self {
        Verifier {
            keys,
            by_kid,
            leeway: DEFAULT_LEEWAY,
            issuer: None,
            audiences: Vec::new(),
        }
    }

    fn single(alg: Algorithm, key: DecodingKey) -> Self {
        let kid = None;
        Verifier::new(vec![PinnedKey { kid, alg, key }], false)
    }

    /// HS256 with a shared secret.
    pub fn hs256(secret: &Secret) -> Self {
        Verifier::single(Algorithm::HS256, DecodingKey::from_secret(secret.expose()))
    }

    /// RS256 with an RSA public key (PKCS#1 or SPKI PEM).
    pub fn rs256_pem(pem: &[u8]) -> Result<Self, ConfigError> {
        let key = DecodingKey::from_rsa_pem(pem)
            .map_err(|_| ConfigError::BadPublicKey("RSA key".into()))?;
        Ok(Verifier::single(Algorithm::RS256, key))
    }

    /// EdDSA with an Ed25519 public key (SPKI PEM).
    pub fn eddsa_pem(pem: &[u8]) -> Result<Self, ConfigError> {
        let key = DecodingKey::from_ed_pem(pem)
            .map_err(|_| ConfigError::BadPublicKey("Ed25519 key".into()))?;
        Ok(Verifier::single(Algorithm::EdDSA, key))
    }

    /// RS256 or EdDSA, whichever kind of public key the PEM holds.
    pub fn public_key_file(path: &Path) -> Result<Self, ConfigError> {
        let pem = std::fs::read(path).map_err(|e| ConfigError::io(path, e))?;
        Verifier::rs256_pem(&pem)
            .or_else(|_| Verifier::eddsa_pem(&pem))
            .map_err(|_| ConfigError::BadPublicKey(path.display().to_string()))
    }

    /// A JSON Web Key Set (RFC 7517). Only signing keys for RS256 and EdDSA
    /// are kept; symmetric (`oct`) keys are skipped so that a published key
    /// set can never turn into HMAC secrets. `source` names the set in errors.
    pub fn jwks(json: &str, source: &str) -> Result<Self, ConfigError> {
        let bad = |why: &str| ConfigError::BadJwks(source.to_owned(), why.to_owned());
        #[derive(serde::Deserialize)]
        struct RawSet {
            keys: Vec<serde_json::Value>,
        }
        let raw: RawSet = serde_json::from_str(json).map_err(|_| bad("not a JWKS document"))?;
        // Keys this service cannot use (other types, encryption keys) are
        // skipped rather than fatal: shared identity providers publish them.
        let keys: Vec<PinnedKey> = raw
            .keys
            .into_iter()
            .filter_map(|value| serde_json::from_value::<Jwk>(value).ok())
            .filter_map(|jwk| pin_jwk(&jwk))
            .collect();
        if keys.is_empty() {
            return Err(bad("no RS256 or EdDSA signing key with a `kid`"));
        }
        Ok(Verifier::new(keys, true))
    }

    /// A key set holding no key yet (a JWKS URL before its first fetch):
    /// every token is refused with `UnknownKey`.
    pub(crate) fn empty_key_set() -> Self {
        Verifier::new(Vec::new(), true)
    }

    /// Whether the key set holds a key with this id.
    pub fn has_kid(&self, kid: &str) -> bool {
        self.keys.iter().any(|k| k.kid.as_deref() == Some(kid))
    }

    pub fn jwks_file(path: &Path) -> Result<Self, ConfigError> {
        let json = std::fs::read_to_string(path).map_err(|e| ConfigError::io(path, e))?;
        Verifier::jwks(&json, &path.display().to_string())
    }

    pub fn with_leeway(mut self, leeway: Duration) -> Self {
        self.leeway = leeway;
        self
    }

    /// Require `iss` to be present and equal `issuer`.
    pub fn with_issuer(mut self, issuer: impl Into<String>) -> Self {
        self.issuer = Some(issuer.into());
        self
    }

    /// Require `aud` to be present and contain `audience` (or another
    /// audience added this way). Without this, `aud` is not checked
    /// (tokens minted here carry none); [`crate::AuthConfig`] insists on
    /// it for public keys and JWKS.
    pub fn with_audience(mut self, audience: impl Into<String>) -> Self {
        self.audiences.push(audience.into());
        self
    }

    /// Verifies a raw token (without the `Bearer ` prefix).
    pub fn verify(&self, token: &str) -> Result<Principal, AuthError> {
        self.verify_claims(token).map(Principal::from_claims)
    }

    /// As [`Verifier::verify`], returning the claims themselves.
    pub fn verify_claims(&self, token: &str) -> Result<Claims, AuthError> {
        if token.is_empty() {
            return Err(AuthError::MissingToken);
        }
        // An unknown `alg` (including `none`) fails here, as a parse error.
        let header = jsonwebtoken::decode_header(token).map_err(|_| AuthError::MalformedToken)?;
        let pinned = self.select(header.kid.as_deref())?;
        if header.alg != pinned.alg {
            return Err(AuthError::AlgorithmNotAllowed);
        }
        let data = jsonwebtoken::decode::<Claims>(token, &pinned.key, &self.validation(pinned.alg))
            .map_err(|e| self.map_error(e.kind()))?;
        Ok(data.claims)
    }

    fn select(&self, kid: Option<&str>) -> Result<&PinnedKey, AuthError> {
        if !self.by_kid {
            return Ok(&self.keys[0]);
        }
        match kid {
            Some(kid) => self.keys.iter().find(|k| k.kid.as_deref() == Some(kid)),
            // Tolerated only when there is no choice to make.
            None if self.keys.len() == 1 => self.keys.first(),
            None => None,
        }
        .ok_or(AuthError::UnknownKey)
    }

    fn validation(&self, alg: Algorithm) -> Validation {
        let mut validation = Validation::new(alg);
        validation.leeway = self.leeway.as_secs();
        validation.validate_nbf = true;
        // A configured `aud` or `iss` is required, not just compared when
        // present: jsonwebtoken lets a token without the claim through.
        let mut required = vec!["exp", "sub"];
        if self.audiences.is_empty() {
            validation.validate_aud = false;
        } else {
            validation.set_audience(&self.audiences);
            required.push("aud");
        }
        if let Some(iss) = &self.issuer {
            validation.set_issuer(&[iss]);
            required.push("iss");
        }
        validation.set_required_spec_claims(&required);
        validation
    }

    fn map_error(&self, kind: &ErrorKind) -> AuthError {
        let wrong_audience = || {
            let named: Vec<String> = self.audiences.iter().map(|a| format!("`{a}`")).collect();
            AuthError::WrongAudience(named.join(" or "))
        };
        match kind {
            ErrorKind::InvalidAudience => wrong_audience(),
            ErrorKind::MissingRequiredClaim(claim) if claim == "aud" => wrong_audience(),
            ErrorKind::InvalidIssuer => AuthError::WrongIssuer,
            ErrorKind::MissingRequiredClaim(claim) if claim == "iss" => AuthError::WrongIssuer,
            other => map_error(other),
        }
    }
}

/// Keeps a JWK only if it is a signing key with a `kid` for an algorithm
/// on the allow-list, and pins it to that algorithm.
fn pin_jwk(jwk: &Jwk) -> Option<PinnedKey> {
    let kid = jwk.common.key_id.clone()?;
    if matches!(jwk.common.public_key_use, Some(PublicKeyUse::Encryption)) {
        return None;
    }
    let alg = match (&jwk.algorithm, jwk.common.key_algorithm) {
        (AlgorithmParameters::RSA(_), None | Some(KeyAlgorithm::RS256)) => Algorithm::RS256,
        (AlgorithmParameters::OctetKeyPair(p), None | Some(KeyAlgorithm::EdDSA))
            if p.curve == EllipticCurve::Ed25519 =>
        {
            Algorithm::EdDSA
        }
        _ => return None,
    };
    let key = DecodingKey::from_jwk(jwk).ok()?;
    Some(PinnedKey {
        kid: Some(kid),
        alg,
        key,
    })
}

fn map_error(kind: &ErrorKind) -> AuthError {
    match kind {
        ErrorKind::ExpiredSignature => AuthError::Expired,
        ErrorKind::ImmatureSignature => AuthError::NotYetValid,
        ErrorKind::InvalidSignature => AuthError::BadSignature,
        ErrorKind::InvalidAlgorithm
        | ErrorKind::InvalidAlgorithmName
        | ErrorKind::MissingAlgorithm
        | ErrorKind::UnsupportedAlgorithm => AuthError::AlgorithmNotAllowed,
        // Key-shaped failures at verify time mean the token does not match
        // the configured key; everything else is a broken token.
        ErrorKind::InvalidRsaKey(_) | ErrorKind::InvalidEddsaKey | ErrorKind::InvalidKeyFormat => {
            AuthError::BadSignature
        }
        _ => AuthError::MalformedToken,
    }
}

/// Hand-written so that an HMAC secret inside a `DecodingKey` never reaches
/// a log: shows only algorithms and key ids.
impl fmt::Debug for Verifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let keys: Vec<String> = self
            .keys
            .iter()
            .map(|k| match &k.kid {
                Some(kid) => format!("{:?}(kid={kid})", k.alg),
                None => format!("{:?}", k.alg),
            })
            .collect();
        f.debug_struct("Verifier")
            .field("keys", &keys)
            .field("leeway", &self.leeway)
            .field("issuer", &self.issuer)
            .field("audiences", &self.audiences)
            .finish_non_exhaustive()
    }
}

/// Extracts the token from an `Authorization` header value
/// (`Bearer <token>`, scheme case-insensitive per RFC 7235).
pub fn bearer_token(authorization: Option<&str>) -> Result<&str, AuthError> {
    let value = authorization.map(str::trim).unwrap_or_default();
    // A bare `Bearer` (the trim ate its space) also counts as no token.
    if value.is_empty() || value.eq_ignore_ascii_case("bearer") {
        return Err(AuthError::MissingToken);
    }
    match value.split_once(' ') {
        Some((scheme, token)) if scheme.eq_ignore_ascii_case("bearer") => {
            let token = token.trim();
            if token.is_empty() {
                Err(AuthError::MissingToken)
            } else {
                Ok(token)
            }
        }
        _ => Err(AuthError::MalformedToken),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bearer_header_parsing() {
        assert_eq!(bearer_token(Some("Bearer abc")), Ok("abc"));
        assert_eq!(bearer_token(Some("bearer  abc ")), Ok("abc"));
        assert_eq!(bearer_token(None), Err(AuthError::MissingToken));
        assert_eq!(bearer_token(Some("  ")), Err(AuthError::MissingToken));
        assert_eq!(bearer_token(Some("Bearer ")), Err(AuthError::MissingToken));
        assert_eq!(
            bearer_token(Some("Basic abc")),
            Err(AuthError::MalformedToken)
        );
        assert_eq!(bearer_token(Some("abc")), Err(AuthError::MalformedToken));
    }
}
