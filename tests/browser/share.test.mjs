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
