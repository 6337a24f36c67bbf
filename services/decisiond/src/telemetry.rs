//! Logging setup, done once by the binary.

use tracing_subscriber::{EnvFilter, fmt};

/// Installs a subscriber writing to stderr: human-readable by default,
/// one JSON object per line with `json`. `RUST_LOG` overrides the level.
pub fn init(json: bool) {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,tower_http=info"));
    let builder = fmt().with_env_filter(filter).with_writer(std::io::stderr);
    if json {
        builder.json().flatten_event(true).init();
    } else {
        builder.init();
    }
}
