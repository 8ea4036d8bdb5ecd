// The page's second view: real, labelled HTML controls for everything the ImGui panel offers,
// for keyboards, screen readers and voice control (PhET's "parallel DOM"). It is a client of
// window.playground only: it reads the model through params(), summary(), layers()... and
// changes it through the same calls as any script (set(), selectDemo()...), so the share link
// follows. The canvas stays the picture; these controls are visually hidden, and the panel
// draws a focus ring on the widget whose twin has the focus (playground.focus()).
//
// Keeping in sync: the C++ frame tells the page when what the panel shows changed
// (playgroundShell.changed, one string compare per frame); this file then reads summary() once,
// after the frame, so a paused page does no extra work. No inline script, no eval (CSP).
(function () {
  'use strict';

  var pg = null;
  var canvas = document.getElementById('canvas');
  var embed = false;
  try { embed = new URLSearchParams(window.location.search).get('embed') === '1'; } catch (e) { embed = false; }
  var reducedMotion = !!(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);

  // [SECTION] small DOM helpers
  var uid = 0;
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    if (attrs) {
      for (var k in attrs) {
        if (!Object.prototype.hasOwnProperty.call(attrs, k)) continue;
        if (k === 'className') e.className = attrs[k];
        else e.setAttribute(k, attrs[k]);
      }
    }
    if (text !== undefined) e.textContent = text;  // text, never HTML
    return e;
  }
  function newId(prefix) { uid += 1; return 'pd-' + prefix + '-' + uid; }

  // The page's own words (shell.js's w(): page.* keys of strings/*.json) and numbers as the
  // language writes them (num(): 0,5 in pt-BR).
  function w(key, english, args) { return window.playgroundShell.w(key, english, args); }
  function num(n) { return window.playgroundShell.num(n); }

  // A unit in words: [the unit as params() shows it in this language, one, other] ({0}: the number).
  function unitWords() {
    return [
      [w('page.unit.u', 'units'), w('page.unit.u.one', '{0} unit'), w('page.unit.u.other', '{0} units')],
      [w('page.unit.ups', 'units/s'), w('page.unit.ups.one', '{0} unit per second'), w('page.unit.ups.other', '{0} units per second')],
      [w('page.unit.ups2', 'units/s²'), w('page.unit.ups2.one', '{0} unit per second squared'), w('page.unit.ups2.other', '{0} units per second squared')],
      [w('page.unit.s', 's'), w('page.unit.s.one', '{0} second'), w('page.unit.s.other', '{0} seconds')],
      [w('page.unit.deg', 'deg'), w('page.unit.deg.one', '{0} degree'), w('page.unit.deg.other', '{0} degrees')],
      [w('page.unit.x', 'x'), w('page.unit.x.one', '{0} times'), w('page.unit.x.other', '{0} times')],
      [w('page.unit.cells', 'cells'), w('page.unit.cells.one', '{0} cell'), w('page.unit.cells.other', '{0} cells')],
      [w('page.unit.ps', '/s'), w('page.unit.ps.one', '{0} per second'), w('page.unit.ps.other', '{0} per second')],
    ];
  }
  var plural = null;  // Intl.PluralRules of the page's language: 1 is 'one' in English, 0.5 too in pt-BR
  function trimNumber(v, step) {
    var decimals = step >= 1 ? 0 : (step >= 0.1 ? 1 : 2);
    return String(Number(v.toFixed(decimals)));
  }
  /** "150 units per second", "0.5 seconds", "1 unit"; "0,5 segundo" in pt-BR. */
  function valueText(spec, v) {
    var n = trimNumber(v, stepOf(spec));
    var words = unitWords().filter(function (u) { return u[0] === spec.unit; })[0];
    if (!words) return spec.unit ? num(n) + ' ' + spec.unit : num(n);
    var lang = document.documentElement.lang || 'en';
    if (!plural || plural.lang !== lang) {
      plural = { lang: lang, rules: window.Intl && Intl.PluralRules ? new Intl.PluralRules(lang) : null };
    }
    var one = plural.rules ? plural.rules.select(Number(n)) === 'one' : Number(n) === 1;
    return (one ? words[1] : words[2]).replace('{0}', num(n));
  }
  /** Slider step: whole units on wide ranges, hundredths on narrow ones (as the panel shows). */
  function stepOf(spec) {
    if (spec.kind === 'int') return 1;
    var range = spec.max - spec.min;
    return range >= 100 ? 1 : (range >= 10 ? 0.1 : 0.01);
  }

  // [SECTION] the controls
  var root, live, descEl, paramsBox, composerBox, lessonBox, layersBox, compareBox, experimentBox, helpDialog, focusCard;
  var controls = {};      // id -> element, for updates
  var paramInputs = [];   // [{spec, input}]
  var builtDemo = null;
  var builtSetup = null;
  var last = null;        // the last summary()

  // Marks a control as the HTML twin of a panel widget ("param:lookahead").
  function twin(input, widget) {
    input.setAttribute('data-widget', widget);
    input.addEventListener('focus', onControlFocus);
    input.addEventListener('blur', onControlBlur);
    return input;
  }

  function row(labelText, input, helpText) {
    var wrap = el('div', { className: 'pd-row' });
    if (!input.id) input.id = newId('c');
    var label = el('label', { 'for': input.id }, labelText);
    wrap.appendChild(label);
    wrap.appendChild(input);
    if (helpText) {
      var help = el('span', { id: newId('help'), className: 'pd-help', hidden: '' }, helpText);
      input.setAttribute('aria-describedby', help.id);
      wrap.appendChild(help);
    }
    return wrap;
  }

  function button(text, widget, onClick, attrs) {
    var b = el('button', Object.assign({ type: 'button' }, attrs || {}), text);
    if (widget) twin(b, widget); else plain(b);
    b.addEventListener('click', onClick);
    return b;
  }
  // A control with no panel twin: it shows itself when focused.
  function plain(input) {
    input.addEventListener('focus', onControlFocus);
    input.addEventListener('blur', onControlBlur);
    return input;
  }

  function build() {
    root = el('section', { id: 'pdom', 'aria-label': w('page.a11y.region', 'Playground controls') });
    root.appendChild(el('h1', { className: 'pd-title' }, w('page.a11y.heading', 'Steering Playground')));

    var time = el('div', { role: 'group', 'aria-label': w('page.a11y.time', 'Time') });
    controls.play = button(w('page.a11y.pause', 'Pause'), 'button:play', function () {
      if (pg.summary().paused) pg.resume(); else pg.pause();
      refresh();
    });
    time.appendChild(controls.play);
    if (!embed) {
      // The timeline (the panel's bar under the scene): any moment of the run so far.
      var timeline = twin(el('input', { type: 'range', min: '0', max: '0', step: 'any', id: 'pd-time' }), 'slider:time');
      timeline.addEventListener('input', function () { pg.scrub(Number(timeline.value)); scheduleRefresh(); });
      controls.timeline = timeline;
      time.appendChild(row(w('page.a11y.timeline', 'Time'), timeline, w('page.a11y.timelineHelp',
        'Any moment of the run so far: the scene goes there, paused. Playing on from an earlier moment keeps what follows until you change something.')));
    }
    root.appendChild(time);

    // Predict, then check: a challenge link's question, the answer, Run and the verdict.
    challengeBox = el('fieldset', { id: 'pd-challenge', hidden: '' });
    root.appendChild(challengeBox);

    if (!embed) {
      var demoSel = twin(el('select', { id: 'pd-demo' }), 'combo:demo');
      pg.demos().forEach(function (d, i) {
        demoSel.appendChild(el('option', { value: d.id }, (i + 1) + '. ' + d.title));
      });
      demoSel.addEventListener('change', function () { pg.selectDemo(demoSel.value); refresh(); });
      controls.demo = demoSel;
      root.appendChild(row(w('page.a11y.demo', 'Demo'), demoSel));

      var lessonSel = twin(el('select', { id: 'pd-lesson' }), 'combo:lessons');
      lessonSel.appendChild(el('option', { value: '-1' }, w('page.a11y.chooseLesson', 'Choose a lesson')));
      pg.lessons().forEach(function (l) {
        lessonSel.appendChild(el('option', { value: String(l.index) }, l.title));
      });
      controls.lesson = lessonSel;
      var lessonRow = row(w('page.a11y.lessons', 'Lessons gallery'), lessonSel, w('page.a11y.lessonsHelp', 'Pick a curated scene, then press Open lesson.'));
      lessonRow.appendChild(button(w('page.a11y.openLesson', 'Open lesson'), 'combo:lessons', function () {
        var i = Number(lessonSel.value);
        if (i >= 0) {
          pg.openLesson(i);
          refresh();
          var l = pg.lessons()[i];
          announce(w('page.a11y.lessonSaid', '{0}. {1} {2}', [l.title, l.text, pg.describe()]), true);
        }
      }));
      root.appendChild(lessonRow);
    }

    var time2 = el('div', { role: 'group', 'aria-label': w('page.a11y.stepReset', 'Step and reset') });
    if (!embed) {
      time2.appendChild(button(w('page.a11y.step', 'Step'), 'button:step', function () {
        pg.pause();
        pg.step(1);
        refresh();
      }, { 'aria-describedby': 'pd-step-help' }));
      time2.appendChild(el('span', { id: 'pd-step-help', className: 'pd-help', hidden: '' }, w('page.a11y.stepHelp', 'One fixed step of 1/60 s; pauses.')));
    }
    time2.appendChild(button(w('page.a11y.reset', 'Reset'), 'button:reset', function () { pg.reset(); refresh(); }));
    if (embed) {
      time2.appendChild(button(w('page.a11y.open', 'Open in playground'), 'button:open', function () {
        window.open(pg.link(), '_blank', 'noopener');
      }));
    }
    time2.appendChild(button(w('page.a11y.describe', 'Describe the scene'), null, function () { describeNow(); },
      { 'aria-keyshortcuts': 'D', 'aria-controls': 'pd-desc' }));
    root.appendChild(time2);

    descEl = el('p', { id: 'pd-desc', className: 'pd-desc' }, '');
    root.appendChild(descEl);

    if (!embed) {
      var speed = twin(el('input', { type: 'range', min: '0.1', max: '4', step: '0.05', id: 'pd-speed' }), 'slider:speed');
      speed.addEventListener('input', function () { setSpeed(Number(speed.value)); });
      controls.speed = speed;
      root.appendChild(row(w('page.a11y.speed', 'Speed'), speed, w('page.a11y.speedHelp', 'Simulation speed, 0.1 (slow motion) to 4 times.')));

      var share = el('div', { role: 'group', 'aria-label': w('page.a11y.shareHelp', 'Share and help') });
      share.appendChild(button(w('page.a11y.copyLink', 'Copy link'), 'button:copy', function () { pg.copyLink(); }));
      share.appendChild(button(w('page.a11y.keyboardHelp', 'Keyboard help'), 'button:help', openHelp, { 'aria-haspopup': 'dialog', 'aria-keyshortcuts': 'H' }));
      root.appendChild(share);

      paramsBox = el('fieldset', { className: 'pd-params' });
      root.appendChild(paramsBox);
      composerBox = el('fieldset', { hidden: '' });
      root.appendChild(composerBox);

      // The lesson panel: what the demo shows, "try this", the source, and the live formula.
      lessonBox = el('section', { 'aria-labelledby': 'pd-lesson-title' });
      lessonBox.appendChild(el('h2', { id: 'pd-lesson-title' }, w('page.a11y.lesson', 'Lesson')));
      controls.lessonText = el('div', {});
      lessonBox.appendChild(controls.lessonText);
      if (typeof pg.formula === 'function') {
        var formulaText = el('p', { id: 'pd-formula', 'aria-live': 'polite' }, '');
        lessonBox.appendChild(button(w('page.a11y.formula', 'Read the formula, with the current numbers'), null, function () {
          var f = pg.formula();
          formulaText.textContent = Array.isArray(f) ? f.join(' ') : String(f);
        }));
        lessonBox.appendChild(formulaText);
      }
      root.appendChild(lessonBox);

      compareBox = el('fieldset', {});
      compareBox.appendChild(el('legend', {}, w('page.a11y.compare', 'Compare')));
      root.appendChild(compareBox);

      experimentBox = el('fieldset', {});
      experimentBox.appendChild(el('legend', {}, w('page.a11y.experiment', 'Experiment: 20 seeds')));
      experimentBox.appendChild(button(w('page.a11y.runExperiment', 'Run 20 seeds x 60 s'), 'button:experiment', function () {
        pg.startExperiment();
        announce(w('page.a11y.experimentRunning', 'Experiment running.'), true);
      }));
      controls.experimentTable = el('div', { 'aria-live': 'polite' });
      experimentBox.appendChild(controls.experimentTable);
      root.appendChild(experimentBox);

      // The panel's "Selected agent": clicking an agent selects it; here a list does.
      var agentSel = plain(el('select', { id: 'pd-agent' }));
      agentSel.addEventListener('change', function () {
        pg.select(Number(agentSel.value));
        refresh();
        announce(pg.describe(), true);
      });
      controls.agent = agentSel;
      var agentRow = row(w('page.a11y.agent', 'Selected agent'), agentSel, w('page.a11y.agentHelp', 'Its numbers are read out by Describe the scene.'));
      controls.agentRow = agentRow;
      root.appendChild(agentRow);

      // The panel's Copy as code, beside the selected agent (code_ui.cpp).
      var codeSel = twin(el('select', { id: 'pd-codelang' }), 'combo:codelang');
      [['cpp', 'C++'], ['csharp', 'C# (Unity)'], ['gdscript', 'GDScript (Godot)'], ['js', 'JavaScript']].forEach(function (l) {
        codeSel.appendChild(el('option', { value: l[0] }, l[1]));
      });
      var codeRow = row(w('page.a11y.codeLanguage', 'Code language'), codeSel, w('page.a11y.codeHelp', 'The selected agent\'s behaviour, with the current numbers, as one function (in the composer: one per behaviour of its group, and their combination).'));
      codeRow.appendChild(button(w('page.a11y.copyCode', 'Copy as code'), 'button:copycode', function () { pg.copyCode(codeSel.value); }));
      root.appendChild(codeRow);

      layersBox = el('fieldset', {});
      layersBox.appendChild(el('legend', {}, w('page.a11y.annotations', 'Annotations')));
      controls.layers = {};
      pg.layers().forEach(function (l) {
        var box = twin(el('input', { type: 'checkbox' }), 'layer:' + l.name);
        box.addEventListener('change', function () { pg.show(l.name, box.checked); refresh(); });
        controls.layers[l.name] = box;
        var r = el('div', { className: 'pd-row' });
        if (!box.id) box.id = newId('layer');
        r.appendChild(box);
        r.appendChild(el('label', { 'for': box.id }, l.label));
        layersBox.appendChild(r);
      });
      root.appendChild(layersBox);

      var view = el('fieldset', {});
      view.appendChild(el('legend', {}, w('page.a11y.view', 'View')));
      var scale = twin(el('input', { type: 'range', min: '1', max: '2.5', step: '0.25', id: 'pd-uiscale' }), 'slider:uiScale');
      scale.addEventListener('input', function () { pg.setView({ uiScale: Number(scale.value) }); refresh(); });
      controls.uiScale = scale;
      view.appendChild(row(w('page.a11y.uiScale', 'UI scale'), scale, w('page.a11y.uiScaleHelp', 'Bigger text and controls in the canvas, 1 to 2.5 times.')));
      // The theme: three radio buttons in a group (arrow keys move between them, as in any form).
      var themes = el('fieldset', { className: 'pd-group' });
      themes.appendChild(el('legend', {}, w('page.a11y.theme', 'Theme')));
      controls.themes = {};
      [['dark', w('page.a11y.dark', 'Dark'), w('page.a11y.darkHelp', 'Light ink on a dark world, for screens.')],
        ['light', w('page.a11y.light', 'Light'), w('page.a11y.lightHelp', 'Dark ink on a light world, for projectors and paper.')],
        ['contrast', w('page.a11y.contrast', 'High contrast'), w('page.a11y.contrastHelp', 'Black on white with thick lines.')]].forEach(function (t) {
        var radio = twin(el('input', { type: 'radio', name: 'pd-theme', value: t[0], id: newId('theme') }), 'radio:theme-' + t[0]);
        radio.addEventListener('change', function () { if (radio.checked) { pg.setView({ theme: t[0] }); refresh(); } });
        var h = el('span', { id: newId('help'), className: 'pd-help', hidden: '' }, t[2]);
        radio.setAttribute('aria-describedby', h.id);
        var r = el('div', { className: 'pd-row' });
        r.appendChild(radio);
        r.appendChild(el('label', { 'for': radio.id }, t[1]));
        r.appendChild(h);
        themes.appendChild(r);
        controls.themes[t[0]] = radio;
      });
      view.appendChild(themes);
      controls.perf = checkbox(view, w('page.a11y.perf', 'Performance'), 'check:perf', function (on) { pg.setView({ perf: on }); });
      controls.record = checkbox(view, w('page.a11y.record', 'Record'), 'check:record', function (on) { pg.record(on); },
        w('page.a11y.recordHelp', 'Record every agent\'s trajectory from the start of the run, for the CSV.'));
      view.appendChild(button(w('page.a11y.csv', 'Download CSV'), 'button:csv', function () { pg.downloadCsv(); }));
      view.appendChild(button(w('page.a11y.png', 'Download PNG'), 'button:png', function () { pg.downloadPng(); }));
      controls.pngLegend = checkbox(view, w('page.a11y.pngLegend', 'PNG with legend'), 'check:pngLegend', function (on) { pg.setView({ pngLegend: on }); },
        w('page.a11y.pngLegendHelp', 'The picture carries what each colour means: the roles and the annotations shown.'));
      view.appendChild(button(w('page.a11y.fit', 'Fit the world in view'), 'button:fit', function () { pg.fit(); }, { 'aria-keyshortcuts': 'F' }));
      view.appendChild(button(w('page.a11y.zoomIn', 'Zoom in'), 'button:zoomIn', function () { pg.zoom(1.25); }, { 'aria-keyshortcuts': '+' }));
      view.appendChild(button(w('page.a11y.zoomOut', 'Zoom out'), 'button:zoomOut', function () { pg.zoom(0.8); }, { 'aria-keyshortcuts': '-' }));
      root.appendChild(view);
    }

    live = el('div', { id: 'pd-live', className: 'pd-live', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
    root.appendChild(live);

    focusCard = el('div', { id: 'pd-focus-card', 'aria-hidden': 'true' });

    // Skip link first, then the controls, then the scene (the canvas) in Tab order.
    var skip = skipLink = el('a', { href: '#canvas', className: 'pd-skip' }, w('page.a11y.skip', 'Skip to the scene'));
    skip.addEventListener('click', function (e) {
      e.preventDefault();  // the fragment is the scene's link: never write "#canvas" into it
      canvas.focus();
    });
    document.body.insertBefore(root, document.body.firstChild);
    document.body.insertBefore(skip, root);
    document.body.appendChild(focusCard);
    if (!embed) buildHelp();
  }

  function checkbox(parent, text, widget, onChange, help) {
    var box = twin(el('input', { type: 'checkbox', id: newId('check') }), widget);
    box.addEventListener('change', function () { onChange(box.checked); refresh(); });
    var r = el('div', { className: 'pd-row' });
    r.appendChild(box);
    r.appendChild(el('label', { 'for': box.id }, text));
    if (help) {
      var h = el('span', { id: newId('help'), className: 'pd-help', hidden: '' }, help);
      box.setAttribute('aria-describedby', h.id);
      r.appendChild(h);
    }
    parent.appendChild(r);
    return box;
  }

  function setSpeed(v) {
    pg.setSpeed(v);
    refresh();
  }

  // [SECTION] the demo's parameters, built from params()
  function buildParams(params) {
    paramsBox.textContent = '';
    paramInputs = [];
    paramsBox.appendChild(el('legend', {}, w('page.a11y.params', 'Parameters')));
    params.forEach(function (spec) {
      if (spec.hidden) return;  // a lesson link hides it (the panel does too)
      var input;
      if (spec.kind === 'choice') {
        input = el('select', {});
        spec.choices.forEach(function (c, i) { input.appendChild(el('option', { value: String(i) }, (spec.choiceLabels || spec.choices)[i])); });
        input.addEventListener('change', function () { apply(spec, input, Number(input.value)); });
      } else if (spec.kind === 'toggle') {
        input = el('input', { type: 'checkbox' });
        input.addEventListener('change', function () { apply(spec, input, input.checked ? 1 : 0); });
      } else {
        input = el('input', { type: 'range', min: String(spec.min), max: String(spec.max), step: String(stepOf(spec)) });
        input.addEventListener('input', function () { apply(spec, input, Number(input.value)); });
      }
      twin(input, 'param:' + spec.name);
      input.id = 'pd-param-' + spec.name;
      if (spec.locked) {
        // Shown, read, but not changed: the lesson's link locks it (the panel greys it).
        input.setAttribute('aria-readonly', 'true');
        spec.help = w('page.a11y.locked', 'Locked by this lesson\'s link. ') + spec.help;
      }
      var r;
      if (spec.kind === 'toggle') {
        r = el('div', { className: 'pd-row' });
        r.appendChild(input);
        r.appendChild(el('label', { 'for': input.id }, spec.label));
        var h = el('span', { id: newId('help'), className: 'pd-help', hidden: '' }, spec.help);
        input.setAttribute('aria-describedby', h.id);
        r.appendChild(h);
      } else {
        r = row(spec.label, input, spec.help);
      }
      paramsBox.appendChild(r);
      paramInputs.push({ spec: spec, input: input });
      show(spec, input, spec.value);
    });
    var tools = el('div', { role: 'group', 'aria-label': w('page.a11y.seedDefaults', 'Seed and defaults') });
    tools.appendChild(button(w('page.a11y.defaults', 'Defaults'), 'button:defaults', function () { pg.defaults(); refresh(); },
      { 'aria-describedby': 'pd-defaults-help' }));
    tools.appendChild(el('span', { id: 'pd-defaults-help', className: 'pd-help', hidden: '' }, w('page.a11y.defaultsHelp', 'Every parameter of this demo back to its default.')));
    var seed = twin(el('input', { type: 'number', min: '0', step: '1', id: 'pd-seed', inputmode: 'numeric' }), 'input:seed');
    seed.addEventListener('change', function () {
      var v = Math.floor(Number(seed.value));
      if (isFinite(v) && v >= 0) pg.setSeed(v);
      refresh();
    });
    controls.seed = seed;
    tools.appendChild(row(w('page.a11y.seed', 'Seed'), seed, w('page.a11y.seedHelp', 'The same seed and parameters give the same scene.')));
    tools.appendChild(button(w('page.a11y.reroll', 'Re-roll the seed'), 'button:reroll', function () { pg.setSeed(reroll(pg.summary().seed)); refresh(); }));
    if (params.some(function (p) { return p.name === 'brush'; })) {
      // The flowfield demo: painting is a drag on the canvas (or playground.paint); this takes it off.
      tools.appendChild(button(w('page.a11y.noiseField', 'Noise field'), 'button:noisefield', function () {
        pg.clearPaint();
        refresh();
        announce(w('page.a11y.noiseFieldAgain', 'The field is the noise field again.'), true);
      }));
    }
    paramsBox.appendChild(tools);
  }

  // The panel's Re-roll: one splitmix64 step from the old seed, modulo 1,000,000 (ui.cpp).
  function reroll(seed) {
    var M = (BigInt(1) << BigInt(64)) - BigInt(1);
    var z = (BigInt(seed) + BigInt('0x9e3779b97f4a7c15')) & M;
    z = ((z ^ (z >> BigInt(30))) * BigInt('0xbf58476d1ce4e5b9')) & M;
    z = ((z ^ (z >> BigInt(27))) * BigInt('0x94d049bb133111eb')) & M;
    return Number((z ^ (z >> BigInt(31))) % BigInt(1000000));
  }

  function apply(spec, input, v) {
    if (spec.locked) { show(spec, input, spec.value); return; }
    var applied = pg.set(spec.name, v);  // the API's own path: clamped, and the link follows
    if (applied !== null && applied !== undefined) show(spec, input, applied);
  }

  function show(spec, input, v) {
    if (spec.kind === 'choice') {
      if (input.value !== String(v)) input.value = String(v);
    } else if (spec.kind === 'toggle') {
      input.checked = v !== 0;
    } else {
      if (Number(input.value) !== v) input.value = String(v);
      input.setAttribute('aria-valuetext', valueText(spec, v));
    }
  }

  var lessonShown = null;
  function showLesson(s) {
    lessonShown = s.lesson;
    var box = controls.lessonText;
    box.textContent = '';
    var d = pg.demos().filter(function (x) { return x.id === s.demo; })[0];
    if (!d) return;
    if (s.lesson >= 0) {
      var l = pg.lessons()[s.lesson];
      if (l && l.demo === s.demo) {
        box.appendChild(el('h3', {}, l.title));
        box.appendChild(el('p', {}, l.text));
      }
    }
    box.appendChild(el('p', {}, d.lesson));
    if (d.tryThis && d.tryThis.length) {
      box.appendChild(el('h3', {}, w('page.a11y.tryThis', 'Try this')));
      var ul = el('ul', {});
      d.tryThis.forEach(function (t) { ul.appendChild(el('li', {}, t)); });
      box.appendChild(ul);
    }
    box.appendChild(el('p', {}, w('page.a11y.source', 'Source: {0}', [d.source])));
  }

  // An agent's role in words (state() names it, and names stay English: they are the API's).
  function roleWord(role) {
    return {
      pursuer: w('page.role.pursuer', 'pursuer'), evader: w('page.role.evader', 'evader'), wanderer: w('page.role.wanderer', 'wanderer'),
      boid: w('page.role.boid', 'boid'), predator: w('page.role.predator', 'predator'), seeker: w('page.role.seeker', 'seeker'),
      chaser: w('page.role.chaser', 'chaser'), target: w('page.role.target', 'target'), leader: w('page.role.leader', 'leader'),
      follower: w('page.role.follower', 'follower'), hider: w('page.role.hider', 'hider'),
    }[role] || role;
  }

  // A list of the agents when they are few (a flock is described as a whole).
  function showAgents(s) {
    var sel = controls.agent;
    if (sel.getAttribute('data-key') !== s.demo + '|' + s.agents) {
      sel.setAttribute('data-key', s.demo + '|' + s.agents);
      sel.textContent = '';
      sel.appendChild(el('option', { value: '-1' }, w('page.a11y.noAgent', 'None')));
      if (s.agents <= 64) {
        pg.state().agents.forEach(function (a) {
          sel.appendChild(el('option', { value: String(a.id) }, w('page.a11y.agentItem', 'Agent {0}, {1}', [a.id, roleWord(a.role)])));
        });
      }
    }
    controls.agentRow.hidden = s.agents > 64;
    var v = String(s.selected);
    if (sel.value !== v && sel.querySelector('option[value="' + v + '"]')) sel.value = v;
  }

  // [SECTION] compare and experiment
  function buildCompare(params, compare) {
    var key = builtDemo + '|' + JSON.stringify(compare);
    if (compareBox.getAttribute('data-key') === key) return;
    compareBox.setAttribute('data-key', key);
    var hadFocus = compareBox.contains(document.activeElement) ? document.activeElement.id : null;
    while (compareBox.childNodes.length > 1) compareBox.removeChild(compareBox.lastChild);
    var sel = twin(el('select', { id: 'pd-compare' }), 'combo:compare');
    sel.appendChild(el('option', { value: '' }, w('page.a11y.compareOff', 'Off')));
    params.forEach(function (p) {
      if (p.name !== 'count') sel.appendChild(el('option', { value: p.name }, p.label));
    });
    sel.value = compare ? compare.param : '';
    sel.addEventListener('change', function () { pg.compare(sel.value || null); refresh(); });
    compareBox.appendChild(row(w('page.a11y.compareWith', 'Compare with a ghost scene'), sel,
      w('page.a11y.compareHelp', 'Runs the same scene again, faded, with one setting different; same seed, so only that setting differs.')));
    if (compare) {
      var spec = params.filter(function (p) { return p.name === compare.param; })[0];
      if (spec) {
        var g;
        var ghostValue = compare.values[0];
        if (spec.kind === 'choice') {
          g = el('select', { id: 'pd-ghost' });
          spec.choices.forEach(function (c, i) { g.appendChild(el('option', { value: String(i) }, c)); });
          g.value = String(ghostValue);
          g.addEventListener('change', function () { pg.compare(spec.name, [Number(g.value)]); refresh(); });
        } else {
          g = el('input', { type: 'range', id: 'pd-ghost', min: String(spec.min), max: String(spec.max), step: String(stepOf(spec)) });
          g.value = String(ghostValue);
          g.setAttribute('aria-valuetext', valueText(spec, ghostValue));
          g.addEventListener('change', function () { pg.compare(spec.name, [Number(g.value)]); refresh(); });
        }
        twin(g, 'slider:ghost');
        compareBox.appendChild(row(w('page.ghost', 'Ghost {0}', [spec.label]), g));
      }
    }
    if (hadFocus && document.getElementById(hadFocus)) document.getElementById(hadFocus).focus();
  }

  function showExperiment(s) {
    var box = controls.experimentTable;
    var key = s.experiment.running ? 'running' : (s.experiment.done ? 'done' + s.demo : 'none');
    if (box.getAttribute('data-key') === key) return;
    box.setAttribute('data-key', key);
    box.textContent = '';
    if (s.experiment.running) { box.appendChild(el('p', {}, w('page.a11y.experimentRunningLong', 'Running the experiment…'))); return; }
    var rows = s.experiment.done ? pg.experimentResult() : null;
    if (!rows) return;
    if (!rows.length) { box.appendChild(el('p', {}, w('page.a11y.noChases', 'No chases in this demo: experiments time captures.'))); return; }
    var t = el('table', {});
    t.appendChild(el('caption', {}, w('page.a11y.experimentCaption', 'Time to capture over 20 seeds, in seconds')));
    var head = el('tr', {});
    [w('page.a11y.exp.chaser', 'Chaser'), w('page.a11y.exp.caught', 'Caught'), w('page.a11y.exp.escapes', 'Escapes'), w('page.a11y.exp.mean', 'Mean'), w('page.a11y.exp.median', 'Median'), w('page.a11y.exp.min', 'Min'), w('page.a11y.exp.max', 'Max')].forEach(function (h) { head.appendChild(el('th', { scope: 'col' }, h)); });
    t.appendChild(head);
    rows.forEach(function (r) {
      var tr = el('tr', {});
      tr.appendChild(el('th', { scope: 'row' }, r.label));
      [r.chases, r.escapes].forEach(function (v) { tr.appendChild(el('td', {}, String(v))); });
      [r.mean, r.median, r.min, r.max].forEach(function (v) { tr.appendChild(el('td', {}, r.chases > 0 ? num(v.toFixed(1)) : w('page.a11y.exp.none', 'none'))); });
      t.appendChild(tr);
    });
    box.appendChild(t);
  }

  // [SECTION] keeping both views in sync
  var pending = false;
  // The Time slider follows the run: its range the history, its value now, in seconds; its text
  // says the moment and what happened so far ("12.5 s, 2 captures so far").
  function showTimeline() {
    var tl = pg.timeline(), input = controls.timeline;
    input.min = String(tl.start);
    input.max = String(tl.end);
    input.step = String(tl.dt);
    if (document.activeElement !== input) input.value = String(tl.now);
    var captures = tl.events.filter(function (e) { return e.t <= tl.now && e.kind === 'capture'; }).length;
    input.setAttribute('aria-valuetext', captures > 0
      ? w('page.a11y.timelineCaptures', '{0} s, {1} captures so far', [num(trimNumber(tl.now, 0.1)), String(captures)])
      : w('page.a11y.timelineText', '{0} s of {1} s', [num(trimNumber(tl.now, 0.1)), num(trimNumber(tl.end, 0.1))]));
  }

  function scheduleRefresh() {
    if (pending || stopped) return;
    pending = true;
    setTimeout(function () { pending = false; refresh(); }, 0);
  }

  function refresh() {
    if (stopped) return;
    var s = pg.summary();
    var prev = last;
    last = s;
    controls.play.textContent = s.paused ? w('page.a11y.play', 'Play') : w('page.a11y.pause', 'Pause');
    controls.play.setAttribute('aria-keyshortcuts', 'Space');
    showChallenge();
    if (embed) { announceChanges(prev, s); return; }
    showTimeline();
    var params = pg.params();
    if (builtDemo !== s.demo || lessonShown !== s.lesson) showLesson(s);
    // Rebuilt for another demo, or when a lesson link locks or hides other controls.
    var setupKey = s.demo + '|' + params.map(function (p) { return (p.locked ? 'L' : '') + (p.hidden ? 'H' : ''); }).join(',');
    if (builtDemo !== s.demo || builtSetup !== setupKey) {
      builtDemo = s.demo;
      builtSetup = setupKey;
      var focusedParam = document.activeElement && paramsBox.contains(document.activeElement);
      buildParams(params);
      if (focusedParam) controls.demo.focus();
    } else {
      paramInputs.forEach(function (p) {
        var now = params.filter(function (q) { return q.name === p.spec.name; })[0];
        if (now) { p.spec.value = now.value; show(p.spec, p.input, now.value); }
      });
    }
    if (controls.demo.value !== s.demo) controls.demo.value = s.demo;
    if (s.lesson >= 0 && controls.lesson.value !== String(s.lesson)) controls.lesson.value = String(s.lesson);
    if (Number(controls.speed.value) !== s.speed) controls.speed.value = String(s.speed);
    controls.speed.setAttribute('aria-valuetext', w('page.a11y.speedText', '{0} times real time', [num(trimNumber(s.speed, 0.01))]));
    if (document.activeElement !== controls.seed) controls.seed.value = String(s.seed);
    controls.uiScale.value = String(s.view.uiScale);
    controls.uiScale.setAttribute('aria-valuetext', w('page.a11y.timesText', '{0} times', [num(trimNumber(s.view.uiScale, 0.01))]));
    Object.keys(controls.themes).forEach(function (t) { controls.themes[t].checked = s.view.theme === t; });
    controls.perf.checked = s.view.perf;
    controls.pngLegend.checked = s.view.pngLegend;
    controls.record.checked = s.recording;
    pg.layers().forEach(function (l) { if (controls.layers[l.name]) controls.layers[l.name].checked = l.on; });
    showAgents(s);
    buildCompare(params, s.compare);
    buildComposer();
    showExperiment(s);
    announceChanges(prev, s);
  }

  // [SECTION] the behaviour composer (demo custom), built from composition(); every change goes
  // through setComposition() with the group= text, as the panel's Composer section does.
  var builtComposer = null;
  function groupText(g) {
    return 'group=' + [g.count, g.method, g.maxSpeed, g.maxForce].concat(g.behaviours.map(function (b) {
      return b.name + (b.target ? ':' + b.target : '') + (b.weight !== 1 ? '*' + b.weight : '') +
        (b.probability !== 1 ? '@' + b.probability : '');
    })).join(',');
  }
  function buildComposer() {
    if (typeof pg.composition !== 'function') return;
    var c = pg.composition();
    if (!c) { composerBox.hidden = true; builtComposer = null; return; }
    var key = JSON.stringify(c.groups);
    if (key === builtComposer) return;
    var focused = document.activeElement && composerBox.contains(document.activeElement) ?
      document.activeElement.getAttribute('data-widget') : null;
    builtComposer = key;
    composerBox.hidden = false;
    composerBox.textContent = '';
    composerBox.appendChild(el('legend', {}, w('page.a11y.composer', 'Composer: groups and behaviours')));
    var groups = c.groups;
    function commit() {
      pg.setComposition(groups.map(groupText).join('&'));
      refresh();
    }
    groups.forEach(function (g, gi) {
      var L = g.name, box = el('fieldset', { className: 'pd-group' });
      box.appendChild(el('legend', {}, w('page.a11y.group', 'Group {0}', [L])));
      function number(label, widget, min, max, step, get, set) {
        var input = twin(el('input', { type: 'number', min: String(min), max: String(max), step: String(step) }), widget);
        input.value = String(get());
        input.addEventListener('change', function () {
          var v = Number(input.value);
          if (isFinite(v)) { set(Math.min(max, Math.max(min, v))); commit(); }
        });
        box.appendChild(row(label, input));
      }
      number(w('page.a11y.mixAgents', 'Agents'), 'slider:mix-' + L + '-count', 1, 50, 1, function () { return g.count; }, function (v) { g.count = Math.round(v); });
      number(w('page.a11y.mixSpeed', 'Max speed (units per second)'), 'slider:mix-' + L + '-speed', 10, 400, 1, function () { return g.maxSpeed; }, function (v) { g.maxSpeed = v; });
      number(w('page.a11y.mixForce', 'Max force'), 'slider:mix-' + L + '-force', 10, 2000, 1, function () { return g.maxForce; }, function (v) { g.maxForce = v; });
      var method = twin(el('select', {}), 'radio:mix-' + L + '-' + g.method);
      [['weighted', w('page.a11y.mixWeighted', 'weighted')], ['prioritized', w('page.a11y.mixPrioritized', 'prioritized')],
        ['dithered', w('page.a11y.mixDithered', 'dithered')]].forEach(function (m) { method.appendChild(el('option', { value: m[0] }, m[1])); });
      method.value = g.method;
      method.addEventListener('change', function () { g.method = method.value; commit(); });
      box.appendChild(row(w('page.a11y.mixMethod', 'Combination method'), method));
      g.behaviours.forEach(function (b, k) {
        var id = 'mix-' + L + '-' + (k + 1) + '-';
        var what = twin(el('select', {}), 'combo:' + id + 'behaviour');
        c.catalogue.forEach(function (e) { what.appendChild(el('option', { value: e.name }, e.label)); });
        what.value = b.name;
        what.addEventListener('change', function () { b.name = what.value; b.target = null; commit(); });
        box.appendChild(row(w('page.a11y.mixBehaviour', 'Behaviour {0}', [k + 1]), what));
        var info = c.catalogue.filter(function (e) { return e.name === b.name; })[0] || { targets: [] };
        var choices = [];
        if (info.targets.indexOf('group') >= 0)
          groups.forEach(function (o, oi) { if (oi !== gi || info.selfOk) choices.push([o.name, w('page.a11y.mixGroup', 'group {0}', [o.name])]); });
        [['mouse', w('page.a11y.mixMouse', 'the mouse target')], ['path', w('page.a11y.mixPath', 'the path')], ['obstacles', w('page.a11y.mixObstacles', 'the obstacles')]].forEach(function (t) {
          if (info.targets.indexOf(t[0]) >= 0) choices.push(t);
        });
        if (choices.length) {
          var target = twin(el('select', {}), 'combo:' + id + 'target');
          choices.forEach(function (t) { target.appendChild(el('option', { value: t[0] }, t[1])); });
          target.value = b.target;
          target.addEventListener('change', function () { b.target = target.value; commit(); });
          box.appendChild(row(w('page.a11y.mixTarget', 'Target of behaviour {0}', [k + 1]), target));
        }
        var weight = twin(el('input', { type: 'number', min: '0', max: '20', step: '0.1' }), 'slider:' + id + 'weight');
        weight.value = String(b.weight);
        weight.addEventListener('change', function () { var v = Number(weight.value); if (isFinite(v)) { b.weight = Math.min(20, Math.max(0, v)); commit(); } });
        box.appendChild(row(w('page.a11y.mixWeight', 'Weight of behaviour {0}', [k + 1]), weight));
        if (g.method === 'dithered') {
          var prob = twin(el('input', { type: 'number', min: '0', max: '1', step: '0.05' }), 'slider:' + id + 'probability');
          prob.value = String(b.probability);
          prob.addEventListener('change', function () { var v = Number(prob.value); if (isFinite(v)) { b.probability = Math.min(1, Math.max(0, v)); commit(); } });
          box.appendChild(row(w('page.a11y.mixProbability', 'Probability of behaviour {0}', [k + 1]), prob));
        }
        box.appendChild(button(w('page.a11y.mixRemove', 'Remove behaviour {0} of group {1}', [k + 1, L]), 'button:' + id + 'remove', function () {
          g.behaviours.splice(k, 1); commit();
        }));
      });
      if (g.behaviours.length < 8)
        box.appendChild(button(w('page.a11y.mixAdd', 'Add a behaviour to group {0}', [L]), 'button:mix-' + L + '-add', function () {
          g.behaviours.push({ name: 'seek', target: 'mouse', weight: 1, probability: 1 }); commit();
        }));
      if (groups.length > 1)
        box.appendChild(button(w('page.a11y.mixRemoveGroup', 'Remove group {0}', [L]), 'button:mix-' + L + '-remove', function () {
          // Behaviours aimed at it go, later letters move down (as the panel's Remove group).
          groups.splice(gi, 1);
          groups.forEach(function (o) {
            o.behaviours = o.behaviours.filter(function (b) { return b.target !== L; }).map(function (b) {
              if (b.target && b.target.length === 1 && b.target > L) b.target = String.fromCharCode(b.target.charCodeAt(0) - 1);
              return b;
            });
          });
          commit();
        }));
      composerBox.appendChild(box);
    });
    if (groups.length < 6)
      composerBox.appendChild(button(w('page.a11y.addGroup', 'Add group'), 'button:mix-add-group', function () {
        groups.push({ count: 10, method: 'weighted', maxSpeed: 120, maxForce: 300,
          behaviours: [{ name: 'wander', target: null, weight: 1, probability: 1 }, { name: 'contain', target: null, weight: 2, probability: 1 }] });
        commit();
      }));
    if (focused) {
      var again = composerBox.querySelector('[data-widget="' + focused + '"]');
      if (again) again.focus();
    }
  }

  // [SECTION] predict, then check
  var challengeBox = null, challengeKey = '', challengeParts = null;
  function showChallenge() {
    var c = pg.challenge();
    if (!c || c.problem) {
      challengeBox.hidden = true;
      challengeKey = '';
      return;
    }
    challengeBox.hidden = false;
    var key = c.question + '|' + c.ask + '|' + c.choices.join('|');
    if (key !== challengeKey) {
      challengeKey = key;
      challengeBox.textContent = '';
      challengeBox.appendChild(el('legend', {}, w('page.a11y.challenge', 'Challenge')));
      challengeBox.appendChild(el('p', { className: 'pd-question' }, c.question));
      challengeParts = { answers: {} };
      if (c.ask === 'set') {
        challengeBox.appendChild(el('p', {}, w('page.a11y.setThenRun', 'Set the controls below, then press Run.')));
      } else {
        var group = el('div', { role: 'radiogroup', 'aria-label': c.ask === 'pick' ? w('page.a11y.yourPick', 'Your pick') : w('page.a11y.yourPrediction', 'Your prediction') });
        c.choices.forEach(function (choice) {
          var radio = twin(el('input', { type: 'radio', name: 'pd-answer', value: choice, id: newId('answer') }), 'button:answer-' + choice);
          radio.addEventListener('change', function () { if (radio.checked) { pg.answer(choice); refresh(); } });
          var r = el('div', { className: 'pd-row' });
          r.appendChild(radio);
          r.appendChild(el('label', { 'for': radio.id }, choice === 'yes' ? w('page.a11y.yes', 'yes') : choice === 'no' ? w('page.a11y.no', 'no') : choice));
          group.appendChild(r);
          challengeParts.answers[choice] = radio;
        });
        challengeBox.appendChild(group);
      }
      challengeParts.run = button(w('page.a11y.run', 'Run'), 'button:challenge-run', function () { pg.runChallenge(); refresh(); });
      challengeParts.reveal = button(w('page.a11y.reveal', 'Show the result now'), 'button:challenge-reveal', function () { pg.revealChallenge(); refresh(); });
      challengeBox.appendChild(challengeParts.run);
      challengeBox.appendChild(challengeParts.reveal);
      challengeParts.verdict = el('p', { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true', className: 'pd-verdict' }, '');
      challengeBox.appendChild(challengeParts.verdict);
    }
    Object.keys(challengeParts.answers).forEach(function (k) { challengeParts.answers[k].checked = c.answer === k; });
    var canRun = c.ask === 'set' || c.answer !== null;
    challengeParts.run.disabled = !canRun || c.phase === 'running';
    challengeParts.run.textContent = c.phase === 'done' ? w('page.a11y.runAgain', 'Run again') : w('page.a11y.run', 'Run');
    challengeParts.reveal.hidden = c.phase !== 'running';
    var verdict = c.phase === 'done' ? c.result.verdict : c.phase === 'running' ? w('page.a11y.running', 'Running.') : '';
    if (challengeParts.verdict.textContent !== verdict) challengeParts.verdict.textContent = verdict;
  }

  // [SECTION] the scene in words: on demand, and politely on events
  var MIN_GAP_MS = 5000;  // never more often than this
  var lastAnnounce = -Infinity;
  var trailing = null;
  function announce(text, now) {
    var t = performance.now();
    if (!now && t - lastAnnounce < MIN_GAP_MS) {
      // Within the quiet time: say the latest news once it is over.
      if (!trailing) {
        trailing = setTimeout(function () { trailing = null; if (!stopped) announce(pg.describe(), false); }, MIN_GAP_MS - (t - lastAnnounce));
      }
      return;
    }
    lastAnnounce = t;
    // Re-setting the same text is not announced: clear first, then write in the next task.
    live.textContent = '';
    setTimeout(function () { live.textContent = text; }, 50);
  }
  function describeNow() {
    var text = pg.describe();
    descEl.textContent = text;
    announce(text, true);
  }
  function announceChanges(prev, s) {
    if (!prev) return;
    // A notice (what a link ignored, "Link copied") is said at once, as the canvas shows it.
    if (s.notice && s.notice !== prev.notice) { announce(s.notice, true); return; }
    if (prev.demo !== s.demo || prev.paused !== s.paused || s.events > prev.events) {
      var text = pg.describe();
      descEl.textContent = text;
      announce(text, false);
    }
  }

  // [SECTION] focus: the panel shows where the keyboard is
  function onControlFocus(e) {
    var wid = e.target.getAttribute('data-widget');
    pg.focus(wid || null);
    focusCard.className = '';
    // A control the panel does not draw now (collapsed, or only in this view) shows itself.
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        if (document.activeElement !== e.target) return;
        var rect = wid ? pg.widgets()[wid] : null;
        if (!rect) {
          focusCard.textContent = cardText(e.target);
          focusCard.className = 'shown';
        }
      });
    });
  }
  // "Label: value" of a control, as the focus card shows it.
  function cardText(t) {
    var label = t.labels && t.labels[0] ? t.labels[0].textContent : '';
    var value;
    if (t.tagName === 'BUTTON') value = t.textContent;
    else if (t.tagName === 'SELECT') value = t.selectedIndex >= 0 ? t.options[t.selectedIndex].textContent : '';
    else if (t.type === 'checkbox') value = t.checked ? w('page.a11y.on', 'on') : w('page.a11y.off', 'off');
    else value = t.getAttribute('aria-valuetext') || t.value || '';
    return label && label !== value ? w('page.a11y.card', '{0}: {1}', [label, value]) : value;
  }
  document.addEventListener('change', function (e) {
    if (focusCard && focusCard.className === 'shown' && e.target === document.activeElement) focusCard.textContent = cardText(e.target);
  });
  document.addEventListener('input', function (e) {
    if (focusCard && focusCard.className === 'shown' && e.target === document.activeElement) focusCard.textContent = cardText(e.target);
  });

  function onControlBlur() {
    pg.focus(null);
    focusCard.className = '';
  }

  // [SECTION] keyboard
  // The app listens for keys on the canvas only (src/app/platform.cpp), so the single-key
  // shortcuts act only on the scene (WCAG 2.1.4). It never cancels Tab; this capturing listener
  // also keeps Tab from it, so the browser always moves the focus (no keyboard trap, WCAG 2.1.2),
  // and takes D and H (the HTML description and help) before the app sees them.
  window.addEventListener('keydown', function (e) {
    if (e.target !== canvas) return;
    if (e.key === 'Tab') { e.stopPropagation(); return; }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'd' || e.key === 'D') { e.stopPropagation(); describeNow(); }
    if ((e.key === 'h' || e.key === 'H' || e.key === '?') && helpDialog) { e.stopPropagation(); e.preventDefault(); openHelp(); }
  }, true);
  // The app cancels mousedown on the canvas (no text selection), which would keep the focus where it was: a click or tap
  // on the scene gives it the focus, as on any control, so its shortcuts work.
  canvas.addEventListener('pointerdown', function () {
    if (document.activeElement !== canvas) canvas.focus({ preventScroll: true });
  }, true);
  window.addEventListener('keyup', function (e) {
    if (e.target === canvas && e.key === 'Tab') e.stopPropagation();
  }, true);

  function keys() {
    return [
      [w('page.help.k.tab', 'Tab, Shift+Tab'), w('page.help.d.tab', 'move between the controls, then to the scene and out of the page')],
      [w('page.help.k.arrows', 'Arrows, Page Up, Page Down, Home, End'), w('page.help.d.arrows', 'change the focused slider or list')],
      [w('page.help.k.enter', 'Enter, Space'), w('page.help.d.enter', 'press the focused button or tick the focused box')],
      [w('page.a11y.skip', 'Skip to the scene'), w('page.help.d.skip', 'the first link of the page: puts the focus on the scene')],
      [w('page.help.k.scene', 'While the scene has the focus:'), ''],
      [w('page.help.k.space', 'Space'), w('page.help.d.space', 'play or pause')],
      [w('page.help.k.n', 'N or Right arrow'), w('page.help.d.n', 'one step of 1/60 s (pauses)')],
      ['R', w('page.help.d.r', 'reset the scene')],
      [w('page.help.k.digits', '1 to 9'), w('page.help.d.digits', 'pick a demo')],
      ['F', w('page.help.d.f', 'fit the whole world in view')],
      [w('page.help.k.zoom', '+ and -'), w('page.help.d.zoom', 'zoom in and out')],
      ['D', w('page.help.d.d', 'describe the scene in words')],
      ['H', w('page.help.d.h', 'this help')],
      [w('page.help.k.mouse', 'Mouse: click, drag, wheel'), w('page.help.d.mouse', 'select an agent, move agents and targets, pan, zoom')],
      [w('page.help.k.touch', 'Touch: tap, drag, two fingers'), w('page.help.d.touch', 'select and move as with a mouse; pinch to zoom, move two fingers to pan; a tap on a slider opens a number field')],
    ];
  }
  function buildHelp() {
    helpDialog = el('dialog', { id: 'pd-help', 'aria-labelledby': 'pd-help-title' });
    helpDialog.appendChild(el('h2', { id: 'pd-help-title' }, w('page.help.title', 'Keyboard and mouse')));
    var t = el('table', {});
    var head = el('tr', {});
    head.appendChild(el('th', { scope: 'col' }, w('page.help.key', 'Key')));
    head.appendChild(el('th', { scope: 'col' }, w('page.help.does', 'What it does')));
    t.appendChild(head);
    keys().forEach(function (k) {
      var tr = el('tr', {});
      tr.appendChild(el('th', { scope: 'row' }, k[0]));
      tr.appendChild(el('td', {}, k[1]));
      t.appendChild(tr);
    });
    helpDialog.appendChild(t);
    var close = el('button', { type: 'button' }, w('page.a11y.close', 'Close'));
    close.addEventListener('click', function () { helpDialog.close(); });
    helpDialog.appendChild(close);
    document.body.appendChild(helpDialog);
  }
  var helpOpener = null;
  function openHelp() {
    helpOpener = document.activeElement;
    if (!helpDialog.open) helpDialog.showModal();
    helpDialog.addEventListener('close', function () {
      if (helpOpener && helpOpener.focus) helpOpener.focus();
    }, { once: true });
  }

  // Another language (i18n.js): every word of this view in it, at once. The view is built again
  // from the model (nothing is lost: it holds no state of its own); the focus stays on the same
  // control and an open help dialog stays open.
  var skipLink = null;
  window.addEventListener('playgroundlanguage', function () {
    if (!pg || stopped) return;
    var all = function () { return [].slice.call(document.querySelectorAll('#pdom *, #pd-help *, .pd-skip')); };
    var at = all().indexOf(document.activeElement);
    var helpOpen = !!(helpDialog && helpDialog.open), opener = helpOpener, openerAt = all().indexOf(opener);
    [root, skipLink, focusCard, helpDialog].forEach(function (e) { if (e && e.parentNode) e.parentNode.removeChild(e); });
    controls = {};
    paramInputs = [];
    builtDemo = builtSetup = builtComposer = lessonShown = null;
    challengeKey = '';
    build();
    refresh();
    descEl.textContent = pg.describe();
    var again = at >= 0 ? all()[at] : null;
    if (again && again.focus) again.focus();
    if (helpOpen) {
      openHelp();
      helpOpener = openerAt >= 0 ? all()[openerAt] : opener;
    }
  });

  // [SECTION] when the wasm stops (shell.js): said at once, and the controls out of the way
  // The page shows "Something went wrong ... Reload this scene" with its Reload button focused;
  // this view's controls act on a model that is gone, so they go, and an alert (an assertive
  // live region) says the message: the page's own status region stays quiet, so it is said once.
  var stopped = false;
  window.addEventListener('playgrounderror', function (e) {
    stopped = true;
    if (trailing) clearTimeout(trailing);
    if (helpDialog && helpDialog.open) helpDialog.close();
    [root, skipLink, focusCard].forEach(function (x) { if (x) x.hidden = true; });
    var alert = el('div', { id: 'pd-error', role: 'alert', className: 'pd-live' }, '');
    document.body.appendChild(alert);
    // Written in the next task: an alert region that is already there when its text comes is
    // read by every screen reader (some skip one inserted with its text).
    setTimeout(function () { alert.textContent = String(e.detail); }, 50);
  });

  // [SECTION] start
  function init() {
    if (pg || stopped) return;
    pg = window.playground;
    build();
    var shell = window.playgroundShell;
    if (shell) shell.changed = scheduleRefresh;
    // Reduced motion: the scene opens still, with Play first in Tab order (WCAG 2.2.2).
    if (reducedMotion && !/(^|[#&])paused=/.test(window.location.hash)) pg.pause();
    refresh();
    descEl.textContent = pg.describe();
    if (last && last.notice) announce(last.notice, true);  // what a link at load ignored
  }
  if (window.playground) init();
  else window.addEventListener('playgroundready', init);
})();
