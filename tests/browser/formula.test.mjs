// The lesson panel's live formulas (playground.formula()) must add up: every "= a = b" between
// arithmetic parts, in every demo, for every choice of predictor, method, behaviour or mode, at
// several moments of the run. And the numbers they name are the ones the simulation uses.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { open, problems, pg, useBrowser } from './browser.mjs';
import { equalities } from './arith.mjs';

const env = useBrowser({ before, after, mkdirSync });

test('every live formula adds up, in every demo and for every choice', async () => {
  const { context, page } = await open(env.browser, env.url);
  const result = await page.evaluate(() => {
    const P = window.playground;
    const runs = [];
    for (const d of P.demos()) {
      P.load(`v=1&demo=${d.id}&paused=1`);
      const choices = P.params().filter((p) => p.kind === 'choice');
      const variants = [{}];
      for (const c of choices) for (let k = 0; k <= c.max; k++) variants.push({ [c.name]: k });
      // A wide threat range so evade and the flock's predator formulas show their evading branch;
      // a look-ahead scale and cap so those lines appear as well.
      const extras = { evade: [{ threat: 400 }, { threat: 400, lookahead: 0.5 }], pursuit: [{ lookahead: 0.5, cap: 0.4 }],
        flock: [{ predator: 1, separation: 2.5 }], avoid: [{ box: 0 }, { box: 10 }] };
      for (const e of extras[d.id] || []) for (const v of [...variants]) variants.push({ ...v, ...e });
      for (const v of variants) {
        P.load(`v=1&demo=${d.id}&paused=1&` + Object.entries(v).map(([k, x]) => `${k}=${x}`).join('&'));
        for (const frames of [0, 20, 120, 400, 900, 1500]) {
          P.step(frames - P.state().frame);
          runs.push({ demo: d.id, variant: JSON.stringify(v), frame: frames, lines: P.formula() });
        }
      }
    }
    return runs;
  });
  let checked = 0;
  const wrong = [];
  const demosWithChecks = new Set();
  for (const r of result) {
    assert.ok(Array.isArray(r.lines) && r.lines.every((l) => typeof l === 'string'), r.demo);
    for (const line of r.lines) {
      for (const e of equalities(line)) {
        checked++;
        demosWithChecks.add(r.demo);
        if (!e.ok) wrong.push(`${r.demo} ${r.variant} frame ${r.frame}: "${line}"`);
      }
    }
  }
  assert.deepEqual(wrong, []);
  assert.ok(checked > 300, `only ${checked} equalities checked`);
  console.log(`# ${checked} equalities checked in ${result.length} formula readings`);
  for (const id of ['pursuit', 'evade', 'seek', 'chase', 'avoid', 'flock', 'wander', 'containment', 'walls', 'crowd', 'queue'])
    assert.ok(demosWithChecks.has(id), `no checked arithmetic in ${id}`);
  await context.close();
});

test('the evade formula is the selected predictor\'s, for the evader, and names it', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=1&demo=evade&threat=400&predictor=peters&paused=1`);
  // Until the pursuer is inside the threat range (the evader spawns at least 400 away).
  let lines = [];
  for (let i = 0; i < 40 && !lines.some((l) => l.startsWith("evader's T")); i++) {
    await pg(page, 'step', 15);
    lines = await pg(page, 'formula');
  }
  const s = await pg(page, 'state');
  const [pu, ev] = [s.agents.find((a) => a.role === 'pursuer'), s.agents.find((a) => a.role === 'evader')];
  const d = Math.hypot(pu.pos[0] - ev.pos[0], pu.pos[1] - ev.pos[1]);
  assert.ok(lines.includes("evader's T = d / maxSpeed"), lines.join('\n'));
  const m = lines.map((l) => /^\s+= (\d+) \/ (\d+) = ([\d.]+) s$/.exec(l)).find(Boolean);
  assert.ok(m, lines.join('\n'));
  assert.equal(Number(m[1]), Math.round(d));
  assert.equal(Number(m[2]), ev.maxSpeed);  // Peters: the evader's own max speed alone
  assert.ok(Math.abs(Number(m[3]) - d / ev.maxSpeed) < 0.006);
  await context.close();
});

test('the flock formula shows the weights really applied', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=1&demo=flock&separation=2&alignment=0.5&paused=1`);
  const lines = await pg(page, 'formula');
  // slider x scale: 2 x 1200, 0.5 x 200, 1 x 120, and the wander term
  assert.ok(lines[0].startsWith('force = 2400 sep + 100 align + 120 coh'), lines[0]);
  assert.ok(lines.some((l) => l.includes('0.4 wander')), lines.join('\n'));
  await context.close();
});

test('state().world describes obstacles, walls and paths', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=1&demo=avoid&obstacleCount=5&paused=1`);
  let w = (await pg(page, 'state')).world;
  assert.equal(w.obstacles.length, 5);
  for (const o of w.obstacles) {
    assert.equal(o.pos.length, 2);
    assert.ok(o.radius >= 22 && o.radius <= 55, String(o.radius));
    assert.ok(o.pos[0] > 0 && o.pos[0] < w.width && o.pos[1] > 0 && o.pos[1] < w.height);
  }
  assert.equal(w.walls.length, 4);
  assert.equal(w.path, null);
  await pg(page, 'load', 'v=1&demo=path');
  w = (await pg(page, 'state')).world;
  assert.ok(w.path && w.path.points.length >= 3, JSON.stringify(w.path));
  assert.equal(typeof w.path.loop, 'boolean');
  await pg(page, 'load', 'v=1&demo=pursuit');
  w = (await pg(page, 'state')).world;
  assert.deepEqual([w.obstacles, w.walls, w.path], [[], [], null]);
  assert.deepEqual(problems(messages), []);
  await context.close();
});
