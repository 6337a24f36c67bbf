//! Every test file of this folder, linked into one test binary (`cargo test --test e2e`);
//! one binary links far faster than one per file. A new file needs its `mod` line
//! here: `repo_files::test_binaries` fails on a file left out.
//! Not here, each its own binary: `blast_radius` (it times other tenants, so nothing may run beside it).

mod analysis_pool;
mod browser;
mod career_move;
mod clients;
#[path = "deployments/main.rs"]
mod deployments;
mod durability;
mod erasure;
mod even_swaps;
mod fault_injection;
mod fleet;
mod http_errors;
mod idempotency;
mod infrastructure;
mod limits;
mod live_stream;
mod mcp;
mod measured_semantics;
mod memory_bounds;
mod metrics_scrapes;
mod nats_intake;
mod observability;
mod openapi;
mod person;
mod poison;
mod raters;
mod read_cache;
mod read_models;
mod relay;
#[path = "repo_files/main.rs"]
mod repo_files;
mod security;
mod seed_semantics;
mod slow_clients;
mod store_outage;
mod telemetry;
mod tenants;
mod tokens;
mod tool_formats;
mod user_flows;
