// The page's language (issue #19): lang= in links, the default from navigator.languages (the
// browser's locale), params() and demos() in the current language with names unchanged,
// <html lang>, the decimal comma in pt-BR, the picker, and screenshots in Chinese and Portuguese.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { problems, SHOTS, sleep, pg, frames, useBrowser } from './browser.mjs';

const env = useBrowser({ before, after, mkdirSync });
const table = (lang) => JSON.parse(readFileSync(new URL(`../../strings/${lang}.json`, import.meta.url), 'utf8'));
const en = table('en'), zh = table('zh-CN'), pt = table('pt-BR');

/** Opens the page in a browser whose language is `locale`; records what it fetches. */
async function openIn(locale, fragment = '', viewport = { width: 1280, height: 720 }) {
  const context = await env.browser.newContext({ viewport, locale });
  const page = await context.newPage();
  const messages = [], fetched = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => messages.push({ type: 'pageerror', text: String(e.stack || e) }));
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(env.url + (fragment ? '#' + fragment : ''));
  await page.waitForFunction(() => window.playground && typeof window.playground.language === 'function', null, { timeout: 30000 });
  return { context, page, messages, fetched };
}
/** Waits until the page shows `lang` (its table fetched and applied). */
async function waitLanguage(page, lang) {
  await page.waitForFunction((l) => window.playground.language() === l && document.documentElement.lang === l, lang, { timeout: 15000 });
}

test('lang=zh-CN in a link: Chinese words, the same names, <html lang>, Chinese glyphs drawn', async () => {
  const { context, page, messages, fetched } = await openIn('en-US', 'v=3&demo=evade&lang=zh-CN');
  await waitLanguage(page, 'zh-CN');
  const demos = await pg(page, 'demos');
  assert.deepEqual(demos.map((d) => d.id).slice(0, 3), ['pursuit', 'evade', 'wander']);
  assert.equal(demos[0].title, zh['demo.pursuit.title']);
  assert.equal(demos[1].title, '逃避');
  assert.deepEqual(demos[1].tryThis, [zh['demo.evade.try1'], zh['demo.evade.try2'], zh['demo.evade.try3']]);
  const params = await pg(page, 'params');
  const threat = params.find((p) => p.name === 'threat');
  assert.equal(threat.label, zh['param.evade.threat.label']);
  assert.equal(threat.help, zh['param.evade.threat.help']);
  const predictor = params.find((p) => p.name === 'predictor');
  assert.deepEqual(predictor.choices, ['buckland', 'millington', 'peters', 'bourg', 'fixed', 'none']);
  assert.equal(predictor.choiceLabels[5], zh['choice.predictor.5']);
  assert.equal(await pg(page, 'set', 'predictor', 'millington'), 1, 'choices are still set by their names');
  assert.ok((await pg(page, 'lessons'))[0].title === zh['lesson.pursuit-beats-seek.title']);
  assert.match(await pg(page, 'link'), /&lang=zh-CN/);
  assert.ok(fetched.includes('/lang/zh-CN.json') && fetched.includes('/lang/zh-CN.ttf'), fetched.join(' '));
  // The accessible controls carry the translated names.
  await page.waitForFunction((l) => [...document.querySelectorAll('#pdom label')].some((e) => e.textContent === l),
    zh['param.evade.threat.label'], { timeout: 5000 });
  await frames(page, 4);
  writeFileSync(`${SHOTS}/i18n-evade-zh-CN.png`, await page.screenshot());
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the default follows navigator.languages: pt-BR, zh-TW (Chinese), fr (English, no extra request)', async () => {
  for (const [locale, want] of [['pt-BR', 'pt-BR'], ['zh-TW', 'zh-CN'], ['fr-FR', 'en']]) {
    const { context, page, fetched } = await openIn(locale);
    if (want === 'en') {
      await sleep(500);
      assert.equal(await pg(page, 'language'), 'en');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
      assert.equal((await pg(page, 'demos'))[0].title, en['demo.pursuit.title']);
      assert.ok(!fetched.some((f) => f.startsWith('/lang/') || f === '/i18n.js'), `English fetched ${fetched.join(' ')}`);
      assert.doesNotMatch(await pg(page, 'link'), /lang=/);
    } else {
      await waitLanguage(page, want);
      assert.equal((await pg(page, 'demos'))[0].title, table(want)['demo.pursuit.title'], locale);
      // Chinese glyphs only for Chinese: Portuguese needs no font of its own.
      assert.equal(fetched.includes('/lang/zh-CN.ttf'), want === 'zh-CN', `${locale}: ${fetched.join(' ')}`);
    }
    await context.close();
  }
});

test('pt-BR: decimal comma in the formula shown; the API and links keep the dot', async () => {
  const { context, page, messages } = await openIn('en-US', 'v=3&demo=pursuit&lookahead=0.91&paused=1&lang=pt-BR');
  await waitLanguage(page, 'pt-BR');
  await pg(page, 'step', 30);
  const lines = await pg(page, 'formula');
  assert.ok(lines.some((l) => /\d,\d/.test(l)), lines.join(' | '));
  assert.ok(!lines.some((l) => /\d\.\d/.test(l)), lines.join(' | '));
  const s = await pg(page, 'state');
  assert.ok(Math.abs(s.params.lookahead - 0.91) < 1e-6, String(s.params.lookahead));
  assert.match(await pg(page, 'link'), /lookahead=0\.91/);
  assert.match(await pg(page, 'link'), /&lang=pt-BR/);
  const params = await pg(page, 'params');
  assert.equal(params.find((p) => p.name === 'lookahead').label, pt['param.lookahead.label']);
  await pg(page, 'resume');
  await frames(page, 4);
  writeFileSync(`${SHOTS}/i18n-pursuit-pt-BR.png`, await page.screenshot());
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('setLanguage() and the picker switch the page and back; a bad lang= is a notice', async () => {
  const { context, page, messages } = await openIn('en-US', 'v=3&demo=flock&lang=xx');
  await sleep(300);
  assert.equal(await pg(page, 'language'), 'en');
  assert.match((await pg(page, 'state')).notice, /unknown language/);
  assert.equal(await page.evaluate(() => window.playground.setLanguage('pt-br')), 'pt-BR');
  assert.equal((await pg(page, 'demos'))[3].title, pt['demo.flock.title']);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt-BR');
  assert.equal(await page.evaluate(() => window.playground.setLanguage('fr')), false);
  assert.equal(await pg(page, 'language'), 'pt-BR');
  // The picker, from the keyboard alone.
  await page.focus('#language');
  assert.equal(await page.evaluate(() => document.getElementById('language').value), 'pt-BR');
  await page.keyboard.press('ArrowUp');  // pt-BR -> zh-CN
  await waitLanguage(page, 'zh-CN');
  assert.equal((await pg(page, 'demos'))[3].title, zh['demo.flock.title']);
  await page.keyboard.press('Home');
  await waitLanguage(page, 'en');
  assert.equal((await pg(page, 'demos'))[3].title, en['demo.flock.title']);
  assert.doesNotMatch(await pg(page, 'link'), /lang=/);
  // The scene did not notice: the same demo, still running.
  assert.equal((await pg(page, 'state')).demo, 'flock');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

/** The text the panel drew on a frame (its words and its sliders' numbers as people see them). */
async function panelText(page) {
  await page.evaluate(() => window.Module.ccall('pg_panel_text', 'string', [], []));
  await frames(page, 2);
  return page.evaluate(() => window.Module.ccall('pg_panel_text', 'string', [], []));
}

test('the panel in pt-BR and zh-CN: its words from the table, slider numbers with a decimal comma in pt-BR', async () => {
  const { context, page, messages } = await openIn('en-US', 'v=3&demo=pursuit&lookahead=1.5&paused=1&lang=pt-BR');
  await waitLanguage(page, 'pt-BR');
  let text = await panelText(page);
  for (const k of ['ui.sec.parameters', 'ui.defaults', 'ui.reroll', 'ui.try_this', 'ui.sec.lesson', 'param.lookahead.label', 'choice.predictor.0'])
    assert.ok(text.includes(pt[k]), `${k}: ${pt[k]} not in ${text}`);
  assert.match(text, /1,50/, 'the look-ahead slider shows 1,50');
  assert.doesNotMatch(text, /\d\.\d/, 'no decimal point in pt-BR');
  for (const k of ['ui.sec.parameters', 'ui.defaults', 'ui.try_this']) assert.ok(!text.includes(en[k]), `${en[k]} in pt-BR`);
  assert.equal((await pg(page, 'state')).params.lookahead, 1.5, 'the value itself keeps its dot');
  // Chinese: the same panel, its words from the Chinese table, numbers with a point.
  assert.equal(await page.evaluate(() => window.playground.setLanguage('zh-CN')), 'zh-CN');
  await waitLanguage(page, 'zh-CN');
  text = await panelText(page);
  for (const k of ['ui.sec.parameters', 'ui.defaults', 'ui.try_this', 'param.lookahead.label'])
    assert.ok(text.includes(zh[k]), `${k}: ${zh[k]} not in ${text}`);
  assert.match(text, /1\.50/);
  // Lines break between Chinese characters but never inside a number ("1.5", "120").
  assert.doesNotMatch(text, /[\d.]\n\s*[\d.]/);
  await pg(page, 'resume');
  await frames(page, 30);
  writeFileSync(`${SHOTS}/i18n-pursuit-zh-CN.png`, await page.screenshot());
  assert.deepEqual(problems(messages), []);
  await context.close();
});

// PhET's stringTest: every text twice as long (en-XA, a test-only table from scripts/strings.py
// pseudo) on every demo: no widget of the panel overlaps another or sticks out of the panel.
// widgets() reports the labels beside sliders and combos too ("text:param:lookahead"), so a label
// cut at the panel's edge is seen; labels that do not fit go above their widget or wrap.
test('pseudo-localised (every text twice as long): no overlapping or clipped widgets on any demo', async () => {
  const out = new URL('../../build/en-XA.json', import.meta.url).pathname;
  execFileSync('/usr/bin/python3', [new URL('../../scripts/strings.py', import.meta.url).pathname, 'pseudo', out]);
  const xa = JSON.parse(readFileSync(out, 'utf8'));
  assert.equal(xa['demo.pursuit.title'].length, 2 * en['demo.pursuit.title'].length);
  const lines = Object.keys(xa).map((k) => k + '\t' + xa[k]).join('\n');
  const { context, page, messages } = await openIn('en-US', '', { width: 1280, height: 900 });
  assert.equal(await page.evaluate((t) => window.Module.ccall('pg_set_language', 'number', ['string', 'string'], ['en-XA', t]), lines), 1);
  const found = [];
  for (const d of await pg(page, 'demos')) {
    assert.equal(d.title, xa[`demo.${d.id}.title`]);
    await pg(page, 'selectDemo', d.id);
    await frames(page, 3);
    const w = await pg(page, 'widgets');
    const panel = (await pg(page, 'layout')).panel;
    const names = Object.keys(w).filter((n) => !n.startsWith('demo:') && !n.startsWith('lesson:'));
    for (let i = 0; i < names.length; i++) {
      const a = w[names[i]];
      if (a[0] < panel[0] - 0.5 || a[2] > panel[2] + 0.5) found.push(`${d.id}: ${names[i]} ${a} sticks out of the panel ${panel}`);
      for (let j = i + 1; j < names.length; j++) {
        const b = w[names[j]];
        if (Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > 0.5 && Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > 0.5) found.push(`${d.id}: ${names[i]} / ${names[j]}`);
      }
    }
    if (d.id === 'pursuit') assert.ok(w['param:facing'] && w['text:param:lookahead'], 'the shortcut checkbox and a slider label are measured');
    if (d.id === 'flock') writeFileSync(`${SHOTS}/i18n-flock-en-XA.png`, await page.screenshot());
  }
  assert.deepEqual(found, []);
  assert.deepEqual(problems(messages), []);
  await context.close();
});
