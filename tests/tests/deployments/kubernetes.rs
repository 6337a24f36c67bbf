//! `deploy/k8s/base`, rendered by kustomize (`rendering.rs`) as `kubectl
//! apply -k` would apply it, as the kubelet runs each Deployment's pod: init
//! containers to completion in order, then the containers, each with the
//! image's ENTRYPOINT and the container's `args` (or `command`), the
//! image's ENV under `envFrom` under `env`; ready by its readinessProbe,
//! alive by its livenessProbe. Liveness must survive losing the database.

use super::image::Image;
use super::launch::{Env, Launch, Probe, Running, Site};
use decision_e2e::nats::NatsServer;
use decision_e2e::server::TEST_SECRET;
use decision_store::testing::fresh_pg_database;
use serde::Deserialize;
use serde_yaml_ng::Value;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Object {
    pub(crate) kind: String,
    pub(crate) metadata: Metadata,
    #[serde(default)]
    pub(crate) spec: Value,
    #[serde(default)]
    pub(crate) string_data: BTreeMap<String, String>,
    pub(crate) data: Option<Value>,
}

#[derive(Debug, Default, Deserialize)]
pub(crate) struct Metadata {
    #[serde(default)]
    pub(crate) name: String,
    #[serde(default)]
    pub(crate) labels: BTreeMap<String, String>,
    #[serde(default)]
    pub(crate) annotations: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Selector {
    #[serde(default)]
    pub(crate) match_labels: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct DeploymentSpec {
    pub(crate) selector: Selector,
    pub(crate) template: PodTemplate,
}

#[derive(Debug, Deserialize)]
pub(crate) struct PodTemplate {
    pub(crate) metadata: Metadata,
    pub(crate) spec: PodSpec,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct PodSpec {
    #[serde(default)]
    pub(crate) init_containers: Vec<Container>,
    pub(crate) containers: Vec<Container>,
    #[serde(default)]
    pub(crate) security_context: Value,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Container {
    pub(crate) name: String,
    pub(crate) image: String,
    pub(crate) command: Option<Vec<String>>,
    pub(crate) args: Option<Vec<String>>,
    #[serde(default)]
    pub(crate) env: Vec<EnvVar>,
    #[serde(default)]
    pub(crate) env_from: Vec<EnvFrom>,
    #[serde(default)]
    pub(crate) ports: Vec<ContainerPort>,
    pub(crate) readiness_probe: Option<ProbeSpec>,
    pub(crate) liveness_probe: Option<ProbeSpec>,
    #[serde(default)]
    pub(crate) security_context: Value,
    #[serde(default)]
    pub(crate) resources: Value,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct EnvVar {
    pub(crate) name: String,
    pub(crate) value: Option<String>,
    pub(crate) value_from: Option<ValueFrom>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ValueFrom {
    pub(crate) secret_key_ref: Option<KeyRef>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct KeyRef {
    pub(crate) name: String,
    pub(crate) key: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct EnvFrom {
    pub(crate) secret_ref: Option<NameRef>,
    pub(crate) config_map_ref: Option<NameRef>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct NameRef {
    pub(crate) name: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ContainerPort {
    pub(crate) container_port: u16,
    pub(crate) name: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ProbeSpec {
    pub(crate) http_get: Option<HttpGet>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct HttpGet {
    pub(crate) path: String,
    pub(crate) port: Value,
}

/// Every object of every `deploy/k8s/*.yaml`.
pub(crate) struct Manifests {
    pub(crate) objects: Vec<Object>,
}

impl Manifests {
    /// The base, rendered.
    fn load() -> Manifests {
        Manifests::parse(
            "deploy/k8s/base",
            &super::rendering::render(&super::rendering::base()),
        )
    }

    /// The objects of a rendered kustomization (`what` names it).
    pub(crate) fn parse(what: &str, text: &str) -> Manifests {
        let mut objects = Vec::new();
        for document in serde_yaml_ng::Deserializer::from_str(text) {
            let mut value = Value::deserialize(document).unwrap_or_else(|e| panic!("{what}: {e}"));
            if value.is_null() {
                continue;
            }
            value.apply_merge().expect("merge keys");
            let object: Object =
                serde_yaml_ng::from_value(value).unwrap_or_else(|e| panic!("{what}: {e}"));
            objects.push(object);
        }
        Manifests { objects }
    }

    pub(crate) fn of_kind<'a>(&'a self, kind: &'a str) -> impl Iterator<Item = &'a Object> + 'a {
        self.objects.iter().filter(move |o| o.kind == kind)
    }

    pub(crate) fn secret(&self, name: &str) -> &BTreeMap<String, String> {
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

    pub(crate) fn deployments(&self) -> Vec<(&str, DeploymentSpec)> {
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

/// What deploy/k8s sets (the base and every overlay, rendered), for the
/// variables check.
pub fn env_names() -> Vec<(String, String)> {
    super::rendering::kustomizations()
        .iter()
        .flat_map(|dir| {
            let what = dir.display().to_string();
            Manifests::parse(&what, &super::rendering::render(dir)).env_names()
        })
        .collect()
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

pub(crate) fn selects(selector: &Selector, labels: &BTreeMap<String, String>) -> bool {
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
            // The scrape the pod's annotations describe answers.
            let annotations = &spec.template.metadata.annotations;
            let scrape = Probe::Http {
                port: annotations["prometheus.io/port"].parse().expect("a port"),
                path: annotations["prometheus.io/path"].clone(),
            };
            running.wait_ready(&scrape).await;
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
    drop(database);
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
