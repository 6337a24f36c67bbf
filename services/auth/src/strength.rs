//! Refusing secrets that only look secret: the placeholder an example
//! shipped, one word typed over and over, a handful of characters.
//!
//! Deliberately simple, so a refusal can say exactly what is wrong. It is
//! not an entropy meter: a passphrase of English words passes. What it
//! stops is the value nobody meant to deploy.

use crate::secret::MIN_SECRET_LEN;

/// Words that mark a value someone was meant to replace, matched on the
/// lowercased letters and digits only (`Change-Me` is `changeme`). None is
/// made of hex digits alone, so a generated hex secret never contains one.
const PLACEHOLDERS: &[&str] = &[
    "changeme",
    "changethis",
    "replaceme",
    "replacethis",
    "placeholder",
    "yoursecret",
    "example",
    "password",
];

/// The longest repeated unit looked for (`secretsecret…` has 6).
const MAX_PERIOD: usize = 64;

/// Shannon entropy of the byte distribution, in tenths of a bit per byte,
/// below which a secret uses too few different characters. Random hex
/// averages 3.8 bits (the lowest of 20,000 32-character samples was 2.9),
/// base64 4.9; `aaaa…a1234` is about 1.
const MIN_DECIBITS_PER_BYTE: u32 = 25;

/// Why a secret is refused. Never contains the secret, only what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Weakness {
    #[error("shorter than {min} bytes (got {got})")]
    TooShort { min: usize, got: usize },
    #[error("a placeholder (it contains `{0}`)")]
    Placeholder(&'static str),
    #[error("one run of {0} characters repeated")]
    Repeated(usize),
    #[error(
        "made of too few different characters ({}.{} bits of entropy per byte, at least {}.{} needed)",
        .0 / 10, .0 % 10, MIN_DECIBITS_PER_BYTE / 10, MIN_DECIBITS_PER_BYTE % 10
    )]
    FewCharacters(u32),
}

/// What is wrong with `secret` as a signing key or shared token, if
/// anything. The checks run in the order of the variants.
pub fn weakness(secret: &[u8]) -> Option<Weakness> {
    if secret.len() < MIN_SECRET_LEN {
        return Some(Weakness::TooShort {
            min: MIN_SECRET_LEN,
            got: secret.len(),
        });
    }
    let letters: String = secret
        .iter()
        .filter(|b| b.is_ascii_alphanumeric())
        .map(|b| char::from(b.to_ascii_lowercase()))
        .collect();
    if let Some(word) = PLACEHOLDERS.iter().find(|w| letters.contains(*w)) {
        return Some(Weakness::Placeholder(word));
    }
    if let Some(period) =
        (1..=MAX_PERIOD.min(secret.len() / 2)).find(|&p| secret[p..] == secret[..secret.len() - p])
    {
        return Some(Weakness::Repeated(period));
    }
    let decibits = decibits_per_byte(secret);
    (decibits < MIN_DECIBITS_PER_BYTE).then_some(Weakness::FewCharacters(decibits))
}

/// Shannon entropy of the byte frequencies, in tenths of a bit, rounded down.
fn decibits_per_byte(bytes: &[u8]) -> u32 {
    let mut counts = [0usize; 256];
    for &b in bytes {
        counts[usize::from(b)] += 1;
    }
    let n = bytes.len() as f64;
    let bits: f64 = counts
        .iter()
        .filter(|&&c| c > 0)
        .map(|&c| {
            let p = c as f64 / n;
            -p * p.log2()
        })
        .sum();
    (bits * 10.0).floor() as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_repeats_and_few_characters_are_refused() {
        let cases: &[(&str, Weakness)] = &[
            ("too short", Weakness::TooShort { min: 32, got: 9 }),
            (
                "change-me-to-32-or-more-random-bytes",
                Weakness::Placeholder("changeme"),
            ),
            (
                "REPLACE_ME_with_openssl_rand_hex_32_output",
                Weakness::Placeholder("replaceme"),
            ),
            (
                "my-super-long-PASSWORD-for-the-ledger-2024",
                Weakness::Placeholder("password"),
            ),
            (
                "secretsecretsecretsecretsecretsecret",
                Weakness::Repeated(6),
            ),
            ("0123456789abcdef0123456789abcdef", Weakness::Repeated(16)),
            (&"x".repeat(40), Weakness::Repeated(1)),
            (
                "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1234567",
                Weakness::FewCharacters(10),
            ),
        ];
        for (secret, why) in cases {
            assert_eq!(weakness(secret.as_bytes()).as_ref(), Some(why), "{secret}");
        }
    }

    #[test]
    fn generated_and_ordinary_secrets_pass() {
        for secret in [
            "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
            "q0Zc0z6vQm3u1b7n2N5Wk9Jd8cYp1xR4sT6uV8wX0y0=",
            "decision-ledger-e2e-secret-0123456789abcdef",
            "test-secret-that-is-long-enough-for-hs256",
        ] {
            assert_eq!(weakness(secret.as_bytes()), None, "{secret}");
        }
        for _ in 0..200 {
            let secret = crate::Secret::generate().unwrap();
            assert_eq!(weakness(secret.expose()), None);
        }
    }

    #[test]
    fn no_placeholder_can_hide_in_hex() {
        for word in PLACEHOLDERS {
            assert!(!word.bytes().all(|b| b.is_ascii_hexdigit()), "{word}");
        }
    }

    #[test]
    fn the_reason_names_the_problem_never_the_secret() {
        let why = weakness(b"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1234567").unwrap();
        assert_eq!(
            why.to_string(),
            "made of too few different characters (1.0 bits of entropy per byte, at least 2.5 needed)"
        );
    }
}
