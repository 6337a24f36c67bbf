//! Migrations are expand-only (migrations/README.md): while instances of
//! the old and the new release run side by side, the old one still reads
//! and writes every table and column it knows. So a migration that drops
//! or renames a table or column an earlier migration created fails here,
//! unless it is marked as a contract step (`-- contract: <release note>`),
//! shipped in a release after every instance stopped using the name.

use super::{read, repo};
use std::collections::{BTreeMap, BTreeSet};

/// The marker a contract step carries, followed by its release note.
const CONTRACT_MARKER: &str = "-- contract:";

/// Tables and their columns, as the migrations so far leave them.
#[derive(Debug, Default)]
struct Schema {
    tables: BTreeMap<String, BTreeSet<String>>,
}

/// A change an instance of the previous release would break on.
#[derive(Debug, PartialEq)]
enum Contraction {
    DropTable(String),
    RenameTable(String),
    DropColumn(String, String),
    RenameColumn(String, String),
}

/// The statements of `sql`, comments removed, as lower-case tokens with
/// quotes stripped and `(`, `)`, `,` as tokens of their own.
fn statements(sql: &str) -> Vec<Vec<String>> {
    let code: String = sql
        .lines()
        .map(|line| line.split("--").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    code.split(';')
        .map(tokens)
        .filter(|tokens| !tokens.is_empty())
        .collect()
}

fn tokens(statement: &str) -> Vec<String> {
    let mut spaced = String::new();
    for c in statement.chars() {
        match c {
            '(' | ')' | ',' => {
                spaced.push(' ');
                spaced.push(c);
                spaced.push(' ');
            }
            '"' | '`' => {}
            c => spaced.extend(c.to_lowercase()),
        }
    }
    spaced.split_whitespace().map(str::to_owned).collect()
}

/// Drops the leading `words` from `tokens` if they are there.
fn skip<'a>(tokens: &'a [String], words: &[&str]) -> &'a [String] {
    let present = tokens.len() >= words.len() && tokens.iter().zip(words).all(|(t, w)| t == w);
    if present {
        &tokens[words.len()..]
    } else {
        tokens
    }
}

/// `ALTER TABLE t <action>, <action>`: the actions, split at top-level
/// commas.
fn actions(tokens: &[String]) -> Vec<&[String]> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, token) in tokens.iter().enumerate() {
        match token.as_str() {
            "(" => depth += 1,
            ")" => depth -= 1,
            "," if depth == 0 => {
                out.push(&tokens[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&tokens[start..]);
    out
}

/// The columns of a `CREATE TABLE t ( … )` body: each top-level item's
/// first word, constraints left out.
fn columns(body: &[String]) -> BTreeSet<String> {
    let inner = &body[1..body.len().saturating_sub(1)];
    actions(inner)
        .into_iter()
        .filter_map(|item| item.first())
        .filter(|word| {
            ![
                "constraint",
                "primary",
                "unique",
                "check",
                "foreign",
                "exclude",
            ]
            .contains(&word.as_str())
        })
        .cloned()
        .collect()
}

impl Schema {
    fn has_column(&self, table: &str, column: &str) -> bool {
        self.tables.get(table).is_some_and(|c| c.contains(column))
    }

    /// What `sql` drops or renames of this schema.
    fn contractions(&self, sql: &str) -> Vec<Contraction> {
        let mut found = Vec::new();
        for statement in statements(sql) {
            if let Some(rest) = statement.strip_prefix(&["drop".into(), "table".into()]) {
                let names = skip(rest, &["if", "exists"]);
                for name in names.iter().filter(|n| self.tables.contains_key(*n)) {
                    found.push(Contraction::DropTable(name.clone()));
                }
            } else if let Some(rest) = statement.strip_prefix(&["alter".into(), "table".into()]) {
                let rest = skip(skip(rest, &["if", "exists"]), &["only"]);
                let Some((table, rest)) = rest.split_first() else {
                    continue;
                };
                if !self.tables.contains_key(table) {
                    continue;
                }
                for action in actions(rest) {
                    found.extend(self.contraction(table, action));
                }
            }
        }
        found
    }

    fn contraction(&self, table: &str, action: &[String]) -> Option<Contraction> {
        let words: Vec<&str> = action.iter().map(String::as_str).collect();
        match words.as_slice() {
            ["rename", "to", ..] => Some(Contraction::RenameTable(table.into())),
            ["drop", "constraint", ..] | ["rename", "constraint", ..] => None,
            ["drop", rest @ ..] | ["rename", rest @ ..] => {
                let rest = match rest {
                    ["column", rest @ ..] => rest,
                    rest => rest,
                };
                let rest = match rest {
                    ["if", "exists", rest @ ..] => rest,
                    rest => rest,
                };
                let column = rest.first()?;
                if !self.has_column(table, column) {
                    return None;
                }
                Some(match words[0] {
                    "drop" => Contraction::DropColumn(table.into(), column.to_string()),
                    _ => Contraction::RenameColumn(table.into(), column.to_string()),
                })
            }
            _ => None,
        }
    }

    /// Learns the tables and columns `sql` creates (and forgets what it
    /// drops, for the next migration).
    fn apply(&mut self, sql: &str) {
        for statement in statements(sql) {
            if let Some(rest) = statement.strip_prefix(&["create".into(), "table".into()]) {
                let rest = skip(rest, &["if", "not", "exists"]);
                if let Some((table, body)) = rest.split_first() {
                    let entry = self.tables.entry(table.clone()).or_default();
                    entry.extend(columns(body));
                }
            } else if let Some(rest) = statement.strip_prefix(&["alter".into(), "table".into()]) {
                let rest = skip(skip(rest, &["if", "exists"]), &["only"]);
                let Some((table, rest)) = rest.split_first() else {
                    continue;
                };
                for action in actions(rest) {
                    let action = skip(skip(action, &["add"]), &["column"]);
                    let action = skip(action, &["if", "not", "exists"]);
                    if let (Some(column), Some(columns)) =
                        (action.first(), self.tables.get_mut(table))
                    {
                        columns.insert(column.clone());
                    }
                }
            }
        }
    }
}

/// The release note after the marker, if the migration carries one.
fn contract_note(sql: &str) -> Option<&str> {
    sql.lines()
        .find_map(|line| line.trim().strip_prefix(CONTRACT_MARKER))
        .map(str::trim)
        .filter(|note| !note.is_empty())
}

/// Each migration's unmarked contractions against what the earlier ones
/// created, in order.
fn unmarked_contractions(migrations: &[(String, String)]) -> Vec<(String, Vec<Contraction>)> {
    let mut schema = Schema::default();
    let mut out = Vec::new();
    for (name, sql) in migrations {
        let found = schema.contractions(sql);
        if !found.is_empty() && contract_note(sql).is_none() {
            out.push((name.clone(), found));
        }
        schema.apply(sql);
    }
    out
}

fn migrations(dialect: &str) -> Vec<(String, String)> {
    let dir = repo().join("migrations").join(dialect);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the migrations directory")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "sql"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no migrations in {}", dir.display());
    files
        .iter()
        .map(|p| {
            (
                format!(
                    "migrations/{dialect}/{}",
                    p.file_name().unwrap().to_string_lossy()
                ),
                read(p),
            )
        })
        .collect()
}

#[test]
fn migrations_only_expand_unless_marked_as_a_contract_step() {
    for dialect in ["postgres", "sqlite"] {
        let found = unmarked_contractions(&migrations(dialect));
        assert!(
            found.is_empty(),
            "migrations drop or rename what the running release still uses: {found:?}\n\
             Expand only (add, then backfill); drop or rename in a later release, once no \
             instance uses the old name, with `{CONTRACT_MARKER} <release note>` in the file \
             (migrations/README.md)."
        );
    }
}

#[test]
fn the_detector_catches_drops_and_renames_of_earlier_tables_and_columns() {
    let base = "CREATE TABLE IF NOT EXISTS events (\n  position bigint PRIMARY KEY,\n  \
                payload jsonb NOT NULL,\n  CONSTRAINT events_key UNIQUE (payload)\n);\n\
                CREATE TABLE \"keys\" (k text);\nALTER TABLE keys ADD COLUMN fingerprint text;";
    let check = |sql: &str| {
        let migrations = [
            ("1".to_owned(), base.to_owned()),
            ("2".to_owned(), sql.to_owned()),
        ];
        unmarked_contractions(&migrations)
            .into_iter()
            .flat_map(|(_, found)| found)
            .collect::<Vec<_>>()
    };
    use Contraction::*;
    assert_eq!(
        check("ALTER TABLE events DROP COLUMN payload;"),
        [DropColumn("events".into(), "payload".into())]
    );
    assert_eq!(
        check("alter table \"events\" drop payload"),
        [DropColumn("events".into(), "payload".into())]
    );
    assert_eq!(
        check("ALTER TABLE keys DROP COLUMN IF EXISTS fingerprint;"),
        [DropColumn("keys".into(), "fingerprint".into())]
    );
    assert_eq!(
        check("ALTER TABLE events RENAME COLUMN payload TO body;"),
        [RenameColumn("events".into(), "payload".into())]
    );
    assert_eq!(
        check("ALTER TABLE events RENAME TO events_v2;"),
        [RenameTable("events".into())]
    );
    assert_eq!(
        check("DROP TABLE IF EXISTS keys;"),
        [DropTable("keys".into())]
    );
    assert_eq!(
        check("ALTER TABLE events ADD COLUMN x text, DROP COLUMN position;"),
        [DropColumn("events".into(), "position".into())]
    );
    // Expanding, constraints, and what this migration itself created pass.
    assert!(
        check(
            "ALTER TABLE events ADD COLUMN x text; ALTER TABLE events DROP CONSTRAINT events_key;"
        )
        .is_empty()
    );
    assert!(check("CREATE TABLE scratch (a int); DROP TABLE scratch;").is_empty());
    assert!(
        check("-- we drop table events one day\nCREATE INDEX i ON events (payload);").is_empty()
    );
    // A contract step with its release note passes; a bare marker does not.
    assert!(check("-- contract: 2.0 drops events.payload (unused since 1.4)\nALTER TABLE events DROP COLUMN payload;").is_empty());
    assert_eq!(
        check("-- contract:\nDROP TABLE keys;"),
        [DropTable("keys".into())]
    );
}
