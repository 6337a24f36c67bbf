//! One tool call, pure: what every door (HTTP, MCP, NATS) and the fuzz
//! targets run between "a call arrived" and "these events to append".
//!
//! * [`check_text`]: the text rule at the edge (control characters), before
//!   the call reaches the cycle;
//! * [`handle_call`]: the boundary (catalog), the domain (decide or
//!   answer), the per-event byte limit, and the call's audit record,
//!   bounded ([`audit`]) — giving the events, the [`ToolResponse`] and the
//!   state after them;
//! * [`replay_record`]: the audit record of a replayed read;
//! * [`ToolResponse`]: the answer's shape (DESIGN §5), accepted or rejected.
//!
//! No I/O, no clock (the caller passes the time and a stopwatch), no
//! randomness (the caller passes the invocation id). The application layer
//! wraps it with what needs I/O: authorization, idempotency, the cycle's
//! turn, the append and its retries.

pub mod audit;
mod handle;
mod replay;
mod response;

pub use handle::{Call, CallLimits, Gate, Outcome, check_text, handle_call};
pub use replay::replay_record;
pub use response::{ResultData, ToolResponse, ToolResponseMeta};
