// What waits for the person: confirmation requests (an agent's question,
// or a write tool call held by the gate, which approving runs) and revisit
// suggestions, answered right here; answered ones with their outcome and
// who gave it.
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

/**
 * `onWrite(position)` is called after an answer, to read it back;
 * `name(id)` is an alternative's or objective's name (undefined if unknown).
 */
export function flowsView(cycleId, flows, onWrite, readOnly, name = () => undefined) {
  const {pendingC, answeredC, pendingR, answeredR} = flows;
  const named = (id) => name(id) || id;
  return h('div', {class: 'flows'},
    h('h3', {}, 'Waiting for you'),
    pendingC.confirmations.length || pendingR.revisits.length ? null : h('p', {class: 'empty'}, 'Nothing waits for an answer.'),
    h('ul', {class: 'items', id: 'pending-confirmations'}, pendingC.confirmations.map((c) => confirmation(cycleId, c, onWrite, readOnly, named))),
    h('ul', {class: 'items', id: 'pending-revisits'}, pendingR.revisits.map((r) => revisit(cycleId, r, onWrite, readOnly))),
    h('details', {},
      h('summary', {}, `Answered (${answeredC.confirmations.length + answeredR.revisits.length})`),
      h('ul', {class: 'items', id: 'answered'},
        answeredC.confirmations.map((c) => h('li', {class: 'item done', 'data-confirmation': c.id},
          h('p', {}, h('strong', {}, c.proposal ? proposalText(c.proposal, named) : c.summary)),
          h('p', {class: 'outcome'}, confirmationOutcome(c)))),
        answeredR.revisits.map((r) => h('li', {class: 'item done', 'data-revisit': r.id},
          h('p', {}, `Revisit ${words(r.target_component)}: ${r.reason}`),
          h('p', {class: 'outcome'}, revisitOutcome(r)))))));
}

// A held tool call in the person's words, ids replaced by names (`n`). A
// tool not listed reads as its name in words.
const PROPOSALS = {
  mark_dominated: (p, n) => `Mark ${n(p.alternative_id)} dominated by ${n(p.dominated_by)}?`,
  clear_dominated: (p, n) => `Stop treating ${n(p.alternative_id)} as dominated?`,
  remove_alternative: (p, n) => `Remove ${n(p.id)} from the alternatives?`,
  remove_objective: (p, n) => `Remove the objective ${n(p.id)}?`,
  demote_to_means: (p, n) => `Treat ${n(p.id)} as a means to ${n(p.fundamental_id)} rather than an end in itself?`,
  mark_irrelevant_objective: (p, n) => `Set ${n(p.objective_id)} aside as irrelevant to this choice?`,
  set_standout: (p, n) => (p.alternative_id ? `Name ${n(p.alternative_id)} the standout?` : 'Record that no alternative stands out?'),
  set_focal_decision: (p, n) => `Make ${n(p.decision_id)} the decision to focus on?`,
  erase_cycle: () => 'Erase this whole decision, for good?',
};

/** The question a proposal asks the person. */
export function proposalText(proposal, n) {
  const say = PROPOSALS[proposal.tool_name];
  const p = proposal.parameters || {};
  return say ? say(p, n) : `Let your agent ${words(proposal.tool_name)}?`;
}

/** The agent's stated reason for a proposal, if it gave one. */
const reasonOf = (proposal) => {
  const p = proposal.parameters || {};
  return typeof p.reason === 'string' ? p.reason : typeof p.rationale === 'string' ? p.rationale : null;
};

const BY = {user: 'you', agent: 'your agent'};

function confirmationOutcome(c) {
  const by = c.responded_by ? ` by ${BY[c.responded_by] || c.responded_by}` : '';
  const when = c.responded_at ? ` · ${fmtTime(c.responded_at)}` : '';
  if (c.proposal) {
    const what = {confirmed: 'Approved', rejected: 'Rejected', expired: 'Expired unanswered'}[c.status] || capital(words(c.status));
    return [`${what}${c.status === 'expired' ? '' : by}`, c.user_input ? ` — “${c.user_input}”` : '', when];
  }
  const chosen = c.chosen_option !== null && c.chosen_option !== undefined && c.options[c.chosen_option]
    ? `: ${c.options[c.chosen_option].label}` : '';
  return [`${capital(words(c.status))}${chosen}${c.status === 'expired' ? '' : by}`, c.user_input ? ` — “${c.user_input}”` : '', when];
}

const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

// The service records "<status> by the user" when the person answers
// without words (operations/resolve_revisit.rs): no quote of theirs, so
// not shown as one. An expiry's resolution is the service's explanation.
function revisitOutcome(r) {
  const status = capital(words(r.status));
  const when = r.resolved_at ? ` · ${fmtTime(r.resolved_at)}` : '';
  if (!r.resolved_by) return [status, r.resolution ? ` — ${r.resolution}` : '', when];
  const given = r.resolution && r.resolution !== `${r.status} by the user` ? r.resolution : null;
  const whose = r.resolved_by === 'user' ? 'your words' : 'its reason';
  return [`${status} by ${BY[r.resolved_by] || r.resolved_by}`, given ? ` — ${whose}: “${given}”` : '', when];
}

function confirmation(cycleId, c, onWrite, readOnly, named) {
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
    class: c.proposal && i > 0 ? 'secondary' : null,
    onclick: () => answer(note.value ? {option_index: i, text: note.value} : {option_index: i}, `Answered: ${o.label}`)}, o.label));
  const meta = h('p', {class: 'meta'}, `Asked ${fmtTime(c.requested_at)} · expires ${fmtTime(c.expires_at)}`);
  if (c.proposal) {
    // Its own two options are the answer: Approve runs the call, Reject
    // (the same as declining) does not.
    const reason = reasonOf(c.proposal);
    return h('li', {class: 'item proposal', 'data-confirmation': c.id, 'data-tool': c.proposal.tool_name},
      h('p', {}, h('strong', {}, proposalText(c.proposal, named))),
      reason ? h('p', {}, 'Your agent’s reason: ', reason) : null,
      h('details', {}, h('summary', {}, 'Exactly what would run'), h('p', {class: 'meta'}, c.summary)),
      meta,
      field('Your words (optional)', note),
      h('div', {class: 'actions'}, buttons));
  }
  return h('li', {class: 'item', 'data-confirmation': c.id},
    h('p', {}, h('strong', {}, c.summary)),
    h('ul', {class: 'options'}, c.options.map((o) => h('li', {}, h('strong', {}, o.label), o.description ? ` — ${o.description}` : ''))),
    meta,
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
