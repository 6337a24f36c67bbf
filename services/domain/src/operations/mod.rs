//! The service's own commands on a cycle, which are not catalog tools:
//! creating it and moving it between components (HTTP routes and MCP's own
//! tools), and the user's answers from the UI (resolving a revisit
//! suggestion, responding to a confirmation).

mod create_cycle;
mod expire_due;
mod navigate;
mod resolve_revisit;
mod respond_to_confirmation;
mod set_confirmation_gate;

pub use create_cycle::*;
pub use expire_due::*;
pub use navigate::*;
pub use resolve_revisit::*;
pub use respond_to_confirmation::*;
pub use set_confirmation_gate::*;
