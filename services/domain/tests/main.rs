//! Every test file of this folder, linked into one test binary (`cargo test --test domain`);
//! one binary links far faster than one per file. A new file needs its `mod` line
//! here: `repo_files::test_binaries` fails on a file left out.

mod alternatives;
mod analysis;
mod career_move;
mod confirmation_gate;
mod confirmations;
mod consequences;
mod cycle;
mod decision_quality;
mod document_summary;
mod document_updated;
mod even_swaps;
mod issue_raising;
mod limits;
mod measured;
mod module_graph;
mod notes_and_documents;
mod objectives;
mod problem_frame;
mod progress;
mod pugh;
mod raters;
mod read_tools;
mod recommendation;
mod revisits;
mod section_models;
mod support;
mod support_checks;
mod tradeoffs;
mod uncertainties;
mod upcasting;
mod weights;
