// Writes an ES module's code as a plain script that puts its exports on window.NAME (the build
// uses it for npm gifenc's minified module, web/gifenc.js, fetched by shell/clip.js with a
// <script> like every page script: one way of loading, cached by the service worker, no module
// loader). It fails when the module does not end with one `export{a as B,...}`, so a new version
// of the package that reads otherwise stops the build instead of shipping a broken script.
//   node scripts/plain_script.mjs IN.esm.js OUT.js NAME
import { readFileSync, writeFileSync } from 'node:fs';

const [input, output, name] = process.argv.slice(2);
if (!input || !output || !/^[A-Za-z_$][\w$]*$/.test(name || '')) {
  console.error('usage: node scripts/plain_script.mjs IN.esm.js OUT.js NAME');
  process.exit(2);
}
const source = readFileSync(input, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
const m = /export\s*\{([^}]*)\};?\s*$/.exec(source);
if (!m || /\bimport\b[\s{*"']/.test(source.slice(0, m.index)) || /\bexport\b/.test(source.slice(0, m.index))) {
  console.error(`${input}: not a module that ends with one export list`);
  process.exit(1);
}
const fields = m[1].split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
  const [local, as] = s.split(/\s+as\s+/);
  return `${JSON.stringify(as || local)}:${local}`;
});
writeFileSync(output, `(function(){'use strict';${source.slice(0, m.index)}\nwindow[${JSON.stringify(name)}]={${fields.join(',')}};})();\n`);
