import { launch, serve, open, pg, sleep } from './browser/browser.mjs';
const b = await launch(); const srv = await serve();
try {
  for (const [w, h, lang, theme] of [[1280, 900, 'en', 'dark'], [412, 823, 'pt-BR', 'light'], [1024, 768, 'zh-CN', 'contrast']]) {
    const { page } = await open(b, `${srv.url}#v=5&demo=pursuit&lang=${lang}&theme=${theme}`, { viewport: { width: w, height: h } });
    await sleep(3000);
    await pg(page, 'clipDialog');
    await page.waitForSelector('#clip[open]');
    await sleep(300);
    await page.screenshot({ path: `/tmp/clip-${lang}.png` });
    await page.keyboard.press('Escape');
    await page.context().close();
  }
} finally { await b.close(); srv.close(); }
