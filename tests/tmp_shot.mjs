import { launch, serve, open, pg, sleep } from './browser/browser.mjs';
const b = await launch(); const srv = await serve();
try {
  for (const [w, h, theme] of [[1280, 800, 'light'], [1024, 768, 'contrast']]) {
    const { page } = await open(b, `${srv.url}#v=6&demo=flowfield&paused=1&theme=${theme}&cell=20&brush=200`, { viewport: { width: w, height: h } });
    for (let y = 0; y < 1000; y += 100) await pg(page, 'paint', 0, y, 2000, y + 37);
    await pg(page, 'share');
    await page.waitForSelector('#share[open]');
    await page.locator('#share').getByRole('textbox', { name: 'Title', exact: true }).fill('好'.repeat(100));
    await sleep(1500);
    await page.screenshot({ path: `/tmp/share-${theme}.png` });
    await page.locator('#share').evaluate((d) => { d.scrollTop = d.scrollHeight; });
    await page.screenshot({ path: `/tmp/share-${theme}-2.png` });
    await page.context().close();
  }
} finally { await b.close(); srv.close(); }
