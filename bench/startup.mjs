// What SDL2 costs the page (issue 32), measured side by side in one browser: the page as built
// now (SDL2's Emscripten port under the app) and the page of main's commit f0d57a7 (its own
// platform layer on Emscripten's HTML5 API, built by bench/baseline.sh into build/baseline/web),
// each against a bare page with an empty canvas.
//   - the first visit: every file the page fetches before its first frame (as the browser asks for
//     them, counted until performance.mark('playground-first-frame')), gzip -9 as a host sends them;
//   - the first frame: the mark's time after navigation, best and median of `loads` loads, the
//     three pages loaded in turn so that a busy moment of the machine hits all three alike.
// `make bench` runs it within bench/run.mjs; `BENCH_ONLY=startup make bench` runs it alone.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];

// One load: the first frame's time (ms after navigation) and the paths fetched before it.
async function loadOnce(browser, url, bare) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  let fetched = [];
  await page.goto(url);
  let t;
  if (bare) {
    await page.waitForFunction(() => window.firstFrame);
    t = await page.evaluate(() => window.firstFrame);
  } else {
    await page.waitForFunction(() => performance.getEntriesByName('playground-first-frame').length > 0, null, { timeout: 60000 });
    t = await page.evaluate(() => performance.getEntriesByName('playground-first-frame')[0].startTime);
    // The page and every file whose fetch started before the first frame's mark (the page's own
    // clock: what starts right after it, the wasm's second module, is not the first frame's).
    fetched = await page.evaluate((mark) => [location.pathname, ...performance.getEntriesByType('resource')
      .filter((r) => r.startTime < mark).map((r) => new URL(r.name).pathname)], t);
  }
  // The page's second module (shell.js), fetched after the first frame: when it was in.
  let deferredAt = null;
  if (!bare && await page.evaluate(() => typeof window.playground.modules === 'function')) {
    await page.waitForFunction(() => window.playground.modules().deferred.loaded, null, { timeout: 60000 });
    deferredAt = await page.evaluate(() => window.playground.modules().deferred.at);
  }
  await context.close();
  return { t, fetched, deferredAt };
}

// The files of `root` a load fetched, each once, with their gzip -9 sizes.
function firstVisit(root, paths) {
  const files = [...new Set(paths.map((p) => (p.endsWith('/') ? `${p}index.html` : p)))]
    .map((p) => p.replace(/^\//, ''))
    .filter((f) => existsSync(`${root}${f}`));
  const sizes = files.map((f) => {
    const raw = readFileSync(`${root}${f}`);
    return { f, raw: raw.length, gz: gzipSync(raw, { level: 9 }).length };
  });
  return { sizes, gz: sizes.reduce((s, x) => s + x.gz, 0), raw: sizes.reduce((s, x) => s + x.raw, 0) };
}

/**
 * sites: { now: {url, root}, before: {url, root}, bare: {url} }. Resolves to
 * { now: {first, median, visit}, before: {...}, bare: {first, median} } (seconds and bytes).
 */
export async function compareStartup(browser, sites, loads = 5) {
  const times = { now: [], before: [], bare: [] };
  const fetched = { now: [], before: [] };
  const deferredAt = [];
  for (let k = 0; k < loads; k++) {
    for (const name of ['now', 'before', 'bare']) {
      const r = await loadOnce(browser, sites[name].url, name === 'bare');
      times[name].push(r.t);
      if (name === 'now' && r.deferredAt !== null) deferredAt.push(r.deferredAt);
      if (name !== 'bare') fetched[name].push(...r.fetched);
    }
  }
  const out = {};
  for (const name of ['now', 'before', 'bare']) {
    out[name] = { first: Math.min(...times[name]) / 1000, median: median(times[name]) / 1000 };
    if (name !== 'bare') out[name].visit = firstVisit(sites[name].root, fetched[name]);
  }
  const deferredFile = `${sites.now.root}playground.deferred.wasm`;
  if (deferredAt.length && existsSync(deferredFile))
    out.now.deferred = { at: median(deferredAt) / 1000, gz: gzipSync(readFileSync(deferredFile), { level: 9 }).length };
  return out;
}

/** The comparison as Markdown lines. */
export function startupReport(s) {
  const kb = (n) => `${n.toLocaleString('en-US')} bytes (${(n / 1000).toFixed(1)} KB)`;
  const f2 = (x) => x.toFixed(2);
  const byFile = (v) => v.sizes.map((x) => `${x.f} ${x.gz.toLocaleString('en-US')}`).join(', ');
  const lines = ['## What SDL2 costs the page', '',
    'The page with SDL2 2.26.5 (Emscripten\'s port, built from Debian\'s source package) under the app, beside the page of ' +
    'main\'s commit f0d57a7 (its own platform layer on Emscripten\'s HTML5 API; `bench/baseline.sh` builds it into ' +
    '`build/baseline/web`), in the same browser, loaded in turn with a bare page with an empty canvas. The first visit is ' +
    'every file the page fetched before its first frame, gzip -9:', '',
    '| page | first visit (gzip -9) | first frame, best (median) | over the bare page |', '|---|---|---|---|',
    `| SDL2 (this build) | ${kb(s.now.visit.gz)} | ${f2(s.now.first)} s (${f2(s.now.median)} s) | ${f2(s.now.first - s.bare.first)} s |`,
    `| HTML5 API (f0d57a7) | ${kb(s.before.visit.gz)} | ${f2(s.before.first)} s (${f2(s.before.median)} s) | ${f2(s.before.first - s.bare.first)} s |`,
    `| bare page | | ${f2(s.bare.first)} s (${f2(s.bare.median)} s) | |`, '',
    `SDL2 adds ${(s.now.visit.gz - s.before.visit.gz).toLocaleString('en-US')} bytes gzipped to the first visit. Files: ${byFile(s.now.visit)}; before: ${byFile(s.before.visit)}.`, '',
    ...(s.now.deferred ? [`After the first frame the page fetches the wasm's second module (playground.deferred.wasm, ${kb(s.now.deferred.gz)}: what no first frame runs): in at ${f2(s.now.deferred.at)} s after navigation (median).`, ''] : []),
    `- Target first visit <= 280 KB gzipped (280,000 bytes): ${kb(s.now.visit.gz)}, ${s.now.visit.gz <= 280000 ? 'met' : '**not met**'}.`,
    `- Target first frame within 0.3 s of the bare page: ${f2(s.now.first - s.bare.first)} s, ${s.now.first - s.bare.first <= 0.3 ? 'met' : '**not met**'}.`, ''];
  return lines;
}
