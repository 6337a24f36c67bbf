// The audit timeline: every tool call on the cycle, accepted or rejected,
// with who made it (you or your agent), its result class, trigger and
// parameters; filtered by tool, result, component and time, paged with the
// API's cursor.
import {h, field, fmtTime, json} from './dom.js';
import {get, cyclePath} from './api.js';
import {words} from './cycles.js';
import {who} from './session.js';

const RESULTS = ['', 'success', 'validation_error', 'not_found', 'conflict', 'internal_error'];
export const COMPONENTS = ['issue_raising', 'problem_frame', 'objectives', 'alternatives', 'consequences', 'tradeoffs', 'recommendation', 'decision_quality'];

/** The panel; `refresh(minPosition)` reloads its first page. */
export function auditPanel(cycleId) {
  const tool = h('input', {type: 'text', name: 'tool', maxlength: 64});
  const result = h('select', {name: 'result'}, RESULTS.map((r) => h('option', {value: r}, r ? words(r) : 'any')));
  const component = h('select', {name: 'component'}, ['', ...COMPONENTS].map((c) => h('option', {value: c}, c ? words(c) : 'any')));
  const since = h('input', {type: 'datetime-local', name: 'since', step: 1});
  const until = h('input', {type: 'datetime-local', name: 'until', step: 1});
  const counts = h('p', {class: 'meta', 'aria-live': 'polite'});
  const body = h('tbody');
  const more = h('button', {type: 'button', hidden: true}, 'Older calls');
  const form = h('form', {class: 'filters', 'aria-label': 'Filter the audit timeline'},
    field('Tool', tool), field('Result', result), field('Component', component),
    field('Since', since), field('Until', until),
    h('button', {type: 'submit'}, 'Filter'));
  let cursor = null;
  let lastMin = null;
  const iso = (input) => (input.value ? new Date(input.value).toISOString() : undefined);
  async function load(reset) {
    if (reset) cursor = null;
    const page = await get(cyclePath(cycleId, 'tools', 'invocations'), {
      tool: tool.value.trim(), result: result.value, component: component.value,
      since: iso(since), until: iso(until), limit: 25, cursor, min_position: lastMin,
    });
    if (reset) body.replaceChildren();
    for (const call of page.invocations) body.appendChild(row(call));
    // The API's totals are the cycle's, not the filter's: say both.
    const filtered = [tool.value.trim(), result.value, component.value, since.value, until.value].some(Boolean);
    counts.textContent = `${body.children.length} shown${filtered ? ' (filtered)' : ''}${page.next_cursor ? ', more below' : ''} · `
      + `${page.total} calls on this cycle, ${page.rejected} rejected.`;
    cursor = page.next_cursor;
    more.hidden = cursor === null || cursor === undefined;
  }
  form.addEventListener('submit', (event) => { event.preventDefault(); load(true); });
  more.addEventListener('click', () => load(false));
  const el = h('div', {class: 'audit'}, form, counts,
    h('div', {class: 'scroll'}, h('table', {class: 'list cards', id: 'audit-table'},
      h('caption', {}, 'Tool calls'),
      h('thead', {}, h('tr', {}, ['When', 'Who', 'Tool', 'Result', 'Component', 'Trigger', 'Parameters'].map((t) => h('th', {scope: 'col'}, t)))),
      body)),
    more);
  return {el, refresh: (minPosition) => { lastMin = minPosition; return load(true); }};
}

function row(call) {
  return h('tr', {class: call.result === 'success' ? '' : 'rejected', 'data-result': call.result},
    h('td', {'data-label': 'When'}, fmtTime(call.invoked_at)),
    h('td', {'data-label': 'Who', class: `who ${call.actor_kind || ''}`}, who(call.actor, call.actor_kind)),
    h('td', {'data-label': 'Tool'}, h('code', {}, call.tool_name)),
    h('td', {'data-label': 'Result'}, h('span', {class: `badge ${call.result}`}, words(call.result)), call.error ? h('p', {class: 'error-text'}, call.error) : null),
    h('td', {'data-label': 'Component'}, words(call.component)),
    h('td', {'data-label': 'Trigger'}, call.trigger_context || ''),
    h('td', {}, h('details', {}, h('summary', {}, 'parameters'), h('pre', {}, json(call.parameters)))));
}
