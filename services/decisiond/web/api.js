// The API as the page uses it: same-origin requests that carry the session
// cookie, the CSRF token on every write, an Idempotency-Key per user
// action, and `min_position` to read the page's own writes.

let csrf = null;
const listeners = new Set();

export function setCsrf(token) { csrf = token; }

/** Called with no argument when the session ends (401). */
export function onSignedOut(fn) { listeners.add(fn); }

export class ApiError extends Error {
  constructor(status, body) {
    super((body && body.error) || `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** A random key (works outside secure contexts too). */
export function newKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function query(params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params || {})) {
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  }
  const s = q.toString();
  return s ? '?' + s : '';
}

/** The path of a cycle's resource, ids percent-encoded. */
export function cyclePath(cycleId, ...rest) {
  return ['/api/cycles', cycleId, ...rest].map((p, i) => (i === 0 ? p : encodeURIComponent(p))).join('/');
}

const pause = (ms, signal) => new Promise((resolve, reject) => {
  const timer = setTimeout(resolve, ms);
  if (signal) signal.addEventListener('abort', () => { clearTimeout(timer); reject(signal.reason); }, {once: true});
});

/** `signal` cancels it (an AbortController's); a read that meets the rate limit waits and tries again. */
export async function request(method, path, {body, params, key, signal} = {}) {
  const headers = {accept: 'application/json'};
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  if (write) {
    if (csrf) headers['x-csrf-token'] = csrf;
    headers['idempotency-key'] = key || newKey();
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response;
  for (let attempt = 0; ; attempt += 1) {
    response = await fetch(path + query(params), {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    // Reads wait out the rate limit (twice at most) rather than show it.
    if (response.status !== 429 || write || attempt >= 2) break;
    const wait = Math.min(Number(response.headers.get('retry-after')) || 1, 5);
    await pause(wait * 1000, signal);
  }
  const text = await response.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = {error: text}; }
  if (response.status === 401 && !path.startsWith('/api/session')) {
    for (const fn of listeners) fn();
  }
  if (!response.ok) throw new ApiError(response.status, data);
  return {status: response.status, data};
}

// The page's background heavy reads (history, a past version's section)
// run one at a time: a user runs at most two heavy reads at once, and an
// agent acting as them should find the other free.
let lane = Promise.resolve();
export function oneAtATime(read) {
  const run = lane.then(read, read);
  lane = run.catch(() => {});
  return run;
}

export const get = (path, params, opts) => request('GET', path, {params, ...opts}).then((r) => r.data);
export const post = (path, body, opts) => request('POST', path, {body, ...opts});
export const put = (path, body) => request('PUT', path, {body});
export const del = (path) => request('DELETE', path);
