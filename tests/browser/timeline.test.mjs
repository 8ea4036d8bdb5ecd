// The timeline in the page (issue #37): playground.timeline() and scrub(), the keys ',' '.' Home
// End, and a link's at= moment, each landing on the state a straight run has then (same hash).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { frames, open, pg, problems, SHOTS, sleep, useBrowser, widget } from './browser.mjs';
import { decodePng, pixelAt } from './png.mjs';

const env = useBrowser({ before, after, mkdirSync });

/** Hashes of a straight run of `link` at each step of `steps` (ascending), paused. */
async function straight(page, link, steps) {
  return page.evaluate(([l, s]) => {
    window.playground.pause();
    window.playground.load(l);
    const out = [];
    let at = 0;
    for (const k of s) {
      window.playground.step(k - at);
      at = k;
      out.push(window.playground.hash());
    }
    return out;
  }, [link, steps]);
}

test('scrub() reaches the state a straight run has then, in every demo, and the timeline says where it is', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  const demos = (await pg(page, 'demos')).map((d) => d.id);
  for (const demo of demos) {
    const link = `v=5&demo=${demo}&paused=1`;
    const want = await straight(page, link, [90, 300, 720]);
    await pg(page, 'load', link);
    await pg(page, 'step', 720);
    for (const [i, t] of [[1, 5], [0, 1.5], [2, 12], [1, 5]]) {
      const r = await pg(page, 'scrub', t);
      assert.equal(r.t, t, demo);
      assert.equal(r.hash, want[i], `${demo} at ${t} s`);
      assert.equal(await pg(page, 'hash'), want[i], `${demo} at ${t} s`);
    }
    const tl = await pg(page, 'timeline');
    assert.equal(tl.now, 5, demo);
    assert.equal(tl.start, 0, demo);
    assert.equal(tl.end, 12, demo);
  }
  // Beyond the ends: clamped.
  assert.equal((await pg(page, 'scrub', 1e9)).t, 12);
  assert.equal((await pg(page, 'scrub', -5)).t, 0);
  assert.equal((await pg(page, 'scrub', NaN)).t, 0);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('captures are marked on the timeline when they happen', async () => {
  const { context, page } = await open(env.browser, env.url);
  await pg(page, 'load', 'v=5&demo=pursuit&paused=1');
  await pg(page, 'step', 3000);
  const tl = await pg(page, 'timeline');
  assert.ok(tl.events.length >= 2, JSON.stringify(tl.events));
  for (const e of tl.events) {
    assert.equal(e.kind, 'capture');
    assert.ok(e.t > 0 && e.t <= 50);
  }
  await context.close();
});

test('the keys: "," one step back, "." one step forward, Home and End the run\'s ends', async () => {
  const { context, page } = await open(env.browser, env.url);
  await pg(page, 'load', 'v=5&demo=evade&paused=1');
  await pg(page, 'step', 240);
  await page.focus('#canvas');
  const step = async () => (await pg(page, 'timeline')).step;
  await page.keyboard.press(',');
  await frames(page, 2);
  assert.equal(await step(), 239);
  await page.keyboard.press(',');
  await page.keyboard.press('.');
  await page.keyboard.press('.');
  await frames(page, 2);
  assert.equal(await step(), 240);
  await page.keyboard.press('Home');
  await frames(page, 2);
  assert.equal(await step(), 0);
  await page.keyboard.press('End');
  await frames(page, 2);
  assert.equal(await step(), 240);
  assert.equal((await pg(page, 'state')).paused, true);
  await context.close();
});

test('keepHistory() says whether the run keeps its history, and asking again keeps it; the Time slider takes a number or refuses', async () => {
  const { context, page } = await open(env.browser, env.url);
  await pg(page, 'load', 'v=6&demo=pursuit&paused=1');
  await pg(page, 'step', 600);
  const before = await pg(page, 'timeline');
  assert.equal(before.start, 0);
  assert.ok(before.events.length >= 1, JSON.stringify(before.events));
  for (const on of [true, undefined, NaN, 'yes', null]) assert.equal(await pg(page, 'keepHistory', on), true, String(on));
  assert.deepEqual(await pg(page, 'timeline'), before, 'the history and its events are all there');
  assert.equal((await pg(page, 'scrub', 2)).t, 2);
  // The Time slider (act): no number is refused, and the run stays where it was; an infinite one
  // goes to that end.
  for (const v of [null, NaN, undefined, 'abc']) {
    const r = await pg(page, 'act', 'slider:time', v);
    assert.equal(r.ok, false, String(v));
    assert.equal((await pg(page, 'timeline')).now, 2, String(v));
  }
  assert.equal((await pg(page, 'act', 'slider:time', -Infinity)).value, 0);
  assert.equal((await pg(page, 'act', 'slider:time', Infinity)).value, 10);
  assert.equal(await pg(page, 'keepHistory', false), false);
  assert.equal((await pg(page, 'timeline')).start, 10, 'off: no history behind');
  assert.equal(await pg(page, 'keepHistory'), false, 'asked, not changed');
  assert.equal(await pg(page, 'keepHistory', true), true);
  await context.close();
});

test('a link with at= opens paused at that moment, the moments before it there to scrub back to', async () => {
  const { context, page } = await open(env.browser, env.url);
  const [h300, h750] = await straight(page, 'v=5&demo=pursuit&paused=1', [300, 750]);
  const r = await pg(page, 'load', 'v=5&demo=pursuit&at=12.5');
  assert.equal(r.ok, true);
  assert.equal(await pg(page, 'hash'), h750);
  assert.equal((await pg(page, 'state')).paused, true);
  assert.equal((await pg(page, 'timeline')).now, 12.5);
  assert.ok(!(await pg(page, 'link')).includes('at='), 'the page\'s own link says no moment');
  assert.ok((await pg(page, 'momentLink')).includes('at=12.5'));
  assert.equal((await pg(page, 'scrub', 5)).hash, h300);
  // A fresh page opened on the moment.
  const fresh = await open(env.browser, `${env.url}#v=5&demo=pursuit&at=12.5`);
  await frames(fresh.page, 3);
  assert.equal(await pg(fresh.page, 'hash'), h750);
  assert.equal((await pg(fresh.page, 'state')).paused, true);
  await fresh.context.close();
  await context.close();
});

test('the bar under the scene: a drag on its slider goes back to that moment; the accessible Time slider says where it is', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  await pg(page, 'load', 'v=3&demo=pursuit&paused=1');
  await pg(page, 'step', 1200);
  await frames(page, 3);
  const bar = await widget(page, 'slider:time');
  assert.ok(bar, 'the timeline bar is there');
  // A press a quarter of the way along: about 5 s of the 20 s run, paused there.
  await page.mouse.click(bar.x0 + (bar.x1 - bar.x0) * 0.25, bar.y);
  await frames(page, 3);
  const tl = await pg(page, 'timeline');
  assert.ok(tl.now > 3 && tl.now < 7, `now ${tl.now}`);
  assert.equal(tl.end, 20);
  const hereHash = await pg(page, 'hash');
  const [want] = await straight(page, 'v=3&demo=pursuit&paused=1', [tl.step]);
  assert.equal(hereHash, want, 'the moment is the straight run\'s');
  await page.screenshot({ path: `${SHOTS}timeline-bar.png` });
  // The accessible twin.
  await pg(page, 'load', 'v=3&demo=pursuit&paused=1');
  await pg(page, 'step', 1800);
  await pg(page, 'scrub', 25);
  await frames(page, 3);
  const slider = page.getByRole('slider', { name: 'Time' });
  await slider.waitFor();
  const text = await slider.getAttribute('aria-valuetext');
  const captures = (await pg(page, 'timeline')).events.filter((e) => e.t <= 25).length;
  assert.ok(captures > 0);
  assert.equal(text, `25 s, ${captures} captures so far`);
  assert.equal(await slider.getAttribute('max'), '30');
  await slider.focus();
  await page.keyboard.press('Home');
  await frames(page, 3);
  assert.equal((await pg(page, 'timeline')).now, 0);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the accessible Time slider of a running scene: the focus reads the moment now, and an arrow steps back from it', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=pursuit`);
  // A running clock signals no change every frame: let it run with the twin unfocused.
  await page.waitForFunction(() => window.playground.state().time > 2.5, null, { timeout: 20000 });
  const slider = page.getByRole('slider', { name: 'Time' });
  // The moment said on focus lies between the run's moments read just before and just after it
  // (within the slider's step): the run goes on meanwhile, up to 0.25 s a frame on a loaded machine.
  const t0 = (await pg(page, 'timeline')).now;
  await slider.focus();
  const said = Number(await slider.inputValue());
  const t1 = (await pg(page, 'timeline')).now;
  assert.ok(said > 2 && said >= t0 - 1 / 60 - 1e-9 && said <= t1 + 1 / 60 + 1e-9, `the twin says ${said} s on focus, the run was at ${t0}-${t1} s`);
  assert.match(await slider.getAttribute('aria-valuetext'), /^[1-9]\d*(\.\d+)? s/);
  await page.waitForFunction((t) => window.playground.state().time > t + 1, t1, { timeout: 20000 });
  // ArrowLeft steps back one step from the moment now (the run's latest, its history's end) and
  // pauses there: not from the value said on focus, seconds ago.
  const before = (await pg(page, 'timeline')).now;
  await page.keyboard.press('ArrowLeft');
  const after = await pg(page, 'timeline');
  assert.ok(Math.abs(after.now - (after.end - after.dt)) < 1e-4 && after.end >= before,  // (six decimals in JSON)
    `ArrowLeft at ${before} s or later went to ${after.now} s (the run's end ${after.end} s)`);
  assert.equal((await pg(page, 'state')).paused, true, 'and paused there');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the demos\' own moments are on the timeline with their kind and agent, and the Time slider counts them', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  await pg(page, 'load', 'v=5&demo=flock&paused=1');
  await pg(page, 'step', 3600);
  let tl = await pg(page, 'timeline');
  const joins = tl.events.filter((e) => e.kind === 'join');
  assert.ok(joins.length >= 5 && joins.length <= 240, `${joins.length} joins in 60 s (at most 4 a second)`);
  for (const e of joins) assert.ok(Number.isInteger(e.agent) && e.agent >= 0 && e.agent < 200, JSON.stringify(e));
  // The same marks after a scrub back and a replay through known history.
  await pg(page, 'scrub', 10);
  await pg(page, 'step', 1200);
  assert.deepEqual((await pg(page, 'timeline')).events, tl.events);
  await frames(page, 3);
  const slider = page.getByRole('slider', { name: 'Time' });
  await slider.waitFor();
  const upTo30 = tl.events.filter((e) => e.t <= 30).length;
  const want = `30 s, ${upTo30} strays joined the flock so far`;
  const time = () => pg(page, 'controls').then((all) => all.flatMap((sec) => sec.controls || []).find((c) => c.name === 'slider:time'));
  assert.equal((await time()).text, want, 'the description\'s words');
  await pg(page, 'scrub', 20);
  await pg(page, 'scrub', 30);
  await frames(page, 3);
  assert.equal(await slider.getAttribute('aria-valuetext'), want, 'the accessible slider\'s');
  // A path's laps.
  await pg(page, 'load', 'v=5&demo=path&paused=1');
  await pg(page, 'step', 3600);
  tl = await pg(page, 'timeline');
  assert.ok(tl.events.length >= 3 && tl.events.every((e) => e.kind === 'path-end'), JSON.stringify(tl.events));
  // Over the bar: the mark's name and moment in a tooltip, one line ("The path's end reached at
  // 14.4 s"). It is drawn on the canvas only (layout().tooltip counts the panel's), over the bar at
  // the bottom of the page: its dark text, where the bar has none (the hovered slider only changes
  // its light colour). The bar's own help would be many lines, above it.
  await frames(page, 3);
  const bar = await widget(page, 'slider:time');
  await page.mouse.move(bar.x0 + 40, bar.y0 - 200);
  await frames(page, 4);
  const away = decodePng(await page.screenshot());
  const first = tl.events[0];
  await page.mouse.move(bar.x0 + 5 + ((bar.x1 - bar.x0 - 10) * first.t) / tl.end, bar.y1 - 3);
  await frames(page, 4);
  const over = decodePng(await page.screenshot({ path: `${SHOTS}timeline-events.png` }));
  const dark = (img) => {  // the dark pixels' count and rows in the bar's columns, from its top down
    let n = 0, top = Infinity, bottom = -1;
    for (let y = Math.floor(bar.y0); y < img.height; ++y)
      for (let x = Math.floor(bar.x0); x < Math.ceil(bar.x1); ++x)
        if (Math.max(...pixelAt(img, x, y).slice(0, 3)) < 110) n++, top = Math.min(top, y), bottom = Math.max(bottom, y);
    return { n, rows: bottom - top + 1 };
  };
  const before = dark(away), text = dark(over);
  assert.ok(text.n - before.n > 150 && text.rows < 24, `a line of text over the mark: ${JSON.stringify(text)}, ${JSON.stringify(before)} away from it`);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a challenge\'s deciding moment is marked when the run gets there', async () => {
  const { context, page } = await open(env.browser, `${env.url}#v=5&demo=pursuit&check=caught<9&prompt=Caught%3F`);
  await frames(page, 3);
  assert.equal(await pg(page, 'answer', 'yes'), true);
  assert.equal(await pg(page, 'runChallenge'), true);
  await page.waitForFunction(() => window.playground.challenge().phase === 'done', null, { timeout: 30000 });
  const c = await pg(page, 'challenge');
  await pg(page, 'pause');
  const decided = (await pg(page, 'timeline')).events.filter((e) => e.kind === 'decided');
  assert.equal(decided.length, 1);
  assert.ok(Math.abs(decided[0].t - c.result.decidedAt) < 1 / 60 + 1e-6, `${decided[0].t} vs ${c.result.decidedAt}`);
  await context.close();
});

test('"Link to this moment" on the bar and in the Share dialog: the link opens on the straight run\'s state', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  const [h300] = await straight(page, 'v=5&demo=evade&paused=1', [300]);
  await pg(page, 'load', 'v=5&demo=evade&paused=1');
  await pg(page, 'step', 900);
  await pg(page, 'scrub', 5);
  await frames(page, 3);
  const button = await widget(page, 'button:copymoment');
  assert.ok(button, 'the button is on the bar');
  await page.mouse.click(button.x, button.y);
  await page.waitForFunction(() => window.playgroundShell.lastCopied, null, { timeout: 20000 });
  const copied = await page.evaluate(() => window.playgroundShell.lastCopied);
  assert.match(copied, /[#&]at=5(&|$)/);
  assert.equal(copied, await pg(page, 'momentLink'));
  // The Share dialog offers it; unticked, the link opens at the start.
  await page.evaluate(() => window.playground.share());
  const box = page.getByRole('checkbox', { name: 'Open at this moment (5 s)' });
  await box.waitFor();
  assert.ok(!(await page.evaluate(() => window.playground.shareLink())).includes('at='));
  await box.check();
  const shared = await page.evaluate(() => window.playground.shareLink());
  assert.match(shared, /[#&]at=5(&|$)/);
  await page.screenshot({ path: `${SHOTS}timeline-share-moment.png` });
  // Opened afresh: paused at 5 s, the straight run's state.
  for (const link of [copied, shared]) {
    const fresh = await open(env.browser, link);
    await frames(fresh.page, 3);
    assert.equal(await pg(fresh.page, 'hash'), h300, link);
    assert.equal((await pg(fresh.page, 'timeline')).now, 5);
    await fresh.context.close();
  }
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a run changed by hand: "Link to this moment" and the Share dialog say its link replays the run with the settings of now', async () => {
  const { context, page, messages } = await open(env.browser, env.url);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  await pg(page, 'load', 'v=5&demo=evade&paused=1');
  await pg(page, 'step', 180);
  assert.equal((await pg(page, 'lessonLink', { moment: true })).message, '', 'nobody changed this run');
  await pg(page, 'set', 'evaderSpeed', 150);  // at 3 s
  await pg(page, 'step', 120);
  await frames(page, 3);
  const button = await widget(page, 'button:copymoment');
  await page.mouse.click(button.x, button.y);
  await page.waitForFunction(() => /changed by hand/.test(window.playground.summary().notice || ''), null, { timeout: 20000 });
  assert.match((await pg(page, 'summary')).notice, /^Link copied\. This run was changed by hand at 3\.00 s: the link replays it from the start/);
  // The app says it (SayLinkCopied, as on the desktop): long enough to read, 8 s with a note.
  await sleep(5000);
  assert.match((await pg(page, 'summary')).notice, /changed by hand/, 'still there after 5 s');
  assert.match((await pg(page, 'lessonLink', { moment: true })).message, /changed by hand at 3\.00 s/);
  assert.equal((await pg(page, 'lessonLink', {})).message, '', 'the scene\'s own link is what it says');
  // The same link opened afresh is another state than this run's now: the note is true.
  const fresh = await open(env.browser, await pg(page, 'momentLink'));
  assert.notEqual(await pg(fresh.page, 'hash'), await pg(page, 'hash'));
  await fresh.context.close();
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('a moment farther than a link replays: "Link to this moment" says where its link opens, and the link opens there with a notice', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=6&demo=pursuit&paused=1`);
  await pg(page, 'step', 610 * 60);
  const note = (await pg(page, 'lessonLink', { moment: true })).message;
  assert.equal(note, 'This link opens at 600.00 s, not at 610.00 s: a link replays the run from its start, at most 600 s and 12 million agent-steps.');
  const opened = await pg(page, 'load', await pg(page, 'momentLink'));
  assert.equal(opened.ok, true);
  assert.match(opened.message, /moment clamped to 600/);
  assert.equal((await pg(page, 'timeline')).now, 600);
  // A big flock's moment stops at the agent-step budget, and the notice says where.
  const flock = await pg(page, 'load', 'v=6&demo=flock&count=1000&at=300');
  assert.equal(flock.message, 'moment cut to 200 s: a link replays the run from its start, at most 12 million agent-steps');
  assert.equal((await pg(page, 'timeline')).now, 200);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('the Share dialog names the moment as people read it: 0.38 s, not 0.383333 s', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=pursuit&paused=1`);
  await pg(page, 'step', 23);  // 23 steps of 1/60 s
  await frames(page, 2);
  await page.evaluate(() => window.playground.share());
  await page.getByRole('checkbox', { name: 'Open at this moment (0.38 s)' }).waitFor({ timeout: 5000 });
  assert.deepEqual(problems(messages), []);
  await context.close();
});
