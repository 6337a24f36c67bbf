//! Every environment variable a deployment file sets is one decisiond
//! reads: an option's own (`[env: NAME]` in `decisiond <command> --help`,
//! every command walked) or one of `decisiond::environment::
//! OTHER_VARIABLES`. A misspelt or removed setting would otherwise be
//! ignored without a word.

use super::compose::{Compose, operator_variables};
use super::image::Image;
use std::collections::BTreeSet;
use std::process::Command;

fn help(path: &[String]) -> String {
    let output = Command::new(decision_e2e::server::binary())
        .args(path)
        .arg("--help")
        .env_clear()
        .output()
        .expect("decisiond --help");
    assert!(
        output.status.success(),
        "decisiond {} --help",
        path.join(" ")
    );
    String::from_utf8(output.stdout).expect("UTF-8 help")
}

/// The subcommands a help text lists under `Commands:`.
fn subcommands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|line| line.trim() != "Commands:")
        .skip(1)
        .take_while(|line| !line.trim().is_empty())
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_owned)
        .collect()
}

/// The names in `[env: NAME=…]` / `[env: NAME]`.
fn env_names(help: &str) -> Vec<String> {
    help.split("[env: ")
        .skip(1)
        .map(|rest| {
            rest.split(['=', ']'])
                .next()
                .expect("a name")
                .trim()
                .to_owned()
        })
        .collect()
}

/// Every option variable of every command.
fn clap_variables() -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut pending = vec![Vec::<String>::new()];
    while let Some(path) = pending.pop() {
        let text = help(&path);
        names.extend(env_names(&text));
        for command in subcommands(&text) {
            pending.push([path.clone(), vec![command]].concat());
        }
    }
    names
}

/// (where, name) for every variable the deployment files set for
/// decisiond.
fn set_by_files() -> Vec<(String, String)> {
    let mut set: Vec<(String, String)> = Image::load()
        .env
        .into_keys()
        .map(|name| ("deploy/Dockerfile".to_owned(), name))
        .collect();
    let compose = Compose::load(&operator_variables());
    for (service, definition) in compose.decisiond_services() {
        let env = definition.environment(service);
        set.extend(
            env.into_keys()
                .map(|n| (format!("compose.yaml: {service}"), n)),
        );
    }
    set.extend(super::kubernetes::env_names());
    for unit in super::systemd::units() {
        let env = unit.environment();
        set.extend(
            env.into_keys()
                .map(|n| (format!("systemd/{}", unit.name), n)),
        );
    }
    set
}

#[test]
fn deployment_files_set_only_variables_decisiond_reads() {
    let options = clap_variables();
    // The walk found the options of serve and migrate, and healthcheck's.
    for name in [
        "DECISIOND_LISTEN",
        "DATABASE_URL",
        "NATS_URL",
        "DECISIOND_ROLES",
    ] {
        assert!(options.contains(name), "{name} not in --help: {options:?}");
    }
    let read =
        |name: &str| options.contains(name) || decisiond::environment::is_other_variable(name);
    assert!(
        !read("DECISIOND_LISTEN_ADDRESS"),
        "an unknown name is caught"
    );
    let unknown: Vec<String> = set_by_files()
        .into_iter()
        .filter(|(_, name)| !read(name))
        .map(|(place, name)| format!("{place}: {name}"))
        .collect();
    assert!(
        unknown.is_empty(),
        "deployment files set variables decisiond never reads (a typo? a removed \
         option? if decisiond reads it outside clap, list it in \
         decisiond::environment::OTHER_VARIABLES):\n  {}",
        unknown.join("\n  ")
    );
}

#[test]
fn help_parsing_finds_commands_and_variables() {
    let text = "Usage\n\nCommands:\n  serve  Run\n  help   Print\n\nOptions:\n      \
                --listen <LISTEN>  Address [env: DECISIOND_LISTEN=] [default: x]\n      \
                --secret <S>  [env: DECISIOND_AUTH_SECRET]\n";
    assert_eq!(subcommands(text), ["serve"]);
    assert_eq!(
        env_names(text),
        ["DECISIOND_LISTEN", "DECISIOND_AUTH_SECRET"]
    );
}
