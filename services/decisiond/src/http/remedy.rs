//! The HTTP API's words live in [`crate::api_words`]: the NATS intake reads
//! them too, so they belong to neither door. Re-exported for `http::HttpWords`.

pub use crate::api_words::HttpWords;
