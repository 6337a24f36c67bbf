//! The documentation book (`docs/`, mdBook): SUMMARY.md lists every page
//! of the folder, so the built book has no page a link leads to but no
//! chapter shows (the test command builds it: `mdbook build docs`).

#[test]
fn the_book_lists_every_page_of_docs() {
    let root = super::repo();
    let summary = super::read(&root.join("docs/SUMMARY.md"));
    let paths = super::docs::repository_paths();
    let missing: Vec<&String> = paths
        .iter()
        .filter(|p| p.starts_with("docs/") && p.ends_with(".md") && *p != "docs/SUMMARY.md")
        .filter(|p| !summary.contains(&format!("]({})", &p["docs/".len()..])))
        .collect();
    assert!(
        paths
            .iter()
            .filter(|p| p.starts_with("docs/") && p.ends_with(".md"))
            .count()
            > 20,
        "the book has too few pages"
    );
    assert!(
        missing.is_empty(),
        "pages SUMMARY.md does not list: {missing:?}"
    );
}

#[test]
fn the_readme_is_a_front_door() {
    let lines = super::read(&super::repo().join("README.md"))
        .lines()
        .count();
    assert!(
        lines <= 300,
        "README.md has {lines} lines: move the reference into docs/"
    );
}
