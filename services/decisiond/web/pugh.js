// The Pugh matrix as a heat map: objectives down, alternatives across,
// each cell coloured by its rating (-2…+2) with its reasoning on hover and
// on keyboard focus; the datum's column is 0 by definition; objectives
// marked irrelevant are shown but do not count; alternatives marked
// dominated carry the mark, by whom and why; totals and the leader come
// from the API (the one definition is the server's).
import {h, uid} from './dom.js';

export function signed(n) {
  return n > 0 ? '+' + n : String(n);
}

export function pughView(pugh) {
  const totals = pugh.totals;
  if (!totals || !pugh.objectives.length) {
    return h('p', {class: 'empty'}, totals
      ? 'No objectives yet: the matrix appears once there is something to judge the alternatives by.'
      : 'No alternatives yet: the matrix appears once there are at least two to compare.');
  }
  const alts = totals.alternatives;
  const cells = new Map(pugh.matrix.map((c) => [c.alternative_id + '\u0000' + c.objective_id, c]));
  const leaders = new Set(totals.leaders);
  const dominated = new Map((pugh.dominated || []).map((d) => [d.alternative_id, d]));
  const names = new Map(alts.map((a) => [a.alternative_id, `${a.letter} ${a.name}`]));
  const spreads = new Map(((pugh.raters && pugh.raters.cells) || []).map((c) => [c.alternative_id + '\u0000' + c.objective_id, c]));
  const head = h('tr', {},
    h('th', {scope: 'col'}, 'Objective'),
    alts.map((a) => h('th', {scope: 'col', class: (a.is_datum ? 'datum' : '') + (dominated.has(a.alternative_id) ? ' dominated' : ''), 'data-alt': a.alternative_id},
      h('span', {class: 'letter'}, a.letter), ' ', a.name,
      a.is_datum ? h('span', {class: 'tag'}, 'datum') : null,
      dominated.has(a.alternative_id) ? dominatedTag(dominated.get(a.alternative_id), names) : null)));
  const rows = pugh.objectives.map((o) => h('tr', {class: o.counted ? '' : 'irrelevant', 'data-obj': o.objective_id},
    h('th', {scope: 'row'}, o.name, o.counted ? null : h('span', {class: 'tag'}, 'irrelevant: not counted')),
    alts.map((a) => {
      const key = a.alternative_id + '\u0000' + o.objective_id;
      return cell(a, o, cells.get(key), spreads.get(key));
    })));
  const totalRow = h('tr', {class: 'totals'},
    h('th', {scope: 'row'}, 'Total'),
    alts.map((a) => h('td', {'data-alt': a.alternative_id, 'data-total': a.total_score, class: leaders.has(a.alternative_id) ? 'lead' : ''},
      h('strong', {}, signed(a.total_score)),
      h('span', {class: 'counts'}, ` ${a.positive_count}+ ${a.negative_count}− ${a.unrated_count} unrated`),
      leaders.has(a.alternative_id) ? h('span', {class: 'tag lead'}, 'leader') : null)));
  const weighted = totals.weighted;
  const valued = totals.measured && totals.measured.valued;
  const extraRows = [];
  // Beside the Pugh totals, never instead: each only once it exists.
  if (weighted) {
    extraRows.push(scoreRow('Weighted total', 'weighted', alts, (a) => (unrated(a) ? null : a.weighted_total), new Set(weighted.leaders), 2));
  }
  if (valued) {
    extraRows.push(scoreRow('Valued total (0–1)', 'valued', alts, (a) => a.valued_total, new Set(valued.leaders), 2));
  }
  roving(rows);
  const leaderNames = alts.filter((a) => leaders.has(a.alternative_id)).map((a) => `${a.letter} ${a.name}`);
  return h('div', {},
    h('p', {class: 'leader', id: 'pugh-leader', 'data-leader': totals.leader_id},
      totals.tied_leaders ? 'Tied Pugh leaders: ' : 'Pugh leader: ', h('strong', {}, leaderNames.join(', ')),
      ` · datum: ${totals.baseline_name} · ${pugh.rated_cells} of ${pugh.cells} cells rated (${Math.round(totals.matrix_completion * 100)}%)`),
    h('div', {class: 'scroll'},
      h('table', {class: 'pugh', id: 'pugh-matrix'},
        h('caption', {}, 'Pugh matrix: ratings against the datum, −2 much worse … +2 much better. Focus or hover a cell for its reasoning; in the matrix the arrow keys move between cells.'),
        h('thead', {}, head),
        h('tbody', {}, rows),
        h('tfoot', {}, totalRow, extraRows))),
    weighted ? weightsLine(weighted) : null,
    valued ? h('p', {class: 'meta', id: 'valued-leader'}, 'Valued leader (measured values through the value functions): ',
      h('strong', {}, valued.leader_name || 'none yet'),
      valued.unmeasured.length ? ` · ${valued.unmeasured.length} cells still to measure` : '') : null,
    pugh.raters ? h('p', {class: 'meta', id: 'raters-rule'},
      `Raters: ${pugh.raters.raters.map((r) => r.name).join(', ')}. A cell's rating is the ${pugh.raters.rule}. `,
      'Cells marked ', h('span', {class: 'tag disagree'}, '↕'), ' are where they disagree by 2 steps or more.') : null,
    legend());
}

// The matrix is one tab stop: the cell last focused (or the first) takes
// Tab, the arrow keys move between cells, Home and End along a row,
// Ctrl+Home and Ctrl+End to the corners. Remembered across redraws.
let lastCell = null;

function roving(rows) {
  const grid = rows.map((tr) => [...tr.querySelectorAll('td.cell')]);
  const all = grid.flat();
  if (!all.length) return;
  const keyOf = (td) => td.dataset.alt + '\u0000' + td.dataset.obj;
  const start = all.find((td) => keyOf(td) === lastCell) || all[0];
  for (const td of all) td.tabIndex = td === start ? 0 : -1;
  grid.forEach((cells, r) => cells.forEach((td, c) => {
    td.addEventListener('focus', () => {
      for (const other of all) other.tabIndex = other === td ? 0 : -1;
      lastCell = keyOf(td);
    });
    td.addEventListener('keydown', (event) => {
      const last = grid.length - 1;
      const moves = {
        ArrowRight: [r, c + 1], ArrowLeft: [r, c - 1], ArrowDown: [r + 1, c], ArrowUp: [r - 1, c],
        Home: event.ctrlKey ? [0, 0] : [r, 0],
        End: event.ctrlKey ? [last, grid[last].length - 1] : [r, cells.length - 1],
      };
      const to = moves[event.key];
      if (!to) return;
      event.preventDefault();
      const target = grid[to[0]] && grid[to[0]][to[1]];
      if (target) target.focus();
    });
  }));
}

/**
 * Not rated on anything yet (the datum is 0 by definition): its weighted
 * total is no number yet, as its valued total is none until measured.
 */
export function unrated(a) {
  return !a.is_datum && a.positive_count + a.negative_count + a.neutral_count === 0;
}

/** A totals row beside the Pugh one (weighted, valued): absent values show as a dash. */
function scoreRow(label, kind, alts, value, top, digits) {
  return h('tr', {class: `totals ${kind}`, id: `${kind}-totals`},
    h('th', {scope: 'row'}, label),
    alts.map((a) => {
      const v = value(a);
      const shown = v === null || v === undefined ? '—' : v.toFixed(digits);
      return h('td', {'data-alt': a.alternative_id, [`data-${kind}`]: shown, class: top.has(a.alternative_id) ? 'lead' : ''},
        h('strong', {}, shown), top.has(a.alternative_id) ? h('span', {class: 'tag lead'}, 'leader') : null);
    }));
}

/** The weights in use, and whether they went stale since they were set. */
function weightsLine(weighted) {
  return h('p', {class: 'meta', id: 'weights'},
    `Weights (${weighted.method.replace('_', ' ')}): `,
    weighted.weights.map((w) => `${w.name} ${Math.round(w.weight * 1000) / 10}%`).join(' · '),
    weighted.weights_stale ? h('span', {class: 'tag dominated'}, 'stale: the objectives changed since the weights were set') : null);
}

function cell(alt, objective, rated, spread) {
  const tipId = uid('tip');
  if (alt.is_datum) {
    return h('td', {class: 'cell datum r0', tabindex: -1, 'data-alt': alt.alternative_id, 'data-obj': objective.objective_id, 'data-rating': 0, 'aria-describedby': tipId},
      '0', h('span', {class: 'tip', role: 'tooltip', id: tipId}, 'The datum: every alternative is rated against it.'));
  }
  if (!rated) {
    return h('td', {class: 'cell unrated', tabindex: -1, 'data-alt': alt.alternative_id, 'data-obj': objective.objective_id, 'aria-describedby': tipId},
      h('span', {'aria-hidden': 'true'}, '·'), h('span', {class: 'sr'}, 'not rated'),
      h('span', {class: 'tip', role: 'tooltip', id: tipId}, 'Not rated yet (counts as 0).'));
  }
  // A rated-by-raters cell's reasoning already names who said what (the
  // domain writes it); the mark says where they disagree.
  const disagree = spread && spread.spread >= 2;
  return h('td', {class: `cell r${rated.rating}` + (disagree ? ' disagree' : ''), tabindex: -1, 'data-alt': alt.alternative_id, 'data-obj': objective.objective_id,
    'data-rating': rated.rating, 'data-spread': spread ? spread.spread : null, 'aria-describedby': tipId},
    signed(rated.rating),
    disagree ? h('span', {class: 'tag disagree', 'aria-hidden': 'true'}, '↕') : null,
    h('span', {class: 'tip', role: 'tooltip', id: tipId}, rated.reasoning || 'No reasoning given.'));
}

/** The dominance mark: by which alternative, and why on hover or focus. */
function dominatedTag(mark, names) {
  const tipId = uid('tip');
  return h('span', {class: 'tag dominated', tabindex: 0, 'data-dominated-by': mark.by, 'aria-describedby': tipId},
    `dominated by ${names.get(mark.by) || mark.by}`,
    h('span', {class: 'tip', role: 'tooltip', id: tipId}, mark.reason || 'No reason given.'));
}

function legend() {
  return h('p', {class: 'legend', 'aria-label': 'Colour legend'},
    [-2, -1, 0, 1, 2].map((r) => h('span', {class: `swatch r${r}`}, signed(r))));
}
