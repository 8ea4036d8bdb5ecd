// The Share dialog builds a lesson's link with its set-up; its QR code decodes to exactly that
// link, and the link opens the lesson: title, question, locked and hidden controls.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import jsQR from 'jsqr';
import { open, problems, SHOTS, pg, widget, frames, sleep, until, useBrowser } from './browser.mjs';
import { decodePng } from './png.mjs';

const env = useBrowser({ before, after, mkdirSync });

/** The pursuit scene, paused, with its Share dialog open: the dialog and its Check field. */
async function openShare() {
  const opened = await open(env.browser, `${env.url}#v=5&demo=pursuit&paused=1`, { viewport: { width: 1280, height: 1000 } });
  await frames(opened.page, 3);
  await pg(opened.page, 'share');
  await opened.page.waitForSelector('#share[open]');
  const dialog = opened.page.locator('#share');
  return { ...opened, dialog, field: dialog.getByLabel('Check (a challenge)') };
}

test('the QR code is the latest link\'s when the link changes while its encoder loads', async () => {
  // No service worker: the route below would not see a request the worker answers.
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 1000 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const messages = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => messages.push({ type: 'pageerror', text: String(e.stack || e) }));
  await page.goto(`${env.url}#v=5&demo=pursuit&paused=1`);
  await page.waitForFunction(() => window.playground && typeof window.playground.state === 'function', null, { timeout: 30000 });
  await frames(page, 3);
  // The encoder's script comes slowly, the first request slowest (as a second request may overtake it).
  let asked = 0;
  await page.route('**/qrcode.js', async (route) => {
    const wait = ++asked === 1 ? 1500 : 100;
    await new Promise((resolve) => setTimeout(resolve, wait));
    await route.continue();
  });
  await pg(page, 'share');
  await page.waitForSelector('#share[open]');
  const title = page.locator('#share').getByRole('textbox', { name: 'Title', exact: true });
  for (const t of ['A', 'AB', 'ABC']) { await title.fill(t); await sleep(50); }
  const link = await page.inputValue('#share input[readonly]');
  assert.match(link, /title=ABC$/);
  await page.waitForFunction((l) => (document.querySelector('#share canvas.share-qr')?.getAttribute('aria-label') || '').endsWith(l),
    link, { timeout: 20000 });
  await sleep(2000);  // every request there was has come by now
  const label = await page.evaluate(() => document.querySelector('#share canvas.share-qr').getAttribute('aria-label'));
  assert.ok(label.endsWith(link), `the code stays the latest link's: ${label}`);
  const shot = decodePng(await page.locator('#share canvas.share-qr').screenshot());
  assert.equal(jsQR(new Uint8ClampedArray(shot.pixels), shot.width, shot.height)?.data, link);
  assert.equal(asked, 1, 'the encoder is fetched once');
  assert.deepEqual(problems(messages).filter((m) => !/registration blocked by Playwright/.test(m.text)), []);
  await context.close();
});

test('the Share dialog makes a lesson link, a QR code of it, and the link opens that lesson', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=2&demo=evade&threat=60&paused=1`,
    { viewport: { width: 1280, height: 1000 } });
  await frames(page, 3);
  const share = await widget(page, 'button:share');
  await page.mouse.click(share.x, share.y);
  await page.waitForSelector('#share[open]');
  const dialog = page.locator('#share');
  await dialog.getByLabel('Title').fill('Threat range');
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).press('Enter');  // in a field: not the dialog's Close
  assert.equal(await page.evaluate(() => document.getElementById('share').open), true, 'Enter in Title leaves the dialog open');
  await dialog.getByLabel('Question or task').fill('Will the evader survive 30 s?');
  await dialog.getByLabel('Threat range', { exact: true }).selectOption('locked');
  await dialog.getByLabel('Evader jitter').selectOption('hidden');
  const link = await page.inputValue('#share input[readonly]');
  assert.match(link, /#v=\d+&demo=evade&threat=60&paused=1&lock=threat&hide=jitter&title=Threat%20range&prompt=Will%20the%20evader%20survive%2030%20s%3F$/);
  assert.equal(await page.evaluate(() => window.playground.shareLink()), link);
  // The QR code, read back from its pixels, once it is drawn for this link (its name is set after
  // the drawing): qrcode.js loads the first time it is used, later than 300 ms on a loaded machine.
  await page.waitForFunction((l) => (document.querySelector('#share canvas.share-qr')?.getAttribute('aria-label') || '').endsWith(l),
    link, { timeout: 20000 });
  const shot = decodePng(await page.locator('#share canvas').screenshot());
  const code = jsQR(new Uint8ClampedArray(shot.pixels), shot.width, shot.height);
  assert.ok(code, 'the QR code decodes');
  assert.equal(code.data, link);
  assert.ok(shot.width >= 300, `QR code ${shot.width} px wide`);
  writeFileSync(`${SHOTS}/share-dialog.png`, await page.screenshot());
  // Escape closes the dialog also where a click put the focus in the preview (its own page, which
  // kept the key): once the preview's scene runs, a click on it, then Escape.
  await page.waitForFunction(() => {
    const f = document.querySelector('#share iframe');
    return f && f.contentWindow.playground && f.contentWindow.playground.summary && f.contentWindow.playground.summary().frame >= 0;
  }, null, { timeout: 30000 });
  const preview = await page.locator('#share iframe').boundingBox();
  await page.mouse.click(preview.x + preview.width / 2, preview.y + Math.min(120, preview.height / 2));
  await page.waitForFunction(() => document.activeElement && document.activeElement.tagName === 'IFRAME', null, { timeout: 5000 });
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.getElementById('share').open, null, { timeout: 5000 });
  assert.deepEqual(problems(messages), []);
  await context.close();

  // A student opens it.
  const student = await open(env.browser, link);
  await frames(student.page, 4);
  const w = await pg(student.page, 'widgets');
  assert.ok(w['text:lesson-header'] && w['param:threat'] && !w['param:jitter'], Object.keys(w).join(' '));
  await student.context.close();
});

test('a teacher writes a challenge in the Share dialog: the student gets the question, Run and the verdict', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=5&demo=evade&threat=60&paused=1`,
    { viewport: { width: 1280, height: 1000 } });
  await frames(page, 3);
  await pg(page, 'share');
  await page.waitForSelector('#share[open]');
  const dialog = page.locator('#share');
  await dialog.getByLabel('Question or task').fill('Find a threat range that lets the evader last 30 s.');
  await dialog.getByLabel('Check (a challenge)').fill('caught>30');
  await dialog.getByLabel('The students').selectOption('set');
  const link = await page.inputValue('#share input[readonly]');
  assert.match(link, /&check=caught%3E30&ask=set$/);
  await context.close();
  const student = await open(env.browser, link);
  await frames(student.page, 3);
  const c = await pg(student.page, 'challenge');
  assert.equal(c.ask, 'set');
  assert.equal(c.check, 'caught>30');
  assert.equal(c.question, 'Find a threat range that lets the evader last 30 s.');
  assert.ok((await pg(student.page, 'widgets'))['button:challenge-run']);
  await student.context.close();
});

test('the Share dialog builds the check from choices, says it in words, flags what it cannot read at once, and shows the verdict the link gives', async () => {
  const { context, page, messages, dialog, field } = await openShare();
  // The measures are the scene's own, from the page's parser: pursuit counts captures, has no chasers.
  const measures = await dialog.getByLabel('Check: what is measured').locator('option').evaluateAll((os) => os.map((o) => o.value));
  assert.ok(measures.includes('caught') && measures.includes('captures') && !measures.includes('first'), measures.join(' '));
  // Built from choices: what is measured, the comparison, the number, the time.
  await dialog.getByLabel('Check: what is measured').selectOption('caught');
  await dialog.getByLabel('Comparison').selectOption('<');
  await dialog.getByLabel('Number').fill('10');
  await dialog.getByLabel('Run time (seconds)').fill('20');
  assert.equal(await field.inputValue(), 'caught<10@20');
  assert.equal(await field.getAttribute('aria-invalid'), null);
  assert.equal(await dialog.locator('.share-words').textContent(),
    'The first capture comes at less than 10 s (a run of 20 s; no capture counts as later).');
  assert.match(await page.inputValue('#share input[readonly]'), /&check=caught%3C10@20$/);
  // Typed: a check the parser cannot read is flagged at once, with the reason beside the field,
  // and the link does not carry it.
  await field.fill('escape');
  assert.equal(await field.getAttribute('aria-invalid'), 'true');
  const message = await dialog.locator('.share-invalid').textContent();
  assert.match(message, /^Not a check: a check compares with <, <=, >, >= or = and a number/);
  assert.deepEqual((await field.getAttribute('aria-describedby')).split(' ')[0], await dialog.locator('.share-invalid').getAttribute('id'));
  assert.doesNotMatch(await page.inputValue('#share input[readonly]'), /check=/);
  assert.equal(await dialog.locator('.share-words').textContent(), '');
  // Typed again, a check it reads: the choices follow it, and the verdict comes a moment later.
  await field.fill('captures>=1@30');
  assert.equal(await field.getAttribute('aria-invalid'), null);
  assert.equal(await dialog.getByLabel('Check: what is measured').inputValue(), 'captures');
  assert.equal(await dialog.getByLabel('Comparison').inputValue(), '>=');
  assert.equal(await dialog.getByLabel('Run time (seconds)').inputValue(), '30');
  const verdict = dialog.locator('.share-verdict');
  await page.waitForFunction(() => /^The link will say/.test(document.querySelector('#share .share-verdict').textContent), null, { timeout: 20000 });
  const shown = (await verdict.textContent()).match(/^The link will say: it (holds|does not hold) \((.*)\)\.$/);
  assert.ok(shown, await verdict.textContent());
  const link = await page.inputValue('#share input[readonly]');
  assert.match(link, /&check=captures%3E=1@30$/);
  assert.deepEqual(problems(messages), []);
  await context.close();
  // The link the student opens gives that verdict.
  const student = await open(env.browser, link);
  await frames(student.page, 3);
  assert.equal(await pg(student.page, 'answer', 'yes'), true);
  assert.equal(await pg(student.page, 'runChallenge'), true);
  await pg(student.page, 'revealChallenge');
  const c = await pg(student.page, 'challenge');
  assert.equal(c.check, 'captures>=1@30');
  assert.equal(c.result.holds, shown[1] === 'holds');
  assert.equal(c.result.summary, shown[2]);
  await student.context.close();
});

// [SECTION] lessonLink(): the link codec writes the lesson's set-up (one source of its keys, syntax
// and limits), and the dialog is its client.
/** The set-up keys of a link and their values ({title: 'New', ...}); the scene's keys left out. */
function setupOf(link) {
  const keys = ['lock', 'hide', 'panel', 'theme', 'ui', 'lesson', 'lang', 'title', 'prompt', 'check', 'ask'];
  const out = {};
  for (const kv of link.split('#')[1].split('&')) {
    const [k, v] = kv.split('=');
    if (keys.includes(k)) out[k] = decodeURIComponent(v);
  }
  return out;
}

test('a gallery lesson\'s name does not survive into the teacher\'s new link; the dialog starts from its set-up, which the teacher edits', async () => {
  const old = 'v=5&demo=pursuit&lookahead=0&paused=1&lesson=pursuit-beats-seek&lock=cap&hide=jitter&theme=light&ui=2' +
    '&title=Old&prompt=Old%3F&check=caught%3C10&ask=set';
  const { context, page, messages } = await open(env.browser, `${env.url}#${old}`, { viewport: { width: 1280, height: 1000 } });
  await frames(page, 3);
  assert.deepEqual(Object.keys(setupOf(await pg(page, 'link'))), ['lock', 'hide', 'theme', 'ui', 'lesson', 'title', 'prompt', 'check', 'ask']);
  // The API: only what is asked, the scene as it was.
  const r = await pg(page, 'lessonLink', { lock: ['lookahead'], title: 'New' });
  assert.equal(r.ok, true);
  assert.equal(r.message, '');
  assert.deepEqual(setupOf(r.link), { lock: 'lookahead', title: 'New' });
  assert.match(r.link, /#v=6&demo=pursuit&lookahead=0&paused=1&lock=lookahead&title=New$/);
  assert.deepEqual(r.setup, { lock: ['lookahead'], hide: [], sceneOnly: false, theme: '', ui: '', title: 'New', prompt: '', check: '', ask: '' });
  assert.equal(r.link, (await pg(page, 'link')).split('#')[0] + '#' + r.fragment);
  // The scene's own set-up, as the dialog starts from it.
  assert.deepEqual(r.current, { lock: ['cap'], hide: ['jitter'], sceneOnly: false, theme: 'light', ui: 2, title: 'Old', prompt: 'Old?',
                                check: 'caught<10', ask: 'set' });
  // The dialog: it starts from that set-up (sharing an open lesson again keeps its locks, title
  // and check to edit), never from its lesson=: the gallery's name would claim a lesson the
  // teacher's link no longer is.
  await pg(page, 'share');
  await page.waitForSelector('#share[open]');
  const dialog = page.locator('#share');
  const label = (name) => page.evaluate((n) => window.playground.params().find((p) => p.name === n).label, name);
  assert.equal(await dialog.getByLabel(await label('cap'), { exact: true }).inputValue(), 'locked');
  assert.equal(await dialog.getByLabel(await label('jitter'), { exact: true }).inputValue(), 'hidden');
  assert.equal(await dialog.getByLabel('Title', { exact: true }).inputValue(), 'Old');
  const kept = { lock: 'cap', hide: 'jitter', theme: 'light', ui: '2', prompt: 'Old?', check: 'caught<10', ask: 'set' };
  assert.deepEqual(setupOf(await pg(page, 'shareLink')), { ...kept, title: 'Old' });
  await dialog.getByLabel('Title', { exact: true }).fill('New');
  const link = await pg(page, 'shareLink');
  assert.equal(await page.inputValue('#share input[readonly]'), link);
  assert.deepEqual(setupOf(link), { ...kept, title: 'New' });
  // Closed and opened again, what the teacher changed stays.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await pg(page, 'share');
  assert.deepEqual(setupOf(await pg(page, 'shareLink')), { ...kept, title: 'New' });
  // Its fields' limits and choices are the codec's, as lessonLink() gives them.
  const codec = await pg(page, 'lessonLink', {});
  assert.deepEqual(codec.limits, { title: 300, prompt: 300, value: 24 });
  assert.equal(await dialog.getByLabel('Title', { exact: true }).getAttribute('maxlength'), String(codec.limits.title));
  const options = (label) => dialog.getByLabel(label, { exact: true }).locator('option').evaluateAll((os) => os.map((o) => [o.value, o.textContent]));
  assert.deepEqual(await options('Theme'), codec.choices.theme.map((c) => [c.value, c.label]));
  assert.deepEqual(codec.choices.theme.map((c) => c.value), ['', 'dark', 'light', 'contrast']);
  assert.deepEqual(await options('UI scale'), codec.choices.ui.map((c) => [String(c.value), c.label]));
  assert.deepEqual(codec.choices.ui.map((c) => c.label), ["the student's screen", '1.5x', '2x', '2.5x']);
  assert.deepEqual(await options('The students'), codec.choices.ask.map((c) => [c.value, c.label]));
  await dialog.getByLabel('Theme', { exact: true }).selectOption('contrast');
  await dialog.getByLabel('UI scale', { exact: true }).selectOption('2.5');
  assert.deepEqual(setupOf(await pg(page, 'shareLink')), { ...kept, theme: 'contrast', ui: '2.5', title: 'New' });
  // share.js writes no key, no escaping and no limit of its own.
  const src = readFileSync(new URL('../../shell/share.js', import.meta.url), 'utf8');
  assert.doesNotMatch(src, /'(lock|hide|panel|theme|ui|lesson|lang|title|prompt|check|ask)='|encodeURIComponent|SETUP_KEYS|maxlength: '\d+'|'(dark|light|contrast|yesno|set|1\.5|2\.5)'/);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a 120-character Chinese title is 360 bytes: the dialog and lessonLink() say the link keeps 300 (100 characters), never a silent cut', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=evade&paused=1`, { viewport: { width: 1280, height: 1000 } });
  await frames(page, 3);
  const long = '追'.repeat(120), fits = '追'.repeat(100);
  const r = await pg(page, 'lessonLink', { title: long });
  assert.equal(r.ok, true);
  assert.equal(r.message, 'title cut to 300 bytes');
  assert.equal(r.setup.title, fits);
  assert.equal(setupOf(r.link).title, fits);
  const whole = await pg(page, 'lessonLink', { title: fits });
  assert.equal(whole.message, '');
  assert.equal(setupOf(whole.link).title, fits);
  // The dialog counts bytes, not characters, marks the field, and shows what the link kept.
  await pg(page, 'share');
  await page.waitForSelector('#share[open]');
  const title = page.locator('#share').getByLabel('Title', { exact: true });
  await title.fill(long);
  assert.equal(await title.inputValue(), long, 'the field takes the whole text');
  assert.equal(await title.getAttribute('aria-invalid'), 'true');
  const described = (await title.getAttribute('aria-describedby')).split(' ');
  const said = await page.evaluate((ids) => ids.map((id) => document.getElementById(id).textContent), described);
  assert.deepEqual(said, ['360 of 300 bytes', 'title cut to 300 bytes']);
  assert.equal(setupOf(await pg(page, 'shareLink')).title, fits);
  await title.fill(fits);
  assert.equal(await title.getAttribute('aria-invalid'), null);
  assert.deepEqual(await page.evaluate((ids) => ids.map((id) => document.getElementById(id).textContent), described), ['300 of 300 bytes', '']);
  assert.equal(setupOf(await pg(page, 'shareLink')).title, fits);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('lessonLink() with bad input clamps, drops or cuts with a message, refuses what cannot cross, and the page runs on', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=pursuit&paused=1`);
  await frames(page, 3);
  const r = await pg(page, 'lessonLink', { ui: 99, theme: 'pink', lock: ['nope'], title: 'A'.repeat(10000) });
  assert.equal(r.ok, true);
  for (const what of ['ui scale clamped to 2.5', 'ignored an unknown theme', 'ignored unknown parameters in lock', 'title cut to 300 bytes'])
    assert.ok(r.message.includes(what), `${what} in ${r.message}`);
  assert.deepEqual(r.setup, { lock: [], hide: [], sceneOnly: false, theme: '', ui: 2.5, title: 'A'.repeat(300), prompt: '', check: '', ask: '' });
  assert.deepEqual(setupOf(r.link), { ui: '2.5', title: 'A'.repeat(300) });
  // Hostile arguments: each answers {ok, message}, none throws, no NaN crosses.
  const replies = await page.evaluate(() => {
    const P = window.playground, out = [];
    const calls = [undefined, null, 'lock=cap', 42, [], { ui: NaN }, { ui: Infinity }, { ui: -1 }, { ui: '1,5' },
      { lock: 'cap,lookahead' }, { lock: [{ toString() { throw new Error('no'); } }] }, { theme: 'x'.repeat(100) },
      { check: 'caught<' }, { ask: 'maybe' }, { check: 'first', ask: 'set' }, { prompt: '\u0007\u001f<b>x</b>' },
      { get title() { throw new Error('no'); } }, { moment: true, sceneOnly: 1 }, { check: 'polarization>0.5' }];
    for (const c of calls) {
      try {
        const x = P.lessonLink(c);
        out.push({ ok: x.ok, message: x.message, link: x.link, ui: x.setup && x.setup.ui, setup: x.setup });
      } catch (e) {
        out.push({ threw: String(e) });
      }
    }
    return out;
  });
  for (const x of replies) {
    assert.equal(x.threw, undefined, x.threw);
    assert.equal(typeof x.ok, 'boolean');
    assert.equal(typeof x.message, 'string');
    if (x.ok) assert.ok(x.ui === '' || Number.isFinite(x.ui), JSON.stringify(x));
  }
  const by = (i) => replies[i];
  assert.deepEqual(setupOf(by(0).link), {});
  assert.equal(by(5).message, 'ignored a bad ui scale');
  assert.equal(by(6).message, 'ignored a bad ui scale');
  assert.equal(by(7).setup.ui, 1);
  assert.match(by(7).message, /ui scale clamped to 1/);
  assert.deepEqual(by(9).setup.lock, ['lookahead', 'cap']);
  assert.equal(by(11).ok, false);
  assert.equal(by(11).link, null);
  assert.match(by(11).message, /longer than 64 bytes/);
  assert.match(by(12).message, /^ignored the check/);
  assert.equal(by(13).message, 'ignored ask (yesno, set or pick)');
  assert.deepEqual([by(14).setup.check, by(14).setup.ask], ['first', 'pick']);
  assert.equal(by(15).setup.prompt, '  <b>x</b>', 'control characters are spaces; markup stays text');
  assert.match(by(17).link, /&panel=0$/);
  // A check this scene cannot run stays in the link, as a link keeps it, and the reply says why.
  assert.equal(by(18).setup.check, 'polarization>0.5');
  assert.match(by(18).message, /^This check cannot be run here: the Pursuit demo has no measure 'polarization'/i);
  // The page runs on.
  await pg(page, 'step', 30);
  const s = await pg(page, 'state');
  assert.equal(s.sane, true);
  assert.equal(s.frame, 30);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the Share dialog\'s moment follows a running scene; ticked, its label says the moment its link opens at', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=pursuit&paused=1`, { viewport: { width: 1280, height: 1000 } });
  await pg(page, 'step', 120);  // 2 s
  await pg(page, 'resume');
  await pg(page, 'share');
  await page.waitForSelector('#share[open]');
  const box = page.locator('#share').getByLabel(/Open at this moment/);
  const said = () => box.evaluate((b) => Number(/\(([0-9.]+) s\)/.exec(b.labels[0].textContent)[1]));
  const first = await said();
  const where = async () => (await box.boundingBox()).x;
  const x0 = await where();
  await page.waitForFunction((t) => {
    const b = [...document.querySelectorAll('#share input[type=checkbox]')].find((x) => /moment/.test(x.labels[0].textContent));
    return Number(/\(([0-9.]+) s\)/.exec(b.labels[0].textContent)[1]) >= t + 1;
  }, first, { timeout: 20000 });
  // The box stays where it was while its label's moment changes ("(2.77 s)" to "(3.9 s)" once
  // moved it 10 px between Playwright's look and its click: the click missed).
  assert.equal(await where(), x0, 'the box does not move with its label');
  // The choices line up: every knob's select starts at the same x.
  const lefts = await page.locator('#share fieldset select').evaluateAll((ss) => ss.map((x) => Math.round(x.getBoundingClientRect().left)));
  assert.ok(lefts.length >= 5 && new Set(lefts).size === 1, `the knobs' choices start at ${lefts}`);
  await box.check();
  const at = () => pg(page, 'shareLink').then((l) => Number(/&at=([0-9.]+)/.exec(l)[1]));
  const fixed = await at();
  assert.equal(await said(), Math.round(fixed * 100) / 100, 'the label says the link\'s moment');
  // Two of the label's half-second looks, and the scene half a second on (waited for: a loaded
  // machine's slow frames run the scene slower than real time).
  await sleep(1200);
  await until(page, (f) => window.playground.timeline().now > f + 0.5, fixed);  // 'the scene ran on'
  assert.equal(await said(), Math.round(fixed * 100) / 100, 'and keeps saying it while the scene runs on');
  await box.uncheck();
  await page.waitForFunction((f) => {
    const b = [...document.querySelectorAll('#share input[type=checkbox]')].find((x) => /moment/.test(x.labels[0].textContent));
    return Number(/\(([0-9.]+) s\)/.exec(b.labels[0].textContent)[1]) > f + 0.5;
  }, fixed, { timeout: 20000 });  // 'unticked, it follows the run again'
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the Share dialog keeps a UI scale none of its choices has, and starts over for another demo', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=6&demo=pursuit&paused=1&ui=1.75&lock=cap&title=T&check=caught%3C10&ask=set`,
    { viewport: { width: 1280, height: 1000 } });
  await frames(page, 3);
  await pg(page, 'share');
  await page.waitForSelector('#share[open]');
  const dialog = page.locator('#share');
  assert.equal(await dialog.getByLabel('UI scale', { exact: true }).inputValue(), '1.75');
  assert.deepEqual(setupOf(await pg(page, 'shareLink')), { lock: 'cap', ui: '1.75', title: 'T', check: 'caught<10', ask: 'set' });
  assert.equal(await dialog.getByLabel('The students', { exact: true }).inputValue(), 'set');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Another demo, with no set-up: its knobs start editable, and nothing of pursuit's lesson stays.
  await pg(page, 'load', 'v=6&demo=evade&paused=1');
  await pg(page, 'share');
  assert.deepEqual(setupOf(await pg(page, 'shareLink')), {});
  assert.equal(await dialog.getByLabel('Title', { exact: true }).inputValue(), '');
  assert.equal(await dialog.getByLabel('The students', { exact: true }).inputValue(), 'yesno');
  const choices = await dialog.locator('fieldset select').evaluateAll((ss) => ss.map((s) => s.value));
  assert.ok(choices.length > 0 && choices.every((v) => v === 'editable'), JSON.stringify(choices));
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the link lessonLink() makes, loaded, gives back the same set-up (and at this moment, the same moment)', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=chase&paused=1`);
  await frames(page, 3);
  const params = await pg(page, 'params');
  const asked = { lock: [params[0].name], hide: [params[1].name], sceneOnly: true, theme: 'contrast', ui: 1.5,
    title: '追击：谁先抓到？', prompt: 'Which chaser catches its prey first? & why', check: 'first@20', ask: 'pick' };
  const r = await pg(page, 'lessonLink', asked);
  assert.equal(r.ok, true);
  assert.equal(r.message, '');
  assert.deepEqual(r.setup, asked);
  assert.deepEqual((await pg(page, 'load', r.link)), { ok: true, message: '', lang: '' });
  await frames(page, 3);
  // The page holds that set-up: its own link writes it again, and each part shows.
  assert.deepEqual(setupOf(await pg(page, 'link')), setupOf(r.link));
  assert.deepEqual((await pg(page, 'lessonLink', r.setup)).fragment, r.fragment);
  const now = await pg(page, 'params');
  assert.deepEqual([now[0].locked, now[1].hidden], [true, true]);
  const view = (await pg(page, 'state')).view;
  assert.deepEqual([view.theme, view.uiScale], ['contrast', 1.5]);
  const c = await pg(page, 'challenge');
  assert.deepEqual([c.check, c.ask, c.question], ['first@20', 'pick', asked.prompt]);
  // At this moment: the moment link's scene and moment, with the set-up asked for.
  await pg(page, 'step', 120);
  const moment = await pg(page, 'momentLink');
  const m = await pg(page, 'lessonLink', { moment: true, title: 'Now' });
  assert.match(moment, /&at=2&/);
  assert.equal(m.link.split('&title=')[0], moment.split('&lock=')[0]);
  assert.deepEqual(setupOf(m.link), { title: 'Now' });
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the page\'s own picker and dialogs take the app\'s theme: a light Share dialog over a light scene', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=evade&paused=1&theme=light`,
    { viewport: { width: 1280, height: 1000 } });
  await frames(page, 3);
  const looks = () => page.evaluate(() => {
    const css = (id) => getComputedStyle(document.getElementById(id));
    return { theme: document.documentElement.dataset.theme, picker: css('language').colorScheme,
      share: [css('share').colorScheme, css('share').backgroundColor] };
  });
  const share = await widget(page, 'button:share');
  await page.mouse.click(share.x, share.y);
  await page.waitForSelector('#share[open]');
  assert.deepEqual(await looks(), { theme: 'light', picker: 'light', share: ['light', 'rgb(247, 246, 242)'] });
  writeFileSync(`${SHOTS}/share-dialog-light.png`, await page.screenshot());
  await page.keyboard.press('Escape');
  for (const [theme, bg] of [['dark', 'rgb(30, 36, 48)'], ['contrast', 'rgb(0, 0, 0)']]) {
    await pg(page, 'setView', { theme });
    await frames(page, 2);
    assert.deepEqual(await looks(), { theme, picker: 'dark', share: ['dark', bg] });
  }
  // The picker comes before the scene in the Tab order (it sits over the scene's top left corner).
  assert.equal(await page.evaluate(() => document.getElementById('language').nextElementSibling.id), 'canvas');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the Share dialog\'s suggested number is replaced by what the teacher types, and a check it cannot read never shows an earlier one', async () => {
  const { context, page, messages, dialog, field } = await openShare();
  const number = dialog.getByLabel('Number');
  await dialog.getByLabel('Check: what is measured').selectOption('caught');
  assert.equal(await number.inputValue(), '10', 'a number to start from');
  // A click into it and 15 typed: 15, not 1015.
  await number.click();
  await page.keyboard.type('15');
  assert.equal(await number.inputValue(), '15');
  assert.match(await field.inputValue(), /^caught<15/);
  // A number it cannot read: the field shows that check, flagged, not the last good one.
  await page.keyboard.type('x');
  assert.match(await field.inputValue(), /^caught<15x/);
  assert.equal(await field.getAttribute('aria-invalid'), 'true');
  assert.doesNotMatch(await page.inputValue('#share input[readonly]'), /check=/);
  // As long a number as the check reads, typed whole (the field once stopped at 12 characters,
  // so 0.00001234567 lost its 7 and 1.5e-7 could not be finished after a long mantissa).
  const codec = await pg(page, 'lessonLink', {});
  assert.equal(await number.getAttribute('maxlength'), String(codec.limits.value));
  // Emptied to type another, it stays empty: no suggestion comes back under the caret.
  await number.press('End');
  for (let i = 0; i < 3; ++i) await number.press('Backspace');
  assert.equal(await number.inputValue(), '', 'an emptied number is not suggested again');
  await page.keyboard.type('0.00001234567');
  assert.equal(await number.inputValue(), '0.00001234567');
  const read = (await field.inputValue()).match(/^caught<([^@]+)/);  // canonical: 1.234567e-05
  assert.ok(read && Math.abs(Number(read[1]) / 0.00001234567 - 1) < 1e-6, await field.inputValue());
  assert.equal(await field.getAttribute('aria-invalid'), null, 'the check reads it');
  // One character over what the check reads is not typed.
  await number.fill('');
  await number.click();
  await page.keyboard.type('1'.repeat(codec.limits.value + 1));
  assert.equal((await number.inputValue()).length, codec.limits.value);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

const en = JSON.parse(readFileSync(new URL('../../strings/en.json', import.meta.url), 'utf8'));

test('a link longer than a QR code holds gets no code but a message, and Copy works without the clipboard API', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=6&demo=flowfield&paused=1&cell=20&brush=200`,
    { viewport: { width: 1280, height: 1000 } });
  // A page on plain http (a classroom's own server) has no navigator.clipboard: the browser's
  // copy command is what copies. What it copies is recorded here.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
    window.copied = [];
    const exec = Document.prototype.execCommand;
    Document.prototype.execCommand = function (name, ...rest) {
      if (name === 'copy') window.copied.push(document.activeElement && document.activeElement.value);
      return exec.call(this, name, ...rest);
    };
  });
  await page.reload();
  await page.waitForFunction(() => window.playground && typeof window.playground.state === 'function', null, { timeout: 30000 });
  await frames(page, 2);
  // A field painted all over (2.4 KB of link), then a Chinese title: over the 2,953 bytes of the
  // largest QR code. The encoder threw, and the dialog stopped updating (and, opened again, opening).
  for (let y = 0; y < 1000; y += 100) await pg(page, 'paint', 0, y, 2000, y + 37);
  await pg(page, 'share');
  await page.waitForSelector('#share[open]');
  const dialog = page.locator('#share');
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('好'.repeat(100));
  const qrMessage = dialog.locator('.share-qr + p');
  await until(page, (t) => document.querySelector('#share .share-qr + p').textContent === t, en['page.share.qrTooLong']);
  assert.equal(await dialog.locator('canvas.share-qr').isHidden(), true, 'no code of another link');
  const link = await page.inputValue('#share input[readonly]');
  assert.ok(link.length > 2953, `${link.length} characters`);
  // The dialog still follows what is typed, and opens again.
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Short');
  await page.waitForFunction(() => /title=Short$/.test(document.querySelector('#share input[readonly]').value));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await pg(page, 'share');
  await page.waitForSelector('#share[open]');
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('好'.repeat(100));
  await until(page, (t) => document.querySelector('#share .share-qr + p').textContent === t, en['page.share.qrTooLong']);
  // Copy: the copy command, inside the dialog, and the focus stays on Copy.
  const copy = dialog.getByRole('button', { name: en['page.share.copy'] });
  await copy.click();
  await until(page, (t) => document.querySelector('#share p[role=status]').textContent === t, en['notice.clipboard.link_copied']);
  assert.deepEqual(await page.evaluate(() => window.copied), [await page.inputValue('#share input[readonly]')]);
  assert.equal(await copy.evaluate((b) => b === document.activeElement), true, 'the focus stays on Copy');
  // A short link: its code again.
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('');
  await page.waitForFunction(() => !document.querySelector('#share canvas.share-qr').hidden, null, { timeout: 20000 });
  assert.equal(await qrMessage.textContent(), '');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a typed check keeps the menu\'s measure and its own run time only; the run time takes the language\'s decimal mark', async () => {
  const { context, page, messages, dialog, field } = await openShare();
  const time = dialog.getByLabel('Run time (seconds)');
  const number = dialog.getByLabel('Number');
  // caught<5 runs 5 s by default: the field shows it greyed, and a new number takes its own default.
  await field.fill('caught<5');
  assert.equal(await time.inputValue(), '');
  assert.equal(await time.getAttribute('placeholder'), '5');
  await number.fill('20');
  assert.equal(await field.inputValue(), 'caught<20', 'not caught<20@5: a run too short for its number');
  assert.equal(await time.getAttribute('placeholder'), '20');
  // Its own run time is kept.
  await field.fill('caught<5@30');
  assert.equal(await time.inputValue(), '30');
  await number.fill('20');
  assert.equal(await field.inputValue(), 'caught<20@30');
  assert.deepEqual(problems(messages), []);
  await context.close();
  // A measure typed in another spelling: the menu shows it, and the next choice keeps the check.
  const flock = await open(env.browser, `${env.url}#v=5&demo=flock&paused=1`, { viewport: { width: 1280, height: 1000 } });
  await frames(flock.page, 3);
  await pg(flock.page, 'share');
  await flock.page.waitForSelector('#share[open]');
  const d2 = flock.page.locator('#share'), f2 = d2.getByLabel('Check (a challenge)');
  await f2.fill('Mean_Speed>50');
  assert.equal(await d2.getByLabel('Check: what is measured').inputValue(), 'mean-speed');
  await d2.getByLabel('Number').fill('60');
  assert.equal(await f2.inputValue(), 'mean-speed>60');
  assert.equal(await f2.getAttribute('aria-invalid'), null);
  // In Portuguese, "2,5" s is 2.5 s (a number field read the browser's mark and dropped it).
  await pg(flock.page, 'setLanguage', 'pt-BR');
  await flock.page.waitForFunction(() => document.querySelector('#share h2').textContent.startsWith('Compartilhar'), null, { timeout: 20000 });
  const d3 = flock.page.locator('#share');
  await d3.getByLabel('Tempo de execução (segundos)').fill('2,5');
  assert.equal(await d3.getByLabel('Verificação (um desafio)').inputValue(), 'mean-speed>60@2.5');
  assert.deepEqual(problems(flock.messages), []);
  await flock.context.close();
});

test('a language that comes while the teacher types leaves the focus and the caret in their field', async () => {
  const { context, page, messages, dialog } = await openShare();
  const prompt = dialog.getByRole('textbox', { name: 'Question or task' });
  await prompt.click();
  await page.keyboard.type('Why does it');
  await prompt.evaluate((t) => t.setSelectionRange(4, 4));
  await pg(page, 'setLanguage', 'zh-CN');
  await page.waitForFunction(() => document.querySelector('#share h2').textContent !== 'Share this scene as a lesson', null, { timeout: 20000 });
  const focused = await page.evaluate(() => ({ value: document.activeElement.value, at: document.activeElement.selectionStart, tag: document.activeElement.tagName }));
  assert.deepEqual(focused, { value: 'Why does it', at: 4, tag: 'TEXTAREA' });
  await page.keyboard.type('X');
  assert.equal(await page.locator('#share textarea').inputValue(), 'Why Xdoes it', 'the next key goes where the teacher was typing');
  assert.deepEqual(problems(messages), []);
  await context.close();
});
