// What the class sees on a projector (issue #34): at 1024x768 with ui=2 the world keeps at least
// 45% of the screen with the panel open, and every demo's labels stay inside the world, apart,
// and off the agents they name, in English and in Chinese; the language picker grows with the
// UI scale; a Portuguese verdict writes its numbers with a decimal comma.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { open, problems, SHOTS, pg, frames, widget, useBrowser, overlap } from './browser.mjs';

const env = useBrowser({ before, after, mkdirSync });
const PROJECTOR = { viewport: { width: 1024, height: 768 } };
const table = (lang) => JSON.parse(readFileSync(new URL(`../../strings/${lang}.json`, import.meta.url), 'utf8'));

const area = (r) => Math.max(0, r[2] - r[0]) * Math.max(0, r[3] - r[1]);

test('a projector at 1024x768 with ui=2: the world keeps 45% of the screen with the panel open, in every demo', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=4&demo=flock&ui=2`, PROJECTOR);
  await frames(page, 3);
  for (const { id } of await pg(page, 'demos')) {
    await pg(page, 'load', `#v=4&demo=${id}&ui=2&paused=1`);
    await frames(page, 3);
    const l = await pg(page, 'layout');
    assert.equal(l.layout, 'side', id);
    assert.ok(l.panelOpen, id);
    const share = area(l.world) / (l.canvas[0] * l.canvas[1]);
    assert.ok(share >= 0.45, `${id}: the world is ${(share * 100).toFixed(1)}% of the screen`);
    assert.ok(l.world[0] >= l.panel[2], `${id}: the world is beside the panel, not under it`);
  }
  await page.screenshot({ path: `${SHOTS}projector-custom.png` });
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a projector\'s narrow panel: a short label goes above its slider as the long ones do, so no slider is half as wide and its number small', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=6&demo=pursuit&ui=2&paused=1`, PROJECTOR);
  for (const id of ['pursuit', 'evade', 'chase', 'flock']) {
    await pg(page, 'load', `#v=6&demo=${id}&ui=2&paused=1`);
    await frames(page, 3);
    const widths = {};
    for (const p of (await pg(page, 'params')).filter((x) => (x.kind === 'float' || x.kind === 'int') && x.max - x.min > 0)) {
      await pg(page, 'focus', `param:${p.name}`);
      await frames(page, 3);
      const w = (await pg(page, 'widgets'))[`param:${p.name}`];
      if (w) widths[p.name] = w[2] - w[0];
    }
    const all = Object.values(widths);
    assert.ok(all.length >= 3, `${id}: ${JSON.stringify(widths)}`);
    assert.ok(Math.min(...all) >= 0.8 * Math.max(...all), `${id}: sliders ${JSON.stringify(widths)} px wide`);
  }
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the chase demo on a projector: each lane\'s names stay in that lane (a chaser\'s went under its line, beside the next lane\'s target)', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=6&demo=chase&ui=2&paused=1`, PROJECTOR);
  for (const moment of [0, 2.5]) {
    if (moment) await pg(page, 'step', Math.round(moment * 60));
    await frames(page, 4);
    const l = await pg(page, 'layout');
    const [, top, , bottom] = l.world;
    const lane = (y0, y1) => [0, 1, 2].find((k) => y0 >= top + (bottom - top) * k / 3 - 1 && y1 <= top + (bottom - top) * (k + 1) / 3 + 1);
    const chasers = [0, 0, 0];
    for (const [x0, y0, x1, y1, text] of l.labels) {
      const k = lane(y0, y1);
      assert.notEqual(k, undefined, `${moment} s: "${text}" [${y0}, ${y1}] crosses a lane's line (world ${top}-${bottom})`);
      if (text === 'chaser') chasers[k]++;
    }
    assert.deepEqual(chasers, [1, 1, 1], `${moment} s: a chaser's name in each lane`);
  }
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('labels stay inside the world, apart, off the agents they name and off the status line: every demo at 1024x768 ui=2, English and Chinese', async () => {
  for (const lang of ['en', 'zh-CN']) {
    const roles = new Set(Object.entries(table(lang)).filter(([k]) => k.startsWith('role.')).map(([, v]) => v));
    const { context, page, messages } = await open(env.browser, `${env.url}#v=4&demo=pursuit&ui=2&lang=${lang}`, PROJECTOR);
    await page.waitForFunction((l) => window.playground.language() === l, lang, { timeout: 15000 });
    for (const { id } of await pg(page, 'demos')) {
      // Every layer on, after 2.5 s: the scene's marks, and the composer's forces at one agent.
      await pg(page, 'load', `#v=4&demo=${id}&ui=2&lang=${lang}&paused=1`);
      for (const { name } of await pg(page, 'layers')) if (name !== 'trails') await pg(page, 'show', name, true);
      await pg(page, 'step', 150);
      await frames(page, 2);
      const l = await pg(page, 'layout');
      const s = await pg(page, 'state');
      const inside = [Math.max(l.view[0], l.world[0]), Math.max(l.view[1], l.world[1]),
                      Math.min(l.view[2], l.world[2]), Math.min(l.view[3], l.world[3])];
      const where = (p) => [l.world[0] + p[0] / s.world.width * (l.world[2] - l.world[0]),
                            l.world[1] + p[1] / s.world.height * (l.world[3] - l.world[1])];
      for (const lab of l.labels) {
        const [x0, y0, x1, y1, text] = lab;
        assert.ok(x0 >= inside[0] - 0.5 && y0 >= inside[1] - 0.5 && x1 <= inside[2] + 0.5 && y1 <= inside[3] + 0.5,
                  `${lang} ${id}: "${text}" [${lab.slice(0, 4).map(Math.round)}] outside the world [${inside.map(Math.round)}]`);
        // Nor under the demo's status line ("Polarization 0.42", on its plate at the top right).
        if (l.status) assert.ok(!overlap(lab, l.status), `${lang} ${id}: "${text}" under the status line [${l.status.map(Math.round)}]`);
        // Nor under the paused badge (bottom right).
        assert.ok(l.paused, `${lang} ${id}: paused, with its badge`);
        assert.ok(!overlap(lab, l.paused), `${lang} ${id}: "${text}" under the paused badge [${l.paused.map(Math.round)}]`);
        // An agent's name is never over an agent of its role.
        if (roles.has(text))
          for (const a of s.agents.filter((x) => table(lang)[`role.${x.role}`] === text)) {
            const [ax, ay] = where(a.pos);
            assert.ok(!(ax > x0 && ax < x1 && ay > y0 && ay < y1), `${lang} ${id}: "${text}" covers agent ${a.id}`);
          }
      }
      for (let i = 0; i < l.labels.length; i++)
        for (let j = i + 1; j < l.labels.length; j++)
          assert.ok(!overlap(l.labels[i], l.labels[j]), `${lang} ${id}: "${l.labels[i][4]}" over "${l.labels[j][4]}"`);
    }
    await page.screenshot({ path: `${SHOTS}projector-labels-${lang}.png` });
    assert.deepEqual(problems(messages), []);
    await context.close();
  }
});

test('labels keep off every agent and keep their side: pursuit at the top edge (0.8-1.2 s) and at 12.5 s, three languages, ui=2 and ui=1', async () => {
  // The reviewer's frames (issue 34): at t = 1 s the evader is at the world's top edge and the
  // predicted point beyond it; "pursuer's T" was pulled in over the evader, whose name was gone,
  // and jumped from one side of its point to the other from frame to frame. At 12.5 s the
  // evader is at the right edge (its Chinese name was over it at ui=1).
  const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=pursuit&ui=2`, PROJECTOR);
  const windows = [[48, 72], [744, 756]];  // frames: 60 a second
  for (const lang of ['en', 'pt-BR', 'zh-CN'])
    for (const ui of [2, 1]) {
      await pg(page, 'load', `#v=5&demo=pursuit&ui=${ui}&lang=${lang}&paused=1`);
      await page.waitForFunction((l) => window.playground.language() === l, lang, { timeout: 15000 });
      await frames(page, 2);
      const names = table(lang);
      const tKey = names['label.pursuer_t'].split('%')[0].trim();
      for (const [first, last] of windows) {
        await pg(page, 'step', first - (await pg(page, 'state')).frame);
        await frames(page, 2);
        const sides = [];
        for (let f = first; f <= last; f++) {
          if (f > first) {
            await pg(page, 'step', 1);
            await frames(page, 2);  // drawn: the frame's sides are the next one's
          }
          if (f === 60) await page.screenshot({ path: `${SHOTS}labels-pursuit-1s-${lang}-ui${ui}.png` });
          const l = await pg(page, 'layout');
          const s = await pg(page, 'state');
          const at = `${lang} ui=${ui} frame ${s.frame}`;
          const scale = (l.world[2] - l.world[0]) / s.world.width;
          const where = (p) => [l.world[0] + p[0] * scale, l.world[1] + p[1] * scale];
          // An agent is drawn ui times its size here, its triangle 1.35 radii out at its back
          // corners (1.5 at its nose).
          for (const [x0, y0, x1, y1, text] of l.labels)
            for (const a of s.agents) {
              const [ax, ay] = where(a.pos), r = 1.35 * a.radius * scale * ui;
              const dx = Math.max(x0 - ax, 0, ax - x1), dy = Math.max(y0 - ay, 0, ay - y1);
              assert.ok(dx * dx + dy * dy >= r * r,
                        `${at}: "${text}" [${[x0, y0, x1, y1].map(Math.round)}] over the ${a.role} at ${[ax, ay].map(Math.round)}`);
            }
          // Every agent that shows has its name.
          for (const a of s.agents) {
            const [ax, ay] = where(a.pos);
            if (ax < l.view[0] || ay < l.view[1] || ax > l.view[2] || ay > l.view[3]) continue;
            assert.ok(l.labels.some((x) => x[4] === names[`role.${a.role}`]), `${at}: no name for the ${a.role}`);
          }
          for (let i = 0; i < l.labels.length; i++)
            for (let j = i + 1; j < l.labels.length; j++)
              assert.ok(!overlap(l.labels[i], l.labels[j]), `${at}: "${l.labels[i][4]}" over "${l.labels[j][4]}"`);
          for (const lab of l.labels) assert.ok(!overlap(lab, l.paused), `${at}: "${lab[4]}" under the paused badge`);
          // The T label's side of its point (left or right of the predicted point).
          const t = l.labels.find((x) => x[4].startsWith(tKey));
          if (t && s.marks.predicted) {
            const px = where(s.marks.predicted)[0];
            sides.push((t[0] + t[2]) / 2 < px ? 'L' : 'R');
          }
        }
        // The predicted point moves smoothly: its label changes side at most once in the window,
        // never back and forth.
        const changes = sides.filter((x, i) => i > 0 && x !== sides[i - 1]).length;
        assert.ok(changes <= 1, `${lang} ui=${ui} frames ${first}-${last}: the T label's sides ${sides.join('')}`);
      }
      await page.screenshot({ path: `${SHOTS}labels-pursuit-12s-${lang}-ui${ui}.png` });
    }
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the language picker grows with the UI scale and sits at the world\'s corner', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=4&demo=seek`, PROJECTOR);
  await page.waitForSelector('#language');
  await frames(page, 3);
  const size = () => page.evaluate(() => {
    const r = document.getElementById('language').getBoundingClientRect();
    return { h: r.height, x: r.left, font: parseFloat(getComputedStyle(document.getElementById('language')).fontSize) };
  });
  const one = await size();
  await pg(page, 'setView', { uiScale: 2 });
  await frames(page, 4);
  const two = await size();
  assert.ok(two.font >= one.font * 1.9, `font ${one.font} -> ${two.font} px`);
  assert.ok(two.h >= one.h * 1.6, `height ${one.h} -> ${two.h} px`);
  const view = (await pg(page, 'layout')).view;
  assert.ok(Math.abs(two.x - (view[0] + 12)) <= 1, `at the world's left ${view[0]}: ${two.x}`);
  await context.close();
});

test('nothing is cut or covered on a projector in Portuguese: the status line beside the language picker, the time buttons whole', async () => {
  for (const demo of ['crowd', 'flock', 'queue', 'hide']) {
    const { context, page } = await open(env.browser, `${env.url}#v=5&demo=${demo}&ui=2&lang=pt-BR`, PROJECTOR);
    await page.waitForFunction(() => window.playground.language() === 'pt-BR' && document.getElementById('language'));
    await frames(page, 6);
    const picker = await page.evaluate(() => {
      const r = document.getElementById('language').getBoundingClientRect();
      return [r.left, r.top, r.right, r.bottom];
    });
    const w = await pg(page, 'widgets'), layout = await pg(page, 'layout');
    assert.ok(layout.status, `${demo}: a status line`);
    assert.ok(!overlap(picker, layout.status), `${demo}: status ${layout.status} clear of the picker ${picker}`);
    const panelRight = layout.panel[2];
    for (const name of ['button:play', 'button:step', 'button:reset', 'button:copy', 'button:share', 'button:help']) {
      const r = w[name];
      if (!r) continue;  // scrolled out of the panel
      assert.ok(r[2] <= panelRight, `${demo}: ${name} whole inside the panel (${r[2]} <= ${panelRight})`);
    }
    await context.close();
  }
});

test('the status line is never cut: every demo on a phone at ui=2, English and Portuguese, its plate inside the view and clear of the language picker', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=6&demo=flock&ui=2`, { viewport: { width: 390, height: 844 }, scale: 2, touch: true });
  await page.waitForSelector('#language');
  for (const lang of ['en', 'pt-BR']) {
    for (const { id } of await pg(page, 'demos')) {
      await pg(page, 'load', `#v=6&demo=${id}&ui=2&lang=${lang}&paused=1`);
      await page.waitForFunction((l) => window.playground.language() === l, lang, { timeout: 15000 });
      await pg(page, 'step', 150);
      await frames(page, 6);
      const l = await pg(page, 'layout');
      if (!l.status) continue;
      const picker = await page.evaluate(() => { const r = document.getElementById('language').getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; });
      assert.ok(l.status[0] >= l.view[0] - 0.5 && l.status[2] <= l.view[2] + 0.5,
                `${lang} ${id}: the status line [${l.status.map(Math.round)}] cut at the view's edge [${l.view.map(Math.round)}]`);
      assert.ok(!overlap(picker, l.status), `${lang} ${id}: status [${l.status.map(Math.round)}] under the picker [${picker.map(Math.round)}]`);
    }
    await page.screenshot({ path: `${SHOTS}phone-ui2-status-${lang}.png` });
  }
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a long run on a projector: the bar\'s moment and "Link to this moment" stay whole inside the bar', async () => {
  // A link's at= can open on a moment past 1000 s; the moment's text takes a digit more.
  const { context, page } = await open(env.browser, `${env.url}#v=5&demo=pursuit&ui=2&paused=1`, PROJECTOR);
  for (const steps of [600, 100000]) {
    await pg(page, 'step', steps);
    await frames(page, 3);
    const w = await pg(page, 'widgets'), layout = await pg(page, 'layout');
    const button = w['button:copymoment'], slider = w['slider:time'];
    assert.ok(button, `${steps}: the button is there`);
    // The bar is centred under the world: its content ends as far from the view's right edge as
    // the slider starts from its left edge.
    const contentRight = layout.view[2] - (slider[0] - layout.view[0]);
    assert.ok(button[2] <= contentRight + 0.5, `${steps} steps (${layout.timelineLabel}): the button ends at ${button[2]}, the bar's content at ${contentRight}`);
    assert.ok(slider[2] - slider[0] >= 160, `${steps}: the slider keeps ${slider[2] - slider[0]} px`);
  }
  await context.close();
});

test('a challenge on a projector: the world keeps 45% of the screen, the panel its width, Run again is whole, the language picker at the world\'s corner from the start', async () => {
  const link = 'v=3&demo=pursuit&lookahead=0&title=Plain%20seek&prompt=Will%20the%20pursuer%20catch%20the%20evader%20within%209%20s%3F&check=caught%3C9&ui=2';
  const plain = await open(env.browser, `${env.url}#v=3&demo=pursuit&ui=2`, PROJECTOR);
  await frames(plain.page, 4);
  const panelWidth = (await pg(plain.page, 'layout')).panel[2];
  await plain.context.close();
  for (const lang of ['en', 'pt-BR']) {
    const { context, page, messages } = await open(env.browser, `${env.url}#${link}&lang=${lang}`, PROJECTOR);
    await page.waitForFunction((l) => window.playground.language() === l && document.getElementById('language'), lang);
    await frames(page, 6);
    // No click, no key: the picker follows the world's part of the canvas as the heading comes.
    const layout = await pg(page, 'layout');
    const picker = await page.evaluate(() => { const r = document.getElementById('language').getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; });
    assert.ok(picker[0] >= layout.view[0] && picker[1] >= layout.view[1] && picker[0] - layout.view[0] < 30 && picker[1] - layout.view[1] < 30,
      `${lang}: the picker ${picker} at the world's corner ${layout.view}`);
    assert.equal(layout.panel[2], panelWidth, `${lang}: the heading does not widen the panel`);
    const world = layout.world;
    // The header (title, question, answers, verdict) at the top of the panel's column: the world
    // keeps the 45% a plain demo has (above the world, the header left it 19-26%).
    assert.ok(area(world) / (1024 * 768) >= 0.45, `${lang}: the world ${world} is ${(area(world) / 7864.32).toFixed(1)}% of the screen`);
    const header = (await pg(page, 'widgets'))['text:lesson-header'];
    assert.ok(header[2] <= layout.view[0] && header[2] <= layout.panel[2] + 1, `${lang}: the header ${header} in the panel's column, beside the world ${layout.view}`);
    await pg(page, 'answer', 'yes');
    await pg(page, 'runChallenge');
    await pg(page, 'revealChallenge');
    await frames(page, 4);
    const w = await pg(page, 'widgets'), after = await pg(page, 'layout');
    for (const name of ['button:challenge-run', 'button:answer-yes', 'button:answer-no'])
      assert.ok(w[name][2] <= layout.canvas[0] - 8, `${lang}: ${name} ${w[name]} whole on the screen`);
    // The verdict whole in the header, off the world, and the world where it was (its room kept).
    const v = w['text:challenge-verdict'];
    assert.ok(v[2] <= after.view[0] && v[3] <= header[3], `${lang}: the verdict ${v} in the header ${header}, beside the world ${after.view}`);
    assert.deepEqual(after.view, layout.view, `${lang}: the world did not move`);
    await page.screenshot({ path: `${SHOTS}projector-challenge-${lang}.png` });
    assert.deepEqual(problems(messages), []);
    await context.close();
  }
});

test('the help fits a projector without scrolling, below the language picker, in three languages', async () => {
  for (const lang of ['en', 'pt-BR', 'zh-CN']) {
    const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=pursuit&ui=2&lang=${lang}`, PROJECTOR);
    await page.waitForFunction((l) => window.playground.language() === l && document.getElementById('language'), lang, { timeout: 15000 });
    await frames(page, 3);
    assert.equal((await pg(page, 'layout')).help, null, `${lang}: no help before it is asked for`);
    await pg(page, 'help');
    await frames(page, 6);
    const l = await pg(page, 'layout');
    const picker = await page.evaluate(() => {
      const r = document.getElementById('language').getBoundingClientRect();
      return [r.left, r.top, r.right, r.bottom];
    });
    assert.ok(l.help, `${lang}: the help shows`);
    assert.equal(l.helpScroll, 0, `${lang}: every row of the help shows without scrolling`);
    assert.ok(l.help[0] >= 0 && l.help[1] >= 0 && l.help[2] <= l.canvas[0] && l.help[3] <= l.canvas[1],
              `${lang}: the help ${l.help} inside the canvas ${l.canvas}`);
    assert.ok(!overlap(picker, l.help), `${lang}: the help ${l.help} clear of the picker ${picker}`);
    await page.screenshot({ path: `${SHOTS}projector-help-${lang}.png` });
    assert.deepEqual(problems(messages), []);
    await context.close();
  }
});

test('the composer, a long demo title and the panel\'s title fit a projector in Portuguese and Chinese', async () => {
  for (const lang of ['pt-BR', 'zh-CN']) {
    const { context, page } = await open(env.browser, `${env.url}#v=5&demo=custom&ui=2&lang=${lang}&paused=1`, PROJECTOR);
    await page.waitForFunction((l) => window.playground.language() === l, lang, { timeout: 15000 });
    await frames(page, 3);
    const right = (await pg(page, 'layout')).panel[2];
    for (const name of ['button:mix-A-remove', 'radio:mix-A-dithered', 'combo:mix-A-1-target', 'button:mix-A-1-remove']) {
      await pg(page, 'focus', name);
      await frames(page, 3);
      const r = (await pg(page, 'widgets'))[name];
      assert.ok(r, `${lang}: ${name} shows`);
      assert.ok(r[2] <= right + 0.5, `${lang}: ${name} ${r} whole inside the panel (right edge ${right})`);
    }
    await context.close();
  }
  // A title longer than the panel's row wraps in the demo picker: taller than the gallery's one line.
  const { context, page } = await open(env.browser, `${env.url}#v=5&demo=crowd&ui=2&lang=pt-BR&paused=1`, PROJECTOR);
  await page.waitForFunction(() => window.playground.language() === 'pt-BR', null, { timeout: 15000 });
  await frames(page, 3);
  const w = await pg(page, 'widgets');
  const height = (r) => r[3] - r[1];
  assert.ok(height(w['combo:demo']) > 1.5 * height(w['combo:lessons']), `the demo picker ${w['combo:demo']} wraps its title`);
  // The panel's title, too long for its bar here, is cut with an ellipsis, not clipped mid-letter.
  const full = table('pt-BR')['ui.title'];
  const cut = (await pg(page, 'layout')).panelTitle;
  assert.ok(cut.endsWith('…') && full.startsWith(cut.slice(0, -1).trimEnd()) && cut.length < full.length, `"${cut}" of "${full}"`);
  await context.close();
  // Where it fits, whole.
  const wide = await open(env.browser, `${env.url}#v=5&demo=crowd&lang=pt-BR&paused=1`, { viewport: { width: 1366, height: 768 } });
  await wide.page.waitForFunction(() => window.playground.language() === 'pt-BR', null, { timeout: 15000 });
  await frames(wide.page, 3);
  assert.equal((await pg(wide.page, 'layout')).panelTitle, full);
  // The timeline's moment: "0,0 s de 0,0 s" where there is room (a laptop, a projector); on a
  // phone only the moment (below).
  const at = table('pt-BR')['timeline.at'];
  assert.equal((await pg(wide.page, 'layout')).timelineLabel, at.replace('{0}', '0,0').replace('{1}', '0,0'));
  await wide.context.close();
  const proj = await open(env.browser, `${env.url}#v=5&demo=crowd&ui=2&lang=pt-BR&paused=1`, PROJECTOR);
  await proj.page.waitForFunction(() => window.playground.language() === 'pt-BR', null, { timeout: 15000 });
  await pg(proj.page, 'step', 150);
  await frames(proj.page, 3);
  assert.equal((await pg(proj.page, 'layout')).timelineLabel, at.replace('{0}', '2,5').replace('{1}', '2,5'));
  await proj.context.close();
  // A phone in every language: the moment's words and its link button both beside the slider
  // (Portuguese's longer button, "Link para este momento", once pushed the words out).
  for (const lang of ['en', 'pt-BR', 'zh-CN']) {
    const phone = await open(env.browser, `${env.url}#v=5&demo=avoid&lang=${lang}&paused=1`,
      { viewport: { width: 412, height: 823 }, scale: 1.75, touch: true });
    await phone.page.waitForFunction((l) => window.playground.language() === l, lang, { timeout: 15000 });
    await pg(phone.page, 'step', 150);
    await frames(phone.page, 3);
    const now = table(lang)['timeline.now'].replace('{0}', lang === 'pt-BR' ? '2,5' : '2.5');
    assert.equal((await pg(phone.page, 'layout')).timelineLabel, now, `${lang}: the timeline says the moment`);
    assert.ok((await pg(phone.page, 'widgets'))['button:copymoment'], `${lang}: the moment's link button`);
    await phone.context.close();
  }
  // A narrow phone at a large UI scale: no room for the button, and the slider keeps 100 px (the
  // long "2,5 s de 2,5 s" took its place there and left it 80, and less on a narrower screen).
  for (const [width, ui] of [[360, 2.5], [320, 2.5]]) {
    const narrow = await open(env.browser, `${env.url}#v=5&demo=avoid&lang=pt-BR&paused=1&ui=${ui}`, { viewport: { width, height: 700 } });
    await narrow.page.waitForFunction(() => window.playground.language() === 'pt-BR', null, { timeout: 15000 });
    await pg(narrow.page, 'step', 150);
    await frames(narrow.page, 3);
    const slider = (await pg(narrow.page, 'widgets'))['slider:time'];
    assert.ok(slider[2] - slider[0] >= 100, `${width} px at ui=${ui}: the slider is ${slider[2] - slider[0]} px`);
    const label = (await pg(narrow.page, 'layout')).timelineLabel;
    assert.ok(label === '' || label === table('pt-BR')['timeline.now'].replace('{0}', '2,5'), `${width} px: "${label}"`);
    await narrow.context.close();
  }
});

test('a Portuguese verdict writes its numbers with a decimal comma', async () => {
  const { context, page } = await open(env.browser, env.url);
  const link = (await pg(page, 'lessons')).find((x) => x.id === 'challenge-threat-survive').link;
  await context.close();
  const pt = await open(env.browser, `${env.url}#${link.replace(/^.*#/, '')}&lang=pt-BR`);
  await pt.page.waitForFunction(() => window.playground.language() === 'pt-BR', null, { timeout: 15000 });
  await frames(pt.page, 3);
  const run = await widget(pt.page, 'button:challenge-run');
  await pt.page.mouse.click(run.x, run.y);
  await frames(pt.page, 2);
  await pg(pt.page, 'revealChallenge');
  const verdict = (await pg(pt.page, 'challenge')).result.verdict;
  assert.match(verdict, /capturado em \d+,\d+ s/, verdict);
  assert.doesNotMatch(verdict, /\d\.\d/, verdict);
  await pt.context.close();
});

test('a challenge\'s header keeps its room from the start: answering and the verdict move neither the panel nor the world, on a touch tablet, a phone on its side and a laptop', async () => {
  const link = 'v=3&demo=pursuit&lookahead=0&title=Plain%20seek&prompt=Will%20the%20pursuer%20catch%20the%20evader%20within%209%20s%3F&check=caught%3C9';
  for (const [w, h, touch] of [[1180, 820, true], [844, 390, true], [1366, 768, false]]) {
    const { context, page, messages } = await open(env.browser, `${env.url}#${link}`, { viewport: { width: w, height: h }, touch });
    await frames(page, 8);
    const at = async () => ({ header: (await pg(page, 'widgets'))['text:lesson-header'], layout: await pg(page, 'layout') });
    const before = await at();
    // Beside the world, in the panel's column, the panel below it (a phone on its side too: the
    // header above the world left that world 9% of the screen).
    assert.ok(before.header[2] <= before.layout.view[0] + 0.5, `${w}x${h}: the header ${before.header} beside the world ${before.layout.view}`);
    assert.ok(before.layout.panel[1] >= before.header[3] - 0.5, `${w}x${h}: the panel ${before.layout.panel} below the header`);
    await pg(page, 'answer', 'no');
    await pg(page, 'runChallenge');
    await pg(page, 'revealChallenge');
    await frames(page, 6);
    const after = await at();
    assert.ok((await pg(page, 'controls')).flatMap((s) => s.controls).find((c) => c.name === 'text:challenge-verdict').text, 'the verdict is in');
    assert.deepEqual(after.header, before.header, `${w}x${h}: the header kept its room`);
    assert.deepEqual(after.layout.panel, before.layout.panel, `${w}x${h}: the panel did not move`);
    assert.deepEqual(after.layout.view, before.layout.view, `${w}x${h}: the world did not move`);
    assert.deepEqual(problems(messages), []);
    await context.close();
  }
});
