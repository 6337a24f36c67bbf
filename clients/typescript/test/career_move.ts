// Drives the career-move scenario (tests/scenarios/career-move.json)
// against a live decisiond with the generated types, and checks every
// expectation the scenario states. Usage:
//   node dist/test/career_move.js <base-url> <token> <scenario.json>
import { readFileSync } from "node:fs";
import { createClient, type Schemas, type ToolParameters } from "../src/index.js";

type Step = {
  navigate?: Schemas["Component"];
  tool?: string;
  parameters?: Record<string, unknown>;
  expect?: unknown;
  expect_status?: number;
  expect_error_mentions?: string[];
};

const [baseUrl, token, scenarioPath] = process.argv.slice(2);
if (!baseUrl || !token || !scenarioPath) {
  throw new Error("usage: career_move.js <base-url> <token> <scenario.json>");
}
const scenario = JSON.parse(readFileSync(scenarioPath, "utf8"));
const api = createClient(baseUrl, token);

/** Subset match, as the Rust suite's `scenario::matches`. */
function matches(expected: unknown, actual: unknown, at = "data"): void {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      throw new Error(`${at}: expected ${expected.length} items, got ${JSON.stringify(actual)}`);
    }
    const used = new Set<number>();
    expected.forEach((item, i) => {
      const j = actual.findIndex((a, k) => {
        if (used.has(k)) return false;
        try {
          matches(item, a, `${at}[${i}]`);
          return true;
        } catch {
          return false;
        }
      });
      if (j < 0) throw new Error(`${at}[${i}]: ${JSON.stringify(item)} matches no item`);
      used.add(j);
    });
  } else if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object") {
      throw new Error(`${at}: expected an object, got ${JSON.stringify(actual)}`);
    }
    for (const [key, value] of Object.entries(expected)) {
      matches(value, (actual as Record<string, unknown>)[key], `${at}.${key}`);
    }
  } else if (expected !== actual) {
    throw new Error(`${at}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

const created = await api.POST("/api/cycles", { body: { title: scenario.create.title } });
if (!created.data) throw new Error(`create: ${created.response.status}`);
const cycleId: string = created.data.cycle_id;
const path = { id: cycleId };
let lastPosition = created.data.position;
let calls = 0;

for (const [n, step] of (scenario.steps as Step[]).entries()) {
  if (step.navigate) {
    const moved = await api.PUT("/api/cycles/{id}/component", {
      params: { path },
      body: { component: step.navigate },
    });
    if (!moved.data) throw new Error(`step ${n}: navigate ${moved.response.status}`);
    continue;
  }
  const tool = step.tool as never;
  const { data, error, response } = await api.POST("/api/cycles/{id}/tools/{name}", {
    params: { path: { id: cycleId, name: tool } },
    body: { parameters: step.parameters ?? {}, conversation_turn: n },
  });
  calls += 1;
  const answer = (data ?? error) as Schemas["ToolResponse"];
  lastPosition = Math.max(lastPosition, answer.position ?? 0);
  if (step.expect_status) {
    if (response.status !== step.expect_status || answer.success) {
      throw new Error(`step ${n} ${step.tool}: expected ${step.expect_status}, got ${response.status}`);
    }
    for (const mention of step.expect_error_mentions ?? []) {
      if (!answer.error?.toLowerCase().includes(mention.toLowerCase())) {
        throw new Error(`step ${n} ${step.tool}: the error should mention ${mention}: ${answer.error}`);
      }
    }
  } else {
    if (response.status !== 200 || !answer.success) {
      throw new Error(`step ${n} ${step.tool}: ${response.status} ${answer.error}`);
    }
    if (step.expect) matches(step.expect, answer.data);
  }
}

// The read models, read after the last write.
const query = { min_position: lastPosition };
const pugh = await api.GET("/api/cycles/{id}/pugh", { params: { path, query } });
if (!pugh.data?.totals) throw new Error(`pugh: ${pugh.response.status}`);
const totals: Schemas["PughTotals"] = pugh.data.totals;
matches(scenario.final.pugh, totals, "pugh");

const doc = await api.GET("/api/cycles/{id}/document", { params: { path, query } });
// JSON, unless asked for markdown (`Accept: text/markdown`).
if (!doc.data || typeof doc.data === "string") throw new Error(`document: ${doc.response.status}`);
for (const text of scenario.final.document_contains as string[]) {
  if (!doc.data.markdown.includes(text)) throw new Error(`the document lacks ${text}`);
}

const log = await api.GET("/api/cycles/{id}/tools/invocations", { params: { path, query } });
if (!log.data) throw new Error(`invocations: ${log.response.status}`);
if (log.data.total !== scenario.final.invocations.total || log.data.rejected !== scenario.final.invocations.rejected) {
  throw new Error(`invocations: ${log.data.total} calls, ${log.data.rejected} rejected`);
}

// A tool through its own operation: tsc checks the parameters against the
// tool's own type, and the answer's data is the tool's own result.
const note: ToolParameters<"add_note"> = { content: "Ask two current VPs", component: null };
const added = await api.POST("/api/cycles/{id}/tools/add_note", { params: { path }, body: { parameters: note } });
if (!added.data?.success || !added.data.data) throw new Error(`add_note: ${added.response.status}`);
const noteId: string = added.data.data.note_id;
// @ts-expect-error add_note has no `text` parameter, and its type says so.
const misspelt: ToolParameters<"add_note"> = { text: "Ask two current VPs" };
void misspelt;

console.log(JSON.stringify({ cycle_id: cycleId, tool_calls: calls, leader: totals.leader_id, note_id: noteId }));
