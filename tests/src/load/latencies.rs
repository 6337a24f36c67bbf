//! Latency samples and their percentiles, as the load report prints them.

use serde_json::{Value, json};
use std::time::Duration;

#[derive(Debug, Default, Clone)]
pub struct Latencies {
    samples: Vec<Duration>,
}

impl Latencies {
    pub fn record(&mut self, latency: Duration) {
        self.samples.push(latency);
    }

    pub fn merge(&mut self, other: Latencies) {
        self.samples.extend(other.samples);
    }

    pub fn len(&self) -> usize {
        self.samples.len()
    }

    pub fn is_empty(&self) -> bool {
        self.samples.is_empty()
    }

    /// The nearest-rank percentile `p` (0–1] in milliseconds; 0 when empty.
    pub fn percentile_ms(&mut self, p: f64) -> f64 {
        if self.samples.is_empty() {
            return 0.0;
        }
        self.samples.sort_unstable();
        let rank = (self.samples.len() as f64 * p).ceil() as usize;
        let i = rank.clamp(1, self.samples.len()) - 1;
        self.samples[i].as_secs_f64() * 1000.0
    }

    /// `{"count", "p50", "p99", "p999", "max"}` in milliseconds.
    pub fn summary(&mut self) -> Value {
        json!({
            "count": self.len(),
            "p50": round(self.percentile_ms(0.50)),
            "p99": round(self.percentile_ms(0.99)),
            "p999": round(self.percentile_ms(0.999)),
            "max": round(self.percentile_ms(1.0)),
        })
    }
}

fn round(ms: f64) -> f64 {
    (ms * 1000.0).round() / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_rank_percentiles() {
        let mut l = Latencies::default();
        for ms in (1..=1000).rev() {
            l.record(Duration::from_millis(ms));
        }
        assert_eq!(l.percentile_ms(0.5), 500.0);
        assert_eq!(l.percentile_ms(0.99), 990.0);
        assert_eq!(l.percentile_ms(0.999), 999.0);
        assert_eq!(l.percentile_ms(1.0), 1000.0);
        assert_eq!(Latencies::default().percentile_ms(0.99), 0.0);
    }
}
