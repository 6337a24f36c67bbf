//! The TLS client configuration for NATS. Built here rather than by
//! async-nats so that a certificate that does not verify is logged with
//! its reason and host (async-nats reports only "IO error").

use crate::target::NatsTls;
use async_nats::rustls;
use decision_tls::{Judge, Judged};
use rustls::client::WebPkiServerVerifier;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{ClientConfig, DigitallySignedStruct, SignatureScheme};
use std::sync::Arc;

/// The configuration every NATS connection uses when TLS is on: the CAs
/// of `--nats-tls-ca` (else the system's), the client certificate if any.
pub(crate) fn client_config(tls: &NatsTls) -> Result<ClientConfig, String> {
    let (roots, source) = match &tls.ca_file {
        Some(path) => (
            decision_tls::roots_from_file(path, "--nats-tls-ca")?,
            format!("--nats-tls-ca {}", path.display()),
        ),
        None => (
            decision_tls::system_roots(),
            "the system's trust store".to_owned(),
        ),
    };
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let verifier: Arc<dyn ServerCertVerifier> = if roots.is_empty() {
        // No CA at all: every certificate fails, and says why.
        Arc::new(NoCa)
    } else {
        let standard =
            WebPkiServerVerifier::builder_with_provider(Arc::new(roots), provider.clone())
                .build()
                .map_err(|e| format!("NATS TLS CAs: {e}"))?;
        Arc::new(Judged::new(standard, LogFailures { source }))
    };
    let builder = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| format!("NATS TLS set-up: {e}"))?
        .dangerous()
        .with_custom_certificate_verifier(verifier);
    decision_tls::with_client_cert(
        builder,
        tls.cert_file.as_deref(),
        tls.key_file.as_deref(),
        decision_tls::ClientCertSettings {
            cert: "--nats-tls-cert",
            key: "--nats-tls-key",
        },
    )
}

fn log_failure(host: &ServerName<'_>, error: &rustls::Error, source: &str) {
    tracing::error!(
        "NATS server certificate verify failed for host {}: {error} (CAs from {source}): \
         check --nats-tls-ca (NATS_CA) and that the URL's host is on the certificate",
        host.to_str()
    );
}

/// A failed verification logged with its host and where the CAs came
/// from (async-nats would report only "IO error").
#[derive(Debug)]
struct LogFailures {
    source: String,
}

impl Judge for LogFailures {
    fn judge(
        &self,
        server: &ServerName<'_>,
        verdict: Result<ServerCertVerified, rustls::Error>,
    ) -> Result<ServerCertVerified, rustls::Error> {
        verdict.inspect_err(|e| log_failure(server, e, &self.source))
    }
}

/// No trusted CA could be loaded: refuse, saying so.
#[derive(Debug)]
struct NoCa;

impl ServerCertVerifier for NoCa {
    fn verify_server_cert(
        &self,
        _end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        _ocsp: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        let error = rustls::Error::InvalidCertificate(rustls::CertificateError::UnknownIssuer);
        log_failure(
            server_name,
            &error,
            "nowhere: the system has no CA certificates",
        );
        Err(error)
    }

    fn verify_tls12_signature(
        &self,
        _message: &[u8],
        _cert: &CertificateDer<'_>,
        _dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        Err(rustls::Error::General("no trusted CA".into()))
    }

    fn verify_tls13_signature(
        &self,
        _message: &[u8],
        _cert: &CertificateDer<'_>,
        _dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        Err(rustls::Error::General("no trusted CA".into()))
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        rustls::crypto::ring::default_provider()
            .signature_verification_algorithms
            .supported_schemes()
    }
}
