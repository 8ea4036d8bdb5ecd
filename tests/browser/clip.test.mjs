// Clips for slides (issue #37): playground.clip() renders a span of the timeline frame by frame as
// a GIF (npm gifenc) or a WebM (WebCodecs + npm webm-muxer), the Save clip dialog makes one by the
// keyboard alone, the encoders come only when a clip is first made, and the scene is back at its
// moment afterwards.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { frames, open, pg, problems, SHOTS, until, useBrowser, widget } from './browser.mjs';
import { parseGif } from './gif.mjs';

const env = useBrowser({ before, after, mkdirSync });

/** Makes a clip in the page: {size, type, name, frames, bytes (base64)} or the refusal. */
function clipIn(page, options) {
  return page.evaluate(async (o) => {
    const b = await window.playground.clip(o);
    if (!(b instanceof Blob)) return b;
    const bytes = new Uint8Array(await b.arrayBuffer());
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { size: b.size, type: b.type, name: b.name, frames: b.frames, fps: b.fps, bytes: btoa(s) };
  }, options);
}

/** The default pursuit, paused after `steps` steps (history from 0). */
async function pursuitAt(page, steps) {
  await pg(page, 'load', 'v=5&demo=pursuit&paused=1');
  await pg(page, 'step', steps);
  await frames(page, 2);
}

test('a 3 s GIF of the default pursuit at 800 px: 60 frames of 800 px, 5/100 s each, looping, under 2 MB; the moment and hash unchanged', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  await pursuitAt(page, 360);  // 6 s
  const hash = await pg(page, 'hash'), tl = await pg(page, 'timeline');
  const t0 = Date.now();
  const r = await clipIn(page, { from: 2, to: 5, format: 'gif', width: 800 });
  const ms = Date.now() - t0;
  assert.equal(r.type, 'image/gif', JSON.stringify(r).slice(0, 200));
  assert.equal(r.name, 'pursuit-2.0-5.0s.gif');
  const buf = Buffer.from(r.bytes, 'base64');
  writeFileSync(`${SHOTS}clip-pursuit-800.gif`, buf);
  const gif = parseGif(buf);
  console.log(`3 s GIF of the default pursuit at 800 px: ${buf.length.toLocaleString('en-US')} bytes, ${gif.frames} frames ` +
              `of ${gif.width}x${gif.height}, made in ${(ms / 1000).toFixed(1)} s (SwiftShader)`);
  assert.ok(buf.length <= 2 * 1024 * 1024, `${buf.length} bytes`);
  assert.equal(gif.frames, 3 * 20);  // span x 20 fps
  assert.equal(r.frames, 60);
  assert.equal(gif.width, 800);
  assert.ok(gif.height > 400 && gif.height < 800 && gif.height % 2 === 0, `height ${gif.height}`);
  assert.ok(gif.sizes.every(([w, h]) => w === 800 && h === gif.height));
  assert.deepEqual([...new Set(gif.delays)], [5]);
  assert.ok(gif.loop && gif.trailer);
  // The browser's own decoder reads it (WebCodecs' ImageDecoder): as many frames, the same size.
  const decoded = await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const d = new ImageDecoder({ data: bytes, type: 'image/gif' });
    await d.tracks.ready;
    await d.completed;
    const last = await d.decode({ frameIndex: d.tracks.selectedTrack.frameCount - 1 });
    return { w: last.image.displayWidth, h: last.image.displayHeight, count: d.tracks.selectedTrack.frameCount };
  }, r.bytes);
  assert.deepEqual([decoded.w, decoded.h, decoded.count], [800, gif.height, 60]);
  // The scene is back where it was: the same moment, the same state, still paused.
  assert.equal(await pg(page, 'hash'), hash);
  assert.equal((await pg(page, 'timeline')).now, tl.now);
  assert.equal((await pg(page, 'summary')).paused, true);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a WebM clip plays in the browser\'s own <video> for the span (within half a frame), at the asked width', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  await pursuitAt(page, 300);
  const hash = await pg(page, 'hash');
  const r = await clipIn(page, { from: 1, to: 3.5, format: 'webm', width: 640 });
  assert.equal(r.type, 'video/webm', JSON.stringify(r).slice(0, 200));
  assert.equal(r.name, 'pursuit-1.0-3.5s.webm');
  assert.equal(r.frames, 75);  // 2.5 s x 30 fps
  const buf = Buffer.from(r.bytes, 'base64');
  writeFileSync(`${SHOTS}clip-pursuit-640.webm`, buf);
  assert.equal(buf.readUInt32BE(0), 0x1a45dfa3);  // EBML
  // In a page of its own: the playground's strict Content-Security-Policy has no media-src blob:.
  const player = await context.newPage();
  const v = await player.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const video = document.createElement('video');
    video.muted = true;
    video.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
    document.body.appendChild(video);
    await new Promise((resolve, reject) => { video.onloadedmetadata = resolve; video.onerror = () => reject(new Error('no metadata')); });
    const duration = video.duration;
    await video.play();
    await new Promise((resolve) => { video.onended = resolve; });
    return { duration, width: video.videoWidth, height: video.videoHeight, played: video.played.length ? video.played.end(0) : 0 };
  }, r.bytes);
  console.log(`2.5 s WebM at 640 px: ${buf.length.toLocaleString('en-US')} bytes, duration ${v.duration} s, ${v.width}x${v.height}`);
  // The file says it lasts the span: the last frame's end, not its start (webm-muxer writes the
  // start; clip.js sets the Duration).
  assert.ok(Math.abs(v.duration - 2.5) <= 0.5 / 30, `duration ${v.duration}`);
  assert.ok(v.played >= 2.3, `played to ${v.played} s`);
  assert.equal(v.width, 640);
  assert.equal(v.height % 2, 0);
  assert.equal(await pg(page, 'hash'), hash);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a playing scene plays on after a clip; the formula adds a band under the world; the default span is the last 5 s', async () => {
  const { context, page } = await open(env.browser, env.url);
  await pursuitAt(page, 480);  // 8 s
  const plain = await clipIn(page, { from: 7, to: 7.5, width: 320 });
  const withFormula = await clipIn(page, { from: 7, to: 7.5, width: 320, formula: true });
  const a = parseGif(Buffer.from(plain.bytes, 'base64')), b = parseGif(Buffer.from(withFormula.bytes, 'base64'));
  assert.equal(a.frames, 10);
  assert.equal(b.width, 320);
  const lines = (await pg(page, 'formula')).length;
  assert.ok(lines >= 2 && b.height > a.height + lines * 12, `${a.height} -> ${b.height} for ${lines} lines`);
  writeFileSync(`${SHOTS}clip-pursuit-formula.gif`, Buffer.from(withFormula.bytes, 'base64'));
  // No span: the last 5 s up to now.
  const last = await clipIn(page, { width: 64 });
  assert.equal(last.name, 'pursuit-3.0-8.0s.gif');
  assert.equal(last.frames, 100);
  await pg(page, 'resume');
  const r = await clipIn(page, { from: 1, to: 1.5, width: 64 });
  assert.equal(r.frames, 10);
  assert.equal((await pg(page, 'summary')).paused, false);
  const f0 = (await pg(page, 'state')).frame;
  await frames(page, 10);
  assert.ok((await pg(page, 'state')).frame > f0, 'it plays on');
  await context.close();
});

test('the dialog of a running scene follows the run: its span and the fields\' bounds grow while it is open', async () => {
  const { context, page } = await open(env.browser, env.url);
  await pursuitAt(page, 120);  // 2 s
  await pg(page, 'resume');
  await page.evaluate(() => window.playground.clipDialog());
  const read = () => page.evaluate(() => ({ span: document.getElementById('clip-span').textContent, max: Number(document.getElementById('clip-to').max) }));
  const before = await read();
  await page.waitForFunction((m) => Number(document.getElementById('clip-to').max) >= m + 1, before.max, { timeout: 10000 });
  const after = await read();
  const end = (s) => Number(/to ([0-9.]+) s/.exec(s)[1]);
  assert.ok(end(after.span) >= end(before.span) + 1, `${before.span} -> ${after.span}`);
  assert.equal(end(after.span), after.max, 'the words and the bound say the same end');
  await context.close();
});

test('a range longer than a clip\'s 30 s: the dialog offers its first 30 s and says so; clip() without ends refuses it', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  await pursuitAt(page, 60 * 60);  // 60 s
  const tl = await pg(page, 'timeline');
  assert.deepEqual(tl.clip, { maxSeconds: 30, defaultSeconds: 5 });
  // The panel's tip says the default span the app takes (one constant, app.h).
  const tip = (await pg(page, 'controls')).flatMap((g) => g.controls).find((c) => c.name === 'button:clip').help;
  assert.match(tip, /the last 5 s/);
  await pg(page, 'selectRange', { from: 10, to: 55 });
  const refusal = await clipIn(page, {});
  assert.equal(refusal.ok, false);
  assert.match(refusal.message, /at most 30 s long/);
  await page.evaluate(() => window.playground.clipDialog());
  const read = () => page.evaluate(() => ({
    from: Number(document.getElementById('clip-from').value), to: Number(document.getElementById('clip-to').value),
    button: document.getElementById('clip-use-range').textContent, span: document.getElementById('clip-span').textContent }));
  let d = await read();
  assert.deepEqual([d.from, d.to], [10, 40], 'the range\'s first 30 s');
  assert.match(d.button, /first 30 s of the timeline's range \(10\.0 s to 40\.0 s\)/);
  assert.match(d.span, /at most 30 s long/);
  await page.fill('#clip-from', '0');
  await page.click('#clip-use-range');
  d = await read();
  assert.deepEqual([d.from, d.to], [10, 40], 'the button fills the same span');
  // A range within the limit is taken whole, and its button says so.
  await page.keyboard.press('Escape');
  await pg(page, 'selectRange', { from: 10, to: 12 });
  await page.evaluate(() => window.playground.clipDialog());
  d = await read();
  assert.deepEqual([d.from, d.to], [10, 12]);
  assert.match(d.button, /^Use the timeline's range \(10\.0 s to 12\.0 s\)$/);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a clip or a PNG leaves the page\'s labels where they were, and a clip comes out the same whatever the page showed before it', async () => {
  // A label keeps the place it had in the last frame the page showed while that place is free
  // (app/label_layout.h). A clip's pictures are other moments of the run: the page's next frame
  // took its labels' places from the clip's last picture, and the pursuer's T label at 1.3 s
  // jumped across its point (right of it before a clip of 0-0.8 s, left after). A PNG's picture
  // is the world without the timeline bar, taller than the page's.
  const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=pursuit&ui=2&paused=1`,
                                                 { viewport: { width: 1024, height: 768 } });
  await frames(page, 3);
  await pg(page, 'step', 78);
  await frames(page, 3);
  const before = (await pg(page, 'layout')).labels;
  assert.equal(before.length, 3, JSON.stringify(before));
  const first = await clipIn(page, { from: 0, to: 0.8, format: 'gif', width: 240 });
  assert.equal(first.type, 'image/gif', JSON.stringify(first).slice(0, 200));
  await frames(page, 3);
  assert.deepEqual((await pg(page, 'layout')).labels, before, 'after the clip');
  const png = page.waitForEvent('download');
  await pg(page, 'downloadPng');
  await png;
  await frames(page, 3);
  assert.deepEqual((await pg(page, 'layout')).labels, before, 'after the PNG');
  // The same span again from another moment of the page, whose labels are elsewhere: the same GIF.
  await pg(page, 'step', 222);
  await frames(page, 3);
  const again = await clipIn(page, { from: 0, to: 0.8, format: 'gif', width: 240 });
  assert.ok(again.bytes === first.bytes, 'the same clip, byte for byte');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a clip holds the world\'s whole pixels only: no column of the panel\'s border along its left edge (high contrast)', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=5&demo=pursuit&compare=lookahead:0&theme=contrast&paused=1`);
  await pg(page, 'step', 300);
  await frames(page, 3);
  // The first frame, decoded by the browser: the leftmost column against the one beside it.
  const columns = await page.evaluate(async () => {
    const b = await window.playground.clip({ from: 2, to: 2.2, width: 800, format: 'gif' });
    const img = await createImageBitmap(b);  // (an <img> of a blob: URL is outside the page's CSP)
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const column = (x) => Array.from({ length: 40 }, (_, i) => Array.from(g.getImageData(x, 20 + i * 5, 1, 1).data.slice(0, 3)).join(','));
    return { left: column(0), next: column(3) };
  });
  const differ = columns.left.filter((p, i) => p !== columns.next[i]).length;
  assert.ok(differ <= 2, `the left edge differs from the column beside it in ${differ} of 40 places: ${columns.left.slice(0, 4)} vs ${columns.next.slice(0, 4)}`);
  await context.close();
});

test('bad arguments are refused or clamped with a clear message, never a crash', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  await pg(page, 'load', 'v=5&demo=pursuit&paused=1');
  const refusal = async (o, re) => {
    const r = await clipIn(page, o);
    assert.equal(r.ok, false, `${JSON.stringify(o)}: ${JSON.stringify(r).slice(0, 120)}`);
    assert.match(r.message, re, JSON.stringify(o));
  };
  // A fresh scene has no run to clip yet.
  await refusal(undefined, /nothing to clip between 0\.0 s and 0\.0 s \(the run so far is 0\.0 s to 0\.0 s\)/);
  // A huge time is said as a number, never 'Infinity s'.
  await refusal({ from: 0, to: 1e308 }, /nothing to clip between 0\.0 s and 1000000000\.0 s/);
  await pg(page, 'step', 2400);  // 40 s
  await refusal({ from: NaN }, /'from' is not a number of seconds/);
  await refusal({ to: 'soon' }, /'to' is not a number of seconds/);
  await refusal({ from: Infinity }, /'from' is not a number of seconds/);
  await refusal({ from: 5, to: 2 }, /must start before it ends \(5\.0 s to 2\.0 s\)/);
  await refusal({ from: 50, to: 60 }, /nothing to clip between 50\.0 s and 60\.0 s \(the run so far is 0\.0 s to 40\.0 s\)/);
  await refusal({ from: 0, to: 40 }, /at most 30 s long/);
  await refusal({ format: 'mp4' }, /the format is 'gif' or 'webm'/);
  await refusal({ format: '<b>gif</b>' }, /the format is/);
  await refusal({ width: NaN }, /the width is a number of pixels/);
  await refusal({ width: {} }, /the width is a number of pixels/);
  // Out of the run: clamped into it; a huge width is the scene's, a tiny one 16 px.
  const clamped = await clipIn(page, { from: -100, to: 0.3, width: 1e9 });
  assert.equal(clamped.name, 'pursuit-0.0-0.3s.gif');
  const sceneWidth = (await pg(page, 'layout')).picture[0];
  assert.equal(parseGif(Buffer.from(clamped.bytes, 'base64')).width, sceneWidth - (sceneWidth % 2));
  assert.equal(parseGif(Buffer.from((await clipIn(page, { from: 1, to: 1.1, width: -5 })).bytes, 'base64')).width, 16);
  // One clip at a time; a hostile options object is read as no options.
  const two = await page.evaluate(async () => {
    const first = window.playground.clip({ from: 1, to: 1.5, width: 32 });
    const second = await window.playground.clip({ from: 1, to: 1.5, width: 32 });
    return [(await first) instanceof Blob, second];
  });
  assert.equal(two[0], true);
  assert.match(two[1].message, /a clip is already being made/);
  const hostile = await page.evaluate(async () => {
    const trap = new Proxy({}, { get() { throw new Error('hostile'); } });
    const r = await window.playground.clip(trap);
    return r instanceof Blob ? r.name : r;
  });
  assert.equal(hostile, 'pursuit-35.0-40.0s.gif');
  // A scene changed under a clip stops it, with a message, and leaves the new scene alone.
  const changed = await page.evaluate(async () => {
    const p = window.playground.clip({ from: 1, to: 3, width: 32 });
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    window.playground.load('v=5&demo=evade&paused=1');
    return p;
  });
  assert.match(changed.message, /the scene changed while the clip was being made/);
  assert.equal((await pg(page, 'state')).demo, 'evade');
  assert.equal((await pg(page, 'state')).frame, 0);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('Save clip by the keyboard alone: Tab to it, Enter, choose, the progress shows, the file downloads', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  await pursuitAt(page, 240);
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  let reached = false;
  for (let i = 0; i < 60 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => document.activeElement.getAttribute('data-widget') === 'button:clip');
  }
  assert.ok(reached, 'Tab reaches Save clip');
  assert.equal(await page.evaluate(() => document.activeElement.textContent.trim()), 'Save clip');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('clip') && document.getElementById('clip').open, null, { timeout: 10000 });
  assert.equal(await page.evaluate(() => document.activeElement.id), 'clip-from');
  // The last 5 s up to now by default.
  assert.deepEqual(await page.evaluate(() => [document.getElementById('clip-from').value, document.getElementById('clip-to').value]), ['0.0', '4.0']);
  const tree = await page.locator('#clip').ariaSnapshot();
  for (const name of ['From (seconds)', 'To (seconds)', 'Format', 'Width', 'Contents']) assert.match(tree, new RegExp(`${name.replace(/[()]/g, '\\$&')}`));
  await page.screenshot({ path: `${SHOTS}clip-dialog-en.png` });
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2.5');
  await page.keyboard.press('Enter');  // in a field: not the dialog's Close
  assert.equal(await page.evaluate(() => document.getElementById('clip').open), true, 'Enter in To leaves the dialog open');
  await page.keyboard.press('Tab');  // format: GIF
  await page.keyboard.press('Tab');  // width
  await page.keyboard.press('ArrowDown');  // the first preset under the scene's size: 800 px
  assert.equal(await page.evaluate(() => document.getElementById('clip-width').value), '800');
  await page.keyboard.press('Tab');  // contents: the world only
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'clip-save');
  const download = page.waitForEvent('download', { timeout: 60000 });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.getElementById('clip-progress').hidden, null, { timeout: 20000 });
  await page.waitForFunction(() => /Making frame \d+ of 30/.test(document.getElementById('clip-status').textContent), null, { timeout: 20000 });
  await page.screenshot({ path: `${SHOTS}clip-dialog-progress.png` });
  const d = await download;
  assert.equal(d.suggestedFilename(), 'pursuit-1.0-2.5s.gif');
  const gif = parseGif(readFileSync(await d.path()));
  assert.equal(gif.frames, 30);
  assert.equal(gif.width, 800);
  await page.waitForFunction(() => /^Saved pursuit-1\.0-2\.5s\.gif \(\d+ KB\)\.$/.test(document.getElementById('clip-status').textContent));
  assert.equal(await page.evaluate(() => document.getElementById('clip-progress').hidden), true);
  // Escape closes it; the focus goes back to Save clip.
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => document.getElementById('clip').open), false);
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('data-widget')), 'button:clip');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

// The served page's Content-Security-Policy (scripts/serve.mjs, as a host would send it) has no
// media-src, so default-src 'self' keeps blob: media out of the page: Save clip shows no preview
// and hands the clip over as a download of a blob: URL, which no directive governs.
test('Save clip under the page\'s strict CSP: the GIF and the WebM download with no policy violation', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 }, acceptDownloads: true });
  const page = await context.newPage();
  const messages = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => messages.push({ type: 'pageerror', text: String(e.stack || e) }));
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const response = await page.goto(env.url);
  assert.match(response.headers()['content-security-policy'] || '', /default-src 'self'/, 'served with the strict policy');
  await page.waitForFunction(() => window.playground && typeof window.playground.state === 'function', null, { timeout: 30000 });
  await pursuitAt(page, 240);
  await page.evaluate(() => window.playground.clipDialog());
  await page.waitForFunction(() => document.getElementById('clip') && document.getElementById('clip').open, null, { timeout: 10000 });
  for (const format of ['gif', 'webm']) {
    await page.evaluate((f) => {
      document.getElementById('clip-from').value = '1';
      document.getElementById('clip-to').value = '2';
      document.getElementById('clip-format').value = f;
    }, format);
    const download = page.waitForEvent('download', { timeout: 60000 });
    await page.click('#clip-save');
    const d = await download;
    assert.equal(d.suggestedFilename(), `pursuit-1.0-2.0s.${format}`);
    assert.ok(readFileSync(await d.path()).length > 1000, `${format}: the file came whole`);
    await page.waitForFunction(() => /^Saved /.test(document.getElementById('clip-status').textContent), null, { timeout: 10000 });
  }
  // No media element in the page plays a clip (nothing for media-src to allow).
  assert.equal(await page.evaluate(() => document.querySelectorAll('video, audio').length), 0);
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('Cancel stops a clip and puts the scene back; the panel\'s Save clip opens the dialog', async () => {
  const { context, page } = await open(env.browser, env.url);
  await pursuitAt(page, 600);
  const hash = await pg(page, 'hash');
  const b = await widget(page, 'button:clip');
  assert.ok(b, 'Save clip in the panel');
  const panel = (await pg(page, 'layout')).panel, share = await widget(page, 'button:share');
  assert.ok(b.x1 <= panel[2] && b.y0 >= share.y1 - 1, 'in the Time section, under Share');
  await page.mouse.click(b.x, b.y);
  await page.waitForFunction(() => document.getElementById('clip') && document.getElementById('clip').open, null, { timeout: 10000 });
  await page.evaluate(() => { document.getElementById('clip-from').value = '0'; document.getElementById('clip-to').value = '9'; });
  // Cancel is there while a clip is made (before and after, Close closes the dialog).
  const cancelShown = () => page.evaluate(() => !document.getElementById('clip-cancel').hidden);
  assert.equal(await cancelShown(), false, 'no Cancel before Save clip');
  // From the keyboard: Save pressed with Enter, the focus on Cancel while it runs, back on Save after.
  const focused = () => page.evaluate(() => document.activeElement.id);
  await page.focus('#clip-save');
  await page.keyboard.press('Enter');
  // (Frame 10 of a 180-frame, full-width GIF: 60 s, a loaded machine encodes it slowly.)
  await page.waitForFunction(() => /Making frame (1[0-9]|[2-9][0-9])/.test(document.getElementById('clip-status').textContent), null, { timeout: 60000 });
  assert.equal(await cancelShown(), true, 'Cancel while the clip is made');
  assert.equal(await focused(), 'clip-cancel', 'the focus went from Save (disabled) to Cancel');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /Cancelled/.test(document.getElementById('clip-status').textContent), null, { timeout: 10000 });
  assert.equal(await cancelShown(), false, 'no Cancel once it stopped');
  assert.equal(await focused(), 'clip-save', 'and the focus back on Save, not on the page');
  assert.equal(await pg(page, 'hash'), hash);
  assert.equal((await pg(page, 'timeline')).now, 10);
  await context.close();
});

test('the encoders are not part of the first visit: clip.js and gifenc.js come with the first clip, webm-muxer.js with the first WebM', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname.replace(/^\//, '')));
  await page.goto(`${env.url}#v=5&demo=pursuit&paused=1`);
  await page.waitForFunction(() => window.playground && window.playground.state, null, { timeout: 30000 });
  await frames(page, 10);
  for (const f of ['clip.js', 'gifenc.js', 'webm-muxer.js']) assert.ok(!fetched.includes(f), `${f} fetched at start`);
  await pg(page, 'step', 60);
  await clipIn(page, { from: 0, to: 0.5, width: 64 });
  assert.ok(fetched.includes('clip.js') && fetched.includes('gifenc.js'));
  assert.ok(!fetched.includes('webm-muxer.js'));
  await clipIn(page, { from: 0, to: 0.5, width: 64, format: 'webm' });
  assert.ok(fetched.includes('webm-muxer.js'));
  await context.close();
});

test('an encoder that does not come: the clip is refused with the message that says so, and the next try makes it', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  let offline = true;
  await page.route(/gifenc\.js$/, (route) => (offline ? route.abort() : route.continue()));
  await page.goto(`${env.url}#v=5&demo=pursuit&paused=1`);
  await page.waitForFunction(() => window.playground && window.playground.state, null, { timeout: 30000 });
  await pg(page, 'step', 60);
  const refused = await clipIn(page, { from: 0, to: 0.5, width: 64 });
  assert.equal(refused.ok, false);
  assert.match(refused.message, /^The clip's encoder could not be loaded \(gifenc\.js could not be loaded\)\. Check the connection/);
  offline = false;
  const made = await clipIn(page, { from: 0, to: 0.5, width: 64 });
  assert.equal(made.type, 'image/gif', JSON.stringify(made).slice(0, 200));
  await context.close();
});

test('after one visit, a GIF clip is made with the network off (the service worker keeps clip.js and gifenc.js)', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${env.url}#v=5&demo=pursuit&paused=1`);
  await page.waitForFunction(() => window.playground && window.playground.state, null, { timeout: 30000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await until(page, async () => {
    const keys = await caches.keys();
    if (!keys.length) return false;
    const names = (await (await caches.open(keys[0])).keys()).map((r) => new URL(r.url).pathname);
    return ['/gifenc.js', '/clip.js', '/playground.deferred.wasm'].every((f) => names.some((n) => n.endsWith(f)));
  });
  await context.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => window.playground && window.playground.state, null, { timeout: 30000 });
  await pg(page, 'step', 60);
  const r = await clipIn(page, { from: 0, to: 0.5, width: 64 });
  assert.equal(r.type, 'image/gif', JSON.stringify(r).slice(0, 200));
  assert.equal(parseGif(Buffer.from(r.bytes, 'base64')).frames, 10);
  await context.close();
});

test('the dialog speaks Portuguese and Chinese', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  await pursuitAt(page, 240);
  // In English a comma is no decimal mark, as in the panel's fields (demos::TypedNumber): "1,5"
  // is refused and says so, not read as 1.5 (the dialog read every ',' as '.').
  await page.evaluate(() => window.playground.act('button:clip'));
  await page.waitForFunction(() => document.getElementById('clip') && document.getElementById('clip').open, null, { timeout: 10000 });
  await page.fill('#clip-from', '1,5');
  await page.fill('#clip-to', '2.5');
  await page.click('#clip-save');
  const refused = JSON.parse(readFileSync(new URL('../../strings/en.json', import.meta.url), 'utf8'))['range.not_a_number'].replace('{0}', "'From (seconds)'");  // the field's name, not the API's key
  await page.waitForFunction((t) => document.getElementById('clip-status').textContent === t, refused, { timeout: 10000 });
  await page.keyboard.press('Escape');
  for (const [lang, heading, save] of [['pt-BR', 'Salvar um clipe da execução', 'Salvar clipe'], ['zh-CN', '保存运行的片段', '保存片段']]) {
    await pg(page, 'setLanguage', lang);
    await page.evaluate(() => window.playground.act('button:clip'));
    await page.waitForFunction(() => document.getElementById('clip') && document.getElementById('clip').open, null, { timeout: 10000 });
    await frames(page, 3);
    assert.equal(await page.evaluate(() => document.getElementById('clip-heading').textContent), heading);
    assert.equal(await page.evaluate(() => document.getElementById('clip-save').textContent), save);
    assert.equal(await page.evaluate(() => document.querySelector('#pdom [data-widget="button:clip"]').textContent.trim()), save);
    if (lang === 'pt-BR') {
      assert.match(await page.evaluate(() => document.getElementById('clip-span').textContent), /de 0,0 s a 4,0 s/);
      // The fields write the page's numbers, not the browser's locale's (en-US here): 0,0 and 4,0;
      // the arrow keys step a tenth within the run; '.' or ',' typed is read, and the clip made.
      const fields = () => page.evaluate(() => [document.getElementById('clip-from').value, document.getElementById('clip-to').value]);
      assert.deepEqual(await fields(), ['0,0', '4,0']);
      await page.focus('#clip-to');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      assert.deepEqual(await fields(), ['0,0', '3,8']);
      await page.keyboard.press('Shift+ArrowUp');
      assert.deepEqual(await fields(), ['0,0', '4,0'], 'not past the run\'s end');
      await page.focus('#clip-from');
      await page.keyboard.press('ArrowDown');
      assert.deepEqual(await fields(), ['0,0', '4,0'], 'not before its start');
      await page.fill('#clip-from', '1,5');
      await page.fill('#clip-to', '2.5');
      const made = page.waitForEvent('download', { timeout: 60000 });
      await page.click('#clip-save');
      assert.equal((await made).suggestedFilename(), 'pursuit-1.5-2.5s.gif');
    }
    await page.screenshot({ path: `${SHOTS}clip-dialog-${lang}.png` });
    await page.keyboard.press('Escape');
  }
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a screen reader hears a clip start, its file finish and the outcome, not each frame; a language that comes meanwhile rebuilds the dialog after, its width kept', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  await pursuitAt(page, 240);
  await page.evaluate(() => window.playground.act('button:clip'));
  await page.waitForFunction(() => document.getElementById('clip') && document.getElementById('clip').open, null, { timeout: 10000 });
  await page.evaluate(() => {
    window.said = [];
    const live = document.querySelector('#clip [role=status]');
    new MutationObserver(() => { if (live.textContent) window.said.push(live.textContent); })
      .observe(live, { childList: true, characterData: true, subtree: true });
  });
  await page.fill('#clip-from', '1');
  await page.fill('#clip-to', '3');
  await page.selectOption('#clip-width', '480');
  const download = page.waitForEvent('download', { timeout: 60000 });
  await page.click('#clip-save');
  // The language comes while the clip is made: the dialog is rebuilt once it is done.
  await page.waitForFunction(() => window.said.length > 0, null, { timeout: 20000 });
  await pg(page, 'setLanguage', 'pt-BR');
  await download;
  await page.waitForFunction(() => document.querySelector('#clip h2').textContent === 'Salvar um clipe da execução', null, { timeout: 20000 });
  // Said: the start (in English, before the language came), the file's finishing and the
  // outcome (in Portuguese); the frames between were shown, not said.
  const said = await page.evaluate(() => window.said);
  assert.equal(said.length, 3, JSON.stringify(said));
  assert.match(said[0], /^Making frame [1-9] of 40\.\.\.$/);
  assert.equal(said[1], 'Finalizando o arquivo...');
  assert.match(said[2], /^Salvo: pursuit-1\.0-3\.0s\.gif \(\d+ KB\)\.$/);
  assert.equal(await page.evaluate(() => document.getElementById('clip').open), true);
  assert.equal(await page.inputValue('#clip-width'), '480', 'the width chosen stays');
  assert.deepEqual([await page.inputValue('#clip-from'), await page.inputValue('#clip-to')], ['1', '3'], 'the span typed stays');
  assert.match(await page.textContent('#clip-status'), /^Salvo: pursuit/, 'the outcome stays shown');
  // Back to English with the dialog open: "1,5" typed in Portuguese is 1.5 (the dialog read the
  // fields by the new language's mark and left "1,5", which English refuses).
  await page.fill('#clip-from', '1,5');
  await pg(page, 'setLanguage', 'en');
  await page.waitForFunction(() => document.querySelector('#clip h2').textContent === 'Save a clip of the run', null, { timeout: 20000 });
  assert.equal(await page.inputValue('#clip-from'), '1.5');
  assert.deepEqual(problems(messages), []);
  await context.close();
});
