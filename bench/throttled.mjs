// Every demo's frame rate with the page's main thread slowed 4x (issue 36: a cheap school laptop):
// CDP's Emulation.setCPUThrottlingRate, 1366x768, SwiftShader (the GPU process is not slowed).
// The frames are counted by requestAnimationFrame in the page, as bench/run.mjs counts them
// unthrottled; each demo is opened afresh with its default link and left to settle for a second.
// `BENCH_ONLY=throttled make bench` runs this part alone and prints it.
import { open, pg, sleep } from '../tests/browser/browser.mjs';

export const CPU_SLOWDOWN = 4;
export const VIEWPORT = { width: 1366, height: 768 };

/** Frames per second over `ms`, counted in the page. */
export function framesPerSecond(page, ms = 3000) {
  return page.evaluate((ms) => new Promise((resolve) => {
    let frames = 0;
    const t0 = performance.now();
    const tick = () => {
      frames++;
      if (performance.now() - t0 < ms) requestAnimationFrame(tick);
      else resolve(frames / ((performance.now() - t0) / 1000));
    };
    requestAnimationFrame(tick);
  }), ms);
}

/** {demo id: fps} for every demo of the page at `url`, the CPU slowed `rate` times. */
export async function throttledFps(browser, url, rate = CPU_SLOWDOWN) {
  const first = await open(browser, url, { viewport: VIEWPORT });
  const ids = (await pg(first.page, 'demos')).map((d) => d.id);
  await first.context.close();
  const fps = {};
  for (const id of ids) {
    const { page, context } = await open(browser, `${url}#demo=${id}`, { viewport: VIEWPORT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await sleep(1000);
    fps[id] = await framesPerSecond(page);
    await context.close();
  }
  return fps;
}

/** {fps, load, loadAfter} as Markdown lines. */
export function throttledReport({ fps, load, loadAfter }) {
  const ids = Object.keys(fps);
  const slowest = Math.min(...Object.values(fps));
  return ['## A cheap laptop: every demo with the CPU slowed 4x', '',
    `Every demo's default link, running, ${VIEWPORT.width}x${VIEWPORT.height}, the page's main thread slowed ${CPU_SLOWDOWN}x ` +
    '(CDP `Emulation.setCPUThrottlingRate`; SwiftShader\'s GPU process is not slowed), frames per second counted in the page ' +
    `over 3 s. Load average of the machine (1 min): ${load.toFixed(1)} before, ${loadAfter.toFixed(1)} after.`, '',
    `| ${ids.join(' | ')} |`, `|${ids.map(() => '---').join('|')}|`, `| ${ids.map((id) => fps[id].toFixed(1)).join(' | ')} |`, '',
    `- Target >= 55 fps for every demo at ${CPU_SLOWDOWN}x: slowest ${slowest.toFixed(1)}, ${slowest >= 55 ? 'met' : '**not met**'}.`, ''];
}
