// The behaviour composer (demo custom): a link's groups through playground.composition(), a group
// added with the panel's button, and a bad composition that leaves a notice and a running scene.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { open, problems, pg, widget, frames, useBrowser, SHOTS, overlap } from './browser.mjs';

const env = useBrowser({ before, after, mkdirSync });

const LINK = 'v=5&demo=custom&paused=1&group=8,prioritized,100,300,seek:mouse,separation:A*2' +
  '&group=2,dithered,150,400,pursuit:A@0.5,wander*0.5';

test('custom: a link\'s groups, a group added by a click, a bad link', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#${LINK}`);
  await frames(page);
  const c = await pg(page, 'composition');
  assert.equal(c.default, false);
  assert.deepEqual(c.groups.map((g) => [g.name, g.count, g.method, g.maxSpeed, g.maxForce]),
    [['A', 8, 'prioritized', 100, 300], ['B', 2, 'dithered', 150, 400]]);
  assert.deepEqual(c.groups[0].behaviours.map((b) => [b.name, b.target, b.weight, b.probability]),
    [['seek', 'mouse', 1, 1], ['separation', 'A', 2, 1]]);
  assert.deepEqual(c.groups[1].behaviours.map((b) => [b.name, b.target, b.weight, b.probability]),
    [['pursuit', 'A', 1, 0.5], ['wander', null, 0.5, 1]]);
  let s = await pg(page, 'state');
  assert.equal(s.agents.length, 10);
  assert.deepEqual([...new Set(s.agents.map((a) => a.role))], ['boid', 'pursuer']);
  assert.ok((await pg(page, 'link')).includes('&group=8,prioritized,100,300,seek:mouse,separation:A*2&group=2,'));
  assert.equal(await pg(page, 'composition').then((x) => x.link),
    'group=8,prioritized,100,300,seek:mouse,separation:A*2&group=2,dithered,150,400,pursuit:A@0.5,wander*0.5');

  // The panel's "Add group", clicked: ten wanderers kept inside, in the scene and in the link.
  await pg(page, 'focus', 'button:mix-add-group');
  await frames(page, 4);
  await pg(page, 'focus', null);
  await frames(page, 2);
  const add = await widget(page, 'button:mix-add-group');
  assert.ok(add, 'the Add group button shows');
  await page.mouse.click(add.x, add.y);
  await frames(page, 3);
  const c3 = await pg(page, 'composition');
  assert.equal(c3.groups.length, 3);
  assert.deepEqual(c3.groups[2].behaviours.map((b) => b.name), ['wander', 'contain']);
  s = await pg(page, 'state');
  assert.equal(s.agents.length, 20);
  await frames(page, 3);
  assert.match(await pg(page, 'link'), /&group=10,weighted,120,300,wander,contain\*2/);
  await page.screenshot({ path: `${SHOTS}custom.png` });

  // The keyboard: the accessible twin of "Add group" (shell/a11y.js), focused and pressed with
  // Enter, adds a fourth group; its twin of group D's weight slider exists.
  await page.focus('#pdom [data-widget="button:mix-add-group"]');
  await page.keyboard.press('Enter');
  await frames(page, 3);
  assert.equal((await pg(page, 'composition')).groups.length, 4);
  assert.equal(await page.evaluate(() => !!document.querySelector('#pdom [data-widget="slider:mix-D-1-weight"]')), true);
  // Its method, changed in the accessible view, is the group's method.
  await page.focus('#pdom [data-widget="radio:mix-D-dithered"]');
  await page.keyboard.press('Space');
  await frames(page, 2);
  assert.equal((await pg(page, 'composition')).groups[3].method, 'dithered');

  // A bad composition: a notice, a working scene, no NaN.
  const r = await pg(page, 'load', 'demo=custom&group=5,weighted,100,300,pursuit:Q,dance,seek:mouse&group=999,x');
  assert.equal(r.ok, true);
  assert.match(r.message, /dropped pursuit \(it aims at group Q, which does not exist\)|dropped a behaviour/);
  assert.match(r.message, /unknown behaviour/);
  s = await pg(page, 'state');
  assert.match(s.notice, /group A/);
  await pg(page, 'step', 120);
  s = await pg(page, 'state');
  assert.equal(s.sane, true);
  assert.equal(s.agents.length, 5 + 50);
  assert.ok(s.agents.every((a) => a.pos.every(Number.isFinite) && a.vel.every(Number.isFinite)));
  const cb = await pg(page, 'composition');
  assert.deepEqual(cb.groups.map((g) => g.behaviours.map((b) => b.name)), [['seek'], []]);
  // The default scene, a few seconds in, for the eye (build/screenshots/custom-default.png).
  await pg(page, 'load', 'demo=custom&paused=1');
  await pg(page, 'step', 240);
  await frames(page, 3);
  await page.screenshot({ path: `${SHOTS}custom-default.png` });
  // Other demos have no composition.
  await pg(page, 'selectDemo', 'flock');
  assert.equal(await pg(page, 'composition'), null);
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('custom: dragging a weight acts on the running scene (no restart); a new count restarts it', async () => {
  const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=custom`);
  await pg(page, 'focus', 'slider:mix-A-1-weight');
  await frames(page, 4);
  await pg(page, 'focus', null);
  await frames(page, 10);
  const w0 = (await pg(page, 'composition')).groups[0].behaviours[0].weight;
  const r = (await pg(page, 'widgets'))['slider:mix-A-1-weight'];
  assert.ok(r, 'group A\'s first weight slider shows');
  const y = (r[1] + r[3]) / 2;
  const f0 = (await pg(page, 'state')).frame;
  await page.mouse.move(r[0] + (r[2] - r[0]) * 0.3, y);
  await page.mouse.down();
  for (let k = 1; k <= 6; k++) {
    await page.mouse.move(r[0] + (r[2] - r[0]) * (0.3 + 0.1 * k), y);
    await frames(page, 1);
  }
  await page.mouse.up();
  await frames(page, 2);
  const s = await pg(page, 'state');
  const w1 = (await pg(page, 'composition')).groups[0].behaviours[0].weight;
  assert.notEqual(w1, w0, 'the drag changed the weight');
  assert.ok(s.frame > f0, `the scene went on from frame ${f0} (now ${s.frame}), it did not start again`);
  assert.match(await pg(page, 'link'), /group=/);
  // A new count is a new scene from the seed.
  const c = await pg(page, 'composition');
  await page.evaluate((link) => window.playground.setComposition(link.replace(/^group=30,/, 'group=12,')), c.link);
  await frames(page, 1);
  const after = await pg(page, 'state');
  assert.equal(after.agents.length, 12 + 2);
  assert.ok(after.frame < s.frame, 'restarted');
  assert.deepEqual(problems(messages), []);
  await context.close();
});

test('custom: the behaviour names at one agent do not overlap (each a line of its own), nor the status line, on a laptop and a phone', async () => {
  for (const [w, h] of [[1280, 720], [390, 844]]) {
    const { context, page, messages } = await open(env.browser, `${env.url}#v=5&demo=custom&paused=1`, { viewport: { width: w, height: h }, scale: 2, touch: w < 500 });
    await pg(page, 'step', 150);
    await frames(page, 2);
    const { labels, status } = await pg(page, 'layout');
    const names = ['separation', 'alignment', 'cohesion', 'evade', 'containment', 'wander', 'pursuit'];
    assert.ok(labels.filter((l) => names.includes(l[4])).length >= 4, JSON.stringify(labels));
    assert.ok(status, 'the status line ("2 groups, 32 agents")');
    const overlaps = [];
    for (let i = 0; i < labels.length; i++) {
      if (overlap(labels[i], status)) overlaps.push(`${labels[i][4]} / the status line`);
      for (let j = i + 1; j < labels.length; j++) if (overlap(labels[i], labels[j])) overlaps.push(`${labels[i][4]} / ${labels[j][4]}`);
    }
    assert.deepEqual(overlaps, [], `${w}x${h}`);
    await page.screenshot({ path: `${SHOTS}custom-labels-${w}x${h}.png` });
    assert.deepEqual(problems(messages), []);
    await context.close();
  }
});

test('custom: a challenge grades the composer\'s scene: its groups are locked until the verdict in every view, and a change made in a set-the-knob run makes the verdict stale', async () => {
  const question = 'v=6&demo=custom&group=12,weighted,120,300,wander&prompt=Fast%3F&check=mean-speed%3E50@5';
  const { context, page, messages } = await open(env.browser, `${env.url}#${question}&ask=yesno`);
  await frames(page, 3);
  assert.equal((await pg(page, 'challenge')).problem, null);
  const composer = async () => (await pg(page, 'controls')).find((s) => s.name === 'composer').controls.filter((c) => c.kind !== 'text');
  // A group's limits with their units, as a parameter's: speed in units/s, force (per unit of mass) in units/s².
  const force = (await composer()).find((c) => c.name === 'slider:mix-A-force');
  assert.equal(force.text, '300 units per second squared');
  assert.equal((await composer()).find((c) => c.name === 'slider:mix-A-speed').text, '120 units per second');
  for (const c of await composer()) {
    assert.equal(c.locked, true, `${c.name} is locked before the verdict`);
    assert.match(c.help, /^Locked until the verdict/, c.name);
  }
  const before = await pg(page, 'composition').then((x) => x.link);
  for (const [name, value] of [['slider:mix-A-count', 30], ['button:mix-add-group', undefined], ['button:mix-A-remove', undefined]]) {
    const r = await pg(page, 'act', name, value);
    assert.equal(r.ok, false, name);
    assert.match(r.message, /Locked until the verdict/, name);
  }
  const r = await pg(page, 'setComposition', 'group=40,weighted,300,300,wander');
  assert.equal(r.ok, false);
  assert.match(r.message, /Locked until the verdict/);
  assert.equal(await pg(page, 'composition').then((x) => x.link), before, 'the graded groups are the teacher\'s');
  assert.equal(await page.getAttribute('#pdom [data-widget="slider:mix-A-count"]', 'aria-readonly'), 'true',
    'the accessible view\'s slider says it is locked too');
  // After the verdict the composer is the student's again.
  assert.equal(await pg(page, 'answer', 'yes'), true);
  assert.equal(await pg(page, 'runChallenge'), true);
  await pg(page, 'revealChallenge');
  assert.equal((await pg(page, 'challenge')).phase, 'done');
  // A number written as text, as the page's number field over the slider hands it: read as one.
  // (One change: it makes the verdict another scene's, and the next frame locks the groups again
  // until that scene's own verdict; a second act raced that frame.)
  const typed = await pg(page, 'act', 'slider:mix-A-count', '30');
  assert.deepEqual([typed.ok, typed.value], [true, 30]);
  await context.close();

  // Set the knobs: the composer is the student's, but a change of the groups after Run makes the
  // verdict another scene's, as a changed parameter does.
  const set = await open(env.browser, `${env.url}#${question}&ask=set`);
  await frames(set.page, 3);
  assert.equal((await pg(set.page, 'act', 'slider:mix-A-speed', 200)).ok, true, 'editable before Run');
  assert.equal(await pg(set.page, 'runChallenge'), true);
  await pg(set.page, 'revealChallenge');
  assert.equal((await pg(set.page, 'challenge')).phase, 'done');
  assert.equal((await pg(set.page, 'act', 'slider:mix-A-count', 20)).ok, true);
  await frames(set.page, 2);
  assert.equal((await pg(set.page, 'challenge')).phase, 'ready', 'the verdict of the old groups is gone');
  assert.deepEqual(problems(messages), []);
  assert.deepEqual(problems(set.messages), []);
  await set.context.close();
});
