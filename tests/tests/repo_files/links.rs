//! Every link in the documentation leads somewhere: a relative link names
//! a file of the repository, and an anchor (`file.md#section`, `#section`)
//! a heading of that file, as GitHub and mdBook make its id. Links to the
//! web are not followed (the suite runs offline).

use std::collections::BTreeSet;
use std::path::Path;

/// The inline links (`[text](target)`) of `text` outside code: fenced
/// blocks and `inline code` are skipped.
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let mut in_code = false;
        let bytes: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                '`' => in_code = !in_code,
                ']' if !in_code && bytes.get(i + 1) == Some(&'(') => {
                    let rest: String = bytes[i + 2..].iter().collect();
                    if let Some(end) = rest.find(')') {
                        let target = rest[..end].split_whitespace().next().unwrap_or_default();
                        out.push(target.to_owned());
                        i += end + 2;
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }
    out
}

/// A heading's id, as GitHub (and mdBook) make it: lower case, spaces to
/// `-`, punctuation but `-` and `_` dropped.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The ids of every heading of a markdown text (outside code blocks).
fn anchors(text: &str) -> BTreeSet<String> {
    let mut fenced = false;
    let mut out = BTreeSet::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced && let Some(heading) = line.strip_prefix('#') {
            out.insert(slug(
                heading.trim_start_matches('#').replace('`', "").as_str(),
            ));
        }
    }
    out
}

/// What is wrong with `link` in the document `from`, if anything.
fn broken(root: &Path, from: &str, link: &str) -> Option<String> {
    if link.contains("://") || link.starts_with("mailto:") || link.is_empty() {
        return None;
    }
    let (path, anchor) = link.split_once('#').unwrap_or((link, ""));
    let base = Path::new(from).parent().unwrap_or(Path::new(""));
    let target = if path.is_empty() {
        root.join(from)
    } else {
        root.join(base).join(path)
    };
    if !target.exists() {
        return Some(format!("{from}: {link} (no such file)"));
    }
    if !anchor.is_empty() && target.extension().is_some_and(|e| e == "md") {
        let text = super::read(&target);
        if !anchors(&text).contains(anchor) {
            return Some(format!("{from}: {link} (no such heading)"));
        }
    }
    None
}

#[test]
fn every_link_in_the_documentation_leads_somewhere() {
    let root = super::repo();
    let paths = super::docs::repository_paths();
    let mut checked = 0;
    let mut found = Vec::new();
    for document in super::docs::documents(&paths) {
        let text = super::read(&root.join(&document));
        for link in links(&text) {
            checked += 1;
            found.extend(broken(&root, &document, &link));
        }
    }
    assert!(checked > 50, "only {checked} links found");
    assert!(found.is_empty(), "broken links:\n{}", found.join("\n"));
}

#[test]
fn links_and_anchors_are_read_as_github_reads_them() {
    let text = "See [a](b.md#c-d) and `[x](y)`.\n```\n[no](z)\n```\n[web](https://e.org \"t\")";
    assert_eq!(links(text), ["b.md#c-d", "https://e.org"]);
    assert_eq!(slug(" The person's side"), "the-persons-side");
    assert_eq!(slug("Agents over MCP and NATS"), "agents-over-mcp-and-nats");
    assert!(anchors("# Top\n```\n# not\n```\n## `x` y").contains("x-y"));
}
