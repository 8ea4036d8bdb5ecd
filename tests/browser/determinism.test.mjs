// Chromium reproduces the committed golden table: each demo's default link, 3,600 fixed steps,
// the same state hash as the native gcc and clang builds and the wasm build under node.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { goldenTable, open, useBrowser } from './browser.mjs';

const golden = goldenTable();

const env = useBrowser({ before, after, mkdirSync });

test('every demo\'s default scene hashes as in the golden table after 3,600 steps', async () => {
  const { context, page } = await open(env.browser, env.url);
  for (const row of golden) {
    const hash = await page.evaluate(({ demo, steps }) => {
      window.playground.pause();
      // The default link of today's version (a link without v= is version 1 and keeps old defaults).
      const version = /[#&]v=(\d+)/.exec(window.playground.link())[1];
      window.playground.load(`v=${version}&demo=${demo}`);
      window.playground.step(steps);
      return window.playground.hash();
    }, row);
    assert.equal(hash, row.hash, row.demo);
  }
  await context.close();
});
