//! The fault-injection harness as a program, for long runs:
//!
//!   cargo build -p decisiond
//!   cargo run -p decision-e2e --bin faults -- --seconds 600 --kills 150
//!
//! Prints the figures as JSON on stdout and every finding on stderr; exits
//! 1 if there is any. Needs Postgres server binaries (initdb, pg_ctl) and
//! nats-server; see `decision_e2e::faults` for what it does and checks.

use clap::Parser;
use decision_e2e::faults::{Config, rng};
use std::process::ExitCode;

#[derive(Parser)]
struct Args {
    /// Seconds of load.
    #[arg(long, default_value_t = 600)]
    seconds: u64,
    /// SIGKILLs of decisiond (default: one per 4 s, at least 10).
    #[arg(long)]
    kills: Option<u32>,
    /// NATS outages (default: one per 120 s, at least 1).
    #[arg(long)]
    nats_outages: Option<u32>,
    /// Postgres restarts (default: one per 120 s, at least 1).
    #[arg(long)]
    pg_restarts: Option<u32>,
    /// Postgres freezes: SIGSTOP for 12–15 s, then SIGCONT (default 0).
    #[arg(long)]
    pg_freezes: Option<u32>,
    #[arg(long)]
    clients: Option<usize>,
    #[arg(long)]
    cycles: Option<usize>,
    /// Replay a run (decimal or 0x hex); default: FAULTS_SEED, else random.
    #[arg(long)]
    seed: Option<String>,
    /// The short form of the test instead (the other numbers still apply).
    #[arg(long)]
    short: bool,
    /// Keep the run directory (logs, Postgres data) even on success.
    #[arg(long)]
    keep: bool,
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    let seed = match &args.seed {
        Some(text) => rng::parse_seed(text).unwrap_or_else(|| panic!("--seed {text} is not a u64")),
        None => rng::seed_from_env(),
    };
    let mut config = if args.short {
        Config::short(seed)
    } else {
        Config::long(seed, args.seconds)
    };
    if let Some(kills) = args.kills {
        config.kills = kills;
    }
    if let Some(n) = args.nats_outages {
        config.nats_outages = n;
    }
    if let Some(n) = args.pg_restarts {
        config.pg_restarts = n;
    }
    if let Some(n) = args.pg_freezes {
        config.pg_freezes = n;
    }
    if let Some(n) = args.clients {
        config.clients = n.max(1);
    }
    if let Some(n) = args.cycles {
        config.cycles = n.max(1);
    }
    config.keep = args.keep;
    let budget = config.budget();
    // On Ctrl-C or SIGTERM, returning from main drops the runtime, and with
    // it the processes of the run (decisiond, nats-server, Postgres).
    let outcome = tokio::select! {
        outcome = tokio::time::timeout(budget, decision_e2e::faults::run(config)) => outcome,
        _ = interrupted() => {
            eprintln!("interrupted (seed {seed}); stopping the run's processes");
            return ExitCode::from(130);
        }
    };
    let Ok(outcome) = outcome else {
        eprintln!("the run (seed {seed}) did not finish within {budget:?}");
        return ExitCode::from(2);
    };
    println!(
        "{}",
        serde_json::to_string_pretty(&outcome.report).expect("report")
    );
    if !outcome.ok() {
        eprintln!(
            "{} finding(s) (seed {seed}; logs in {}):",
            outcome.failures.len(),
            outcome.run_dir.display()
        );
        for failure in &outcome.failures {
            eprintln!("  - {failure}");
        }
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

async fn interrupted() {
    let mut terminate =
        tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).expect("SIGTERM");
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        _ = terminate.recv() => {}
    }
}
