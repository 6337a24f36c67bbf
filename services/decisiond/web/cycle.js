// One cycle's page: the matrix, what waits for the person, the document,
// the audit timeline and time travel, kept current by the live stream.
import {h, replace, say} from './dom.js';
import {get, cyclePath} from './api.js';
import {pughView} from './pugh.js';
import {documentView} from './document.js';
import {loadFlows, flowsView} from './flows.js';
import {auditPanel} from './audit.js';
import {loadHistory, sliderPanel, diffPanel} from './travel.js';
import {watch, coalesce} from './live.js';

function panel(id, title, ...content) {
  return h('section', {class: 'panel', id, 'aria-labelledby': id + '-title'},
    h('h2', {id: id + '-title'}, title), ...content);
}

/** Builds the page; returns {el, close} (close stops the stream). */
export async function cycleView(cycleId) {
  let pinned = null; // a version when travelling, null for now
  let position = null; // the newest position the page has seen
  const title = h('h1', {id: 'cycle-title'}, '…');
  const liveState = h('span', {id: 'live-state', class: 'badge', 'aria-live': 'polite'}, 'connecting');
  const versionEl = h('span', {id: 'cycle-version', class: 'meta'});
  const pughBox = h('div', {id: 'pugh-box'});
  const flowsBox = h('div', {id: 'flows-box'});
  const docBox = h('div', {id: 'doc-box'});
  const travelNote = h('p', {id: 'travel-note', class: 'travel-note', hidden: true});
  const audit = auditPanel(cycleId);
  const slider = sliderPanel((version) => { pinned = version; showPinned(); });
  const diff = diffPanel(cycleId);

  let lastDoc = null;
  let nextSteps = null;
  function showDoc() {
    if (!lastDoc) return;
    replace(title, lastDoc.title);
    document.title = `${lastDoc.title} · Decision Ledger`;
    versionEl.textContent = pinned === null ? `version ${lastDoc.version}` : `as it stood at version ${pinned}`;
    replace(docBox, documentView(lastDoc, pinned === null ? nextSteps : null));
    travelNote.hidden = pinned === null;
    travelNote.textContent = pinned === null ? '' : `You are looking at version ${pinned}. The matrix and the document show the decision as it stood then; answers are disabled.`;
    document.body.dataset.version = String(lastDoc.version);
    document.body.dataset.at = pinned === null ? 'now' : String(pinned);
  }

  // Redrawn only when it changed, keeping the focused cell focused, so a
  // live update does not pull the person's keyboard focus away.
  let lastPugh = null;
  function showPugh(pugh) {
    const text = JSON.stringify(pugh);
    if (text === lastPugh) return;
    lastPugh = text;
    const focused = document.activeElement;
    const key = focused && focused.closest && focused.closest('#pugh-box') && focused.dataset.alt
      ? `td[data-alt="${CSS.escape(focused.dataset.alt)}"][data-obj="${CSS.escape(focused.dataset.obj || '')}"]` : null;
    replace(pughBox, pughView(pugh));
    const again = key && pughBox.querySelector(key);
    if (again) again.focus();
  }

  // Each view is drawn as soon as its read answers.
  async function readViews(minPosition) {
    const at = pinned === null ? {min_position: minPosition} : {at_version: pinned};
    await Promise.all([
      get(cyclePath(cycleId, 'document'), at).then((doc) => { lastDoc = doc; showDoc(); }),
      get(cyclePath(cycleId, 'pugh'), at).then(showPugh),
      pinned === null
        ? get(cyclePath(cycleId, 'tools')).then((t) => { nextSteps = t.next_steps; showDoc(); }, () => {})
        : null,
    ]);
  }

  async function readFlows(minPosition) {
    const flows = await loadFlows(cycleId, minPosition);
    replace(flowsBox, flowsView(cycleId, flows, (pos) => refresh(pos), pinned !== null));
  }

  async function readHistory() {
    const history = await loadHistory(cycleId);
    slider.update(history, pinned);
    diff.update(history);
  }

  async function everything(minPosition) {
    const views = pinned === null ? readViews(minPosition) : Promise.resolve();
    await Promise.all([views, readFlows(minPosition), readHistory(), audit.refresh(minPosition)]);
    document.body.dataset.position = String(minPosition ?? '');
  }
  const refresh = coalesce((pos) => {
    if (pos !== null && (position === null || pos > position)) position = pos;
    return everything(position);
  });

  async function showPinned() {
    try {
      await readViews(position);
      const flows = await loadFlows(cycleId, position);
      replace(flowsBox, flowsView(cycleId, flows, (pos) => refresh(pos), pinned !== null));
    } catch (e) {
      say(e.message, 'bad');
    }
  }

  await Promise.all([readViews(null), readFlows(null), readHistory(), audit.refresh(null)]);
  const close = watch(cyclePath(cycleId, 'stream'), refresh, (state) => {
    liveState.textContent = state;
    liveState.className = 'badge ' + state;
  });

  const el = h('div', {class: 'cycle'},
    h('div', {class: 'cycle-head'}, title, versionEl, ' ', liveState),
    panel('travel', 'Time travel', slider.el, travelNote),
    h('div', {class: 'columns'},
      panel('matrix', 'Pugh matrix', pughBox),
      panel('waiting', 'Confirmations and revisits', flowsBox)),
    panel('document', 'Decision document', docBox),
    panel('audit', 'Audit timeline', audit.el),
    panel('compare', 'Compare versions', diff.el));
  return {el, close};
}
