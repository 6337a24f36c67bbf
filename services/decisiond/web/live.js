// Live updates: the cycle's server-sent events (same origin, so the
// session cookie rides along). Each `domain_event` names its feed position;
// the page re-reads its views with `min_position` set to it, so it never
// shows state older than the event it was told about.

/**
 * Opens the stream; calls onEvent(position) for each event (coalesced by
 * the caller) and onState('live'|'reconnecting'|'ended').
 */
export function watch(path, onEvent, onState) {
  const source = new EventSource(path, {withCredentials: true});
  source.addEventListener('open', () => onState('live'));
  source.addEventListener('error', () => onState(source.readyState === EventSource.CLOSED ? 'ended' : 'reconnecting'));
  source.addEventListener('domain_event', (message) => {
    let event = {};
    try { event = JSON.parse(message.data); } catch { /* a malformed event still means news */ }
    onEvent(typeof event.position === 'number' ? event.position : null, String(event.event_type || ''));
  });
  source.addEventListener('end', () => { source.close(); onState('ended'); });
  return () => source.close();
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
