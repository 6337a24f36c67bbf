//! `deploy/k8s/*.yaml`, as the kubelet runs each Deployment's pod: init
//! containers to completion in order, then the containers, each with the
//! image's ENTRYPOINT and the container's `args` (or `command`), the
//! image's ENV under `envFrom` under `env`; ready by its readinessProbe,
//! alive by its livenessProbe. Liveness must survive losing the database.

use crate::image::Image;
use crate::launch::{Env, Launch, Probe, Running, Site};
use decision_e2e::nats::NatsServer;
use decision_e2e::server::TEST_SECRET;
use decision_store::testing::{
    ADMIN_URL_ENV, DEFAULT_ADMIN_URL, drop_pg_database, fresh_pg_database,
};
use serde::Deserialize;
use serde_yaml_ng::Value;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Object {
    kind: String,
    metadata: Metadata,
    #[serde(default)]
    spec: Value,
    #[serde(default)]
    string_data: BTreeMap<String, String>,
    data: Option<Value>,
}

#[derive(Debug, Default, Deserialize)]
struct Metadata {
    #[serde(default)]
    name: String,
    #[serde(default)]
    labels: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Selector {
    #[serde(default)]
    match_labels: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize)]
struct DeploymentSpec {
    selector: Selector,
    template: PodTemplate,
}

#[derive(Debug, Deserialize)]
struct PodTemplate {
    metadata: Metadata,
    spec: PodSpec,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct PodSpec {
    #[serde(default)]
    init_containers: Vec<Container>,
    containers: Vec<Container>,
    #[serde(default)]
    security_context: Value,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Container {
    name: String,
    image: String,
    command: Option<Vec<String>>,
    args: Option<Vec<String>>,
    #[serde(default)]
    env: Vec<EnvVar>,
    #[serde(default)]
    env_from: Vec<EnvFrom>,
    #[serde(default)]
    ports: Vec<ContainerPort>,
    readiness_probe: Option<ProbeSpec>,
    liveness_probe: Option<ProbeSpec>,
    #[serde(default)]
    security_context: Value,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct EnvVar {
    name: String,
    value: Option<String>,
    value_from: Option<ValueFrom>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ValueFrom {
    secret_key_ref: Option<KeyRef>,
}

#[derive(Debug, Deserialize)]
struct KeyRef {
    name: String,
    key: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct EnvFrom {
    secret_ref: Option<NameRef>,
    config_map_ref: Option<NameRef>,
}

#[derive(Debug, Deserialize)]
struct NameRef {
    name: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ContainerPort {
    container_port: u16,
    name: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ProbeSpec {
    http_get: Option<HttpGet>,
}

#[derive(Debug, Deserialize)]
struct HttpGet {
    path: String,
    port: Value,
}

/// Every object of every `deploy/k8s/*.yaml`.
struct Manifests {
    objects: Vec<Object>,
}

impl Manifests {
    fn load() -> Manifests {
        let mut objects = Vec::new();
        for path in crate::files_in("k8s", ".yaml") {
            let text = crate::read(&path);
            for document in serde_yaml_ng::Deserializer::from_str(&text) {
                let mut value = Value::deserialize(document)
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                if value.is_null() {
                    continue;
                }
                value.apply_merge().expect("merge keys");
                let object: Object = serde_yaml_ng::from_value(value)
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                objects.push(object);
            }
        }
        Manifests { objects }
    }

    fn of_kind<'a>(&'a self, kind: &'a str) -> impl Iterator<Item = &'a Object> + 'a {
        self.objects.iter().filter(move |o| o.kind == kind)
    }

    fn secret(&self, name: &str) -> &BTreeMap<String, String> {
        let secret = self
            .of_kind("Secret")
            .find(|s| s.metadata.name == name)
            .unwrap_or_else(|| panic!("no Secret {name} in deploy/k8s"));
        assert!(
            secret.data.is_none(),
            "Secret {name}: only stringData is read here"
        );
        &secret.string_data
    }

    fn deployments(&self) -> Vec<(&str, DeploymentSpec)> {
        self.of_kind("Deployment")
            .map(|d| {
                let spec = serde_yaml_ng::from_value(d.spec.clone())
                    .unwrap_or_else(|e| panic!("Deployment {}: {e}", d.metadata.name));
                (d.metadata.name.as_str(), spec)
            })
            .collect()
    }

    /// The Secret keys containers take whole (`envFrom`), by Secret.
    pub fn env_names(&self) -> Vec<(String, String)> {
        let mut names = Vec::new();
        for (deployment, spec) in self.deployments() {
            let pod = &spec.template.spec;
            for container in pod.init_containers.iter().chain(&pod.containers) {
                let label = format!("k8s Deployment {deployment}, container {}", container.name);
                for from in &container.env_from {
                    if let Some(secret) = &from.secret_ref {
                        names.extend(
                            self.secret(&secret.name)
                                .keys()
                                .map(|k| (label.clone(), k.clone())),
                        );
                    }
                }
                names.extend(
                    container
                        .env
                        .iter()
                        .map(|v| (label.clone(), v.name.clone())),
                );
            }
        }
        names
    }
}

/// What deploy/k8s sets, for the variables check.
pub fn env_names() -> Vec<(String, String)> {
    Manifests::load().env_names()
}

impl Container {
    fn launch(&self, label: &str, image: &Image, manifests: &Manifests) -> Launch {
        assert!(
            self.image.contains("decisiond"),
            "{label}: image {} is not decisiond's",
            self.image
        );
        let argv = match (&self.command, &self.args) {
            (Some(command), args) => [command.clone(), args.clone().unwrap_or_default()].concat(),
            (None, Some(args)) => [image.entrypoint.clone(), args.clone()].concat(),
            (None, None) => [image.entrypoint.clone(), image.cmd.clone()].concat(),
        };
        let mut env: Env = image.env.clone();
        for from in &self.env_from {
            assert!(
                from.config_map_ref.is_none(),
                "{label}: configMapRef is not read here"
            );
            let secret = from.secret_ref.as_ref().expect("secretRef");
            env.extend(manifests.secret(&secret.name).clone());
        }
        for var in &self.env {
            let value = match (&var.value, &var.value_from) {
                (Some(value), _) => value.clone(),
                (
                    None,
                    Some(ValueFrom {
                        secret_key_ref: Some(key),
                    }),
                ) => manifests
                    .secret(&key.name)
                    .get(&key.key)
                    .unwrap_or_else(|| panic!("{label}: Secret {} has no {}", key.name, key.key))
                    .clone(),
                _ => panic!("{label}: {} has no value this test can read", var.name),
            };
            env.insert(var.name.clone(), value);
        }
        Launch {
            name: label.to_owned(),
            argv,
            env,
        }
    }

    fn probe(&self, label: &str, probe: &Option<ProbeSpec>, which: &str) -> Probe {
        let get = probe
            .as_ref()
            .and_then(|p| p.http_get.as_ref())
            .unwrap_or_else(|| panic!("{label}: no {which} httpGet"));
        let port = match &get.port {
            Value::Number(n) => n.as_u64().expect("a port") as u16,
            Value::String(name) => {
                self.ports
                    .iter()
                    .find(|p| p.name.as_deref() == Some(name))
                    .unwrap_or_else(|| panic!("{label}: {which} names port {name}, not declared"))
                    .container_port
            }
            other => panic!("{label}: {which} port {other:?}"),
        };
        Probe::Http {
            port,
            path: get.path.clone(),
        }
    }
}

fn flag(value: &Value, key: &str) -> Option<bool> {
    value.get(key).and_then(Value::as_bool)
}

/// Non-root as the image's user, no privilege escalation, read-only root.
fn check_security(label: &str, pod: &PodSpec, image: &Image) {
    let uid = image
        .user
        .as_deref()
        .expect("USER")
        .split(':')
        .next()
        .unwrap();
    assert_eq!(
        flag(&pod.security_context, "runAsNonRoot"),
        Some(true),
        "{label}: runAsNonRoot"
    );
    let run_as = pod
        .security_context
        .get("runAsUser")
        .and_then(Value::as_u64);
    assert_eq!(
        run_as.map(|u| u.to_string()).as_deref(),
        Some(uid),
        "{label}: runAsUser is the image's USER"
    );
    for container in pod.init_containers.iter().chain(&pod.containers) {
        let context = &container.security_context;
        let name = &container.name;
        assert_eq!(
            flag(context, "readOnlyRootFilesystem"),
            Some(true),
            "{label} {name}"
        );
        assert_eq!(
            flag(context, "allowPrivilegeEscalation"),
            Some(false),
            "{label} {name}"
        );
    }
}

fn selects(selector: &Selector, labels: &BTreeMap<String, String>) -> bool {
    !selector.match_labels.is_empty()
        && selector
            .match_labels
            .iter()
            .all(|(k, v)| labels.get(k) == Some(v))
}

/// Every Deployment's pod: init containers exit 0, containers become
/// ready and live by their own probes; each Deployment has a
/// PodDisruptionBudget; the Service reaches the API, which answers MCP on
/// the hosts it lists; with the database gone, readiness fails and
/// liveness holds.
#[tokio::test]
async fn kubernetes_pods_migrate_then_become_ready_and_stay_live_without_the_database() {
    let manifests = Manifests::load();
    let image = Image::load();
    let nats = NatsServer::start("deploy_k8s");
    let database = fresh_pg_database("deploy_k8s").await;
    let site = Site {
        database_url: database.url.clone(),
        nats_port: Some(nats.port),
        auth_secret: TEST_SECRET.into(),
    };
    let deployments = manifests.deployments();
    assert!(!deployments.is_empty(), "no Deployment in deploy/k8s");
    let mut pods: Vec<(Running, Probe, Probe)> = Vec::new();
    let mut migrated = false;
    for (name, spec) in &deployments {
        let pod = &spec.template.spec;
        let labels = &spec.template.metadata.labels;
        assert!(
            selects(&spec.selector, labels),
            "Deployment {name}: selector"
        );
        check_security(&format!("Deployment {name}"), pod, &image);
        let budgets = manifests.of_kind("PodDisruptionBudget").filter(|b| {
            let selector: Selector =
                serde_yaml_ng::from_value(b.spec["selector"].clone()).expect("a selector");
            selects(&selector, labels)
        });
        assert_eq!(
            budgets.count(),
            1,
            "Deployment {name}: one PodDisruptionBudget"
        );
        for init in &pod.init_containers {
            let label = format!("Deployment {name}, init container {}", init.name);
            site.run_to_completion(&init.launch(&label, &image, &manifests));
            migrated |= init.args.as_deref() == Some(&["migrate".to_owned()][..]);
        }
        for container in &pod.containers {
            let label = format!("Deployment {name}, container {}", container.name);
            let mut running = site.start(&container.launch(&label, &image, &manifests));
            let ready = container.probe(&label, &container.readiness_probe, "readinessProbe");
            let live = container.probe(&label, &container.liveness_probe, "livenessProbe");
            running.wait_ready(&ready).await;
            running.wait_ready(&live).await;
            running.wait_nats_connected_if_configured().await;
            if labels.get("role").map(String::as_str) == Some("api") {
                running.check_mcp_hosts().await;
            }
            pods.push((running, ready, live));
        }
    }
    assert!(migrated, "an init container runs `migrate`");
    for service in manifests.of_kind("Service") {
        let selector: BTreeMap<String, String> =
            serde_yaml_ng::from_value(service.spec["selector"].clone()).expect("a selector");
        let target = deployments.iter().find(|(_, spec)| {
            selects(
                &Selector {
                    match_labels: selector.clone(),
                },
                &spec.template.metadata.labels,
            )
        });
        assert!(
            target.is_some(),
            "Service {} selects no Deployment",
            service.metadata.name
        );
    }
    // A database outage: out of rotation, but not restarted.
    let admin = std::env::var(ADMIN_URL_ENV).unwrap_or_else(|_| DEFAULT_ADMIN_URL.into());
    drop_pg_database(&admin, &database).await;
    let http = reqwest::Client::new();
    for (running, ready, live) in &pods {
        let (Probe::Http { path: ready, .. }, Probe::Http { path: live, .. }) = (ready, live)
        else {
            unreachable!("httpGet probes")
        };
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let status = http
                .get(running.url(ready))
                .send()
                .await
                .expect("readiness")
                .status();
            if status == 503 {
                break;
            }
            assert!(
                Instant::now() < deadline,
                "{ready} still {status} without the database"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let status = http
            .get(running.url(live))
            .send()
            .await
            .expect("liveness")
            .status();
        assert_eq!(
            status, 200,
            "{live} without the database: the pod would be restarted"
        );
    }
}
