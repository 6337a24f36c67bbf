//! Short, stable ids inside one cycle: `obj_1`, `alt_a`, … They are derived
//! from how many entities of the kind the cycle ever had (entities are
//! marked removed, never deleted), so an id is never reused.

/// `prefix_n` with n 1-based, e.g. `sequential("obj", 0) == "obj_1"`.
pub fn sequential(prefix: &str, existing: usize) -> String {
    format!("{prefix}_{}", existing + 1)
}

/// The letter of the `index`-th alternative (0-based): A…Z, AA, AB, …
pub fn alternative_letter(index: usize) -> String {
    let mut n = index + 1;
    let mut letters = Vec::new();
    while n > 0 {
        let rem = (n - 1) % 26;
        letters.push(b'A' + rem as u8);
        n = (n - 1) / 26;
    }
    letters.reverse();
    String::from_utf8(letters).expect("ASCII letters")
}

/// `alt_a`, `alt_b`, … `alt_aa` for the `index`-th alternative.
pub fn alternative_id(index: usize) -> String {
    format!("alt_{}", alternative_letter(index).to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_run_like_spreadsheet_columns() {
        assert_eq!(alternative_letter(0), "A");
        assert_eq!(alternative_letter(25), "Z");
        assert_eq!(alternative_letter(26), "AA");
        assert_eq!(alternative_letter(27), "AB");
        assert_eq!(alternative_letter(701), "ZZ");
        assert_eq!(alternative_letter(702), "AAA");
        assert_eq!(alternative_id(3), "alt_d");
        assert_eq!(alternative_id(26), "alt_aa");
    }

    #[test]
    fn sequential_ids_are_one_based() {
        assert_eq!(sequential("obj", 0), "obj_1");
        assert_eq!(sequential("party", 9), "party_10");
    }
}
