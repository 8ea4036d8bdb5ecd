// Main-thread CPU time per frame of running demos (issue 36), measured so that a shared, busy
// machine inflates it as little as possible: CDP's ThreadTime (the renderer main thread's CPU
// clock) and TaskDuration (its task time, which throttling scales) over the frames the app drew,
// beside the frame rate counted in the page; and the CPU the browser's GPU process spent per frame
// (/proc: on SwiftShader that process rasterises every frame, on the CPU, unthrottled). `make bench`
// writes the table (bench/run.mjs, RATE 1). With PROFILE=1, a CPU profile of the same window lists
// the functions with the most self time (names need a --profiling-funcs build:
// `SITE_ROOT=build/prof/web`).
//   node bench/frame_cpu.mjs [demo ...]        (default: every demo)
//   RATE=4 SECONDS=3 PROFILE=1 SITE_ROOT=dir   (defaults: 4, 3, off, web/)
//   SITE_ROOTS=dirA,dirB: two builds of the page in turn, demo by demo (a before and after on a
//   machine whose load changes from minute to minute)
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launch, open, pg, serve, sleep } from '../tests/browser/browser.mjs';
import { framesPerSecond } from './throttled.mjs';

const viewport = { width: 1366, height: 768 };
const metric = async (cdp, name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name).value;

/** A flag to launch the browser with, so that its processes can be found in /proc. */
export const processMarker = () => `--frame-cpu-marker-${process.pid}-${Date.now()}`;

/** The pid of the GPU process of the browser launched with `marker`, or -1. */
export function gpuProcessPid(marker) {
  const procs = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8');
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      procs.push({ pid: Number(d), ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]), cmd });
    } catch { /* gone */ }
  }
  const root = procs.find((p) => p.cmd.includes(marker) && !p.cmd.includes('--type='));
  if (!root) return -1;
  const mine = new Set([root.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) if (!mine.has(p.pid) && mine.has(p.ppid)) { mine.add(p.pid); grew = true; }
  }
  return procs.find((p) => mine.has(p.pid) && p.cmd.includes('--type=gpu-process'))?.pid ?? -1;
}

/** CPU seconds (user + system) a process has used, or NaN. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;  // USER_HZ
  } catch { return NaN; }
}

/** Self time per function name over a CPU profile, the top `n`, in ms. */
function topSelf(profile, n = 25) {
  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let k = 0; k < profile.samples.length; k++) {
    const node = byId.get(profile.samples[k]);
    const f = node.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}`;
    self.set(key, (self.get(key) || 0) + (dt[k] || 0) / 1000);
  }
  const total = [...self.values()].reduce((s, v) => s + v, 0);
  const busy = total - (self.get('(idle) ') || 0);
  const lines = [...self].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(100 * v / total).toFixed(1).padStart(5)}% ${k}`);
  // Inclusive time of the app's phases (a function counted once per sample, wherever it is on the stack).
  const parent = new Map();
  for (const x of profile.nodes) for (const c of x.children || []) parent.set(c, x.id);
  const incl = new Map();
  for (let k = 0; k < profile.samples.length; k++) {
    const seen = new Set();
    for (let id = profile.samples[k]; id !== undefined; id = parent.get(id)) {
      const name = byId.get(id).callFrame.functionName.replace('(anonymous namespace)::', '').replace(/\(.*$/, '');
      if (!seen.has(name)) { seen.add(name); incl.set(name, (incl.get(name) || 0) + (dt[k] || 0) / 1000); }
    }
  }
  const phases = (process.env.INCL || 'Frame,FrameInput,SyncCanvasSize,EnsureFont,Update,BuildFrame,DrawPanel,DrawWorld,DrawCanvasOverlay,DrawTimelineBar,RenderFrame,UiRenderer::Render,ClearPixels,TellPage,CurrentFragment,SignalChanges,PanelControls,WrapText,Present,requestAnimationFrame,getBoundingClientRect,bufferData,bufferSubData').split(',');
  lines.push('  inclusive, % of busy time (' + busy.toFixed(0) + ' ms):');
  if (process.env.TOPINCL) {
    for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOPINCL))) lines.push(`${(100 * v / busy).toFixed(1).padStart(5)}% ${k}`);
    return lines;
  }
  for (const ph of phases) {
    const v = [...incl].filter(([k]) => k === ph || k.endsWith('::' + ph)).reduce((s, [, x]) => s + x, 0);
    lines.push(`${(100 * v / busy).toFixed(1).padStart(5)}% ${ph}`);
  }
  return lines;
}

/** {demo id: {fps, cpuMs, taskMs, gpuMs, frames, whole, busy, load, profile}} for the demos `ids`
 * (default: every demo) of the page at `url`, the CPU slowed `rate` times; `marker`: the flag the
 * browser was launched with (processMarker), for the GPU process's CPU. */
export async function frameCpu(browser, url, { ids = null, rate = 1, seconds = 3, marker = null, profile = false } = {}) {
  if (!ids) {
    const first = await open(browser, url, { viewport });
    ids = (await pg(first.page, 'demos')).map((d) => d.id);
    await first.context.close();
  }
  const out = {};
  for (const id of ids) {
    const { page, context } = await open(browser, `${url}#demo=${id}`, { viewport });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await sleep(1000);
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const gpu = marker ? gpuProcessPid(marker) : -1;
    const perf = () => page.evaluate(() => window.playground.state().perf);
    const task0 = await metric(cdp, 'TaskDuration'), cpu0 = await metric(cdp, 'ThreadTime'), st0 = await perf(), gpu0 = cpuSeconds(gpu);
    const fps = await framesPerSecond(page, seconds * 1000);
    const gpu1 = cpuSeconds(gpu);
    const prof = profile ? (await cdp.send('Profiler.stop')).profile : null;
    const task1 = await metric(cdp, 'TaskDuration'), cpu1 = await metric(cdp, 'ThreadTime'), st1 = await perf();
    const frames = st1.framesDrawn - st0.framesDrawn, n = Math.max(frames, 1);
    out[id] = {
      fps, frames, whole: st1.wholeFramesDrawn - st0.wholeFramesDrawn, load: loadavg()[0],
      cpuMs: (cpu1 - cpu0) * 1000 / n, taskMs: (task1 - task0) * 1000 / n, busy: (task1 - task0) * 1000 / seconds,
      gpuMs: (gpu1 - gpu0) * 1000 / n, profile: prof,
    };
    await context.close();
  }
  return out;
}

/** {cpu, load, loadAfter, rate} as Markdown lines. */
export function frameCpuReport({ cpu, load, loadAfter, rate }) {
  const ids = Object.keys(cpu);
  const f2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : 'n/a');
  const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : 'n/a');
  const mean = (k) => ids.reduce((s, id) => s + cpu[id][k], 0) / ids.length;
  return ['## A frame\'s CPU: the page\'s main thread and the GPU process', '',
    `Every demo's default link, running, ${viewport.width}x${viewport.height}, the CPU ${rate === 1 ? 'not slowed' : `slowed ${rate}x`} ` +
    '(`bench/frame_cpu.mjs`): the renderer main thread\'s CPU time per frame the app drew (CDP `ThreadTime`: a busy machine ' +
    'inflates it little, unlike the frame rate), and the CPU time of the browser\'s GPU process per frame (from /proc: on ' +
    'SwiftShader it rasterises every frame on the CPU, unslowed by the throttling, and it is what most limits the frame ' +
    'rate on this 2-core machine). A tenth to a fifth of the frames draw the whole canvas, the rest only the world. ' +
    `Load average of the machine (1 min): ${load.toFixed(1)} before, ${loadAfter.toFixed(1)} after.`, '',
    `| | ${ids.join(' | ')} |`, `|---|${ids.map(() => '---').join('|')}|`,
    `| main thread, ms a frame | ${ids.map((id) => f2(cpu[id].cpuMs)).join(' | ')} |`,
    `| GPU process, ms a frame | ${ids.map((id) => f1(cpu[id].gpuMs)).join(' | ')} |`,
    `| frames per second | ${ids.map((id) => f1(cpu[id].fps)).join(' | ')} |`, '',
    `- Mean main-thread CPU a frame: ${f2(mean('cpuMs'))} ms (${rate === 1 ? `about ${f1(4 * mean('cpuMs'))} ms with the CPU slowed 4x, of the 18 ms a frame has at 55 fps` : `at ${rate}x`}); ` +
    `the GPU process: ${f1(mean('gpuMs'))} ms a frame.`, ''];
}

// The command line: every demo (or those named), printed, with a profile's top functions.
if (import.meta.url === `file://${process.argv[1]}`) {
  const rate = Number(process.env.RATE || 4);
  const seconds = Number(process.env.SECONDS || 3);
  const roots = process.env.SITE_ROOTS ? process.env.SITE_ROOTS.split(',') : [process.env.SITE_ROOT || ''];
  const sites = [];
  for (const r of roots) sites.push(await serve(r ? ['--root', r] : []));
  const marker = processMarker();
  const browser = await launch([marker]);
  try {
    let ids = process.argv.slice(2);
    if (!ids.length) {
      const first = await open(browser, sites[0].url, { viewport });
      ids = (await pg(first.page, 'demos')).map((d) => d.id);
      await first.context.close();
    }
    console.log(`load ${loadavg()[0].toFixed(2)}, rate ${rate}x`);
    for (const id of ids) {
      for (let k = 0; k < sites.length; k++) {
        const r = (await frameCpu(browser, sites[k].url, { ids: [id], rate, seconds, marker, profile: !!process.env.PROFILE }))[id];
        const name = sites.length > 1 ? `${id} ${roots[k].split('/').filter(Boolean).pop()}` : id;
        console.log(`${name.padEnd(12)} ${r.fps.toFixed(1).padStart(5)} fps  ${r.taskMs.toFixed(1).padStart(6)} ms main-thread task time per app frame ` +
          `(${r.frames} frames, ${r.whole} whole; ${r.busy.toFixed(0)} ms/s busy), ${r.cpuMs.toFixed(2).padStart(6)} ms main-thread CPU, ` +
          `${r.gpuMs.toFixed(1).padStart(5)} ms GPU-process CPU per app frame  load ${r.load.toFixed(2)}`);
        if (r.profile) console.log(topSelf(r.profile).map((l) => '    ' + l).join('\n'));
      }
    }
  } finally {
    await browser.close();
    for (const s of sites) s.close();
  }
}
