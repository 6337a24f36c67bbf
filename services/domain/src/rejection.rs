//! Why a command or query was refused, in words an agent can act on.

use decision_events::ToolResultClass;
use std::fmt;

/// The class of a rejection; maps to the audit result class and the HTTP
/// status (422, 404, 409).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RejectionClass {
    /// The call is malformed or breaks an invariant: fix the parameters.
    Validation,
    /// An id does not exist in this cycle: use one of the listed ids.
    NotFound,
    /// The call clashes with the cycle's current state.
    Conflict,
}

impl RejectionClass {
    pub fn result_class(self) -> ToolResultClass {
        match self {
            RejectionClass::Validation => ToolResultClass::ValidationError,
            RejectionClass::NotFound => ToolResultClass::NotFound,
            RejectionClass::Conflict => ToolResultClass::Conflict,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rejection {
    pub class: RejectionClass,
    /// The parameter at fault, when there is one.
    pub field: Option<String>,
    /// What is wrong and what to do instead.
    pub message: String,
}

impl Rejection {
    pub fn validation(field: &str, message: impl Into<String>) -> Rejection {
        Rejection::new(RejectionClass::Validation, Some(field), message)
    }

    pub fn not_found(field: &str, message: impl Into<String>) -> Rejection {
        Rejection::new(RejectionClass::NotFound, Some(field), message)
    }

    pub fn conflict(field: Option<&str>, message: impl Into<String>) -> Rejection {
        Rejection::new(RejectionClass::Conflict, field, message)
    }

    fn new(class: RejectionClass, field: Option<&str>, message: impl Into<String>) -> Rejection {
        Rejection {
            class,
            field: field.map(str::to_owned),
            message: message.into(),
        }
    }
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}
