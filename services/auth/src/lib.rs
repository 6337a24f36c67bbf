//! Bearer-token authentication for Decision Ledger.
//!
//! Self-contained on purpose: it knows nothing of HTTP, MCP or NATS. A door
//! extracts the token (see [`bearer_token`]), calls [`Verifier::verify`],
//! and checks [`Principal::require`] per operation. Errors carry only
//! client-safe messages, so a door may return `to_string()` verbatim.
//!
//! Keys: an HS256 shared secret, one RS256/EdDSA public key (PEM), a JWKS
//! file, or a JWKS URL (fetched, cached, refreshed on rotation: [`TokenKeys`]). Each key is pinned to exactly one algorithm, which is what rules out
//! `alg: none` and algorithm confusion.

mod claims;
mod config;
mod error;
mod keys;
mod mint;
mod principal;
mod resource;
mod scope;
mod secret;
mod strength;
mod verifier;

pub use claims::Claims;
pub use config::{
    AuthConfig, ENV_AUDIENCE, ENV_ISSUER, ENV_JWKS_CA_FILE, ENV_JWKS_COOLDOWN, ENV_JWKS_FILE,
    ENV_JWKS_REFRESH, ENV_JWKS_URL, ENV_PUBLIC_KEY_FILE, ENV_SECRET, KeySource,
};
pub use error::{AuthError, ConfigError};
pub use keys::{JwksUrl, TokenKeys};
pub use mint::{encode_hs256, mint_hs256, parse_ttl};
pub use principal::Principal;
pub use resource::{
    ENV_AUTHORIZATION_SERVERS, ENV_RESOURCE, METADATA_PATH, ProtectedResource, REALM,
    ResourceMetadata,
};
pub use scope::{DEFAULT_CLI_SCOPES, Scope, parse_scopes};
pub use secret::{DEV_SECRET_FILE, MIN_SECRET_LEN, Secret, dev_secret};
pub use strength::{Weakness, weakness};
pub use verifier::{DEFAULT_LEEWAY, Verifier, bearer_token};
