//! Creating cycles, and the commands that are not agent tools: navigation
//! and the user's answers to revisits and confirmations.

use super::append::{Appended, Decision};
use super::idempotency::{Fingerprint, IdempotencyKey};
use super::{App, AppError, Caller, plain_metadata};
use decision_auth::Scope;
use decision_domain::{Command, CreateCycle, Cycle, Navigate, decide, execute};
use decision_events::values::Component;
use decision_events::{DomainEvent, NewEvent, event_id_for};
use decision_store::{AppendRequest, IdempotencyRecord, StoreError};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

/// Namespace for cycle ids derived from an idempotency key.
const CYCLE_ID_NAMESPACE: Uuid = Uuid::from_u128(0x5d1e_c15e_0b1d_4e6a_9c3f_7a0d_2b8e_11c0);

#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct CycleCreated {
    pub cycle_id: Uuid,
    pub title: String,
    pub current_component: Component,
    pub version: u64,
    /// Feed position of the `CycleCreated` event (for `min_position`).
    pub position: i64,
    /// False when an idempotent retry found the cycle already created.
    #[serde(skip)]
    pub created: bool,
}

#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct Navigated {
    pub cycle_id: Uuid,
    pub previous_component: Option<Component>,
    pub current_component: Component,
    pub changed: bool,
    pub version: u64,
    /// Feed position of the move (`None`: nothing moved).
    pub position: Option<i64>,
    /// Leaving a component: the pending high and critical revisit
    /// suggestions to put to the person now (what `suggest_revisit`'s
    /// `will_prompt_user` promises). Empty when nothing moved.
    pub revisits_to_prompt: Vec<decision_domain::RevisitItem>,
}

/// The outcome of a non-tool command.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct CommandOutcome {
    pub cycle_id: Uuid,
    /// The command's result: `resolve`'s or `respond`'s (as the tool
    /// result of `dismiss_revisit` or a confirmation would be).
    pub data: Value,
    /// False when the command changed nothing (no events).
    pub changed: bool,
    pub version: u64,
    /// Feed position of the command's last event (`None`: no events), so
    /// the caller can read its own write with `min_position`.
    pub position: Option<i64>,
}

impl CommandOutcome {
    /// An approval's `data.executed` is the call it ran, appended last: its
    /// position is the command's (known once appended).
    fn stamp_executed(&mut self) {
        if let Some(executed) = self.data.get_mut("executed").filter(|e| e.is_object()) {
            executed["position"] = serde_json::json!(self.position);
        }
    }
}

/// What an idempotency record of a command keeps.
#[derive(Serialize, Deserialize)]
struct StoredOutcome {
    outcome: CommandOutcome,
    /// How many events the command appended (their ids derive from the
    /// record's invocation id).
    events: u16,
}

/// A command that is not a tool call, as a door receives it.
pub struct CommandRequest<'a> {
    pub cycle_id: Uuid,
    pub command: Command,
    pub caller: &'a Caller,
    pub correlation_id: Option<Uuid>,
    pub idempotency_key: Option<IdempotencyKey>,
}

impl App {
    /// Opens a cycle owned by the caller's user. With an idempotency key
    /// the cycle id is derived from (user, key), so a retry finds the cycle
    /// the first call created (and no one else's).
    pub async fn create_cycle(
        &self,
        title: &str,
        caller: &Caller,
        idempotency_key: Option<&IdempotencyKey>,
        correlation_id: Option<Uuid>,
    ) -> Result<CycleCreated, AppError> {
        caller.require(Scope::CyclesWrite)?;
        super::limits::checked_text("title", title, self.limits.input.max_name_chars, "names")?;
        let actor = caller.user.as_str();
        let cycle_id = match idempotency_key {
            Some(key) => Uuid::new_v5(
                &CYCLE_ID_NAMESPACE,
                format!("{actor}\n{}", key.as_str()).as_bytes(),
            ),
            None => Uuid::now_v7(),
        };
        let command = Command::CreateCycle(CreateCycle {
            title: title.to_owned(),
        });
        let events = decide(&Cycle::default(), &command, &self.context())?;
        let metadata = plain_metadata(actor, caller.kind, correlation_id);
        let id_seed = Uuid::now_v7();
        let request = AppendRequest {
            cycle_id,
            expected_version: 0,
            events: events
                .iter()
                .enumerate()
                .map(|(i, e)| NewEvent::new(event_id_for(id_seed, i as u16), e, metadata.clone()))
                .collect(),
            idempotency: None,
        };
        match self.store.append(request).await {
            Ok(stored) => {
                self.wakeup().events_appended(cycle_id);
                self.owners.remember(cycle_id, actor);
                let created = stored.last().expect("a cycle starts with an event");
                Ok(CycleCreated {
                    cycle_id,
                    title: title.trim().to_owned(),
                    current_component: Component::IssueRaising,
                    version: created.version,
                    position: created.position,
                    created: true,
                })
            }
            Err(StoreError::VersionConflict { .. }) if idempotency_key.is_some() => {
                // The key made this id: the cycle is this user's, created
                // with that key. The same title is a retry; another is a
                // reused key. (No record is needed: the stream's first
                // event is the first request, and it never expires.)
                let Some(first) = self.store.read_stream_head(cycle_id).await? else {
                    // The key's cycle was erased: its id stays taken (the
                    // tombstone), so the key cannot open another.
                    return match idempotency_key {
                        Some(key) => Err(key.reused()),
                        None => Err(AppError::Internal(format!("cycle {cycle_id} has no head"))),
                    };
                };
                let DomainEvent::CycleCreated(created) = first.event().map_err(|e| {
                    AppError::Internal(format!("the head of cycle {cycle_id} does not decode: {e}"))
                })?
                else {
                    return Err(AppError::Internal(format!("cycle {cycle_id} starts oddly")));
                };
                if let Some(key) = idempotency_key
                    && created.title != title.trim()
                {
                    return Err(key.reused());
                }
                Ok(CycleCreated {
                    cycle_id,
                    title: created.title,
                    current_component: created.component,
                    version: first.version,
                    position: first.position,
                    created: false,
                })
            }
            Err(e) => Err(e.into()),
        }
    }

    /// Moves the cycle to `component`; moving to where it already is
    /// changes nothing.
    /// Returns whether this was an idempotent replay, as `run_command`.
    pub async fn navigate(
        &self,
        cycle_id: Uuid,
        component: Component,
        caller: &Caller,
        correlation_id: Option<Uuid>,
        idempotency_key: Option<IdempotencyKey>,
    ) -> Result<(Navigated, bool), AppError> {
        let (outcome, replayed) = self
            .run_command(CommandRequest {
                cycle_id,
                command: Command::Navigate(Navigate { component }),
                caller,
                correlation_id,
                idempotency_key,
            })
            .await?;
        let navigated = Navigated {
            cycle_id,
            previous_component: serde_json::from_value(outcome.data["previous_component"].clone())
                .unwrap_or_default(),
            current_component: component,
            changed: outcome.changed,
            version: outcome.version,
            position: outcome.position,
            revisits_to_prompt: serde_json::from_value(outcome.data["revisits_to_prompt"].clone())
                .unwrap_or_default(),
        };
        Ok((navigated, replayed))
    }

    /// Decides and appends a command that is not a tool call (so it is not
    /// audited as one), taking the cycle's turn and retrying lost races.
    /// Needs `cycles:write` on a cycle the caller's user owns. With an
    /// idempotency key, a retry gets the first outcome (`true`: replayed),
    /// and the key used for another request is a 422.
    pub async fn run_command(
        &self,
        request: CommandRequest<'_>,
    ) -> Result<(CommandOutcome, bool), AppError> {
        let CommandRequest {
            cycle_id,
            command,
            caller,
            correlation_id,
            idempotency_key,
        } = request;
        self.authorize(caller, cycle_id, Scope::CyclesWrite).await?;
        self.check_command_text(&command)?;
        let fingerprint = idempotency_key.as_ref().map(|_| {
            Fingerprint::of(
                &format!("command:{}", command.name()),
                caller,
                &command.parameters(),
            )
        });
        let actor = caller.user.as_str();
        let _turn = self.locks.lock(cycle_id).await;
        if let Some(replayed) = self
            .replay_command(cycle_id, idempotency_key.as_ref(), fingerprint.as_ref())
            .await?
        {
            return Ok((replayed, true));
        }
        let appended = self
            .append_with_retries(cycle_id, |loaded| {
                let approved = self.held_call(&loaded.state, &command, caller)?;
                let ctx = self.context();
                let accepted = execute(&loaded.state, &command, &ctx)?;
                let mut state_after = accepted.state;
                // An operation's outcome is JSON the approval path splices
                // (`executed`) and `navigate` reads back (see ARCHITECTURE).
                let mut data = serde_json::to_value(&accepted.data).expect("results serialize");
                let metadata = plain_metadata(actor, caller.kind, correlation_id);
                let id_seed = Uuid::now_v7();
                let mut new_events: Vec<NewEvent> = accepted
                    .events
                    .iter()
                    .enumerate()
                    .map(|(i, e)| {
                        NewEvent::new(event_id_for(id_seed, i as u16), e, metadata.clone())
                    })
                    .collect();
                if let Some(proposal) = approved {
                    let ran = self.run_approved(proposal, state_after, &metadata, &ctx);
                    // One append: the answer and the call it ran. The ids
                    // continue the command's, so a replay finds the last.
                    for mut event in ran.events {
                        event.event_id = event_id_for(id_seed, new_events.len() as u16);
                        new_events.push(event);
                    }
                    state_after = ran.state_after;
                    data["executed"] =
                        serde_json::to_value(&ran.response).expect("responses serialize");
                }
                let outcome = CommandOutcome {
                    cycle_id,
                    data,
                    changed: !new_events.is_empty(),
                    version: loaded.version,
                    position: None,
                };
                if new_events.is_empty() && idempotency_key.is_none() {
                    return Ok(Decision::Answer(outcome));
                }
                let idempotency = idempotency_key.as_ref().map(|key| IdempotencyRecord {
                    key: key.as_str().to_owned(),
                    invocation_id: id_seed,
                    // Version and position are filled in on replay, from the
                    // last event's deterministic id (like a tool call's).
                    response: serde_json::value::to_raw_value(&StoredOutcome {
                        outcome: outcome.clone(),
                        events: new_events.len() as u16,
                    })
                    .expect("outcomes serialize"),
                    fingerprint: fingerprint.clone().map(Fingerprint::into_string),
                });
                Ok(Decision::Append {
                    events: new_events,
                    idempotency,
                    state_after,
                    answer: outcome,
                })
            })
            .await?;
        match appended {
            Appended::Stored {
                answer: mut outcome,
                stored,
                version,
            } => {
                outcome.version = version;
                outcome.position = stored.last().map(|e| e.position);
                outcome.stamp_executed();
                Ok((outcome, false))
            }
            Appended::Answered(outcome) => Ok((outcome, false)),
            Appended::EventIdTaken => Err(AppError::Internal(
                "the event ids of a fresh invocation are stored already".into(),
            )),
            Appended::KeyTaken => self
                .replay_command(cycle_id, idempotency_key.as_ref(), fingerprint.as_ref())
                .await?
                .map(|first| (first, true))
                .ok_or_else(|| AppError::Internal("idempotency record vanished".into())),
        }
    }

    /// The first outcome of a command with this key, with the version and
    /// position its events got (found by their deterministic ids).
    async fn replay_command(
        &self,
        cycle_id: Uuid,
        key: Option<&IdempotencyKey>,
        fingerprint: Option<&Fingerprint>,
    ) -> Result<Option<CommandOutcome>, AppError> {
        let (Some(key), Some(fingerprint)) = (key, fingerprint) else {
            return Ok(None);
        };
        let Some(record) = self.store.find_idempotent(cycle_id, key.as_str()).await? else {
            return Ok(None);
        };
        fingerprint.check(key, &record)?;
        let StoredOutcome {
            mut outcome,
            events,
        } = serde_json::from_str(record.response.get())
            .map_err(|e| AppError::Internal(format!("stored outcome does not decode: {e}")))?;
        if let Some(last) = events.checked_sub(1) {
            let last_id = event_id_for(record.invocation_id, last);
            // A page at a time: a replay never holds the stream.
            let mut pages =
                super::paged::StreamPages::new(self.store.clone(), cycle_id, 0, u64::MAX);
            while let Some(page) = pages.next().await? {
                if let Some(last) = page.iter().find(|e| e.event_id == last_id) {
                    (outcome.version, outcome.position) = (last.version, Some(last.position));
                    break;
                }
            }
        }
        outcome.stamp_executed();
        Ok(Some(outcome))
    }

    /// The free text of a user-side command (a revisit's resolution, a
    /// confirmation's answer) is held to the same rule as a tool call's.
    fn check_command_text(&self, command: &Command) -> Result<(), AppError> {
        let limit = self.limits.input.max_text_chars;
        match command {
            Command::ResolveRevisit(c) => {
                super::limits::checked_text("resolution", &c.resolution, limit, "text fields")
            }
            Command::RespondToConfirmation(c) => match &c.text {
                Some(text) => super::limits::checked_text("text", text, limit, "text fields"),
                None => Ok(()),
            },
            _ => Ok(()),
        }
    }
}
