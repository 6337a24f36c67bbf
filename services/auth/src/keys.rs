//! The keys tokens are checked with: fixed (a secret, a key file, a JWKS
//! file) or fetched from the identity provider's JWKS URL, cached and
//! refreshed on a schedule and when a token names a key id the cache does
//! not hold (a rotation). A refresh for an unknown key id waits out a
//! cooldown since the previous fetch, so a flood of tokens with forged key
//! ids costs the provider one request per cooldown, not one per token.

use crate::error::{AuthError, ConfigError};
use crate::principal::Principal;
use crate::verifier::Verifier;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
use std::time::Duration;
use tokio::time::Instant;

/// Where and how often to fetch a JWKS.
#[derive(Debug, Clone)]
pub struct JwksUrl {
    /// `https://…` (or `http://` on a trusted network).
    pub url: String,
    /// A PEM CA bundle for a private identity provider (added to the
    /// system's CAs).
    pub ca_file: Option<PathBuf>,
    /// Fetched again this often, whatever happens.
    pub refresh: Duration,
    /// At most one fetch per this long for unknown key ids.
    pub cooldown: Duration,
    /// One fetch may take this long.
    pub timeout: Duration,
    /// A larger response is refused.
    pub max_bytes: usize,
}

impl JwksUrl {
    pub const DEFAULT_REFRESH: Duration = Duration::from_secs(15 * 60);
    pub const DEFAULT_COOLDOWN: Duration = Duration::from_secs(30);
    pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(5);
    pub const DEFAULT_MAX_BYTES: usize = 256 * 1024;

    pub fn new(url: impl Into<String>) -> JwksUrl {
        JwksUrl {
            url: url.into(),
            ca_file: None,
            refresh: JwksUrl::DEFAULT_REFRESH,
            cooldown: JwksUrl::DEFAULT_COOLDOWN,
            timeout: JwksUrl::DEFAULT_TIMEOUT,
            max_bytes: JwksUrl::DEFAULT_MAX_BYTES,
        }
    }
}

/// The verifier in use, and where new keys come from.
pub struct TokenKeys {
    current: RwLock<Arc<Verifier>>,
    remote: Option<Remote>,
}

struct Remote {
    source: JwksUrl,
    client: reqwest::Client,
    /// Issuer, audience and leeway, applied to every fetched key set.
    configure: Box<dyn Fn(Verifier) -> Verifier + Send + Sync>,
    /// When the last fetch started; held across a fetch (one at a time).
    last_fetch: tokio::sync::Mutex<Option<Instant>>,
    fetches: AtomicU64,
}

impl TokenKeys {
    /// Keys that never change.
    pub fn fixed(verifier: Verifier) -> TokenKeys {
        TokenKeys {
            current: RwLock::new(Arc::new(verifier)),
            remote: None,
        }
    }

    /// Keys from `source`, none until the first fetch ([`TokenKeys::spawn_refresh`]
    /// or a token's unknown key id). Fails now on an unusable URL or CA file.
    pub fn remote(
        source: JwksUrl,
        configure: impl Fn(Verifier) -> Verifier + Send + Sync + 'static,
    ) -> Result<TokenKeys, ConfigError> {
        let setting = |e: ConfigError| e.in_setting(crate::config::ENV_JWKS_URL);
        let parsed = reqwest::Url::parse(&source.url)
            .map_err(|e| setting(ConfigError::BadJwks(source.url.clone(), e.to_string())))?;
        if !matches!(parsed.scheme(), "https" | "http") {
            return Err(setting(ConfigError::BadJwks(
                source.url.clone(),
                "not an https:// (or http://) URL".into(),
            )));
        }
        let mut builder = reqwest::Client::builder()
            .timeout(source.timeout)
            .connect_timeout(source.timeout)
            .redirect(reqwest::redirect::Policy::limited(3));
        if let Some(path) = &source.ca_file {
            let pem = std::fs::read(path).map_err(|e| ConfigError::io(path, e))?;
            let certs = reqwest::Certificate::from_pem_bundle(&pem).map_err(|e| {
                ConfigError::BadJwks(path.display().to_string(), format!("CA file: {e}"))
            })?;
            for cert in certs {
                builder = builder.add_root_certificate(cert);
            }
        }
        let client = builder.build().map_err(|e| {
            setting(ConfigError::BadJwks(
                source.url.clone(),
                format!("HTTP client: {e}"),
            ))
        })?;
        let empty = configure(Verifier::empty_key_set());
        Ok(TokenKeys {
            current: RwLock::new(Arc::new(empty)),
            remote: Some(Remote {
                source,
                client,
                configure: Box::new(configure),
                last_fetch: tokio::sync::Mutex::new(None),
                fetches: AtomicU64::new(0),
            }),
        })
    }

    /// The verifier now in use.
    pub fn verifier(&self) -> Arc<Verifier> {
        self.current.read().expect("keys lock").clone()
    }

    /// Checks `token` with the keys held now.
    pub fn verify(&self, token: &str) -> Result<Principal, AuthError> {
        self.verifier().verify(token)
    }

    /// How many times the JWKS was fetched (0 for fixed keys).
    pub fn fetches(&self) -> u64 {
        self.remote
            .as_ref()
            .map_or(0, |r| r.fetches.load(Ordering::Relaxed))
    }

    /// If `token` names a key id the cache does not hold, fetches the set
    /// again — unless the last fetch was under a cooldown ago. Returns at
    /// once for fixed keys and known ids.
    pub async fn refresh_for(&self, token: &str) {
        let Some(remote) = &self.remote else {
            return;
        };
        let Some(kid) = jsonwebtoken::decode_header(token).ok().and_then(|h| h.kid) else {
            return;
        };
        if self.verifier().has_kid(&kid) {
            return;
        }
        let mut last = remote.last_fetch.lock().await;
        // Another request may have fetched it while this one waited.
        if self.verifier().has_kid(&kid) {
            return;
        }
        if last.is_some_and(|at| at.elapsed() < remote.source.cooldown) {
            return;
        }
        *last = Some(Instant::now());
        self.fetch(remote).await;
    }

    /// Fetches now and then every `refresh` (after a failure, every
    /// cooldown until one succeeds). Needs a Tokio runtime.
    pub fn spawn_refresh(self: &Arc<Self>) {
        let Some(remote) = &self.remote else {
            return;
        };
        let (refresh, cooldown) = (remote.source.refresh, remote.source.cooldown);
        let keys = Arc::downgrade(self);
        tokio::spawn(async move {
            loop {
                let Some(keys) = keys.upgrade() else {
                    return;
                };
                let Some(remote) = &keys.remote else {
                    return;
                };
                let fetched = {
                    let mut last = remote.last_fetch.lock().await;
                    *last = Some(Instant::now());
                    keys.fetch(remote).await
                };
                drop(keys);
                tokio::time::sleep(if fetched { refresh } else { cooldown }).await;
            }
        });
    }

    /// One fetch; the keys are replaced only by a usable set.
    async fn fetch(&self, remote: &Remote) -> bool {
        remote.fetches.fetch_add(1, Ordering::Relaxed);
        let url = &remote.source.url;
        match download(remote)
            .await
            .and_then(|json| Verifier::jwks(&json, url).map_err(|e| e.to_string()))
        {
            Ok(verifier) => {
                let verifier = (remote.configure)(verifier);
                tracing::info!(url = %url, keys = ?verifier, "JWKS fetched");
                *self.current.write().expect("keys lock") = Arc::new(verifier);
                true
            }
            Err(error) => {
                tracing::warn!(url = %url, %error, "JWKS fetch failed; the keys held stay in use");
                false
            }
        }
    }
}

/// The body of the JWKS URL, at most `max_bytes`.
async fn download(remote: &Remote) -> Result<String, String> {
    let max = remote.source.max_bytes;
    let mut response = remote
        .client
        .get(&remote.source.url)
        .header(reqwest::header::ACCEPT, "application/json")
        .send()
        .await
        .map_err(|e| describe(&e))?;
    if !response.status().is_success() {
        return Err(format!("the server answered {}", response.status()));
    }
    let too_large = || format!("the response is over {max} bytes");
    if response
        .content_length()
        .is_some_and(|len| len > max as u64)
    {
        return Err(too_large());
    }
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(|e| describe(&e))? {
        if body.len() + chunk.len() > max {
            return Err(too_large());
        }
        body.extend_from_slice(&chunk);
    }
    String::from_utf8(body).map_err(|_| "the response is not UTF-8".to_owned())
}

/// reqwest's error with its causes (a certificate problem is a cause).
fn describe(e: &reqwest::Error) -> String {
    let mut text = e.to_string();
    let mut cause = std::error::Error::source(e);
    while let Some(c) = cause {
        text = format!("{text}: {c}");
        cause = c.source();
    }
    text
}

impl std::fmt::Debug for TokenKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TokenKeys")
            .field("verifier", &self.verifier())
            .field("url", &self.remote.as_ref().map(|r| &r.source.url))
            .finish()
    }
}
