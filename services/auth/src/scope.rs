//! The scopes Decision Ledger understands.

use crate::error::ConfigError;
use std::fmt;
use std::str::FromStr;

/// A permission a token can carry (OAuth-style `scope` entries).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scope {
    /// Read cycles and their decisions.
    CyclesRead,
    /// Run commands on cycles.
    CyclesWrite,
    /// Read the raw event log.
    EventsRead,
    /// Operator actions. Deliberately implies nothing else: callers that
    /// want "admin can do everything" must say so at the check.
    Admin,
    /// Lets a trusted client (a gateway, an agent host) act for a named user.
    ActAs,
    /// The person's own say: approve or reject a call the confirmation
    /// gate held, and lift the gate. An agent's token must not carry it
    /// (else it could approve its own proposals).
    CyclesConfirm,
}

impl Scope {
    pub const ALL: [Scope; 6] = [
        Scope::CyclesRead,
        Scope::CyclesWrite,
        Scope::EventsRead,
        Scope::Admin,
        Scope::ActAs,
        Scope::CyclesConfirm,
    ];

    /// What an agent may ask an authorization server for, and all that
    /// discovery advertises (`scopes_supported`): an agent reads and works
    /// on its user's cycles. The raw feed (`events:read`) is for
    /// integrations, `admin` and `act_as` for operators and gateways, and
    /// `cycles:confirm` is the person's own say: those are granted
    /// deliberately, never requested by a client following discovery.
    pub const AGENT: [Scope; 2] = [Scope::CyclesRead, Scope::CyclesWrite];

    /// The wire spelling, e.g. `cycles:read`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Scope::CyclesRead => "cycles:read",
            Scope::CyclesWrite => "cycles:write",
            Scope::EventsRead => "events:read",
            Scope::Admin => "admin",
            Scope::ActAs => "act_as",
            Scope::CyclesConfirm => "cycles:confirm",
        }
    }
}

impl fmt::Display for Scope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Scope {
    type Err = ConfigError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Scope::ALL
            .into_iter()
            .find(|scope| scope.as_str() == s)
            .ok_or_else(|| ConfigError::UnknownScope(s.to_owned()))
    }
}

/// What `decisiond token` grants when `--scope` is not given: everyday use,
/// no operator or delegation rights.
pub const DEFAULT_CLI_SCOPES: &str = "cycles:read cycles:write events:read";

/// Parses a space- (or comma-) separated scope list, rejecting unknown names
/// so that a typo at minting time fails loudly instead of yielding a token
/// that is refused later.
pub fn parse_scopes(list: &str) -> Result<Vec<Scope>, ConfigError> {
    let mut scopes = Vec::new();
    for name in list.split([' ', ',']).filter(|s| !s.is_empty()) {
        let scope = name.parse()?;
        if !scopes.contains(&scope) {
            scopes.push(scope);
        }
    }
    Ok(scopes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_scope() {
        for scope in Scope::ALL {
            assert_eq!(scope.as_str().parse::<Scope>().unwrap(), scope);
        }
    }

    #[test]
    fn parses_lists_and_rejects_unknown() {
        assert_eq!(
            parse_scopes(DEFAULT_CLI_SCOPES).unwrap(),
            [Scope::CyclesRead, Scope::CyclesWrite, Scope::EventsRead]
        );
        assert_eq!(
            parse_scopes(" admin,act_as admin ").unwrap(),
            [Scope::Admin, Scope::ActAs]
        );
        assert!(parse_scopes("").unwrap().is_empty());
        let err = parse_scopes("cycles:read cycle:write").unwrap_err();
        assert_eq!(err.to_string(), "unknown scope `cycle:write`");
    }
}
