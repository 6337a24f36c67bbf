//! Every test file of this folder, linked into one test binary (`cargo test --test catalog`);
//! one binary links far faster than one per file. A new file needs its `mod` line
//! here: `repo_files::test_binaries` fails on a file left out.

mod boundary;
mod catalog_shape;
mod declared_events;
mod even_swap_boundary;
mod find_tools;
mod results_match_their_schemas;
mod support;
mod valid_calls;
mod wire_formats;
