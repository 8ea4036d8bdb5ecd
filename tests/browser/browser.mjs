// Shared pieces of the browser tests: launching Debian's chromium through playwright-core with
// the flags that give WebGL 2 headless (SwiftShader), and serving web/ on a free local port.
import { chromium } from 'playwright-core';
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
  '--disable-quic', '--disable-background-timer-throttling', '--disable-renderer-backgrounding',
];

export async function launch(extraArgs = []) {
  return chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** Starts scripts/serve.mjs on a free port; resolves to {url, close}. */
export function serve(extra = []) {
  return new Promise((resolve, reject) => {
    const child = fork(`${here}/../../scripts/serve.mjs`, ['--port', '0', ...extra], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('message', (m) => resolve({ url: `http://127.0.0.1:${m.port}/`, close: () => child.kill() }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

// [SECTION] contexts, reused
// A new browser context is a new profile: an empty HTTP cache, so the page's wasm is fetched and
// compiled again from nothing. When this pool came in (21e1f97) an open() took 2.2 s in a new context
// and 1.5 s in a used one (eight opens each, in one run); in session 40, 1.04-1.07 s against 1.00 s
// (docs/perf-history.md), and a run opens the page a few hundred times. So open()
// lends a context of the same screen that an earlier open() of the file gave back, else a new one.
// A lent context is a fresh visit but for the HTTP cache: no storage (the page keeps none), no
// service worker (the page registers its own once its deferred module is in, about a second after
// its load, else 10 s after it: a lease that lasted 9 s or more, whose context has a worker, or one
// of whose pages has a registration or has asked for one, is closed, not kept; a registration
// whose worker has not started yet is not among the context's serviceWorkers()), no page left
// (closing the lease closes them all), no permission, route, script, CDP session or listener of an
// earlier test (a lease that used anything of its context but newPage and pages is closed, not kept).
const pools = new WeakMap();
/** Whether the page has a service worker's registration, or has asked for one (shell.js
 *  keepOffline asks once the deferred module is in); a page that does not answer in 2 s, yes. */
function workerAsked(page) {
  const asked = page.evaluate(() => (window.playground && window.playground.modules && window.playground.modules().deferred.loaded) ||
    navigator.serviceWorker.getRegistration().then((r) => !!r)).catch(() => true);
  return Promise.race([asked, sleep(2000).then(() => true)]);
}
const LEASE_SAFE = new Set(['newPage', 'pages', 'browser']);
const NO_WORKER_BEFORE_MS = 9000;
async function lease(browser, options) {
  if (!pools.has(browser)) pools.set(browser, new Map());
  const key = JSON.stringify(options);
  const free = pools.get(browser).get(key) || [];
  pools.get(browser).set(key, free);
  const real = free.pop() || await browser.newContext(options);
  const since = Date.now();
  let own = false, closed = false;
  return new Proxy(real, {
    get(target, prop) {
      if (prop === 'close') {
        return async () => {
          if (closed) return;
          closed = true;
          const keep = !own && Date.now() - since < NO_WORKER_BEFORE_MS && real.serviceWorkers().length === 0 &&
            !(await Promise.all(real.pages().map(workerAsked))).some(Boolean);
          if (!keep) return real.close();
          for (const page of real.pages()) await page.close();
          free.push(real);
        };
      }
      const value = Reflect.get(target, prop);
      if (typeof value !== 'function') return value;
      if (!LEASE_SAFE.has(prop)) own = true;
      return value.bind(target);
    },
  });
}

/** Opens the page and waits until window.playground is ready. Collects console messages.
 *  `context.close()` gives the context back (see lease, above). */
export async function open(browser, url, { viewport = { width: 1280, height: 720 }, scale = 1, touch = false } = {}) {
  const context = await lease(browser, { viewport, deviceScaleFactor: scale, hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  const messages = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => messages.push({ type: 'pageerror', text: String(e.stack || e) }));
  await page.goto(url);
  await page.waitForFunction(() => window.playground && typeof window.playground.state === 'function', null, { timeout: 30000 });
  return { context, page, messages };
}

/** Console messages that are ours: errors, warnings and uncaught exceptions (not the GPU
 * driver's own WebGL performance notes, which Chromium prints for SwiftShader). */
export function problems(messages) {
  return messages.filter((m) => ['error', 'warning', 'pageerror'].includes(m.type) && !/^\[\.WebGL-/.test(m.text));
}

/** tests/golden/state_hashes.txt as [{demo, steps, hash}]: each demo's default link, run for
 * `steps` fixed steps, has state hash `hash` (lines "pursuit 3600 d5387071b8a15956"). */
export function goldenTable() {
  return readFileSync(new URL('../golden/state_hashes.txt', import.meta.url), 'utf8')
    .trim().split('\n').map((l) => l.split(' ')).map(([demo, steps, hash]) => ({ demo, steps: Number(steps), hash }));
}

export const SHOTS = new URL('../../build/screenshots/', import.meta.url).pathname;

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Whether two [x0, y0, x1, y1, ...] rectangles (CSS px) overlap by more than half a pixel each way. */
export const overlap = (a, b) => Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > 0.5 && Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > 0.5;

/** Calls window.playground.NAME(...args) in the page. */
export function pg(page, name, ...args) {
  return page.evaluate(([n, a]) => window.playground[n](...a), [name, args]);
}

/** Centre of a named widget ("param:lookahead", "button:step"...) in CSS px, or null. */
export async function widget(page, name) {
  const all = await pg(page, 'widgets');
  const r = all[name];
  return r ? { x: (r[0] + r[2]) / 2, y: (r[1] + r[3]) / 2, x0: r[0], y0: r[1], x1: r[2], y1: r[3] } : null;
}

/** Waits for the next rendered frames (ImGui widgets are laid out by the frame function). */
export async function frames(page, n = 3) {
  await page.evaluate((k) => new Promise((resolve) => {
    const tick = (left) => (left ? requestAnimationFrame(() => tick(left - 1)) : resolve());
    tick(k);
  }), n);
}

/** Polls `fn(arg)` in the page (it may return a Promise: page.waitForFunction would take the
 *  Promise itself as its truthy answer) every 100 ms until it is truthy; throws after `timeout` ms. */
export async function until(page, fn, arg = null, timeout = 20000) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await page.evaluate(fn, arg);
    if (value) return value;
    if (Date.now() > end) throw new Error(`until: still ${JSON.stringify(value)} after ${timeout} ms: ${fn}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the simulation's frame passes `frame` (a loaded machine may draw no frame in
 *  300 ms: a sleep there made a red CI run); returns the frame reached. */
export function framePasses(page, frame, timeout = 20000) {
  return until(page, (f) => { const now = window.playground.state().frame; return now > f ? now : 0; }, frame, timeout);
}

/** The text the panel drew on a frame (its words and its sliders' numbers as people see them):
 *  the first call asks for the next frame's, which the second reads. */
export async function panelText(page) {
  await page.evaluate(() => window.Module.ccall('pg_panel_text', 'string', [], []));
  await frames(page, 2);
  return page.evaluate(() => window.Module.ccall('pg_panel_text', 'string', [], []));
}

/** Waits until the page has drawn no frame for `quietMs` of its own clock (a woken page draws a
 *  few frames, and on a loaded machine each can take 300 ms: a fixed sleep read the count in the
 *  middle of them); returns perf.framesDrawn then. A page that never stops drawing times out. */
export async function drawnSettles(page, quietMs = 1000, timeout = 20000) {
  const settled = await until(page, (q) => {
    const n = window.playground.state().perf.framesDrawn, t = performance.now();
    if (n !== window.__drawnN) {
      window.__drawnN = n;
      window.__drawnT = t;
      return 0;
    }
    return t - window.__drawnT >= q ? { n } : 0;  // an object: a count of 0 is an answer too
  }, quietMs, timeout);
  return settled.n;
}

/** The steps a running scene takes over `ms` of animation frames, and the steps its clock owes
 *  them: at speed 1 each frame owes 60 a second of its gap, a gap counted as at most 0.25 s
 *  (main.cpp kMaxFrameSeconds). Summed from the frames' own timestamps, so a loaded machine's
 *  slow frames (rightly fewer steps a second of real time) are owed fewer. Read in animation
 *  frame callbacks, which run after the app's frame of the same tick (the app asked for its
 *  frame first), so each reading includes that frame's steps. Resolves to {steps, owed,
 *  seconds, longest} (longest: the longest gap, ms). */
export function stepsOwed(page, ms = 3000) {
  return page.evaluate((span) => new Promise((resolve) => {
    let f0 = -1, t0 = 0, last = 0, owed = 0, longest = 0;
    requestAnimationFrame(function tick(t) {
      const frame = window.playground.state().frame;
      if (f0 < 0) {
        f0 = frame, t0 = last = t;
      } else {
        owed += Math.min(t - last, 250);
        longest = Math.max(longest, t - last);
        last = t;
      }
      if (t - t0 < span) requestAnimationFrame(tick);
      else resolve({ steps: frame - f0, owed: (owed / 1000) * 60, seconds: (t - t0) / 1000, longest });
    });
  }), ms);
}

/** One browser and one server for a test file: `const env = useBrowser();` then env.url,
 * env.browser inside tests. Registers the node:test hooks that start and stop them. */
export function useBrowser({ before, after, mkdirSync }) {
  const env = { browser: null, server: null, url: '' };
  before(async () => {
    env.server = await serve();
    env.url = env.server.url;
    env.browser = await launch();
    mkdirSync(SHOTS, { recursive: true });
  });
  after(async () => {
    await env.browser?.close();
    env.server?.close();
  });
  return env;
}
