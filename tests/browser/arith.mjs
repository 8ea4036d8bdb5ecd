// Checks the arithmetic of the lesson panel's live formulas as a reader would: in a line such as
// "  = 400 / (140 + 101) = 1.66 s", every two neighbouring parts between " = " that are plain
// arithmetic must agree. Each number stands for every value that rounds to it as printed
// (252 for [251.5, 252.5], 1.66 for [1.655, 1.665]), so the check is interval arithmetic: the
// two sides agree when their intervals meet. Parts with words ("T", "d / maxSpeed") are left out.

const UNITS = ['units per axis', 'units/s', 'units', 's', 'deg', '%'];

function numberInterval(text) {
  const v = Number(text);
  const dot = text.indexOf('.');
  const decimals = dot < 0 ? 0 : text.length - dot - 1;
  const half = 0.5 * 10 ** -decimals;
  return [v - half, v + half];
}

function tokens(s) {
  const out = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c === ' ') { i++; continue; }
    const num = /^\d+(\.\d+)?/.exec(s.slice(i));
    if (num) { out.push({ t: 'num', v: num[0] }); i += num[0].length; continue; }
    if ('+-*/()'.includes(c)) { out.push({ t: c }); i++; continue; }
    if (c === '\u00d7') { out.push({ t: '*' }); i++; continue; }
    out.push({ t: 'rest', v: s.slice(i).trim() });
    break;
  }
  return out;
}

const add = (a, b) => [a[0] + b[0], a[1] + b[1]];
const sub = (a, b) => [a[0] - b[1], a[1] - b[0]];
function mul(a, b) {
  const p = [a[0] * b[0], a[0] * b[1], a[1] * b[0], a[1] * b[1]];
  return [Math.min(...p), Math.max(...p)];
}
function div(a, b) {
  if (b[0] <= 0 && b[1] >= 0) return [-Infinity, Infinity];
  return mul(a, [1 / b[1], 1 / b[0]]);
}

/** Parses an arithmetic part with an optional unit after it; its interval, or null. */
export function evaluate(part) {
  const ts = tokens(part);
  let k = 0;
  const peek = () => ts[k];
  function primary() {
    const t = ts[k];
    if (!t) throw new Error('end');
    if (t.t === 'num') { k++; return numberInterval(t.v); }
    if (t.t === '-') { k++; const v = primary(); return [-v[1], -v[0]]; }
    if (t.t === '(') {
      k++;
      const v = sum();
      if (!ts[k] || ts[k].t !== ')') throw new Error('paren');
      k++;
      return v;
    }
    throw new Error('token');
  }
  function product() {
    let v = primary();
    while (peek() && (peek().t === '*' || peek().t === '/')) {
      const op = ts[k++].t;
      const r = primary();
      v = op === '*' ? mul(v, r) : div(v, r);
    }
    return v;
  }
  function sum() {
    let v = product();
    while (peek() && (peek().t === '+' || peek().t === '-')) {
      const op = ts[k++].t;
      const r = product();
      v = op === '+' ? add(v, r) : sub(v, r);
    }
    return v;
  }
  try {
    const v = sum();
    if (k < ts.length) {
      const rest = ts.slice(k);
      if (rest.length !== 1 || rest[0].t !== 'rest' || !UNITS.includes(rest[0].v)) return null;
    }
    return v;
  } catch {
    return null;
  }
}

/** Every equality the line states between two arithmetic parts: [{left, right, ok}]. */
export function equalities(line) {
  const parts = line.split(/\s=\s/);
  const found = [];
  for (let i = 0; i + 1 < parts.length; i++) {
    const a = evaluate(parts[i]);
    const b = evaluate(parts[i + 1]);
    if (!a || !b) continue;
    const slack = 1e-6 * Math.max(1, Math.abs(a[0]), Math.abs(b[0]));
    // A division by a number shown as 0 proves nothing (and reads as nonsense): never ok.
    const finite = [a[0], a[1], b[0], b[1]].every(Number.isFinite);
    found.push({ left: parts[i].trim(), right: parts[i + 1].trim(), ok: finite && a[0] <= b[1] + slack && b[0] <= a[1] + slack });
  }
  return found;
}
