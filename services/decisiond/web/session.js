// Signing in: a bearer token exchanged for the HttpOnly session cookie
// (`POST /api/session`); the CSRF token it returns is kept in memory only.
import {h, field, say} from './dom.js';
import {request, setCsrf, ApiError} from './api.js';

/** The current session, or null when signed out. */
export async function restore() {
  try {
    const {data} = await request('GET', '/api/session');
    return accept(data);
  } catch (e) {
    if (e instanceof ApiError && (e.status === 401 || e.status === 404)) return null;
    throw e;
  }
}

let me = null; // the signed-in user

function accept(body) {
  const data = body && body.data ? body.data : body;
  setCsrf(data.csrf_token);
  me = data.user;
  return data;
}

export async function signOut() {
  try { await request('DELETE', '/api/session'); } finally { setCsrf(null); me = null; }
}

/**
 * Who made a call or gave a command, as the person reads it, from the
 * event's actor and actor kind (decision 28): "you", "your agent", a
 * service acting for you, or decisiond itself. Events recorded before the
 * kind was (or without authentication) show the actor as recorded.
 */
export function who(actor, kind) {
  const mine = actor === me;
  switch (kind) {
    case 'person': return mine ? 'you' : actor;
    case 'agent': return mine ? 'your agent' : `${actor}'s agent`;
    case 'service': return mine ? 'a service acting for you' : `a service acting for ${actor}`;
    case 'system': return 'decisiond';
    default: return actor || 'unknown';
  }
}

/** The sign-in view; calls done(session) once signed in. */
export function signInView(done) {
  const token = h('textarea', {name: 'token', rows: 4, required: true, autocomplete: 'off', spellcheck: 'false'});
  const error = h('p', {class: 'error', role: 'alert'});
  const form = h('form', {class: 'card narrow', 'aria-labelledby': 'signin-title'},
    h('h1', {id: 'signin-title'}, 'Sign in'),
    h('p', {}, 'Paste the token decisiond printed (or one from ', h('code', {}, 'decisiond token'),
      '). It is exchanged for a session cookie and not kept by this page.'),
    field('Bearer token', token),
    error,
    h('button', {type: 'submit'}, 'Sign in'));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    try {
      const {data} = await request('POST', '/api/session', {body: {token: token.value.trim()}});
      token.value = '';
      say('Signed in');
      done(accept(data));
    } catch (e) {
      error.textContent = e.status === 401 ? 'That token was not accepted (expired, or not for this service).' : e.message;
    }
  });
  return form;
}
