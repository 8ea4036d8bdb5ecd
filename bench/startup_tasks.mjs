// The page's start-up, task by task (issue 36: Lighthouse's total blocking time counts every
// main-thread task over 50 ms with the CPU slowed 4x): one load with the CPU slowed RATE times (4),
// a Chromium trace for the tasks and a CPU profile for what runs in each; prints every task over
// MIN ms (12, a quarter of 50) until the app's first frame and a second after, with the functions
// of most self time inside it. Names need a --profiling-funcs build (SITE_ROOT=build/prof/web).
//   node bench/startup_tasks.mjs        RATE=4 MIN=12 SITE_ROOT=dir URL_SUFFIX='#demo=flock'
import { loadavg } from 'node:os';
import { launch, serve, sleep } from '../tests/browser/browser.mjs';

const rate = Number(process.env.RATE || 4);
const min = Number(process.env.MIN || 12) * 1000;
const site = await serve(process.env.SITE_ROOT ? ['--root', process.env.SITE_ROOT] : []);
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing', 'loading', 'toplevel'] });
  await cdp.send('Profiler.start');
  const load = loadavg()[0];
  await page.goto(site.url + (process.env.URL_SUFFIX || ''));
  await page.waitForFunction(() => performance.getEntriesByName('playground-first-frame').length > 0, null, { timeout: 60000 });
  await sleep(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const mark = events.find((e) => e.name === 'playground-first-frame');
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === mark.pid);
  const tid = events.find((x) => x.ph === 'M' && x.name === 'thread_name' && x.args?.name === 'CrRendererMain' && x.pid === mark.pid).tid;
  const tasks = events.filter((e) => e.pid === mark.pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask' && e.dur >= min);
  // Samples with their times (the profiler's clock is the trace's).
  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  const times = [];
  let t = profile.startTime;
  for (let k = 0; k < profile.samples.length; k++) { t += profile.timeDeltas[k]; times.push(t); }
  let blocking = 0;
  console.log(`rate ${rate}x, load ${load.toFixed(2)}; first frame mark at ${((mark.ts - nav.ts) / 1000).toFixed(0)} ms`);
  for (const task of tasks) {
    const self = new Map();
    for (let k = 0; k < times.length; k++) {
      if (times[k] < task.ts || times[k] > task.ts + task.dur) continue;
      const f = byId.get(profile.samples[k]).callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}${f.url.endsWith('.js') ? ':' + f.lineNumber + ':' + f.columnNumber : ''}`.replace('(anonymous namespace)::', '');
      self.set(key, (self.get(key) || 0) + (profile.timeDeltas[k] || 0));
    }
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k.slice(0, 60)} ${(v / 1000).toFixed(0)}`);
    blocking += Math.max(0, task.dur / 1000 - 50);
    console.log(`${((task.ts - nav.ts) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${top.join(' | ')}`);
  }
  console.log(`sum over 50 ms of these tasks: ${blocking.toFixed(0)} ms`);
  await context.close();
} finally {
  await browser.close();
  site.close();
}
