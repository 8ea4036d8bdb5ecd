// Lighthouse's mobile profile on the served page (issue 36: a phone on a school's wifi): npm
// lighthouse 12.2.3 (package.json), its default settings (a Moto G Power's screen, slow 4G and a
// 4x slower CPU, simulated), driving Debian's chromium with the flags the browser tests use for
// WebGL 2 (SwiftShader), on the site as scripts/serve.mjs serves it (gzip, as a host would).
// Scores move from run to run: `runs` runs, and the median run by performance score. Each run's
// report and trace stay in build/lighthouse/ (runN.json, runN-0.trace.json) to look into.
// `BENCH_ONLY=lighthouse make bench` runs this part alone and prints it.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const root = new URL('../', import.meta.url).pathname;
const run = promisify(execFile);
export const CHROME_FLAGS = '--headless=new --no-sandbox --use-angle=swiftshader --enable-unsafe-swiftshader';

/** One Lighthouse run on `url`: {score, fcp, lcp, tbt, si, cls, tti} (score 0-100, times in ms). */
export async function lighthouseOnce(url, out) {
  await run(`${root}node_modules/.bin/lighthouse`, [url, `--chrome-flags=${CHROME_FLAGS}`, '--only-categories=performance',
    '--output=json', `--output-path=${out}`, '--save-assets', '--quiet'], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 1 << 26 });
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const a = (id) => r.audits[id].numericValue;
  return {
    score: Math.round(r.categories.performance.score * 100), fcp: a('first-contentful-paint'), lcp: a('largest-contentful-paint'),
    tbt: a('total-blocking-time'), si: a('speed-index'), cls: a('cumulative-layout-shift'), tti: a('interactive'),
    longTasks: (r.audits['long-tasks'].details?.items || []).slice(0, 5).map((t) => `${t.url.split('/').pop() || t.url} ${Math.round(t.duration)} ms`),
  };
}

/** `runs` runs in turn: {runs: [...], median: the run with the median score}. */
export async function lighthouse(url, runs = 3) {
  mkdirSync(`${root}build/lighthouse`, { recursive: true });
  const all = [];
  for (let k = 0; k < runs; k++) all.push(await lighthouseOnce(url, `${root}build/lighthouse/run${k + 1}.json`));
  const sorted = [...all].sort((x, y) => x.score - y.score);
  return { runs: all, median: sorted[sorted.length >> 1] };
}

/** The runs as Markdown lines. */
export function lighthouseReport(lh, load) {
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const lines = ['## Lighthouse, mobile', '',
    'Lighthouse 12.2.3 (npm, pinned), its default mobile profile (412x823 screen, slow 4G, 4x slower CPU, simulated), driving ' +
    'Debian\'s chromium (SwiftShader WebGL), on the site served by `scripts/serve.mjs` (gzip, as a host would). ' +
    `Three runs in turn; load average of the machine (1 min) before them: ${load.toFixed(1)} (Lighthouse's simulation ` +
    'scales the main thread\'s observed tasks, so a busy machine lengthens them).', '',
    '| run | performance | first contentful paint | largest contentful paint | total blocking time | speed index | layout shift |',
    '|---|---|---|---|---|---|---|'];
  lh.runs.forEach((r, k) => lines.push(`| ${k + 1}${r === lh.median ? ' (median)' : ''} | ${r.score} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${s(r.si)} | ${r.cls.toFixed(3)} |`));
  const m = lh.median;
  lines.push('', `Longest main-thread tasks of the median run (as Lighthouse scales them): ${m.longTasks.join(', ') || 'none'}.`, '',
    `- Target performance >= 95 (median of three): ${m.score}, ${m.score >= 95 ? 'met' : '**not met**'}.`,
    `- Target total blocking time <= 150 ms: ${Math.round(m.tbt)} ms, ${m.tbt <= 150 ? 'met' : '**not met**'}.`, '');
  return lines;
}
