//! The JWT payload.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The claims Decision Ledger reads and writes. Unknown claims in incoming
/// tokens (`iss`, `aud`, `jti`, …) are ignored here; `iss`/`aud` are checked
/// by the verifier when configured.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    pub sub: String,
    /// On the wire a single space-separated string, as OAuth 2.0 does
    /// (RFC 8693 §4.2). Kept as strings so that scopes this service does not
    /// know (minted by a shared identity provider) survive decoding.
    #[serde(
        default,
        serialize_with = "scope_to_string",
        deserialize_with = "scope_from_wire"
    )]
    pub scope: Vec<String>,
    pub exp: i64,
    /// Some identity providers omit `iat`; nothing here depends on it.
    #[serde(default)]
    pub iat: i64,
    /// The user this client acts for; honoured only with the `act_as` scope.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub act_as: Option<String>,
}

fn scope_to_string<S: Serializer>(scope: &[String], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&scope.join(" "))
}

/// Accepts the standard string form and, leniently, a JSON array, which some
/// providers emit.
fn scope_from_wire<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<String>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Wire {
        Spaced(String),
        List(Vec<String>),
    }
    Ok(match Wire::deserialize(deserializer)? {
        Wire::Spaced(s) => s.split_whitespace().map(str::to_owned).collect(),
        Wire::List(list) => list,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn scope_is_space_separated_on_the_wire() {
        let claims = Claims {
            sub: "alice".into(),
            scope: vec!["cycles:read".into(), "admin".into()],
            exp: 2,
            iat: 1,
            act_as: None,
        };
        let wire = serde_json::to_value(&claims).unwrap();
        assert_eq!(
            wire,
            json!({"sub": "alice", "scope": "cycles:read admin", "exp": 2, "iat": 1})
        );
        assert_eq!(serde_json::from_value::<Claims>(wire).unwrap(), claims);
    }

    #[test]
    fn accepts_array_and_missing_scope() {
        let c: Claims =
            serde_json::from_value(json!({"sub": "a", "exp": 1, "scope": ["x", "y"]})).unwrap();
        assert_eq!(c.scope, ["x", "y"]);
        let c: Claims = serde_json::from_value(json!({"sub": "a", "exp": 1})).unwrap();
        assert!(c.scope.is_empty());
        assert_eq!(c.iat, 0);
    }
}
