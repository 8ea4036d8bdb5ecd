// A short UI fuzz run in every `make test` (`make fuzz-ui` runs 30 simulated minutes): seeded
// random clicks, drags, wheel, keys, demo switches and link loads keep the page running, with no
// console error, a sane state and bounded, flat memory.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { open, problems, useBrowser } from './browser.mjs';
import { fuzz } from './fuzz_ui.mjs';

const env = useBrowser({ before, after, mkdirSync });

test('seeded random input keeps the page running, sane and within its memory', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  const seen = [];
  const result = await fuzz(page, {
    seed: 20261123,
    simulatedSeconds: 180,
    maxActions: 160,
    check: ({ state, bytes, actions, recent }) => {
      assert.equal(state.sane, true, `state after ${actions} actions`);
      assert.ok(bytes < 100e6, `memory ${bytes} bytes after ${actions} actions`);
      assert.deepEqual(problems(messages), [], `console after ${actions} actions; the last ones: ${recent}`);
      seen.push(state.demo);
    },
  });
  assert.ok(result.actions >= 100, `${result.actions} actions`);
  assert.ok(new Set(seen).size >= 3, `visited ${[...new Set(seen)].join(', ')}`);
  await context.close();
});
