// playground.code(lang): the selected agent's behaviour with the current numbers as one function.
// The page's JS snippet, evaluated here, returns the force the core computes for the same inputs
// (the exact comparison across behaviours and predictors is tests/unit/code_test.cpp).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { open, problems, pg, useBrowser, widget, frames, sleep, SHOTS } from './browser.mjs';

const env = useBrowser({ before, after, mkdirSync });

test('code(lang): four languages for the pursuer, the JS one runs, and clear refusals', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#demo=seek&target=400,300&paused=1`);
  for (const lang of ['cpp', 'csharp', 'gdscript', 'js']) {
    const r = await pg(page, 'code', lang);
    assert.equal(r.ok, true, lang);
    // Named after its behaviour, so two snippets taken home side by side live together.
    assert.match(r.code, lang === 'gdscript' ? /func steer_seek\(/ : /SteerSeek\(/);
    assert.doesNotMatch(r.code, /SteeringForce/);
  }
  // Seek with the demo's numbers (max speed 200, gain 10): the JS function, run here, gives
  // (desired - velocity) x gain for the agent's own state and target.
  const s = await pg(page, 'state');
  const { code } = await pg(page, 'code', 'js');
  const SteerSeek = new Function(`${code}\nreturn SteerSeek;`)();
  const a = s.agents[0];
  const t = [400, 300];  // the link's target
  const f = SteerSeek(a.pos[0], a.pos[1], a.vel[0], a.vel[1], a.heading[0], a.heading[1], t[0], t[1], 0, 0, 1, 0);
  const dx = t[0] - a.pos[0], dy = t[1] - a.pos[1], len = Math.hypot(dx, dy);
  const want = [(dx / len * s.params.maxSpeed - a.vel[0]) * s.params.gain, (dy / len * s.params.maxSpeed - a.vel[1]) * s.params.gain];
  assert.ok(Math.abs(f.x - want[0]) < 1e-3 * Math.max(1, Math.abs(want[0])) && Math.abs(f.y - want[1]) < 1e-3 * Math.max(1, Math.abs(want[1])), JSON.stringify([f, want]));
  assert.deepEqual(await pg(page, 'code', 'cobol'), { ok: false, message: 'Unknown language: use cpp, csharp, gdscript or js.', code: '', behaviour: '' });
  // The composer: group A's behaviours as functions, then SteeringForce combining their forces
  // with the group's weights and max force; run here on the page's own agent and mouse target.
  await pg(page, 'load', 'demo=custom&group=1,weighted,100,150,seek:mouse*2,wander*0&target=600,200&paused=1');
  const r = await pg(page, 'code', 'js');
  assert.equal(r.ok, true, r.message);
  assert.equal(r.behaviour, 'composition');
  const parts = new Function(`${r.code}\nreturn { SteerSeek, SteerWander, SteeringForce };`)();
  const cs = await pg(page, 'state');
  const b = cs.agents[0], m = [600, 200];  // the link's target
  const seek = parts.SteerSeek(b.pos[0], b.pos[1], b.vel[0], b.vel[1], b.heading[0], b.heading[1], m[0], m[1], 0, 0, 1, 0);
  const wand = parts.SteerWander(b.pos[0], b.pos[1], b.heading[0], b.heading[1], 0, 0, 0.3, 0.6, 0.2, 0.9, 1 / 60);
  const total = parts.SteeringForce(seek.x, seek.y, wand.x, wand.y);
  const ex = m[0] - b.pos[0], ey = m[1] - b.pos[1], el = Math.hypot(ex, ey);
  let want2 = [(ex / el * 100 - b.vel[0]) * 2, (ey / el * 100 - b.vel[1]) * 2];  // wander weighs 0
  const wl = Math.hypot(...want2);
  if (wl > 150) want2 = want2.map((v) => v * 150 / wl);
  assert.ok(Math.hypot(total.x - want2[0], total.y - want2[1]) < 1e-3 * Math.max(1, wl), JSON.stringify([total, want2]));
  // The chase demo's prey runs straight: nothing to export, and code() says why.
  await pg(page, 'load', 'demo=chase&paused=1');
  await pg(page, 'select', 0);
  const prey = await pg(page, 'code', 'js');
  assert.equal(prey.ok, false);
  assert.match(prey.message, /No code export/);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('code(js) for a boid and a wanderer runs on the page\'s own numbers; Copy as code copies it and says so', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#demo=flock&count=40&paused=1`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  // Boid 0 with one boid 3 units straight ahead of it: separation (1800 / 3 = 600 of it)
  // dominates and the force points back, away from it.
  const s = await pg(page, 'state');
  const r = await pg(page, 'code', 'js');
  assert.equal(r.ok, true);
  assert.equal(r.behaviour, 'flocking');
  const flock = new Function(`${r.code}\nreturn SteerFlocking;`)();
  const a = s.agents[0];
  const near = [a.pos[0] + 3 * a.heading[0], a.pos[1] + 3 * a.heading[1]];
  const f = flock(a.pos[0], a.pos[1], a.vel[0], a.vel[1], a.heading[0], a.heading[1], 1, [near[0]], [near[1]],
    [a.heading[0]], [a.heading[1]]);
  assert.ok(f.x * a.heading[0] + f.y * a.heading[1] < -400, JSON.stringify(f));
  // Copy as code, by its button on the canvas (scrolled into the panel's view as the keyboard's
  // focus does): the clipboard holds code('cpp') and a notice says so.
  await pg(page, 'focus', 'button:copycode');
  await frames(page, 4);
  writeFileSync(`${SHOTS}/copy-as-code.png`, await page.screenshot());
  await pg(page, 'focus', null);
  await frames(page);
  const w = await widget(page, 'button:copycode');
  assert.ok(w, 'the Copy as code button is in widgets()');
  assert.ok(await widget(page, 'combo:codelang'), 'the language choice is in widgets()');
  await page.mouse.click(w.x, w.y);
  // The notice comes once the clipboard's write has resolved (lastCopiedCode is set before it: a
  // loaded browser still held the old text 200 ms later), so the clipboard is read after it.
  await page.waitForFunction(() => window.playgroundShell.lastCopiedCode, null, { timeout: 20000 });
  await page.waitForFunction(() => window.playground.summary().notice === 'Copied flocking as C++', null, { timeout: 20000 });
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), (await pg(page, 'code', 'cpp')).code);
  // The keyboard's twin: the language select and the button of the page's second view.
  await page.selectOption('#pd-codelang', 'gdscript');
  await page.focus('[data-widget="button:copycode"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.playground.summary().notice === 'Copied flocking as GDScript', null, { timeout: 20000 });
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), (await pg(page, 'code', 'gdscript')).code);
  // Wander: the target comes back as the second output, on the circle of the demo's radius.
  await pg(page, 'load', 'demo=wander&radius=40&paused=1');
  const wr = await pg(page, 'code', 'js');
  const wander = new Function(`${wr.code}\nreturn SteerWander;`)();
  const o = wander(100, 100, 1, 0, 0, 0, 0.9, 0.1, 0.5, 0.5, 1 / 60);
  assert.ok(Math.abs(Math.hypot(o.wx, o.wy) - 40) < 1e-3, JSON.stringify(o));
  // An agent without export (the chase demo's prey): the button is not there and copyCode says why.
  await pg(page, 'load', 'demo=chase&paused=1');
  await pg(page, 'select', 0);
  await frames(page);
  assert.equal(await widget(page, 'button:copycode'), null);
  assert.match((await pg(page, 'copyCode', 'js')).message, /No code export/);
  // The composer has it.
  await pg(page, 'load', 'demo=custom&paused=1');
  await pg(page, 'select', 3);
  await pg(page, 'focus', 'button:copycode');  // below the composer: scrolled into view
  await frames(page, 4);
  assert.ok(await widget(page, 'button:copycode'), 'Copy as code in the composer');
  writeFileSync(`${SHOTS}/copy-as-code-composer.png`, await page.screenshot());
  await pg(page, 'focus', null);
  // In another language the refusals and the notice are in it (strings/*.json), with the
  // languages' names from the one table (code/code.h's kCodeLangs).
  const pt = JSON.parse(readFileSync(new URL('../../strings/pt-BR.json', import.meta.url), 'utf8'));
  await pg(page, 'setLanguage', 'pt-BR');
  assert.equal((await pg(page, 'code', 'cobol')).message, pt['refused.code_lang'].replace('{0}', 'cpp, csharp, gdscript').replace('{1}', 'js'));
  await pg(page, 'load', 'demo=chase&paused=1');
  await pg(page, 'select', 0);
  assert.equal((await pg(page, 'copyCode', 'js')).message, pt['refused.code_none']);
  await pg(page, 'load', 'demo=seek&paused=1');
  const seek = await pg(page, 'copyCode', 'csharp');
  const said = pt['notice.clipboard.code_copied'].replace('{0}', seek.behaviour).replace('{1}', 'C#');
  await page.waitForFunction((t) => window.playground.summary().notice === t, said, { timeout: 20000 });
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('code(lang) for the demos that read the scene: every language, the behaviour, the number as just set', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#demo=avoid&paused=1`);
  const cases = [
    ['avoid', 'box', 75, 'obstacle avoidance', /let L = 75\.0 \+ /],
    ['path', 'arrival', 45, 'path following', /< 45\.0 \* 45\.0/],
    ['hide', 'gap', 55, 'hide', /\(orad\[i\] \+ 55\.0\)/],
    ['walls', 'offset', 25, 'wall following', /nx\[k\] \* 25\.0/],
    ['containment', 'probe', 90, 'containment', /hx \* 90\.0/],
    ['flowfield', 'lookahead', 0.5, 'flow-field following', /vx \* 0\.5\) \/ cell/],
    ['crowd', 'lookahead', 3, 'unaligned collision avoidance', /let soonest = 3\.0;/],
    ['queue', 'zone', 50, 'queueing', /x <= 50\.0 \+ qr\[j\]/],
  ];
  for (const [demo, param, value, name, text] of cases) {
    await pg(page, 'load', `demo=${demo}&paused=1`);
    for (const lang of ['cpp', 'csharp', 'gdscript']) {
      const r = await pg(page, 'code', lang);
      assert.equal(r.ok, true, `${demo} ${lang}`);
      assert.equal(r.behaviour, name);
    }
    assert.doesNotMatch((await pg(page, 'code', 'js')).code, text, demo);
    assert.equal(await pg(page, 'set', param, value), value);
    const r = await pg(page, 'code', 'js');
    assert.equal(r.ok, true, demo);
    assert.equal(r.behaviour, name);
    assert.match(r.code, text, demo);
  }
  // Obstacle avoidance on the page's own agent: an obstacle just ahead, a little to its side
  // (+side), pushes it to -side and brakes; with no obstacle, no force.
  await pg(page, 'load', 'demo=avoid&paused=1');
  const s = await pg(page, 'state');
  const avoid = new Function(`${(await pg(page, 'code', 'js')).code}\nreturn SteerObstacleAvoidance;`)();
  const a = s.agents[0];
  const [hx, hy] = a.heading, side = [-hy, hx];
  const o = [a.pos[0] + 30 * hx + 5 * side[0], a.pos[1] + 30 * hy + 5 * side[1]];
  const f = avoid(a.pos[0], a.pos[1], a.vel[0], a.vel[1], hx, hy, 1, [o[0]], [o[1]], [15]);
  assert.ok(f.x * side[0] + f.y * side[1] < -10 && f.x * hx + f.y * hy < 0, JSON.stringify(f));
  assert.deepEqual(avoid(a.pos[0], a.pos[1], a.vel[0], a.vel[1], hx, hy, 0, [], [], []), { x: 0, y: 0 });
  // Peters' feeler (twice the box long, 100 by default): the same obstacle 30 ahead pushes to
  // -side and brakes the velocity to 30 / 100 of itself.
  await pg(page, 'set', 'method', 1);
  const pr = await pg(page, 'code', 'js');
  assert.equal(pr.behaviour, 'feeler avoidance');
  const feeler = new Function(`${pr.code}\nreturn SteerFeelerAvoidance;`)();
  const g = feeler(a.pos[0], a.pos[1], hx, hy, 1, [o[0]], [o[1]], [15]);
  assert.ok(g.x * side[0] + g.y * side[1] < -10 && Math.abs(g.brake - 0.3) < 1e-6, JSON.stringify(g));
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('why a fixed step: the chase stepped by frame times drifts from the fixed-step one, the same every run', async () => {
  const lesson = (await (async () => {
    const { context, page } = await open(env.browser, `${env.url}#demo=chase&paused=1`);
    const all = await pg(page, 'lessons');
    await context.close();
    return all;
  })()).find((l) => l.title === 'Why a fixed step');
  assert.ok(lesson, 'the lesson is in the gallery');
  const hashes = [];
  for (let run = 0; run < 2; ++run) {
    const { context, page, messages } = await open(env.browser, `${env.url}#${lesson.link}&paused=1`);
    await pg(page, 'step', 200);
    if (run === 0) {  // mid-chase: the faded chasers off the solid ones' paths
      await frames(page);
      writeFileSync(`${SHOTS}/fixed-step-compare.png`, await page.screenshot());
    }
    await pg(page, 'step', 100);
    const s = await pg(page, 'state');
    assert.equal(s.compare.param, 'step');
    assert.equal(s.compare.variants.length, 2);
    assert.notEqual(s.compare.variants[1].hash, s.compare.variants[0].hash, 'frame dt: another scene');
    hashes.push(s.compare.variants.map((v) => v.hash).join());
    assert.deepEqual(problems(messages), []);
    await context.close();
  }
  assert.equal(hashes[0], hashes[1], 'seeded frame times: the same comparison every run');
});

test('a drag over the flowfield demo paints the field; the link carries it and gives the same scene', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#demo=flowfield&paused=1`);
  await frames(page);
  // Drag across the world with the mouse, from (150, Y) to (850, Y) in world units, on a row where
  // no agent is near the start (a press on an agent grabs it instead).
  const agents = (await pg(page, 'state')).agents;
  const Y = [350, 250, 450, 150, 550].find((y) => agents.every((a) => Math.hypot(a.pos[0] - 150, a.pos[1] - y) > 30));
  const [x0, y0] = await pg(page, 'toScreen', 150, Y);
  const [x1, y1] = await pg(page, 'toScreen', 850, Y);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let k = 1; k <= 10; ++k) await page.mouse.move(x0 + (x1 - x0) * k / 10, y0 + (y1 - y0) * k / 10);
  await page.mouse.up();
  await frames(page);
  const link = await pg(page, 'link');
  const m = /[&#]flow=([A-Za-z0-9_-]+)/.exec(link);
  assert.ok(m, `the link carries the painted field: ${link}`);
  const bytes = Buffer.from(m[1], 'base64url');
  assert.equal(bytes.length, 20 * 14);
  // East (byte 1) in the cells along the drag (the rows centred 25 units above and below it),
  // nothing far off.
  assert.equal(bytes[(Y / 50) * 20 + 10], 1);
  assert.equal(bytes[(Y / 50 - 1) * 20 + 10], 1);
  assert.equal(bytes[0], 0);
  assert.equal(bytes[13 * 20 + 19], 0);
  // The camera did not pan: the world point under the start of the drag is where it was.
  assert.deepEqual(await pg(page, 'toScreen', 150, Y), [x0, y0]);
  // Same link, same scene: a fresh page on the link and this one, reset, agree after 2 s.
  await pg(page, 'reset');
  await pg(page, 'step', 120);
  const again = await open(env.browser, `${env.url}#${link.split('#')[1] ?? link}`);
  await pg(again.page, 'pause');
  await pg(again.page, 'reset');
  await pg(again.page, 'step', 120);
  assert.equal(await pg(again.page, 'hash'), await pg(page, 'hash'));
  await pg(page, 'step', 30);
  await pg(page, 'resume');
  await sleep(300);
  await pg(page, 'pause');
  await frames(page);
  writeFileSync(`${SHOTS}/flowfield-painted.png`, await page.screenshot());
  // Noise field takes the paint off; a bad field string: a notice and the noise field.
  await pg(page, 'clearPaint');
  assert.doesNotMatch(await pg(page, 'link'), /flow=/);
  await pg(page, 'load', 'demo=flowfield&flow=***');
  assert.match((await pg(page, 'summary')).notice, /painted field/);
  assert.deepEqual(problems(messages), []);
  assert.deepEqual(problems(again.messages), []);
  await again.context.close();
  await context.close();
});

test('code(js) for Peters\' arrive within a radius, and for the agents beside the lesson\'s', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#demo=seek&behaviour=arrive-radius&slowing=250&target=400,300&paused=1`);
  const s = await pg(page, 'state');
  const r = await pg(page, 'code', 'js');
  assert.equal(r.ok, true, r.message);
  assert.match(r.code, /slowing radius/);
  const SteerArriveWithin = new Function(`${r.code}\nreturn SteerArriveWithin;`)();
  const a = s.agents[0], t = [400, 300];
  const f = SteerArriveWithin(a.pos[0], a.pos[1], a.vel[0], a.vel[1], a.heading[0], a.heading[1], t[0], t[1], 0, 0, 1, 0);
  // Peters: maxSpeed towards the target, times d / r inside the slowing radius; then the gain.
  const dx = t[0] - a.pos[0], dy = t[1] - a.pos[1], d = Math.hypot(dx, dy);
  const k = s.params.maxSpeed * (d < 250 ? d / 250 : 1) / d;
  const want = [(dx * k - a.vel[0]) * s.params.gain, (dy * k - a.vel[1]) * s.params.gain];
  assert.ok(Math.abs(f.x - want[0]) < 1e-3 * Math.max(1, Math.abs(want[0])) && Math.abs(f.y - want[1]) < 1e-3 * Math.max(1, Math.abs(want[1])), JSON.stringify([f, want]));
  // The pursuit demo's evader wanders; the evade demo's pursuer pursues; avoidance off: wander.
  for (const [link, agent, behaviour] of [['demo=pursuit', 1, 'wander'], ['demo=evade', 0, 'pursuit'], ['demo=avoid&method=none', 0, 'wander'],
    ['demo=chase', 5, 'chase'], ['demo=hide&mode=interpose', 2, 'interpose'], ['demo=hide&mode=offset', 3, 'offset pursuit'],
    ['demo=hide&mode=follow', 2, 'leader following']]) {
    await pg(page, 'load', `${link}&paused=1`);
    await pg(page, 'select', agent);
    const c = await pg(page, 'code', 'cpp');
    assert.equal(c.ok, true, `${link}: ${c.message}`);
    assert.equal(c.behaviour, behaviour, link);
  }
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the code generator is not in the first load: it comes once, when code is first asked for or Copy as code is near', async () => {
  // No service worker: the dropped connection below is the page's own fetch.
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const messages = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => messages.push({ type: 'pageerror', text: String(e.stack || e) }));
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  const generator = () => fetched.filter((p) => /codegen\.(js|wasm)$/.test(p));
  await page.goto(`${env.url}#demo=pursuit&paused=1`);
  await page.waitForFunction(() => window.playground && typeof window.playground.state === 'function', null, { timeout: 30000 });
  await frames(page, 10);
  await sleep(500);
  assert.deepEqual(generator(), [], 'nothing of the generator with the page');
  // Its fetch fails (a dropped connection): a clear answer, the page goes on, and a second ask
  // fetches it again.
  await page.route(/codegen\.wasm$/, (route) => route.abort());
  const failed = await pg(page, 'code', 'cpp');
  assert.equal(failed.ok, false);
  assert.match(failed.message, /code generator could not be loaded/);
  await page.unroute(/codegen\.wasm$/);
  await pg(page, 'step', 10);
  // Three asks at once: one fetch of each file, three answers.
  fetched.length = 0;
  const all = await page.evaluate(() => Promise.all(['cpp', 'js', 'gdscript'].map((l) => window.playground.code(l))));
  assert.deepEqual(all.map((r) => [r.ok, r.behaviour]), [[true, 'pursuit'], [true, 'pursuit'], [true, 'pursuit']]);
  assert.match(all[0].code, /SteerPursuit\(/);
  assert.deepEqual(generator().sort(), ['/codegen.js', '/codegen.wasm']);
  // The numbers are the ones at the call: a parameter set after it is not in that answer.
  const [before, after] = await page.evaluate(() => {
    const p = window.playground.code('js');
    window.playground.set('lookahead', 2.5);
    return Promise.all([p, window.playground.code('js')]);
  });
  assert.notEqual(before.code, after.code);
  assert.match(after.code, /2\.5/);
  assert.deepEqual(problems(messages).filter((m) => !/codegen\.wasm|Failed to load resource|wasm streaming compile failed|falling back to ArrayBuffer|both async and sync fetching of the wasm failed|Aborted|Service Worker registration blocked/.test(m.text)), []);
  await context.close();

  // A pointer over Copy as code fetches it before the click.
  const second = await open(env.browser, `${env.url}#demo=seek&paused=1`);
  const seen = [];
  second.page.on('request', (r) => seen.push(new URL(r.url()).pathname));
  await pg(second.page, 'focus', 'button:copycode');  // scrolled into the panel's view
  await frames(second.page, 4);
  await pg(second.page, 'focus', null);
  await frames(second.page);
  const w = await widget(second.page, 'button:copycode');
  assert.ok(w, 'Copy as code is in the panel');
  await second.page.mouse.move(w.x - 200, w.y + 200);
  await sleep(200);
  assert.deepEqual(seen.filter((p) => /codegen/.test(p)), [], 'not for a pointer elsewhere');
  await second.page.mouse.move(w.x, w.y, { steps: 4 });
  await second.page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /codegen\.wasm$/.test(e.name)), null, { timeout: 20000 });
  assert.deepEqual(problems(second.messages), []);
  await second.context.close();
});

test('with the generator out of reach, a pointer over Copy as code does not ask for it again and again', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const asked = [];
  page.on('request', (r) => { if (/codegen\.js$/.test(r.url())) asked.push(r.url()); });
  await page.route(/codegen\.js$/, (route) => route.abort());
  await page.goto(`${env.url}#demo=seek&paused=1`);
  await page.waitForFunction(() => window.playground && typeof window.playground.state === 'function', null, { timeout: 30000 });
  await pg(page, 'focus', 'button:copycode');
  await frames(page, 4);
  await pg(page, 'focus', null);
  await frames(page);
  const w = await widget(page, 'button:copycode');
  // Two seconds of a pointer wandering over the button: one fetch, which fails. Bounded by time,
  // not by moves: each move waits for the page to take it, a frame under load, and 40 of them
  // went past the ten seconds after which the page rightly asks again (shell.js mayPreload).
  // The moves go on two seconds past the first request (the page looks at the pointer a few times
  // a second, later under load), well within those ten seconds.
  let moves = 0, firstAsked = 0;
  for (const giveUp = Date.now() + 8000; ; ++moves) {
    if (!firstAsked && asked.length) firstAsked = Date.now();
    if (firstAsked ? Date.now() - firstAsked > 2000 : Date.now() > giveUp) break;
    await page.mouse.move(w.x - 20 + (moves % 5) * 10, w.y + (moves % 3) - 1);
    await sleep(50);
  }
  assert.ok(moves >= 5, `${moves} moves`);
  assert.equal(asked.length, 1, asked.join(' '));
  assert.equal(await page.evaluate(() => document.querySelectorAll('script[src$="codegen.js"]').length), 0, 'the failed script is taken out');
  // Asked for by a script or a click, it is fetched again at once; back in reach, it answers.
  await page.unroute(/codegen\.js$/);
  const r = await pg(page, 'code', 'js');
  assert.equal(r.ok, true, r.message);
  assert.equal(asked.length, 2);
  await context.close();
});
