// Clips for slides (issue #37): a span of the run's timeline as an animated GIF or a WebM video.
// A clip is the run itself: a run is deterministic, so each frame is the moment scrubbed to
// (pg_clip_frame: the very state a straight run has then), drawn as the PNG's picture (the world
// alone, webapi.cpp) and handed here (shell.clipFrame) to be scaled and encoded. The encoders are
// npm packages copied into web/ by the build and fetched only when a clip is first made: gifenc
// (gifenc.js) and, for WebM, webm-muxer (webm-muxer.js) with WebCodecs' VideoEncoder where the
// browser has it, else MediaRecorder on the canvas, else a clear message. A client of
// window.playground like share.js: it adds playground.clip() and playground.clipDialog() (the
// Save clip dialog, which the panel's Save clip button opens: controls.cpp, button:clip). Both
// take the range picked on the timeline bar (timeline().selection) as their span when one is set.
(function () {
  'use strict';

  // Frames per second of each format: both divide the 60 steps of a second, so every frame is a
  // whole step of the run (a GIF's delay is in hundredths of a second: 5 at 20 fps, exact).
  var FPS = { gif: 20, webm: 30 };
  // The longest clip and the span taken when none is chosen are the app's (timeline().clip:
  // app.h, kMaxClipSeconds and kDefaultClipSeconds; the panel's tip says the second).
  var MIN_WIDTH = 16;     // px; a smaller asked width is raised to it
  var WIDTHS = [1280, 960, 800, 640, 480, 320];  // the dialog's presets below the scene's size

  var shell = window.playgroundShell;
  function w(key, english, args) { return shell.w(key, english, args); }
  function num(n) { return shell.num(n); }
  /** A field's text as the app reads a typed number (demos::TypedNumber: '.' in every language, a
   *  ',' only where the language writes one), in the links' form: "1,5" in English stays "1,5". */
  function typed(text) {
    // A text over the limit of a value (a paste) is no number: refused as one, not read as empty.
    return shell.call('pg_typed_number', 'string', ['value'], [text], function () { return 'NaN'; });
  }
  /** Seconds as the dialog and the file name write them: one decimal, rounded as the wasm's "%.1f"
   *  writes them on the timeline's bar (toFixed rounds the number as it is, as printf does, but an
   *  exact half up where printf takes the even tenth: 1.25 s is "1.2 s" there). */
  function secs(t) {
    var s = t.toFixed(1), tenths = t * 10;
    if (Math.abs(tenths - Math.trunc(tenths)) === 0.5 && t * 4 === Math.round(t * 4)) {  // an exact half
      var even = Math.trunc(tenths) % 2 === 0 ? Math.trunc(tenths) : Math.trunc(tenths) + Math.sign(tenths);
      s = (even / 10).toFixed(1);
    }
    return s;
  }
  /** A moment of the timeline's range in the dialog's fields: one decimal, or two where the range
   *  ends between tenths (a step is 1/60 s; two decimals still name the very step). */
  function rangeSecs(t) {
    var tenths = Math.round(t * 10);
    return Math.abs(t * 10 - tenths) < 1e-6 ? secs(t) : (Math.round(t * 100) / 100).toFixed(2);
  }
  function readField(obj, key) {
    try { return obj ? obj[key] : undefined; } catch (e) { return undefined; }
  }
  function text(v) {
    try { return String(v).slice(0, 40); } catch (e) { return '?'; }
  }
  function refused(message) { return { ok: false, message: message }; }
  function api() { return window.playground; }

  // [SECTION] the encoders, fetched on first use
  /** Loads a script once (shell.js's loader: a Promise, tried again after a failure). */
  function loadScript(src) { return shell.loadScript(src); }

  /** The n most common colours of an RGBA image ([[r, g, b]]), counted on every 7th pixel. */
  function commonColours(data, n) {
    var counts = {};
    for (var i = 0; i < data.length; i += 28) {
      var key = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
      counts[key] = (counts[key] || 0) + 1;
    }
    return Object.keys(counts).sort(function (a, b) { return counts[b] - counts[a]; }).slice(0, n).map(function (k) {
      return [(k >> 16) & 255, (k >> 8) & 255, k & 255];
    });
  }

  /** The GIF encoder: add(rgba) per frame, finish() a Blob. One palette per frame (gifenc's
   *  quantizer), each frame shown 1/fps s, looping for ever as slides expect. */
  function gifEncoder(width, height, fps) {
    return loadScript('gifenc.js').then(function () {
      var g = window.gifenc;
      if (!g || !g.GIFEncoder) throw shell.missing('gifenc.js did not load');
      var gif = g.GIFEncoder();
      return {
        add: function (image) {
          var palette = g.quantize(image.data, 256);
          // The quantizer averages each cluster: the large flat colours (the world's background,
          // the outside) would come out a shade off. They are put back exactly.
          g.snapColorsToPalette(palette, commonColours(image.data, 4), 24);
          gif.writeFrame(g.applyPalette(image.data, palette), width, height,
                         { palette: palette, delay: 1000 / fps, repeat: 0 });
        },
        finish: function () {
          gif.finish();
          return Promise.resolve(new Blob([gif.bytes()], { type: 'image/gif' }));
        },
      };
    });
  }

  /** Sets a WebM's Segment > Info > Duration to `seconds`. webm-muxer (5.1.4) writes the last
   *  frame's start there, so a clip of n frames at fps said it lasted (n - 1) / fps s, a frame short
   *  of its span; the blocks carry no duration it would count (its video chunks have none). EBML:
   *  each element is an ID, a size (both variable-length integers: the first byte's leading zeros
   *  say how many more bytes follow) and its data. False, and the file as it was, if the element
   *  is not where WebM puts it. */
  function setWebmDuration(buffer, seconds) {
    var b = new Uint8Array(buffer);
    var vint = function (at, marker) {
      var len = 1;
      while (len <= 8 && !(b[at] & (0x100 >> len))) len++;
      if (len > 8 || at + len > b.length) return null;
      var v = marker ? b[at] : b[at] & (0xff >> len);
      for (var i = 1; i < len; i++) v = v * 256 + b[at + i];
      return { value: v, length: len };
    };
    /** The first element `id` among those from `at` to `end`: where its data starts and ends. */
    var find = function (at, end, id) {
      while (at < end) {
        var i = vint(at, true), size = i && vint(at + i.length, false);
        if (!size) return null;
        var data = at + i.length + size.length;
        if (i.value === id) return { data: data, end: Math.min(end, data + size.value) };
        at = data + size.value;
      }
      return null;
    };
    var segment = find(0, b.length, 0x18538067);
    var info = segment && find(segment.data, segment.end, 0x1549a966);
    var duration = info && find(info.data, info.end, 0x4489);
    if (!duration || duration.end - duration.data !== 8) return false;
    var scale = find(info.data, info.end, 0x2ad7b1);  // ns per tick: 1,000,000 (ms) unless said
    var ns = 1e6;
    if (scale) for (var k = scale.data, ns = 0; k < scale.end; k++) ns = ns * 256 + b[k];
    new DataView(buffer).setFloat64(duration.data, seconds * 1e9 / (ns || 1e6));
    return true;
  }

  /** WebCodecs' VP9 or VP8 encoder where the browser has one for this size, else null. */
  function webCodecsConfig(width, height, fps) {
    if (!window.VideoEncoder || !window.VideoFrame || !VideoEncoder.isConfigSupported) return Promise.resolve(null);
    // WebKitGTK 2.50's page crashed at its first VideoEncoder unless the browser's media
    // framework (GStreamer) was set up first, which asking MediaRecorder what it takes does
    // (docs/browsers.md). Harmless elsewhere.
    try { if (window.MediaRecorder && MediaRecorder.isTypeSupported) MediaRecorder.isTypeSupported('video/webm'); } catch (e) { /* none */ }
    var tries = [['vp09.00.10.08', 'V_VP9'], ['vp8', 'V_VP8']];
    var next = function (i) {
      if (i >= tries.length) return Promise.resolve(null);
      var config = { codec: tries[i][0], width: width, height: height, framerate: fps,
                     bitrate: Math.max(500000, width * height * 4) };
      return VideoEncoder.isConfigSupported(config).then(function (r) {
        return r && r.supported ? { config: config, muxCodec: tries[i][1] } : next(i + 1);
      }, function () { return next(i + 1); });
    };
    return next(0);
  }

  /** The WebM encoder: WebCodecs and webm-muxer (exact timestamps: the file lasts the span), else
   *  MediaRecorder on a stream of the clip's canvas, paused between frames so that each frame
   *  lasts 1/fps s of the recording; null where the browser can do neither. */
  function webmEncoder(width, height, fps, canvas) {
    return webCodecsConfig(width, height, fps).then(function (codec) {
      if (codec) {
        return loadScript('webm-muxer.js').then(function () {
          var M = window.WebMMuxer;
          if (!M || !M.Muxer) throw shell.missing('webm-muxer.js did not load');
          var muxer = new M.Muxer({ target: new M.ArrayBufferTarget(),
                                    video: { codec: codec.muxCodec, width: width, height: height, frameRate: fps } });
          var failure = null;
          var encoder = new VideoEncoder({
            output: function (chunk, meta) { muxer.addVideoChunk(chunk, meta); },
            error: function (e) { failure = e; },
          });
          encoder.configure(codec.config);
          var count = 0;
          return {
            add: function () {
              if (failure) throw failure;
              var frame = new VideoFrame(canvas, { timestamp: Math.round(count * 1e6 / fps), duration: Math.round(1e6 / fps) });
              encoder.encode(frame, { keyFrame: count % (2 * fps) === 0 });
              frame.close();
              count += 1;
              // Not too far ahead of the encoder: its queue holds whole frames.
              return (function drain() {
                return encoder.encodeQueueSize > 4 ? new Promise(function (r) { setTimeout(r, 10); }).then(drain) : null;
              })();
            },
            finish: function () {
              return encoder.flush().then(function () {
                if (failure) throw failure;
                encoder.close();
                muxer.finalize();
                setWebmDuration(muxer.target.buffer, count / fps);  // the span: the last frame's end
                return new Blob([muxer.target.buffer], { type: 'video/webm' });
              });
            },
          };
        });
      }
      var type = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].filter(function (t) {
        return window.MediaRecorder && MediaRecorder.isTypeSupported && MediaRecorder.isTypeSupported(t);
      })[0];
      if (!type || !canvas.captureStream) return null;
      var stream = canvas.captureStream(0), track = stream.getVideoTracks()[0];
      var recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: Math.max(500000, width * height * 4) });
      var parts = [];
      recorder.ondataavailable = function (e) { if (e.data && e.data.size) parts.push(e.data); };
      var started = false;
      var hold = function (ms) { return new Promise(function (r) { setTimeout(r, ms); }); };
      return {
        add: function () {
          if (!started) recorder.start(); else recorder.resume();
          started = true;
          if (track.requestFrame) track.requestFrame();
          return hold(1000 / fps).then(function () { recorder.pause(); });
        },
        finish: function () {
          return new Promise(function (resolve) {
            recorder.onstop = function () { resolve(new Blob(parts, { type: 'video/webm' })); };
            if (recorder.state === 'paused') recorder.resume();
            recorder.stop();
            track.stop();
          });
        },
      };
    });
  }

  // [SECTION] frames: each one a moment of the run, drawn by the app as a picture
  var pending = null;  // {resolve, reject, canvas, ...}: the frame asked of the app
  /** The app's frame (webapi.cpp js_clip_frame): the world's rectangle of the canvas just drawn. */
  shell.clipFrame = function (src, x, y, w, h) {
    var p = pending;
    if (!p) return;
    pending = null;
    try {
      p.resolve(p.draw(src, x, y, w, h));
    } catch (e) {
      p.reject(e);
    }
  };
  /** Goes to moment t and waits for its picture; draw(src, x, y, w, h) copies it (in the frame).
   *  first: the clip's first frame (its pictures' labels start afresh: pg_clip_end ends it). */
  function frameAt(t, draw, job, first) {
    return new Promise(function (resolve, reject) {
      pending = { resolve: resolve, reject: reject, draw: draw };
      job.reject = reject;
      var reached = shell.call('pg_clip_frame', 'number', ['number', 'number'], [t, first ? 1 : 0]);
      // Another scene (a link, a demo, a reset) moved the run: the moment is not there any more.
      if (Math.abs(reached - t) > job.dt / 2) {
        pending = null;
        reject(new Error('changed'));
      }
    });
  }

  // [SECTION] clip(): the options read, clamped or refused with a message
  /** clip()'s options as {from, to, fromStep, frames, stepsPerFrame, format, fps, width, formula},
   *  or {message} when refused. tl: timeline(). */
  function readOptions(options, tl, names) {
    var format = readField(options, 'format');
    format = format === undefined || format === null ? 'gif' : text(format).toLowerCase();
    if (!FPS[format]) return { message: w('page.clip.badFormat') };
    var seconds = function (key, fallback) {
      var v = readField(options, key);
      if (v === undefined || v === null || v === '') return fallback;
      var n;
      try { n = typeof v === 'number' || typeof v === 'string' ? Number(v) : NaN; } catch (e) { n = NaN; }
      return isFinite(n) ? n : { bad: key };  // named, not echoed: the value may be anything
    };
    // Neither end given: the range picked on the timeline, else the last defaultSeconds up to now.
    var given = function (key) { var v = readField(options, key); return !(v === undefined || v === null || v === ''); };
    var range = !given('from') && !given('to') ? tl.selection : null;
    var to = seconds('to', range ? range.to : tl.now);
    var end = typeof to === 'number' ? to : tl.now;
    var last = tl.clip.defaultSeconds;
    var from = seconds('from', range ? range.from : end >= tl.start ? Math.max(tl.start, end - last) : end - last);
    // A time as the messages write it: a huge one is no longer 'Infinity s'.
    var said = function (t) { return num(secs(Math.max(-1e9, Math.min(1e9, t)))); };
    var bad = [from, to].filter(function (x) { return typeof x !== 'number'; })[0];
    // Named as the caller knows it: the API's key, or the dialog's field ("De (segundos)").
    if (bad) return { message: w('range.not_a_number', ["'" + (names && names[bad.bad] || bad.bad) + "'"]) };
    if (from > to) return { message: w('page.clip.badOrder', [said(from), said(to)]) };
    // Steps and seconds as the wasm turns one into the other (Playground::StepAt and Seconds): x or
    // / the steps of a second, a whole number; timeline()'s dt is rounded to a microsecond, and
    // dividing by it put a moment past 7 minutes a step off.
    var fps = FPS[format], dt = tl.dt, perSecond = Math.round(1 / dt);
    var stepsPerFrame = Math.max(1, Math.round(perSecond / fps));
    // Into the run so far, in whole steps.
    var fromStep = Math.round(Math.max(from, tl.start) * perSecond), toStep = Math.round(Math.min(to, tl.end) * perSecond);
    var frames = Math.floor((toStep - fromStep) / stepsPerFrame);
    if (!(frames >= 1)) {
      return { message: w('page.clip.empty',
                          [said(from), said(to), said(tl.start), said(tl.end)]) };
    }
    if (frames * stepsPerFrame / perSecond > tl.clip.maxSeconds + 1e-9) {
      return { message: w('page.clip.tooLong', [num(String(tl.clip.maxSeconds))]) };
    }
    var width = readField(options, 'width');
    if (width === undefined || width === null) {
      width = Infinity;  // the scene's size
    } else {
      try { width = typeof width === 'number' || typeof width === 'string' ? Number(width) : NaN; } catch (e) { width = NaN; }
      if (isNaN(width) || width === -Infinity) return { message: w('page.clip.badWidth') };
    }
    var formula = readField(options, 'formula');
    return { format: format, fps: fps, dt: dt, perSecond: perSecond, stepsPerFrame: stepsPerFrame, fromStep: fromStep,
             frames: frames, from: fromStep / perSecond, to: (fromStep + frames * stepsPerFrame) / perSecond, width: width,
             formula: !!formula };
  }

  /** The size of the clip: the scene's rectangle scaled to the asked width (never larger, at
   *  least MIN_WIDTH), even in both directions (video encoders want whole 2x2 blocks). */
  function clipSize(asked, w0, h0) {
    var width = Math.max(MIN_WIDTH, Math.min(Math.floor(asked), w0));
    width -= width % 2;
    var height = Math.max(2, Math.round(h0 * width / w0));
    return { width: width, height: height - height % 2 };
  }

  var busy = null;  // the clip being made: {cancelled, reject, dt}

  /** Makes the clip of o (readOptions): a Promise of the Blob; progress(i, n) after each frame. */
  function make(o, job, progress) {
    var P = api(), tl0 = P.timeline(), paused = P.summary().paused, demo = P.summary().demo;
    var canvas = document.createElement('canvas'), g = null, size = null, band = 0, encoder = null;
    var lineHeight = 0, font = '', formulaLines = o.formula ? P.formula().length : 0;
    var restore = function () {
      shell.call('pg_clip_end', null, [], []);  // the labels' places the page had before the clip
      // Back to the moment and the play state the scene had (unless another scene came meanwhile).
      if (P.summary().demo !== demo || P.timeline().end < tl0.now - o.dt / 2) return;
      shell.call('pg_scrub', 'number', ['number'], [tl0.now]);
      if (!paused) P.resume();
    };
    // In the app's frame (js_clip_frame): only copies, never calls the app.
    var draw = function (src, x, y, w0, h0) {
      if (!size) {
        size = clipSize(o.width, w0, h0);
        if (formulaLines) {
          lineHeight = Math.max(12, Math.round(size.width / 48));
          font = lineHeight + 'px ' + (getComputedStyle(document.documentElement).getPropertyValue('--pg-font').trim() || 'sans-serif');  // shell.css's stack
          band = Math.round(lineHeight * 1.35 * (formulaLines + 1));
          band += band % 2;
        }
        canvas.width = size.width;
        canvas.height = size.height + band;
        g = canvas.getContext('2d', { willReadFrequently: o.format === 'gif' });
        g.imageSmoothingQuality = 'high';
      }
      g.drawImage(src, x, y, w0, h0, 0, 0, size.width, size.height);
      return true;
    };
    var writeFormula = function () {
      if (!band) return;
      // The lesson panel's live formula at this moment, in the page's language, under the world,
      // on the world's own background colour.
      var bg = g.getImageData(1, 1, 1, 1).data;
      g.fillStyle = 'rgb(' + bg[0] + ',' + bg[1] + ',' + bg[2] + ')';
      g.fillRect(0, size.height, size.width, band);
      g.fillStyle = bg[0] * 0.3 + bg[1] * 0.59 + bg[2] * 0.11 > 128 ? '#111' : '#eee';
      g.font = font;
      g.textBaseline = 'top';
      var lines = P.formula();
      for (var i = 0; i < lines.length && (i + 1.5) * lineHeight * 1.35 < band; i++) {
        g.fillText(lines[i], lineHeight * 0.6, size.height + lineHeight * 0.5 + i * lineHeight * 1.35, size.width - lineHeight);
      }
    };
    var frame = function (i) {
      if (job.cancelled) return Promise.reject(new Error('cancelled'));
      if (i === o.frames) return encoder.finish();
      var t = (o.fromStep + i * o.stepsPerFrame) / o.perSecond;
      return frameAt(t, draw, job, i === 0).then(function () {
        if (job.cancelled) throw new Error('cancelled');
        if (P.summary().demo !== demo) throw new Error('changed');
        writeFormula();
        if (!encoder) {
          var made = o.format === 'gif' ? gifEncoder(canvas.width, canvas.height, o.fps)
                                        : webmEncoder(canvas.width, canvas.height, o.fps, canvas);
          return made.then(function (e) {
            if (!e) throw new Error('nowebm');
            encoder = e;
          });
        }
        return null;
      }).then(function () {
        return encoder.add(o.format === 'gif' ? g.getImageData(0, 0, canvas.width, canvas.height) : canvas);
      }).then(function () {
        progress(i + 1, o.frames);
        return frame(i + 1);
      });
    };
    return frame(0).then(function (blob) {
      restore();
      return blob;
    }, function (e) {
      pending = null;
      try { restore(); } catch (x) { /* the page stopped */ }
      throw e;
    });
  }

  /** The answer to a failed clip: {ok: false, message}. */
  function failure(e) {
    var m = e && e.message;
    if (m === 'cancelled') return refused(w('page.clip.cancelled'));
    if (m === 'changed') return refused(w('page.clip.changed'));
    if (m === 'nowebm') {
      return refused(w('page.clip.noWebm'));
    }
    if (e && e.code === 'missing') return refused(w('page.clip.encoderMissing', [m]));
    var what;
    try { what = e && e.stopped ? w('page.clip.pageStopped') : String(m || e); } catch (x) { what = '?'; }
    return refused(w('page.clip.failed', [what]));
  }

  /** playground.clip({from, to, format, width, formula}): a Promise of the clip's Blob (type
   *  image/gif or video/webm, with `name`, the file name it would be saved as, and `frames`), or of
   *  {ok: false, message} when the options are refused or the clip cannot be made. */
  function clip(options, progress, names) {
    if (busy) return Promise.resolve(refused(w('page.clip.busy')));
    var o = readOptions(options, api().timeline(), names);
    if (o.message) return Promise.resolve(refused(o.message));
    var job = { cancelled: false, dt: o.dt };
    busy = job;
    var name = api().summary().demo + '-' + secs(o.from) + '-' + secs(o.to) + 's.' + o.format;
    return make(o, job, progress || function () {}).then(function (blob) {
      busy = null;
      // A language that came meanwhile: after a script's clip now; after the dialog's own, once
      // its outcome is said (save(): a live region made after the fact is not heard).
      if (!names) afterLanguage();
      // Cancelled while the file was finished (Escape on "Finishing the file..."): no file.
      if (job.cancelled) return failure(new Error('cancelled'));
      try {
        blob.name = name;
        blob.frames = o.frames;
        blob.fps = o.fps;
      } catch (e) { /* a Blob that takes no fields: the name is in the dialog */ }
      return blob;
    }, function (e) {
      busy = null;
      if (!names) afterLanguage();
      return failure(e);
    });
  }
  /** Stops the clip being made (its Promise answers {ok: false, message: 'Cancelled...'}). */
  function cancel() {
    if (!busy) return;
    busy.cancelled = true;
    if (pending && busy.reject) busy.reject(new Error('cancelled'));
  }

  // [SECTION] the Save clip dialog
  var dialog = null, f = {};
  var builtMark = '.';  // the decimal mark of the language the dialog was built in
  function el(tag, attrs, words) {
    var e = document.createElement(tag);
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (words !== undefined) e.textContent = words;  // text, never HTML
    return e;
  }
  function row(form, id, label, input) {
    input.id = id;
    var r = el('div', { class: 'share-row' });
    r.appendChild(el('label', { for: id }, label));
    r.appendChild(input);
    form.appendChild(r);
    return input;
  }
  function option(select, value, label) { select.appendChild(el('option', { value: value }, label)); }
  /** The scene's width in device pixels, as a picture of it has (the app's world rectangle). */
  function sceneWidth() {
    var p = api().layout().picture;  // the app's own rectangle for pictures and clips (PictureRect)
    return p ? p[0] : 0;
  }
  /** A field of seconds (From, To): the arrow keys step it, within the run's bounds (min, max). */
  function secondsField() {
    var input = el('input', { type: 'text', inputmode: 'decimal', autocomplete: 'off', spellcheck: 'false' });
    input.addEventListener('keydown', function (e) {
      if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
      var v = Number(typed(input.value));
      if (input.value.trim() === '' || !isFinite(v)) return;
      e.preventDefault();
      var by = (e.key === 'ArrowUp' ? 1 : -1) * (e.shiftKey ? 1 : 0.1);
      var t = Math.max(Number(input.min), Math.min(Number(input.max), Math.round((v + by) * 10) / 10));
      input.value = num(secs(t));
    });
    return input;
  }
  function build() {
    builtMark = w('number.decimal');
    dialog = el('dialog', { id: 'clip', 'aria-labelledby': 'clip-heading', 'aria-describedby': 'clip-span' });
    dialog.appendChild(el('h2', { id: 'clip-heading' }, w('page.clip.heading')));
    f.span = dialog.appendChild(el('p', { id: 'clip-span' }));
    var form = el('form', { method: 'dialog' });
    // Text fields in the page's numbers (0,5 in Portuguese), not type=number: a browser writes
    // those in its own locale's, whatever the page's language. '.' or ',' is read; the arrow keys
    // step a tenth (Shift: a second) within the run, as a number field's do.
    f.from = row(form, 'clip-from', w('page.clip.from'), secondsField());
    f.to = row(form, 'clip-to', w('page.clip.to'), secondsField());
    // The range picked on the timeline bar (Shift+drag, I and O), again after the fields changed.
    // (Its row is a plain div: .share-row's display: flex would win over [hidden].)
    f.useRange = form.appendChild(el('div', {})).appendChild(el('button', { type: 'button', id: 'clip-use-range' }));
    f.useRange.addEventListener('click', function () {
      var r = usableRange(api().timeline());
      if (!r || busy) return;
      f.from.value = num(rangeSecs(r.from));
      f.to.value = num(rangeSecs(r.to));
    });
    f.format = row(form, 'clip-format', w('page.clip.format'), el('select', {}));
    option(f.format, 'gif', w('page.clip.gif'));
    option(f.format, 'webm', w('page.clip.webm'));
    f.width = row(form, 'clip-width', w('page.clip.width'), el('select', {}));
    f.contents = row(form, 'clip-contents', w('page.clip.contents'), el('select', {}));
    option(f.contents, '', w('page.clip.worldOnly'));
    option(f.contents, 'formula', w('page.clip.withFormula'));
    f.progress = form.appendChild(el('progress', { id: 'clip-progress', max: '1', value: '0', 'aria-label': w('page.clip.progressLabel') }));
    f.progress.hidden = true;
    // What is seen (each frame while a clip is made) and what is said: its start, the file's
    // finishing and the outcome, not 600 frames one by one (say()).
    f.status = form.appendChild(el('p', { id: 'clip-status' }));
    f.said = form.appendChild(el('p', { class: 'pd-live', role: 'status', 'aria-live': 'polite' }));
    var buttons = form.appendChild(el('div', { class: 'share-row' }));
    f.save = buttons.appendChild(el('button', { type: 'button', id: 'clip-save' }, w('ui.clip')));
    f.cancel = buttons.appendChild(el('button', { type: 'button', id: 'clip-cancel' }, w('page.clip.cancel')));
    // Not the form's submit button: Enter in From or To would close the dialog through it.
    f.close = buttons.appendChild(el('button', { type: 'button', id: 'clip-close' }, w('help.close')));
    f.close.addEventListener('click', function () { dialog.close(); });
    f.save.addEventListener('click', save);
    f.cancel.hidden = true;  // while a clip is made only: otherwise Close says it
    f.cancel.addEventListener('click', function () { if (busy) cancel(); else dialog.close(); });
    // Escape (the dialog's cancel) or Close while a clip is made stops it first.
    dialog.addEventListener('close', cancel);
    // Keys typed in the dialog are the dialog's, not the scene's shortcuts.
    ['keydown', 'keyup'].forEach(function (t) { dialog.addEventListener(t, function (e) { e.stopPropagation(); }); });
    dialog.appendChild(form);
    document.body.appendChild(dialog);
  }
  function setBusy(on) {
    [f.from, f.to, f.useRange, f.format, f.width, f.contents, f.save].forEach(function (x) { x.disabled = on; });
    f.progress.hidden = !on;
    // The focus goes with the button that shows: from Save (disabled now) to Cancel, and back
    // when Cancel goes (never to the page's body).
    var focused = document.activeElement;
    f.cancel.hidden = !on;
    if (on && focused === f.save) f.cancel.focus();
    if (!on && focused === f.cancel) f.save.focus();
  }
  /** Shows and says `text` (the status line; the live region a screen reader hears). */
  function say(text) {
    f.status.textContent = text;
    f.said.textContent = text;
  }
  function save() {
    if (busy) return;
    var o = { from: typed(f.from.value), to: typed(f.to.value), format: f.format.value,
              formula: f.contents.value === 'formula' };
    if (f.width.value) o.width = Number(f.width.value);
    f.progress.value = 0;
    setBusy(true);
    say('');
    var hiddenNote = function () { if (document.hidden) say(w('page.clip.hidden')); };
    document.addEventListener('visibilitychange', hiddenNote);
    var started = false;
    clip(o, function (i, n) {
      f.progress.value = i / n;
      var text = i < n ? w('page.clip.progress', [String(i + 1), String(n)]) : w('page.clip.encoding');
      f.progress.setAttribute('aria-valuetext', text);
      if (!started || i === n) say(text); else f.status.textContent = text;
      started = true;
    }, { from: w('page.clip.from'), to: w('page.clip.to') }).then(function (r) {
      document.removeEventListener('visibilitychange', hiddenNote);
      setBusy(false);
      if (!(r instanceof Blob)) {
        say(r.message);
        afterLanguage();
        return;
      }
      var a = el('a', { download: r.name });
      a.href = URL.createObjectURL(r);
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(function () { URL.revokeObjectURL(a.href); }, 60000);
      say(w('page.clip.done', [r.name, String(Math.max(1, Math.round(r.size / 1024)))]));
      afterLanguage();
    });
  }
  /** The run so far, in the dialog's words and the fields' bounds (kept up while the scene runs). */
  function showSpan(tl) {
    var text = w('page.clip.span',
                 [num(secs(tl.start)), num(secs(tl.end)), num(String(tl.clip.maxSeconds))]);
    if (f.span.textContent !== text) f.span.textContent = text;
    [f.from, f.to].forEach(function (x) { x.min = secs(tl.start); x.max = secs(tl.end); });
    // The range's button: a range open at the run's end grows with it (and may pass the limit).
    var range = usableRange(tl);
    f.useRange.parentNode.hidden = !range;
    if (range) {
      var ends = [num(rangeSecs(range.from)), num(rangeSecs(range.to))];
      var label = range.cut
        ? w('page.clip.useRangeStart', ends.concat([num(String(tl.clip.maxSeconds))]))
        : w('page.clip.useRange', ends);
      if (f.useRange.textContent !== label) f.useRange.textContent = label;
    }
  }
  /** The timeline's range as the dialog takes it: its first maxSeconds where it is longer (a
   *  clip is no longer; the button says so), with `cut` set then; null without a range. */
  function usableRange(tl) {
    var r = tl.selection;
    if (!r) return null;
    var max = tl.clip.maxSeconds;
    return r.to - r.from > max + 1e-9 ? { from: r.from, to: r.from + max, cut: true } : { from: r.from, to: r.to, cut: false };
  }
  var spanTimer = 0;
  /** Opens the dialog on the range picked on the timeline (its first maxSeconds), else the last
   *  defaultSeconds up to now (the run's moment); the scene's size, a GIF. */
  function open() {
    if (!dialog) build();
    var tl = api().timeline(), full = sceneWidth(), range = usableRange(tl);
    showSpan(tl);
    // A running scene's run grows while the dialog is open: its end is read again twice a second.
    if (!spanTimer) {
      spanTimer = setInterval(function () {
        if (!dialog || !dialog.open) { clearInterval(spanTimer); spanTimer = 0; return; }
        try { showSpan(api().timeline()); } catch (e) { /* the page stopped */ }
      }, 500);
    }
    if (!busy) {
      f.to.value = num(range ? rangeSecs(range.to) : secs(tl.now));
      f.from.value = num(range ? rangeSecs(range.from) : secs(Math.max(tl.start, tl.now - tl.clip.defaultSeconds)));
      f.status.textContent = '';
    }
    var chosen = f.width.value;
    while (f.width.firstChild) f.width.removeChild(f.width.firstChild);
    option(f.width, '', w('page.clip.sceneSize', [String(full)]));
    WIDTHS.forEach(function (x) { if (x < full) option(f.width, String(x), w('page.clip.pixels', [String(x)])); });
    f.width.value = chosen && Number(chosen) < full ? chosen : '';
    if (!dialog.open) {
      if (dialog.showModal) dialog.showModal(); else dialog.setAttribute('open', '');
    }
    return dialog;
  }

  // Another language (i18n.js): the dialog is built again in it, open if it was, its fields kept;
  // while a clip is made, once it is done (languageCame).
  var languageCame = false;
  function afterLanguage() {
    if (!languageCame) return;
    languageCame = false;
    if (!dialog) return;  // never built: it is built in the language it opens in
    var said = f.status.textContent;
    rebuild();
    if (dialog) say(said);  // what was said, as it was
  }
  window.addEventListener('playgroundlanguage', function () {
    if (busy) languageCame = true;
    else rebuild();
  });
  function rebuild() {
    if (!dialog) return;
    var wasOpen = dialog.open, kept = { from: f.from.value, to: f.to.value, format: f.format.value, contents: f.contents.value, width: f.width.value };
    var mark = builtMark;  // the fields' language's, before open() builds the dialog in the new one
    dialog.removeEventListener('close', cancel);
    if (wasOpen) dialog.close();
    dialog.remove();
    dialog = null;
    if (!wasOpen) return;
    open();
    // The fields' texts were in the language before (its mark), now in this one's.
    var links = function (t) { return mark === ',' ? t.replace(',', '.') : t; };
    f.from.value = num(links(kept.from));
    f.to.value = num(links(kept.to));
    f.format.value = kept.format;
    f.contents.value = kept.contents;
    if ([].some.call(f.width.options, function (x) { return x.value === kept.width; })) f.width.value = kept.width;
  }

  // Loaded by shell.js the first time either is used (not at start: the first visit is lighter).
  function install() {
    window.playground.clip = function (options) { return clip(options); };
    /** Opens the Save clip dialog; returns its element (for scripts and tests). */
    window.playground.clipDialog = open;
  }
  if (window.playground) install();
  else window.addEventListener('playgroundready', install);
})();
