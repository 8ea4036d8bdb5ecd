// The page's playground.state() of a big flock (issue: JsonWriter::Number's speed): the flock demo
// with `count` boids (#demo=flock&count=N, paused), state() timed in the page, best of `runs`
// calls; the reply's length and how many numbers it holds. `make bench` runs it within
// bench/run.mjs; `BENCH_ONLY=json make bench` runs it alone with the native and wasm
// micro-benchmark of JsonWriter::Number (bench/json_number_bench.cpp).
import { open } from '../tests/browser/browser.mjs';

export async function timeState(browser, url, { count = 100000, runs = 3 } = {}) {
  const { context, page } = await open(browser, `${url}#v=5&demo=flock&count=${count}&paused=1`);
  try {
    await page.waitForFunction((n) => window.playground.state().agents.length === n, count, { timeout: 60000 });
    return await page.evaluate((k) => {
      let best = Infinity, text = '';
      for (let i = 0; i < k; i++) {
        const t0 = performance.now();
        const s = window.playground.state();
        best = Math.min(best, performance.now() - t0);
        if (!i) text = JSON.stringify(s);
      }
      return { ms: best, chars: text.length, numbers: (text.match(/-?\d[\d.e+-]*/g) || []).length };
    }, runs);
  } finally {
    await context.close();
  }
}

/** json_number_bench's lines ("floats 2780.7 222.2", "whole ...", "same") as {floats: {old, now}, ...}. */
export function parseJsonBench(out) {
  const r = {};
  for (const line of out.trim().split('\n')) {
    const [kind, oldNs, nowNs] = line.split(' ');
    if (nowNs !== undefined) r[kind] = { old: Number(oldNs), now: Number(nowNs) };
  }
  return r;
}

/** The report's section: {native, wasm} from parseJsonBench, page from timeState, load. */
export function jsonReport({ native, wasm, page, load }) {
  const f0 = (x) => (x === undefined ? 'n/a' : Math.round(x).toLocaleString('en-US'));
  const f1 = (x) => (x === undefined ? 'n/a' : x.toFixed(1));
  const lines = ['## The page\'s replies: numbers as text', ''];
  lines.push('`JsonWriter::Number` (src/app/json.h) writes every number of the page\'s replies: a float in the fewest digits ' +
    '(6 to 9, as "%.Ng" writes them) that read back to it, a whole number exactly. `bench/json_number_bench.cpp` times it ' +
    'against the writer before 2026-11-27 (printf and strtof for each number, kept in the benchmark, which checks that both ' +
    'write the very same text) on 400,000 floats of a flock\'s kinds (positions in a 1280 x 720 world, velocities, a 0.1 ' +
    'now and then) and 100,000 whole numbers; ns per number, best of three runs:', '');
  lines.push('| numbers | native, before | native, now | wasm (node), before | wasm (node), now | before / now (wasm) |', '|---|---|---|---|---|---|');
  for (const kind of ['floats', 'whole']) {
    const n = native[kind] || {}, w = wasm[kind] || {};
    lines.push(`| ${kind === 'floats' ? '400,000 floats' : '100,000 whole numbers'} | ${f1(n.old)} | ${f1(n.now)} | ${f1(w.old)} | ${f1(w.now)} | ${f1(w.old / w.now)}x |`);
  }
  lines.push('');
  lines.push(`\`playground.state()\` of the flock demo with 100,000 boids (\`#demo=flock&count=100000\`, paused), in the page in ` +
    `Chromium, best of three calls: ${f0(page.ms)} ms for ${f1(page.chars / 1e6)} million characters of JSON holding ` +
    `${f0(page.numbers)} numbers, the page's JSON.parse included (load ${load.toFixed(1)}; with the writer before ` +
    '2026-11-27, 1.8-2.5 s at load 2-5 and 2.3-4.6 s at load 6-8: [perf-history.md](perf-history.md)).', '');
  return lines;
}
