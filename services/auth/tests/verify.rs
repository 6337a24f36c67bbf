//! End-to-end checks of `Verifier` with real signatures: HS256 from a
//! secret, RS256/EdDSA from the PEM fixtures, and JWKS key selection.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD as B64;
use decision_auth::{
    AuthError, Claims, Principal, Scope, Secret, Verifier, encode_hs256, mint_hs256,
};
use jsonwebtoken::jwk::{Jwk, JwkSet};
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use std::path::PathBuf;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

const HOUR: Duration = Duration::from_secs(3600);

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

fn read(name: &str) -> Vec<u8> {
    std::fs::read(fixture(name)).unwrap()
}

fn secret() -> Secret {
    Secret::new("test-secret-that-is-long-enough-for-hs256").unwrap()
}

fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

fn claims(exp_from_now: i64) -> Claims {
    Claims {
        sub: "alice".into(),
        scope: vec!["cycles:read".into(), "cycles:write".into()],
        exp: now() + exp_from_now,
        iat: now(),
        act_as: None,
    }
}

fn sign(alg: Algorithm, kid: Option<&str>, key: &EncodingKey, claims: &Claims) -> String {
    let mut header = Header::new(alg);
    header.kid = kid.map(str::to_owned);
    jsonwebtoken::encode(&header, claims, key).unwrap()
}

fn rsa_key() -> EncodingKey {
    EncodingKey::from_rsa_pem(&read("rsa.pem")).unwrap()
}

fn ed_key(name: &str) -> EncodingKey {
    EncodingKey::from_ed_pem(&read(name)).unwrap()
}

#[test]
fn hs256_round_trip() {
    let token = mint_hs256(&secret(), "alice", &[Scope::CyclesRead, Scope::Admin], HOUR).unwrap();
    let principal = Verifier::hs256(&secret()).verify(&token).unwrap();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    assert!((now + 3590..=now + 3610).contains(&principal.expires_at));
    assert_eq!(
        principal,
        Principal {
            subject: "alice".into(),
            scopes: vec!["cycles:read".into(), "admin".into()],
            acting_for: None,
            expires_at: principal.expires_at,
        }
    );
}

#[test]
fn empty_token_is_missing() {
    assert_eq!(
        Verifier::hs256(&secret()).verify(""),
        Err(AuthError::MissingToken)
    );
}

#[test]
fn garbage_is_malformed() {
    let verifier = Verifier::hs256(&secret());
    for token in ["abc", "a.b.c", "a.b", "...."] {
        assert_eq!(
            verifier.verify(token),
            Err(AuthError::MalformedToken),
            "{token}"
        );
    }
}

#[test]
fn expiry_honours_the_leeway() {
    let verifier = Verifier::hs256(&secret());
    let just_expired = encode_hs256(&secret(), &claims(-10)).unwrap();
    assert!(verifier.verify(&just_expired).is_ok());
    let long_expired = encode_hs256(&secret(), &claims(-120)).unwrap();
    assert_eq!(verifier.verify(&long_expired), Err(AuthError::Expired));
    let strict = Verifier::hs256(&secret()).with_leeway(Duration::ZERO);
    assert_eq!(strict.verify(&just_expired), Err(AuthError::Expired));
}

#[test]
fn wrong_secret_is_a_bad_signature() {
    let other = Secret::new("another-secret-that-is-long-enough-too").unwrap();
    let token = mint_hs256(&other, "alice", &[Scope::CyclesRead], HOUR).unwrap();
    assert_eq!(
        Verifier::hs256(&secret()).verify(&token),
        Err(AuthError::BadSignature)
    );
}

#[test]
fn tampered_payload_is_a_bad_signature() {
    let token = mint_hs256(&secret(), "alice", &[Scope::CyclesRead], HOUR).unwrap();
    let parts: Vec<&str> = token.split('.').collect();
    let mut forged = claims(3600);
    forged.scope = vec!["admin".into()];
    let payload = B64.encode(serde_json::to_vec(&forged).unwrap());
    let tampered = format!("{}.{payload}.{}", parts[0], parts[2]);
    assert_eq!(
        Verifier::hs256(&secret()).verify(&tampered),
        Err(AuthError::BadSignature)
    );
}

#[test]
fn alg_none_is_rejected() {
    let header = B64.encode(br#"{"alg":"none","typ":"JWT"}"#);
    let payload = B64.encode(serde_json::to_vec(&claims(3600)).unwrap());
    let verifier = Verifier::hs256(&secret());
    for token in [
        format!("{header}.{payload}."),
        format!("{header}.{payload}"),
    ] {
        assert_eq!(verifier.verify(&token), Err(AuthError::MalformedToken));
    }
    let rsa = Verifier::rs256_pem(&read("rsa.pub.pem")).unwrap();
    assert!(rsa.verify(&format!("{header}.{payload}.")).is_err());
}

#[test]
fn rs256_round_trip() {
    let verifier = Verifier::rs256_pem(&read("rsa.pub.pem")).unwrap();
    let token = sign(Algorithm::RS256, None, &rsa_key(), &claims(60));
    assert_eq!(verifier.verify(&token).unwrap().subject, "alice");
    // Tokens from another key of the same kind fail on the signature.
    let ed = Verifier::eddsa_pem(&read("ed25519.pub.pem")).unwrap();
    let foreign = sign(
        Algorithm::EdDSA,
        None,
        &ed_key("ed25519-other.pem"),
        &claims(60),
    );
    assert_eq!(ed.verify(&foreign), Err(AuthError::BadSignature));
}

#[test]
fn eddsa_round_trip() {
    let verifier = Verifier::eddsa_pem(&read("ed25519.pub.pem")).unwrap();
    let token = sign(Algorithm::EdDSA, None, &ed_key("ed25519.pem"), &claims(60));
    assert_eq!(verifier.verify(&token).unwrap().subject, "alice");
}

#[test]
fn public_key_file_detects_the_key_type() {
    let rsa = Verifier::public_key_file(&fixture("rsa.pub.pem")).unwrap();
    assert!(
        rsa.verify(&sign(Algorithm::RS256, None, &rsa_key(), &claims(60)))
            .is_ok()
    );
    let ed = Verifier::public_key_file(&fixture("ed25519.pub.pem")).unwrap();
    let token = sign(Algorithm::EdDSA, None, &ed_key("ed25519.pem"), &claims(60));
    assert!(ed.verify(&token).is_ok());
    assert!(Verifier::public_key_file(&fixture("README.md")).is_err());
}

#[test]
fn algorithm_confusion_is_rejected() {
    // The classic attack: sign HS256 with the server's *public* key bytes.
    let public_pem = read("rsa.pub.pem");
    let forged = sign(
        Algorithm::HS256,
        None,
        &EncodingKey::from_secret(&public_pem),
        &claims(60),
    );
    let verifier = Verifier::rs256_pem(&public_pem).unwrap();
    assert_eq!(
        verifier.verify(&forged),
        Err(AuthError::AlgorithmNotAllowed)
    );
    // An asymmetric token does not pass an HS256 verifier either.
    let rs = sign(Algorithm::RS256, None, &rsa_key(), &claims(60));
    assert_eq!(
        Verifier::hs256(&secret()).verify(&rs),
        Err(AuthError::AlgorithmNotAllowed)
    );
}

fn jwks_json() -> String {
    let mut rsa = Jwk::from_encoding_key(&rsa_key(), Algorithm::RS256).unwrap();
    rsa.common.key_id = Some("rsa-1".into());
    let mut ed = Jwk::from_encoding_key(&ed_key("ed25519.pem"), Algorithm::EdDSA).unwrap();
    ed.common.key_id = Some("ed-1".into());
    let mut set = serde_json::to_value(JwkSet {
        keys: vec![rsa, ed],
    })
    .unwrap();
    // Keys the verifier must skip: a symmetric key and one without a `kid`.
    let keys = set["keys"].as_array_mut().unwrap();
    keys.push(serde_json::json!({"kty": "oct", "kid": "hmac", "k": B64.encode(b"x")}));
    keys.push(serde_json::json!({"kty": "RSA", "n": "AQAB", "e": "AQAB"}));
    set.to_string()
}

#[test]
fn jwks_selects_keys_by_kid() {
    let verifier = Verifier::jwks(&jwks_json(), "test").unwrap();
    let rs = sign(Algorithm::RS256, Some("rsa-1"), &rsa_key(), &claims(60));
    assert!(verifier.verify(&rs).is_ok());
    let ed = sign(
        Algorithm::EdDSA,
        Some("ed-1"),
        &ed_key("ed25519.pem"),
        &claims(60),
    );
    assert!(verifier.verify(&ed).is_ok());

    let unknown = sign(Algorithm::RS256, Some("rsa-2"), &rsa_key(), &claims(60));
    assert_eq!(verifier.verify(&unknown), Err(AuthError::UnknownKey));
    let no_kid = sign(Algorithm::RS256, None, &rsa_key(), &claims(60));
    assert_eq!(verifier.verify(&no_kid), Err(AuthError::UnknownKey));
    // Right kid, wrong algorithm for it.
    let mismatched = sign(
        Algorithm::EdDSA,
        Some("rsa-1"),
        &ed_key("ed25519.pem"),
        &claims(60),
    );
    assert_eq!(
        verifier.verify(&mismatched),
        Err(AuthError::AlgorithmNotAllowed)
    );
    // The `oct` key was skipped, so HMAC tokens naming it find no key.
    let hmac = sign(
        Algorithm::HS256,
        Some("hmac"),
        &EncodingKey::from_secret(b"x"),
        &claims(60),
    );
    assert_eq!(verifier.verify(&hmac), Err(AuthError::UnknownKey));
    // Signed by a key that is not in the set, under a kid that is.
    let impostor = sign(
        Algorithm::EdDSA,
        Some("ed-1"),
        &ed_key("ed25519-other.pem"),
        &claims(60),
    );
    assert_eq!(verifier.verify(&impostor), Err(AuthError::BadSignature));
}

#[test]
fn jwks_file_and_unusable_sets() {
    let path = std::env::temp_dir().join(format!("decision-auth-jwks-{}.json", std::process::id()));
    std::fs::write(&path, jwks_json()).unwrap();
    let verifier = Verifier::jwks_file(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let rs = sign(Algorithm::RS256, Some("rsa-1"), &rsa_key(), &claims(60));
    assert!(verifier.verify(&rs).is_ok());

    assert!(Verifier::jwks("not json", "x").is_err());
    let only_oct = r#"{"keys":[{"kty":"oct","kid":"k","k":"eA"}]}"#;
    assert!(Verifier::jwks(only_oct, "x").is_err());
}

#[test]
fn issuer_and_audience_when_configured() {
    #[derive(serde::Serialize)]
    struct WithIssuer<'a> {
        #[serde(flatten)]
        claims: Claims,
        iss: &'a str,
        aud: &'a str,
    }
    let key = EncodingKey::from_secret(secret().expose());
    let token = |iss, aud| {
        let body = WithIssuer {
            claims: claims(60),
            iss,
            aud,
        };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &body, &key).unwrap()
    };
    let verifier = Verifier::hs256(&secret())
        .with_issuer("idp")
        .with_audience("ledger");
    assert!(verifier.verify(&token("idp", "ledger")).is_ok());
    assert_eq!(
        verifier.verify(&token("evil", "ledger")),
        Err(AuthError::WrongIssuer)
    );
    assert_eq!(
        verifier.verify(&token("idp", "other")),
        Err(AuthError::WrongAudience("`ledger`".into()))
    );
    // A token without the claims is no better than one with the wrong ones.
    let bare = encode_hs256(&secret(), &claims(60)).unwrap();
    assert!(matches!(
        verifier.verify(&bare),
        Err(AuthError::WrongIssuer | AuthError::WrongAudience(_))
    ));
    assert_eq!(
        Verifier::hs256(&secret())
            .with_audience("ledger")
            .verify(&bare),
        Err(AuthError::WrongAudience("`ledger`".into())),
        "a missing `aud` when one is required"
    );
    assert_eq!(
        Verifier::hs256(&secret()).with_issuer("idp").verify(&bare),
        Err(AuthError::WrongIssuer),
        "a missing `iss` when one is required"
    );
    // Unconfigured, `aud` from a shared provider is not held against the token.
    assert!(
        Verifier::hs256(&secret())
            .verify(&token("idp", "other"))
            .is_ok()
    );
}

#[test]
fn scopes_and_act_as_through_a_real_token() {
    let verifier = Verifier::hs256(&secret());
    let mut delegated = claims(60);
    delegated.act_as = Some("bob".into());
    let without_scope = verifier
        .verify(&encode_hs256(&secret(), &delegated).unwrap())
        .unwrap();
    assert_eq!(without_scope.acting_for, None);
    assert_eq!(without_scope.actor(None).unwrap(), "alice");
    assert_eq!(
        without_scope
            .require(Scope::EventsRead)
            .unwrap_err()
            .to_string(),
        "insufficient scope: needs events:read"
    );

    delegated.scope.push("act_as".into());
    let with_scope = verifier
        .verify(&encode_hs256(&secret(), &delegated).unwrap())
        .unwrap();
    assert_eq!(with_scope.acting_for.as_deref(), Some("bob"));
    assert_eq!(with_scope.actor(None).unwrap(), "bob");
    assert!(with_scope.require(Scope::CyclesWrite).is_ok());
}

#[test]
fn errors_never_echo_the_token() {
    let token = mint_hs256(&secret(), "alice", &[Scope::CyclesRead], HOUR).unwrap();
    let mut broken = token.clone();
    broken.push('x');
    let verifier = Verifier::hs256(&secret());
    for bad in [broken, format!("{token}.extra"), token.replace('.', "")] {
        let err = verifier.verify(&bad).unwrap_err();
        let message = err.to_string();
        for part in bad.split('.').filter(|p| p.len() > 3) {
            assert!(!message.contains(part), "{message}");
        }
        assert!(!format!("{err:?}").contains("alice"));
    }
    let debug = format!("{verifier:?}");
    assert!(!debug.contains("test-secret"), "{debug}");
}
