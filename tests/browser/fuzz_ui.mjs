// A UI fuzzer, like PhET's fuzz mode: seeded random clicks, drags, wheel turns, keys, demo
// switches, lesson picks, link loads (good and bad) and parameter changes, on the real page.
// After every action batch it checks that the page kept running: no console error, a sane state
// (every agent finite and within its speed), and memory (wasm + JS heap) bounded and flat.
//   node tests/browser/fuzz_ui.mjs [simulated minutes, default 30] [seed]   (make fuzz-ui)
import { launch, serve, open, problems, pg, sleep } from './browser.mjs';

/** Mulberry32: a tiny seeded generator, so a failing run can be replayed from its seed. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS = ['Space', 'n', 'N', 'r', 'f', 'h', 'Escape', 'ArrowRight', 'Tab', 'Enter', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const BAD_LINKS = ['v=1&demo=nope', 'demo=avoid&box=-1e40', 'demo=flock&count=1e9', 'demo=seek&target=NaN,3',
  'v=9&demo=evade&threat=%3Cscript%3E', 'demo=path&path=1,2,3', '#', '', 'compare=lookahead:1,2,3,4,5'];

/**
 * Runs the fuzzer on `page` until `simulatedSeconds` of simulation have passed (steps are also
 * taken directly, at most 600 per action); returns {actions, simulated, peakBytes, problems}.
 */
export async function fuzz(page, { seed = 1, simulatedSeconds = 60, maxActions = 100000, check }) {
  const r = rng(seed);
  const pick = (a) => a[Math.floor(r() * a.length)];
  const demos = (await pg(page, 'demos')).map((d) => d.id);
  let simulated = 0, actions = 0, peakBytes = 0;
  const memory = [];
  const recent = [];  // the last actions, to replay a failure
  const say = (what) => { recent.push(what); if (recent.length > 12) recent.shift(); };
  const view = page.viewportSize();
  while (simulated < simulatedSeconds && actions < maxActions) {
    const kind = r();
    actions++;
    if (kind < 0.25) {  // click a widget, or anywhere
      const w = await pg(page, 'widgets');
      const names = Object.keys(w);
      if (names.length && r() < 0.7) {
        const name = pick(names);
        const b = w[name];
        say(`click ${name}`);
        await page.mouse.click((b[0] + b[2]) / 2, (b[1] + b[3]) / 2);
      } else {
        const [x, y] = [r() * view.width, r() * view.height];
        say(`click ${x.toFixed(0)},${y.toFixed(0)}`);
        await page.mouse.click(x, y);
      }
    } else if (kind < 0.4) {  // drag
      const x = r() * view.width, y = r() * view.height;
      say(`drag from ${x.toFixed(0)},${y.toFixed(0)}`);
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let k = 0; k < 4; k++) await page.mouse.move(x + (r() - 0.5) * 300, y + (r() - 0.5) * 300);
      await page.mouse.up();
    } else if (kind < 0.47) {
      await page.mouse.move(r() * view.width, r() * view.height);
      await page.mouse.wheel(0, (r() - 0.5) * 800);
    } else if (kind < 0.6) {
      const key = pick(KEYS);
      say(`key ${key}`);
      await page.keyboard.press(key);
    } else if (kind < 0.7) {  // a demo, with random parameters through set()
      const demo = pick(demos);
      say(`load demo=${demo}`);
      await pg(page, 'load', `v=1&demo=${demo}`);
      for (const p of await pg(page, 'params')) {
        if (r() < 0.4) {
          const v = p.min + r() * (p.max - p.min) * (r() < 0.1 ? 3 : 1);
          say(`set ${p.name} ${v}`);
          await pg(page, 'set', p.name, v);
        }
      }
    } else if (kind < 0.75) {
      const bad = pick(BAD_LINKS);
      say(`load ${bad}`);
      await pg(page, 'load', bad);
    } else if (kind < 0.8) {  // reopen the page's own current link (what a shared link does)
      const link = await page.evaluate(() => window.playground.link());
      await pg(page, 'load', link.split('#')[1] || '');
    } else {  // let it run
      const n = Math.floor(r() * 600);
      say(`step ${n}`);
      await pg(page, 'step', n);
      simulated += n / 60;
    }
    if (actions % 10 === 0 || process.env.FUZZ_EVERY) {
      const s = await pg(page, 'state');
      const m = await pg(page, 'memory');
      const js = await page.evaluate(() => (performance.memory ? performance.memory.usedJSHeapSize : 0));
      const bytes = m.wasmBytes + js;
      peakBytes = Math.max(peakBytes, bytes);
      memory.push(bytes);
      await check({ state: s, bytes, actions, seed, recent: recent.join('; ') });
    }
  }
  return { actions, simulated, peakBytes, memory };
}

// [SECTION] make fuzz-ui: a long run from the command line
if (import.meta.url === `file://${process.argv[1]}`) {
  const minutes = Number(process.argv[2] || 30);
  const seed = Number(process.argv[3] || 1);
  const server = await serve();
  const browser = await launch(['--enable-precise-memory-info']);
  const { page, messages } = await open(browser, server.url);
  const started = Date.now();
  let failed = '';
  const result = await fuzz(page, {
    seed,
    simulatedSeconds: minutes * 60,
    check: ({ state, bytes, actions }) => {
      if (!state.sane) failed ||= `insane state after ${actions} actions (seed ${seed})`;
      if (bytes > 100e6) failed ||= `memory ${bytes} bytes after ${actions} actions`;
      if (problems(messages).length) failed ||= `console: ${JSON.stringify(problems(messages).slice(0, 3))}`;
    },
  });
  await browser.close();
  server.close();
  const warm = result.memory.slice(Math.floor(result.memory.length / 4));
  // Flat after warm-up: the median of the last quarter of samples against the second quarter's
  // (a leak grows with the actions; a big scene picked by chance shows in both halves' medians).
  const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] || 0;
  const q = Math.floor(result.memory.length / 4);
  const early = median(result.memory.slice(q, 2 * q)), late = median(result.memory.slice(3 * q));
  if (late > early * 1.25 + 5e6) failed ||= `memory grew: median ${(early / 1e6).toFixed(1)} MB -> ${(late / 1e6).toFixed(1)} MB`;
  console.log(`fuzz-ui: seed ${seed}, ${result.actions} actions, ${(result.simulated / 60).toFixed(1)} simulated minutes in ` +
    `${((Date.now() - started) / 1000).toFixed(0)} s; memory peak ${(result.peakBytes / 1e6).toFixed(1)} MB, after warm-up ` +
    `${(Math.min(...warm) / 1e6).toFixed(1)}-${(Math.max(...warm) / 1e6).toFixed(1)} MB, median ${(early / 1e6).toFixed(1)} MB ` +
    `in the second quarter and ${(late / 1e6).toFixed(1)} MB in the last`);
  if (failed) {
    console.log(`fuzz-ui: FAILED: ${failed}`);
    process.exit(1);
  }
}
