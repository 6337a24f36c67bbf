//! A stand-in identity provider for the public-key tests: tokens signed
//! with the auth crate's Ed25519 test key (`services/auth/tests/fixtures`),
//! whose public half a server is pointed at.

use serde_json::{Value, json};
use std::path::PathBuf;

/// The public key a server verifies with (`DECISIOND_AUTH_PUBLIC_KEY_FILE`).
pub fn public_key_file() -> PathBuf {
    fixtures().join("ed25519.pub.pem")
}

/// A token for `subject` with `scopes`, valid for an hour, for `audience`
/// (`Value::Null`: no `aud` claim; a string or an array otherwise).
pub fn token_for(audience: Value, subject: &str, scopes: &str) -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock after 1970")
        .as_secs();
    let mut claims = json!({"sub": subject, "scope": scopes, "iat": now, "exp": now + 3600});
    if !audience.is_null() {
        claims["aud"] = audience;
    }
    let pem = std::fs::read(fixtures().join("ed25519.pem")).expect("test private key");
    let key = jsonwebtoken::EncodingKey::from_ed_pem(&pem).expect("Ed25519 PEM");
    jsonwebtoken::encode(
        &jsonwebtoken::Header::new(jsonwebtoken::Algorithm::EdDSA),
        &claims,
        &key,
    )
    .expect("sign")
}

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../services/auth/tests/fixtures")
}
