// A teacher's link sets the lesson up: locked and hidden knobs, the panel, a title and a question,
// theme and UI scale. The student sees exactly that, and the link they share keeps it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdirSync } from 'node:fs';
import { open, problems, SHOTS, pg, widget, frames, useBrowser } from './browser.mjs';

const env = useBrowser({ before, after, mkdirSync });
const TITLE = 'Threat%20range';
const PROMPT = 'Will%20the%20evader%20escape%3F%20%3Cscript%3Ealert(1)%3C%2Fscript%3E';

test('locked knobs cannot be moved, hidden ones are gone, the title and question show as text', async () => {
  const link = `v=1&demo=evade&threat=50&lock=threat&hide=jitter&title=${TITLE}&prompt=${PROMPT}&paused=1`;
  const { context, page, messages } = await open(env.browser, `${env.url}#${link}`);
  await frames(page, 4);
  const w = await pg(page, 'widgets');
  assert.ok(w['param:threat'] && !w['param:jitter'], Object.keys(w).join(' '));
  assert.ok(w['text:lesson-header'], 'the title and prompt are drawn above the world');
  // A drag on the locked slider changes nothing.
  const t = await widget(page, 'param:threat');
  await page.mouse.move(t.x0 + 5, t.y);
  await page.mouse.down();
  await page.mouse.move(t.x1 - 5, t.y, { steps: 5 });
  await page.mouse.up();
  await frames(page, 3);
  assert.equal((await pg(page, 'state')).params.threat, 50);
  // An unlocked one still moves.
  const s = await widget(page, 'param:evaderSpeed');
  await page.mouse.move(s.x0 + 5, s.y);
  await page.mouse.down();
  await page.mouse.move(s.x0 + 40, s.y, { steps: 5 });
  await page.mouse.up();
  await frames(page, 3);
  assert.notEqual((await pg(page, 'state')).params.evaderSpeed, 140);
  // The shared link keeps the set-up; the script in the prompt stayed text.
  const shared = await pg(page, 'link');
  for (const part of ['lock=threat', 'hide=jitter', `title=${TITLE}`, 'prompt=Will%20the%20evader%20escape%3F%20%3Cscript%3E'])
    assert.ok(shared.includes(part), `${part} in ${shared}`);
  assert.equal(await page.evaluate(() => [...document.querySelectorAll('script')].some((e) => e.textContent.includes('alert'))),
    false, 'the prompt never became a script');
  writeFileSync(`${SHOTS}/lesson-setup.png`, await page.screenshot());
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('panel=0 shows the scene alone with play and reset; ui and theme come from the link', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=1&demo=flock&panel=0&ui=2&theme=contrast`);
  await frames(page, 4);
  const w = await pg(page, 'widgets');
  assert.ok(w['button:play'] && w['button:reset'], Object.keys(w).join(' '));
  assert.ok(!Object.keys(w).some((k) => k.startsWith('param:')), 'no parameter panel');
  const s = await pg(page, 'state');
  assert.equal(s.view.uiScale, 2);
  assert.equal(s.view.highContrast, true);
  assert.match(await pg(page, 'link'), /panel=0&theme=contrast&ui=2/);
  await context.close();
});

test('the accessible controls follow the set-up: a locked knob is read-only, a hidden one absent', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=3&demo=evade&threat=50&lock=threat&hide=jitter&paused=1`);
  await frames(page, 4);
  const threat = page.locator('#pd-param-threat');
  assert.equal(await threat.getAttribute('aria-readonly'), 'true');
  assert.equal(await page.locator('#pd-param-jitter').count(), 0);
  // The keyboard cannot move it either.
  await threat.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');
  await frames(page, 3);
  assert.equal((await pg(page, 'state')).params.threat, 50);
  assert.equal(await threat.inputValue(), '50');
  // A link without the set-up gives the control back.
  await pg(page, 'load', 'v=3&demo=evade&threat=50&paused=1');
  await frames(page, 4);
  assert.equal(await page.locator('#pd-param-threat').getAttribute('aria-readonly'), null);
  assert.equal(await page.locator('#pd-param-jitter').count(), 1);
  assert.deepEqual(problems(messages), []);
  await context.close();
});
