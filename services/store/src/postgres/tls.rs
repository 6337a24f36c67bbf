//! TLS to Postgres with rustls, verified as libpq's `sslmode` says:
//! `prefer`/`require` encrypt without checking the certificate,
//! `verify-ca` checks the chain, `verify-full` the chain and the host
//! name. A `require` with `sslrootcert` verifies like `verify-ca` (libpq's
//! rule for a root certificate given on purpose).

use super::target::SslMode;
use decision_tls::{Judge, Judged};
use rustls::client::WebPkiServerVerifier;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::WebPkiSupportedAlgorithms;
use rustls::{
    CertificateError, ClientConfig, DigitallySignedStruct, RootCertStore, SignatureScheme,
};
use rustls_pki_types::{CertificateDer, ServerName, UnixTime};
use std::future::Future;
use std::io;
use std::path::{Path, PathBuf};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio_postgres::Socket;
use tokio_postgres::tls::{ChannelBinding, MakeTlsConnect, TlsConnect, TlsStream};

/// The certificate files a URL names.
#[derive(Debug, Default, Clone)]
pub struct TlsFiles {
    /// `sslrootcert`: a PEM bundle of trusted CAs, or `system` for the
    /// operating system's trust store (also used when verifying without it).
    pub root_cert: Option<PathBuf>,
    /// `sslcert` / `sslkey`: a client certificate and its key, PEM.
    pub client_cert: Option<PathBuf>,
    pub client_key: Option<PathBuf>,
}

/// Makes one TLS connector per connection; cheap to clone.
#[derive(Clone)]
pub struct PgTls {
    config: Arc<ClientConfig>,
    /// Where the trusted CAs came from, for errors.
    roots: Arc<str>,
    mode: SslMode,
}

impl PgTls {
    pub fn new(mode: SslMode, files: &TlsFiles) -> Result<PgTls, String> {
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let verify = match mode {
            SslMode::VerifyCa | SslMode::VerifyFull => true,
            SslMode::Require => files.root_cert.is_some(),
            SslMode::Disable | SslMode::Prefer => false,
        };
        let (verifier, roots): (Arc<dyn ServerCertVerifier>, String) = if verify {
            let (store, roots) = root_store(files.root_cert.as_deref())?;
            let webpki =
                WebPkiServerVerifier::builder_with_provider(Arc::new(store), provider.clone())
                    .build()
                    .map_err(|e| format!("sslrootcert: {e}"))?;
            let verifier: Arc<dyn ServerCertVerifier> = if mode == SslMode::VerifyFull {
                webpki
            } else {
                Arc::new(Judged::new(webpki, AnyHostName))
            };
            (verifier, roots)
        } else {
            let algorithms = provider.signature_verification_algorithms;
            (
                Arc::new(Unverified(algorithms)),
                "nothing (not verified)".to_owned(),
            )
        };
        let builder = ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map_err(|e| format!("TLS set-up: {e}"))?
            .dangerous()
            .with_custom_certificate_verifier(verifier);
        let config = decision_tls::with_client_cert(
            builder,
            files.client_cert.as_deref(),
            files.client_key.as_deref(),
            decision_tls::ClientCertSettings {
                cert: "sslcert",
                key: "sslkey",
            },
        )?;
        Ok(PgTls {
            config: Arc::new(config),
            roots: roots.into(),
            mode,
        })
    }
}

/// The trusted CAs: the `sslrootcert` file, or the system's store.
fn root_store(path: Option<&Path>) -> Result<(RootCertStore, String), String> {
    match path {
        Some(path) if path != Path::new("system") => Ok((
            decision_tls::roots_from_file(path, "sslrootcert")?,
            format!("sslrootcert {}", path.display()),
        )),
        _ => {
            let store = decision_tls::system_roots();
            if store.is_empty() {
                return Err(
                    "sslmode verifies the server but no CA was found: set sslrootcert=<CA bundle file> \
                     (your provider's CA certificate) or install the system's CA certificates"
                        .to_owned(),
                );
            }
            Ok((store, "the system's trust store".to_owned()))
        }
    }
}

impl MakeTlsConnect<Socket> for PgTls {
    type Stream = PgTlsStream;
    type TlsConnect = PgTlsConnect;
    type Error = io::Error;

    fn make_tls_connect(&mut self, host: &str) -> io::Result<PgTlsConnect> {
        let server_name = ServerName::try_from(host.to_owned()).map_err(|e| {
            io::Error::new(io::ErrorKind::InvalidInput, format!("host `{host}`: {e}"))
        })?;
        Ok(PgTlsConnect {
            tls: self.clone(),
            server_name,
            host: host.to_owned(),
        })
    }
}

/// One connection's handshake.
pub struct PgTlsConnect {
    tls: PgTls,
    server_name: ServerName<'static>,
    host: String,
}

impl TlsConnect<Socket> for PgTlsConnect {
    type Stream = PgTlsStream;
    type Error = io::Error;
    type Future = Pin<Box<dyn Future<Output = io::Result<PgTlsStream>> + Send>>;

    fn connect(self, stream: Socket) -> Self::Future {
        Box::pin(async move {
            let connector = tokio_rustls::TlsConnector::from(self.tls.config.clone());
            connector
                .connect(self.server_name, stream)
                .await
                .map(PgTlsStream)
                .map_err(|e| explain(e, &self.host, &self.tls))
        })
    }
}

/// A handshake failure in words an operator can act on.
fn explain(e: io::Error, host: &str, tls: &PgTls) -> io::Error {
    let mode = tls.mode.as_str();
    let roots = &tls.roots;
    let text = match e
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<rustls::Error>())
    {
        Some(rustls::Error::InvalidCertificate(
            CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. },
        )) => format!(
            "certificate verify failed: the server's certificate is not valid for host `{host}` \
             (sslmode={mode} checks the host name): connect by a name the certificate holds, \
             or use sslmode=verify-ca"
        ),
        Some(rustls::Error::InvalidCertificate(
            CertificateError::UnknownIssuer | CertificateError::BadSignature,
        )) => format!(
            "certificate verify failed: the certificate of host `{host}` is not signed by a CA \
             from {roots} (sslmode={mode}): check sslrootcert"
        ),
        Some(rustls::Error::InvalidCertificate(other)) => format!(
            "certificate verify failed: {other:?} for host `{host}` (sslmode={mode}, CAs from \
             {roots}): check sslrootcert"
        ),
        Some(other) => format!("TLS handshake with `{host}` failed (sslmode={mode}): {other}"),
        None => format!("TLS handshake with `{host}` failed (sslmode={mode}): {e}"),
    };
    io::Error::new(e.kind(), text)
}

/// An encrypted connection to the server.
pub struct PgTlsStream(tokio_rustls::client::TlsStream<Socket>);

impl TlsStream for PgTlsStream {
    fn channel_binding(&self) -> ChannelBinding {
        ChannelBinding::none()
    }
}

impl AsyncRead for PgTlsStream {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_read(cx, buf)
    }
}

impl AsyncWrite for PgTlsStream {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.0).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_shutdown(cx)
    }
}

/// `verify-ca` (and `require` with a root certificate): the chain must
/// lead to a trusted CA; the name on the certificate is not compared.
#[derive(Debug)]
struct AnyHostName;

impl Judge for AnyHostName {
    fn judge(
        &self,
        _server: &ServerName<'_>,
        verdict: Result<ServerCertVerified, rustls::Error>,
    ) -> Result<ServerCertVerified, rustls::Error> {
        // The chain is checked before the name: a name error means the
        // chain was good.
        match verdict {
            Err(rustls::Error::InvalidCertificate(
                CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. },
            )) => Ok(ServerCertVerified::assertion()),
            other => other,
        }
    }
}

/// `prefer` and `require` without a root certificate: encrypted, not
/// authenticated (libpq's meaning). The handshake's signatures are still
/// checked against the certificate presented.
#[derive(Debug)]
struct Unverified(WebPkiSupportedAlgorithms);

impl ServerCertVerifier for Unverified {
    fn verify_server_cert(
        &self,
        _end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(message, cert, dss, &self.0)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(message, cert, dss, &self.0)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.supported_schemes()
    }
}
