//! Errors. [`AuthError`] goes back to clients, so its messages never contain
//! token contents, key material or internal detail; [`ConfigError`] is for
//! operators at startup and may name files and variables (never values).

use crate::scope::Scope;
use crate::strength::Weakness;

/// Why a request was not authenticated or not authorised.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AuthError {
    #[error("missing token")]
    MissingToken,
    #[error("malformed token")]
    MalformedToken,
    #[error("expired")]
    Expired,
    #[error("token not yet valid")]
    NotYetValid,
    #[error("bad signature")]
    BadSignature,
    /// The header names an algorithm this verifier does not accept for the
    /// key (includes `none` and HS256-against-a-public-key attempts).
    #[error("algorithm not allowed")]
    AlgorithmNotAllowed,
    /// JWKS mode: no key with the token's `kid`.
    #[error("unknown signing key")]
    UnknownKey,
    /// `iss` did not match the configured issuer.
    #[error("wrong issuer")]
    WrongIssuer,
    /// `aud` names none of the audiences this server is (RFC 8707): the
    /// token was issued for another resource. Holds what `aud` must
    /// include, which is public (the resource's metadata names it).
    #[error(
        "issued for another resource: its `aud` must include {0}; ask the authorization server \
         for a token for this resource (RFC 8707 `resource` parameter)"
    )]
    WrongAudience(String),
    #[error("insufficient scope: needs {0}")]
    InsufficientScope(Scope),
}

impl AuthError {
    /// The HTTP status a door should answer with: 403 when the caller is
    /// known but lacks a scope, 401 otherwise.
    pub fn http_status(&self) -> u16 {
        match self {
            AuthError::InsufficientScope(_) => 403,
            _ => 401,
        }
    }
}

/// Why an authentication setup could not be built.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("unknown scope `{0}`")]
    UnknownScope(String),
    /// 32 bytes is RFC 7518 §3.2's minimum for an HS256 key.
    #[error("the secret is {0}: generate one with `openssl rand -hex 32`")]
    WeakSecret(#[from] Weakness),
    /// The setting (environment variable or file) a value came from.
    #[error("{setting}: {source}")]
    Setting {
        setting: String,
        #[source]
        source: Box<ConfigError>,
    },
    #[error(
        "DECISIOND_AUTH_RESOURCE or DECISIOND_AUTH_AUDIENCE is required with a public key or \
         JWKS: an identity provider signs the tokens of every application with the same keys, and \
         only `aud` says a token was issued for this one. Set DECISIOND_AUTH_RESOURCE to this \
         server's URL (OAuth clients ask for tokens for it), or DECISIOND_AUTH_AUDIENCE to the \
         audience your provider puts in tokens for decisiond (often its client id), or pass --insecure-no-audience \
         (DECISIOND_INSECURE_NO_AUDIENCE=true) to accept tokens issued for any application"
    )]
    AudienceRequired,
    #[error(
        "DECISIOND_AUTH_AUTHORIZATION_SERVERS needs DECISIOND_AUTH_RESOURCE: the URL clients \
         reach this server at, which their tokens must name as audience"
    )]
    ServersWithoutResource,
    #[error("`{0}` is not a usable URL: {1}")]
    BadUrl(String, String),
    #[error("set only one of {0}")]
    Ambiguous(&'static str),
    #[error("{path}: {source}")]
    Io {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("{0}: not an RSA or Ed25519 public key in PEM form")]
    BadPublicKey(String),
    #[error("{0}: {1}")]
    BadJwks(String, String),
    #[error("invalid TTL `{0}` (expected e.g. 90s, 15m, 1h, 7d)")]
    BadTtl(String),
    #[error("the subject must not be empty")]
    EmptySubject,
    #[error("signing failed: {0}")]
    Signing(String),
}

impl ConfigError {
    /// Names the setting the failing value came from.
    pub fn in_setting(self, setting: impl Into<String>) -> Self {
        ConfigError::Setting {
            setting: setting.into(),
            source: Box::new(self),
        }
    }

    pub(crate) fn io(path: &std::path::Path, source: std::io::Error) -> Self {
        ConfigError::Io {
            path: path.display().to_string(),
            source,
        }
    }
}
