// Every student can use it (WCAG 2.1 AA): the page's second view of HTML controls (shell/a11y.js),
// the keyboard alone, the scene in words, zoom and reflow, contrast measured on screenshots,
// reduced motion and touch targets. axe-core checks what a machine can; the rest is driven here
// as a keyboard or screen-reader user would.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { decodePng, pixelAt } from './png.mjs';
import { problems, SHOTS, pg, frames, until, useBrowser, overlap, sleep } from './browser.mjs';

const env = useBrowser({ before, after, mkdirSync });
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const UNIT_WORDS = { 'units': 'units', 'units/s': 'units per second', 'units/s²': 'units per second squared', 's': 'seconds', 'deg': 'degrees', 'x': 'times', 'cells': 'cells', '/s': 'per second' };

/** A page opened as a user would (no waiting on anything but the API being there). */
async function openPage(url, options = {}) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 }, ...options });
  const page = await context.newPage();
  const messages = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => messages.push({ type: 'pageerror', text: String(e) }));
  await page.goto(url);
  await page.waitForFunction(() => window.playground && document.getElementById('pdom'), null, { timeout: 30000 });
  await frames(page, 3);
  return { context, page, messages };
}

// axe-core is injected as a script of its own: the page's CSP (no inline script) is bypassed for
// the checks only, in the contexts that run them.
const AXE_CONTEXT = { bypassCSP: true };
async function axe(page) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return { violations: r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), passes: r.passes.length };
  });
}

// [SECTION] axe-core
test('axe-core (WCAG 2.0/2.1 A and AA rules): no violation on any demo, with the help open, in high contrast', async () => {
  const { context, page, messages } = await openPage(env.url, AXE_CONTEXT);
  const demos = await pg(page, 'demos');
  assert.equal(demos.length, 15);
  for (const d of demos) {
    await pg(page, 'selectDemo', d.id);
    await frames(page, 3);
    const r = await axe(page);
    assert.deepEqual(r.violations, [], `${d.id}`);
    assert.ok(r.passes > 10, `${d.id}: axe ran ${r.passes} passing rules`);
  }
  await pg(page, 'setView', { highContrast: true });
  await pg(page, 'compare', 'lookahead');
  await frames(page, 3);
  assert.deepEqual((await axe(page)).violations, [], 'high contrast, compare on');
  await page.focus('#canvas');
  await page.keyboard.press('h');
  assert.equal(await page.evaluate(() => document.getElementById('pd-help').open), true, 'H opens the help dialog');
  assert.deepEqual((await axe(page)).violations, [], 'help dialog open');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('axe-core: no violation in ?embed=1 and on a phone', async () => {
  const { context, page } = await openPage(`${env.url}?embed=1#demo=evade`, AXE_CONTEXT);
  assert.deepEqual((await axe(page)).violations, [], 'embed');
  // The embed view has only what the overlay has: play/pause, reset, open in playground.
  assert.equal(await page.getByRole('button', { name: 'Reset', exact: true }).count(), 1);
  assert.equal(await page.getByRole('button', { name: 'Open in playground', exact: true }).count(), 1);
  assert.equal(await page.getByRole('combobox').count(), 0);
  await context.close();
  const phone = await openPage(env.url, { ...AXE_CONTEXT, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
  assert.deepEqual((await axe(phone.page)).violations, [], 'phone');
  // The viewport lets the user zoom (WCAG 1.4.4).
  const meta = await phone.page.evaluate(() => document.querySelector('meta[name=viewport]').content);
  assert.doesNotMatch(meta, /user-scalable=no|maximum-scale/);
  await phone.context.close();
});

// [SECTION] the accessibility tree
test('every parameter of every demo is a labelled control with its role, value, range, unit and help', async () => {
  const { context, page } = await openPage(env.url);
  const roleOf = { float: 'slider', int: 'slider', choice: 'combobox', toggle: 'checkbox' };
  let checked = 0;
  for (const d of await pg(page, 'demos')) {
    await pg(page, 'selectDemo', d.id);
    await frames(page, 2);
    const params = await pg(page, 'params');
    const tree = await page.locator('body').ariaSnapshot();
    for (const p of params) {
      const control = page.getByRole(roleOf[p.kind], { name: p.label, exact: true });
      assert.equal(await control.count(), 1, `${d.id}.${p.name}: one ${roleOf[p.kind]} named "${p.label}"`);
      assert.ok(tree.includes(`${roleOf[p.kind]} "${p.label}"`), `${d.id}.${p.name} in the tree a screen reader gets`);
      const info = await control.evaluate((e) => ({
        min: e.min, max: e.max, value: e.value, checked: e.checked, valuetext: e.getAttribute('aria-valuetext'),
        help: (document.getElementById(e.getAttribute('aria-describedby') || '') || {}).textContent,
        option: e.tagName === 'SELECT' ? e.options[e.selectedIndex].textContent : null,
      }));
      assert.equal(info.help, p.help, `${d.id}.${p.name}: the help text is its description`);
      if (p.kind === 'choice') {
        assert.equal(info.option, p.choiceLabels[p.value], `${d.id}.${p.name}: shown by its name as the panel shows it`);
      } else if (p.kind === 'toggle') {
        assert.equal(info.checked, p.value !== 0, `${d.id}.${p.name}`);
      } else {
        assert.deepEqual([Number(info.min), Number(info.max), Number(info.value)], [p.min, p.max, p.value], `${d.id}.${p.name}`);
        assert.ok(info.valuetext.startsWith(String(p.value)) || Math.abs(parseFloat(info.valuetext) - p.value) < 0.01, `${d.id}.${p.name}: ${info.valuetext}`);
        if (p.unit) assert.ok(info.valuetext.endsWith(UNIT_WORDS[p.unit] || p.unit) || info.valuetext.endsWith(p.unit.replace(/s$/, '')), `${d.id}.${p.name}: "${info.valuetext}" says the unit in words`);
      }
      checked += 1;
    }
  }
  assert.ok(checked >= 50, `${checked} parameters checked`);
  // A change through the API, by a link or in the panel shows in the HTML control.
  await pg(page, 'load', '#v=1&demo=evade&threat=250');
  await frames(page, 3);
  const threat = page.getByRole('slider', { name: 'Threat range', exact: true });
  assert.equal(await threat.evaluate((e) => e.value), '250');
  assert.equal(await threat.evaluate((e) => e.getAttribute('aria-valuetext')), '250 units');
  await pg(page, 'set', 'threat', 80);
  await frames(page, 3);
  assert.equal(await threat.evaluate((e) => e.value), '80');
  await pg(page, 'show', 'wander', true);
  await frames(page, 3);
  assert.equal(await page.getByRole('checkbox', { name: 'Wander circle', exact: true }).isChecked(), true);
  // ... and a click in the canvas panel: the panel's Force checkbox ticks the HTML one.
  const force = page.getByRole('checkbox', { name: 'Steering force', exact: true });
  assert.equal(await force.isChecked(), false);
  await pg(page, 'focus', 'layer:force');  // scrolls the panel to it
  await frames(page, 4);
  await pg(page, 'focus', null);
  const r = (await pg(page, 'widgets'))['layer:force'];
  assert.ok(r && r[3] < 720, `layer:force at ${r}`);
  await page.mouse.move(r[0] + 10, (r[1] + r[3]) / 2);
  await frames(page, 2);
  await page.mouse.down();
  await frames(page, 2);
  await page.mouse.up();
  await frames(page, 4);
  assert.equal(await force.isChecked(), true);
  assert.ok((await pg(page, 'state')).show.includes('force'));
  await context.close();
});

test('the seed\'s number field: emptied, it keeps the scene; a whole number sets it; a negative one is refused aloud, in the page\'s language', async () => {
  const { context, page, messages } = await openPage(`${env.url}#demo=flock&seed=7&paused=1`);
  const field = '#pdom [data-widget="input:seed"]';
  const change = (text) => page.evaluate(([sel, t]) => {
    const n = document.querySelector(sel);
    n.focus();
    n.value = t;
    n.dispatchEvent(new Event('change', { bubbles: true }));
  }, [field, text]);
  const before = await pg(page, 'state');
  assert.equal(before.seed, 7);
  await change('');
  await frames(page, 2);
  let s = await pg(page, 'state');
  assert.equal(s.seed, 7, 'an emptied field left the seed alone (it was set to 0 and the scene rebuilt)');
  assert.deepEqual(s.agents[0].pos, before.agents[0].pos, 'the scene was not rebuilt');
  assert.equal(await page.inputValue(field), '7', 'the field shows the seed again');
  await change('42');
  await frames(page, 2);
  assert.equal((await pg(page, 'state')).seed, 42);
  await change('-5');
  await frames(page, 2);
  assert.equal((await pg(page, 'state')).seed, 42, 'a negative seed is refused');
  await page.waitForFunction(() => /not a seed: a whole number from 0 to 9007199254740992/.test(document.getElementById('pd-live').textContent), null, { timeout: 20000 });
  assert.equal(await page.inputValue(field), '42', 'the field shows the seed the scene kept, not the refused one');
  assert.equal(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), field), true, 'and keeps the focus');
  // In the page's language, as the panel says everything else.
  await pg(page, 'setLanguage', 'zh-CN');
  await frames(page, 2);
  await change('-6');
  await page.waitForFunction(() => /不是有效的种子/.test(document.getElementById('pd-live').textContent), null, { timeout: 20000 });
  assert.equal((await pg(page, 'state')).seed, 42);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a slider over decades (a flock\'s boids, 1 to 100,000) moves by a factor from the keys, not by a thousand', async () => {
  const { context, page, messages } = await openPage(`${env.url}#v=6&demo=flock&paused=1`);
  const slider = '#pdom [data-widget="param:count"]';
  const count = async () => (await pg(page, 'params')).find((p) => p.name === 'count').value;
  assert.equal(await count(), 200);
  const c = (await pg(page, 'controls')).flatMap((s) => s.controls).find((x) => x.name === 'param:count');
  assert.ok(Math.abs(c.keyRatio - Math.pow(100000, 0.01)) < 1e-6, `keyRatio ${c.keyRatio}`);
  await page.focus(slider);
  const press = async (key, want) => {
    await page.keyboard.press(key);
    await frames(page, 2);
    assert.equal(await count(), want, `${key}: ${want} boids`);
  };
  await press('ArrowRight', 224);   // 200 x 1.122
  await press('ArrowLeft', 200);
  await press('ArrowLeft', 178);    // was 1 (200 - 1000, clamped)
  await press('PageUp', 563);       // x 3.16; was 11,001
  await press('Home', 1);
  await press('ArrowRight', 2);     // at least one boid more
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the lessons gallery: the arrow keys only pick a lesson, its Open lesson button opens it (WCAG 3.2.2)', async () => {
  const { context, page, messages } = await openPage(`${env.url}#v=6&demo=evade&threat=200&paused=1`);
  const before = await pg(page, 'link');
  const list = '#pdom [data-widget="combo:lessons"]';
  await page.focus(list);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await frames(page, 3);
  assert.equal(await pg(page, 'link'), before, 'passing through the list changed nothing');
  const picked = await page.inputValue(list);
  assert.notEqual(picked, 'none', 'the list shows the lesson picked');
  const lesson = (await pg(page, 'lessons')).find((l) => l.id === picked);
  assert.ok(lesson, picked);
  // Tab to the button (the list keeps its pick meanwhile) and press it: the lesson opens, said.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.tagName + ' ' + document.activeElement.textContent), 'BUTTON Open lesson');
  await page.keyboard.press('Enter');
  await frames(page, 3);
  assert.match(await pg(page, 'link'), new RegExp(`lesson=${picked}`));
  await page.waitForFunction((t) => document.getElementById('pd-live').textContent.includes(t), lesson.title, { timeout: 20000 });
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('selecting an agent without a mouse: a list of the few, a number field for a flock of hundreds, a wrong number refused aloud', async () => {
  const { context, page, messages } = await openPage(`${env.url}#v=6&demo=pursuit&paused=1`);
  const visible = (id) => page.evaluate((i) => { const e = document.getElementById(i); return !!e && !e.hidden && e.offsetParent !== null; }, id);
  const change = (text) => page.evaluate((t) => {
    const n = document.getElementById('pd-agent-n');
    n.focus();
    n.value = t;
    n.dispatchEvent(new Event('change', { bubbles: true }));
  }, text);
  // Two agents: the list, named by role.
  assert.equal(await visible('pd-agent-row'), true);
  assert.equal(await visible('pd-agent-n-row'), false);
  assert.equal(await page.locator('#pd-agent option').count(), 3, 'none and the two agents');
  const focusedId = () => page.evaluate(() => document.activeElement && document.activeElement.id);
  await page.focus('#pd-agent');
  await page.selectOption('#pd-agent', '1');
  await frames(page, 2);
  assert.equal((await pg(page, 'summary')).selected, 1);
  // The section grows the agent's lines and is built again: the focus stays on the list.
  assert.equal(await focusedId(), 'pd-agent', 'the focus stays on the agent list');
  // A flock of 300: no list of hundreds, a number field labelled for what it takes.
  await pg(page, 'load', 'v=6&demo=flock&count=300&paused=1');
  await frames(page, 3);
  assert.equal((await pg(page, 'summary')).agents, 300);
  assert.equal(await visible('pd-agent-row'), false);
  assert.equal(await visible('pd-agent-n-row'), true);
  const label = await page.evaluate(() => document.querySelector('label[for="pd-agent-n"]').textContent);
  assert.match(label, /Selected agent, by number/);
  assert.equal(await page.getAttribute('#pd-agent-n', 'max'), '299');
  await change('250');
  await frames(page, 2);
  assert.equal((await pg(page, 'summary')).selected, 250, 'agent 250 selected by its number');
  // (the live region is cleared, then written in a task of its own 50 ms later: waited for)
  const said = await page.waitForFunction(() => document.getElementById('pd-live').textContent, null, { timeout: 20000 })
    .then((h) => h.jsonValue());
  // The panel's words on that agent, not the whole scene again at each choice.
  const words = (await pg(page, 'controls')).flatMap((s) => s.controls).find((c) => c.name === 'text:selected').text;
  assert.match(words, /250/);
  assert.equal(said, words, 'what the selected agent does is said');
  assert.notEqual(said, await pg(page, 'describe'));
  assert.equal(await focusedId(), 'pd-agent-n', 'the focus stays on the number field');
  assert.equal(await page.inputValue('#pd-agent-n'), '250');
  // Typed, as a keyboard user does: the field keeps the focus and shows the number.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('42');
  await page.keyboard.press('Enter');
  await frames(page, 3);
  assert.equal((await pg(page, 'summary')).selected, 42, 'typed and Enter: agent 42');
  assert.equal(await focusedId(), 'pd-agent-n');
  assert.equal(await page.inputValue('#pd-agent-n'), '42');
  await change('250');
  await frames(page, 2);
  await page.evaluate(() => document.getElementById('pd-agent-n').blur());
  await change('');
  await frames(page, 2);
  assert.equal((await pg(page, 'summary')).selected, 250, 'an emptied field left the selection alone');
  assert.equal(await page.inputValue('#pd-agent-n'), '250');
  for (const wrong of ['300', '2.5', '-2']) {
    await change(wrong);
    await frames(page, 2);
    assert.equal((await pg(page, 'summary')).selected, 250, `${wrong} left the selection alone`);
    await page.waitForFunction((w) => document.getElementById('pd-live').textContent.includes(`No agent ${w}: the numbers go from 0 to 299`), wrong, { timeout: 20000 });
    assert.equal(await page.inputValue('#pd-agent-n'), '250', `${wrong}: the field shows the selection again`);
  }
  await change('-1');
  await frames(page, 2);
  assert.equal((await pg(page, 'summary')).selected, -1, '-1: none');
  // A click in the scene that selects an agent shows its number here too.
  await pg(page, 'select', 12);
  await frames(page, 3);
  assert.equal(await page.inputValue('#pd-agent-n'), '12');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the second view costs nothing while nothing changes: no API call from it in a quiet second', async () => {
  const { context, page } = await openPage(`${env.url}#demo=flock`);
  const count = () => page.evaluate(() => {
    window.__calls = 0;
    for (const k of ['summary', 'params', 'layers', 'state', 'describe']) {
      const f = window.playground[k];
      if (!f.__wrapped) { window.playground[k] = function () { window.__calls += 1; return f.apply(this, arguments); }; window.playground[k].__wrapped = true; }
    }
  });
  await count();
  await new Promise((r) => setTimeout(r, 1000));
  assert.equal(await page.evaluate(() => window.__calls), 0, 'running flock: no call');
  await pg(page, 'pause');
  await frames(page, 3);
  await page.evaluate(() => { window.__calls = 0; });
  await new Promise((r) => setTimeout(r, 1000));
  assert.equal(await page.evaluate(() => window.__calls), 0, 'paused: no call');
  await context.close();
});

// [SECTION] the keyboard alone
async function tabTo(page, selector, { back = false, max = 150 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement && document.activeElement.matches(s), selector)) return i;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}: at ${await page.evaluate(() => { const e = document.activeElement; return e ? (e.getAttribute("data-widget") || e.id || e.tagName) : null; })}`);
}

test('keyboard only: evade, threat up, pause, step, pursuit, look-ahead 0, copy link; equal to the same API calls; no trap', async () => {
  const { context, page, messages } = await openPage(env.url);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A fresh page: the first Tab reaches the skip link, then Play/Pause.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Skip to the scene');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('data-widget')), 'button:play');
  // Evade, with the demo picker and an arrow key.
  await tabTo(page, '#pd-demo');
  assert.equal(await page.evaluate(() => window.playground.state().paused), false);
  await page.keyboard.press('ArrowDown');
  await frames(page, 2);
  assert.equal((await pg(page, 'summary')).demo, 'evade');
  // Threat range up by Page Up, then two arrows.
  await tabTo(page, '#pd-param-threat');
  await frames(page, 3);
  const ring = await pg(page, 'widgets');
  assert.ok(ring['param:threat'], 'the focused slider\'s twin is drawn in the panel');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const threat = (await pg(page, 'state')).params.threat;
  assert.ok(threat > 100, `threat raised to ${threat}`);
  // Pause (Shift+Tab back to Play/Pause, Space), then Step (Enter).
  await tabTo(page, '[data-widget="button:play"]', { back: true });
  await page.keyboard.press('Space');
  await frames(page, 2);
  assert.equal((await pg(page, 'summary')).paused, true);
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Play');
  const f0 = (await pg(page, 'summary')).frame;
  await tabTo(page, '[data-widget="button:step"]');
  await page.keyboard.press('Enter');
  await frames(page, 2);
  assert.equal((await pg(page, 'summary')).frame, f0 + 1, 'one step');
  // Pursuit, then look-ahead 0 with Home.
  await tabTo(page, '#pd-demo', { back: true });
  await page.keyboard.press('ArrowUp');
  await frames(page, 2);
  assert.equal((await pg(page, 'summary')).demo, 'pursuit');
  await tabTo(page, '#pd-param-lookahead');
  await page.keyboard.press('Home');
  await frames(page, 2);
  assert.equal((await pg(page, 'state')).params.lookahead, 0);
  // Copy link.
  await tabTo(page, '[data-widget="button:copy"]', { back: true });
  await page.keyboard.press('Enter');
  await frames(page, 2);
  const link = await pg(page, 'link');
  assert.equal(await page.evaluate(() => window.playgroundShell.lastCopied), link);
  // The same through the API, on a fresh page.
  const api = await openPage(env.url);
  await pg(api.page, 'selectDemo', 'evade');
  await pg(api.page, 'set', 'threat', threat);
  await pg(api.page, 'pause');
  await pg(api.page, 'step', 1);
  await pg(api.page, 'selectDemo', 'pursuit');
  await pg(api.page, 'set', 'lookahead', 0);
  const strip = (s) => { delete s.perf; delete s.notice; return s; };
  assert.equal(await pg(page, 'hash'), await pg(api.page, 'hash'));
  assert.deepEqual(strip(await pg(page, 'state')), strip(await pg(api.page, 'state')));
  assert.equal((await pg(page, 'link')).split('#')[1], (await pg(api.page, 'link')).split('#')[1]);
  await api.context.close();
  // Tab reaches the end of the page (the scene is the last stop), leaves it, and comes back.
  await tabTo(page, '#canvas');
  await page.keyboard.press('Tab');
  assert.notEqual(await page.evaluate(() => document.activeElement.id), 'canvas', 'Tab leaves the scene: no trap');
  await tabTo(page, 'a.pd-skip', { max: 3 });
  await tabTo(page, '#canvas', { back: true, max: 4 });
  // Before the scene: the language picker over its top left corner, then the panel's last control.
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'language');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('data-widget')), 'button:offline');
  // The skip link puts the focus on the scene, whose shortcuts then work (and only there).
  await tabTo(page, 'a.pd-skip');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'canvas');
  const f1 = (await pg(page, 'summary')).frame;
  await page.keyboard.press('n');
  await frames(page, 2);
  assert.equal((await pg(page, 'summary')).frame, f1 + 1, 'N steps while the scene has the focus');
  // + and - zoom about the middle of the view, F fits the world again.
  const fitted = await pg(page, 'toScreen', 1000, 700);
  const origin = await pg(page, 'toScreen', 0, 0);
  await page.keyboard.press('+');
  await frames(page, 2);
  const zoomed = await pg(page, 'toScreen', 1000, 700);
  const origin2 = await pg(page, 'toScreen', 0, 0);
  assert.ok(Math.abs((zoomed[0] - origin2[0]) / (fitted[0] - origin[0]) - 1.25) < 0.001, `zoomed ${zoomed} from ${fitted}`);
  await page.keyboard.press('f');
  await frames(page, 2);
  assert.deepEqual(await pg(page, 'toScreen', 1000, 700), fitted);
  await tabTo(page, '[data-widget="button:play"]');
  await page.keyboard.press('n');
  await page.keyboard.press('r');
  await frames(page, 2);
  assert.equal((await pg(page, 'summary')).frame, f1 + 1, 'N and R do nothing on a button');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('focus is visible: the focused control\'s widget gets a ring in the panel, scrolled into view', async () => {
  const { context, page } = await openPage(`${env.url}#demo=flock`);
  await page.focus('[data-widget="button:fit"]');  // the last section (View), collapsed at first
  await frames(page, 4);
  const w = await pg(page, 'widgets');
  const r = w['button:fit'];
  assert.ok(r, 'the View section opened for its focused control');
  assert.ok(r[1] >= 0 && r[3] <= 720, `scrolled into view: ${r}`);
  const img = decodePng(await page.screenshot({ path: `${SHOTS}a11y-focus-ring.png` }));
  // The ring's light inner line (255, 214, 10) runs 3 px outside the widget.
  const y = Math.round((r[1] + r[3]) / 2);
  const px = pixelAt(img, Math.round(r[0] - 3), y);
  assert.ok(px[0] > 200 && px[1] > 170 && px[2] < 90, `ring colour ${px}`);
  await context.close();
});

test('a control in a folded section opens it when the focus arrives, whichever control of the section it is', async () => {
  // The sections' controls are the description's (playground.controls()): the last of each section
  // that starts folded here (Compare, Experiment, View: its Offline copy came last and was once left
  // out of a hand-written list), focused from the accessible view.
  const { context, page } = await openPage(`${env.url}#v=5&demo=pursuit&paused=1`);
  const sections = await pg(page, 'controls');
  let checked = 0;
  for (const name of ['compare', 'experiment', 'view']) {
    const section = sections.find((s) => s.name === name);
    const last = section.controls.filter((c) => !c.name.startsWith('text:')).pop().name;
    assert.equal((await pg(page, 'widgets'))[last], undefined, `${last}: folded at first`);
    await page.focus(`[data-widget="${last}"]`);
    await frames(page, 4);
    const r = (await pg(page, 'widgets'))[last];
    assert.ok(r && r[1] >= 0 && r[3] <= 720, `${name} opened for ${last}: ${r}`);
    checked++;
  }
  assert.equal(checked, 3);
  await context.close();
});

test('a control the panel does not draw shows its card over the world, clear of the timeline and the panel\'s widgets', async () => {
  // Describe the scene is the accessible view's own button: no widget in the panel, so a card says
  // where the keyboard is. At the page's corner it covered the timeline's start and a phone's sliders.
  for (const [query, viewport] of [['panel=0', { width: 1280, height: 720 }], ['', { width: 390, height: 844 }], ['', { width: 1024, height: 768 }]]) {
    const { context, page } = await openPage(`${env.url}#demo=pursuit&${query}`, { viewport });
    await page.focus('button[aria-controls="pd-desc"]');
    await frames(page, 3);
    const card = await page.evaluate(() => { const c = document.getElementById('pd-focus-card'); const r = c.getBoundingClientRect(); return { shown: c.className === 'shown', text: c.textContent, rect: [r.left, r.top, r.right, r.bottom] }; });
    const where = `${query || 'panel'} at ${viewport.width}x${viewport.height}`;
    assert.ok(card.shown && /Describe the scene/.test(card.text), `${where}: the card shows the focused button (${card.text})`);
    const { view } = await pg(page, 'layout');
    const [x0, y0, x1, y1] = card.rect;
    assert.ok(x0 >= view[0] && y0 >= view[1] && x1 <= view[2] && y1 <= view[3], `${where}: the card ${card.rect} inside the world's part ${view}`);
    for (const [name, r] of Object.entries(await pg(page, 'widgets')))
      assert.ok(!overlap(card.rect, r), `${where}: the card ${card.rect} covers ${name} ${r}`);
    await context.close();
  }
});

test('a screen reader\'s swipe on a slider moves it by the panel\'s step, not the input\'s finest', async () => {
  const { context, page } = await openPage(`${env.url}#v=6&demo=evade&threat=100&paused=1`);
  const c = (await pg(page, 'controls')).flatMap((g) => g.controls).find((x) => x.name === 'param:threat');
  const fine = Number(await page.getAttribute('#pd-param-threat', 'step'));
  assert.ok(c.step > fine, `the panel's step ${c.step} is coarser than the input's ${fine}`);
  // What VoiceOver's and TalkBack's increment does: the input's own step, then an input event.
  const swipe = (up) => page.evaluate((u) => {
    const s = document.getElementById('pd-param-threat');
    if (u) s.stepUp(); else s.stepDown();
    s.dispatchEvent(new Event('input', { bubbles: true }));
  }, up);
  await swipe(true);
  assert.equal((await pg(page, 'state')).params.threat, 100 + c.step);
  await swipe(false);
  await swipe(false);
  assert.equal((await pg(page, 'state')).params.threat, 100 - c.step);
  // A value set straight (a drag, a typed value) is taken as it is.
  await page.evaluate(() => {
    const s = document.getElementById('pd-param-threat');
    s.value = '163';
    s.dispatchEvent(new Event('input', { bubbles: true }));
  });
  assert.equal((await pg(page, 'state')).params.threat, 163);
  await context.close();
  // The Time slider of a running scene: a swipe steps from the moment now, not from where the
  // focus found it (the input's value is not rewritten as the scene plays: a swipe down went
  // back to the focus's moment, seconds ago).
  const run = await openPage(`${env.url}#v=6&demo=pursuit`);
  await run.page.focus('#pd-time');
  const t0 = (await pg(run.page, 'timeline')).now;
  await until(run.page, (t) => window.playground.timeline().now > t + 1, t0);
  await run.page.evaluate(() => {
    const s = document.getElementById('pd-time');
    s.stepDown();
    s.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const tl = await pg(run.page, 'timeline');
  assert.ok(tl.now > t0 + 0.9, `one step back from the moment now (${tl.now} s), not from the focus's ${t0} s`);
  assert.ok(Math.abs(tl.now - (tl.end - tl.dt)) < tl.dt / 2 || tl.now > tl.end - 0.2, `${tl.now} of ${tl.end}`);
  await run.context.close();
});

test('the keyboard help dialog lists every key and gives the focus back', async () => {
  const { context, page } = await openPage(env.url);
  await tabTo(page, '[data-widget="button:help"]');
  await page.keyboard.press('Enter');
  const text = await page.evaluate(() => document.getElementById('pd-help').textContent);
  for (const k of ['Tab', 'Page Up', 'Space', 'N or →', 'R', '1 - 9', 'F', 'D', 'H', ', / .', 'Home / End']) assert.ok(text.includes(k), k);
  // Every row of the app's shortcut table (playground.shortcuts(), which the panel's help draws
  // too), as a row header and its cell, in the table's order.
  const rows = await page.evaluate(() => [...document.querySelectorAll('#pd-help tr')].map((tr) => [...tr.children].map((c) => c.textContent)));
  const table = await pg(page, 'shortcuts');
  assert.ok(table.length >= 10, `${table.length} rows`);
  let at = -1;
  for (const r of table) {
    const i = rows.findIndex((x) => x[0] === r.key && x[1] === r.does);
    assert.ok(i > at, `"${r.key}: ${r.does}" in the help, after the row before it`);
    at = i;
  }
  // Then what a pointer and fingers do, the panel's help's own rows (playground.gestures()): the
  // strings tables hold them once.
  const gestures = await pg(page, 'gestures');
  const en = JSON.parse(readFileSync(new URL('../../strings/en.json', import.meta.url), 'utf8'));
  assert.deepEqual(gestures.map((g) => [g.gesture, g.does]), [8, 9, 10, 11, 12, 13].map((n) => [en[`help.key${n}`], en[`help.does${n}`]]));
  assert.deepEqual(rows.slice(-gestures.length), gestures.map((g) => [g.gesture, g.does]));
  assert.ok(!Object.keys(en).some((k) => /^page\.help\.[kd]\.(mouse|touch)$/.test(k)), 'no second copy of the gestures');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Close');
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('data-widget')), 'button:help');
  await context.close();
});

// [SECTION] the scene in words
test('each demo\'s description carries the numbers of its state and changes as it runs', async () => {
  const { context, page } = await openPage(env.url);
  const num = (text, re) => { const m = text.match(re); assert.ok(m, `${re} in "${text}"`); return Number(m[1]); };
  const near = (a, b, what) => assert.ok(Math.abs(a - b) <= 0.51, `${what}: ${a} vs ${b}`);
  await pg(page, 'pause');
  for (const d of await pg(page, 'demos')) {
    await pg(page, 'selectDemo', d.id);
    await pg(page, 'step', 90);
    const s = await pg(page, 'state');
    const sum = await pg(page, 'summary');
    const text = await pg(page, 'describe');
    assert.ok(text.startsWith(d.title + '. '), text);
    assert.doesNotMatch(text, /orange|blue|red|green|yellow|white|purple/i, 'roles in words, not colours');
    const dist = (i, j) => Math.hypot(s.agents[i].pos[0] - s.agents[j].pos[0], s.agents[i].pos[1] - s.agents[j].pos[1]);
    const speed = (i) => Math.hypot(...s.agents[i].vel);
    switch (d.id) {
      case 'pursuit':
        near(num(text, /pursuer is (\d+) units from the evader/), dist(0, 1), 'distance');
        assert.ok(text.includes(`aims ${s.marks.lookahead.toFixed(2)} s ahead, at (${Math.round(s.marks.predicted[0])}, ${Math.round(s.marks.predicted[1])})`) || /ahead and facing/.test(text), text);
        assert.equal(num(text, /(\d+) captures?\./), sum.events);
        break;
      case 'evade':
        near(num(text, /evader is (\d+) units from the pursuer/), dist(0, 1), 'distance');
        assert.equal(num(text, /threat range of (\d+) units/), s.params.threat);
        assert.equal(num(text, /(\d+) captures?\./), sum.events);
        break;
      case 'wander':
        assert.equal(num(text, /^Wander\. (\d+) wanderers/), s.agents.length);
        assert.equal(num(text, /radius (\d+) units/), s.params.radius);
        break;
      case 'flock':
        assert.equal(num(text, /(\d+) boids/), s.agents.length);
        break;
      case 'seek':
        near(num(text, /moving at (\d+) units per second/), speed(0), 'speed');
        break;
      case 'chase':
        assert.equal(num(text, /chasers at (\d+) units per second/), s.params.chaserSpeed);
        assert.equal(num(text, /prey at (\d+) units per second/), s.params.preySpeed);
        break;
      case 'avoid':
        assert.equal(num(text, /(\d+) wanderers/), s.agents.length);
        assert.equal(num(text, /detection box (\d+) units/), s.params.box);
        break;
      case 'path':
        assert.equal(num(text, /(\d+) agents follow/), s.agents.length);
        break;
      case 'hide':
        near(num(text, /the hunter, (\d+) units away/), dist(0, 1), 'distance');
        break;
      case 'containment':
        assert.equal(num(text, /(\d+) wanderers/), s.agents.length);
        assert.equal(num(text, /probes (\d+) units long/), s.params.probe);
        break;
      case 'walls':
        assert.equal(num(text, /(\d+) followers/), s.agents.length);
        assert.equal(num(text, /stay (\d+) units from them/), s.params.offset);
        break;
      case 'flowfield':
        assert.equal(num(text, /(\d+) agents drift/), s.agents.length);
        break;
      case 'crowd':
        assert.equal(num(text, /(\d+) pedestrians/), s.agents.length);
        break;
      case 'queue':
        assert.equal(num(text, /(\d+) agents make for a doorway/), s.agents.length);
        break;
      case 'custom':
        assert.equal(num(text, /Group A, (\d+) boids/), s.agents.filter((a) => a.role === 'boid').length);
        assert.equal(num(text, /Group B, (\d+) pursuers/), s.agents.filter((a) => a.role === 'pursuer').length);
        break;
    }
    assert.match(text, /Paused\.$/);
    await pg(page, 'step', 1);
    assert.notEqual(await pg(page, 'describe'), text, `${d.id}: one step changes the description`);
  }
  // Read on demand: the Describe button and D on the scene fill the description.
  await page.getByRole('button', { name: 'Describe the scene' }).focus();
  await page.keyboard.press('Enter');
  assert.match(await page.evaluate(() => document.getElementById('pd-desc').textContent), /^Custom: compose behaviours.*Paused\.$/);
  await pg(page, 'selectDemo', 'evade');
  await page.focus('#canvas');
  await page.keyboard.press('d');
  assert.match(await page.evaluate(() => document.getElementById('pd-desc').textContent), /^Evade\. The evader is \d+ units from the pursuer/);
  await context.close();
});

test('events are announced politely, at most once every few seconds', async () => {
  // A pursuer that stands still: no capture (an event, announced in a sentence of its own) can
  // come before the pause, however long a loaded machine takes to open the page (the first one
  // came at 3-9 s of the default chase). Its description is still "Pursuit. ...".
  const { context, page } = await openPage(`${env.url}#demo=pursuit&pursuerSpeed=0`);
  const live = page.locator('#pd-live');
  assert.equal(await live.getAttribute('aria-live'), 'polite');
  const log = [];
  // The time of each announcement is the page's own, taken as it happens (not when Node hears of it).
  await page.exposeFunction('recordLive', (at, t) => log.push([at, t]));
  await page.evaluate(() => new MutationObserver(() => {
    const t = document.getElementById('pd-live').textContent;
    if (t) window.recordLive(performance.now(), t);
  }).observe(document.getElementById('pd-live'), { childList: true, characterData: true, subtree: true }));
  await pg(page, 'pause');                 // an event: announced
  await frames(page, 3);
  await pg(page, 'selectDemo', 'evade');   // another, within the quiet time: said later, once
  await pg(page, 'resume');
  await frames(page, 3);
  await pg(page, 'pause');
  await new Promise((r) => setTimeout(r, 6500));
  assert.ok(log.length >= 2 && log.length <= 3, JSON.stringify(log));
  assert.match(log[0][1], /^Pursuit\..*Paused\.$/);
  assert.match(log[log.length - 1][1], /^Evade\./);
  for (let i = 1; i < log.length; i++) assert.ok(log[i][0] - log[i - 1][0] >= 4500, 'at least 5 s apart');
  await context.close();
});

test('the accessible view\'s headings go down one level at a time: h1, then h2 in a section, h3 under the header\'s h2', async () => {
  const { context, page, messages } = await openPage(`${env.url}#v=6&demo=pursuit&paused=1`);
  await pg(page, 'openLesson', 0);  // a gallery lesson: its title and "Try this" are headings
  await page.waitForFunction(() => document.querySelectorAll('#pdom h2').length >= 2, null, { timeout: 20000 });
  const levels = await page.evaluate(() => [...document.querySelectorAll('#pdom h1, #pdom h2, #pdom h3, #pdom h4')]
    .map((h) => [Number(h.tagName[1]), h.textContent.slice(0, 40)]));
  assert.equal(levels[0][0], 1, JSON.stringify(levels));
  for (let i = 1; i < levels.length; i++) assert.ok(levels[i][0] <= levels[i - 1][0] + 1, `a level skipped: ${JSON.stringify(levels)}`);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a chase that ends is said in a sentence of its own, not the whole scene again', async () => {
  const { context, page, messages } = await openPage(`${env.url}#v=6&demo=pursuit`);
  assert.equal(await pg(page, 'news'), '', 'nothing before the first capture');
  const log = [];
  await page.exposeFunction('recordLive', (t) => log.push(t));
  await page.evaluate(() => new MutationObserver(() => {
    const t = document.getElementById('pd-live').textContent;
    if (t) window.recordLive(t);
  }).observe(document.getElementById('pd-live'), { childList: true, characterData: true, subtree: true }));
  const caught = /^The pursuer caught the evader after \d+\.\d s\. \d+ captures?\.$/;
  // The first capture comes within a chase or two (Buckland's pursuit at the demo's defaults).
  await until(page, () => window.playground.summary().events >= 1, null, 60000);
  assert.match(await pg(page, 'news'), caught);
  await until(page, () => document.getElementById('pd-live').textContent !== '', null, 10000);
  await page.waitForFunction(() => /caught the evader/.test(document.getElementById('pd-live').textContent), null, { timeout: 10000 });
  assert.ok(log.some((t) => caught.test(t)), JSON.stringify(log));
  assert.deepEqual(log.filter((t) => /^Pursuit\./.test(t)), [], 'the scene was not described again');
  // The chase demo: its round, lane by lane, in the page's language and decimal mark.
  assert.equal((await pg(page, 'load', '#v=6&demo=chase&paused=1&lang=pt-BR')).ok, true);
  await pg(page, 'step', 60 * 40);
  await until(page, () => /^O caçador/.test(window.playground.news()), null, 10000);  // the table arrives
  assert.match(await pg(page, 'news'),
    /^O caçador básico (pegou a presa em \d+,\d s|deixou a presa escapar)\. O caçador de linha de visada .*\. O caçador de interceptação .*\.$/);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

// [SECTION] zoom, reflow, touch, motion
function overlaps(w) {
  const names = Object.keys(w).filter((n) => !n.startsWith('demo:') && !n.startsWith('lesson:'));
  const out = [];
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const a = w[names[i]], b = w[names[j]];
      if (Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > 0.5 && Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > 0.5) out.push(`${names[i]} / ${names[j]}`);
    }
  }
  return out;
}

for (const [what, options] of [
  ['200% zoom (a 1280 x 720 window)', { viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 }],
  ['320 CSS px wide', { viewport: { width: 320, height: 640 }, deviceScaleFactor: 2 }],
]) {
  test(`${what}: every control reachable by focus, in view, no widget overlapping another`, async () => {
    const { context, page, messages } = await openPage(env.url, options);
    const controls = await page.evaluate(() => [...document.querySelectorAll('#pdom [data-widget]')].map((e) => e.getAttribute('data-widget')));
    const unique = [...new Set(controls)].filter((w) => !w.startsWith('slider:ghost'));
    assert.ok(unique.length > 35, `${unique.length} controls`);
    const height = options.viewport.height;
    for (const w of unique) {
      await page.focus(`#pdom [data-widget="${w}"]`);
      await frames(page, 3);
      const all = await pg(page, 'widgets');
      assert.ok(all[w], `${what}: ${w} is drawn when focused`);
      assert.ok(all[w][1] >= -1 && all[w][3] <= height + 1, `${what}: ${w} in view (${all[w]})`);
      assert.deepEqual(overlaps(all), [], `${what}, ${w} focused`);
    }
    // The canvas UI follows the browser's zoom: the font is rasterised for 2 device px per CSS px.
    assert.equal(await page.evaluate(() => window.devicePixelRatio), 2);
    writeFileSync(`${SHOTS}a11y-${options.viewport.width}px.png`, await page.screenshot());
    assert.deepEqual(problems(messages), []);
    await context.close();
  });
}

test('touch screens: every panel control at least 24 x 24 CSS px', async () => {
  const { context, page } = await openPage(env.url, { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });
  // widgets() lists what shows: the panel's top, then its end (the focus scrolls there and opens View).
  await page.focus('[data-widget="button:play"]');
  await frames(page, 4);
  const top = await pg(page, 'widgets');
  assert.deepEqual(overlaps(top), []);
  await page.focus('[data-widget="button:fit"]');  // opens View too
  await frames(page, 4);
  const w = { ...top, ...(await pg(page, 'widgets')) };
  let n = 0;
  for (const [name, r] of Object.entries(w)) {
    if (/^(text|plot|header):/.test(name)) continue;
    assert.ok(r[3] - r[1] >= 24 && r[2] - r[0] >= 24, `${name} is ${(r[2] - r[0]).toFixed(1)} x ${(r[3] - r[1]).toFixed(1)}`);
    n += 1;
  }
  assert.ok(n > 20, `${n} controls measured`);
  assert.deepEqual(overlaps(await pg(page, 'widgets')), []);
  await context.close();
});

test('reduced motion: the page opens paused with Play first in Tab order', async () => {
  const { context, page } = await openPage(env.url, { reducedMotion: 'reduce' });
  await frames(page, 10);
  const s = await pg(page, 'summary');
  assert.equal(s.paused, true);
  assert.equal(s.frame, 0);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Play');
  assert.ok((await pg(page, 'widgets'))['button:play'], 'the panel shows Play');
  await page.keyboard.press('Enter');
  await frames(page, 10);
  assert.ok((await pg(page, 'summary')).frame > 0);
  await context.close();
});

test('reduced motion: a link that says paused=0 plays; a paused= the link codec does not read leaves the scene still', async () => {
  for (const [hash, paused] of [['#v=5&demo=flock&paused=0', false], ['#v=5&demo=flock&paused=banana', true], ['#v=5&demo=flock', true]]) {
    const { context, page } = await openPage(`${env.url}${hash}`, { reducedMotion: 'reduce' });
    await frames(page, 10);
    const s = await pg(page, 'summary');
    assert.equal(s.paused, paused, hash);
    assert.equal(s.frame > 0, !paused, `${hash}: frame ${s.frame}`);
    await context.close();
  }
});

// [SECTION] contrast, measured on screenshots
function luminance([r, g, b]) {
  const c = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
}
function ratio(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}
/** The most common colour in a rectangle (the background there), or among the pixels of mask. */
function modeColour(img, x0, y0, x1, y1, mask = null) {
  const counts = new Map();
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(img.height, y1); y++) {
    for (let x = Math.max(0, Math.floor(x0)); x < Math.min(img.width, x1); x++) {
      if (mask && !mask(x, y)) continue;
      const k = pixelAt(img, x, y).join(',');
      counts.set(k, (counts.get(k) || 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0].split(',').map(Number);
}
/** The highest contrast against bg of any pixel in a rectangle (a glyph's or a line's core). */
function strongest(img, bg, x0, y0, x1, y1, mask = null) {
  let best = 1;
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(img.height, y1); y++) {
    for (let x = Math.max(0, Math.floor(x0)); x < Math.min(img.width, x1); x++) {
      if (mask && !mask(x, y)) continue;
      best = Math.max(best, ratio(pixelAt(img, x, y), bg));
    }
  }
  return best;
}

test('contrast on screenshots, every theme: text 4.5:1, agents and annotations 3:1 against the world', async () => {
  const { context, page } = await openPage(env.url);
  const report = [];
  for (const theme of ['dark', 'light', 'contrast']) {
    await pg(page, 'setView', { theme });
    assert.equal((await pg(page, 'state')).view.theme, theme);
    for (const [link, layer] of [['#v=1&demo=pursuit', 'velocity'], ['#v=1&demo=pursuit', 'desired'], ['#v=1&demo=pursuit', 'predicted'],
      ['#v=1&demo=pursuit', 'force'], ['#v=1&demo=evade&threat=300', 'threat'], ['#v=1&demo=wander&count=3', 'wander'],
      ['#v=1&demo=avoid&count=3', 'feelers'], ['#v=1&demo=path', 'path'], ['#v=1&demo=hide', 'predicted']]) {
      await pg(page, 'load', link + '&paused=1');
      await pg(page, 'step', 60);
      // A moment when the predicted point is well inside the world, so the crosshair is drawn.
      for (let k = 0; k < 60; k++) {
        const m = (await pg(page, 'state')).marks;
        if (!m.predicted || (m.predicted[0] > 100 && m.predicted[0] < 900 && m.predicted[1] > 100 && m.predicted[1] < 600)) break;
        await pg(page, 'step', 10);
      }
      await pg(page, 'show', 'trails', false);
      await pg(page, 'show', layer, false);
      await frames(page, 3);
      const off = decodePng(await page.screenshot());
      await pg(page, 'show', layer, true);
      await frames(page, 3);
      const on = decodePng(await page.screenshot({ path: `${SHOTS}a11y-contrast-${theme}-${layer}.png` }));
      const s = await pg(page, 'state');
      const [ox, oy] = await pg(page, 'toScreen', 0, 0);
      const [ex, ey] = await pg(page, 'toScreen', s.world.width, s.world.height);
      const bg = modeColour(on, ox, oy, ex, ey);
      const differs = (x, y) => pixelAt(on, x, y).some((v, i) => Math.abs(v - pixelAt(off, x, y)[i]) > 8);
      // The layer's own colour: the most common colour of the pixels it changed (a line's core;
      // its anti-aliased fringes vary, and blend with whatever lies under them).
      const c = ratio(modeColour(on, ox - 10, 0, on.width, on.height, differs), bg);
      report.push(`${theme} ${link.split('demo=')[1].split('&')[0]} ${layer} ${c.toFixed(2)}`);
      assert.ok(c >= 3, `${theme}: ${layer} layer in ${link} at ${c.toFixed(2)}:1 against ${bg}`);
      // Agents: the pixel at each agent's centre (inside its triangle) against the world.
      for (const a of s.agents.slice(0, 12)) {
        const [x, y] = await pg(page, 'toScreen', a.pos[0], a.pos[1]);
        if (x < ox + 4 || y < oy + 4 || x > ex - 4 || y > ey - 4) continue;
        const r = ratio(pixelAt(on, Math.round(x), Math.round(y)), bg);
        assert.ok(r >= 3, `${theme}: ${a.role} at ${r.toFixed(2)}:1`);
      }
    }
    // Text: the clock (secondary text, the faintest in the panel) and a button's label.
    const w = await pg(page, 'widgets');
    const img = decodePng(await page.screenshot({ path: `${SHOTS}a11y-contrast-${theme}-panel.png` }));
    for (const name of ['text:clock', 'button:copy', 'button:step']) {
      const [x0, y0, x1, y1] = w[name];
      const bg = modeColour(img, x0, y0, x1, y1);
      const c = strongest(img, bg, x0, y0, x1, y1);
      report.push(`${theme} ${name} ${c.toFixed(2)}`);
      assert.ok(c >= 4.5, `${theme}: ${name} text at ${c.toFixed(2)}:1`);
    }
  }
  writeFileSync(`${SHOTS}a11y-contrast.txt`, report.join('\n') + '\n');
  await context.close();
});

test('browser zoom: when devicePixelRatio changes the canvas and its text follow (crisp at 200%)', async () => {
  const { context, page, messages } = await openPage(env.url);
  assert.equal(await page.evaluate(() => document.getElementById('canvas').width), 1280);
  // What Ctrl + and Ctrl - do: the CSS viewport halves and each CSS px is two device px.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 640, height: 360, deviceScaleFactor: 2, mobile: false });
  await frames(page, 6);
  const size = await page.evaluate(() => { const c = document.getElementById('canvas'); return [c.width, c.height, innerWidth, devicePixelRatio]; });
  assert.deepEqual(size, [1280, 720, 640, 2]);
  assert.deepEqual(overlaps(await pg(page, 'widgets')), []);
  // Only the ratio changes (a window moved to a HiDPI screen): the drawing buffer still follows.
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 640, height: 360, deviceScaleFactor: 3, mobile: false });
  await frames(page, 6);
  assert.equal(await page.evaluate(() => document.getElementById('canvas').width), 1920);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the scene\'s focus ring shows for the keyboard, not after a click or a tap', async () => {
  const { context, page } = await openPage(env.url);
  const ring = () => page.evaluate(() => getComputedStyle(document.getElementById('canvas')).outlineStyle);
  await page.mouse.click(900, 400);
  await frames(page, 2);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'canvas');
  assert.equal(await ring(), 'none', 'no ring after a click');
  // Tab away and back with the keyboard: the ring is there.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'canvas');
  assert.equal(await ring(), 'solid', 'the ring after Tab');
  await context.close();
});

test('no group of the accessible view is named as one of its controls ("Demo, group: Demo, combo box")', async () => {
  const { context, page } = await openPage(`${env.url}#v=5&demo=evade`);
  const same = await page.evaluate(() => [...document.querySelectorAll('#pdom fieldset')].flatMap((box) => {
    const legend = box.querySelector('legend');
    const group = legend ? legend.textContent.trim() : '';
    return [...box.querySelectorAll('[data-widget]')]
      .filter((c) => (c.labels && c.labels[0] ? c.labels[0].textContent : c.textContent).trim() === group)
      .map((c) => `${group}: ${c.getAttribute('data-widget')}`);
  }));
  assert.deepEqual(same, []);
  await context.close();
});

test('a comparison\'s race reaches the accessible view: a row a line, the numbers the panel\'s table shows', async () => {
  const { context, page, messages } = await openPage(`${env.url}#v=5&demo=pursuit&compare=lookahead:0&paused=1`);
  await pg(page, 'step', 600);
  await pg(page, 'focus', 'combo:compare');  // the panel's Compare section open, its table drawn
  await frames(page, 4);
  await page.waitForFunction(() => document.querySelectorAll('#pd-sec-compare li').length >= 5);
  const items = await page.evaluate(() => [...document.querySelectorAll('#pd-sec-compare li')].map((l) => l.textContent));
  assert.match(items[0], /^Look-ahead scale: scene 1 x, ghost 0 x$/);
  const captures = items.find((t) => /^captures: /.test(t));
  assert.ok(captures, items.join(' | '));
  // Plain seek (the ghost, look-ahead 0) has caught nothing in these 10 s; pursuit has.
  const m = /^captures: scene (\d+), ghost (\d+)$/.exec(captures);
  assert.ok(m && Number(m[1]) >= 1 && Number(m[2]) === 0, captures);
  // The panel draws each row the description lists.
  const w = await pg(page, 'widgets');
  for (let i = 0; i < items.length; i++) assert.ok(w[`text:race-${i}`], `text:race-${i} drawn in the panel`);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a link that opens another scene with a notice says the notice, its title and the new scene: none in place of another', async () => {
  const { context, page, messages } = await openPage(`${env.url}#v=6&demo=pursuit&paused=1`);
  // Everything the live region writes, in order (a text written over within a millisecond of
  // another was never heard).
  await page.evaluate(() => {
    window.said = [];
    new MutationObserver(() => {
      const t = document.getElementById('pd-live').textContent;
      if (t) window.said.push(t);
    }).observe(document.getElementById('pd-live'), { childList: true, characterData: true, subtree: true });
  });
  await pg(page, 'load', 'v=6&demo=flock&paused=1&nosuch=1&title=Why%20a%20flock');
  await frames(page, 3);
  const notice = (await pg(page, 'summary')).notice;
  assert.ok(notice, 'the link has a notice');
  const description = await pg(page, 'describe');
  await page.waitForFunction(() => window.said.length > 0, null, { timeout: 20000 });
  await sleep(500);
  const said = await page.evaluate(() => window.said);
  const last = said[said.length - 1];
  for (const part of [notice, 'Why a flock', description])
    assert.ok(last.includes(part), `the last thing said has ${JSON.stringify(part)}: ${JSON.stringify(said)}`);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a teacher\'s scene from the keyboard: an arrow on the Demo list waits for its button, a locked list says why, a pressed Noise field keeps the focus', async () => {
  const en = JSON.parse(readFileSync(new URL('../../strings/en.json', import.meta.url), 'utf8'));
  const { context, page, messages } = await openPage(`${env.url}#v=6&demo=hide&lock=rule&title=Hide%20and%20seek&prompt=Where%3F&paused=1`);
  // A locked list: an arrow key changes nothing, and the reason is said (it snapped back silently).
  const rule = (await pg(page, 'state')).params.rule, shown = await page.inputValue('#pd-param-rule');
  await page.focus('#pd-param-rule');
  await page.keyboard.press('ArrowDown');
  await frames(page, 2);
  assert.equal((await pg(page, 'state')).params.rule, rule);
  assert.equal(await page.inputValue('#pd-param-rule'), shown, 'the list shows the model\'s value again');
  await until(page, (t) => document.getElementById('pd-live').textContent.includes(t), en['ui.locked']);  // its reason said
  // The Demo list: an arrow only picks; the scene, its title and question stay until its button.
  await page.focus('#pd-demo');
  await page.keyboard.press('ArrowDown');
  await frames(page, 2);
  assert.equal((await pg(page, 'summary')).demo, 'hide', 'the teacher\'s scene is still there');
  assert.match(await pg(page, 'link'), /title=Hide/);
  const picked = await page.inputValue('#pd-demo');
  assert.notEqual(picked, 'hide');
  assert.equal(await page.textContent('#pd-demo-open'), en['ui.open_demo']);
  await page.keyboard.press('Tab');  // to its button
  assert.equal(await page.evaluate(() => document.activeElement.id), 'pd-demo-open');
  await page.keyboard.press('Enter');
  await frames(page, 2);
  assert.equal((await pg(page, 'summary')).demo, picked);
  // A scene of one's own: the arrow opens the next demo at once (issue 33's walk), no button.
  assert.equal(await page.locator('#pd-demo-open').count(), 0);
  // A lesson's own link (lesson=, as Copy link writes it): the button while the lesson shows, none
  // once another demo has opened (its id stays in the set-up; nothing of it is left to lose).
  const lesson = (await pg(page, 'lessons'))[0];
  await pg(page, 'load', `${lesson.link}&lesson=${lesson.id}`);
  await frames(page, 3);
  assert.equal(await page.locator('#pd-demo-open').count(), 1);
  const demoOf = (name) => pg(page, 'controls').then((s) => s.flatMap((x) => x.controls).find((c) => c.name === name));
  await pg(page, 'act', 'combo:demo', (await demoOf('combo:demo')).choices.find((c) => c.value !== lesson.demo).value);
  await frames(page, 3);
  assert.equal((await demoOf('combo:demo')).confirm ?? '', '');
  assert.equal(await page.locator('#pd-demo-open').count(), 0);
  // Noise field, pressed, is disabled: the focus goes to a neighbour, not out of the page.
  const cells = Buffer.alloc(20 * 14);
  cells[30] = 1;
  await pg(page, 'load', `v=6&demo=flowfield&paused=1&flow=${cells.toString('base64url')}`);
  await frames(page, 3);
  await page.focus('[data-widget="button:noisefield"]');
  await page.keyboard.press('Enter');
  await frames(page, 3);
  assert.doesNotMatch(await pg(page, 'link'), /flow=/, 'the paint is gone');
  const focused = await page.evaluate(() => ({ tag: document.activeElement.tagName, inPanel: !!document.activeElement.closest('#pdom') }));
  assert.ok(focused.inPanel && focused.tag !== 'BODY', `the focus stays in the controls: ${JSON.stringify(focused)}`);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('what is said once: an experiment\'s table is not read again at each knob step; a lesson and its scene are said together once', async () => {
  const { context, page, messages } = await openPage(`${env.url}#v=6&demo=pursuit&paused=1`);
  // Every change to the table's box and to the live region, recorded.
  await page.evaluate(() => {
    window.__said = [];
    const live = document.getElementById('pd-live');
    new MutationObserver(() => { if (live.textContent) window.__said.push(live.textContent); }).observe(live, { childList: true, characterData: true, subtree: true });
  });
  // The same notice twice (Copy link pressed twice within its time): said twice, not once.
  const copy = '#pdom [data-widget="button:copy"]';
  for (let i = 0; i < 2; ++i) {
    await page.focus(copy);
    await page.keyboard.press('Enter');
    await frames(page, 3);
    await sleep(300);
  }
  const notice = (await pg(page, 'summary')).notice;
  assert.ok(notice, 'a notice shows');
  await until(page, (t) => window.__said.filter((x) => x === t).length >= 2, notice);
  await page.focus('#pdom [data-widget="button:experiment"]');
  await page.keyboard.press('Enter');
  await until(page, () => window.playground.summary().experiment.done, null, 120000);
  await frames(page, 3);
  const box = page.locator('#pd-experiment-table');
  assert.equal(await box.getAttribute('aria-live'), null, 'the table is no live region');
  assert.ok(await box.locator('table').count() === 1);
  const note = (await pg(page, 'experimentNotes')).note;
  await until(page, (n) => window.__said.some((t) => t.includes(n)), note);  // its result said once it is done
  // A knob's first step marks it out of date; the next steps change the out-of-date line's words
  // in place ("now 1.5"), the table stays.
  await page.focus('#pd-param-lookahead');
  await page.keyboard.press('ArrowRight');
  await frames(page, 2);
  const first = (await pg(page, 'experimentNotes')).stale;
  const table = await box.locator('table').elementHandle();
  for (let i = 0; i < 2; ++i) { await page.keyboard.press('ArrowRight'); await frames(page, 2); }
  const stale = (await pg(page, 'experimentNotes')).stale;
  assert.match(stale, /now/);
  assert.notEqual(stale, first);
  assert.equal(await box.locator('.pd-stale').textContent(), stale);
  assert.equal(await table.evaluate((t) => t.isConnected), true, 'the same table, not built (and read) again');
  // A lesson from the gallery: its title, text and scene in one sentence, the scene not again after.
  const lesson = (await pg(page, 'lessons')).find((l) => l.demo !== 'pursuit');
  await page.evaluate(() => { window.__said = []; });
  const list = '#pdom [data-widget="combo:lessons"]';
  await page.selectOption(list, lesson.id);
  await page.focus(list);
  await page.keyboard.press('Tab');  // its Open lesson button
  await page.keyboard.press('Enter');
  await frames(page, 3);
  assert.equal((await pg(page, 'summary')).demo, lesson.demo);
  await sleep(5600);  // past the quiet time, when a second description would come
  const said = await page.evaluate(() => window.__said);
  const withLesson = said.filter((t) => t.startsWith(lesson.title));
  assert.equal(withLesson.length, 1, JSON.stringify(said));
  // The scene's words (their start: a running scene's numbers move on), in it and in nothing else.
  const scene = (await pg(page, 'describe')).slice(0, 16);
  assert.ok(withLesson[0].includes(scene), `${scene} in ${withLesson[0]}`);
  assert.deepEqual(said.filter((t) => t.startsWith(scene)), [], `the scene not said again: ${JSON.stringify(said)}`);
  assert.deepEqual(problems(messages), []);
  await context.close();
});
