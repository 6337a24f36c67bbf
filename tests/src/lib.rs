//! Test support for the end-to-end suite: start the real `decisiond` binary
//! on a free port against a fresh Postgres database or a fresh embedded data
//! directory, talk to it over HTTP, kill or stop it.
//!
//! The binary is `$DECISIOND_BIN`, else `target/debug/decisiond` of this
//! workspace (`scripts/test.sh` builds it first).

pub mod analysis;
pub mod blast;
pub mod certs;
pub mod faults;
pub mod idp;
pub mod load;
pub mod nats;
pub mod nats_security;
pub mod otlp;
pub mod scenario;
pub mod server;

pub use server::{Server, StoreKind};
