//! The `decisiond` binary: `serve` and `migrate`.

use anyhow::Context;
use clap::{Args, Parser, Subcommand};
use decisiond::startup::{Application, StoreConfig, open_store, shutdown_signal};
use std::io::Write;
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "decisiond",
    version,
    about = "Decision Ledger: event-sourced decision tools for AI agents"
)]
struct Cli {
    /// Log one JSON object per line instead of human-readable text.
    #[arg(long, global = true, env = "DECISIOND_LOG_JSON")]
    log_json: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the HTTP service.
    Serve {
        /// Address to listen on (port 0 picks a free port).
        #[arg(long, env = "DECISIOND_LISTEN", default_value = "127.0.0.1:8080")]
        listen: String,
        #[command(flatten)]
        store: StoreArgs,
    },
    /// Apply pending database migrations and exit.
    Migrate {
        #[command(flatten)]
        store: StoreArgs,
    },
    /// Operate the read models (projections).
    Projections {
        #[command(subcommand)]
        action: ProjectionsAction,
        #[command(flatten)]
        store: StoreArgs,
    },
}

#[derive(Subcommand)]
enum ProjectionsAction {
    /// Each projection's position, lag and parked events, as JSON lines.
    Status,
    /// Replay from position 0 into fresh tables and swap them in when caught
    /// up; the running service keeps serving the old ones meanwhile.
    Rebuild {
        /// One projection (`decision` or `audit`); all when omitted.
        name: Option<String>,
    },
}

#[derive(Args)]
struct StoreArgs {
    /// Postgres URL; without it the embedded SQLite store is used.
    #[arg(long, env = "DATABASE_URL", conflicts_with = "data_dir", global = true)]
    database_url: Option<String>,
    /// Directory of the embedded store.
    #[arg(
        long,
        env = "DECISIOND_DATA_DIR",
        default_value = "./data",
        global = true
    )]
    data_dir: PathBuf,
    /// Postgres connection pool size.
    #[arg(
        long,
        env = "DECISIOND_PG_POOL_SIZE",
        default_value_t = 16,
        global = true
    )]
    pool_size: usize,
}

impl StoreArgs {
    fn config(&self) -> StoreConfig {
        match &self.database_url {
            Some(url) => StoreConfig::Postgres {
                url: url.clone(),
                pool_size: self.pool_size,
            },
            None => StoreConfig::Embedded {
                data_dir: self.data_dir.clone(),
            },
        }
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    decisiond::telemetry::init(cli.log_json);
    match cli.command {
        Command::Serve { listen, store } => {
            let config = store.config();
            let application = Application::build(&listen, &config)
                .await
                .with_context(|| format!("starting on {}", config.describe()))?;
            let addr = application.local_addr();
            tracing::info!(%addr, store = %config.describe(), "decisiond started");
            // Tests and scripts read this line to find the port.
            println!("decisiond listening on http://{addr}");
            std::io::stdout().flush().ok();
            application.run_until_stopped(shutdown_signal()).await?;
            tracing::info!("stopped");
        }
        Command::Projections { action, store } => {
            let config = store.config();
            let stores = open_store(&config)
                .await
                .with_context(|| format!("opening {}", config.describe()))?;
            match action {
                ProjectionsAction::Status => {
                    decisiond::projections_cli::print_status(&stores).await?
                }
                ProjectionsAction::Rebuild { name } => {
                    decisiond::projections_cli::rebuild_projections(&stores, name.as_deref())
                        .await?
                }
            }
        }
        Command::Migrate { store } => {
            let config = store.config();
            open_store(&config)
                .await
                .with_context(|| format!("migrating {}", config.describe()))?;
            println!("migrations applied ({})", config.describe());
        }
    }
    Ok(())
}
