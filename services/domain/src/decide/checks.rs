//! Checks shared by several commands, each with an actionable message.

use crate::{Alternative, Cycle, Objective, Rejection};

/// The trimmed text, or a rejection naming the field when it is blank.
pub(crate) fn non_blank(field: &str, value: &str) -> Result<String, Rejection> {
    let trimmed = value.trim();
    if trimmed.is_empty() {
        Err(Rejection::validation(
            field,
            format!("parameter `{field}` must not be empty or blank"),
        ))
    } else {
        Ok(trimmed.to_owned())
    }
}

/// Trimmed, non-blank, case-insensitively distinct list items.
pub(crate) fn distinct_items(field: &str, items: &[String]) -> Result<Vec<String>, Rejection> {
    let mut out: Vec<String> = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let item = non_blank(&format!("{field}[{i}]"), item)?;
        if out.iter().any(|o| o.eq_ignore_ascii_case(&item)) {
            return Err(Rejection::validation(
                field,
                format!("parameter `{field}` lists \"{item}\" twice; list each item once"),
            ));
        }
        out.push(item);
    }
    Ok(out)
}

pub(crate) fn same_name(a: &str, b: &str) -> bool {
    a.trim().eq_ignore_ascii_case(b.trim())
}

/// "obj_1 (Maximize compensation), obj_2 (…)" over active objectives.
pub(crate) fn objective_list(cycle: &Cycle, keep: impl Fn(&Objective) -> bool) -> String {
    let items: Vec<String> = cycle
        .active_objectives()
        .filter(|o| keep(o))
        .map(|o| format!("{} ({})", o.id, o.name))
        .collect();
    if items.is_empty() {
        "none".into()
    } else {
        items.join(", ")
    }
}

/// "alt_a (Accept VP offer), …" over active alternatives.
pub(crate) fn alternative_list(cycle: &Cycle, keep: impl Fn(&Alternative) -> bool) -> String {
    let items: Vec<String> = cycle
        .active_alternatives()
        .filter(|a| keep(a))
        .map(|a| format!("{} ({})", a.id, a.name))
        .collect();
    if items.is_empty() {
        "none".into()
    } else {
        items.join(", ")
    }
}

/// An objective that exists and is not removed.
pub(crate) fn active_objective<'a>(
    cycle: &'a Cycle,
    field: &str,
    id: &str,
) -> Result<&'a Objective, Rejection> {
    match cycle.objective(id) {
        Some(o) if o.is_active() => Ok(o),
        Some(o) => Err(Rejection::conflict(
            Some(field),
            format!(
                "`{field}`: objective {} ({}) was removed ({}); active objectives: {}",
                o.id,
                o.name,
                o.removed.as_deref().unwrap_or(""),
                objective_list(cycle, |_| true)
            ),
        )),
        None if cycle.active_objectives().next().is_none() => Err(Rejection::not_found(
            field,
            format!(
                "`{field}`: no objective `{id}` — this cycle has no objectives yet; add them with add_objective in the objectives component"
            ),
        )),
        None => Err(Rejection::not_found(
            field,
            format!(
                "`{field}`: no objective `{id}` in this cycle; valid objectives: {}",
                objective_list(cycle, |_| true)
            ),
        )),
    }
}

/// An alternative that exists and is not removed.
pub(crate) fn active_alternative<'a>(
    cycle: &'a Cycle,
    field: &str,
    id: &str,
) -> Result<&'a Alternative, Rejection> {
    match cycle.alternative(id) {
        Some(a) if a.is_active() => Ok(a),
        Some(a) => Err(Rejection::conflict(
            Some(field),
            format!(
                "`{field}`: alternative {} ({}) was removed ({}); active alternatives: {}",
                a.id,
                a.name,
                a.removed.as_deref().unwrap_or(""),
                alternative_list(cycle, |_| true)
            ),
        )),
        None if cycle.active_alternatives().next().is_none() => Err(Rejection::not_found(
            field,
            format!(
                "`{field}`: no alternative `{id}` — this cycle has no alternatives yet; add them with add_alternative in the alternatives component"
            ),
        )),
        None => Err(Rejection::not_found(
            field,
            format!(
                "`{field}`: no alternative `{id}` in this cycle; valid alternatives: {}",
                alternative_list(cycle, |_| true)
            ),
        )),
    }
}
