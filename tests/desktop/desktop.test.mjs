// The desktop playground (build/native/steering-playground, `make desktop`): the page's app in an
// SDL2 window. `make desktop-test` runs this under xvfb-run (a virtual X server; Mesa's llvmpipe
// gives SDL its OpenGL ES 3 context):
//   - every demo's default link, stepped from the command line, hashes as the golden table (the
//     page's playground.hash() after the same load and steps, tests/golden/state_hashes.txt);
//   - a screenshot of a window shows the scene and the panel;
//   - a key and a click made through the X server (xdotool, as a user's) reach the app: the
//     window's title follows the scene's link, as the page's URL does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { decodePng, countDifferent, pixelAt } from '../browser/png.mjs';
import { goldenTable, SHOTS, sleep } from '../browser/browser.mjs';

const BIN = new URL('../../build/native/steering-playground', import.meta.url).pathname;
const shots = `${SHOTS}desktop/`;
mkdirSync(shots, { recursive: true });
const run = (args, options = {}) => execFileSync(BIN, args, { encoding: 'utf8', timeout: 120000, ...options });
// Today's link version, as the page writes it: a link without v= is version 1 and keeps old defaults.
const version = () => /^#v=(\d+)&/.exec(run(['--fragment', '']).trim())[1];

test('the desktop build exists and a display is there (make desktop-test runs it under xvfb-run)', () => {
  assert.ok(existsSync(BIN), `${BIN}: run make desktop`);
  assert.ok(process.env.DISPLAY, 'no DISPLAY: run under xvfb-run');
});

test('every demo\'s default link, stepped on the command line, hashes as the golden table', () => {
  const v = version();
  const golden = goldenTable();
  assert.ok(golden.length >= 15, 'the table lists every demo');
  const got = golden.map(({ demo, steps }) => ({ demo, steps, hash: run(['--hash', String(steps), `#v=${v}&demo=${demo}`]).trim() }));
  assert.deepEqual(got, golden);
});

test('--hash follows the link: another setting, another hash; the same link, the same hash', () => {
  const v = version();
  const a = run(['--hash', '600', `#v=${v}&demo=evade&threat=80`]).trim();
  assert.match(a, /^[0-9a-f]{16}$/);
  assert.equal(run(['--hash', '600', `#v=${v}&demo=evade&threat=80`]).trim(), a);
  assert.notEqual(run(['--hash', '600', `#v=${v}&demo=evade&threat=200`]).trim(), a);
  assert.notEqual(run(['--hash', '601', `#v=${v}&demo=evade&threat=80`]).trim(), a);
});

test('a screenshot of the window shows the scene and the panel', () => {
  const file = `${shots}flock.png`;
  run(['--frames', '40', '--size', '1280x720', '--screenshot', file, `#v=${version()}&demo=flock`]);
  const img = decodePng(readFileSync(file));
  assert.equal(img.width, 1280);
  assert.equal(img.height, 720);
  // The world (right of the panel): its background and many boids drawn over it.
  const world = { x: 420, y: 60, w: 800, h: 560 };
  const bg = pixelAt(img, 1250, 700);
  const worldBg = pixelAt(img, world.x + 5, world.y + 5);
  const boids = countDifferent(img, worldBg, world, 40);
  assert.ok(boids > 2000 && boids < world.w * world.h * 0.5, `boids drawn over the world: ${boids} pixels`);
  // The panel: text and widgets, many colours, unlike the empty margin.
  const panel = { x: 0, y: 0, w: 330, h: 700 };
  const colours = new Set();
  for (let y = panel.y; y < panel.h; y += 2)
    for (let x = panel.x; x < panel.w; x += 2) colours.add(pixelAt(img, x, y).join(','));
  assert.ok(colours.size > 40, `the panel has text and widgets: ${colours.size} colours`);
  assert.ok(countDifferent(img, bg, panel, 24) > 20000, 'the panel is drawn');
});

// The window's title, as xdotool reads it (the title follows the scene's link).
function title(win) {
  return execFileSync('xdotool', ['getwindowname', win], { encoding: 'utf8' }).trim();
}
async function waitFor(what, check, ms = 60000) {  // a loaded machine starts llvmpipe slowly
  const t0 = Date.now();
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() - t0 > ms) assert.fail(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

test('a key and a click through the X server reach the app: demo 2 by its key, then Pause', { timeout: 120000 }, async () => {
  const v = version();
  const app = spawn(BIN, ['--size', '1280x720', `#v=${v}&demo=pursuit&paused=1`], { stdio: 'inherit' });
  try {
    const win = await waitFor('the window', () => {
      try { return execFileSync('xdotool', ['search', '--name', '^Steering Playground'], { encoding: 'utf8' }).trim().split('\n')[0]; } catch { return null; }
    });
    await waitFor('the link in the title', () => title(win).includes('demo=pursuit'));
    assert.match(title(win), /paused=1/);
    // The pointer over the world (no window manager here: the keyboard follows the pointer).
    execFileSync('xdotool', ['mousemove', '--window', win, '800', '400']);
    await sleep(300);
    execFileSync('xdotool', ['key', '2']);  // the second demo in the menu: evade
    await waitFor('demo 2 from the key', () => /demo=evade/.test(title(win)));
    assert.match(title(win), /paused=1/, 'still paused');
    // The panel's Pause/Play button (the panel's layout at 1280x720: the first button under the
    // demo's description, as in the screenshot above).
    execFileSync('xdotool', ['mousemove', '--window', win, '57', '233', 'click', '1']);
    await waitFor('running after the click', () => !/paused=1/.test(title(win)));
    execFileSync('xdotool', ['key', 'space']);  // Space pauses again
    await waitFor('paused by Space', () => /paused=1/.test(title(win)));
  } finally {
    app.kill();
  }
});
