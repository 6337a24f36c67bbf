// The decision document, section by section: each component's status and
// what it still lacks (the section's `missing`, the domain's completion
// rule). Markdown is shown as the text it is (never rendered).
import {h} from './dom.js';
import {words} from './cycles.js';

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
  return h('div', {class: 'document', 'data-version': doc.version},
    facts,
    doc.sections.map((section) => sectionView(section, s.current_component)));
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
    section.markdown.trim() ? h('pre', {class: 'md'}, section.markdown) : h('p', {class: 'empty'}, 'Nothing yet.'));
}
