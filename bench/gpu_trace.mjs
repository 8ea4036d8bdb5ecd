// Where the GPU process spends a running demo's frames: a Chromium trace of `seconds` of the
// running page (default link of each demo named), GPU-process slices summed by name (self time,
// i.e. minus their children), per drawn frame. `node bench/gpu_trace.mjs URL demo...`.
import { launch, sleep, pg } from '../tests/browser/browser.mjs';

const [url, ...ids] = process.argv.slice(2);
const browser = await launch();
try {
  for (const id of ids) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await ctx.newPage();
    await page.goto(id.startsWith('bare') ? id.slice(5) : url);
    const bare = id.startsWith('bare');
    if (!bare) {
      await page.waitForFunction(() => window.playground && window.playground.state);
      if (!id.includes('=')) await pg(page, 'selectDemo', id);
      else await pg(page, 'load', id);
    }
    await sleep(1500);
    const framesDrawn = () => (bare ? page.evaluate(() => window.__frames || 0) : pg(page, 'state').then((s) => s.perf.framesDrawn));
    if (bare) await page.evaluate(() => { window.__frames = 0; const t = () => { window.__frames++; requestAnimationFrame(t); }; requestAnimationFrame(t); });
    const f0 = await framesDrawn();
    await browser.startTracing(page, { categories: ['gpu', 'viz', 'cc', 'disabled-by-default-gpu.service', 'toplevel', 'benchmark', 'gpu.angle', 'gpu.capture', 'disabled-by-default-gpu.decoder', 'disabled-by-default-gpu.device'] });
    await sleep(3000);
    const buf = await browser.stopTracing();
    const frames = (await framesDrawn()) - f0;
    await ctx.close();
    const ev = JSON.parse(buf.toString()).traceEvents;
    const procName = new Map(), threadName = new Map();
    for (const e of ev) if (e.ph === 'M') {
      if (e.name === 'process_name') procName.set(e.pid, e.args.name);
      if (e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args.name);
    }
    // Self time of complete events per thread (children nest by time on the same thread).
    const byThread = new Map();
    for (const e of ev) if (e.ph === 'X' && e.dur && e.name !== 'Graphics.Pipeline') {
      const k = `${e.pid}:${e.tid}`;
      if (!byThread.has(k)) byThread.set(k, []);
      byThread.get(k).push(e);
    }
    const self = new Map(), threadTotal = new Map();
    for (const [k, list] of byThread) {
      const pname = procName.get(Number(k.split(':')[0])) || '?';
      if (!/GPU/i.test(pname)) continue;
      const tname = threadName.get(k) || k;
      list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
      const stack = [];
      for (const e of list) {
        while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
        if (stack.length) stack[stack.length - 1].childDur = (stack[stack.length - 1].childDur || 0) + e.dur;
        else threadTotal.set(tname, (threadTotal.get(tname) || 0) + e.dur);
        stack.push(e);
      }
      for (const e of list) {
        const key = `${tname}: ${e.name}`;
        self.set(key, (self.get(key) || 0) + e.dur - (e.childDur || 0));
      }
    }
    const per = (us) => +(us / 1000 / Math.max(1, frames)).toFixed(2);
    console.log(`${id}: ${frames} frames drawn in 3 s; GPU main thread waiting for SwiftShader (ContextVk::finishImpl) ${per(self.get('CrGpuMain: ContextVk::finishImpl') || 0)} ms per frame`);
    if (process.env.BRIEF) continue;
    console.log('  GPU process threads, busy ms per frame:', JSON.stringify(Object.fromEntries([...threadTotal].map(([k, v]) => [k, per(v)]))));
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log(`  ${per(v)} ms  ${k}`);
  }
} finally {
  await browser.close();
}
