//! This server as an OAuth 2.0 protected resource: its metadata document
//! (RFC 9728), where that document lives, and the `WWW-Authenticate`
//! challenge that points a client at it. Pure: a door serves the document
//! and sends the challenge.
//!
//! The resource identifier is the server's canonical URL (the origin,
//! optionally with the path a proxy mounts it under). It covers the whole
//! API, `/mcp` included: one audience for every door (RFC 8707).

use crate::error::ConfigError;
use crate::scope::Scope;
use reqwest::Url;
use serde::Serialize;

pub const ENV_RESOURCE: &str = "DECISIOND_AUTH_RESOURCE";
pub const ENV_AUTHORIZATION_SERVERS: &str = "DECISIOND_AUTH_AUTHORIZATION_SERVERS";

/// RFC 9728 §3: the well-known path, inserted between the resource's host
/// and its path.
pub const METADATA_PATH: &str = "/.well-known/oauth-protected-resource";

/// The realm every bearer challenge names.
pub const REALM: &str = "decisiond";

/// The resource identifier and the authorization servers that issue
/// tokens for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProtectedResource {
    /// Without a trailing slash: `https://decisions.example.com`.
    resource: String,
    /// Where the document is, as an absolute URL, and its path.
    metadata_url: String,
    metadata_path: String,
    authorization_servers: Vec<String>,
}

/// The metadata document (RFC 9728 §2).
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ResourceMetadata {
    pub resource: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub authorization_servers: Vec<String>,
    pub scopes_supported: Vec<&'static str>,
    pub bearer_methods_supported: [&'static str; 1],
    pub resource_name: &'static str,
}

impl ProtectedResource {
    /// `resource` must be an absolute `https` URL (`http` only on a
    /// loopback host, for local use) without query or fragment; so must
    /// each authorization server (RFC 9728 §1.2, RFC 8707 §2).
    pub fn new(
        resource: &str,
        authorization_servers: Vec<String>,
    ) -> Result<ProtectedResource, ConfigError> {
        let url = checked_url(resource).map_err(|e| e.in_setting(ENV_RESOURCE))?;
        for server in &authorization_servers {
            checked_url(server).map_err(|e| e.in_setting(ENV_AUTHORIZATION_SERVERS))?;
        }
        let path = url.path().trim_end_matches('/');
        let origin = url.origin().ascii_serialization();
        Ok(ProtectedResource {
            resource: format!("{origin}{path}"),
            metadata_url: format!("{origin}{METADATA_PATH}{path}"),
            metadata_path: format!("{METADATA_PATH}{path}"),
            authorization_servers,
        })
    }

    /// The resource when none is configured: the address this server
    /// listens on (`localhost` for an unspecified or loopback one), right
    /// for local use only. No authorization server; not an audience.
    pub fn local(addr: std::net::SocketAddr) -> ProtectedResource {
        let ip = addr.ip();
        let host = if ip.is_unspecified() || ip.is_loopback() {
            "localhost".to_owned()
        } else {
            std::net::SocketAddr::new(ip, 0)
                .to_string()
                .trim_end_matches(":0")
                .to_owned()
        };
        let origin = format!("http://{host}:{}", addr.port());
        ProtectedResource {
            metadata_url: format!("{origin}{METADATA_PATH}"),
            metadata_path: METADATA_PATH.to_owned(),
            resource: origin,
            authorization_servers: Vec::new(),
        }
    }

    /// `DECISIOND_AUTH_RESOURCE` and `DECISIOND_AUTH_AUTHORIZATION_SERVERS`
    /// (space or comma separated); `None` without a resource.
    pub fn from_lookup(
        lookup: impl Fn(&str) -> Option<String>,
    ) -> Result<Option<ProtectedResource>, ConfigError> {
        let get = |name| lookup(name).filter(|v| !v.trim().is_empty());
        let servers: Vec<String> = get(ENV_AUTHORIZATION_SERVERS)
            .map(|list| {
                list.split([' ', ','])
                    .filter(|s| !s.is_empty())
                    .map(str::to_owned)
                    .collect()
            })
            .unwrap_or_default();
        match get(ENV_RESOURCE) {
            Some(resource) => ProtectedResource::new(resource.trim(), servers).map(Some),
            None if servers.is_empty() => Ok(None),
            None => Err(ConfigError::ServersWithoutResource),
        }
    }

    /// The resource identifier: the audience its tokens must carry.
    pub fn resource(&self) -> &str {
        &self.resource
    }

    pub fn metadata_url(&self) -> &str {
        &self.metadata_url
    }

    /// The path this server answers the document on: the well-known path,
    /// plus the resource's own path if it has one.
    pub fn metadata_path(&self) -> &str {
        &self.metadata_path
    }

    /// The document: this resource, its authorization servers, the scopes
    /// an agent may ask for ([`Scope::AGENT`]; the others are granted
    /// deliberately, not advertised), bearer tokens in the `Authorization`
    /// header only.
    pub fn metadata(&self) -> ResourceMetadata {
        ResourceMetadata {
            resource: self.resource.clone(),
            authorization_servers: self.authorization_servers.clone(),
            scopes_supported: Scope::AGENT.iter().map(|s| s.as_str()).collect(),
            bearer_methods_supported: ["header"],
            resource_name: "Decision Ledger",
        }
    }

    /// `Bearer realm="decisiond", resource_metadata="<url>"` (RFC 6750
    /// §3, RFC 9728 §5.1). The URL is checked at construction, so it holds
    /// no quote or control character.
    pub fn challenge(&self) -> String {
        format!(
            "Bearer realm=\"{REALM}\", resource_metadata=\"{}\"",
            self.metadata_url
        )
    }

    /// [`ProtectedResource::challenge`] naming the scopes the request
    /// needs (RFC 6750 §3 `scope`, space-separated scope names), which an
    /// MCP client asks for instead of everything advertised.
    pub fn challenge_for(&self, scopes: &[Scope]) -> String {
        let mut challenge = self.challenge();
        if !scopes.is_empty() {
            let names: Vec<&str> = scopes.iter().map(|s| s.as_str()).collect();
            challenge.push_str(&format!(", scope=\"{}\"", names.join(" ")));
        }
        challenge
    }
}

fn checked_url(text: &str) -> Result<Url, ConfigError> {
    let bad = |why: &str| ConfigError::BadUrl(text.to_owned(), why.to_owned());
    let url = Url::parse(text).map_err(|e| bad(&e.to_string()))?;
    let loopback = matches!(url.host_str(), Some("localhost" | "127.0.0.1" | "[::1]"));
    match url.scheme() {
        "https" => {}
        "http" if loopback => {}
        _ => return Err(bad("use https (http only for localhost)")),
    }
    if url.query().is_some() || url.fragment().is_some() {
        return Err(bad("no query or fragment"));
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(bad("no user or password"));
    }
    Ok(url)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn servers(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_document_names_the_resource_its_servers_and_the_agents_scopes() {
        let r = ProtectedResource::new(
            "https://decisions.example.com/",
            servers(&["https://idp.example.com"]),
        )
        .unwrap();
        assert_eq!(r.resource(), "https://decisions.example.com");
        assert_eq!(
            r.metadata_url(),
            "https://decisions.example.com/.well-known/oauth-protected-resource"
        );
        assert_eq!(r.metadata_path(), METADATA_PATH);
        let doc = serde_json::to_value(r.metadata()).unwrap();
        assert_eq!(doc["authorization_servers"][0], "https://idp.example.com");
        assert_eq!(
            doc["bearer_methods_supported"],
            serde_json::json!(["header"])
        );
        assert_eq!(
            doc["scopes_supported"],
            serde_json::json!(["cycles:read", "cycles:write"])
        );
        assert_eq!(
            r.challenge(),
            "Bearer realm=\"decisiond\", resource_metadata=\"https://decisions.example.com/.well-known/oauth-protected-resource\""
        );
        assert_eq!(
            r.challenge_for(&[Scope::CyclesRead, Scope::CyclesWrite]),
            format!("{}, scope=\"cycles:read cycles:write\"", r.challenge())
        );
    }

    #[test]
    fn a_resource_with_a_path_puts_the_well_known_part_before_it() {
        let r = ProtectedResource::new("https://example.com:8443/decisions/", vec![]).unwrap();
        assert_eq!(r.resource(), "https://example.com:8443/decisions");
        assert_eq!(
            r.metadata_url(),
            "https://example.com:8443/.well-known/oauth-protected-resource/decisions"
        );
        assert_eq!(
            r.metadata_path(),
            "/.well-known/oauth-protected-resource/decisions"
        );
    }

    #[test]
    fn unconfigured_the_listen_address_is_the_resource() {
        let local = |addr: &str| ProtectedResource::local(addr.parse().unwrap());
        assert_eq!(local("0.0.0.0:8080").resource(), "http://localhost:8080");
        assert_eq!(local("127.0.0.1:9").resource(), "http://localhost:9");
        assert_eq!(local("10.1.2.3:80").resource(), "http://10.1.2.3:80");
        assert_eq!(
            local("[2001:db8::1]:80").resource(),
            "http://[2001:db8::1]:80"
        );
        assert_eq!(
            local("[::]:8080").metadata_url(),
            "http://localhost:8080/.well-known/oauth-protected-resource"
        );
    }

    #[test]
    fn bad_urls_are_refused_naming_the_setting() {
        for bad in [
            "decisions.example.com",
            "http://decisions.example.com",
            "https://example.com/?a=1",
            "https://example.com/#x",
            "https://user:pw@example.com",
            "ftp://example.com",
        ] {
            let err = ProtectedResource::new(bad, vec![]).unwrap_err().to_string();
            assert!(err.starts_with(ENV_RESOURCE), "{bad}: {err}");
        }
        assert!(ProtectedResource::new("http://127.0.0.1:8080", vec![]).is_ok());
        let err = ProtectedResource::new("https://a.example", servers(&["http://idp.example"]))
            .unwrap_err()
            .to_string();
        assert!(err.starts_with(ENV_AUTHORIZATION_SERVERS), "{err}");
    }

    #[test]
    fn from_lookup_reads_both_settings() {
        let vars = |resource: Option<&'static str>, servers: Option<&'static str>| {
            move |name: &str| match name {
                ENV_RESOURCE => resource.map(str::to_owned),
                ENV_AUTHORIZATION_SERVERS => servers.map(str::to_owned),
                _ => None,
            }
        };
        assert_eq!(
            ProtectedResource::from_lookup(vars(None, None)).unwrap(),
            None
        );
        let r = ProtectedResource::from_lookup(vars(
            Some("https://a.example"),
            Some("https://idp1.example, https://idp2.example"),
        ))
        .unwrap()
        .unwrap();
        assert_eq!(r.metadata().authorization_servers.len(), 2);
        assert!(
            ProtectedResource::from_lookup(vars(None, Some("https://idp.example"))).is_err(),
            "servers for no resource"
        );
    }
}
