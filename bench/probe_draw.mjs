// Per-frame GPU work of every demo's default scene at 1280x720 (bench/gpu_counts.mjs), and a
// screenshot of two demos: `node bench/probe_draw.mjs [label]` after `make web`.
import { mkdirSync } from 'node:fs';
import { launch, serve, sleep, pg } from '../tests/browser/browser.mjs';
import { installCounter, readCounts } from './gpu_counts.mjs';

const label = process.argv[2] || 'now';
const out = new URL(`../build/screenshots/probe-${label}/`, import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const site = process.env.SITE ? { url: process.env.SITE, close() {} } : await serve();
const browser = await launch();
try {
  const ctx0 = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const p0 = await ctx0.newPage();
  await p0.goto(site.url);
  await p0.waitForFunction(() => window.playground && window.playground.demos);
  const ids = (await pg(p0, 'demos')).map((d) => d.id);
  await ctx0.close();
  const rows = [];
  for (const id of ids) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await ctx.newPage();
    await page.addInitScript(installCounter);
    await page.goto(site.url);
    await page.waitForFunction(() => window.playground && window.playground.state);
    await pg(page, 'selectDemo', id);
    await sleep(1500);
    const c = await page.evaluate(readCounts, 60);
    const st = await pg(page, 'state');
    rows.push({ id, agents: st.perf.agents, ...c, areaMpx: +(c.area / 1e6).toFixed(2), clearMpx: +(c.clearArea / 1e6).toFixed(2) });
    if (id === 'flock' || id === 'hide' || id === 'pursuit') await page.screenshot({ path: `${out}${id}.png` });
    await ctx.close();
  }
  console.table(rows.map(({ area, clearArea, ...r }) => r));
} finally {
  await browser.close();
  site.close();
}
