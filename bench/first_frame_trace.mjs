// Where the page's time goes before its first frame: a Chromium performance trace of one load
// (CDP Tracing through playwright), summarised per phase on the page's main thread, next to the
// resource timings. `node bench/first_frame_trace.mjs [url]` after `make web`.
import { launch, serve } from '../tests/browser/browser.mjs';

const site = process.argv[2] ? null : await serve();
const url = process.argv[2] || site.url;
const browser = await launch();
try {
  const runs = [];
  for (let k = 0; k < Number(process.env.RUNS || 3); k++) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await ctx.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'v8.wasm', 'blink.user_timing', 'disabled-by-default-devtools.timeline', 'loading', 'gpu'] });
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('playground-first-frame').length > 0, null, { timeout: 30000 });
    const buf = await browser.stopTracing();
    const timing = await page.evaluate(() => ({
      firstFrame: performance.getEntriesByName('playground-first-frame')[0].startTime,
      resources: performance.getEntriesByType('resource').map((r) => ({ name: r.name.split('/').pop(), start: Math.round(r.startTime), end: Math.round(r.responseEnd), bytes: r.transferSize })),
      nav: performance.getEntriesByType('navigation')[0].responseEnd,
    }));
    await ctx.close();
    const events = JSON.parse(buf.toString()).traceEvents;
    // The page's renderer main thread: the one with the user-timing mark.
    const mark = events.find((e) => e.name === 'playground-first-frame');
    const nav = events.find((e) => e.name === 'navigationStart' && e.pid === mark?.pid) || events.find((e) => e.name === 'navigationStart');
    const t0 = nav ? nav.ts : 0;
    const mainTid = events.find((x) => x.ph === 'M' && x.name === 'thread_name' && x.args?.name === 'CrRendererMain' && x.pid === mark?.pid)?.tid;
    const main = events.filter((e) => e.pid === mark?.pid && e.tid === mainTid);
    // The main thread's top-level tasks in order, with their longest child, to see the sequence.
    const tasks = main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= t0 && e.ts <= (mark ? mark.ts : Infinity) && e.dur > 8000)
      .map((e) => {
        const kids = main.filter((c) => c.ph === 'X' && c.ts >= e.ts && c.ts + (c.dur || 0) <= e.ts + e.dur && c !== e && c.name !== 'RunTask');
        const top = kids.sort((a, b) => (b.dur || 0) - (a.dur || 0)).slice(0, 3).map((c) => `${c.name}${c.args?.data?.url ? ' ' + c.args.data.url.split('/').pop() : ''}${c.args?.data?.functionName ? ' ' + c.args.data.functionName : ''} ${(c.dur / 1000).toFixed(0)}`);
        return `${((e.ts - t0) / 1000).toFixed(0)}ms +${(e.dur / 1000).toFixed(0)}: ${top.join(' | ')}`;
      });
    const sums = new Map();
    const end = mark ? mark.ts : Infinity;
    for (const e of main) {
      if (e.ph !== 'X' || e.ts > end) continue;
      const name = e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.run'
        ? `${e.name} ${(e.args?.data?.url || '').split('/').pop()}` : e.name;
      sums.set(name, (sums.get(name) || 0) + (e.dur || 0));
    }
    const wasm = events.filter((e) => /wasm/i.test(e.name) && e.ph === 'X' && e.ts <= end)
      .map((e) => ({ name: e.name, at: Math.round((e.ts - t0) / 1000), ms: +((e.dur || 0) / 1000).toFixed(1) }));
    const gpuTasks = events.filter((e) => e.pid !== mark?.pid && e.ph === 'X' && e.ts >= t0 && e.ts <= end && /CommandBuffer|GpuChannel|DecoderContext|SwapBuffers/.test(e.name));
    runs.push({
      firstFrameMs: Math.round(timing.firstFrame),
      htmlResponseEnd: Math.round(timing.nav),
      resources: timing.resources,
      tasks,
      mainThreadMs: Object.fromEntries([...sums].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([n, d]) => [n, +(d / 1000).toFixed(1)])),
      wasm: wasm.slice(0, 12),
      gpuMs: +(gpuTasks.reduce((s, e) => s + (e.dur || 0), 0) / 1000).toFixed(1),
    });
  }
  console.log(JSON.stringify(runs, null, 1));
} finally {
  await browser.close();
  site?.close();
}
