//! What a cached value weighs: its JSON length, which is within a small
//! factor of its heap size for the documents we keep (their text dominates),
//! and one definition for every cache bounded in bytes. Each cache reports
//! `decisiond_cache_bytes{cache}` and `decisiond_cache_evictions_total{cache}`.

use serde::Serialize;

/// The length of `value` as JSON.
pub(crate) fn json_bytes<T: Serialize + ?Sized>(value: &T) -> usize {
    struct Count(usize);
    impl std::io::Write for Count {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0 += buf.len();
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut count = Count(0);
    // Our documents always serialize; a failure only under-counts.
    let _ = serde_json::to_writer(&mut count, value);
    count.0
}

/// Reports a cache's bytes held.
pub(crate) fn report_bytes(cache: &'static str, bytes: usize) {
    metrics::gauge!("decisiond_cache_bytes", "cache" => cache).set(bytes as f64);
}

/// Counts entries a cache dropped to stay within its bytes.
pub(crate) fn count_evictions(cache: &'static str, n: usize) {
    if n > 0 {
        metrics::counter!("decisiond_cache_evictions_total", "cache" => cache).increment(n as u64);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn json_bytes_is_the_serialized_length() {
        let value = serde_json::json!({"a": "xyz", "b": [1, 2]});
        assert_eq!(super::json_bytes(&value), value.to_string().len());
    }
}
