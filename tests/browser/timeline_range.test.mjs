// A range of the timeline (issue #37), picked as a video editor picks one: Shift+drag on the bar
// under the scene (a translucent band between two brackets), the keys I and O at the current
// moment, or playground.selectRange(); a plain click on the bar or Escape clears it. Save clip
// opens on it, clip() without a span makes it, the accessible Time slider says it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { frames, open, pg, problems, SHOTS, useBrowser, widget } from './browser.mjs';
import { parseGif } from './gif.mjs';
import { decodePng } from './png.mjs';

const env = useBrowser({ before, after, mkdirSync });

/** The default scene of `demo`, paused after `steps` steps (history from 0). */
async function sceneAt(page, demo, steps) {
  await pg(page, 'load', `v=5&demo=${demo}&paused=1`);
  await pg(page, 'step', steps);
  await frames(page, 3);
}

/** A drag along the bar from fraction a to fraction b of its width, Shift held when `shift`. */
async function dragOnBar(page, bar, a, b, shift) {
  const x = (f) => bar.x0 + (bar.x1 - bar.x0) * f;
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.move(x(a), bar.y);
  await frames(page, 2);
  await page.mouse.down();
  await frames(page, 2);
  for (let i = 1; i <= 5; i++) {
    await page.mouse.move(x(a + ((b - a) * i) / 5), bar.y);
    await frames(page, 1);
  }
  await page.mouse.up();
  if (shift) await page.keyboard.up('Shift');
  await frames(page, 3);
}

/** Mean RGB of a column strip of the bar (x from fraction f, 3 px wide, the bar's middle half). */
function stripColour(png, bar, f) {
  const x0 = Math.round(bar.x0 + (bar.x1 - bar.x0) * f), y0 = Math.round(bar.y0 + (bar.y1 - bar.y0) * 0.3);
  const y1 = Math.round(bar.y0 + (bar.y1 - bar.y0) * 0.6);
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x < x0 + 3; x++) {
      const i = (y * png.width + x) * 4;
      for (let c = 0; c < 3; c++) sum[c] += png.pixels[i + c];
      n++;
    }
  }
  return sum.map((s) => s / n);
}
const apart = (p, q) => Math.max(...p.map((v, i) => Math.abs(v - q[i])));

/** The accessible view's Time slider's words. */
async function timeWords(page) {
  const slider = page.getByRole('slider', { name: 'Time' });
  await slider.waitFor();
  return slider.getAttribute('aria-valuetext');
}

test('Shift+drag on the bar picks a range without scrubbing; the band shows; Save clip opens on it and makes it', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  await sceneAt(page, 'pursuit', 1200);  // 20 s
  const bar = await widget(page, 'slider:time');
  assert.ok(bar, 'the timeline bar is there');
  const before = await page.screenshot();
  // The scene with the focus, as after a click on it (the next test: without it).
  await page.focus('#canvas');
  await dragOnBar(page, bar, 0.25, 0.35, true);
  let tl = await pg(page, 'timeline');
  assert.ok(tl.selection, 'a range is picked');
  const { from, to } = tl.selection;
  assert.ok(from > 4 && from < 6 && to > 6 && to < 8, JSON.stringify(tl.selection));
  // Its ends snap to tenths of a second, as the dialog writes them.
  for (const t of [from, to]) assert.ok(Math.abs(t * 10 - Math.round(t * 10)) < 1e-6, `${t} is on a tenth`);
  assert.equal(tl.now, 20, 'a Shift+drag does not scrub');
  assert.equal((await pg(page, 'state')).paused, true);
  // The band: the bar's pixels inside the range change, those outside it do not (the mouse away,
  // so that no tooltip shows).
  await page.mouse.move(5, 5);
  await frames(page, 3);
  const withBand = decodePng(await page.screenshot());
  const plain = decodePng(before);
  const mid = (0.25 + 0.35) / 2;
  assert.ok(apart(stripColour(withBand, bar, mid), stripColour(plain, bar, mid)) > 20, 'the band is drawn over the range');
  assert.ok(apart(stripColour(withBand, bar, 0.6), stripColour(plain, bar, 0.6)) < 4, 'nothing drawn outside it');
  await page.screenshot({ path: `${SHOTS}timeline-range.png` });
  // Kept while the scene plays.
  await pg(page, 'resume');
  await frames(page, 20);
  await pg(page, 'pause');
  tl = await pg(page, 'timeline');
  assert.ok(tl.end > 20, 'it played');
  assert.deepEqual(tl.selection, { from, to });
  // The accessible Time slider says it.
  await frames(page, 3);
  const spoken = (t) => String(Math.round(t * 100) / 100);
  assert.match(await timeWords(page), new RegExp(`; clip range ${spoken(from)} s to ${spoken(to)} s$`));
  // Save clip opens on it, and the clip made from the dialog is that range: 20 frames a second.
  await page.evaluate(() => window.playground.clipDialog());
  await page.waitForFunction(() => document.getElementById('clip') && document.getElementById('clip').open, null, { timeout: 10000 });
  const fields = await page.evaluate(() => [document.getElementById('clip-from').value, document.getElementById('clip-to').value]);
  assert.deepEqual(fields, [from.toFixed(1), to.toFixed(1)]);
  assert.equal(await page.evaluate(() => document.getElementById('clip-use-range').textContent),
               `Use the timeline's range (${from.toFixed(1)} s to ${to.toFixed(1)} s)`);
  await page.screenshot({ path: `${SHOTS}timeline-range-dialog.png` });
  await page.evaluate(() => { document.getElementById('clip-from').value = '1'; });
  await page.click('#clip-use-range');
  assert.equal(await page.evaluate(() => document.getElementById('clip-from').value), from.toFixed(1));
  await page.selectOption('#clip-width', '320');
  const download = page.waitForEvent('download', { timeout: 60000 });
  await page.click('#clip-save');
  const d = await download;
  assert.equal(d.suggestedFilename(), `pursuit-${from.toFixed(1)}-${to.toFixed(1)}s.gif`);
  const gif = parseGif(readFileSync(await d.path()));
  assert.equal(gif.frames, Math.round((to - from) * 20));
  assert.equal(gif.width, 320);
  await page.keyboard.press('Escape');
  // A reversed drag picks the same range.
  await pg(page, 'selectRange', null);
  await dragOnBar(page, bar, 0.35, 0.25, true);
  const reversed = (await pg(page, 'timeline')).selection;
  assert.ok(reversed && Math.abs(reversed.from - from) < 0.5 && Math.abs(reversed.to - to) < 0.5, JSON.stringify(reversed));
  // A plain drag scrubs and keeps the range; a plain click clears it (and goes to its moment).
  await dragOnBar(page, bar, 0.7, 0.8, false);
  tl = await pg(page, 'timeline');
  assert.deepEqual(tl.selection, reversed, 'a drag without Shift keeps the range');
  assert.ok(tl.now < tl.end - 1, `a drag without Shift scrubs (now ${tl.now})`);
  await page.mouse.click(bar.x0 + (bar.x1 - bar.x0) * 0.5, bar.y);
  await frames(page, 3);
  tl = await pg(page, 'timeline');
  assert.equal(tl.selection, null, 'a plain click clears it');
  assert.doesNotMatch(await timeWords(page), /clip range/);
  // Without a range, Save clip opens on the last 5 s up to now, and offers no range. The moment is
  // where the click fell, a step (1/60 s) that may end in 5 hundredths: 10.35 s shows as 10.4
  // (toFixed would say 10.3 of the binary 10.3499...).
  // A moment that is an exact binary half of a tenth (10.25 s = 615 steps) takes the even tenth,
  // as the bar's "%.1f" writes it (clip.js's secs): 10.2.
  const tenths = (t) => {
    const v = t * 10, half = Math.abs(v - Math.trunc(v)) === 0.5 && t * 4 === Math.round(t * 4);
    return half ? ((Math.trunc(v) % 2 === 0 ? Math.trunc(v) : Math.trunc(v) + 1) / 10).toFixed(1) : (Math.round(v) / 10).toFixed(1);
  };
  await page.evaluate(() => window.playground.clipDialog());
  await page.waitForFunction(() => document.getElementById('clip').open, null, { timeout: 10000 });
  assert.deepEqual(await page.evaluate(() => [document.getElementById('clip-from').value, document.getElementById('clip-to').value]),
                   [tenths(tl.now - 5), tenths(tl.now)], `now ${tl.now}`);
  assert.equal(await page.isVisible('#clip-use-range'), false);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the keyboard alone: I and O mark the range at the current moment, Escape clears it; the Time slider names the keys', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  await sceneAt(page, 'evade', 600);  // 10 s
  await page.focus('#canvas');
  const range = async () => (await pg(page, 'timeline')).selection;
  // O alone: from the run's start to here. Home and ',' move, as before.
  await page.keyboard.press('Home');
  for (let i = 0; i < 6; i++) await page.keyboard.press('.');  // 0.1 s
  await frames(page, 2);
  await page.keyboard.press('o');
  await frames(page, 2);
  assert.deepEqual(await range(), { from: 0, to: 0.1 });
  // I at 0.05 s keeps the end; O further on moves the end.
  for (let i = 0; i < 3; i++) await page.keyboard.press(',');
  await page.keyboard.press('I');
  await frames(page, 2);
  assert.deepEqual(await range(), { from: 0.05, to: 0.1 });
  await page.keyboard.press('End');
  await page.keyboard.press('O');
  await frames(page, 2);
  assert.deepEqual(await range(), { from: 0.05, to: 10 });
  // I after the end: the range runs on to the run's end, which grows as it plays.
  await page.keyboard.press('End');
  await page.keyboard.press('i');
  await frames(page, 2);
  assert.equal(await range(), null, 'nothing of the run after its end yet');
  await page.keyboard.press(' ');
  await frames(page, 30);
  await page.keyboard.press(' ');
  await frames(page, 2);
  let tl = await pg(page, 'timeline');
  assert.ok(tl.end > 10.2, `played on to ${tl.end}`);
  assert.deepEqual(tl.selection, { from: 10, to: tl.end });
  await page.keyboard.press('o');
  await frames(page, 2);
  tl = await pg(page, 'timeline');
  assert.deepEqual(tl.selection, { from: 10, to: tl.now });
  // Escape clears it (and is the page's again once there is none).
  await page.keyboard.press('Escape');
  await frames(page, 2);
  assert.equal(await range(), null);
  // The description gives the keys to the accessible view (aria-keyshortcuts) and its help.
  const time = (await pg(page, 'controls')).flatMap((s) => s.controls || []).find((c) => c.name === 'slider:time');
  assert.equal(time.keys, ', . Home End I O Escape');
  assert.match(time.help, /I and O mark a range for Save clip/);
  const slider = page.getByRole('slider', { name: 'Time' });
  assert.equal(await slider.getAttribute('aria-keyshortcuts'), ', . Home End I O Escape');
  // Keys typed in the dialog are the dialog's: I there does not mark.
  await page.evaluate(() => window.playground.clipDialog());
  await page.waitForFunction(() => document.getElementById('clip') && document.getElementById('clip').open, null, { timeout: 10000 });
  await page.keyboard.press('i');
  await page.keyboard.press('Escape');
  assert.equal(await range(), null);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('selectRange(): ordered, clamped into the run, refused with a message for what is not a moment; never a NaN', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  await sceneAt(page, 'pursuit', 1200);  // 20 s
  const sel = (r) => page.evaluate((x) => window.playground.selectRange(x), r);
  assert.deepEqual(await sel({ from: 3, to: 8 }), { ok: true, selection: { from: 3, to: 8 }, message: '' });
  assert.deepEqual((await sel({ from: 8, to: 3 })).selection, { from: 3, to: 8 }, 'reversed: the same range');
  assert.deepEqual((await sel({ from: -100, to: 1e9 })).selection, { from: 0, to: 20 }, 'out of the run: clamped');
  assert.deepEqual((await sel({ from: '2.5', to: '4' })).selection, { from: 2.5, to: 4 }, 'numeric text');
  assert.deepEqual((await sel({ from: 5 })).selection, { from: 5, to: 20 }, 'no end: the run\'s end');
  assert.deepEqual((await sel({ to: 5 })).selection, { from: 0, to: 5 }, 'no start: the run\'s start');
  assert.deepEqual((await sel({ from: -Infinity, to: Infinity })).selection, { from: 0, to: 20 });
  assert.deepEqual((await sel({ from: 1.00001, to: 1.01 })).selection, { from: 1, to: 1.016667 }, 'whole steps');
  await sel({ from: 3, to: 8 });
  // Refused, the range as it was.
  const refused = async (r, re) => {
    const out = await sel(r);
    assert.equal(out.ok, false, JSON.stringify(r));
    assert.match(out.message, re, JSON.stringify(r));
    assert.deepEqual(out.selection, { from: 3, to: 8 }, JSON.stringify(r));
  };
  await refused({ from: NaN, to: 4 }, /^Refused: 'from' is not a number of seconds\.$/);
  await refused({ from: 1, to: 'soon' }, /^Refused: 'to' is not a number of seconds\.$/);
  await refused({ from: {}, to: 4 }, /'from' is not a number/);
  await refused({ from: 25, to: 30 }, /^Refused: no moment of the run is between 25\.0 s and 30\.0 s \(the run so far is 0\.0 s to 20\.0 s\)\.$/);
  await refused({ from: 4, to: 4 }, /no moment of the run is between 4\.0 s and 4\.0 s/);
  // An end left open is said as that end of the run, not as a placeholder.
  await refused({ from: 25 }, /^Refused: no moment of the run is between 25\.0 s and 20\.0 s \(the run so far is 0\.0 s to 20\.0 s\)\.$/);
  await refused(5, /a range is an object with from and to in seconds, or null/);
  await refused('3-8', /a range is an object/);
  // Hostile objects: read as no ends (the whole run) or refused; nothing throws, nothing is NaN.
  const odd = await page.evaluate(() => {
    const P = window.playground, out = [];
    const trap = new Proxy({}, { get() { throw new Error('hostile'); } });
    const thrower = { valueOf() { throw new Error('hostile'); } };
    for (const r of [trap, { from: thrower }, { from: Symbol('x') }, { from: 10n }, { from: [1], to: [2] }, { from: true }]) {
      let reply;
      try { reply = P.selectRange(r); } catch (e) { reply = { threw: String(e) }; }
      out.push(reply);
    }
    return out;
  });
  for (const r of odd) {
    assert.ok(!r.threw, JSON.stringify(r));
    if (r.selection) assert.ok(Number.isFinite(r.selection.from) && Number.isFinite(r.selection.to) && r.selection.from < r.selection.to, JSON.stringify(r));
    if (!r.ok) assert.match(r.message, /Refused/);
  }
  assert.deepEqual(odd[0].selection, { from: 0, to: 20 }, 'a Proxy that throws: no ends given');
  // clip() without a span makes the range.
  await sel({ from: 2, to: 2.5 });
  const made = await page.evaluate(async () => {
    const b = await window.playground.clip({ width: 64 });
    return b instanceof Blob ? { name: b.name, frames: b.frames } : b;
  });
  assert.deepEqual(made, { name: 'pursuit-2.0-2.5s.gif', frames: 10 });
  // An edit cuts the run back: the range is cut with it, and comes back as the run plays on.
  await sel({ from: 5, to: 10 });
  await pg(page, 'scrub', 7);
  await pg(page, 'set', 'lookahead', 0.5);
  let tl = await pg(page, 'timeline');
  assert.equal(tl.end, 7);
  assert.deepEqual(tl.selection, { from: 5, to: 7 });
  await pg(page, 'step', 300);
  assert.deepEqual((await pg(page, 'timeline')).selection, { from: 5, to: 10 });
  // Reset replays the same moments: the range waits for them. Another scene clears it.
  await pg(page, 'reset');
  assert.equal((await pg(page, 'timeline')).selection, null);
  await pg(page, 'step', 420);
  assert.deepEqual((await pg(page, 'timeline')).selection, { from: 5, to: 7 });
  await pg(page, 'load', 'v=5&demo=evade&paused=1');
  await pg(page, 'step', 900);
  assert.equal((await pg(page, 'timeline')).selection, null, 'another scene: no range');
  assert.deepEqual(await sel(null), { ok: true, selection: null, message: '' });
  assert.deepEqual(await sel(undefined), { ok: true, selection: null, message: '' });
  // In Portuguese, the message and the slider's words.
  await pg(page, 'setLanguage', 'pt-BR');
  assert.match((await sel({ from: 50, to: 60 })).message, /^Recusado: nenhum momento da execução fica entre 50,0 s e 60,0 s/);
  await sel({ from: 1.5, to: 3 });
  await frames(page, 3);
  const slider = page.getByRole('slider', { name: 'Tempo' });
  await slider.waitFor();
  assert.match(await slider.getAttribute('aria-valuetext'), /; intervalo do clipe de 1,5 s a 3 s$/);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a Shift+drag on the bar works as the page\'s first action, before the scene ever had the focus', async () => {
  // Shift goes down while the focus is on the accessible view's Play button: the app never hears
  // the key, only the mouse events that carry it (shiftKey).
  const { context, page } = await open(env.browser, env.url);
  await sceneAt(page, 'evade', 900);  // 15 s
  const bar = await widget(page, 'slider:time');
  await page.focus('#pdom [data-widget="button:play"]');
  assert.notEqual(await page.evaluate(() => document.activeElement.id), 'canvas');
  await dragOnBar(page, bar, 0.4, 0.6, true);
  const tl = await pg(page, 'timeline');
  assert.ok(tl.selection, 'a range is picked');
  assert.ok(tl.selection.from > 5 && tl.selection.from < 7 && tl.selection.to > 8 && tl.selection.to < 10, JSON.stringify(tl.selection));
  assert.equal(tl.now, 15, 'and the scene did not move');
  // Without Shift, the same drag scrubs (and keeps the range).
  await dragOnBar(page, bar, 0.2, 0.3, false);
  const after = await pg(page, 'timeline');
  assert.ok(after.now > 3 && after.now < 5.5, `scrubbed to ${after.now}`);
  // A mouse's press that waits before it drags scrubs too: the long press is a finger's.
  const x = (f) => bar.x0 + (bar.x1 - bar.x0) * f;
  await page.mouse.move(x(0.5), bar.y);
  await page.mouse.down();
  await frames(page, 2);
  await page.waitForTimeout(800);
  for (let i = 1; i <= 5; i++) {
    await page.mouse.move(x(0.5 + 0.04 * i), bar.y);
    await frames(page, 1);
  }
  await page.mouse.up();
  await frames(page, 3);
  const held = await pg(page, 'timeline');
  assert.deepEqual(held.selection, tl.selection, 'the range is kept');
  assert.ok(held.now > 10 && held.now < 11.5, `scrubbed to ${held.now}`);
  await context.close();
});

// On a touch screen at 1280x720 and on an iPad in portrait (820x1180, two device pixels a CSS px).
const TOUCH_SCREENS = [
  { name: 'a 1280x720 touch screen', viewport: { width: 1280, height: 720 }, scale: 1 },
  { name: 'an iPad in portrait', viewport: { width: 820, height: 1180 }, scale: 2 },
];
for (const screen of TOUCH_SCREENS) {
  test(`with a finger on ${screen.name} (no Shift): a long press on the bar marks the range's start there, a drag after it picks the range; a tap clears it`, async () => {
    const { context, page, messages } = await open(env.browser, env.url, { touch: true, viewport: screen.viewport, scale: screen.scale });
    await sceneAt(page, 'pursuit', 1200);  // 20 s
    const bar = await widget(page, 'slider:time');
    const cdp = await context.newCDPSession(page);
    const x = (f) => bar.x0 + (bar.x1 - bar.x0) * f;
    const touch = (type, f) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: x(f), y: bar.y, id: 1 }] });
    /** The finger down at fraction f of the bar, held still for `ms` (wobbling `wobble` px: a
     *  finger is never quite still; within the page's tap slop it is held still). */
    const hold = async (f, ms, wobble = 0) => {
      await touch('touchStart', f);
      if (wobble) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x(f) + wobble, y: bar.y, id: 1 }] });
        await frames(page, 1);
        await touch('touchMove', f);
      }
      await frames(page, 2);
      if (ms) await page.waitForTimeout(ms);
      await frames(page, 3);
    };
    /** The finger moved from fraction a to b along the bar in five steps. */
    const slide = async (a, b) => {
      for (let i = 1; i <= 5; i++) {
        await touch('touchMove', a + ((b - a) * i) / 5);
        await frames(page, 1);
      }
    };
    const lift = async () => {
      await touch('touchEnd');
      await frames(page, 3);
    };
    // A long press at the middle: the scene goes there (as any press on the bar), then the range's
    // start is marked there, as I marks it: to the run's end until an end is picked.
    const slop = (await pg(page, 'layout')).touchSlop;
    await hold(0.5, 800, slop - 1);  // 7 px: ImGui's 6 px drag threshold took it for a scrub
    let tl = await pg(page, 'timeline');
    assert.ok(Math.abs(tl.now - 10) < 0.6, `the press went to its moment: ${tl.now}`);
    assert.ok(tl.selection && Math.abs(tl.selection.from - tl.now) <= 0.05 + 1e-9 && tl.selection.to === tl.end, `${JSON.stringify(tl.selection)} at ${tl.now}`);
    // Then a drag to 70%: the range from the press to the finger, and the scene stays where it was.
    await slide(0.5, 0.7);
    await lift();
    tl = await pg(page, 'timeline');
    assert.ok(tl.selection, 'a range is picked');
    assert.ok(Math.abs(tl.selection.from - 10) < 0.6 && Math.abs(tl.selection.to - 14) < 0.6, JSON.stringify(tl.selection));
    assert.ok(Math.abs(tl.now - 10) < 0.6, `the drag after the long press did not scrub: ${tl.now}`);
    // A press that moves at once is a scrub, as before, held still afterwards or not: the range stays.
    await touch('touchStart', 0.3);
    await slide(0.3, 0.5);
    await page.waitForTimeout(700);
    await frames(page, 3);
    await lift();
    tl = await pg(page, 'timeline');
    assert.ok(tl.selection && Math.abs(tl.selection.from - 10) < 0.6 && Math.abs(tl.selection.to - 14) < 0.6, `kept: ${JSON.stringify(tl.selection)}`);
    assert.ok(tl.now > 9 && tl.now < 11, `scrubbed to ${tl.now}`);
    // A tap on the bar (a short touch: down for one frame, the release seen in the next, so the
    // long press's 0.5 s of frame time is never reached however slow the frames; two frames of a
    // loaded machine, up to 0.3 s each, came near it, and five made it a long press) clears it
    // and goes to that moment.
    await touch('touchStart', 0.2);
    await frames(page, 1);
    await lift();
    tl = await pg(page, 'timeline');
    assert.equal(tl.selection, null, 'a tap clears the range');
    assert.ok(tl.now > 3 && tl.now < 5, `the tap went to ${tl.now}`);
    // The tap is the bar's own (it went there): no number field over it, whose old moment would
    // be put back when it lost the focus (layout().touchSliders has the panel's sliders only).
    const field = () => page.evaluate(() => { const f = document.getElementById('pg-type'); return !!f && f.style.display !== 'none'; });
    assert.equal(await field(), false, 'a tap on the bar opens no number field');
    await frames(page, 3);
    // A long press lifted without a drag marks the start and is no tap: no number field opens.
    await hold(0.6, 800);
    await lift();
    tl = await pg(page, 'timeline');
    assert.ok(tl.selection && Math.abs(tl.selection.from - 12) < 0.6 && tl.selection.to === tl.end, JSON.stringify(tl.selection));
    assert.equal(await field(), false, 'a long press opens no number field');
    assert.deepEqual(problems(messages), []);
    await context.close();
  });
}
