// The app's entry: restores the session (or shows sign-in), then routes
// by the URL's fragment: `#/` the cycles list, `#/cycles/<id>` one cycle.
import {h, replace, say} from './dom.js';
import {onSignedOut} from './api.js';
import {restore, signInView, signOut} from './session.js';
import {cyclesView} from './cycles.js';
import {cycleView} from './cycle.js';

const main = document.getElementById('main');
const who = document.getElementById('who');
const signOutButton = document.getElementById('sign-out');
const cyclesButton = document.getElementById('nav-cycles');
let session = null;
let closeCurrent = () => {};

function showSignIn() {
  session = null;
  closeCurrent();
  who.textContent = '';
  signOutButton.hidden = true;
  cyclesButton.hidden = true;
  replace(main, signInView((s) => { session = s; route(); }));
  document.body.dataset.view = 'sign-in';
}

async function route() {
  if (!session) return showSignIn();
  closeCurrent();
  closeCurrent = () => {};
  who.textContent = `Signed in as ${session.user}`;
  signOutButton.hidden = false;
  cyclesButton.hidden = false;
  const match = /^#\/cycles\/([0-9a-fA-F-]{36})$/.exec(location.hash);
  replace(main, h('p', {class: 'loading'}, 'Loading…'));
  try {
    if (match) {
      const view = await cycleView(match[1]);
      closeCurrent = view.close;
      replace(main, view.el);
      document.body.dataset.view = 'cycle';
    } else {
      const view = await cyclesView();
      closeCurrent = view.close;
      replace(main, view.el);
      document.body.dataset.view = 'cycles';
    }
  } catch (e) {
    replace(main, h('div', {class: 'card', role: 'alert'}, h('h1', {}, 'Could not load this page'), h('p', {}, e.message)));
    document.body.dataset.view = 'error';
  }
}

signOutButton.addEventListener('click', async () => {
  try { await signOut(); say('Signed out'); } catch (e) { say(e.message, 'bad'); }
  showSignIn();
});
cyclesButton.addEventListener('click', () => { location.hash = '#/'; });
window.addEventListener('hashchange', () => { if (location.hash.startsWith('#/') || location.hash === '') route(); });
onSignedOut(() => { if (session) { say('Your session ended: sign in again.', 'bad'); showSignIn(); } });

restore().then((s) => { session = s; route(); }, (e) => {
  replace(main, h('p', {role: 'alert'}, `Could not reach the service: ${e.message}`));
});
