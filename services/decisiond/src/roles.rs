//! What one instance does: `api` (HTTP API, MCP, NATS command intake),
//! `projector` (the projection workers, each behind a lease), `relay`
//! (JetStream publishing, behind a lease) and `sweeper` (expiry events for
//! confirmations and revisits, behind a lease). Default: all four, so a
//! single `decisiond serve` is the whole system.

use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Roles {
    pub api: bool,
    pub projector: bool,
    pub relay: bool,
    pub sweeper: bool,
}

impl Roles {
    pub const ALL: Roles = Roles {
        api: true,
        projector: true,
        relay: true,
        sweeper: true,
    };
}

impl Default for Roles {
    fn default() -> Self {
        Roles::ALL
    }
}

impl FromStr for Roles {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        const NONE: Roles = Roles {
            api: false,
            projector: false,
            relay: false,
            sweeper: false,
        };
        let mut roles = NONE;
        for role in s.split(',').map(str::trim).filter(|r| !r.is_empty()) {
            match role {
                "api" => roles.api = true,
                "projector" => roles.projector = true,
                "relay" => roles.relay = true,
                "sweeper" => roles.sweeper = true,
                "all" => roles = Roles::ALL,
                other => {
                    return Err(format!(
                        "unknown role `{other}`: roles are api, projector, relay, sweeper (comma separated) or all"
                    ));
                }
            }
        }
        if roles == NONE {
            return Err("give at least one role: api, projector, relay, sweeper".into());
        }
        Ok(roles)
    }
}

impl fmt::Display for Roles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = [
            (self.api, "api"),
            (self.projector, "projector"),
            (self.relay, "relay"),
            (self.sweeper, "sweeper"),
        ]
        .into_iter()
        .filter_map(|(on, name)| on.then_some(name))
        .collect();
        f.write_str(&names.join(","))
    }
}

#[cfg(test)]
mod tests {
    use super::Roles;

    #[test]
    fn roles_parse_and_print() {
        assert_eq!(
            "api".parse::<Roles>().unwrap(),
            Roles {
                api: true,
                projector: false,
                relay: false,
                sweeper: false,
            }
        );
        assert_eq!(
            "projector, relay".parse::<Roles>().unwrap().to_string(),
            "projector,relay"
        );
        assert_eq!("all".parse::<Roles>().unwrap(), Roles::ALL);
        assert!("api,cook".parse::<Roles>().unwrap_err().contains("cook"));
        assert!("".parse::<Roles>().is_err());
    }
}
