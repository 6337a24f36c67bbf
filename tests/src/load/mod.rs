//! Pieces of the load generator (`src/bin/loadgen.rs`) that are worth
//! testing on their own: the call mix, latency percentiles, /proc readings.

pub mod api;
pub mod history;
pub mod latencies;
pub mod mix;
pub mod process;
