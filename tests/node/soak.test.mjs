// Ten simulated minutes of a 2,000-boid flock in wasm under node: the heap in use stays flat
// after warm-up and nothing is allocated (the full eight hours: `make soak`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';

const root = new URL('../../', import.meta.url).pathname;

test('wasm soak: ten simulated minutes with a flat heap and no allocation', { timeout: 300000 }, () => {
  const out = execFileSync('node', ['--no-experimental-fetch', `${root}build/web/soak.js`, '36000', '2000'], { encoding: 'utf8' });
  const summary = out.trim().split('\n').pop();
  assert.match(summary, /peak growth 0 bytes, 0 allocations/, summary);
});
