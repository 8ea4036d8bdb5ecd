// A teacher's link sets the lesson up: locked and hidden knobs, the panel, a title and a question,
// theme and UI scale. The student sees exactly that, and the link they share keeps it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { open, problems, SHOTS, pg, widget, frames, useBrowser } from './browser.mjs';
import { decodePng, pixelAt, countDifferent } from './png.mjs';

const env = useBrowser({ before, after, mkdirSync });
const TITLE = 'Threat%20range';
const PROMPT = 'Will%20the%20evader%20escape%3F%20%3Cscript%3Ealert(1)%3C%2Fscript%3E';

test('locked knobs cannot be moved, hidden ones are gone, the title and question show as text', async () => {
  const link = `v=1&demo=evade&threat=50&lock=threat&hide=jitter&title=${TITLE}&prompt=${PROMPT}&paused=1`;
  const { context, page, messages } = await open(env.browser, `${env.url}#${link}`);
  await frames(page, 4);
  const w = await pg(page, 'widgets');
  assert.ok(w['param:threat'] && !w['param:jitter'], Object.keys(w).join(' '));
  assert.ok(w['text:lesson-header'], 'the title and prompt are drawn above the world');
  // A drag on the locked slider changes nothing.
  const t = await widget(page, 'param:threat');
  await page.mouse.move(t.x0 + 5, t.y);
  await page.mouse.down();
  await page.mouse.move(t.x1 - 5, t.y, { steps: 5 });
  await page.mouse.up();
  await frames(page, 3);
  assert.equal((await pg(page, 'state')).params.threat, 50);
  // An unlocked one still moves.
  const s = await widget(page, 'param:evaderSpeed');
  await page.mouse.move(s.x0 + 5, s.y);
  await page.mouse.down();
  await page.mouse.move(s.x0 + 40, s.y, { steps: 5 });
  await page.mouse.up();
  await frames(page, 3);
  assert.notEqual((await pg(page, 'state')).params.evaderSpeed, 140);
  // The shared link keeps the set-up; the script in the prompt stayed text.
  const shared = await pg(page, 'link');
  for (const part of ['lock=threat', 'hide=jitter', `title=${TITLE}`, 'prompt=Will%20the%20evader%20escape%3F%20%3Cscript%3E'])
    assert.ok(shared.includes(part), `${part} in ${shared}`);
  assert.equal(await page.evaluate(() => [...document.querySelectorAll('script')].some((e) => e.textContent.includes('alert'))),
    false, 'the prompt never became a script');
  writeFileSync(`${SHOTS}/lesson-setup.png`, await page.screenshot());
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('panel=0 shows the scene alone with play and reset; ui and theme come from the link', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=1&demo=flock&panel=0&ui=2&theme=contrast`);
  await frames(page, 4);
  const w = await pg(page, 'widgets');
  assert.ok(w['button:play'] && w['button:reset'], Object.keys(w).join(' '));
  assert.ok(!Object.keys(w).some((k) => k.startsWith('param:')), 'no parameter panel');
  const s = await pg(page, 'state');
  assert.equal(s.view.uiScale, 2);
  assert.equal(s.view.highContrast, true);
  assert.match(await pg(page, 'link'), /panel=0&theme=contrast&ui=2/);
  // What the scene shows, the accessible view offers: the timeline's bar is drawn, so its Time
  // slider and Link to this moment are described (and twinned) as Play and Reset are.
  const described = (await pg(page, 'controls')).flatMap((sec) => sec.controls).map((c) => c.name);
  for (const name of ['button:play', 'button:reset', 'slider:time', 'button:copymoment']) {
    assert.ok(w[name], `${name} drawn`);
    assert.ok(described.includes(name), `${name} described: ${described.join(' ')}`);
    await page.waitForSelector(`#pdom [data-widget="${name}"]`, { state: 'attached', timeout: 5000 });
  }
  for (const name of Object.keys(w).filter((k) => /^(button|slider|param|combo|layer|radio|input):/.test(k)))
    assert.ok(described.includes(name), `${name} is drawn but not described`);
  await context.close();
});

test('panel=0: Play and Reset keep clear of the page\'s language picker and the status line, on a phone too', async () => {
  const apart = (a, b) => a[2] <= b[0] || b[2] <= a[0] || a[3] <= b[1] || b[3] <= a[1];
  for (const [w, h, ui, demo] of [[1280, 720, 1, 'flock'], [390, 844, 2, 'flock'], [390, 844, 2, 'custom'], [1024, 768, 2, 'pursuit']]) {
    const { context, page, messages } = await open(env.browser, `${env.url}#v=6&demo=${demo}&panel=0&paused=1&ui=${ui}`,
                                                   { viewport: { width: w, height: h }, scale: 2, touch: w < 500 });
    await page.waitForSelector('#language');
    await frames(page, 6);
    const widgets = await pg(page, 'widgets');
    const { status } = await pg(page, 'layout');
    const picker = await page.evaluate(() => { const r = document.getElementById('language').getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; });
    for (const name of ['button:play', 'button:reset']) {
      const b = widgets[name];
      assert.ok(b, `${w}x${h} ui=${ui}: ${name} drawn`);
      assert.ok(apart(b, picker), `${w}x${h} ui=${ui}: ${name} [${b.map(Math.round)}] under the language picker [${picker.map(Math.round)}]`);
      if (status) assert.ok(apart(b, status), `${w}x${h} ui=${ui} ${demo}: ${name} [${b.map(Math.round)}] over the status line [${status.map(Math.round)}]`);
    }
    writeFileSync(`${SHOTS}/panel0-${demo}-${w}x${h}-ui${ui}.png`, await page.screenshot());
    assert.deepEqual(problems(messages), []);
    await context.close();
  }
});

test('panel=0: a PNG is the scene alone, without Play, Reset or their tooltip', async () => {
  for (const ui of [1, 2]) {
    // A wide screen: the world fits the height, with margins either side where the buttons go.
    const { context, page, messages } = await open(env.browser, `${env.url}#v=6&demo=pursuit&panel=0&paused=1&ui=${ui}`, { viewport: { width: 2000, height: 600 } });
    await page.waitForSelector('#language');
    await frames(page, 6);
    const w = await pg(page, 'widgets');
    // The tooltip of Play shows, then the PNG: the buttons' corner of it is the margin's colour alone.
    const play = await widget(page, 'button:play');
    await page.mouse.move(play.x, play.y);
    await frames(page, 40);
    assert.equal((await pg(page, 'layout')).tooltip, true, 'the tooltip shows on the page');
    const download = page.waitForEvent('download');
    await pg(page, 'downloadPng');
    const img = decodePng(readFileSync(await (await download).path()));
    const l = await pg(page, 'layout');
    assert.deepEqual([img.width, img.height], l.picture);
    const r = l.picture[0] / (l.view[2] - l.view[0]);  // device pixels per CSS px
    const x1 = Math.max(w['button:reset'][2], play.x + 80) - l.view[0], y1 = w['button:play'][3] + 30 * ui - l.view[1];
    const corner = { x: Math.round((w['button:play'][0] - l.view[0]) * r), y: Math.round((w['button:play'][1] - l.view[1]) * r),
                     w: Math.round((x1 - w['button:play'][0] + l.view[0]) * r), h: Math.round((y1 - w['button:play'][1] + l.view[1]) * r) };
    writeFileSync(`${SHOTS}/panel0-png-ui${ui}.png`, readFileSync(await (await download).path()));
    writeFileSync(`${SHOTS}/panel0-ui${ui}.png`, await page.screenshot());
    assert.equal(countDifferent(img, pixelAt(img, corner.x, corner.y), corner), 0,
                 `ui=${ui}: the PNG has the overlay or its tooltip in [${[corner.x, corner.y, corner.w, corner.h]}]`);
    assert.deepEqual(problems(messages), []);
    await context.close();
  }
});

test('the accessible controls follow the set-up: a locked knob is read-only, a hidden one absent', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=evade&threat=50&lock=threat&hide=jitter&paused=1`);
  await frames(page, 4);
  const threat = page.locator('#pd-param-threat');
  assert.equal(await threat.getAttribute('aria-readonly'), 'true');
  assert.equal(await page.locator('#pd-param-jitter').count(), 0);
  // The keyboard cannot move it either.
  await threat.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');
  await frames(page, 3);
  assert.equal((await pg(page, 'state')).params.threat, 50);
  assert.equal(await threat.inputValue(), '50');
  // A link without the set-up gives the control back.
  await pg(page, 'load', 'v=5&demo=evade&threat=50&paused=1');
  await frames(page, 4);
  assert.equal(await page.locator('#pd-param-threat').getAttribute('aria-readonly'), null);
  assert.equal(await page.locator('#pd-param-jitter').count(), 1);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

/** The world's background as the screen shows it: the most common pixel inside the world. */
async function worldLuminance(page) {
  const img = decodePng(await page.screenshot());
  const s = await pg(page, 'state');
  const [ox, oy] = await pg(page, 'toScreen', 0, 0);
  const [ex, ey] = await pg(page, 'toScreen', s.world.width, s.world.height);
  const counts = new Map();
  for (let y = Math.ceil(oy) + 4; y < ey - 4; y += 3)
    for (let x = Math.ceil(ox) + 4; x < ex - 4; x += 3) {
      const k = pixelAt(img, x, y).slice(0, 3).join(',');
      counts.set(k, (counts.get(k) || 0) + 1);
    }
  const [r, g, b] = [...counts.entries()].sort((p, q) => q[1] - p[1])[0][0].split(',').map(Number);
  const lin = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

test('the light theme: asked by the screen (prefers-color-scheme) or by the link; the link wins', async () => {
  for (const [scheme, link, theme] of [['light', 'v=5&demo=pursuit', 'light'], ['dark', 'v=5&demo=pursuit', 'dark'],
    ['dark', 'v=5&demo=pursuit&theme=light', 'light'], ['light', 'v=5&demo=pursuit&theme=dark', 'dark'],
    ['light', 'v=5&demo=pursuit&theme=contrast', 'contrast']]) {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 }, colorScheme: scheme });
    const page = await context.newPage();
    const messages = [];
    page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
    await page.goto(`${env.url}#${link}&paused=1`);
    await page.waitForFunction(() => window.playground && typeof window.playground.state === 'function');
    await frames(page, 4);
    const s = await pg(page, 'state');
    assert.equal(s.view.theme, theme, `${scheme} screen, ${link}`);
    assert.equal(s.view.highContrast, theme === 'contrast');
    const lum = await worldLuminance(page);
    if (theme === 'dark') assert.ok(lum < 0.05, `dark world, luminance ${lum}`);
    else assert.ok(lum > 0.8, `${theme} world, luminance ${lum}`);
    // The screen's preference is not written into links: only a link's own theme travels.
    assert.equal((await pg(page, 'link')).includes('theme='), link.includes('theme='));
    if (scheme === 'light' && theme === 'light') writeFileSync(`${SHOTS}/theme-light.png`, await page.screenshot());
    assert.deepEqual(problems(messages), []);
    await context.close();
  }
});

test('the View section switches the theme, and setView({theme}) does what the radio buttons do', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=5&demo=flock&paused=1`);
  await frames(page, 4);
  for (const theme of ['light', 'contrast', 'dark']) {
    await pg(page, 'focus', `radio:theme-${theme}`);  // opens the View section and scrolls to it
    await frames(page, 3);
    await pg(page, 'focus', null);
    const r = await widget(page, `radio:theme-${theme}`);
    assert.ok(r, `radio:theme-${theme} is drawn`);
    await page.mouse.click(r.x0 + 8, r.y);
    await frames(page, 3);
    assert.equal((await pg(page, 'state')).view.theme, theme);
  }
  await pg(page, 'setView', { theme: 'light' });
  assert.equal((await pg(page, 'state')).view.theme, 'light');
  await pg(page, 'setView', { highContrast: false });  // not in high contrast: nothing to leave
  assert.equal((await pg(page, 'state')).view.theme, 'light');
  await pg(page, 'setView', { highContrast: true });
  assert.equal((await pg(page, 'state')).view.theme, 'contrast');
  await pg(page, 'setView', { theme: 'plaid' });  // unknown: ignored
  assert.equal((await pg(page, 'state')).view.theme, 'contrast');
  // A theme that is no name at all (too long to be one, not text) is ignored alone: the other
  // settings of the call still apply.
  await pg(page, 'setView', { uiScale: 2, theme: 'x'.repeat(70) });
  assert.equal((await pg(page, 'state')).view.theme, 'contrast');
  assert.equal((await pg(page, 'state')).view.uiScale, 2);
  await page.evaluate(() => window.playground.setView({ uiScale: 1.5, theme: { toString() { throw new Error('no'); } } }));
  assert.equal((await pg(page, 'state')).view.uiScale, 1.5);
  await context.close();
});

test('an embed in a course page asks for its UI scale and theme in its link', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const src = `${env.url}?embed=1#v=5&demo=pursuit&ui=2&theme=light`;
  // A course page on another origin (its own little server on another port); the page allows
  // framing from any http(s) page.
  const html = `<!doctype html><title>Course</title><h1>Pursuit</h1>
    <iframe id="e" src="${src}" width="800" height="450" style="border:0"></iframe>`;
  const course = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise((r) => course.listen(0, '127.0.0.1', r));
  await page.goto(`http://127.0.0.1:${course.address().port}/`);
  const frame = await (await page.$('#e')).contentFrame();
  await frame.waitForFunction(() => window.playground && typeof window.playground.state === 'function', null, { timeout: 30000 });
  await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const s = await frame.evaluate(() => window.playground.state());
  assert.equal(s.view.uiScale, 2);
  assert.equal(s.view.theme, 'light');
  // The embed's own controls are drawn at that scale: its play button is at least twice 24 px high.
  const w = await frame.evaluate(() => window.playground.widgets());
  const play = w['button:play'] || w['button:pause'];
  assert.ok(play, Object.keys(w).join(' '));
  assert.ok(play[3] - play[1] >= 40, `play button ${play[3] - play[1]} px high at UI scale 2`);
  const shot = decodePng(await page.screenshot({ path: `${SHOTS}/embed-ui2-light.png` }));
  // The embed's world is light inside the course page.
  const box = await (await page.$('#e')).boundingBox();
  const [x, y] = await frame.evaluate(() => window.playground.toScreen(20, 20));
  const [r, g, b] = pixelAt(shot, Math.round(box.x + x), Math.round(box.y + y));
  assert.ok(r > 200 && g > 200 && b > 200, `world pixel ${r},${g},${b}`);
  await context.close();
  course.close();
});

test('a projector at 1024x768 and UI scale 2.5: every parameter of every demo can be scrolled to and changed', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=pursuit&ui=2.5&paused=1`,
    { viewport: { width: 1024, height: 768 } });
  const demos = (await pg(page, 'demos')).map((d) => d.id);
  assert.ok(demos.length >= 9);
  for (const demo of demos) {
    await pg(page, 'load', `v=5&demo=${demo}&ui=2.5&paused=1`);
    await frames(page, 3);
    const params = (await pg(page, 'params')).filter((p) => !p.hidden);
    const panel = (await pg(page, 'layout')).panel;
    assert.ok(panel, `${demo}: a panel`);
    const [px, py] = [(panel[0] + panel[2]) / 2, (panel[1] + panel[3]) / 2];
    await page.mouse.move(px, py);
    // Back to the top of the panel: one notch per event (a big delta still scrolls one notch).
    for (let k = 0, before = ''; k < 40; k++) {
      const now = JSON.stringify(await pg(page, 'widgets'));
      if (now === before) break;
      before = now;
      await page.mouse.wheel(0, -120);
      await frames(page, 2);
    }
    const seen = new Map();
    let last = '';
    for (let k = 0; k < 60 && seen.size < params.length; k++) {
      const w = await pg(page, 'widgets');
      for (const p of params) {
        const r = w[`param:${p.name}`];
        if (r && r[1] >= panel[1] && r[3] <= 768 && !seen.has(p.name)) seen.set(p.name, r);
      }
      const key = JSON.stringify(w);
      if (seen.size < params.length && key === last && k > 2) break;  // the wheel moves nothing more
      last = key;
      if (seen.size < params.length) {
        // One notch (5 lines of text), then the frame that drew it: two notches in one frame would
        // skip a row.
        await page.mouse.wheel(0, 120);
        for (let f = 0; f < 8 && JSON.stringify(await pg(page, 'widgets')) === key; f++) await frames(page, 1);
      }
    }
    const missing = params.filter((p) => !seen.has(p.name)).map((p) => p.name);
    assert.deepEqual(missing, [], `${demo}: parameters never fully in view at UI 2.5 on 1024x768`);
    // The last one reached (the deepest in the panel) still takes the mouse: a slider follows a
    // click near its right end.
    const slider = params.filter((p) => p.kind === 'float' || p.kind === 'int').pop();
    if (slider) {
      const r = (await pg(page, 'widgets'))[`param:${slider.name}`];
      assert.ok(r, `${demo}: ${slider.name} still in view`);
      const before = (await pg(page, 'state')).params[slider.name];
      let after = before;
      for (const at of [0.85, 0.15]) {
        if (after !== before) break;
        await page.mouse.click(r[0] + (r[2] - r[0]) * at, (r[1] + r[3]) / 2);
        await frames(page, 2);
        after = (await pg(page, 'state')).params[slider.name];
      }
      assert.notEqual(after, before, `${demo}: ${slider.name} changed by a click (${before})`);
    }
  }
  await page.screenshot({ path: `${SHOTS}/projector-1024-ui25.png` });
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('on a projector the scene grows with the UI scale: agents and lines 2.5x at UI 2.5', async () => {
  const measure = async (ui) => {
    const { context, page } = await open(env.browser, `${env.url}#v=5&demo=wander&count=1&show=&paused=1&ui=${ui}&theme=dark`);
    await frames(page, 4);
    const s = await pg(page, 'state');
    const a = s.agents[0];
    const [x, y] = await pg(page, 'toScreen', a.pos[0], a.pos[1]);
    const [x1] = await pg(page, 'toScreen', a.pos[0] + 100, a.pos[1]);
    const scale = (x1 - x) / 100;  // screen px per world unit
    const bare = decodePng(await page.screenshot());
    await pg(page, 'show', 'velocity', true);
    await frames(page, 3);
    const img = decodePng(await page.screenshot());
    // The wanderer's body (its role colour, its outline darkens the edge) spans a box, measured
    // without annotations; its velocity arrow (the velocity ink) covers thickness x length pixels.
    const near = (c, ref, tol) => Math.abs(c[0] - ref[0]) + Math.abs(c[1] - ref[1]) + Math.abs(c[2] - ref[2]) < tol;
    let x0 = Infinity, x9 = -Infinity, y0 = Infinity, y9 = -Infinity, arrow = 0;
    const R = Math.ceil(a.radius * scale * 4 + 80);
    for (let py = Math.max(0, Math.round(y - R)); py < Math.min(img.height, y + R); py++)
      for (let px = Math.max(0, Math.round(x - R)); px < Math.min(img.width, x + R); px++) {
        const c = pixelAt(img, px, py);
        if (near(pixelAt(bare, px, py), [72, 200, 170], 40) && Math.hypot(px - x, py - y) < a.radius * scale * 3 + 10) {
          x0 = Math.min(x0, px); x9 = Math.max(x9, px); y0 = Math.min(y0, py); y9 = Math.max(y9, py);
        }
        if (near(c, [120, 220, 140], 40)) arrow++;
      }
    const speed = Math.hypot(a.vel[0], a.vel[1]);
    await context.close();
    return { body: Math.hypot(x9 - x0, y9 - y0) / scale, arrowWidth: arrow / Math.max(1, 0.5 * speed * scale) };
  };
  const one = await measure(1), big = await measure(2.5);
  const bodyRatio = big.body / one.body, lineRatio = big.arrowWidth / one.arrowWidth;
  assert.ok(bodyRatio > 2.2 && bodyRatio < 2.9, `agent drawn ${bodyRatio.toFixed(2)}x as large (2.5 expected)`);
  assert.ok(lineRatio > 1.8 && lineRatio < 3.2, `arrow ${lineRatio.toFixed(2)}x as thick (2.5 expected)`);
});
