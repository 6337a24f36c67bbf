//! The environment variables decisiond reads outside its command line.
//!
//! Every option's own variable is declared with clap's `env =` and listed
//! by `decisiond <command> --help` (`[env: NAME]`); the variables below
//! are read elsewhere. Together they are everything a deployment file may
//! set: the deployment test fails on any other name, so a typo or a
//! removed setting in `deploy/` cannot pass unnoticed.

/// Read outside clap. A name ending in `*` stands for every variable with
/// that prefix.
pub const OTHER_VARIABLES: &[&str] = &[
    // The verification key and its checks (`security::resolve`).
    decision_auth::ENV_SECRET,
    decision_auth::ENV_PUBLIC_KEY_FILE,
    decision_auth::ENV_JWKS_FILE,
    decision_auth::ENV_JWKS_URL,
    decision_auth::ENV_JWKS_CA_FILE,
    decision_auth::ENV_JWKS_REFRESH,
    decision_auth::ENV_JWKS_COOLDOWN,
    decision_auth::ENV_ISSUER,
    decision_auth::ENV_AUDIENCE,
    // This server as an OAuth protected resource (`security::resolve`).
    decision_auth::ENV_RESOURCE,
    decision_auth::ENV_AUTHORIZATION_SERVERS,
    // The `Host` values `/mcp` accepts.
    crate::mcp::ALLOWED_HOSTS_ENV,
    // The log filter (`telemetry::init`).
    "RUST_LOG",
    // The allocator's own settings (mimalloc reads them at start-up).
    "MIMALLOC_*",
    // OpenTelemetry's standard settings: decisiond reads
    // `telemetry::OTEL_VARIABLES`, the exporter SDK the rest.
    "OTEL_*",
];

/// Whether `name` is one of [`OTHER_VARIABLES`] (or has one's prefix).
pub fn is_other_variable(name: &str) -> bool {
    OTHER_VARIABLES
        .iter()
        .any(|known| match known.strip_suffix('*') {
            Some(prefix) => name.starts_with(prefix),
            None => name == *known,
        })
}

#[cfg(test)]
mod tests {
    use super::is_other_variable;

    #[test]
    fn names_match_exactly_or_by_their_prefix() {
        assert!(is_other_variable("RUST_LOG"));
        assert!(is_other_variable("DECISIOND_MCP_ALLOWED_HOSTS"));
        assert!(is_other_variable("MIMALLOC_PURGE_DELAY"));
        assert!(!is_other_variable("RUST_LOGS"));
        assert!(!is_other_variable("DECISIOND_MCP_ALLOWED_HOST"));
    }
}
