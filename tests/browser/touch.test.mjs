// Touch screens and the layouts that give the world the screen: a phone (390 x 844) and a tablet
// both ways (820 x 1180, 1180 x 820), in Chromium with touch emulation (hasTouch, isMobile, a
// device pixel ratio of 2 on the phone). Taps and one-finger drags go through the DevTools touch protocol
// (Input.dispatchTouchEvent), as a finger's touchstart/touchmove/touchend, never as a mouse;
// pinches and two-finger pans as two touch points.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { problems, SHOTS, pg, frames, widget, sleep, useBrowser } from './browser.mjs';

const env = useBrowser({ before, after, mkdirSync });

/** A touch page: {context, page, messages, touch}. touch(type, points) sends one touch event
 * ([[x, y], ...] the fingers down after it; touchEnd with [] lifts them all). */
async function openTouch(link, width, height, scale) {
  const context = await env.browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const messages = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => messages.push({ type: 'pageerror', text: String(e) }));
  await page.goto(`${env.url}${link}`);
  await page.waitForFunction(() => window.playground && typeof window.playground.layout === 'function', null, { timeout: 30000 });
  await frames(page, 3);
  const cdp = await context.newCDPSession(page);
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent',
    { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
  return { context, page, messages, touch };
}

/** A finger that lands at `from`, moves to `to` in `steps` frames, holds two frames, lifts. */
async function swipe(page, touch, from, to, steps = 5) {
  await touch('touchStart', [from]);
  await frames(page, 1);
  for (let k = 1; k <= steps; k++) {
    await touch('touchMove', [[from[0] + (to[0] - from[0]) * k / steps, from[1] + (to[1] - from[1]) * k / steps]]);
    await frames(page, 1);
  }
  await frames(page, 2);
  await touch('touchEnd', []);
  await frames(page, 2);
}

async function tap(page, touch, [x, y]) {
  await touch('touchStart', [[x, y]]);
  await frames(page, 1);
  await touch('touchEnd', []);
  await frames(page, 2);
}

const area = ([x0, y0, x1, y1]) => (x1 - x0) * (y1 - y0);

// [SECTION] the layouts
test('the fitted world takes at least 40% of the screen (a portrait phone: 90% of its width), from 390x844 to 1920x1080', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${env.url}#demo=pursuit`);
  await page.waitForFunction(() => window.playground && typeof window.playground.layout === 'function', null, { timeout: 30000 });
  const figures = {};
  for (const [w, h, want] of [[390, 844, 'stacked'], [820, 1180, 'stacked'], [1180, 820, 'side'], [1024, 768, 'side'],
    [1280, 720, 'side'], [1920, 1080, 'side']]) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForFunction(([cw, ch]) => { const c = window.playground.layout().canvas; return c[0] === cw && c[1] === ch; }, [w, h]);
    await frames(page, 3);
    const l = await pg(page, 'layout');
    assert.equal(l.layout, want, `${w}x${h}`);
    assert.equal(l.panelOpen, true, `${w}x${h}: the panel is open`);
    const share = area(l.world) / (w * h), width = (l.world[2] - l.world[0]) / w;
    figures[`${w}x${h}`] = `${(share * 100).toFixed(1)}% of the area, ${(width * 100).toFixed(1)}% of the width`;
    // The whole world is on screen and clear of the panel.
    assert.ok(l.world[0] >= 0 && l.world[1] >= 0 && l.world[2] <= w && l.world[3] <= h, `${w}x${h}: world ${l.world}`);
    const [p0, p1, p2, p3] = l.panel;
    const overlap = Math.max(0, Math.min(p2, l.world[2]) - Math.max(p0, l.world[0])) * Math.max(0, Math.min(p3, l.world[3]) - Math.max(p1, l.world[1]));
    assert.equal(overlap, 0, `${w}x${h}: the panel ${l.panel} does not cover the world ${l.world}`);
    if (w < h && w < 600) assert.ok(width >= 0.9, `${w}x${h}: ${figures[`${w}x${h}`]}`);
    else assert.ok(share >= 0.4, `${w}x${h}: ${figures[`${w}x${h}`]}`);
  }
  // 1280 x 720 keeps the desktop layout: a 340 px panel on the left, the world beside it.
  await page.setViewportSize({ width: 1280, height: 720 });
  await frames(page, 3);
  assert.deepEqual((await pg(page, 'layout')).panel, [0, 0, 340, 720]);
  console.log(figures);
  await context.close();
});

// [SECTION] fingers on the panel and the world, on each screen
// The phone at 2 device px per CSS px; the tablets at 1, since SwiftShader draws every pixel on
// the CPU (at 2, 9.7 million pixels a frame made the two tablet tests take 140 s of 190).
for (const [w, h, scale] of [[390, 844, 2], [820, 1180, 1], [1180, 820, 1]]) {
  test(`touch at ${w}x${h}: taps, slider drags, tap-to-type, tooltips, swipes, headers, the drawer, agents, pinch and pan`, async () => {
    const { context, page, messages, touch } = await openTouch('#demo=evade&paused=1', w, h, scale);
    const l0 = await pg(page, 'layout');
    assert.equal(l0.layout, w < h ? 'stacked' : 'side');
    writeFileSync(`${SHOTS}touch-${w}x${h}.png`, await page.screenshot());

    // A tap on Step: exactly one step. While the finger is down the tooltip shows; once it
    // lifts, it goes (it stayed for seconds over the button before).
    const f0 = (await pg(page, 'state')).frame;
    const step = await widget(page, 'button:step');
    await touch('touchStart', [[step.x, step.y]]);
    await frames(page, 3);
    assert.equal((await pg(page, 'layout')).tooltip, true, 'the tooltip shows while the finger is down');
    await touch('touchEnd', []);
    await frames(page, 3);
    assert.equal((await pg(page, 'state')).frame, f0 + 1, 'the tap on Step stepped once');
    assert.equal((await pg(page, 'layout')).tooltip, false, 'the tooltip closed when the finger lifted');

    // A finger dragged along the threat-range slider (0 to 400) sets it.
    const threat = await widget(page, 'param:threat');
    await swipe(page, touch, [threat.x0 + 4, threat.y], [threat.x0 + (threat.x1 - threat.x0) * 0.75, threat.y]);
    let s = await pg(page, 'state');
    assert.ok(s.params.threat > 250 && s.params.threat < 320, `threat ${s.params.threat}`);
    assert.equal((await pg(page, 'layout')).tooltip, false, 'no tooltip after the drag');

    // A tap on the slider leaves its value and opens a number field for the on-screen keyboard.
    const before_ = s.params.threat;
    await tap(page, touch, [threat.x0 + (threat.x1 - threat.x0) * 0.2, threat.y]);
    assert.equal((await pg(page, 'state')).params.threat, before_, 'a tap does not move the slider');
    const field = await page.evaluate(() => {
      const e = document.activeElement;
      return { id: e.id, mode: e.getAttribute('inputmode'), label: e.getAttribute('aria-label'), value: e.value, box: e.getBoundingClientRect().toJSON() };
    });
    assert.equal(field.id, 'pg-type');
    assert.equal(field.mode, 'decimal');
    assert.match(field.label, /Threat/i);
    // It opens with the panel's number (its decimals), the app's words for it.
    const typed = (await pg(page, 'controls')).flatMap((x) => x.controls).find((c) => c.name === 'param:threat');
    assert.equal(field.value, typed.typed);
    assert.ok(Math.abs(Number(field.value) - before_) <= 0.5 * 10 ** -typed.decimals, `${field.value} for ${before_}`);
    assert.ok(Math.abs(field.box.y - threat.y0) < 2, 'the field lies over the slider');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('123.5');
    await page.keyboard.press('Enter');
    await frames(page, 2);
    assert.equal((await pg(page, 'state')).params.threat, 123.5, 'the typed value is applied');
    assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('pg-type')).display), 'none');
    // Out of range is clamped, garbage changes nothing (and never puts NaN in the state); on the
    // phone only, since it is the same code on every screen.
    for (const [text, want] of w === 390 ? [['9999', 400], ['abc', 400], ['', 400]] : []) {
      await tap(page, touch, [threat.x, threat.y]);
      assert.equal(await page.evaluate(() => document.activeElement.id), 'pg-type');
      await page.keyboard.press('Control+A');
      if (text) await page.keyboard.type(text);
      else await page.keyboard.press('Backspace');
      await page.keyboard.press('Enter');
      await frames(page, 2);
      s = await pg(page, 'state');
      assert.equal(s.params.threat, want, `typed "${text}"`);
      assert.equal(s.sane, true);
      if (text === 'abc') assert.equal((await pg(page, 'summary')).notice, 'not a value of this parameter');
    }

    // A tap on the timeline's bar goes to that moment, and opens no number field: the app acts on
    // the tap (layout().touchSliders lists only the sliders it holds a touch back from).
    await pg(page, 'step', 300);
    await frames(page, 3);
    assert.ok(!(await pg(page, 'layout')).touchSliders.includes('slider:time'));
    assert.ok((await pg(page, 'layout')).touchSliders.includes('param:threat'));
    const bar = await widget(page, 'slider:time');
    const end = (await pg(page, 'timeline')).now;
    await tap(page, touch, [bar.x0 + (bar.x1 - bar.x0) * 0.25, bar.y]);
    const now = (await pg(page, 'timeline')).now;
    assert.ok(now < end * 0.6, `the tap went back to ${now} s of ${end} s`);
    assert.notEqual(await page.evaluate(() => document.activeElement.id), 'pg-type', 'no number field over the bar');
    assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('pg-type')).display), 'none');

    // A swipe up that starts on the Step button scrolls the panel and presses nothing.
    const f1 = (await pg(page, 'state')).frame;
    const header0 = await widget(page, 'header:parameters');
    const step1 = await widget(page, 'button:step');
    await swipe(page, touch, [step1.x, step1.y], [step1.x, step1.y - 150]);
    const header1 = await widget(page, 'header:parameters');
    assert.ok(header1.y < header0.y - 60, `the panel scrolled: the Parameters header from y ${header0.y} to ${header1.y}`);
    assert.equal((await pg(page, 'state')).frame, f1, 'the swipe did not press Step');
    // widgets() reports only what shows: the demo picker scrolled out of the panel is gone.
    const visible = await pg(page, 'widgets');
    assert.equal(visible['combo:demo'], undefined, 'the scrolled-out demo picker is not reported');
    for (const [name, r] of Object.entries(visible)) {
      if (name === 'slider:time' || name === 'button:copymoment') {  // the timeline bar, under the world: never under the panel
        assert.ok(r[3] <= l0.panel[1] + 0.5 || r[0] >= l0.panel[2] - 0.5, `${name} ${r} is clear of the panel ${l0.panel}`);
        continue;
      }
      assert.ok(r[3] > l0.panel[1] + 20 && r[1] < l0.panel[3], `${name} ${r} is inside the panel ${l0.panel}`);
    }
    // Back down.
    await swipe(page, touch, [header1.x, header1.y], [header1.x, header1.y + 400]);
    const header2 = await widget(page, 'header:parameters');
    assert.ok(Math.abs(header2.y - header0.y) < 1, `scrolled back: ${header2.y} vs ${header0.y}`);

    // A tap on a header folds it (its sliders are no longer reported), a second unfolds it.
    await tap(page, touch, [header2.x, header2.y]);
    assert.equal((await pg(page, 'widgets'))['param:threat'], undefined, 'the folded Parameters header hides its sliders');
    await tap(page, touch, [header2.x, header2.y]);
    assert.ok((await pg(page, 'widgets'))['param:threat'], 'unfolded again');

    // The drawer: a tap on the panel's title bar (its top 20 px, right of the small arrow) folds
    // it, and the world gets the screen.
    const title = (l) => [(l.panel[0] + l.panel[2]) / 2, l.panel[1] + 10];
    await tap(page, touch, title(l0));
    const folded = await pg(page, 'layout');
    assert.equal(folded.panelOpen, false);
    const shown = await pg(page, 'widgets');
    assert.ok(shown['slider:time'], 'the timeline bar stays under the world');
    delete shown['slider:time'];
    delete shown['button:copymoment'];  // the bar's other widget (Link to this moment)
    assert.deepEqual(shown, {}, 'a folded panel reports no widget');
    // The world's view fills the screen but for the timeline bar's strip, above the handle.
    const timeline = (await pg(page, 'widgets'))['slider:time'];
    if (w < h) assert.ok(folded.view[3] > h - 40 - (timeline[3] - timeline[1]) - 30 && folded.view[3] <= timeline[1] && folded.panel[1] > h - 40, `stacked and folded: the world's view ${folded.view} fills the screen, the handle ${folded.panel} at the bottom`);
    else assert.equal(folded.view[0], 0, 'side and folded: the world spans the width');
    assert.ok(area(folded.world) >= area(l0.world), 'the world is no smaller');
    writeFileSync(`${SHOTS}touch-${w}x${h}-folded.png`, await page.screenshot());
    await tap(page, touch, title(folded));
    assert.equal((await pg(page, 'layout')).panelOpen, true);
    assert.deepEqual((await pg(page, 'layout')).view, l0.view, 'the world\'s view as before');
    // Two quick taps (within ImGui's double-click time) fold and unfold: two taps, not one double
    // click on top of them.
    await tap(page, touch, title(l0));
    await tap(page, touch, title(await pg(page, 'layout')));
    assert.equal((await pg(page, 'layout')).panelOpen, true, 'two quick taps: folded and unfolded');

    // A finger on the pursuer drags it (and selects it).
    await pg(page, 'load', 'demo=evade&paused=1');
    await frames(page, 2);
    const p = (await pg(page, 'state')).agents.find((a) => a.role === 'pursuer');
    const [px, py] = await pg(page, 'toScreen', p.pos[0], p.pos[1]);
    await swipe(page, touch, [px, py], [px + 40, py + 20]);
    s = await pg(page, 'state');
    assert.equal(s.selected, p.id, 'the pursuer is selected');
    const moved = s.agents.find((a) => a.id === p.id);
    assert.ok(Math.hypot(moved.pos[0] - p.pos[0], moved.pos[1] - p.pos[1]) > 15, `the pursuer followed the finger: ${moved.pos}`);

    // The seek demo's target follows a finger.
    await pg(page, 'load', 'demo=seek&paused=1&target=600,350');
    await frames(page, 2);
    const [tx, ty] = await pg(page, 'toScreen', 600, 350);
    await swipe(page, touch, [tx, ty], [tx - 40, ty + 30]);
    const m = (await pg(page, 'link')).match(/target=([\d.]+),([\d.]+)/);
    assert.ok(m && Number(m[1]) < 580 && Number(m[2]) > 365, `the target moved: ${m && m[0]}`);

    // Pinch: two fingers from 60 to 180 px apart about the world's middle zoom in three times
    // about that point; both moved by (30, 20) pan the world by as much.
    await pg(page, 'load', 'demo=seek&paused=1');
    await frames(page, 2);
    const l1 = await pg(page, 'layout');
    const cx = (l1.world[0] + l1.world[2]) / 2, cy = (l1.world[1] + l1.world[3]) / 2;
    const mid0 = await pg(page, 'toScreen', 500, 350);
    await touch('touchStart', [[cx - 30, cy]]);
    await touch('touchStart', [[cx - 30, cy], [cx + 30, cy]]);
    await frames(page, 1);
    for (let k = 1; k <= 6; k++) {
      await touch('touchMove', [[cx - 30 - 10 * k, cy], [cx + 30 + 10 * k, cy]]);
      await frames(page, 1);
    }
    const l2 = await pg(page, 'layout');
    const zoom = (l2.world[2] - l2.world[0]) / (l1.world[2] - l1.world[0]);
    assert.ok(Math.abs(zoom - 3) < 0.05, `pinch zoomed by ${zoom}`);
    // The world's middle (500, 350) was under the fingers' midpoint, and stays there.
    assert.ok(Math.hypot(mid0[0] - cx, mid0[1] - cy) < 1, `${mid0} is the middle`);
    const mid1 = await pg(page, 'toScreen', 500, 350);
    assert.ok(Math.hypot(mid1[0] - cx, mid1[1] - cy) < 2, `zoomed about the fingers: the middle at ${mid1}`);
    const before2 = await pg(page, 'toScreen', 300, 200);
    for (let k = 1; k <= 5; k++) {
      await touch('touchMove', [[cx - 90 + 6 * k, cy + 4 * k], [cx + 90 + 6 * k, cy + 4 * k]]);
      await frames(page, 1);
    }
    await touch('touchEnd', []);
    await frames(page, 3);
    const after2 = await pg(page, 'toScreen', 300, 200);
    assert.ok(Math.abs(after2[0] - before2[0] - 30) < 1 && Math.abs(after2[1] - before2[1] - 20) < 1, `two fingers panned by ${after2[0] - before2[0]}, ${after2[1] - before2[1]}`);
    assert.equal((await pg(page, 'state')).selected, -1, 'the pinch selected nothing');
    assert.deepEqual(problems(messages), []);
    await context.close();
  });
}

// [SECTION] the mouse at a low frame rate
test('a press right after a fast move from the panel onto an agent drags the agent, whatever the frame rate', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${env.url}#demo=evade&paused=1`);
  await page.waitForFunction(() => window.playground && typeof window.playground.layout === 'function', null, { timeout: 30000 });
  await frames(page, 3);
  const threat = await widget(page, 'param:threat');
  await page.mouse.move(threat.x, threat.y);
  await frames(page, 3);  // the pointer rests on the slider: ImGui wants the mouse
  const p = (await pg(page, 'state')).agents.find((a) => a.role === 'pursuer');
  const [x, y] = await pg(page, 'toScreen', p.pos[0], p.pos[1]);
  // The page is busy for 300 ms (a frame at 3 fps): the move and the press arrive together.
  await page.evaluate(() => { const t = performance.now(); setTimeout(() => { while (performance.now() - t < 300); }, 0); });
  await page.mouse.move(x, y);
  await page.mouse.down();
  await sleep(350);
  await frames(page, 2);
  await page.mouse.move(x + 60, y + 30, { steps: 4 });
  await frames(page, 2);
  await page.mouse.up();
  await frames(page, 2);
  const s = await pg(page, 'state');
  assert.equal(s.selected, p.id, 'the press went to the pursuer');
  const moved = s.agents.find((a) => a.id === p.id);
  assert.ok(Math.hypot(moved.pos[0] - p.pos[0], moved.pos[1] - p.pos[1]) > 20, 'and dragged it');
  assert.equal((await pg(page, 'state')).params.threat, s.params.threat);
  await context.close();
});

test('a finger paints the flow field as the mouse does, on a tablet: east along the drag, the camera still', async () => {
  const { context, page, messages, touch } = await openTouch('#demo=flowfield&paused=1', 1180, 820, 1);
  const agents = (await pg(page, 'state')).agents;
  const Y = [350, 250, 450, 150, 550].find((y) => agents.every((a) => Math.hypot(a.pos[0] - 150, a.pos[1] - y) > 30));
  const from = await pg(page, 'toScreen', 150, Y);
  const to = await pg(page, 'toScreen', 850, Y);
  await swipe(page, touch, from, to, 10);
  await frames(page, 2);
  const m = /[&#]flow=([A-Za-z0-9_-]+)/.exec(await pg(page, 'link'));
  assert.ok(m, 'the link carries the field the finger painted');
  const bytes = Buffer.from(m[1], 'base64url');
  assert.equal(bytes[(Y / 50) * 20 + 10], 1, 'east in the cells along the drag');
  assert.equal(bytes[0], 0, 'nothing far off');
  assert.deepEqual(await pg(page, 'toScreen', 150, Y), from, 'the finger painted, it did not pan');
  assert.deepEqual(problems(messages), []);
  await context.close();
});
