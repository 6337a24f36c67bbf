// Time travel: a slider over the cycle's versions (one stop per history
// entry that changed the decision) shows the document and the matrix as
// they stood, once the person stops moving it; a diff between any two
// versions shows what changed.
import {h, field, fmtTime} from './dom.js';
import {get, cyclePath, oneAtATime} from './api.js';
import {words} from './cycles.js';
import {signed} from './pugh.js';
import {who} from './session.js';

/** The history entries after `afterVersion` (all pages), oldest first. */
export async function loadHistory(cycleId, afterVersion) {
  let after = afterVersion;
  const entries = [];
  for (;;) {
    const page = await oneAtATime(() => get(cyclePath(cycleId, 'history'), {after_version: after, limit: 500}));
    entries.push(...page.entries);
    if (page.next_after_version === null || page.next_after_version === undefined) return {entries, current: page.current_version};
    after = page.next_after_version;
  }
}

/** How long the slider rests before the views follow it. */
const REST_MS = 250;

/**
 * The slider. `onPick(version|null)`: null is "now" (live).
 * Returns {el, update(history, pinned)}.
 */
export function sliderPanel(onPick) {
  const slider = h('input', {type: 'range', id: 'travel-slider', min: 0, max: 0, step: 1, value: 0});
  const label = h('p', {id: 'travel-label', class: 'meta', 'aria-live': 'polite'});
  const live = h('button', {type: 'button', id: 'travel-live', hidden: true}, 'Back to now');
  let entries = [];
  const describe = (i) => {
    const e = entries[i];
    if (!e) return '';
    return `Version ${e.version} · ${fmtTime(e.recorded_at)} · ${who(e.actor, e.actor_kind)}${e.tool ? ' · ' + e.tool : ''} — ${e.summary}`;
  };
  // Each step shows its label at once; the views follow only when the
  // slider rests (a held arrow key reads one version, not thirty).
  let timer = null;
  let picked = null;
  const pick = (version) => {
    if (version === picked) return;
    picked = version;
    onPick(version);
  };
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const i = Number(slider.value);
      const last = i === entries.length - 1;
      live.hidden = last;
      pick(last ? null : entries[i].version);
    }, REST_MS);
  };
  slider.addEventListener('input', () => {
    const i = Number(slider.value);
    label.textContent = describe(i);
    slider.setAttribute('aria-valuetext', `version ${entries[i] ? entries[i].version : ''}`);
    settle();
  });
  slider.addEventListener('change', settle);
  live.addEventListener('click', () => {
    clearTimeout(timer);
    slider.value = String(entries.length - 1);
    label.textContent = describe(entries.length - 1);
    live.hidden = true;
    pick(null);
  });
  const el = h('div', {class: 'travel'},
    field('Version', slider, 'Drag to see the decision as it stood; the views below follow.'),
    label, live);
  function update(history, pinned) {
    entries = history.entries.filter((e) => e.changed);
    slider.dataset.versions = entries.map((e) => e.version).join(' ');
    slider.max = String(Math.max(entries.length - 1, 0));
    if (pinned === null) {
      slider.value = slider.max;
    } else {
      const i = entries.findIndex((e) => e.version === pinned);
      if (i >= 0) slider.value = String(i);
    }
    label.textContent = describe(Number(slider.value));
    slider.setAttribute('aria-valuetext', `version ${entries[Number(slider.value)] ? entries[Number(slider.value)].version : ''}`);
  }
  return {el, update};
}

/** The diff form and its result. */
export function diffPanel(cycleId, name) {
  const from = h('select', {name: 'from', id: 'diff-from'});
  const to = h('select', {name: 'to', id: 'diff-to'});
  const out = h('div', {id: 'diff-result', 'aria-live': 'polite'});
  const form = h('form', {class: 'inline', 'aria-label': 'Compare two versions'},
    field('From version', from), field('To version', to), h('button', {type: 'submit'}, 'Compare'));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const diff = await get(cyclePath(cycleId, 'diff'), {from: from.value, to: to.value});
      out.replaceChildren(diffView(diff, name));
    } catch (e) {
      out.replaceChildren(h('p', {class: 'error', role: 'alert'}, e.message));
    }
  });
  function update(history) {
    const keep = [from.value, to.value];
    const options = (sel) => sel.replaceChildren(...history.entries.map((e) =>
      h('option', {value: e.version}, `${e.version}: ${e.tool || 'command'} — ${e.summary}`.slice(0, 120))));
    options(from);
    options(to);
    const n = history.entries.length;
    from.value = keep[0] || (n > 1 ? String(history.entries[0].version) : '');
    to.value = keep[1] || (n ? String(history.entries[n - 1].version) : '');
  }
  return {el: h('div', {class: 'diff'}, form, out), update};
}

function diffView(diff, name) {
  const parts = [h('h3', {}, `From version ${diff.from_version} to ${diff.to_version}`)];
  if (diff.title) parts.push(h('p', {}, 'Title: ', h('del', {}, diff.title.from), ' → ', h('ins', {}, diff.title.to)));
  const p = diff.pugh || {};
  if (p.leader && (p.leader.from !== p.leader.to)) {
    parts.push(h('p', {class: 'diff-leader'}, `Leader: ${p.leader.from ? name(p.leader.from) : 'none'} → ${p.leader.to ? name(p.leader.to) : 'none'}`));
  }
  if (p.totals && p.totals.length) {
    parts.push(h('ul', {class: 'diff-totals'}, p.totals.map((t) =>
      h('li', {}, `${t.name}: ${t.from === null ? '—' : signed(t.from)} → ${t.to === null ? '—' : signed(t.to)}`))));
  }
  if (p.cells && p.cells.length) {
    parts.push(h('ul', {class: 'diff-cells'}, p.cells.map((c) =>
      h('li', {}, `${name(c.alternative_id)} × ${name(c.objective_id)}: ${c.from ? signed(c.from.rating) : 'unrated'} → ${c.to ? signed(c.to.rating) : 'unrated'}`,
        c.to && c.to.reasoning ? ` (${c.to.reasoning})` : ''))));
  }
  for (const s of diff.sections) {
    parts.push(h('section', {class: 'diff-section', 'data-component': s.component},
      h('h4', {}, s.title, s.status ? ` (${words(s.status.from)} → ${words(s.status.to)})` : ''),
      h('pre', {class: 'lines'}, s.lines.filter((l) => l.op !== 'same').map((l) =>
        h(l.op === 'added' ? 'ins' : 'del', {}, (l.op === 'added' ? '+ ' : '- ') + l.text + '\n')))));
  }
  if (parts.length === 1) parts.push(h('p', {class: 'empty'}, 'Nothing the views show changed.'));
  return h('div', {}, parts);
}
