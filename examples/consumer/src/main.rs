//! `decision-consumer`: prints the Decision Ledger events of a JetStream
//! stream, one line each, through a durable pull consumer.
//!
//! ```text
//! decision-consumer                                   # every event
//! decision-consumer --cycle 0193a5b0-1a2b-7c3d-8e4f-a0b1c2d3e4f5
//! decision-consumer --event-type ConsequenceRated --durable ratings
//! ```

use clap::Parser;
use decision_consumer_example::{Options, run};
use std::process::ExitCode;
use std::time::Duration;

#[derive(Debug, Parser)]
#[command(
    version,
    about = "Example consumer of the Decision Ledger event stream"
)]
struct Args {
    /// NATS server URL(s), comma separated.
    #[arg(long, env = "NATS_URL", default_value = "nats://127.0.0.1:4222")]
    nats_url: String,
    /// The JetStream stream the relay publishes to.
    #[arg(long, default_value = "DECISION_EVENTS")]
    stream: String,
    /// Durable consumer name; the server remembers what it acked.
    #[arg(long, default_value = "decision-consumer-example")]
    durable: String,
    /// Only this cycle's events (filter `<prefix>.events.<cycle>.>`).
    #[arg(long)]
    cycle: Option<String>,
    /// Only this event type, across cycles (filter `<prefix>.events.*.<type>`).
    #[arg(long)]
    event_type: Option<String>,
    /// The relay's subject prefix.
    #[arg(long, default_value = "decisions")]
    subject_prefix: String,
    /// Exit once a pull of this many seconds brings no message (default: run until Ctrl-C).
    #[arg(long, value_name = "SECONDS")]
    idle_exit: Option<u64>,
    /// How many recent event ids to remember for dedup.
    #[arg(long, default_value_t = 100_000)]
    dedup_capacity: usize,
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    let options = Options {
        nats_url: args.nats_url,
        stream: args.stream,
        durable: args.durable,
        cycle: args.cycle,
        event_type: args.event_type,
        subject_prefix: args.subject_prefix,
        idle_exit: args.idle_exit.map(Duration::from_secs),
        dedup_capacity: args.dedup_capacity,
    };
    let print = |line: &str| println!("{line}");
    tokio::select! {
        totals = run(&options, print) => match totals {
            Ok(totals) => {
                eprintln!(
                    "done: {} processed, {} duplicates, {} unknown types, {} terminated",
                    totals.processed, totals.duplicates, totals.unknown, totals.poison
                );
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {e:#}");
                ExitCode::FAILURE
            }
        },
        _ = tokio::signal::ctrl_c() => {
            // Whatever was in flight is not acked: it is delivered again.
            eprintln!("interrupted");
            ExitCode::SUCCESS
        }
    }
}
