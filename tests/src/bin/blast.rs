//! The blast-radius run as a program, for long runs (issue 15):
//!
//!   cargo build -p decisiond
//!   cargo run -p decision-e2e --bin blast -- --seconds 300
//!
//! Well-behaved tenants under steady load for `--seconds`, then for as
//! long again beside a hostile tenant (see `decision_e2e::blast`). Prints
//! the figures as JSON on stdout and every failed check on stderr; exits 1
//! if there is any. Needs Postgres on 127.0.0.1:5432 and nats-server.

use clap::Parser;
use decision_e2e::blast::{BlastConfig, run};
use std::process::ExitCode;
use std::time::Duration;

#[derive(Parser)]
struct Args {
    /// Seconds of each phase (alone, then beside the hostile tenant).
    #[arg(long, default_value_t = 300)]
    seconds: u64,
    /// Well-behaved tenants.
    #[arg(long, default_value_t = BlastConfig::short().good_tenants)]
    good_tenants: usize,
    /// Calls per second of each well-behaved tenant.
    #[arg(long, default_value_t = BlastConfig::short().good_rate)]
    good_rate: f64,
    /// Requests per second of the hostile tenant.
    #[arg(long, default_value_t = BlastConfig::short().hostile_rate)]
    hostile_rate: f64,
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    let phase = Duration::from_secs(args.seconds);
    let config = BlastConfig {
        good_tenants: args.good_tenants,
        good_rate: args.good_rate,
        phase,
        cycles_per_tenant: BlastConfig::cycles_needed(args.good_rate, phase),
        hostile_rate: args.hostile_rate,
        // Measured from the hostile tenant's first request, its burst too.
        hostile_head_start: Duration::ZERO,
        p99_factor: 2.0,
        // A stream of ~26 MB, the size issue 28 measured.
        heavy_batches: 100,
        ..BlastConfig::short()
    };
    let report = run(&config).await;
    println!("{:#}", report.figures);
    for problem in &report.problems {
        eprintln!("FAILED: {problem}");
    }
    if report.problems.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
