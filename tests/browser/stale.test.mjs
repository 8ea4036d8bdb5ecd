// Nothing stale on screen: a result, a lesson text or a notice belongs to the scene shown, or it is
// cleared or marked out of date with the settings it was made with.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { open, problems, SHOTS, sleep, pg, widget, frames, until, panelText, useBrowser } from './browser.mjs';

const env = useBrowser({ before, after, mkdirSync });
const en = JSON.parse(readFileSync(new URL('../../strings/en.json', import.meta.url), 'utf8'));
const SEEDS = '20';  // the experiment's seeds, as README documents them
/** The accessible view's experiment box: its stale line, its caption, its header row, its row headers. */
const a11yTable = (page) => page.evaluate(() => {
  const box = document.getElementById('pd-experiment-table');
  return { stale: box.querySelector('.pd-stale')?.textContent ?? '', caption: box.querySelector('caption')?.textContent ?? '',
           head: [...(box.querySelector('tr')?.children ?? [])].map((c) => `${c.tagName}:${c.textContent}`),
           rows: [...box.querySelectorAll('tr th[scope=row]')].map((th) => th.textContent) };
});
/** The panel's figures, as the header row says them: a blank corner (a row is a chaser, an outcome or a compared setting). */
const HEAD = ['TD:', ...['ui.exp_caught', 'ui.exp_mean', 'ui.exp_median', 'ui.exp_min', 'ui.exp_max'].map((k) => `TH:${en[k]}`)];

test('an experiment table is marked out of date, with what it was made with, once a setting changes', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=1&demo=pursuit&lookahead=0&paused=1`,
    { viewport: { width: 1280, height: 1400 } });
  await frames(page, 3);
  const header = await widget(page, 'header:experiment');
  await page.mouse.click(header.x, header.y);
  const table = await pg(page, 'experiment');  // the panel shows the table the API just made
  assert.equal(table[0].sameForEverySeed, false);
  await frames(page, 3);
  assert.equal(await widget(page, 'text:experiment-stale'), null, 'fresh: no stale mark');
  // The accessible view says what the panel says: the note under the table, no stale line.
  assert.deepEqual(await a11yTable(page), { stale: '', caption: en['ui.exp_note'].replace('{0}', SEEDS).replace('{1}', '60'), head: HEAD, rows: table.map((r) => r.label) });
  // Its cells are the panel's (ExperimentCells): the count, then each figure with one decimal.
  for (const r of table) {
    const caught = r.escapes > 0 ? en['ui.exp_escaped'].replace('{0}', r.chases).replace('{1}', r.escapes) : String(r.chases);
    assert.equal(r.cells[0], caught);
    // One decimal, within half a tenth of the figure (the app rounds; JS's toFixed would be a
    // second rule, which differs at a tie).
    [r.mean, r.median, r.min, r.max].forEach((v, i) => {
      const cell = r.cells[i + 1];
      if (r.chases === 0) assert.equal(cell, '');
      else assert.ok(/^\d+\.\d$/.test(cell) && Math.abs(Number(cell) - v) <= 0.05 + 1e-6, `${cell} for ${v}`);
    });
  }
  const cells = await page.evaluate(() => [...document.querySelectorAll('#pd-experiment-table tr')].slice(1)
    .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  assert.deepEqual(cells, table.map((r) => r.cells.map((c) => c || 'none')));
  await pg(page, 'set', 'lookahead', 1);
  await frames(page, 3);
  assert.ok(await widget(page, 'text:experiment-stale'), 'after a change the table is marked stale');
  const stale = (await pg(page, 'experimentNotes')).stale;
  assert.match(stale, /^Out of date: .*lookahead.*Run it again\.$/, stale);
  await frames(page, 3);
  assert.equal((await a11yTable(page)).stale, stale, 'a screen reader hears that the table is out of date');
  writeFileSync(`${SHOTS}/experiment-stale.png`, await page.screenshot());
  await pg(page, 'set', 'lookahead', 0);
  await frames(page, 3);
  assert.equal(await widget(page, 'text:experiment-stale'), null, 'back to its settings: current again');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the chase experiment says that the seed changes nothing there', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=1&demo=chase&paused=1`);
  const table = await pg(page, 'experiment');
  assert.deepEqual(table.map((r) => r.label), ['basic', 'line of sight', 'intercept']);
  for (const r of table) {
    assert.equal(r.sameForEverySeed, true);
    assert.equal(r.min, r.max);  // one run, twenty times
  }
  assert.equal((await pg(page, 'experimentNotes')).note, en['ui.exp_same'].replace('{0}', SEEDS));
  await frames(page, 3);
  assert.equal((await a11yTable(page)).caption, en['ui.exp_same'].replace('{0}', SEEDS), 'the accessible view says so too');
  assert.deepEqual(await a11yTable(page), { stale: '', caption: en['ui.exp_same'].replace('{0}', SEEDS), head: HEAD, rows: ['basic', 'line of sight', 'intercept'] });
  await context.close();
});

test('a gallery lesson\'s text goes when the demo changes and does not come back', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=1&demo=pursuit`);
  await frames(page, 3);
  const combo = await widget(page, 'combo:lessons');
  await page.mouse.click(combo.x, combo.y);
  await frames(page, 3);
  const item = await widget(page, 'lesson:4');  // A threat range too small to escape (evade)
  await page.mouse.click(item.x, item.y);
  await frames(page, 3);
  assert.equal((await pg(page, 'state')).demo, 'evade');
  assert.ok(await widget(page, 'text:lesson'), 'the lesson text shows');
  await pg(page, 'set', 'threat', 200);  // the lesson asks for this: the text stays
  await frames(page, 3);
  assert.ok(await widget(page, 'text:lesson'), 'tweaking the lesson\'s own scene keeps its text');
  await page.mouse.move(900, 300);
  await page.keyboard.press('1');
  await frames(page, 2);
  await page.keyboard.press('2');
  await frames(page, 3);
  assert.equal((await pg(page, 'state')).demo, 'evade');
  assert.equal(await widget(page, 'text:lesson'), null, 'back in evade, the old lesson text is gone');
  await context.close();
});

test('a lesson\'s link opened fresh shows the lesson\'s text; changing demo drops it and its key', async () => {
  const lesson = (await (async () => {
    const { context, page } = await open(env.browser, env.url);
    const all = await pg(page, 'lessons');
    await context.close();
    return all.find((l) => l.demo === 'evade');
  })());
  const { context, page } = await open(env.browser, `${env.url}#${lesson.link}&lesson=${lesson.id}`);
  await frames(page, 4);
  assert.ok(await widget(page, 'text:lesson'), 'the lesson text shows for a student opening the link');
  assert.ok((await pg(page, 'link')).includes(`lesson=${lesson.id}`));
  await pg(page, 'selectDemo', 'pursuit');
  await frames(page, 4);
  assert.equal(await widget(page, 'text:lesson'), null);
  assert.ok(!(await pg(page, 'link')).includes('lesson='));
  await context.close();
});

test('a link notice goes away when a good link or a clean load() replaces the scene', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=1&demo=pursuit&lookahead=banana`);
  assert.match((await pg(page, 'state')).notice, /lookahead/);
  const r = await pg(page, 'load', 'v=1&demo=evade&threat=80');
  assert.equal(r.ok, true);
  assert.equal((await pg(page, 'state')).notice, '');
  await pg(page, 'load', 'v=1&demo=evade&threat=nope');
  assert.match((await pg(page, 'state')).notice, /threat/);
  await page.evaluate(() => { window.location.hash = '#v=1&demo=flock'; });
  // The hashchange is a task of its own, behind a frame of up to 300 ms on a loaded machine.
  await until(page, () => window.playground.state().demo === 'flock').catch(() => {});
  assert.equal((await pg(page, 'state')).demo, 'flock');
  assert.equal((await pg(page, 'state')).notice, '');
  await context.close();
});

test('the compare race reads whole: one column per variant, counts as integers', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=1&demo=evade&compare=threat:200&paused=1`,
    { viewport: { width: 1280, height: 1000 } });
  await pg(page, 'step', 1800);
  await frames(page, 3);
  const t = await widget(page, 'table:race');
  const panel = await widget(page, 'combo:compare');
  assert.ok(t && panel, 'the race table is shown');
  assert.ok(t.x1 <= panel.x1 + 1, `the table fits the panel: ${t.x1} > ${panel.x1}`);
  // As drawn: a row per metric, its name then one cell per variant (this scene, then the ghost),
  // and the captures as whole numbers, the variants' own counts.
  const { variants } = (await pg(page, 'state')).compare;
  assert.equal(variants.length, 2);
  const lines = (await panelText(page)).split('\n');
  for (const name of Object.keys(variants[0].metrics)) {
    const line = lines.find((l) => l.startsWith(`${name} `));
    assert.ok(line, `a row for ${name} in ${JSON.stringify(lines)}`);
    assert.equal(line.slice(name.length).trim().split(/\s+/).length, variants.length, `one column per variant: "${line}"`);
  }
  const captures = lines.find((l) => l.startsWith('captures ')).slice('captures '.length).trim().split(/\s+/);
  assert.deepEqual(captures, variants.map((v) => String(v.metrics.captures)), 'the captures of each variant');
  assert.ok(captures.every((c) => /^\d+$/.test(c)), `counts as integers: ${captures}`);
  assert.ok(variants.some((v) => v.metrics.captures > 0), 'a race with captures (0 alone would read as an integer anyway)');
  writeFileSync(`${SHOTS}/compare-race-evade.png`, await page.screenshot({ clip: { x: 0, y: 0, width: 360, height: 1000 } }));
  await context.close();
});
