// The page's JavaScript. It checks for WebGL 2, loads the wasm behind a loading message, shows a
// clear message instead of a blank page when anything fails, and exposes window.playground,
// built only on the C++ exports of src/app/webapi.cpp. No eval and no inline script, so the page
// runs under a strict Content-Security-Policy.
(function () {
  'use strict';

  var statusEl = document.getElementById('status');
  var statusText = document.getElementById('status-text');

  function showError(message) {
    statusEl.className = 'error';
    statusText.textContent = message;  // text, never HTML
  }

  // The page's one WebGL 2 context, created here on the real canvas while the wasm downloads,
  // with exactly the attributes SDL asks for (src/app/main.cpp: no alpha, depth or stencil
  // buffer, no antialiasing). SDL's getContext then gets this same context back instead of
  // paying for a second one: on a software GPU each context costs 50-200 ms of the first frame.
  var CONTEXT_ATTRIBUTES = { alpha: false, depth: false, stencil: false, antialias: false };
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

  // [SECTION] what the C++ side calls (webapi.cpp's EM_JS functions)
  var shell = {
    lastFragment: null,  // the fragment the app itself last wrote (not a user edit)
    lastCopied: null,
    copiedInGesture: 0,  // Date.now() of the last copy made inside a click
    isReady: false,
    changed: null,  // set by a11y.js: called (during a frame) when what the panel shows changed
    ready: function () {
      shell.isReady = true;
      statusEl.className = 'hidden';
      window.playground = api;
      // No focus is taken: the first Tab reaches "Skip to the scene" and the controls (a11y.js).
      window.dispatchEvent(new Event('playgroundready'));
    },
    copyLink: function (fragment) {
      // Already copied inside the click itself (see the canvas click listener below).
      if (Date.now() - shell.copiedInGesture < 1500) return;
      var url = shareUrl(fragment);
      shell.lastCopied = url;
      var done = function (ok) {
        notify(ok ? 'Link copied' : 'Could not copy: the link is in the address bar');
      };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(url).then(function () { done(true); }, function () { done(copyFallback(url)); });
      } else {
        done(copyFallback(url));
      }
    },
    openFull: function (fragment) {
      window.open(shareUrl(fragment), '_blank', 'noopener');
    },
  };
  window.playgroundShell = shell;

  function copyFallback(text) {
    var area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    var ok = false;
    try {
      ok = document.execCommand('copy');
    } catch (e) {
      ok = false;
    }
    document.body.removeChild(area);
    return ok;
  }

  // Calls that only read: they must not wake a stopped frame loop (a page layer may read state()
  // often). Every other call may change what is drawn, so the loop draws a few frames after it.
  var READ_ONLY = { pg_demos: 1, pg_params: 1, pg_state: 1, pg_fragment: 1, pg_hash: 1, pg_memory: 1,
                    pg_csv: 1, pg_widgets: 1, pg_to_screen: 1, pg_formula: 1, pg_wake: 1, pg_set_offscreen: 1,
                    pg_describe: 1, pg_summary: 1, pg_lessons: 1, pg_layers: 1, pg_experiment_rows: 1, pg_code: 1 };
  function call(name, ret, types, args) {
    var r = window.Module.ccall(name, ret, types || [], args || []);
    if (!READ_ONLY[name]) window.Module.ccall('pg_wake', null, [], []);
    return r;
  }
  function notify(text) {
    call('pg_notify', null, ['string'], [String(text)]);
  }

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
      var r = JSON.parse(call('pg_set', 'string', ['string', 'string'], [String(name), String(value)]));
      return r.ok ? r.value : (r.value === null ? null : r.value);
    },
    /** The lesson panel's live formula lines as plain text, one string per line. */
    formula: function () { return JSON.parse(call('pg_formula', 'string')); },
    /** Opens a share link or fragment; returns {ok, message}. */
    load: function (linkOrFragment) {
      var r = JSON.parse(call('pg_load', 'string', ['string'], [String(linkOrFragment)]));
      shell.lastFragment = null;
      return r;
    },
    /** The full share URL of the scene as it is now. */
    link: function () { return shareUrl(call('pg_fragment', 'string')); },
    pause: function () { call('pg_pause', null); },
    resume: function () { call('pg_resume', null); },
    /** Exactly n fixed steps of 1/60 s, also while paused; returns the new frame number. */
    step: function (n) {
      var k = n === undefined ? 1 : Math.floor(Number(n));
      return call('pg_step', 'number', ['number'], [isFinite(k) ? k : 0]);
    },
    reset: function () { call('pg_reset', null); },
    /** Hex string of the state hash (equal hashes = identical scenes). */
    hash: function () { return call('pg_hash', 'string'); },
    /** Selects an agent by id (or -1), as a click would. */
    select: function (id) { call('pg_select', null, ['number'], [Number(id)]); },
    /** CSS-pixel position on the canvas of a world point [x, y], for driving the mouse. */
    /** View settings of this screen: {uiScale: 1..2.5, highContrast: bool, perf: bool} (any subset). */
    setView: function (v) {
      v = v || {};
      call('pg_set_view', null, ['number', 'number', 'number'], [
        v.uiScale === undefined ? -1 : Number(v.uiScale),
        v.highContrast === undefined ? -1 : (v.highContrast ? 1 : 0),
        v.perf === undefined ? -1 : (v.perf ? 1 : 0)]);
    },
    /** Runs the current scene with seeds 1..20 for a simulated minute each:
     *  [{label, chases, escapes, mean, median, min, max}] (seconds to capture). */
    experiment: function () { return JSON.parse(call('pg_experiment', 'string')); },
    /** Records trajectories from frame 0 (true) or stops (false). */
    record: function (on) { call('pg_record', null, ['number'], [on ? 1 : 0]); },
    /** The recorded trajectories: "time,id,role,x,y,vx,vy" and one row per agent per 0.1 s. */
    csv: function () { return call('pg_csv', 'string'); },
    downloadCsv: function () { call('pg_download_csv', null); },
    /** Downloads a PNG of the canvas after the next frame. */
    downloadPng: function () { call('pg_download_png', null); },
    /** {wasmBytes, heapInUse}: memory of the simulation, for soak tests. */
    memory: function () { return JSON.parse(call('pg_memory', 'string')); },
    /** {"kind:name": [x0, y0, x1, y1]}: where the panel's widgets were drawn (CSS px). */
    widgets: function () { return JSON.parse(call('pg_widgets', 'string')); },
    toScreen: function (x, y) { return JSON.parse(call('pg_to_screen', 'string', ['number', 'number'], [x, y])); },

    // The calls the page's second view (a11y.js) is built on; scripts may use them too.
    /** What is happening, in plain words, e.g. "Pursuit. The pursuer is 240 units from ...". */
    describe: function () { return JSON.parse(call('pg_describe', 'string')).text; },
    /** {ok, message, code}: the selected agent's behaviour with the current numbers as one function,
     *  lang 'cpp', 'csharp', 'gdscript' or 'js' (seek, flee, arrive, pursuit, evade so far). */
    code: function (lang) { return JSON.parse(call('pg_code', 'string', ['string'], [String(lang)])); },
    /** What the panel shows, without the agents: {demo, frame, paused, speed, seed, lesson,
     *  recording, events, panelOpen, experiment, compare, view}. Cheap enough for every change. */
    summary: function () { return JSON.parse(call('pg_summary', 'string')); },
    /** The lessons gallery: [{index, title, demo, link, text}]. */
    lessons: function () { return JSON.parse(call('pg_lessons', 'string')); },
    /** Opens lesson i of the gallery (its link and its text): {ok, message}. */
    openLesson: function (i) {
      var r = JSON.parse(call('pg_open_lesson', 'string', ['number'], [Math.floor(Number(i)) || 0]));
      shell.lastFragment = null;
      return r;
    },
    /** Annotation layers: [{name, label, on}]. */
    layers: function () { return JSON.parse(call('pg_layers', 'string')); },
    /** Switches an annotation layer on or off; false for an unknown name. */
    show: function (name, on) {
      return call('pg_show', 'number', ['string', 'number'], [String(name), on === false ? 0 : 1]) === 1;
    },
    /** Compare mode: compare(name, [values]) runs ghosts with that parameter changed (no values:
     *  one ghost at a clearly different value); compare(null) turns it off. Returns {ok, message}. */
    compare: function (name, values) {
      var v = values === undefined || values === null ? '' : [].concat(values).join(',');
      return JSON.parse(call('pg_compare', 'string', ['string', 'string'], [name ? String(name) : '', v]));
    },
    /** The panel's Copy link: copies link() to the clipboard and shows "Link copied". */
    copyLink: function () { call('pg_copy_link', null); },
    /** Opens the in-canvas keyboard and mouse help (as H). */
    help: function () { call('pg_help', null); },
    /** Fits the whole world in view (as F). */
    fit: function () { call('pg_fit', null); },
    /** Zooms the world view about its middle by factor (0.1 to 10), as + and - on the scene. */
    zoom: function (factor) { call('pg_zoom', null, ['number'], [Number(factor)]); },
    /** Draws a focus ring on the panel widget named as in widgets() ("param:lookahead") and
     *  scrolls the panel to it; focus(null) removes it. */
    focus: function (name) { call('pg_focus', null, ['string'], [name ? String(name) : '']); },
    /** Every parameter of the demo back to its default. */
    defaults: function () { call('pg_defaults', null); },
    /** A new seed (an integer from 0): rebuilds the scene. */
    setSeed: function (seed) { call('pg_set_seed', null, ['number'], [Math.floor(Number(seed))]); },
    /** The simulation speed, 0.1 to 4 (clamped); returns the applied value. */
    setSpeed: function (v) { return call('pg_set_speed', 'number', ['number'], [Number(v)]); },
    /** Switches demo as the panel's picker does (its defaults, the same seed); false if unknown. */
    selectDemo: function (id) { return call('pg_select_demo', 'number', ['string'], [String(id)]) === 1; },
    /** The last experiment's table of this demo (as experiment()), or null while it runs or if none ran. */
    experimentResult: function () { return JSON.parse(call('pg_experiment_rows', 'string')); },
    /** Starts the 20-seed experiment in the background (experiment() runs it to the end at once). */
    startExperiment: function () { call('pg_experiment_start', null); },
  };

  // [SECTION] drawing on demand (src/app/main.cpp stops its frame loop when nothing changes)
  // Any input or resize wakes it for a few frames. A hidden tab, or a canvas scrolled out of view
  // (an embed further down a course page), neither draws nor steps until it is back.
  function wake() {
    if (shell.isReady) call('pg_wake', null);
  }
  ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'wheel', 'touchstart', 'touchmove', 'touchend',
   'keydown', 'keyup', 'focusin', 'focusout'].forEach(function (type) {
    window.addEventListener(type, wake, { capture: true, passive: true });
  });
  window.addEventListener('resize', wake);
  var inView = true;
  function updateOffscreen() {
    if (shell.isReady) call('pg_set_offscreen', null, ['number'], [document.hidden || !inView ? 1 : 0]);
  }
  document.addEventListener('visibilitychange', updateOffscreen);
  if (window.IntersectionObserver) {
    new IntersectionObserver(function (entries) {
      inView = entries[entries.length - 1].isIntersecting;
      updateOffscreen();
    }).observe(document.getElementById('canvas'));
  }
  window.addEventListener('playgroundready', updateOffscreen);

  // Copy link inside the click itself. The ImGui button acts in the next animation frame, a
  // callback requested before the click, and WebKit (WebKitGTK 2.50, so Safari too) lends a
  // click's permission to write the clipboard only to code the click handler runs or schedules:
  // there both writeText and execCommand('copy') were refused. A click that lands on the
  // button copies here; the button's own call then finds the work done.
  document.getElementById('canvas').addEventListener('click', function (e) {
    if (!shell.isReady) return;
    var r = api.widgets()['button:copy'];
    var box = e.target.getBoundingClientRect();
    var x = e.clientX - box.left, y = e.clientY - box.top;
    if (!r || x < r[0] || x > r[2] || y < r[1] || y > r[3]) return;
    var fragment = call('pg_fragment', 'string');
    shell.copyLink(fragment);
    shell.copiedInGesture = Date.now();
  });

  // Offline after one visit: the service worker (sw.js) keeps the site's files (not for the
  // offline copy opened from file://, which carries everything inside it).
  if (!window.PLAYGROUND_OFFLINE && 'serviceWorker' in navigator && /^https?:$/.test(window.location.protocol)) {
    window.addEventListener('load', function () {
      navigator.serviceWorker.register('sw.js').catch(function () { /* the page works without it */ });
    });
  }

  // Editing the fragment by hand applies it.
  window.addEventListener('hashchange', function () {
    if (!shell.isReady) return;
    var fragment = window.location.hash.replace(/^#/, '');
    if (fragment !== shell.lastFragment) api.load(fragment);
  });

  // [SECTION] start
  var canvas = document.getElementById('canvas');
  if (!createWebGL2(canvas)) {
    showError('This playground needs WebGL 2, which this browser or device does not offer. ' +
              'Try a current Chrome, Edge, Firefox or Safari, or turn on hardware acceleration.');
    return;
  }
  // Losing the WebGL context (GPU reset, too many tabs) must not end the page: preventDefault
  // allows the browser to restore it, and the app then recreates its GPU objects.
  canvas.addEventListener('webglcontextlost', function (e) { e.preventDefault(); }, false);
  canvas.addEventListener('webglcontextrestored', function () {
    if (shell.isReady) call('pg_context_restored', null);
  }, false);
  window.Module = {
    canvas: canvas,
    print: function (text) { console.log(text); },
    printErr: function (text) { console.warn(text); },
    onAbort: function (what) {
      showError('The playground stopped (' + String(what) + '). Reload the page to try again.');
    },
  };
  var script = document.createElement('script');
  // The offline copy (shell/offline.js) carries the wasm and the engine's script inside the page:
  // no fetch, so it opens from file://. Its scene is the link it was saved with.
  var offline = window.PLAYGROUND_OFFLINE;
  if (offline) {
    var bytes = atob(offline.wasm);
    var wasm = new Uint8Array(bytes.length);
    for (var i = 0; i < bytes.length; i++) wasm[i] = bytes.charCodeAt(i);
    window.Module.wasmBinary = wasm;
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
    showError('The playground could not be loaded (playground.js is missing or the connection failed). Reload to try again.');
  };
  document.body.appendChild(script);
})();
