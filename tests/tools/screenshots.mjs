// `make screenshots`: what the class sees, to look at. Every demo in three languages and three
// themes, on four screens (a laptop at 1366x768, a projector at 1024x768 with ui=2, an iPad in
// portrait at 820x1180, a phone in portrait at 412x823 with 1.75 device pixels a CSS pixel, as
// Lighthouse's), into build/screenshots/sheet/ with a contact sheet,
// build/screenshots/index.html. Not committed: they are looked at, and made again.
//
// Each shot is a demo's default scene, paused after 150 fixed steps (2.5 s), so the same build
// gives the same pictures. Some of them only: SHOT_DEMOS=pursuit,hide SHOT_LANGS=zh-CN
// SHOT_THEMES=dark SHOT_SIZES=projector (comma lists; the sizes are laptop, projector, ipad, phone).
import { mkdirSync, writeFileSync } from 'node:fs';
import { launch, serve, pg, frames, SHOTS } from '../browser/browser.mjs';

const SIZES = {
  laptop: { viewport: { width: 1366, height: 768 }, ui: '' },
  projector: { viewport: { width: 1024, height: 768 }, ui: '&ui=2' },
  ipad: { viewport: { width: 820, height: 1180 }, ui: '', touch: true },
  phone: { viewport: { width: 412, height: 823 }, ui: '', touch: true, deviceScaleFactor: 1.75 },
};
const LANGS = ['en', 'zh-CN', 'pt-BR'];
const THEMES = ['dark', 'light', 'contrast'];
const pick = (name, all) => (process.env[name] ? process.env[name].split(',').filter((x) => all.includes(x)) : all);

const OUT = `${SHOTS}sheet/`;
mkdirSync(OUT, { recursive: true });
const server = await serve();
const browser = await launch();
const rows = [];
let demos = null;
try {
  for (const size of pick('SHOT_SIZES', Object.keys(SIZES))) {
    const { viewport, ui, touch, deviceScaleFactor } = SIZES[size];
    for (const lang of pick('SHOT_LANGS', LANGS)) {
      const context = await browser.newContext({ viewport, deviceScaleFactor, hasTouch: !!touch, isMobile: !!touch, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(`${server.url}#v=4&lang=${lang}${ui}&paused=1`);
      await page.waitForFunction((l) => window.playground && typeof window.playground.language === 'function' &&
        window.playground.language() === l && document.documentElement.lang === l, lang, { timeout: 30000 });
      if (!demos) demos = (await pg(page, 'demos')).map((d) => d.id);
      for (const theme of pick('SHOT_THEMES', THEMES))
        for (const demo of demos.filter((d) => pick('SHOT_DEMOS', demos).includes(d))) {
          await pg(page, 'load', `#v=4&demo=${demo}&lang=${lang}&theme=${theme}${ui}&paused=1`);
          await pg(page, 'step', 150);
          await frames(page, 3);
          const file = `${demo}-${lang}-${theme}-${size}.png`;
          writeFileSync(OUT + file, await page.screenshot());
          rows.push({ demo, lang, theme, size, file });
          process.stdout.write(`${file}\n`);
        }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}

// The contact sheet: one row per demo and screen, a column per language and theme.
const esc = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const cols = [...new Set(rows.map((r) => `${r.lang} ${r.theme}`))];
const lines = [...new Set(rows.map((r) => `${r.demo} ${r.size}`))];
const cell = (line, col) => {
  const r = rows.find((x) => `${x.demo} ${x.size}` === line && `${x.lang} ${x.theme}` === col);
  return r ? `<td><a href="sheet/${r.file}"><img loading="lazy" src="sheet/${r.file}" alt="${esc(r.file)}"></a></td>` : '<td></td>';
};
writeFileSync(`${SHOTS}index.html`, `<!doctype html><meta charset="utf-8"><title>Screenshots</title>
<style>body{font:14px sans-serif;margin:1em}td,th{vertical-align:top;padding:4px}img{width:240px;border:1px solid #888}
th{position:sticky;top:0;background:#fff}</style>
<h1>Every demo, three languages, three themes, four screens</h1>
<table><tr><th></th>${cols.map((c) => `<th>${esc(c)}</th>`).join('')}</tr>
${lines.map((l) => `<tr><th>${esc(l)}</th>${cols.map((c) => cell(l, c)).join('')}</tr>`).join('\n')}
</table>
`);
console.log(`${rows.length} screenshots; contact sheet: ${SHOTS}index.html`);
