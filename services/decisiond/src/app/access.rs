//! Who may do what: callers, scopes and cycle ownership, the same for every
//! door (HTTP, SSE, MCP, NATS intake, the events feed).
//!
//! A door turns its credentials into a [`Caller`] with [`Authenticator`];
//! the app then checks the operation's scope and, for a cycle, that the
//! caller's user owns it. Another user's cycle is answered exactly like a
//! cycle that does not exist, so ids cannot be probed.

use super::{App, AppError};
use decision_auth::{AuthError, Principal, Scope, TokenKeys, bearer_token};
use decision_events::ActorKind;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use uuid::Uuid;

/// The header a service token with the `act_as` scope uses to name the
/// user it acts for (HTTP, MCP; the NATS intake takes the same header).
pub const ACT_AS_HEADER: &str = "x-act-as";

/// The longest user id `X-Act-As` may name, in characters.
pub const MAX_ACT_AS_CHARS: usize = 200;

/// The user an act-as header names: 1 to [`MAX_ACT_AS_CHARS`] visible
/// ASCII characters (`!` to `~`), surrounding whitespace ignored. The
/// one definition every door uses (through [`Authenticator::authenticate`]).
/// Anything else is refused, never repaired: a lossy conversion once mapped
/// every non-ASCII name (`josé`, `zoë`) to the same user.
pub fn parse_act_as(raw: &[u8]) -> Result<&str, Denied> {
    parse_user_id(raw).map_err(|problem| {
        Denied::BadRequest(format!(
            "the `X-Act-As` header is {problem}: {USER_ID_RULE}"
        ))
    })
}

/// What a user id may be, for the refusal's text.
pub const USER_ID_RULE: &str = "it must name one user in 1 to 200 visible ASCII characters \
    (letters, digits and punctuation `!` to `~`; no spaces, no accented or other non-ASCII \
    letters); send the user's ASCII id, not a display name";

/// A user id (act-as, `decisiond mcp --user`): the one rule, or what is
/// wrong with `raw`.
pub fn parse_user_id(raw: &[u8]) -> Result<&str, String> {
    let value = raw.trim_ascii();
    if value.is_empty() {
        Err("empty".to_owned())
    } else if let Some(at) = value.iter().position(|b| !b.is_ascii_graphic()) {
        Err(format!(
            "not visible ASCII (byte {} is 0x{:02x})",
            at + 1,
            value[at]
        ))
    } else if value.len() > MAX_ACT_AS_CHARS {
        Err(format!("{} characters long", value.len()))
    } else {
        // Visible ASCII is UTF-8.
        Ok(std::str::from_utf8(value).expect("ASCII is UTF-8"))
    }
}

/// The `Authorization` header as text; a value that is not visible ASCII
/// (spaces and tabs allowed) cannot hold a bearer token: 401.
fn authorization_text(raw: &[u8]) -> Result<&str, Denied> {
    let visible = raw
        .iter()
        .all(|&b| b.is_ascii_graphic() || b == b' ' || b == b'\t');
    match std::str::from_utf8(raw) {
        Ok(text) if visible => Ok(text),
        _ => Err(Denied::Unauthenticated(unauthenticated_message(
            &AuthError::MalformedToken,
        ))),
    }
}

/// The user every call acts for when authentication is disabled.
pub const ANONYMOUS: &str = "anonymous";

/// An authenticated caller, as every door resolves it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caller {
    /// The user whose cycles these are: the token's subject, or the user a
    /// service token acts for. Recorded as the actor of every event.
    pub user: String,
    /// The token's subject (differs from `user` for a gateway acting for
    /// someone); used in logs only.
    pub subject: String,
    scopes: Vec<Scope>,
    /// When the credentials run out (`None`: never, without auth).
    pub expires_at: Option<chrono::DateTime<chrono::Utc>>,
    /// The person, their agent or a service (decision 28); recorded with
    /// `user` on every event. `None` without authentication.
    pub kind: Option<ActorKind>,
}

impl Caller {
    /// A caller with every scope: `--insecure-no-auth`, and the CLI.
    pub fn unrestricted() -> Caller {
        Caller {
            user: ANONYMOUS.to_owned(),
            subject: ANONYMOUS.to_owned(),
            scopes: Scope::ALL.to_vec(),
            expires_at: None,
            kind: None,
        }
    }

    /// The one local user `decisiond mcp` acts as: whoever can start the
    /// process can open its store anyway, so there is no token. The CLI's
    /// default scopes (no `cycles:confirm`: answering what the confirmation
    /// gate holds is the person's, not the agent's).
    pub fn local(user: &str) -> Result<Caller, String> {
        let user = parse_user_id(user.as_bytes())
            .map_err(|problem| format!("the user id is {problem}: {USER_ID_RULE}"))?;
        let scopes = decision_auth::parse_scopes(decision_auth::DEFAULT_CLI_SCOPES)
            .expect("the default CLI scopes parse");
        Ok(Caller {
            user: user.to_owned(),
            subject: user.to_owned(),
            scopes,
            expires_at: None,
            kind: Some(ActorKind::Agent),
        })
    }

    /// A caller from a verified token, acting for the user named by the
    /// act-as header (if any; only with the `act_as` scope).
    pub fn from_principal(
        principal: &Principal,
        act_as: Option<&str>,
    ) -> Result<Caller, AuthError> {
        let user = principal.actor(act_as)?.to_owned();
        let kind = if act_as.is_some() {
            ActorKind::Service
        } else if principal.has(Scope::CyclesConfirm) {
            ActorKind::Person
        } else {
            ActorKind::Agent
        };
        Ok(Caller {
            user,
            subject: principal.subject.clone(),
            scopes: Scope::ALL
                .into_iter()
                .filter(|scope| principal.has(*scope))
                .collect(),
            expires_at: chrono::DateTime::from_timestamp(principal.expires_at, 0),
            kind: Some(kind),
        })
    }

    /// This caller, signed in by the page's session cookie: the person.
    pub fn in_the_page(mut self) -> Caller {
        self.kind = Some(ActorKind::Person);
        self
    }

    /// The scopes this caller has (as its token names them).
    pub fn scopes(&self) -> &[Scope] {
        &self.scopes
    }

    /// `admin` implies every other scope and sees every user's cycles.
    pub fn is_admin(&self) -> bool {
        self.scopes.contains(&Scope::Admin)
    }

    pub fn allows(&self, scope: Scope) -> bool {
        self.is_admin() || self.scopes.contains(&scope)
    }

    pub fn require(&self, scope: Scope) -> Result<(), AppError> {
        if self.allows(scope) {
            Ok(())
        } else {
            Err(AppError::MissingScope {
                scope,
                message: format!(
                    "this token lacks the scope `{scope}` needed here (it has: {})",
                    self.scope_list()
                ),
            })
        }
    }

    /// Whether this caller may see a cycle owned by `owner`.
    pub fn may_see(&self, owner: &str) -> bool {
        self.is_admin() || self.user == owner
    }

    fn scope_list(&self) -> String {
        if self.scopes.is_empty() {
            return "none".into();
        }
        self.scopes
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// Why a door refused a request before it reached the app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Denied {
    /// 400: a malformed act-as header.
    BadRequest(String),
    /// 401: no usable token.
    Unauthenticated(String),
    /// 403: a valid token that may not do this (e.g. a forged act-as).
    Forbidden(String),
}

/// Turns a door's credentials into a [`Caller`].
#[derive(Clone)]
pub enum Authenticator {
    /// Bearer JWTs checked with the configured keys.
    Tokens(Arc<TokenKeys>),
    /// `--insecure-no-auth`: every request acts as [`ANONYMOUS`] with every
    /// scope. Never the default.
    Disabled,
}

impl Authenticator {
    /// `authorization` is the `Authorization` header's value, `act_as` the
    /// act-as header's, as raw bytes exactly as the door received them:
    /// the token is checked first (401), then the act-as value's form (400,
    /// [`parse_act_as`]), then whether the token may act for that user (403).
    /// As [`Authenticator::authenticate`], after fetching the key set
    /// again if the token names a key id it does not hold (a JWKS URL's
    /// rotation; rate-limited by its cooldown). Every door calls this.
    pub async fn authenticate_fresh(
        &self,
        authorization: Option<&[u8]>,
        act_as: Option<&[u8]>,
    ) -> Result<Caller, Denied> {
        if let (Authenticator::Tokens(keys), Some(raw)) = (self, authorization) {
            let text = std::str::from_utf8(raw).ok();
            if let Ok(token) = bearer_token(text) {
                keys.refresh_for(token).await;
            }
        }
        self.authenticate(authorization, act_as)
    }

    pub fn authenticate(
        &self,
        authorization: Option<&[u8]>,
        act_as: Option<&[u8]>,
    ) -> Result<Caller, Denied> {
        let verifier = match self {
            Authenticator::Disabled => {
                // Not honoured, but refused alike, so a gateway tested
                // without auth behaves as it will with it.
                act_as.map(parse_act_as).transpose()?;
                return Ok(Caller::unrestricted());
            }
            Authenticator::Tokens(keys) => keys,
        };
        let authorization = authorization.map(authorization_text).transpose()?;
        let principal = bearer_token(authorization)
            .and_then(|token| verifier.verify(token))
            .map_err(|e| Denied::Unauthenticated(unauthenticated_message(&e)))?;
        let act_as = act_as.map(parse_act_as).transpose()?;
        Caller::from_principal(&principal, act_as).map_err(|_| {
            Denied::Forbidden(format!(
                "`{ACT_AS_HEADER}` is honoured only for a token with the `act_as` scope, and only for the user the token may act for"
            ))
        })
    }
}

/// What a 401 says: what was wrong and how to get a good token, never the
/// token itself.
fn unauthenticated_message(e: &AuthError) -> String {
    let problem = match e {
        AuthError::MissingToken => "authentication required".to_owned(),
        AuthError::MalformedToken => {
            "the Authorization header is not `Bearer <JWT>` or the token is not a JWT".to_owned()
        }
        AuthError::Expired => "the bearer token has expired".to_owned(),
        other => format!("the bearer token was refused ({other})"),
    };
    format!(
        "{problem}: send `Authorization: Bearer <token>`; an operator mints one with `decisiond token --subject <user>`"
    )
}

/// Cycle owners (the actor of `CycleCreated`). An owner never changes, so
/// entries need no invalidation; the map is cleared when it grows past its
/// bound, which only costs a re-read.
#[derive(Default)]
pub(crate) struct Owners {
    known: Mutex<HashMap<Uuid, Arc<str>>>,
}

const MAX_CACHED_OWNERS: usize = 200_000;

impl Owners {
    fn get(&self, cycle_id: Uuid) -> Option<Arc<str>> {
        self.known
            .lock()
            .expect("owners lock")
            .get(&cycle_id)
            .cloned()
    }

    /// Forgets an erased cycle's owner (this instance's; another
    /// instance's stale entry only lets its owner reach a 404 later).
    pub(crate) fn forget(&self, cycle_id: Uuid) {
        self.known.lock().expect("owners lock").remove(&cycle_id);
    }

    pub(crate) fn remember(&self, cycle_id: Uuid, owner: &str) {
        let mut known = self.known.lock().expect("owners lock");
        if known.len() >= MAX_CACHED_OWNERS {
            known.clear();
        }
        known.insert(cycle_id, Arc::from(owner));
    }
}

impl App {
    /// The user who created `cycle_id`, or `None` if there is no such cycle.
    pub async fn owner_of(&self, cycle_id: Uuid) -> Result<Option<Arc<str>>, AppError> {
        if let Some(owner) = self.owners.get(cycle_id) {
            return Ok(Some(owner));
        }
        let first = self.store.read_stream_head(cycle_id).await?;
        let Some(first) = first else {
            return Ok(None);
        };
        self.owners.remember(cycle_id, &first.metadata.actor);
        Ok(Some(Arc::from(first.metadata.actor.as_str())))
    }

    /// `Ok` when `caller` has `scope` and may see `cycle_id`; a cycle of
    /// another user is [`AppError::CycleNotFound`], like a missing one.
    pub async fn authorize(
        &self,
        caller: &Caller,
        cycle_id: Uuid,
        scope: Scope,
    ) -> Result<(), AppError> {
        caller.require(scope)?;
        match self.owner_of(cycle_id).await? {
            Some(owner) if caller.may_see(&owner) => Ok(()),
            _ => Err(AppError::CycleNotFound(cycle_id)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use decision_auth::{Secret, mint_hs256};
    use std::time::Duration;

    fn tokens() -> (Authenticator, Secret) {
        let secret = Secret::new(b"an-access-test-secret-0123456789abcdef".to_vec()).unwrap();
        (
            Authenticator::Tokens(Arc::new(TokenKeys::fixed(decision_auth::Verifier::hs256(
                &secret,
            )))),
            secret,
        )
    }

    fn bearer(secret: &Secret, sub: &str, scopes: &[Scope]) -> String {
        format!(
            "Bearer {}",
            mint_hs256(secret, sub, scopes, Duration::from_secs(60)).unwrap()
        )
    }

    #[test]
    fn a_missing_token_is_401_with_advice() {
        let (auth, _) = tokens();
        let Err(Denied::Unauthenticated(message)) = auth.authenticate(None, None) else {
            panic!("expected 401");
        };
        assert!(message.contains("Authorization: Bearer"), "{message}");
    }

    #[test]
    fn a_local_user_is_checked_like_act_as_and_cannot_confirm() {
        let alice = Caller::local(" alice ").unwrap();
        assert_eq!(alice.user, "alice");
        assert!(alice.allows(Scope::CyclesWrite) && alice.allows(Scope::CyclesRead));
        assert!(!alice.allows(Scope::CyclesConfirm) && !alice.is_admin());
        for bad in [
            "",
            "jos\u{e9}",
            "two words",
            &"x".repeat(MAX_ACT_AS_CHARS + 1),
        ] {
            let refusal = Caller::local(bad).unwrap_err();
            assert!(refusal.ends_with(USER_ID_RULE), "{refusal}");
        }
        assert!(USER_ID_RULE.contains(&format!("1 to {MAX_ACT_AS_CHARS} visible")));
    }

    #[test]
    fn the_user_is_the_subject_unless_acting_for_someone() {
        let (auth, secret) = tokens();
        let alice = auth
            .authenticate(
                Some(bearer(&secret, "alice", &[Scope::CyclesRead]).as_bytes()),
                None,
            )
            .unwrap();
        assert_eq!(alice.user, "alice");
        assert!(alice.allows(Scope::CyclesRead));
        assert!(!alice.allows(Scope::CyclesWrite));
        assert!(alice.may_see("alice") && !alice.may_see("bob"));

        let gateway = bearer(&secret, "gateway", &[Scope::CyclesWrite, Scope::ActAs]);
        let acting = auth
            .authenticate(Some(gateway.as_bytes()), Some(b"bob"))
            .unwrap();
        assert_eq!(
            (acting.user.as_str(), acting.subject.as_str()),
            ("bob", "gateway")
        );
    }

    /// Decision 28: the kind follows the credentials.
    #[test]
    fn the_actor_kind_is_the_persons_the_agents_or_a_services() {
        let (auth, secret) = tokens();
        let kind = |scopes: &[Scope], act_as: Option<&[u8]>| {
            let token = bearer(&secret, "alice", scopes);
            auth.authenticate(Some(token.as_bytes()), act_as)
                .unwrap()
                .kind
        };
        let agent = [Scope::CyclesRead, Scope::CyclesWrite];
        assert_eq!(kind(&agent, None), Some(ActorKind::Agent));
        let person = [Scope::CyclesRead, Scope::CyclesWrite, Scope::CyclesConfirm];
        assert_eq!(kind(&person, None), Some(ActorKind::Person));
        let gateway = [Scope::CyclesWrite, Scope::ActAs, Scope::CyclesConfirm];
        assert_eq!(kind(&gateway, Some(b"bob")), Some(ActorKind::Service));
        let page = auth
            .authenticate(Some(bearer(&secret, "alice", &agent).as_bytes()), None)
            .unwrap()
            .in_the_page();
        assert_eq!(page.kind, Some(ActorKind::Person));
        assert_eq!(Caller::local("alice").unwrap().kind, Some(ActorKind::Agent));
        assert_eq!(Caller::unrestricted().kind, None, "unknown without auth");
    }

    #[test]
    fn a_forged_act_as_is_403() {
        let (auth, secret) = tokens();
        let plain = bearer(&secret, "mallory", &[Scope::CyclesWrite]);
        assert!(matches!(
            auth.authenticate(Some(plain.as_bytes()), Some(b"alice")),
            Err(Denied::Forbidden(_))
        ));
    }

    #[test]
    fn admin_implies_every_scope_and_every_owner() {
        let (auth, secret) = tokens();
        let admin = auth
            .authenticate(
                Some(bearer(&secret, "ops", &[Scope::Admin]).as_bytes()),
                None,
            )
            .unwrap();
        assert!(admin.allows(Scope::CyclesWrite) && admin.allows(Scope::EventsRead));
        assert!(admin.may_see("anyone"));
    }

    #[test]
    fn act_as_outside_visible_ascii_is_400_naming_the_header_and_the_rule() {
        let (auth, secret) = tokens();
        let gateway = bearer(&secret, "gateway", &[Scope::CyclesWrite, Scope::ActAs]);
        let long = "u".repeat(MAX_ACT_AS_CHARS + 1);
        for user in [
            "josé",
            "zoë",
            "",
            "  ",
            "two words",
            "tab\there",
            long.as_str(),
        ] {
            let Err(Denied::BadRequest(message)) =
                auth.authenticate(Some(gateway.as_bytes()), Some(user.as_bytes()))
            else {
                panic!("expected 400 for {user:?}");
            };
            assert!(message.contains("`X-Act-As`"), "{message}");
            assert!(message.contains("1 to 200 visible ASCII"), "{message}");
        }
        let josé = parse_act_as("josé".as_bytes()).unwrap_err();
        assert!(
            matches!(&josé, Denied::BadRequest(m) if m.contains("byte 4 is 0xc3")),
            "{josé:?}"
        );
        // Latin-1 bytes, as a raw HTTP header may carry them.
        assert!(parse_act_as(b"zo\xeb").is_err());

        let edge = "u".repeat(MAX_ACT_AS_CHARS);
        for user in [
            "jose",
            " zoe ",
            "auth0|5f2a",
            "alice@example.com",
            edge.as_str(),
        ] {
            let caller = auth
                .authenticate(Some(gateway.as_bytes()), Some(user.as_bytes()))
                .unwrap();
            assert_eq!(caller.user, user.trim());
        }
    }

    #[test]
    fn the_token_is_checked_before_the_act_as_value() {
        let (auth, _) = tokens();
        assert!(matches!(
            auth.authenticate(None, Some("josé".as_bytes())),
            Err(Denied::Unauthenticated(_))
        ));
        assert!(matches!(
            Authenticator::Disabled.authenticate(None, Some("josé".as_bytes())),
            Err(Denied::BadRequest(_))
        ));
    }

    #[test]
    fn an_authorization_header_outside_visible_ascii_is_401() {
        let (auth, secret) = tokens();
        let token = bearer(&secret, "alice", &[Scope::CyclesRead]);
        let mut raw = token.into_bytes();
        raw.push(0xe9);
        let Err(Denied::Unauthenticated(message)) = auth.authenticate(Some(&raw), None) else {
            panic!("expected 401");
        };
        assert!(message.contains("not `Bearer <JWT>`"), "{message}");
    }

    #[test]
    fn disabled_auth_is_anonymous_with_every_scope() {
        let caller = Authenticator::Disabled.authenticate(None, None).unwrap();
        assert_eq!(caller.user, ANONYMOUS);
        assert!(caller.is_admin());
    }
}
