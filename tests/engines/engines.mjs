// One small interface over three browser engines, so a browser test is written once and runs in
// each (docs/browsers.md has the tested versions):
//   chromium  Debian chromium through playwright-core, headless, WebGL 2 on SwiftShader
//   firefox   Debian firefox-esr through puppeteer-core over WebDriver BiDi, in a window under
//             Xvfb (headless Firefox has no WebGL here), WebGL 2 on Mesa llvmpipe
//   webkit    WebKitGTK's MiniBrowser through WebKitWebDriver, classic W3C WebDriver over plain
//             fetch, in a window under Xvfb, WebGL 2 on Mesa llvmpipe
//
//   const engine = await launchEngine('webkit');        // one browser per engine and test file
//   const page = await engine.newPage({ width: 1280, height: 720 });
//   await page.goto(url); await page.evaluate((n) => n + 1, 41);   // 42
//   await page.mouse.move(x, y); await page.keyboard.press('Space');
//   await page.problems();                               // console errors, warnings, exceptions
//
// A page's API (the same in every engine):
//   goto(url)                 navigates and waits for the load event
//   evaluate(fn, arg)         runs fn(arg) in the page (fn may be async); arg and the result are
//                             JSON values. fn is sent as source text: it must not close over
//                             test variables.
//   waitFor(fn, arg, ms)      polls evaluate(fn, arg) until truthy; returns the value
//   mouse.move(x, y, {steps}) / mouse.down() / mouse.up() / mouse.click(x, y): CSS px, viewport
//   keyboard.press(key)       Playwright key names: 'a', '4', 'Space', 'Tab', 'Shift+Tab',
//                             'Enter', 'Escape', 'ArrowLeft'...; keyboard.down(key)/up(key)
//   touch.start(x, y) / touch.move(x, y) / touch.end(): one finger, CSS px, viewport; the
//                             engine launched with { touch: true } (its touch events on)
//   screenshot()              PNG of the viewport (a Buffer)
//   setViewport({width, height})
//   addScript(path)           runs a script file (axe-core...) in the page's global scope; it
//                             is evaluated by the driver, so the page's CSP does not block it
//   problems()                [{type, text}] errors, warnings and uncaught exceptions since the
//                             page was opened, without the GPU driver's own notes
//   close()
// WebKit has one window per session: a second newPage() before close() is an error.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, problems as ourProblems, serve } from '../browser/browser.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const ENGINES = ['chromium', 'firefox', 'webkit'];
export const BINARIES = {
  chromium: process.env.CHROMIUM || '/usr/bin/chromium',
  firefox: process.env.FIREFOX || '/usr/bin/firefox-esr',
  webkitDriver: process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver',
  // Debian's libwebkit2gtk-4.1-0 ships MiniBrowser here (dpkg -L libwebkit2gtk-4.1-0).
  miniBrowser: process.env.MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
};

/** The engines to test: $ENGINES ("firefox,webkit"), or all three. */
export function selectedEngines() {
  const want = (process.env.ENGINES || '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const e of want) if (!ENGINES.includes(e)) throw new Error(`unknown engine ${e} in ENGINES (${ENGINES.join(', ')})`);
  return want.length ? want : ENGINES;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function needDisplay(name) {
  if (!process.env.DISPLAY) {
    throw new Error(`${name} runs in a window (its headless mode has no WebGL here): run the tests under ` +
      '`xvfb-run -a -s "-screen 0 1920x1080x24 -noreset"`, as `make engines` does');
  }
}

/** A port that was free a moment ago (the kernel's choice), for a driver that needs a number. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// [SECTION] the served page
// WebKit's copy of web/ has capture.js as the first script of index.html (see capture.js); the
// other engines get web/ itself. Both are served by scripts/serve.mjs, with its CSP.
function captureSite() {
  // One folder per test process, so that runs in parallel do not share it.
  const dir = `${root}build/engines-site/${process.pid}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(`${root}web`)) {
    if (f !== 'index.html') symlinkSync(`${root}web/${f}`, `${dir}/${f}`);
  }
  const html = readFileSync(`${root}web/index.html`, 'utf8');
  const tag = '<script src="engine-capture.js"></script>';
  const out = html.replace(/<meta charset="utf-8">/i, (m) => `${m}\n  ${tag}`);
  if (out === html) throw new Error('web/index.html has no <meta charset="utf-8"> to put capture.js after');
  writeFileSync(`${dir}/index.html`, out);
  writeFileSync(`${dir}/engine-capture.js`, readFileSync(new URL('capture.js', import.meta.url)));
  return dir;
}

/** Serves the page for an engine: resolves to {url, close}. */
export async function serveFor(engine) {
  if (engine !== 'webkit') return serve();
  const dir = captureSite();
  const server = await serve(['--root', dir]);
  return { url: server.url, close: () => { server.close(); rmSync(dir, { recursive: true, force: true }); } };
}

/** Adds what every engine's page does the same way on top of evaluate. */
function finish(page) {
  page.waitFor = async (fn, arg = null, ms = 20000) => {
    const until = Date.now() + ms;
    let failed = null;
    for (;;) {
      // A poll that meets a document being replaced (just after a navigation) can lose its answer:
      // WebKitGTK's driver then says "Could not parse script result". Asked again, as any poll is;
      // an error that lasts until the time is up is the one reported.
      try {
        const v = await page.evaluate(fn, arg);
        if (v) return v;
        failed = null;
      } catch (e) {
        failed = e;
      }
      if (Date.now() > until) {
        if (failed) throw failed;
        throw new Error(`${page.engine}: timed out after ${ms} ms waiting for ${fn.toString().slice(0, 120)}`);
      }
      await sleep(50);
    }
  };
  return page;
}

// [SECTION] keys
// Playwright's key names to W3C WebDriver's key code points (WebDriver spec, "keyboard actions").
const WD_KEYS = {
  Backspace: '\uE003', Tab: '\uE004', Enter: '\uE007', Shift: '\uE008', Control: '\uE009', Alt: '\uE00A',
  Escape: '\uE00C', Space: ' ', PageUp: '\uE00E', PageDown: '\uE00F', End: '\uE010', Home: '\uE011',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Delete: '\uE017',
  Meta: '\uE03D',
};
function splitCombo(key) {
  // 'Shift+Tab' -> ['Shift', 'Tab']; a lone '+' stays a key.
  return key === '+' ? ['+'] : key.split('+');
}

// [SECTION] Chromium: playwright-core with Debian's chromium (as tests/browser/browser.mjs)
async function launchChromium({ args = [], touch = false } = {}) {
  const browser = await chromium.launch({ executablePath: BINARIES.chromium, args: [...CHROMIUM_ARGS, ...args] });
  return {
    name: 'chromium',
    version: `Chromium ${browser.version()}`,
    async newPage({ width = 1280, height = 720 } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch });
      const page = await context.newPage();
      const cdp = touch ? await context.newCDPSession(page) : null;
      let finger = null;
      const touchEvent = (type, at) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ ...at, id: 1 }] : [] });
      const messages = [];
      page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
      page.on('pageerror', (e) => messages.push({ type: 'pageerror', text: String(e) }));
      return finish({
        engine: 'chromium',
        native: page,
        goto: async (url) => { await page.goto(url); },
        evaluate: (fn, arg) => page.evaluate(fn, arg),
        mouse: {
          move: (x, y, o = {}) => page.mouse.move(x, y, { steps: o.steps || 1 }),
          down: () => page.mouse.down(),
          up: () => page.mouse.up(),
          click: (x, y) => page.mouse.click(x, y),
        },
        keyboard: {
          press: (k) => page.keyboard.press(k),
          down: (k) => page.keyboard.down(k),
          up: (k) => page.keyboard.up(k),
        },
        touch: {
          start: (x, y) => touchEvent('touchStart', (finger = { x, y })),
          move: (x, y) => touchEvent('touchMove', (finger = { x, y })),
          end: () => { finger = null; return touchEvent('touchEnd', finger); },
        },
        screenshot: () => page.screenshot(),
        setViewport: ({ width: w, height: h }) => page.setViewportSize({ width: w, height: h }),
        addScript: (path) => page.evaluate(readFileSync(path, 'utf8')),
        problems: async () => ourProblems(messages),
        close: () => context.close(),
      });
    },
    close: () => browser.close(),
  };
}

// [SECTION] Firefox: puppeteer-core over WebDriver BiDi
async function launchFirefox({ prefs = {}, touch = false } = {}) {
  needDisplay('Firefox');
  const browser = await puppeteer.launch({
    browser: 'firefox', executablePath: BINARIES.firefox, headless: false,
    defaultViewport: null, extraPrefsFirefox: { ...(touch ? { 'dom.w3c_touch_events.enabled': 1 } : {}), ...prefs },
  });
  const version = `Firefox ${(await browser.version()).replace(/^firefox\//i, '')}`;
  return {
    name: 'firefox',
    version,
    async newPage({ width = 1280, height = 720 } = {}) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      const messages = [];
      // Puppeteer says 'warn' where Playwright says 'warning'.
      page.on('console', (m) => messages.push({ type: m.type() === 'warn' ? 'warning' : m.type(), text: m.text() }));
      page.on('pageerror', (e) => messages.push({ type: 'pageerror', text: String(e) }));
      // Puppeteer's US layout names the space bar ' ' (code 'Space'), Playwright 'Space'.
      const pk = (k) => (k === 'Space' ? ' ' : k);
      const combo = async (key, fn) => {
        const keys = splitCombo(key).map(pk);
        for (const k of keys.slice(0, -1)) await page.keyboard.down(k);
        await fn(keys[keys.length - 1]);
        for (const k of keys.slice(0, -1).reverse()) await page.keyboard.up(k);
      };
      return finish({
        engine: 'firefox',
        native: page,
        goto: async (url) => { await page.goto(url, { waitUntil: 'load' }); },
        evaluate: (fn, arg) => page.evaluate(fn, arg),
        mouse: {
          move: (x, y, o = {}) => page.mouse.move(x, y, { steps: o.steps || 1 }),
          down: () => page.mouse.down(),
          up: () => page.mouse.up(),
          click: (x, y) => page.mouse.click(x, y),
        },
        keyboard: {
          press: (k) => combo(k, (last) => page.keyboard.press(last)),
          down: (k) => page.keyboard.down(pk(k)),
          up: (k) => page.keyboard.up(pk(k)),
        },
        touch: {
          start: (x, y) => page.touchscreen.touchStart(x, y),
          move: (x, y) => page.touchscreen.touchMove(x, y),
          end: () => page.touchscreen.touchEnd(),
        },
        screenshot: async () => Buffer.from(await page.screenshot()),
        setViewport: ({ width: w, height: h }) => page.setViewport({ width: w, height: h }),
        addScript: (path) => page.evaluate(readFileSync(path, 'utf8')),
        problems: async () => ourProblems(messages),
        close: () => context.close(),
      });
    },
    close: () => browser.close(),
  };
}

// [SECTION] WebKit: WebKitWebDriver, classic W3C WebDriver over fetch
async function launchWebKit() {
  needDisplay('WebKit');
  const port = await freePort();
  // A process group of its own, so that close() takes MiniBrowser down with the driver even when
  // the session could not be ended (a crashed web process): a MiniBrowser left behind kept the
  // driver's stderr pipe, and so this process, open for ever.
  const driver = spawn(BINARIES.webkitDriver, [`--port=${port}`], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let driverErr = '';
  driver.stderr.on('data', (d) => { driverErr = (driverErr + d).slice(-4000); });
  const base = `http://127.0.0.1:${port}`;
  async function wd(method, path, body) {
    const res = await fetch(base + path, {
      method, headers: { 'content-type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(300000),  // a driver that never answers fails the call, not the run
    });
    const json = await res.json();
    if (json.value && json.value.error) {
      throw new Error(`WebDriver ${method} ${path}: ${json.value.error}: ${json.value.message}`);
    }
    return json.value;
  }
  for (let i = 0; ; i++) {
    try {
      await wd('GET', '/status');
      break;
    } catch (e) {
      if (i > 100 || driver.exitCode !== null) throw new Error(`WebKitWebDriver did not start: ${driverErr || e}`);
      await sleep(50);
    }
  }
  const session = await wd('POST', '/session', {
    capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: BINARIES.miniBrowser, args: ['--automation'] } } },
  });
  const S = `/session/${session.sessionId}`;
  let open = false;

  async function evaluate(fn, arg) {
    // Wrapped so that a sync or async fn, a thrown error and undefined all come back in one shape.
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${fn.toString()})(arguments[0]))
        .then((v) => done({ ok: true, v: v === undefined ? null : v }),
              (e) => done({ ok: false, e: String((e && e.stack) || e) }));`;
    const r = await wd('POST', `${S}/execute/async`, { script, args: [arg === undefined ? null : arg] });
    if (!r || !r.ok) throw new Error(`evaluate in WebKit: ${r ? r.e : 'no result'}`);
    return r.v;
  }
  const pointer = (actions) => wd('POST', `${S}/actions`, {
    actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }],
  });
  const keys = (actions) => wd('POST', `${S}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions }] });
  const finger = (actions) => wd('POST', `${S}/actions`, {
    actions: [{ type: 'pointer', id: 'finger', parameters: { pointerType: 'touch' }, actions }],
  });
  const fingerTo = (x, y) => ({ type: 'pointerMove', origin: 'viewport', duration: 0, x: Math.round(x), y: Math.round(y) });
  const wdKey = (k) => {
    if (WD_KEYS[k]) return WD_KEYS[k];
    if ([...k].length === 1) return k;
    throw new Error(`no WebDriver code for key ${k}`);
  };
  let mouseAt = { x: 0, y: 0 };

  async function setViewport({ width, height }) {
    // The window rect includes MiniBrowser's toolbar: size the window, measure the viewport,
    // and grow the window by the difference.
    // The window manager applies a new size a little after the reply: each try waits (at most 2 s)
    // for the viewport to move off its old size and then read the same twice, before it measures.
    const read = () => evaluate(() => [window.innerWidth, window.innerHeight]);
    const same = (a, b) => a[0] === b[0] && a[1] === b[1];
    const pause = () => new Promise((r) => setTimeout(r, 50));
    let before = await read();
    if (same(before, [width, height])) return;
    let w = width, h = height;
    const seen = [];
    for (let i = 0; i < 6; i++) {
      await wd('POST', `${S}/window/rect`, { width: w, height: h });
      let now = await read(), last = null;
      for (let t = 0; t < 40 && (same(now, before) || !last || !same(now, last)); t++) {
        last = now;
        await pause();
        now = await read();
      }
      if (same(now, [width, height])) return;
      seen.push(`${now[0]}x${now[1]}`);
      before = now;
      w += width - now[0];
      h += height - now[1];
    }
    throw new Error(`WebKit viewport is not ${width}x${height} (read ${seen.join(', ')})`);
  }

  return {
    name: 'webkit',
    version: `WebKitGTK ${session.capabilities.browserVersion}`,
    async newPage({ width = 1280, height = 720 } = {}) {
      if (open) throw new Error('WebKit: one page at a time (close the last one first)');
      open = true;
      const earlier = [];  // problems of pages this window showed before the current one
      const current = async () => {
        try {
          return await evaluate(() => window.__engineLog || []);
        } catch {
          return [];
        }
      };
      await wd('POST', `${S}/url`, { url: 'about:blank' });
      await setViewport({ width, height });
      return finish({
        engine: 'webkit',
        goto: async (url) => {
          earlier.push(...(await current()));
          await wd('POST', `${S}/url`, { url });
        },
        evaluate,
        mouse: {
          move: async (x, y, o = {}) => {
            const steps = Math.max(1, o.steps || 1);
            const moves = [];
            for (let i = 1; i <= steps; i++) {
              moves.push({
                type: 'pointerMove', origin: 'viewport', duration: 0,
                x: Math.round(mouseAt.x + (x - mouseAt.x) * (i / steps)), y: Math.round(mouseAt.y + (y - mouseAt.y) * (i / steps)),
              });
            }
            await pointer(moves);
            mouseAt = { x, y };
          },
          down: () => pointer([{ type: 'pointerDown', button: 0 }]),
          up: () => pointer([{ type: 'pointerUp', button: 0 }]),
          click: async (x, y) => {
            await pointer([{ type: 'pointerMove', origin: 'viewport', duration: 0, x: Math.round(x), y: Math.round(y) },
              { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }]);
            mouseAt = { x, y };
          },
        },
        keyboard: {
          press: (k) => {
            const parts = splitCombo(k).map(wdKey);
            return keys([...parts.map((value) => ({ type: 'keyDown', value })),
              ...parts.reverse().map((value) => ({ type: 'keyUp', value }))]);
          },
          down: (k) => keys([{ type: 'keyDown', value: wdKey(k) }]),
          up: (k) => keys([{ type: 'keyUp', value: wdKey(k) }]),
        },
        touch: {
          start: (x, y) => finger([fingerTo(x, y), { type: 'pointerDown', button: 0 }]),
          move: (x, y) => finger([fingerTo(x, y)]),
          end: () => finger([{ type: 'pointerUp', button: 0 }]),
        },
        screenshot: async () => Buffer.from(await wd('GET', `${S}/screenshot`), 'base64'),
        setViewport,
        addScript: async (path) => {
          // execute/sync runs its script as a function body: the file's top-level `var`s stay
          // local, but UMD bundles (axe-core) attach themselves to window.
          await wd('POST', `${S}/execute/sync`, { script: `${readFileSync(path, 'utf8')}\n;return null;`, args: [] });
        },
        problems: async () => ourProblems([...earlier, ...(await current())]),
        close: async () => {
          await wd('DELETE', `${S}/actions`).catch(() => {});
          await wd('POST', `${S}/url`, { url: 'about:blank' }).catch(() => {});
          open = false;
        },
      });
    },
    async close() {
      await wd('DELETE', S).catch(() => {});
      try { process.kill(-driver.pid, 'SIGKILL'); } catch { driver.kill(); }
      driver.stderr.destroy();
    },
  };
}

/** Starts one engine. options: chromium {args}, firefox {prefs}; webkit none. */
export function launchEngine(name, options = {}) {
  if (name === 'chromium') return launchChromium(options);
  if (name === 'firefox') return launchFirefox(options);
  if (name === 'webkit') return launchWebKit(options);
  throw new Error(`unknown engine ${name}`);
}

// [SECTION] helpers over a page, as tests/browser/browser.mjs has them for Playwright

/** Opens url in a fresh document (by way of about:blank: a link that differs from the current
 * one only after '#' would otherwise be a same-document hash change) and waits until
 * window.playground is ready. */
export async function openPlayground(page, url) {
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitFor(() => window.playground && typeof window.playground.state === 'function', null, 30000);
}

/** Calls window.playground.NAME(...args) in the page. */
export function pg(page, name, ...args) {
  return page.evaluate(([n, a]) => window.playground[n](...a), [name, args]);
}

/** Waits for the next n rendered frames. */
export function frames(page, n = 3) {
  return page.evaluate((k) => new Promise((resolve) => {
    const tick = (left) => (left ? requestAnimationFrame(() => tick(left - 1)) : resolve());
    tick(k);
  }), n);
}

/** Centre and corners of a named widget ("param:lookahead", "button:step"...) in CSS px, or null. */
export async function widget(page, name) {
  const r = (await pg(page, 'widgets'))[name];
  return r ? { x: (r[0] + r[2]) / 2, y: (r[1] + r[3]) / 2, x0: r[0], y0: r[1], x1: r[2], y1: r[3] } : null;
}
