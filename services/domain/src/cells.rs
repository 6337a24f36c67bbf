//! Maps keyed by a cell, (alternative id, objective id), looked up by
//! borrowed ids: a lookup on the write path allocates no key.

use std::borrow::Borrow;
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// An (alternative id, objective id) pair, owned or borrowed.
trait CellKey {
    fn ids(&self) -> (&str, &str);
}

impl CellKey for (String, String) {
    fn ids(&self) -> (&str, &str) {
        (&self.0, &self.1)
    }
}

impl CellKey for (&str, &str) {
    fn ids(&self) -> (&str, &str) {
        (self.0, self.1)
    }
}

impl<'a> Borrow<dyn CellKey + 'a> for (String, String) {
    fn borrow(&self) -> &(dyn CellKey + 'a) {
        self
    }
}

// The order of `(String, String)`: by alternative id, then objective id.
impl PartialEq for dyn CellKey + '_ {
    fn eq(&self, other: &Self) -> bool {
        self.ids() == other.ids()
    }
}

impl Eq for dyn CellKey + '_ {}

impl PartialOrd for dyn CellKey + '_ {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for dyn CellKey + '_ {
    fn cmp(&self, other: &Self) -> Ordering {
        self.ids().cmp(&other.ids())
    }
}

/// The value of one cell of `map`.
pub(crate) fn cell<'m, V>(
    map: &'m BTreeMap<(String, String), V>,
    alternative_id: &str,
    objective_id: &str,
) -> Option<&'m V> {
    map.get(&(alternative_id, objective_id) as &dyn CellKey)
}

#[cfg(test)]
mod tests {
    use super::cell;
    use std::collections::BTreeMap;

    #[test]
    fn a_borrowed_lookup_finds_what_an_owned_key_finds() {
        let keys = [
            ("alt_a", "obj_1"),
            ("alt_a", "obj_10"),
            ("alt_b", "obj_1"),
            ("alt_ab", ""),
        ];
        let map: BTreeMap<(String, String), usize> = keys
            .iter()
            .enumerate()
            .map(|(i, (a, o))| (((*a).to_owned(), (*o).to_owned()), i))
            .collect();
        for (i, (a, o)) in keys.iter().enumerate() {
            assert_eq!(cell(&map, a, o), Some(&i));
        }
        assert_eq!(cell(&map, "alt_a", "obj_2"), None);
        assert_eq!(cell(&map, "alt_", "bobj_1"), None);
    }
}
