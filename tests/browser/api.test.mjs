// window.playground and share links: the contract that links, lessons and scripts rely on.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { decodePng, countDifferent, pixelAt } from './png.mjs';
import { open, problems, SHOTS, sleep, pg, widget, frames, framePasses, until, panelText, useBrowser } from './browser.mjs';

const env = useBrowser({ before, after, mkdirSync });

test('demos() lists at least pursuit, evade, wander and flock with titles', async () => {
  const { context, page } = await open(env.browser, env.url);
  const demos = await pg(page, 'demos');
  for (const id of ['pursuit', 'evade', 'wander', 'flock']) assert.ok(demos.some((d) => d.id === id && d.title), id);
  await context.close();
});

test('params() describes every knob of the current demo', async () => {
  const { context, page } = await open(env.browser, `${env.url}#demo=evade`);
  const params = await pg(page, 'params');
  const threat = params.find((p) => p.name === 'threat');
  assert.deepEqual([threat.min, threat.max, threat.default, threat.value], [0, 400, 100, 100]);
  for (const p of params) for (const k of ['name', 'label', 'min', 'max', 'default', 'value']) assert.ok(k in p, `${p.name}.${k}`);
  await context.close();
});

test('state() has the documented shape', async () => {
  const { context, page } = await open(env.browser, `${env.url}#demo=evade&threat=80&seed=7`);
  const s = await pg(page, 'state');
  assert.equal(s.demo, 'evade');
  assert.equal(s.seed, 7);
  assert.equal(typeof s.frame, 'number');
  assert.equal(typeof s.time, 'number');
  assert.equal(typeof s.paused, 'boolean');
  assert.equal(s.params.threat, 80);
  assert.equal(s.marks.threat, 80);
  const roles = s.agents.map((a) => a.role).sort();
  assert.deepEqual(roles, ['evader', 'pursuer']);
  for (const a of s.agents) {
    for (const k of ['id', 'role', 'pos', 'vel', 'heading', 'maxSpeed', 'radius']) assert.ok(k in a, k);
    assert.equal(a.pos.length, 2);
  }
  await context.close();
});

test('pursuit marks are Buckland\'s prediction for the agents in the same reply', async () => {
  const { context, page } = await open(env.browser, env.url);
  await pg(page, 'pause');
  for (let k = 0; k < 5; k++) {
    await pg(page, 'step', 37);
    const s = await pg(page, 'state');
    const p = s.agents.find((a) => a.role === 'pursuer');
    const e = s.agents.find((a) => a.role === 'evader');
    const to = [e.pos[0] - p.pos[0], e.pos[1] - p.pos[1]];
    const facing = to[0] * p.heading[0] + to[1] * p.heading[1] > 0 &&
      p.heading[0] * e.heading[0] + p.heading[1] * e.heading[1] < -0.95;
    const T = facing ? 0 : Math.hypot(...to) / (p.maxSpeed + Math.hypot(...e.vel));
    assert.ok(Math.abs(s.marks.lookahead - T) < 1e-3, `T ${s.marks.lookahead} vs ${T}`);
    assert.ok(Math.abs(s.marks.predicted[0] - (e.pos[0] + e.vel[0] * T)) < 0.05);
    assert.ok(Math.abs(s.marks.predicted[1] - (e.pos[1] + e.vel[1] * T)) < 0.05);
  }
  await context.close();
});

test('set() clamps and returns the applied value; choices by name', async () => {
  const { context, page } = await open(env.browser, env.url);
  assert.equal(await pg(page, 'set', 'lookahead', 99), 4);
  assert.equal(await pg(page, 'set', 'lookahead', 0.5), 0.5);
  assert.equal(await pg(page, 'set', 'predictor', 'millington'), 1);
  assert.equal(await pg(page, 'set', 'nosuch', 1), null);
  const s = await pg(page, 'state');
  assert.equal(s.params.lookahead, 0.5);
  assert.equal(s.params.predictor, 1);
  // The panel's act() (the accessible view's, a typed slider value) clamps as set() does, also a
  // finite number past a float's range (1e39 is no "not a number": the end, not the default).
  const top = await pg(page, 'act', 'param:lookahead', 1e39);
  assert.equal(top.value, 4, JSON.stringify(top));
  assert.equal((await pg(page, 'act', 'param:lookahead', -1e39)).value, 0);
  await context.close();
});

test('show(name, on) and openLesson(i) read their arguments as JavaScript does: 0 is off, no number is no lesson', async () => {
  const { context, page } = await open(env.browser, `${env.url}#demo=pursuit&paused=1`);
  const on = async (name) => (await pg(page, 'layers')).find((l) => l.name === name).on;
  for (const off of [false, 0, null, '']) {
    assert.equal(await pg(page, 'show', 'velocity', true), true);
    assert.equal(await on('velocity'), true);
    assert.equal(await pg(page, 'show', 'velocity', off), true);
    assert.equal(await on('velocity'), false, `show('velocity', ${JSON.stringify(off)}) switches it off`);
  }
  assert.equal(await pg(page, 'show', 'velocity'), true);  // no second argument: on
  assert.equal(await on('velocity'), true);
  const before = await pg(page, 'link');
  for (const bad of ['abc', null, {}, 'pursuit-vs-seek']) {
    const r = await pg(page, 'openLesson', bad);
    assert.equal(r.ok, false, `openLesson(${JSON.stringify(bad)}): ${JSON.stringify(r)}`);
    assert.ok(r.message, 'with a reason');
  }
  assert.equal(await pg(page, 'link'), before, 'the scene is the one it was');
  assert.equal((await pg(page, 'openLesson', 0)).ok, true);
  await context.close();
});

test('act() sets a choice\'s ghost by its name; compare and its ghost wait for a challenge\'s verdict; a link says what its scene cannot take', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=6&demo=queue&paused=1`);
  assert.equal((await pg(page, 'act', 'combo:compare', 'rule')).ok, true);
  const ghost = async () => (await pg(page, 'state')).compare.variants[1].value;
  assert.equal(await ghost(), 1, 'the contrasting choice: anyahead');
  for (const [text, index] of [['reynolds', 0], ['anyahead', 1]]) {
    const r = await pg(page, 'act', 'slider:ghost', text);
    assert.deepEqual([r.ok, r.value], [true, index], text);
    assert.equal(await ghost(), index, text);
  }
  const bad = await pg(page, 'act', 'slider:ghost', 'sideways');
  assert.deepEqual([bad.ok, bad.message], [false, 'not a value of this parameter']);
  assert.equal((await pg(page, 'act', 'slider:ghost', 7)).value, 1, 'a number past the choices: the last');
  assert.match(await pg(page, 'link'), /compare=rule:anyahead/);
  // compare() is the panel's action: without values, the panel's pick (look-ahead 0: plain seek,
  // not the middle of its range); more values than ghosts, or a value past the range, said so.
  await pg(page, 'load', 'v=6&demo=pursuit&paused=1');
  assert.deepEqual(await pg(page, 'compare', 'lookahead'), { ok: true, message: '' });
  const picked = (await pg(page, 'state')).compare.variants.map((v) => v.value);
  await pg(page, 'compare', null);
  assert.equal((await pg(page, 'act', 'combo:compare', 'lookahead')).ok, true);
  assert.deepEqual((await pg(page, 'state')).compare.variants.map((v) => v.value), picked);
  assert.deepEqual(picked, [1, 0]);
  assert.deepEqual(await pg(page, 'compare', 'lookahead', [0, 2, 3]), { ok: true, message: 'compare shows at most 2 other values; ignored the rest' });
  assert.deepEqual((await pg(page, 'state')).compare.variants.map((v) => v.value), [1, 0, 2]);
  assert.deepEqual(await pg(page, 'compare', 'lookahead', [99]), { ok: true, message: 'clamped' });
  assert.deepEqual((await pg(page, 'state')).compare.variants.map((v) => v.value), [1, 4]);
  // A yes/no challenge's scene: compare is locked as every knob is, with the same reason.
  const lessons = await pg(page, 'lessons');
  await pg(page, 'load', lessons.find((l) => l.id === 'challenge-seek-in-time').link);
  const knob = await pg(page, 'act', 'param:lookahead', 1);
  assert.equal(knob.ok, false);
  const compare = await pg(page, 'act', 'combo:compare', 'lookahead');
  assert.deepEqual([compare.ok, compare.message], [false, knob.message]);
  assert.deepEqual(await pg(page, 'compare', 'lookahead', [0]), { ok: false, message: knob.message });
  assert.equal((await pg(page, 'state')).compare, null);
  assert.equal((await pg(page, 'controls')).flatMap((s) => s.controls).find((c) => c.name === 'combo:compare').locked, true);
  // A number written as text is that number; no value is no number, not 0 (nor a toggle's off).
  await pg(page, 'load', 'v=6&demo=pursuit&paused=1');
  assert.deepEqual(await pg(page, 'act', 'input:seed', '42'), { ok: true, value: 42, message: '' });
  assert.equal((await pg(page, 'act', 'slider:speed', '2')).value, 2);
  assert.equal((await pg(page, 'summary')).speed, 2);
  assert.equal((await pg(page, 'act', 'layer:velocity', '1')).value, 1);
  for (const none of [null, undefined, 'two']) {
    for (const name of ['input:seed', 'slider:speed', 'layer:velocity', 'check:perf', 'param:lookahead']) {
      const r = await page.evaluate(([n, v]) => window.playground.act(n, v === 'undefined' ? undefined : v), [name, none === undefined ? 'undefined' : none]);
      assert.equal(r.ok, false, `act('${name}', ${none}): ${JSON.stringify(r)}`);
    }
  }
  assert.equal((await pg(page, 'summary')).seed, 42);
  assert.equal((await pg(page, 'summary')).speed, 2);
  assert.equal((await pg(page, 'layers')).find((l) => l.name === 'velocity').on, true);
  // Targets the scene does not have.
  const targets = await pg(page, 'load', 'v=6&demo=seek&target=100,100&target=200,200');
  assert.deepEqual(targets, { ok: true, message: 'target: this scene has 1; ignored the rest', lang: '' });
  // A '#' in a bare fragment's value is the value's; an address's fragment starts after its '#'.
  assert.deepEqual(await pg(page, 'load', 'v=6&demo=wander&title=Lesson #3'), { ok: true, message: '', lang: '' });
  assert.equal((await pg(page, 'summary')).demo, 'wander');
  assert.match(await pg(page, 'link'), /&title=Lesson%20%233/);
  assert.deepEqual(await pg(page, 'load', 'index.html?lang=pt-BR#v=6&demo=flock'), { ok: true, message: '', lang: '' });
  assert.equal((await pg(page, 'summary')).demo, 'flock');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('step(n) runs exactly n fixed steps while paused', async () => {
  const { context, page } = await open(env.browser, env.url);
  await pg(page, 'pause');
  const f0 = (await pg(page, 'state')).frame;
  await pg(page, 'step', 10);
  await sleep(300);
  const s = await pg(page, 'state');
  assert.equal(s.frame, f0 + 10);
  assert.equal(s.paused, true);
  await pg(page, 'resume');
  assert.ok(await framePasses(page, f0 + 10), 'it runs again after resume');
  await context.close();
});

test('select(id) selects an agent as a click would, and refuses a number that is no agent\'s in the page\'s language', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=6&demo=pursuit&paused=1&lang=pt-BR`);
  assert.equal((await pg(page, 'summary')).agents, 2);
  assert.deepEqual(await pg(page, 'select', 1), { ok: true, selected: 1, message: '' });
  assert.equal((await pg(page, 'summary')).selected, 1);
  for (const wrong of [2, 2.5, -2, NaN, Infinity, 'abc']) {
    const r = await pg(page, 'select', wrong);
    assert.equal(r.ok, false, `${wrong} refused`);
    assert.equal(r.selected, 1, `${wrong}: the selection unchanged`);
    assert.match(r.message, /os números vão de 0 a 1/, `${wrong}: said in Portuguese`);
  }
  assert.match((await pg(page, 'select', 2.5)).message, /agente 2,5:/, 'the typed number in the language\'s decimal mark');
  assert.deepEqual(await pg(page, 'select', -1), { ok: true, selected: -1, message: '' });
  assert.equal((await pg(page, 'summary')).selected, -1);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the same link gives the same scene in two separate page loads', async () => {
  const link = `${env.url}#demo=evade&threat=80&seed=7`;
  const hashes = [];
  for (let k = 0; k < 2; k++) {
    const { context, page } = await open(env.browser, link);
    await pg(page, 'pause');
    await pg(page, 'load', link);  // back to frame 0 of that scene, still paused
    assert.equal((await pg(page, 'state')).frame, 0);
    await pg(page, 'step', 600);
    hashes.push(await pg(page, 'hash'));
    await context.close();
  }
  assert.match(hashes[0], /^[0-9a-f]{16}$/);
  assert.equal(hashes[0], hashes[1]);
});

test('link() round-trips: the copied link reopens the same parameters and scene', async () => {
  const a = await open(env.browser, `${env.url}#demo=pursuit`);
  await pg(a.page, 'set', 'lookahead', 2);
  await pg(a.page, 'set', 'predictor', 'peters');
  await pg(a.page, 'pause');
  const link = await pg(a.page, 'link');
  assert.match(link, /lookahead=2/);
  assert.match(link, /predictor=peters/);
  await pg(a.page, 'load', link);
  await pg(a.page, 'step', 240);
  const ha = await pg(a.page, 'hash');
  const b = await open(env.browser, link);
  await pg(b.page, 'load', link);
  await pg(b.page, 'step', 240);
  assert.equal(await pg(b.page, 'hash'), ha);
  assert.equal((await pg(b.page, 'state')).params.lookahead, 2);
  await a.context.close();
  await b.context.close();
});

test('the URL follows the user\'s changes', async () => {
  const { context, page } = await open(env.browser, `${env.url}#demo=evade`);
  await pg(page, 'set', 'threat', 55);
  await page.waitForFunction(() => window.location.hash.includes('threat=55'), null, { timeout: 20000 });
  await context.close();
});

test('editing the fragment by hand applies it', async () => {
  const { context, page } = await open(env.browser, env.url);
  await page.evaluate(() => { window.location.hash = '#demo=wander&count=9'; });
  await page.waitForFunction(() => window.playground.state().demo === 'wander', null, { timeout: 20000 });
  assert.equal((await pg(page, 'state')).agents.length, 9);
  await context.close();
});

test('a bad link shows a short notice and the page keeps running', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#demo=evade&threat=9000&bogus=1&seed=x`);
  const s = await pg(page, 'state');
  assert.equal(s.params.threat, 400);
  const r = await pg(page, 'load', 'demo=nope&count=abc');
  assert.equal(r.ok, true);
  assert.match(r.message, /unknown demo/);
  assert.equal((await pg(page, 'state')).demo, 'pursuit');
  const long = await pg(page, 'load', `demo=flock&x=${'a'.repeat(9000)}`);
  assert.equal(long.ok, false);
  assert.match(long.message, /8 KB/);
  const f0 = (await pg(page, 'state')).frame;
  // Still running: frames come (waited for: a busy 2-core machine drew none in 400 ms once).
  assert.ok(await framePasses(page, f0), 'still running');
  await frames(page, 2);
  writeFileSync(`${SHOTS}/bad-link-notice.png`, await page.screenshot());
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('Copy link puts the share URL on the clipboard and says so', async () => {
  const { context, page } = await open(env.browser, `${env.url}#demo=evade&threat=70`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  await frames(page);
  const w = await widget(page, 'button:copy');
  assert.ok(w, 'the Copy link button is on screen');
  await page.mouse.click(w.x, w.y);
  // The notice comes once the clipboard's write has resolved (lastCopied is set before it: a
  // loaded browser still held the old text 200 ms later), so the clipboard is read after it.
  await page.waitForFunction(() => window.playgroundShell.lastCopied, null, { timeout: 20000 });
  await page.waitForFunction(() => /^Link copied/.test(window.playground.summary().notice || ''), null, { timeout: 20000 });
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await pg(page, 'link'));
  assert.match(copied, /demo=evade&threat=70/);
  await context.close();
});

test('embed mode shows the canvas with a minimal overlay', async () => {
  const { context, page } = await open(env.browser, `${env.url}?embed=1#demo=flock`);
  await frames(page);
  const w = await pg(page, 'widgets');
  assert.ok(w['button:play'] && w['button:reset'] && w['button:open']);
  assert.ok(!Object.keys(w).some((k) => k.startsWith('param:')), 'no parameter panel');
  // The scene itself shows: the first screen's still is gone (hidden from a performance
  // observer's callback, a task of low priority: waited for), the world and its boids are drawn.
  await page.locator('#first').waitFor({ state: 'hidden', timeout: 20000 });
  const shot = await page.screenshot();
  writeFileSync(`${SHOTS}/embed-flock.png`, shot);
  assert.equal(await page.locator('#first').isHidden(), true, 'the first screen is gone');
  const img = decodePng(shot);
  const colours = new Set();
  for (let i = 0; i < img.pixels.length; i += 4 * 97) colours.add(img.pixels.readUInt32BE(i));
  assert.ok(colours.size >= 20, `${colours.size} colours: the scene is drawn, not a flat screen`);
  const popup = context.waitForEvent('page');
  const open_ = await widget(page, 'button:open');
  await page.mouse.click(open_.x, open_.y);
  const full = await popup;
  assert.doesNotMatch(full.url(), /embed=1/);
  assert.match(full.url(), /#v=\d+&demo=flock/);
  await context.close();
});

test('embed or not is one rule for every part of the page: ?embed=1 only (not embed=10, not a first embed=0)', async () => {
  for (const [query, embed] of [['?embed=1', true], ['?embed=10', false], ['?embed=0&embed=1', false], ['?x=1&embed=1', true]]) {
    const { context, page } = await open(env.browser, `${env.url}${query}#demo=flock`);
    await frames(page);
    const w = await pg(page, 'widgets');
    const seen = await page.evaluate(() => ({
      shell: window.playgroundShell.embed,
      picker: !!document.getElementById('language'),  // the language picker: not in an embed
      help: !!document.getElementById('pd-help-title'),  // the accessible view's keyboard help: not in an embed
    }));
    assert.equal(seen.shell, embed, `${query}: shell.embed`);
    assert.equal(!!w['button:open'], embed, `${query}: the app's overlay (Open in playground)`);
    assert.equal(Object.keys(w).some((k) => k.startsWith('param:')), !embed, `${query}: the app's panel`);
    assert.equal(seen.picker, !embed, `${query}: the language picker`);
    assert.equal(seen.help, !embed, `${query}: the accessible view's help`);
    await context.close();
  }
});

test('export: the recorded run downloads as CSV, the scene alone as PNG, under names that say what they hold', async () => {
  const { context, page } = await open(env.browser, `${env.url}#demo=pursuit&paused=1`);
  await pg(page, 'record', true);
  await pg(page, 'step', 120);  // frames 0..120: 21 samples of 2 agents
  const csv = await pg(page, 'csv');
  const lines = csv.trim().split('\n');
  assert.equal(lines[0], 'time,id,role,x,y,vx,vy');
  assert.equal(lines.length - 1, 21 * 2, 'one row per agent per sampled step');
  assert.match(lines[1], /^0\.0000,0,pursuer,/);
  const csvDownload = page.waitForEvent('download');
  await pg(page, 'downloadCsv');
  const d1 = await csvDownload;
  assert.match(d1.suggestedFilename(), /^pursuit-seed1-t2\.00s-[0-9a-f]{6}\.csv$/);
  assert.equal(readFileSync(await d1.path(), 'utf8'), csv);
  const pngDownload = page.waitForEvent('download');
  await pg(page, 'downloadPng');
  const d2 = await pngDownload;
  assert.match(d2.suggestedFilename(), /^pursuit-seed1-t2\.00s-[0-9a-f]{6}\.png$/);
  const png = readFileSync(await d2.path());
  assert.equal(png.subarray(1, 4).toString(), 'PNG');
  const img = decodePng(png);
  // The world's part of the canvas: the 340-px panel is left out.
  assert.ok(img.width >= 800 && img.width <= 1280 - 300, `${img.width} px wide`);
  assert.ok(countDifferent(img, pixelAt(img, img.width - 5, img.height - 5)) > 2000, 'not blank');
  writeFileSync(`${SHOTS}/export-scene.png`, png);
  // With the legend: the same picture, and in its bottom-left corner what each colour means.
  const withLegend = page.waitForEvent('download');
  await pg(page, 'downloadPng', { legend: true });
  const legendImg = decodePng(readFileSync(await (await withLegend).path()));
  assert.equal(legendImg.width, img.width);
  assert.equal(legendImg.height, img.height);
  const corner = { x: 0, y: Math.round(img.height * 0.6), w: Math.round(img.width * 0.3), h: Math.round(img.height * 0.4) };
  let changedInCorner = 0, changedElsewhere = 0;
  for (let y = 0; y < img.height; y += 2)
    for (let x = 0; x < img.width; x += 2) {
      const a = pixelAt(img, x, y), b = pixelAt(legendImg, x, y);
      if (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) < 30) continue;
      if (x < corner.x + corner.w && y >= corner.y) changedInCorner++; else changedElsewhere++;
    }
  assert.ok(changedInCorner > 300, `the legend drawn in the corner (${changedInCorner} samples)`);
  assert.equal(changedElsewhere, 0, 'the rest of the picture is the same');
  writeFileSync(`${SHOTS}/export-scene-legend.png`, readFileSync(await (await withLegend).path()));
  // Another setting, another name: two runs never overwrite each other.
  await pg(page, 'set', 'lookahead', 0.5);
  const again = page.waitForEvent('download');
  await pg(page, 'downloadPng');
  assert.match((await again).suggestedFilename(), /^pursuit-lookahead0\.5-seed1-t2\.00s-[0-9a-f]{6}\.png$/);
  await context.close();
});

test('experiment(): the same link gives the same 20-seed table in two page loads', async () => {
  const tables = [];
  for (let k = 0; k < 2; k++) {
    const { context, page } = await open(env.browser, `${env.url}#demo=chase&chaserSpeed=103&alongside=1`);
    tables.push(await pg(page, 'experiment'));
    await context.close();
  }
  assert.deepEqual(tables[0], tables[1]);
  assert.deepEqual(tables[0].map((r) => r.label), ['basic', 'line of sight', 'intercept']);
  assert.ok(tables[0][2].escapes > 0, 'intercept falls into the closing-speed trap');
});

test('experiment() is a Promise: the page keeps drawing, the progress shows, the table is the button\'s', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#demo=evade&threat=50`, { viewport: { width: 1280, height: 1400 } });
  await frames(page, 3);
  const started = await page.evaluate(() => {
    window.__frames = 0;
    (function count() { window.__frames++; if (!window.__table) requestAnimationFrame(count); })();
    window.__run = window.playground.experiment().then((t) => { window.__table = t; return t; });
    return { isPromise: window.__run instanceof Promise, experiment: window.playground.summary().experiment };
  });
  assert.ok(started.isPromise);
  assert.deepEqual(started.experiment, { running: true, done: false, progress: 0 }, 'it returned before computing');
  await frames(page, 2);
  const progress = (await pg(page, 'summary')).experiment.progress;
  assert.ok(progress > 0, `progress shows (${progress})`);
  const table = await page.evaluate(() => window.__run);
  const framesMeanwhile = await page.evaluate(() => window.__frames);
  assert.ok(framesMeanwhile >= 3, `the page drew ${framesMeanwhile} frames while it ran`);
  assert.deepEqual(table.map((r) => r.label), ['capture']);
  assert.ok(table[0].chases > 20, 'threat 50: the evader is caught again and again');
  // The same table as the button's run (startExperiment, then experimentResult once done).
  await pg(page, 'startExperiment');
  let again = null;
  for (let k = 0; k < 600 && again === null; k++) { await sleep(50); again = await pg(page, 'experimentResult'); }
  assert.deepEqual(again, table);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the Experiment section runs in the background and shows the table', async () => {
  const { context, page } = await open(env.browser, `${env.url}#demo=pursuit`, { viewport: { width: 1280, height: 1400 } });
  await frames(page, 3);
  const header = await widget(page, 'header:experiment');
  await page.mouse.click(header.x, header.y);
  await frames(page, 3);
  const run = await widget(page, 'button:experiment');
  await page.mouse.click(run.x, run.y);
  // The app reads the pointer's place once a frame (platform.cpp NewImGuiFrame): a move away in the
  // frame of the click would take the press off the button. So the run is seen to start first.
  await until(page, () => { const e = window.playground.summary().experiment; return e.running || e.done; });
  await page.mouse.move(900, 200);  // away from the button and its tooltip
  const f0 = (await pg(page, 'state')).frame;
  assert.ok(await framePasses(page, f0), 'the scene kept running meanwhile');
  // The click ran it: the table comes (the default pursuit's 20 seeds: every chase a capture).
  const table = await until(page, () => window.playground.experimentResult(), null, 60000);
  assert.deepEqual(table.map((r) => r.label), ['capture']);
  assert.equal(table[0].chases, table[0].cells[0] * 1, JSON.stringify(table[0]));
  assert.ok(table[0].chases > 20 && table[0].escapes === 0 && table[0].min <= table[0].median && table[0].median <= table[0].max, JSON.stringify(table[0]));
  // And the panel shows it: the heads of its columns and the row's cells, as drawn.
  const notes = await pg(page, 'experimentNotes');
  assert.equal(notes.stale, '', 'made with the settings of now');
  const text = await panelText(page);
  for (const words of [...notes.heads, ...table[0].cells]) assert.ok(text.includes(words), `"${words}" in the panel: ${text}`);
  writeFileSync(`${SHOTS}/experiment-pursuit.png`, await page.screenshot());
  await context.close();
});

test('compare mode: ghosts from the same seed, equal hashes for equal settings, a shareable link', async () => {
  const { context, page } = await open(env.browser, `${env.url}#demo=pursuit&compare=lookahead:1,0&paused=1`);
  await pg(page, 'step', 600);
  const s = await pg(page, 'state');
  assert.equal(s.compare.param, 'lookahead');
  assert.deepEqual(s.compare.variants.map((v) => v.value), [1, 1, 0]);
  assert.equal(s.compare.variants[1].hash, s.compare.variants[0].hash, 'same settings, same scene');
  assert.notEqual(s.compare.variants[2].hash, s.compare.variants[0].hash);
  assert.match(await pg(page, 'link'), /compare=lookahead:1,0/);
  await pg(page, 'load', 'demo=pursuit&compare=lookahead:0');
  await pg(page, 'resume');
  // The race runs: the main scene and its ghost both move on (the ghost steps with it), apart.
  const f0 = (await pg(page, 'state')).frame;
  await framePasses(page, f0 + 60);
  const run = await pg(page, 'state');
  assert.equal(run.paused, false);
  assert.deepEqual(run.compare.variants.map((v) => v.value), [1, 0]);
  assert.notEqual(run.compare.variants[1].hash, run.compare.variants[0].hash, 'seek is another race than pursuit');
  writeFileSync(`${SHOTS}/compare-seek-vs-pursuit.png`, await page.screenshot());
  await context.close();
});

test('compare mode plots each race: the ghost\'s distance over time beside the main scene\'s', async () => {
  const { context, page } = await open(env.browser, `${env.url}#demo=pursuit&compare=lookahead:0`,
    { viewport: { width: 1280, height: 1400 } });
  await frames(page, 3);
  const h = await widget(page, 'header:plots');
  await page.mouse.click(h.x, h.y);
  // The plots are laid out once the header's click has been drawn (waited for: 1.5 s was little
  // to spare on a loaded machine).
  await until(page, (n) => Object.keys(window.playground.widgets()).includes(n), 'plot:ghost lookahead 0: distance pursuer-evader')
    .catch(() => {});  // (the assertions below say what is missing)
  const plots = Object.keys(await pg(page, 'widgets')).filter((k) => k.startsWith('plot:'));
  assert.ok(plots.includes('plot:distance pursuer-evader'));
  assert.ok(plots.includes('plot:ghost lookahead 0: distance pursuer-evader'), plots.join(', '));
  await context.close();
});
