// A GIF's blocks read back, for the clip tests (tests/browser/clip.test.mjs, the engines suite):
// what a decoder walks, without decoding the pixels.
import assert from 'node:assert/strict';

/** The blocks of a GIF file: its screen size, its frames (image descriptors) with their delays
 *  (hundredths of a second) and sizes, whether it loops (NETSCAPE2.0) and ends with a trailer. */
export function parseGif(buf) {
  assert.equal(buf.toString('latin1', 0, 6), 'GIF89a');
  const out = { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8), frames: 0, delays: [], sizes: [], loop: false, trailer: false };
  const table = (packed) => (packed & 0x80 ? 3 * (1 << ((packed & 7) + 1)) : 0);
  const subBlocks = (p) => {
    while (buf[p] !== 0) p += buf[p] + 1;
    return p + 1;
  };
  let p = 13 + table(buf[10]);
  while (p < buf.length) {
    const b = buf[p++];
    if (b === 0x3b) {
      out.trailer = true;
      break;
    }
    if (b === 0x21) {
      const label = buf[p++];
      if (label === 0xf9) out.delays.push(buf.readUInt16LE(p + 2));
      if (label === 0xff && buf.toString('latin1', p + 1, p + 12) === 'NETSCAPE2.0') out.loop = true;
      p = subBlocks(p);
    } else if (b === 0x2c) {
      out.frames += 1;
      out.sizes.push([buf.readUInt16LE(p + 4), buf.readUInt16LE(p + 6)]);
      p += 9 + table(buf[p + 8]) + 1;  // descriptor, local colour table, LZW code size
      p = subBlocks(p);
    } else {
      throw new Error(`not a GIF block: 0x${b.toString(16)} at ${p - 1}`);
    }
  }
  return out;
}
