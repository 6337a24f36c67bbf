//! Who is calling, once the token checked out.

use crate::claims::Claims;
use crate::error::AuthError;
use crate::scope::Scope;

/// An authenticated caller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Principal {
    /// The token's `sub`: the client or user that holds the token.
    pub subject: String,
    /// Every scope in the token, known or not.
    pub scopes: Vec<String>,
    /// The token's `act_as` claim, kept only when the token also has the
    /// `act_as` scope; otherwise the claim is dropped, not an error, so a
    /// provider adding the claim cannot by itself grant delegation.
    pub acting_for: Option<String>,
    /// The token's `exp` (seconds since the Unix epoch): requests that
    /// stay open, like live streams, end then.
    pub expires_at: i64,
}

impl Principal {
    pub(crate) fn from_claims(claims: Claims) -> Self {
        let mut principal = Principal {
            subject: claims.sub,
            scopes: claims.scope,
            acting_for: None,
            expires_at: claims.exp,
        };
        if principal.has(Scope::ActAs) {
            principal.acting_for = claims.act_as.filter(|user| !user.trim().is_empty());
        }
        principal
    }

    pub fn has(&self, scope: Scope) -> bool {
        self.scopes.iter().any(|s| s == scope.as_str())
    }

    /// `Ok` when the token carries `scope`.
    pub fn require(&self, scope: Scope) -> Result<(), AuthError> {
        if self.has(scope) {
            Ok(())
        } else {
            Err(AuthError::InsufficientScope(scope))
        }
    }

    /// The identity to record as the actor of a command.
    ///
    /// `header` is the value of the door's act-as header (e.g. `X-Act-As`),
    /// if the request had one. With the `act_as` scope, the header's user
    /// wins, else the token's `act_as` claim; without the scope the actor is
    /// always the subject. A header sent without the scope is refused rather
    /// than ignored, so a client never believes it acted for someone when it
    /// did not. If the token pins a user (`act_as` claim), the header may
    /// only repeat that user.
    pub fn actor<'a>(&'a self, header: Option<&'a str>) -> Result<&'a str, AuthError> {
        let header = header.map(str::trim).filter(|h| !h.is_empty());
        match (header, &self.acting_for) {
            (None, Some(pinned)) => Ok(pinned),
            (None, None) => Ok(&self.subject),
            (Some(_), _) if !self.has(Scope::ActAs) => {
                Err(AuthError::InsufficientScope(Scope::ActAs))
            }
            (Some(user), Some(pinned)) if user != pinned => {
                Err(AuthError::InsufficientScope(Scope::ActAs))
            }
            (Some(user), _) => Ok(user),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn principal(scope: &str, act_as: Option<&str>) -> Principal {
        Principal::from_claims(Claims {
            sub: "gateway".into(),
            scope: scope.split_whitespace().map(str::to_owned).collect(),
            exp: 0,
            iat: 0,
            act_as: act_as.map(str::to_owned),
        })
    }

    #[test]
    fn require_checks_exact_scopes() {
        let p = principal("cycles:read admin", None);
        assert!(p.require(Scope::CyclesRead).is_ok());
        assert!(p.require(Scope::Admin).is_ok());
        let err = p.require(Scope::CyclesWrite).unwrap_err();
        assert_eq!(err.to_string(), "insufficient scope: needs cycles:write");
        assert_eq!(err.http_status(), 403);
    }

    #[test]
    fn act_as_claim_needs_the_scope() {
        let without = principal("cycles:write", Some("bob"));
        assert_eq!(without.acting_for, None);
        assert_eq!(without.actor(None).unwrap(), "gateway");

        let with = principal("cycles:write act_as", Some("bob"));
        assert_eq!(with.acting_for.as_deref(), Some("bob"));
        assert_eq!(with.actor(None).unwrap(), "bob");
        assert_eq!(with.actor(Some("bob")).unwrap(), "bob");
        assert_eq!(
            with.actor(Some("carol")),
            Err(AuthError::InsufficientScope(Scope::ActAs))
        );
    }

    #[test]
    fn act_as_header_needs_the_scope() {
        let without = principal("cycles:write", None);
        assert_eq!(
            without.actor(Some("bob")),
            Err(AuthError::InsufficientScope(Scope::ActAs))
        );
        assert_eq!(without.actor(Some("  ")).unwrap(), "gateway");

        let with = principal("cycles:write act_as", None);
        assert_eq!(with.actor(Some(" bob ")).unwrap(), "bob");
        assert_eq!(with.actor(None).unwrap(), "gateway");
    }
}
