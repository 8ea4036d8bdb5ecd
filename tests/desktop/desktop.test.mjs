// The desktop playground (build/native/steering-playground, `make desktop`): the page's app in an
// SDL2 window. `make desktop-test` runs this under xvfb-run (a virtual X server; Mesa's llvmpipe
// gives SDL its OpenGL ES 3 context):
//   - every demo's default link, stepped from the command line, hashes as the golden table (the
//     page's playground.hash() after the same load and steps, tests/golden/state_hashes.txt);
//   - --code prints the code Copy as code gives for a link, in each language the page's code()
//     takes, with the link's numbers (and the JS runs);
//   - a screenshot of a window shows the scene and the panel;
//   - a key and a click made through the X server (xdotool, as a user's) reach the app: the
//     window's title follows the scene's link, as the page's URL does;
//   - the window speaks the page's languages (--lang, the link's lang=, the environment's);
//   - a minimized (unmapped) window neither draws nor steps, as the page's hidden tab;
//   - with no display the app says so and stops (it never runs on unseen); a display that answers
//     late is waited for; SDL_VIDEODRIVER=offscreen draws a screenshot with no display.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { decodePng, countDifferent, pixelAt } from '../browser/png.mjs';
import { goldenTable, SHOTS, sleep, launch as launchBrowser, serve, open, pg } from '../browser/browser.mjs';

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

test('--code LANG LINK prints the code Copy as code gives for the link: every language the page takes, the link\'s numbers, and the JS runs', () => {
  const v = version();
  // The languages as the usage lists them: the page's code(lang) tags (code/code.h's kCodeLangs).
  const langs = /^ +steering-playground --code ([a-z|]+) LINK$/m.exec(run(['--help']))[1].split('|');
  assert.ok(langs.length >= 4 && langs.includes('js') && langs.includes('cpp'), langs.join('|'));
  const link = `#v=${v}&demo=pursuit&pursuerSpeed=250&force=900`;
  for (const lang of langs) {
    const r = spawnSync(BIN, ['--code', lang, link], { encoding: 'utf8', timeout: 30000 });
    assert.equal(r.status, 0, `${lang}: ${r.stderr}`);
    assert.equal(r.stderr, '', lang);
    // Its first comment names the behaviour and the pursuer's numbers as the link set them.
    assert.match(r.stdout, /^(\/\/|#) Steering Playground: pursuit, with the playground's numbers \(max speed 250, max force 900\)\./, lang);
    assert.match(r.stdout, /\bSteerPursuit\(|\bsteer_pursuit\(/, lang);
    assert.match(r.stdout, /\b250\.0f?\b/, `${lang}: the knob's value is the code's number`);
  }
  // The default link's pursuer is another: another speed, other code.
  const plain = run(['--code', 'js', `#v=${v}&demo=pursuit`]);
  assert.doesNotMatch(plain, /max speed 250,/);
  // The JS runs: a pursuer at rest facing a target 100 ahead that faces it, standing still, seeks
  // it at the link's max speed: force = desired - velocity = (250, 0).
  const js = run(['--code', 'js', link]);
  const pursue = new Function(`${js}\nreturn SteerPursuit;`)();
  const f = pursue(0, 0, 0, 0, 1, 0, 100, 0, 0, 0, -1, 0);
  assert.deepEqual([f.x, f.y], [250, 0]);
  // The composer: its group's functions and their combination.
  const custom = run(['--code', 'cpp', `#v=${v}&demo=custom`]);
  assert.match(custom, /^\/\/ Steering Playground: the composer's group A/);
  assert.match(custom, /inline Force SteeringForce\(/);
});

test('a screenshot of the window shows the scene and the panel', () => {
  const file = `${shots}flock.png`;
  run(['--lang', 'en', '--frames', '40', '--size', '1280x720', '--screenshot', file, `#v=${version()}&demo=flock`]);
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

// The app's windows (their titles have " #" and the link) shown now, as X window ids.
function appWindows(args) {
  try {
    return execFileSync('xdotool', ['search', '--onlyvisible', ...args], { encoding: 'utf8' }).trim().split('\n')
      .filter((w) => w && title(w).includes(' #'));
  } catch { return []; }
}
// The window of a spawned app, by its process id (its title depends on the language); where the
// window has no process id on it (_NET_WM_PID: a CI run once found none for a running app), the
// app's window that was not there before it started (`before`). An app that exits first fails at
// once, with its exit and its error output.
async function windowOf(app, ms = 60000, before = []) {
  return waitFor('the window', () => {
    if (app.exitCode !== null || app.signalCode !== null)
      assert.fail(`the app exited before its window was shown (${app.exitCode ?? app.signalCode}): ${app.errors}`);
    const byPid = appWindows(['--pid', String(app.pid)]);
    if (byPid.length) return byPid[0];
    const fresh = appWindows(['--name', ' #']).filter((w) => !before.includes(w));
    if (fresh.length === 1) {
      console.log(`# window ${fresh[0]} found by its title, not by the app's process id`);
      return fresh[0];
    }
    return null;
  }, ms);
}
// What a process that shows no window is doing: its state, its X windows, and its main thread's
// stack where gdb is installed (printed into the test's log).
function diagnose(app) {
  const lines = [`pid ${app.pid}, stderr: ${JSON.stringify(app.errors)}`];
  try { lines.push(readFileSync(`/proc/${app.pid}/status`, 'utf8').split('\n').filter((l) => /^(State|Threads)/.test(l)).join(', ')); } catch {}
  try {
    const wins = execFileSync('xdotool', ['search', '--pid', String(app.pid)], { encoding: 'utf8' }).trim().split('\n');
    lines.push(`windows: ${wins.map((w) => { try { return `${w} "${title(w)}"`; } catch { return w; } }).join(', ')}`);
  } catch { lines.push('windows: none'); }
  try {
    const all = execFileSync('xdotool', ['search', '--name', '.'], { encoding: 'utf8' }).trim().split('\n');
    lines.push(`every named window: ${all.map((w) => { try { return `${w} "${title(w)}"`; } catch { return w; } }).join(', ')}`);
  } catch { lines.push('every named window: none'); }
  const gdb = spawnSync('gdb', ['-p', String(app.pid), '-batch', '-ex', 'thread 1', '-ex', 'bt 25'], { encoding: 'utf8', timeout: 60000 });
  if (!gdb.error) lines.push(gdb.stdout.split('\n').filter((l) => /^#/.test(l)).join('\n'));
  return lines.join('\n');
}
// The app with its window shown: { app, win }. Its error output is kept (app.errors) and echoed.
// A start that shows no window in 45 s is printed in full (diagnose) and made once more; a second
// silent start fails. (CI runs showed none twice: the X server had refused the app, and SDL 2.26
// had fallen back to its offscreen driver, drawing where no one sees; the app's only output was
// Wayland's complaint, tried in between. Why the server refused is not known: it did not happen in
// hundreds of local starts, with or without Xvfb's reset after its last client; make desktop-test
// turns the reset off all the same. The app now asks the display again for 2 s and otherwise stops
// saying so; that start is made once more too.)
async function launch(args, env = process.env) {
  for (let attempt = 1; ; ++attempt) {
    const before = appWindows(['--name', ' #']);
    const app = spawn(BIN, args, { stdio: ['ignore', 'inherit', 'pipe'], env });
    app.errors = '';
    app.stderr.on('data', (d) => { app.errors += d; process.stderr.write(d); });
    try {
      return { app, win: await windowOf(app, 45000, before) };
    } catch (e) {
      if (attempt === 2 || !/timed out|no display to show/.test(e.message)) { app.kill(); throw e; }
      console.log(`# NO WINDOW (${e.message.split('\n')[0]}), started again: ${args.join(' ')}\n${diagnose(app)}`);
      app.kill('SIGKILL');
    }
  }
}
// The CPU time (user + system, seconds) the process has used: /proc/PID/stat's 14th and 15th fields.
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;  // clock ticks (USER_HZ = 100 on Linux)
}

test('a key and a click through the X server reach the app: demo 2 by its key, then Pause', { timeout: 240000 }, async () => {
  const v = version();
  const { app, win } = await launch(['--lang', 'en', '--size', '1280x720', `#v=${v}&demo=pursuit&paused=1`]);
  try {
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

test('a double-click on a slider opens the number field: Enter applies the value typed, Escape gives back the value from before the press', { timeout: 240000 }, async () => {
  // The page's field over a slider (shell.js) is ImGui's own here (desktop_field.cpp); the digits
  // typed in it are not the demo shortcuts (an audit's "5" opened the seek demo).
  const v = version();
  const { app, win } = await launch(['--lang', 'en', '--size', '1280x720', `#v=${v}&demo=evade&paused=1`]);
  try {
    await waitFor('the link in the title', () => title(win).includes('demo=evade'));
    execFileSync('xdotool', ['mousemove', '--window', win, '800', '400']);
    await sleep(300);
    // The threat range's slider (the first of the Parameters section at 1280x720).
    const slider = ['mousemove', '--window', win, '120', '356', 'click', '--repeat', '2', '--delay', '80', '1'];
    execFileSync('xdotool', slider);
    await waitFor('the press moved the slider', () => /threat=\d+/.test(title(win)));
    execFileSync('xdotool', ['type', '--delay', '60', '50']);
    execFileSync('xdotool', ['key', 'Return']);
    await waitFor('the typed value', () => /[#&]threat=50&/.test(title(win))).catch((e) => { throw new Error(e.message + ': ' + title(win)); });
    assert.match(title(win), /demo=evade/, 'the digits typed are the field\'s, not the demo keys');
    execFileSync('xdotool', slider);
    await waitFor('the press moved the slider again', () => !/[#&]threat=50&/.test(title(win)));
    execFileSync('xdotool', ['type', '--delay', '60', '99']);
    execFileSync('xdotool', ['key', 'Escape']);
    await waitFor('Escape: the value from before the press', () => /[#&]threat=50&/.test(title(win)));
    await sleep(1500);
    assert.match(title(win), /[#&]threat=50&.*demo=evade|demo=evade.*[#&]threat=50&/);
  } finally {
    app.kill();
  }
});

test('the window speaks the page\'s languages: --lang, else the link\'s lang=, else the environment\'s', { timeout: 300000 }, async () => {
  const v = version();
  const titled = async (args, env) => {
    const { app, win } = await launch(args, { ...process.env, LANGUAGE: '', LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8', ...env });
    try {
      return title(win).replace(/ #.*$/, '');
    } finally {
      app.kill();
    }
  };
  const en = JSON.parse(readFileSync(new URL('../../strings/en.json', import.meta.url))),
    pt = JSON.parse(readFileSync(new URL('../../strings/pt-BR.json', import.meta.url))),
    zh = JSON.parse(readFileSync(new URL('../../strings/zh-CN.json', import.meta.url)));
  assert.notEqual(pt['ui.title'], en['ui.title']);
  assert.equal(await titled(['--lang', 'pt-BR', `#v=${v}&demo=seek&paused=1`]), pt['ui.title']);
  assert.equal(await titled([`#v=${v}&demo=seek&paused=1&lang=zh-CN`]), zh['ui.title'], 'the link\'s lang=');
  assert.equal(await titled([`#v=${v}&demo=seek&paused=1`], { LANG: 'pt_BR.UTF-8' }), pt['ui.title'], 'LANG');
  assert.equal(await titled([`#v=${v}&demo=seek&paused=1`], { LANGUAGE: 'fr:zh_CN', LANG: 'pt_BR.UTF-8' }), zh['ui.title'], 'LANGUAGE first');
  assert.equal(await titled(['--lang', 'en', `#v=${v}&demo=seek&paused=1&lang=pt-BR`], { LANG: 'zh_CN.UTF-8' }), en['ui.title'], '--lang over all');
  assert.equal(await titled([`#v=${v}&demo=seek&paused=1`], { LANG: 'fr_FR.UTF-8' }), en['ui.title'], 'none of ours: English');
  // No link (the first run): the title names the scene in its language from the start, as it
  // does once the scene changes (it stayed the English "Steering Playground" until then).
  assert.equal(await titled(['--lang', 'zh-CN']), zh['ui.title'], 'no link');
  // A language there is no table for is refused with a clear message.
  let refused;
  try { run(['--lang', 'fr', '--hash', '1', '']); } catch (e) { refused = e; }
  assert.equal(refused.status, 2);
  assert.match(String(refused.stderr), /unknown language: fr \(en, pt-BR or zh-CN\)/);
});

test('the window\'s own language picker, where the page has its <select>: a click switches the language, and the link says so', { timeout: 240000 }, async () => {
  const v = version();
  const zh = JSON.parse(readFileSync(new URL('../../strings/zh-CN.json', import.meta.url)));
  const en = JSON.parse(readFileSync(new URL('../../strings/en.json', import.meta.url)));
  const { app, win } = await launch(['--lang', 'en', '--size', '1280x720', `#v=${v}&demo=seek&paused=1`]);
  try {
    await waitFor('the link in the title', () => title(win).includes('demo=seek'));
    assert.ok(title(win).startsWith(`${en['ui.title']} #`), title(win));
    const click = async (x, y, pause) => {  // the pointer there first: ImGui finds what is under it, then the press
      execFileSync('xdotool', ['mousemove', '--window', win, String(x), String(y)]);
      await sleep(pause);
      execFileSync('xdotool', ['click', '1']);
      await sleep(2 * pause);
    };
    // The picker's row, then the language's row in the list it opens. There is no frame to wait
    // for here, and a loaded machine's llvmpipe frames can outlast the sleeps between the clicks
    // (the list not drawn yet, the second click missed it): so a pick whose title does not follow
    // is tried again, slower, after Escape closes a list left open.
    const pick = async (row, what, check) => {
      for (let attempt = 1; ; ++attempt) {
        await click(400, 16, 300 * attempt);
        await click(400, row, 300 * attempt);
        try {
          return await waitFor(what, check, attempt < 3 ? 5000 * attempt : 60000);
        } catch (e) {
          if (attempt === 3) throw e;
          console.log(`# ${what}: not yet after try ${attempt} (${title(win)}), tried again`);
        }
        execFileSync('xdotool', ['key', 'Escape']);
        await sleep(1500);
      }
    };
    await sleep(1000);  // the first frames: the picker's size, the world fitted below it
    // At 1280x720 the panel is 340 px wide: the picker is at the world's top left, 6 px in (as
    // shell.js places the page's), one row high; its list opens under it, one language a row in
    // strings.h's order (English, 简体中文, Português).
    await pick(52, 'Chinese from the picker', () => title(win).startsWith(`${zh['ui.title']} #`));
    assert.match(title(win), /&lang=zh-CN/, 'the link (Copy link, the title) carries the language chosen');
    assert.match(title(win), /paused=1/, 'the scene stays as it was');
    // And back: the same place, the first row.
    await pick(34, 'English again', () => title(win).startsWith(`${en['ui.title']} #`));
    assert.doesNotMatch(title(win), /lang=/);
    // The picker keeps no keys: the scene's shortcuts work on after it (Space plays).
    execFileSync('xdotool', ['mousemove', '--window', win, '800', '400']);
    await sleep(300);
    execFileSync('xdotool', ['key', 'space']);
    await waitFor('playing by Space after the picker', () => !/paused=1/.test(title(win)));
  } finally {
    app.kill();
  }
});

test('a minimized window neither draws nor steps (the page\'s hidden tab), and runs on when shown', { timeout: 240000 }, async () => {
  const { app, win } = await launch(['--lang', 'en', '--size', '800x600', `#v=${version()}&demo=flock`]);
  try {
    const busy = async () => { const c0 = cpuSeconds(app.pid); await sleep(2000); return cpuSeconds(app.pid) - c0; };
    await sleep(1000);
    const running = await busy();
    execFileSync('xdotool', ['windowunmap', '--sync', win]);
    await sleep(500);
    const hidden = await busy();
    execFileSync('xdotool', ['windowmap', '--sync', win]);
    await sleep(500);
    const shown = await busy();
    console.log(`CPU seconds over 2 s: running ${running.toFixed(2)}, minimized ${hidden.toFixed(2)}, shown again ${shown.toFixed(2)}`);
    assert.ok(running > 0.2, `a running flock draws: ${running} s of CPU in 2 s`);
    assert.ok(hidden < 0.05, `minimized: ${hidden} s of CPU in 2 s`);
    assert.ok(shown > 0.2, `shown again, it runs on: ${shown} s of CPU in 2 s`);
  } finally {
    app.kill();
  }
});

// The world's frame in a screenshot: the two bright columns around the longest dark stretch of a row.
function worldFrame(img) {
  const y = Math.round(img.height * 0.6), bright = [];
  for (let x = 0; x < img.width; x++) {
    const p = pixelAt(img, x, y);
    if (p[0] + p[1] + p[2] > 300) bright.push(x);
  }
  let best = [0, 0];
  for (let i = 1; i < bright.length; i++) if (bright[i] - bright[i - 1] > best[1] - best[0]) best = [bright[i - 1], bright[i]];
  return best;
}

// The first row from the top whose pixels between the frame's columns l and r are nearly all bright:
// the world frame's top edge.
function worldTop(img, l, r) {
  for (let y = 0; y < img.height; y++) {
    let bright = 0;
    for (let x = l; x <= r; x++) {
      const p = pixelAt(img, x, y);
      if (p[0] + p[1] + p[2] > 300) bright++;
    }
    if (bright > 0.9 * (r - l + 1)) return y;
  }
  return -1;
}

test('the world sits where the page puts it: the language picker takes the page\'s room (a laptop in English, a projector in Chinese)', { timeout: 120000 }, async () => {
  const browser = await launchBrowser(), server = await serve();
  try {
    for (const [lang, ui, width, height] of [['en', 1, 1280, 720], ['zh-CN', 2, 1024, 768]]) {
      const link = `#v=${version()}&demo=seek&paused=1&lang=${lang}&ui=${ui}`;
      const file = `${shots}picker-${lang}.png`;
      run(['--frames', '20', '--size', `${width}x${height}`, '--screenshot', file, link]);
      const img = decodePng(readFileSync(file));
      const [l, r] = worldFrame(img), top = worldTop(img, l, r);
      const { page } = await open(browser, server.url + link, { viewport: { width, height } });
      // Once the page has placed its <select> and told the app its size (pg_set_corner), and drawn again.
      await page.waitForFunction(() => window.playground && document.getElementById('language')?.style.top);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const world = await page.evaluate(() => window.playground.layout().world);
      await page.close();
      // Within the frame line's width (2 px at ui=1, thicker on a projector): the top is its outer
      // edge, the columns its inner ones. (Before, the desktop's picker was a 32 px window: y=44.)
      const near = (a, b) => Math.abs(a - b) <= 2 * ui + 1;
      assert.ok(near(top, world[1]), `${lang} ui=${ui}: the desktop's world at y=${top}, the page's at ${world[1]}`);
      assert.ok(near(l, world[0]) && near(r, world[2]), `${lang} ui=${ui}: columns ${l}..${r} against ${world[0]}..${world[2]}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
});

test('a teacher\'s title in Hebrew, Greek or Russian shows its letters on the desktop, as in the page (not the missing glyph)', () => {
  const shot = (title, name) => {
    const file = `${shots}title-${name}.png`;
    run(['--lang', 'en', '--frames', '10', '--size', '1280x720', '--screenshot', file, `#v=${version()}&demo=seek&paused=1&title=${encodeURIComponent(title)}`]);
    return decodePng(readFileSync(file));
  };
  // Other letters of the same script, as many: a font without them draws the same fallback twice.
  for (const [one, other, name] of [['אבגד', 'הוזח', 'hebrew'], ['αβγδ', 'εζηθ', 'greek'], ['бвгд', 'жзий', 'russian']]) {
    const a = shot(one, `${name}1`), b = shot(other, `${name}2`);
    let differ = 0;
    for (let i = 0; i < a.pixels.length; i += 4) if (a.pixels[i] !== b.pixels[i] || a.pixels[i + 1] !== b.pixels[i + 1]) differ++;
    assert.ok(differ > 40, `${name}: "${one}" and "${other}" drawn alike (${differ} pixels differ)`);
  }
});

test('HiDPI on X11: the desktop\'s scale (GDK_SCALE, else Xft.dpi) makes the window and everything in it larger, as devicePixelRatio does in the page', () => {
  const link = `#v=${version()}&demo=seek&paused=1`;
  const shot = (scale) => {
    const file = `${shots}seek-scale${scale}.png`;
    run(['--lang', 'en', '--frames', '20', '--size', '800x500', '--screenshot', file, link], { env: { ...process.env, GDK_SCALE: String(scale) } });
    return decodePng(readFileSync(file));
  };
  const one = shot(1), two = shot(2);
  assert.deepEqual([one.width, one.height], [800, 500]);
  assert.deepEqual([two.width, two.height], [1600, 1000], 'the window: 800x500 UI px at 2 device px each');
  const [l1, r1] = worldFrame(one), [l2, r2] = worldFrame(two);
  assert.ok(r1 - l1 > 300, `the world's frame at scale 1: ${l1}..${r1}`);
  // The panel and the world lay out in UI px: the frame sits at twice the device pixels.
  assert.ok(Math.abs(l2 - 2 * l1) <= 4 && Math.abs(r2 - 2 * r1) <= 4, `frame ${l1}..${r1} at 1x, ${l2}..${r2} at 2x`);
});

test('OpenGL ES 3.0 or OpenGL 3.3 core: the same app draws the same picture with either (--gl)', () => {
  const link = `#v=${version()}&demo=flock&paused=1`;
  const shot = (gl) => {
    const file = `${shots}flock-gl-${gl}.png`;
    const r = spawnSync(BIN, ['--gl', gl, '--lang', 'en', '--frames', '20', '--size', '1000x640', '--screenshot', file, link], { encoding: 'utf8', timeout: 120000 });
    assert.equal(r.status, 0, r.stderr);
    return { img: decodePng(readFileSync(file)), said: r.stderr };
  };
  const es = shot('es3'), core = shot('3.3');
  assert.match(es.said, /^GL: OpenGL ES 3\.\d/m, 'an ES context');
  assert.match(core.said, /^GL: [34]\.\d+ \(Core Profile\)/m, 'a desktop core context');
  let differ = 0, most = 0;
  for (let y = 0; y < es.img.height; y++)
    for (let x = 0; x < es.img.width; x++) {
      const p = pixelAt(es.img, x, y), q = pixelAt(core.img, x, y);
      const d = Math.max(Math.abs(p[0] - q[0]), Math.abs(p[1] - q[1]), Math.abs(p[2] - q[2]));
      if (d > 0) differ++;
      most = Math.max(most, d);
    }
  console.log(`ES 3.0 and GL 3.3 core: ${differ} of ${es.img.width * es.img.height} pixels differ, by at most ${most}`);
  assert.ok(differ < es.img.width * es.img.height * 0.001 && most <= 8, `${differ} pixels differ, by at most ${most}`);
  const bad = spawnSync(BIN, ['--gl', 'vulkan', '--hash', '1', ''], { encoding: 'utf8' });
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /unknown GL: vulkan \(es3 or 3\.3\)/);
});

test('no display: the app says so and stops, waits for a display that answers late, and draws offscreen when asked', { timeout: 120000 }, async () => {
  const link = `#v=${version()}&demo=flock`;
  const env = { ...process.env };
  delete env.DISPLAY;
  delete env.WAYLAND_DISPLAY;
  delete env.SDL_VIDEODRIVER;
  // None named: at once, with the reason and the way out.
  const none = spawnSync(BIN, ['--lang', 'en', link], { encoding: 'utf8', env, timeout: 30000 });
  assert.equal(none.status, 1, `exit ${none.status} ${none.signal ?? ''}: ${none.stderr}`);
  assert.match(none.stderr, /no display to show the window on \(DISPLAY=, WAYLAND_DISPLAY=: neither is set\); SDL_VIDEODRIVER=offscreen draws without one/);
  // Set but empty is not asked for (as SDL reads it): the same refusal, never the unseen window.
  const empty = spawnSync(BIN, ['--lang', 'en', link], { encoding: 'utf8', env: { ...env, SDL_VIDEODRIVER: '' }, timeout: 30000 });
  assert.equal(empty.status, 1, `exit ${empty.status} ${empty.signal ?? ''}: ${empty.stderr}`);
  assert.match(empty.stderr, /no display to show the window on/);
  // Named but not there: asked again for about 2 s, then the same message.
  const t0 = Date.now();
  const gone = spawnSync(BIN, ['--lang', 'en', link], { encoding: 'utf8', env: { ...env, DISPLAY: ':987' }, timeout: 30000 });
  const waited = (Date.now() - t0) / 1000;
  assert.equal(gone.status, 1, gone.stderr);
  assert.match(gone.stderr, /no display to show the window on \(DISPLAY=:987, WAYLAND_DISPLAY=: x11 not available\)/, 'with SDL\'s reason');
  assert.ok(waited > 1.5 && waited < 10, `asked again for ${waited.toFixed(1)} s`);
  // A display that answers after the app's first try (an X server starting): the window is shown
  // on it. The server starts 0.3 s after the app, leaving it most of the app's 2 s to listen.
  // On a loaded machine Xvfb itself may take longer than that to listen, and the app then rightly
  // stops: tried once more with the server started at once (still after the app's first try).
  const lateDisplay = async (delay) => {
    let number = 900;
    while (existsSync(`/tmp/.X${number}-lock`) || existsSync(`/tmp/.X11-unix/X${number}`)) number++;
    const display = `:${number}`;
    const started = Date.now();
    const app = spawn(BIN, ['--lang', 'en', '--size', '640x480', link], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...env, DISPLAY: display } });
    app.errors = '';
    app.stderr.on('data', (d) => { app.errors += d; });
    await sleep(delay);
    const server = spawn('Xvfb', [display, '-screen', '0', '800x600x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
    let listening = 0;  // when the server's socket appeared, ms after the app's start
    try {
      return await waitFor('the window on the late display', () => {
        if (!listening && existsSync(`/tmp/.X11-unix/X${number}`)) listening = Date.now() - started;
        if (app.exitCode !== null) return { stopped: app.exitCode, errors: app.errors, listening: listening || Date.now() - started };
        try {
          const found = execFileSync('xdotool', ['search', '--onlyvisible', '--name', ' #'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, DISPLAY: display } }).trim();
          return found ? { found } : '';
        } catch { return ''; }
      }, 30000);
    } finally {
      app.kill('SIGKILL');
      server.kill();
    }
  };
  let late = await lateDisplay(300);
  if (!late.found && /no display to show the window on/.test(late.errors) && late.listening > 1500) {
    console.log(`# the X server listened ${late.listening} ms after the app's start: tried again with it started at once`);
    late = await lateDisplay(0);
  }
  assert.ok(late.found, `a window (the app stopped (${late.stopped}): ${late.errors}; the server listened after ${late.listening} ms)`);
  // Asked for: the offscreen driver draws the scene and the panel with no display at all.
  const file = `${shots}flock-offscreen.png`;
  rmSync(file, { force: true });
  const off = spawnSync(BIN, ['--lang', 'en', '--frames', '30', '--size', '800x500', '--screenshot', file, link], { encoding: 'utf8', env: { ...env, SDL_VIDEODRIVER: 'offscreen' }, timeout: 60000 });
  assert.equal(off.status, 0, off.stderr);
  const img = decodePng(readFileSync(file));
  assert.deepEqual([img.width, img.height], [800, 500]);
  const world = { x: 260, y: 50, w: 520, h: 350 };
  const boids = countDifferent(img, pixelAt(img, world.x + 5, world.y + 5), world, 40);
  assert.ok(boids > 1000, `boids drawn offscreen: ${boids} pixels`);
});

test('the command line refuses what it cannot do, with the reason and the usage (exit 2), and says what a link\'s values became', () => {
  const v = version();
  const refused = (args, why) => {
    const r = spawnSync(BIN, args, { encoding: 'utf8', timeout: 30000 });
    assert.equal(r.status, 2, `${args.join(' ')}: exit ${r.status} ${r.signal ?? ''}, ${r.stderr}`);
    assert.match(r.stderr, why, args.join(' '));
    assert.match(r.stderr, /^usage: steering-playground/m, `${args.join(' ')}: the usage`);
  };
  refused(['--hash', 'abc', `#v=${v}&demo=evade`], /--hash: a whole number of steps/);
  refused(['--hash', '-5', `#v=${v}&demo=evade`], /--hash: a whole number of steps, 0 to 2147483647: -5/);
  refused(['--hash', '4294967306', `#v=${v}&demo=evade`], /--hash: a whole number of steps/);
  refused(['--hash'], /--hash needs a value/);
  refused(['--frames', '-1', `#v=${v}&demo=flock`], /--frames: a whole number of frames, 1 or more: -1/);
  refused(['--frames', 'abc', `#v=${v}&demo=flock`], /--frames: a whole number/);
  refused(['--size', '0x0', `#v=${v}&demo=flock`], /--size: WIDTHxHEIGHT/);
  refused(['--size', '-5x10', `#v=${v}&demo=flock`], /--size: WIDTHxHEIGHT/);
  refused(['--size', '400x300junk', `#v=${v}&demo=flock`], /--size: WIDTHxHEIGHT/);
  refused(['--size', '4294968296x720', `#v=${v}&demo=flock`], /--size: WIDTHxHEIGHT/);  // not wrapped to 1000
  refused(['--size', '800x+500', `#v=${v}&demo=flock`], /--size: WIDTHxHEIGHT/);
  refused(['-x', `#v=${v}&demo=flock`], /unknown option: -x/);
  refused(['--nope'], /unknown option: --nope/);
  refused([`#v=${v}&demo=flock`, `#v=${v}&demo=seek`], /one link only/);
  refused(['--hash', '1', '--fragment', `#v=${v}&demo=seek`], /--hash, --fragment or --code: one of them/);
  refused(['--fragment', '--code', 'js', `#v=${v}&demo=seek`], /--hash, --fragment or --code: one of them/);
  // Said once, and nothing a window does beside a mode that opens none (it wrote no PNG, exit 0).
  refused(['--hash', '5', '--hash', '6', `#v=${v}&demo=seek`], /--hash given twice/);
  refused(['--lang', 'en', '--lang', 'zh-CN', `#v=${v}&demo=seek`], /--lang given twice/);
  refused(['--hash', '5', '--frames', '3', '--screenshot', 'x.png', `#v=${v}&demo=seek`], /open no window/);
  refused(['--fragment', '--screenshot', 'x.png', `#v=${v}&demo=seek`], /open no window/);
  refused(['--code', 'js', '--size', '400x300', `#v=${v}&demo=seek`], /open no window/);
  // A language the page's code() does not take: its refusal, which names the ones it does.
  refused(['--code', 'cs', `#v=${v}&demo=seek`], /^--code cs: Unknown language: use cpp, .* or js\.$/m);
  refused(['--code', '', `#v=${v}&demo=seek`], /^--code : Unknown language: use /m);
  refused(['--code'], /--code needs a value/);
  // --help is asked for: the usage on stdout, exit 0.
  const help = spawnSync(BIN, ['--help'], { encoding: 'utf8' });
  assert.equal(help.status, 0);
  assert.match(help.stdout, /^usage: steering-playground .*--size WxH/m);
  assert.match(help.stdout, /^exit: 0 done, 1 no window/m);
  // A link's notices go to stderr, as the page shows them; the hash and fragment are of what loaded.
  const clamped = spawnSync(BIN, ['--fragment', `#v=${v}&demo=evade&threat=abc`], { encoding: 'utf8' });
  assert.equal(clamped.status, 0, clamped.stderr);
  assert.match(clamped.stderr, /ignored a bad value for threat/);
  assert.doesNotMatch(clamped.stdout, /threat=/);
  // The modes that print speak --lang, else the link's lang= (as the page's load() does), never the
  // environment's: the fragment keeps lang=, and a notice is in that language.
  const english = { ...process.env, LANGUAGE: 'zh_CN', LANG: 'zh_CN.UTF-8' };
  const linked = spawnSync(BIN, ['--fragment', `#v=${v}&demo=seek&lang=pt-BR`], { encoding: 'utf8', env: english });
  assert.match(linked.stdout, /[#&]lang=pt-BR(&|$)/m, linked.stdout);
  const flagged = spawnSync(BIN, ['--lang', 'pt-BR', '--fragment', `#v=${v}&demo=evade&threat=abc`], { encoding: 'utf8', env: english });
  assert.match(flagged.stdout, /[#&]lang=pt-BR(&|$)/m, flagged.stdout);
  assert.doesNotMatch(flagged.stderr, /ignored a bad value/, 'the notice in Portuguese, not English');
  const plain = spawnSync(BIN, ['--fragment', `#v=${v}&demo=seek`], { encoding: 'utf8', env: english });
  assert.doesNotMatch(plain.stdout, /lang=/, 'not the environment\'s Chinese');
  const unknown = spawnSync(BIN, ['--hash', '10', `#v=${v}&demo=nope`], { encoding: 'utf8' });
  assert.equal(unknown.status, 0, unknown.stderr);
  assert.match(unknown.stderr, /unknown demo, opened Pursuit/);
  assert.equal(unknown.stdout.trim(), run(['--hash', '10', `#v=${v}&demo=pursuit`]).trim(), 'the hash of the demo that opened');
  // A screenshot into a folder that is not there: said before any window or frame (exit 1, no PNG).
  const started = Date.now();
  const nowhere = spawnSync(BIN, ['--frames', '600', '--screenshot', '/nonexistent-dir/x.png', `#v=${v}&demo=flock`], { encoding: 'utf8', timeout: 30000 });
  assert.equal(nowhere.status, 1, nowhere.stderr);
  assert.match(nowhere.stderr, /^could not write \/nonexistent-dir\/x\.png \(\/nonexistent-dir: No such file or directory\)$/m);
  assert.ok(Date.now() - started < 5000, 'before 600 frames were drawn');
  // A link refused: its reason once (not "link refused: Link refused: ..."), exit 2, no output.
  for (const flag of [['--hash', '1'], ['--fragment'], ['--code', 'js']]) {
    const long = spawnSync(BIN, [...flag, `#${'a'.repeat(9000)}`], { encoding: 'utf8' });
    assert.equal(long.status, 2, flag.join(' '));
    assert.equal(long.stderr.trim(), 'Link refused: longer than 8 KB.');
    assert.equal(long.stdout, '');
  }
});
