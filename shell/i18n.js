// The page in another language (issue #19): Simplified Chinese or Brazilian Portuguese, and back
// to English. shell.js loads this file only when another language is wanted (a link's lang=, the
// browser's languages, the picker, setLanguage()), so the English page does not download it.
// It fetches the language's table (lang/<lang>.json, written by scripts/strings.py) and, for a
// language with a font of its own (Chinese: lang/zh-CN.ttf, a font subset to exactly that table's
// characters; the page's list of languages says which), its glyphs, hands
// them to the wasm, sets <html lang>, the page's own words (page.* keys) and the picker, and
// installs playground.setLanguage(lang): a Promise of the language applied, or false.
// No inline script, no eval (CSP).
(function () {
  'use strict';

  /** The canonical tag of one of our languages ('pt-br' -> 'pt-BR'), or null: shell.js's, from
   *  the app's list of languages. */
  function canonical(tag) {
    try {
      return window.playgroundShell.languageTag(tag);
    } catch (e) {
      return null;  // not text (a toString that throws): no language of ours
    }
  }
  /** The language to start in, as shell.js found it: a link's lang=, else the browser's first
   * language of ours (navigator.languages), else English. */
  function initialLanguage() {
    return canonical((window.playgroundShell || {}).language || 'en') || 'en';
  }

  // [SECTION] fetching a language: its table (and Chinese glyphs), once
  var tables = {};  // lang -> Promise of {words: the table, lines: "key<TAB>text" lines for the wasm}
  var fonts = {};   // lang -> Promise of whether its face is loaded (true), or null
  // The offline copy (offline.js) carries its language's table and glyphs inside the file.
  var carried = {}, off = window.PLAYGROUND_OFFLINE && window.PLAYGROUND_OFFLINE.lang;
  if (off) {
    carried['lang/' + off.tag + '.json'] = off.table;
    if (off.font) carried['lang/' + off.tag + '.ttf'] = Uint8Array.from(atob(off.font), function (c) { return c.charCodeAt(0); });
  }
  function fetched(url, how) {
    if (carried[url]) return Promise.resolve(how(new Response(carried[url])));
    return fetch(url, { credentials: 'same-origin' }).then(function (r) {
      if (!r.ok) throw new Error(url + ': HTTP ' + r.status);
      return how(r);
    });
  }
  function fetchTable(lang) {
    if (!tables[lang]) {
      tables[lang] = fetched('lang/' + lang + '.json', function (r) { return r.json(); }).then(function (t) {
        // The wasm gets the app's words; the page keeps its own (page.*).
        var app = Object.keys(t).filter(function (k) { return k.slice(0, 5) !== 'page.'; });
        return { words: t, lines: app.map(function (k) { return k + '\t' + t[k]; }).join('\n') };
      });
      tables[lang].catch(function () { delete tables[lang]; });
    }
    return tables[lang];
  }
  function fetchFont(lang) {
    if (!window.playgroundShell.ownFont(lang)) return Promise.resolve(null);
    if (!fonts[lang]) {
      fonts[lang] = fetched('lang/' + lang + '.ttf', function (r) { return r.arrayBuffer(); }).then(function (buf) {
        // The page's own DOM text (picker, accessible controls) and the canvas's (the wasm asks
        // the browser to draw its glyphs: src/app/browser_font.cpp) use the same face.
        if (!window.FontFace || !document.fonts) return false;
        var face = new FontFace('Playground CJK', buf);
        document.fonts.add(face);
        return face.load().then(function () { return true; }, function () { return false; });
      });
      fonts[lang].catch(function () { delete fonts[lang]; });
    }
    return fonts[lang];
  }

  // [SECTION] the page's own words (page.* keys): index.html's as written there, kept to go back;
  // the scripts' through shell.js's w(), which reads shell.words (null: English).
  var shell = window.playgroundShell;
  var statusText = document.getElementById('status-text');
  var description = document.querySelector('meta[name="description"]');
  var canvas = document.getElementById('canvas');
  var english = { 'page.title': document.title, 'page.loading': statusText.textContent,
                  'page.description': description.getAttribute('content'), 'page.canvas': canvas.getAttribute('aria-label') };
  function show(lang) {
    var words = shell.words || english;
    document.documentElement.lang = lang;
    document.title = words['page.title'];
    description.setAttribute('content', words['page.description']);
    // The scene's name while the app loads; then a11y.js names it with its keys.
    if (!window.playground) canvas.setAttribute('aria-label', words['page.canvas']);
    // The installed app's name in the language too (lang/<lang>.webmanifest, made by strings.py).
    var manifest = document.querySelector('link[rel="manifest"]');
    if (manifest) manifest.setAttribute('href', lang === 'en' ? 'manifest.webmanifest' : 'lang/' + lang + '.webmanifest');
    statusText.textContent = shell.error ? shell.w.apply(null, shell.error) : words['page.loading'];
    var picker = document.getElementById('language');
    if (picker) {
      picker.value = lang;
      picker.setAttribute('aria-label', shell.w('ui.language'));
    }
  }

  // [SECTION] switching
  var wanted = initialLanguage();
  var fontGiven = false;
  if (wanted !== 'en') {
    fetchFont(wanted);
    // The loading message in the reader's language already, while the wasm downloads.
    fetchTable(wanted).then(function (t) {
      if (!window.playground) { shell.words = t.words; show(wanted); }
    }, function () {});
  }

  /** Switches the page to lang: a Promise of the language applied, or false. */
  function setLanguage(lang) {
    var tag = canonical(lang);
    if (!tag) return Promise.resolve(false);
    wanted = tag;
    // The page's words are in place before the wasm announces the change (playgroundlanguage),
    // so the page's views rebuilt then read them; back as they were if the wasm refuses.
    var apply = function (lines, words) {
      var before = shell.words;
      shell.words = words;
      document.documentElement.lang = tag;  // for plurals of the views rebuilt meanwhile
      // On the wasm's heap, within the limits it reports (shell.js's call(); a table is 70 KB).
      var ok = shell.call('pg_set_language', 'number', ['lang', 'table'], [tag, lines], function () { return 0; }) === 1;
      if (!ok) shell.words = before;
      show(ok ? tag : window.playground.language());
      return ok;
    };
    if (tag === 'en') return Promise.resolve(apply('', null) && tag);
    return Promise.all([fetchTable(tag), fetchFont(tag)]).then(function (got) {
      if (wanted !== tag) return false;  // another language was asked for meanwhile
      if (got[1] && !fontGiven) {
        shell.call('pg_set_font', null, ['number'], [1]);
        fontGiven = true;
      }
      return apply(got[0].lines, got[0].words) && tag;
    }).catch(function () { return false; });  // not fetched, or the wasm stopped meanwhile
  }

  function start() {
    window.playground.setLanguage = setLanguage;
    if (wanted !== 'en') setLanguage(wanted);
  }
  if (window.playground) start();
  else window.addEventListener('playgroundready', start);
})();
