//! Given/when/then for the cycle aggregate, in the style of cqrs-es
//! aggregate tests: `given(history).when(command).then_events(…)`.
//!
//! The history is a list of events folded with `apply`, never built by
//! calling `decide`, so each test states its precondition plainly.

#![allow(dead_code)] // each test binary uses a different part of the helpers

pub mod commands;
pub mod events;
pub mod json;

use decision_domain::{
    Accepted, Command, Context, Cycle, Query, Rejection, RejectionClass, answer, apply, decide,
    execute,
};
use decision_events::DomainEvent;
use serde_json::Value;

/// The fixed "now" of every test: 2026-11-21T12:00:00Z.
/// A tool result as a door sends it, read back as JSON.
pub fn json_of(result: &decision_domain::ToolResult) -> Value {
    serde_json::to_value(result).expect("results serialize")
}

pub fn now() -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::parse_from_rfc3339("2026-11-21T12:00:00Z")
        .expect("valid time")
        .to_utc()
}

/// The context of a decision taken at [`now`].
pub fn ctx() -> Context {
    Context::at(now())
}

/// The state after `history`.
pub fn given(history: Vec<DomainEvent>) -> Given {
    Given {
        state: history.iter().fold(Cycle::default(), apply),
        ctx: ctx(),
    }
}

/// A state reached earlier, e.g. by the previous step of a scenario.
pub fn given_state(state: Cycle) -> Given {
    Given { state, ctx: ctx() }
}

/// No `CycleCreated` yet: the cycle does not exist.
pub fn given_no_cycle() -> Given {
    given(Vec::new())
}

pub struct Given {
    state: Cycle,
    ctx: Context,
}

impl Given {
    pub fn state(&self) -> &Cycle {
        &self.state
    }

    /// Decide with other cycle-size limits.
    pub fn with_limits(mut self, limits: decision_domain::Limits) -> Given {
        self.ctx.limits = limits;
        self
    }

    /// Decide at another time (e.g. after a confirmation expired).
    pub fn at(mut self, now: chrono::DateTime<chrono::Utc>) -> Given {
        self.ctx = Context::at(now);
        self
    }

    /// The read tool's answer at this state and time.
    #[track_caller]
    pub fn ask(&self, query: Query) -> Value {
        let name = query.name();
        answer(&self.state, &query, &self.ctx)
            .map(|data| json_of(&data))
            .unwrap_or_else(|r| panic!("expected {name} to answer, but: {}", r.message))
    }

    /// The read tool refuses: `class`, blaming `field`, mentioning `mentions`.
    #[track_caller]
    pub fn ask_rejected(
        &self,
        query: Query,
        field: &str,
        class: RejectionClass,
        mentions: &[&str],
    ) -> Rejection {
        let name = query.name();
        let rejection = match answer(&self.state, &query, &self.ctx) {
            Ok(data) => panic!("expected {name} to be refused, but it answered {data:?}"),
            Err(r) => r,
        };
        assert_eq!(rejection.class, class, "{}", rejection.message);
        assert_eq!(
            rejection.field.as_deref(),
            Some(field),
            "{}",
            rejection.message
        );
        for mention in mentions {
            assert!(
                rejection.message.contains(mention),
                "rejection message should mention {mention:?}: {}",
                rejection.message
            );
        }
        rejection
    }

    /// Runs the whole write path (`execute`) and checks that `decide` alone
    /// agrees with it.
    #[track_caller]
    pub fn when(self, command: Command) -> Then {
        let outcome = execute(&self.state, &command, &self.ctx);
        let decided = decide(&self.state, &command, &self.ctx);
        match (&outcome, &decided) {
            (Ok(a), Ok(events)) => assert_eq!(&a.events, events, "execute and decide disagree"),
            (Err(a), Err(b)) => assert_eq!(a, b, "execute and decide disagree"),
            _ => panic!("execute gave {outcome:?} but decide gave {decided:?}"),
        }
        if let Ok(accepted) = &outcome {
            assert_declared(&command, &accepted.events);
        }
        Then {
            command,
            outcome,
            before: self.state,
        }
    }
}

/// Every event `command` appended is of a type it declares (its
/// `Decide::EVENTS`): what the tool catalog says a tool appends is true of
/// every call these tests make.
#[track_caller]
pub fn assert_declared(command: &Command, events: &[DomainEvent]) {
    for event in events {
        assert!(
            command.declared_events().contains(&event.event_type()),
            "{} appended {}, which it does not declare (it declares {:?})",
            command.name(),
            event.event_type(),
            command.declared_events()
        );
    }
}

pub struct Then {
    command: Command,
    outcome: Result<Accepted, Rejection>,
    before: Cycle,
}

impl Then {
    #[track_caller]
    fn accepted(&self) -> &Accepted {
        match &self.outcome {
            Ok(accepted) => accepted,
            Err(r) => panic!(
                "expected {} to be accepted, but it was rejected ({:?}, field {:?}): {}",
                self.command.name(),
                r.class,
                r.field,
                r.message
            ),
        }
    }

    /// Exactly these events, in this order.
    #[track_caller]
    pub fn then_events(self, expected: Vec<DomainEvent>) -> Then {
        assert_eq!(
            self.accepted().events,
            expected,
            "events of {}",
            self.command.name()
        );
        self
    }

    #[track_caller]
    pub fn then_no_events(self) -> Then {
        self.then_events(Vec::new())
    }

    /// The tool result contains `expected` (see [`json::assert_contains`]).
    #[track_caller]
    pub fn then_data(self, expected: Value) -> Then {
        json::assert_contains(&json_of(&self.accepted().data), &expected);
        self
    }

    /// The whole tool result, for checks `then_data` cannot express.
    #[track_caller]
    pub fn data(&self) -> Value {
        json_of(&self.accepted().data)
    }

    /// Whether the call changed the decision document (a tool response's
    /// `document_updated`).
    #[track_caller]
    pub fn then_document_changed(self, expected: bool) -> Then {
        let accepted = self.accepted();
        let changed = decision_domain::sections::document_changed(
            &self.before,
            &accepted.events,
            &accepted.state,
        );
        assert_eq!(
            changed,
            expected,
            "document_changed of {} with {:?}",
            self.command.name(),
            accepted.events
        );
        self
    }

    /// The state after the command's events.
    #[track_caller]
    pub fn then_state(self) -> Cycle {
        self.accepted().state.clone()
    }

    /// Rejected with `class`; the message contains every one of `mentions`
    /// (case-sensitive, so names must be spelled as the user wrote them).
    #[track_caller]
    pub fn then_rejected(self, class: RejectionClass, mentions: &[&str]) -> Rejection {
        let rejection = match self.outcome {
            Ok(a) => panic!(
                "expected {} to be rejected ({class:?}), but it was accepted with {:?}",
                self.command.name(),
                a.events
            ),
            Err(r) => r,
        };
        assert_eq!(
            rejection.class, class,
            "class of rejection: {}",
            rejection.message
        );
        for mention in mentions {
            assert!(
                rejection.message.contains(mention),
                "rejection message should mention {mention:?}: {}",
                rejection.message
            );
        }
        rejection
    }

    /// Like [`Then::then_rejected`], and the rejection blames `field`.
    #[track_caller]
    pub fn then_rejected_on(
        self,
        field: &str,
        class: RejectionClass,
        mentions: &[&str],
    ) -> Rejection {
        let rejection = self.then_rejected(class, mentions);
        assert_eq!(
            rejection.field.as_deref(),
            Some(field),
            "{}",
            rejection.message
        );
        rejection
    }

    /// Rejected because the text parameter `field` is empty or blank; the
    /// message names the field.
    #[track_caller]
    pub fn then_rejected_blank(self, field: &str) -> Rejection {
        let quoted = format!("`{field}`");
        self.then_rejected_on(field, RejectionClass::Validation, &[&quoted, "blank"])
    }
}
