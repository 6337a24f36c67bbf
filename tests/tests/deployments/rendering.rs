//! `deploy/k8s` is a kustomize base and its overlays, rendered with the
//! kustomize built into kubectl (Debian's kubernetes-client, or any
//! kubectl). Each rendering validates against the Kubernetes schemas,
//! offline and strict (unknown fields refused), with kubernetes-validate
//! (PyPI; the test command installs it and sets `DECISION_K8S_VALIDATE`),
//! and carries what operators expect of every Deployment: the image pinned
//! to this release's version, requests and limits, Prometheus scrape
//! annotations naming a port the pod serves, one PodDisruptionBudget and
//! one NetworkPolicy that admits the pod's port only and lets out only
//! DNS, the database's and NATS' ports (read from the Secret) and OTLP.

use super::kubernetes::{Manifests, Selector, selects};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The Kubernetes versions the renderings must be valid for: the oldest
/// still served by the big providers, and the newest.
const KUBERNETES_VERSIONS: [&str; 2] = ["1.30.0", "1.37.0"];
const VALIDATE_ENV: &str = "DECISION_K8S_VALIDATE";

pub fn base() -> PathBuf {
    super::deploy_dir().join("k8s/base")
}

/// The base and every overlay.
pub fn kustomizations() -> Vec<PathBuf> {
    let mut dirs = vec![base()];
    let overlays = super::deploy_dir().join("k8s/overlays");
    let mut found: Vec<PathBuf> = std::fs::read_dir(&overlays)
        .unwrap_or_else(|e| panic!("{}: {e}", overlays.display()))
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.join("kustomization.yaml").is_file())
        .collect();
    found.sort();
    assert!(!found.is_empty(), "no overlay in deploy/k8s/overlays");
    dirs.extend(found);
    dirs
}

/// `kubectl kustomize DIR`: what `kubectl apply -k DIR` applies.
pub fn render(dir: &Path) -> String {
    let output = Command::new("kubectl")
        .arg("kustomize")
        .arg(dir)
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "kubectl could not run ({e}): the Kubernetes manifests are rendered with \
                 `kubectl kustomize` (apt-get install kubernetes-client; deploy/test.sh does)"
            )
        });
    assert!(
        output.status.success(),
        "kubectl kustomize {}: {}",
        dir.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8 manifests")
}

fn validate(what: &str, rendered: &str) {
    let validator = std::env::var(VALIDATE_ENV).unwrap_or_else(|_| {
        panic!(
            "{VALIDATE_ENV} is not set: run deploy/test.sh, or pip install kubernetes-validate \
             and point {VALIDATE_ENV} at its kubernetes-validate"
        )
    });
    let dir = decision_store::testing::temp_data_dir("k8s_render");
    let file = dir.join("rendered.yaml");
    std::fs::write(&file, rendered).expect("the rendering");
    for version in KUBERNETES_VERSIONS {
        let output = Command::new(&validator)
            .args(["--strict", "--kubernetes-version", version])
            .arg(&file)
            .output()
            .unwrap_or_else(|e| panic!("{validator}: {e}"));
        let report = String::from_utf8_lossy(&output.stdout).into_owned()
            + &String::from_utf8_lossy(&output.stderr);
        assert!(
            output.status.success() && !report.contains("ERROR"),
            "{what} is not valid Kubernetes {version}:\n{report}"
        );
        assert!(report.contains("passed"), "{what}: {report}");
    }
}

/// `scheme://user:password@host:port/…` → port (default when absent).
fn url_port(url: &str, default: u16) -> u16 {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let host = rest.rsplit_once('@').map_or(rest, |(_, host)| host);
    let host = host.split(['/', '?', ',']).next().unwrap_or(host);
    host.rsplit_once(':')
        .and_then(|(_, port)| port.parse().ok())
        .unwrap_or(default)
}

/// Every rendering is valid and carries what operators expect.
#[test]
fn every_kustomization_renders_valid_manifests_with_what_operators_expect() {
    let version = super::release::workspace_version();
    for dir in kustomizations() {
        let what = dir
            .strip_prefix(super::repo_dir())
            .unwrap_or(&dir)
            .display()
            .to_string();
        let rendered = render(&dir);
        validate(&what, &rendered);
        let manifests = Manifests::parse(&what, &rendered);
        let secret = manifests.secret("decisiond");
        let mut needed_out: BTreeSet<u16> = [53, 4317, 4318].into();
        needed_out.insert(url_port(&secret["DATABASE_URL"], 5432));
        needed_out.insert(url_port(&secret["NATS_URL"], 4222));
        for (name, spec) in manifests.deployments() {
            let pod = &spec.template.spec;
            let labels = &spec.template.metadata.labels;
            let label = format!("{what}: Deployment {name}");
            let mut ports = BTreeSet::new();
            for container in pod.init_containers.iter().chain(&pod.containers) {
                let (_, tag) = container.image.rsplit_once(':').expect("an image tag");
                assert_eq!(
                    tag, version,
                    "{label}: {} is pinned to {version}",
                    container.image
                );
                ports.extend(container.ports.iter().map(|p| p.container_port));
            }
            for container in &pod.containers {
                let resources = &container.resources;
                for (kind, key) in [
                    ("requests", "cpu"),
                    ("requests", "memory"),
                    ("limits", "memory"),
                ] {
                    assert!(
                        resources.get(kind).and_then(|r| r.get(key)).is_some(),
                        "{label}: {} has no {kind}.{key}",
                        container.name
                    );
                }
            }
            let annotations = &spec.template.metadata.annotations;
            assert_eq!(
                annotations.get("prometheus.io/scrape").map(String::as_str),
                Some("true"),
                "{label}: scrape annotation"
            );
            let scrape_port: u16 = annotations["prometheus.io/port"].parse().expect("a port");
            assert!(
                ports.contains(&scrape_port),
                "{label}: scrapes a port it serves"
            );
            assert_eq!(annotations["prometheus.io/path"], "/metrics", "{label}");
            let selecting = |kind: &'static str, at: &str| {
                manifests
                    .of_kind(kind)
                    .filter(|o| {
                        let selector: Selector =
                            serde_yaml_ng::from_value(o.spec[at].clone()).expect("a selector");
                        selects(&selector, labels)
                    })
                    .collect::<Vec<_>>()
            };
            assert_eq!(
                selecting("PodDisruptionBudget", "selector").len(),
                1,
                "{label}: a PDB"
            );
            let policies = selecting("NetworkPolicy", "podSelector");
            assert_eq!(policies.len(), 1, "{label}: one NetworkPolicy");
            let policy = &policies[0].spec;
            let types: Vec<&str> = policy["policyTypes"]
                .as_sequence()
                .map(|s| s.iter().filter_map(|t| t.as_str()).collect())
                .unwrap_or_default();
            assert_eq!(
                types,
                ["Ingress", "Egress"],
                "{label}: both directions restricted"
            );
            let rule_ports = |direction: &str| -> BTreeSet<u16> {
                policy[direction]
                    .as_sequence()
                    .expect("rules")
                    .iter()
                    .flat_map(|rule| {
                        let listed = rule["ports"].as_sequence().cloned();
                        assert!(
                            listed.is_some(),
                            "{label}: a {direction} rule without ports"
                        );
                        listed.unwrap_or_default()
                    })
                    .map(|port| port["port"].as_u64().expect("a numbered port") as u16)
                    .collect()
            };
            assert_eq!(
                rule_ports("ingress"),
                ports,
                "{label}: admits exactly its ports"
            );
            let out = rule_ports("egress");
            assert!(
                needed_out.is_subset(&out),
                "{label}: egress {out:?} lacks some of {needed_out:?} (DNS, the Secret's \
                 database and NATS ports, OTLP)"
            );
        }
    }
}

#[test]
fn ports_are_read_from_urls() {
    assert_eq!(
        url_port("postgres://u:p@db:6432/x?sslmode=require", 5432),
        6432
    );
    assert_eq!(url_port("postgres://u:p@db/x", 5432), 5432);
    assert_eq!(url_port("nats://a:4223,nats://b:4223", 4222), 4223);
}
