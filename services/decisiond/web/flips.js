// Sensitivity on request: "what would change the leader?" shows the
// `flip_analysis` of the decision now (the domain computes it; the page
// only shows it; analysis.js runs it, once per state of the decision, the
// verdict's answer reused). It lists the smallest changes of a rating or a
// weight that change the leader, smallest first, and marks those cells in
// the matrix.
import {h, replace, say} from './dom.js';
import {signed} from './pugh.js';

/** The words for a flip analysis's basis. */
export function basisWords(basis) {
  return basis === 'weighted' ? 'the weighted totals' : 'the Pugh totals';
}

/** The panel under the matrix: a button and, once asked, the flips. `flipsNow()`: a promise of them. */
export function flipPanel(flipsNow, matrixBox) {
  const result = h('div', {id: 'flip-result', 'aria-live': 'polite'});
  const button = h('button', {type: 'button', id: 'flip-run', onclick: run},
    'What would change the leader?');
  const el = h('div', {class: 'flips'}, button, result);

  async function run() {
    button.disabled = true;
    try {
      show(await flipsNow());
    } catch (e) {
      say(e.message, 'bad');
    } finally {
      button.disabled = false;
    }
  }

  function show(flips) {
    mark(flips.cell_flips);
    const cells = flips.cell_flips.map((f) => h('li', {'data-alt': f.alternative_id, 'data-obj': f.objective_id, 'data-flip-to': f.flip_to},
      `${f.alternative_name} on ${f.objective_name}: ${signed(f.current_rating)} → ${signed(f.flip_to)} `,
      `(${Math.abs(f.steps)} step${Math.abs(f.steps) === 1 ? '' : 's'}) makes ${f.new_leader_name} lead`));
    const weights = flips.weight_flips.map((f) => h('li', {'data-obj': f.objective_id},
      `${f.objective_name}: weight ${pct(f.current_weight)} → ${pct(f.flip_at_weight)} makes ${f.new_leader_name} lead`));
    replace(result,
      h('p', {}, `On ${basisWords(flips.basis)}, ${flips.leader_name} leads. `,
        `${flips.cells_checked} rated cells and ${flips.weights_checked} weights checked; `,
        flips.cell_flips.length || flips.weight_flips.length ? 'the smallest changes first.' : 'no single change moves the leader.'),
      cells.length ? h('ul', {id: 'flip-cells'}, cells) : null,
      weights.length ? h('ul', {id: 'flip-weights'}, weights) : null);
  }

  function mark(cellFlips) {
    for (const td of matrixBox.querySelectorAll('td.flips-leader')) td.classList.remove('flips-leader');
    for (const f of cellFlips) {
      const td = matrixBox.querySelector(`td[data-alt="${CSS.escape(f.alternative_id)}"][data-obj="${CSS.escape(f.objective_id)}"]`);
      if (td) td.classList.add('flips-leader');
    }
  }

  /** The matrix was redrawn or moved on: old answers no longer hold. */
  function reset() {
    replace(result);
  }

  return {el, reset};
}

function pct(weight) {
  return `${Math.round(weight * 1000) / 10}%`;
}
