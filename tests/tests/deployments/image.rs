//! `deploy/Dockerfile`: the final stage's ENTRYPOINT, CMD, ENV, USER,
//! WORKDIR and HEALTHCHECK, as the container runtime combines them.

use super::launch::{Env, Launch, Probe, Site};
use decision_e2e::server::TEST_SECRET;

/// What a container of the image starts with.
#[derive(Debug, Default)]
pub struct Image {
    pub entrypoint: Vec<String>,
    pub cmd: Vec<String>,
    pub env: Env,
    pub user: Option<String>,
    pub workdir: Option<String>,
    /// HEALTHCHECK's CMD (exec form).
    pub healthcheck: Option<Vec<String>>,
}

impl Image {
    pub fn load() -> Image {
        Image::parse(&super::read(&super::deploy_dir().join("Dockerfile")))
    }

    /// The final stage of a Dockerfile (each FROM starts over).
    pub fn parse(text: &str) -> Image {
        let mut image = Image::default();
        for line in instructions(text) {
            let (instruction, rest) = line.split_once(char::is_whitespace).unwrap_or((&line, ""));
            let rest = rest.trim();
            match instruction.to_ascii_uppercase().as_str() {
                "FROM" => image = Image::default(),
                "ENTRYPOINT" => image.entrypoint = exec_form(&line, rest),
                "CMD" => image.cmd = exec_form(&line, rest),
                "ENV" => image.env.extend(env_pairs(rest)),
                "USER" => image.user = Some(rest.to_owned()),
                "WORKDIR" => image.workdir = Some(rest.to_owned()),
                "HEALTHCHECK" => image.healthcheck = healthcheck(&line, rest),
                _ => {}
            }
        }
        image
    }

    /// A container's process: `command` replaces CMD (compose's `command`,
    /// Kubernetes' `args`); the environment is the image's, then `env`.
    pub fn launch(&self, name: &str, command: Option<&[String]>, env: &Env) -> Launch {
        let mut argv = self.entrypoint.clone();
        argv.extend(command.unwrap_or(&self.cmd).iter().cloned());
        assert!(!argv.is_empty(), "{name}: no command (ENTRYPOINT/CMD)");
        let mut all = self.env.clone();
        all.extend(env.clone());
        Launch {
            name: name.to_owned(),
            argv,
            env: all,
        }
    }
}

/// Instructions with continuation lines joined; comments and blanks gone.
fn instructions(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with('#') || (trimmed.is_empty() && current.is_empty()) {
            continue;
        }
        match trimmed.strip_suffix('\\') {
            Some(part) => {
                current.push_str(part);
                current.push(' ');
            }
            None => {
                current.push_str(trimmed);
                out.push(std::mem::take(&mut current).trim().to_owned());
            }
        }
    }
    out
}

/// `["a", "b"]`: the shell form would run under /bin/sh and break
/// signal handling, so it is refused.
fn exec_form(line: &str, rest: &str) -> Vec<String> {
    serde_json::from_str(rest)
        .unwrap_or_else(|e| panic!("Dockerfile: `{line}` is not the exec form [\"…\"]: {e}"))
}

/// `ENV A=1 B="two words"` (and the legacy `ENV A value`).
fn env_pairs(rest: &str) -> Vec<(String, String)> {
    let words = shell_words(rest);
    if !words[0].contains('=') {
        return vec![(words[0].clone(), words[1..].join(" "))];
    }
    words
        .iter()
        .map(|word| {
            let (name, value) = word.split_once('=').expect("NAME=value");
            (name.to_owned(), value.to_owned())
        })
        .collect()
}

/// Whitespace-separated words; double or single quotes group and go.
pub fn shell_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quote = None;
    let mut in_word = false;
    for c in text.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(word);
    }
    words
}

/// `HEALTHCHECK [--option=value …] CMD ["…"]`, or `NONE`.
fn healthcheck(line: &str, rest: &str) -> Option<Vec<String>> {
    let mut rest = rest;
    while let Some(option) = rest.strip_prefix("--") {
        let end = option.find(char::is_whitespace).unwrap_or(option.len());
        rest = option[end..].trim_start();
    }
    if rest.eq_ignore_ascii_case("NONE") {
        return None;
    }
    let command = rest
        .strip_prefix("CMD")
        .unwrap_or_else(|| panic!("Dockerfile: `{line}`: expected CMD or NONE"));
    Some(exec_form(line, command.trim()))
}

#[test]
fn the_parser_reads_the_final_stage() {
    let image = Image::parse(
        "FROM a AS build\nENV X=1\nCMD [\"build\"]\nFROM b\n# comment\n\
         ENV A=1 \\\n    B=\"two words\"\nENV C three\n\
         HEALTHCHECK --interval=5s \\\n  CMD [\"decisiond\", \"healthcheck\"]\n\
         ENTRYPOINT [\"decisiond\"]\n",
    );
    assert_eq!(image.entrypoint, ["decisiond"]);
    assert!(image.cmd.is_empty());
    assert_eq!(
        image.env.into_iter().collect::<Vec<_>>(),
        [
            ("A".into(), "1".into()),
            ("B".into(), "two words".into()),
            ("C".into(), "three".into())
        ]
    );
    assert_eq!(
        image.healthcheck.unwrap(),
        ["decisiond".to_owned(), "healthcheck".to_owned()]
    );
}

/// `docker run decision-ledger/decisiond` alone: the embedded store in the
/// working directory, reachable from outside the container, healthy by
/// the image's own HEALTHCHECK.
#[tokio::test]
async fn the_image_serves_on_its_own_and_reports_healthy() {
    let image = Image::load();
    // The subcommand is CMD, so compose's `command` and Kubernetes' `args`
    // replace it instead of appending a second `serve`.
    assert_eq!(image.entrypoint, ["decisiond"], "ENTRYPOINT");
    assert_eq!(image.cmd, ["serve"], "CMD");
    let user = image.user.as_deref().expect("a USER");
    let uid = user.split(':').next().unwrap_or_default();
    assert!(
        uid.parse::<u32>().is_ok_and(|uid| uid != 0),
        "USER {user}: numeric and not root (Kubernetes' runAsNonRoot verifies a number)"
    );
    assert!(image.workdir.is_some(), "a WORKDIR the user owns (./data)");
    assert!(
        image.env["DECISIOND_LISTEN"].starts_with("0.0.0.0:"),
        "the container listens beyond its loopback: {}",
        image.env["DECISIOND_LISTEN"]
    );
    let healthcheck = image.healthcheck.clone().expect("a HEALTHCHECK");
    let site = Site {
        database_url: String::new(),
        nats_port: None,
        auth_secret: TEST_SECRET.into(),
    };
    let mut running = site.start(&image.launch("Dockerfile", None, &Env::new()));
    let probe = Probe::Command(healthcheck);
    running.wait_ready(&probe).await;
    assert!(
        running.dir.join("data").is_dir(),
        "the embedded store is in the working directory"
    );
    // And it reports a dead process as unhealthy.
    running.kill();
    let http = reqwest::Client::new();
    let dead = running.probe_once(&http, &probe).await;
    assert!(dead.is_err(), "the HEALTHCHECK passes with no process");
}
