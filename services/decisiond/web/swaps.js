// The even swaps, step by step: after each step (a swap, a set-aside, an
// undo) the working table as it stood then, the cells that step changed
// marked, what it set aside named. Each table is the tradeoffs section of
// the document at that step's version (the domain renders it; the past
// never changes, so each version is read once, one at a time).
import {h, replace} from './dom.js';
import {get, cyclePath, oneAtATime} from './api.js';
import {inline, tableCells} from './markdown.js';

const STEP_TOOLS = new Set(['record_even_swap', 'set_aside_in_even_swaps', 'undo_even_swap']);
/** The latest steps shown (the document holds the whole log). */
const MAX_STEPS = 12;

/** The working table in a tradeoffs section's markdown: {objectives, rows: [{name, cells}]}, or null. */
export function workingTable(markdown) {
  const lines = String(markdown).split('\n');
  const at = lines.findIndex((l) => l.startsWith('| Working table |'));
  if (at < 0) return null;
  const objectives = tableCells(lines[at]).slice(1);
  const rows = [];
  for (let i = at + 2; i < lines.length && lines[i].startsWith('|'); i += 1) {
    const [name, ...cells] = tableCells(lines[i]);
    rows.push({name, cells});
  }
  return {objectives, rows};
}

/** The log's numbered items (the steps so far), without their id and time. */
function logItems(markdown) {
  return String(markdown).split('\n').filter((l) => /^\d+\. /.test(l))
    .map((l) => l.replace(/^\d+\. /, '').replace(/^(~~)?es_\d+ · [^·]+ · /, '$1'));
}

export function swapsPanel(cycleId) {
  const box = h('div', {id: 'swaps'});
  const sections = new Map(); // version → section markdown
  let versions = [];
  let busy = false;
  let failures = 0;

  async function fill() {
    if (busy) return;
    busy = true;
    try {
      for (const v of versions) {
        if (sections.has(v)) continue;
        const section = await oneAtATime(() => get(cyclePath(cycleId, 'document', 'sections', 'tradeoffs'), {at_version: v}));
        sections.set(v, section.markdown);
      }
      draw();
      failures = 0;
    } catch (e) {
      // Busy (the user's heavy reads are capped) or away: try again a little later, a few times.
      failures += 1;
      if (failures > 3) replace(box, h('p', {class: 'error-text'}, `Could not read the even swaps: ${e.message}`));
      else setTimeout(fill, 2000 * failures);
      return;
    } finally {
      busy = false;
    }
    if (versions.some((v) => !sections.has(v))) fill();
  }

  function draw() {
    const steps = versions.filter((v) => sections.has(v)).map((v) => ({version: v, markdown: sections.get(v)}));
    if (!steps.length) { replace(box); return; }
    let before = null;
    let beforeItems = [];
    const items = steps.map((step, n) => {
      const table = workingTable(step.markdown);
      const log = logItems(step.markdown);
      // The step's own line: the newest one, or for an undo the line that became struck through.
      const changedLine = log.find((l, i) => l !== beforeItems[i] && i < beforeItems.length) || log[log.length - 1] || '';
      const was = new Map();
      if (before) for (const r of before.rows) r.cells.forEach((c, i) => was.set(r.name + '\u0000' + before.objectives[i], c));
      const names = (t) => (t ? [...t.rows.map((r) => r.name), ...t.objectives] : []);
      const gone = before ? names(before).filter((x) => !names(table).includes(x)) : [];
      const back = before ? names(table).filter((x) => !names(before).includes(x)) : [];
      const undone = changedLine.startsWith('~~');
      const el = h('li', {class: 'swap-step', 'data-version': step.version},
        h('p', {class: 'swap-what'}, h('strong', {}, `Step ${n + 1}: `), undone ? 'taken back: ' : null, inline(changedLine)),
        gone.length ? h('p', {class: 'meta'}, `Set aside by this step: ${gone.join(', ')}`) : null,
        back.length ? h('p', {class: 'meta'}, `Back in the table: ${back.join(', ')}`) : null,
        // A wide table scrolls in its own box, which the keyboard can reach.
        table ? h('div', {class: 'scroll', tabindex: 0, role: 'region', 'aria-label': `The working table after step ${n + 1}`}, h('table', {class: 'list swap-table'},
          h('caption', {}, `The working table after step ${n + 1}`),
          h('thead', {}, h('tr', {}, h('th', {scope: 'col'}, 'Alternative'), table.objectives.map((o) => h('th', {scope: 'col'}, o)))),
          h('tbody', {}, table.rows.map((r) => h('tr', {}, h('th', {scope: 'row'}, r.name),
            r.cells.map((c, i) => {
              const old = was.get(r.name + '\u0000' + table.objectives[i]);
              const changed = before && old !== undefined && old !== c;
              return h('td', {class: changed ? 'changed' : null}, changed ? [h('del', {}, old), ' → ', h('ins', {}, c)] : c);
            })))))) : h('p', {class: 'meta'}, 'No working table at this step.'));
      before = table;
      beforeItems = log;
      return el;
    });
    replace(box,
      h('h3', {}, 'Even swaps: the working table, step by step'),
      h('p', {class: 'meta'}, 'Each swap makes one alternative worse on one objective and better on another by as much, until an objective no longer separates the alternatives or one alternative beats another everywhere; those are set aside. Your ratings stay as they are.'),
      h('ol', {class: 'swap-steps', id: 'swap-steps'}, items));
  }

  /** The cycle's history grew: read the new steps' tables. */
  function update(entries) {
    const next = entries.filter((e) => e.changed && STEP_TOOLS.has(e.tool)).map((e) => e.version).slice(-MAX_STEPS);
    if (next.join() === versions.join()) return;
    versions = next;
    fill();
  }

  return {el: box, update};
}
