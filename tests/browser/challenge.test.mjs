// Predict, then check: a challenge link waits for the student's answer, Run plays the scene from
// its start, and the verdict shows when the scene gets to the moment that decides it. Driven with
// the mouse on the canvas's widgets, through the accessible controls, and through the JS API.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { open, problems, SHOTS, pg, widget, frames, useBrowser } from './browser.mjs';

const env = useBrowser({ before, after, mkdirSync });
let lessons = null;
async function challengeLink(id) {
  if (!lessons) {
    const { context, page } = await open(env.browser, env.url);
    lessons = await pg(page, 'lessons');
    await context.close();
  }
  const l = lessons.find((x) => x.id === id);
  assert.ok(l, id);
  return l.link;
}
async function click(page, name) {
  const w = await widget(page, name);
  assert.ok(w, `${name} is drawn`);
  await page.mouse.click(w.x, w.y);
  await frames(page, 2);
}

test('a yes/no challenge: paused until answered, Run plays from the start, the verdict comes when the scene gets there', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#${await challengeLink('challenge-seek-in-time')}`);
  await frames(page, 4);
  let c = await pg(page, 'challenge');
  assert.equal(c.question, 'Will the pursuer catch the evader within 9 s?');
  assert.deepEqual(c.choices, ['yes', 'no']);
  assert.equal(c.phase, 'ready');
  let s = await pg(page, 'state');
  assert.equal(s.paused, true, 'the scene waits for the prediction');
  assert.equal(s.frame, 0);
  // The verdict's room, kept from the start, says what comes there (the description's words).
  const verdict = (await pg(page, 'controls')).find((x) => x.name === 'challenge').controls.find((x) => x.name === 'text:challenge-verdict');
  assert.equal(verdict.text, '');
  assert.equal(verdict.help, 'After you press Run, the verdict shows here.');
  const room = (await pg(page, 'widgets'))['text:challenge-verdict'];
  assert.ok(room, 'the verdict\'s room shows its words before the verdict');
  // The accessible view reads the same words there, from the same description.
  const hint = () => page.evaluate(() => {
    const p = document.querySelector('#pd-sec-challenge .pd-hint');
    return p && !p.hidden && p.nextElementSibling.classList.contains('pd-verdict') ? p.textContent : null;
  });
  assert.equal(await hint(), verdict.help);
  // Run without an answer does nothing.
  await click(page, 'button:challenge-run');
  assert.equal((await pg(page, 'challenge')).phase, 'ready');
  await click(page, 'button:answer-no');
  assert.equal((await pg(page, 'challenge')).answer, 'no');
  await pg(page, 'setSpeed', 4);
  const clicked = Date.now();
  await click(page, 'button:challenge-run');
  c = await pg(page, 'challenge');
  assert.equal(c.phase, 'running');
  assert.equal(c.result, null, 'the verdict is not told before the scene gets there');
  s = await pg(page, 'state');
  assert.equal(s.paused, false);
  // From the beginning: no more simulated time than 4x the wall time since the click (a loaded
  // machine makes the click itself slow; a fixed bound would read the machine, not the page).
  const wall = (Date.now() - clicked) / 1000;
  assert.ok(s.time <= 4 * wall + 0.25, `the run starts from the beginning (t = ${s.time} after ${wall.toFixed(2)} s)`);
  await page.waitForFunction(() => window.playground.challenge().phase === 'done', null, { timeout: 30000 });
  s = await pg(page, 'state');
  assert.ok(s.time >= 9, `the verdict shows once the scene reached 9 s (t = ${s.time})`);
  c = await pg(page, 'challenge');
  assert.equal(c.result.holds, false);
  assert.equal(c.result.correct, true);
  assert.match(c.result.verdict, /^Right, the answer is no \(no capture in 9 s\)/);
  await frames(page, 3);
  // The verdict itself now (its room's words before were the same widget), where they were.
  const shown = (await pg(page, 'controls')).find((x) => x.name === 'challenge').controls.find((x) => x.name === 'text:challenge-verdict');
  assert.equal(shown.text, c.result.verdict);
  const drawn = (await pg(page, 'widgets'))['text:challenge-verdict'];
  assert.ok(drawn, 'the verdict is drawn');
  assert.deepEqual([drawn[0], drawn[1]], [room[0], room[1]], 'where its room\'s words were');
  await page.screenshot({ path: `${SHOTS}/challenge-yesno-done.png` });
  // The accessible page says it too.
  await page.waitForFunction((v) => document.querySelector('#pd-sec-challenge .pd-verdict').textContent === v, c.result.verdict);
  assert.equal(await hint(), null, 'the room\'s words give way to the verdict');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('after the verdict the prediction is kept in every view, and the verdict\'s live region is in the page before its words', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#${await challengeLink('challenge-seek-in-time')}`);
  await frames(page, 4);
  // Every status region the accessible view adds to the challenge's section: its words when added.
  await page.evaluate(() => {
    window.__added = [];
    new MutationObserver((list) => {
      for (const m of list) for (const n of m.addedNodes)
        if (n.nodeType === 1) for (const r of [n, ...n.querySelectorAll('[role=status]')])
          if (r.getAttribute && r.getAttribute('role') === 'status') window.__added.push(r.textContent);
    }).observe(document.getElementById('pd-sec-challenge'), { childList: true, subtree: true });
  });
  // The keyboard alone, in the accessible view (it lies under the scene, for screen readers and keys).
  const press = async (name, key) => {
    await page.locator(`[data-widget="${name}"]`).focus();
    await page.keyboard.press(key);
    await frames(page, 2);
  };
  await press('button:answer-yes', 'Space');
  assert.equal((await pg(page, 'challenge')).answer, 'yes');
  await press('button:challenge-run', 'Enter');
  await press('button:challenge-reveal', 'Enter');
  await page.waitForFunction(() => window.playground.challenge().phase === 'done');
  const verdict = (await pg(page, 'challenge')).result.verdict;
  await page.waitForFunction((v) => document.querySelector('#pd-sec-challenge .pd-verdict').textContent === v, verdict);
  const added = await page.evaluate(() => window.__added);
  assert.ok(added.length >= 1, 'the section was built again with its verdict region');
  assert.deepEqual(added.filter((t) => t !== ''), [], 'no live region came in with its words in it');
  // The prediction is kept: the panel's "no" does nothing, the accessible radio is locked, the API refuses.
  await click(page, 'button:answer-no');
  assert.equal((await pg(page, 'challenge')).answer, 'yes');
  const refused = await pg(page, 'act', 'button:answer-no');
  assert.equal(refused.ok, false);
  // Why, in every view: kept with its verdict until the scene changes (not the lesson link's lock).
  const kept = /^Your answer stays with this verdict: change a setting or the seed to answer again\./;
  assert.match(refused.message, kept);
  const described = (await pg(page, 'controls')).find((s) => s.name === 'challenge').controls.find((c) => c.name === 'button:answer-no');
  assert.equal(described.locked, true);
  assert.match(described.help, kept);
  const radio = page.locator('[data-widget="button:answer-no"]');
  assert.equal(await radio.getAttribute('aria-disabled'), 'true', 'locked, said as ARIA has it for a radio');
  assert.equal(await radio.getAttribute('aria-readonly'), null);
  assert.match(await page.locator(`#${await radio.getAttribute('aria-describedby')}`).textContent(), kept);
  await press('button:answer-no', 'Space');
  const c = await pg(page, 'challenge');
  assert.equal(c.answer, 'yes');
  assert.equal(c.phase, 'done', 'the verdict stays');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the bar draws the description\'s challenge section: its words, locks and tips, a locked answer\'s tip saying why', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#${await challengeLink('challenge-seek-in-time')}`);
  await frames(page, 4);
  const section = async () => (await pg(page, 'controls')).find((s) => s.name === 'challenge').controls;
  const tipOver = async (name) => {
    const w = await widget(page, name);
    assert.ok(w, `${name} is drawn`);
    await page.mouse.move(w.x, w.y);
    await frames(page, 3);
    const shown = (await pg(page, 'layout')).tooltip;
    await page.mouse.move(2, 2);
    await frames(page, 2);
    return shown;
  };
  // Every control of the section that is not text is a widget of the bar.
  for (const c of await section()) if (c.kind !== 'text') assert.ok(await widget(page, c.name), `${c.name} is in the bar`);
  assert.equal(await tipOver('button:answer-no'), false, 'an answer open to choose has no tip');
  assert.equal(await tipOver('button:challenge-run'), false, 'Run, greyed until an answer, has no empty tip');
  await pg(page, 'answer', 'yes');
  await pg(page, 'runChallenge');
  await pg(page, 'revealChallenge');
  await frames(page, 3);
  const no = (await section()).find((c) => c.name === 'button:answer-no');
  assert.ok(no.locked && no.help, 'the description locks the answer and says why');
  assert.equal(await tipOver('button:answer-no'), true, 'the bar\'s locked answer shows the description\'s reason');
  const w = await widget(page, 'button:answer-no');
  await page.mouse.move(w.x, w.y);
  await frames(page, 3);
  await page.screenshot({ path: `${SHOTS}/challenge-locked-answer-tip.png` });
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a run\'s progress tells nothing of its verdict: "of 30.0 s" for a check of 30 s, also where a capture decides it at 7', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#${await challengeLink('challenge-threat-survive')}`);
  await frames(page, 4);
  const progress = async () => (await pg(page, 'controls')).find((s) => s.name === 'challenge').controls
    .find((c) => c.name === 'text:challenge-progress');
  await pg(page, 'setSpeed', 1);
  await page.evaluate(() => document.querySelector('#pdom [data-widget="button:challenge-run"]').click());
  await frames(page, 3);
  const c = await pg(page, 'challenge');
  assert.equal(c.phase, 'running');
  assert.match((await progress()).text, /^Running: \d+\.\d of 30\.0 s$/, 'the check\'s whole run');
  // This threat range fails: the capture that decides it comes well before 30 s, and ends the run.
  await pg(page, 'revealChallenge');
  await frames(page, 3);
  const done = await pg(page, 'challenge');
  assert.equal(done.phase, 'done');
  assert.ok(done.result && done.result.decidedAt < 30, JSON.stringify(done.result));
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a run\'s progress is in the description: the bar draws it, the accessible view says it once when the run starts and keeps it current', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#${await challengeLink('challenge-seek-in-time')}`);
  await frames(page, 4);
  // What the page's polite status region says, in order.
  await page.evaluate(() => {
    window.__said = [];
    const live = document.getElementById('pd-live');
    new MutationObserver(() => { if (live.textContent) window.__said.push(live.textContent); })
      .observe(live, { childList: true, characterData: true, subtree: true });
  });
  const progress = async () => (await pg(page, 'controls')).find((s) => s.name === 'challenge').controls
    .find((c) => c.name === 'text:challenge-progress');
  assert.equal(await progress(), undefined, 'no progress before the run');
  await pg(page, 'setSpeed', 1);
  await pg(page, 'answer', 'yes');
  await page.waitForFunction(() => !document.querySelector('#pdom [data-widget="button:challenge-run"]').disabled);
  await page.evaluate(() => document.querySelector('#pdom [data-widget="button:challenge-run"]').click());
  await frames(page, 3);
  assert.equal((await pg(page, 'challenge')).phase, 'running');
  const first = await progress();
  assert.ok(first, 'the description has the run\'s progress');
  assert.equal(first.role, 'timer');
  assert.match(first.text, /^Running: \d+\.\d of 9\.0 s$/);
  assert.ok((await pg(page, 'widgets'))['text:challenge-progress'], 'the bar draws it');
  const el = page.locator('#pd-challenge-progress');
  assert.equal(await el.getAttribute('role'), 'timer', 'a timer: read, not said at each change');
  assert.equal(await el.getAttribute('aria-live'), null);
  // Kept current in the accessible view as the run goes on (by whole seconds), and said only once.
  const shown = await el.textContent();
  await page.waitForFunction((t) => {
    const e = document.getElementById('pd-challenge-progress');
    return e && e.textContent !== t && /^Running: [2-8]\.\d of 9\.0 s$/.test(e.textContent);
  }, shown, { timeout: 15000 });
  assert.equal((await pg(page, 'challenge')).phase, 'running');
  await page.waitForFunction(() => window.__said.some((t) => /^Running: /.test(t)));
  assert.equal((await page.evaluate(() => window.__said)).filter((t) => /^Running: /.test(t)).length, 1, 'said once');
  await pg(page, 'revealChallenge');
  await frames(page, 3);
  assert.equal(await progress(), undefined, 'gone with the verdict');
  await page.waitForFunction(() => !document.getElementById('pd-challenge-progress'));
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a teacher\'s challenge link keeps the Lesson section in both views: the formula, live, and "Read the formula"', async () => {
  // A screen tall enough for the Lesson section under the challenge's header in the panel's column.
  const { context, page, messages } = await open(env.browser, `${env.url}#v=3&demo=pursuit&lookahead=0&title=T&prompt=Q%3F&check=caught%3C9`,
                                                 { viewport: { width: 1280, height: 1000 } });
  await frames(page, 4);
  const lesson = (await pg(page, 'controls')).find((s) => s.name === 'lesson');
  assert.ok(lesson, 'the description has the Lesson section');
  const formula = lesson.controls.find((c) => c.name === 'text:formula');
  assert.ok(formula && /pursuer's T = /.test(formula.text), JSON.stringify(lesson.controls.map((c) => c.name)));
  assert.ok(!lesson.controls.some((c) => /^text:try/.test(c.name)), 'the hints stay folded away');
  assert.ok((await pg(page, 'widgets'))['text:formula'], 'the panel draws it');
  assert.equal(await page.locator('#pd-sec-lesson').isHidden(), false);
  assert.match(await page.locator('#pd-formula').textContent(), /pursuer's T = /);
  await page.locator('#pd-sec-lesson button').first().focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /pursuer's T = /.test(document.getElementById('pd-formula-now').textContent));
  // Pressed again on the paused scene, the same formula is said again: the live region's text
  // goes and comes back (a live region speaks a change, not a text that stays).
  await page.evaluate(() => {
    window.__said = [];
    new MutationObserver(() => window.__said.push(document.getElementById('pd-formula-now').textContent))
      .observe(document.getElementById('pd-formula-now'), { childList: true, characterData: true, subtree: true });
  });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__said.some((t) => /pursuer's T = /.test(t)));
  const said = await page.evaluate(() => window.__said);
  assert.equal(said[0], '', `emptied first: ${JSON.stringify(said)}`);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the same link grades the same on every load; a wrong prediction is told as such', async () => {
  const results = [];
  for (const answer of ['yes', 'yes']) {
    const { context, page } = await open(env.browser, `${env.url}#${await challengeLink('challenge-seek-in-time')}`);
    assert.equal(await pg(page, 'answer', answer), true);
    assert.equal(await pg(page, 'runChallenge'), true);
    await pg(page, 'revealChallenge');
    const c = await pg(page, 'challenge');
    results.push(c.result);
    assert.equal(c.result.correct, false);
    assert.match(c.result.verdict, /^Not this time: the answer is no/);
    await context.close();
  }
  assert.deepEqual(results[0], results[1]);
});

test('a set-the-knob challenge grades the student\'s own setting; a locked knob stays locked', async () => {
  const { context, page } = await open(env.browser, `${env.url}#${await challengeLink('challenge-threat-survive')}`);
  await frames(page, 3);
  const c = await pg(page, 'challenge');
  assert.equal(c.ask, 'set');
  assert.deepEqual(c.choices, []);
  await click(page, 'button:challenge-run');
  await pg(page, 'revealChallenge');
  let r = (await pg(page, 'challenge')).result;
  assert.equal(r.correct, false);
  assert.match(r.verdict, /^Not yet: caught at/);
  // A knob change makes the verdict stale: back to ready.
  await pg(page, 'set', 'threat', 250);
  await frames(page, 2);
  assert.equal((await pg(page, 'challenge')).phase, 'ready');
  await click(page, 'button:challenge-run');
  await pg(page, 'revealChallenge');
  r = (await pg(page, 'challenge')).result;
  assert.equal(r.correct, true, r.verdict);
  assert.match(r.verdict, /^It worked: no capture in 30 s/);
  assert.equal((await pg(page, 'params')).find((p) => p.name === 'evaderSpeed').locked, true);
  await context.close();
});

// After a verdict the student tries things: the first change made the verdict stale and locked the
// whole scene again at once, so a slider's drag stopped at its first step (it landed at 0 where
// it was pressed and stayed there) and a second knob could not be tried. Now the answer goes with
// the scene it was given on, nothing locks until another is chosen, and then that scene is graded.
test('after a yes/no verdict the scene is free to try things in until the student answers again; then that scene is graded', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#${await challengeLink('challenge-seek-in-time')}`);
  await frames(page, 3);
  assert.equal(await pg(page, 'answer', 'yes'), true);
  assert.equal(await pg(page, 'runChallenge'), true);
  await pg(page, 'revealChallenge');
  await frames(page, 2);
  const first = (await pg(page, 'challenge')).result;
  assert.equal(first.correct, false, first.verdict);
  const spec = (await pg(page, 'params')).find((p) => p.name === 'evaderSpeed');
  assert.equal(spec.locked, false);
  // A drag along the evader's speed, from its left end to its right end, a step a frame.
  const w = await widget(page, 'param:evaderSpeed');
  await page.mouse.move(w.x0 + 2, w.y);
  await page.mouse.down();
  await frames(page, 2);
  for (let k = 1; k <= 8; k++) {
    await page.mouse.move(w.x0 + 2 + (w.x1 - w.x0 - 4) * k / 8, w.y);
    await frames(page, 2);
  }
  await page.mouse.up();
  await frames(page, 3);
  const params = await pg(page, 'params');
  assert.equal(params.find((p) => p.name === 'evaderSpeed').value, spec.max, 'the drag went on to where it was let go');
  let c = await pg(page, 'challenge');
  assert.equal(c.phase, 'ready');
  assert.equal(c.answer, null, 'the answer went with the scene it was given on');
  assert.deepEqual(params.filter((p) => p.locked).map((p) => p.name), [], 'nothing is locked');
  const section = async () => (await pg(page, 'controls')).find((x) => x.name === 'challenge').controls;
  const en = JSON.parse(readFileSync(new URL('../../strings/en.json', import.meta.url), 'utf8'));
  assert.equal((await section()).find((x) => x.name === 'text:challenge-verdict').help, en['challenge.answer_again']);
  // A second knob and the seed, as the panel and the accessible view offer them.
  assert.equal((await pg(page, 'act', 'param:pursuerSpeed', 200)).ok, true);
  assert.equal((await pg(page, 'act', 'input:seed', '7')).ok, true);
  assert.equal(await page.locator('[data-widget="param:pursuerSpeed"]').getAttribute('aria-readonly'), null);
  // An answer chosen: from now to the verdict this scene is the one graded.
  assert.equal(await pg(page, 'answer', 'no'), true);
  await frames(page, 2);
  const refused = await pg(page, 'act', 'param:evaderSpeed', 100);
  assert.equal(refused.ok, false);
  assert.equal(refused.message, en['ui.locked_challenge']);
  await page.waitForFunction(() => document.querySelector('[data-widget="param:pursuerSpeed"]').getAttribute('aria-readonly') === 'true');
  assert.equal(await pg(page, 'runChallenge'), true);
  await pg(page, 'revealChallenge');
  c = await pg(page, 'challenge');
  assert.equal(c.phase, 'done');
  assert.equal(c.result.correct, true, c.result.verdict);
  assert.match(c.result.verdict, /^Right, the answer is no \(no capture in 9 s\)/, 'an evader at 400 units/s from a pursuer at 200');
  assert.equal((await pg(page, 'summary')).seed, 7);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

// A script's change and Run in one task (no frame between them): the answer was about the scene
// before the change, and is not graded on the changed one (the verdict went stale only at the next
// frame, so Run graded the new scene with the old answer).
test('a change and Run in one task: the old answer is not graded on the changed scene', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#${await challengeLink('challenge-seek-in-time')}`);
  await frames(page, 3);
  await pg(page, 'answer', 'yes');
  await pg(page, 'runChallenge');
  await pg(page, 'revealChallenge');
  const r = await page.evaluate(() => { window.playground.set('evaderSpeed', 400); return [window.playground.runChallenge(), window.playground.challenge()]; });
  assert.equal(r[0], false, 'Run waits for an answer about this scene');
  assert.equal(r[1].phase, 'ready');
  assert.equal(r[1].answer, null);
  const a = await page.evaluate(() => { window.playground.set('evaderSpeed', 300); return window.playground.answer('no'); });
  assert.equal(a, true, 'a change, then an answer, in one task');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

// Run shows the scene it grades: a challenge link that places an obstacle (the Share dialog writes
// one) kept it in the graded run, and the run on screen was rebuilt from the seed without it.
test('Run plays the very scene it grades: a link\'s obstacles stay where the link put them', async () => {
  const link = `${await challengeLink('challenge-no-avoidance')}&obstacles=150,150`;
  const { context, page, messages } = await open(env.browser, `${env.url}#${link}`);
  await frames(page, 3);
  assert.match(await pg(page, 'link'), /obstacles=150,150/);
  assert.equal(await pg(page, 'answer', 'yes'), true);
  assert.equal(await pg(page, 'runChallenge'), true);
  await frames(page, 2);
  assert.match(await pg(page, 'link'), /obstacles=150,150/, 'the run on screen has the obstacle where the graded one had it');
  // Reset while it runs, and after its verdict: back to the start of the graded scene, the verdict
  // still its (Reset rebuilt the scene from the seed, the obstacle gone, under a verdict still
  // "running" for the scene it graded).
  const hash0 = await page.evaluate(() => { window.playground.pause(); window.playground.scrub(0); return window.playground.hash(); });
  await pg(page, 'resume');
  await frames(page, 5);
  // Paused, reset and read in one task: no frame steps the scene between them.
  const afterReset = await page.evaluate(() => {
    window.playground.pause();
    window.playground.act('button:reset');
    return [window.playground.hash(), window.playground.challenge().phase];
  });
  assert.deepEqual(afterReset, [hash0, 'running'], 'the graded scene from its start, still graded');
  assert.match(await pg(page, 'link'), /obstacles=150,150/, 'a reset keeps the graded scene');
  // The timeline's moments are the run's, not the graded scene: while it runs, the Time slider
  // moves in every view (the accessible slider alone refused).
  const time = (await pg(page, 'controls')).flatMap((g) => g.controls).find((x) => x.name === 'slider:time');
  assert.equal(time.locked, false);
  assert.equal((await pg(page, 'act', 'slider:time', 0)).ok, true, 'scrubbed while it runs');
  await pg(page, 'revealChallenge');
  await page.evaluate(() => window.playground.act('button:reset'));
  assert.equal((await pg(page, 'challenge')).phase, 'done', 'the verdict stays with the scene it graded');
  assert.match(await pg(page, 'link'), /obstacles=150,150/);
  // A change and Reset in one task: the change stands, the verdict goes (Reset went back to the
  // graded scene and undid it).
  const changed = await page.evaluate(() => {
    const name = window.playground.params()[0].name, v = window.playground.params()[0];
    const to = v.value === v.max ? v.min : v.max;
    window.playground.set(name, to);
    window.playground.act('button:reset');
    return [window.playground.params()[0].value === to, window.playground.challenge().phase];
  });
  assert.deepEqual(changed, [true, 'ready']);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('in a set-the-knob challenge the seed, Re-roll and a drag are the teacher\'s until the verdict: no lucky seed passes it', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#${await challengeLink('challenge-threat-survive')}`);
  await frames(page, 3);
  const seed = (await pg(page, 'state')).seed;
  const control = async (name) => (await pg(page, 'controls')).flatMap((s) => s.controls).find((c) => c.name === name);
  for (const name of ['input:seed', 'button:reroll']) {
    const c = await control(name);
    assert.equal(c.locked, true, name);
    assert.match(c.help, /^Locked until the verdict/, name);
  }
  let r = await pg(page, 'act', 'input:seed', 18);
  assert.equal(r.ok, false);
  assert.match(r.message, /Locked until the verdict/);
  assert.equal((await pg(page, 'act', 'button:reroll')).ok, false);
  assert.equal((await pg(page, 'state')).seed, seed);
  // The asked knob still changes.
  assert.equal(await pg(page, 'set', 'threat', 120), 120);
  // A drag of the evader moves nothing.
  const before = (await pg(page, 'state')).agents[1].pos;
  const [x, y] = await pg(page, 'toScreen', before[0], before[1]);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 60, y + 40, { steps: 4 });
  await page.mouse.up();
  await frames(page, 2);
  assert.deepEqual((await pg(page, 'state')).agents[1].pos, before, 'the evader stayed where the teacher put it');
  // After the verdict the scene is the student's again.
  await click(page, 'button:challenge-run');
  await pg(page, 'revealChallenge');
  assert.equal((await pg(page, 'challenge')).phase, 'done');
  r = await pg(page, 'act', 'input:seed', 18);
  assert.equal(r.ok, true, r.message);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a pick challenge: which of Bourg\'s chasers first, picked through the accessible controls', async () => {
  const { context, page } = await open(env.browser, `${env.url}#${await challengeLink('challenge-first-chaser')}`);
  await frames(page, 3);
  const radios = page.locator('#pd-sec-challenge input[type=radio]');
  assert.equal(await radios.count(), 3);
  // Named as the panel names them: the description's labels (controls()), the lanes in words.
  const described = (await pg(page, 'controls')).find((s) => s.name === 'challenge').controls.filter((c) => c.kind === 'radio');
  assert.deepEqual(described.map((c) => c.name), ['button:answer-basic', 'button:answer-line of sight', 'button:answer-intercept']);
  assert.deepEqual(await page.locator('#pd-sec-challenge label').allTextContents(), described.map((c) => c.label));
  // The keyboard, as a screen-reader user goes: to the radio, Space; to Run, Enter.
  await page.locator('#pd-sec-challenge [data-widget="button:answer-intercept"]').focus();
  await page.keyboard.press('Space');
  assert.equal((await pg(page, 'challenge')).answer, 'intercept');
  await page.locator('#pd-sec-challenge button', { hasText: 'Run' }).first().focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.playground.challenge().phase === 'done', null, { timeout: 30000 });
  const r = (await pg(page, 'challenge')).result;
  assert.equal(r.first, 'intercept');
  assert.equal(r.correct, true);
  await page.waitForFunction(() => document.querySelector('#pd-sec-challenge .pd-verdict').textContent.startsWith('Right:'));
  // An answer that is not one of the choices is refused.
  assert.equal(await pg(page, 'answer', 'teleport'), false);
  await context.close();
});

test('a malformed check, or one its demo cannot run, gives a clear notice and a working scene', async () => {
  for (const [link, words] of [['v=5&demo=pursuit&check=caught%3Csoon', /ignored the check/],
    ['v=5&demo=flock&check=caught%3C10', /no captures to count/], ['v=5&demo=wander&check=joy%3E1@5', /no measure 'joy'/]]) {
    const { context, page, messages } = await open(env.browser, `${env.url}#${link}`);
    await frames(page, 3);
    const s = await pg(page, 'state');
    assert.match(s.notice, words, link);
    assert.equal(s.sane, true);
    const c = await pg(page, 'challenge');
    assert.ok(c === null || c.problem, link);
    await pg(page, 'step', 30);
    assert.ok((await pg(page, 'state')).frame >= 30);
    assert.deepEqual(problems(messages), [], link);
    await context.close();
  }
});

// On a phone's width the running row ("Executando: 0,5 de 9,0 s" and "Mostrar o resultado agora")
// did not fit, and its button was cut at the bar's edge.
test('while a challenge runs, "Show the result now" is whole on a phone, in English and Portuguese', async () => {
  for (const [width, lang] of [[320, 'en'], [360, 'pt-BR'], [390, 'pt-BR']]) {
    const { context, page, messages } = await open(env.browser, `${env.url}#${await challengeLink('challenge-seek-in-time')}&lang=${lang}`,
      { viewport: { width, height: 800 } });
    await page.waitForFunction((l) => window.playground.language() === l, lang, { timeout: 15000 });
    await frames(page, 3);
    await pg(page, 'answer', 'yes');
    await pg(page, 'runChallenge');
    await frames(page, 3);
    const w = await pg(page, 'widgets');
    const reveal = w['button:challenge-reveal'], progress = w['text:challenge-progress'];
    assert.ok(reveal && progress, `${width} ${lang}: the running row`);
    const room = (await pg(page, 'layout')).challenge;
    assert.ok(reveal[2] <= room[2] + 0.5, `${width} px ${lang}: the button ends at ${reveal[2]}, the bar's room at ${room[2]}`);
    assert.ok(reveal[0] >= progress[2] || reveal[1] >= progress[3], `${width} px ${lang}: beside the progress or under it`);
    assert.deepEqual(problems(messages), []);
    await context.close();
  }
});

test('the verdict\'s room says what comes there before a run and after it, not during it (both views); with panel=0 a locked answer says why', async () => {
  const en = JSON.parse(readFileSync(new URL('../../strings/en.json', import.meta.url), 'utf8'));
  const { context, page, messages } = await open(env.browser, `${env.url}#v=6&demo=pursuit&panel=0&prompt=Caught%20within%2030%20s%3F&check=caught%3C30`);
  await frames(page, 3);
  const challenge = async () => (await pg(page, 'controls')).find((s) => s.name === 'challenge').controls;
  const verdict = async () => (await challenge()).find((c) => c.name === 'text:challenge-verdict');
  assert.equal((await verdict()).help, en['challenge.verdict_here']);
  assert.equal(await page.locator('#pdom .pd-hint').textContent(), en['challenge.verdict_here']);
  assert.equal(await pg(page, 'answer', 'yes'), true);
  assert.equal(await pg(page, 'runChallenge'), true);
  await frames(page, 3);
  assert.equal((await pg(page, 'challenge')).phase, 'running');
  assert.ok(!(await verdict()).help, 'the run\'s progress stands there');
  assert.equal(await page.locator('#pdom .pd-hint:visible').count(), 0, 'nor in the accessible view');
  // The answers are locked while it runs: each says why, in the panel=0 view as in the panel.
  const answers = (await challenge()).filter((c) => c.name.startsWith('button:answer-'));
  assert.ok(answers.length === 2 && answers.every((c) => c.locked), JSON.stringify(answers));
  for (const c of answers) assert.ok(c.help.length > 0, `${c.name} says why it is locked`);
  const radio = page.locator('#pdom [data-widget="button:answer-yes"]');
  const described = await radio.evaluate((r) => (document.getElementById(r.getAttribute('aria-describedby')) || {}).textContent || '');
  assert.equal(described, answers.find((c) => c.name === 'button:answer-yes').help);
  await pg(page, 'revealChallenge');
  await frames(page, 3);
  assert.notEqual((await verdict()).text, '');
  assert.deepEqual(problems(messages), []);
  await context.close();
});
