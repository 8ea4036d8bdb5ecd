// The offline copy: one HTML file with everything inside, opened from file:// with no server and
// no network, reaches the same state as the served page for the same link and steps.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdirSync, statSync, readFileSync, readdirSync } from 'node:fs';
import { open, problems, pg, until, useBrowser } from './browser.mjs';

const env = useBrowser({ before, after, mkdirSync });
const SITE = new URL('../../web/', import.meta.url).pathname;

test('the offline file opens from file:// and gives the same hash as the served page', async () => {
  const link = 'v=1&demo=avoid&method=peters&count=9&seed=4&paused=1';
  const served = await open(env.browser, `${env.url}#${link}`);
  const html = await served.page.evaluate(() => window.playground.offlineHtml());
  await pg(served.page, 'step', 900);
  const servedHash = await pg(served.page, 'hash');
  assert.deepEqual(problems(served.messages), []);
  await served.context.close();

  const dir = new URL('../../build/test-site/', import.meta.url).pathname;
  mkdirSync(dir, { recursive: true });
  const file = `${dir}steering-offline.html`;
  writeFileSync(file, html);
  // Within 1.5 times what the site's files weigh (the wasm travels as base64 inside; the code
  // generator too, which the served page fetches only when code is asked for).
  const site = ['index.html', 'shell.css', 'shell.js', 'playground.js', 'playground.wasm', 'playground.deferred.wasm', 'codegen.js', 'codegen.wasm']
    .reduce((s, f) => s + statSync(SITE + f).size, 0);
  assert.ok(html.length <= 1.5 * site, `${html.length} bytes against a site of ${site}`);

  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 }, offline: true });
  const page = await context.newPage();
  const messages = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => messages.push({ type: 'pageerror', text: String(e) }));
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`file://${file}`);
  await page.waitForFunction(() => window.playground && window.playground.state, null, { timeout: 30000 });
  const s = await pg(page, 'state');
  assert.equal(s.demo, 'avoid');
  assert.equal(s.params.method, 1);
  await pg(page, 'step', 900 - s.frame);
  assert.equal(await pg(page, 'hash'), servedHash);
  // Copy as code works there too: the generator is inside the file.
  const code = await pg(page, 'code', 'cpp');
  assert.equal(code.ok, true, code.message);
  assert.equal(code.behaviour, 'feeler avoidance');
  assert.match(code.code, /SteerFeelerAvoidance\(/);
  assert.deepEqual(problems(messages), []);
  assert.deepEqual(requests.filter((u) => !u.startsWith('file:') && !u.startsWith('blob:') && !u.startsWith('data:')), []);
  await context.close();
});

test('the service worker knows every file of the site, as CMakeLists.txt lists them once', () => {
  const sw = readFileSync(`${SITE}sw.js`, 'utf8');
  const list = (name) => JSON.parse(new RegExp(`var ${name} = (\\[[^\\]]*\\]);`).exec(sw)[1].replace(/'/g, '"'));
  const atOnce = list('FILES'), onUse = list('ON_USE');
  assert.equal(atOnce[0], './');
  const site = readdirSync(SITE, { recursive: true }).filter((f) => statSync(SITE + f).isFile() && f !== 'sw.js').sort();
  assert.deepEqual([...atOnce.slice(1), ...onUse].sort(), site, 'kept from the first visit or once fetched: each file of web/');
  for (const f of ['playground.wasm', 'playground.deferred.wasm', 'favicon.svg', 'gifenc.js']) assert.ok(atOnce.includes(f), f);
  for (const f of ['codegen.wasm', 'webm-muxer.js', 'lang/zh-CN.ttf', 'lang/pt-BR.json']) assert.ok(onUse.includes(f), f);
  assert.match(sw, /var BUILD = '[0-9a-f]{16}';/);
});

test('after one visit the served site opens with the network off (service worker)', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  // The worker's install downloads the whole site: it is asked for once the app has drawn and its
  // deferred module is in, not while the start needs the network and the CPU.
  await page.addInitScript(() => {
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args) => {
      window.workerAskedAt = performance.now();
      window.deferredWhenAsked = window.playground ? window.playground.modules().deferred.at : undefined;
      return register(...args);
    };
  });
  const messages = [];
  page.on('pageerror', (e) => messages.push({ type: 'pageerror', text: String(e) }));
  await page.goto(`${env.url}#v=2&demo=flock&paused=1`);
  await page.waitForFunction(() => window.playground && window.playground.state, null, { timeout: 30000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  const asked = await page.evaluate(() => ({ at: window.workerAskedAt, frame: performance.getEntriesByName('playground-first-frame')[0].startTime, deferred: window.deferredWhenAsked }));
  assert.ok(asked.at > asked.frame, `the service worker was registered at ${asked.at} ms, before the first frame at ${asked.frame} ms`);
  assert.ok(asked.deferred > 0 && asked.deferred <= asked.at, `registered with the deferred module ${asked.deferred === undefined ? 'unknown' : `in at ${asked.deferred} ms`}`);
  // The worker has the site's files once it is active; a reload is then served by it.
  await until(page, async () => {
    const keys = await caches.keys();
    if (!keys.length) return false;
    const cache = await caches.open(keys[0]);
    const names = (await cache.keys()).map((r) => new URL(r.url).pathname);
    return names.length >= 8 && names.some((n) => n.endsWith('/playground.deferred.wasm'));
  });
  await context.setOffline(true);
  await page.goto(`${env.url}?embed=1#v=2&demo=pursuit&paused=1`);
  await page.waitForFunction(() => window.playground && window.playground.state, null, { timeout: 30000 });
  assert.equal((await pg(page, 'state')).demo, 'pursuit');
  await pg(page, 'step', 60);
  assert.equal((await pg(page, 'state')).frame, 60);
  assert.deepEqual(messages, []);
  await context.close();
});
