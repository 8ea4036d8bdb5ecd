// The API fuzzer (issue #30): every window.playground call with hostile arguments, and links of
// every size by every way in, in the page of any engine (engines.mjs). Two uses:
//   tests/engines/fuzz_api.test.mjs   in `make test`: each call once with each hostile value in
//                                     each argument, the link fuzzer's corpus, sizes to 1.9 MB
//   node tests/engines/fuzz_api.mjs M `make fuzz-api`: M minutes per engine (FUZZ_API_MINUTES) of
//                                     seeded random sequences of calls, hostile and good mixed,
//                                     with the corpus's links in between (ENGINES=... for some)
// After every call the page must still run: no stop, a state() with finite numbers and sane
// agents, a step that advances the frame by one, a hash; a refusal ({ok: false}) carries a plain
// message (the limit's own when the text was over a limit); nothing throws.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Arguments that work, per call: a hostile value goes in each position in turn. */
export const GOOD = {
  set: ['lookahead', 1], setComposition: ['group=5,weighted,100,300,seek:mouse'], load: ['v=3&demo=evade&threat=80'],
  step: [2], select: [0], setView: [{ uiScale: 1 }], record: [false], downloadPng: [{ legend: false }],
  toScreen: [100, 100], code: ['cpp'], paint: [10, 10, 300, 200], copyCode: ['js'], openLesson: [1],
  show: ['velocity', true], compare: ['lookahead', [0.5, 2]], zoom: [1.25], focus: ['param:lookahead'],
  setSeed: [3], setSpeed: [2], selectDemo: ['evade'], answer: ['yes'], setLanguage: ['en'], scrub: [0.5], keepHistory: [true],
  act: ['param:lookahead', 1], pressKey: ['n'],
  check: ['caught<10', true],
  clip: [{ from: 0, to: 0.1, width: 32 }], selectRange: [{ from: 0, to: 0.1 }],
  lessonLink: [{ lock: ['lookahead'], title: 'T', ui: 2, check: 'caught<10', ask: 'set' }],
};
/** Calls that take no argument (they are called with hostile ones all the same). */
export const NONE = ['demos', 'params', 'state', 'composition', 'formula', 'link', 'pause', 'resume', 'reset', 'hash',
  'experiment', 'csv', 'downloadCsv', 'memory', 'widgets', 'layout', 'describe', 'news', 'clearPaint', 'summary', 'lessons',
  'layers', 'copyLink', 'help', 'fit', 'defaults', 'experimentResult', 'experimentNotes', 'startExperiment', 'challenge', 'runChallenge',
  'revealChallenge', 'share', 'offlineHtml', 'downloadOffline', 'shareLink', 'language', 'timeline', 'momentLink', 'controls',
  'clipDialog', 'shortcuts', 'gestures', 'modules'];
/** Calls that read an object's fields: hostile values go in each field too. */
export const FIELDS = { setView: ['uiScale', 'highContrast', 'perf', 'theme', 'pngLegend'], downloadPng: ['legend'],
  clip: ['from', 'to', 'format', 'width', 'formula'], selectRange: ['from', 'to'],
  lessonLink: ['lock', 'hide', 'sceneOnly', 'theme', 'ui', 'title', 'prompt', 'check', 'ask', 'moment'] };

/** The link fuzzer's seed corpus (tests/fuzz/corpus), as text. */
export function corpus() {
  const dir = fileURLToPath(new URL('../fuzz/corpus/', import.meta.url));
  return readdirSync(dir).sort().map((f) => ({ name: f, text: readFileSync(dir + f).toString('utf8') }));
}
/** Link sizes through the page: at and around the 8 KB limit, and up to Chromium's 2 MB URL limit. */
export const LINK_SIZES = [8192, 8193, 64 * 1024, 1024 * 1024, 1.3 * 1024 * 1024, 1.9 * 1024 * 1024].map(Math.floor);
/** A link of exactly `size` bytes: a flow field that is far too long (the prank link). */
export function sizedLink(size) {
  const head = 'v=3&demo=flowfield&flow=';
  return head + 'A'.repeat(size - head.length);
}

// [SECTION] in the page: one function, sent as source text to whichever engine (no closures)
/** Runs in the page. arg.mode: 'sweep' (one call, every hostile value in every argument),
 * 'random' (arg.count seeded random calls), 'link' (arg.text by load() or the address bar). */
export async function inPage(arg) {
  const P = window.playground, M = window.Module, MB = 1024 * 1024;
  if (!window.fuzzKit) {
    // Downloads are counted, not saved: the call runs up to the link's click.
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function () {
      if (this.hasAttribute('download')) { window.fuzzKit.downloads += 1; return undefined; }
      return click.call(this);
    };
    const limits = JSON.parse(M.ccall('pg_limits', 'string', [], []));
    // notText: "Refused: a value that cannot be read as text." (in the page's language)
    window.fuzzKit = { downloads: 0, messages: Object.keys(limits).map((k) => limits[k].message),
      notText: P.setComposition(Object.create(null)).message };
  }
  const kit = window.fuzzKit;
  const thrower = (what) => ({ valueOf() { throw new Error(`hostile ${what}`); }, toString() { throw new Error(`hostile ${what}`); } });
  const trap = new Proxy({}, { get() { throw new Error('hostile get'); }, has() { throw new Error('hostile has'); },
    ownKeys() { throw new Error('hostile keys'); }, getPrototypeOf() { throw new Error('hostile prototype'); } });
  const hostile = [
    ['empty string', ''], ['1 byte', 'x'], ['8 KB', 'A'.repeat(8192)], ['8 KB + 1', 'A'.repeat(8193)],
    ['8 KB of 3-byte characters', '€'.repeat(2731)], ['64 KB', 'A'.repeat(65536)], ['1.5 MB', 'A'.repeat(1.5 * MB)],
    ['1.9 MB', 'A'.repeat(Math.floor(1.9 * MB))], ['1.9 MB of emoji', '😀'.repeat(Math.floor(0.475 * MB))],
    ['NaN', NaN], ['Infinity', Infinity], ['-Infinity', -Infinity], ['-0', -0], ['2^53', 2 ** 53], ['-2^53', -(2 ** 53)],
    ['2^31', 2 ** 31], ['-2^31 - 1', -(2 ** 31) - 1], ['2^32 + 1', 2 ** 32 + 1], ['1e308', 1e308], ['-1', -1], ['5e-324', 5e-324],
    ['valueOf and toString throw', thrower('conversion')], ['toString throws', { toString() { throw new Error('hostile toString'); } }],
    ['null prototype', Object.create(null)], ['a Proxy that throws', trap], ['Symbol', Symbol('hostile')], ['BigInt', 10n],
    ['function', function hostile() { return 1; }], ['empty array', []], ['array of hostile', [NaN, thrower('element'), '']],
    ['nested array', [[1, [2, [3]]]]], ['object', { a: 1 }], ['null', null], ['undefined', undefined], ['true', true], ['false', false],
    ['lone high surrogate', '\uD800'], ['lone low surrogate', 'a\uDC00b'], ['control characters', '\u0000\u0001\u001f\u007f\u0085\u2028'],
    ['NUL inside', 'v=3&demo=evade\u0000&threat=80'], ['bidi', '\u202Ev=3&demo=evade\u2066\u200F\u061C'],
    ['unknown name', 'no-such-thing'], ['__proto__', '__proto__'], ['constructor', 'constructor'], ['format', '%s%n%x%p'],
    ['markup', '<img src=x onerror="window.__pwned=1">'], ['a number as text', '1e309'], ['comma list', '1,2,3,4,5,6,7,8,9'],
  ];
  // The arguments that are texts, of the calls that answer {ok, message}; one that cannot be read
  // as text is refused first, with the page's own message.
  const TEXTS = { load: [0], setComposition: [0], compare: [0, 1], code: [0], check: [0] };
  const unreadable = (v) => {
    try {
      [].concat(v).map(String);
      return false;
    } catch (e) {
      return true;
    }
  };
  const isOversize = (v) => typeof v === 'string' && new TextEncoder().encode(v).length > 8192;
  const closeDialogs = () => document.querySelectorAll('dialog[open]').forEach((d) => d.close());
  const settle = async (r) => {
    if (!r || typeof r.then !== 'function') return r;
    let timer = null;
    const late = new Promise((resolve) => { timer = setTimeout(() => resolve({ pending: true }), 4000); });
    try {
      return await Promise.race([r, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  const finite = (x) => typeof x === 'number' && Number.isFinite(x);
  /** What is wrong with the page now ([] when it runs). */
  const health = () => {
    const bad = [];
    if (document.getElementById('status').className === 'error') {
      return [`the page stopped: ${document.getElementById('status-text').textContent}`];
    }
    const s = P.state();
    if (!s || s.error) return [`state(): ${JSON.stringify(s).slice(0, 200)}`];
    if (!s.sane) bad.push('state().sane is false');
    if (![s.frame, s.time, s.seed, s.speed].every(finite)) bad.push('a frame, time, seed or speed is not a finite number');
    for (const [k, v] of Object.entries(s.params)) if (!finite(v)) bad.push(`params.${k} = ${v}`);
    for (const a of s.agents) {
      if (![...a.pos, ...a.vel, ...a.heading, a.maxSpeed, a.maxForce, a.radius].every(finite)) bad.push(`agent ${a.id} is not finite`);
    }
    const range = P.timeline().selection;
    if (range !== null && !(finite(range.from) && finite(range.to) && range.from < range.to)) bad.push(`timeline().selection is ${JSON.stringify(range)}`);
    const f = P.step(1);
    if (f !== s.frame + 1) bad.push(`step(1) went from frame ${s.frame} to ${f}`);
    if (!/^[0-9a-f]{16}$/.test(P.hash())) bad.push('hash() is not 16 hex digits');
    if (window.__pwned) bad.push('markup ran');
    return bad;
  };
  /** What is wrong with a call's answer r to args. */
  const answerProblems = (name, args, r) => {
    const bad = [];
    if (r && typeof r === 'object' && r.error) bad.push(`answered {error: ${r.error}}`);
    if (r && typeof r === 'object' && r.ok === false) {
      if (typeof r.message !== 'string' || !r.message.trim()) bad.push('refused without a message');
      else if (/<[a-z/!?]/i.test(r.message)) bad.push(`a message with markup: ${r.message.slice(0, 80)}`);
      else if ((TEXTS[name] || []).some((i) => isOversize(args[i])) && !kit.messages.includes(r.message) &&
               !(r.message === kit.notText && (TEXTS[name] || []).some((i) => unreadable(args[i])))) {
        bad.push(`an oversize text refused with "${r.message.slice(0, 80)}", not its limit's message`);
      }
    }
    return bad;
  };
  const label = (v) => {
    const h = hostile.find((x) => Object.is(x[1], v));
    if (h) return h[0];
    try { return JSON.stringify(v).slice(0, 60); } catch (e) { return typeof v; }
  };
  /** Calls P[name](...args); returns the problems seen. */
  const attempt = async (name, args) => {
    let r;
    try {
      r = await settle(P[name](...args));
    } catch (e) {
      return [`${name}(${args.map(label).join(', ')}) threw ${String(e).slice(0, 200)}`];
    }
    closeDialogs();
    return [...answerProblems(name, args, r), ...health()].map((p) => `${name}(${args.map(label).join(', ')}): ${p}`);
  };
  const base = 'v=3&demo=pursuit&paused=1';
  const reset = () => {
    P.load(base);
    P.setView({ uiScale: 1, theme: 'dark', perf: false });
  };

  if (arg.mode === 'sweep') {
    const failures = [];
    let calls = 0;
    const lists = [];
    if (arg.none) {
      lists.push([], hostile.map((h) => h[1]).slice(0, 8), hostile.map((h) => h[1]).slice(21, 29));
    } else {
      for (let pos = 0; pos < arg.good.length; pos++) {
        for (const [, v] of hostile) { const args = arg.good.slice(); args[pos] = v; lists.push(args); }
      }
      for (const f of arg.fields || []) {
        for (const [, v] of hostile) { const o = Object.assign({}, arg.good[0]); o[f] = v; lists.push([o]); }
      }
      lists.push([]);  // none at all
    }
    for (const args of lists) {
      reset();
      calls += 1;
      failures.push(...await attempt(arg.name, args));
      if (failures.length > 20) break;
    }
    return { calls, failures, downloads: kit.downloads };
  }

  if (arg.mode === 'random') {
    // xorshift32: the same seed, the same sequence of calls.
    let x = arg.seed >>> 0 || 1;
    const rand = (n) => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x % n; };
    const names = Object.keys(P), failures = [];
    let calls = 0;
    for (let i = 0; i < arg.count && failures.length < 20; i++) {
      if (rand(25) === 0) {
        const link = rand(3) === 0 ? 'v=3&demo=flowfield&flow=' + 'A'.repeat(rand(2 * MB)) : arg.links[rand(arg.links.length)];
        if (rand(2)) P.load(link);
        else {
          try {
            window.location.hash = link;
          } catch (e) {
            // Firefox takes no URL over 1 MB: the page never sees it.
          }
          await new Promise((r) => setTimeout(r, 0));
        }
      }
      const name = names[rand(names.length)];
      const good = arg.good[name] || [];
      const n = Math.max(good.length, rand(4));
      const args = [];
      for (let k = 0; k < n; k++) args.push(rand(2) && k < good.length ? good[k] : hostile[rand(hostile.length)][1]);
      calls += 1;
      failures.push(...await attempt(name, args));
      // Keep it quick: a scene of thousands of agents goes back to the base scene.
      if (P.summary().agents > 3000) reset();
    }
    // What is on its way (a script, a language's table, the offline copy's files) arrives before
    // the page is left: in Firefox a fetch cut short by leaving reports an error on the page.
    await new Promise((r) => setTimeout(r, 2000));
    return { calls, failures, downloads: kit.downloads };
  }

  if (arg.mode === 'link') {
    const text = arg.size ? 'v=3&demo=flowfield&flow=' + 'A'.repeat(arg.size - 24) : arg.text;
    const over = new TextEncoder().encode(text.slice(text.indexOf('#') + 1)).length > 8192;
    let r = null, browserRefused = false;
    if (arg.route === 'load') {
      r = P.load(text);
    } else {
      const seen = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
      try {
        window.location.hash = text;
      } catch (e) {
        browserRefused = String(e.name || e);  // Firefox takes no URL over 1 MB: the page never sees it
      }
      // The page is judged once it has seen the link: a link of up to 1.9 MB in Firefox or WebKit
      // on a loaded machine took more than 0.5 s to arrive. (None comes where the browser refused it.)
      await Promise.race([seen, new Promise((resolve) => setTimeout(resolve, browserRefused ? 0 : 10000))]);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    const bad = [];
    if (r && (typeof r.ok !== 'boolean' || typeof r.message !== 'string')) bad.push(`load() answered ${JSON.stringify(r).slice(0, 100)}`);
    if (r && over && (r.ok || r.message !== kit.messages[0])) bad.push(`an oversize link answered ${JSON.stringify(r).slice(0, 100)}`);
    if (r && !over && text.length > 8000 && !r.ok) bad.push(`a link within the limit refused: ${r.message}`);
    if (over && !browserRefused) {
      const notice = P.state().notice;
      if (notice !== kit.messages[0]) bad.push(`the notice is "${notice}", not the refusal`);
      if (arg.route === 'hash' && window.location.hash.length > 8200) bad.push('the address bar kept the refused link');
    }
    // What load() said of an accepted link (a refusal is the oversize check's), for a fresh open to say too.
    const message = r && r.ok ? r.message : '';
    return { browserRefused, message, failures: [...bad, ...health()].map((p) => `${arg.route} ${arg.name || arg.size}: ${p}`) };
  }

  if (arg.mode === 'opened') {
    // A fresh open of a link: the page must run, and say so when the link was refused.
    const bad = health();
    if (arg.over && P.state().notice !== kit.messages[0]) bad.push(`the notice is "${P.state().notice}"`);
    // What load() said of the same link, after "Link: " (the notice shows for 6 s from the start).
    if (arg.notice && !P.state().notice.endsWith(arg.notice)) bad.push(`the notice is "${P.state().notice}", not "${arg.notice}"`);
    if (arg.over && window.location.hash.length > 8200) bad.push('the address bar kept the refused link');
    return { failures: bad.map((p) => `fresh open ${arg.name}: ${p}`) };
  }
  throw new Error(`unknown mode ${arg.mode}`);
}

// [SECTION] the long run: node tests/engines/fuzz_api.mjs MINUTES (make fuzz-api), under xvfb-run
async function main() {
  const { launchEngine, selectedEngines, serveFor, openPlayground } = await import('./engines.mjs');
  const minutes = Number(process.argv[2] || process.env.FUZZ_API_MINUTES || 10);
  const links = corpus().map((c) => c.text);
  let failed = false;
  for (const name of selectedEngines()) {
    const server = await serveFor(name);
    const engine = await launchEngine(name);
    const page = await engine.newPage({ width: 1280, height: 720 });
    const until = Date.now() + minutes * 60000;
    let calls = 0, rounds = 0, seed = 1, seen = 0;
    const failures = [];
    while (Date.now() < until && failures.length === 0) {
      // A fresh page every round, opened on one of the corpus's links now and then.
      const link = rounds % 4 === 3 ? `#${links[rounds % links.length]}` : '#v=3&demo=pursuit&paused=1';
      await openPlayground(page, `${server.url}${link}`);
      const r = await page.evaluate(inPage, { mode: 'random', seed, count: 150, good: GOOD, links });
      calls += r.calls;
      failures.push(...r.failures.map((f) => `seed ${seed}: ${f}`));
      const problems = await page.problems();
      failures.push(...problems.slice(seen).map((p) => `seed ${seed}: console ${p.type}: ${p.text.slice(0, 300)}`));
      seen = problems.length;
      rounds += 1;
      seed += 1;
    }
    console.log(`${name} (${engine.version}): ${calls} calls in ${rounds} pages, seeds 1-${seed - 1}: ` +
      (failures.length ? `${failures.length} failures` : 'the page survived every call'));
    for (const f of failures.slice(0, 20)) console.log(`  ${f}`);
    failed = failed || failures.length > 0;
    await page.close();
    await engine.close();
    server.close();
  }
  process.exit(failed ? 1 : 0);
}
if (process.argv[1] === fileURLToPath(import.meta.url)) main();
