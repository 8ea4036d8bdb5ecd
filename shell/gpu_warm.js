// Waits for the GPU off the page's main thread (shell.js, gpuReady): a browser that has just
// started still sets up its GPU process, and the first WebGL context anyone asks for waits for it
// (on a software GPU, SwiftShader, 0.3-0.7 s). Asked here, in a worker, that wait blocks nothing;
// the page's own context, made after this answers, is then quick.
'use strict';
var ok = false;
try {
  ok = !!new OffscreenCanvas(1, 1).getContext('webgl2');
} catch (e) {
  ok = false;
}
postMessage(ok);
