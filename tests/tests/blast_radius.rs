//! The blast radius (issue 15), in a test binary of its own so that no
//! other test shares the machine while it measures latencies.

/// Well-behaved tenants under steady load, alone and then beside a hostile
/// tenant sending every class of bad input at above its rate limit (see
/// `decision_e2e::blast`). The long form runs by script:
/// `cargo run -p decision-e2e --bin blast -- --seconds 300`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hostile_tenant_leaves_every_other_tenant_untouched() {
    let report = decision_e2e::blast::run(&decision_e2e::blast::BlastConfig::short()).await;
    println!("{:#}", report.figures);
    assert!(
        report.problems.is_empty(),
        "{:#?}\n{:#}",
        report.problems,
        report.figures
    );
}
