// `make bench`: every performance figure of issue 6, measured side by side in one run on this
// machine, printed and written to docs/perf.md. Nothing here passes or fails: figures and ratios
// against the targets, for people to read.
//   0. what SDL2 costs the page: first visit and first frame beside the page of f0d57a7 (issue 32)
//   1. flock step, ns per agent-step: native, wasm under node, wasm in Chromium
//   2. Yuka 0.7.8 flocking with and without its spatial index, in node and in Chromium
//   3. rendering: frames per second of the flock in headless Chromium (SwiftShader)
//   4. the page: bytes transferred (gzip) and time to first frame vs a bare canvas page
//   5. the shipped page's own playground.step (the headline), every demo's frame rate, and the
//      CPU the browser spends on a paused page and on embeds (drawing on demand)
//   6. a phone and a cheap laptop (issue 36): Lighthouse's mobile profile three times (median),
//      every demo's frame rate with the CPU slowed 4x, and every demo's CPU per frame, the page's
//      main thread and the GPU process (bench/lighthouse.mjs, bench/throttled.mjs, bench/frame_cpu.mjs)
//   7. the page's replies: JsonWriter::Number natively and in wasm against the writer it replaced,
//      and a 100,000-boid flock's playground.state() in the page (bench/state_json.mjs)
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { readFileSync, writeFileSync, mkdirSync, copyFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import * as YUKA from 'yuka';
import { launch, serve, open, pg, sleep } from '../tests/browser/browser.mjs';
import { timeYukaFlock } from './yuka_flock.mjs';
import { installCounter, readCounts } from './gpu_counts.mjs';
import { compareStartup, startupReport } from './startup.mjs';
import { lighthouse, lighthouseReport } from './lighthouse.mjs';
import { throttledFps, throttledReport, CPU_SLOWDOWN } from './throttled.mjs';
import { frameCpu, frameCpuReport, processMarker } from './frame_cpu.mjs';
import { timeState, parseJsonBench, jsonReport } from './state_json.mjs';

const root = new URL('../', import.meta.url).pathname;

// [SECTION] 0. what SDL2 costs the page: this page beside the page of f0d57a7 and a bare page
// (bench/startup.mjs). BENCH_ONLY=startup runs this part alone and prints it.
const bareDir = `${root}build/bench-bare/`;
mkdirSync(bareDir, { recursive: true });
writeFileSync(`${bareDir}index.html`, '<!doctype html><meta charset="utf-8"><title>bare</title><canvas id="c" width="800" height="600"></canvas><script type="module" src="bare.mjs"></script>\n');
writeFileSync(`${bareDir}bare.mjs`, 'requestAnimationFrame(() => { window.firstFrame = performance.now(); });\n');
async function measureSdlCost() {
  const now = await serve();
  const before = await serve(['--root', `${root}build/baseline/web`]);
  const bare = await serve(['--root', bareDir, '--no-csp']);
  const b = await launch();
  try {
    return await compareStartup(b, { now: { url: now.url, root: `${root}web/` }, before: { url: before.url, root: `${root}build/baseline/web/` }, bare: { url: bare.url } });
  } finally {
    await b.close();
    now.close(); before.close(); bare.close();
  }
}
// [SECTION] 6. a phone and a cheap laptop: Lighthouse (its own browser, one run at a time) and every
// demo at 4x, and every demo's CPU per frame. BENCH_ONLY=lighthouse or BENCH_ONLY=throttled (the
// frame rates at 4x and the CPU per frame) runs one of them alone and prints it.
async function measurePhone() {
  const site = await serve();
  try {
    const load = loadavg()[0];
    return { lh: await lighthouse(site.url, 3), load };
  } finally {
    site.close();
  }
}
async function measureThrottled() {
  const site = await serve();
  const b = await launch();
  try {
    const load = loadavg()[0];
    return { fps: await throttledFps(b, site.url), load, loadAfter: loadavg()[0] };
  } finally {
    await b.close();
    site.close();
  }
}
// The CPU per frame, the CPU not slowed (what the page can change: the load inflates it little).
async function measureFrameCpu() {
  const site = await serve();
  const marker = processMarker();
  const b = await launch([marker]);
  try {
    const load = loadavg()[0];
    return { cpu: await frameCpu(b, site.url, { rate: 1, marker }), rate: 1, load, loadAfter: loadavg()[0] };
  } finally {
    await b.close();
    site.close();
  }
}
// [SECTION] 7. the page's replies: json_number_bench natively and in wasm under node (it exits
// non-zero, stopping the run, if the two writers' texts differ), then state() in the page.
// BENCH_ONLY=json runs this part alone and prints it.
async function measureJson() {
  const opts = { encoding: 'utf8' };
  const native = parseJsonBench(execFileSync(`${root}build/bench-native/json_number_bench`, opts));
  const wasm = parseJsonBench(execFileSync('node', ['--no-experimental-fetch', `${root}build/web/json_number_bench.js`], opts));
  const site = await serve();
  const b = await launch();
  try {
    const load = loadavg()[0];
    return { native, wasm, page: await timeState(b, site.url), load };
  } finally {
    await b.close();
    site.close();
  }
}
if (process.env.BENCH_ONLY === 'json') {
  console.log(jsonReport(await measureJson()).join('\n'));
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'lighthouse') {
  const phone = await measurePhone();
  console.log(lighthouseReport(phone.lh, phone.load).join('\n'));
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'throttled') {
  console.log(throttledReport(await measureThrottled()).join('\n'));
  console.log(frameCpuReport(await measureFrameCpu()).join('\n'));
  process.exit(0);
}
const phone = await measurePhone();
const sdlCost = await measureSdlCost();
if (process.env.BENCH_ONLY === 'startup') {
  console.log(startupReport(sdlCost).join('\n'));
  process.exit(0);
}
const SIZES = [1000, 2000, 5000, 10000, 50000];
const YUKA_SIZES = [1000, 2000, 10000];
const log = (...a) => console.log(...a);

function parseBench(out) {
  const r = {};
  for (const line of out.trim().split('\n')) {
    const [n, ns] = line.split(' ');
    r[Number(n)] = Number(ns);
  }
  return r;
}

// [SECTION] 1. our flock step, natively and in wasm under node
log('flock step, native ...');
const native = parseBench(execFileSync(`${root}build/bench-native/flock_bench`, SIZES.map(String), { encoding: 'utf8' }));
log('flock step, wasm under node ...');
// flock_bench.js runs main only when asked (callMain), so the same file serves node and a page.
const runWasm = `const M = require(process.argv[1]); M.onRuntimeInitialized = () => M.callMain(process.argv.slice(2));`;
const wasmNode = parseBench(execFileSync('node', ['--no-experimental-fetch', '-e', runWasm, `${root}build/web/flock_bench.js`, ...SIZES.map(String)], { encoding: 'utf8' }));
log('where the time goes at 50,000 ...');
const phases = {
  native: execFileSync(`${root}build/bench-native/flock_bench`, ['--phases', '50000'], { encoding: 'utf8' }).trim(),
  wasm: execFileSync('node', ['--no-experimental-fetch', '-e', runWasm, `${root}build/web/flock_bench.js`, '--phases', '50000'], { encoding: 'utf8' }).trim(),
};

// The timeline (issue #37): the heap ten simulated minutes of the default flock with history add,
// scrubs back from their end, a million steps with and without history (flock_bench --timeline).
log('the timeline: ten minutes of the default flock with history, scrubs back, a million steps ...');
const figures = (out) => {
  const words = out.trim().split(/\s+/), r = {};
  for (let i = 0; i + 1 < words.length; i += 2) r[words[i]] = Number(words[i + 1]);
  return r;
};
const timeline = {
  native: figures(execFileSync(`${root}build/bench-native/flock_bench`, ['--timeline'], { encoding: 'utf8' })),
  wasm: figures(execFileSync('node', ['--no-experimental-fetch', '-e', runWasm, `${root}build/web/flock_bench.js`, '--timeline'], { encoding: 'utf8' })),
};
log(`timeline: heap +${timeline.wasm.heapMB.toFixed(1)} MB (wasm; native ${timeline.native.heapMB.toFixed(1)} MB) over 10 min of the flock, ` +
  `worst scrub back ${timeline.wasm.worstScrubMs.toFixed(1)} ms (native ${timeline.native.worstScrubMs.toFixed(1)} ms)`);

// [SECTION] 2. Yuka in node
const yukaNode = {};
for (const n of YUKA_SIZES) {
  log(`Yuka in node, N=${n} ...`);
  yukaNode[n] = {
    plain: timeYukaFlock(YUKA, n, { spatialIndex: false }, () => performance.now()),
    index: timeYukaFlock(YUKA, n, { spatialIndex: true }, () => performance.now()),
  };
}

// [SECTION] 3 and 4: Chromium
const benchDir = `${root}build/bench-site/`;
mkdirSync(benchDir, { recursive: true });
copyFileSync(`${root}node_modules/yuka/build/yuka.module.js`, `${benchDir}yuka.module.js`);
copyFileSync(`${root}bench/yuka_flock.mjs`, `${benchDir}yuka_flock.mjs`);
copyFileSync(`${root}build/web/flock_bench.js`, `${benchDir}flock_bench.js`);
writeFileSync(`${benchDir}flock.html`, '<!doctype html><meta charset="utf-8"><title>flock bench</title><script>var Module = { onRuntimeInitialized: () => { window.ready = true; } };</script><script src="flock_bench.js"></script>\n');
writeFileSync(`${benchDir}index.html`, '<!doctype html><meta charset="utf-8"><title>bench</title><canvas id="c" width="800" height="600"></canvas><script type="module" src="bench.mjs"></script>\n');
writeFileSync(`${benchDir}bench.mjs`, "import * as YUKA from './yuka.module.js';\nimport { timeYukaFlock } from './yuka_flock.mjs';\nwindow.YUKA = YUKA; window.timeYukaFlock = timeYukaFlock;\nrequestAnimationFrame(() => { window.firstFrame = performance.now(); });\n");

const loadBefore = loadavg()[0];
const site = await serve();
const benchSite = await serve(['--root', benchDir, '--no-csp']);
const browser = await launch();
const chromium = { flock: {}, yuka: {}, fps: {}, page: {}, demoFps: {}, demoGpu: {}, cpu: {} };

// Frames per second the page draws over 3 s, counted by requestAnimationFrame in the page.
function framesPerSecond(page) {
  return page.evaluate(() => new Promise((resolve) => {
    let frames = 0;
    const t0 = performance.now();
    const tick = () => {
      frames++;
      if (performance.now() - t0 < 3000) requestAnimationFrame(tick);
      else resolve(frames / ((performance.now() - t0) / 1000));
    };
    requestAnimationFrame(tick);
  }));
}

// CPU seconds (user + system) of a process and all its descendants, from /proc.
function treeCpuSeconds(rootPid) {
  const parent = new Map(), ticks = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(d), Number(f[1]));
      ticks.set(Number(d), Number(f[11]) + Number(f[12]));
    } catch { /* gone */ }
  }
  let sum = 0;
  for (const [pid, t] of ticks) {
    for (let p = pid; p > 1; p = parent.get(p)) if (p === rootPid) { sum += t; break; }
  }
  return sum / 100;  // USER_HZ
}

// The browser's own process: the one whose command line carries this run's marker.
function browserPid(marker) {
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8');
      if (cmd.includes(marker) && !cmd.includes('--type=')) return Number(d);
    } catch { /* gone */ }
  }
  return -1;
}

// % of one core used by every browser process over `seconds`, with a page set up by `setup`.
async function cpuOf(setup, seconds = 5) {
  const marker = `--bench-marker-${process.pid}-${Date.now()}`;
  const b = await launch([marker]);
  try {
    const context = await b.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await setup(page);
    await sleep(1500);  // settle: first frames, the link written to the URL
    const pid = browserPid(marker);
    const c0 = treeCpuSeconds(pid), t0 = performance.now();
    await sleep(seconds * 1000);
    const c1 = treeCpuSeconds(pid), t1 = performance.now();
    return (100 * (c1 - c0)) / ((t1 - t0) / 1000);
  } finally {
    await b.close();
  }
}
const embedsPage = (running) => `<!doctype html><body style="margin:0"><h1>A course page</h1><div style="height:${running ? 4000 : 10}px"></div>` +
  [0, 1, 2, 3].map((i) => `<iframe src="${site.url}?embed=1#v=1&demo=${['pursuit', 'flock', 'evade', 'wander'][i]}${running ? '' : '&paused=1'}" width="480" height="300"></iframe>`).join('') + '</body>';

try {
  // The same flock_bench.js in a page of its own: the playground page would share the two cores
  // with SwiftShader drawing its frames, and time the drawing as much as the step.
  log('wasm in Chromium ...');
  const context = await browser.newContext();
  const page = await context.newPage();
  const printed = [];
  page.on('console', (m) => printed.push(m.text()));
  await page.goto(`${benchSite.url}flock.html`);
  await page.waitForFunction(() => window.ready);
  await page.evaluate((sizes) => window.Module.callMain(sizes), SIZES.map(String));
  Object.assign(chromium.flock, parseBench(printed.filter((l) => /^\d+ [\d.]+ [\d.]+$/.test(l)).join('\n')));
  await context.close();

  log('Yuka in Chromium ...');
  const yukaPage = await (await browser.newContext()).newPage();
  await yukaPage.goto(benchSite.url);
  await yukaPage.waitForFunction(() => window.timeYukaFlock);
  for (const n of YUKA_SIZES) {
    chromium.yuka[n] = await yukaPage.evaluate((n) => ({
      plain: window.timeYukaFlock(window.YUKA, n, { spatialIndex: false }, () => performance.now()),
      index: window.timeYukaFlock(window.YUKA, n, { spatialIndex: true }, () => performance.now()),
    }), n);
  }

  // [SECTION] 5. the shipped page: its own playground.step, as a script or a user gets it
  log('playground.step in the shipped page ...');
  {
    const { page, context } = await open(browser, `${site.url}#v=1&demo=flock&paused=1`);
    // As flock_bench times it (bench/flock_bench.cpp): half a second of a flock first, so that the
    // JIT's optimising tier has the hot code, then each size at the same point of its flock's
    // life (30 steps in, then three runs of as many steps; a flock clusters as it lives, and its
    // boids then have more neighbours each).
    await page.evaluate(() => {
      const P = window.playground;
      P.load('v=1&demo=flock&count=2000&paused=1');
      const t0 = performance.now();
      while (performance.now() - t0 < 500) P.step(1);
    });
    for (const n of SIZES) {
      chromium.page[n] = await page.evaluate((n) => {
        const P = window.playground;
        P.load(`v=1&demo=flock&count=${n}&paused=1`);
        P.step(30);  // warm: the grid and the batches reach their sizes
        const steps = n >= 50000 ? 20 : (n >= 10000 ? 60 : 200);
        let best = Infinity;
        for (let r = 0; r < 3; r++) {
          const t0 = performance.now();
          P.step(steps);
          best = Math.min(best, performance.now() - t0);
        }
        return (best * 1e6) / (steps * n);
      }, n);
    }
    await context.close();
  }

  log('every demo\'s default link at 1280x720 ...');
  {
    const { page, context } = await open(browser, site.url);
    const ids = (await pg(page, 'demos')).map((d) => d.id);
    await context.close();
    for (const id of ids) {
      // Today's default scene (a link without v= or with an old one keeps the defaults of its day).
      const { page, context } = await open(browser, site.url);
      await pg(page, 'selectDemo', id);
      await sleep(1000);
      chromium.demoFps[id] = await framesPerSecond(page);
      await context.close();
    }
    // What each frame asks of the GPU, counted from the page's WebGL calls (bench/gpu_counts.mjs),
    // in pages of their own: the counting costs time, so it never runs beside the fps above.
    for (const id of ids) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      const page = await context.newPage();
      await page.addInitScript(installCounter);
      await page.goto(site.url);
      await page.waitForFunction(() => window.playground && typeof window.playground.state === 'function');
      await pg(page, 'selectDemo', id);
      await sleep(1000);
      chromium.demoGpu[id] = await page.evaluate(readCounts, 30);
      await context.close();
    }
  }

  log('CPU of the browser: a paused page, four paused embeds, four running embeds out of view ...');
  chromium.cpu.paused = await cpuOf(async (p) => { await p.goto(`${site.url}#v=1&demo=flock&paused=1`); });
  chromium.cpu.running = await cpuOf(async (p) => { await p.goto(`${site.url}#v=1&demo=flock`); });
  chromium.cpu.embedsPaused = await cpuOf(async (p) => { await p.setContent(embedsPage(false)); await sleep(3000); });
  chromium.cpu.embedsAway = await cpuOf(async (p) => { await p.setContent(embedsPage(true)); await sleep(3000); });

  log('rendering ...');
  for (const n of [2000, 10000, 100000]) {
    const { page, context } = await open(browser, `${site.url}#demo=flock&count=${n}`);
    await sleep(1500);
    chromium.fps[n] = await framesPerSecond(page);
    await context.close();
  }

} finally {
  await browser.close();
  site.close();
  benchSite.close();
}

log('the page\'s replies: JsonWriter::Number, and a 100,000-boid flock\'s state() ...');
const json = await measureJson();
log(`every demo at ${CPU_SLOWDOWN}x slower CPU ...`);
const throttled = await measureThrottled();
log('every demo\'s CPU per frame ...');
const cpuPerFrame = await measureFrameCpu();

// [SECTION] the page's weight: the first visit as the startup comparison counted it (every file
// the page fetched before its first frame), and what is loaded later, when first used: share.js
// and offline.js the first time the Share dialog or the offline copy is used (shell/shell.js),
// qrcode.js when the Share dialog first draws a QR code, the code generator (codegen.js and
// codegen.wasm) the first time code is asked for (Copy as code, code()), clip.js and its encoders
// (gifenc.js, webm-muxer.js for WebM) the first time a clip is made.
const later = ['share.js', 'offline.js', 'qrcode.js', 'codegen.js', 'codegen.wasm', 'clip.js', 'gifenc.js', 'webm-muxer.js'];
const visit = sdlCost.now.visit;

// [SECTION] report
const version = (cmd, args) => { try { return execFileSync(cmd, args, { encoding: 'utf8' }).split('\n')[0].trim(); } catch { return 'unknown'; } };
const cpu = cpus()[0]?.model || 'unknown CPU';
const f0 = (x) => (x === undefined ? 'n/a' : x.toFixed(0));
const f1 = (x) => (x === undefined ? 'n/a' : x.toFixed(1));
const f2 = (x) => (x === undefined ? 'n/a' : x.toFixed(2));
const meets = (ok) => (ok ? 'met' : '**not met**');
const lines = [];
lines.push('# Performance', '');
lines.push(`Measured by \`make bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores (${cpu}), ` +
  `${version('emcc', ['--version'])}, node ${process.version}, ${version('/usr/bin/chromium', ['--version'])} headless ` +
  '(SwiftShader WebGL), Yuka 0.7.8. Figures are the best of three timed runs; everything runs side by side in one run. ' +
  `Load average of the machine (1 min) when the browser runs started: ${loadBefore.toFixed(1)}, at the end: ${loadavg()[0].toFixed(1)} ` +
  '(other work on the machine slows every timing here; the byte and GPU-work counts do not depend on it).', '');
lines.push('## What the page gives its users', '');
lines.push('The flock demo\'s step through the shipped page\'s own `playground.step(n)` (web/, the page a user opens), timed in the page; beside it the same step in the benchmark build (`flock_bench`, below) in the same run. ns per agent-step:', '');
lines.push('| N | `playground.step` (page) | bench build (Chromium) | page / bench |', '|---|---|---|---|');
for (const n of SIZES) lines.push(`| ${n} | ${f0(chromium.page[n])} | ${f0(chromium.flock[n])} | ${f2(chromium.page[n] / chromium.flock[n])} |`);
const pageScale = chromium.page[50000] / chromium.page[1000];
const worstPage = Math.max(...SIZES.map((n) => chromium.page[n] / chromium.flock[n]));
lines.push('');
lines.push(`- Target <= 80 ns per agent-step at N = 50,000 through playground.step: ${f0(chromium.page[50000])} ns, ${meets(chromium.page[50000] <= 80)}; 50,000 / 1,000 per agent: ${f2(pageScale)}x (target <= 1.2), ${meets(pageScale <= 1.2)}.`);
lines.push(`- Target page / bench build <= 1.1 at every size: at most ${f2(worstPage)}, ${meets(worstPage <= 1.1)}.`, '');
lines.push('CPU used by all the browser\'s processes over 5 s (% of one core; headless Chromium, SwiftShader):', '');
lines.push('| page | CPU | target |', '|---|---|---|');
lines.push(`| one paused scene, no input | ${f1(chromium.cpu.paused)}% | <= 10% ${meets(chromium.cpu.paused <= 10)} |`);
lines.push(`| a course page with four paused embeds | ${f1(chromium.cpu.embedsPaused)}% | <= 15% ${meets(chromium.cpu.embedsPaused <= 15)} |`);
lines.push(`| four running embeds scrolled out of view | ${f1(chromium.cpu.embedsAway)}% | <= 15% ${meets(chromium.cpu.embedsAway <= 15)} |`);
lines.push(`| for comparison: one running flock of 200 | ${f1(chromium.cpu.running)}% | |`, '');
lines.push('Every demo\'s default link, running, 1280x720, frames per second (SwiftShader):', '');
lines.push('What each frame asks of the GPU is counted from the page\'s own WebGL calls (bench/gpu_counts.mjs; in separate page loads, since counting costs time): draw calls, indices drawn by the UI renderer (ImGui), triangles of the instanced agent renderer, the pixels its triangles cover (all blended), and the pixels cleared (device pixels; the canvas is 1280x720 = 0.92 Mpx).', '');
lines.push('| demo | fps | draw calls | UI indices | instanced triangles (agents, in batches of 256) | triangle pixels (Mpx) | cleared pixels (Mpx) |', '|---|---|---|---|---|---|---|');
for (const [id, fps] of Object.entries(chromium.demoFps)) {
  const g = chromium.demoGpu[id] || {};
  lines.push(`| ${id} | ${f1(fps)} | ${g.draws ?? 'n/a'} | ${g.indices ?? 'n/a'} | ${g.instances !== undefined ? (g.vertices - g.indices) / 3 : 'n/a'} | ${g.area !== undefined ? f2(g.area / 1e6) : 'n/a'} | ${g.clearArea !== undefined ? f2(g.clearArea / 1e6) : 'n/a'} |`);
}
const slowest = Math.min(...Object.values(chromium.demoFps));
lines.push('', `- Target >= 55 fps for every demo: slowest ${f1(slowest)}, ${meets(slowest >= 55)}.`, '');
lines.push('## Simulation: the flock demo\'s step', '');
lines.push('Separation + alignment + cohesion + wander, neighbour radius 50, constant density (the world grows with N). ns per agent-step. Native and wasm are built alike: -O3 with link-time optimisation, 128-bit SIMD (SSE2 natively, SIMD128 in wasm), no fast-math:', '');
lines.push('| N | native | wasm (node) | wasm (Chromium) | wasm / native |', '|---|---|---|---|---|');
for (const n of SIZES) lines.push(`| ${n} | ${f0(native[n])} | ${f0(wasmNode[n])} | ${f0(chromium.flock[n])} | ${f2(chromium.flock[n] / native[n])} |`);
lines.push('');
const scale = chromium.flock[50000] / chromium.flock[5000];
lines.push(`- Target <= 80 ns per agent-step at N = 50,000 in Chromium: ${f0(chromium.flock[50000])} ns, ${meets(chromium.flock[50000] <= 80)}.`);
lines.push(`- Target per-agent cost at 50,000 within 1.3x of 5,000: ${f2(scale)}x, ${meets(scale <= 1.3)}.`);
const worstChromium = Math.max(...SIZES.map((n) => chromium.flock[n] / native[n]));
const worstNode = Math.max(...SIZES.map((n) => wasmNode[n] / native[n]));
lines.push(`- Target wasm <= 1.25x native: at most ${f2(worstChromium)}x in Chromium and ${f2(worstNode)}x in node over all sizes, ${meets(worstChromium <= 1.25 && worstNode <= 1.25)}.`, '');
lines.push('Where a step\'s time goes at N = 50,000 (`flock_bench --phases 50000`: the grid build, the batched neighbour pass `FlockAll`, and the rest: wander, weighted sum, integration and edges, batched four boids at a time by `StepBoids`):', '');
lines.push('```', `native: ${phases.native}`, `wasm (node): ${phases.wasm}`, '```', '');
lines.push('## The timeline', '');
lines.push('Rewind (issue #37): a run keeps snapshots every 2 s and at every edit, thinned to a 40 MB budget, and a scrub steps on from the last snapshot before the moment (`flock_bench --timeline`, natively and in wasm under node):', '');
lines.push('| | native | wasm (node) | bound |', '|---|---|---|---|');
const tn = timeline.native, tw = timeline.wasm;
lines.push(`| heap added by ten simulated minutes of the default flock (200 boids) with history | ${f1(tn.heapMB)} MB | ${f1(tw.heapMB)} MB | 64 MB ${meets(Math.max(tn.heapMB, tw.heapMB) <= 64)} |`);
lines.push(`| the history's own estimate, snapshots | ${f1(tn.historyMB)} MB, ${tn.snapshots} | ${f1(tw.historyMB)} MB, ${tw.snapshots} | 40 MB budget |`);
lines.push(`| a scrub back from 10:00 to a moment (the worst of 60 over the run, each the best of three) | ${f1(tn.worstScrubMs)} ms | ${f1(tw.worstScrubMs)} ms | 500 ms ${meets(Math.max(tn.worstScrubMs, tw.worstScrubMs) <= 500)} |`);
lines.push(`| the same, mean | ${f1(tn.meanScrubMs)} ms | ${f1(tw.meanScrubMs)} ms | |`);
lines.push(`| a million steps of the default pursuit with history (its snapshots reach the budget near the end: thinning included) / without | ${f2(tn.millionS)} / ${f2(tn.millionNoHistoryS)} s | ${f2(tw.millionS)} / ${f2(tw.millionNoHistoryS)} s | |`, '');
lines.push('## Against Yuka', '');
lines.push('Yuka configured as its flocking example: Vehicles with Alignment, Cohesion, Separation and Wander behaviours, `updateNeighborhood`, an EntityManager; with and without its `CellSpacePartitioning` index (cells as large as the radius). Same N, density, radius and speeds. ns per agent-step, and how many times faster our wasm step is:', '');
lines.push('| N | Yuka node | Yuka node + index | Yuka Chromium | Yuka Chromium + index | ours (Chromium) | ours faster than Yuka + index (Chromium) | than plain Yuka |', '|---|---|---|---|---|---|---|---|');
for (const n of YUKA_SIZES) {
  const ours = chromium.flock[n] ?? wasmNode[n];
  lines.push(`| ${n} | ${f0(yukaNode[n].plain)} | ${f0(yukaNode[n].index)} | ${f0(chromium.yuka[n]?.plain)} | ${f0(chromium.yuka[n]?.index)} | ${f0(ours)} | ${f1(chromium.yuka[n]?.index / ours)}x | ${f1(chromium.yuka[n]?.plain / ours)}x |`);
}
const r1k = Math.max(chromium.yuka[1000].index, chromium.yuka[1000].plain) / chromium.flock[1000];
const best1k = Math.min(chromium.yuka[1000].index, chromium.yuka[1000].plain) / chromium.flock[1000];
const best10k = Math.min(chromium.yuka[10000].index, chromium.yuka[10000].plain) / chromium.flock[10000];
lines.push('');
lines.push(`- Target >= 30x at N = 1,000 (against Yuka's faster configuration): ${f1(best1k)}x, ${meets(best1k >= 30)} (${f1(r1k)}x against the slower one).`);
lines.push(`- Target >= 100x at N = 10,000: ${f1(best10k)}x, ${meets(best10k >= 100)}.`);
lines.push(`- Yuka's index query visits every non-empty cell, so with it Yuka stays O(N^2) per step: ${f0(chromium.yuka[1000].index)} -> ${f0(chromium.yuka[10000].index)} ns per agent-step from 1,000 to 10,000 boids.`, '');
lines.push('## Rendering', '');
lines.push('Agents are drawn by one instanced WebGL2 draw call (256 agents per instance: SwiftShader draws each instance as a draw of its own). Frames per second of the running flock demo, 1280x720, headless Chromium on SwiftShader (CPU rendering):', '');
lines.push('| N | fps |', '|---|---|');
for (const n of [2000, 10000, 100000]) lines.push(`| ${n} | ${f1(chromium.fps[n])} |`);
lines.push('', `- Target >= 30 fps at N = 10,000: ${f1(chromium.fps[10000])}, ${meets(chromium.fps[10000] >= 30)}.`, '');
lines.push('## The page', '');
lines.push('What the page fetches before its first frame (the startup comparison\'s loads below), gzip -9 as a host sends it:', '');
lines.push('| file | bytes | gzip -9 |', '|---|---|---|');
for (const s of visit.sizes) lines.push(`| ${s.f} | ${s.raw} | ${s.gz} |`);
lines.push(`| total | ${visit.raw} | ${visit.gz} |`, '');
lines.push(`Loaded later, when first used: ${later.map((f) => { try { return `${f} (${gzipSync(readFileSync(`${root}web/${f}`), { level: 9 }).length} gzipped)`; } catch { return f; } }).join(', ')}.`, '');
lines.push(`- Target first visit <= 280 KB gzipped (issue 32, with SDL2 in the page; issue 17's 250 KB was the page without it): ${visit.gz.toLocaleString('en-US')} bytes, ${meets(visit.gz <= 280000)}.`);
const over = sdlCost.now.first - sdlCost.bare.first;
lines.push(`- First frame ${f2(sdlCost.now.first)} s after navigation (bare page with an empty canvas: ${f2(sdlCost.bare.first)} s; medians of five loads ${f2(sdlCost.now.median)} and ${f2(sdlCost.bare.median)} s); targets <= 1.5 s and <= 0.3 s over bare: ${meets(sdlCost.now.first <= 1.5)} and ${meets(over <= 0.3)} (${f2(over)} s over). Both times are taken in the page: the playground's \`performance.mark('playground-first-frame')\` at the end of its first frame, the bare page's first \`requestAnimationFrame\`.`, '');
lines.push(...jsonReport(json));
lines.push(...lighthouseReport(phone.lh, phone.load));
lines.push(...throttledReport(throttled));
lines.push(...frameCpuReport(cpuPerFrame));
lines.push(...startupReport(sdlCost));
lines.push('How these figures came about, and what was tried and measured on the way, session by session: [perf-history.md](perf-history.md) (written by hand; this file is written by `make bench`).', '');
const report = lines.join('\n');
writeFileSync(`${root}docs/perf.md`, report + '\n');
console.log('\n' + report);
