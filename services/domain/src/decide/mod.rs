//! `decide`: a command against the current state gives events or a
//! rejection. Each command decides in its own file (`tools/`,
//! `operations/`); the checks they share live in [`checks`].

pub(crate) mod checks;

use crate::{Command, Context, Cycle, Rejection};
use decision_events::DomainEvent;

/// Validates `command` against the invariants of `cycle` and returns the
/// events that record it. Pure: the same state, command and context always
/// give the same answer (`ctx.now` is the only notion of time).
pub fn decide(
    cycle: &Cycle,
    command: &Command,
    ctx: &Context,
) -> Result<Vec<DomainEvent>, Rejection> {
    // Creating is the one command that needs no cycle (it refuses one).
    if !cycle.exists && !matches!(command, Command::CreateCycle(_)) {
        return Err(Rejection::no_cycle());
    }
    command.decide_by_kind(cycle, ctx)
}

/// Refuses a command that would add to a list of the cycle (`list`, with
/// `entries` already) that is at the limit: no list of a cycle grows
/// without bound. (Objectives and alternatives have limits of their own.)
pub(crate) fn room_in_list(
    entries: usize,
    list: &str,
    advice: &str,
    ctx: &Context,
) -> Result<(), Rejection> {
    let limit = ctx.limits.max_entries_per_list;
    if entries >= limit {
        return Err(Rejection::validation(
            "parameters",
            format!(
                "this cycle has reached its limit of {limit} {list} (the service's \
                 --max-entries-per-list); {advice}, or start a new cycle"
            ),
        ));
    }
    Ok(())
}

/// [`room_in_list`] for the uncertainties, which four tools add to.
pub(crate) fn room_for_uncertainty(cycle: &Cycle, ctx: &Context) -> Result<(), Rejection> {
    room_in_list(
        cycle.uncertainties.len(),
        "uncertainties",
        "resolve some with resolve_uncertainty first",
        ctx,
    )
}
