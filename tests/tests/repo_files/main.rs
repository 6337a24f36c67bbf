//! What the repository's files claim, checked: the deployment files ship
//! no working secret (`secrets`), and the documentation names only files
//! that exist and indexes every decision record (`docs`), and every link
//! in it leads to a file and heading that exist (`links`), and the tools
//! page is what the catalog generates (`tools_doc`), and migrations only
//! expand unless marked as a contract step (`migrations`), and server.json
//! is a valid and true MCP registry entry (`server_json`), every test file
//! runs in some test binary (`test_binaries`), everything shipped has
//! the workspace's version (`versions`), and no door of `decisiond`
//! imports another (`doors`).

mod book;
mod docs;
mod doors;
mod links;
mod migrations;
mod secrets;
mod server_json;
mod test_binaries;
mod tools_doc;
mod versions;

use std::path::{Path, PathBuf};

/// The repository's root.
fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .expect("the repository's root")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}
