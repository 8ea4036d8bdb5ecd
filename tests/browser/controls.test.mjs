// One panel, two views (issue #33): the ImGui panel and the accessible HTML view are built from one
// description, playground.controls(), and act through one path, playground.act(). Every control of
// every demo, the composer, a challenge, the Share dialog and the View section has an accessible
// twin with the same name, value and enabled/locked state, in English, Chinese and Portuguese; the
// panel draws every control the description lists; a locked knob survives Defaults in every view
// and the API; a teacher's title and question are in the accessibility tree.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { open, problems, pg, frames, widget, useBrowser } from './browser.mjs';

const env = useBrowser({ before, after, mkdirSync });

/** Every control of the description, with its section. */
async function described(page) {
  return (await pg(page, 'controls')).flatMap((s) => s.controls.map((c) => ({ ...c, section: s.name })));
}

/** What the accessible view shows for each control: [name, accessible name, value, disabled, readonly]. */
function twins(page) {
  return page.evaluate(() => {
    const out = {};
    for (const e of document.querySelectorAll('#pdom [data-widget]')) {
      const name = e.getAttribute('data-widget');
      const label = e.tagName === 'BUTTON' ? e.textContent : (e.labels && e.labels[0] ? e.labels[0].textContent : '');
      const value = e.type === 'checkbox' || e.type === 'radio' ? (e.checked ? 1 : 0)
        : e.tagName === 'SELECT' ? e.value : e.tagName === 'BUTTON' ? null : Number(e.value);
      out[name] = { label, value, disabled: e.disabled, readonly: e.getAttribute(e.tagName === 'BUTTON' || e.type === 'radio' ? 'aria-disabled' : 'aria-readonly') === 'true',
        valuetext: e.getAttribute('aria-valuetext'), tag: e.tagName };
    }
    return out;
  });
}

/** The twin of each control of the description: same name, value and state. */
async function assertTwins(page, where) {
  const controls = await described(page);
  const html = await twins(page);
  let n = 0;
  for (const c of controls) {
    if (c.kind === 'text') {
      const t = await page.evaluate((id) => { const e = document.getElementById(id); return e ? e.textContent : null; },
        c.name.startsWith('text:') ? 'pd-' + c.name.slice(5).toLowerCase() : '');
      assert.equal(t, c.text, `${where}: ${c.name}'s words`);
      continue;
    }
    const h = html[c.name];
    assert.ok(h, `${where}: ${c.name} has an accessible twin`);
    assert.equal(h.label, c.label, `${where}: ${c.name}'s name`);
    assert.equal(h.disabled, !c.enabled, `${where}: ${c.name} enabled`);
    assert.equal(h.readonly, c.locked, `${where}: ${c.name} locked`);
    if (c.kind === 'slider') {
      assert.ok(Math.abs(h.value - c.value) <= 1e-6 * Math.max(1, Math.abs(c.value)), `${where}: ${c.name} = ${h.value}, not ${c.value}`);
      assert.equal(h.valuetext, c.text, `${where}: ${c.name}'s value in words`);
    } else if (c.kind === 'choice') {
      assert.equal(h.value, c.choices[c.value].value, `${where}: ${c.name}'s choice`);
    } else if (c.kind === 'toggle' || c.kind === 'radio') {
      assert.equal(h.value, c.value, `${where}: ${c.name} ticked`);
    } else if (c.kind === 'number') {
      assert.equal(h.value, c.value, `${where}: ${c.name}`);
    }
    n += 1;
  }
  return n;
}

test('every control of every demo has an accessible twin with the same name, value and state, in three languages', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=4&demo=pursuit&paused=1`);
  const demos = await pg(page, 'demos');
  assert.equal(demos.length, 15);
  for (const lang of ['en', 'zh-CN', 'pt-BR']) {
    assert.equal(await page.evaluate((l) => window.playground.setLanguage(l), lang), lang);
    for (const d of demos) {
      await pg(page, 'selectDemo', d.id);
      await frames(page, 2);
      const n = await assertTwins(page, `${lang} ${d.id}`);
      assert.ok(n > 35, `${lang} ${d.id}: ${n} controls`);
    }
  }
  // A compare (its ghost), a challenge (answers, Run) and a lesson link's locks, in Portuguese.
  await pg(page, 'load', 'v=4&demo=evade&lock=threat');
  await pg(page, 'compare', 'lookahead');
  await frames(page, 2);
  assert.ok((await described(page)).some((c) => c.name === 'slider:ghost'));
  await assertTwins(page, 'pt-BR compare and lock');
  const lessons = await pg(page, 'lessons');
  await pg(page, 'load', lessons.find((l) => l.id === 'challenge-first-chaser').link);
  await frames(page, 2);
  assert.ok((await described(page)).filter((c) => c.name.startsWith('button:answer-')).length === 3);
  await assertTwins(page, 'pt-BR challenge');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the panel draws every control the description lists, and nothing else', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=4&demo=custom&paused=1`, { viewport: { width: 1280, height: 1000 } });
  for (const id of ['custom', 'flowfield', 'evade']) {
    await pg(page, 'selectDemo', id);
    await frames(page, 2);
    const names = new Set((await described(page)).filter((c) => c.kind !== 'text').map((c) => c.name));
    for (const name of names) {
      if (name === 'slider:time') continue;  // the timeline bar under the world (timeline_ui.cpp)
      await pg(page, 'focus', name);  // opens its section and scrolls it into view
      await frames(page, 3);
      assert.ok((await pg(page, 'widgets'))[name], `${id}: the panel draws ${name}`);
    }
    await pg(page, 'focus', null);
    // A widget of the panel that is a control is in the description.
    const drawn = Object.keys(await pg(page, 'widgets')).filter((w) => /^(button|param|slider|combo|layer|radio|check|input):/.test(w));
    for (const w of drawn) assert.ok(names.has(w), `${id}: ${w} is drawn but not described`);
  }
  await context.close();
});

test('a locked knob survives Defaults: from the panel, the accessible view, the API and act()', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=4&demo=pursuit&lookahead=2&lock=lookahead&paused=1`);
  await frames(page, 3);
  const params = async () => (await pg(page, 'state')).params;
  const reset = async () => { assert.equal((await pg(page, 'act', 'param:pursuerSpeed', 50)).ok, true); };
  const check = async (how) => {
    const p = await params();
    assert.equal(p.lookahead, 2, `${how}: the locked look-ahead stays`);
    assert.equal(p.pursuerSpeed, 150, `${how}: the others go back to their defaults`);
  };
  await reset();
  const b = await widget(page, 'button:defaults');
  await page.mouse.click((b.x0 + b.x1) / 2, b.y);
  await frames(page, 2);
  await check('the panel\'s button');
  await reset();
  await page.evaluate(() => document.querySelector('#pdom [data-widget="button:defaults"]').click());
  await frames(page, 2);
  await check('the accessible button');
  await reset();
  await pg(page, 'defaults');
  await check('playground.defaults()');
  await reset();
  await pg(page, 'act', 'button:defaults');
  await check('act(button:defaults)');
  // The locked knob itself refuses, with the reason, in every path.
  const r = await pg(page, 'act', 'param:lookahead', 0.5);
  assert.equal(r.ok, false);
  assert.equal(r.message, "Locked by this lesson's link.");
  assert.equal(await pg(page, 'set', 'lookahead', 0.5), 2, 'set() answers the value as it stays');
  await page.focus('#pd-param-lookahead');
  await page.keyboard.press('Home');
  await frames(page, 2);
  assert.equal((await params()).lookahead, 2, 'Home on the locked twin');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a teacher\'s title and question are in the accessibility tree and read when the link opens', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=3&demo=evade&title=Evade%20lesson&prompt=Will%20the%20evader%20escape%3F`);
  await page.waitForFunction(() => document.getElementById('pd-live') && document.getElementById('pd-live').textContent.includes('Will the evader escape?'), null, { timeout: 20000 });
  const tree = await page.locator('#pdom').ariaSnapshot();
  assert.match(tree, /heading "Evade lesson"/);
  assert.match(tree, /Will the evader escape\?/);
  // Another link with another question: read when it loads.
  await pg(page, 'load', 'v=3&demo=pursuit&title=Look-ahead&prompt=Does%20the%20pursuer%20aim%20ahead%3F');
  await page.waitForFunction(() => document.getElementById('pd-live').textContent.includes('Does the pursuer aim ahead?'), null, { timeout: 20000 });
  assert.match(await page.locator('#pdom').ariaSnapshot(), /heading "Look-ahead"/);
  await context.close();
});

test('Share and the offline copy are reachable and work from the keyboard', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=4&demo=evade`);
  await frames(page, 2);
  await page.focus('#pdom [data-widget="button:share"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('share') && document.getElementById('share').open, null, { timeout: 20000 });
  // The QR code's name comes once qrcode.js, fetched on first use, has drawn it (a loaded CI machine
  // took longer than the dialog's opening).
  await page.waitForFunction(() => /^QR code/.test(document.querySelector('#share [aria-label^="QR code"]')?.getAttribute('aria-label') || ''), null, { timeout: 15000 });
  const tree = await page.locator('#share').ariaSnapshot();
  assert.match(tree, /button "Copy the link"/);
  assert.match(tree, /img "QR code/);
  await page.keyboard.press('Escape');
  const download = page.waitForEvent('download', { timeout: 15000 });
  await page.focus('#pdom [data-widget="button:offline"]');
  await page.keyboard.press('Enter');
  assert.match((await download).suggestedFilename(), /\.html$/);
  await context.close();
});

test('a yes/no challenge is fair: nothing of the graded scene changes before the verdict; Run keeps the focus', async () => {
  const { context, page } = await open(env.browser, env.url);
  const lessons = await pg(page, 'lessons');
  const link = lessons.find((l) => l.id === 'challenge-seek-in-time');  // a yes/no question
  await pg(page, 'load', link.link);
  await frames(page, 3);
  const c0 = await pg(page, 'challenge');
  const controls = await described(page);
  for (const c of controls.filter((x) => x.name.startsWith('param:'))) assert.equal(c.locked, true, `${c.name} locked before the verdict`);
  assert.equal(controls.some((c) => c.name.startsWith('text:try-')), false, 'the hints are folded away');
  const name = controls.find((c) => c.name.startsWith('param:') && c.kind === 'slider').name;
  const r = await pg(page, 'act', name, 1);
  assert.equal(r.ok, false);
  assert.match(r.message, /verdict/);
  // The answer and Run by the keyboard: the focus stays in the challenge, on the control now in Run's place.
  assert.equal(c0.ask, 'yesno');
  await page.focus('#pdom [data-widget="button:answer-yes"]');
  await page.keyboard.press('Space');
  await page.focus('#pdom [data-widget="button:challenge-run"]');
  await page.keyboard.press('Enter');
  await frames(page, 3);
  assert.notEqual(await page.evaluate(() => document.activeElement.tagName), 'BODY');
  assert.ok(await page.evaluate(() => document.getElementById('pd-sec-challenge').contains(document.activeElement)));
  await pg(page, 'revealChallenge');
  await frames(page, 3);
  assert.equal((await pg(page, 'challenge')).phase, 'done');
  assert.ok(await page.evaluate(() => document.getElementById('pd-sec-challenge').contains(document.activeElement)), 'after the verdict too');
  const after = await described(page);
  assert.equal(after.find((c) => c.name === name).locked, false, 'free again once the verdict is in');
  await context.close();
});

test('every key of the app\'s one shortcut table does its action on the scene and names its control', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=4&demo=pursuit&paused=1`);
  await frames(page, 2);
  const table = await pg(page, 'shortcuts');
  const controls = await described(page);
  // Each control's aria-keyshortcuts is the table's keys for it, and nothing else names a key.
  for (const c of controls) {
    const mine = table.flatMap((r) => r.shortcuts).filter((s) => s.control === c.name).map((s) => s.aria).join(' ');
    assert.equal(c.keys || "", mine, `${c.name}: keys "${c.keys}"`);
  }
  const html = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('#pdom [aria-keyshortcuts]')]
    .map((e) => [e.getAttribute('data-widget') || e.textContent, e.getAttribute('aria-keyshortcuts')])));
  assert.equal(html['button:play'], 'Space');
  assert.equal(html['slider:time'], ', . Home End I O Escape');
  assert.equal(html['Describe the scene'], 'D');
  // Pressing each key on the focused scene does what its action says.
  const state = () => page.evaluate(() => ({ s: window.playground.state(), t: window.playground.timeline(),
    demo: window.playground.summary().demo, view: window.playground.layout().world,
    help: !!(document.getElementById('pd-help') && document.getElementById('pd-help').open),
    desc: document.getElementById('pd-desc').textContent }));
  // On the scene, or on the accessible view's control whose aria-keyshortcuts names the key
  // (the Describe button for D): the same action.
  const press = async (key, twin) => {
    await page.focus(twin || '#canvas');
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await frames(page, 3);
  };
  const checks = {
    pause: (a, b) => a.s.paused !== b.s.paused,
    step: (a, b) => b.s.frame === a.s.frame + 1,
    stepBack: (a, b) => b.s.frame === a.s.frame - 1,
    start: (a, b) => b.t.now === b.t.start && a.t.now > a.t.start,
    end: (a, b) => b.t.now === b.t.end && a.t.now < a.t.end,
    rangeStart: (a, b) => !a.t.selection && b.t.selection && Math.abs(b.t.selection.from - b.t.now) < 0.051,
    rangeEnd: (a, b) => !a.t.selection && b.t.selection && Math.abs(b.t.selection.to - b.t.now) < 0.051,
    rangeClear: (a, b) => a.t.selection && !b.t.selection,
    reset: (a, b) => b.s.frame === 0 && a.s.frame > 0,
    demo: (a, b, key) => b.demo !== a.demo || key === '1',
    describe: (a, b) => b.desc.length > 0,
    help: (a, b) => b.help,
    fit: (a, b) => JSON.stringify(b.view) !== JSON.stringify(a.view),
    zoomIn: (a, b) => JSON.stringify(b.view) !== JSON.stringify(a.view),
    zoomOut: (a, b) => JSON.stringify(b.view) !== JSON.stringify(a.view),
  };
  const pressed = new Set(), onTwins = new Set();
  for (const s of table.flatMap((r) => r.shortcuts)) {
    assert.ok(checks[s.action], `a check for ${s.action}`);
    const twin = s.control ? `#pdom [data-widget="${s.control}"]` : '#pdom button[aria-controls="pd-desc"]';
    for (const key of s.keys) {
      for (const where of [null, twin]) {
        await pg(page, 'load', 'v=4&demo=pursuit&paused=1');
        await pg(page, 'step', 120);
        if (s.action === 'end' || s.action === 'rangeStart') await pg(page, 'scrub', 0.5);
        if (s.action === 'rangeClear') await pg(page, 'selectRange', { from: 0.5, to: 1.5 });
        if (s.action === 'fit') {  // zoomed in first, once the loaded scene's own fit is drawn: Fit has something to undo
          await frames(page, 3);
          const fitted = await state();
          await press('+');
          assert.notDeepEqual((await state()).view, fitted.view, 'zoomed in before Fit');
        }
        if (s.action === 'describe') await page.evaluate(() => { document.getElementById('pd-desc').textContent = ''; });
        await frames(page, 2);
        const before = await state();
        await press(key, where);
        const after = await state();
        assert.ok(checks[s.action](before, after, key), `${JSON.stringify(key)} (${s.action})${where ? ' on ' + where : ''}`);
        if (after.help) await page.keyboard.press('Escape');
        (where ? onTwins : pressed).add(s.action);
      }
    }
  }
  assert.equal(pressed.size, Object.keys(checks).length);
  assert.equal(onTwins.size, Object.keys(checks).length, 'every key also on the control that names it');
  await context.close();
});

test('a text that names a key takes it from the shortcut table, in every language and both views', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=4&demo=pursuit&paused=1`);
  await frames(page, 2);
  const shortcuts = (await pg(page, 'shortcuts')).flatMap((r) => r.shortcuts);
  const inTable = new Set(shortcuts.flatMap((s) => [...s.keys, ...s.aria.split(' ')]));
  const aria = (action, control) => shortcuts.find((s) => s.action === action && s.control === control).aria;
  // A key's name in a text: a named key, or a lone capital letter (not in Portuguese, where A, E
  // and O are words): a text naming a key the table lacks, or a key written into a text, fails here.
  const named = (text, lang) => text.match(lang === 'pt-BR' ? /(?<![A-Za-z])(?:Esc|Escape|Home|End|Space|Enter|Tab|Delete|Backspace)(?![A-Za-z])/g
    : /(?<![A-Za-z])(?:[A-Z]|Esc|Escape|Home|End|Space|Enter|Tab|Delete|Backspace)(?![A-Za-z])/g) || [];
  const tables = Object.fromEntries(['en', 'zh-CN', 'pt-BR'].map((l) => [l, JSON.parse(readFileSync(new URL(`../../strings/${l}.json`, import.meta.url), 'utf8'))]));
  for (const lang of ['en', 'zh-CN', 'pt-BR']) {
    assert.equal(await page.evaluate((l) => window.playground.setLanguage(l), lang), lang);
    await frames(page, 2);
    const controls = await described(page);
    const help = (name) => controls.find((c) => c.name === name).help;
    // The timeline's: the range's keys, filled in from the table.
    const time = help('slider:time');
    for (const action of ['rangeStart', 'rangeEnd', 'rangeClear'])
      assert.ok(time.includes(aria(action, 'slider:time')), `${lang}: the timeline's help names ${action}: ${time}`);
    for (const [name, action] of [['button:step', 'step'], ['button:help', 'help'], ['button:zoomIn', 'zoomIn'], ['button:zoomOut', 'zoomOut']])
      assert.ok(help(name).includes(aria(action, name)), `${lang}: ${name}'s help names its key: ${help(name)}`);
    // Every keyed control's help names only keys the table has.
    for (const c of controls.filter((c) => c.keys && c.help))
      for (const k of named(c.help, lang)) assert.ok(inTable.has(k), `${lang}: ${c.name}'s help names ${k}, not in the table: ${c.help}`);
    // The bar's tooltip (drawn on the canvas only) is written with placeholders for its keys.
    const bar = tables[lang]['timeline.help'];
    for (const p of ['{0}', '{1}', '{2}', '{3}', '{4}', '{5}', '{6}']) assert.ok(bar.includes(p), `${lang}: timeline.help has ${p}`);
    assert.deepEqual(named(bar, lang), [], `${lang}: timeline.help names a key in words`);
    // The accessible view shows the same filled text as the slider's description.
    await page.waitForFunction((t) => {
      const e = document.querySelector('#pdom [data-widget="slider:time"]');
      const d = e && document.getElementById(e.getAttribute('aria-describedby'));
      return d && d.textContent === t;
    }, time, { timeout: 20000 });
  }
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('every gallery lesson\'s title fits in the panel: a long one wraps at its edge', async () => {
  // Tall enough that a challenge's header atop the panel's column leaves the Lesson section in view.
  const { context, page } = await open(env.browser, `${env.url}#v=5&demo=pursuit&paused=1`, { viewport: { width: 1280, height: 1100 } });
  const lessons = await pg(page, 'lessons');
  assert.ok(lessons.length >= 5);
  for (let i = 0; i < lessons.length; i++) {
    await pg(page, 'openLesson', i);
    await frames(page, 3);
    // The demo picker is as wide as the panel's content (its right edge is where text is cut).
    const w = await pg(page, 'widgets');
    const title = w['text:lesson'], edge = w['combo:demo'][2];
    assert.ok(title, `${lessons[i].title}: its title is shown`);
    assert.ok(title[2] <= edge + 0.5, `${lessons[i].title}: its title ends at ${title[2]}, the panel's content at ${edge}`);
  }
  await context.close();
});

test('act() answers a composer slider as it answers a parameter: the value kept, "clamped", "not a number"', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=custom&paused=1`);
  const r = await page.evaluate(() => {
    const P = window.playground;
    return {
      huge: P.act('slider:mix-A-count', 1e9), twelve: P.act('slider:mix-A-count', 12), nan: P.act('slider:mix-A-count', NaN),
      weight: P.act('slider:mix-A-1-weight', 0.35), agents: P.state().agents.length,
    };
  });
  const max = (await pg(page, 'controls')).flatMap((s) => s.controls).find((c) => c.name === 'slider:mix-A-count').max;
  assert.deepEqual(r.huge, { ok: true, value: max, message: 'clamped' });
  assert.deepEqual(r.twelve, { ok: true, value: 12, message: '' });
  assert.equal(r.nan.ok, false);
  assert.equal(r.nan.message, 'not a number');
  assert.equal(r.nan.value, 12, 'the value it keeps');
  assert.deepEqual(r.weight, { ok: true, value: 0.35, message: '' }, 'a value kept as its float is not "clamped"');
  // A parameter the same way: 1.05 is kept (as the float 1.05), not clamped.
  await pg(page, 'load', 'v=5&demo=pursuit&paused=1');
  assert.deepEqual(await pg(page, 'act', 'param:lookahead', 1.05), { ok: true, value: 1.05, message: '' });
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the Selected agent section is always there: an agent with no code to copy keeps the accessible view\'s agent picker, and both views say the agent in the same words', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=6&demo=chase&paused=1`, { viewport: { width: 1280, height: 1000 } });
  await frames(page, 2);
  const agents = (await pg(page, 'state')).agents;
  let withoutCode = 0;
  for (const a of agents) {
    await pg(page, 'select', a.id);
    await frames(page, 2);
    const section = (await pg(page, 'controls')).find((s) => s.name === 'selected');
    assert.ok(section, `agent ${a.id}: the section is described`);
    const words = section.controls.find((c) => c.name === 'text:selected');
    assert.match(words.text, new RegExp(`^#${a.id} `), `agent ${a.id}`);
    assert.match(words.text, /\n/, 'its numbers on a line of their own');
    if (!section.controls.some((c) => c.name === 'button:copycode')) withoutCode++;
    assert.equal(await page.locator('#pd-agent').isVisible(), true, `agent ${a.id}: the picker shows`);
    assert.equal(await page.locator('#pd-agent').inputValue(), String(a.id));
  }
  assert.ok(withoutCode > 0, 'an agent with no code to copy was tried');
  await pg(page, 'select', -1);
  await frames(page, 2);
  const none = (await pg(page, 'controls')).find((s) => s.name === 'selected').controls.find((c) => c.name === 'text:selected');
  assert.equal(none.text, 'Click an agent to see its numbers.');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a lesson link\'s set-up in the description: a knob it locks says so through a challenge, a knob it hides is not offered to compare, ids without spaces', async () => {
  const en = JSON.parse(readFileSync(new URL('../../strings/en.json', import.meta.url), 'utf8'));
  const link = 'v=6&demo=pursuit&lookahead=0&lock=predictor&hide=jitter&title=Seek&prompt=Caught%20within%209%20s%3F&check=caught%3C9';
  const { context, page, messages } = await open(env.browser, `${env.url}#${link}`);
  await frames(page, 3);
  const control = async (name) => (await pg(page, 'controls')).flatMap((s) => s.controls).find((c) => c.name === name);
  assert.ok((await control('param:predictor')).help.startsWith(en['ui.locked']));
  const compare = await control('combo:compare');
  assert.ok(!compare.choices.some((c) => c.value === 'jitter'), 'the hidden knob is not offered');
  assert.ok(compare.choices.some((c) => c.value === 'lookahead'));
  // The graded scene's lock (until the verdict) and the link's: the link's outlasts the verdict,
  // and is the one said; a knob only the challenge locks says the challenge's.
  const predictor = await control('param:predictor');
  assert.ok(predictor.locked && predictor.help.startsWith(en['ui.locked']), predictor.help);
  const scale = await control('param:lookahead');
  assert.ok(scale.locked && scale.help.startsWith(en['ui.locked_challenge']), scale.help);
  await pg(page, 'revealChallenge');
  // A pick challenge's answers are named by their words ("line of sight"): no id has a space.
  await pg(page, 'load', 'v=6&demo=chase&title=Three&prompt=Which%20first%3F&check=first');
  await frames(page, 4);
  const ids = await page.evaluate(() => [...document.querySelectorAll('#pdom [id]')].map((e) => e.id));
  assert.ok(ids.some((id) => id.startsWith('pd-button-answer-line')), ids.join(' '));
  assert.deepEqual(ids.filter((id) => /\s/.test(id)), []);
  assert.deepEqual(problems(messages), []);
  await context.close();
});
