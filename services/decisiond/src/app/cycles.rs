//! Creating cycles, and the commands that are not agent tools: navigation
//! and the user's answers to revisits and confirmations.

use super::cycle_locks::backoff;
use super::{App, AppError, Caller, MAX_APPEND_ATTEMPTS, plain_metadata};
use decision_auth::Scope;
use decision_domain::{Command, CreateCycle, Cycle, Navigate, decide, execute};
use decision_events::values::Component;
use decision_events::{NewEvent, event_id_for};
use decision_store::{AppendRequest, StoreError};
use serde::Serialize;
use serde_json::Value;
use uuid::Uuid;

/// Namespace for cycle ids derived from an idempotency key.
const CYCLE_ID_NAMESPACE: Uuid = Uuid::from_u128(0x5d1e_c15e_0b1d_4e6a_9c3f_7a0d_2b8e_11c0);

#[derive(Debug, Clone, Serialize)]
pub struct CycleCreated {
    pub cycle_id: Uuid,
    pub title: String,
    pub current_component: Component,
    pub version: u64,
    /// False when an idempotent retry found the cycle already created.
    #[serde(skip)]
    pub created: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct Navigated {
    pub cycle_id: Uuid,
    pub previous_component: Option<Component>,
    pub current_component: Component,
    pub changed: bool,
    pub version: u64,
}

/// The outcome of a non-tool command.
#[derive(Debug, Clone, Serialize)]
pub struct CommandOutcome {
    pub cycle_id: Uuid,
    /// The command's result (as a tool result would be).
    pub data: Value,
    /// False when the command changed nothing (no events).
    pub changed: bool,
    pub version: u64,
}

impl App {
    /// Opens a cycle owned by the caller's user. With an idempotency key
    /// the cycle id is derived from (user, key), so a retry finds the cycle
    /// the first call created (and no one else's).
    pub async fn create_cycle(
        &self,
        title: &str,
        caller: &Caller,
        idempotency_key: Option<&str>,
        correlation_id: Option<Uuid>,
    ) -> Result<CycleCreated, AppError> {
        caller.require(Scope::CyclesWrite)?;
        super::limits::within("title", title, self.limits.input.max_name_chars, "names")?;
        let actor = caller.user.as_str();
        let cycle_id = match idempotency_key {
            Some(key) => Uuid::new_v5(&CYCLE_ID_NAMESPACE, format!("{actor}\n{key}").as_bytes()),
            None => Uuid::now_v7(),
        };
        let command = Command::CreateCycle(CreateCycle {
            title: title.to_owned(),
        });
        let events = decide(&Cycle::default(), &command, &self.context())?;
        let metadata = plain_metadata(actor, correlation_id);
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
                self.wakeup.events_appended();
                self.owners.remember(cycle_id, actor);
                Ok(CycleCreated {
                    cycle_id,
                    title: title.trim().to_owned(),
                    current_component: Component::IssueRaising,
                    version: stored.last().map_or(0, |e| e.version),
                    created: true,
                })
            }
            Err(StoreError::VersionConflict { .. }) if idempotency_key.is_some() => {
                let loaded = self.load(cycle_id).await?;
                Ok(CycleCreated {
                    cycle_id,
                    title: loaded.state.title.clone(),
                    current_component: loaded.state.current_component.unwrap_or_default(),
                    version: loaded.version,
                    created: false,
                })
            }
            Err(e) => Err(e.into()),
        }
    }

    /// Moves the cycle to `component`; moving to where it already is
    /// changes nothing.
    pub async fn navigate(
        &self,
        cycle_id: Uuid,
        component: Component,
        caller: &Caller,
        correlation_id: Option<Uuid>,
    ) -> Result<Navigated, AppError> {
        let outcome = self
            .run_command(
                cycle_id,
                Command::Navigate(Navigate { component }),
                caller,
                correlation_id,
            )
            .await?;
        Ok(Navigated {
            cycle_id,
            previous_component: serde_json::from_value(outcome.data["previous_component"].clone())
                .unwrap_or_default(),
            current_component: component,
            changed: outcome.changed,
            version: outcome.version,
        })
    }

    /// Decides and appends a command that is not a tool call (so it is not
    /// audited as one), taking the cycle's turn and retrying lost races.
    /// Needs `cycles:write` on a cycle the caller's user owns.
    pub async fn run_command(
        &self,
        cycle_id: Uuid,
        command: Command,
        caller: &Caller,
        correlation_id: Option<Uuid>,
    ) -> Result<CommandOutcome, AppError> {
        self.authorize(caller, cycle_id, Scope::CyclesWrite).await?;
        let actor = caller.user.as_str();
        let _turn = self.locks.lock(cycle_id).await;
        for attempt in 0..MAX_APPEND_ATTEMPTS {
            let loaded = self.load_for_command(cycle_id, attempt == 0).await?;
            let accepted = execute(&loaded.state, &command, &self.context())?;
            if accepted.events.is_empty() {
                return Ok(CommandOutcome {
                    cycle_id,
                    data: accepted.data,
                    changed: false,
                    version: loaded.version,
                });
            }
            let metadata = plain_metadata(actor, correlation_id);
            let id_seed = Uuid::now_v7();
            let request = AppendRequest {
                cycle_id,
                expected_version: loaded.version,
                events: accepted
                    .events
                    .iter()
                    .enumerate()
                    .map(|(i, e)| {
                        NewEvent::new(event_id_for(id_seed, i as u16), e, metadata.clone())
                    })
                    .collect(),
                idempotency: None,
            };
            match self.store.append(request).await {
                Ok(stored) => {
                    self.wakeup.events_appended();
                    let version = stored.last().map_or(loaded.version, |e| e.version);
                    self.remember_appended(cycle_id, loaded, &accepted.events, version);
                    return Ok(CommandOutcome {
                        cycle_id,
                        data: accepted.data,
                        changed: true,
                        version,
                    });
                }
                Err(StoreError::VersionConflict { .. }) => backoff(attempt).await,
                Err(e) => return Err(e.into()),
            }
        }
        Err(AppError::Contended(cycle_id))
    }
}
