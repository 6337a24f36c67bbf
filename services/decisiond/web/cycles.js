// The cycles list and a form to open a cycle. The list is live: there is
// no stream of a person's cycles, so it is read again every POLL_MS while
// the tab is visible (at once when it comes back), only the first page,
// and redrawn only when something in it changed; the cycle's own page has
// the stream.
import {h, field, fmtTime, say} from './dom.js';
import {get, post} from './api.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The route of a cycle's page (only server-made UUIDs become links). */
export function cycleHref(id) {
  if (!UUID.test(id)) throw new Error('not a cycle id');
  return '#/cycles/' + id;
}

export function words(snake) {
  return String(snake || '').replaceAll('_', ' ');
}

/** How often the list is read again while it is on screen. */
const POLL_MS = 5000;

function row(c) {
  return h('tr', {'data-cycle': c.cycle_id},
    h('th', {scope: 'row'}, h('a', {href: cycleHref(c.cycle_id)}, c.title)),
    h('td', {'data-label': 'Owner'}, c.owner),
    h('td', {'data-label': 'Step'}, words(c.current_component) || 'not started'),
    h('td', {'data-label': 'Steps done'}, `${c.components_complete} of 8`),
    h('td', {'data-label': 'Updated'}, fmtTime(c.updated_at)));
}

/** The list; returns {el, close} (close stops reading it again). */
export async function cyclesView() {
  const title = h('input', {type: 'text', name: 'title', required: true, maxlength: 200});
  const create = h('form', {class: 'inline', 'aria-label': 'Open a cycle'},
    field('Title of a new decision', title),
    h('button', {type: 'submit'}, 'Open cycle'));
  create.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const {data} = await post('/api/cycles', {title: title.value});
      say('Cycle opened');
      location.hash = cycleHref(data.cycle_id);
    } catch (e) {
      say(e.message, 'bad');
    }
  });
  const body = h('tbody');
  const more = h('button', {type: 'button', hidden: true}, 'More cycles');
  const empty = h('p', {class: 'empty', id: 'no-cycles'}, 'No decisions yet. Give one a title above to start it here, or ask your assistant to open one: it appears here as soon as it exists.');
  const table = h('table', {class: 'list cards', id: 'cycles-table'},
    h('caption', {}, 'Your decision cycles'),
    h('thead', {}, h('tr', {}, ['Title', 'Owner', 'Step', 'Steps done', 'Updated'].map((t) => h('th', {scope: 'col'}, t)))),
    body);
  let cursor = null;
  let firstPage = '';
  const shown = () => { table.hidden = !body.children.length; empty.hidden = Boolean(body.children.length); };
  async function load() {
    const page = await get('/api/cycles', {limit: 50, cursor});
    for (const c of page.cycles) body.appendChild(row(c));
    if (cursor === null) firstPage = JSON.stringify(page.cycles);
    cursor = page.next_cursor;
    more.hidden = !cursor;
    shown();
  }
  // The first page again: redrawn (and the later pages dropped) only when it changed.
  async function poll() {
    const page = await get('/api/cycles', {limit: 50});
    const text = JSON.stringify(page.cycles);
    if (text === firstPage) return;
    firstPage = text;
    body.replaceChildren(...page.cycles.map(row));
    cursor = page.next_cursor;
    more.hidden = !cursor;
    shown();
  }
  more.addEventListener('click', load);
  await load();
  let timer = null;
  let closed = false;
  const tick = () => {
    clearTimeout(timer);
    if (closed || document.visibilityState !== 'visible') return;
    timer = setTimeout(() => poll().catch(() => {}).finally(tick), POLL_MS);
  };
  const onVisible = () => { if (document.visibilityState === 'visible' && !closed) poll().catch(() => {}).finally(tick); };
  document.addEventListener('visibilitychange', onVisible);
  tick();
  const close = () => { closed = true; clearTimeout(timer); document.removeEventListener('visibilitychange', onVisible); };
  const el = h('section', {'aria-labelledby': 'cycles-title'},
    h('h1', {id: 'cycles-title'}, 'Your decisions'),
    create, table, empty, more);
  return {el, close};
}
