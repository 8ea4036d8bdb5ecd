// Where a running demo's main thread goes, frame by frame, with the CPU slowed 4x (issue 36): a
// Chromium trace of two seconds, the renderer main thread's events summed by name (self time,
// children taken out), per animation frame. `node bench/frame_trace.mjs [demo] ` after `make web`.
//   RATE=4 SITE_ROOT=dir
import { loadavg } from 'node:os';
import { launch, open, serve, sleep } from '../tests/browser/browser.mjs';

const rate = Number(process.env.RATE || 4);
const id = process.argv[2] || 'flock';
const site = await serve(process.env.SITE_ROOT ? ['--root', process.env.SITE_ROOT] : []);
const browser = await launch();
try {
  const { page, context } = await open(browser, `${site.url}#demo=${id}`, { viewport: { width: 1366, height: 768 } });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await sleep(1000);
  const load = loadavg()[0];
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'cc', 'gpu', 'toplevel'] });
  await sleep(2000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Self time: each event's duration less its direct children's.
  const stack = [];
  const self = new Map();
  const add = (e, d) => self.set(e.name, (self.get(e.name) || 0) + d);
  for (const e of mine) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
    if (stack.length) add(stack[stack.length - 1], -e.dur);
    add(e, e.dur);
    stack.push(e);
  }
  const frames = mine.filter((e) => e.name === 'FireAnimationFrame').length;
  const tasks = mine.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const busy = tasks.reduce((s, e) => s + e.dur, 0) / 1000;
  console.log(`${id}: ${frames} animation frames in 2 s, ${busy.toFixed(0)} ms of tasks (${(busy / Math.max(frames, 1)).toFixed(1)} ms a frame), rate ${rate}x, load ${load.toFixed(2)}`);
  for (const [n, d] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${(d / 1000 / Math.max(frames, 1)).toFixed(2).padStart(6)} ms/frame  ${n}`);
  await context.close();
} finally {
  await browser.close();
  site.close();
}
