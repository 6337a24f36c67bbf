// Live updates: the cycle's server-sent events (same origin, so the
// session cookie rides along). Each `domain_event` names its feed position;
// the page re-reads its views with `min_position` set to it, so it never
// shows state older than the event it was told about.
//
// The badge is honest: "live" only once a connection has sent everything
// stored before it (`caught_up`), "reconnecting" from the moment the
// server says it is stopping (`shutdown`) or the connection drops until
// then. The browser reconnects by itself with `Last-Event-ID`, so what was
// written in the gap arrives first; when it gives up (an error answer
// rather than a dropped connection), the page opens a new stream itself.
import {request, ApiError} from './api.js';

/** The longest the page waits between its own attempts to reopen. */
const MAX_BACKOFF_MS = 30000;

/**
 * Opens the stream; calls onEvent(position, type) for each event (coalesced
 * by the caller) and onState('connecting'|'live'|'reconnecting'|'ended').
 * Returns a function that closes it.
 */
export function watch(path, onEvent, onState) {
  let source = null;
  let closed = false;
  let backoff = 1000;
  let timer = null;
  let shown = null;
  // Said once per change: the badge is an aria-live region.
  const state = (s) => { if (!closed && s !== shown) { shown = s; onState(s); } };
  function open(first) {
    state(first ? 'connecting' : 'reconnecting');
    source = new EventSource(path, {withCredentials: true});
    // Open is not yet live: the backlog (and Last-Event-ID's gap) comes first.
    source.addEventListener('caught_up', () => { backoff = 1000; state('live'); });
    source.addEventListener('shutdown', () => state('reconnecting'));
    source.addEventListener('error', () => {
      if (source.readyState !== EventSource.CLOSED) { state('reconnecting'); return; }
      // The browser gave up (an error status, not a dropped connection).
      state('reconnecting');
      timer = setTimeout(retry, backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    });
    source.addEventListener('domain_event', (message) => {
      let event = {};
      try { event = JSON.parse(message.data); } catch { /* a malformed event still means news */ }
      onEvent(typeof event.position === 'number' ? event.position : null, String(event.event_type || ''));
    });
    source.addEventListener('end', () => {
      source.close();
      if (!closed) { closed = true; onState('ended'); }
    });
  }
  // A signed-out session ends here (api.js tells the app on 401); anything
  // else is tried again. A new stream starts from the beginning, which the
  // page folds like any burst of news.
  async function retry() {
    if (closed) return;
    try {
      await request('GET', '/api/session');
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) { closed = true; onState('ended'); return; }
    }
    if (!closed) open(false);
  }
  open(true);
  return () => { closed = true; clearTimeout(timer); if (source) source.close(); };
}

/**
 * Runs `task(position, kinds)` for the newest position seen and the union
 * of the kinds of news since the last run, one run at a time: a burst of
 * events while a refresh is running leads to one more refresh.
 */
export function coalesce(task) {
  let running = false;
  let wanted = null;
  let kinds = new Set();
  async function run() {
    running = true;
    while (kinds.size) {
      const now = kinds;
      kinds = new Set();
      try { await task(wanted, now); } catch (e) { console.warn('refresh failed', e); }
    }
    running = false;
  }
  return (position, newKinds) => {
    if (position !== null && (wanted === null || position > wanted)) wanted = position;
    for (const k of newKinds) kinds.add(k);
    if (!running) run();
  };
}
