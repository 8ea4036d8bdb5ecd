// Writes the page's index.html: shell/index.html with its first screen (the default scene's title,
// lesson and still, every demo's words) put where the template says <!-- first screen -->, as the
// model prints them (src/app/first_screen.cpp, built for node). Run by the web build (CMakeLists.txt).
//   node scripts/first_screen.mjs TEMPLATE FIRST_SCREEN_JS OUT
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [template, tool, out] = process.argv.slice(2);
const MARK = '<!-- first screen -->';
const html = readFileSync(template, 'utf8');
if (html.split(MARK).length !== 2) throw new Error(`${template}: needs exactly one ${MARK}`);
const screen = execFileSync(process.execPath, ['--no-experimental-fetch', tool], { encoding: 'utf8' }).trim();
writeFileSync(out, html.replace(MARK, screen.split('\n').join('\n      ')));
