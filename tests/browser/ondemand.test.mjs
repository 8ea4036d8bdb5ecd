// Drawing on demand: a paused scene with no input draws nothing and stays responsive; a hidden tab
// or an embed scrolled out of view neither draws nor steps, and goes on where it was.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { open, problems, sleep, pg, widget, serve, useBrowser } from './browser.mjs';
import { decodePng } from './png.mjs';

const env = useBrowser({ before, after, mkdirSync });
const drawn = (page) => page.evaluate(() => window.playground.state().perf.framesDrawn);

test('a paused scene stops drawing, and input or an API call draws it again at once', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=1&demo=flock&paused=1`);
  // The link update, the deferred module's arrival and the first frames settle: 0.8 s here, more on
  // a loaded machine (two test files at a time drew 5 frames in the second after 0.8 s). A scene
  // that kept drawing would never settle, and fail below all the same.
  await page.waitForFunction(() => window.playground.modules().deferred.loaded, null, { timeout: 20000 });
  for (let settled = 0, last = -1, end = Date.now() + 5000; settled < 2 && Date.now() < end;) {
    await sleep(400);
    const now = await drawn(page);
    settled = now === last ? settled + 1 : 0;
    last = now;
  }
  const f0 = await drawn(page);
  await sleep(1000);
  assert.equal(await drawn(page), f0, 'no frame drawn in a second of a paused scene with no input');
  await page.mouse.move(700, 300);
  await sleep(200);
  const f1 = await drawn(page);
  assert.ok(f1 > f0 && f1 - f0 <= 12, `input drew a few frames (${f1 - f0})`);
  await sleep(600);
  assert.equal(await drawn(page), f1, 'and then stopped again');
  // A click on Play (an ImGui button) works on a stopped loop: the first input draws it.
  const play = await widget(page, 'button:play');
  await page.mouse.click(play.x, play.y);
  await sleep(500);
  const s = await pg(page, 'state');
  assert.equal(s.paused, false);
  assert.ok(s.frame > 5, 'running again');
  const f2 = await drawn(page);
  await sleep(500);
  assert.ok(await drawn(page) > f2 + 2, 'a running scene keeps drawing');
  // An API call on a paused, stopped page draws the new state.
  await pg(page, 'pause');
  await sleep(800);
  const f3 = await drawn(page);
  await pg(page, 'step', 30);
  await sleep(200);
  assert.ok(await drawn(page) > f3, 'step() draws its result');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

// On a CPU rasteriser the panel's textured triangles cost most of a frame, so a running scene
// nobody touches redraws only the world's part of the canvas (main.cpp RenderFrame) and the panel
// a few times a second for its live numbers; any input draws the whole canvas again at once.
test('a running scene nobody touches redraws only the world; the panel keeps its pixels', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=1&demo=flock`);
  await sleep(1600);  // past the quiet second after the last input (the load)
  const perf = async () => (await pg(page, 'state')).perf;  // read-only calls do not wake the page
  const panelPixels = async () => {
    const [x0, y0, x1, y1] = (await pg(page, 'layout')).panel;
    const img = decodePng(await page.screenshot({ clip: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } }));
    return img.pixels;
  };
  const p0 = await perf();
  const t0 = Date.now();
  const quiet1 = await panelPixels();
  await sleep(2000);
  const quiet2 = await panelPixels();
  const p1 = await perf();
  const seconds = (Date.now() - t0) / 1000;
  const frames = p1.framesDrawn - p0.framesDrawn, whole = p1.wholeFramesDrawn - p0.wholeFramesDrawn;
  assert.ok(frames >= 20, `a running scene draws (${frames} frames in ${seconds} s)`);
  // The panel is drawn again at most every 0.2 s (its live numbers), so at most 5 times a second.
  assert.ok(whole >= 2 && whole <= seconds / 0.2 + 2 && whole < frames, `the whole canvas ${whole} times of ${frames} in ${seconds} s`);
  // The panel kept its pixels between whole frames: two screenshots a second apart differ only in
  // its live numbers (nothing of the world is drawn over it, nothing of it is cleared).
  let differ = 0;
  for (let i = 0; i < quiet1.length; i += 4) if (quiet1[i] !== quiet2[i] || quiet1[i + 1] !== quiet2[i + 1]) differ++;
  assert.ok(differ / (quiet1.length / 4) < 0.03, `${differ} of ${quiet1.length / 4} panel pixels changed`);
  // Input: every frame is whole again, at once.
  await page.mouse.move(800, 400);
  await sleep(400);
  const p2 = await perf();
  await sleep(300);
  const p3 = await perf();
  assert.ok(p3.framesDrawn - p2.framesDrawn >= 3, 'still drawing');
  assert.equal(p3.wholeFramesDrawn - p2.wholeFramesDrawn, p3.framesDrawn - p2.framesDrawn, 'within a second of input every frame is whole');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('step() returns the frame without building the whole state', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=1&demo=flock&count=20000&paused=1`);
  const frame = await pg(page, 'step', 3);
  assert.equal(frame, 3);
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
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await sleep(500);
  const s2 = await pg(page, 'state');
  assert.ok(s2.frame > s1.frame, 'back in view it goes on');
  assert.ok(s2.frame - s1.frame <= 0.5 * 60 + 16, `without jumping over the hidden time (${s2.frame - s1.frame} steps in 0.5 s)`);
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
  await sleep(1000);
  const first = embeds()[0];
  const inView = await first.evaluate(() => window.playground.state());
  assert.ok(inView.frame > later[0].frame + 10, `scrolled into view, it runs (${later[0].frame} -> ${inView.frame})`);
  assert.ok(inView.perf.framesDrawn > later[0].perf.framesDrawn, 'and draws');
  await context.close();
  course.close();
});
