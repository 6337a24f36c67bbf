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
    let position = null;
    try { position = JSON.parse(message.data).position; } catch { /* a malformed event still means news */ }
    onEvent(typeof position === 'number' ? position : null);
  });
  source.addEventListener('end', () => { source.close(); onState('ended'); });
  return () => source.close();
}

/**
 * Runs `task(position)` for the newest position seen, one run at a time:
 * a burst of events while a refresh is running leads to one more refresh.
 */
export function coalesce(task) {
  let running = false;
  let wanted = null;
  let pending = false;
  async function run() {
    running = true;
    while (pending) {
      pending = false;
      try { await task(wanted); } catch (e) { console.warn('refresh failed', e); }
    }
    running = false;
  }
  return (position) => {
    if (position !== null && (wanted === null || position > wanted)) wanted = position;
    pending = true;
    if (!running) run();
  };
}
