// What a frame asks of the GPU, counted from the page's own WebGL calls (no change to the page):
// draw calls, vertices and indices, the area of every triangle drawn (covered pixels, so the
// overdraw), and clears. Installed before the page's scripts (page.addInitScript(installCounter)),
// read with page.evaluate(readCounts, frames). Used by bench/run.mjs and for docs/perf.md.
export function installCounter() {
  const P = WebGL2RenderingContext.prototype;
  const c = { frames: 0, draws: 0, instancedDraws: 0, instances: 0, vertices: 0, indices: 0, area: 0, clears: 0, clearArea: 0, blendedDraws: 0 };
  window.__gpuCounts = c;
  const bufData = new WeakMap();  // WebGLBuffer -> last data
  const bound = { array: null, element: null, vao: null };
  const vaoElement = new WeakMap();  // the element buffer is vertex array state
  let scissorOn = false, scissor = [0, 0, 0, 0], blendOn = false;
  const wrap = (name, after) => {
    const f = P[name];
    P[name] = function (...a) { after.call(this, a); return f.apply(this, a); };
  };
  wrap('bindBuffer', function (a) {
    if (a[0] === this.ARRAY_BUFFER) bound.array = a[1];
    else if (a[0] === this.ELEMENT_ARRAY_BUFFER) { bound.element = a[1]; if (bound.vao) vaoElement.set(bound.vao, a[1]); }
  });
  wrap('bindVertexArray', function (a) { bound.vao = a[0]; bound.element = a[0] ? vaoElement.get(a[0]) || null : null; });
  wrap('bufferData', function (a) {
    const target = a[0] === this.ARRAY_BUFFER ? bound.array : a[0] === this.ELEMENT_ARRAY_BUFFER ? bound.element : null;
    if (!target || typeof a[1] === 'number') return;
    const src = a[1], off = a[3] || 0, len = a[4] || (src.byteLength / (src.BYTES_PER_ELEMENT || 1) - off);
    const bytes = new Uint8Array(src.buffer, src.byteOffset + off * (src.BYTES_PER_ELEMENT || 1), len * (src.BYTES_PER_ELEMENT || 1));
    bufData.set(target, bytes.slice().buffer);
    if (a[0] === this.ELEMENT_ARRAY_BUFFER) c._lastElement = target;
    else c._lastArray = target;
  });
  wrap('enable', function (a) { if (a[0] === this.SCISSOR_TEST) scissorOn = true; if (a[0] === this.BLEND) blendOn = true; });
  wrap('disable', function (a) { if (a[0] === this.SCISSOR_TEST) scissorOn = false; if (a[0] === this.BLEND) blendOn = false; });
  wrap('scissor', function (a) { scissor = a.slice(); });
  wrap('clear', function () {
    c.clears++;
    c.clearArea += scissorOn ? scissor[2] * scissor[3] : this.drawingBufferWidth * this.drawingBufferHeight;
  });
  wrap('drawArraysInstanced', function (a) {
    c.draws++; c.instancedDraws++; c.instances += a[3]; c.vertices += a[2] * a[3];
    if (blendOn) c.blendedDraws++;
  });
  wrap('drawElements', function (a) {
    c.draws++; c.indices += a[1];
    if (blendOn) c.blendedDraws++;
    // Triangle areas in framebuffer pixels from the UI renderer's buffers (ImDrawVert: x, y
    // floats at 0, stride 20 bytes; 32-bit indices), clipped to the scissor box's area bound.
    const vb = bufData.get(c._lastArray), ib = bufData.get(c._lastElement);
    if (!vb || !ib || a[2] !== this.UNSIGNED_INT) return;
    const v = new Float32Array(vb), idx = new Uint32Array(ib, a[3], a[1]);
    const sx = this.drawingBufferWidth / this.canvas.clientWidth;
    let area = 0;
    for (let k = 0; k + 2 < idx.length; k += 3) {
      const i0 = idx[k] * 5, i1 = idx[k + 1] * 5, i2 = idx[k + 2] * 5;
      area += Math.abs((v[i1] - v[i0]) * (v[i2 + 1] - v[i0 + 1]) - (v[i2] - v[i0]) * (v[i1 + 1] - v[i0 + 1])) / 2;
    }
    c.vertices += a[1];
    c.area += Math.min(area * sx * sx, scissorOn ? scissor[2] * scissor[3] * 4 : Infinity);
    if (c.log) c.log.push({ indices: a[1], areaKpx: Math.round(area * sx * sx / 1000), scissorKpx: scissorOn ? Math.round(scissor[2] * scissor[3] / 1000) : null });
  });
  const raf = window.requestAnimationFrame.bind(window);
  const tick = () => { c.frames++; raf(tick); };
  raf(tick);
}

/** Counts over the next `frames` frames the page draws, per drawn frame. */
export function readCounts(frames) {
  return new Promise((resolve) => {
    const c = window.__gpuCounts;
    const keys = ['draws', 'instancedDraws', 'instances', 'vertices', 'indices', 'area', 'clears', 'clearArea', 'blendedDraws'];
    const start = Object.fromEntries(keys.map((k) => [k, c[k]]));
    const drawn0 = window.playground.state().perf.framesDrawn;
    const f0 = c.frames;
    const wait = () => {
      if (c.frames - f0 < frames) { requestAnimationFrame(wait); return; }
      const drawn = Math.max(1, window.playground.state().perf.framesDrawn - drawn0);
      const r = { frames: drawn };
      for (const k of keys) r[k] = Math.round((c[k] - start[k]) / drawn);
      resolve(r);
    };
    requestAnimationFrame(wait);
  });
}
