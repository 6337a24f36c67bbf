//! TLS material read from files, for every TLS client here (Postgres,
//! NATS): one reading, and one wording of what is wrong with a file. Each
//! caller names its settings (`sslrootcert`, `--nats-tls-ca`, …), so an
//! error says what to change.

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::client::{WantsClientCert, WebPkiServerVerifier};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, ServerName, UnixTime};
use rustls::{ClientConfig, ConfigBuilder, DigitallySignedStruct, RootCertStore, SignatureScheme};
use std::path::Path;
use std::sync::Arc;

/// The PEM certificates in `path`, at least one; `setting` names the
/// option the path came from.
pub fn read_certs(path: &Path, setting: &str) -> Result<Vec<CertificateDer<'static>>, String> {
    let certs = CertificateDer::pem_file_iter(path)
        .and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
        .map_err(|e| format!("{setting} {}: {e}", path.display()))?;
    if certs.is_empty() {
        return Err(format!(
            "{setting} {}: no PEM certificate in it",
            path.display()
        ));
    }
    Ok(certs)
}

/// A trust store of the CA certificates in `path`.
pub fn roots_from_file(path: &Path, setting: &str) -> Result<RootCertStore, String> {
    let mut roots = RootCertStore::empty();
    for cert in read_certs(path, setting)? {
        roots
            .add(cert)
            .map_err(|e| format!("{setting} {}: {e}", path.display()))?;
    }
    Ok(roots)
}

/// The system's trusted CAs, those that parse (empty when it has none).
pub fn system_roots() -> RootCertStore {
    let mut roots = RootCertStore::empty();
    roots.add_parsable_certificates(rustls_native_certs::load_native_certs().certs);
    roots
}

/// The names of a client's certificate and key settings, for its errors.
#[derive(Debug, Clone, Copy)]
pub struct ClientCertSettings<'a> {
    pub cert: &'a str,
    pub key: &'a str,
}

/// `builder` finished with a client certificate chain and key, both
/// given or neither.
pub fn with_client_cert(
    builder: ConfigBuilder<ClientConfig, WantsClientCert>,
    cert: Option<&Path>,
    key: Option<&Path>,
    names: ClientCertSettings<'_>,
) -> Result<ClientConfig, String> {
    let ClientCertSettings {
        cert: cert_name,
        key: key_name,
    } = names;
    match (cert, key) {
        (Some(cert), Some(key)) => {
            let chain = read_certs(cert, cert_name)?;
            let key = PrivateKeyDer::from_pem_file(key)
                .map_err(|e| format!("{key_name} {}: {e}", key.display()))?;
            builder
                .with_client_auth_cert(chain, key)
                .map_err(|e| format!("{cert_name}/{key_name}: {e}"))
        }
        (None, None) => Ok(builder.with_no_client_auth()),
        _ => Err(format!(
            "{cert_name} and {key_name} go together: set both or neither"
        )),
    }
}

/// What a client makes of the standard verification's verdict on a
/// server's certificate: log a failure, waive one kind of it, ….
pub trait Judge: std::fmt::Debug + Send + Sync {
    fn judge(
        &self,
        server: &ServerName<'_>,
        verdict: Result<ServerCertVerified, rustls::Error>,
    ) -> Result<ServerCertVerified, rustls::Error>;
}

/// The standard (WebPKI) verification with its verdict on the certificate
/// passed through a [`Judge`]; the handshake's signatures are checked as
/// the standard verification checks them.
#[derive(Debug)]
pub struct Judged<J> {
    inner: Arc<WebPkiServerVerifier>,
    judge: J,
}

impl<J: Judge> Judged<J> {
    pub fn new(inner: Arc<WebPkiServerVerifier>, judge: J) -> Judged<J> {
        Judged { inner, judge }
    }
}

impl<J: Judge> ServerCertVerifier for Judged<J> {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        let verdict =
            self.inner
                .verify_server_cert(end_entity, intermediates, server_name, ocsp, now);
        self.judge.judge(server_name, verdict)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_without_a_certificate_is_named_with_its_setting() {
        let dir = std::env::temp_dir().join(format!("decision-tls-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let empty = dir.join("empty.pem");
        std::fs::write(&empty, "not a certificate\n").unwrap();
        let error = read_certs(&empty, "sslrootcert").unwrap_err();
        assert!(error.starts_with("sslrootcert "), "{error}");
        assert!(error.ends_with("no PEM certificate in it"), "{error}");
        let missing = read_certs(&dir.join("missing.pem"), "--nats-tls-ca").unwrap_err();
        assert!(missing.starts_with("--nats-tls-ca "), "{missing}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
