// A finger on the timeline in every engine (the long press of issue #37's range, session 18), with
// the touch input each engine's driver makes: Chromium's CDP touch events, Firefox's WebDriver
// BiDi touch actions (its touch events on: `dom.w3c_touch_events.enabled`), and WebKitGTK's
// classic WebDriver touch actions, which WebKitGTK delivers as a mouse (pointerType "mouse", no
// touchstart: it has no touch screen here). So in WebKit the same gestures check the mouse's
// side of the rule: a press that waits still scrubs, and only Shift picks a range.
// `make engines` runs this under xvfb-run with playground.test.mjs.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchEngine, selectedEngines, serveFor, openPlayground, pg, frames, widget, sleep } from './engines.mjs';

const T = { timeout: 180000 };

for (const name of selectedEngines()) {
  describe(`${name} with a finger`, () => {
    let engine = null;
    let server = null;
    let page = null;

    before(async () => {
      server = await serveFor(name);
      engine = await launchEngine(name, { touch: true });
      page = await engine.newPage({ width: 1280, height: 720 });
    });
    after(async () => {
      await page?.close();
      await engine?.close();
      server?.close();
    });

    test(`${name}: a long press on the timeline marks a range's start and a drag picks its end; a tap clears it`, T, async () => {
      await openPlayground(page, `${server.url}#v=5&demo=pursuit&paused=1`);
      await pg(page, 'step', 1200);  // 20 s
      await frames(page, 3);
      // What reaches the page from the driver's finger: a touch, or (WebKitGTK) a mouse.
      await page.evaluate(() => {
        window.__arrived = [];
        for (const type of ['touchstart', 'pointerdown'])
          window.addEventListener(type, (e) => window.__arrived.push(e.pointerType || 'touch'), { capture: true });
      });
      const bar = await widget(page, 'slider:time');
      const x = (f) => bar.x0 + (bar.x1 - bar.x0) * f;
      const hold = async (f, ms) => {
        await page.touch.start(x(f), bar.y);
        await frames(page, 2);
        if (ms) await sleep(ms);
        await frames(page, 3);
      };
      const slide = async (a, b) => {
        for (let i = 1; i <= 5; i++) {
          await page.touch.move(x(a + ((b - a) * i) / 5), bar.y);
          await frames(page, 1);
        }
      };
      const lift = async () => {
        await page.touch.end();
        await frames(page, 3);
      };
      const field = () => page.evaluate(() => { const f = document.getElementById('pg-type'); return !!f && f.style.display !== 'none'; });

      await hold(0.5, 800);
      const arrived = await page.evaluate(() => window.__arrived);
      const finger = arrived.includes('touch');
      assert.equal(finger, name !== 'webkit', `${name}: the driver's finger arrived as ${JSON.stringify(arrived)}`);
      let tl = await pg(page, 'timeline');
      assert.ok(Math.abs(tl.now - 10) < 0.6, `the press went to its moment: ${tl.now}`);
      await slide(0.5, 0.7);
      await lift();
      tl = await pg(page, 'timeline');
      if (finger) {
        // The long press marked the start; the drag after it picked the end and did not scrub.
        assert.ok(tl.selection && Math.abs(tl.selection.from - 10) < 0.6 && Math.abs(tl.selection.to - 14) < 0.6, JSON.stringify(tl.selection));
        assert.ok(Math.abs(tl.now - 10) < 0.6, `the drag after the long press did not scrub: ${tl.now}`);
        assert.equal(await field(), false, 'a long press opens no number field');
        // A tap clears the range and goes to its moment; it opens no number field (a tap on a
        // panel slider does; the timeline's bar is a place to go, d4ad747).
        // Down for one frame, the release seen in the next: the long press's 0.5 s of frame time
        // is never reached however slow the frames (two frames of a loaded machine, up to 0.3 s
        // each, came near it; five frames made a "tap" a long press).
        await page.touch.start(x(0.2), bar.y);
        await frames(page, 1);
        await lift();
        tl = await pg(page, 'timeline');
        assert.equal(tl.selection, null, 'a tap clears the range');
        assert.ok(tl.now > 3 && tl.now < 5, `the tap went to ${tl.now}`);
        assert.equal(await field(), false, 'a tap on the bar opens no number field');
      } else {
        // A mouse's press that waits still scrubs: no range.
        assert.equal(tl.selection, null, `a mouse picks no range without Shift: ${JSON.stringify(tl.selection)}`);
        assert.ok(Math.abs(tl.now - 14) < 0.6, `the mouse's drag scrubbed to ${tl.now}`);
      }
      assert.deepEqual(await page.problems(), []);
    });
  });
}
