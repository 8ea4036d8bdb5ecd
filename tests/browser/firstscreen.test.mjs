// The page's first screen and the way it is served (issue 36): what a student on a phone sees
// before the wasm has run, and the site served as a host serves it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { useBrowser, open, pg, sleep, frames } from './browser.mjs';
import { decodePng, pixelAt } from './png.mjs';

const env = useBrowser({ before, after, mkdirSync });
const en = JSON.parse(readFileSync(new URL('../../strings/en.json', import.meta.url), 'utf8'));
const web = new URL('../../web/', import.meta.url).pathname;

/** The engine never arrives (a school's slow wifi): its requests are held, not refused, so the
 *  page stays on its first screen. A refused download shows the load error over the whole window,
 *  as soon as the browser reports it: a screenshot taken after it is of the error, not the still. */
function engineNeverArrives(page) {
  return page.route(/playground\.(wasm|js)$/, () => {});
}

/** GET path with the given headers: {status, headers, body (as sent)}. */
function get(path, headers) {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, env.url), { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('the server gzips text and wasm for a browser that asks, and keeps the CSP', async () => {
  for (const f of ['index.html', 'shell.js', 'playground.wasm']) {
    const file = readFileSync(`${web}${f}`);
    const gz = await get(f, { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(gz.status, 200);
    assert.equal(gz.headers['content-encoding'], 'gzip', f);
    assert.equal(gz.headers.vary, 'Accept-Encoding');
    assert.match(gz.headers['content-security-policy'], /script-src 'self' 'wasm-unsafe-eval'/);
    assert.equal(Number(gz.headers['content-length']), gz.body.length);
    assert.ok(gz.body.length < file.length, `${f}: ${gz.body.length} bytes sent for ${file.length}`);
    assert.deepEqual(gunzipSync(gz.body), file, `${f} unzips to the file`);
    const plain = await get(f, {});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.body, file);
    const refused = await get(f, { 'Accept-Encoding': 'gzip;q=0, br' });
    assert.equal(refused.headers['content-encoding'], undefined, 'gzip;q=0 refuses gzip');
  }
});

test('before the wasm runs, the page shows the scene\'s title, lesson and a still of it', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  // The engine never arrives: what shows is the page's own HTML.
  await engineNeverArrives(page);
  await page.goto(env.url);
  // The page's own HTML and its first script (a loaded machine takes its time; the wasm never comes).
  await page.locator('#first-still svg:visible').waitFor({ timeout: 15000 });
  assert.equal(await page.locator('#first-app').textContent(), en['ui.title']);
  assert.equal(await page.locator('#first-title').textContent(), en['demo.pursuit.title']);
  assert.equal(await page.locator('#first-lesson').textContent(), en['demo.pursuit.lesson']);
  assert.ok(await page.locator('#first-title').isVisible());
  const still = await page.locator('#first-still svg:visible').boundingBox();
  assert.ok(still && still.width > 500 && still.height > 300, `the still fills the world's part (${JSON.stringify(still)})`);
  assert.equal(await page.locator('#first-still svg:visible path[fill]').count(), 2, 'the pursuer and the evader');
  await context.close();
});

test('the first screen is laid out by the app\'s own panel rule: no jump when the app draws', async () => {
  // A projector (the panel at 30% of 1024 px, not 340), a laptop, a portrait tablet and a phone
  // (the world above the panel), a phone on its side (the scene, under the folded panel's bar).
  for (const [width, height, layout] of [[1024, 768, 'side'], [1366, 768, 'side'], [820, 1180, 'stacked'], [412, 823, 'stacked'], [740, 360, 'overlay']]) {
    const context = await env.browser.newContext({ viewport: { width, height } });
    const still = await context.newPage();
    await engineNeverArrives(still);
    await still.goto(env.url);
    await still.locator('#first-still svg:visible').waitFor({ timeout: 15000 });
    const first = await still.evaluate(() => {
      const box = (id) => { const r = document.getElementById(id).getBoundingClientRect(); return r.width ? [r.left, r.top, r.right, r.bottom] : null; };
      return { app: box('first-app'), title: box('first-title'), still: box('first-still') };
    });
    const { page } = await open(env.browser, env.url, { viewport: { width, height } });
    await frames(page, 3);
    const l = await pg(page, 'layout');
    const where = `${width}x${height}`;
    assert.equal(l.layout, layout, where);
    const near = (a, b, what) => assert.ok(Math.abs(a - b) <= 1.5, `${where}: ${what} ${a} on the first screen, ${b} in the app`);
    if (layout === 'side') {
      near(first.title[2], l.panel[2], 'the panel\'s right edge');
      near(first.still[0], l.view[0] + 15, 'the world\'s left edge (its 15 px gap)');
    } else if (layout === 'stacked') {
      near(first.still[3], l.view[3], 'the world\'s bottom');  // the panel below it: the timeline's bar lower
      assert.ok(first.title[1] < l.panel[1] && l.panel[1] - first.title[1] < 80, `${where}: the panel at ${first.title[1]}, then ${l.panel[1]}`);
    } else {
      assert.equal(l.panelOpen, false, 'a phone on its side opens on the scene');
      assert.equal(first.title, null, 'the first screen shows the scene too, not the panel\'s words');
      near(first.app[0], l.panel[0], 'the folded panel\'s bar');
      near(first.still[2] - first.still[0], width, 'the still\'s width');
    }
    await context.close();
    await page.context().close();
  }
});

// The first screen's colours are the app's (palette.h, through first_screen --css): its panel
// column was #f0eee8 in the light theme where the app's panel is #faf9f5, a change of colour when
// the app took over.
test('the first screen paints the panel\'s column and the world\'s surround in the app\'s colours, dark and light', async () => {
  for (const colorScheme of ['dark', 'light']) {
    const viewport = { width: 1366, height: 768 };
    const context = await env.browser.newContext({ viewport, colorScheme });
    const still = await context.newPage();
    await engineNeverArrives(still);
    await still.goto(env.url);
    await still.locator('#first-still svg:visible').waitFor({ timeout: 15000 });
    const before = decodePng(await still.screenshot());
    const { page } = await open(env.browser, env.url, { viewport });
    await page.emulateMedia({ colorScheme });
    await page.reload();
    await page.waitForFunction(() => window.playground && typeof window.playground.state === 'function', null, { timeout: 30000 });
    await frames(page, 4);
    const l = await pg(page, 'layout');
    const after = decodePng(await page.screenshot());
    // Inside the panel's left padding (no widget there), and between the panel and the world.
    const spots = [[l.panel[0] + 3, (l.panel[1] + l.panel[3]) / 2, 'the panel'], [l.view[0] + 4, l.view[3] - 4, 'the surround']];
    for (const [x, y, what] of spots) {
      const a = pixelAt(before, Math.round(x), Math.round(y)), b = pixelAt(after, Math.round(x), Math.round(y));
      const off = Math.max(...[0, 1, 2].map((i) => Math.abs(a[i] - b[i])));
      assert.ok(off <= 2, `${colorScheme}: ${what} at (${Math.round(x)}, ${Math.round(y)}) is ${a.slice(0, 3)} on the first screen, ${b.slice(0, 3)} in the app`);
    }
    await context.close();
    await page.context().close();
  }
});

test('a link to another scene opens on that scene\'s words', async () => {
  const context = await env.browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await engineNeverArrives(page);
  await page.goto(`${env.url}#v=1&demo=flock`);
  await page.waitForFunction((t) => document.getElementById('first-title').textContent === t, en['demo.flock.title'], { timeout: 15000 });
  assert.equal(await page.locator('#first-title').textContent(), en['demo.flock.title']);
  assert.equal(await page.locator('#first-lesson').textContent(), en['demo.flock.lesson']);
  assert.equal(await page.locator('#first-still').evaluate((e) => getComputedStyle(e).visibility), 'hidden', 'no still of another scene');
  // A key given twice: the link codec keeps the last one, and so do the first screen's words.
  const twice = await context.newPage();
  await engineNeverArrives(twice);
  await twice.goto(`${env.url}#v=1&demo=flock&demo=wander`);
  await twice.waitForFunction((t) => document.getElementById('first-title').textContent === t, en['demo.wander.title'], { timeout: 15000 });
  // The last demo= the codec knows: an unknown one after it is not the scene.
  const unknown = await context.newPage();
  await engineNeverArrives(unknown);
  await unknown.goto(`${env.url}#v=1&demo=flock&demo=wander&demo=nosuch`);
  await unknown.waitForFunction((t) => document.getElementById('first-title').textContent === t, en['demo.wander.title'], { timeout: 15000 });
  // A key written in percent escapes is the codec's key all the same (SplitPairs decodes keys
  // too): the first screen read only a plain "demo=" and showed the pursuit's words.
  const escaped = await context.newPage();
  await engineNeverArrives(escaped);
  await escaped.goto(`${env.url}#v=1&demo=flock&%64emo=wander`);
  await escaped.waitForFunction((t) => document.getElementById('first-title').textContent === t, en['demo.wander.title'], { timeout: 15000 });
  await context.close();
  // And the app opens that scene.
  for (const link of ['#v=1&demo=flock&demo=wander', '#v=1&demo=flock&demo=wander&demo=nosuch', '#v=1&demo=flock&%64emo=wander']) {
    const { context: c2, page: p2 } = await open(env.browser, `${env.url}${link}`);
    assert.equal((await pg(p2, 'state')).demo, 'wander', link);
    await c2.close();
  }
});

test('the wasm is fetched after the first paint, and the first screen goes once the app has drawn', async () => {
  const { context, page } = await open(env.browser, env.url);
  await page.waitForFunction(() => performance.getEntriesByName('playground-first-frame').length > 0);
  // The first screen is hidden from a performance observer's callback, a task of low priority.
  await page.locator('#first').waitFor({ state: 'hidden', timeout: 20000 }).catch(() => {});
  const t = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    wasm: performance.getEntriesByType('resource').find((r) => r.name.endsWith('playground.wasm')).startTime,
  }));
  assert.ok(t.wasm >= t.paint, `wasm asked for at ${t.wasm.toFixed(0)} ms, first paint at ${t.paint.toFixed(0)} ms`);
  assert.equal(await page.locator('#first').isHidden(), true);
  await context.close();
});
