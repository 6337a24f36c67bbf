//! Ports that stay ours across restarts.
//!
//! Postgres and NATS are restarted on the same port. A port from the
//! kernel's ephemeral range (what binding port 0 gives) can be taken
//! meanwhile as the local port of any outgoing connection on the machine,
//! so these come from below that range, where only explicit binds land.

use super::rng::Rng;
use std::net::{Ipv4Addr, TcpListener};

fn ephemeral_low() -> u16 {
    std::fs::read_to_string("/proc/sys/net/ipv4/ip_local_port_range")
        .ok()
        .and_then(|text| text.split_whitespace().next()?.parse().ok())
        .unwrap_or(32768)
}

/// A free port on 127.0.0.1 below the ephemeral range (or, if that range
/// starts too low to leave room, any free port).
pub fn stable_free_port() -> u16 {
    let high = ephemeral_low();
    let low = 20000u16;
    let mut rng = Rng::new(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
            ^ u64::from(std::process::id()),
    );
    if high > low + 1000 {
        for _ in 0..200 {
            let port = low + rng.below(u64::from(high - low)) as u16;
            if TcpListener::bind((Ipv4Addr::LOCALHOST, port)).is_ok() {
                return port;
            }
        }
    }
    TcpListener::bind((Ipv4Addr::LOCALHOST, 0))
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}
