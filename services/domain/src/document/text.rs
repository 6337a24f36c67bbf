//! What every section's markdown shares: table cells, bulleted lists,
//! uncertainties, and numbers compared at the precision they are shown.

use crate::{Cycle, Uncertainty};
use decision_events::values::Component;
use std::fmt::{self, Write};

/// Text inside a markdown table cell: a `|` would end the cell and a line
/// break the row.
pub(crate) fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace(['\n', '\r'], " ")
}

/// A rating as the document writes it: "+2", "0", "-1".
pub(super) fn signed(value: i8) -> String {
    format!("{value:+}").replace("+0", "0")
}

/// A bulleted list under a bold heading (no heading when `heading` is empty).
pub(super) fn list(out: &mut String, heading: &str, items: impl IntoIterator<Item = String>) {
    let mut items = items.into_iter().peekable();
    if items.peek().is_none() {
        return;
    }
    if !heading.is_empty() {
        let _ = writeln!(out, "**{heading}**\n");
    }
    for item in items {
        let _ = writeln!(out, "- {item}");
    }
    out.push('\n');
}

/// A name looked up by id, or the id when the entity is gone; the name is
/// escaped as a table cell, the id written as is.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Named<'a> {
    Name(&'a str),
    Id(String),
}

impl Named<'_> {
    pub(super) fn objective<'a>(cycle: &'a Cycle, id: &str) -> Named<'a> {
        cycle
            .objective(id)
            .map_or_else(|| Named::Id(id.to_owned()), |o| Named::Name(&o.name))
    }

    pub(super) fn alternative<'a>(cycle: &'a Cycle, id: &str) -> Named<'a> {
        cycle
            .alternative(id)
            .map_or_else(|| Named::Id(id.to_owned()), |a| Named::Name(&a.name))
    }

    /// The escaped name, or the id.
    pub(super) fn escaped(&self) -> String {
        match self {
            Named::Name(name) => cell(name),
            Named::Id(id) => id.clone(),
        }
    }

    /// The name or the id, unescaped.
    pub(super) fn plain(&self) -> &str {
        match self {
            Named::Name(name) => name,
            Named::Id(id) => id,
        }
    }
}

/// One uncertainty line: what is uncertain and how far it is resolved.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct UncertaintyLine<'a> {
    id: &'a str,
    description: &'a str,
    state: UncertaintyState<'a>,
    resolution_path: Option<&'a str>,
}

#[derive(Debug, Clone, PartialEq)]
enum UncertaintyState<'a> {
    Resolved(&'a str),
    Resolvable,
    Open,
}

/// The uncertainties flagged under `component`, in the order flagged.
pub(super) fn uncertainties(cycle: &Cycle, component: Component) -> Vec<UncertaintyLine<'_>> {
    cycle
        .uncertainties
        .iter()
        .filter(|u| u.component == component)
        .map(UncertaintyLine::of)
        .collect()
}

impl<'a> UncertaintyLine<'a> {
    fn of(u: &'a Uncertainty) -> UncertaintyLine<'a> {
        UncertaintyLine {
            id: &u.id,
            description: &u.description,
            state: match &u.resolution {
                Some(r) => UncertaintyState::Resolved(r),
                None if u.resolvable => UncertaintyState::Resolvable,
                None => UncertaintyState::Open,
            },
            resolution_path: u.resolution_path.as_deref(),
        }
    }
}

/// The "Uncertainties" list.
pub(super) fn uncertainties_markdown(out: &mut String, lines: &[UncertaintyLine]) {
    list(
        out,
        "Uncertainties",
        lines.iter().map(|u| {
            let state = match u.state {
                UncertaintyState::Resolved(r) => format!(" — resolved: {r}"),
                UncertaintyState::Resolvable => " (resolvable)".into(),
                UncertaintyState::Open => String::new(),
            };
            let path = u
                .resolution_path
                .map(|p| format!(" — resolve by: {p}"))
                .unwrap_or_default();
            format!("{}: {}{state}{path}", u.id, u.description)
        }),
    );
}

/// A number shown with `DECIMALS` decimals (`{:.2}`): two are equal when
/// they show the same, so a change below the shown precision is no change
/// of the document.
#[derive(Debug, Clone, Copy)]
pub struct Fixed<const DECIMALS: usize>(pub f64);

impl<const DECIMALS: usize> fmt::Display for Fixed<DECIMALS> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.*}", DECIMALS, self.0)
    }
}

impl<const DECIMALS: usize> PartialEq for Fixed<DECIMALS> {
    fn eq(&self, other: &Self) -> bool {
        self.0.to_bits() == other.0.to_bits()
            || Digits::of(self).as_str() == Digits::of(other).as_str()
    }
}

/// A number shown with at most 4 decimals, without trailing zeros or a
/// negative zero ("35", "0.25"); equal when shown the same.
#[derive(Debug, Clone, Copy)]
pub struct Trimmed(pub f64);

impl fmt::Display for Trimmed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(Digits::of(self).trimmed())
    }
}

impl PartialEq for Trimmed {
    fn eq(&self, other: &Self) -> bool {
        self.0.to_bits() == other.0.to_bits()
            || Digits::of(self).trimmed() == Digits::of(other).trimmed()
    }
}

/// A number's digits on the stack: comparing two shown numbers allocates
/// nothing. Room for any `f64` with a few decimals (309 integer digits).
struct Digits {
    bytes: [u8; 340],
    len: usize,
}

impl Digits {
    /// `{:.4}` for a [`Trimmed`], the number's own `Display` otherwise.
    fn of(value: &dyn DigitsOf) -> Digits {
        let mut digits = Digits {
            bytes: [0; 340],
            len: 0,
        };
        value
            .write(&mut digits)
            .expect("an f64 with at most a few decimals fits");
        digits
    }

    fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..self.len]).expect("formatted numbers are ASCII")
    }

    /// Without trailing zeros and point, "-0" as "0".
    fn trimmed(&self) -> &str {
        let text = self.as_str().trim_end_matches('0').trim_end_matches('.');
        if text == "-0" { "0" } else { text }
    }
}

impl Write for Digits {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        if end > self.bytes.len() {
            return Err(fmt::Error);
        }
        self.bytes[self.len..end].copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

trait DigitsOf {
    fn write(&self, out: &mut Digits) -> fmt::Result;
}

impl<const DECIMALS: usize> DigitsOf for Fixed<DECIMALS> {
    fn write(&self, out: &mut Digits) -> fmt::Result {
        write!(out, "{self}")
    }
}

impl DigitsOf for Trimmed {
    fn write(&self, out: &mut Digits) -> fmt::Result {
        write!(out, "{:.4}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::{Fixed, Trimmed, cell};

    #[test]
    fn table_cells_escape_pipes_and_line_breaks() {
        assert_eq!(cell("a | b\nc"), "a \\| b c");
        assert_eq!(cell("plain"), "plain");
    }

    #[test]
    fn shown_numbers_are_equal_when_they_show_the_same() {
        assert_eq!(Fixed::<2>(0.451), Fixed::<2>(0.449));
        assert_ne!(Fixed::<2>(0.451), Fixed::<2>(0.456));
        assert_ne!(Fixed::<2>(-0.001), Fixed::<2>(0.001), "-0.00 is not 0.00");
        assert_eq!(Trimmed(-0.00001), Trimmed(0.0));
        assert_eq!(Trimmed(35.00001).to_string(), "35");
        assert_eq!(Trimmed(0.25).to_string(), "0.25");
        assert_ne!(Trimmed(0.25), Trimmed(0.2501));
        assert_eq!(Fixed::<0>(49.6).to_string(), "50");
    }
}
