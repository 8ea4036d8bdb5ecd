// How the page draws: every agent in one instanced WebGL 2 draw call, and a frame that never
// reads GL state back (each getParameter waits for the GPU process; on SwiftShader that wait
// was most of the frame). The WebGL calls are counted by wrapping the context's methods
// before the page's own scripts run.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { open, sleep, pg, frames, until, useBrowser, SHOTS } from './browser.mjs';
import { decodePng, countDifferent, pixelAt } from './png.mjs';

const env = useBrowser({ before, after, mkdirSync });

function countGlCalls() {
  const calls = { frames: 0, instanced: [], plainDraws: 0, getParameter: 0, getError: 0 };
  window.__gl = calls;
  const proto = WebGL2RenderingContext.prototype;
  const wrap = (name, f) => {
    const original = proto[name];
    proto[name] = function (...args) {
      f(args);
      return original.apply(this, args);
    };
  };
  wrap('drawArraysInstanced', (a) => calls.instanced.push({ count: a[2], instances: a[3] }));
  wrap('drawElementsInstanced', (a) => calls.instanced.push({ count: a[1], instances: a[4] }));
  wrap('drawArrays', () => calls.plainDraws++);
  wrap('getParameter', () => calls.getParameter++);
  wrap('getError', () => calls.getError++);
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => raf((t) => {
    calls.frames++;
    cb(t);
  });
}

async function openCounted(url) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(countGlCalls);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.playground && typeof window.playground.state === 'function');
  return { context, page };
}

test('a 10,000-boid flock is one instanced draw call per frame, and no frame reads GL state back', async () => {
  const { context, page } = await openCounted(`${env.url}#demo=flock&count=10000`);
  await sleep(1000);
  const before = await page.evaluate(() => JSON.parse(JSON.stringify(window.__gl)));
  // Ten frames, counted, not a second slept (a loaded machine with SwiftShader draws 3-10 a second
  // of these). until() only evaluates; frames() would add requestAnimationFrame calls of its own.
  await until(page, (n) => window.__gl.frames >= n, before.frames + 10, 60000);
  const after = await page.evaluate(() => JSON.parse(JSON.stringify(window.__gl)));
  const frameCount = after.frames - before.frames;
  assert.ok(frameCount >= 10, `${frameCount} frames`);
  const draws = after.instanced.slice(before.instanced.length);
  // One per frame (give or take the frame in flight when counting started and stopped).
  assert.ok(Math.abs(draws.length - frameCount) <= 1, `${draws.length} instanced draws in ${frameCount} frames`);
  const agents = (await pg(page, 'state')).agents.length;
  assert.equal(agents, 10000);
  for (const d of draws) assert.ok((d.count / 3) * d.instances >= agents, `one call covers all ${agents} agents: ${JSON.stringify(d)}`);
  assert.equal(after.plainDraws - before.plainDraws, 0, 'no per-agent or per-batch plain draws');
  assert.equal(after.getParameter - before.getParameter, 0, 'no getParameter in the frame');
  assert.equal(after.getError - before.getError, 0, 'no getError in the frame');
  await context.close();
});

test('100,000 boids: the page stays responsive (slow motion, not a freeze) and draws them', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#demo=flock&count=100000`);
  await sleep(1500);
  // Not a freeze: ten frames come, none of them seconds after the one before (a frame that ran all
  // the steps it owes, 15 of 100,000 boids, would be). The gaps are measured in the page; the sum
  // of ten frames is not bounded, as a loaded machine's SwiftShader draws these in 0.3-1 s each.
  const gaps = await page.evaluate((k) => new Promise((resolve) => {
    const gaps = [];
    let last = performance.now();
    const tick = (left) => requestAnimationFrame((t) => {
      gaps.push(t - last);
      last = t;
      if (left > 1) tick(left - 1); else resolve(gaps);
    });
    tick(k);
  }), 10);
  assert.ok(Math.max(...gaps) < 5000, `10 frames, gaps ${gaps.map((g) => g.toFixed(0)).join(' ')} ms`);
  const s = await pg(page, 'state');
  assert.equal(s.agents.length, 100000);
  // The frame's stepping keeps to its budget: 25 ms plus the step that crosses it. simMs is wall
  // time, so the step's cost is measured at the same load (three single steps, paused).
  const one = await page.evaluate(() => {
    window.playground.pause();
    const t = performance.now();
    for (let i = 0; i < 3; ++i) window.playground.step(1);
    return (performance.now() - t) / 3;
  });
  assert.ok(s.perf.simMs < 25 + 2 * one + 10, `simulation ${s.perf.simMs.toFixed(1)} ms per frame (budget 25 ms plus one step of ${one.toFixed(1)} ms)`);
  const img = decodePng(await page.screenshot({ path: `${SHOTS}flock-100000.png` }));
  const bg = pixelAt(img, 800, 400);
  assert.ok(countDifferent(img, bg, { x: 360, y: 40, w: 900, h: 630 }) > 5000, 'the boids are drawn');
  assert.deepEqual(messages.filter((m) => m.type === 'error' || m.type === 'pageerror'), []);
  await context.close();
});

test('agents and their vectors stay in the world\'s part of the canvas: none over the panel, zoomed in', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=5&demo=flock&count=3000&paused=1`);
  await frames(page, 3);
  const plain = decodePng(await page.screenshot());
  // Zoomed in four times on the world's centre: most boids are outside the view, many of them
  // where the panel is (left of the view).
  await pg(page, 'zoom', 4);
  await frames(page, 3);
  const zoomed = decodePng(await page.screenshot());
  const { panel, view } = await pg(page, 'layout');
  assert.ok(panel && panel[2] <= view[0], `the panel (${panel}) is beside the view (${view})`);
  const over = await page.evaluate((p) => window.playground.state().agents.map((a) => window.playground.toScreen(a.pos[0], a.pos[1]))
    .filter(([x, y]) => x > p[0] + 2 && x < p[2] - 2 && y > p[1] + 2 && y < p[3] - 2), panel);
  // Where the panel shows its plain background (no text there, before or after), the boid at
  // that point would be the only thing drawn.
  const commonest = (png) => {
    const counts = new Map();
    for (let y = Math.ceil(panel[1]); y < panel[3]; y += 3) {
      for (let x = Math.ceil(panel[0]); x < panel[2]; x += 3) {
        const k = pixelAt(png, x, y).join();
        counts.set(k, (counts.get(k) || 0) + 1);
      }
    }
    return [...counts].sort((a, b) => b[1] - a[1])[0][0].split(',').map(Number);
  };
  const bg = commonest(plain);  // the panel's background
  // Zoomed in, the world reaches under the panel: the panel keeps its own background (the world's,
  // a few levels off in the light theme, and its grid once showed through).
  assert.deepEqual(commonest(zoomed), bg, 'the panel keeps its background over a zoomed-in world');
  const same = (a, b) => a.every((v, i) => Math.abs(v - b[i]) <= 12);
  const onBackground = over.map(([x, y]) => [Math.round(x), Math.round(y)]).filter(([x, y]) => same(pixelAt(plain, x, y), bg));
  assert.ok(onBackground.length >= 20, `${onBackground.length} boids over the panel's background (of ${over.length} over the panel)`);
  const drawn = onBackground.filter(([x, y]) => !same(pixelAt(zoomed, x, y), bg));
  assert.deepEqual(drawn, [], 'no boid drawn over the panel');
  await context.close();
});
