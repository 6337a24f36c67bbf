// Drives the web app in Debian's chromium for tests/tests/browser.rs.
//
// The Rust test starts decisiond, runs this script, and talks to it in
// JSON lines: this script writes `@@ {...}` lines on stdout (what the page
// showed, or that it is ready for the next step) and reads one command per
// line on stdin. Every check that fails throws: the script exits non-zero
// with the reason, and the Rust test fails with it.
//
// Journey: the career-move cycle (CYCLE_ID) watched live, then the
// family-car cycle, made while the cycles list is open.
//
// Environment: BASE_URL, PERSON_TOKEN (signs in through the page's form),
// AGENT_TOKEN (the agent's appends in the latency run), CYCLE_ID,
// ARTIFACTS (screenshots), MODE (journey | injection | honest), PAYLOADS (injection:
// JSON list of strings that must show literally), CHROMIUM (default
// /usr/bin/chromium).

import {chromium} from 'playwright-core';
import {createRequire} from 'node:module';
import {mkdirSync, existsSync, readFileSync} from 'node:fs';
import {createInterface} from 'node:readline';
import {join} from 'node:path';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const env = (name) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set`);
  return v;
};
const BASE = env('BASE_URL');
const ARTIFACTS = env('ARTIFACTS');
const MODE = env('MODE');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (deploy/test.sh does: apt-get install -y chromium)`);
mkdirSync(ARTIFACTS, {recursive: true});

const send = (obj) => process.stdout.write('@@ ' + JSON.stringify(obj) + '\n');
const reader = createInterface({input: process.stdin});
const lines = reader[Symbol.asyncIterator]();
async function next() {
  const {value, done} = await lines.next();
  if (done) throw new Error('the test closed stdin');
  return JSON.parse(value);
}
const fail = (message) => { throw new Error(message); };

const screenshots = [];
async function shot(page, name, opts = {}) {
  const path = join(ARTIFACTS, `${MODE}-${name}.png`);
  await page.screenshot({path, ...opts});
  screenshots.push(path);
  return path;
}

// axe-core on the page as it is; any violation fails.
const axeRuns = [];
async function axe(page, view) {
  await page.evaluate(AXE);
  const result = await page.evaluate(() => window.axe.run(document, {resultTypes: ['violations']}));
  axeRuns.push({view, violations: result.violations.map((v) => `${v.id} (${v.impact})`)});
  if (result.violations.length) {
    fail(`axe on the ${view} view: ${result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`).join(' | ')}`);
  }
}

// Every view at a desktop and a phone size: no horizontal page scroll,
// every select inside the viewport, the audit as cards on the phone, the
// matrix scrolling inside its panel with the objective column in place,
// axe clean, a screenshot. Back at the desktop size afterwards.
const SIZES = [{width: 1280, height: 800}, {width: 390, height: 844}];
const layouts = [];
async function everySize(page, view) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const layout = await page.evaluate(() => {
      const width = window.innerWidth;
      const page = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
      // What sticks out, for the failure message.
      const out = [...document.querySelectorAll('body *')].filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width && r.right > width + 0.5 && !e.closest('.scroll');
      }).slice(0, 5).map((e) => `${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}.${e.className} ${Math.round(e.getBoundingClientRect().right)}px`);
      const selects = [...document.querySelectorAll('select')].filter((e) => e.offsetParent)
        .filter((e) => e.getBoundingClientRect().right > width + 0.5).map((e) => e.id || e.name);
      const row = document.querySelector('#audit-table tbody tr');
      const matrix = document.getElementById('pugh-matrix');
      let sticky = null;
      let inside = null;
      if (matrix) {
        const box = matrix.parentElement;
        inside = box.getBoundingClientRect().right <= width + 0.5;
        if (box.scrollWidth > box.clientWidth) {
          box.scrollLeft = box.scrollWidth;
          const th = matrix.querySelector('tbody th[scope=row]');
          sticky = Math.abs(th.getBoundingClientRect().left - box.getBoundingClientRect().left) <= 1;
          box.scrollLeft = 0;
        }
      }
      return {width, page, out, selects, audit: row ? getComputedStyle(row).display : null,
        matrix_inside: inside, matrix_scrolls: sticky !== null, sticky};
    });
    layouts.push({view, ...layout});
    const where = `the ${view} view at ${size.width}×${size.height}`;
    if (layout.page > layout.width) fail(`${where} scrolls sideways: ${layout.page} px > ${layout.width} px; sticking out: ${layout.out.join(', ')}`);
    if (layout.selects.length) fail(`${where}: selects wider than the screen: ${layout.selects.join(', ')}`);
    if (layout.matrix_inside === false) fail(`${where}: the matrix panel is wider than the screen`);
    if (layout.sticky === false) fail(`${where}: the objective column scrolled away with the matrix`);
    const cards = size.width < 640;
    if (layout.audit && (layout.audit === 'block') !== cards) fail(`${where}: audit rows are ${layout.audit}`);
    await axe(page, `${view} at ${size.width}`);
    await shot(page, `${view.replaceAll(' ', '-')}-${size.width}`, {fullPage: true});
  }
  await page.setViewportSize(SIZES[0]);
}

/** The matrix is one tab stop; the arrow keys move between its cells, with the amber ring. */
async function matrixKeys(page, pugh) {
  const alts = pugh.totals.alternatives.map((a) => a.alternative_id);
  const objs = pugh.objectives.map((o) => o.objective_id);
  const stops = () => page.evaluate(() => [...document.querySelectorAll('#pugh-matrix td.cell')].filter((td) => td.tabIndex === 0).length);
  if (await stops() !== 1) fail(`the matrix has ${await stops()} tab stops, not 1`);
  await page.locator(`#pugh-matrix td[data-alt="${alts[0]}"][data-obj="${objs[0]}"]`).focus();
  const at = () => page.evaluate(() => {
    const el = document.activeElement;
    const style = getComputedStyle(el);
    return {alt: el.dataset.alt, obj: el.dataset.obj, ring: `${style.outlineStyle} ${style.outlineColor}`};
  });
  const expect = async (key, alt, obj) => {
    await page.keyboard.press(key);
    const now = await at();
    if (now.alt !== alt || now.obj !== obj) fail(`${key} moved focus to ${now.alt} × ${now.obj}, not ${alt} × ${obj}`);
    if (now.ring !== 'solid rgb(245, 158, 11)') fail(`the focused cell shows no amber ring: ${now.ring}`);
  };
  await expect('ArrowRight', alts[1], objs[0]);
  await expect('ArrowDown', alts[1], objs[1]);
  await expect('End', alts[alts.length - 1], objs[1]);
  await expect('ArrowLeft', alts[alts.length - 2], objs[1]);
  await expect('Home', alts[0], objs[1]);
  await expect('ArrowUp', alts[0], objs[0]);
  await expect('Control+End', alts[alts.length - 1], objs[objs.length - 1]);
  if (await stops() !== 1) fail('moving with the arrows left more than one tab stop');
  // Tab leaves the matrix in one step.
  await page.keyboard.press('Tab');
  const left = await page.evaluate(() => Boolean(document.activeElement.closest('#pugh-matrix tbody')));
  if (left) fail('Tab stayed inside the matrix');
}

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const context = await browser.newContext({viewport: {width: 1280, height: 800}});
const page = await context.newPage();
const problems = [];
page.on('dialog', async (dialog) => { problems.push(`a dialog opened: ${dialog.message()}`); await dialog.dismiss(); });
page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
page.on('console', (message) => {
  if (message.type() !== 'error') return;
  // Signed out, the page's first question (GET /api/session) is a 401 by design.
  if (message.location().url.endsWith('/api/session') && message.text().includes('401')) return;
  problems.push(`console error: ${message.text()} (${message.location().url})`);
});
// Anything the CSP blocks is reported here; with text rendered as text
// nothing should even try.
await page.addInitScript(() => {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
});
const step = (cmd) => ({timeout: cmd.timeout_ms || 15000});

try {
  await page.goto(BASE + '/');
  await page.waitForSelector('body[data-view="sign-in"]');
  const headers = await (await page.request.get(BASE + '/')).headers();
  if (!String(headers['content-security-policy'] || '').includes("script-src 'self'")) fail('the page has no strict CSP');
  await everySize(page, 'sign-in');
  await page.getByLabel('Bearer token').fill(env('PERSON_TOKEN'));
  await page.getByRole('button', {name: 'Sign in'}).click();
  await page.waitForSelector('body[data-view="cycles"]');
  await everySize(page, 'cycles');
  // The session survives a reload (GET /api/session).
  await page.reload();
  await page.waitForSelector('body[data-view="cycles"]');
  await page.locator(`a[href="#/cycles/${env('CYCLE_ID')}"]`).click();
  await page.waitForSelector('body[data-view="cycle"]');
  await page.waitForSelector('#live-state.live');
  // An empty cycle has no leader: nothing to flip, so no button.
  if (MODE === 'journey' && await page.locator('#flip-run').isVisible()) fail('the flip button shows in an empty cycle');
  send({ready: true});
  if (MODE === 'journey') await journey(page);
  else if (MODE === 'injection') await injection(page);
  else if (MODE === 'honest') await honest(page);
  else fail(`unknown MODE ${MODE}`);
  const csp = await page.evaluate(() => window.__csp);
  send({done: {screenshots, axe: axeRuns, layouts, problems, csp}});
} catch (error) {
  // What the page showed when a check failed.
  const state = await page.evaluate(() => ({data: {...document.body.dataset}, status: document.getElementById('status')?.textContent}))
    .catch(() => null);
  console.error('page state at the failure:', JSON.stringify(state), 'problems:', JSON.stringify(problems));
  await shot(page, 'failure', {fullPage: true}).then((p) => console.error('screenshot:', p), () => {});
  throw error;
} finally {
  await browser.close();
  reader.close(); // else stdin keeps node running
}

/** The matrix on the page equals the API's Pugh view `pugh`. */
async function matrixShows(page, pugh, timeout) {
  await page.waitForFunction((pugh) => {
    const table = document.getElementById('pugh-matrix');
    if (!table) return false;
    const alts = pugh.totals.alternatives;
    if (table.querySelectorAll('thead th[data-alt]').length !== alts.length) return false;
    for (const a of alts) {
      const total = table.querySelector(`tfoot td[data-alt="${a.alternative_id}"]`);
      if (!total || total.dataset.total !== String(a.total_score)) return false;
    }
    for (const c of pugh.matrix) {
      const cell = table.querySelector(`td[data-alt="${c.alternative_id}"][data-obj="${c.objective_id}"]`);
      if (!cell || cell.dataset.rating !== String(c.rating)) return false;
      if (cell.querySelector('.tip').textContent !== c.reasoning) return false;
    }
    // Beside the Pugh totals: the weighted and valued totals, when the API has them.
    // An alternative rated on nothing has no weighted total yet: a dash, as
    // an unmeasured one's valued total, never 0.00.
    const unrated = (a) => !a.is_datum && a.positive_count + a.negative_count + a.neutral_count === 0;
    const besides = [['weighted', pugh.totals.weighted, (a) => (unrated(a) ? null : a.weighted_total)],
      ['valued', pugh.totals.measured && pugh.totals.measured.valued, (a) => a.valued_total]];
    for (const [kind, present, value] of besides) {
      const row = document.getElementById(`${kind}-totals`);
      if (Boolean(row) !== Boolean(present)) return false;
      if (!present) continue;
      for (const a of alts) {
        const v = value(a);
        const td = row.querySelector(`td[data-alt="${a.alternative_id}"]`);
        if (!td || td.getAttribute(`data-${kind}`) !== (v === null || v === undefined ? '—' : v.toFixed(2))) return false;
      }
    }
    // Where raters disagree by 2 or more, and only there, the cell is marked.
    for (const c of (pugh.raters && pugh.raters.cells) || []) {
      const cell = table.querySelector(`td[data-alt="${c.alternative_id}"][data-obj="${c.objective_id}"]`);
      if (!cell || cell.classList.contains('disagree') !== (c.spread >= 2) || cell.dataset.spread !== String(c.spread)) return false;
    }
    if (table.querySelectorAll('td.disagree').length !== ((pugh.raters && pugh.raters.cells) || []).filter((c) => c.spread >= 2).length) return false;
    const marks = table.querySelectorAll('thead .tag.dominated');
    if (marks.length !== (pugh.dominated || []).length) return false;
    for (const d of pugh.dominated || []) {
      const mark = table.querySelector(`thead th[data-alt="${d.alternative_id}"] .tag.dominated`);
      if (!mark || mark.dataset.dominatedBy !== d.by || mark.querySelector('.tip').textContent !== d.reason) return false;
    }
    const leader = document.getElementById('pugh-leader');
    return leader && leader.dataset.leader === pugh.totals.leader_id;
  }, pugh, {timeout});
}

/** Every section on the page lists what the API's `doc` says it lacks. */
async function sectionsShowWhatTheyLack(page, doc, timeout) {
  await page.waitForFunction((doc) => doc.sections.every((s) => {
    const section = document.querySelector(`#doc-box section[data-component="${s.component}"]`);
    if (!section) return false;
    const shown = [...section.querySelectorAll('.lacks li')].map((li) => li.textContent);
    return JSON.stringify(shown) === JSON.stringify(s.missing);
  }), doc, {timeout});
}

/**
 * The document is rendered (headings, lists, tables; no markdown syntax
 * left as text) and every note in `notes` is on the page and visible.
 */
async function documentRendered(page, notes, timeout) {
  await page.waitForFunction((notes) => {
    const box = document.getElementById('doc-box');
    return box && notes.every((n) => box.textContent.includes(n));
  }, notes, {timeout});
  return page.evaluate((notes) => {
    const box = document.getElementById('doc-box');
    const visible = (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const holders = notes.map((n) => [...box.querySelectorAll('li')].find((el) => el.textContent.includes(n)));
    return {
      literal: ['**', '|---', '\n## '].filter((m) => box.textContent.includes(m)),
      hidden: notes.filter((n, i) => !holders[i] || !visible(holders[i])),
      tables: box.querySelectorAll('table').length,
      list_items: box.querySelectorAll('.md-list li').length,
      headings: box.querySelectorAll('h3').length,
      pre: box.querySelectorAll('pre').length,
      general_notes: box.querySelectorAll('section[data-component="notes"] li').length,
    };
  }, notes);
}

/**
 * The verdict card, the PrOACT steps and the pictures once they show what
 * the API says (`want`, from the Rust test): the leaders of each method,
 * the flip analysis's basis, each step's status, the tornado's rows, the
 * rank-acceptability shares and the even-swap steps. Returns what the page
 * shows (also on a timeout, in the error), for the test to compare again.
 */
async function verdictShows(page, want, timeout) {
  const read = () => page.evaluate(() => {
    const card = document.getElementById('verdict');
    if (!card) return null;
    const text = (el) => (el ? el.textContent : null);
    return {
      leaders: [...card.querySelectorAll('#verdict-leaders li')].map((li) => ({method: li.dataset.method, leaders: li.dataset.leaders.split(' ')})),
      why: card.querySelectorAll('#verdict-leaders .why').length,
      focal: text(card.querySelector('.focal strong')),
      basis: card.querySelector('#verdict-robust').dataset.basis || null,
      robust: text(card.querySelector('#verdict-robust')),
      standout: text(card.querySelector('#verdict-standout strong')),
      waiting: {confirmations: Number(card.querySelector('#verdict-waiting')?.dataset.confirmations ?? -1),
        revisits: Number(card.querySelector('#verdict-waiting')?.dataset.revisits ?? -1)},
      steps: [...document.querySelectorAll('#proact li')].map((li) => ({component: li.dataset.component, status: li.dataset.status})),
      tornado: document.querySelectorAll('#tornado .tornado-row').length,
      ranks: [...document.querySelectorAll('#rank-chart .bar-row')].map((r) => ({alternative_id: r.dataset.alt, first_rank_share: Number(r.dataset.first)})),
      swaps: [...document.querySelectorAll('#swap-steps > li')].map((li) => Number(li.dataset.version)),
      last_table: [...document.querySelectorAll('#swap-steps > li:last-child tbody th')].map((th) => th.textContent),
      literal: ['**', '|---', '~~'].filter((m) => card.textContent.includes(m) || document.getElementById('pictures').textContent.includes(m)),
    };
  });
  const same = (shown) => shown && JSON.stringify(shown.leaders) === JSON.stringify(want.leaders)
    && shown.basis === want.basis && JSON.stringify(shown.steps) === JSON.stringify(want.steps)
    && shown.tornado === want.tornado && JSON.stringify(shown.ranks) === JSON.stringify(want.ranks)
    && JSON.stringify(shown.swaps) === JSON.stringify(want.swaps)
    && shown.waiting.confirmations === want.waiting.confirmations && shown.waiting.revisits === want.waiting.revisits;
  const until = Date.now() + timeout;
  for (;;) {
    const shown = await read();
    if (same(shown)) return shown;
    if (Date.now() > until) fail(`the verdict shows ${JSON.stringify(shown)}, the API says ${JSON.stringify(want)}`);
    await page.waitForTimeout(200);
  }
}

/** The export button saves the API's export; the print stylesheet keeps the document. */
async function exportAndPrint(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#export').click()]);
  const saved = JSON.parse(readFileSync(await download.path(), 'utf8'));
  await page.emulateMedia({media: 'print'});
  const printed = await page.evaluate(() => ({
    bar: getComputedStyle(document.querySelector('.bar')).display,
    audit: getComputedStyle(document.getElementById('audit')).display,
    doc: document.getElementById('doc-box').getBoundingClientRect().height > 0,
  }));
  const pdf = join(ARTIFACTS, `${MODE}-document.pdf`);
  await page.pdf({path: pdf});
  screenshots.push(pdf);
  await page.emulateMedia({media: null});
  if (printed.bar !== 'none' || printed.audit !== 'none' || !printed.doc) fail(`printing shows ${JSON.stringify(printed)}`);
  return {file: download.suggestedFilename(), keys: Object.keys(saved).sort()};
}

/**
 * 30 quick arrow presses on the slider: the page reads the version it
 * stops at, meets no rate limit and shows no error; then back to now.
 */
async function calmSlider(page, timeout) {
  const api = [];
  const limited = [];
  const onRequest = (r) => { if (new URL(r.url()).pathname.startsWith('/api/')) api.push(r.url()); };
  const onResponse = (r) => { if (r.status() === 429) limited.push(r.url()); };
  await page.evaluate(() => {
    window.__toasts = [];
    const status = document.getElementById('status');
    new MutationObserver(() => {
      if (status.classList.contains('bad') && status.textContent) window.__toasts.push(status.textContent);
    }).observe(status, {childList: true, subtree: true, characterData: true, attributes: true});
  });
  page.on('request', onRequest);
  page.on('response', onResponse);
  await page.locator('#travel-slider').focus();
  const started = Date.now();
  for (let i = 0; i < 30; i += 1) await page.keyboard.press('ArrowLeft');
  const pressed_ms = Date.now() - started;
  const want = await page.evaluate(() => {
    const slider = document.getElementById('travel-slider');
    return slider.dataset.versions.split(' ')[Number(slider.value)];
  });
  await page.waitForSelector(`body[data-at="${want}"]`, {state: 'attached', timeout});
  await page.waitForTimeout(1000); // anything late would land now
  page.off('request', onRequest);
  page.off('response', onResponse);
  const toasts = await page.evaluate(() => window.__toasts);
  await page.locator('#travel-live').click();
  await page.waitForSelector('body[data-at="now"]', {state: 'attached', timeout});
  return {steps: 30, pressed_ms, version: Number(want), api_requests: api.length, limited: limited.length, toasts};
}

async function journey(page) {
  // 1. The scenario ran while the page was open: the matrix, totals and
  //    leader arrive live.
  let cmd = await next();
  await matrixShows(page, cmd.pugh, step(cmd).timeout);
  await sectionsShowWhatTheyLack(page, cmd.document, step(cmd).timeout);
  const rendered = await documentRendered(page, cmd.notes, step(cmd).timeout);
  const verdict = await verdictShows(page, cmd.verdict, step(cmd).timeout);
  const exported = await exportAndPrint(page);
  const cell = cmd.pugh.matrix[0];
  const td = page.locator(`#pugh-matrix td[data-alt="${cell.alternative_id}"][data-obj="${cell.objective_id}"]`);
  await td.focus(); // reasoning on keyboard focus…
  const tip = td.locator('.tip');
  const shownOnFocus = await tip.evaluate((el) => getComputedStyle(el).clipPath === 'none' && el.textContent);
  if (shownOnFocus !== cell.reasoning) fail(`the reasoning is not shown on focus: ${shownOnFocus}`);
  await page.mouse.move(0, 0);
  await page.locator('#pugh-matrix tbody th').first().focus();
  await td.hover(); // …and on hover
  if ((await tip.evaluate((el) => getComputedStyle(el).clipPath)) !== 'none') fail('the reasoning is not shown on hover');
  await shot(page, 'matrix-reasoning');
  await matrixKeys(page, cmd.pugh);
  await page.mouse.move(1275, 795);
  await page.evaluate(() => { if (document.activeElement) document.activeElement.blur(); window.scrollTo(0, 0); });
  const readme = await shot(page, 'cycle');
  await everySize(page, 'cycle');
  const leaderText = await page.locator('#pugh-leader').textContent();
  // Sensitivity on request: the flips the domain computed, each cell marked.
  await page.locator('#flip-run').click();
  await page.locator('#flip-result p').waitFor(step(cmd));
  const flips = await page.evaluate(() => [...document.querySelectorAll('#flip-cells li')].map((li) => ({
    alternative_id: li.dataset.alt,
    objective_id: li.dataset.obj,
    flip_to: Number(li.dataset.flipTo),
    marked: Boolean(document.querySelector(`#pugh-matrix td.flips-leader[data-alt="${li.dataset.alt}"][data-obj="${li.dataset.obj}"]`)),
  })));
  await everySize(page, 'cycle with the flip analysis');
  send({matrix: true, leader_text: leaderText, readme_screenshot: readme, flips, rendered, exported, verdict});

  // 2. The gate held a write: the page shows the proposal; approving it
  //    here runs it.
  cmd = await next();
  const item = page.locator(`#pending-confirmations li[data-confirmation="${cmd.confirmation_id}"]`);
  await item.waitFor(step(cmd));
  const summary = await item.locator('p strong').first().textContent();
  await page.waitForSelector('#verdict-waiting[data-confirmations="1"]', step(cmd));
  await everySize(page, 'cycle with a proposal');
  await item.locator('button[data-option="0"]').click();
  await page.locator(`#answered li[data-confirmation="${cmd.confirmation_id}"]`).waitFor({state: 'attached', ...step(cmd)});
  await page.locator(`#pugh-matrix thead th[data-alt="${cmd.removed}"]`).waitFor({state: 'detached', ...step(cmd)});
  send({approved: true, summary});

  // 3. The slider shows an earlier version, then back to now.
  cmd = await next();
  const index = await page.evaluate((version) => document.getElementById('travel-slider').dataset.versions.split(' ').indexOf(String(version)), cmd.version);
  if (index < 0) fail(`version ${cmd.version} is not on the slider`);
  await page.evaluate((index) => {
    const slider = document.getElementById('travel-slider');
    slider.value = String(index);
    slider.dispatchEvent(new Event('input'));
    slider.dispatchEvent(new Event('change'));
  }, index);
  await page.waitForSelector(`body[data-at="${cmd.version}"]`, {state: 'attached', ...step(cmd)});
  await matrixShows(page, cmd.pugh, step(cmd).timeout);
  const note = await page.locator('#travel-note').textContent();
  if (!note.includes(`version ${cmd.version}`)) fail(`the travel note says ${note}`);
  await everySize(page, 'cycle at an earlier version');
  await page.locator('#travel-live').click();
  await matrixShows(page, cmd.now, step(cmd).timeout);
  const calm = await calmSlider(page, step(cmd).timeout);
  await matrixShows(page, cmd.now, step(cmd).timeout);
  send({travelled: true, calm});

  // 4. The diff between two versions.
  cmd = await next();
  await page.selectOption('#diff-from', String(cmd.from));
  await page.selectOption('#diff-to', String(cmd.to));
  await page.getByRole('button', {name: 'Compare'}).click();
  await page.locator('#diff-result h3').filter({hasText: `From version ${cmd.from} to ${cmd.to}`}).waitFor(step(cmd));
  const shown = await page.evaluate(() => ({
    cells: document.querySelectorAll('#diff-result .diff-cells li').length,
    sections: [...document.querySelectorAll('#diff-result .diff-section')].map((s) => s.dataset.component),
    text: document.getElementById('diff-result').textContent,
  }));
  await page.locator('#diff-result').scrollIntoViewIfNeeded();
  await everySize(page, 'cycle with a diff');
  // The audit timeline, filtered to the rejected calls of one class.
  await page.getByLabel('Result').selectOption('validation_error');
  await page.getByRole('button', {name: 'Filter'}).click();
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll('#audit-table tbody tr')];
    return rows.length > 0 && rows.every((r) => r.dataset.result === 'validation_error');
  }, null, step(cmd));
  const auditRows = await page.locator('#audit-table tbody tr').count();
  const auditCounts = await page.locator('.audit p.meta').first().textContent();
  if (!auditCounts.startsWith(`${auditRows} shown (filtered)`)) fail(`the audit count says ${auditCounts} for ${auditRows} rows`);
  await everySize(page, 'cycle with the audit filtered');
  send({diff: shown, audit_validation_errors: auditRows});

  // 5. Live-update latency: the agent appends, the page shows it.
  cmd = await next();
  await page.evaluate(() => {
    window.__probes = new Set();
    window.__seen = {};
    new MutationObserver(() => {
      if (!window.__probes.size) return;
      const text = document.getElementById('pugh-box').textContent;
      for (const p of window.__probes) {
        if (text.includes(p)) { window.__seen[p] = Date.now(); window.__probes.delete(p); }
      }
    }).observe(document.body, {subtree: true, childList: true, characterData: true});
  });
  const fromAnswer = [];
  const fromRequest = [];
  for (let i = 0; i < cmd.appends; i += 1) {
    const probe = `latency probe ${i} ${Math.random().toString(36).slice(2, 8)}`;
    await page.evaluate((p) => window.__probes.add(p), probe);
    const sent = Date.now();
    const response = await fetch(`${BASE}/api/cycles/${env('CYCLE_ID')}/tools/rate_consequence`, {
      method: 'POST',
      headers: {authorization: `Bearer ${env('AGENT_TOKEN')}`, 'content-type': 'application/json'},
      body: JSON.stringify({parameters: {...cmd.rating, rating: i % 2 ? 1 : 2, reasoning: probe}, conversation_turn: 100 + i}),
    });
    const answered = Date.now();
    if (!response.ok) fail(`append ${i}: ${response.status} ${await response.text()}`);
    await page.waitForFunction((p) => window.__seen[p], probe, {timeout: 10000});
    const seen = await page.evaluate((p) => window.__seen[p], probe);
    fromAnswer.push(Math.max(0, seen - answered));
    fromRequest.push(seen - sent);
  }
  send({latency: {from_answer_ms: fromAnswer, from_request_ms: fromRequest}});

  // 6. The family-car scenario: the cycles list shows the new cycle without
  //    a reload; its page follows the whole replay; three methods, three
  //    answers, each explained; the pictures drawn.
  cmd = await next();
  await page.locator('#nav-cycles').click();
  await page.waitForSelector('body[data-view="cycles"]');
  send({listing: true});
  cmd = await next();
  const link = page.locator(`a[href="#/cycles/${cmd.cycle_id}"]`);
  await link.waitFor(step(cmd));
  await everySize(page, 'cycles, updated live');
  await link.click();
  await page.waitForSelector('body[data-view="cycle"]');
  await page.waitForSelector('#live-state.live');
  send({opened: true});
  cmd = await next();
  await matrixShows(page, cmd.pugh, step(cmd).timeout);
  await sectionsShowWhatTheyLack(page, cmd.document, step(cmd).timeout);
  const familyRendered = await documentRendered(page, cmd.notes, step(cmd).timeout);
  const familyVerdict = await verdictShows(page, cmd.verdict, step(cmd).timeout);
  await page.mouse.move(1275, 795);
  await page.evaluate(() => { if (document.activeElement) document.activeElement.blur(); window.scrollTo(0, 0); });
  const picture = await shot(page, 'family-car');
  // The pictures' numbers too (the table beside the bars).
  await page.evaluate(() => document.querySelectorAll('#pictures details').forEach((d) => { d.open = true; }));
  await everySize(page, 'family car');
  // Signing out ends the session (DELETE /api/session, with its CSRF
  // header): the page asks for a token again, and the cookie is gone.
  await page.getByRole('button', {name: 'Sign out'}).click();
  await page.waitForSelector('body[data-view="sign-in"]');
  const after = await page.request.get(BASE + '/api/session');
  if (after.status() !== 401) fail(`signed out, GET /api/session answers ${after.status()}`);
  send({family: {rendered: familyRendered, verdict: familyVerdict, readme_screenshot: picture}});
}

async function injection(page) {
  const payloads = JSON.parse(env('PAYLOADS'));
  const cmd = await next();
  await page.waitForSelector('#pugh-matrix', step(cmd));
  // Show everything that holds user text: reasoning tips, the parameters
  // of every call, the answered items, and a diff over the whole history.
  for (const td of await page.locator('#pugh-matrix td.cell').all()) await td.focus();
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
  const options = await page.locator('#diff-from option').count();
  await page.selectOption('#diff-from', {index: 0});
  await page.selectOption('#diff-to', {index: options - 1});
  await page.getByRole('button', {name: 'Compare'}).click();
  await page.waitForSelector('#diff-result h3');
  await page.waitForTimeout(300);
  await shot(page, 'cycle', {fullPage: true});
  await axe(page, 'cycle with hostile text');
  const found = await page.evaluate((payloads) => {
    const main = document.getElementById('main');
    const text = document.body.textContent;
    return {
      pwned: window.__pwned || null,
      // The page draws its own pictures as svg.chart (their text is text
      // nodes); any other svg, or any element inside one, came from text.
      elements: [...document.querySelectorAll('main img, main script, main iframe, main svg:not(.chart), main svg.chart *:not(title, desc, rect, line), main object, main embed, main style, main link, body > script, main [onerror], main [onload], main [onclick]')].map((e) => e.outerHTML.slice(0, 120)),
      scripts: document.scripts.length,
      js_links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')).filter((href) => !href.startsWith('#')),
      missing: payloads.filter((p) => !text.includes(p)),
      main_has_text: main.textContent.length,
    };
  }, payloads);
  // The cycles list too (the title).
  await page.locator('#nav-cycles').click();
  await page.waitForSelector('body[data-view="cycles"]');
  const listed = await page.evaluate((payloads) => ({
    elements: document.querySelectorAll('main img, main script, main svg, main iframe').length,
    title_shown: payloads.some((p) => document.getElementById('main').textContent.includes(p)),
  }), payloads);
  await shot(page, 'cycles');
  send({injection: {...found, listed}});
}

// Who did what, proposals in the person's words, and a restart: the
// badge says "reconnecting" while the server is away and "live" only
// once the stream is back and has sent what was written meanwhile.
async function honest(page) {
  // 1. The agent's proposal, in names, with one Approve/Reject pair.
  let cmd = await next();
  const item = page.locator(`#pending-confirmations li[data-confirmation="${cmd.confirmation_id}"]`);
  await item.waitFor(step(cmd));
  const question = await item.locator('p strong').first().textContent();
  const buttons = await item.locator('.actions button').allTextContents();
  const reason = await item.locator('p', {hasText: 'reason'}).first().textContent();
  await axe(page, 'cycle with a proposal in names');
  await item.getByRole('button', {name: 'Approve'}).click();
  const answered = page.locator(`#answered li[data-confirmation="${cmd.confirmation_id}"]`);
  await answered.waitFor({state: 'attached', ...step(cmd)});
  const approved = await answered.locator('.outcome').textContent();
  // 2. The person dismisses the agent's revisit suggestion, without words.
  const revisit = page.locator(`#pending-revisits li[data-revisit="${cmd.revisit_id}"]`);
  await revisit.getByRole('button', {name: 'Dismiss'}).click();
  const dismissed = page.locator(`#answered li[data-revisit="${cmd.revisit_id}"] .outcome`);
  await dismissed.waitFor({state: 'attached', ...step(cmd)});
  const dismissal = await dismissed.textContent();
  // 3. The audit timeline and the slider say who: you, or your agent.
  await page.waitForFunction(() => [...document.querySelectorAll('#audit-table tbody tr')]
    .some((tr) => tr.textContent.includes('remove_alternative') && tr.querySelector('td.who.person')), null, step(cmd));
  const audit = await page.evaluate(() => [...document.querySelectorAll('#audit-table tbody tr')].map((tr) => ({
    tool: tr.querySelector('code').textContent,
    who: tr.querySelector('td.who').textContent,
  })));
  const slider = await page.locator('#travel-label').textContent();
  await shot(page, 'answered-by-you', {fullPage: true});
  send({honest: {question, buttons, reason, approved, dismissal, audit, slider}});

  // 4. The server restarts on the same port: reconnecting, then live with
  //    the write made while it was away. Requests that meet the closed port
  //    (the stream's reconnects, an analysis the verdict card was about to
  //    run) are expected console errors, nothing else: the page recovers.
  cmd = await next();
  await page.evaluate(() => {
    const badge = document.getElementById('live-state');
    window.__states = [];
    new MutationObserver(() => window.__states.push(badge.textContent))
      .observe(badge, {childList: true, characterData: true, subtree: true});
  });
  const before = problems.length;
  send({watching: true});
  cmd = await next();
  await page.locator('#pugh-matrix thead th', {hasText: cmd.written}).waitFor(step(cmd));
  await page.waitForSelector('#live-state.live', step(cmd));
  const states = await page.evaluate(() => window.__states);
  const refused = problems.splice(before).filter((p) => !(p.includes(BASE) && /ERR_CONNECTION_(REFUSED|RESET)|ERR_EMPTY_RESPONSE/.test(p)));
  problems.push(...refused);
  await shot(page, 'back-after-restart');
  const badge = await page.locator('#live-state').textContent();
  // 5. A used sign-in link: signed in, on to the app; signed out, a page
  //    that says what happened (a fresh context has no cookie).
  const used = `${BASE}/session/start?code=${'0'.repeat(64)}`;
  await page.goto(used);
  await page.waitForSelector('body[data-view="cycles"]');
  const stranger = await (await browser.newContext()).newPage();
  const answer = await stranger.goto(used);
  const link = {status: answer.status(), heading: await stranger.locator('h1').textContent(),
    signed_in_view: page.url() === `${BASE}/`};
  await axe(stranger, 'a used sign-in link');
  await shot(stranger, 'link-used');
  await stranger.getByRole('link', {name: 'open the sign-in page'}).click();
  await stranger.waitForSelector('body[data-view="sign-in"]');
  send({restarted: {states, badge}, link});
}
