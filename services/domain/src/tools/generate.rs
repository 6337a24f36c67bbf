//! `tools!`: from the one list of calls (in `tools/mod.rs`), the
//! [`Command`](crate::Command) and [`Query`](crate::Query) enums, their
//! dispatch to each tool's `decide`, `report` and `answer`, the
//! [`ToolResult`](crate::ToolResult) enum of their results, the tool names,
//! and [`visit_tools`](crate::visit_tools), which the catalog builds its
//! table with. A tool's name and component are written once, in its file.

macro_rules! tools {
    // Entry: the operations, then the tools in catalog order.
    (
        operations { $( $op_module:ident :: $op:ident = $op_name:literal, )+ }
        tools { $( $entries:tt )+ }
    ) => {
        tools!(@sort [$( $op_module::$op = $op_name, )+] [] [] [] $( $entries )+);
    };

    // Sorts each entry into the writes or the reads, keeping every entry in
    // catalog order too.
    (@sort $ops:tt [$( $w:tt )*] $r:tt [$( $all:tt )*]
        write $module:ident :: $tool:ident, $( $rest:tt )*
    ) => {
        tools!(@sort $ops
            [$( $w )* $module::$tool,] $r [$( $all )* write $module::$tool,]
            $( $rest )*);
    };
    (@sort $ops:tt $w:tt [$( $r:tt )*] [$( $all:tt )*]
        read $module:ident :: $tool:ident, $( $rest:tt )*
    ) => {
        tools!(@sort $ops
            $w [$( $r )* $module::$tool,] [$( $all )* read $module::$tool,]
            $( $rest )*);
    };

    (@sort
        [$( $op_module:ident :: $op:ident = $op_name:literal, )+]
        [$( $w_module:ident :: $write:ident, )+]
        [$( $r_module:ident :: $read:ident, )+]
        [$( $access:ident $module:ident :: $tool:ident, )+]
    ) => {
        /// Everything that can change a cycle: every write tool, and the
        /// service's own operations.
        #[derive(Debug, Clone, PartialEq)]
        pub enum Command {
            $( $op($op_module::$op), )+
            $( $write($w_module::$write), )+
        }

        impl Command {
            /// Every command's name: the operations, then the write tools.
            pub const NAMES: &'static [&'static str] =
                &[$( $op_name, )+ $( <$w_module::$write as Tool>::NAME, )+];

            /// The tool (or operation) name, e.g. `add_objective`.
            pub fn name(&self) -> &'static str {
                match self {
                    $( Command::$op(_) => $op_name, )+
                    $( Command::$write(_) => <$w_module::$write as Tool>::NAME, )+
                }
            }

            /// The command's parameters as JSON (its wire shape).
            pub fn parameters(&self) -> serde_json::Value {
                let value = match self {
                    $( Command::$op(p) => serde_json::to_value(p), )+
                    $( Command::$write(p) => serde_json::to_value(p), )+
                };
                value.expect("parameter structs serialize")
            }

            /// The event types the command declares it can append.
            pub fn declared_events(&self) -> &'static [&'static str] {
                match self {
                    $( Command::$op(_) => <$op_module::$op as Decide>::EVENTS, )+
                    $( Command::$write(_) => <$w_module::$write as Decide>::EVENTS, )+
                }
            }

            pub(crate) fn decide_by_kind(
                &self,
                cycle: &Cycle,
                ctx: &Context,
            ) -> Result<Vec<DomainEvent>, Rejection> {
                match self {
                    $( Command::$op(c) => c.decide(cycle, ctx), )+
                    $( Command::$write(c) => c.decide(cycle, ctx), )+
                }
            }

            pub(crate) fn report_by_kind(&self, before: &Cycle, after: &Cycle) -> ToolResult {
                match self {
                    $( Command::$op(c) => ToolResult::$op(c.report(before, after)), )+
                    $( Command::$write(c) => ToolResult::$write(c.report(before, after)), )+
                }
            }
        }

        $(
            impl From<$op_module::$op> for Command {
                fn from(c: $op_module::$op) -> Command { Command::$op(c) }
            }
        )+
        $(
            impl From<$w_module::$write> for Command {
                fn from(c: $w_module::$write) -> Command { Command::$write(c) }
            }
        )+

        /// Every read tool.
        #[derive(Debug, Clone, PartialEq)]
        pub enum Query {
            $( $read($r_module::$read), )+
        }

        impl Query {
            /// Every read tool's name, in catalog order.
            pub const NAMES: &'static [&'static str] = &[$( <$r_module::$read as Tool>::NAME, )+];

            pub fn name(&self) -> &'static str {
                match self {
                    $( Query::$read(_) => <$r_module::$read as Tool>::NAME, )+
                }
            }

            pub(crate) fn answer_by_kind(
                &self,
                cycle: &Cycle,
                ctx: &Context,
            ) -> Result<ToolResult, Rejection> {
                match self {
                    $( Query::$read(q) => answer_in_its_format(q, cycle, ctx).map(ToolResult::$read), )+
                }
            }
        }

        /// What a command reports or a read tool answers: each variant the
        /// tool's own result type, serialized as that type is (no tag), so
        /// the published `returns` schema is the wire shape. Kept typed
        /// until a door or the audit serializes it.
        #[derive(Debug, Clone, PartialEq, Serialize)]
        #[serde(untagged)]
        pub enum ToolResult {
            $( $op(<$op_module::$op as Decide>::Result), )+
            $( $write(<$w_module::$write as Decide>::Result), )+
            $( $read(InFormat<<$r_module::$read as Answer>::Result>), )+
        }

        impl ToolResult {
            /// The name of the tool (or operation) that gave it.
            pub fn name(&self) -> &'static str {
                match self {
                    $( ToolResult::$op(_) => $op_name, )+
                    $( ToolResult::$write(_) => <$w_module::$write as Tool>::NAME, )+
                    $( ToolResult::$read(_) => <$r_module::$read as Tool>::NAME, )+
                }
            }
        }

        $(
            impl From<$r_module::$read> for Query {
                fn from(q: $r_module::$read) -> Query { Query::$read(q) }
            }
        )+

        /// Commands that are operations of the service (HTTP routes, MCP's
        /// own tools), not catalog tools an agent calls by name.
        pub const NON_TOOL_COMMANDS: &[&str] = &[$( $op_name, )+];

        /// Every catalog tool's name, in catalog order.
        pub const TOOL_NAMES: &[&str] = &[$( <$module::$tool as Tool>::NAME, )+];

        /// Shows `visitor` every catalog tool, in catalog order.
        pub fn visit_tools(visitor: &mut impl ToolVisitor) {
            $( visitor.$access::<$module::$tool>(); )+
        }
    };
}
