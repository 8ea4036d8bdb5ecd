// Collects what a page reports as a problem, for an engine whose driver cannot hear the console:
// WebKitWebDriver 2.50 speaks classic W3C WebDriver only (no BiDi log), and MiniBrowser's
// --enable-write-console-messages-to-stdout is ignored for the views of an automation session.
// tests/engines/engines.mjs serves a copy of the page with this file as the first script of
// <head> (same origin, so the page's CSP allows it), and reads window.__engineLog back.
(function () {
  'use strict';
  var log = (window.__engineLog = []);
  function text(args) {
    return Array.prototype.map.call(args, function (a) {
      try {
        return a instanceof Error ? String(a) + (a.stack ? '\n' + a.stack : '') : typeof a === 'string' ? a : JSON.stringify(a);
      } catch (e) {
        return String(a);
      }
    }).join(' ');
  }
  [['error', 'error'], ['warn', 'warning']].forEach(function (pair) {
    var original = console[pair[0]];
    console[pair[0]] = function () {
      log.push({ type: pair[1], text: text(arguments) });
      return original.apply(console, arguments);
    };
  });
  // Uncaught exceptions of scripts (not failed resource loads: those do not bubble to window).
  window.addEventListener('error', function (e) {
    log.push({ type: 'pageerror', text: String(e.message) + ' at ' + e.filename + ':' + e.lineno });
  });
  window.addEventListener('unhandledrejection', function (e) {
    log.push({ type: 'pageerror', text: 'unhandled rejection: ' + text([e.reason]) });
  });
  document.addEventListener('securitypolicyviolation', function (e) {
    log.push({ type: 'error', text: 'CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI });
  });
})();
