// The playground as a user drives it: every demo, the mouse on ImGui widgets, the keyboard,
// a phone-sized screen. Screenshots land in build/screenshots/ for a person to look at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { open, problems, SHOTS, sleep, pg, widget, frames, framePasses, until, useBrowser } from './browser.mjs';
import { decodePng, countDifferent, pixelAt } from './png.mjs';

const env = useBrowser({ before, after, mkdirSync });

test('every demo opens, runs and draws', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  const demos = await pg(page, 'demos');
  assert.ok(demos.length >= 6);
  for (const d of demos) {
    const r = await pg(page, 'load', `demo=${d.id}`);
    assert.equal(r.ok, true, d.id);
    // Running: 20 frames past the load (a third of a second at 60 fps).
    await page.waitForFunction(() => window.playground.summary().frame > 20, null, { timeout: 20000 });
    const s = await pg(page, 'state');
    assert.equal(s.demo, d.id);
    assert.ok(s.frame > 20, `${d.id} runs (frame ${s.frame})`);
    assert.ok(s.agents.length > 0);
    for (const a of s.agents) assert.ok(a.pos.every(Number.isFinite) && a.vel.every(Number.isFinite), d.id);
    const shot = await page.screenshot();
    writeFileSync(`${SHOTS}/${d.id}.png`, shot);
    const img = decodePng(shot);
    const bg = pixelAt(img, 1270, 715);
    assert.ok(countDifferent(img, bg, { x: 360, y: 40, w: 900, h: 630 }) > 200, `${d.id} draws something`);
  }
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the demo picker switches demos with the mouse: every item of the list whole on screen and clickable, at 1280x720 and on a projector', async () => {
  for (const [hash, viewport] of [['', { width: 1280, height: 720 }], ['#ui=2', { width: 1024, height: 768 }]]) {
    const { context, page } = await open(env.browser, env.url + hash, { viewport });
    await frames(page);
    const ids = (await pg(page, 'demos')).map((d) => d.id);
    for (const id of [...ids.slice(1), ids[0]]) {
      const combo = await widget(page, 'combo:demo');
      await page.mouse.click(combo.x, combo.y);
      await frames(page);
      const item = await widget(page, `demo:${id}`);
      assert.ok(item, `the list is open, ${id} in it (${viewport.width}x${viewport.height})`);
      assert.ok(item.y0 >= 0 && item.y1 <= viewport.height && item.x0 >= 0 && item.x1 <= viewport.width,
        `${id}'s item whole on screen: ${JSON.stringify(item)}`);
      await page.mouse.click(item.x, item.y);
      await frames(page);
      assert.equal((await pg(page, 'state')).demo, id, `a click on the middle of ${id}'s item`);
    }
    await context.close();
  }
});

test('moving a slider with the mouse changes the parameter and the scene', async () => {
  const { context, page } = await open(env.browser, `${env.url}#demo=evade`);
  await frames(page);
  const w = await widget(page, 'param:threat');
  assert.ok(w);
  // Drag the threat-range slider from its left end to three quarters of its width.
  await page.mouse.move(w.x0 + 4, w.y);
  await page.mouse.down();
  await page.mouse.move(w.x0 + (w.x1 - w.x0) * 0.75, w.y, { steps: 8 });
  await page.mouse.up();
  await frames(page);
  const s = await pg(page, 'state');
  assert.ok(s.params.threat > 250 && s.params.threat < 320, `threat ${s.params.threat}`);
  assert.equal(s.marks.threat, s.params.threat);
  await context.close();
});

test('Step advances exactly one frame while paused, by button and by key', async () => {
  const { context, page } = await open(env.browser, env.url);
  await pg(page, 'pause');
  await frames(page);
  const f0 = (await pg(page, 'state')).frame;
  const step = await widget(page, 'button:step');
  await page.mouse.click(step.x, step.y);
  await frames(page, 5);
  assert.equal((await pg(page, 'state')).frame, f0 + 1);
  await page.keyboard.press('n');
  await frames(page, 5);
  assert.equal((await pg(page, 'state')).frame, f0 + 2);
  await page.keyboard.press('ArrowRight');
  await frames(page, 5);
  assert.equal((await pg(page, 'state')).frame, f0 + 3);
  assert.equal((await pg(page, 'state')).paused, true);
  await context.close();
});

test('a click and a quick move away within one frame is still a click where it was made', async () => {
  // ImGui 1.86 reads one pointer state a frame: the press, the release and the move below, in one
  // task, reached it as one state 400 px away from Step, and the click was lost (platform.cpp).
  const { context, page } = await open(env.browser, env.url);
  await pg(page, 'pause');
  await frames(page);
  const f0 = (await pg(page, 'state')).frame;
  const step = await widget(page, 'button:step');
  await page.evaluate(({ x, y }) => {
    const canvas = document.getElementById('canvas'), box = canvas.getBoundingClientRect();
    // As a browser sends them: each pointer event (which wakes the page's frame loop) then its
    // mouse event (which SDL reads).
    const at = (type, px, buttons) => {
      const init = { bubbles: true, cancelable: true, view: window, button: type.endsWith('move') ? -1 : 0, buttons,
                     clientX: box.left + px, clientY: box.top + y, detail: 1 };
      canvas.dispatchEvent(new PointerEvent('pointer' + type, { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true }));
      canvas.dispatchEvent(new MouseEvent('mouse' + type, { ...init, button: Math.max(0, init.button) }));
    };
    at('move', x, 0);
    at('down', x, 1);
    at('up', x, 0);
    at('move', x > 400 ? x - 400 : x + 400, 0);
  }, step);
  await until(page, (f) => window.playground.state().frame >= f, f0 + 1);
  await frames(page, 5);
  assert.equal((await pg(page, 'state')).frame, f0 + 1, 'once, not more');
  await context.close();
});

test('keyboard: space pauses and resumes, R resets, digits pick demos', async () => {
  const { context, page } = await open(env.browser, env.url);
  // The shortcuts act while the scene has the focus (WCAG 2.1.4); the page takes none itself.
  await page.focus('#canvas');
  await page.keyboard.press('Space');
  await frames(page);
  assert.equal((await pg(page, 'state')).paused, true);
  await page.keyboard.press('r');
  await frames(page);
  assert.equal((await pg(page, 'state')).frame, 0);
  await page.keyboard.press('4');
  await frames(page);
  assert.equal((await pg(page, 'state')).demo, 'flock');
  await page.keyboard.press('Space');
  assert.ok(await framePasses(page, 0), 'Space runs it');
  await context.close();
});

test('clicking an agent selects it; dragging it moves it', async () => {
  const { context, page } = await open(env.browser, `${env.url}#demo=evade&paused=1`);
  await frames(page);
  const s = await pg(page, 'state');
  const p = s.agents.find((a) => a.role === 'pursuer');
  const [x, y] = await pg(page, 'toScreen', p.pos[0], p.pos[1]);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 60, y + 30, { steps: 6 });
  await page.mouse.up();
  await frames(page);
  const after_ = await pg(page, 'state');
  assert.equal(after_.selected, p.id);
  const moved = after_.agents.find((a) => a.id === p.id);
  assert.ok(Math.hypot(moved.pos[0] - p.pos[0], moved.pos[1] - p.pos[1]) > 20, 'the pursuer followed the mouse');
  await context.close();
});

test('on a phone-sized screen the panel fits and the world stays in view', async () => {
  const { context, page, messages } = await open(env.browser, env.url, { viewport: { width: 390, height: 844 }, scale: 2 });
  await until(page, () => window.playground.state().perf.framesDrawn >= 3);  // laid out (a loaded machine's first frames come late)
  await sleep(800);
  writeFileSync(`${SHOTS}/phone-pursuit.png`, await page.screenshot());
  const w = await pg(page, 'widgets');
  for (const [name, r] of Object.entries(w)) assert.ok(r[0] >= 0 && r[2] <= 390, `${name} fits horizontally`);
  const s = await pg(page, 'state');
  for (const corner of [[0, 0], [s.world.width, s.world.height]]) {
    const [x, y] = await pg(page, 'toScreen', ...corner);
    assert.ok(x >= 0 && x <= 390 && y >= 0 && y <= 844, `world corner ${corner} on screen at ${x},${y}`);
  }
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('touch: a tap selects an agent and a finger drags the seek target', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#demo=seek&paused=1&target=600,350`,
    { viewport: { width: 390, height: 844 }, scale: 2, touch: true });
  await frames(page, 3);
  const s = await pg(page, 'state');
  const agent = s.agents[0];
  const [ax, ay] = await pg(page, 'toScreen', agent.pos[0], agent.pos[1]);
  await page.touchscreen.tap(ax, ay);
  await frames(page, 3);
  assert.equal((await pg(page, 'state')).selected, agent.id, 'the tap selected the agent');
  // A one-finger drag from the target, through the DevTools touch protocol.
  const [tx, ty] = await pg(page, 'toScreen', 600, 350);
  const cdp = await context.newCDPSession(page);
  const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', tx, ty);
  for (let k = 1; k <= 8; k++) {
    await touch('touchMove', tx - 10 * k, ty + 12 * k);
    await frames(page, 1);
  }
  await touch('touchEnd');
  await frames(page, 3);
  const link = await pg(page, 'link');
  const m = link.match(/target=([\d.]+),([\d.]+)/);
  assert.ok(m, `the moved target is in the link: ${link}`);
  assert.ok(Number(m[1]) < 560 && Number(m[2]) > 380, `target moved to ${m[1]},${m[2]}`);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('wheel zooms at the cursor, dragging empty space pans, Fit shows the whole world again', async () => {
  const { context, page } = await open(env.browser, `${env.url}#demo=flock&paused=1`);
  await frames(page, 3);
  const corner0 = await pg(page, 'toScreen', 0, 0);
  const far0 = await pg(page, 'toScreen', 1000, 700);
  await page.mouse.move(800, 360);
  await page.mouse.wheel(0, -400);  // zoom in
  await frames(page, 3);
  const far1 = await pg(page, 'toScreen', 1000, 700);
  assert.ok(far1[0] - (await pg(page, 'toScreen', 0, 0))[0] > (far0[0] - corner0[0]) * 1.3, 'zoomed in');
  // Pan: drag empty space (the right margin, beside the world and above the timeline bar).
  const before = await pg(page, 'toScreen', 500, 350);
  await page.mouse.move(1276, 300);
  await page.mouse.down();
  await page.mouse.move(1176, 250, { steps: 5 });
  await page.mouse.up();
  await frames(page, 3);
  const after_ = await pg(page, 'toScreen', 500, 350);
  assert.ok(Math.abs(after_[0] - before[0] + 100) < 2 && Math.abs(after_[1] - before[1] + 50) < 2, 'panned by the drag');
  // F (or the Fit button in View) shows the whole world again, exactly as at the start.
  await page.keyboard.press('f');
  await frames(page, 3);
  assert.deepEqual(await pg(page, 'toScreen', 0, 0), corner0);
  assert.deepEqual(await pg(page, 'toScreen', 1000, 700), far0);
  await context.close();
});

test('live plots: the Plots section shows each demo\'s metrics over the last 30 s', async () => {
  // A tall window: the flock's panel is long and the Plots header must be on screen to click.
  const { context, page } = await open(env.browser, `${env.url}#demo=flock`, { viewport: { width: 1280, height: 1400 } });
  await frames(page, 3);
  const h = await widget(page, 'header:plots');
  assert.ok(h && h.y < 1400, 'the Plots header is on screen');
  await page.mouse.click(h.x, h.y);
  // The plots are laid out once the header's click has been drawn (waited for, all five: 1.5 s was
  // little to spare on a loaded machine).
  await until(page, () => Object.keys(window.playground.widgets()).filter((k) => k.startsWith('plot:')).length >= 5)
    .catch(() => {});  // (the assertion below says what is missing)
  const names = Object.keys(await pg(page, 'widgets')).filter((k) => k.startsWith('plot:'));
  assert.deepEqual(names, ['plot:polarization', 'plot:local polarization', 'plot:spread', 'plot:mean speed',
    'plot:mean steering force']);
  await context.close();
});

test('the lessons gallery opens a curated scene by its link and shows its text', async () => {
  const { context, page } = await open(env.browser, `${env.url}#demo=pursuit`);
  await frames(page, 3);
  const combo = await widget(page, 'combo:lessons');
  await page.mouse.click(combo.x, combo.y);
  await frames(page, 3);
  const item = await widget(page, 'lesson:3');  // Bourg's closing-speed trap
  assert.ok(item, 'the gallery lists its lessons');
  await page.mouse.click(item.x, item.y);
  await frames(page, 3);
  const s = await pg(page, 'state');
  assert.equal(s.demo, 'chase');
  assert.equal(s.params.chaserSpeed, 103);
  assert.equal(s.params.alongside, 1);
  await page.waitForFunction(() => window.location.hash.includes('alongside=1'), null, { timeout: 20000 });
  writeFileSync(`${SHOTS}/lesson-bourg-trap.png`, await page.screenshot());
  await context.close();
});

test('at every UI scale, on 1x and 2x screens, the panel\'s widgets never overlap, also after a long run', async () => {
  // A projector or a 4K screen in class: UI scale 1 to 2.5. The clock ("frame N   t = ...")
  // grows with the run and must give way to the link buttons on its row, not run under them.
  for (const scale of [1, 2]) {
    const { context, page, messages } = await open(env.browser, env.url, { viewport: { width: 1280, height: 900 }, scale });
    // Asked beyond its ends, the nearest end (an infinity too, as the View section's slider
    // takes it); NaN leaves it as it was.
    for (const [asked, want] of scale === 1 ? [[Infinity, 2.5], [1e9, 2.5], [0.01, 1], [NaN, 1]] : []) {
      await pg(page, 'setView', { uiScale: asked });
      assert.equal((await pg(page, 'summary')).view.uiScale, want, String(asked));
    }
    for (const uiScale of [1, 1.5, 2, 2.5]) {
      await pg(page, 'setView', { uiScale });
      await pg(page, 'step', 1000000);
      await frames(page, 3);
      const w = await pg(page, 'widgets');
      const names = Object.keys(w);
      assert.ok(names.includes('text:clock') && names.includes('button:copy'), names.join(' '));
      for (let i = 0; i < names.length; i++) {
        for (let j = i + 1; j < names.length; j++) {
          const a = w[names[i]], b = w[names[j]];
          const overlap = Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > 0.5 && Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > 0.5;
          assert.ok(!overlap, `UI scale ${uiScale} on a ${scale}x screen: ${names[i]} ${a} overlaps ${names[j]} ${b}`);
        }
      }
    }
    writeFileSync(`${SHOTS}/ui-scale-2.5-${scale}x.png`, await page.screenshot());
    assert.deepEqual(problems(messages), []);
    await context.close();
  }
});

// The clock keeps its frame count in every language at the usual size: where the clock and the
// link buttons do not share a row (Portuguese's longer words), the buttons move down beside Save
// clip instead. ("quadro 200   t = 3,33 s" is about 140 px wide; "t = 3,33 s" alone, 60 px.)
test('the clock shows the frame count in every language; the link buttons give way, not the count', async () => {
  for (const lang of ['en', 'zh-CN', 'pt-BR']) {
    const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=pursuit&paused=1&lang=${lang}`);
    await pg(page, 'step', 200);
    await frames(page, 3);
    const w = await pg(page, 'widgets');
    const clock = w['text:clock'], copy = w['button:copy'], clip = w['button:clip'];
    assert.ok(clock[2] - clock[0] > 100, `${lang}: the clock is ${clock[2] - clock[0]} px wide`);
    assert.ok(copy[1] >= clock[1] - 1 && clip[1] >= copy[1] - 1, `${lang}: the clock, then the buttons`);
    assert.ok(clip[3] - (await pg(page, 'layout')).panel[1] < 320, `${lang}: the Time section takes no more rows (${clip[3]})`);
    assert.deepEqual(problems(messages), []);
    await context.close();
  }
});

// The panel's sliders have no text mode of their own (ImGui's text editor is not in the page):
// a value is typed in the page's number field, opened by a double-click on a slider or a click on
// the seed, as a tap opens it on a touch screen.
test('typing a value: a double-click on a slider or a click on the seed opens the number field', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=1&demo=evade&paused=1`);
  await frames(page);
  const spec = (await pg(page, 'params')).find((p) => p.name === 'threat');
  const want = Math.round(spec.min + (spec.max - spec.min) / 3);
  const r = (await pg(page, 'widgets'))['param:threat'];
  await page.mouse.dblclick((r[0] + r[2]) / 2, (r[1] + r[3]) / 2);
  await page.waitForSelector('#pg-type', { state: 'visible' });
  assert.equal(await page.evaluate(() => document.activeElement.id), 'pg-type');
  // A quick typist: the field takes the text at once, and applies it once the app has taken the
  // double-click's presses, one a frame (shell.js closeEditor); on a loaded machine that is more
  // than the three frames a read after Enter waited (stop 60 read the press's 199).
  await page.fill('#pg-type', String(want));
  await page.keyboard.press('Enter');
  const valueIs = ([name, v]) => window.playground.params().find((p) => p.name === name).value === v;
  await until(page, valueIs, ['threat', want], 5000).catch(() => {});
  await frames(page, 6);  // and no press comes after it
  assert.equal((await pg(page, 'params')).find((p) => p.name === 'threat').value, want);
  assert.match(await pg(page, 'link'), new RegExp(`threat=${want}(&|$)`));
  // The seed: one click.
  const s = (await pg(page, 'widgets'))['input:seed'];
  await page.mouse.click((s[0] + s[2]) / 2, (s[1] + s[3]) / 2);
  await page.waitForSelector('#pg-type', { state: 'visible' });
  assert.equal(Number(await page.inputValue('#pg-type')), (await pg(page, 'summary')).seed);
  await page.fill('#pg-type', '4242');
  await page.keyboard.press('Enter');
  await until(page, () => window.playground.summary().seed === 4242, null, 5000).catch(() => {});
  assert.equal((await pg(page, 'summary')).seed, 4242);
  // In Portuguese the field opens with the panel's number (its decimals, a decimal comma), takes a
  // comma back, and says why it refuses a text that is no number (the app reads the text).
  assert.equal(await pg(page, 'setLanguage', 'pt-BR'), 'pt-BR');
  await frames(page, 3);
  const control = async (name) => (await pg(page, 'controls')).flatMap((x) => x.controls).find((c) => c.name === name);
  const typeInto = async (name, text) => {
    const l = (await pg(page, 'widgets'))[name];
    await page.mouse.dblclick((l[0] + l[2]) / 2, (l[1] + l[3]) / 2);
    await page.waitForSelector('#pg-type', { state: 'visible' });
    // As fast as a person, not faster: the app takes the double-click's presses in its next frames.
    await frames(page, 3);
    const opened = await page.inputValue('#pg-type');
    if (text !== null) await page.fill('#pg-type', text);
    await page.keyboard.press('Enter');
    await frames(page, 3);
    return opened;
  };
  const look = await control('param:lookahead');
  assert.ok(look.decimals > 0 && look.enabled, JSON.stringify(look));
  const opened = await typeInto('param:lookahead', '0,5');
  assert.match(opened, /^\d+,\d+$/, 'a decimal comma, no unit');
  assert.equal((await pg(page, 'params')).find((p) => p.name === 'lookahead').value, 0.5);
  assert.equal((await control('param:lookahead')).typed, '0,' + '5'.padEnd(look.decimals, '0'));
  const refused = JSON.parse(readFileSync(new URL('../../strings/pt-BR.json', import.meta.url), 'utf8'))['refused.not_a_value'];
  for (const text of ['0x10', 'abc']) {
    await typeInto('param:lookahead', text);
    assert.equal((await pg(page, 'params')).find((p) => p.name === 'lookahead').value, 0.5, text);
    assert.equal((await pg(page, 'summary')).notice, refused, text);
  }
  // Opened and left as it was: nothing changes (not even to the decimals it shows).
  assert.equal((await pg(page, 'act', 'param:lookahead', 0.4321)).ok, true);
  const exact = (await pg(page, 'params')).find((p) => p.name === 'lookahead').value;
  // The double-click's first press moved the slider to where it landed (ImGui's slider): the
  // field opens on the value from before it, and the value comes back to it.
  const typedBefore = (await control('param:lookahead')).typed;
  assert.equal(await typeInto('param:lookahead', null), typedBefore);
  assert.equal((await pg(page, 'params')).find((p) => p.name === 'lookahead').value, exact);
  // In Portuguese '.' is read too (the links' mark); in English a comma is no decimal mark:
  // "0,5" is refused there, not read as 0.5 nor as 5 (demos::TypedNumber, one rule with the
  // Share dialog's check).
  await typeInto('param:lookahead', '0.75');
  assert.equal((await pg(page, 'params')).find((p) => p.name === 'lookahead').value, 0.75);
  assert.equal(await pg(page, 'setLanguage', 'en'), 'en');
  await frames(page, 3);
  await typeInto('param:lookahead', '0,5');
  assert.equal((await pg(page, 'params')).find((p) => p.name === 'lookahead').value, 0.75);
  assert.equal((await pg(page, 'summary')).notice, JSON.parse(readFileSync(new URL('../../strings/en.json', import.meta.url), 'utf8'))['refused.not_a_value']);
  await typeInto('param:lookahead', ' 0.5 ');
  assert.equal((await pg(page, 'params')).find((p) => p.name === 'lookahead').value, 0.5);
  // Ctrl+click on a slider is only a click: no text field in the canvas takes the next keys.
  const before = (await pg(page, 'params')).find((p) => p.name === 'threat').value;
  await page.keyboard.down('Control');
  await page.mouse.click(r[0] + 2, (r[1] + r[3]) / 2);
  await page.keyboard.up('Control');
  await frames(page);
  const clicked = (await pg(page, 'params')).find((p) => p.name === 'threat').value;
  assert.ok(clicked < before, `the click at the slider's left end moved it down (${before} -> ${clicked})`);
  // The next key is the scene's shortcut (7: the seventh demo), not a digit typed into the slider.
  await page.keyboard.press('7');
  await frames(page);
  assert.equal((await pg(page, 'state')).demo, (await pg(page, 'demos'))[6].id);
  assert.deepEqual(problems(messages), []);
  await context.close();
});
