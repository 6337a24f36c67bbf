//! Every test file of this folder, linked into one test binary (`cargo test --test store`);
//! one binary links far faster than one per file. A new file needs its `mod` line
//! here: `repo_files::test_binaries` fails on a file left out.

mod contract;
mod feed_gap_safety;
mod group_commit;
mod lease;
mod notify;
mod read_models;
mod setup;
