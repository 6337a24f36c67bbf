// The decision document, section by section: each component's status and
// what it still lacks (the section's `missing`, the domain's completion
// rule), its markdown rendered by the allow-list renderer (markdown.js),
// then the notes filed under no component.
import {h, say} from './dom.js';
import {words} from './cycles.js';
import {renderMarkdown} from './markdown.js';

const STATUS = {not_started: 'not started', in_progress: 'in progress', complete: 'complete'};

export function documentView(doc) {
  const s = doc.summary;
  const facts = h('dl', {class: 'facts'},
    fact('Focal decision', s.focal_decision || '—'),
    fact('Current component', words(s.current_component) || '—'),
    fact('Objectives', s.objectives_count),
    fact('Alternatives', s.alternatives_count),
    fact('Matrix completion', `${Math.round(s.matrix_completion * 100)}%`),
    fact('Open uncertainties', s.open_uncertainties),
    fact('Pending revisits', s.pending_revisits));
  const notes = generalNotes(doc);
  return h('div', {class: 'document', 'data-version': doc.version},
    facts,
    doc.sections.map((section) => sectionView(section, s.current_component)),
    notes ? h('section', {class: 'doc-section', 'aria-labelledby': 'sec-notes', 'data-component': 'notes'},
      h('h3', {id: 'sec-notes'}, 'Notes'),
      renderMarkdown(notes, {level: 2})) : null);
}

/**
 * The notes filed under no component: the document's markdown is the
 * title, the sections and then `## Notes` with them (the domain's
 * `compose`), so they are what follows the sections.
 */
function generalNotes(doc) {
  const before = `# ${doc.title}\n` + doc.sections.map((s) => '\n' + s.markdown).join('');
  const marker = '\n## Notes\n\n';
  if (!doc.markdown.startsWith(before)) return null;
  const rest = doc.markdown.slice(before.length);
  return rest.startsWith(marker) && rest.length > marker.length ? rest.slice(marker.length) : null;
}

function fact(label, value) {
  return h('div', {}, h('dt', {}, label), h('dd', {}, String(value)));
}

function sectionView(section, current) {
  const id = 'sec-' + section.component;
  const missing = section.missing || [];
  const lacks = missing.length
    ? h('div', {class: 'lacks'}, h('p', {}, 'Still lacks:'), h('ul', {}, missing.map((m) => h('li', {}, m))))
    : null;
  return h('section', {class: 'doc-section', 'aria-labelledby': id, 'data-component': section.component},
    h('h3', {id},
      section.title,
      ' ', h('span', {class: `badge ${section.status}`}, STATUS[section.status] || section.status),
      section.component === current ? h('span', {class: 'tag'}, 'current') : null),
    lacks,
    h('div', {class: 'md'}, renderMarkdown(section.markdown, {level: 2, skipFirstHeading: true})));
}

/**
 * The API's export (the cycle's events, document and audit log as one
 * JSON file), fetched with the session and saved as a download.
 */
export function exportButton(cycleId, get, path) {
  const button = h('button', {type: 'button', id: 'export', class: 'secondary'}, 'Export (JSON)');
  const printButton = h('button', {type: 'button', id: 'print', class: 'secondary', onclick: () => window.print()}, 'Print or save as PDF');
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const data = await get(path);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], {type: 'application/json'}));
      // A link made here, to our own blob, never from API text.
      const link = document.createElement('a');
      link.href = url;
      link.download = `decision-${cycleId}.json`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10000);
    } catch (e) {
      say(`Could not export: ${e.message}`, 'bad');
    } finally {
      button.disabled = false;
    }
  });
  return h('div', {class: 'actions doc-actions'}, button, printButton);
}
