//! Leases across instances: a session-level advisory lock held on a
//! dedicated connection. Whoever holds it does the work (a projection, the
//! relay); the others wait and take over when the holder's connection
//! closes — which Postgres notices when the process dies.

use std::time::Duration;
use tokio::task::JoinHandle;
use tokio_postgres::Client;

/// A held lease; dropping it releases the lock (the connection closes).
pub struct Lease {
    name: String,
    client: Client,
    driver: JoinHandle<()>,
}

/// A stable 64-bit lock key for a lease name (FNV-1a).
pub fn lock_key(name: &str) -> i64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in format!("decisiond:{name}").bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash as i64
}

impl Lease {
    /// Waits until this process holds the lease `name`, trying every `retry`.
    pub async fn acquire(url: &str, name: &str, retry: Duration) -> Lease {
        let key = lock_key(name);
        loop {
            match super::connect(url).await {
                Ok((client, connection)) => {
                    let driver = tokio::spawn(async move {
                        let _ = connection.await;
                    });
                    loop {
                        match client
                            .query_one("SELECT pg_try_advisory_lock($1)", &[&key])
                            .await
                        {
                            Ok(row) if row.get::<_, bool>(0) => {
                                tracing::info!(lease = name, "lease acquired");
                                return Lease {
                                    name: name.to_owned(),
                                    client,
                                    driver,
                                };
                            }
                            Ok(_) => tokio::time::sleep(retry).await,
                            Err(e) => {
                                tracing::warn!(lease = name, error = %e, "lease connection failed");
                                break;
                            }
                        }
                    }
                    driver.abort();
                }
                Err(e) => tracing::warn!(lease = name, error = %e, "cannot connect for lease"),
            }
            tokio::time::sleep(retry).await;
        }
    }

    /// Resolves when the lease is lost: the connection closed or stopped
    /// answering (checked every few seconds).
    pub async fn lost(&self) {
        loop {
            tokio::time::sleep(Duration::from_secs(2)).await;
            let check =
                tokio::time::timeout(Duration::from_secs(5), self.client.simple_query("SELECT 1"));
            if self.client.is_closed() || !matches!(check.await, Ok(Ok(_))) {
                tracing::warn!(lease = %self.name, "lease lost");
                return;
            }
        }
    }
}

impl Drop for Lease {
    fn drop(&mut self) {
        self.driver.abort();
    }
}
