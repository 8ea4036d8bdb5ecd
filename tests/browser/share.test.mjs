// The Share dialog builds a lesson's link with its set-up; its QR code decodes to exactly that
// link, and the link opens the lesson: title, question, locked and hidden controls.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdirSync } from 'node:fs';
import jsQR from 'jsqr';
import { open, problems, SHOTS, pg, widget, frames, sleep, useBrowser } from './browser.mjs';
import { decodePng } from './png.mjs';

const env = useBrowser({ before, after, mkdirSync });

test('the Share dialog makes a lesson link, a QR code of it, and the link opens that lesson', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=2&demo=evade&threat=60&paused=1`,
    { viewport: { width: 1280, height: 1000 } });
  await frames(page, 3);
  const share = await widget(page, 'button:share');
  await page.mouse.click(share.x, share.y);
  await page.waitForSelector('#share[open]');
  const dialog = page.locator('#share');
  await dialog.getByLabel('Title').fill('Threat range');
  await dialog.getByLabel('Question or task').fill('Will the evader survive 30 s?');
  await dialog.getByLabel('Threat range', { exact: true }).selectOption('locked');
  await dialog.getByLabel('Evader jitter').selectOption('hidden');
  const link = await page.inputValue('#share input[readonly]');
  assert.match(link, /#v=\d+&demo=evade&threat=60&paused=1&lock=threat&hide=jitter&title=Threat%20range&prompt=Will%20the%20evader%20survive%2030%20s%3F$/);
  assert.equal(await page.evaluate(() => window.playground.shareLink()), link);
  // The QR code, read back from its pixels.
  await sleep(300);
  const shot = decodePng(await page.locator('#share canvas').screenshot());
  const code = jsQR(new Uint8ClampedArray(shot.pixels), shot.width, shot.height);
  assert.ok(code, 'the QR code decodes');
  assert.equal(code.data, link);
  assert.ok(shot.width >= 300, `QR code ${shot.width} px wide`);
  writeFileSync(`${SHOTS}/share-dialog.png`, await page.screenshot());
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
  const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=pursuit&paused=1`,
    { viewport: { width: 1280, height: 1000 } });
  await frames(page, 3);
  await pg(page, 'share');
  await page.waitForSelector('#share[open]');
  const dialog = page.locator('#share');
  const field = dialog.getByLabel('Check (a challenge)');
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
