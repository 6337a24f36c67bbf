//! What changed between two versions of a cycle's views: the sections
//! whose text or status changed (both texts and a line diff), and the Pugh
//! cells, totals and leader that changed.

use super::ViewsAt;
use decision_domain::CompletionStatus;
use decision_domain::pugh::RatedCell;
use decision_events::values::{Component, PughRating};
use schemars::JsonSchema;
use serde::Serialize;
use std::collections::BTreeMap;
use uuid::Uuid;

/// `GET /api/cycles/:id/diff?from=A&to=B`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct VersionDiff {
    pub cycle_id: Uuid,
    pub from_version: u64,
    pub to_version: u64,
    /// Both titles, when the title changed.
    pub title: Option<TitleChange>,
    /// The sections whose markdown or status changed, in PrOACT order.
    pub sections: Vec<SectionChange>,
    pub pugh: PughChange,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct TitleChange {
    pub from: String,
    pub to: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct StatusChange {
    pub from: CompletionStatus,
    pub to: CompletionStatus,
}

/// The leading alternative's id before and after (`null`: no matrix).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct LeaderChange {
    pub from: Option<String>,
    pub to: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SectionChange {
    pub component: Component,
    pub title: String,
    /// `null` when the status did not change.
    pub status: Option<StatusChange>,
    pub from_markdown: String,
    pub to_markdown: String,
    /// The markdown, line by line: kept, removed and added lines in order.
    pub lines: Vec<DiffLine>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DiffLine {
    pub op: LineOp,
    pub text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LineOp {
    Same,
    Removed,
    Added,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, JsonSchema)]
pub struct PughChange {
    /// Cells whose rating or reasoning changed; `null` on a side where the
    /// cell was not rated (or not in the matrix).
    pub cells: Vec<CellChange>,
    /// Alternatives whose total changed (`null`: not in the matrix then).
    pub totals: Vec<TotalChange>,
    /// `null` when the leader did not change.
    pub leader: Option<LeaderChange>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct CellChange {
    pub alternative_id: String,
    pub objective_id: String,
    pub from: Option<CellValue>,
    pub to: Option<CellValue>,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct CellValue {
    pub rating: PughRating,
    pub reasoning: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct TotalChange {
    pub alternative_id: String,
    pub name: String,
    pub from: Option<i32>,
    pub to: Option<i32>,
}

/// Past this many lines on a side, a section's line diff is the whole
/// text removed and added (the diff is quadratic).
const MAX_DIFF_LINES: usize = 2_000;

/// What changed from `from` to `to`.
pub fn diff(cycle_id: Uuid, from: &ViewsAt, to: &ViewsAt) -> VersionDiff {
    let title = (from.document.title != to.document.title).then(|| TitleChange {
        from: from.document.title.clone(),
        to: to.document.title.clone(),
    });
    let sections = Component::ALL
        .iter()
        .filter_map(|c| {
            let a = from.document.sections.get(c)?;
            let b = to.document.sections.get(c)?;
            (a.markdown != b.markdown || a.status != b.status).then(|| SectionChange {
                component: *c,
                title: b.title.clone(),
                status: (a.status != b.status).then_some(StatusChange {
                    from: a.status,
                    to: b.status,
                }),
                lines: line_diff(&a.markdown, &b.markdown),
                from_markdown: a.markdown.clone(),
                to_markdown: b.markdown.clone(),
            })
        })
        .collect();
    VersionDiff {
        cycle_id,
        from_version: from.at_version,
        to_version: to.at_version,
        title,
        sections,
        pugh: pugh_change(from, to),
    }
}

fn pugh_change(from: &ViewsAt, to: &ViewsAt) -> PughChange {
    let cells_of = |v: &ViewsAt| -> BTreeMap<(String, String), RatedCell> {
        v.pugh
            .matrix
            .iter()
            .map(|c| {
                (
                    (c.alternative_id.clone(), c.objective_id.clone()),
                    c.clone(),
                )
            })
            .collect()
    };
    let (a, b) = (cells_of(from), cells_of(to));
    let mut keys: Vec<&(String, String)> = a.keys().chain(b.keys()).collect();
    keys.sort();
    keys.dedup();
    let value = |c: Option<&RatedCell>| {
        c.map(|c| CellValue {
            rating: c.rating,
            reasoning: c.reasoning.clone(),
        })
    };
    let cells = keys
        .into_iter()
        .filter_map(|k| {
            let (x, y) = (value(a.get(k)), value(b.get(k)));
            (x != y).then(|| CellChange {
                alternative_id: k.0.clone(),
                objective_id: k.1.clone(),
                from: x,
                to: y,
            })
        })
        .collect();
    let totals_of = |v: &ViewsAt| -> Vec<(String, String, i32)> {
        v.pugh.totals.as_ref().map_or_else(Vec::new, |t| {
            t.alternatives
                .iter()
                .map(|s| (s.alternative_id.clone(), s.name.clone(), s.total_score))
                .collect()
        })
    };
    let (ta, tb) = (totals_of(from), totals_of(to));
    let mut totals: Vec<TotalChange> = Vec::new();
    for (id, name, total) in &tb {
        let before = ta.iter().find(|(i, ..)| i == id).map(|(.., t)| *t);
        if before != Some(*total) {
            totals.push(TotalChange {
                alternative_id: id.clone(),
                name: name.clone(),
                from: before,
                to: Some(*total),
            });
        }
    }
    for (id, name, total) in &ta {
        if !tb.iter().any(|(i, ..)| i == id) {
            totals.push(TotalChange {
                alternative_id: id.clone(),
                name: name.clone(),
                from: Some(*total),
                to: None,
            });
        }
    }
    let leader_of = |v: &ViewsAt| v.pugh.totals.as_ref().map(|t| t.leader_id.clone());
    let (la, lb) = (leader_of(from), leader_of(to));
    PughChange {
        cells,
        totals,
        leader: (la != lb).then_some(LeaderChange { from: la, to: lb }),
    }
}

/// A line diff by longest common subsequence.
pub fn line_diff(from: &str, to: &str) -> Vec<DiffLine> {
    let a: Vec<&str> = from.lines().collect();
    let b: Vec<&str> = to.lines().collect();
    let line = |op, text: &str| DiffLine {
        op,
        text: text.to_owned(),
    };
    if a.len() > MAX_DIFF_LINES || b.len() > MAX_DIFF_LINES {
        return a
            .iter()
            .map(|t| line(LineOp::Removed, t))
            .chain(b.iter().map(|t| line(LineOp::Added, t)))
            .collect();
    }
    // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
    let mut lcs = vec![vec![0u32; b.len() + 1]; a.len() + 1];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            lcs[i][j] = if a[i] == b[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let (mut i, mut j) = (0, 0);
    let mut out = Vec::with_capacity(a.len().max(b.len()));
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && a[i] == b[j] {
            out.push(line(LineOp::Same, a[i]));
            (i, j) = (i + 1, j + 1);
        } else if j < b.len() && (i == a.len() || lcs[i][j + 1] >= lcs[i + 1][j]) {
            out.push(line(LineOp::Added, b[j]));
            j += 1;
        } else {
            out.push(line(LineOp::Removed, a[i]));
            i += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_diff_keeps_common_lines_and_marks_the_rest() {
        let ops: Vec<(LineOp, String)> = line_diff("a\nb\nc", "a\nc\nd")
            .into_iter()
            .map(|l| (l.op, l.text))
            .collect();
        assert_eq!(
            ops,
            vec![
                (LineOp::Same, "a".into()),
                (LineOp::Removed, "b".into()),
                (LineOp::Same, "c".into()),
                (LineOp::Added, "d".into()),
            ]
        );
    }
}
