//! The even-swap tools' checks: an id names a remaining alternative or
//! objective of the working table, or the rejection says which ones do.

use super::StepKind;
use super::table::Table;
use crate::{Cycle, Rejection};

/// Why an existing entity is not in the table: the step that set it aside,
/// else `otherwise`.
fn set_aside_by(cycle: &Cycle, id: &str, alternative: bool) -> Option<String> {
    cycle
        .even_swaps
        .iter()
        .filter(|s| s.undone.is_none())
        .find_map(|s| match &s.kind {
            StepKind::SetAside(a) => {
                let target = if alternative {
                    &a.alternative_id
                } else {
                    &a.objective_id
                };
                (target.as_deref() == Some(id)).then(|| format!("set aside in step {}", a.step_id))
            }
            StepKind::Swap(_) => None,
        })
}

fn shown(id: &str) -> String {
    id.chars().take(64).collect()
}

/// The index of remaining alternative `id` in `table`.
pub fn alternative(
    cycle: &Cycle,
    table: &Table,
    field: &str,
    id: &str,
) -> Result<usize, Rejection> {
    let id = id.trim();
    if let Some(i) = table.alternative_index(id) {
        return Ok(i);
    }
    let remaining = table.alternative_list();
    let Some(a) = cycle.alternative(id) else {
        return Err(Rejection::not_found(
            field,
            format!(
                "`{field}`: no alternative `{}` in this cycle; the even-swap table's remaining alternatives: {remaining}",
                shown(id)
            ),
        ));
    };
    let why = if a.removed.is_some() {
        "was removed".to_owned()
    } else if a.dominated.is_some() {
        "is marked dominated".to_owned()
    } else {
        set_aside_by(cycle, id, true).unwrap_or_else(|| "is not in the table".into())
    };
    Err(Rejection::conflict(
        Some(field),
        format!(
            "`{field}`: {} ({}) {why}, so it is not in the even-swap table; remaining alternatives: {remaining}",
            a.id, a.name
        ),
    ))
}

/// The index of remaining objective `id` in `table`.
pub fn objective(cycle: &Cycle, table: &Table, field: &str, id: &str) -> Result<usize, Rejection> {
    let id = id.trim();
    if let Some(j) = table.objective_index(id) {
        return Ok(j);
    }
    let remaining = table.objective_list();
    let Some(o) = cycle.objective(id) else {
        return Err(Rejection::not_found(
            field,
            format!(
                "`{field}`: no objective `{}` in this cycle; the even-swap table's remaining objectives: {remaining}",
                shown(id)
            ),
        ));
    };
    let why = if o.removed.is_some() {
        "was removed".to_owned()
    } else if o.irrelevant.is_some() {
        "is marked irrelevant".to_owned()
    } else {
        set_aside_by(cycle, id, false).unwrap_or_else(|| "is not in the table".into())
    };
    Err(Rejection::conflict(
        Some(field),
        format!(
            "`{field}`: {} ({}) {why}, so it is not in the even-swap table; remaining objectives: {remaining}",
            o.id, o.name
        ),
    ))
}

/// At least two alternatives and two objectives remain, or there is
/// nothing to swap.
pub fn swappable(table: &Table) -> Result<(), Rejection> {
    if table.alternatives.len() < 2 {
        return Err(Rejection::conflict(
            None,
            format!(
                "the even-swap table has {} remaining alternative(s) ({}): there is nothing left to choose between; undo a step with undo_even_swap, or add alternatives",
                table.alternatives.len(),
                table.alternative_list()
            ),
        ));
    }
    if table.objectives.len() < 2 {
        return Err(Rejection::conflict(
            None,
            format!(
                "the even-swap table has {} remaining objective(s) ({}): a swap needs two (one to change, one to compensate); undo a set-aside with undo_even_swap, or add objectives",
                table.objectives.len(),
                table.objective_list()
            ),
        ));
    }
    Ok(())
}
