//! `decisiond token` end to end: the printed token verifies against the dev
//! secret it created in the data directory.

use decision_auth::{Scope, Verifier, dev_secret};
use std::process::Command;

#[test]
fn token_subcommand_mints_a_verifiable_token() {
    let dir = decision_store::testing::temp_data_dir("token_cli");
    let output = Command::new(env!("CARGO_BIN_EXE_decisiond"))
        .args(["token", "--subject", "alice", "--ttl", "5m", "--data-dir"])
        .arg(&dir)
        .env_remove("DECISIOND_AUTH_SECRET")
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let token = String::from_utf8(output.stdout).unwrap();

    let principal = Verifier::hs256(&dev_secret(&dir).unwrap())
        .verify(token.trim())
        .unwrap();
    assert_eq!(principal.subject, "alice");
    for scope in [Scope::CyclesRead, Scope::CyclesWrite, Scope::EventsRead] {
        assert!(principal.require(scope).is_ok());
    }
    assert!(principal.require(Scope::Admin).is_err());
}
