// Pictures of the analyses, drawn here as SVG with DOM calls (no library,
// no CDN, no markup parsed): rank acceptability as stacked bars and the
// flip thresholds as a tornado. Each picture has a title and a description
// for screen readers and its numbers in a table beside it; names and
// numbers are text nodes, never markup.
import {h, uid} from './dom.js';
import {signed} from './pugh.js';

const NS = 'http://www.w3.org/2000/svg';

/** An SVG element; string children become text nodes. */
function s(tag, attrs, ...children) {
  const el = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null) continue;
    if (key === 'style' || key.startsWith('on') || key === 'href') throw new Error('attribute not allowed: ' + key);
    el.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    el.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

/** An <svg> that is one image: named by its title, described by its desc. */
function picture(title, desc, width, height, ...children) {
  const t = uid('svg-title');
  const d = uid('svg-desc');
  return s('svg', {viewBox: `0 0 ${width} ${height}`, preserveAspectRatio: 'none', role: 'img', 'aria-labelledby': t, 'aria-describedby': d, class: 'chart', focusable: 'false'},
    s('title', {id: t}, title), s('desc', {id: d}, desc), ...children);
}

const pct = (x) => `${Math.round(x * 100)}%`;
const ordinal = (n) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/**
 * Rank acceptability (SMAA): for each alternative a bar split by how often
 * it came 1st, 2nd, …; the numbers in a table for those who would rather
 * read them.
 */
export function rankBars(result) {
  const alts = result.alternatives;
  const name = (id) => (alts.find((a) => a.alternative_id === id) || {alternative_name: id}).alternative_name;
  const ranks = Math.max(0, ...alts.map((a) => a.rank_shares.length));
  const rows = alts.map((a) => {
    let x = 0;
    const parts = a.rank_shares.map((share, r) => {
      const rect = share > 0 ? s('rect', {x: x * 100, y: 0, width: share * 100, height: 10, class: `rank-${Math.min(r + 1, 5)}`}) : null;
      x += share;
      return rect;
    });
    const desc = a.rank_shares.map((share, r) => `${ordinal(r + 1)} ${pct(share)}`).join(', ');
    return h('div', {class: 'bar-row', 'data-alt': a.alternative_id, 'data-first': a.first_rank_share},
      h('span', {class: 'bar-label'}, a.alternative_name),
      picture(`${a.alternative_name}: how often it ranks 1st, 2nd, …`, desc, 100, 10, parts),
      h('span', {class: 'bar-note'}, `first ${pct(a.first_rank_share)}`));
  });
  const legend = h('p', {class: 'chart-legend', 'aria-hidden': 'true'},
    Array.from({length: ranks}, (_, r) => h('span', {}, h('span', {class: `key rank-${Math.min(r + 1, 5)}`}), ordinal(r + 1))));
  const table = h('table', {class: 'list chart-data'},
    h('caption', {}, 'The shares of each rank'),
    h('thead', {}, h('tr', {}, h('th', {scope: 'col'}, 'Alternative'),
      Array.from({length: ranks}, (_, r) => h('th', {scope: 'col'}, ordinal(r + 1))),
      h('th', {scope: 'col'}, 'Expected rank'))),
    h('tbody', {}, alts.map((a) => h('tr', {},
      h('th', {scope: 'row'}, a.alternative_name),
      Array.from({length: ranks}, (_, r) => h('td', {}, pct(a.rank_shares[r] || 0))),
      h('td', {}, a.expected_rank.toFixed(1))))));
  return h('figure', {class: 'chart-figure', id: 'rank-chart'},
    h('figcaption', {}, h('strong', {}, 'How often each alternative comes first'),
      ` when the measured values vary within their ranges (${result.samples} draws). `,
      result.most_often_first === result.leader_at_likely_values
        ? `${name(result.most_often_first)} leads most often, as it does at the likely values.`
        : `${name(result.most_often_first)} leads most often, though ${name(result.leader_at_likely_values)} leads at the likely values.`),
    legend, rows,
    result.excluded.length ? h('p', {class: 'meta'}, 'Not included (not measured on every valued objective): ',
      result.excluded.map((e) => e.alternative_name).join(', ')) : null,
    h('details', {}, h('summary', {}, 'The numbers'),
      h('div', {class: 'scroll', tabindex: 0, role: 'region', 'aria-label': 'The shares of each rank'}, table)));
}

/**
 * The flip thresholds as a tornado: one row per change that would change
 * the leader, a bar from "as it is" (the centre line) to the change
 * needed, left for lower and right for higher; the shortest bars are the
 * leader's weak spots. Ratings in steps, weights in percentage points.
 */
export function tornado(flips) {
  const cells = flips.cell_flips.slice(0, 8).map((f) => ({
    label: `${f.alternative_name} on ${f.objective_name}`,
    change: f.flip_to - f.current_rating, max: 4,
    text: `${signed(f.current_rating)} → ${signed(f.flip_to)}`,
    to: f.new_leader_name, kind: 'cell', id: `${f.alternative_id}/${f.objective_id}`,
  }));
  const weights = flips.weight_flips.slice(0, 8).map((f) => ({
    label: `Weight of ${f.objective_name}`,
    change: (f.flip_at_weight - f.current_weight) * 100, max: 100,
    text: `${pct(f.current_weight)} → ${pct(f.flip_at_weight)}`,
    to: f.new_leader_name, kind: 'weight', id: f.objective_id,
  }));
  const rows = [...cells, ...weights];
  if (!rows.length) return h('p', {class: 'empty', id: 'tornado'}, 'No single change of a rating or a weight would change the leader.');
  const bar = (r) => {
    const half = 50 * Math.min(Math.abs(r.change) / r.max, 1);
    const x = r.change < 0 ? 50 - half : 50;
    const desc = `${r.text} makes ${r.to} lead`;
    return h('div', {class: 'bar-row tornado-row', 'data-kind': r.kind, 'data-id': r.id},
      h('span', {class: 'bar-label'}, r.label),
      picture(`${r.label}: ${r.kind === 'cell' ? `${Math.abs(r.change)} rating step${Math.abs(r.change) === 1 ? '' : 's'}` : `${Math.round(Math.abs(r.change))} points of weight`} to change the leader`,
        desc, 100, 10,
        s('rect', {x, y: 1, width: Math.max(half, 0.8), height: 8, class: r.change < 0 ? 'down' : 'up'}),
        s('line', {x1: 50, x2: 50, y1: 0, y2: 10, class: 'axis'})),
      h('span', {class: 'bar-note'}, `${r.text}: ${r.to} leads`));
  };
  return h('figure', {class: 'chart-figure', id: 'tornado'},
    h('figcaption', {}, h('strong', {}, 'What it would take to change the leader'),
      ` (${flips.leader_name} on ${flips.basis === 'weighted' ? 'the weighted totals' : 'the Pugh totals'}). `,
      'The centre line is the decision as it is; each bar reaches the change that would put another alternative first: the shorter the bar, the weaker the spot.'),
    cells.length ? h('h3', {}, 'Ratings (a full bar: 4 steps)') : null,
    cells.map(bar),
    weights.length ? h('h3', {}, 'Weights (a full bar: 100 points)') : null,
    weights.map(bar));
}
