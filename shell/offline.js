// "Download for offline use": the page as one self-contained HTML file (styles, scripts and the
// wasm inside, the current scene as its start) that opens from file:// with no server and no
// network, for classrooms whose wifi drops. A client of window.playground like every page layer;
// it adds playground.offlineHtml() (a Promise of the file's text) and playground.downloadOffline().
(function () {
  'use strict';

  // Text that may sit inside a <script> element: no "</script" can end it early.
  function scriptSafe(text) { return text.replace(/<\/(script)/gi, '<\\/$1'); }

  function base64(bytes) {
    var parts = [];
    for (var i = 0; i < bytes.length; i += 0x8000) parts.push(String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000)));
    return btoa(parts.join(''));
  }

  function fetchText(name) {
    return fetch(name).then(function (r) { return r.ok ? r.text() : ''; }, function () { return ''; });
  }

  /** The offline file's text: index.html with every file it loads put inside it. */
  function offlineHtml() {
    // Only what this page loads (a11y.js where the page has it).
    var hasA11y = !!document.querySelector('script[src="a11y.js"]');
    // The page's language goes with it (i18n.js, the table and, for a language with a font of its
    // own, its glyphs).
    var lang = window.playground.language(), foreign = lang !== 'en';
    var names = ['index.html', 'shell.css', 'shell.js', hasA11y ? 'a11y.js' : '', 'playground.js', 'favicon.svg',
                 foreign ? 'i18n.js' : '', foreign ? 'lang/' + lang + '.json' : '', 'codegen.js'];
    return Promise.all(names.map(function (n) { return n ? fetchText(n) : Promise.resolve(''); }).concat([
      fetch('playground.wasm').then(function (r) { return r.arrayBuffer(); }),
      window.playgroundShell.ownFont(lang) ? fetch('lang/' + lang + '.ttf').then(function (r) { return r.ok ? r.arrayBuffer() : null; }, function () { return null; }) : null,
      // The code generator too (Copy as code), which the page itself fetches only when used.
      fetch('codegen.wasm').then(function (r) { return r.ok ? r.arrayBuffer() : null; }, function () { return null; }),
      // The wasm's second half (shell.js: the deferred module), which the copy loads from itself.
      fetch('playground.deferred.wasm').then(function (r) { return r.ok ? r.arrayBuffer() : null; }, function () { return null; }),
    ])).then(function (got) {
      var html = got[0], css = got[1], shell = got[2], a11y = got[3], engine = got[4], icon = got[5], i18n = got[6];
      var wasm = new Uint8Array(got[9]);
      var codegen = got[8], codegenWasm = got[11] ? new Uint8Array(got[11]) : null;
      var deferredWasm = got[12] ? new Uint8Array(got[12]) : null;
      if (!html || !shell || !engine || !wasm.length || !deferredWasm || !deferredWasm.length) throw new Error(window.playgroundShell.w('page.offline.unreadable'));
      var fragment = (window.playground.link().split('#')[1] || '');
      var data = { wasm: base64(wasm), deferred: base64(deferredWasm), fragment: fragment };
      if (i18n && got[7]) data.lang = { tag: lang, table: got[7], font: got[10] ? base64(new Uint8Array(got[10])) : '' };
      if (codegen && codegenWasm && codegenWasm.length) data.codegen = base64(codegenWasm);
      var out = html
        .replace(/<link rel="preload"[^>]*>\s*/g, '')
        .replace(/<link rel="manifest"[^>]*>\s*/, '')
        .replace('<link rel="stylesheet" href="shell.css">', function () { return '<style>' + css + '</style>'; })
        .replace('href="favicon.svg"', function () { return 'href="data:image/svg+xml,' + encodeURIComponent(icon) + '"'; })
        .replace(/<script src="offline\.js"><\/script>\s*/, '')
        .replace(/<script src="share\.js"><\/script>\s*/, '')
        // The page's scripts run deferred from its head; inline, they go at the end of the body.
        .replace(/<!-- The scripts run once[^>]*-->\s*/, '')
        .replace(/<script src="a11y\.js" defer><\/script>\s*/, '')
        .replace(/<script src="shell\.js" defer><\/script>\s*/, '')
        .replace('</body>', function () {
          return (a11y ? '<script>' + scriptSafe(a11y) + '</script>\n' : '') +
            '<script>window.PLAYGROUND_OFFLINE = ' + scriptSafe(JSON.stringify(data)) + ';</script>\n' +
            '<script type="text/plain" id="playground-code">' + scriptSafe(engine) + '</script>\n' +
            (data.codegen ? '<script type="text/plain" id="playground-codegen">' + scriptSafe(codegen) + '</script>\n' : '') +
            '<script>' + scriptSafe(shell) + '</script>' + (data.lang ? '\n<script>' + scriptSafe(i18n) + '</script>' : '') + '\n</body>';
        });
      return out;
    });
  }

  function downloadOffline() {
    return offlineHtml().then(function (html) {
      var demo = window.playground.state().demo;
      var a = document.createElement('a');
      a.href = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
      a.download = 'steering-playground-' + demo + '-offline.html';
      document.body.appendChild(a);
      a.click();
      a.remove();
      return a.download;
    });
  }

  // Loaded by shell.js the first time it is used (not at start: the page's first load is lighter),
  // so the page is usually ready already.
  function install() {
    window.playground.offlineHtml = offlineHtml;
    window.playground.downloadOffline = downloadOffline;
  }
  if (window.playground) install();
  else window.addEventListener('playgroundready', install);
})();
