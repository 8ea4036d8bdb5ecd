// Writes the page's index.html: shell/index.html with its first screen (the default scene's title,
// lesson and still, every demo's words) put where the template says <!-- first screen -->, as the
// model prints them (src/app/first_screen.cpp, built for node), and the page's words ({{key}}) from
// strings/*.json. Run by the web build (CMakeLists.txt).
// With CSS_TEMPLATE and CSS_OUT, also the page's stylesheet: shell/shell.css with the panel's
// layout rule ({{layout.name}}) as the app has it (first_screen.cpp --css, from panel_layout.h),
// minified.
//   node scripts/first_screen.mjs TEMPLATE FIRST_SCREEN_JS OUT [CSS_TEMPLATE CSS_OUT]
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { minify } from 'csso';

const [template, tool, out, cssTemplate, cssOut] = process.argv.slice(2);
if (cssTemplate) {
  const values = {};
  for (const line of execFileSync(process.execPath, ['--no-experimental-fetch', tool, '--css'], { encoding: 'utf8' }).trim().split('\n')) {
    const at = line.indexOf(' ');
    values[line.slice(0, at)] = line.slice(at + 1);
  }
  const css = readFileSync(cssTemplate, 'utf8').replace(/\{\{layout\.([\w-]+)\}\}/g, (all, name) => {
    if (!(name in values)) throw new Error(`${cssTemplate}: ${all}: first_screen --css has no ${name}`);
    return values[name];
  });
  if (/\{\{/.test(css)) throw new Error(`${cssTemplate}: a {{...}} that is no layout value`);
  // Minified (npm csso, package.json; no restructuring: the rules stay as written, in order): the
  // stylesheet is on the first visit, and its comments and spaces were 40% of it gzipped.
  writeFileSync(cssOut, minify(css, { restructure: false }).css);
}
const MARK = '<!-- first screen -->';
const html = readFileSync(template, 'utf8');
if (html.split(MARK).length !== 2) throw new Error(`${template}: needs exactly one ${MARK}`);
const screen = execFileSync(process.execPath, ['--no-experimental-fetch', tool], { encoding: 'utf8' }).trim();
// The page's own words, {{key}} (English) or {{lang:key}}, from the string tables (strings/*.json),
// escaped for the page's text and attributes. A key a table lacks stops the build.
const tables = {};
const table = (lang) => tables[lang] || (tables[lang] = JSON.parse(readFileSync(new URL(`../strings/${lang}.json`, import.meta.url), 'utf8')));
const escape = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// {{other-languages:key}}: the key in each language after the first (English), a paragraph each,
// from the app's list (demos::kLanguages, the first screen's #page-languages).
const listed = /<script type="application\/json" id="page-languages">(.*?)<\/script>/.exec(screen);
if (!listed) throw new Error('first_screen: no #page-languages');
const others = JSON.parse(listed[1]).slice(1).map((l) => l[0]);
const worded = html.replace(/\{\{other-languages:([a-z][\w.-]*)\}\}/g, (all, key) =>
  others.map((lang) => `\n    <p lang="${lang}">{{${lang}:${key}}}</p>`).join('')).replace(/\{\{(?:([\w-]+):)?([a-z][\w.-]*)\}\}/g, (all, lang, key) => {
  const t = table(lang || 'en');
  if (typeof t[key] !== 'string') throw new Error(`${template}: ${all}: ${lang || 'en'}.json has no ${key}`);
  return escape(t[key]);
});
if (/\{\{/.test(worded.replace(/<!--[\s\S]*?-->/g, ''))) throw new Error(`${template}: a {{...}} that names no key`);
writeFileSync(out, worded.replace(MARK, screen.split('\n').join('\n      ')));
