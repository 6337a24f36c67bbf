//! Text is data: the one rule every string that can reach an event is held
//! to, at the edge, whichever door it came through.
//!
//! Control characters (Unicode category Cc: C0, DEL, C1) are refused,
//! except newline and tab. They have no place in a decision's words,
//! Postgres `jsonb` cannot store NUL, and a terminal or log reader would
//! interpret the rest. Everything else (markup, emoji, right-to-left
//! marks) is kept as it is and rendered as text.

use decision_domain::Rejection;
use serde_json::Value;

/// `Ok` when `value` holds no control character but newline and tab;
/// otherwise a rejection naming `field`, the character and where it is.
pub fn check_text(field: &str, value: &str) -> Result<(), Rejection> {
    match first_control(value) {
        None => Ok(()),
        Some((at, c)) => Err(Rejection::validation(
            field,
            format!(
                "`{field}` contains the control character U+{:04X} at character {at}; only \
                 newline and tab are allowed in text: remove it",
                u32::from(c)
            ),
        )),
    }
}

/// [`check_text`] over every string and field name of a tool call's
/// parameters; `field` is the path of the first offender.
pub fn check_parameters(parameters: &Value) -> Result<(), Rejection> {
    walk(parameters, "parameters")
}

fn walk(value: &Value, path: &str) -> Result<(), Rejection> {
    match value {
        Value::String(text) => check_text(path, text),
        Value::Array(items) => items
            .iter()
            .enumerate()
            .try_for_each(|(i, item)| walk(item, &format!("{path}[{i}]"))),
        Value::Object(fields) => fields.iter().try_for_each(|(name, field)| {
            // The name itself is not echoed: it holds the character.
            if let Some((_, c)) = first_control(name) {
                return Err(Rejection::validation(
                    path,
                    format!(
                        "a field name in `{path}` contains the control character U+{:04X}; only \
                         newline and tab are allowed in text: remove it",
                        u32::from(c)
                    ),
                ));
            }
            let child = if path == "parameters" {
                name.clone()
            } else {
                format!("{path}.{name}")
            };
            walk(field, &child)
        }),
        _ => Ok(()),
    }
}

/// The first control character that is not newline or tab, with its
/// 1-based character position.
fn first_control(value: &str) -> Option<(usize, char)> {
    value
        .chars()
        .enumerate()
        .find(|(_, c)| c.is_control() && *c != '\n' && *c != '\t')
        .map(|(i, c)| (i + 1, c))
}

/// At most `max_chars` characters of `value`, with `…` when cut: for
/// echoing or recording what a caller sent without growing with it.
pub fn bounded(value: &str, max_chars: usize) -> String {
    match value.char_indices().nth(max_chars) {
        None => value.to_owned(),
        Some((end, _)) => format!("{}…", &value[..end]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn newline_and_tab_are_text_other_control_characters_are_not() {
        assert!(check_text("t", "line\nnext\tcell").is_ok());
        assert!(check_text("t", "<b>é 😀 \u{202e}</b>").is_ok());
        for bad in ["a\u{0}", "\r", "\u{1b}[0m", "\u{7f}", "\u{85}", "\u{9f}"] {
            let err = check_text("description", bad).unwrap_err();
            assert_eq!(err.field.as_deref(), Some("description"));
            assert!(err.message.contains("only newline and tab"), "{err}");
        }
        let err = check_text("title", "ab\u{0}").unwrap_err();
        assert!(err.message.contains("U+0000 at character 3"), "{err}");
    }

    #[test]
    fn parameters_name_the_path_of_the_first_offender() {
        let ok = json!({"ratings": [{"reasoning": "fine\n"}], "n": 1});
        assert!(check_parameters(&ok).is_ok());
        let bad = json!({"ratings": [{"reasoning": "fine"}, {"reasoning": "x\u{7}"}]});
        let err = check_parameters(&bad).unwrap_err();
        assert_eq!(err.field.as_deref(), Some("ratings[1].reasoning"));
        let key = json!({"descr\u{0}iption": "x"});
        let err = check_parameters(&key).unwrap_err();
        assert!(!err.message.contains('\u{0}'), "{err}");
        assert!(
            err.message.contains("a field name in `parameters`"),
            "{err}"
        );
    }

    #[test]
    fn bounded_cuts_at_characters() {
        assert_eq!(bounded("abc", 3), "abc");
        assert_eq!(bounded("abcd", 3), "abc…");
        assert_eq!(bounded("ééé", 2), "éé…");
    }
}
