import { launch, serve, open, pg, sleep, frames } from './browser/browser.mjs';
const b = await launch(); const srv = await serve();
try {
  const { page } = await open(b, `${srv.url}#v=6&demo=flowfield&paused=1&cell=20&brush=200`, { viewport: { width: 1280, height: 900 } });
  await frames(page, 2);
  for (let y = 0; y < 1000; y += 100) await pg(page, 'paint', 0, y, 2000, y + 37);
  await frames(page, 2);
  const l = await pg(page, 'link');
  console.log(l.length);
  const zh = '好'.repeat(100);
  for (const t of [[zh, ''], [zh, zh]]) {
    const r = await pg(page, 'lessonLink', { title: t[0], prompt: t[1] });
    console.log(r.ok, r.fragment && r.fragment.length, r.message);
  }
} finally { await b.close(); srv.close(); }
