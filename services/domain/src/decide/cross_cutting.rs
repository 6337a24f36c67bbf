//! Cross-cutting flows: uncertainties, revisit suggestions, confirmations,
//! working notes. Callable in every component.

use super::checks::{non_blank, same_name};
use crate::ids::sequential;
use crate::{
    AddNote, Confirmation, Context, Cycle, DismissRevisit, FlagUncertainty, RecordUserChoice,
    Rejection, RequestConfirmation, ResolveRevisit, ResolveUncertainty, RespondToConfirmation,
    Revisit, SuggestRevisit,
};
use decision_events::values::{ConfirmationStatus, Responder, RevisitStatus};
use decision_events::*;

/// Minutes a confirmation stays open when the agent does not say.
pub const DEFAULT_CONFIRMATION_MINUTES: u32 = 60;

pub(super) fn flag_uncertainty(
    cycle: &Cycle,
    c: &FlagUncertainty,
) -> Result<Vec<DomainEvent>, Rejection> {
    Ok(vec![
        UncertaintyFlagged {
            uncertainty_id: sequential("unc", cycle.uncertainties.len()),
            description: non_blank("description", &c.description)?,
            component: c.component,
            resolvable: c.resolvable,
            impact: c
                .impact
                .as_deref()
                .map(|i| non_blank("impact", i))
                .transpose()?,
            cell: None,
        }
        .into(),
    ])
}

pub(super) fn resolve_uncertainty(
    cycle: &Cycle,
    c: &ResolveUncertainty,
) -> Result<Vec<DomainEvent>, Rejection> {
    let Some(u) = cycle.uncertainties.iter().find(|u| u.id == c.id) else {
        return Err(Rejection::not_found(
            "id",
            format!(
                "`id`: no uncertainty `{}`; open uncertainties: {}",
                c.id,
                open_uncertainties(cycle)
            ),
        ));
    };
    if let Some(resolution) = &u.resolution {
        return Err(Rejection::conflict(
            Some("id"),
            format!(
                "{} is already resolved (\"{resolution}\"); open uncertainties: {}",
                u.id,
                open_uncertainties(cycle)
            ),
        ));
    }
    Ok(vec![
        UncertaintyResolved {
            uncertainty_id: u.id.clone(),
            resolution: non_blank("resolution", &c.resolution)?,
        }
        .into(),
    ])
}

fn open_uncertainties(cycle: &Cycle) -> String {
    let open: Vec<String> = cycle
        .open_uncertainties()
        .map(|u| format!("{} ({})", u.id, u.description))
        .collect();
    if open.is_empty() {
        "none".into()
    } else {
        open.join(", ")
    }
}

pub(super) fn suggest_revisit(
    cycle: &Cycle,
    c: &SuggestRevisit,
) -> Result<Vec<DomainEvent>, Rejection> {
    Ok(vec![
        RevisitSuggested {
            revisit_id: sequential("rev", cycle.revisits.len()),
            component: c.component,
            reason: non_blank("reason", &c.reason)?,
            priority: c.priority,
            trigger: non_blank("trigger", &c.trigger)?,
        }
        .into(),
    ])
}

pub(super) fn dismiss_revisit(
    cycle: &Cycle,
    c: &DismissRevisit,
) -> Result<Vec<DomainEvent>, Rejection> {
    let revisit = pending_revisit(cycle, &c.id)?;
    Ok(vec![
        RevisitResolved {
            revisit_id: revisit.id.clone(),
            status: RevisitStatus::Dismissed,
            resolution: non_blank("reason", &c.reason)?,
            by: Responder::Agent,
        }
        .into(),
    ])
}

pub(super) fn resolve_revisit(
    cycle: &Cycle,
    c: &ResolveRevisit,
) -> Result<Vec<DomainEvent>, Rejection> {
    let revisit = pending_revisit(cycle, &c.id)?;
    let (status, default) = if c.accept {
        (RevisitStatus::Accepted, "accepted by the user")
    } else {
        (RevisitStatus::Dismissed, "dismissed by the user")
    };
    let resolution = c.resolution.trim();
    Ok(vec![
        RevisitResolved {
            revisit_id: revisit.id.clone(),
            status,
            resolution: if resolution.is_empty() {
                default.into()
            } else {
                resolution.into()
            },
            by: Responder::User,
        }
        .into(),
    ])
}

fn pending_revisit<'a>(cycle: &'a Cycle, id: &str) -> Result<&'a Revisit, Rejection> {
    // Only a rejection needs the list: build it there.
    let pending = || {
        let pending: Vec<String> = cycle
            .pending_revisits()
            .map(|r| format!("{} ({}: {})", r.id, r.component, r.reason))
            .collect();
        if pending.is_empty() {
            "none".to_owned()
        } else {
            pending.join(", ")
        }
    };
    match cycle.revisits.iter().find(|r| r.id == id) {
        None => Err(Rejection::not_found(
            "id",
            format!("`id`: no revisit suggestion `{id}`; pending: {}", pending()),
        )),
        Some(r) if r.status != RevisitStatus::Pending => Err(Rejection::conflict(
            Some("id"),
            // The status word alone: the pending list quotes the user's reasons verbatim.
            format!(
                "{} is already {} — only pending suggestions can be resolved; pending: {}",
                r.id,
                match r.status {
                    RevisitStatus::Accepted => "accepted",
                    RevisitStatus::Dismissed => "dismissed",
                    RevisitStatus::Expired => "expired",
                    RevisitStatus::Pending => "pending",
                },
                pending()
            ),
        )),
        Some(r) => Ok(r),
    }
}

pub(super) fn request_confirmation(
    cycle: &Cycle,
    c: &RequestConfirmation,
    ctx: &Context,
) -> Result<Vec<DomainEvent>, Rejection> {
    let summary = non_blank("summary", &c.summary)?;
    if c.options.is_empty() {
        return Err(Rejection::validation(
            "options",
            "`options` needs at least one option",
        ));
    }
    let mut options = Vec::with_capacity(c.options.len());
    for (i, o) in c.options.iter().enumerate() {
        let label = non_blank(&format!("options[{i}].label"), &o.label)?;
        if options
            .iter()
            .any(|p: &values::ConfirmationOption| same_name(&p.label, &label))
        {
            return Err(Rejection::validation(
                "options",
                format!(
                    "two options are labelled \"{label}\"; labels must differ so the user's choice is unambiguous"
                ),
            ));
        }
        options.push(values::ConfirmationOption {
            label,
            description: o.description.trim().to_owned(),
        });
    }
    if let Some(d) = c.default_option
        && d >= options.len()
    {
        return Err(Rejection::validation(
            "default_option",
            format!(
                "`default_option` {d} is out of range: give an index from 0 to {}",
                options.len() - 1
            ),
        ));
    }
    let minutes = c.expires_in_minutes.unwrap_or(DEFAULT_CONFIRMATION_MINUTES);
    if !(1..=10080).contains(&minutes) {
        return Err(Rejection::validation(
            "expires_in_minutes",
            format!("`expires_in_minutes` must be 1 to 10080 (a week), got {minutes}"),
        ));
    }
    Ok(vec![
        ConfirmationRequested {
            confirmation_id: sequential("conf", cycle.confirmations.len()),
            summary,
            options,
            default_option: c.default_option,
            requested_at: ctx.now,
            expires_at: ctx.now + chrono::Duration::minutes(i64::from(minutes)),
        }
        .into(),
    ])
}

pub(super) fn record_user_choice(
    cycle: &Cycle,
    c: &RecordUserChoice,
    ctx: &Context,
) -> Result<Vec<DomainEvent>, Rejection> {
    let confirmation = open_confirmation(cycle, "confirmation_id", &c.confirmation_id, ctx)?;
    let choice = non_blank("choice", &c.choice)?;
    let chosen = confirmation
        .options
        .iter()
        .position(|o| same_name(&o.label, &choice));
    Ok(vec![
        ConfirmationResolved {
            confirmation_id: confirmation.id.clone(),
            status: ConfirmationStatus::Confirmed,
            chosen_option: chosen,
            user_input: chosen.is_none().then_some(choice),
            responded_at: ctx.now,
            by: Responder::Agent,
        }
        .into(),
    ])
}

pub(super) fn respond_to_confirmation(
    cycle: &Cycle,
    c: &RespondToConfirmation,
    ctx: &Context,
) -> Result<Vec<DomainEvent>, Rejection> {
    let confirmation = open_confirmation(cycle, "confirmation_id", &c.confirmation_id, ctx)?;
    let text = c
        .text
        .as_deref()
        .map(|t| non_blank("text", t))
        .transpose()?;
    if let Some(i) = c.option_index
        && i >= confirmation.options.len()
    {
        return Err(Rejection::validation(
            "option_index",
            format!(
                "`option_index` {i} is out of range: options are 0 to {} ({})",
                confirmation.options.len() - 1,
                labels(confirmation)
            ),
        ));
    }
    if c.decline && c.option_index.is_some() {
        return Err(Rejection::validation(
            "option_index",
            "a declined confirmation picks no option: send `decline: true` alone (with `text` for a reason), or an `option_index` without `decline`",
        ));
    }
    let status = if c.decline {
        ConfirmationStatus::Rejected
    } else if c.option_index.is_none() && text.is_none() {
        return Err(Rejection::validation(
            "option_index",
            format!(
                "answer with `option_index` ({}), with free `text`, or with `decline: true`",
                labels(confirmation)
            ),
        ));
    } else {
        ConfirmationStatus::Confirmed
    };
    Ok(vec![
        ConfirmationResolved {
            confirmation_id: confirmation.id.clone(),
            status,
            chosen_option: c.option_index,
            user_input: text,
            responded_at: ctx.now,
            by: Responder::User,
        }
        .into(),
    ])
}

fn labels(c: &Confirmation) -> String {
    c.options
        .iter()
        .enumerate()
        .map(|(i, o)| format!("{i}: {}", o.label))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A confirmation that can still be answered at `ctx.now`.
fn open_confirmation<'a>(
    cycle: &'a Cycle,
    field: &str,
    id: &str,
    ctx: &Context,
) -> Result<&'a Confirmation, Rejection> {
    let Some(c) = cycle.confirmations.iter().find(|c| c.id == id) else {
        let pending: Vec<String> = cycle
            .confirmations
            .iter()
            .filter(|c| c.status_at(ctx.now) == ConfirmationStatus::Pending)
            .map(|c| format!("{} ({})", c.id, c.summary))
            .collect();
        let pending = if pending.is_empty() {
            "none".into()
        } else {
            pending.join(", ")
        };
        return Err(Rejection::not_found(
            field,
            format!("`{field}`: no confirmation `{id}`; pending: {pending}"),
        ));
    };
    match c.status_at(ctx.now) {
        ConfirmationStatus::Pending => Ok(c),
        ConfirmationStatus::Expired => Err(Rejection::conflict(
            Some(field),
            format!(
                "{} expired at {} without an answer; ask again with request_confirmation",
                c.id,
                c.expires_at.to_rfc3339()
            ),
        )),
        resolved => Err(Rejection::conflict(
            Some(field),
            format!(
                "{} was already answered ({}); a confirmation takes one answer",
                c.id,
                if resolved == ConfirmationStatus::Confirmed {
                    "confirmed"
                } else {
                    "rejected"
                }
            ),
        )),
    }
}

pub(super) fn add_note(cycle: &Cycle, c: &AddNote) -> Result<Vec<DomainEvent>, Rejection> {
    Ok(vec![
        NoteAdded {
            note_id: sequential("note", cycle.notes.len()),
            content: non_blank("content", &c.content)?,
            component: c.component,
        }
        .into(),
    ])
}
