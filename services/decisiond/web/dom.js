// Building the page: elements from tag names, attributes and children,
// where every string child becomes a text node. There is no other way to
// put text on the page, so user text is never parsed as HTML.

/** h('td', {class: 'x', onclick: fn}, 'text', child, [more]) */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') {
      el.addEventListener(key.slice(2), value);
    } else if (key === 'href') {
      // Links are the app's own routes, never text from the API.
      if (!/^#\/[A-Za-z0-9/_-]*$/.test(value)) throw new Error('unsafe href ' + value);
      el.setAttribute('href', value);
    } else if (key === 'style' || key.startsWith('on')) {
      throw new Error('attribute not allowed: ' + key);
    } else if (key === 'value') {
      el.value = value;
    } else if (key === 'checked' || key === 'selected' || key === 'disabled' || key === 'hidden') {
      el[key] = Boolean(value);
    } else {
      el.setAttribute(key, value === true ? '' : String(value));
    }
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else if (child instanceof Node) el.appendChild(child);
    else el.appendChild(document.createTextNode(String(child)));
  }
}

/** Replaces an element's children. */
export function replace(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

let ids = 0;
/** A fresh id for label/aria references. */
export function uid(prefix) {
  ids += 1;
  return `${prefix}-${ids}`;
}

/** A <label> and its control, wired by id. */
export function field(labelText, control, hint) {
  const id = control.id || uid('f');
  control.id = id;
  const hintEl = hint ? h('span', {class: 'hint', id: id + '-hint'}, hint) : null;
  if (hintEl) control.setAttribute('aria-describedby', hintEl.id);
  return h('div', {class: 'field'}, h('label', {for: id}, labelText), control, hintEl);
}

export function fmtTime(iso) {
  if (!iso) return '';
  const d = new Date(iso);
  return isNaN(d) ? String(iso) : d.toLocaleString();
}

/** A JSON value as indented text (shown in <pre>, as text). */
export function json(value) {
  return JSON.stringify(value, null, 2);
}

const statusEl = () => document.getElementById('status');
/** Announces a message (and shows it briefly). */
export function say(message, kind) {
  const el = statusEl();
  if (!el) return;
  el.className = 'status ' + (kind || '');
  replace(el, message);
  clearTimeout(sayTimer);
  sayTimer = setTimeout(() => replace(el), kind === 'bad' ? 8000 : 3000);
}
let sayTimer = null;
