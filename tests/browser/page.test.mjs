// The page itself: it loads cleanly, shows something, runs at a fixed step, and fails clearly.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { open, problems, SHOTS, sleep, pg, until, framePasses, stepsOwed, useBrowser } from './browser.mjs';
import { decodePng, countDifferent, pixelAt } from './png.mjs';

const env = useBrowser({ before, after, mkdirSync });

test('the page opens on the pursuit demo with no console error or warning', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  await framePasses(page, 0);  // frames advance (waited for: a loaded machine's first steps come late)
  await sleep(1000);  // and the deferred module's arrival says nothing in the console either
  const s = await pg(page, 'state');
  assert.equal(s.demo, 'pursuit');
  assert.ok(s.frame > 0, 'frames advance');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the canvas is not blank, frames advance and agents move', async () => {
  const { context, page } = await open(env.browser, env.url);
  await until(page, () => window.playground.state().perf.framesDrawn >= 2);  // drawn (a loaded machine's first frames come late)
  await sleep(800);
  const shot = await page.screenshot();
  writeFileSync(`${SHOTS}/pursuit-start.png`, shot);
  const img = decodePng(shot);
  // The world area (right of the panel) differs from its background where agents and vectors are.
  const bg = pixelAt(img, 1000, 680);
  const drawn = countDifferent(img, bg, { x: 360, y: 40, w: 900, h: 630 });
  assert.ok(drawn > 300, `only ${drawn} pixels differ from the background`);
  const a = await pg(page, 'state');
  await sleep(500);
  await framePasses(page, a.frame + 10);  // frames advance (at least 10 steps, whatever the load)
  const b = await pg(page, 'state');
  const moved = b.agents.some((ag, i) => Math.hypot(ag.pos[0] - a.agents[i].pos[0], ag.pos[1] - a.agents[i].pos[1]) > 1);
  assert.ok(moved, 'agents move');
  await context.close();
});

test('simulation time is frames times 1/60 s, whatever the frame rate', async () => {
  const { context, page } = await open(env.browser, env.url);
  await sleep(700);
  const s = await pg(page, 'state');
  assert.ok(Math.abs(s.time - s.frame / 60) < 1e-6, `time ${s.time} for frame ${s.frame}`);
  // At speed 1 about 60 steps run per second of real time; a frame's gap counts as at most 0.25 s
  // (a slow frame makes slow motion, not a jump). So the steps over 3 s are compared with what the
  // clock owes them, from the frames' own timestamps (stepsOwed), not with the seconds: frames
  // 0.3 s apart on a loaded machine ran 40-50 steps a second, rightly.
  const m = await stepsOwed(page, 3000);
  const about = `${m.steps} steps for ${m.owed.toFixed(1)} owed in ${m.seconds.toFixed(2)} s (longest frame ${m.longest.toFixed(0)} ms)`;
  assert.ok(Math.abs(m.steps - m.owed) <= 2 + 0.03 * m.owed, about);
  // And where no frame was longer than 0.25 s, that is about 60 steps per second of real time.
  if (m.longest < 250) assert.ok(Math.abs(m.steps / m.seconds - 60) <= 3, about);
  await context.close();
});

test('a loading message shows while the wasm downloads', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.route('**/playground.wasm', async (route) => {
    await sleep(1500);
    await route.continue();
  });
  await page.goto(env.url);
  const text = await page.textContent('#status');
  assert.match(text, /Loading the playground/);
  assert.ok(await page.isVisible('#status'));
  await page.waitForFunction(() => window.playground, null, { timeout: 30000 });
  assert.equal(await page.isVisible('#status'), false, 'the message goes away when the page is ready');
  await context.close();
});

test('without WebGL 2 the page says so instead of staying blank', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
      return type === 'webgl2' ? null : original.call(this, type, ...rest);
    };
  });
  await page.goto(env.url);
  await page.waitForSelector('#status.error');
  assert.match(await page.textContent('#status'), /needs WebGL 2/);
  // A page that never draws still registers the service worker, 10 s after its load.
  const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventStart);
  assert.equal(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r)), false, 'not at once');
  await until(page, () => navigator.serviceWorker.getRegistration().then((r) => !!r));
  const at = await page.evaluate(() => performance.now());
  assert.ok(at >= loaded + 9900, `registered at ${at} ms, the page loaded at ${loaded} ms`);
  await context.close();
});

test('the page creates one WebGL 2 context, before the wasm arrives, and marks its first frame', async () => {
  // A second context costs a software GPU 50-200 ms of start-up: shell.js creates the canvas's
  // context and the app (src/app/platform.cpp) must get that same one back, so both ask for the same attributes.
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const created = (window.__contexts = []);
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (type, attrs) {
      const had = this.__had;
      const ctx = original.call(this, type, attrs);
      if (type === 'webgl2') {
        created.push({ canvas: this.id, attrs: JSON.stringify(attrs || {}), fresh: !had, beforeModule: window.Module === undefined });
        this.__had = true;
      }
      return ctx;
    };
  });
  await page.goto(env.url);
  await page.waitForFunction(() => performance.getEntriesByName('playground-first-frame').length === 1, null, { timeout: 30000 });
  const calls = await page.evaluate(() => window.__contexts);
  assert.ok(calls.length >= 2, `shell.js and the app both ask: ${JSON.stringify(calls)}`);
  assert.deepEqual(calls.filter((c) => c.fresh).map((c) => c.canvas), ['canvas'], 'one context, on the page canvas');
  assert.equal(calls[0].beforeModule, true, 'the first is shell.js\'s, before playground.js is loaded');
  const pick = (j) => { const a = JSON.parse(j); return [a.alpha, a.depth, a.stencil, a.antialias]; };
  for (const c of calls) assert.deepEqual(pick(c.attrs), [false, false, false, false], c.attrs);
  const attrs = await page.evaluate(() => document.getElementById('canvas').getContext('webgl2').getContextAttributes());
  assert.deepEqual([attrs.alpha, attrs.depth, attrs.stencil, attrs.antialias], [false, false, false, false]);
  const t = await page.evaluate(() => [performance.getEntriesByName('playground-first-frame')[0].startTime,
    performance.getEntriesByName('playground-first-frame').length]);
  assert.ok(t[0] > 0 && t[1] === 1, `one first-frame mark, at ${t[0]} ms`);
  await context.close();
});

test('the start draws the glyphs the panel shows, not the control characters U+007F-U+009F', async () => {
  // No font has them: the browser looked for each in every font of the system (src/app/main.cpp,
  // kGlyphRanges), about 15 ms of the start for glyphs no text shows (docs/perf-history.md, session 22).
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const measured = (window.__measured = []);
    const original = CanvasRenderingContext2D.prototype.measureText;
    CanvasRenderingContext2D.prototype.measureText = function (text) {
      if (!performance.getEntriesByName('playground-first-frame').length) measured.push(text.codePointAt(0));
      return original.call(this, text);
    };
  });
  await page.goto(env.url);
  await page.waitForFunction(() => performance.getEntriesByName('playground-first-frame').length === 1, null, { timeout: 30000 });
  const measured = await page.evaluate(() => window.__measured);
  for (const c of 'Pursuit 0.5 ×éçã→') assert.ok(measured.includes(c.codePointAt(0)), `${c} is drawn`);
  assert.deepEqual(measured.filter((c) => c >= 0x7f && c <= 0x9f), []);
  await context.close();
});

test('when the wasm cannot be loaded the page says so', async () => {
  // No service worker: on a later visit it would answer the wasm's request from its cache, past
  // this route (it is registered once the first frame is drawn, or 10 s after the page's load).
  const context = await env.browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route('**/playground.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(env.url);
  await page.waitForSelector('#status.error', { timeout: 20000 });
  assert.match(await page.textContent('#status'), /stopped|could not be loaded/);
  await context.close();
});

test('the server sends .wasm as application/wasm', async () => {
  const res = await fetch(`${env.url}playground.wasm`, { method: 'HEAD' });
  assert.equal(res.headers.get('content-type'), 'application/wasm');
});
