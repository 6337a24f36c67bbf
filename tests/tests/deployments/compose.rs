//! `deploy/compose.yaml`, as `docker compose up` runs it: variables
//! interpolated, `<<:` merged, each decisiond service's `command` after the
//! image's ENTRYPOINT, the image's ENV under the service's `environment`,
//! one-shot services first (`service_completed_successfully`), and each
//! healthy by its `healthcheck` (or the image's HEALTHCHECK).

use super::image::{Image, shell_words};
use super::launch::{Env, Launch, Probe, Site};
use decision_e2e::nats::NatsServer;
use decision_e2e::nats_security::{USERS, accounts_conf};
use decision_e2e::server::TEST_SECRET;
use decision_store::testing::fresh_pg_database;
use serde::Deserialize;
use serde_yaml_ng::Value;
use std::collections::{BTreeMap, BTreeSet};

#[derive(Debug, Deserialize)]
pub struct Compose {
    pub services: BTreeMap<String, Service>,
}

#[derive(Debug, Deserialize)]
pub struct Service {
    image: Option<String>,
    build: Option<Value>,
    command: Option<Words>,
    entrypoint: Option<Words>,
    #[serde(default)]
    environment: Environment,
    env_file: Option<Value>,
    #[serde(default)]
    depends_on: DependsOn,
    healthcheck: Option<Healthcheck>,
    #[serde(default)]
    ports: Vec<String>,
}

/// A command as a list, or as a string compose splits like a shell.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum Words {
    List(Vec<String>),
    Line(String),
}

impl Words {
    fn argv(&self) -> Vec<String> {
        match self {
            Words::List(list) => list.clone(),
            Words::Line(line) => shell_words(line),
        }
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(untagged)]
enum Environment {
    #[default]
    None,
    Map(BTreeMap<String, Value>),
    List(Vec<String>),
}

#[derive(Debug, Default, Deserialize)]
#[serde(untagged)]
enum DependsOn {
    #[default]
    None,
    List(Vec<String>),
    Map(BTreeMap<String, Dependency>),
}

#[derive(Debug, Deserialize)]
struct Dependency {
    condition: Option<String>,
}

#[derive(Debug, Deserialize)]
struct Healthcheck {
    test: Option<Words>,
    #[serde(default)]
    disable: bool,
}

impl Compose {
    /// `deploy/compose.yaml` with `vars` as the shell's environment.
    pub fn load(vars: &Env) -> Compose {
        let path = super::deploy_dir().join("compose.yaml");
        let mut value: Value = serde_yaml_ng::from_str(&super::read(&path))
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        interpolate_all(&mut value, vars);
        value.apply_merge().expect("merge keys");
        serde_yaml_ng::from_value(value).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// The services built from deploy/Dockerfile; the others must be
    /// infrastructure the test stands in for (Postgres, NATS).
    pub fn decisiond_services(&self) -> BTreeMap<&str, &Service> {
        let mut ours = BTreeMap::new();
        for (name, service) in &self.services {
            if service.is_decisiond() {
                ours.insert(name.as_str(), service);
                continue;
            }
            let image = service.image.as_deref().unwrap_or_default();
            assert!(
                image.starts_with("postgres:") || image.starts_with("nats:"),
                "compose service {name} ({image}): the deployment test stands in only for \
                 Postgres and NATS"
            );
        }
        ours
    }

    /// The services others wait for with `service_completed_successfully`.
    fn one_shots(&self) -> BTreeSet<&str> {
        self.services
            .values()
            .flat_map(|service| service.waits_for("service_completed_successfully"))
            .collect()
    }
}

impl Service {
    fn is_decisiond(&self) -> bool {
        let dockerfile = self
            .build
            .as_ref()
            .and_then(|b| b.get("dockerfile"))
            .and_then(Value::as_str);
        dockerfile.is_some_and(|d| d.ends_with("deploy/Dockerfile"))
            || self
                .image
                .as_deref()
                .is_some_and(|i| i.starts_with("decision-ledger/decisiond"))
    }

    fn waits_for(&self, condition: &str) -> Vec<&str> {
        match &self.depends_on {
            DependsOn::Map(map) => map
                .iter()
                .filter(|(_, d)| d.condition.as_deref() == Some(condition))
                .map(|(name, _)| name.as_str())
                .collect(),
            // The short form waits only for the start.
            DependsOn::List(names) if condition == "service_started" => {
                names.iter().map(String::as_str).collect()
            }
            _ => Vec::new(),
        }
    }

    pub fn environment(&self, name: &str) -> Env {
        assert!(
            self.env_file.is_none(),
            "{name}: env_file is not supported here"
        );
        match &self.environment {
            Environment::None => Env::new(),
            Environment::Map(map) => map
                .iter()
                .map(|(key, value)| (key.clone(), scalar(name, key, value)))
                .collect(),
            Environment::List(list) => list
                .iter()
                .map(|item| {
                    let (key, value) = item.split_once('=').unwrap_or_else(|| {
                        panic!("{name}: {item:?} takes its value from the shell")
                    });
                    (key.to_owned(), value.to_owned())
                })
                .collect(),
        }
    }

    /// The container's process as compose starts it.
    pub fn launch(&self, name: &str, image: &Image) -> Launch {
        let label = format!("compose.yaml: {name}");
        let command = self.command.as_ref().map(Words::argv);
        let mut launch = image.launch(&label, command.as_deref(), &self.environment(name));
        if let Some(entrypoint) = &self.entrypoint {
            let mut argv = entrypoint.argv();
            argv.extend(command.unwrap_or_default());
            launch.argv = argv;
        }
        launch
    }

    /// `healthcheck.test` (`["CMD", …]`), else the image's HEALTHCHECK.
    fn probe(&self, name: &str, image: &Image) -> Probe {
        let own = self.healthcheck.as_ref();
        assert!(
            !own.is_some_and(|h| h.disable),
            "{name} runs for good but disables its healthcheck"
        );
        let argv = match own.and_then(|h| h.test.as_ref()) {
            Some(test) => {
                let test = test.argv();
                assert_eq!(
                    test[0], "CMD",
                    "{name}: the healthcheck uses the CMD form (no shell needed)"
                );
                test[1..].to_vec()
            }
            None => image.healthcheck.clone().expect("the image's HEALTHCHECK"),
        };
        Probe::Command(argv)
    }

    /// The container ports `ports` publishes (`HOST:CONTAINER`).
    fn container_ports(&self) -> Vec<u16> {
        self.ports
            .iter()
            .map(|port| {
                let container = port.rsplit(':').next().expect("a port");
                let container = container.split('/').next().expect("a port");
                container.parse().unwrap_or_else(|_| panic!("port {port}"))
            })
            .collect()
    }
}

fn scalar(service: &str, key: &str, value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Number(n) => n.to_string(),
        Value::Bool(b) => b.to_string(),
        other => panic!("{service}: {key} is {other:?}, not a value"),
    }
}

fn interpolate_all(value: &mut Value, vars: &Env) {
    match value {
        Value::String(text) => {
            *text = interpolate(text, vars).unwrap_or_else(|e| panic!("compose.yaml: {e}"))
        }
        Value::Sequence(items) => items.iter_mut().for_each(|v| interpolate_all(v, vars)),
        Value::Mapping(map) => map.values_mut().for_each(|v| interpolate_all(v, vars)),
        Value::Tagged(tagged) => interpolate_all(&mut tagged.value, vars),
        _ => {}
    }
}

/// Compose's interpolation: `$$`, `$NAME`, `${NAME}`, `${NAME:-default}`,
/// `${NAME-default}`, `${NAME:?error}`, `${NAME?error}`.
pub fn interpolate(text: &str, vars: &Env) -> Result<String, String> {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('$') {
        out.push_str(&rest[..at]);
        rest = &rest[at + 1..];
        if let Some(after) = rest.strip_prefix('$') {
            out.push('$');
            rest = after;
        } else if let Some(braced) = rest.strip_prefix('{') {
            let end = braced
                .find('}')
                .ok_or_else(|| format!("unclosed ${{ in {text:?}"))?;
            out.push_str(&expand(&braced[..end], vars)?);
            rest = &braced[end + 1..];
        } else {
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            out.push_str(vars.get(&rest[..end]).map_or("", String::as_str));
            rest = &rest[end..];
        }
    }
    out.push_str(rest);
    Ok(out)
}

fn expand(expression: &str, vars: &Env) -> Result<String, String> {
    let end = expression
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(expression.len());
    let (name, modifier) = expression.split_at(end);
    let value = vars.get(name).map(String::as_str);
    let set = value.filter(|v| !v.is_empty());
    Ok(match modifier {
        "" => value.unwrap_or_default().to_owned(),
        m if m.starts_with(":-") => set.unwrap_or(&m[2..]).to_owned(),
        m if m.starts_with('-') => value.unwrap_or(&m[1..]).to_owned(),
        m if m.starts_with(":?") => set
            .ok_or_else(|| format!("{name} is required: {}", &m[2..]))?
            .to_owned(),
        m if m.starts_with('?') => value
            .ok_or_else(|| format!("{name} is required: {}", &m[1..]))?
            .to_owned(),
        m => return Err(format!("${{{name}{m}}}: not a compose expression")),
    })
}

#[test]
fn interpolation_follows_compose() {
    let vars: Env = [("A".into(), "1".into()), ("E".into(), String::new())].into();
    assert_eq!(interpolate("x${A}y$A-$$", &vars).unwrap(), "x1y1-$");
    assert_eq!(interpolate("${E:-d}${E-d}${U-d}", &vars).unwrap(), "dd");
    assert_eq!(interpolate("${A:?set A}", &vars).unwrap(), "1");
    let refused = interpolate("${U:?set U please}", &vars).unwrap_err();
    assert!(refused.contains("set U please"), "{refused}");
}

/// What the README says to export before `docker compose up`.
pub fn operator_variables() -> Env {
    let mut vars: Env = USERS
        .iter()
        .map(|(_, var)| {
            let password = format!("p{}", uuid::Uuid::now_v7().simple());
            (var.to_string(), password)
        })
        .collect();
    vars.insert("DECISIOND_AUTH_SECRET".into(), TEST_SECRET.into());
    vars
}

/// `docker compose up`: migrate exits 0, then every service is healthy;
/// the API answers MCP on the host names it lists; `docker compose run
/// --rm api token --subject alice` prints a token.
#[tokio::test]
async fn compose_migrates_then_every_service_becomes_healthy() {
    let vars = operator_variables();
    let compose = Compose::load(&vars);
    let image = Image::load();
    let passwords: Vec<(&str, &str)> = vars
        .iter()
        .filter(|(name, _)| name.starts_with("NATS_"))
        .map(|(name, value)| (name.as_str(), value.as_str()))
        .collect();
    // nats/accounts.conf as compose mounts it (one node, not three).
    let nats = NatsServer::start_with_config("deploy_compose", &accounts_conf(), &passwords);
    // Held to the end: the database is dropped with it.
    let database = fresh_pg_database("deploy_compose").await;
    let site = Site {
        database_url: database.url.clone(),
        nats_port: Some(nats.port),
        auth_secret: TEST_SECRET.into(),
    };
    let ours = compose.decisiond_services();
    let one_shots = compose.one_shots();
    assert!(one_shots.contains("migrate"), "a one-shot migrate service");
    for name in &one_shots {
        let output = site.run_to_completion(&ours[name].launch(name, &image));
        assert!(output.contains("migrations applied"), "{name}: {output}");
    }
    let mut running = Vec::new();
    for (name, service) in ours.iter().filter(|(n, _)| !one_shots.contains(*n)) {
        let waits: BTreeSet<&str> = service
            .waits_for("service_completed_successfully")
            .into_iter()
            .collect();
        assert_eq!(waits, one_shots, "{name} starts after migrate completed");
        let mut process = site.start(&service.launch(name, &image));
        process.wait_ready(&service.probe(name, &image)).await;
        for port in service.container_ports() {
            process
                .wait_ready(&Probe::Http {
                    port,
                    path: "/livez".into(),
                })
                .await;
        }
        // Logged in as nats/accounts.conf's decisiond user.
        process.wait_nats_connected_if_configured().await;
        running.push((name, service, process));
    }
    let (name, service, api) = running
        .iter()
        .find(|(_, service, _)| !service.ports.is_empty())
        .expect("a service with published ports (api)");
    api.check_mcp_hosts().await;
    let mut token_command = service.launch(name, &image);
    token_command.argv = image.entrypoint.clone();
    token_command
        .argv
        .extend(["token", "--subject", "alice"].map(String::from));
    let token = site.run_to_completion(&token_command);
    assert_eq!(token.trim().split('.').count(), 3, "a JWT: {token}");
}
