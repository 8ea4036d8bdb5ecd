// The page's second view: real, labelled HTML controls for everything the ImGui panel offers,
// for keyboards, screen readers and voice control (PhET's "parallel DOM"). It is built from the
// panel's own description, playground.controls() (src/app/controls.h): each control's name,
// kind, label, help, range, step, value in words, enabled and locked state, in the page's
// language; and each control acts through playground.act(), the same action the panel's widget
// calls. A control added to the panel appears here with no JavaScript written for it; this file
// holds no rule of the model (no range, limit, text format or random number of its own). It adds
// only the page's helpers: the skip link, Describe the scene, the agent list, the formula read
// aloud, the experiment's table and the keyboard help. The canvas stays the picture; these
// controls are visually hidden, and the panel draws a focus ring on the widget whose twin has
// the focus (playground.focus()).
//
// Keeping in sync: the C++ frame tells the page when what the panel shows changed
// (playgroundShell.changed, one string compare per frame); this file then reads controls() and
// summary() once, after the frame, so a paused page does no extra work. A section is built again
// only when its structure changed; values are shown in place. No inline script, no eval (CSP).
(function () {
  'use strict';

  var pg = null;
  var canvas = document.getElementById('canvas');
  var embed = false;  // ?embed=1, as shell.js reads it (shell.embed), known at init

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

  // The page's own words (shell.js's w(): page.* keys of strings/*.json): only for what this view
  // adds to the panel's description (the skip link, Describe, the agent list, the help dialog).
  function w(key, english, args) { return window.playgroundShell.w(key, english, args); }
  function num(n) { return window.playgroundShell.num(n); }

  // [SECTION] the controls, built from the panel's description (playground.controls())
  var root, live, descEl, helpDialog, focusCard, skipLink;
  var boxes = {};      // section name -> its element
  var built = {};      // section name -> the structure it was built for
  var inputs = {};     // control name -> {c, input}
  var headerKey = null;
  var agentSel = null, agentNum = null;

  // A control's element id: the parameters' 'pd-param-<name>', buttons' 'pd-button-<name>', others
  // 'pd-<name>' (pd-speed, pd-demo, pd-title).
  function idOf(name) {
    var kind = name.slice(0, name.indexOf(':')), rest = name.slice(name.indexOf(':') + 1);
    // An id has no spaces (an answer's name can: "button:answer-line of sight").
    rest = rest.replace(/[^\w-]/g, '-');
    return kind === 'param' || kind === 'button' ? 'pd-' + kind + '-' + rest : 'pd-' + rest.toLowerCase();
  }

  // Marks an element as the HTML twin of a panel widget ("param:lookahead").
  function twin(input, widget) {
    if (widget) input.setAttribute('data-widget', widget);
    input.addEventListener('focus', onControlFocus);
    input.addEventListener('blur', onControlBlur);
    return input;
  }

  // Acts through the control's one action; a refusal (a locked knob) is said, and the control
  // shows the model's value again.
  // Actions whose own words say the scene they make: a lesson opening (its title, text and scene:
  // onChoice), a challenge's Run (its timer, then its verdict, which a description 5 s into the
  // run would talk over). Their scene change is not described again.
  var SAYS_SCENE = { 'combo:lessons': true, 'button:challenge-run': true };
  var sceneSaidBy = '';
  function act(c, value) {
    // In the press itself: what the action copies is copied in it (shell.js, actInGesture).
    var r = window.playgroundShell.actInGesture(c.name, value);
    if (r && !r.ok && r.message) announce(r.message, true);
    sceneSaidBy = SAYS_SCENE[c.name] && r && r.ok ? c.name : '';
    refresh();
    sceneSaidBy = '';
    // A refused number: the field shows the model's value again now, focused or not (show()
    // leaves a focused field alone while it is typed in, and nothing changed to show it later).
    var now = inputs[c.name];
    if (r && !r.ok && now && now.c.kind === 'number') now.input.value = String(now.c.value);
    return r;
  }

  function labelled(c, input, wrapper) {
    input.id = idOf(c.name);
    var r = el('div', { className: 'pd-row' });
    var label = el('label', { 'for': input.id }, c.label);
    if (wrapper === 'after') { r.appendChild(input); r.appendChild(label); } else { r.appendChild(label); r.appendChild(input); }
    describe(c, input, r);
    return r;
  }
  // Its help, and why it is locked, as its description (read after its name and value).
  function describe(c, input, parent) {
    var text = c.help;  // a locked control's says why first (controls.cpp)
    if (!text) return;
    var h = el('span', { id: newId('help'), className: 'pd-help', hidden: '' }, text);
    input.setAttribute('aria-describedby', h.id);
    parent.appendChild(h);
  }

  var MAKERS = {
    button: function (c) {
      var b = twin(el('button', { type: 'button', id: idOf(c.name) }, c.label), c.name);
      // Help is this page's own dialog here (the panel's is drawn on the canvas, unread).
      b.addEventListener('click', function () { if (c.name === 'button:help' && helpDialog) openHelp(); else act(inputs[c.name].c); });
      if (c.name === 'button:help') b.setAttribute('aria-haspopup', 'dialog');
      var r = el('div', { className: 'pd-row' });
      r.appendChild(b);
      describe(c, b, r);
      return { row: r, input: b };
    },
    slider: function (c) {
      // The input's own step is the finest the value is shown with (so it never snaps the model's
      // value); the keys move by the description's step, as the panel's slider does.
      var fine = Math.min(c.step, Math.pow(10, -c.decimals));
      var s = twin(el('input', { type: 'range', min: String(c.min), max: String(c.max), step: String(fine) }), c.name);
      s.addEventListener('input', function () {
        var v = Number(s.value), d = v - (s.was !== undefined ? s.was : inputs[c.name].c.value);
        // The model's value now (a running scene's Time moved on since the input last showed it):
        // a step is taken from there, as sliderKey does, not from where the focus found it.
        showControls();
        var now = inputs[c.name].c;
        // Locked: the model refuses it and says why (a lesson's lock, a challenge), as for a key.
        if (now.locked) { act(now, Number(s.value)); show(inputs[c.name].c, s); return; }
        // One fine step from the value shown is a screen reader's increment (a swipe up or down
        // steps the input by its own step attribute; the keys come through sliderKey): it moves by
        // the description's step, as the panel's slider and the arrow keys do.
        if (d !== 0 && Math.abs(d) <= fine * 1.5) v = Math.min(now.max, Math.max(now.min, now.step > fine ? keyStep(now, d > 0 ? 1 : -1, false) : now.value + d));
        act(now, v);
      });
      s.addEventListener('keydown', function (e) { sliderKey(c.name, e); });
      return { row: labelled(c, s), input: s };
    },
    choice: function (c) {
      var sel = twin(el('select', {}), c.name);
      c.choices.forEach(function (ch) {
        var o = el('option', { value: ch.value }, ch.label);
        if (!ch.enabled) o.disabled = true;
        sel.appendChild(o);
      });
      if (!c.confirm) {
        sel.addEventListener('change', function () { onChoice(c, sel); });
        return { row: labelled(c, sel), input: sel };
      }
      // A list whose every choice replaces the scene (the lessons gallery): the arrow keys only
      // pick (the choice waits, shown, until the model's value changes otherwise); its button
      // applies it (WCAG 3.2.2).
      sel.addEventListener('change', function () { sel.pendingOver = inputs[c.name].c.value; });
      var row = labelled(c, sel);
      var apply = twin(el('button', { type: 'button', id: idOf(c.name) + '-open' }, c.confirm), null);
      apply.addEventListener('click', function () {
        sel.pendingOver = undefined;
        onChoice(c, sel);
      });
      row.appendChild(apply);
      return { row: row, input: sel };
    },
    toggle: function (c) {
      var box = twin(el('input', { type: 'checkbox' }), c.name);
      box.addEventListener('change', function () { act(inputs[c.name].c, box.checked ? 1 : 0); });
      return { row: labelled(c, box, 'after'), input: box };
    },
    radio: function (c) {
      var radio = twin(el('input', { type: 'radio', name: 'pd-group-' + c.group }), c.name);
      radio.value = c.name;
      radio.addEventListener('change', function () { if (radio.checked) act(inputs[c.name].c, 1); });
      return { row: labelled(c, radio, 'after'), input: radio };
    },
    number: function (c) {
      var n = twin(el('input', { type: 'number', min: String(c.min), step: String(c.step), inputmode: 'numeric' }), c.name);
      // An emptied field (or text a number field cannot hold: its value is then '') changes
      // nothing: the model's value comes back, as a slider left where it was would.
      n.addEventListener('change', function () {
        if (n.value.trim() === '') n.value = String((inputs[c.name] || { c: c }).c.value);
        else act(c, Math.floor(Number(n.value)));
      });
      return { row: labelled(c, n), input: n };
    },
    text: function (c) {
      var tag = c.role === 'heading' ? headingTag : c.role === 'item' ? 'li' : 'p';
      var t = el(tag, { id: idOf(c.name) }, c.role === 'status' ? '' : c.text);
      if (c.role === 'timer') {
        // Words that change as the scene runs (a challenge's "Running: 2.0 of 9.0 s"): kept current
        // for reading (the page hears of a new whole second), never said at each change, which
        // would talk over the scene for the whole run (a timer is not a live region). Said once,
        // politely, when they come: the run started, and how long it takes; then the verdict.
        t.setAttribute('role', 'timer');
        announce(c.text, true);
      }
      if (c.role === 'status') {
        // A live region is in the page before its words (some screen readers skip one inserted with
        // its text): a section built again with a verdict in it says the verdict.
        t.setAttribute('role', 'status');
        t.setAttribute('aria-live', 'polite');
        t.className = 'pd-verdict';
        // Its help ("After you press Run, the verdict shows here.") is read where the panel shows
        // it, in the region's room until its words come (show()).
        if (c.help) {
          var row = el('div', { className: 'pd-row' });
          t.hint = el('p', { className: 'pd-hint' }, c.help);
          t.hint.hidden = !!c.text;
          row.appendChild(t.hint);
          row.appendChild(t);
        }
        if (c.text) {
          setTimeout(function () {
            var now = inputs[c.name] && inputs[c.name].input === t ? inputs[c.name].c.text : '';
            if (t.isConnected && t.textContent !== now) t.textContent = now;
          }, 50);
        }
      }
      return { row: t.hint ? t.parentNode : t, input: t };
    },
  };

  // Arrows by the control's step, Page Up and Page Down by a tenth of its range, Home and End to its ends,
  // from the model's value now: a running clock signals no change (the Time slider would signal every
  // frame), so the description this view last read may be seconds old.
  var SLIDER_KEYS = ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'];
  function sliderKey(name, e) {
    if (SLIDER_KEYS.indexOf(e.key) < 0 || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    showControls();
    var c = inputs[name] && inputs[name].c;
    if (!c) return;
    var k = e.key;
    var to = k === 'ArrowRight' || k === 'ArrowUp' ? keyStep(c, 1, false) : k === 'ArrowLeft' || k === 'ArrowDown' ? keyStep(c, -1, false)
      : k === 'PageUp' ? keyStep(c, 1, true) : k === 'PageDown' ? keyStep(c, -1, true) : k === 'Home' ? c.min : c.max;
    act(c, Math.min(c.max, Math.max(c.min, to)));
  }
  // The value one key (or a page: a tenth of the range) away: by the description's step, or over
  // decades by its keyRatio (at least one of its finest steps, whole where it shows no decimals).
  function keyStep(c, dir, page) {
    var v = c.value;
    if (!(c.keyRatio > 1)) return v + dir * (page ? Math.max(c.step, (c.max - c.min) / 10) : c.step);
    var fine = Math.pow(10, -c.decimals), to = v * Math.pow(c.keyRatio, dir * (page ? 10 : 1));
    to = Math.round(to / fine) * fine;
    return dir > 0 ? Math.max(to, v + fine) : Math.min(to, v - fine);
  }

  function onChoice(c, sel) {
    var now = inputs[c.name].c;
    if (now.locked) { act(now, sel.value); show(inputs[c.name].c, sel); return; }
    // A lesson is read when it opens: its title, text and scene at once (act keeps announceChanges
    // from describing the scene first).
    var r = act(now, sel.value);
    if (r && r.ok && c.name === 'combo:lessons') {
      var l = pg.lessons()[Number(r.value)];
      if (l) announce(w('page.a11y.lessonSaid', [l.title, l.text, pg.describe()]), true);
    }
  }

  // The value the model has now, in the control (and in words for a slider).
  function show(c, input) {
    if (c.kind === 'button') {
      if (input.textContent !== c.label) input.textContent = c.label;
    } else if (c.kind === 'slider' || c.kind === 'number') {
      if (document.activeElement !== input || c.kind === 'slider') {
        // The range before the value: a range input clamps a value outside its old one.
        if (c.kind === 'slider' && input.min !== String(c.min)) input.min = String(c.min);
        if (c.kind === 'slider' && input.max !== String(c.max)) input.max = String(c.max);  // the timeline grows
        if (Number(input.value) !== c.value) input.value = String(c.value);
        // As the input holds it: snapped to its step's grid (1/60 s is no exact decimal, and the
        // Time slider's end came out a step short), which a swipe's step is measured from.
        input.was = Number(input.value);
      }
      if (c.kind === 'slider') input.setAttribute('aria-valuetext', c.text);
    } else if (c.kind === 'choice') {
      var v = c.choices[c.value] ? c.choices[c.value].value : '';
      if (input.pendingOver !== undefined && input.pendingOver !== c.value) input.pendingOver = undefined;
      if (input.value !== v && input.pendingOver === undefined) input.value = v;
    } else if (c.kind === 'toggle' || c.kind === 'radio') {
      input.checked = c.value !== 0;
    } else if (c.kind === 'text' && input.textContent !== c.text && (c.role !== 'status' || input.isConnected)) {
      input.textContent = c.text;  // (a status region just made gets its words once in the page: MAKERS.text)
    }
    if (c.kind === 'text' && input.hint) input.hint.hidden = !!c.text;
    if (c.kind !== 'text') {
      input.disabled = !c.enabled;
      // Locked, still focusable (its help says why): aria-readonly where ARIA has it for the role
      // (slider, spinbutton, combobox, checkbox), aria-disabled on a button or a radio.
      var attr = c.kind === 'button' || c.kind === 'radio' ? 'aria-disabled' : 'aria-readonly';
      if (c.locked) input.setAttribute(attr, 'true'); else input.removeAttribute(attr);
    }
  }

  // What a section is built for: its controls' names, kinds, words and states (values and the
  // words that change with them are shown in place, without building it again).
  function structure(section) {
    return JSON.stringify(section.controls.map(function (c) {
      return [c.name, c.kind, c.kind === 'button' || c.kind === 'text' ? '' : c.label, c.help, c.choices, c.locked,
        c.enabled, c.step, c.keys, c.group, c.role, c.confirm];
    }));
  }

  // A section's controls, in the description's order: radio buttons of one group in a fieldset
  // named by it, a run of items in a list.
  // A heading's level under the page's h1: h3 under the header's own h2, h2 in a section whose
  // name is a fieldset's legend (not a heading: h1 then h3 skipped a level).
  var headingTag = 'h2';
  // The header (a lesson's title and question) is a section with a heading of its own; every
  // other section is a fieldset named by its legend.
  var HEADER = { box: 'section', title: 'h2', headings: 'h3' }, FIELDSET = { box: 'fieldset', title: 'legend', headings: 'h2' };
  function shapeOf(section) { return section.name === 'header' ? HEADER : FIELDSET; }
  function fill(box, section) {
    var group = null, list = null;
    headingTag = shapeOf(section).headings;
    section.controls.forEach(function (c) {
      var made = MAKERS[c.kind](c);
      if (c.keys) {
        made.input.setAttribute('aria-keyshortcuts', c.keys);
        made.input.addEventListener('keydown', function (e) { twinShortcut(e, c.name); });
      }
      inputs[c.name] = { c: c, input: made.input };
      show(c, made.input);
      if (c.kind === 'radio') {
        if (!group || group.getAttribute('data-group') !== c.group) {
          group = el('fieldset', { className: 'pd-group', 'data-group': c.group });
          group.appendChild(el('legend', {}, c.group));
          box.appendChild(group);
        }
        group.appendChild(made.row);
        return;
      }
      group = null;
      if (c.kind === 'text' && c.role === 'item') {
        if (!list) { list = el('ul', {}); box.appendChild(list); }
        list.appendChild(made.row);
        return;
      }
      list = null;
      box.appendChild(made.row);
    });
    if (EXTRAS[section.name]) EXTRAS[section.name](box);
  }

  // Builds a section again when its structure changed; the focus stays on the same control, or
  // moves to the one now in its place (Run becomes "Show the result now"), never to the page's body.
  function buildSection(section) {
    var box = boxes[section.name];
    // The focus stays where it was: on the same control (its widget, or its id for this view's own
    // fields, the agent's list and number), else on the control now in its place.
    var FOCUSABLE = '[data-widget], input, select, button';
    var focused = document.activeElement && box.contains(document.activeElement) ? document.activeElement : null;
    var at = focused ? [].slice.call(box.querySelectorAll(FOCUSABLE)).indexOf(focused) : -1;
    var name = focused ? focused.getAttribute('data-widget') : null;
    var id = focused ? focused.id : '';
    box.textContent = '';
    box.appendChild(el(shapeOf(section).title, {}, section.label));
    fill(box, section);
    built[section.name] = structure(section);
    if (!focused) return;
    var again = (name && box.querySelector('[data-widget="' + name + '"]')) || (id && document.getElementById(id));
    // Not a disabled one (Noise field, once pressed): the focus would fall out of the page.
    var usable = function (x) { return x && box.contains(x) && !x.disabled; };
    var all = [].filter.call(box.querySelectorAll(FOCUSABLE), usable);
    again = (usable(again) && again) || all[Math.min(Math.max(at, 0), all.length - 1)] || box;
    if (again === box) box.setAttribute('tabindex', '-1');
    again.focus();
  }

  // The sections as the description lists them; a section it no longer has is hidden.
  function showControls() {
    var sections = pg.controls(), seen = {};
    var before = null;
    sections.forEach(function (section) {
      seen[section.name] = true;
      if (!boxes[section.name]) {
        boxes[section.name] = el(shapeOf(section).box, { id: 'pd-sec-' + section.name });
        root.insertBefore(boxes[section.name], before ? before.nextSibling : root.querySelector('h1').nextSibling);
      }
      var box = boxes[section.name];
      box.hidden = false;
      before = box;
      if (built[section.name] !== structure(section)) buildSection(section);
      else section.controls.forEach(function (c) { if (inputs[c.name]) { inputs[c.name].c = c; show(c, inputs[c.name].input); } });
    });
    Object.keys(boxes).forEach(function (n) { if (!seen[n]) { boxes[n].hidden = true; built[n] = null; } });
    announceHeader(sections);
  }

  // A teacher's link: its title and question are read when the page opens and when a new link loads.
  function announceHeader(sections) {
    var header = sections.filter(function (s) { return s.name === 'header'; })[0];
    var key = header ? header.controls.map(function (c) { return c.text; }).join('. ') : '';
    if (key === headerKey) return;
    headerKey = key;
    if (key) announce(key, true);
  }

  // [SECTION] what this view adds to a section: the page's own helpers
  var EXTRAS = {
    time: function (box) {
      var b = el('button', { type: 'button', 'aria-keyshortcuts': shortcutAria('describe'), 'aria-controls': 'pd-desc' },
                 w('page.a11y.describe'));
      b.addEventListener('click', describeNow);
      b.addEventListener('keydown', function (e) {
        if (!e.ctrlKey && !e.metaKey && !e.altKey && shortcutAction(e.key) === 'describe') { e.preventDefault(); describeNow(); }
      });
      box.appendChild(twin(b, null));
      descEl = el('p', { id: 'pd-desc', className: 'pd-desc' }, descEl ? descEl.textContent : '');
      box.appendChild(descEl);
    },
    lesson: function (box) {
      var text = el('p', { id: 'pd-formula-now', 'aria-live': 'polite' }, '');
      var b = el('button', { type: 'button' }, w('page.a11y.formula'));
      b.addEventListener('click', function () {
        var f = pg.formula();
        // Emptied first, then written a moment later: a live region says a text again only when it
        // changes, and a paused scene's formula is the same at the second press.
        text.textContent = '';
        setTimeout(function () { text.textContent = Array.isArray(f) ? f.join(' ') : String(f); }, 100);
      });
      box.appendChild(twin(b, null));
      box.appendChild(text);
    },
    experiment: function (box) {
      // Not a live region (a knob's every step read the whole table again): its start and its
      // result are said once (showExperiment).
      var table = el('div', { id: 'pd-experiment-table' });
      box.appendChild(table);
      showExperiment(table, true);
    },
    selected: function (box) {
      // The panel's "Selected agent": a click on an agent selects it; here a list does, or, for a
      // crowd too large to list (a flock of hundreds), its number.
      agentSel = twin(el('select', { id: 'pd-agent' }), null);
      agentSel.addEventListener('change', function () { chooseAgent(Number(agentSel.value)); });
      agentNum = twin(el('input', { id: 'pd-agent-n', type: 'number', min: '-1', step: '1', inputmode: 'numeric' }), null);
      agentNum.addEventListener('change', function () {
        // Emptied: the selection stays, as the seed's field keeps its seed; a number that is no
        // agent's is refused by select() (the wasm's rule), which says why.
        if (agentNum.value.trim() === '' || !chooseAgent(agentNum.value)) agentNum.value = String(pg.summary().selected);
      });
      var r = el('div', { className: 'pd-row', id: 'pd-agent-row' });
      r.appendChild(el('label', { 'for': 'pd-agent' }, w('ui.sec.selected')));
      r.appendChild(agentSel);
      var rn = el('div', { className: 'pd-row', id: 'pd-agent-n-row', hidden: '' });
      rn.appendChild(el('label', { 'for': 'pd-agent-n' }, w('page.a11y.agentNumber')));
      rn.appendChild(agentNum);
      box.insertBefore(rn, box.children[1] || null);
      box.insertBefore(r, rn);
      // Shown and filled now, so that a focus kept across the section's rebuild (buildSection) finds
      // the field in place, with its value.
      if (!embed) showAgents(last || pg.summary());
    },
  };

  // The scene's name for a screen reader, with its main keys as the help lists them (the app's
  // table, playground.shortcuts(), marks them inSceneName): "The scene. Keys: Space play / pause,
  // N one step (pauses)...". Before the app has run, index.html's page.canvas names it without
  // keys, which do nothing yet.
  function nameCanvas() {
    var rows = pg.shortcuts().filter(function (row) {
      return row.shortcuts.some(function (s) { return s.inSceneName; });
    });
    var keys = rows.map(function (row) { return row.key + ' ' + row.does; }).join(w('ui.list_separator'));
    canvas.setAttribute('aria-label', w('page.canvas.keys', [keys]));
  }
  function build() {
    nameCanvas();
    root = el('section', { id: 'pdom', 'aria-label': w('page.a11y.region') });
    root.appendChild(el('h1', { className: 'pd-title' }, w('ui.title')));
    live = el('div', { id: 'pd-live', className: 'pd-live', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
    root.appendChild(live);
    focusCard = el('div', { id: 'pd-focus-card', 'aria-hidden': 'true' });
    // Skip link first, then the controls, then the scene (the canvas) in Tab order.
    skipLink = el('a', { href: '#canvas', className: 'pd-skip' }, w('page.a11y.skip'));
    skipLink.addEventListener('click', function (e) {
      e.preventDefault();  // the fragment is the scene's link: never write "#canvas" into it
      canvas.focus();
    });
    document.body.insertBefore(root, document.body.firstChild);
    document.body.insertBefore(skipLink, root);
    document.body.appendChild(focusCard);
    if (!embed) buildHelp();
  }

  // An agent's role in words, the panel's own (role.* of the strings tables, which another
  // language's table brings whole). state() names roles in English, the API's words, which are
  // also English's table's (tests/browser/i18n.test.mjs checks it).
  function roleWord(role) { return w('role.' + role, role); }

  // Selects an agent as a click in the scene would, and says what it does: the panel's words on
  // it (text:selected), not the whole scene at each arrow key.
  function chooseAgent(id) {
    var r = pg.select(id);
    refresh();
    var words = inputs['text:selected'];
    announce(r.ok ? (words && words.c.text) || pg.describe() : r.message, true);
    return r.ok;
  }

  // A list of the agents when they are few; a number field when they are many (a flock).
  var LISTED_AGENTS = 64;
  function showAgents(s) {
    var sel = agentSel;
    if (!sel || !document.body.contains(sel)) return;
    if (sel.getAttribute('data-key') !== s.demo + '|' + s.agents) {
      sel.setAttribute('data-key', s.demo + '|' + s.agents);
      sel.textContent = '';
      sel.appendChild(el('option', { value: '-1' }, w('page.a11y.noAgent')));
      if (s.agents <= LISTED_AGENTS) {
        pg.state().agents.forEach(function (a) {
          sel.appendChild(el('option', { value: String(a.id) }, w('page.a11y.agentItem', [a.id, roleWord(a.role)])));
        });
      }
    }
    var many = s.agents > LISTED_AGENTS;
    document.getElementById('pd-agent-row').hidden = many;
    document.getElementById('pd-agent-n-row').hidden = !many;
    var v = String(s.selected);
    if (sel.value !== v && sel.querySelector('option[value="' + v + '"]')) sel.value = v;
    agentNum.max = String(s.agents - 1);
    if (document.activeElement !== agentNum && agentNum.value !== v) agentNum.value = v;
  }

  // The experiment's table (its button is the description's), in the panel's words: its figures'
  // names, "2, 1 escaped", and what the panel says around it (experimentNotes(): out of date once
  // the settings change, the note under it), one row per chaser or compared setting.
  function showExperiment(box, fresh) {
    var s = last || pg.summary();
    var e = s.experiment.done ? pg.experimentNotes() : null;
    var key = s.experiment.running ? 'running' : (e ? 'done' + s.demo + '|' + !!e.stale : 'none');
    var was = box.getAttribute('data-key');
    if (!fresh && was === key) {
      // Out of date still: its words follow the settings ("now 1") in place, not read again.
      var mark = box.querySelector('.pd-stale');
      if (mark && e && mark.textContent !== e.stale) mark.textContent = e.stale;
      return;
    }
    box.setAttribute('data-key', key);
    if (!fresh && key === 'running') announce(w('page.a11y.experimentRunningLong'), true);
    else if (!fresh && was === 'running' && e) announce(e.note, true);
    box.textContent = '';
    if (s.experiment.running) { box.appendChild(el('p', {}, w('page.a11y.experimentRunningLong'))); return; }
    var rows = e ? pg.experimentResult() : null;
    if (!rows) return;
    if (e.stale) box.appendChild(el('p', { className: 'pd-stale' }, e.stale));
    if (rows.length) {
      var t = el('table', {});
      t.appendChild(el('caption', {}, e.note));
      // The corner is blank, as in the panel: a row is a chaser, an outcome ("capture") or a compared
      // setting with it ("lookahead 1: capture"), and its own header says which.
      var head = el('tr', {});
      head.appendChild(el('td', {}));
      e.heads.forEach(function (h) { head.appendChild(el('th', { scope: 'col' }, h)); });
      t.appendChild(head);
      rows.forEach(function (r) {
        var tr = el('tr', {});
        tr.appendChild(el('th', { scope: 'row' }, r.label));
        // The panel's cells (ExperimentCells): "" where there is no figure, said as "none".
        r.cells.forEach(function (v) { tr.appendChild(el('td', {}, v || w('page.a11y.exp.none'))); });
        t.appendChild(tr);
      });
      box.appendChild(t);
    } else {
      box.appendChild(el('p', {}, e.note));
    }
  }

  // [SECTION] keeping both views in sync
  var pending = false;
  var last = null;        // the last summary()
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
    showControls();
    if (!embed) {
      showAgents(s);
      var table = document.getElementById('pd-experiment-table');
      if (table) showExperiment(table, false);
    }
    announceChanges(prev, s);
  }

  // [SECTION] the scene in words: on demand, and politely on events
  var MIN_GAP_MS = 5000;  // never more often than this
  var lastAnnounce = -Infinity;
  var trailing = null;
  var trailingWhole = false;  // a change within the quiet time asks for the whole description
  var liveNext = null;  // the text the live region is about to say
  // `whole`: the text is the scene's description (a new demo, a pause), not a chase's news.
  function announce(text, now, whole) {
    var t = performance.now();
    if (!now && t - lastAnnounce < MIN_GAP_MS) {
      // Within the quiet time: say the latest once it is over (the description if any change
      // asked for it, else the newest chase).
      trailingWhole = trailingWhole || !!whole;
      if (!trailing) {
        trailing = setTimeout(function () {
          trailing = null;
          var again = trailingWhole;
          trailingWhole = false;
          if (!stopped) announce(again ? pg.describe() : pg.news() || pg.describe(), false, again);
        }, MIN_GAP_MS - (t - lastAnnounce));
      }
      return;
    }
    lastAnnounce = t;
    // A second text before the first is written (a link's title and what it ignored, as it
    // opens): one write says both; the second used to replace the first within a millisecond.
    if (liveNext !== null) { liveNext += ' ' + text; return; }
    // Re-setting the same text is not announced: clear first, then write in the next task.
    live.textContent = '';
    liveNext = text;
    setTimeout(function () { live.textContent = liveNext; liveNext = null; }, 50);
  }
  function describeNow() {
    var text = pg.describe();
    if (descEl) descEl.textContent = text;
    announce(text, true);
  }
  function announceChanges(prev, s) {
    if (!prev) return;
    var changed = prev.demo !== s.demo || prev.paused !== s.paused, text = '';
    if (changed) {
      text = pg.describe();
      if (descEl) descEl.textContent = text;
    }
    // A notice (what a link ignored, "Link copied") is said at once, as the canvas shows it; with
    // the new scene's description after it when the notice came with another scene (a link).
    if (s.notice && (s.notice !== prev.notice || s.noticeCount !== prev.noticeCount)) { announce(changed ? s.notice + ' ' + text : s.notice, true, changed); return; }
    if (changed && sceneSaidBy) return;  // the action says it (SAYS_SCENE)
    if (changed) {
      announce(text, false, true);
    } else if (s.events > prev.events) {
      // A chase ended: what happened, in a sentence (the whole description at each capture said
      // the same scene again every few seconds); Describe the scene still says all of it.
      announce(pg.news() || pg.describe(), false, false);
    }
  }

  // [SECTION] focus: the panel shows where the keyboard is
  function onControlFocus(e) {
    var wid = e.target.getAttribute('data-widget');
    // What the control says when the focus reaches it is the model's now (the running Time slider's too).
    if (e.target.type === 'range') showControls();
    pg.focus(wid || null);
    focusCard.className = '';
    // A control the panel does not draw now (collapsed, or only in this view) shows itself.
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        if (document.activeElement !== e.target) return;
        var rect = wid ? pg.widgets()[wid] : null;
        if (!rect) {
          focusCard.textContent = cardText(e.target);
          placeCard();
          focusCard.className = 'shown';
        }
      });
    });
  }
  // Over the world's part of the canvas, at its bottom left: at the page's corner it covered the
  // timeline's start (panel=0) or the panel's sliders (a phone). The stylesheet's corner otherwise.
  function placeCard() {
    var v = pg.layout().view, r = canvas.getBoundingClientRect(), gap = 8;
    var fits = v && v[2] - v[0] > 120 && v[3] - v[1] > 60;
    focusCard.style.left = fits ? r.left + v[0] + gap + 'px' : '';
    focusCard.style.bottom = fits ? window.innerHeight - (r.top + v[3]) + gap + 'px' : '';
    focusCard.style.maxWidth = fits ? v[2] - v[0] - 2 * gap + 'px' : '';
  }
  // "Label: value" of a control, as the focus card shows it.
  function cardText(t) {
    var label = t.labels && t.labels[0] ? t.labels[0].textContent : '';
    var value;
    if (t.tagName === 'BUTTON') value = t.textContent;
    else if (t.tagName === 'SELECT') value = t.selectedIndex >= 0 ? t.options[t.selectedIndex].textContent : '';
    else if (t.type === 'checkbox') value = t.checked ? w('describe.on') : w('describe.off');
    else value = t.getAttribute('aria-valuetext') || t.value || '';
    return label && label !== value ? w('page.a11y.card', [label, value]) : value;
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
    var action = shortcutAction(e.key);
    if (action === 'describe') { e.stopPropagation(); describeNow(); }
    if (action === 'help' && helpDialog) { e.stopPropagation(); e.preventDefault(); openHelp(); }
  }, true);
  /** What the scene's shortcut `key` does ('describe', 'help', ...: playground.shortcuts(), the
   *  app's one table of them), or null. */
  var shortcutRows = null;  // read once: the keys are the same in every language
  function eachShortcut(fn) {
    if (!shortcutRows && pg && !stopped) {
      var rows = pg.shortcuts();
      if (Array.isArray(rows)) shortcutRows = rows;
    }
    (shortcutRows || []).forEach(function (row) { row.shortcuts.forEach(fn); });
  }
  function shortcutAction(key) {
    var found = null;
    eachShortcut(function (s) { if (s.keys.indexOf(key) >= 0) found = s.action; });
    return found;
  }
  /** A key on a twin whose aria-keyshortcuts names it (the app's table: the key's control): it
   *  does there what it does on the scene (playground.pressKey), so the attribute is true where
   *  it is read. Keys the element handles itself the same way are left to it: Space presses a
   *  button, Home and End move a range input to its ends (the timeline's first and last moments). */
  function twinShortcut(e, control) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    // A list whose choice waits for its button (a teacher's set-up loaded): its digits pick, as
    // its arrows do (the select's own type-ahead), and open nothing.
    if (inputs[control] && inputs[control].c.confirm) return;
    var mine = null;
    eachShortcut(function (s) { if (s.control === control && s.keys.indexOf(e.key) >= 0) mine = s; });
    if (!mine || e.key === ' ' || ((e.key === 'Home' || e.key === 'End') && e.target.type === 'range')) return;
    if (mine.action === 'help' && helpDialog) {  // as on the scene: this page's own help
      e.preventDefault();
      openHelp();
    } else if (pg.pressKey(e.key)) {
      e.preventDefault();
      refresh();
    }
  }
  /** The aria-keyshortcuts of an action of the page's own ('describe'). */
  function shortcutAria(action) {
    var found = '';
    eachShortcut(function (s) { if (s.action === action) found = s.aria; });
    return found;
  }
  // The app cancels mousedown on the canvas (no text selection), which would keep the focus where it was: a click or tap
  // on the scene gives it the focus, as on any control, so its shortcuts work.
  canvas.addEventListener('pointerdown', function () {
    if (document.activeElement !== canvas) canvas.focus({ preventScroll: true });
  }, true);
  window.addEventListener('keyup', function (e) {
    if (e.target === canvas && e.key === 'Tab') e.stopPropagation();
  }, true);

  function keys() {
    // The scene's keys: the app's table (playground.shortcuts()), then what a pointer and fingers
    // do (playground.gestures()), as the panel's help lists them; before them, this view's own.
    var scene = pg.shortcuts().map(function (row) { return [row.key, row.does]; });
    return [
      [w('help.key7'), w('help.does7')],  // the panel's help row too
      [w('page.help.k.arrows'), w('page.help.d.arrows')],
      [w('page.help.k.enter'), w('page.help.d.enter')],
      [w('page.a11y.skip'), w('page.help.d.skip')],
      [w('page.help.k.scene'), ''],
    ].concat(scene, pg.gestures().map(function (row) { return [row.gesture, row.does]; }));
  }
  function buildHelp() {
    helpDialog = el('dialog', { id: 'pd-help', 'aria-labelledby': 'pd-help-title' });
    helpDialog.appendChild(el('h2', { id: 'pd-help-title' }, w('help.title')));
    var t = el('table', {});
    var head = el('tr', {});
    head.appendChild(el('th', { scope: 'col' }, w('page.help.key')));
    head.appendChild(el('th', { scope: 'col' }, w('page.help.does')));
    t.appendChild(head);
    keys().forEach(function (k) {
      var tr = el('tr', {});
      tr.appendChild(el('th', { scope: 'row' }, k[0]));
      tr.appendChild(el('td', {}, k[1]));
      t.appendChild(tr);
    });
    helpDialog.appendChild(t);
    var close = el('button', { type: 'button' }, w('help.close'));
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
  window.addEventListener('playgroundlanguage', function () {
    if (!pg || stopped) return;
    var all = function () { return [].slice.call(document.querySelectorAll('#pdom *, #pd-help *, .pd-skip')); };
    var at = all().indexOf(document.activeElement);
    var helpOpen = !!(helpDialog && helpDialog.open), opener = helpOpener, openerAt = all().indexOf(opener);
    [root, skipLink, focusCard, helpDialog].forEach(function (e) { if (e && e.parentNode) e.parentNode.removeChild(e); });
    boxes = {};
    built = {};
    inputs = {};
    headerKey = null;
    build();
    refresh();
    if (descEl) descEl.textContent = pg.describe();
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
    var shell = window.playgroundShell;
    embed = !!(shell && shell.embed);
    build();
    if (shell) shell.changed = scheduleRefresh;
    refresh();
    if (descEl) descEl.textContent = pg.describe();
    if (last && last.notice) announce(last.notice, true);  // what a link at load ignored
  }
  if (window.playground) init();
  else window.addEventListener('playgroundready', init);
})();
