// playground.code(lang): the selected agent's behaviour with the current numbers as one function.
// The page's JS snippet, evaluated here, returns the force the core computes for the same inputs
// (the exact comparison across behaviours and predictors is tests/unit/code_test.cpp).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { open, problems, pg, useBrowser } from './browser.mjs';

const env = useBrowser({ before, after, mkdirSync });

test('code(lang): four languages for the pursuer, the JS one runs, and clear refusals', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#demo=seek&target=400,300&paused=1`);
  for (const lang of ['cpp', 'csharp', 'gdscript', 'js']) {
    const r = await pg(page, 'code', lang);
    assert.equal(r.ok, true, lang);
    assert.match(r.code, lang === 'gdscript' ? /func steering_force\(/ : /SteeringForce\(/);
  }
  // Seek with the demo's numbers (max speed 200, gain 10): the JS function, run here, gives
  // (desired - velocity) x gain for the agent's own state and target.
  const s = await pg(page, 'state');
  const { code } = await pg(page, 'code', 'js');
  const SteeringForce = new Function(`${code}\nreturn SteeringForce;`)();
  const a = s.agents[0];
  const t = [400, 300];  // the link's target
  const f = SteeringForce(a.pos[0], a.pos[1], a.vel[0], a.vel[1], a.heading[0], a.heading[1], t[0], t[1], 0, 0, 1, 0);
  const dx = t[0] - a.pos[0], dy = t[1] - a.pos[1], len = Math.hypot(dx, dy);
  const want = [(dx / len * s.params.maxSpeed - a.vel[0]) * s.params.gain, (dy / len * s.params.maxSpeed - a.vel[1]) * s.params.gain];
  assert.ok(Math.abs(f.x - want[0]) < 1e-3 * Math.max(1, Math.abs(want[0])) && Math.abs(f.y - want[1]) < 1e-3 * Math.max(1, Math.abs(want[1])), JSON.stringify([f, want]));
  assert.deepEqual(await pg(page, 'code', 'cobol'), { ok: false, message: 'Unknown language: use cpp, csharp, gdscript or js.', code: '' });
  await pg(page, 'load', 'demo=crowd');
  const r = await pg(page, 'code', 'js');
  assert.equal(r.ok, false);
  assert.match(r.message, /No code export/);
  assert.deepEqual(problems(messages), []);
  await context.close();
});
