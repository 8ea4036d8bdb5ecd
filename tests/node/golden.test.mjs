// The wasm build agrees with the native builds bit for bit: the golden-hash tool compiled to
// wasm, run under node (plain, and with ASSERTIONS=2, SAFE_HEAP and STACK_OVERFLOW_CHECK=2),
// prints the committed table tests/golden/state_hashes.txt.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url).pathname;
const golden = readFileSync(`${root}tests/golden/state_hashes.txt`, 'utf8').trim();

for (const tool of ['golden_hashes', 'golden_hashes_checked']) {
  test(`wasm ${tool} under node reproduces the golden state hashes`, () => {
    const out = execFileSync('node', ['--no-experimental-fetch', `${root}build/web/${tool}.js`], { encoding: 'utf8' });
    assert.equal(out.trim(), golden);
  });
}
