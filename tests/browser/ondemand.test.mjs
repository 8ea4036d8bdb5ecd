// Drawing on demand: a paused scene with no input draws nothing and stays responsive; a hidden tab
// or an embed scrolled out of view neither draws nor steps, and goes on where it was.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { open, problems, sleep, pg, widget, serve, useBrowser, until, framePasses, drawnSettles } from './browser.mjs';
import { decodePng } from './png.mjs';

const env = useBrowser({ before, after, mkdirSync });
const drawn = (page) => page.evaluate(() => window.playground.state().perf.framesDrawn);

test('a paused scene stops drawing, and input or an API call draws it again at once', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=1&demo=flock&paused=1`);
  // The link update, the deferred module's arrival and the first frames settle: 0.8 s here, more on
  // a loaded machine (two test files at a time drew 5 frames in the second after 0.8 s). A scene
  // that kept drawing would never settle, and fail here all the same.
  await page.waitForFunction(() => window.playground.modules().deferred.loaded, null, { timeout: 20000 });
  const f0 = await drawnSettles(page);
  await sleep(1000);
  assert.equal(await drawn(page), f0, 'no frame drawn in a second of a paused scene with no input');
  // Input wakes the loop for a few frames (main.cpp kFramesAfterWake), then it stops again. Waited
  // for, not slept: at 300 ms a frame a sleep of 200 ms read the count before the first of them.
  await page.mouse.move(700, 300);
  await until(page, (f) => window.playground.state().perf.framesDrawn > f, f0);
  const f1 = await drawnSettles(page);
  assert.ok(f1 > f0 && f1 - f0 <= 12, `input drew a few frames (${f1 - f0})`);
  await sleep(1000);
  assert.equal(await drawn(page), f1, 'and then stopped again');
  // A click on Play (an ImGui button) works on a stopped loop: the first input draws it. The frame
  // that handles the click runs no step yet (Update comes before the UI), so the steps are waited for.
  const play = await widget(page, 'button:play');
  await page.mouse.click(play.x, play.y);
  await until(page, () => { const s = window.playground.state(); return !s.paused && s.frame > 5; });
  const f2 = await drawn(page);
  await until(page, (f) => window.playground.state().perf.framesDrawn > f + 2, f2);  // 'a running scene keeps drawing'
  // An API call on a paused, stopped page draws the new state.
  await pg(page, 'pause');
  const f3 = await drawnSettles(page);
  const frame3 = (await pg(page, 'state')).frame;
  await pg(page, 'step', 30);
  await until(page, (f) => window.playground.state().perf.framesDrawn > f, f3);  // 'step() draws its result'
  assert.equal((await pg(page, 'state')).frame, frame3 + 30);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

// On a CPU rasteriser the panel's textured triangles cost most of a frame, so a running scene
// nobody touches redraws only the world's part of the canvas (main.cpp RenderFrame) and the panel
// a few times a second for its live numbers; any input draws the whole canvas again at once.
test('a running scene nobody touches redraws only the world; the panel keeps its pixels', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=1&demo=flock`);
  // Past the quiet second after the last input (the load, and the deferred module, whose arrival
  // a loaded machine delays by seconds).
  await page.waitForFunction(() => window.playground.modules().deferred.loaded, null, { timeout: 20000 });
  await sleep(1600);
  const perf = async () => (await pg(page, 'state')).perf;  // read-only calls do not wake the page
  const panelPixels = async () => {
    const [x0, y0, x1, y1] = (await pg(page, 'layout')).panel;
    const img = decodePng(await page.screenshot({ clip: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } }));
    return img.pixels;
  };
  // The window is counted in frames and timed in the page: at least 20 frames and 2 s (a fast
  // machine draws 120 in it; a loaded one with SwiftShader draws 3-10 a second, and a fixed 2 s
  // sleep saw fewer than 20). The bounds on whole frames scale with the time measured.
  const p0 = await page.evaluate(() => { window.__t0 = performance.now(); return window.playground.state().perf; });
  const quiet1 = await panelPixels();
  await until(page, (n) => window.playground.state().perf.framesDrawn >= n && performance.now() - window.__t0 >= 2000,
    p0.framesDrawn + 20, 60000);
  const quiet2 = await panelPixels();
  const [p1, seconds] = await page.evaluate(() => [window.playground.state().perf, (performance.now() - window.__t0) / 1000]);
  const frames = p1.framesDrawn - p0.framesDrawn, whole = p1.wholeFramesDrawn - p0.wholeFramesDrawn;
  assert.ok(frames >= 20, `a running scene draws (${frames} frames in ${seconds} s)`);
  // The panel is drawn again at most every 0.2 s (its live numbers), so at most 5 times a second.
  assert.ok(whole >= 2 && whole <= seconds / 0.2 + 2, `the whole canvas ${whole} times of ${frames} in ${seconds} s`);
  // Fewer whole frames than frames, wherever frames come faster than the panel's refresh (frames
  // 0.2 s apart or more are each whole, as they should be; 0.15 s leaves a margin for their jitter).
  if (seconds / frames < 0.15) assert.ok(whole < frames, `only ${frames - whole} of ${frames} frames in ${seconds} s were the world's only`);
  // The panel kept its pixels between whole frames: two screenshots seconds apart differ only in
  // its live numbers (nothing of the world is drawn over it, nothing of it is cleared).
  let differ = 0;
  for (let i = 0; i < quiet1.length; i += 4) if (quiet1[i] !== quiet2[i] || quiet1[i + 1] !== quiet2[i + 1]) differ++;
  assert.ok(differ / (quiet1.length / 4) < 0.03, `${differ} of ${quiet1.length / 4} panel pixels changed`);
  // Input: every frame is whole again, at once. p2 is read once a frame after the move is drawn;
  // then the mouse keeps moving (a pixel each way) until three more frames are drawn, so that each
  // of them is within a second of input however slow the frames are.
  await page.mouse.move(800, 400);
  const p2 = await until(page, (f) => { const p = window.playground.state().perf; return p.framesDrawn > f ? p : 0; }, p1.framesDrawn);
  let p3 = p2;
  for (let i = 1, end = Date.now() + 20000; p3.framesDrawn - p2.framesDrawn < 3; ++i) {
    assert.ok(Date.now() < end, `still drawing (${p3.framesDrawn - p2.framesDrawn} frames in 20 s of input)`);
    await page.mouse.move(800 + (i & 1), 400);
    await sleep(50);
    p3 = await perf();
  }
  assert.equal(p3.wholeFramesDrawn - p2.wholeFramesDrawn, p3.framesDrawn - p2.framesDrawn, 'within a second of input every frame is whole');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('step() returns the frame without building the whole state', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=1&demo=flock&count=20000&paused=1`);
  // The wasm's exports step() calls, counted: the shell calls each through Module.ccall. pg_state
  // (the whole reply, 3-7 times the steps' cost at 50,000 boids) must not be one of them.
  const [frame, called] = await page.evaluate(() => {
    const M = window.Module, ccall = M.ccall, names = [];
    M.ccall = function (name, ...rest) { names.push(name); return ccall.call(this, name, ...rest); };
    try {
      return [window.playground.step(3), names];
    } finally {
      M.ccall = ccall;
    }
  });
  assert.equal(frame, 3);
  assert.ok(called.includes('pg_step'), `step() calls pg_step (${called})`);
  assert.ok(!called.includes('pg_state'), `step() does not build the whole state (${called})`);
  assert.equal((await pg(page, 'state')).frame, 3);
  await context.close();
});

test('a hidden tab neither draws nor steps, and goes on where it was', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=1&demo=pursuit`);
  await sleep(500);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const s0 = await pg(page, 'state');
  await sleep(1000);
  const s1 = await pg(page, 'state');
  assert.equal(s1.frame, s0.frame, 'no steps while hidden');
  assert.equal(s1.perf.framesDrawn, s0.perf.framesDrawn, 'no frames while hidden');
  // Back in view: the steps are counted against the time measured in the page from the unhiding to
  // the read (a fixed 0.5 s: a loaded machine's evaluate and a frame in progress made it 0.8 s).
  const shown = await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
    return performance.now();
  });
  await framePasses(page, s1.frame);  // 'back in view it goes on'
  const [frame2, at] = await page.evaluate(() => [window.playground.state().frame, performance.now()]);
  const steps = frame2 - s1.frame, seconds = (at - shown) / 1000;
  assert.ok(steps <= 60 * seconds + 16, `without jumping over the hidden time (${steps} steps in ${seconds} s)`);
  await context.close();
});

test('embeds scrolled out of view stop; scrolled back they go on; none takes the focus', async () => {
  // A course page on another origin: a text, then four running embeds far below the fold.
  const dir = new URL('../../build/test-site/', import.meta.url).pathname;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}course.html`, `<!doctype html><title>Course</title><body style="margin:0"><div style="height:3000px">Lesson text</div>
    ${[0, 1, 2, 3].map((i) => `<iframe id="e${i}" title="embed ${i}" src="${env.url}?embed=1#v=1&demo=flock&count=300" width="400" height="250"></iframe>`).join('')}</body>`);
  const course = await serve(['--root', dir, '--no-csp']);
  const context = await env.browser.newContext({ viewport: { width: 900, height: 600 } });
  const page = await context.newPage();
  await page.goto(`${course.url}course.html`);
  const embeds = () => page.frames().filter((f) => f.url().includes('embed=1'));
  for (let i = 0; i < 100 && embeds().length < 4; i++) await sleep(100);
  // Polled by time: an iframe out of view gets no animation frames (Playwright's default polling),
  // and an embed starts in a task of its own after its page (shell.js), so not at the first look.
  for (const f of embeds()) await f.waitForFunction(() => window.playground && window.playground.state, null, { timeout: 30000, polling: 100 });
  await sleep(800);
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'no embed scrolled the course page to itself');
  const before = await Promise.all(embeds().map((f) => f.evaluate(() => window.playground.state())));
  await sleep(1000);
  const later = await Promise.all(embeds().map((f) => f.evaluate(() => window.playground.state())));
  for (let i = 0; i < 4; i++) {
    assert.equal(later[i].frame, before[i].frame, `embed ${i} out of view does not step`);
    assert.equal(later[i].perf.framesDrawn, before[i].perf.framesDrawn, `embed ${i} out of view does not draw`);
  }
  await page.evaluate(() => document.getElementById('e0').scrollIntoView());
  // Waited for: the observer's delivery and the first frames ate into a fixed second under load.
  const first = embeds()[0];
  await until(first, (f) => window.playground.state().frame > f + 10, later[0].frame);
  const inView = await first.evaluate(() => window.playground.state());
  assert.ok(inView.frame > later[0].frame + 10, `scrolled into view, it runs (${later[0].frame} -> ${inView.frame})`);
  assert.ok(inView.perf.framesDrawn > later[0].perf.framesDrawn, 'and draws');
  await context.close();
  course.close();
});
