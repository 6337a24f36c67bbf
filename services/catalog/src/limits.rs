//! Size limits on a call's parameters, beyond what each schema says: one
//! configurable bound per kind of value, so no input can make the service
//! store or echo something unreasonably large.

use decision_domain::Rejection;
use serde_json::Value;

/// The bounds every tool call's parameters are held to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InputLimits {
    /// Characters in a name-like string: `name`, `title`, `label`,
    /// `option`, and ids (`id`, `*_id`).
    pub max_name_chars: usize,
    /// Characters in any other string (descriptions, reasoning, notes).
    pub max_text_chars: usize,
    /// Items in any list (a batch of ratings, options, scope items).
    pub max_list_items: usize,
    /// Nesting depth of the parameters.
    pub max_depth: usize,
}

impl Default for InputLimits {
    fn default() -> Self {
        InputLimits {
            max_name_chars: 200,
            max_text_chars: 4000,
            max_list_items: 100,
            max_depth: 8,
        }
    }
}

impl InputLimits {
    /// The first value over a limit, as a rejection naming its path, its
    /// size and the limit.
    pub fn check(&self, parameters: &Value) -> Result<(), Rejection> {
        self.walk(parameters, "", None, 0)
    }

    fn walk(
        &self,
        value: &Value,
        path: &str,
        key: Option<&str>,
        depth: usize,
    ) -> Result<(), Rejection> {
        if depth > self.max_depth {
            return Err(Rejection::validation(
                path,
                format!(
                    "`{path}` is nested deeper than the limit of {} levels",
                    self.max_depth
                ),
            ));
        }
        match value {
            Value::String(text) => {
                let (limit, kind) = if key.is_some_and(is_name_like) {
                    (self.max_name_chars, "names and ids")
                } else {
                    (self.max_text_chars, "text fields")
                };
                let chars = text.chars().count();
                if chars > limit {
                    return Err(Rejection::validation(
                        path,
                        format!(
                            "`{path}` is {chars} characters long; the limit for {kind} is {limit}: shorten it"
                        ),
                    ));
                }
                Ok(())
            }
            Value::Array(items) => {
                if items.len() > self.max_list_items {
                    return Err(Rejection::validation(
                        path,
                        format!(
                            "`{path}` has {} items; the limit for a list is {}: split the call",
                            items.len(),
                            self.max_list_items
                        ),
                    ));
                }
                items.iter().enumerate().try_for_each(|(i, item)| {
                    self.walk(item, &format!("{path}[{i}]"), key, depth + 1)
                })
            }
            Value::Object(fields) => fields.iter().try_for_each(|(name, field)| {
                if name.chars().count() > MAX_FIELD_NAME_CHARS {
                    return Err(Rejection::validation(
                        path,
                        format!(
                            "a field name in `{}` is longer than {MAX_FIELD_NAME_CHARS} characters",
                            if path.is_empty() { "parameters" } else { path },
                        ),
                    ));
                }
                let child = if path.is_empty() {
                    name.clone()
                } else {
                    format!("{path}.{name}")
                };
                self.walk(field, &child, Some(name), depth + 1)
            }),
            _ => Ok(()),
        }
    }
}

/// No schema has a field name near this long; longer ones are junk.
const MAX_FIELD_NAME_CHARS: usize = 100;

fn is_name_like(key: &str) -> bool {
    matches!(key, "name" | "title" | "label" | "option" | "id") || key.ends_with("_id")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn small() -> InputLimits {
        InputLimits {
            max_name_chars: 5,
            max_text_chars: 10,
            max_list_items: 2,
            max_depth: 3,
        }
    }

    #[test]
    fn within_limits_passes() {
        let ok = json!({"name": "short", "description": "ten chars!", "ids": ["a", "b"]});
        assert!(small().check(&ok).is_ok());
    }

    #[test]
    fn a_long_name_names_its_path_size_and_limit() {
        let err = small().check(&json!({"name": "sixsix"})).unwrap_err();
        assert_eq!(err.field.as_deref(), Some("name"));
        assert!(err.message.contains("6 characters"), "{}", err.message);
        assert!(
            err.message.contains("names and ids is 5"),
            "{}",
            err.message
        );
    }

    #[test]
    fn ids_count_as_names_and_other_strings_as_text() {
        assert!(small().check(&json!({"objective_id": "obj_12"})).is_err());
        assert!(small().check(&json!({"reasoning": "obj_12"})).is_ok());
        let err = small()
            .check(&json!({"reasoning": "elevenchars"}))
            .unwrap_err();
        assert!(err.message.contains("text fields is 10"), "{}", err.message);
    }

    #[test]
    fn nested_paths_and_lists() {
        let err = small()
            .check(&json!({"ratings": [{"alternative_id": "a"}, {"alternative_id": "toolong"}]}))
            .unwrap_err();
        assert_eq!(err.field.as_deref(), Some("ratings[1].alternative_id"));
        let err = small()
            .check(&json!({"options": ["a", "b", "c"]}))
            .unwrap_err();
        assert!(err.message.contains("3 items"), "{}", err.message);
    }

    #[test]
    fn characters_not_bytes() {
        assert!(small().check(&json!({"name": "éééèè"})).is_ok());
    }

    #[test]
    fn depth_is_bounded() {
        let deep = json!({"a": {"b": {"c": {"d": 1}}}});
        assert!(small().check(&deep).is_err());
    }
}
