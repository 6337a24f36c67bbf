//! How `decisiond serve` authenticates, decided once at start-up:
//!
//! * a configured key (`DECISIOND_AUTH_SECRET`, `…_PUBLIC_KEY_FILE` or
//!   `…_JWKS_FILE`) — production;
//! * none, on the embedded store — dev mode: a secret is created in the
//!   data directory and a ready token is printed, so a fresh checkout works
//!   with nothing configured but is still never open;
//! * none, on Postgres — refused: a shared database means a deployment,
//!   and a deployment without authentication is a mistake unless the
//!   operator says `--insecure-no-auth` (which is logged loudly).
//!
//! A secret that is a placeholder or otherwise weak is refused
//! ([`decision_auth::weakness`]). A public key or JWKS needs
//! `DECISIOND_AUTH_AUDIENCE` unless `--insecure-no-audience` (logged
//! loudly): the provider signs other applications' tokens with the same
//! keys. An HS256 secret needs none: it is this deployment's alone.
//!
//! `DECISIOND_AUTH_RESOURCE` (with `…_AUTHORIZATION_SERVERS`) names this
//! server as an OAuth protected resource ([`ProtectedResource`]): its
//! metadata document, the 401 challenge, and, with a public key or JWKS,
//! the audience tokens must carry (RFC 8707).

use crate::app::Authenticator;
use crate::startup::StoreConfig;
use decision_auth::{AuthConfig, ConfigError, ProtectedResource, Scope, TokenKeys, Verifier};
use std::sync::Arc;
use std::time::Duration;

/// The subject of the token printed in dev mode.
pub const DEV_SUBJECT: &str = "dev";
/// How long the printed dev token lives.
pub const DEV_TOKEN_TTL: Duration = Duration::from_secs(24 * 3600);

/// What start-up settled on.
pub struct Security {
    pub authenticator: Authenticator,
    /// Dev mode: a token to print for the operator (an agent's scopes and
    /// `events:read`; `cycles:confirm` only with `--dev-token-confirm`).
    pub dev_token: Option<String>,
    /// Dev mode: the person's token, behind the one-time sign-in link (it
    /// carries `cycles:confirm`: the person answers the gate in the app).
    pub dev_person_token: Option<String>,
    /// `DECISIOND_AUTH_RESOURCE`, if set.
    pub resource: Option<ProtectedResource>,
}

#[derive(Debug, thiserror::Error)]
pub enum SecurityError {
    #[error(
        "authentication is not configured: Postgres mode needs DECISIOND_AUTH_SECRET (32+ bytes), \
         DECISIOND_AUTH_PUBLIC_KEY_FILE, DECISIOND_AUTH_JWKS_FILE or DECISIOND_AUTH_JWKS_URL; pass --insecure-no-auth only \
         to run without authentication on purpose"
    )]
    Unconfigured,
    #[error("--insecure-no-auth contradicts the configured DECISIOND_AUTH_* key: choose one")]
    Contradictory,
    #[error(
        "--insecure-no-audience applies only to DECISIOND_AUTH_PUBLIC_KEY_FILE, \
         DECISIOND_AUTH_JWKS_FILE or DECISIOND_AUTH_JWKS_URL without DECISIOND_AUTH_AUDIENCE or \
         DECISIOND_AUTH_RESOURCE: drop it"
    )]
    NoAudienceNotApplicable,
    #[error("authentication configuration: {0}")]
    Config(#[from] ConfigError),
}

/// The operator's explicit waivers (`serve` flags), both off by default.
#[derive(Debug, Clone, Copy, Default)]
pub struct Waivers {
    /// `--insecure-no-auth`: no authentication at all.
    pub no_auth: bool,
    /// `--insecure-no-audience`: a public key or JWKS without an audience.
    pub no_audience: bool,
    /// `--dev-token-confirm`: dev mode's printed token may also approve
    /// what the confirmation gate holds (`cycles:confirm`).
    pub dev_token_confirm: bool,
}

/// Decides how to authenticate; `lookup` reads the environment.
pub fn resolve(
    store: &StoreConfig,
    waivers: Waivers,
    lookup: impl Fn(&str) -> Option<String>,
) -> Result<Security, SecurityError> {
    let resource = ProtectedResource::from_lookup(&lookup)?;
    let mut configured = AuthConfig::from_lookup(&lookup)?;
    if let Some(config) = configured.as_mut() {
        config.resource = resource.as_ref().map(|r| r.resource().to_owned());
    }
    let waives_audience = configured.as_ref().is_some_and(|config| {
        config.key.is_shared_with_other_applications() && config.audiences().is_empty()
    });
    if waivers.no_audience && !waives_audience {
        return Err(SecurityError::NoAudienceNotApplicable);
    }
    match (configured, waivers.no_auth) {
        (Some(_), true) => Err(SecurityError::Contradictory),
        (Some(mut config), false) => {
            config.insecure_no_audience = waivers.no_audience;
            let keys = Arc::new(config.token_keys()?);
            // A JWKS URL: fetched now, then on its schedule.
            keys.spawn_refresh();
            if waivers.no_audience {
                tracing::warn!(
                    "TOKEN AUDIENCE IS NOT CHECKED (--insecure-no-audience): any token your identity \
                     provider signed, for any application, is accepted here. Set \
                     DECISIOND_AUTH_AUDIENCE instead."
                );
            }
            Ok(Security {
                authenticator: Authenticator::Tokens(keys),
                dev_token: None,
                dev_person_token: None,
                resource,
            })
        }
        (None, true) => {
            tracing::warn!(
                "AUTHENTICATION IS DISABLED (--insecure-no-auth): anyone who can reach this port \
                 can read and change every cycle. Never run like this outside a sealed test setup."
            );
            Ok(Security {
                authenticator: Authenticator::Disabled,
                dev_token: None,
                dev_person_token: None,
                resource,
            })
        }
        (None, false) => match store {
            StoreConfig::Postgres { .. } => Err(SecurityError::Unconfigured),
            StoreConfig::Embedded { data_dir } => {
                let secret = decision_auth::dev_secret(data_dir)?;
                // The printed token ends up in shells and agents' settings:
                // no `cycles:confirm` (an agent could approve its own
                // proposals) unless the operator asks. The sign-in link is
                // the person's, in the app, where they answer the gate.
                let printed = [Scope::CyclesRead, Scope::CyclesWrite, Scope::EventsRead];
                let person = [
                    Scope::CyclesRead,
                    Scope::CyclesWrite,
                    Scope::EventsRead,
                    Scope::CyclesConfirm,
                ];
                let scopes: &[Scope] = if waivers.dev_token_confirm {
                    &person
                } else {
                    &printed
                };
                let mint = |scopes: &[Scope]| {
                    decision_auth::mint_hs256(&secret, DEV_SUBJECT, scopes, DEV_TOKEN_TTL)
                };
                Ok(Security {
                    authenticator: Authenticator::Tokens(Arc::new(TokenKeys::fixed(
                        Verifier::hs256(&secret),
                    ))),
                    dev_token: Some(mint(scopes)?),
                    dev_person_token: Some(mint(&person)?),
                    resource,
                })
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use decision_store::testing::temp_data_dir;

    const SECRET: &str = "a-test-secret-of-at-least-32-bytes!!";
    const NO_AUTH: Waivers = Waivers {
        no_auth: true,
        no_audience: false,
        dev_token_confirm: false,
    };
    const NO_AUDIENCE: Waivers = Waivers {
        no_auth: false,
        no_audience: true,
        dev_token_confirm: false,
    };
    const PUBLIC_KEY: &str = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../auth/tests/fixtures/ed25519.pub.pem"
    );

    fn postgres() -> StoreConfig {
        StoreConfig::Postgres {
            url: "postgres://unused".into(),
            pool_size: 1,
            group_commit: None,
        }
    }

    fn env(vars: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |name| {
            vars.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn postgres_without_auth_is_refused_unless_insecure() {
        let refused = resolve(&postgres(), Waivers::default(), env(&[]));
        assert!(matches!(refused, Err(SecurityError::Unconfigured)));
        let open = resolve(&postgres(), NO_AUTH, env(&[])).unwrap();
        assert!(matches!(open.authenticator, Authenticator::Disabled));
    }

    #[test]
    fn a_configured_secret_is_used_everywhere() {
        let vars = &[("DECISIOND_AUTH_SECRET", SECRET)];
        let security = resolve(&postgres(), Waivers::default(), env(vars)).unwrap();
        assert!(matches!(security.authenticator, Authenticator::Tokens(_)));
        assert!(security.dev_token.is_none());
        assert!(matches!(
            resolve(&postgres(), NO_AUTH, env(vars)),
            Err(SecurityError::Contradictory)
        ));
    }

    #[test]
    fn the_embedded_store_makes_a_dev_secret_and_a_working_token() {
        let dir = temp_data_dir("security_dev_mode");
        let store = StoreConfig::Embedded {
            data_dir: dir.to_path_buf(),
        };
        let security = resolve(&store, Waivers::default(), env(&[])).unwrap();
        let token = security.dev_token.clone().expect("dev mode prints a token");
        let caller = security
            .authenticator
            .authenticate(Some(format!("Bearer {token}").as_bytes()), None)
            .unwrap();
        assert_eq!(caller.user, DEV_SUBJECT);
        assert!(caller.allows(Scope::CyclesWrite) && !caller.is_admin());
        assert!(!caller.allows(Scope::CyclesConfirm), "not unless asked");
        let person = security.dev_person_token.expect("a sign-in token");
        let bearer = format!("Bearer {person}");
        let person = security
            .authenticator
            .authenticate(Some(bearer.as_bytes()), None);
        assert!(person.unwrap().allows(Scope::CyclesConfirm));

        let asked = Waivers {
            dev_token_confirm: true,
            ..Waivers::default()
        };
        let security = resolve(&store, asked, env(&[])).unwrap();
        let token = format!("Bearer {}", security.dev_token.unwrap());
        let caller = security
            .authenticator
            .authenticate(Some(token.as_bytes()), None);
        assert!(caller.unwrap().allows(Scope::CyclesConfirm));
    }

    #[test]
    fn a_placeholder_secret_is_refused_with_the_cure() {
        let vars = &[(
            "DECISIOND_AUTH_SECRET",
            "change-me-to-32-or-more-random-bytes",
        )];
        let Err(err) = resolve(&postgres(), Waivers::default(), env(vars)) else {
            panic!("a placeholder secret must be refused");
        };
        let err = err.to_string();
        assert!(err.contains("DECISIOND_AUTH_SECRET"), "{err}");
        assert!(err.contains("openssl rand -hex 32"), "{err}");
    }

    #[test]
    fn a_public_key_needs_an_audience_unless_waived() {
        let key_only = &[("DECISIOND_AUTH_PUBLIC_KEY_FILE", PUBLIC_KEY)];
        let Err(err) = resolve(&postgres(), Waivers::default(), env(key_only)) else {
            panic!("a public key without an audience must be refused");
        };
        assert!(err.to_string().contains("DECISIOND_AUTH_AUDIENCE"), "{err}");
        assert!(resolve(&postgres(), NO_AUDIENCE, env(key_only)).is_ok());
        let with_audience = &[
            ("DECISIOND_AUTH_PUBLIC_KEY_FILE", PUBLIC_KEY),
            ("DECISIOND_AUTH_AUDIENCE", "decisiond"),
        ];
        assert!(resolve(&postgres(), Waivers::default(), env(with_audience)).is_ok());
        // The waiver is refused wherever it would mean nothing.
        for vars in [
            with_audience.as_slice(),
            &[("DECISIOND_AUTH_SECRET", SECRET)],
            &[],
        ] {
            assert!(matches!(
                resolve(&postgres(), NO_AUDIENCE, env(vars)),
                Err(SecurityError::NoAudienceNotApplicable)
            ));
        }
    }
}
