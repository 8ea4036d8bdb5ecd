// The page's JavaScript. It checks for WebGL 2, loads the wasm behind a loading message, shows a
// clear message instead of a blank page when anything fails, and exposes window.playground,
// built only on the C++ exports of src/app/webapi.cpp. No eval and no inline script, so the page
// runs under a strict Content-Security-Policy.
(function () {
  'use strict';

  var statusEl = document.getElementById('status');
  var statusText = document.getElementById('status-text');

  // The page's words (strings/*.json): another language's from the table i18n.js puts in
  // shell.words, English from en.json, which the build writes into each call: these scripts
  // name a key and its arguments, w(key) or w(key, [a, b]), and the page runs w(key, English,
  // [a, b]) (scripts/strings.py js). {0} in the text is args[0].
  function w(key, english, args) {
    var s = (shell.words && shell.words[key]) || english;
    return args ? s.replace(/\{(\d)\}/g, function (m, i) { return args[i]; }) : s;
  }
  /** A number as people read it in the page's language: 0.5, or 0,5 in pt-BR (links keep the dot). */
  function num(n) { return String(n).replace('.', w('number.decimal')); }

  /** A message kept to be shown again in another language (i18n.js): w's arguments. */
  function errorWords(key, english, args) { return [key, english, args]; }
  function showError(key, english, args) {
    shell.error = errorWords(key, english, args);  // i18n.js shows it again in the language it brings
    statusEl.className = 'error';
    statusText.textContent = w(key, english, args);  // text, never HTML
  }

  /** Runs fn in a task of its own, soon: a message to itself, not a timer (a cross-origin frame
   *  out of view, an embed further down a course page, has its timers held to one a second). */
  var nextTask = (function () {
    if (!window.MessageChannel) return function (fn) { setTimeout(fn, 0); };
    var channel = new MessageChannel(), queue = [];
    channel.port1.onmessage = function () { queue.shift()(); };
    return function (fn) {
      queue.push(fn);
      channel.port2.postMessage(0);
    };
  })();

  // The page's one WebGL 2 context, created here on the real canvas while the wasm downloads,
  // with exactly the attributes the app asks for (src/app/platform.cpp: no alpha, depth or stencil
  // buffer, no antialiasing), and a drawing buffer kept between frames (RenderFrame in main.cpp
  // redraws only the world's part while the panel is unchanged). The app's getContext then gets this
  // same context back instead of paying for a second one: on a software GPU each context costs
  // 50-200 ms of the first frame.
  var CONTEXT_ATTRIBUTES = { alpha: false, depth: false, stencil: false, antialias: false, preserveDrawingBuffer: true };
  function createWebGL2(canvas) {
    try {
      return !!canvas.getContext('webgl2', CONTEXT_ATTRIBUTES);
    } catch (e) {
      return false;
    }
  }

  function shareUrl(fragment) {
    return window.location.origin + window.location.pathname + '#' + fragment;
  }

  /** A link's text (a fragment or a query, its '#' or '?' first) split into [key, value] pairs
   *  as the link codec splits them (src/link/link.cpp, SplitPairs): '&' between pairs, the first
   *  '=' between key and value, each percent-decoded ('+' stays a plus; a '%' without two hex
   *  digits stays as it is). The page's one copy of that rule, for what it reads before the wasm
   *  has come (the first screen's demo, the language). */
  function linkPairs(text) {
    var decode = function (s) {
      return s.replace(/(?:%[0-9a-fA-F]{2})+/g, function (run) {
        try { return decodeURIComponent(run); } catch (e) { return run; }  // not UTF-8: no id of ours
      });
    };
    return text.replace(/^[#?]/, '').split('&').filter(function (item) { return item !== ''; }).map(function (item) {
      var eq = item.indexOf('=');
      return eq < 0 ? [decode(item), ''] : [decode(item.slice(0, eq)), decode(item.slice(eq + 1))];
    });
  }
  /** Key `key`'s value in link text `text` as the codec reads it: of its values, the last that
   *  known(value) turns into something (a key given twice: the codec keeps the last value it
   *  knows; an unknown one is a notice, not a change), or null. */
  function lastKnown(key, text, known) {
    var found = null;
    linkPairs(text).forEach(function (kv) {
      if (kv[0] !== key) return;
      var k = known(kv[1]);
      if (k !== null && k !== undefined) found = k;
    });
    return found;
  }

  /** Whether this page is an embed (?embed=1, as a course page's iframe asks): read here once, and
   *  by a11y.js and the app (webapi.cpp's js_embed_requested) from shell.embed. */
  function embedRequested() {
    try { return new URLSearchParams(window.location.search).get('embed') === '1'; } catch (e) { return false; }
  }

  // [SECTION] what the C++ side calls (webapi.cpp's EM_JS functions)
  var shell = {
    embed: embedRequested(),
    sceneFragment: null,  // the fragment the app last wrote: the scene that "Reload this scene" opens
    lastCopied: null,
    copiedInGesture: 0,  // Date.now() of the last link copied inside a click or key (actInGesture)
    codeCopiedInGesture: 0,  // the same for Copy as code
    inGesture: false,  // true while actInGesture runs a control's action
    isReady: false,
    words: null,  // another language's table (i18n.js); null: English
    error: null,  // the error shown, as showError's arguments
    w: w,
    num: num,
    changed: null,  // set by a11y.js: called (during a frame) when what the panel shows changed
    ready: function () {
      shell.isReady = true;
      statusEl.className = 'hidden';
      guardApi();
      window.playground = api;
      // The page's layers (a11y.js builds the second view; i18n.js, share.js...) start in a task
      // of their own, not in the one that ran the wasm's start (issue 36: no long task), and the
      // frame loop waits for them: the first frame has the accessible view beside it, and what a
      // script does on playgroundready (a pause, a link) is in it.
      try { window.Module.pauseMainLoop(); } catch (e) { /* no loop yet */ }
      nextTask(function () {
        // No focus is taken: the first Tab reaches "Skip to the scene" and the controls (a11y.js).
        window.dispatchEvent(new Event('playgroundready'));
        nextTask(function () {
          if (!stopped) try { window.Module.resumeMainLoop(); } catch (e) { /* stopped */ }
        });
      });
    },
    /** Copies the scene's link; `note` (a moment's link of a run changed by hand: MomentNote) is
     *  said after "Link copied". */
    copyLink: function (fragment, note) {
      if (doneInGesture('copiedInGesture')) return;
      var url = shareUrl(fragment);
      shell.lastCopied = url;
      // The app says it, as the desktop's clipboard does (SayLinkCopied): "Link copied", the note.
      var done = function (ok) {
        if (!stopped) call('pg_link_copied', null, ['number', 'notice'], [ok ? 1 : 0, note || ''], function () {});
      };
      shell.copy(url, done);
    },
    /** The panel's Copy as code button (code_ui.cpp). */
    copyCode: function (lang) {
      if (doneInGesture('codeCopiedInGesture')) return;
      api.copyCode(lang);
    },
    /** Runs a control's one action (act()) inside the user's own click or key: a browser lends
     *  the clipboard only to that code, and the panel's widget acts in the next frame. What the
     *  action copies is copied now (copyLink, copyCode). */
    actInGesture: function (name, value) {
      shell.inGesture = true;
      try { return api.act(name, value); } finally { shell.inGesture = false; }
    },
    openFull: function (fragment) {
      window.open(shareUrl(fragment), '_blank', 'noopener');
    },
  };
  // The fragment the app itself last wrote (not a user edit; null after load() until the app writes
  // again). Written by webapi.cpp's js_replace_fragment; kept as the scene's link too.
  var lastFragment = null;
  Object.defineProperty(shell, 'lastFragment', {
    enumerable: true,
    get: function () { return lastFragment; },
    set: function (f) {
      lastFragment = f;
      if (f !== null) shell.sceneFragment = f;
    },
  });
  window.playgroundShell = shell;
  /** Whether a clipboard action was done already inside the click or key that asked for it
   *  (actInGesture): the panel's own call of the same action, a frame later, finds it done.
   *  Inside one, it marks the time (shell[field]) and says false: the action is done now. */
  function doneInGesture(field) {
    if (shell.inGesture) {
      shell[field] = Date.now();
      return false;
    }
    return Date.now() - shell[field] < 1500;
  }

  /** The page's one copy: text to the clipboard, else through a hidden textarea and the browser's
   *  copy command (a page on plain http has no clipboard API); done(ok) with the outcome. */
  shell.copy = function (text, done) {
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(copyFallback(text)); });
    } else {
      done(copyFallback(text));
    }
  };
  // Copies text and notifies the outcome.
  function copyText(text, notice) {
    shell.copy(text, function (ok) { notify(ok ? notice : w('page.notice.notCopied')); });
  }
  function copyFallback(text) {
    var area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    // Inside an open modal dialog (the Share dialog's Copy): the rest of the page is inert there,
    // and a textarea outside it cannot be selected. The focus goes back where it was.
    var host = document.querySelector('dialog[open]') || document.body, had = document.activeElement;
    host.appendChild(area);
    area.select();
    var ok = false;
    try {
      ok = document.execCommand('copy');
    } catch (e) {
      ok = false;
    }
    host.removeChild(area);
    if (had && had.focus) had.focus();
    return ok;
  }

  // [SECTION] the border with the wasm: every call into it goes through call()
  // A text crosses on the wasm's heap (malloc, UTF-8, free), never on its stack: ccall copies
  // strings onto the stack, and a 1.3 MB link overflowed it and trapped the page (issue #30).
  // Each text argument names its kind ('link', 'name', 'value'...: webapi.cpp's kTextLimits,
  // which pg_limits reports, in the page's language); a text over its kind's limit does not cross
  // at all, and the call answers refused(message, kind) instead: what the export itself answers
  // to such a text, with its message. Numbers are converted here too, so an argument that cannot
  // be read (a valueOf that throws) is caught before anything reaches the wasm.
  // Calls that only read: they must not wake a stopped frame loop (a page layer may read state()
  // often). Every other call may change what is drawn, so the loop draws a few frames after it.
  var READ_ONLY = { pg_demos: 1, pg_params: 1, pg_state: 1, pg_fragment: 1, pg_hash: 1, pg_memory: 1,
    pg_timeline: 1, pg_moment_fragment: 1,
                    pg_csv: 1, pg_widgets: 1, pg_to_screen: 1, pg_layout: 1, pg_formula: 1, pg_wake: 1, pg_input_pending: 1, pg_set_offscreen: 1, pg_set_corner: 1,
                    pg_describe: 1, pg_summary: 1, pg_language: 1, pg_lessons: 1, pg_layers: 1, pg_experiment_rows: 1, pg_experiment_notes: 1, pg_challenge: 1, pg_check: 1, pg_code: 1,
                    pg_composition: 1, pg_limits: 1, pg_controls: 1, pg_shortcuts: 1, pg_gestures: 1, pg_check_parts: 1, pg_typed_number: 1, pg_lesson_link: 1 };
  var STOPPED = { stopped: true };  // what call() throws once the wasm has stopped (see guarded())
  var stopped = null;  // the error text, once the wasm trapped or aborted: nothing reaches it again
  var UNREADABLE = {};  // an argument that could not be read as text
  var limits = null;    // pg_limits: {kind: {bytes, message, cut, after}}, again in another language
  var encoder = new TextEncoder();

  /** Number(v), or NaN when v cannot be read as a number (a valueOf that throws, a Symbol). */
  function toNumber(v) {
    try { return Number(v); } catch (e) { return NaN; }
  }
  /** An Error for a file of the page that did not come (its message names it): code 'missing',
   *  what the callers read (clip.js), not the words. */
  function missing(message) {
    var e = new Error(message);
    e.code = 'missing';
    return e;
  }
  shell.missing = missing;
  /** String(v), or null when v cannot be read as text. */
  function toText(v) {
    if (v === UNREADABLE) return null;
    try { return String(v); } catch (e) { return null; }
  }
  /** obj[key], or undefined when reading it throws. */
  function readField(obj, key) {
    try { return obj[key]; } catch (e) { return undefined; }
  }
  /** Runs fn, which touches the wasm; an exception out of it means the wasm stopped. */
  function enter(fn) {
    if (stopped) throw STOPPED;
    try {
      return fn();
    } catch (e) {
      stop(e);
      throw STOPPED;
    }
  }
  function textLimits() {
    if (!limits) limits = enter(function () { return JSON.parse(window.Module.ccall('pg_limits', 'string', [], [])); });
    return limits;
  }
  window.addEventListener('playgroundlanguage', function () { limits = null; });  // the messages' language

  /** The arguments of a call as the wasm takes them: numbers converted, each text bounded by its
   *  kind's limit and made UTF-8 ({cArgs, texts: [{at, bytes}]}, a text's place in cArgs left 0
   *  until it is on the heap), or {refused: message, kind} for a text over its limit or unreadable. */
  function wasmArgs(types, args) {
    var cArgs = [], texts = [];
    for (var i = 0; i < types.length; i++) {
      if (types[i] === 'number') {
        cArgs.push(toNumber(args[i]));
        continue;
      }
      var limit = textLimits()[types[i]];
      var s = toText(args[i]);
      if (s === null) return { refused: w('page.error.notText'), kind: types[i] };
      // The wasm reads a text up to its first NUL: one inside it would cut the rest off unseen.
      if (s.indexOf('\u0000') >= 0) return { refused: w('page.error.nulText'), kind: types[i] };
      // Counted after the first limit.after ('#': a link's fragment), as the export counts it.
      var at = limit.after ? s.indexOf(limit.after) : -1;
      var counted = at >= 0 ? s.length - at - 1 : s.length;
      // A UTF-16 unit is at least one byte of UTF-8: longer in units is longer in bytes.
      if (counted > limit.bytes && !limit.cut) return { refused: limit.message, kind: types[i] };
      var bytes = encoder.encode(limit.cut ? s.slice(0, limit.bytes) : s);
      if ((at >= 0 ? encoder.encode(s.slice(at + 1)).length : bytes.length) > limit.bytes) {
        if (!limit.cut) return { refused: limit.message, kind: types[i] };
        var n = limit.bytes;
        while (n > 0 && (bytes[n] & 0xC0) === 0x80) --n;  // not inside a character
        bytes = bytes.subarray(0, n);
      }
      texts.push({ at: cArgs.length, bytes: bytes });
      cArgs.push(0);
    }
    return { cArgs: cArgs, texts: texts };
  }
  /** Calls module M's export `name` with wasmArgs' a: its texts on M's heap for the call. */
  function heapCall(M, name, ret, a) {
    var heap = [], cArgs = a.cArgs.slice();
    a.texts.forEach(function (t) {
      var p = M._malloc(t.bytes.length + 1);
      // No room (malloc's 0): never write the text over the wasm's first bytes; the page stops.
      if (!p) throw new RangeError('no memory left for a text of ' + t.bytes.length + ' bytes');
      heap.push(p);
      M.HEAPU8.set(t.bytes, p);  // HEAPU8 after malloc: a grown memory has a new buffer
      M.HEAPU8[p + t.bytes.length] = 0;
      cArgs[t.at] = p;
    });
    // (A call that throws leaves its texts: a module that trapped is not called again.)
    var r = M.ccall(name, ret, cArgs.map(function () { return 'number'; }), cArgs);
    heap.forEach(function (p) { M._free(p); });
    return r;
  }
  /** The wasm's export `name`: ret 'string', 'number' or null; types[i] 'number' or a text kind. */
  function call(name, ret, types, args, refused) {
    if (stopped) throw STOPPED;
    var a = wasmArgs(types || [], args || []);
    if (a.refused !== undefined) return refused(a.refused, a.kind);
    return enter(function () {
      var M = window.Module;
      var r = heapCall(M, name, ret, a);
      if (!READ_ONLY[name]) M.ccall('pg_wake', null, [], []);
      return r;
    });
  }
  shell.call = call;  // i18n.js hands the wasm a language's table the same way
  /** The {ok: false, message} reply of a refused text, as the exports write it. */
  function refusal(message) { return JSON.stringify({ ok: false, message: message }); }
  function notify(message) {
    if (!stopped) call('pg_notify', null, ['notice'], [message], function () {});
  }
  shell.notify = notify;  // the app's notice (the canvas shows it, the accessible view says it)

  // [SECTION] when the wasm stops: a trap or an abort is never silent
  // Whatever stops it (a RuntimeError out of an export or a frame, Emscripten's abort), the page
  // says so over the frozen scene with a button that reloads the scene's link, the accessible view
  // announces it (a11y.js hears playgrounderror), and every call answers {error} (state() too)
  // instead of throwing: nothing reaches the wasm again, whose memory may be in any state.
  function stop(e) {
    if (stopped) return;
    var what;
    try {
      what = e && e.name && e.message !== undefined ? e.name + ': ' + e.message : String(e);
    } catch (x) {
      what = '?';
    }
    stopped = w('page.error.crashed', [what]);
    try { window.Module.pauseMainLoop(); } catch (x) { /* not running yet */ }
    if (!shell.error) {
      shell.error = errorWords('page.error.crashed', [what]);
      statusEl.className = 'error';
      // Said once, by the accessible view's alert (a11y.js), not again by this status region.
      statusEl.removeAttribute('role');
      statusEl.removeAttribute('aria-live');
      statusText.textContent = stopped;  // text, never HTML
      var reload = document.createElement('button');
      reload.type = 'button';
      reload.id = 'reload';
      reload.textContent = w('page.error.reload');
      reload.addEventListener('click', reloadScene);
      statusEl.appendChild(reload);
      reload.focus();
      var picker = document.getElementById('language');  // a language for a page that is gone
      if (picker) picker.hidden = true;
    }
    window.dispatchEvent(new CustomEvent('playgrounderror', { detail: stopped }));
  }
  /** Opens the scene as the app last wrote it (not a link that may have stopped it), afresh. */
  function reloadScene() {
    var fragment = shell.sceneFragment !== null ? shell.sceneFragment : window.location.hash.replace(/^#/, '');
    try { history.replaceState(null, '', '#' + fragment); } catch (e) { /* reload as it is */ }
    window.location.reload();
  }
  window.addEventListener('error', function (e) {
    if (window.WebAssembly && e.error instanceof WebAssembly.RuntimeError) stop(e.error);
  });
  window.addEventListener('unhandledrejection', function (e) {
    if (window.WebAssembly && e.reason instanceof WebAssembly.RuntimeError) stop(e.reason);
  });
  function live() { return shell.isReady && !stopped; }
  /** The bytes of a binary string, one char a byte (atob's, a synchronous request's). */
  function charBytes(chars) {
    var bytes = new Uint8Array(chars.length);
    for (var i = 0; i < chars.length; i++) bytes[i] = chars.charCodeAt(i) & 0xff;
    return bytes;
  }
  /** The bytes a base64 text carries (the offline copy's modules). */
  function base64Bytes(text) { return charBytes(atob(text)); }

  // Calls whose reply is {ok, message}, and calls that answer with a Promise.
  var OK_REPLIES = { load: 1, setComposition: 1, compare: 1, openLesson: 1, code: 1, copyCode: 1, act: 1, selectRange: 1 };
  var PROMISES = { experiment: 1, code: 1, copyCode: 1, setLanguage: 1, share: 1, offlineHtml: 1, downloadOffline: 1,
    scrub: 1, clip: 1, clipDialog: 1 };
  /** A stopped page's answer to call `name`: {error} ({ok: false, message} too where it is the reply). */
  function stoppedReply(name) {
    var r = { error: stopped };
    if (OK_REPLIES[name]) {
      r.ok = false;
      r.message = stopped;
    }
    return PROMISES[name] ? Promise.resolve(r) : r;
  }
  function guarded(name, fn) {
    var g = function () {
      if (stopped) return stoppedReply(name);
      try {
        return fn.apply(this, arguments);
      } catch (e) {
        if (e === STOPPED) return stoppedReply(name);
        throw e;
      }
    };
    g.unguarded = fn;
    return g;
  }
  /** Every window.playground call guarded, those share.js, offline.js and i18n.js install later too. */
  function guardApi() {
    Object.keys(api).forEach(function (name) {
      var fn = guarded(name, api[name]);
      Object.defineProperty(api, name, {
        enumerable: true,
        configurable: true,
        get: function () { return fn; },
        set: function (f) { fn = guarded(name, f); },
      });
    });
  }

  // [SECTION] the code generator, fetched on first use
  // code(lang) asks the page's wasm what the selected agent does, with the numbers as they are
  // (pg_code: a request, code/code.h), and hands that to the code generator, a module of its
  // own (codegen.js and codegen.wasm, src/code/codegen.cpp) that writes the text. It is not part
  // of the first load: it comes the first time code is asked for, or when a pointer or the
  // keyboard reaches Copy as code (so that the click finds it there).
  var codegen = null;        // the Promise of the module, once asked for
  var codegenModule = null;  // the module, once here
  var codegenFailedAt = -1e9;  // performance.now() of the last failed fetch
  function loadCodegen() {
    if (codegen) return codegen;
    var offline = window.PLAYGROUND_OFFLINE;
    var s = document.createElement('script');
    codegen = new Promise(function (resolve, reject) {
      if (offline && offline.codegen) {  // the offline copy carries it (offline.js)
        s.src = URL.createObjectURL(new Blob([document.getElementById('playground-codegen').textContent], { type: 'text/javascript' }));
      } else {
        s.src = 'codegen.js';
      }
      s.onload = function () {
        try {
          var settings = { printErr: function (text) { console.warn(text); } };
          if (offline && offline.codegen) settings.wasmBinary = base64Bytes(offline.codegen);
          if (typeof window.PlaygroundCodegen !== 'function') throw missing('codegen.js did not load');
          window.PlaygroundCodegen(settings).then(resolve, reject);
        } catch (e) {
          reject(e);
        }
      };
      s.onerror = function () { reject(missing('codegen.js could not be loaded')); };
      document.body.appendChild(s);
    }).then(function (m) {
      codegenModule = m;
      return m;
    }, function (e) {
      // Asked again later (code(), Copy as code), fetched again; not by a mere pointer for a while.
      codegen = null;
      codegenFailedAt = performance.now();
      if (s.parentNode) s.parentNode.removeChild(s);
      throw e;
    });
    return codegen;
  }
  /** pg_code's answer: {ok, message, behaviour, request, copied}. */
  function codeRequest(lang) { return JSON.parse(call('pg_code', 'string', ['lang'], [lang], refusal)); }
  function refused(r) { return { ok: false, message: r.message, code: '', behaviour: '' }; }
  function generated(m, r) {
    // The request crosses on the generator's heap, as every text crosses into the page's wasm
    // (call()), within the composition's limit and refused with its words: the longest request,
    // the composer's group of eight behaviours, is a few KB of hex (tests/browser/safe.test.mjs).
    var a = wasmArgs(['composition'], [r.request]);
    if (a.refused !== undefined) return { ok: false, message: a.refused, code: '', behaviour: '' };
    var text = heapCall(m, 'cg_generate', 'string', a);
    if (!text) {
      return { ok: false, message: w('page.error.codegenStale'),
               code: '', behaviour: '' };
    }
    return { ok: true, message: '', code: text, behaviour: r.behaviour };
  }
  function codegenFailed(e) {
    return { ok: false, message: w('page.error.codegen', [String(e && e.message || e)]),
             code: '', behaviour: '' };
  }
  /** A Promise of code()'s answer for pg_code's request r: always {ok, ...}, never rejected. */
  function generateLater(r) {
    return loadCodegen().then(function (m) { return generated(m, r); }).catch(codegenFailed);
  }
  // A pointer over the panel's language choice or Copy as code, or the focus on their twins in
  // the page's second view (a11y.js): fetch the generator now, so that a click finds it. The
  // pointer is looked at a few times a second, not at every move; after a failed fetch, not
  // for ten seconds (an offline page would otherwise try again at every move).
  var lastLook = -1e9, pointer = null, lookLater = 0;
  function mayPreload() {
    return live() && !codegen && performance.now() - codegenFailedAt > 10000;
  }
  function nearCopyCode(x, y) {
    var all = api.widgets();
    return ['button:copycode', 'combo:codelang'].some(function (name) {
      var r = all[name];
      return r && x >= r[0] && x <= r[2] && y >= r[1] && y <= r[3];
    });
  }
  // (A finger has no hover: its press starts the fetch, before the tap's click.)
  function look() {
    lookLater = 0;
    if (!mayPreload() || !pointer) return;
    lastLook = performance.now();
    var box = document.getElementById('canvas').getBoundingClientRect();
    if (nearCopyCode(pointer.x - box.left, pointer.y - box.top)) loadCodegen().catch(function () {});
  }
  ['pointermove', 'pointerdown'].forEach(function (type) {
    document.getElementById('canvas').addEventListener(type, function (e) {
      if (!mayPreload()) return;
      pointer = { x: e.clientX, y: e.clientY };
      var wait = 150 - (performance.now() - lastLook);
      if (type === 'pointerdown' || wait <= 0) look();
      else if (!lookLater) lookLater = setTimeout(look, wait);  // where the pointer is by then
    }, { passive: true });
  });
  document.addEventListener('focusin', function (e) {
    if (!mayPreload() || !e.target.closest) return;
    if (e.target.closest('[data-widget="button:copycode"], [data-widget="combo:codelang"], #pd-codelang')) loadCodegen().catch(function () {});
  });

  // [SECTION] window.playground: the page's scripting API (documented in README.md)
  var api = {
    /** [{id, title}] of every demo. */
    demos: function () { return JSON.parse(call('pg_demos', 'string')); },
    /** [{name, label, unit, kind, min, max, default, value, choices?, help}] of the current demo. */
    params: function () { return JSON.parse(call('pg_params', 'string')); },
    /** {demo, seed, frame, time, paused, speed, params, show, agents, marks}. */
    state: function () { return JSON.parse(call('pg_state', 'string')); },
    /** Sets a parameter (number, or a choice name); returns the applied, clamped value or null. */
    set: function (name, value) {
      var r = JSON.parse(call('pg_set', 'string', ['name', 'value'], [name, value], function (message, kind) {
        // As pg_set answers: the value as it stays, null for a name that is none.
        var now = kind === 'value' && api.params().filter(function (p) { return p.name === toText(name); })[0];
        return JSON.stringify({ ok: false, value: now ? now.value : null, message: message });
      }));
      return r.value;
    },
    /** The behaviour composer's groups (demo custom), or null in other demos. */
    composition: function () { return JSON.parse(call('pg_composition', 'string')); },
    /** Sets the composer's groups from group= keys ('group=...&group=...'); returns {ok, message}. */
    setComposition: function (text) {
      return JSON.parse(call('pg_set_composition', 'string', ['composition'], [text], refusal));
    },
    /** The lesson panel's live formula lines as plain text, one string per line. */
    formula: function () { return JSON.parse(call('pg_formula', 'string')); },
    /** Opens a share link or fragment; returns {ok, message}. */
    load: function (linkOrFragment) {
      // The codec decides where a link's fragment starts (link.cpp's Fragment: after the '#' of an
      // address; a bare fragment's '#' is in a value, "title=Lesson #3"). Only a text too long to
      // cross whole is cut here, at its first '#': an address with a long query, whose fragment
      // alone is the link.
      var s = toText(linkOrFragment), crossed = true;
      var at = s === null ? -1 : s.indexOf('#');
      var cut = at > 0 && encoder.encode(s).length > textLimits().link.bytes;
      var r = JSON.parse(call('pg_load', 'string', ['link'], [cut ? s.slice(at) : (s === null ? UNREADABLE : s)], function (message) {
        // As the app refuses a link: the notice, and the address bar back on the scene's link.
        crossed = false;
        notify(message);
        var fragment = call('pg_fragment', 'string');
        shell.lastFragment = fragment;
        try { history.replaceState(history.state, '', '#' + fragment); } catch (e) { /* it stays */ }
        return JSON.stringify({ ok: false, message: message, lang: '' });  // pg_load's refusal: no language
      }));
      if (crossed) shell.lastFragment = null;  // the app writes the new scene's fragment
      return r;
    },
    /** The full share URL of the scene as it is now. */
    link: function () { return shareUrl(call('pg_fragment', 'string')); },
    pause: function () { call('pg_pause', null); },
    resume: function () { call('pg_resume', null); },
    /** n fixed steps of 1/60 s, also while paused (at most the wasm's budget a call: README);
     *  returns the new frame number. */
    step: function (n) {
      var k = n === undefined ? 1 : Math.floor(toNumber(n));
      // Within an int (the wasm runs at most 1,000,000): 2^32 + 5 is not 5 steps.
      return call('pg_step', 'number', ['number'], [k > 0 ? Math.min(k, 2147483647) : 0]);
    },
    reset: function () { call('pg_reset', null); },
    /** The run's timeline (README: timeline()'s reply, pg_timeline's fields), seconds. */
    timeline: function () { return JSON.parse(call('pg_timeline', 'string')); },
    /** Goes to moment `seconds` of the run (clamped into the timeline), paused: a Promise of
     *  {t, hash} once the frame that shows it is drawn. */
    scrub: function (seconds) {
      var t = call('pg_scrub', 'number', ['number'], [toNumber(seconds)]);
      var hash = call('pg_hash', 'string');
      return new Promise(function (resolve) {
        window.requestAnimationFrame(function () { resolve({ t: t, hash: hash }); });
      });
    },
    /** Keeps the run's history for the timeline (true, the default) or not (false: scrub() only
     *  steps forward and memory() stays flat; the history is bounded, at most 40 MB); returns
     *  whether it does. Anything but true or false (none, NaN, 'yes') only asks. */
    keepHistory: function (on) {
      return call('pg_keep_history', 'number', ['number'], [on === true ? 1 : on === false ? 0 : -1]) === 1;
    },
    /** The share URL of the scene at this moment (at=): it opens paused there. */
    momentLink: function () { return shareUrl(call('pg_moment_fragment', 'string')); },
    /** The timeline's range (what Shift+drag on the bar picks; Save clip's span): {from, to} in
     *  seconds, either order, clamped into the run so far (from left out: the run's start; to left
     *  out: its end, following the run), or null to clear it. {ok, selection, message}. */
    selectRange: function (range) {
      if (range === null || range === undefined) return JSON.parse(call('pg_select_range', 'string', ['number', 'number', 'number'], [1, 0, 0]));
      if (typeof range !== 'object') {
        var now = JSON.parse(call('pg_timeline', 'string')).selection;
        return { ok: false, selection: now, message: w('page.range.notRange') };
      }
      // A number or a numeric text; left out ('' too): that end of the run; anything else NaN,
      // which the app refuses by name.
      var seconds = function (key, open) {
        var v = readField(range, key);
        if (v === undefined || v === null || v === '') return open;
        return typeof v === 'number' || typeof v === 'string' ? toNumber(v) : NaN;
      };
      return JSON.parse(call('pg_select_range', 'string', ['number', 'number', 'number'], [0, seconds('from', -Infinity), seconds('to', Infinity)]));
    },
    /** Hex string of the state hash (equal hashes = identical scenes). */
    hash: function () { return call('pg_hash', 'string'); },
    /** Selects an agent by id (or -1: none), as a click would. {ok, selected, message}: an id
     *  that is no agent's (not whole, out of range) is refused, the selection unchanged. */
    select: function (id) {
      return JSON.parse(call('pg_select', 'string', ['number'], [toNumber(id)]));
    },
    /** CSS-pixel position on the canvas of a world point [x, y], for driving the mouse. */
    /** View settings of this screen: {uiScale: 1..2.5, theme: 'dark'|'light'|'contrast',
     *  highContrast: bool (true: theme 'contrast'), perf: bool, pngLegend: bool} (any subset). */
    setView: function (v) {
      var get = function (key) { return v ? readField(v, key) : undefined; };
      var uiScale = get('uiScale'), highContrast = get('highContrast'), perf = get('perf'), theme = get('theme');
      var pngLegend = get('pngLegend');
      // The theme by its name in links (the codec's); any other, or a text too long to be one of
      // them: the theme as it was, the other settings still applied.
      var themeName = theme === undefined ? '' : toText(theme);
      if (themeName === null || encoder.encode(themeName).length > textLimits().name.bytes) themeName = '';
      call('pg_set_view', null, ['number', 'number', 'number', 'name', 'number'], [
        uiScale === undefined ? -1 : toNumber(uiScale),
        highContrast === undefined ? -1 : (highContrast ? 1 : 0),
        perf === undefined ? -1 : (perf ? 1 : 0),
        themeName,
        pngLegend === undefined ? -1 : (pngLegend ? 1 : 0)], function () {});
    },
    /** Runs the current scene with seeds 1..20 for a simulated minute each, in slices across
     *  frames (the page stays responsive; summary().experiment.progress and, when open, the panel's
     *  Experiment section show the progress, as for its button): a Promise of [{label, chases, escapes, mean, median, min, max,
     *  sameForEverySeed}] (seconds to capture), or of null if another demo was chosen meanwhile. */
    experiment: function () {
      call('pg_experiment_start', null);
      return new Promise(function (resolve) {
        (function poll() {
          try {
            var rows = JSON.parse(call('pg_experiment_rows', 'string'));
            if (rows !== null || !JSON.parse(call('pg_summary', 'string'))['experiment']['running']) resolve(rows);
            else setTimeout(poll, 40);
          } catch (e) {
            if (e !== STOPPED) throw e;
            resolve(stoppedReply('experiment'));  // {error}: the wasm stopped meanwhile
          }
        })();
      });
    },
    /** Records trajectories from frame 0 (true) or stops (false). */
    record: function (on) { call('pg_record', null, ['number'], [on ? 1 : 0]); },
    /** The recorded trajectories: "time,id,role,x,y,vx,vy" and one row per agent per 0.1 s. */
    csv: function () { return call('pg_csv', 'string'); },
    downloadCsv: function () { call('pg_download_csv', null); },
    /** Downloads a PNG of the canvas after the next frame. */
    /** Downloads a PNG of the scene; {legend: true} adds what each colour means. */
    downloadPng: function (options) {
      var given = options ? readField(options, 'legend') : undefined;
      var legend = given !== undefined ? (given ? 1 : 0) : -1;
      call('pg_download_png', null, ['number'], [legend]);
    },
    /** {wasmBytes, heapInUse}: memory of the simulation, for soak tests. */
    memory: function () { return JSON.parse(call('pg_memory', 'string')); },
    /** {"kind:name": [x0, y0, x1, y1]}: where the panel's widgets were drawn (CSS px). */
    widgets: function () { return JSON.parse(call('pg_widgets', 'string')); },
    toScreen: function (x, y) { return JSON.parse(call('pg_to_screen', 'string', ['number', 'number'], [x, y])); },
    /** Where things are (CSS px, [x0, y0, x1, y1]): {layout: 'side'|'stacked'|'overlay', canvas: [w, h],
     *  panelOpen, tooltip, panel, view (the world's part of the canvas), touchSliders, touchSlop,
     *  inClick (the buttons whose action the page runs inside the click itself: the clipboard's),
     *  picture ([w, h] in device pixels: what a PNG or a clip of the view takes), world (its
     *  bounds as drawn now), ...} (README). */
    layout: function () { return JSON.parse(call('pg_layout', 'string')); },

    // The calls the page's second view (a11y.js) is built on; scripts may use them too.
    /** What is happening, in plain words, e.g. "Pursuit. The pursuer is 240 units from ...". */
    describe: function () { return JSON.parse(call('pg_describe', 'string')).text; },
    /** The newest finished chase in a sentence ("The pursuer caught the evader after 6.2 s. 3
     *  captures."; "" before the first, and in scenes without chases): what the accessible view
     *  says when one ends, where the whole description would repeat itself. */
    news: function () { return JSON.parse(call('pg_describe', 'string')).news; },
    /** A Promise of {ok, message, code, behaviour}: the selected agent's behaviour (or the demo's
     *  main agent's) with the numbers as they are at the call, as one function in lang 'cpp',
     *  'csharp', 'gdscript' or 'js' (README). The text comes from the code generator, fetched
     *  the first time code is asked for (see loadCodegen). */
    code: function (lang) {
      var r = codeRequest(lang);
      return r.ok ? generateLater(r) : Promise.resolve(refused(r));
    },
    /** The flowfield demo: paints the field along a drag from (x0, y0) to (x1, y1), world units,
     *  as a drag over the world does; true when cells changed. */
    paint: function (x0, y0, x1, y1) {
      return call('pg_paint', 'number', ['number', 'number', 'number', 'number'], [x0, y0, x1, y1]) === 1;
    },
    /** The flowfield demo's Noise field: takes the paint off. */
    clearPaint: function () { call('pg_clear_paint', null); },
    /** The panel's Copy as code: copies code(lang) to the clipboard and shows "Copied pursuit as
     *  C++" (or code's message when there is nothing to copy). Returns code(lang)'s Promise. */
    copyCode: function (lang) {
      var r = codeRequest(lang);
      var notice = function () { return r.copied; };  // "Copied pursuit as C++", the page's language
      var copy = function (out) {
        shell.lastCopiedCode = out.code;
        if (out.ok) copyText(out.code, notice(out));
        else notify(out.message);
        return out;
      };
      // The text at once when the generator is here: copied inside the caller's click or key.
      if (!r.ok || codegenModule) {
        var now;
        try { now = r.ok ? generated(codegenModule, r) : refused(r); } catch (e) { now = codegenFailed(e); }
        return Promise.resolve(copy(now));
      }
      var later = generateLater(r);
      // On its way: a clipboard item whose text comes when the generator does keeps the click's
      // permission to write (Safari and WebKit lend it only to the click's own handler); where
      // there is none, or it is refused, the text is written when it comes.
      var item = null;
      if (navigator.clipboard && navigator.clipboard.write && window.ClipboardItem && window.isSecureContext) {
        try {
          item = new window.ClipboardItem({ 'text/plain': later.then(function (out) {
            if (!out.ok) throw new Error(out.message);
            return new Blob([out.code], { type: 'text/plain' });
          }) });
        } catch (e) {
          item = null;
        }
      }
      if (!item) return later.then(copy);
      navigator.clipboard.write([item]).then(function () {
        later.then(function (out) { shell.lastCopiedCode = out.code; notify(notice(out)); });
      }, function () { later.then(copy); });
      return later;
    },
    /** What the panel shows, without the agents: {demo, frame, paused, speed, seed, lesson,
     *  recording, events, panelOpen, experiment, compare, view}. Cheap enough for every change. */
    summary: function () { return JSON.parse(call('pg_summary', 'string')); },
    /** The lessons gallery: [{index, title, demo, link, text}]. */
    lessons: function () { return JSON.parse(call('pg_lessons', 'string')); },
    /** Opens lesson i of the gallery (its link and its text): {ok, message}. */
    openLesson: function (i) {
      // No number (null, '', 'abc', an id): -1, which the app refuses, not lesson 0.
      var none = i === null || i === undefined || (typeof i === 'string' && !i.trim());
      var k = none ? NaN : Math.floor(toNumber(i));
      if (!isFinite(k)) k = -1;
      var r = JSON.parse(call('pg_open_lesson', 'string', ['number'], [k >= 0 && k <= 2147483647 ? k : -1]));
      shell.lastFragment = null;
      return r;
    },
    /** Annotation layers: [{name, label, on}]. */
    layers: function () { return JSON.parse(call('pg_layers', 'string')); },
    /** Switches an annotation layer on or off; false for an unknown name. */
    show: function (name, on) {
      return call('pg_show', 'number', ['name', 'number'], [name, on === undefined || on ? 1 : 0], function () { return 0; }) === 1;
    },
    /** Compare mode: compare(name, [values]) runs ghosts with that parameter changed (no values:
     *  one ghost at a clearly different value); compare(null) turns it off. Returns {ok, message}. */
    compare: function (name, values) {
      var v = '';  // without a name, compare is off and the values are not read
      if (name && values !== undefined && values !== null) {
        try {
          var parts = [].concat(values).map(toText);
          v = parts.indexOf(null) >= 0 ? UNREADABLE : parts.join(',');
        } catch (e) {
          v = UNREADABLE;
        }
      }
      return JSON.parse(call('pg_compare', 'string', ['name', 'value'], [name || '', v], refusal));
    },
    /** The panel's Copy link: copies link() to the clipboard and shows "Link copied". */
    copyLink: function () { call('pg_copy_link', null); },
    /** Opens the in-canvas keyboard and mouse help (as H). */
    help: function () { call('pg_help', null); },
    /** Fits the whole world in view (as F). */
    fit: function () { call('pg_fit', null); },
    /** Zooms the world view about its middle by factor (0.1 to 10), as + and - on the scene. */
    zoom: function (factor) { call('pg_zoom', null, ['number'], [factor]); },
    /** Draws a focus ring on the panel widget named as in widgets() ("param:lookahead") and
     *  scrolls the panel to it; focus(null) removes it. */
    focus: function (name) {
      // A name over the limit is no widget's: no ring, as pg_focus does with it.
      call('pg_focus', null, ['widget'], [name || ''], function () { call('pg_focus', null, ['widget'], ['']); });
    },
    /** Every parameter of the demo back to its default, but those the lesson's link locks. */
    defaults: function () { call('pg_defaults', null); },
    /** The panel's description, section by section, as it shows now: [{name, label, controls:
     *  [{name ("param:lookahead", as widgets() names it), kind ('button' | 'slider' | 'choice' |
     *  'toggle' | 'radio' | 'number' | 'text'), label, help, value, text (the value in words),
     *  shown, typed, min, max, step, decimals, log, keyRatio, unit, choices: [{value, label, enabled}], confirm, enabled,
     *  locked, keys, group, role}]}], every word in the page's language. The accessible view is
     *  built from it (a11y.js). */
    controls: function () { return JSON.parse(call('pg_controls', 'string')); },
    /** The scene's keyboard shortcuts as the help lists them: [{key, does, shortcuts: [{action
     *  (README: the names of src/app/controls.cpp's ShortcutActionName), keys (KeyboardEvent.key
     *  values), control, aria (as aria-keyshortcuts writes it), inSceneName}]}], `key` and `does`
     *  in the page's language. The accessible view's help is built from it. */
    shortcuts: function () { return JSON.parse(call('pg_shortcuts', 'string')); },
    /** The scene's shortcut `key` (a KeyboardEvent.key: 'n', ',', 'i') as if pressed on the scene;
     *  true if one took it. */
    pressKey: function (key) {
      var k = toText(key);
      return k !== null && call('pg_press_key', 'number', ['name'], [k], function () { return 0; }) === 1;
    },
    /** What a pointer and fingers do on the scene, as the help lists them: [{gesture, does}]. */
    gestures: function () { return JSON.parse(call('pg_gestures', 'string')); },
    /** A control's one action, as the panel's widget does it: act('button:defaults'),
     *  act('param:threat', 80), act('combo:demo', 'evade'), act('layer:threat', 1). Replies
     *  {ok, value, message}: a locked or disabled control, an unknown name, a value that is not
     *  one say why. */
    act: function (name, value) {
      // A text crosses as text (a choice's name, or a number the control reads: controls.cpp);
      // anything else that is not a number is no number (NaN), never 0.
      var text = typeof value === 'string' ? value : '';
      var n = typeof value === 'number' ? value : typeof value === 'boolean' ? (value ? 1 : 0) : NaN;
      return JSON.parse(call('pg_act', 'string', ['widget', 'number', 'value'], [name, n, text], refusal));
    },
    /** A new seed (an integer from 0): rebuilds the scene. */
    setSeed: function (seed) { call('pg_set_seed', null, ['number'], [Math.floor(toNumber(seed))]); },
    /** The simulation speed, 0.1 to 4 (clamped); returns the applied value. */
    setSpeed: function (v) { return call('pg_set_speed', 'number', ['number'], [v]); },
    /** Switches demo as the panel's picker does (its defaults, the same seed); false if unknown. */
    selectDemo: function (id) { return call('pg_select_demo', 'number', ['name'], [id], function () { return 0; }) === 1; },
    /** The last experiment's table of this demo (as experiment()), or null while it runs or if none ran. */
    experimentResult: function () { return JSON.parse(call('pg_experiment_rows', 'string')); },
    /** What the panel says around the experiment's table: {stale, note, heads} (stale: "Out of
     *  date: made with ... Run it again." once the settings differ from the table's, else ""; note:
     *  the line under it; heads: the names of a row's cells, in order), or null while there is no
     *  table of this demo. */
    experimentNotes: function () { return JSON.parse(call('pg_experiment_notes', 'string')); },
    /** Starts the 20-seed experiment in the background (experiment() also waits for its table). */
    startExperiment: function () { call('pg_experiment_start', null); },
    /** A challenge link's state (predict, then check), or null: {question, check, ask: 'yesno' |
     *  'set' | 'pick', choices, answer, phase: 'ready' | 'running' | 'done', problem, result}. */
    challenge: function () { return JSON.parse(call('pg_challenge', 'string')); },
    /** The student's answer ('yes', 'no' or a chaser to pick); true when taken. */
    answer: function (value) { return call('pg_challenge_answer', 'number', ['answer'], [value], function () { return 0; }) === 1; },
    /** Run: the scene plays from its start and the verdict shows when it gets there; true when run. */
    runChallenge: function () { return call('pg_challenge_run', 'number') === 1; },
    /** The verdict at once, without waiting for the scene. */
    revealChallenge: function () { call('pg_challenge_reveal', null); },
    /** A check as the Share dialog builds it, read on the scene now (pg_check): `text` as typed,
     *  or the dialog's parts {measure, op, value (as typed), seconds ('': the default)}, which the
     *  app joins as the grammar writes them (pg_check_parts). {ok, message, text (as read), check
     *  (canonical), measure, op, value, seconds, words, problem, measures ([{text, label,
     *  compares}]), ops, minSeconds, maxSeconds, result: the verdict the scene's link gives
     *  ({holds, measured, summary}) when `run` is true, else null}. Changes nothing. */
    check: function (text, run) {
      if (text !== null && typeof text === 'object') {
        var part = function (k) { var v = readField(text, k); return v === undefined || v === null ? '' : v; };
        return JSON.parse(call('pg_check_parts', 'string', ['value', 'value', 'value', 'value', 'number'],
                               [part('measure'), part('op'), part('value'), part('seconds'), run ? 1 : 0], refusal));
      }
      return JSON.parse(call('pg_check', 'string', ['value', 'number'], [text, run ? 1 : 0], refusal));
    },
    /** The scene's link (setup.moment true: at this moment of the run, as momentLink()) with a
     *  lesson set-up in place of any earlier one, written by the link codec (pg_lesson_link):
     *  setup = {lock: [names], hide: [names], sceneOnly, theme: '' | 'dark' | 'light' |
     *  'contrast', ui: a number or '', title, prompt, check, ask: '' | 'yesno' | 'set' | 'pick'},
     *  any part left out. Returns {ok, link, fragment, message (what was clamped, ignored or cut),
     *  at (the moment the link opens at, seconds, with setup.moment; else null),
     *  setup (as the link holds it), current (the set-up the scene on screen has: a lesson's locks,
     *  title, check...; the one `setup` replaces), limits: {title, prompt} (bytes of UTF-8), choices: {theme,
     *  ui, ask} ([{value, label}])}; ok false for a link too long to open, and link null when
     *  none was made (a text refused before it crossed). Changes nothing. */
    lessonLink: function (setup) {
      var s = setup !== null && typeof setup === 'object' ? setup : {};
      var text = function (key) {
        var v = readField(s, key);
        return v === undefined || v === null ? '' : v;
      };
      var names = function (key) {  // a list crosses as the codec reads lock=: "name,name"
        var v = text(key);
        try { return Array.isArray(v) ? v.map(toText).join(',') : v; } catch (e) { return UNREADABLE; }
      };
      var flag = function (key) { return readField(s, key) ? 1 : 0; };
      var r = JSON.parse(call('pg_lesson_link', 'string',
        ['number', 'value', 'value', 'number', 'name', 'value', 'notice', 'notice', 'value', 'name'],
        [flag('moment'), names('lock'), names('hide'), flag('sceneOnly'), text('theme'), text('ui'), text('title'),
          text('prompt'), text('check'), text('ask')],
        function (message) { return JSON.stringify({ ok: false, message: message, fragment: null, setup: null, current: null }); }));
      r.link = r.fragment === null ? null : shareUrl(r.fragment);
      return r;
    },
  };

  // The Share dialog (share.js), the offline copy (offline.js) and clips (clip.js) are not needed
  // for the first frame: their scripts load the first time they are used, and replace these stand-ins with the
  // real calls (which then answer as documented: share() the dialog element, offlineHtml() and
  // downloadOffline() Promises; a stand-in returns a Promise of the same answer).
  var scriptsLoading = {};
  function loadScript(src) {
    if (!scriptsLoading[src]) {
      scriptsLoading[src] = new Promise(function (resolve, reject) {
        var s = document.createElement('script');
        s.src = src;
        s.onload = resolve;
        s.onerror = function () {
          delete scriptsLoading[src];
          s.remove();  // a later call tries again with a script element of its own
          reject(missing(src + ' could not be loaded'));
        };
        document.body.appendChild(s);
      });
    }
    return scriptsLoading[src];
  }
  shell.loadScript = loadScript;  // the page's other layers load theirs the same way (clip.js)
  function loadedOnUse(src, name) {
    var standIn = function () {
      var args = arguments;
      return loadScript(src).then(function () {
        if ((api[name].unguarded || api[name]) === standIn) throw missing(src + ' did not install ' + name);
        return api[name].apply(api, args);
      });
    };
    api[name] = standIn;
  }
  // The offline copy (opened from file://) carries neither, as before.
  if (!window.PLAYGROUND_OFFLINE) {
    loadedOnUse('share.js', 'share');
    loadedOnUse('offline.js', 'offlineHtml');
    loadedOnUse('offline.js', 'downloadOffline');
    loadedOnUse('clip.js', 'clip');  // clips for slides, and their encoders (clip.js fetches them)
    loadedOnUse('clip.js', 'clipDialog');
    /** The Share dialog's link: null until the dialog has opened (as share.js answers then). */
    api.shareLink = function () { return null; };
  }

  /** The wasm's two modules (issue 32): {deferred: {loaded, byCall, early, at}}: whether
   *  playground.deferred.wasm is in, whether a call needed it before the page's own load after the
   *  first frame (early: the placeholder it went through, build/web/playground.placeholders.txt
   *  names its function), and when (ms after navigation, as performance.now()). */
  api.modules = function () {
    return { deferred: { loaded: deferred.loaded, byCall: deferred.early !== null, early: deferred.early, at: deferred.at } };
  };

  // [SECTION] the page's language. English is in the wasm; i18n.js (another language's table and
  // glyphs, setLanguage()) loads only when another is wanted: a link's lang=, the browser's first
  // language of ours (navigator.languages, by its primary subtag: demos::PreferredLanguage's
  // rule), the picker or a script. Our languages are the app's list (src/strings/strings.h),
  // which the build writes into the page (#page-languages, src/app/first_screen.cpp).
  api.language = function () { return call('pg_language', 'string'); };
  var LANGUAGES = (function () {
    try {
      var list = JSON.parse(document.getElementById('page-languages').textContent);
      if (list.length) return list;
    } catch (e) { /* a page without the list: English alone */ }
    return [['en', 'English']];
  })();
  /** The tag of one of our languages, as the app writes it ('pt-br', 'pt_BR' -> 'pt-BR'), or null. */
  function languageTag(tag) {
    var t = String(tag).toLowerCase().replace('_', '-');
    for (var i = 0; i < LANGUAGES.length; i++) if (LANGUAGES[i][0].toLowerCase() === t) return LANGUAGES[i][0];
    return null;
  }
  /** The first of `list` (people's languages, in order) that is one of ours by its primary subtag
   *  ('fr', 'zh-TW' -> 'zh-CN'), or null. */
  function preferredLanguage(list) {
    for (var i = 0; i < list.length; i++) {
      var primary = String(list[i]).toLowerCase().split(/[-_.@]/)[0];
      for (var k = 0; primary && k < LANGUAGES.length; k++)
        if (LANGUAGES[k][0].toLowerCase().split('-')[0] === primary) return LANGUAGES[k][0];
    }
    return null;
  }
  shell.languages = LANGUAGES;
  // Both rules are the app's (demos::CanonicalLanguage, PreferredLanguage), here before the wasm
  // has come; tests/data/languages.tsv holds the cases both are checked against.
  shell.languageTag = languageTag;
  shell.preferredLanguage = preferredLanguage;
  /** Whether language `tag` (canonical) has a font of its own, lang/<tag>.ttf (the list's third
   *  field: src/strings/strings.h, KnownLanguage::ownFont). */
  shell.ownFont = function (tag) {
    for (var i = 0; i < LANGUAGES.length; i++) if (LANGUAGES[i][0] === tag) return LANGUAGES[i][2] === true;
    return false;
  };
  /** The language the page's address names (lang=), if it is one of ours, else null; the last
   *  lang= of ours when there are several, as the link codec reads them. Read here only before
   *  the wasm has come (i18n.js starts in it); a link loaded later says its language itself
   *  (pg_load's lang). */
  function linkLanguage(text) {
    // A '?' inside a fragment is a value's ("title=Why?lang=pt-BR" is a title), as the codec reads it.
    return lastKnown('lang', text, languageTag);
  }
  if (!window.PLAYGROUND_OFFLINE) {
    loadedOnUse('i18n.js', 'setLanguage');
    var load = api.load;
    api.load = function (link) {
      // The language the codec read in the link (pg_load's lang): none from a refused link.
      var r = load(link);
      var lang = r && r.ok ? r.lang : '';
      if (lang && lang !== api.language()) api.setLanguage(lang);
      return r;
    };
    // i18n.js starts in it (by then the app may have rewritten the fragment without lang=).
    shell.language = linkLanguage(window.location.hash) || linkLanguage(window.location.search) ||
                     preferredLanguage(navigator.languages || [navigator.language || '']) || LANGUAGES[0][0];
    if (shell.language !== LANGUAGES[0][0]) loadScript('i18n.js');
    // The picker: a real <select> at the top left of the world (i18n.js keeps it in step).
    window.addEventListener('playgroundready', function () {
      if (shell.embed) return;
      var picker = document.createElement('select');
      picker.id = 'language';
      picker.setAttribute('aria-label', w('ui.language'));
      LANGUAGES.forEach(function (l) {
        var option = document.createElement('option');
        option.value = option.lang = l[0];
        option.textContent = l[1];
        picker.appendChild(option);
      });
      picker.addEventListener('change', function () { api.setLanguage(picker.value); });
      ['keydown', 'keyup'].forEach(function (t) { picker.addEventListener(t, function (e) { e.stopPropagation(); }); });
      // Before the scene in the Tab order, as it sits over the scene's top left corner.
      var scene = document.getElementById('canvas');
      scene.parentNode.insertBefore(picker, scene);
      // At the world's top left corner, in the UI's scale (a projector's ui=2: twice the size);
      // placed again when the world's part of the canvas or the scale may have changed.
      var place = function () {
        var layout = api.layout(), v = layout.view;
        if (!v) return;  // the wasm stopped: the page shows why, nothing to place
        if (!(v[2] > v[0])) { requestAnimationFrame(place); return; }  // before the first frame's layout
        picker.style.top = Math.round(layout.picker[1]) + 'px';
        picker.style.left = Math.round(layout.picker[0]) + 'px';
        picker.style.fontSize = Math.round(layout.pickerFont) + 'px';
        // The status line leaves the picker's corner free (src/app/ui.cpp).
        var r = picker.getBoundingClientRect();
        call('pg_set_corner', null, ['number', 'number'], [r.right - v[0], r.bottom - v[1]]);
      };
      var placeSoon = function () { requestAnimationFrame(function () { requestAnimationFrame(place); }); };
      place();
      // The app says when the world's part of the canvas moved (a challenge's heading, the UI's
      // scale, the panel): placed after that frame, outside it.
      shell.viewMoved = function () { setTimeout(place, 0); };
      window.addEventListener('resize', place);
      ['pointerup', 'keyup', 'playgroundlanguage'].forEach(function (t) { window.addEventListener(t, placeSoon); });
      ['load', 'setView'].forEach(function (name) {
        var inner = api[name];
        api[name] = function () { var r = inner.apply(null, arguments); placeSoon(); return r; };
      });
    });
  } else {
    shell.language = (window.PLAYGROUND_OFFLINE.lang || {}).tag || 'en';  // the offline copy's (offline.js)
  }

  // [SECTION] drawing on demand (src/app/main.cpp stops its frame loop when nothing changes)
  // Any input or resize wakes it for a few frames. A hidden tab, or a canvas scrolled out of view
  // (an embed further down a course page), neither draws nor steps until it is back.
  function wake() {
    if (live()) call('pg_wake', null);
  }
  ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'wheel', 'touchstart', 'touchmove', 'touchend',
   'keydown', 'keyup', 'focusin', 'focusout'].forEach(function (type) {
    window.addEventListener(type, wake, { capture: true, passive: true });
  });
  window.addEventListener('resize', wake);
  var inView = true;
  function updateOffscreen() {
    if (live()) call('pg_set_offscreen', null, ['number'], [document.hidden || !inView ? 1 : 0]);
  }
  document.addEventListener('visibilitychange', updateOffscreen);
  if (window.IntersectionObserver) {
    new IntersectionObserver(function (entries) {
      inView = entries[entries.length - 1].isIntersecting;
      updateOffscreen();
    }).observe(document.getElementById('canvas'));
  }
  window.addEventListener('playgroundready', updateOffscreen);

  // The clipboard's buttons act inside the click itself. The ImGui button acts in the next
  // animation frame, a callback requested before the click, and WebKit (WebKitGTK 2.50, so Safari
  // too) lends a click's permission to write the clipboard only to code the click handler runs or
  // schedules: there both writeText and execCommand('copy') were refused. A click that lands on
  // one of them (the app's list, layout().inClick: Copy link, Link to this moment, Copy as code)
  // runs its action here; the button's own call then finds the work done.
  document.getElementById('canvas').addEventListener('click', function (e) {
    if (!live()) return;
    var box = e.target.getBoundingClientRect();
    var x = e.clientX - box.left, y = e.clientY - box.top;
    var all = api.widgets();
    api.layout().inClick.forEach(function (name) {
      var r = all[name];
      if (r && x >= r[0] && x <= r[2] && y >= r[1] && y <= r[3]) shell.actInGesture(name);
    });
  });

  // [SECTION] touch: a tap on a slider types an exact value
  // A finger that lands on a slider and lifts without moving (main.cpp holds such a touch back
  // from the slider, so the value stays) opens a number field over the slider, unless the app
  // took it for a long press (the timeline's range: web::TouchHeld). It is a DOM
  // input, focused inside the touchend handler itself: iOS and Android show the on-screen
  // keyboard only for a focused input, and iOS Safari only when the focus comes from the
  // gesture's own handler. inputmode=decimal asks for the number pad; Enter or leaving the
  // field applies the value through the same calls as the panel (clamped there), Escape cancels.
  // A tap here is a tap there: a little under the app's slop (layout().touchSlop), and only on
  // a widget the app holds a touch back from (layout().touchSliders: a panel slider), or the
  // seed; the timeline and the composer's sliders act on the tap itself.
  var touchCanvas = document.getElementById('canvas');
  var tap = null;
  var editor = null;
  var editing = null;  // {apply: function (text)} of the open field
  function canvasPoint(t) {
    var box = touchCanvas.getBoundingClientRect();
    return { x: t.clientX - box.left, y: t.clientY - box.top };
  }
  // The slider under a point: {rect, label, value, apply}, or null.
  function sliderAt(p, only) {
    var all = api.widgets();
    var hit = null;
    Object.keys(all).forEach(function (name) {
      var r = all[name];
      if (p.x >= r[0] && p.x < r[2] && p.y >= r[1] && p.y < r[3]) hit = hit || { name: name, rect: r };
    });
    if (!hit || (only && only.indexOf(hit.name) < 0 && hit.name !== 'input:seed')) return null;
    // The panel's description says what the widget is: a slider or the seed, its label, unit and
    // value, and whether it can change now (controls.h); the typed value goes through its action.
    var c = null;
    api.controls().forEach(function (s) { s.controls.forEach(function (x) { if (x.name === hit.name) c = x; }); });
    if (!c || c.locked || !c.enabled || (c.kind !== 'slider' && c.kind !== 'number')) return null;
    // The typed text goes to the control's action as text: the app reads it (a number, else
    // refused, and the notice says why), clamps it and says so, as the panel does.
    return { name: c.name, value: c.value, rect: hit.rect, label: c.label + (c.unit ? ' (' + c.unit + ')' : ''), typed: c.typed,
             apply: function (text) {
               if (text === '') return null;
               var r = api.act(c.name, text);
               if (r && !r.ok && r.message) notify(r.message);
               return r;
             } };
  }
  function closeEditor(apply) {
    if (!editing) return;
    // The text as typed: the app reads it (demos::TypedNumber: '.' or the language's own mark).
    var e = editing, typed = editor.value.trim();
    editing = null;
    editor.style.display = 'none';
    // After the app has taken the clicks that opened the field (a double-click's first click sets
    // the slider where it lands): they wait for a frame each (platform.cpp), on a busy machine
    // after a quick typist too, and would then move the slider after the typed value was applied.
    var later = function (f, frames) {
      requestAnimationFrame(function () {
        nextTask(function () {
          if (!live()) return;
          if ((frames || 0) < 30 && call('pg_input_pending', 'number')) later(f, (frames || 0) + 1);
          else f();
        });
      });
    };
    // Cancelled, left as it opened or refused: the value stays (not rounded to what the field
    // showed), and a double-click's press gives back the value it moved.
    later(function () {
      var r = apply && typed !== e.typed ? e.apply(typed) : null;
      if (!(r && r.ok) && e.before !== undefined) api.act(e.name, e.before);
    });
  }
  function openEditor(slider) {
    if (!editor) {
      editor = document.createElement('input');
      editor.id = 'pg-type';
      editor.type = 'text';
      editor.setAttribute('inputmode', 'decimal');
      editor.setAttribute('enterkeyhint', 'done');
      editor.setAttribute('autocomplete', 'off');
      editor.addEventListener('keydown', function (e) {
        if (e.key === 'Enter') { e.preventDefault(); editor.blur(); }
        else if (e.key === 'Escape') { e.preventDefault(); closeEditor(false); editor.blur(); }
      });
      editor.addEventListener('blur', function () { closeEditor(true); });
      document.body.appendChild(editor);
    }
    var box = touchCanvas.getBoundingClientRect(), r = slider.rect;
    editor.style.left = (box.left + r[0]) + 'px';
    editor.style.top = (box.top + r[1]) + 'px';
    editor.style.width = Math.max(r[2] - r[0], 80) + 'px';
    editor.style.height = Math.max(r[3] - r[1], 32) + 'px';
    editor.style.display = 'block';
    editor.setAttribute('aria-label', slider.label);
    editor.value = slider.typed;
    editing = slider;
    editor.focus();
    editor.select();
  }
  touchCanvas.addEventListener('touchstart', function (e) {
    tap = live() && e.touches.length === 1 ? canvasPoint(e.touches[0]) : null;
    if (tap) {
      var l = api.layout();
      tap.slop = 0.75 * l.touchSlop;
      tap.sliders = l.touchSliders;
    }
    if (window.Module) window.Module.touchHeld = false;  // the app says when a press is held (web::TouchHeld)
  }, { capture: true, passive: true });
  touchCanvas.addEventListener('touchmove', function (e) {
    if (!tap) return;
    var p = canvasPoint(e.touches[0]);
    if (e.touches.length !== 1 || Math.abs(p.x - tap.x) > tap.slop || Math.abs(p.y - tap.y) > tap.slop) tap = null;
  }, { capture: true, passive: true });
  touchCanvas.addEventListener('touchend', function (e) {
    var p = tap;
    tap = null;
    if (!p || e.touches.length !== 0 || (window.Module && window.Module.touchHeld)) return;
    var slider = sliderAt(p, p.sliders);
    if (slider) openEditor(slider);
  }, { capture: true, passive: true });
  // With a mouse: a double-click on a slider, or a click on the seed, opens the same field (the
  // panel's sliders have no text mode of their own). The double-click's first press has set the
  // slider where it landed (ImGui's slider takes a press) before the dblclick comes: the field
  // opens on the value from before that press, and the value goes back to it unless a new one is
  // typed (the value under the press is read here, before the app's frame takes the press).
  var pressed = null;  // {name, value, typed} under a click sequence's first press
  touchCanvas.addEventListener('mousedown', function (e) {
    if (e.button !== 0 || e.detail > 1) return;
    // Not before the second module is in (a press in the first moments would load it at once).
    var s = live() && deferred.loaded && sliderAt(canvasPoint(e));
    pressed = s && s.name !== 'input:seed' ? { name: s.name, value: s.value, typed: s.typed } : null;
  }, true);
  touchCanvas.addEventListener('dblclick', function (e) {
    var field = live() && sliderAt(canvasPoint(e));
    if (!field) return;
    // Whether or not the app's frame has taken that press yet (presses wait for a frame each).
    if (pressed && pressed.name === field.name) {
      field.typed = pressed.typed;
      field.before = pressed.value;
    }
    pressed = null;
    openEditor(field);
  });
  touchCanvas.addEventListener('click', function (e) {
    if (!live()) return;
    var r = api.widgets()['input:seed'], p = canvasPoint(e);
    var field = r && p.x >= r[0] && p.x < r[2] && p.y >= r[1] && p.y < r[3] && sliderAt(p);
    if (field) openEditor(field);
  });

  // Offline after one visit: the service worker (sw.js) keeps the site's files (not for the
  // offline copy opened from file://, which carries everything inside it). Registered once the app
  // has drawn and its deferred module is in (loadDeferredSoon, below), not at the page's load: its
  // install downloads the whole site (the wasm again among it) and compiles its scripts, which on
  // a first visit took bandwidth and CPU from the start (a slow connection's wasm download; on two
  // cores, the first paint came 0.1 s later and the first frame 0.05 s later, median of twelve).
  // A page that draws nothing for a while (a tab opened in the background, an embed out of view)
  // or never (no WebGL 2, a failed download) registers it 10 s after its load all the same.
  var workerAsked = false;
  function keepOffline() {
    if (workerAsked || window.PLAYGROUND_OFFLINE || !('serviceWorker' in navigator) ||
        !/^https?:$/.test(window.location.protocol)) return;
    workerAsked = true;
    navigator.serviceWorker.register('sw.js').catch(function () { /* the page works without it */ });
  }
  window.addEventListener('load', function () { setTimeout(keepOffline, 10000); });

  // Editing the fragment by hand applies it.
  window.addEventListener('hashchange', function (e) {
    if (!live()) return;
    // The address as the person left it (the event's newURL): the app may have written the
    // scene's own fragment since (replaceState after a load), which is not an edit to follow.
    var url = e && typeof e.newURL === 'string' ? e.newURL : window.location.href;
    var at = url.indexOf('#');
    var fragment = at >= 0 ? url.slice(at + 1) : '';
    if (fragment !== shell.lastFragment) api.load(fragment);
  });

  // [SECTION] the first screen (index.html): the scene's words and still until the app has drawn
  // A link to another scene shows that scene's title and lesson (every demo's words are in the
  // page, src/app/first_screen.cpp), without the default scene's still; an embed shows the still
  // alone. Hidden at the app's first frame (its performance mark, main.cpp).
  var first = document.getElementById('first');
  if (first) {
    if (shell.embed) first.className = 'embed';
    var still = document.getElementById('first-still');
    var words = null;
    try { words = JSON.parse(document.getElementById('first-demos').textContent); } catch (e) { words = null; }
    // The demo the app will open: the last demo= it knows (demos::ParseLink's rule), not the last
    // demo= ('#demo=flock&demo=x' opens flock).
    var named = words && lastKnown('demo', window.location.hash,
                                   function (id) { return words.hasOwnProperty(id) ? id : null; });
    if (named && still && named !== still.getAttribute('data-demo')) {
      document.getElementById('first-title').textContent = words[named][0];
      document.getElementById('first-lesson').textContent = words[named][1];
      first.className += ' other';
    }
    var hideFirst = function () { first.hidden = true; };
    if (window.PerformanceObserver) {
      try {
        new PerformanceObserver(function (list, observer) {
          if (list.getEntries().some(function (e) { return e.name === 'playground-first-frame'; })) {
            hideFirst();
            observer.disconnect();
          }
        }).observe({ type: 'mark' });
      } catch (e) { window.addEventListener('playgroundready', hideFirst); }
    } else {
      window.addEventListener('playgroundready', hideFirst);
    }
  }

  // [SECTION] start
  // Nothing before the first screen is painted: the wasm's download and compile start once the
  // browser reports the first contentful paint (where it has no paint timing, in the task after the
  // page's first frame; at the latest after a second, or at once in a tab opened in the
  // background, which paints nothing, and in an embed). Then, off the main thread, while the wasm
  // streams in:
  //  - the wasm compiles as it downloads (compileStreaming);
  //  - a worker waits for the GPU process (gpu_warm.js): a browser that has just started still
  //    sets up its GPU (on a software GPU, SwiftShader, 0.3-0.7 s), and the page's own WebGL
  //    context would have waited for it on the main thread.
  // The page's one WebGL 2 context is created once both are there, then the engine runs. The
  // worker asks at once, while the first screen paints (no network: its script is 0.3 KB; the
  // GPU process starts on its own thread), which took 40-100 ms off the first frame.
  var offline = window.PLAYGROUND_OFFLINE;
  var canvas = document.getElementById('canvas');
  var started = false;
  var gpuWarm = gpuReady();
  function start() {
    if (started) return;
    started = true;
    var compiled = null;
    if (!offline && window.WebAssembly && window.fetch) {
      var fetchWasm = function () { return fetch('playground.wasm', { credentials: 'same-origin' }); };
      var compileBytes = function (response) {
        if (!response.ok) throw new Error('playground.wasm: HTTP ' + response.status);
        return response.arrayBuffer().then(function (bytes) { return WebAssembly.compile(bytes); });
      };
      compiled = WebAssembly.compileStreaming
        ? WebAssembly.compileStreaming(fetchWasm()).catch(function () { return fetchWasm().then(compileBytes); })
        : fetchWasm().then(compileBytes);
      compiled.catch(function () { /* reported when the engine asks for it */ });
    }
    // The context first (once the GPU is there), then the engine's script and its Module.
    gpuWarm.then(function () {
      nextTask(function () { if (webgl2OrError()) startEngine(compiled); });
    });
  }
  /** A Promise settled once a worker got a WebGL 2 context (or could not try, or 5 s passed). */
  function gpuReady() {
    return new Promise(function (resolve) {
      if (offline || !window.Worker || !window.OffscreenCanvas) { resolve(); return; }
      var worker = null, timer = 0;
      var done = function () {
        clearTimeout(timer);
        if (worker) worker.terminate();
        resolve();
      };
      try {
        worker = new Worker('gpu_warm.js');
      } catch (e) {
        resolve();
        return;
      }
      worker.onmessage = done;
      worker.onerror = done;
      timer = setTimeout(done, 5000);
    });
  }
  // [SECTION] the deferred module (issue 32: the first visit's weight)
  // The build splits the wasm (scripts/split_wasm.py): playground.wasm has what the first frames of
  // every demo's link run, playground.deferred.wasm the rest (the API's calls, the composer,
  // experiments, exports...). After the first frame the page fetches and compiles it off the main
  // thread and instantiates it; its functions then take their places in the wasm's table. A call
  // that reaches one of them sooner (a script's first API call, a click in the first moments) loads
  // it at once instead, synchronously (Emscripten's SPLIT_MODULE calls loadSplitModule), from the
  // compiled module if it is there, else by a synchronous request. Where nothing is downloaded (the
  // offline copy carries it; a page the service worker serves from its cache, where a synchronous
  // request would not reach the worker) both modules come in at the start, before any call.
  var deferred = { compiled: null, loaded: false, early: null, at: null, tries: 0 };
  var deferredAtStart = !!(offline || (navigator.serviceWorker && navigator.serviceWorker.controller));
  /** The module's bytes, synchronously: the offline copy's, else a synchronous request. */
  function deferredBytes() {
    if (offline) return base64Bytes(offline.deferred || '');
    var xhr = new XMLHttpRequest();
    xhr.open('GET', 'playground.deferred.wasm', false);
    xhr.overrideMimeType('text/plain; charset=x-user-defined');
    xhr.send(null);
    if (xhr.status !== 200) throw new Error('playground.deferred.wasm could not be fetched (HTTP ' + xhr.status + ')');
    return charBytes(xhr.responseText);
  }
  function instantiateDeferred(module, imports) {
    var instance = new WebAssembly.Instance(module, imports);
    deferred.loaded = true;
    deferred.at = performance.now();
    return instance;
  }
  /** Emscripten's loadSplitModule: [instance, module], the instance's functions in the table.
   *  Failing (the network went away after the first frame), it throws out of the call that needed
   *  it: the page stops and says so (stop(), above), as for any error out of the wasm. */
  function loadDeferredNow(file, imports, called) {
    if (!deferred.loaded && deferred.early === null) deferred.early = String(called);
    var module = deferred.compiled || new WebAssembly.Module(deferredBytes());
    return [instantiateDeferred(module, imports), module];
  }
  /** A Promise of the compiled module, compiled off the main thread. */
  function compileDeferred() {
    var get = function () { return fetch('playground.deferred.wasm', { credentials: 'same-origin' }); };
    return (offline ? WebAssembly.compile(base64Bytes(offline.deferred || ''))
      : WebAssembly.compileStreaming ? WebAssembly.compileStreaming(get())
      : get().then(function (r) { return r.arrayBuffer(); }).then(function (b) { return WebAssembly.compile(b); }))
      .then(function (module) { deferred.compiled = module; return module; });
  }
  /** After the first frame (Module.firstFrame): fetched, compiled and instantiated (a failed fetch
   *  is tried again, three times, 5 s apart; a call may still load it at once); then the service
   *  worker (keepOffline). */
  function loadDeferredSoon() {
    if (deferred.loaded) { keepOffline(); return; }
    compileDeferred().then(function (module) {
      if (!deferred.loaded && !stopped) instantiateDeferred(module, { primary: window.Module.asm });
      keepOffline();
    }).catch(function (e) {
      if (deferred.loaded) { keepOffline(); return; }
      if (++deferred.tries <= 3) {
        setTimeout(loadDeferredSoon, 5000);
      } else {
        console.warn('playground.deferred.wasm: ' + (e && e.message || e));
        keepOffline();
      }
    });
  }
  /** Whether the page's WebGL 2 context could be created (see createWebGL2); the error if not. */
  function webgl2OrError() {
    if (createWebGL2(canvas)) return true;
    showError('page.error.webgl');
    return false;
  }
  function startEngine(compiled) {
    window.Module = {
      canvas: canvas,
      print: function (text) { console.log(text); },
      // Emscripten's runtime says when a call reached the deferred module before it was loaded
      // (below): a step of the start, not a problem to report.
      printErr: function (text) {
        if (!/^(placeholder function called: |instantiated deferred module, continuing$)/.test(text)) console.warn(text);
      },
      onAbort: function (what) { stop('Aborted(' + toText(what) + ')'); },
      loadSplitModule: loadDeferredNow,
      firstFrame: loadDeferredSoon,
    };
    // Emscripten's hook: the module compiled above, instantiated with the engine's imports in a task
    // of its own.
    window.Module.instantiateWasm = function (imports, receiveInstance) {
      var failed = function (e) {
        showError('page.error.load', [String(e && e.message || e)]);
      };
      var later = function (value) { return new Promise(function (resolve) { nextTask(function () { resolve(value); }); }); };
      var second = deferredAtStart ? compileDeferred() : null;
      later().then(function () {
        if (!compiled) return WebAssembly.instantiate(window.Module.wasmBinary, imports).then(function (r) { return r.instance; });
        return compiled.then(later).then(function (module) { return WebAssembly.instantiate(module, imports); });
      }).then(function (instance) {
        return second ? second.then(function () { return instance; }) : instance;
      }).then(function (instance) {
        if (!instance) return;
        receiveInstance(instance, undefined);
        // Both in before the app's first call (its start comes in tasks after this one).
        if (second) instantiateDeferred(deferred.compiled, { primary: window.Module.asm });
      }, failed);
      return {};
    };
    var script = document.createElement('script');
    // The offline copy (shell/offline.js) carries the wasm and the engine's script inside the page:
    // no fetch, so it opens from file://. Its scene is the link it was saved with.
    if (offline) {
      window.Module.wasmBinary = base64Bytes(offline.wasm);
      if (!window.location.hash && offline.fragment) {
        try { history.replaceState(null, '', '#' + offline.fragment); } catch (e) { window.location.hash = offline.fragment; }
      }
      var code = document.getElementById('playground-code').textContent;
      script.src = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
    } else {
      script.src = 'playground.js';
    }
    script.async = true;
    script.onerror = function () {
      showError('page.error.script');
    };
    document.body.appendChild(script);
  }
  // The scene's focus ring is for the keyboard: Chromium 156 also matches :focus-visible when a
  // mouse or a finger focuses the canvas, which framed the page in yellow after every click.
  canvas.addEventListener('pointerdown', function () { canvas.setAttribute('data-pointer', ''); });
  document.addEventListener('keydown', function (e) {
    if (e.key === 'Tab') canvas.removeAttribute('data-pointer');
  }, true);
  // Losing the WebGL context (GPU reset, too many tabs) must not end the page: preventDefault
  // allows the browser to restore it, and the app then recreates its GPU objects.
  canvas.addEventListener('webglcontextlost', function (e) { e.preventDefault(); }, false);
  canvas.addEventListener('webglcontextrestored', function () {
    if (live()) call('pg_context_restored', null);
  }, false);
  // An embed starts at once: one further down a course page paints nothing while out of view, and
  // would only wait for the fallback.
  if (offline || !window.requestAnimationFrame || shell.embed) {
    start();
  } else {
    var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes &&
                 PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
    if (paints) {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntries().some(function (e) { return e.name === 'first-contentful-paint'; })) return;
        observer.disconnect();
        nextTask(start);
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () { nextTask(start); });
    }
    setTimeout(start, document.hidden ? 0 : 1000);
  }
})();
