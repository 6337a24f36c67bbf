// The analyses the verdict and the pictures show, computed by the domain
// (the page only draws them): `flip_analysis` (how close the leader is to
// losing) and `rank_acceptability` (how often each alternative leads when
// measured values vary). Both are read tools, run as the person's own
// audited calls, so the page asks sparingly:
// * only of the decision now (never of a past version),
// * only when the tool can answer (a leader; valued totals), so no call
//   is ever refused and logged as a rejection,
// * once per state of the decision (the Pugh view's text), and only once
//   the views rest: a burst of the agent's writes costs one call, not one
//   per write.
import {post, cyclePath} from './api.js';

/** How long the decision must stay unchanged before it is analysed. */
const REST_MS = 700;
/** The samples of rank acceptability: the tool's default, one fixed seed (the same decision, the same answer). */
const SAMPLING = {samples: 2000, seed: 1, weight_spread: null, response_format: 'detailed'};

export function analyses(cycleId) {
  let key = null;
  let timer = null;
  let run = null; // {key, flips: Promise|null, ranks: Promise|null}
  let state = {status: 'none'};
  const listeners = new Set();
  const notify = () => { for (const fn of listeners) fn(state); };

  function call(tool, parameters) {
    return post(cyclePath(cycleId, 'tools', tool), {parameters, trigger_context: 'the verdict on the person\'s page'})
      .then(({data}) => {
        if (!data.success) throw new Error(data.error || 'the analysis was refused');
        return data.data;
      });
  }

  function start(k, pugh) {
    clearTimeout(timer);
    if (run && run.key === k) return run;
    const totals = pugh.totals;
    const valued = totals && totals.measured && totals.measured.valued;
    run = {
      key: k,
      flips: totals && totals.leader_id ? call('flip_analysis', {basis: null, response_format: 'detailed'}) : null,
      ranks: valued && valued.leaders.length ? call('rank_acceptability', SAMPLING) : null,
    };
    const mine = run;
    Promise.allSettled([mine.flips, mine.ranks]).then(([flips, ranks]) => {
      if (run !== mine) return;
      const value = (r) => (r.status === 'fulfilled' ? r.value : null);
      const error = [flips, ranks].find((r) => r.status === 'rejected');
      state = {status: 'ready', flips: value(flips), ranks: value(ranks), error: error ? error.reason.message : null};
      notify();
    });
    return mine;
  }

  /** The decision now is `pugh` (null: nothing to analyse, e.g. travelling). */
  function update(pugh) {
    if (!pugh || !pugh.totals || !pugh.totals.leader_id) {
      clearTimeout(timer);
      key = null;
      run = null;
      state = {status: 'none'};
      notify();
      return;
    }
    const k = JSON.stringify(pugh);
    if (k === key) return;
    key = k;
    state = {status: 'pending'};
    notify();
    clearTimeout(timer);
    timer = setTimeout(() => start(k, pugh), REST_MS);
  }

  /** The flips of the decision now, at once (the person asked). */
  let latest = null;
  function flipsNow() {
    if (!latest || !latest.totals || !latest.totals.leader_id) return Promise.reject(new Error('there is no leader yet'));
    return start(key, latest).flips;
  }

  return {
    update: (pugh) => { latest = pugh; update(pugh); },
    flipsNow,
    state: () => state,
    onChange: (fn) => { listeners.add(fn); },
  };
}
