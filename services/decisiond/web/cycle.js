// One cycle's page: the verdict and the PrOACT steps, the matrix, what
// waits for the person, the pictures, the document, the audit timeline and
// time travel, kept current by the live stream.
import {h, replace, say} from './dom.js';
import {get, cyclePath} from './api.js';
import {pughView} from './pugh.js';
import {flipPanel} from './flips.js';
import {documentView, exportButton} from './document.js';
import {loadFlows, flowsView} from './flows.js';
import {auditPanel} from './audit.js';
import {loadHistory, sliderPanel, diffPanel} from './travel.js';
import {watch, coalesce} from './live.js';
import {analyses} from './analysis.js';
import {verdictView, stepperView} from './verdict.js';
import {rankBars, tornado} from './charts.js';
import {swapsPanel} from './swaps.js';

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
  const analysis = analyses(cycleId);
  const flips = flipPanel(analysis.flipsNow, pughBox);
  const verdictBox = h('div', {id: 'verdict-box'});
  const picturesBox = h('div', {id: 'pictures-box'});
  const swaps = swapsPanel(cycleId);
  const flowsBox = h('div', {id: 'flows-box'});
  const docBox = h('div', {id: 'doc-box'});
  const travelNote = h('p', {id: 'travel-note', class: 'travel-note', hidden: true});
  const audit = auditPanel(cycleId);
  const slider = sliderPanel((version) => { pinned = version; showPictures(); showPinned(); });
  const labels = new Map(); // ids to names, for the diff (removed ones kept)
  const names = new Map(); // ids to bare names, for proposals (removed ones kept)
  const name = (id) => names.get(id);
  const diff = diffPanel(cycleId, (id) => labels.get(id) || id);

  let lastDoc = null;
  let lastPughView = null;
  let lastFlows = null;
  // The verdict and the steps follow every view they read.
  // Left as it is when nothing in it changed, so a live update does not
  // take the keyboard focus from its button.
  function showVerdict() {
    const next = [verdictView({doc: lastDoc, pugh: lastPughView, flows: lastFlows, analysis: analysis.state(), pinned}),
      stepperView(lastDoc, pinned)];
    const now = [...verdictBox.children];
    if (now.length === next.length && now.every((el, i) => el.isEqualNode(next[i]))) return;
    replace(verdictBox, next);
  }
  // The pictures of the analyses, of the decision now.
  function showPictures() {
    const a = analysis.state();
    const parts = [];
    if (pinned !== null) parts.push(h('p', {class: 'travel-note'}, 'These pictures are of the decision now, not of the version you are looking at.'));
    if (a.status === 'ready' && a.flips) parts.push(tornado(a.flips));
    if (a.status === 'ready' && a.ranks) parts.push(rankBars(a.ranks));
    if (a.status === 'pending') parts.push(h('p', {class: 'empty'}, 'Drawing the pictures of the decision now…'));
    if (a.status === 'none') parts.push(h('p', {class: 'empty'}, 'Pictures of how sure the leader is appear once there is a leader.'));
    replace(picturesBox, parts);
  }
  analysis.onChange(() => { showVerdict(); showPictures(); });
  showPictures();

  function showDoc() {
    if (!lastDoc) return;
    showVerdict();
    replace(title, lastDoc.title);
    document.title = `${lastDoc.title} · Decision Ledger`;
    versionEl.textContent = pinned === null ? `version ${history.current || lastDoc.version}` : `as it stood at version ${pinned}`;
    replace(docBox, documentView(lastDoc));
    travelNote.hidden = pinned === null;
    showFlipButton();
    travelNote.textContent = pinned === null ? '' : `You are looking at version ${pinned}. The matrix and the document show the decision as it stood then; answers are disabled.`;
    document.body.dataset.version = String(lastDoc.version);
    document.body.dataset.at = pinned === null ? 'now' : String(pinned);
  }

  // Redrawn only when it changed, keeping the focused cell focused, so a
  // live update does not pull the person's keyboard focus away.
  let lastPugh = null;
  // "What would change the leader?" only of the decision now, and only
  // once there is a leader to change.
  let hasLeader = false;
  const showFlipButton = () => { flips.el.hidden = pinned !== null || !hasLeader; };
  function showPugh(pugh) {
    const text = JSON.stringify(pugh);
    if (text === lastPugh) return;
    lastPugh = text;
    lastPughView = pugh;
    if (pinned === null) analysis.update(pugh);
    showVerdict();
    for (const a of (pugh.totals && pugh.totals.alternatives) || []) labels.set(a.alternative_id, `${a.letter} ${a.name}`);
    for (const o of pugh.objectives) labels.set(o.objective_id, o.name);
    for (const a of (pugh.totals && pugh.totals.alternatives) || []) names.set(a.alternative_id, a.name);
    for (const o of pugh.objectives) names.set(o.objective_id, o.name);
    const focused = document.activeElement;
    const key = focused && focused.closest && focused.closest('#pugh-box') && focused.dataset.alt
      ? `td[data-alt="${CSS.escape(focused.dataset.alt)}"][data-obj="${CSS.escape(focused.dataset.obj || '')}"]` : null;
    replace(pughBox, pughView(pugh));
    flips.reset();
    hasLeader = Boolean(pugh.totals && pugh.totals.leader_id);
    showFlipButton();
    const again = key && pughBox.querySelector(key);
    if (again) again.focus();
  }

  // Each view is drawn as soon as its read answers.
  // `signal`: the slider moved on, so these answers are no longer wanted.
  async function readViews(minPosition, signal) {
    const at = pinned === null ? {min_position: minPosition} : {at_version: pinned};
    const live = () => !(signal && signal.aborted);
    await Promise.all([
      get(cyclePath(cycleId, 'document'), at, {signal}).then((doc) => { if (live()) { lastDoc = doc; showDoc(); } }),
      get(cyclePath(cycleId, 'pugh'), at, {signal}).then((pugh) => { if (live()) showPugh(pugh); }),
    ]);
  }

  async function readFlows(minPosition) {
    const flows = await loadFlows(cycleId, minPosition);
    lastFlows = flows;
    showVerdict();
    replace(flowsBox, flowsView(cycleId, flows, (pos) => refresh(pos), pinned !== null, name));
  }

  // The history grows at its end: read only what is new.
  const history = {entries: [], current: 0};
  async function readHistory() {
    const last = history.entries.length ? history.entries[history.entries.length - 1].version : undefined;
    const more = await loadHistory(cycleId, last);
    if (!more.entries.length && history.entries.length) return;
    history.entries.push(...more.entries);
    history.current = more.current;
    if (pinned === null) versionEl.textContent = `version ${history.current}`;
    slider.update(history, pinned);
    diff.update(history);
    swaps.update(history.entries);
  }

  // The views first (what the person watches), then the rest; each only
  // when an event could have changed it.
  const ALL = ['views', 'flows', 'audit'];
  async function everything(minPosition, kinds) {
    if (pinned === null && kinds.has('views')) await readViews(minPosition);
    await Promise.all([
      kinds.has('flows') ? readFlows(minPosition) : null,
      kinds.has('audit') ? audit.refresh(minPosition) : null,
      readHistory(),
    ]);
    document.body.dataset.position = String(minPosition ?? '');
  }
  const schedule = coalesce((pos, kinds) => {
    if (pos !== null && (position === null || pos > position)) position = pos;
    return everything(position, kinds);
  });
  // What each event can change: an audit record only the audit views, the
  // revisit and confirmation events the lists (and the views).
  const FLOW = /^(Revisit|Confirmation|ToolCallProposed)/;
  const onEvent = (pos, type) => schedule(pos,
    type === 'ToolInvocationRecorded' ? ['audit'] : FLOW.test(type) ? ['views', 'flows'] : type ? ['views'] : ALL);
  const refresh = (pos) => schedule(pos, ALL);

  // Only the version the person stopped at is read: moving on cancels
  // the reads of the one before.
  let travelling = null;
  async function showPinned() {
    if (travelling) travelling.abort();
    const controller = new AbortController();
    travelling = controller;
    const {signal} = controller;
    try {
      await readViews(position, signal);
      const flows = await loadFlows(cycleId, position, signal);
      if (signal.aborted) return;
      lastFlows = flows;
      showVerdict();
      replace(flowsBox, flowsView(cycleId, flows, (pos) => refresh(pos), pinned !== null, name));
    } catch (e) {
      if (!signal.aborted) say(e.message, 'bad');
    }
  }

  await everything(null, new Set(ALL));
  const close = watch(cyclePath(cycleId, 'stream'), onEvent, (state) => {
    liveState.textContent = state;
    liveState.className = 'badge ' + state;
  });

  const el = h('div', {class: 'cycle'},
    h('div', {class: 'cycle-head'}, title, versionEl, ' ', liveState),
    travelNote,
    verdictBox,
    h('div', {class: 'columns'},
      panel('matrix', 'Pugh matrix', pughBox, flips.el),
      panel('waiting', 'Confirmations and revisits', flowsBox)),
    panel('pictures', 'How sure is the leader?', picturesBox, swaps.el),
    panel('travel', 'Time travel', slider.el),
    panel('document', 'Decision document', exportButton(cycleId, get, cyclePath(cycleId, 'export')), docBox),
    panel('audit', 'Audit timeline', audit.el),
    panel('compare', 'Compare versions', diff.el));
  return {el, close};
}
