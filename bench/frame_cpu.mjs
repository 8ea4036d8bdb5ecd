// Main-thread CPU time per frame of running demos with the CPU slowed 4x (issue 36), measured so
// that a shared, busy machine inflates it as little as possible: CDP's Performance.getMetrics
// (TaskDuration: the renderer main thread's task time, which the throttling scales) over the
// frames counted in the page, beside the frame rate. With PROFILE=1, a CPU profile of the same
// window lists the functions with the most self time (names need a --profiling-funcs build:
// `SITE_ROOT=build/prof/web`).
//   node bench/frame_cpu.mjs [demo ...]        (default: every demo)
//   RATE=4 SECONDS=3 PROFILE=1 SITE_ROOT=dir   (defaults: 4, 3, off, web/)
import { loadavg } from 'node:os';
import { launch, open, pg, serve, sleep } from '../tests/browser/browser.mjs';
import { framesPerSecond } from './throttled.mjs';

const rate = Number(process.env.RATE || 4);
const seconds = Number(process.env.SECONDS || 3);
const viewport = { width: 1366, height: 768 };
const site = await serve(process.env.SITE_ROOT ? ['--root', process.env.SITE_ROOT] : []);
const browser = await launch();

const metric = async (cdp, name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name).value;

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

try {
  const first = await open(browser, site.url, { viewport });
  const ids = process.argv.slice(2).length ? process.argv.slice(2) : (await pg(first.page, 'demos')).map((d) => d.id);
  await first.context.close();
  console.log(`load ${loadavg()[0].toFixed(2)}, rate ${rate}x`);
  for (const id of ids) {
    const { page, context } = await open(browser, `${site.url}#demo=${id}`, { viewport });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await sleep(1000);
    if (process.env.PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const task0 = await metric(cdp, 'TaskDuration');
    const cpu0 = await metric(cdp, 'ThreadTime');
    const perf = () => page.evaluate(() => window.playground.state().perf);
    const st0 = await perf();
    const fps = await framesPerSecond(page, seconds * 1000);
    const { profile } = process.env.PROFILE ? await cdp.send('Profiler.stop') : {};
    const task1 = await metric(cdp, 'TaskDuration');
    const cpu1 = await metric(cdp, 'ThreadTime');
    const st1 = await perf();
    const drawn = st1.framesDrawn - st0.framesDrawn;
    const whole = st1.wholeFramesDrawn - st0.wholeFramesDrawn;
    console.log(`${id.padEnd(12)} ${fps.toFixed(1).padStart(5)} fps  ` +
      `${((task1 - task0) * 1000 / Math.max(drawn, 1)).toFixed(1).padStart(6)} ms main-thread task time per app frame ` +
      `(${drawn} frames, ${whole} whole; ${((task1 - task0) * 1000 / seconds).toFixed(0)} ms/s busy), ` +
      `${((cpu1 - cpu0) * 1000 / Math.max(drawn, 1)).toFixed(2).padStart(6)} ms main-thread CPU per app frame  load ${loadavg()[0].toFixed(2)}`);
    if (profile) {
      console.log(topSelf(profile).map((l) => '    ' + l).join('\n'));
    }
    await context.close();
  }
} finally {
  await browser.close();
  site.close();
}
