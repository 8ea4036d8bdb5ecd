// The wasm in two modules (issue 32, the first visit's weight; scripts/split_wasm.py, shell.js):
// playground.wasm has what the first frames of every demo's link run, playground.deferred.wasm the
// rest, fetched after the first frame. A first frame must never need the second module (the list
// of first-frame functions is stale otherwise: `make first-frame-list`); a call that needs it
// before it arrived loads it at once, and the scene is the same either way.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { open, problems, sleep, pg, framePasses, useBrowser } from './browser.mjs';

const env = useBrowser({ before, after, mkdirSync });
const WEB = new URL('../../web/', import.meta.url).pathname;
const STALE = 'a first frame needed playground.deferred.wasm: run `make first-frame-list` (src/app/deferred_functions.txt is stale)';
/** The function a placeholder stands for (scripts/split_wasm.py writes the map beside the build). */
function placeholder(slot) {
  const map = readFileSync(new URL('../../build/web/playground.placeholders.txt', import.meta.url), 'utf8');
  const line = map.split('\n').find((l) => l.startsWith(`${slot}:`));
  return line ? line.slice(line.indexOf(':') + 1) : `placeholder ${slot}`;
}

/** Opens a link; resolves when the deferred module is in: what the page fetched before its first
 *  frame, and modules().deferred. */
async function openAndWait(url, setup, screen = { viewport: { width: 1280, height: 720 } }, shared = null) {
  // No service worker: its own fetches would pass by the routes that hold the module back.
  const context = shared || await env.browser.newContext({ ...screen, serviceWorkers: 'block' });
  const page = await context.newPage();
  const messages = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => messages.push({ type: 'pageerror', text: String(e.stack || e) }));
  if (setup) await setup(page);
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('playground-first-frame').length > 0, null, { timeout: 30000 });
  // The files whose fetch started before the first frame's mark (the page's own clock).
  const before = await page.evaluate(() => {
    const drawn = performance.getEntriesByName('playground-first-frame')[0].startTime;
    return performance.getEntriesByType('resource').filter((r) => r.startTime < drawn).map((r) => new URL(r.name).pathname);
  });
  return { context, page, messages, before };
}

test('the two modules: the first holds most of the code, the second is real and fetched apart', () => {
  const primary = gzipSync(readFileSync(`${WEB}playground.wasm`), { level: 9 }).length;
  const deferred = gzipSync(readFileSync(`${WEB}playground.deferred.wasm`), { level: 9 }).length;
  console.log(`gzip -9: playground.wasm ${primary} bytes, playground.deferred.wasm ${deferred} bytes`);
  assert.ok(deferred > 0.1 * (primary + deferred), `the deferred module holds a real part of the code: ${deferred} of ${primary + deferred} bytes`);
  assert.ok(primary > deferred, 'the first frames\' code is most of it');
  // Both go into the offline cache (sw.js's list).
  const sw = readFileSync(`${WEB}sw.js`, 'utf8');
  assert.match(sw, /playground\.deferred\.wasm/);
});

test('no demo\'s first frame needs the deferred module; it is fetched after, and loaded by the page itself', async () => {
  const { context, page } = await openAndWait(env.url);
  const ids = await page.evaluate(() => window.playground.demos().map((d) => d.id));
  const version = /[#&]v=(\d+)/.exec(await pg(page, 'link'))[1];
  await context.close();
  assert.ok(ids.length >= 15);
  const links = ['', ...ids.map((d) => `#v=${version}&demo=${d}`), `#v=${version}&demo=flock&lang=zh-CN`,
    `#v=${version}&demo=seek&lang=pt-BR&ui=2`, `#v=${version}&demo=wander&theme=light`, `?embed=1#v=${version}&demo=evade`,
    // what a class opens: a teacher's lesson, challenges (asked yes or no, set the knob), a comparison
    `#v=${version}&demo=wander&title=Lesson&prompt=What%20changes%3F`, `#v=${version}&demo=pursuit&title=T&prompt=Q%3F&check=caught%3C9`,
    `#v=${version}&demo=evade&ask=set&check=caught%3E20&lock=evaderSpeed`, `#v=${version}&demo=flock&compare=alignment:0`];
  // A phone (Lighthouse's: 1.75 device pixels a CSS pixel, touch) and a tablet take paths of their
  // own from the start (a Lighthouse run once loaded the module synchronously in the start's task).
  const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
  const tablet = { viewport: { width: 810, height: 1080 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  const runs = [...links.map((link) => [link]), ...links.map((link) => [link, phone]), ['', tablet]];
  // One context a screen, a page a link: what is fetched before the first frame is the same from
  // the HTTP cache (the resource entries), and a new context for each of the 51 took a second more.
  // Three links at a time: a load waits for its first paint and the GPU worker most of its time,
  // and what is checked does not depend on timing (the second module is asked for only after the
  // first frame, so a first frame that needs it loads it by a call under any load).
  const contexts = new Map();
  const check = async ([link, screen]) => {
    const key = JSON.stringify(screen || {});
    if (!contexts.has(key)) contexts.set(key, env.browser.newContext({ ...(screen || { viewport: { width: 1280, height: 720 } }), serviceWorkers: 'block' }));
    const { page: p, messages, before } = await openAndWait(env.url + link, null, screen, await contexts.get(key));
    assert.ok(before.some((f) => f.endsWith('/playground.wasm')), `${link}: playground.wasm before the first frame`);
    assert.ok(!before.some((f) => f.endsWith("/playground.deferred.wasm")), `${link} ${JSON.stringify(screen || {})}: ${STALE}`);
    await p.waitForFunction(() => window.playground.modules().deferred.loaded, null, { timeout: 20000 });
    const m = (await pg(p, 'modules')).deferred;
    assert.equal(m.byCall, false, `${link} ${JSON.stringify(screen || {})}: ${STALE}: ${placeholder(m.early)} ran before the module came`);
    const firstFrame = await p.evaluate(() => performance.getEntriesByName('playground-first-frame')[0].startTime);
    assert.ok(m.at > firstFrame, `${link}: loaded after the first frame (${m.at} > ${firstFrame} ms)`);
    assert.deepEqual(problems(messages).filter((m) => !/Service Worker registration blocked/.test(m.text)), [], link);
    await p.close();
  };
  const queue = [...runs];
  await Promise.all([0, 1, 2].map(async () => {
    while (queue.length) await check(queue.shift());
  }));
  for (const c of contexts.values()) await (await c).close();
});

test('the first visit stays within 280 KB gzipped (issue 32): a stale first-frame list would grow it', async () => {
  // Every file the page fetches before its first frame, gzip -9 as a host sends it (bench/startup.mjs
  // counts the same, beside the first frame's time). A function the list does not know stays in the
  // first module: after C++ changes, the list goes stale and this grows.
  const { context, before } = await openAndWait(env.url);
  await context.close();
  // (the page itself is no resource entry: index.html is counted first)
  const files = [...new Set(['/', ...before].map((p) => (p.endsWith('/') ? `${p}index.html` : p).replace(/^\//, '')))];
  const sizes = files.map((f) => [f, gzipSync(readFileSync(`${WEB}${f}`), { level: 9 }).length]);
  const total = sizes.reduce((sum, [, n]) => sum + n, 0);
  console.log(`first visit, gzip -9: ${total} bytes (${sizes.map(([f, n]) => `${f} ${n}`).join(', ')})`);
  assert.ok(sizes.some(([f]) => f === 'playground.wasm') && sizes.some(([f]) => f === 'index.html'), files.join(', '));
  assert.ok(total <= 280000, `the first visit is ${total} bytes gzipped, over 280,000: if playground.wasm grew, run \`make first-frame-list\` (src/app/deferred_functions.txt is stale)`);
  // The string keys the code writes are indices the compiler finds (src/strings/strings.h): their
  // texts are not in the wasm. Code that reads strings_keys::kKeys at run time puts all of them
  // back (about 9 KB gzipped; a check's measure names did, until KeysStartingWith).
  const wasm = readFileSync(`${WEB}playground.wasm`);
  for (const key of ['ui.tip.copy_moment', 'ui.tip.csv', 'challenge.kept_answer'])
    assert.equal(wasm.includes(Buffer.from(key)), false, `playground.wasm holds the key ${key}`);
});

test('a call that needs the deferred module before it arrived loads it at once; the scene is the same', async () => {
  const link = '#v=5&demo=custom&seed=7';
  // The page's own fetch of the module held back 4 s: the calls below come first.
  const held = await openAndWait(env.url + link, (page) => page.route('**/playground.deferred.wasm', async (route) => {
    if (route.request().resourceType() === 'xhr') return route.continue();  // the call's own request
    await sleep(4000);
    return route.continue().catch(() => {});
  }));
  const early = await held.page.evaluate(() => {
    const p = window.playground;
    const before = p.modules().deferred.loaded;
    if (before) return { before, early: p.modules().deferred.early };
    const set = p.setComposition('group=6,weighted,90,250,wander,separation:A,contain');
    p.step(120);
    return { before, set, after: p.modules().deferred, groups: p.composition().groups.length, hash: p.hash(), sane: p.state().sane };
  });
  assert.equal(early.before, false, `not loaded when the calls came (${early.early !== null ? placeholder(early.early) : 'by the page'})`);
  assert.equal(early.set.ok, true, early.set.message);
  assert.equal(early.after.loaded, true);
  assert.equal(early.after.byCall, true, 'a call loaded it');
  assert.ok(early.sane);
  // The same calls on a page that loaded it after its first frame: the same scene.
  const normal = await openAndWait(env.url + link);
  await normal.page.waitForFunction(() => window.playground.modules().deferred.loaded, null, { timeout: 20000 });
  const late = await normal.page.evaluate(() => {
    const p = window.playground;
    p.setComposition('group=6,weighted,90,250,wander,separation:A,contain');
    p.step(120);
    return { byCall: p.modules().deferred.byCall, groups: p.composition().groups.length, hash: p.hash() };
  });
  assert.equal(late.byCall, false);
  assert.equal(late.groups, early.groups);
  assert.equal(late.hash, early.hash, 'the same link and calls give the same state, whichever way the module came');
  const ours = (messages) => problems(messages).filter((m) => !/Service Worker registration blocked/.test(m.text));
  assert.deepEqual(ours(held.messages), []);
  assert.deepEqual(ours(normal.messages), []);
  await held.context.close();
  await normal.context.close();
});

test('the deferred module missing: the first frames run, and a call that needs it stops the page with the reason', async () => {
  const { context, page } = await openAndWait(`${env.url}#v=5&demo=custom`, (p) =>
    p.route('**/playground.deferred.wasm', (route) => route.fulfill({ status: 404, body: 'gone' })));
  await framePasses(page, 0);  // 'the scene runs on its first module' (waited for: a loaded machine's first steps come late)
  const s = await pg(page, 'state');
  assert.equal(s.demo, 'custom');
  assert.ok(s.frame > 0, 'the scene runs on its first module');
  const r = await page.evaluate(() => {
    try { return window.playground.setComposition('group=3,weighted,90,250,wander,contain'); } catch (e) { return { thrown: String(e.message || e) }; }
  });
  assert.notEqual(r.ok, true, `the call did not pass as done: ${JSON.stringify(r)}`);
  const words = await page.evaluate(() => document.getElementById('status').innerText);
  assert.match(words, /playground\.deferred\.wasm could not be fetched \(HTTP 404\)/, `the page says why: ${words}`);
  assert.ok('error' in await pg(page, 'state'), 'later calls answer {error}, as after any error out of the wasm');
  await context.close();
});
