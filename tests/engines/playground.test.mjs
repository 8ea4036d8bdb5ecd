// The playground in every engine a class uses: Chromium, Firefox (Gecko) and WebKit (Safari's
// engine), through the one driver interface of engines.mjs. Each engine gets one browser and
// runs the same checks: every demo loads with no console error, the golden hashes, the mouse on
// ImGui widgets and agents, the keyboard shortcuts, links, embed mode, WebGL context loss; and
// Firefox with WebGL 2 switched off shows the page's message. ENGINES=webkit limits the run.
// Firefox and WebKit need a display: `make engines` runs this under xvfb-run.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchEngine, selectedEngines, serveFor, openPlayground, pg, frames, widget, sleep } from './engines.mjs';
import { createRequire } from 'node:module';
import { goldenTable, serve, SHOTS } from '../browser/browser.mjs';
import { decodePng, countDifferent, pixelAt } from '../browser/png.mjs';
import { parseGif } from '../browser/gif.mjs';

const golden = goldenTable();
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const shots = `${SHOTS}engines/`;
const T = { timeout: 180000 };

for (const name of selectedEngines()) {
  describe(name, () => {
    let engine = null;
    let server = null;
    let page = null;

    before(async () => {
      mkdirSync(shots, { recursive: true });
      server = await serveFor(name);
      engine = await launchEngine(name);
      page = await engine.newPage({ width: 1280, height: 720 });
    });
    after(async () => {
      await page?.close();
      await engine?.close();
      server?.close();
    });
    // One window per engine for the whole file (WebKit has one per session): each test opens
    // the page afresh at its own link, so no test inherits another's scene.
    const open = (link = '') => openPlayground(page, `${server.url}${link}`);

    test(`${name}: the browser is the one documented`, () => {
      assert.match(engine.version, { chromium: /^Chromium \d+/, firefox: /^Firefox \d+/, webkit: /^WebKitGTK 2\.\d+/ }[name]);
    });

    test(`${name}: every demo loads, runs and draws with no console error`, T, async () => {
      await open();
      const demos = await pg(page, 'demos');
      assert.deepEqual(demos.map((d) => d.id), ['pursuit', 'evade', 'wander', 'flock', 'seek', 'chase', 'avoid', 'path', 'hide',
        'containment', 'walls', 'flowfield', 'crowd', 'queue', 'custom']);
      for (const d of demos) {
        const r = await pg(page, 'load', `demo=${d.id}`);
        assert.equal(r.ok, true, d.id);
        // Running: 20 steps go by on their own (real time, at the engine's frame rate).
        const f0 = (await pg(page, 'state')).frame;
        await page.waitFor((f) => window.playground.state().frame > f + 20, f0, 20000);
        const s = await pg(page, 'state');
        assert.equal(s.demo, d.id);
        assert.ok(s.agents.length > 0, d.id);
        for (const a of s.agents) assert.ok(a.pos.every(Number.isFinite) && a.vel.every(Number.isFinite), d.id);
        if (d.id === 'flock') {
          // The picture, for a person to look at: build/screenshots/engines/<engine>-flock.png.
          await frames(page, 2);
          const shot = await page.screenshot();
          writeFileSync(`${shots}${name}-flock.png`, shot);
          const img = decodePng(shot);
          assert.deepEqual([img.width, img.height], [1280, 720], 'the viewport is 1280x720');
          const bg = pixelAt(img, 1270, 715);
          assert.ok(countDifferent(img, bg, { x: 360, y: 40, w: 900, h: 630 }) > 500, 'the flock is drawn');
          assert.ok(countDifferent(img, bg, { x: 0, y: 0, w: 330, h: 300 }) > 2000, 'the panel is drawn');
        }
      }
      assert.deepEqual(await page.problems(), []);
    });

    test(`${name}: every demo's default scene hashes as in the golden table after 3,600 steps`, T, async () => {
      await open('#paused=1');
      const got = await page.evaluate((rows) => rows.map(({ demo, steps }) => {
        // Today's default link (without v= a link is version 1 and keeps old defaults).
        const version = /[#&]v=(\d+)/.exec(window.playground.link())[1];
        window.playground.load(`v=${version}&demo=${demo}&paused=1`);
        window.playground.step(steps);
        return { demo, steps, hash: window.playground.hash() };
      }), golden);
      assert.deepEqual(got, golden);
    });

    // The timeline (issue #37): a scrub restores a snapshot and steps on from it, so it must land
    // on the straight run's very bits in every engine's wasm, as the golden hashes do.
    test(`${name}: a scrub back and forth lands on the state a straight run has then, in several demos`, T, async () => {
      await open('#paused=1');
      const demos = ['pursuit', 'flock', 'chase', 'path', 'hide', 'crowd', 'custom'];
      const got = await page.evaluate(async (list) => {
        const version = /[#&]v=(\d+)/.exec(window.playground.link())[1];
        const out = [];
        for (const demo of list) {
          window.playground.load(`v=${version}&demo=${demo}&paused=1`);
          // The straight run: its hash at 1.5 s, 5 s and 12 s.
          const want = {};
          for (const step of [90, 300, 720]) {
            window.playground.step(step - window.playground.timeline().step);
            want[step] = window.playground.hash();
          }
          // Back, further back, forward to the end, back again; then play on from 1.5 s to 12 s.
          for (const step of [300, 90, 720, 300]) {
            const r = await window.playground.scrub(step / 60);
            out.push({ demo, step, hash: r.hash, want: want[step] });
          }
          await window.playground.scrub(1.5);
          window.playground.step(630);
          out.push({ demo, step: 720, hash: window.playground.hash(), want: want[720], playedOn: true });
        }
        return out;
      }, demos);
      assert.equal(got.length, demos.length * 5);
      for (const r of got) assert.equal(r.hash, r.want, `${r.demo} at step ${r.step}${r.playedOn ? ', played on from 1.5 s' : ''}`);
      assert.deepEqual(await page.problems(), []);
    });

    test(`${name}: the mouse presses buttons, drags a slider and drags an agent`, T, async () => {
      await open('#demo=evade&paused=1');
      await frames(page);
      // Step, while paused: exactly one frame.
      const f0 = (await pg(page, 'state')).frame;
      const step = await widget(page, 'button:step');
      assert.ok(step, 'the Step button is on screen');
      await page.mouse.click(step.x, step.y);
      await page.waitFor((f) => window.playground.state().frame === f + 1, f0, 20000);
      await frames(page, 3);
      assert.equal((await pg(page, 'state')).frame, f0 + 1);
      assert.equal((await pg(page, 'state')).paused, true);
      // Play.
      const play = await widget(page, 'button:play');
      await page.mouse.click(play.x, play.y);
      await page.waitFor(() => !window.playground.state().paused, null, 20000);
      await pg(page, 'pause');
      // The threat-range slider, from its left end to three quarters of its width.
      const w = await widget(page, 'param:threat');
      assert.ok(w, 'the threat slider is on screen');
      await page.mouse.move(w.x0 + 4, w.y);
      await frames(page, 2);
      await page.mouse.down();
      await page.mouse.move(w.x0 + (w.x1 - w.x0) * 0.75, w.y, { steps: 8 });
      // Held for two frames, as a hand does: Dear ImGui 1.86 reads the pointer once per frame,
      // so a release in the same frame as the last move would drop it (at WebKit's ~10-20 fps).
      await frames(page, 2);
      await page.mouse.up();
      await frames(page);
      const s = await pg(page, 'state');
      assert.ok(s.params.threat > 250 && s.params.threat < 320, `threat ${s.params.threat}`);
      assert.equal(s.marks.threat, s.params.threat);
      // The pursuer, dragged by 60 and 30 CSS px: selected, and moved by more than 20 world units.
      await pg(page, 'load', 'demo=evade&paused=1');
      await frames(page);
      const p = (await pg(page, 'state')).agents.find((a) => a.role === 'pursuer');
      const [x, y] = await pg(page, 'toScreen', p.pos[0], p.pos[1]);
      // Pressed at once after the move from the Step button: the app decides by the press's own
      // position whether it is the panel's or the world's (it used to take last frame's hover
      // state, and a press within one frame of the move was lost; docs/browsers.md).
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 60, y + 30, { steps: 6 });
      await frames(page, 2);
      await page.mouse.up();
      await frames(page);
      const after_ = await pg(page, 'state');
      assert.equal(after_.selected, p.id);
      const moved = after_.agents.find((a) => a.id === p.id);
      const d = Math.hypot(moved.pos[0] - p.pos[0], moved.pos[1] - p.pos[1]);
      assert.ok(d > 20, `the pursuer followed the mouse (${d.toFixed(1)} units)`);
      assert.deepEqual(await page.problems(), []);
    });

    test(`${name}: keyboard shortcuts on the canvas: Space, N, ArrowRight, R and the digits`, T, async () => {
      await open();
      await frames(page);
      // The shortcuts act only while the scene has the focus (the page takes none on load, so
      // that the first Tab reaches "Skip to the scene"): give it the focus, as a click would.
      await page.evaluate(() => document.getElementById('canvas').focus());
      assert.equal(await page.evaluate(() => document.activeElement.id), 'canvas', 'the canvas has the focus');
      await page.keyboard.press('Space');
      await page.waitFor(() => window.playground.state().paused, null, 20000);
      const f0 = (await pg(page, 'state')).frame;
      await page.keyboard.press('n');
      await page.waitFor((f) => window.playground.state().frame === f + 1, f0, 20000);
      await page.keyboard.press('ArrowRight');
      await page.waitFor((f) => window.playground.state().frame === f + 2, f0, 20000);
      await frames(page, 3);
      assert.equal((await pg(page, 'state')).frame, f0 + 2, 'one step per key');
      await page.keyboard.press('r');
      await page.waitFor(() => window.playground.state().frame === 0, null, 20000);
      const ids = (await pg(page, 'demos')).map((d) => d.id);
      for (let k = Math.min(ids.length, 9); k >= 1; k--) {  // keys 1-9: the first nine demos
        await page.keyboard.press(String(k));
        await page.waitFor((id) => window.playground.state().demo === id, ids[k - 1], 20000);
      }
      // Space again resumes.
      const paused = (await pg(page, 'state')).paused;
      await page.keyboard.press('Space');
      await page.waitFor((was) => window.playground.state().paused !== was, paused, 20000);
      assert.deepEqual(await page.problems(), []);
    });

    test(`${name}: links: load(), an edited fragment, Copy link`, T, async (t) => {
      await open('#demo=evade&threat=70');
      assert.equal((await pg(page, 'state')).params.threat, 70, 'the opening link applies');
      const r = await pg(page, 'load', 'demo=wander&count=9&paused=1');
      assert.equal(r.ok, true);
      let s = await pg(page, 'state');
      assert.equal(s.demo, 'wander');
      assert.equal(s.agents.length, 9);
      // The address bar, edited by hand: a hashchange.
      await page.evaluate(() => { window.location.hash = '#demo=evade&threat=55'; });
      await page.waitFor(() => window.playground.state().demo === 'evade', null, 20000);
      assert.equal((await pg(page, 'state')).params.threat, 55);
      // The Copy link button copies the scene's share link.
      await frames(page);
      const copy = await widget(page, 'button:copy');
      assert.ok(copy, 'the Copy link button is on screen');
      await page.mouse.click(copy.x, copy.y);
      const copied = await page.waitFor(() => window.playgroundShell.lastCopied, null, 20000);
      assert.equal(copied, await pg(page, 'link'));
      assert.match(copied, /#v=\d+&demo=evade&threat=55/);
      // The notice says whether the clipboard took it; its own test below asks for "Link copied".
      s = await page.waitFor(() => { const n = window.playground.state().notice; return n ? window.playground.state() : null; }, null, 20000);
      assert.match(s.notice, /^(Link copied|Could not copy: the link is in the address bar)$/);
      t.diagnostic(`${name} says: ${s.notice}`);
      // The copied link reopens the same scene.
      await open(copied.replace(/^https?:\/\/[^/]+\//, ''));
      s = await pg(page, 'state');
      assert.equal(s.demo, 'evade');
      assert.equal(s.params.threat, 55);
      assert.deepEqual(await page.problems(), []);
    });

    // WebKitGTK 2.50 refused navigator.clipboard.writeText (NotAllowedError) and
    // execCommand('copy') from the app's next animation frame, a callback requested before the
    // click: WebKit lends a click's gesture only to what the click handler runs or schedules.
    // shell.js now copies inside the click itself (docs/browsers.md).
    test(`${name}: Copy link writes the clipboard and says "Link copied"`, T, async () => {
      await open('#demo=seek');
      await frames(page);
      const copy = await widget(page, 'button:copy');
      await page.mouse.move(copy.x, copy.y);
      await frames(page, 2);
      await page.mouse.click(copy.x, copy.y);
      await page.waitFor(() => window.playgroundShell.lastCopied, null, 20000);
      const notice = await page.waitFor(() => window.playground.state().notice, null, 20000);
      assert.equal(notice, 'Link copied');
    });

    // Copy as code: the code generator is fetched on first use (shell.js), so the first click
    // may come before it has: the click hands the clipboard an item whose text follows
    // (ClipboardItem with a Promise), which keeps WebKit's gesture; the second click finds it.
    test(`${name}: Copy as code writes the clipboard before and after the generator has come`, T, async () => {
      await open('#demo=seek&paused=1');
      await pg(page, 'focus', 'button:copycode');  // scrolled into the panel's view
      await frames(page, 4);
      await pg(page, 'focus', null);
      await frames(page);
      const copy = await widget(page, 'button:copycode');
      assert.ok(copy, 'Copy as code is on screen');
      await page.evaluate(() => {
        window.__generatorAtClick = [];
        document.getElementById('canvas').addEventListener('click', () => {
          window.__generatorAtClick.push(performance.getEntriesByType('resource').some((e) => /codegen\.wasm$/.test(e.name)));
        }, { capture: true });
      });
      await page.mouse.click(copy.x, copy.y);
      const first = await page.waitFor(() => /^(Copied|Could not)/.test(window.playground.summary().notice) && window.playground.summary().notice, null, 20000);
      assert.equal(first, 'Copied seek as C++');
      // Another demo, so that its notice tells the second copy from the first.
      await pg(page, 'load', 'demo=pursuit&paused=1');
      await pg(page, 'focus', 'button:copycode');
      await frames(page, 4);
      await pg(page, 'focus', null);
      await frames(page);
      const again = await widget(page, 'button:copycode');
      await page.mouse.click(again.x, again.y);
      const second = await page.waitFor(() => /^(Copied|Could not)/.test(window.playground.summary().notice) && window.playground.summary().notice !== 'Copied seek as C++' && window.playground.summary().notice, null, 20000);
      assert.equal(second, 'Copied pursuit as C++');
      const atClick = await page.evaluate(() => window.__generatorAtClick);
      assert.equal(atClick[1], true, 'the second click finds the generator there');
      console.log(`${name}: generator there at the first click: ${atClick[0]}`);
      assert.deepEqual(await page.problems(), []);
    });

    test(`${name}: embed mode shows the canvas with a minimal overlay`, T, async () => {
      await open('?embed=1#demo=flock');
      await frames(page);
      const w = await pg(page, 'widgets');
      assert.ok(w['button:play'] && w['button:reset'] && w['button:open'], Object.keys(w).join(' '));
      assert.ok(!Object.keys(w).some((k) => k.startsWith('param:')), 'no parameter panel');
      // "Open full" asks for the same scene without ?embed=1 (recorded here instead of a new tab).
      await page.evaluate(() => { window.open = (url) => { window.__opened = url; return null; }; });
      const open_ = w['button:open'];
      await page.mouse.click((open_[0] + open_[2]) / 2, (open_[1] + open_[3]) / 2);
      const url = await page.waitFor(() => window.__opened, null, 20000);
      assert.doesNotMatch(url, /embed=1/);
      assert.match(url, /#v=\d+&demo=flock/);
      assert.deepEqual(await page.problems(), []);
    });

    test(`${name}: WebGL context loss and restore: the simulation and the drawing go on`, T, async () => {
      await open('#demo=flock&paused=1');
      await frames(page, 3);
      const expected = await page.evaluate(() => {
        window.playground.load('demo=flock&paused=1');
        window.playground.step(60);
        const h = window.playground.hash();
        window.playground.load('demo=flock&paused=1');
        return h;
      });
      for (let k = 0; k < 3; k++) {
        await page.evaluate(async () => {
          const gl = document.getElementById('canvas').getContext('webgl2');
          const ext = gl.getExtension('WEBGL_lose_context');
          if (!ext) throw new Error('no WEBGL_lose_context');
          const within = (p, ms, what) =>
            Promise.race([p, new Promise((_, no) => setTimeout(() => no(new Error(`no ${what} in ${ms} ms`)), ms))]);
          const lost = new Promise((r) => gl.canvas.addEventListener('webglcontextlost', r, { once: true }));
          ext.loseContext();
          await within(lost, 5000, 'webglcontextlost');
          window.playground.step(10);
          await new Promise((r) => setTimeout(r, 150));
          const restored = new Promise((r) => gl.canvas.addEventListener('webglcontextrestored', r, { once: true }));
          ext.restoreContext();
          await within(restored, 5000, 'webglcontextrestored');
          window.playground.step(10);
        });
        await frames(page, 2);
      }
      assert.equal(await pg(page, 'hash'), expected, 'state identical to a run without context loss');
      // Drawing goes on: the paused flock is drawn again, and a running one moves on screen.
      await frames(page, 5);
      let img = decodePng(await page.screenshot());
      const bg = pixelAt(img, 1270, 715);
      assert.ok(countDifferent(img, bg, { x: 360, y: 40, w: 900, h: 630 }) > 500, 'the flock is drawn again');
      assert.ok(countDifferent(img, bg, { x: 0, y: 0, w: 330, h: 300 }) > 2000, 'the panel is drawn again');
      await pg(page, 'resume');
      const f0 = (await pg(page, 'state')).frame;
      await page.waitFor((f) => window.playground.state().frame > f + 10, f0, 20000);
      const shot = await page.screenshot();
      writeFileSync(`${shots}${name}-after-context-loss.png`, shot);
      img = decodePng(shot);
      assert.ok(countDifferent(img, bg, { x: 360, y: 40, w: 900, h: 630 }) > 500, 'the running flock is drawn');
      const log = (await page.problems()).filter((m) => !/context (was )?lost|CONTEXT_LOST/i.test(m.text));
      assert.deepEqual(log, []);
    });

    // The accessibility checks of tests/browser/a11y.test.mjs that matter in every engine: axe-core
    // finds nothing, and the keyboard alone reaches a parameter of the second view (a11y.js) and
    // changes it. Each engine has its own focus order rules (Safari's "Tab to each item"), so the
    // walk asserts where Tab goes, not only that the value changed.
    test(`${name}: axe-core finds no WCAG 2.0/2.1 A or AA violation, with the help open too`, T, async () => {
      await open('#demo=evade');
      await page.waitFor(() => !!document.getElementById('pdom'), null, 20000);
      await frames(page, 3);
      await page.addScript(AXE);
      const run = () => page.evaluate(async () => {
        const r = await window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
        return { violations: r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), passes: r.passes.length };
      });
      let r = await run();
      assert.deepEqual(r.violations, []);
      assert.ok(r.passes > 10, `axe ran ${r.passes} passing rules`);
      await page.evaluate(() => document.getElementById('canvas').focus());
      await page.keyboard.press('h');
      await page.waitFor(() => document.getElementById('pd-help') && document.getElementById('pd-help').open, null, 20000);
      r = await run();
      assert.deepEqual(r.violations, [], 'help dialog open');
      assert.deepEqual(await page.problems(), []);
    });

    test(`${name}: the keyboard alone reaches the threat range and changes it; the panel shows where`, T, async () => {
      await open('#demo=evade&paused=1');
      await page.waitFor(() => !!document.getElementById('pd-param-threat'), null, 20000);
      await frames(page, 2);
      const active = () => page.evaluate(() => {
        const e = document.activeElement;
        return e ? (e.getAttribute('data-widget') || e.id || e.className || e.tagName) : null;
      });
      // The page takes no focus on load: the first Tab is the skip link, then Play.
      await page.keyboard.press('Tab');
      assert.equal(await active(), 'pd-skip');
      await page.keyboard.press('Tab');
      assert.equal(await active(), 'button:play');
      let presses = 0;
      while ((await active()) !== 'param:threat' && presses < 40) {
        await page.keyboard.press('Tab');
        presses += 1;
      }
      assert.equal(await active(), 'param:threat', `Tab reached the threat range (${presses} presses after Play)`);
      await frames(page, 3);
      assert.ok((await pg(page, 'widgets'))['param:threat'], 'the focused control\'s widget is on screen, with its ring');
      const t0 = (await pg(page, 'state')).params.threat;
      // An arrow moves it by its step in the panel's description (controls()).
      const step = (await pg(page, 'controls')).flatMap((s) => s.controls).find((c) => c.name === 'param:threat').step;
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.waitFor((t) => window.playground.state().params.threat === t, t0 + 2 * step, 20000);
      await page.keyboard.press('Home');
      await page.waitFor(() => window.playground.state().params.threat === 0, null, 20000);
      assert.deepEqual(await page.problems(), []);
    });

    test(`${name}: Save clip: a GIF of 20 frames a second, and a WebM the engine's own <video> plays for the span (or a clear refusal)`, T, async () => {
      await open('#v=5&demo=pursuit&paused=1');
      await pg(page, 'step', 180);
      await frames(page, 2);
      const hash = await pg(page, 'hash');
      // Made in the page, then read back as one JSON text: WebKitGTK's driver could not read the
      // result of the long async script that made a WebM ("Could not parse script result").
      const made = async (format) => {
        await page.evaluate((f) => {
          window.__clip = null;
          window.playground.clip({ from: 1, to: 2, width: 320, format: f }).then(async (b) => {
            if (!(b instanceof Blob)) { window.__clip = JSON.stringify(b); return; }
            const u = new Uint8Array(await b.arrayBuffer());
            let s = '';
            for (let i = 0; i < u.length; i += 0x8000) s += String.fromCharCode.apply(null, u.subarray(i, i + 0x8000));
            window.__clip = JSON.stringify({ name: b.name, type: b.type, b64: btoa(s) });
          });
        }, format);
        await page.waitFor(() => window.__clip !== null, null, 60000);
        return JSON.parse(await page.evaluate(() => window.__clip));
      };
      const gif = await made('gif');
      assert.equal(gif.name, 'pursuit-1.0-2.0s.gif', JSON.stringify(gif).slice(0, 200));
      const g = parseGif(Buffer.from(gif.b64, 'base64'));
      assert.deepEqual([g.frames, g.width, [...new Set(g.delays)]], [20, 320, [5]]);
      const webm = await made('webm');
      assert.equal(await pg(page, 'hash'), hash, 'the scene is back at its moment');
      assert.deepEqual(await page.problems(), []);
      if (webm.ok === false) {
        // An engine without a WebM encoder says so (the dialog shows the same words).
        assert.match(webm.message, /cannot make WebM video/);
        console.log(`${name}: no WebM (${webm.message})`);
        return;
      }
      assert.equal(webm.name, 'pursuit-1.0-2.0s.webm');
      // Played from a server of its own: the playground's Content-Security-Policy keeps blob:
      // media out, and WebKitGTK's <video> refuses a blob: or data: WebM anywhere (error 4, though
      // canPlayType says "probably"), while it plays the same file from an http URL.
      const dir = mkdtempSync(join(tmpdir(), 'clip-'));
      writeFileSync(`${dir}/index.html`, '<!doctype html><title>clip</title>');
      writeFileSync(`${dir}/clip.webm`, Buffer.from(webm.b64, 'base64'));
      const files = await serve(['--root', dir]);
      let v;
      try {
        await page.goto(files.url);
        v = await page.evaluate(() => new Promise((resolve, reject) => {
          const video = document.createElement('video');
          video.muted = true;
          video.onloadedmetadata = () => resolve({ duration: video.duration, width: video.videoWidth });
          video.onerror = () => reject(new Error(`the video element cannot read it (${video.error && video.error.code})`));
          video.src = 'clip.webm';
          document.body.appendChild(video);
        }));
      } finally {
        files.close();
        rmSync(dir, { recursive: true, force: true });
      }
      console.log(`${name}: WebM of 1 s: duration ${v.duration} s, ${v.width} px wide`);
      assert.ok(Math.abs(v.duration - 1) <= 0.5 / 30, `duration ${v.duration} (within half a frame of the 1 s span)`);
      assert.equal(v.width, 320);
    });
  });
}

// Bad input: a browser with WebGL 2 switched off (Firefox's own pref, not a script that hides
// it) gets the page's clear message instead of a blank or broken page.
if (selectedEngines().includes('firefox')) {
  test('firefox with webgl.enable-webgl2=false: the page says it needs WebGL 2', T, async () => {
    const server = await serveFor('firefox');
    const engine = await launchEngine('firefox', { prefs: { 'webgl.enable-webgl2': false } });
    try {
      const page = await engine.newPage();
      await page.goto(server.url);
      const text = await page.waitFor(() => {
        const el = document.getElementById('status');
        return el.className === 'error' && el.textContent.trim();
      }, null, 15000);
      assert.match(text, /needs WebGL 2/);
      assert.equal(await page.evaluate(() => !!document.createElement('canvas').getContext('webgl2')), false, 'WebGL 2 is off');
      assert.equal(await page.evaluate(() => !!document.createElement('canvas').getContext('webgl')), true, 'WebGL 1 is still on');
      assert.equal(await page.evaluate(() => typeof window.playground), 'undefined', 'the wasm was never started');
      writeFileSync(`${shots}firefox-no-webgl2.png`, await page.screenshot());
      await sleep(300);
      assert.deepEqual(await page.problems(), []);
    } finally {
      await engine.close();
      server.close();
    }
  });
}
