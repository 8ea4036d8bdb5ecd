// Never wrong, never down, in the browser: a strict Content-Security-Policy with zero
// violations, links written by strangers (HTML, script, format specifiers, __proto__, 100 KB),
// WebGL context loss and restore, and a hidden tab coming back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdirSync } from 'node:fs';
import { problems, SHOTS, sleep, pg, frames, framePasses, stepsOwed, useBrowser } from './browser.mjs';
import { decodePng, countDifferent, pixelAt } from './png.mjs';

const env = useBrowser({ before, after, mkdirSync });

async function openWatched(url) {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const messages = [];
  const dialogs = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => messages.push({ type: 'pageerror', text: String(e) }));
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss();
  });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const response = await page.goto(url);
  await page.waitForFunction(() => window.playground, null, { timeout: 30000 });
  return { context, page, messages, dialogs, response };
}

const T = { timeout: 120000 };

test('the page runs under a strict CSP with zero violations', T, async () => {
  const { context, page, messages, response } = await openWatched(env.url);
  const csp = response.headers()['content-security-policy'];
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.doesNotMatch(csp, /unsafe-inline|'unsafe-eval'/);
  for (const d of await pg(page, 'demos')) {
    await pg(page, 'load', `demo=${d.id}`);
    await frames(page, 10);
  }
  await sleep(500);
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

const hostile = [
  '<img src=x onerror="window.__pwned=1;alert(1)">',
  '<script>window.__pwned=1</script>',
  'javascript:window.__pwned=1',
  '%s%n%x%p%s%s%s%n',
  '"};window.__pwned=1;//',
  '__proto__[polluted]=1',
];

test('hostile links execute nothing, pollute nothing, and the page keeps running with a plain notice', T, async () => {
  const { context, page, messages, dialogs } = await openWatched(env.url);
  const payloads = [];
  for (const h of hostile) {
    payloads.push(`demo=${encodeURIComponent(h)}`);
    payloads.push(`demo=evade&${encodeURIComponent(h)}=1`);
    payloads.push(`demo=evade&threat=${encodeURIComponent(h)}`);
    payloads.push(`demo=evade&${h}`);
  }
  payloads.push('demo=evade&__proto__=1&constructor=1&prototype=1');
  payloads.push(`demo=evade&x=${'A'.repeat(100 * 1024)}`);
  payloads.push(`demo=evade&threat=${'9'.repeat(100 * 1024)}`);
  for (const p of payloads) {
    // Both ways a stranger's text arrives: the API and the address bar.
    const r = await pg(page, 'load', p);
    assert.equal(typeof r.ok, 'boolean');
    await page.evaluate((f) => { window.location.hash = f; }, p);
    await frames(page, 2);
    const s = await pg(page, 'state');
    assert.ok(['pursuit', 'evade'].includes(s.demo));
    assert.ok(s.agents.every((a) => a.pos.every(Number.isFinite)));
    assert.doesNotMatch(s.notice, /[<>]/, 'the notice never carries markup');
  }
  const s = await pg(page, 'state');
  assert.ok(s.notice.length > 0, 'the user is told what was ignored');
  writeFileSync(`${SHOTS}/hostile-link-notice.png`, await page.screenshot());
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.equal(await page.evaluate(() => ({}).polluted), undefined);
  assert.deepEqual(dialogs, []);
  // No element a link could have made (the first screen's words are data: a JSON script, never run).
  assert.equal(await page.evaluate(() => document.querySelectorAll('img, iframe, script:not([src]):not([type="application/json"])').length), 0);
  const f0 = (await pg(page, 'state')).frame;
  await pg(page, 'resume');
  assert.ok(await framePasses(page, f0), 'still running');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('20 WebGL context loss and restore cycles: drawing resumes, the simulation is unaffected', T, async () => {
  const { context, page, messages } = await openWatched(`${env.url}#demo=flock&paused=1`);
  await frames(page, 3);
  // Reference: the same 200 steps with no loss.
  const expected = await page.evaluate(() => {
    window.playground.load('demo=flock&paused=1');
    window.playground.step(200);
    const h = window.playground.hash();
    window.playground.load('demo=flock&paused=1');
    return h;
  });
  for (let k = 0; k < 20; k++) {
    await page.evaluate(async () => {
      const gl = document.getElementById('canvas').getContext('webgl2');
      const ext = gl.getExtension('WEBGL_lose_context');
      const within = (p, ms, what) =>
        Promise.race([p, new Promise((_, no) => setTimeout(() => no(new Error(`no ${what} in ${ms} ms`)), ms))]);
      const lost = new Promise((r) => gl.canvas.addEventListener('webglcontextlost', r, { once: true }));
      ext.loseContext();
      await within(lost, 20000, 'webglcontextlost');
      window.playground.step(5);
      // Chrome ignores a restore issued in the same moment as the loss; a real GPU reset takes longer.
      await new Promise((r) => setTimeout(r, 150));
      const restored = new Promise((r) => gl.canvas.addEventListener('webglcontextrestored', r, { once: true }));
      ext.restoreContext();
      await within(restored, 20000, 'webglcontextrestored');
      window.playground.step(5);
    });
    await frames(page, 2);
  }
  assert.equal(await pg(page, 'hash'), expected, 'state identical to a run without context loss');
  await frames(page, 5);
  const shot = await page.screenshot();
  writeFileSync(`${SHOTS}/after-context-loss.png`, shot);
  const img = decodePng(shot);
  const bg = pixelAt(img, 1270, 715);
  assert.ok(countDifferent(img, bg, { x: 360, y: 40, w: 900, h: 630 }) > 500, 'the flock is drawn again');
  assert.ok(countDifferent(img, bg, { x: 0, y: 0, w: 330, h: 300 }) > 2000, 'the panel is drawn again');
  assert.deepEqual(problems(messages).filter((m) => !/context lost|CONTEXT_LOST/i.test(m.text)), []);
  await context.close();
});

test('a tab that comes back after a long absence neither freezes nor jumps', T, async () => {
  const { context, page } = await openWatched(env.url);
  await sleep(300);
  // Simulate a frame that arrives 10 minutes late: the clock takes at most a bounded bite. Both
  // frames are read in the same evaluate, around the stall and the two frames after it (each
  // frame runs at most 16 steps), so no frame of a loaded machine's round trips is counted.
  const [f0, f1] = await page.evaluate(() => new Promise((resolve) => {
    const f0 = window.playground.state().frame;
    const start = performance.now();
    while (performance.now() - start < 1500) { /* block the main thread for 1.5 s */ }
    requestAnimationFrame(() => requestAnimationFrame(() => resolve([f0, window.playground.state().frame])));
  }));
  assert.ok(f1 - f0 <= 40, `a 1.5 s stall ran ${f1 - f0} steps (bounded per frame)`);
  // And the scene keeps going at normal speed: the steps its clock owes a second of frames.
  const m = await stepsOwed(page, 1000);
  assert.ok(m.steps > 0 && Math.abs(m.steps - m.owed) <= 2 + 0.03 * m.owed,
    `and the scene keeps going at normal speed (${m.steps} steps for ${m.owed.toFixed(1)} owed in ${m.seconds.toFixed(2)} s)`);
  await context.close();
});

test('a long run of a 2,000-boid flock: no console error and flat memory', T, async () => {
  const { context, page, messages } = await openWatched(`${env.url}#demo=flock&count=2000&paused=1`);
  // The simulation's own memory: the timeline's history (bounded, its own test below) off.
  await pg(page, 'keepHistory', false);
  await pg(page, 'step', 600);  // warm-up
  await frames(page, 5);
  const first = await pg(page, 'memory');
  const samples = [];
  for (let k = 0; k < 45; k++) {
    await pg(page, 'step', 1000);
    await frames(page, 3);  // draw in between, as the page does
    samples.push(await pg(page, 'memory'));
  }
  for (const m of samples) {
    assert.equal(m.wasmBytes, first.wasmBytes, 'wasm memory did not grow');
    assert.ok(Math.abs(m.heapInUse - first.heapInUse) < 256 * 1024, `heap in use ${m.heapInUse} vs ${first.heapInUse}`);
  }
  // After the warm-up nothing accumulates. The panel's wrapped texts are kept in a ring of 48
  // (ui.cpp WrapText): each sample's new numbers take slots in turn, so the heap settles only once
  // the ring is full (a dozen samples); from then on, the last 30 samples. Within them the heap
  // wanders: the ring's strings change length with their numbers, emmalloc places a transient
  // block (a reply string) in one free region or another, and a long-lived string's capacity grows
  // when its text reaches a new longest (150 samples on this machine: the floor rose by 24, 48,
  // 56, 72, 80 and 112 bytes at samples 30 to 130, then fell back to 80; a CI run read 96 bytes
  // between floors fifteen samples apart). A leak is another thing: one block a sample, 16 bytes
  // or more with emmalloc's header, moves the floor of the last eight samples by 240 bytes or more
  // against that of the first eight (at least fifteen samples apart). So the floors are compared,
  // and 160 bytes allowed.
  const window = samples.slice(-30).map((m) => m.heapInUse);
  const growth = Math.min(...window.slice(-8)) - Math.min(...window.slice(0, 8));
  assert.ok(growth <= 160, `the heap's floor grew by ${growth} bytes over the last 30 samples: ${samples.map((m) => m.heapInUse).join(' ')}`);
  assert.ok((await pg(page, 'state')).frame >= 45600);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the timeline\'s history of a long run stays within its budget, and the page within 64 MB more', T, async () => {
  const { context, page, messages } = await openWatched(`${env.url}#demo=flock&paused=1`);
  await frames(page, 3);
  const first = await pg(page, 'memory');
  for (let k = 0; k < 12; k++) await pg(page, 'step', 3000);  // ten simulated minutes of the default flock
  await frames(page, 3);
  const last = await pg(page, 'memory');
  assert.ok(last.history <= 40 * 1024 * 1024, `history ${last.history}`);
  assert.ok(last.wasmBytes - first.wasmBytes <= 64 * 1024 * 1024, `wasm memory grew ${last.wasmBytes - first.wasmBytes}`);
  const t0 = Date.now();
  await pg(page, 'scrub', 0.5);
  const ms = Date.now() - t0;
  console.log(`[ timeline ] 10 min of the default flock: history ${(last.history / 1048576).toFixed(1)} MB, wasm +${((last.wasmBytes - first.wasmBytes) / 1048576).toFixed(1)} MB, a scrub back over it ${ms} ms`);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a large seed comes back whole: state(), summary(), the accessible field and setSeed(state().seed) keep the scene', T, async () => {
  // JSON's numbers were written to nine digits: seed 12345678901 came back as 12345678900, and
  // setSeed(state().seed) built another scene.
  const { context, page, messages } = await openWatched(`${env.url}#v=5&demo=pursuit&paused=1&seed=12345678901`);
  const r = await page.evaluate(() => {
    const P = window.playground, hash = P.hash();
    const out = { state: P.state().seed, summary: P.summary().seed, field: document.getElementById('pd-seed').value };
    P.setSeed(P.state().seed);
    out.same = P.hash() === hash;
    out.speedMin = P.controls().flatMap((s) => s.controls).find((c) => c.name === 'slider:speed').min;
    return out;
  });
  assert.equal(r.state, 12345678901);
  assert.equal(r.summary, 12345678901);
  assert.equal(r.field, '12345678901');
  assert.ok(r.same, 'setSeed(state().seed) keeps the scene');
  assert.equal(r.speedMin, 0.1, 'a float range reads as its decimal, not 0.100000001');
  assert.deepEqual(problems(messages), []);
  await context.close();
});
