//! Every test file of this folder, linked into one test binary (`cargo test --test auth`);
//! one binary links far faster than one per file. A new file needs its `mod` line
//! here: `repo_files::test_binaries` fails on a file left out.

mod verify;
