//! Where the verification key comes from.

use crate::error::ConfigError;
use crate::keys::{JwksUrl, TokenKeys};
use crate::mint::parse_ttl;
use crate::secret::Secret;
use crate::verifier::{DEFAULT_LEEWAY, Verifier};
use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

pub const ENV_SECRET: &str = "DECISIOND_AUTH_SECRET";
pub const ENV_PUBLIC_KEY_FILE: &str = "DECISIOND_AUTH_PUBLIC_KEY_FILE";
pub const ENV_JWKS_FILE: &str = "DECISIOND_AUTH_JWKS_FILE";
pub const ENV_JWKS_URL: &str = "DECISIOND_AUTH_JWKS_URL";
pub const ENV_JWKS_CA_FILE: &str = "DECISIOND_AUTH_JWKS_CA_FILE";
pub const ENV_JWKS_REFRESH: &str = "DECISIOND_AUTH_JWKS_REFRESH";
pub const ENV_JWKS_COOLDOWN: &str = "DECISIOND_AUTH_JWKS_COOLDOWN";
pub const ENV_ISSUER: &str = "DECISIOND_AUTH_ISSUER";
pub const ENV_AUDIENCE: &str = "DECISIOND_AUTH_AUDIENCE";

/// The one key source a deployment uses.
#[derive(Clone)]
pub enum KeySource {
    Hs256(Secret),
    /// An RS256 or EdDSA public key, PEM.
    PublicKeyFile(PathBuf),
    Jwks(PathBuf),
    /// Fetched from the identity provider (see [`TokenKeys`]).
    JwksUrl(JwksUrl),
}

impl KeySource {
    /// Whether tokens verified with this key may have been issued for
    /// other applications: an identity provider signs every application's
    /// tokens with the same public keys, so only `aud` tells them apart.
    /// An HS256 secret is this deployment's alone (`decisiond token` mints
    /// with it), so its signature already says the token is for us.
    pub fn is_shared_with_other_applications(&self) -> bool {
        !matches!(self, KeySource::Hs256(_))
    }
}

/// Authentication settings, from the environment or built explicitly.
#[derive(Clone)]
pub struct AuthConfig {
    pub key: KeySource,
    pub leeway: Duration,
    pub issuer: Option<String>,
    pub audience: Option<String>,
    /// This server's resource identifier (`DECISIOND_AUTH_RESOURCE`, see
    /// [`crate::ProtectedResource`]): with a public key or JWKS, tokens
    /// naming it in `aud` are for this server (RFC 8707), as are those
    /// naming [`AuthConfig::audience`] if that is set too.
    pub resource: Option<String>,
    /// Accept a public key or JWKS without an audience: tokens issued for
    /// any application of the same identity provider pass. Off by default.
    pub insecure_no_audience: bool,
}

impl AuthConfig {
    pub fn new(key: KeySource) -> Self {
        AuthConfig {
            key,
            leeway: DEFAULT_LEEWAY,
            issuer: None,
            audience: None,
            resource: None,
            insecure_no_audience: false,
        }
    }

    /// Reads `DECISIOND_AUTH_SECRET`, `DECISIOND_AUTH_PUBLIC_KEY_FILE`,
    /// `DECISIOND_AUTH_JWKS_FILE` (exactly one, or none: `Ok(None)`, and the
    /// caller decides, e.g. falling back to [`crate::dev_secret`]), plus the
    /// optional `DECISIOND_AUTH_ISSUER` / `DECISIOND_AUTH_AUDIENCE`.
    pub fn from_env() -> Result<Option<Self>, ConfigError> {
        AuthConfig::from_lookup(|name| std::env::var(name).ok())
    }

    /// As [`AuthConfig::from_env`] with any variable source, so tests need
    /// not mutate the process environment.
    pub fn from_lookup(
        lookup: impl Fn(&str) -> Option<String>,
    ) -> Result<Option<Self>, ConfigError> {
        let get = |name| lookup(name).filter(|v| !v.trim().is_empty());
        let secret = get(ENV_SECRET);
        let public_key = get(ENV_PUBLIC_KEY_FILE);
        let jwks = get(ENV_JWKS_FILE);
        let jwks_url = get(ENV_JWKS_URL);
        let key = match (secret, public_key, jwks, jwks_url) {
            (None, None, None, None) => return Ok(None),
            (Some(secret), None, None, None) => {
                KeySource::Hs256(Secret::new(secret).map_err(|e| e.in_setting(ENV_SECRET))?)
            }
            (None, Some(path), None, None) => KeySource::PublicKeyFile(path.into()),
            (None, None, Some(path), None) => KeySource::Jwks(path.into()),
            (None, None, None, Some(url)) => {
                let mut source = JwksUrl::new(url);
                source.ca_file = get(ENV_JWKS_CA_FILE).map(PathBuf::from);
                let duration = |name: &'static str| {
                    get(name)
                        .map(|v| parse_ttl(&v).map_err(|e| e.in_setting(name)))
                        .transpose()
                };
                source.refresh = duration(ENV_JWKS_REFRESH)?.unwrap_or(source.refresh);
                source.cooldown = duration(ENV_JWKS_COOLDOWN)?.unwrap_or(source.cooldown);
                KeySource::JwksUrl(source)
            }
            _ => {
                return Err(ConfigError::Ambiguous(
                    "DECISIOND_AUTH_SECRET, DECISIOND_AUTH_PUBLIC_KEY_FILE, DECISIOND_AUTH_JWKS_FILE, \
                     DECISIOND_AUTH_JWKS_URL",
                ));
            }
        };
        let mut config = AuthConfig::new(key);
        config.issuer = get(ENV_ISSUER);
        config.audience = get(ENV_AUDIENCE);
        Ok(Some(config))
    }

    /// Loads the key (reading files now, so a bad path fails at startup).
    /// A public key or JWKS needs an audience unless
    /// [`AuthConfig::insecure_no_audience`] waives it.
    /// (A JWKS URL's verifier holds no key: see [`AuthConfig::token_keys`].)
    pub fn verifier(&self) -> Result<Verifier, ConfigError> {
        self.check_audience()?;
        let verifier = match &self.key {
            KeySource::Hs256(secret) => Verifier::hs256(secret),
            KeySource::PublicKeyFile(path) => Verifier::public_key_file(path)?,
            KeySource::Jwks(path) => Verifier::jwks_file(path)?,
            KeySource::JwksUrl(_) => Verifier::empty_key_set(),
        };
        Ok(self.checks(verifier))
    }

    /// The keys to verify with: fixed, or fetched from a JWKS URL (call
    /// [`TokenKeys::spawn_refresh`] to fetch them now and on a schedule).
    pub fn token_keys(&self) -> Result<TokenKeys, ConfigError> {
        match &self.key {
            KeySource::JwksUrl(source) => {
                self.check_audience()?;
                let checks = self.clone();
                TokenKeys::remote(source.clone(), move |verifier| checks.checks(verifier))
            }
            _ => self.verifier().map(TokenKeys::fixed),
        }
    }

    fn check_audience(&self) -> Result<(), ConfigError> {
        if self.key.is_shared_with_other_applications()
            && self.audiences().is_empty()
            && !self.insecure_no_audience
        {
            return Err(ConfigError::AudienceRequired);
        }
        Ok(())
    }

    /// Leeway, issuer and audience, as configured.
    fn checks(&self, verifier: Verifier) -> Verifier {
        let mut verifier = verifier.with_leeway(self.leeway);
        if let Some(issuer) = &self.issuer {
            verifier = verifier.with_issuer(issuer);
        }
        for audience in self.audiences() {
            verifier = verifier.with_audience(audience);
        }
        verifier
    }

    /// What a token's `aud` must include one of: the configured audience,
    /// and the resource identifier where tokens come from an identity
    /// provider (an HS256 secret's tokens come from `decisiond token`,
    /// which stamps no audience).
    pub fn audiences(&self) -> Vec<&str> {
        let resource = self
            .resource
            .as_deref()
            .filter(|_| self.key.is_shared_with_other_applications());
        self.audience
            .as_deref()
            .into_iter()
            .chain(resource)
            .collect()
    }
}

impl fmt::Debug for KeySource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeySource::Hs256(_) => f.write_str("Hs256(<redacted>)"),
            KeySource::PublicKeyFile(path) => f.debug_tuple("PublicKeyFile").field(path).finish(),
            KeySource::Jwks(path) => f.debug_tuple("Jwks").field(path).finish(),
            KeySource::JwksUrl(source) => f.debug_tuple("JwksUrl").field(source).finish(),
        }
    }
}

/// By hand, like [`KeySource`], so the secret cannot leak via `{:?}`.
impl fmt::Debug for AuthConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AuthConfig")
            .field("key", &self.key)
            .field("leeway", &self.leeway)
            .field("issuer", &self.issuer)
            .field("audience", &self.audience)
            .field("resource", &self.resource)
            .field("insecure_no_audience", &self.insecure_no_audience)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    const SECRET: &str = "0123456789abcdef0123456789abcdef-hidden";

    fn lookup(vars: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let vars: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |name| vars.get(name).cloned()
    }

    #[test]
    fn nothing_configured_is_none() {
        assert!(AuthConfig::from_lookup(lookup(&[])).unwrap().is_none());
        assert!(
            AuthConfig::from_lookup(lookup(&[(ENV_SECRET, " ")]))
                .unwrap()
                .is_none()
        );
    }

    #[test]
    fn secret_from_env_and_redacted() {
        let config = AuthConfig::from_lookup(lookup(&[(ENV_SECRET, SECRET), (ENV_AUDIENCE, "dl")]))
            .unwrap()
            .unwrap();
        assert!(matches!(config.key, KeySource::Hs256(_)));
        assert_eq!(config.audience.as_deref(), Some("dl"));
        let shown = format!("{config:?}");
        assert!(shown.contains("<redacted>"), "{shown}");
        assert!(!shown.contains("hidden"), "{shown}");
        let verifier = format!("{:?}", config.verifier().unwrap());
        assert!(
            !verifier.contains("hidden") && !verifier.contains("48, 49"),
            "{verifier}"
        );
    }

    #[test]
    fn two_sources_are_ambiguous() {
        let err = AuthConfig::from_lookup(lookup(&[(ENV_SECRET, SECRET), (ENV_JWKS_FILE, "/x")]))
            .unwrap_err();
        assert!(matches!(err, ConfigError::Ambiguous(_)));
        assert!(!err.to_string().contains("hidden"));
    }

    #[test]
    fn short_secret_is_an_error_without_echoing_it() {
        let err = AuthConfig::from_lookup(lookup(&[(ENV_SECRET, "hunter2")])).unwrap_err();
        assert!(!err.to_string().contains("hunter2"));
    }

    #[test]
    fn a_placeholder_secret_is_refused_naming_the_variable_and_the_cure() {
        let placeholder = "change-me-to-32-or-more-random-bytes";
        let err = AuthConfig::from_lookup(lookup(&[(ENV_SECRET, placeholder)]))
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("DECISIOND_AUTH_SECRET: "), "{err}");
        assert!(err.contains("placeholder"), "{err}");
        assert!(err.contains("openssl rand -hex 32"), "{err}");
        assert!(!err.contains(placeholder), "{err}");
    }

    fn fixture(name: &str) -> String {
        format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
    }

    #[test]
    fn a_public_key_or_jwks_needs_an_audience_unless_waived() {
        let public_key = fixture("ed25519.pub.pem");
        let config = AuthConfig::from_lookup(lookup(&[(ENV_PUBLIC_KEY_FILE, &public_key)]))
            .unwrap()
            .unwrap();
        let err = config.verifier().unwrap_err();
        assert!(matches!(err, ConfigError::AudienceRequired));
        assert!(err.to_string().contains("--insecure-no-audience"), "{err}");

        let mut waived = config.clone();
        waived.insecure_no_audience = true;
        assert!(waived.verifier().is_ok());
        let mut with_audience = config;
        with_audience.audience = Some("decisiond".into());
        assert!(with_audience.verifier().is_ok());

        let jwks = AuthConfig::new(KeySource::Jwks("/unread.json".into()));
        assert!(matches!(
            jwks.verifier(),
            Err(ConfigError::AudienceRequired)
        ));
    }

    #[test]
    fn an_hs256_secret_needs_no_audience() {
        let config = AuthConfig::from_lookup(lookup(&[(ENV_SECRET, SECRET)]))
            .unwrap()
            .unwrap();
        assert!(config.verifier().is_ok());
    }

    #[test]
    fn a_jwks_url_with_its_settings() {
        let url = "https://idp.example/.well-known/jwks.json";
        let vars = [
            (ENV_JWKS_URL, url),
            (ENV_JWKS_COOLDOWN, "2s"),
            (ENV_JWKS_REFRESH, "5m"),
            (ENV_AUDIENCE, "dl"),
        ];
        let config = AuthConfig::from_lookup(lookup(&vars)).unwrap().unwrap();
        let KeySource::JwksUrl(source) = &config.key else {
            panic!("{config:?}");
        };
        assert_eq!(source.url, url);
        assert_eq!(source.cooldown, Duration::from_secs(2));
        assert_eq!(source.refresh, Duration::from_secs(300));
        assert_eq!(source.max_bytes, JwksUrl::DEFAULT_MAX_BYTES);
        let keys = config.token_keys().unwrap();
        assert_eq!(keys.fetches(), 0);
        assert_eq!(keys.verify("a.b.c"), Err(crate::AuthError::MalformedToken));

        let both = AuthConfig::from_lookup(lookup(&[(ENV_JWKS_URL, url), (ENV_JWKS_FILE, "/x")]));
        assert!(matches!(both, Err(ConfigError::Ambiguous(_))));
        let bad =
            AuthConfig::from_lookup(lookup(&[(ENV_JWKS_URL, url), (ENV_JWKS_COOLDOWN, "soon")]))
                .unwrap_err()
                .to_string();
        assert!(bad.starts_with(ENV_JWKS_COOLDOWN), "{bad}");

        let mut no_audience = config.clone();
        no_audience.audience = None;
        assert!(matches!(
            no_audience.token_keys(),
            Err(ConfigError::AudienceRequired)
        ));
        let mut ftp = config.clone();
        ftp.key = KeySource::JwksUrl(JwksUrl::new("ftp://idp.example/jwks"));
        let error = ftp.token_keys().unwrap_err().to_string();
        assert!(
            error.starts_with(ENV_JWKS_URL) && error.contains("https://"),
            "{error}"
        );
        let mut missing_ca = JwksUrl::new(url);
        missing_ca.ca_file = Some("/nonexistent/ca.pem".into());
        ftp.key = KeySource::JwksUrl(missing_ca);
        assert!(matches!(ftp.token_keys(), Err(ConfigError::Io { .. })));
    }

    #[test]
    fn missing_key_file_fails_at_startup() {
        let mut config = AuthConfig::new(KeySource::PublicKeyFile("/nonexistent/key.pem".into()));
        config.audience = Some("decisiond".into());
        assert!(matches!(config.verifier(), Err(ConfigError::Io { .. })));
    }
}
