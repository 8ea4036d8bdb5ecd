// The page's language (issue #19): lang= in links, the default from navigator.languages (the
// browser's locale), params() and demos() in the current language with names unchanged,
// <html lang>, the decimal comma in pt-BR, the picker, and screenshots in Chinese and Portuguese.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { problems, SHOTS, sleep, pg, frames, useBrowser } from './browser.mjs';
import { decodePng } from './png.mjs';

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
  // window.playground is the page's readiness (the app's start takes several tasks after the engine's script).
  await page.waitForFunction((l) => window.playground && window.playground.language() === l && document.documentElement.lang === l, lang, { timeout: 15000 });
}

test('lang=zh-CN in a link: Chinese words, the same names, <html lang>, Chinese glyphs drawn', async () => {
  const { context, page, messages, fetched } = await openIn('en-US', 'v=5&demo=evade&lang=zh-CN');
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

test('a link that names two languages opens in the last, as the link codec reads a key given twice', async () => {
  const { context, page, messages } = await openIn('en-US', 'v=5&demo=flock&lang=pt-BR&lang=zh-CN');
  await waitLanguage(page, 'zh-CN');
  await sleep(500);  // no second switch follows
  assert.equal(await pg(page, 'language'), 'zh-CN');
  assert.deepEqual(problems(messages), []);
  // The page's address may say ?lang= too: the link's own lang= comes first, as load() reads it.
  const other = await context.newPage();
  await other.goto(`${env.url}?lang=pt-BR#v=5&demo=flock&lang=zh-CN`);
  await waitLanguage(other, 'zh-CN');
  await sleep(500);
  assert.equal(await pg(other, 'language'), 'zh-CN');
  // The last language of ours, percent-decoded, as the codec reads it: an unknown lang= after a
  // known one is a notice, not a switch to English (the page's start read it as none).
  for (const [fragment, want] of [['v=6&demo=flock&lang=zh-CN&lang=xx', 'zh-CN'], ['v=6&demo=flock&lang=pt%2DBR', 'pt-BR']]) {
    const p = await context.newPage();
    const bad = [];
    p.on('pageerror', (e) => bad.push(String(e)));
    await p.goto(`${env.url}#${fragment}`);
    await waitLanguage(p, want);
    await sleep(500);
    assert.equal(await pg(p, 'language'), want, fragment);
    assert.deepEqual(bad, []);
  }
  await context.close();
});

test('load() switches to the language the codec read in the link; a refused link, or one naming none of ours, switches none', async () => {
  const { context, page, messages } = await openIn('en-US', 'v=5&demo=flock');
  await waitLanguage(page, 'en');
  // Too long to open: refused whole, its lang= with it (the page read lang= itself and switched).
  const long = await pg(page, 'load', 'v=6&demo=evade&lang=pt-BR&title=' + 'A'.repeat(9000));
  assert.equal(long.ok, false);
  assert.equal(long.lang, '');
  // A lang= inside a value is no key: the codec reads a title.
  const inValue = await pg(page, 'load', 'v=6&demo=evade&title=x%26lang%3Dpt-BR');
  assert.deepEqual([inValue.ok, inValue.lang], [true, '']);
  // A '?' inside a fragment is a value's: "Why?lang=pt-BR" is a title (a text search for
  // "?lang=" took it for a key).
  const inTitle = await pg(page, 'load', 'v=6&demo=evade&title=Why?lang=pt-BR');
  assert.deepEqual([inTitle.ok, inTitle.lang], [true, '']);
  const unknown = await pg(page, 'load', 'v=6&demo=evade&lang=fr');
  assert.deepEqual([unknown.ok, unknown.lang], [true, '']);
  assert.match(unknown.message, /language/);
  await sleep(500);
  assert.equal(await pg(page, 'language'), 'en', 'no switch');
  // Read as the codec reads it: canonical, the last of two.
  const r = await pg(page, 'load', 'v=6&demo=evade&lang=zh-CN&lang=pt-br');
  assert.deepEqual([r.ok, r.lang], [true, 'pt-BR']);
  assert.match(r.message, /lang= was given more than once/);
  await waitLanguage(page, 'pt-BR');
  assert.deepEqual(problems(messages), []);
  await context.close();
  // Opened with such a title, the page starts in the reader's language too, as the codec reads it.
  const titled = await openIn('en-US', 'v=6&demo=evade&title=Why?lang=pt-BR');
  await waitLanguage(titled.page, 'en');
  await sleep(500);
  assert.equal(await pg(titled.page, 'language'), 'en');
  assert.equal((await pg(titled.page, 'lessonLink', {})).current.title, 'Why?lang=pt-BR');
  await titled.context.close();
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

test('one list of languages: the picker shows the app\'s (strings.h), and a list of the browser\'s picks as the desktop does', async () => {
  // The app's list, where it is written once (src/strings/strings.h, kLanguages).
  const header = readFileSync(new URL('../../src/strings/strings.h', import.meta.url), 'utf8');
  const languages = [.../kLanguages\[\] = \{([\s\S]*?)\};/.exec(header)[1].matchAll(/\{"([^"]+)", "([^"]+)"(?:, (true|false))?\}/g)];
  const listed = languages.map((m) => [m[1], m[2]]);
  assert.ok(listed.length >= 3, JSON.stringify(listed));
  const { context, page } = await openIn('en-US');
  await page.waitForSelector('#language');
  assert.deepEqual(await page.$$eval('#language option', (os) => os.map((o) => [o.value, o.textContent, o.lang])),
    listed.map(([tag, name]) => [tag, name, tag]));
  // Which has a font of its own (KnownLanguage::ownFont: Chinese), as i18n.js and offline.js ask.
  assert.deepEqual(await page.evaluate((tags) => tags.map((t) => window.playgroundShell.ownFont(t)), listed.map((l) => l[0])),
    languages.map((m) => m[3] === 'true'));
  assert.deepEqual(languages.filter((m) => m[3] === 'true').map((m) => m[1]), ['zh-CN']);
  await context.close();
  // The page's own rules, before the wasm has come, give what the app's give: the cases both are
  // checked against (tests/data/languages.tsv; tests/unit/strings_test.cpp reads them too).
  const cases = readFileSync(new URL('../data/languages.tsv', import.meta.url), 'utf8').split('\n')
    .filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));
  assert.ok(cases.length >= 20 && cases.every((c) => c.length === 3), 'the shared cases');
  const { context: c2, page: p2 } = await openIn('en-US');
  const got = await p2.evaluate((rows) => rows.map(([kind, input]) => (kind === 'canonical'
    ? window.playgroundShell.languageTag(input) : window.playgroundShell.preferredLanguage(input ? input.split(':') : [])) || ''), cases);
  assert.deepEqual(got.map((g, i) => `${cases[i][0]} ${cases[i][1]}: ${g}`), cases.map((c) => `${c[0]} ${c[1]}: ${c[2]}`));
  await c2.close();
  // The first language of ours by its primary subtag, from navigator.languages, end to end.
  for (const [languages, want] of [[['fr-FR', 'zh-TW', 'en'], 'zh-CN'], [['de', 'EN-gb', 'pt'], 'en'], [['pt-PT'], 'pt-BR'],
    [['ZH'], 'zh-CN'], [['es-ES', 'it'], 'en'], [[], 'en']]) {
    const ctx = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
    await ctx.addInitScript((l) => {
      Object.defineProperty(Navigator.prototype, 'languages', { get: () => l });
      Object.defineProperty(Navigator.prototype, 'language', { get: () => l[0] });
    }, languages);
    const p = await ctx.newPage();
    await p.goto(env.url);
    await waitLanguage(p, want);
    assert.equal(await p.evaluate(() => window.playgroundShell.language), want, languages.join(','));
    await ctx.close();
  }
});

test('pt-BR: decimal comma in the formula shown; the API and links keep the dot', async () => {
  const { context, page, messages } = await openIn('en-US', 'v=5&demo=pursuit&lookahead=0.91&paused=1&lang=pt-BR');
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

test('act() refuses in the page\'s language, listing the choices with its words', async () => {
  const { context, page, messages } = await openIn('pt-BR', 'v=5&demo=evade');
  assert.equal(await pg(page, 'language'), 'pt-BR');
  const r = await pg(page, 'act', 'radio:nonsense', 1);
  assert.deepEqual([r.ok, r.message], [false, pt['refused.unknown_control']]);
  assert.equal((await pg(page, 'act', 'radio:theme-pink', 1)).message,
    pt['refused.theme'].replace('{0}', 'dark, light').replace('{1}', 'contrast'));
  assert.equal((await pg(page, 'act', 'combo:codelang', 'cobol')).message,
    pt['refused.code_lang'].replace('{0}', 'cpp, csharp, gdscript').replace('{1}', 'js'));
  assert.equal((await pg(page, 'act', 'param:nope', 1)).message, pt['refused.unknown_parameter']);
  assert.equal((await pg(page, 'act', 'layer:nope', true)).message, pt['refused.unknown_annotation']);
  assert.equal((await pg(page, 'act', 'combo:demo', 'nope')).message, pt['refused.unknown_demo']);
  // A value past its range is kept at the end, and said so in the page's words, as a refusal is.
  const huge = await pg(page, 'act', 'param:threat', 1e9);
  assert.deepEqual([huge.ok, huge.message], [true, pt['notice.clamped']]);
  assert.equal(huge.value, (await pg(page, 'state')).params.threat);
  assert.deepEqual(await pg(page, 'compare', 'threat', [1e9]), { ok: true, message: pt['notice.clamped'] });
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('setLanguage() and the picker switch the page and back; a bad lang= is a notice', async () => {
  const { context, page, messages } = await openIn('en-US', 'v=5&demo=flock&lang=xx');
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
  const { context, page, messages } = await openIn('en-US', 'v=5&demo=pursuit&lookahead=1.5&paused=1&lang=pt-BR');
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
  // Label in name (WCAG 2.5.3): the lessons gallery shows the name the accessible view reads
  // ("课程集……" over "课程库" before).
  const lessons = await page.evaluate(() => window.playground.controls().flatMap((s) => s.controls).find((c) => c.name === 'combo:lessons').label);
  assert.equal(lessons, zh['ui.lessons']);
  assert.ok(text.includes(`${lessons}……`), `${lessons}…… not in ${text}`);
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
    // The panel's widgets (the timeline bar under the world is not the panel's: it must stay clear of it).
    const bar = ['slider:time', 'button:copymoment'];
    const names = Object.keys(w).filter((n) => !n.startsWith('demo:') && !n.startsWith('lesson:') && !bar.includes(n));
    for (const b of bar) {
      const t = w[b];
      if (!t || t[0] < panel[2] - 0.5) found.push(`${d.id}: the timeline bar's ${b} ${t} is missing or under the panel ${panel}`);
    }
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
  // A wrapped checkbox label (the View section's, twice as long) shows its words, not its widget id.
  await pg(page, 'focus', 'check:pngLegend');
  await frames(page, 3);
  const text = await panelText(page);
  assert.ok(text.includes(xa['ui.png_legend'].slice(0, 12)), 'the View section is open');
  assert.doesNotMatch(text, /##[^#\s]/, 'no widget id ("###check:...") in the panel\'s words');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

// [SECTION] the page's own words (page.* keys): shell/*.js and index.html
// The scripts name their words by key, w('page.share.title'): the build writes en.json's English
// into each call (scripts/strings.py js), so English is written once; index.html's the same
// (scripts/first_screen.mjs). Every page.* key is used.
test('the page\'s scripts name their words by key, the page carries en.json\'s English, and every page.* key is used', () => {
  const src = (f) => readFileSync(new URL(`../../shell/${f}`, import.meta.url), 'utf8');
  const used = {};
  for (const f of ['shell.js', 'a11y.js', 'share.js', 'offline.js', 'i18n.js', 'clip.js']) {
    const text = src(f);
    // No English of their own (the build refuses it too).
    assert.doesNotMatch(text, /\b(?:w|showError|errorWords)\('[a-z][\w.-]*',\s*['"`]/, f);
    // The page's own keys (page.*) and the panel's that the page shows too (ui.title, help.close...).
    for (const m of text.matchAll(/\b(?:w|showError|errorWords)\('([a-z][\w.-]*)'\s*[,)]/g)) {
      assert.ok(m[1] in en, `${f}: ${m[1]} is not a key of en.json`);
      used[m[1]] = true;
    }
    // As the page has them: each word with its English (web/, as built).
    const built = readFileSync(new URL(`../../web/${f}`, import.meta.url), 'utf8');
    for (const key of new Set([...text.matchAll(/\bw\('([a-z][\w.-]*)'\s*[,)]/g)].map((m) => m[1]))) {
      if (/^[\w .,:()?-]+$/.test(en[key])) assert.ok(built.includes(en[key]), `web/${f} has ${key}'s "${en[key]}"`);
    }
  }
  // index.html's words are written in by the build from the tables ({{page.title}}:
  // scripts/first_screen.mjs): none in the template, each in the page as built.
  const template = src('index.html');
  for (const k of ['page.title', 'page.description', 'page.canvas', 'page.loading', 'page.noscript']) {
    assert.ok(!template.includes(en[k]) && template.includes(`{{${k}}}`), k);
  }
  const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
  const attr = (re) => { const m = html.match(re); assert.ok(m, String(re)); return m[1]; };
  assert.equal(attr(/<title>([^<]*)<\/title>/), en['page.title']);
  assert.equal(attr(/name="description" content="([^"]*)"/), en['page.description']);
  assert.equal(attr(/aria-label="([^"]*)" aria-describedby="pd-desc"/), en['page.canvas']);
  assert.equal(attr(/id="status-text">([^<]*)</), en['page.loading']);
  // Without JavaScript the page cannot know the language: the notice in all three.
  for (const t of [en, zh, pt]) assert.ok(html.includes(`>${t['page.noscript']}</p>`), t['page.noscript']);
  for (const k of ['page.title', 'page.description', 'page.canvas', 'page.loading', 'page.noscript']) used[k] = true;
  assert.deepEqual(Object.keys(en).filter((k) => k.startsWith('page.') && !used[k]), [], 'page.* keys no page word uses');
  // The slider's words name the unit as params() shows it in each language (unit.<u>):
  // every unit of the app's tables has its words.
  for (const t of [en, zh, pt]) {
    const named = new Set(Object.keys(t).filter((k) => /^unit\.[a-z0-9]+$/.test(k)).map((k) => t[k]));
    for (const k of Object.keys(t).filter((k) => /^param\..*\.unit$/.test(k))) assert.ok(named.has(t[k]), `${k}: "${t[k]}" has no unit words`);
  }
});

/** Every [role, name] of the accessibility tree a screen reader gets (Playwright's ARIA snapshot). */
async function accessibleNames(page) {
  const tree = await page.locator('body').ariaSnapshot();
  // A line is `- role "name"`, or YAML-quoted when the name holds ": " (`- 'role "name"'`, ' doubled).
  return tree.split('\n').map((line) => {
    const quoted = /^\s*- '(.*)'$/.exec(line);
    const m = /^\s*- ([\w-]+) "((?:[^"\\]|\\.)*)"/.exec(quoted ? '- ' + quoted[1].replace(/''/g, "'") : line);
    return m && [m[1], m[2].replace(/\\(.)/g, '$1')];
  }).filter(Boolean);
}
/** The English words of the page and of the panel's description (those the other language
 * words differently) found among `names`. */
function englishLeft(names, t) {
  const english = new Set(Object.keys(en).filter((k) => t[k] !== en[k] && !/\{\d\}/.test(en[k])).map((k) => en[k].trim()));
  return names.filter(([, n]) => english.has(n.trim()));
}

test('English names each role by the API\'s own word (state().agents[].role), which the accessible view shows when no other table is loaded', () => {
  const roles = Object.keys(en).filter((k) => k.startsWith('role.'));
  assert.ok(roles.length >= 11, roles.join());
  for (const k of roles) assert.equal(en[k], k.slice(5), k);
});

test('zh-CN and pt-BR: the controls, the help and the share dialog read out translated, no English left; pt-BR values with a decimal comma', async () => {
  const { context, page, messages } = await openIn('en-US', 'v=5&demo=pursuit&lookahead=0.91&speed=1.5&paused=1&lang=zh-CN');
  await waitLanguage(page, 'zh-CN');
  for (const [lang, t] of [['zh-CN', zh], ['pt-BR', pt]]) {
    if (lang !== 'zh-CN') assert.equal(await page.evaluate((l) => window.playground.setLanguage(l), lang), lang);
    await frames(page, 2);
    const names = await accessibleNames(page);
    const has = (role, key) => assert.ok(names.some(([r, n]) => r === role && n === t[key]), `${lang}: ${role} "${t[key]}" (${key})`);
    has('region', 'page.a11y.region');
    has('button', 'page.a11y.describe');
    has('button', 'ui.play');
    has('slider', 'ui.speed');
    has('combobox', 'ui.demo');
    has('group', 'ui.sec.annotations');
    has('link', 'page.a11y.skip');
    assert.ok(names.some(([r, n]) => r === 'slider' && n === t['param.lookahead.label']), `${lang}: the look-ahead slider`);
    assert.ok(names.length > 40, `${names.length} names`);
    // The agent list names each agent's role in the panel's words (state() keeps the English role names).
    const agent = (await pg(page, 'state')).agents[0];
    const item = t['page.a11y.agentItem'].replace('{0}', agent.id).replace('{1}', t[`role.${agent.role}`]);
    assert.ok(names.some(([r, n]) => r === 'option' && n === item), `${lang}: option "${item}"`);
    assert.deepEqual(englishLeft(names, t), [], `${lang}: English left in the controls`);
    // The scene's name, with its main keys from the app's table in the language (a11y.js).
    const canvasName = await page.evaluate(() => document.getElementById('canvas').getAttribute('aria-label'));
    assert.ok(canvasName.startsWith(t['page.canvas.keys'].replace('{0}', '')), canvasName);
    for (const k of ['key.space', 'help.does1', 'help.does3', 'help.does6']) assert.ok(canvasName.includes(t[k]), `${lang}: ${k} in "${canvasName}"`);
    const named = (await pg(page, 'shortcuts')).filter((r) => r.shortcuts[0].inSceneName);
    assert.deepEqual(named.map((r) => r.shortcuts[0].action), ['pause', 'step', 'reset', 'describe', 'help']);
    assert.equal(canvasName, t['page.canvas.keys'].replace('{0}', named.map((r) => `${r.key} ${r.does}`).join(t['ui.list_separator'])));
    // The sliders' values as words, in the language's numbers.
    const valuetext = (sel) => page.evaluate((s) => document.querySelector(s).getAttribute('aria-valuetext'), sel);
    const d = t['number.decimal'];
    assert.equal(await valuetext('#pd-speed'), t['ui.speed_text'].replace('{0}', `1${d}5`));
    // The look-ahead scale (unit x), in the language's plural: "0,91 vez" (pt-BR counts below 2 as one).
    const form = new Intl.PluralRules(lang).select(0.91) === 'one' ? 'one' : 'other';
    assert.equal(await valuetext('#pd-param-lookahead'), t[`unit.x.${form}`].replace('{0}', `0${d}91`));
    assert.equal(await valuetext('#pd-uiscale'), t['ui.times_text'].replace('{0}', '1'));
    // The keyboard help, opened from its button, and closed again.
    await page.evaluate(() => document.querySelector('[data-widget="button:help"]').click());
    const help = await accessibleNames(page);
    assert.ok(help.some(([r, n]) => r === 'dialog' && n === t['help.title']), `${lang}: the help dialog's name`);
    // The keys are named from the app's shortcut table (n, N, ArrowRight: "N or →"), in the language's words.
    const either = (a, b) => t['key.either'].replace('{0}', a).replace('{1}', b);
    assert.ok(help.some(([r, n]) => r === 'rowheader' && n === either('N', '→')), `${lang}: a key`);
    assert.ok(help.some(([r, n]) => r === 'rowheader' && n === t['key.space']), `${lang}: the space bar`);
    assert.ok(help.some(([r, n]) => r === 'rowheader' && n === '+ / -'), `${lang}: zoom's keys (not "=", an alias)`);
    assert.ok(help.some(([r, n]) => r === 'rowheader' && n === either('H', '?')), `${lang}: the help's keys`);
    assert.ok(help.some(([r, n]) => r === 'rowheader' && n === '1 - 9'), `${lang}: the demos' digits`);
    assert.ok(help.some(([r, n]) => r === 'cell' && n === t['help.does16']), `${lang}: the timeline's keys`);
    assert.ok(help.some(([r, n]) => r === 'cell' && n === t['help.does12']), `${lang}: a gesture's action (the panel's help's words)`);
    assert.deepEqual(englishLeft(help, t), [], `${lang}: English left in the help`);
    await page.keyboard.press('Escape');
    // The Share dialog.
    await page.evaluate(() => window.playground.share());
    // Its QR code is named once it is drawn, after qrcode.js has loaded (later than 300 ms on a
    // loaded machine), so the names are read then.
    await page.waitForFunction((prefix) => document.getElementById('share')?.open &&
      (document.querySelector('#share canvas.share-qr')?.getAttribute('aria-label') || '').startsWith(prefix),
    t['page.share.qr'].replace('{0}', ''), { timeout: 20000 });
    const share = await accessibleNames(page);
    assert.ok(share.some(([r, n]) => r === 'dialog' && n === t['page.share.heading']), `${lang}: the share dialog's name`);
    for (const [role, key] of [['textbox', 'page.share.title'], ['textbox', 'page.share.prompt'], ['checkbox', 'page.share.sceneOnly'],
      ['combobox', 'ui.theme'], ['button', 'page.share.copy'], ['textbox', 'page.share.link'], ['button', 'help.close']]) {
      assert.ok(share.some(([r, n]) => r === role && n === t[key]), `${lang}: ${role} "${t[key]}" in the share dialog`);
    }
    assert.ok(share.some(([r, n]) => r === 'img' && n.startsWith(t['page.share.qr'].replace('{0}', ''))), `${lang}: the QR code's name ${JSON.stringify(share.filter(([r]) => r === 'img'))}`);
    assert.deepEqual(englishLeft(share, t), [], `${lang}: English left in the share dialog`);
    writeFileSync(`${SHOTS}/i18n-share-${lang}.png`, await page.screenshot());
    await page.keyboard.press('Escape');
  }
  // The Share dialog open while the language changes: it is in the new one, still open, with what
  // the teacher typed and chose.
  await page.evaluate(() => window.playground.share());
  await page.getByRole('textbox', { name: pt['page.share.title'], exact: true }).fill('Previsão');
  await page.getByRole('combobox', { name: (await pg(page, 'params'))[1].label, exact: true }).selectOption('locked');
  const before = await pg(page, 'shareLink');
  assert.equal(await page.evaluate(() => window.playground.setLanguage('zh-CN')), 'zh-CN');
  assert.equal(await page.evaluate(() => document.getElementById('share').open), true);
  assert.equal(await page.evaluate(() => document.getElementById('share-heading').textContent), zh['page.share.heading']);
  assert.equal(await page.getByRole('textbox', { name: zh['page.share.title'], exact: true }).inputValue(), 'Previsão');
  assert.equal(await pg(page, 'shareLink'), before.replace('lang=pt-BR', 'lang=zh-CN'));
  await page.keyboard.press('Escape');
  // Back to English without a reload: the same controls in English, the focus where it was.
  await page.focus('#pd-speed');
  assert.equal(await page.evaluate(() => window.playground.setLanguage('en')), 'en');
  const names = await accessibleNames(page);
  assert.ok(names.some(([r, n]) => r === 'button' && n === en['page.a11y.describe']));
  // ... which the check above would have caught as English left over.
  assert.ok(englishLeft(names, zh).length > 30 && englishLeft(names, pt).length > 30, `${englishLeft(names, pt).length} English names`);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'pd-speed');
  assert.equal(await page.evaluate(() => document.getElementById('pd-speed').getAttribute('aria-valuetext')), '1.5 times real time');
  await pg(page, 'setSpeed', 1);  // at 1x a sentence of its own, not "1 times real time"
  await page.waitForFunction(() => document.getElementById('pd-speed').getAttribute('aria-valuetext') === 'real time', null, { timeout: 20000 });
  await pg(page, 'setSpeed', 1.5);
  // The keyboard help open while the language changes: open in the new one; closing it gives the
  // focus back to the button that opened it.
  await page.focus('[data-widget="button:help"]');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => window.playground.setLanguage('pt-BR')), 'pt-BR');
  assert.equal(await page.evaluate(() => document.getElementById('pd-help').open), true);
  assert.equal(await page.evaluate(() => document.getElementById('pd-help-title').textContent), pt['help.title']);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.activeElement.getAttribute('data-widget') === 'button:help', null, { timeout: 2000 });
  assert.equal(await page.evaluate(() => document.activeElement.textContent), pt['ui.help']);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the offline copy keeps its language: saved in Chinese, it opens from file:// in Chinese, glyphs and all', async () => {
  const { context, page, messages } = await openIn('en-US', 'v=5&demo=wander&paused=1&lang=zh-CN');
  await waitLanguage(page, 'zh-CN');
  const html = await page.evaluate(() => window.playground.offlineHtml());
  await context.close();
  const dir = new URL('../../build/test-site/', import.meta.url).pathname;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}steering-offline-zh-CN.html`, html);
  const offline = await env.browser.newContext({ viewport: { width: 1280, height: 720 }, offline: true });
  const p = await offline.newPage();
  const requests = [];
  p.on('request', (r) => requests.push(r.url()));
  p.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  p.on('pageerror', (e) => messages.push({ type: 'pageerror', text: String(e) }));
  await p.goto(`file://${dir}steering-offline-zh-CN.html`);
  await waitLanguage(p, 'zh-CN');
  assert.equal((await pg(p, 'demos'))[2].title, zh['demo.wander.title']);
  await p.waitForFunction((t) => [...document.querySelectorAll('#pdom button')].some((b) => b.textContent === t), zh['page.a11y.describe'], { timeout: 5000 });
  assert.equal(await p.evaluate(() => document.title), zh['page.title']);
  await p.waitForFunction(() => [...document.fonts].some((f) => f.family.includes('Playground CJK') && f.status === 'loaded'), null, { timeout: 5000 });
  await frames(p, 3);
  writeFileSync(`${SHOTS}/i18n-offline-zh-CN.png`, await p.screenshot());
  assert.deepEqual(requests.filter((u) => !/^(file|blob|data):/.test(u)), []);
  assert.deepEqual(problems(messages), []);
  await offline.close();
});

// PhET's stringTest for the page's own DOM (the Share and help dialogs): every page word twice as
// long (en-XA's page.* keys), on a phone (the narrowest case): nothing sticks out of its dialog,
// no label runs over its control, the dialogs fit the window's width.
test('pseudo-localised page words: the Share and help dialogs keep every word inside, on a phone', async () => {
  const out = new URL('../../build/en-XA.json', import.meta.url).pathname;
  execFileSync('/usr/bin/python3', [new URL('../../scripts/strings.py', import.meta.url).pathname, 'pseudo', out]);
  const xa = JSON.parse(readFileSync(out, 'utf8'));
  for (const viewport of [{ width: 390, height: 844 }]) {
    const { context, page, messages } = await openIn('en-US', 'v=5&demo=chase', viewport);
    await page.waitForFunction(() => document.getElementById('pdom'));
    await page.evaluate((t) => { window.playgroundShell.words = t; window.dispatchEvent(new Event('playgroundlanguage')); }, xa);
    const found = [];
    for (const open of [() => window.playground.share(), () => document.querySelector('[data-widget="button:help"]').click()]) {
      await page.evaluate(`(${open})()`);
      await sleep(200);
      found.push(...await page.evaluate(() => {
        const bad = [];
        const dialog = document.querySelector('dialog[open]');
        const d = dialog.getBoundingClientRect();
        if (d.left < 0 || d.right > window.innerWidth + 0.5) bad.push(`${dialog.id}: ${d.left}..${d.right} of ${window.innerWidth}`);
        if (dialog.scrollWidth > dialog.clientWidth + 1) bad.push(`${dialog.id}: scrolls sideways (${dialog.scrollWidth} > ${dialog.clientWidth})`);
        for (const e of dialog.querySelectorAll('label, span, small, legend, th, td, h2, button, option')) {
          if (e.tagName === 'OPTION' || !e.textContent) continue;
          const r = e.getBoundingClientRect();
          if (r.right > d.right + 0.5 || r.left < d.left - 0.5) bad.push(`${dialog.id}: "${e.textContent.slice(0, 30)}" sticks out`);
          if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow !== 'visible') bad.push(`${dialog.id}: "${e.textContent.slice(0, 30)}" clipped`);
        }
        for (const row of dialog.querySelectorAll('.share-row')) {
          const [a, b] = [...row.children].map((c) => c.getBoundingClientRect());
          if (b && Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5) bad.push(`share: "${row.children[0].textContent.slice(0, 30)}" overlaps its control`);
        }
        return bad;
      }));
      if (viewport.width < 500) writeFileSync(`${SHOTS}/i18n-dialog-en-XA-phone-${await page.evaluate(() => document.querySelector('dialog[open]').id)}.png`, await page.screenshot());
      await page.keyboard.press('Escape');
      await sleep(100);
    }
    assert.ok(await page.evaluate((t) => document.getElementById('share-heading').textContent === t, xa['page.share.heading']));
    assert.deepEqual(found, [], `${viewport.width} px`);
    assert.deepEqual(problems(messages), []);
    await context.close();
  }
});

test('a bad link\'s notice, and the installed app\'s name, in the reader\'s language', async () => {
  const { context, page, messages } = await openIn('pt-BR', 'v=5&demo=evade&threat=5000&zzz=1');
  await waitLanguage(page, 'pt-BR');
  // The page's first link is read before the Portuguese table has come: its notice, still
  // showing, is written again in Portuguese (it stayed English).
  await page.waitForFunction(() => /^Link: .*threat limitado a 400/.test(window.playground.summary().notice || ''), null, { timeout: 5000 });
  assert.match((await pg(page, 'summary')).notice, /zzz desconhecido ignorado/);
  {
    const zhOpen = await openIn('en-US', 'v=5&demo=pursuit&lookahead=99&%3Cb%3E=1&lang=zh-CN');
    await waitLanguage(zhOpen.page, 'zh-CN');
    await zhOpen.page.waitForFunction((want) => window.playground.summary().notice === want, `链接：lookahead 已限制为 4; ${zh['notice.link.unknown_key_unnamed']}`, { timeout: 5000 });
    await zhOpen.context.close();
  }
  // The manifest follows the language: the installed app's name and description in Portuguese.
  const href = await page.evaluate(() => document.querySelector('link[rel="manifest"]').getAttribute('href'));
  assert.equal(href, 'lang/pt-BR.webmanifest');
  const manifest = await page.evaluate((h) => fetch(h).then((r) => r.json()), href);
  assert.equal(manifest.name, pt['page.title']);
  assert.equal(manifest.lang, 'pt-BR');
  assert.equal(manifest.start_url, '../');
  // A link loaded in Portuguese tells what it changed in Portuguese, keys and numbers as typed.
  const r = await pg(page, 'load', 'v=5&demo=evade&threat=5000&zzz=1');
  assert.match(r.message, /threat limitado a 400/);
  assert.match(r.message, /zzz desconhecido ignorado/);
  await page.evaluate(() => window.playground.setLanguage('en'));
  await waitLanguage(page, 'en');
  assert.equal(await page.evaluate(() => document.querySelector('link[rel="manifest"]').getAttribute('href')), 'manifest.webmanifest');
  // English's manifest from the same keys (it was written by hand, and said something else).
  const english = await page.evaluate(() => fetch('manifest.webmanifest').then((r) => r.json()));
  assert.deepEqual([english.name, english.short_name, english.description, english.lang, english.start_url],
    [en['page.title'], en['manifest.short_name'], en['page.description'], 'en', './']);
  assert.match((await pg(page, 'load', 'v=5&demo=evade&threat=5000')).message, /threat clamped to 400/);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a teacher\'s own title and question are drawn whole in any language: no "?" for a character the tables lack', async () => {
  // The Chinese face is cut to the table's characters, the UI's to Latin-1: a link's 活, 猜, curly
  // quotes or θ were ImGui's fallback "?". Drawn as their glyphs, each title differs from the same
  // number of "?"s in the header's pixels.
  const header = async (lang, title) => {
    const { context, page } = await openIn('en-US', `v=6&demo=evade&paused=1&lang=${lang}&title=${encodeURIComponent(title)}`);
    await waitLanguage(page, lang);
    await frames(page, 4);
    const box = (await pg(page, 'widgets'))['text:lesson-header'];
    assert.ok(box, `${title}: a header`);
    const png = decodePng(await page.screenshot({ clip: { x: box[0], y: box[1], width: box[2] - box[0], height: Math.min(40, box[3] - box[1]) } }));
    await context.close();
    return png;
  };
  for (const [lang, title] of [['zh-CN', '活猜验活猜验'], ['en', '“θ≈✓”'], ['pt-BR', '“θ≈✓”']]) {
    const drawn = await header(lang, title), fallback = await header(lang, '?'.repeat([...title].length));
    let differ = 0;
    for (let i = 0; i < Math.min(drawn.pixels.length, fallback.pixels.length); i += 4) if (Math.abs(drawn.pixels[i] - fallback.pixels[i]) > 40) differ++;
    assert.ok(differ > 60, `${lang} ${title}: ${differ} pixels differ from "?"s`);
  }
});

test('a help text names a parameter\'s choices as the panel shows them, in every language', () => {
  // English's choices are the link's own words; a translation shows its own ("dt do quadro"),
  // and its help must say those, not the English ones ("frame-dt: ...").
  const found = [];
  for (const [lang, t] of [['pt-BR', pt], ['zh-CN', zh]]) {
    for (const [key, english] of Object.entries(en)) {
      const m = /^choice\.(.+)\.\d+$/.exec(key);
      if (!m || t[key] === english) continue;
      const word = new RegExp(`(^|[^\\w-])${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w-]|$)`);
      for (const [help, text] of Object.entries(t)) {
        if (/^param\..*\.help$/.test(help) && help.includes(`.${m[1].split('.').pop()}.`) && word.test(text)) found.push(`${lang} ${help}: "${english}" (shown as "${t[key]}")`);
      }
    }
  }
  assert.deepEqual(found, []);
});

test('Chinese says seconds one way: 秒 after a number, as the timeline and the sliders say it', () => {
  assert.equal(zh['unit.s'], '秒');
  const latin = Object.entries(zh).filter(([, text]) => /\{\d\} ?s(\W|$)/.test(text)).map(([key, text]) => `${key}: ${text}`);
  assert.deepEqual(latin, [], 'a number of seconds with a Latin "s"');
  // The sentences a screen reader says and the canvas's status line too (printf numbers); a
  // formula's symbols keep SI's "s", as T = 1.20 s does in every language.
  const prose = Object.entries(zh).filter(([key, text]) => /^(describe|status)\./.test(key) && /%[.\d]*[fd] ?s(\W|$)/.test(text));
  assert.deepEqual(prose.map(([key, text]) => `${key}: ${text}`), [], 'a sentence\'s seconds with a Latin "s"');
});
