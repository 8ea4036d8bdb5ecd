// Which of the wasm's functions the first frames of no link run: the list the page's build moves
// to playground.deferred.wasm (scripts/split_wasm.py), which the page fetches after its first
// frame. `make first-frame-list` builds the page with Binaryen's instrumentation (SPLIT_PROFILE=ON:
// playground.wasm records each function's first call) and runs
//   node scripts/first_frame_profile.mjs SITE_DIR OUT_FILE
// which opens every demo's default link and a few variants (languages, the projector's scale, the
// light and high-contrast themes, an embed, a teacher's lesson, challenges and a comparison) in Chromium, on a laptop's screen and on a phone's
// (Lighthouse's: 412x823 at 1.75 device pixels a CSS pixel, touch: a scale other than 1 and a
// coarse pointer take paths of their own from the start), then a tablet's and a 3x phone's, lets
// each run 3 s past its first frame
// (past the timeline's first snapshots), merges the profiles, and writes the names of the
// functions none of them ran, one per line, to OUT_FILE. Run it again when code changes: new
// functions stay in the first module until it is.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, serve } from '../tests/browser/browser.mjs';

const [site, out] = process.argv.slice(2);
const tmp = mkdtempSync(join(tmpdir(), 'first-frame-'));
const server = await serve(['--root', site]);
const browser = await launch();

// The links: the page without one, then each demo's (from the page's own table) and variants.
const LAPTOP = { viewport: { width: 1280, height: 720 } };
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const TABLET = { viewport: { width: 810, height: 1080 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const PHONE3X = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const TEACHER_LINKS = ['demo=flock&title=A%20lesson&prompt=Why%20do%20they%20turn%20together%3F',
  'demo=pursuit&lookahead=0&title=T&prompt=Q%3F&check=caught%3C9',
  'demo=evade&title=Threat&prompt=Does%20it%20escape%3F&ask=yesno&check=caught%3C20&lock=threat',
  'demo=evade&ask=set&check=caught%3E20&lock=evaderSpeed', 'demo=chase&ask=pick&check=first', 'demo=seek&compare=gain:1'];
async function profile(link, file, screen) {
  const context = await browser.newContext(screen);
  const page = await context.newPage();
  await page.goto(server.url + link);
  await page.waitForFunction(() => performance.getEntriesByName('playground-first-frame').length > 0, null, { timeout: 60000 });
  await page.waitForTimeout(3000);
  const bytes = await page.evaluate(() => {
    const asm = window.Module.asm;
    const memory = Object.values(asm).find((v) => v instanceof WebAssembly.Memory);
    const size = asm.__write_profile(0, 0);
    const at = window.Module._malloc(size);
    asm.__write_profile(at, size);
    return Array.from(new Uint8Array(memory.buffer, at, size));
  });
  writeFileSync(file, Buffer.from(bytes));
  const demos = await page.evaluate(() => window.playground.demos().map((d) => d.id));  // after: not profiled
  await context.close();
  return demos;
}

const files = [];
const run = async (link, screen = LAPTOP) => { const f = join(tmp, `${files.length}.data`); files.push(f); return profile(link, f, screen); };
const demos = await run('');
const version = /[#&]v=(\d+)/.exec(await (async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => window.playground && window.playground.link);
  const link = await page.evaluate(() => window.playground.link());
  await context.close();
  return link;
})())[1];
for (const screen of [LAPTOP, PHONE]) {
  for (const d of demos) await run(`#v=${version}&demo=${d}`, screen);
  for (const extra of ['&lang=zh-CN', '&lang=pt-BR&ui=2', '&theme=light', '&theme=contrast'])
    await run(`#v=${version}&demo=${demos[0]}${extra}`, screen);
  await run(`?embed=1#v=${version}&demo=${demos[1]}`, screen);
  // What a class opens: a teacher's lesson (title, question), a challenge (check, answer, locks)
  // and a comparison with a ghost: their header, bar and ghost are drawn from the first frame.
  for (const teacher of TEACHER_LINKS) await run(`#v=${version}&${teacher}`, screen);
}
for (const screen of [TABLET, PHONE3X]) {
  await run('', screen);
  await run(`#v=${version}&demo=${demos[2]}&lang=zh-CN`, screen);
}
await browser.close();
server.close();

// The merged profile splits the module as the build will; scripts/split_wasm.py names what the
// primary did not keep (its one reading of Binaryen's and emcc's function names).
const merged = join(tmp, 'merged.data');
execFileSync('wasm-split', ['--all-features', '--merge-profiles', ...files, '-o', merged]);
execFileSync('wasm-split', ['--all-features', join(site, 'playground.wasm.orig'), `--profile=${merged}`,
  '-o1', join(tmp, 'primary.wasm'), '-o2', join(tmp, 'secondary.wasm'), '--symbolmap']);
execFileSync('/usr/bin/python3', [new URL('split_wasm.py', import.meta.url).pathname, 'list', site,
  join(tmp, 'primary.wasm.symbols'), out, String(files.length), merged], { stdio: 'inherit' });
