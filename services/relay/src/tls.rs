//! The TLS client configuration for NATS. Built here rather than by
//! async-nats so that a certificate that does not verify is logged with
//! its reason and host (async-nats reports only "IO error").

use crate::target::NatsTls;
use async_nats::rustls;
use rustls::client::WebPkiServerVerifier;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, ServerName, UnixTime};
use rustls::{ClientConfig, DigitallySignedStruct, RootCertStore, SignatureScheme};
use std::path::Path;
use std::sync::Arc;

/// The configuration every NATS connection uses when TLS is on: the CAs
/// of `--nats-tls-ca` (else the system's), the client certificate if any.
pub(crate) fn client_config(tls: &NatsTls) -> Result<ClientConfig, String> {
    let mut roots = RootCertStore::empty();
    let source = match &tls.ca_file {
        Some(path) => {
            for cert in read_certs(path, "CA file")? {
                roots
                    .add(cert)
                    .map_err(|e| format!("NATS TLS CA file {}: {e}", path.display()))?;
            }
            format!("--nats-tls-ca {}", path.display())
        }
        None => {
            roots.add_parsable_certificates(rustls_native_certs::load_native_certs().certs);
            "the system's trust store".to_owned()
        }
    };
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let verifier: Arc<dyn ServerCertVerifier> = if roots.is_empty() {
        // No CA at all: every certificate fails, and says why.
        Arc::new(NoCa)
    } else {
        Arc::new(Explained {
            inner: WebPkiServerVerifier::builder_with_provider(Arc::new(roots), provider.clone())
                .build()
                .map_err(|e| format!("NATS TLS CAs: {e}"))?,
            source,
        })
    };
    let builder = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| format!("NATS TLS set-up: {e}"))?
        .dangerous()
        .with_custom_certificate_verifier(verifier);
    match (&tls.cert_file, &tls.key_file) {
        (Some(cert), Some(key)) => {
            let chain = read_certs(cert, "certificate")?;
            let key = PrivateKeyDer::from_pem_file(key)
                .map_err(|e| format!("NATS TLS key {}: {e}", key.display()))?;
            builder
                .with_client_auth_cert(chain, key)
                .map_err(|e| format!("NATS TLS certificate and key: {e}"))
        }
        (None, None) => Ok(builder.with_no_client_auth()),
        _ => Err("--nats-tls-cert and --nats-tls-key go together: set both or neither".to_owned()),
    }
}

fn read_certs(path: &Path, what: &str) -> Result<Vec<CertificateDer<'static>>, String> {
    let certs = CertificateDer::pem_file_iter(path)
        .and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
        .map_err(|e| format!("NATS TLS {what} {}: {e}", path.display()))?;
    if certs.is_empty() {
        return Err(format!(
            "NATS TLS {what} {}: no PEM certificate in it",
            path.display()
        ));
    }
    Ok(certs)
}

fn log_failure(host: &ServerName<'_>, error: &rustls::Error, source: &str) {
    tracing::error!(
        "NATS server certificate verify failed for host {}: {error} (CAs from {source}): \
         check --nats-tls-ca (NATS_CA) and that the URL's host is on the certificate",
        host.to_str()
    );
}

/// The standard verification, with its failures logged.
#[derive(Debug)]
struct Explained {
    inner: Arc<WebPkiServerVerifier>,
    source: String,
}

impl ServerCertVerifier for Explained {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        self.inner
            .verify_server_cert(end_entity, intermediates, server_name, ocsp, now)
            .inspect_err(|e| log_failure(server_name, e, &self.source))
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.inner.verify_tls12_signature(message, cert, dss)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.inner.verify_tls13_signature(message, cert, dss)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.inner.supported_verify_schemes()
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
