// The verdict at the top of a cycle's page: the decision in plain words —
// the focal question, the leader under each method in use and, when they
// differ, what each method counts; how solid the leader is (the smallest
// change that flips it, from the flip analysis); the standout once set;
// what waits for the person. Under it the PrOACT steps, each with its
// status and what it still lacks. Everything is read from the API's views
// (document, Pugh, confirmations and revisits) and analyses; nothing is
// computed here that the domain defines.
import {h, replace} from './dom.js';
import {signed} from './pugh.js';
import {basisWords} from './flips.js';

/** The methods, in the order the page shows them, and what each counts. */
const METHODS = [
  {key: 'pugh', name: 'Pugh matrix', counts: (p) => `adds up the ratings against the datum (${p.totals.baseline_name}), every objective counting the same.`},
  {key: 'weighted', name: 'Weighted totals', counts: () => 'uses the same ratings, each objective multiplied by its weight, so what matters most to you counts most.'},
  {key: 'valued', name: 'Measured values', counts: () => 'scores the measured facts (prices, sizes, stars) from 0 to 1 through your value functions, then weighs them.'},
];

/** Each method in use: its leaders' ids and names (from the Pugh view). */
export function leadersOf(pugh) {
  const t = pugh && pugh.totals;
  if (!t) return [];
  const names = new Map(t.alternatives.map((a) => [a.alternative_id, a.name]));
  const out = [{key: 'pugh', ids: t.leaders, tied: t.tied_leaders}];
  if (t.weighted && t.weighted.leaders.length) out.push({key: 'weighted', ids: t.weighted.leaders, tied: t.weighted.tied_leaders});
  const valued = t.measured && t.measured.valued;
  if (valued && valued.leaders.length) out.push({key: 'valued', ids: valued.leaders, tied: valued.tied_leaders});
  return out.map((m) => ({...m, ...METHODS.find((x) => x.key === m.key), names: m.ids.map((id) => names.get(id) || id)}));
}

/**
 * The standout, from the recommendation section: the domain writes it as
 * `**Standout: <name>** — <rationale>` or `**No clear standout** — …`.
 */
function standoutOf(doc) {
  const section = doc.sections.find((s) => s.component === 'recommendation');
  const m = section && /^\*\*(?:Standout: (.+)|(No clear standout))\*\* — (.*)$/m.exec(section.markdown);
  if (!m) return null;
  return {name: m[1] || null, rationale: m[3]};
}

/** The smallest flip: the first cell flip and the first weight flip, each list ranked smallest first. */
function robustness(flips) {
  const parts = [];
  const c = flips.cell_flips[0];
  if (c) {
    const steps = Math.abs(c.steps);
    parts.push(`${c.alternative_name} rated ${signed(c.flip_to)} instead of ${signed(c.current_rating)} on ${c.objective_name} (${steps === 1 ? 'one step' : `${steps} steps`}) would put ${c.new_leader_name} first`);
  }
  const w = flips.weight_flips[0];
  if (w) {
    parts.push(`${w.objective_name} weighted ${Math.round(w.flip_at_weight * 100)}% instead of ${Math.round(w.current_weight * 100)}% would put ${w.new_leader_name} first`);
  }
  return parts;
}

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/**
 * The card. `state`: {doc, pugh, flows, analysis, pinned}; any may be
 * missing while the page loads.
 */
export function verdictView({doc, pugh, flows, analysis, pinned}) {
  const focal = doc && doc.summary.focal_decision;
  const methods = leadersOf(pugh);
  const agree = methods.length > 1 && methods.every((m) => m.ids.join() === methods[0].ids.join());
  const leaders = methods.length
    ? h('ul', {class: 'verdict-leaders', id: 'verdict-leaders'}, methods.map((m) => h('li', {'data-method': m.key, 'data-leaders': m.ids.join(' ')},
      h('span', {class: 'method'}, `${m.name}: `),
      h('strong', {}, m.tied ? `tied: ${m.names.join(', ')}` : m.names[0]),
      methods.length > 1 && !agree ? h('span', {class: 'why'}, ` — ${m.counts(pugh)}`) : null)))
    : h('p', {class: 'empty', id: 'verdict-leaders'}, 'No leader yet: one appears once alternatives are rated against your objectives.');
  const parts = [
    h('p', {class: 'focal'}, focal ? h('span', {}, 'The question: ', h('strong', {}, focal)) : h('span', {class: 'empty'}, 'The question is not settled yet.')),
    h('h3', {}, methods.length > 1 ? (agree ? `Who leads: all ${methods.length} ways of counting agree` : 'Who leads: the ways of counting differ') : 'Who leads'),
    leaders,
  ];
  if (methods.length) parts.push(solidity(analysis, pinned));
  const standout = doc && standoutOf(doc);
  parts.push(h('p', {id: 'verdict-standout'}, standout
    ? [h('span', {class: 'method'}, 'Standout: '), h('strong', {}, standout.name || 'no clear standout'), ` — ${standout.rationale}`]
    : h('span', {class: 'empty'}, 'No standout chosen yet.')));
  parts.push(waiting(flows));
  return h('section', {class: 'panel verdict', id: 'verdict', 'aria-labelledby': 'verdict-title'},
    h('h2', {id: 'verdict-title'}, pinned === null ? 'Where the decision stands' : `Where the decision stood at version ${pinned}`),
    parts);
}

function solidity(analysis, pinned) {
  const el = h('p', {id: 'verdict-robust'});
  if (pinned !== null) return replace(el, h('span', {class: 'empty'}, 'How solid the lead is: shown for the decision now.'));
  const a = analysis || {status: 'none'};
  if (a.status !== 'ready') return replace(el, h('span', {class: 'empty'}, 'Checking how solid the lead is…'));
  if (!a.flips) return replace(el, h('span', {class: 'empty'}, 'How solid the lead is could not be checked just now.'));
  const parts = robustness(a.flips);
  el.dataset.basis = a.flips.basis;
  return replace(el, h('span', {class: 'method'}, 'How solid: '),
    parts.length
      ? `on ${basisWords(a.flips.basis)}, ${a.flips.leader_name} leads. The smallest changes that would flip it: ${parts.join('; or ')}.`
      : `on ${basisWords(a.flips.basis)}, ${a.flips.leader_name} leads, and no single change of a rating or a weight would change that.`);
}

function waiting(flows) {
  if (!flows) return null;
  const c = flows.pendingC.confirmations.length;
  const r = flows.pendingR.revisits.length;
  const el = h('p', {id: 'verdict-waiting', 'data-confirmations': c, 'data-revisits': r});
  if (!c && !r) return replace(el, h('span', {class: 'method'}, 'Waiting for you: '), 'nothing.');
  const what = [c ? plural(c, 'question or proposal', 'questions or proposals') : null, r ? plural(r, 'suggestion to revisit a step', 'suggestions to revisit a step') : null]
    .filter(Boolean).join(' and ');
  return replace(el, h('span', {class: 'method'}, 'Waiting for you: '), `${what} — `,
    h('button', {type: 'button', class: 'link-button', onclick: () => {
      const target = document.getElementById('waiting');
      if (target) { target.scrollIntoView({block: 'start'}); target.focus({preventScroll: true}); }
    }}, 'answer them'), '.');
}

const STATUS = {not_started: 'not started', in_progress: 'in progress', complete: 'done'};

/** The PrOACT steps: each component's status and the first thing it lacks. */
export function stepperView(doc, pinned) {
  if (!doc) return h('section', {id: 'proact', hidden: true});
  const current = doc.summary.current_component;
  return h('section', {class: 'panel proact', id: 'proact', 'aria-labelledby': 'proact-title'},
    h('h2', {id: 'proact-title'}, pinned === null ? 'The steps of the decision' : `The steps at version ${pinned}`),
    h('ol', {class: 'steps'}, doc.sections.map((s) => h('li', {class: `step ${s.status}` + (s.component === current ? ' current' : ''), 'data-component': s.component, 'data-status': s.status,
      'aria-current': s.component === current ? 'step' : null},
    h('span', {class: 'step-title'}, s.title),
    h('span', {class: `badge ${s.status}`}, STATUS[s.status] || s.status),
    s.component === current ? h('span', {class: 'tag'}, 'now') : null,
    s.missing.length ? h('span', {class: 'step-lacks'}, `Lacks: ${s.missing.join('; ')}`) : null))));
}
