// The cycles list and a form to open a cycle.
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
  let cursor = null;
  async function load() {
    const page = await get('/api/cycles', {limit: 50, cursor});
    for (const c of page.cycles) {
      body.appendChild(h('tr', {},
        h('th', {scope: 'row'}, h('a', {href: cycleHref(c.cycle_id)}, c.title)),
        h('td', {'data-label': 'Owner'}, c.owner),
        h('td', {'data-label': 'Component'}, words(c.current_component)),
        h('td', {'data-label': 'Complete'}, `${c.components_complete}/8`),
        h('td', {'data-label': 'Updated'}, fmtTime(c.updated_at))));
    }
    cursor = page.next_cursor;
    more.hidden = !cursor;
  }
  more.addEventListener('click', load);
  await load();
  const table = h('table', {class: 'list cards'},
    h('caption', {}, 'Your decision cycles'),
    h('thead', {}, h('tr', {}, ['Title', 'Owner', 'Component', 'Complete', 'Updated'].map((t) => h('th', {scope: 'col'}, t)))),
    body);
  return h('section', {'aria-labelledby': 'cycles-title'},
    h('h1', {id: 'cycles-title'}, 'Cycles'),
    create,
    body.children.length ? table : h('p', {}, 'No cycles yet.'),
    more);
}
