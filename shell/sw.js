// The served site works offline after one visit: this service worker keeps the page's files in a
// cache named after the build (the build writes BUILD below, a hash of the files), answers from
// it first and falls back to the network. A new build is a new cache; the old one is deleted once
// the new worker takes over. (Saving one file for a USB stick: the Offline copy, shell/offline.js.)
'use strict';
var BUILD = '@BUILD@';
var CACHE = 'steering-playground-' + BUILD;
// The site's files, as CMakeLists.txt lists them (the build writes them in): kept from the first
// visit, and kept once a page has fetched them.
var FILES = ['./', '@AT_ONCE@'];
var ON_USE = ['@ON_USE@'];

self.addEventListener('install', function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    // A file this build does not have (a11y.js on an older page) must not stop the rest.
    return Promise.all(FILES.map(function (f) { return cache.add(f).catch(function () {}); }));
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (k) { return k.indexOf('steering-playground-') === 0 && k !== CACHE; })
      .map(function (k) { return caches.delete(k); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener('fetch', function (event) {
  var req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE).then(function (cache) {
    // The page's own URL may carry ?embed=1: the cached page is the same file.
    return cache.match(req, { ignoreSearch: req.mode === 'navigate' }).then(function (hit) {
      if (hit) return hit;
      // Another language's table and font (lang/), the code generator (codegen.js and
      // codegen.wasm, Copy as code) and the WebM muxer (webm-muxer.js, a clip as WebM): fetched
      // only by those who use them, then kept. (The GIF encoder, 4 KB, is kept from the start:
      // Save clip makes a GIF offline after one visit.)
      var path = new URL(req.url).pathname;
      var onUse = ON_USE.some(function (f) { return path.slice(-f.length - 1) === '/' + f; });
      if (!onUse) return fetch(req);
      return fetch(req).then(function (res) {
        if (res.ok) cache.put(req, res.clone());
        return res;
      });
    });
  }));
});
