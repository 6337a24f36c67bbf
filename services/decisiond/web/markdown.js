// The document's markdown as real headings, lists and tables: an
// allow-list renderer of the subset the domain writes (headings, `- ` and
// `1. ` lists, pipe tables, paragraphs; **bold**, _italic_, ~~struck~~ and
// `code` inline). It builds elements with the DOM, every piece of text a text
// node, so nothing in the text can become markup or a link; anything it
// does not know shows as the literal text.
import {h} from './dom.js';

const HEADING = /^(#{1,4})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+\.\s+(.*)$/;
const RULE = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/**
 * Elements for `markdown`; headings start at `<h{level}>` for `#` (so a
 * section's `##` under the page's h3 is level 3 + 1 …). `skipFirstHeading`
 * drops a leading heading the page already shows.
 */
export function renderMarkdown(markdown, {level = 2, skipFirstHeading = false} = {}) {
  const lines = String(markdown).replace(/\r\n?/g, '\n').split('\n');
  const out = [];
  let i = 0;
  let first = true;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) { i += 1; continue; }
    const heading = HEADING.exec(line);
    if (heading) {
      i += 1;
      if (first && skipFirstHeading) { first = false; continue; }
      const n = Math.min(6, level + heading[1].length - 1);
      out.push(h('h' + n, {class: 'md-h'}, inline(heading[2])));
      first = false;
      continue;
    }
    first = false;
    if (line.trimStart().startsWith('|') && i + 1 < lines.length && RULE.test(lines[i + 1].trim())) {
      const rows = [];
      const header = tableCells(line);
      i += 2;
      while (i < lines.length && lines[i].trimStart().startsWith('|')) { rows.push(tableCells(lines[i])); i += 1; }
      out.push(table(header, rows));
      continue;
    }
    const kind = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : null;
    if (kind) {
      const items = [];
      while (i < lines.length && (kind.test(lines[i]) || (items.length && /^\s+\S/.test(lines[i])))) {
        const m = kind.exec(lines[i]);
        if (m) items.push(m[1]); else items[items.length - 1] += '\n' + lines[i].trim();
        i += 1;
      }
      out.push(h(kind === BULLET ? 'ul' : 'ol', {class: 'md-list'}, items.map((item) => h('li', {}, inline(item)))));
      continue;
    }
    const para = [];
    while (i < lines.length && lines[i].trim() && !HEADING.test(lines[i]) && !BULLET.test(lines[i]) && !NUMBERED.test(lines[i])
      && !(lines[i].trimStart().startsWith('|') && i + 1 < lines.length && RULE.test(lines[i + 1].trim()))) {
      para.push(lines[i]);
      i += 1;
    }
    out.push(h('p', {}, para.flatMap((l, n) => (n ? [h('br'), ...inline(l)] : inline(l)))));
  }
  return out;
}

/** A table row's cells: split on `|` that is not escaped as `\|`. */
export function tableCells(line) {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1);
  return s.split(/(?<!\\)\|/).map((c) => c.trim().replaceAll('\\|', '|'));
}

function table(header, rows) {
  const width = Math.max(header.length, ...rows.map((r) => r.length));
  const pad = (r) => Array.from({length: width}, (_, n) => r[n] ?? '');
  // Full width, words wrapping anywhere: it fits a phone without scrolling.
  return h('table', {class: 'list md-table'},
    h('thead', {}, h('tr', {}, pad(header).map((c) => h('th', {scope: 'col'}, inline(c))))),
    h('tbody', {}, rows.map((r) => h('tr', {}, pad(r).map((c) => h('td', {}, inline(c)))))));
}

// **strong**, _em_ (at word edges), ~~struck~~ (an undone step) and
// `code`; the rest is text.
const INLINE = /\*\*([^*\n]+?)\*\*|`([^`\n]+)`|~~([^~\n]+?)~~|(?<![\p{L}\p{N}_])_([^_\s](?:[^_\n]*[^_\s])?)_(?![\p{L}\p{N}_])/gu;

export function inline(raw) {
  const text = String(raw);
  const parts = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    if (m[1] !== undefined) parts.push(h('strong', {}, inline(m[1])));
    else if (m[2] !== undefined) parts.push(h('code', {}, m[2]));
    else if (m[3] !== undefined) parts.push(h('s', {}, inline(m[3])));
    else parts.push(h('em', {}, inline(m[4])));
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
