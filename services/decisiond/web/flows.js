// What waits for the person: confirmation requests (an agent's question,
// or a write tool call held by the gate, which approving runs) and revisit
// suggestions, answered right here; answered ones with their outcome.
import {h, field, fmtTime, say} from './dom.js';
import {get, post, cyclePath} from './api.js';
import {words} from './cycles.js';

export async function loadFlows(cycleId, minPosition, signal) {
  const p = (status) => ({status, min_position: minPosition});
  const [pendingC, answeredC, pendingR, answeredR] = await Promise.all([
    get(cyclePath(cycleId, 'confirmations'), p('pending'), {signal}),
    get(cyclePath(cycleId, 'confirmations'), p('answered'), {signal}),
    get(cyclePath(cycleId, 'revisits'), p('pending'), {signal}),
    get(cyclePath(cycleId, 'revisits'), p('answered'), {signal}),
  ]);
  return {pendingC, answeredC, pendingR, answeredR};
}

/** `onWrite(position)` is called after an answer, to read it back. */
export function flowsView(cycleId, flows, onWrite, readOnly) {
  const {pendingC, answeredC, pendingR, answeredR} = flows;
  return h('div', {class: 'flows'},
    h('h3', {}, 'Waiting for you'),
    pendingC.confirmations.length || pendingR.revisits.length ? null : h('p', {class: 'empty'}, 'Nothing waits for an answer.'),
    h('ul', {class: 'items', id: 'pending-confirmations'}, pendingC.confirmations.map((c) => confirmation(cycleId, c, onWrite, readOnly))),
    h('ul', {class: 'items', id: 'pending-revisits'}, pendingR.revisits.map((r) => revisit(cycleId, r, onWrite, readOnly))),
    h('details', {},
      h('summary', {}, `Answered (${answeredC.confirmations.length + answeredR.revisits.length})`),
      h('ul', {class: 'items', id: 'answered'},
        answeredC.confirmations.map((c) => h('li', {class: 'item done', 'data-confirmation': c.id},
          h('p', {}, h('strong', {}, c.summary)),
          h('p', {class: 'outcome'}, `${c.status}`, c.chosen_option !== null && c.chosen_option !== undefined && c.options[c.chosen_option]
            ? `: ${c.options[c.chosen_option].label}` : '',
          c.user_input ? ` — “${c.user_input}”` : '', ` · ${fmtTime(c.responded_at)}`))),
        answeredR.revisits.map((r) => h('li', {class: 'item done', 'data-revisit': r.id},
          h('p', {}, `Revisit ${words(r.target_component)}: ${r.reason}`),
          h('p', {class: 'outcome'}, `${r.status}`, r.resolution ? ` — “${r.resolution}”` : ''))))));
}

function confirmation(cycleId, c, onWrite, readOnly) {
  const note = h('input', {type: 'text', name: 'text', maxlength: 1000});
  const answer = async (body, what) => {
    try {
      const {data} = await post(cyclePath(cycleId, 'confirmations', c.id, 'respond'), body);
      const executed = data.data && data.data.executed;
      if (executed && executed.success && executed._meta.tool === 'erase_cycle') {
        // Approving an erasure removed the cycle: nothing is left to show.
        say('The decision was erased');
        location.hash = '#/';
        return;
      }
      say(what);
      onWrite(data.position);
    } catch (e) {
      say(e.message, 'bad');
    }
  };
  const buttons = c.options.map((o, i) => h('button', {type: 'button', disabled: readOnly, 'data-option': i,
    onclick: () => answer(note.value ? {option_index: i, text: note.value} : {option_index: i}, `Answered: ${o.label}`)}, o.label));
  return h('li', {class: 'item', 'data-confirmation': c.id},
    h('p', {}, h('strong', {}, c.summary)),
    h('ul', {class: 'options'}, c.options.map((o) => h('li', {}, h('strong', {}, o.label), o.description ? ` — ${o.description}` : ''))),
    h('p', {class: 'meta'}, `Asked ${fmtTime(c.requested_at)} · expires ${fmtTime(c.expires_at)}`),
    field('Your words (optional)', note),
    h('div', {class: 'actions'}, buttons,
      h('button', {type: 'button', class: 'secondary', disabled: readOnly,
        onclick: () => answer({decline: true, text: note.value || null}, 'Declined')}, 'Decline')));
}

function revisit(cycleId, r, onWrite, readOnly) {
  const text = h('input', {type: 'text', name: 'resolution', maxlength: 1000});
  const resolve = async (action) => {
    try {
      const {data} = await post(cyclePath(cycleId, 'revisits', r.id, 'resolve'), {action, resolution: text.value || null});
      say(`Suggestion ${action === 'accept' ? 'accepted' : 'dismissed'}`);
      onWrite(data.position);
    } catch (e) {
      say(e.message, 'bad');
    }
  };
  return h('li', {class: `item priority-${r.priority}`, 'data-revisit': r.id},
    h('p', {}, h('strong', {}, `Revisit ${words(r.target_component)}`), ` (${r.priority})`),
    h('p', {}, r.reason),
    r.trigger ? h('p', {class: 'meta'}, 'Because: ', r.trigger) : null,
    field('Your resolution (optional)', text),
    h('div', {class: 'actions'},
      h('button', {type: 'button', disabled: readOnly, onclick: () => resolve('accept')}, 'Accept'),
      h('button', {type: 'button', class: 'secondary', disabled: readOnly, onclick: () => resolve('dismiss')}, 'Dismiss')));
}

