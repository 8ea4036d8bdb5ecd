// The Share dialog: a teacher builds a lesson's link (title, question, which knobs are locked or
// hidden, scene only, theme, UI scale), sees it live in a preview, copies it, or shows its QR code
// to the class. A client of window.playground: it reads params() and hands what the teacher chose
// to lessonLink(), which has the page's link codec write the link (src/link/link.h, LessonSetup):
// the keys, their syntax, escaping, ranges and limits, the themes, UI scales and ways to answer
// are the codec's, and so are the fields' choices and limits here. The QR encoder (npm
// qrcode-generator, copied into web/ by the build) loads the first time the dialog opens.
(function () {
  'use strict';

  var dialog = null, fields = {}, paramChoices = [], preview = null, qrCanvas = null, previewTimer = 0;
  var checkState = null, verdictTimer = 0;  // playground.check()'s reading of the check field
  var measures = [];  // what this scene can measure (playground.check().measures)
  var filledFrom = null;  // the scene's own set-up the fields were last filled from (JSON)
  var limits = null;  // lessonLink()'s: {title, prompt} in bytes of UTF-8 the link keeps, {value} the check's number in characters
  var encoder = new TextEncoder();

  // The page's own words (shell.js's w(): page.share.* keys of strings/*.json).
  function w(key, english, args) { return window.playgroundShell.w(key, english, args); }
  function num(n) { return window.playgroundShell.num(n); }

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;  // text, never HTML
    return e;
  }

  /** playground.lessonLink's reply for the dialog's choices: the current scene's link (at this
   *  moment of the run, if asked: at=) with the dialog's lesson set-up in place of any earlier one
   *  (a gallery lesson's too), and what the codec changed in it (message). */
  function lessonLink() {
    var locked = [], hidden = [];
    paramChoices.forEach(function (c) {
      if (c.select.value === 'locked') locked.push(c.name);
      if (c.select.value === 'hidden') hidden.push(c.name);
    });
    var check = checkState && checkState.ok && !checkState.problem ? checkState.check : '';
    return window.playground.lessonLink({
      moment: fields.moment.checked, lock: locked, hide: hidden, sceneOnly: fields.sceneOnly.checked,
      theme: fields.theme.value, ui: fields.ui.value, title: fields.title.value.trim(),
      prompt: fields.prompt.value.trim(), check: check, ask: fields.ask.value
    });
  }

  /** A title's or question's size as the link counts it, in bytes of UTF-8 (a Chinese character
   *  is 3), against what the link keeps; over it, the field is marked, and the link's message
   *  (under the link) says what was cut. */
  function showBytes(name) {
    var field = fields[name], n = encoder.encode(field.value.trim()).length;
    fields[name + 'Bytes'].textContent = w('page.share.bytes', [String(n), String(limits[name])]);
    if (n > limits[name]) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
  }

  // The encoder's script loads once, the first time a code is asked for; while it loads, the
  // dialog's link may change again (each keystroke in the title): the code drawn is then the
  // latest link's, not the one whose request happened to finish last.
  var qrText = '', qrLoading = false;
  function drawQr(text) {
    qrText = text;
    if (window.qrcode) return paintQr();
    if (qrLoading) return;
    qrLoading = true;
    var s = document.createElement('script');
    s.src = 'qrcode.js';
    s.onload = function () { qrLoading = false; paintQr(); };
    s.onerror = function () { qrLoading = false; fields.status.textContent = w('page.share.qrMissing'); };
    document.head.appendChild(s);
  }

  // Dark modules on white with a four-module quiet zone, as scanners expect; large enough to scan
  // from the back of a room when the dialog is on a projector.
  function paintQr() {
    var text = qrText, qr = null;
    if (!text) return;  // no link since the encoder was asked for
    // Medium error correction, else low (a longer link fits); a link longer than the largest code
    // holds (2,953 bytes: a long Chinese title and question, escaped) gets none, and says so.
    ['M', 'L'].some(function (level) {
      try {
        qr = window.qrcode(0, level);
        qr.addData(text);
        qr.make();
        return true;
      } catch (e) { qr = null; return false; }
    });
    qrCanvas.hidden = !qr;
    fields.qrMessage.textContent = qr ? '' : w('page.share.qrTooLong');
    if (!qr) return;
    var n = qr.getModuleCount(), quiet = 4, cell = Math.max(3, Math.floor(360 / (n + 2 * quiet)));
    var size = (n + 2 * quiet) * cell;
    qrCanvas.width = qrCanvas.height = size;
    var g = qrCanvas.getContext('2d');
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, size, size);
    g.fillStyle = '#000000';
    for (var r = 0; r < n; r++)
      for (var c = 0; c < n; c++)
        if (qr.isDark(r, c)) g.fillRect((c + quiet) * cell, (r + quiet) * cell, cell, cell);
    qrCanvas.setAttribute('aria-label', w('page.share.qr', [text]));
  }

  // The preview is a second playground in an iframe: it loads only while the dialog is open, and a
  // load under way is never cut short. A new link waits for it (a link that differs only after
  // the '#' then reaches the loaded page as a hashchange, with no load at all). Cutting an
  // iframe's load short was not only waste: Firefox reports every request of it that the service
  // worker had taken ("Failed to load ''. A ServiceWorker intercepted the request..."), which a
  // dialog closed at once, or a link typed while the preview loads, made happen (issue #30).
  var previewLoading = false, previewNext = null;
  function showPreview() {
    if (previewLoading || previewNext === null || !dialog.open) return;
    var src = previewNext, now = preview.getAttribute('src') || '';
    previewNext = null;
    if (src === now) return;
    previewLoading = now.split('#')[0] !== src.split('#')[0];  // false: a hashchange in the loaded page
    preview.src = src;
  }

  function update() {
    var r = lessonLink();
    // A link the page would refuse (over 8 KB), or none made (a text over what crosses, a scene
    // whose own link is too long): no link to copy, no code, no preview; the message says why.
    var link = r.ok && r.link ? r.link : '';
    fields.link.value = link;
    fields.copy.disabled = !link;
    showMoment(r.at);
    fields.linkMessage.textContent = r.message;
    showBytes('title');
    showBytes('prompt');
    clearTimeout(previewTimer);
    preview.hidden = !link;
    if (!link) {
      qrText = '';
      qrCanvas.hidden = true;
      fields.qrMessage.textContent = '';
      previewNext = null;
      return;
    }
    drawQr(link);
    // The preview follows a little after typing stops (each load builds a scene).
    previewTimer = setTimeout(function () {
      previewNext = link.replace('#', (link.indexOf('?') < 0 ? '?' : '&') + 'embed=1#');
      showPreview();
    }, 400);
  }

  // [SECTION] the check
  /** The measures this scene offers and the comparisons, as the page's parser names them. */
  function fillCheckChoices() {
    var r = window.playground.check('', false);
    measures = r.measures || [];
    var fill = function (select, items, first) {
      while (select.firstChild) select.removeChild(select.firstChild);
      if (first) select.appendChild(el('option', { value: '' }, first));
      (items || []).forEach(function (m) { select.appendChild(el('option', { value: m.text }, m.label)); });
    };
    fill(fields.measure, r.measures, w('page.share.noCheck'));
    fill(fields.op, r.ops);
  }

  /** Shows what the page's parser made of the check field (r: playground.check's reply). */
  function showCheck(r) {
    checkState = r;
    clearTimeout(verdictTimer);
    verdictTimer = 0;
    var bad = !r.ok ? w('page.share.checkInvalid', [r.message])
      : r.problem ? w('page.share.checkCannot', [r.problem]) : '';
    if (bad) fields.check.setAttribute('aria-invalid', 'true');
    else fields.check.removeAttribute('aria-invalid');
    fields.checkMessage.textContent = bad;
    fields.checkWords.textContent = r.ok ? r.words || '' : '';
    fields.seconds.placeholder = r.ok && r.check && !r.ownSeconds ? num(String(r.seconds)) : '';
    fields.verdict.textContent = '';
    if (r.ok && r.check && !r.problem) {
      // Run as the link will run it: the scene headless, which takes a moment: after typing stops.
      fields.verdict.textContent = w('page.share.verdictWorking');
      verdictTimer = setTimeout(showVerdict, 400);
    }
  }
  function showVerdict() {
    clearTimeout(verdictTimer);
    verdictTimer = 0;
    if (!checkState || !checkState.check) return;
    var r = window.playground.check(checkState.check, true);
    var v = r.result;
    fields.verdict.textContent = !v ? '' : v.holds ? w('page.share.verdictHolds', [v.summary])
      : w('page.share.verdictFails', [v.summary]);
  }

  /** The check field typed: read it, and set the choices from what it says. */
  function fromText() {
    var r = window.playground.check(fields.check.value.trim(), false);
    if (r.ok) {
      fields.measure.value = r.measure;
      if (r.op) fields.op.value = r.op;
      fields.value.value = r.check && r.op ? num(String(r.value)) : '';
      // Its own run time, else none: the measure's default then follows the number (caught<5
      // runs 5 s, caught<20 20 s), shown greyed in the field (showCheck).
      fields.seconds.value = r.check && r.ownSeconds ? num(String(r.seconds)) : '';
    }
    showCheck(r);
  }

  /** A choice changed: the check they make, read by the page's parser, into the field. */
  function fromChoices(e) {
    var measure = fields.measure.value;
    var compares = measures.some(function (m) { return m.text === measure && m.compares; });
    // A number to start from, for a measure that compares; selected when the field is focused,
    // so typing replaces it. Never while the number is being typed: a teacher who empties it to
    // type another would see 10 come back under the caret, and "5" make 105.
    if (compares && !fields.value.value.trim() && !(e && e.target === fields.value)) {
      fields.value.value = num('10');
      fields.value.setAttribute('data-suggested', '');
    }
    // The app joins the parts as the grammar writes them, then reads the result and writes it
    // back in its canonical form.
    var r = window.playground.check({ measure: measure, op: fields.op.value, value: fields.value.value.trim(),
                                      seconds: fields.seconds.value }, false);
    // The field shows the check the choices make, read back canonical, or as it is when it is
    // no check: never an earlier check beside this one's message (the link has no check then).
    fields.check.value = r.ok ? r.check : r.text;
    showCheck(r);
  }

  // The check, built from choices or typed (a part of build()).
  function buildCheck(labelled, left) {
    // Predict, then check (README, "Challenges"): the question above is what the students answer.
    // The check is built from choices (what is measured, the comparison, the number, the time) or
    // typed; either way the page's own parser reads it (playground.check: the grammar lives in
    // src/model/challenge.cpp, not here), says it in words, flags what it cannot read at once, and
    // a moment later runs it as the link will, to show the verdict before the link is copied.
    fields.measure = labelled(w('page.share.measure'), el('select', {}));
    fields.op = labelled(w('page.share.compare'), el('select', {}));
    // As long a number as the check reads (limits.value, in characters: a number is ASCII).
    fields.value = labelled(w('page.share.number'), el('input', { type: 'text', inputmode: 'decimal', maxlength: String(limits.value), spellcheck: 'false' }));
    // Seconds as the number is typed: the language's decimal mark (JoinCheck reads both as the
    // panel does), where a number input would read the browser's and drop "2,5" in English.
    fields.seconds = labelled(w('page.share.time'), el('input', { type: 'text', inputmode: 'decimal', maxlength: String(limits.value), spellcheck: 'false' }));
    // No length of its own: what the parser cannot read, it says (check()).
    fields.check = labelled(w('page.share.check'), el('input', { type: 'text', spellcheck: 'false' }),
      w('page.share.checkHelp'));
    // Said when it changes (a screen reader hears why a check is refused, whichever field made it).
    fields.checkMessage = el('span', { id: fields.check.id + '-message', class: 'share-invalid', 'aria-live': 'polite' });
    fields.check.parentNode.insertBefore(fields.checkMessage, fields.check.nextSibling);
    fields.checkWords = el('p', { id: fields.check.id + '-words', class: 'share-words' });
    fields.verdict = el('p', { id: fields.check.id + '-verdict', class: 'share-verdict', 'aria-live': 'polite' });
    left.appendChild(fields.checkWords);
    left.appendChild(fields.verdict);
    fields.check.setAttribute('aria-describedby', fields.checkMessage.id + ' ' + fields.checkWords.id);
    fields.check.addEventListener('input', fromText);
    [fields.measure, fields.op, fields.value, fields.seconds].forEach(function (f) {
      f.addEventListener('input', fromChoices);
      f.addEventListener('change', fromChoices);
    });
    fields.value.addEventListener('focus', function () {
      if (fields.value.hasAttribute('data-suggested')) fields.value.select();
    });
    fields.value.addEventListener('mouseup', function (e) {  // a click's caret would undo the selection
      if (fields.value.hasAttribute('data-suggested')) { e.preventDefault(); fields.value.select(); }
    });
    fields.value.addEventListener('input', function () { fields.value.removeAttribute('data-suggested'); });
  }

  // The link, its Copy button, its QR code and a preview of it (a part of build()).
  function buildLinkColumn(right) {
    fields.link = el('input', { type: 'text', readonly: '', 'aria-label': w('page.share.link') });
    right.appendChild(fields.link);
    // What the link codec changed of what was asked ("title cut to 300 bytes"), or nothing.
    fields.linkMessage = el('small', { id: 'share-link-message', 'aria-live': 'polite' });
    right.appendChild(el('div', {})).appendChild(fields.linkMessage);  // a line of its own
    fields.link.setAttribute('aria-describedby', fields.linkMessage.id);
    var copy = fields.copy = el('button', { type: 'button' }, w('page.share.copy'));
    copy.addEventListener('click', function () {
      if (verdictTimer) showVerdict();  // the verdict the link gives, shown before it is copied
      var text = fields.link.value;
      if (!text) return;
      // The page's one copy (the clipboard, else the browser's copy command: a classroom server
      // on plain http has no clipboard API); where both fail, the link is selected to copy by hand.
      window.playgroundShell.copy(text, function (ok) {
        fields.status.textContent = ok ? w('notice.clipboard.link_copied') : w('page.share.selectCopy');
        if (!ok) fields.link.select();
      });
      window.playgroundShell.lastCopied = text;
    });
    right.appendChild(copy);
    fields.status = el('p', { role: 'status', 'aria-live': 'polite' });
    right.appendChild(fields.status);
    qrCanvas = el('canvas', { class: 'share-qr', role: 'img' });
    right.appendChild(qrCanvas);
    fields.qrMessage = el('p', { class: 'share-qr-message', 'aria-live': 'polite' });
    right.appendChild(fields.qrMessage);
    preview = el('iframe', { title: w('page.share.preview'), class: 'share-preview', width: '480', height: '300' });
    previewLoading = false;
    preview.addEventListener('load', function () {
      previewLoading = false;
      // Escape inside the preview (a click put the focus there) closes the dialog, as it does
      // everywhere else in it: the frame's keys never reach the dialog's own cancel. Heard first
      // (capture): the preview's scene takes its keys for itself.
      try {
        preview.contentWindow.addEventListener('keydown', function (e) {
          if (e.key === 'Escape' && dialog.open) dialog.close();
        }, true);
      } catch (err) { /* not the same origin: nothing to listen to */ }
      showPreview();
    });
    right.appendChild(preview);
  }

  /** A select's options, the codec's choices ([{value, label}], the label in the page's language),
   *  in place of the ones it had. */
  function fillChoices(select, list) {
    while (select.firstChild) select.removeChild(select.firstChild);
    list.forEach(function (c) { select.appendChild(el('option', { value: String(c.value) }, c.label)); });
    return select;
  }

  function build() {
    dialog = el('dialog', { id: 'share', 'aria-labelledby': 'share-heading' });
    dialog.appendChild(el('h2', { id: 'share-heading' }, w('page.share.heading')));
    var form = el('form', { method: 'dialog' });
    var left = el('div', { class: 'share-col' }), right = el('div', { class: 'share-col' });
    function labelled(label, input, help) {
      var id = 'share-' + Math.random().toString(36).slice(2, 8);
      input.id = id;
      // A text is as wide as the column, under its label; a choice or a number beside its label, the labels
      // one column wide so the choices line up; a box before its label, where a label that
      // changes (the moment's) never moves it under the pointer.
      var tick = input.type === 'checkbox', wide = input.tagName === 'TEXTAREA' || (input.type === 'text' && !input.inputMode);
      var row = el('div', { class: 'share-row' + (tick ? ' share-tick' : wide ? ' share-wide' : '') });
      var text = el('label', { for: id }, label);
      if (tick) { row.appendChild(input); row.appendChild(text); } else { row.appendChild(text); row.appendChild(input); }
      if (help) row.appendChild(el('small', {}, help));
      left.appendChild(row);
      return input;
    }
    // The fields' limits and choices are the link codec's (lessonLink() with nothing asked).
    var codec = window.playground.lessonLink({});
    limits = codec.limits;
    /** A select of the codec's choices ([{value, label}], the label in the page's language). */
    function choices(list) { return fillChoices(el('select', {}), list); }
    /** A title or question: its limit is in bytes, which the count under it shows. A text within
     *  N bytes is within N UTF-16 units, so maxlength at N never stops one the link keeps whole. */
    function text(name, input, help) {
      input.setAttribute('maxlength', String(limits[name]));
      fields[name] = labelled(name === 'title' ? w('page.share.title') : w('page.share.prompt'), input, help);
      fields[name + 'Bytes'] = el('small', { id: input.id + '-bytes' });
      input.parentNode.appendChild(fields[name + 'Bytes']);
      input.setAttribute('aria-describedby', fields[name + 'Bytes'].id + ' share-link-message');
    }
    text('title', el('input', { type: 'text' }));
    text('prompt', el('textarea', { rows: '3' }), w('page.share.promptHelp'));
    buildCheck(labelled, left);
    fields.ask = labelled(w('page.share.ask'), choices(codec.choices.ask));
    var knobs = el('fieldset', {});
    knobs.appendChild(el('legend', {}, w('page.share.knobs')));
    left.appendChild(knobs);
    fields.knobs = knobs;
    fields.sceneOnly = labelled(w('page.share.sceneOnly'), el('input', { type: 'checkbox' }));
    // Link to this moment: the scene opens paused where the timeline is now (at=, playground.momentLink).
    fields.moment = labelled(w('page.share.moment', ['0']), el('input', { type: 'checkbox' }),
      w('page.share.momentHelp'));
    fields.theme = labelled(w('ui.theme'), choices(codec.choices.theme));
    fields.ui = labelled(w('ui.ui_scale'), choices(codec.choices.ui));
    buildLinkColumn(right);
    form.appendChild(left);
    form.appendChild(right);
    // Not the form's submit button: Enter in a field (the title, the question) would close the
    // dialog through it, in every engine.
    var close = el('button', { type: 'button' }, w('help.close'));
    close.addEventListener('click', function () { dialog.close(); });
    form.appendChild(close);
    dialog.appendChild(form);
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    dialog.addEventListener('close', function () { clearTimeout(previewTimer); });
    document.body.appendChild(dialog);
  }

  /** The moment in the box's label: the link's own (at) while the box is ticked, so the label and
   *  the link say the same; else the timeline's now (null). At the run's start there is none to
   *  offer. */
  function showMoment(at) {
    var now = window.playground.timeline().now;
    if (!fields.moment.checked || at === null || at === undefined) at = now;
    var text = w('page.share.moment', [num(String(Math.round(at * 100) / 100))]);
    var label = fields.moment.labels[0];
    if (label.textContent !== text) label.textContent = text;
    fields.moment.disabled = !(now > 0) && !fields.moment.checked;
  }
  /** A running scene's moment moves while the dialog is open: the label follows it twice a second
   *  (the link, once ticked, keeps the moment it was made at until a field changes). */
  var momentTimer = 0;
  function followMoment() {
    if (!dialog || !dialog.open) { clearInterval(momentTimer); momentTimer = 0; return; }
    try { if (!fields.moment.checked) showMoment(null); } catch (e) { /* the page stopped */ }
  }
  function open() {
    // A scene whose own link is too long to open has nothing to share: the notice says why (the
    // dialog, built from the codec's limits and choices, which that reply lacks, threw).
    var asked = window.playground.lessonLink({});
    if (!asked.limits) {
      window.playgroundShell.notify(asked.message);
      return null;
    }
    if (!dialog) build();
    // The set-up of the scene on screen (a lesson's locks, title, question, check): the fields
    // start from it, so sharing an open lesson again keeps it. Filled again only when it is
    // another set-up or another demo than last time: what the teacher typed since stays across a
    // close, and a demo's locks never carry over to another demo's knobs.
    var codec = asked, current = codec.current, kept = {};  // lessonLink({}) above
    var scene = current ? JSON.stringify(current) + '|' + window.playground.summary().demo : null;
    var fresh = !!current && scene !== filledFrom;
    if (fresh) {
      filledFrom = scene;
      ['title', 'prompt', 'check', 'theme'].forEach(function (k) { fields[k].value = current[k]; });
      // The codec's scales, the scene's own among them when it is none of them (ui=1.75).
      fillChoices(fields.ui, codec.choices.ui);
      fields.ui.value = String(current.ui);
      // A way to answer the dialog offers, else its first (a 'first' check is always a pick).
      var asks = codec.choices.ask.map(function (c) { return c.value; });
      fields.ask.value = asks.indexOf(current.ask) >= 0 ? current.ask : asks[0];
      fields.sceneOnly.checked = current.sceneOnly;
      current.lock.forEach(function (n) { kept[n] = 'locked'; });
      current.hide.forEach(function (n) { kept[n] = 'hidden'; });
    } else {
      paramChoices.forEach(function (c) { kept[c.name] = c.select.value; });
    }
    // One choice per parameter of the demo on screen, editable unless the teacher says otherwise.
    while (fields.knobs.childNodes.length > 1) fields.knobs.removeChild(fields.knobs.lastChild);
    paramChoices = window.playground.params().map(function (p) {
      var select = el('select', { 'aria-label': p.label });
      [['editable', w('page.share.editable')], ['locked', w('page.share.locked')], ['hidden', w('page.share.hidden')]].forEach(function (o) {
        select.appendChild(el('option', { value: o[0] }, o[1]));
      });
      var row = el('div', { class: 'share-row' });
      row.appendChild(el('span', {}, p.label));
      row.appendChild(select);
      fields.knobs.appendChild(row);
      if (kept[p.name]) select.value = kept[p.name];
      return { name: p.name, select: select };
    });
    if (!(window.playground.timeline().now > 0)) fields.moment.checked = false;
    showMoment(null);
    if (!momentTimer) momentTimer = setInterval(followMoment, 500);
    fillCheckChoices();
    fromText();
    update();
    if (dialog.showModal) dialog.showModal(); else dialog.setAttribute('open', '');
    return dialog;
  }

  // Another language (i18n.js): the dialog is built again in it, keeping what the teacher typed
  // and chose; it stays open if it was.
  window.addEventListener('playgroundlanguage', function () {
    if (!dialog) return;
    var names = ['title', 'prompt', 'check', 'ask', 'theme', 'ui'], kept = {}, choices = {};
    names.forEach(function (k) { kept[k] = fields[k].value; });
    var sceneOnly = fields.sceneOnly.checked, moment = fields.moment.checked, wasOpen = dialog.open;
    paramChoices.forEach(function (c) { choices[c.name] = c.select.value; });
    // The field the teacher is in keeps the focus (a language's table and font can come while
    // they type: showModal would put it on the first field, and the next keys into the title).
    var focused = null, caret = null;
    Object.keys(fields).forEach(function (k) { if (fields[k] === document.activeElement) focused = k; });
    try { if (focused) caret = [fields[focused].selectionStart, fields[focused].selectionEnd]; } catch (e) { caret = null; }
    dialog.parentNode.removeChild(dialog);
    build();
    names.forEach(function (k) { fields[k].value = kept[k]; });
    fields.sceneOnly.checked = sceneOnly;
    fields.moment.checked = moment;
    if (!wasOpen) return;
    open();
    paramChoices.forEach(function (c) { if (choices[c.name]) c.select.value = choices[c.name]; });
    update();
    if (focused && fields[focused] && fields[focused].focus) {
      fields[focused].focus();
      try { if (caret && caret[0] !== null) fields[focused].setSelectionRange(caret[0], caret[1]); } catch (e) { /* no caret */ }
    }
  });

  // Loaded by shell.js the first time it is used (not at start: the page's first load is lighter),
  // so the page is usually ready already.
  function install() {
    /** Opens the Share dialog; returns its element (for scripts and tests). */
    window.playground.share = open;
    /** The link the Share dialog shows now, the one Copy and the QR code give (null before it
     *  opened). */
    window.playground.shareLink = function () { return dialog ? fields.link.value || null : null; };
  }
  if (window.playground) install();
  else window.addEventListener('playgroundready', install);
})();
