// The UI's glyphs, drawn by the browser (issue #17: the page's weight).
//
// ImGui draws its font atlas with stb_truetype from a TTF. This page asks the browser instead: a
// 2D canvas draws each glyph the atlas needs (fillText) in the system's UI font, and for Chinese
// in the subset font the page loads for it (lang/zh-CN.ttf, a FontFace called 'Playground CJK');
// the bitmaps are packed into ImGui's atlas here. Neither a TTF nor a rasteriser is in the wasm
// (about 25 KB less to download, gzipped), and the text looks like the rest of the reader's
// system. ImGui is built with IMGUI_ENABLE_FREETYPE (CMakeLists.txt), its switch for "another
// builder than stb_truetype": the builder it then asks for is this one.
#include <emscripten.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "app/lang_font.h"
#include "imgui.h"
#include "imgui_internal.h"
#include "misc/freetype/imgui_freetype.h"

namespace app {

// The browser draws every face's glyphs: the atlas only needs each font's size and ranges.
bool UiFontData(FontFace face, ImFontConfig* cfg) {
  if (face == FontFace::UiBeyondLatin1) return false;  // the browser draws every character of one face
  static const unsigned char kNoFontData[1] = {0};
  cfg->FontData = const_cast<unsigned char*>(kNoFontData);
  cfg->FontDataSize = 1;
  cfg->FontDataOwnedByAtlas = false;
  return true;
}

namespace {

// The browser's glyphs, kept in the page per pixel size (Module.glyphCache, the last two sizes):
// each glyph's bitmap and metrics, drawn once. browser_glyphs_init defines the two helpers the
// functions below share: glyphsAt(px), the size's font and cell geometry, and glyphsDraw(c, cps),
// which draws code points into the cache, as many at a time as fit one canvas.
// A glyph: [bitmap width, height, its left and top from the pen on the baseline, the advance
// (rounded, so text stays on whole pixels), its alpha bitmap row by row].
EM_JS(void, browser_glyphs_init, (), {
  if (Module['glyphsDraw']) return;
  Module['glyphsAt'] = function(px) {
    var cache = Module['glyphCache'] || (Module['glyphCache'] = {});
    if (cache[px]) return cache[px];
    var canvas = Module['glyphCanvas'] || (Module['glyphCanvas'] = document.createElement('canvas'));
    var ctx = canvas.getContext('2d', {'willReadFrequently': true});
    if (!ctx) return null;
    // As stb_truetype's ScaleForPixelHeight: `px` is the font's height from ascent to descent, not
    // its em (for most UI fonts the em is about 0.85 of that).
    // The page's one font stack (shell.css, --pg-font): the app's text in the page's fonts.
    var stack = getComputedStyle(document.documentElement).getPropertyValue('--pg-font').trim();
    var family = 'px ' + (stack || 'sans-serif');
    ctx.font = '100' + family;
    var probe = ctx.measureText('Hg' + String.fromCharCode(193));  // H, g and a capital with an accent
    var a100 = probe['fontBoundingBoxAscent'] || probe['actualBoundingBoxAscent'] * 1.15;
    var d100 = probe['fontBoundingBoxDescent'] || probe['actualBoundingBoxDescent'] * 1.3;
    var em = px * 100 / Math.max(50, a100 + d100);
    var ascent = Math.round(a100 * em / 100), descent = Math.round(px) - ascent;
    var keys = Object.keys(cache);
    if (keys.length >= 2) delete cache[keys[0]];
    // Cells big enough for any glyph of the font.
    return cache[px] = {font: em.toFixed(2) + family, ascent: ascent, descent: descent, glyphs: {},
                        cellW: Math.ceil(em * 2.2) + 4, cellH: ascent + descent + Math.ceil(em * 0.4) + 4,
                        ox: Math.ceil(em * 0.6) + 2, oy: ascent + Math.ceil(em * 0.2) + 2};
  };
  Module['glyphsDraw'] = function(c, cps) {
    if (!cps.length) return;
    var canvas = Module['glyphCanvas'], ctx = canvas.getContext('2d', {'willReadFrequently': true});
    var cols = Math.max(1, Math.floor(4096 / c.cellW)), rows = Math.max(1, Math.floor(4096 / c.cellH));
    var per = cols * rows, i, j, k;
    for (var first = 0; first < cps.length; first += per) {
      var n = Math.min(per, cps.length - first);
      canvas.width = c.cellW * Math.min(cols, n);
      canvas.height = c.cellH * Math.ceil(n / cols);
      ctx.font = c.font;  // a new size resets the context
      ctx.textBaseline = 'alphabetic';
      ctx.fillStyle = '#fff';
      var boxes = [];
      for (i = 0; i < n; i++) {
        var cp = cps[first + i], s = String.fromCodePoint(cp);
        var m = ctx.measureText(s);
        // One pixel of margin for the anti-aliased edge; never outside the glyph's cell.
        var l = Math.min(c.ox, Math.ceil(m['actualBoundingBoxLeft']) + 1);
        var r = Math.min(c.cellW - c.ox, Math.ceil(m['actualBoundingBoxRight']) + 1);
        var a = Math.min(c.oy, Math.ceil(m['actualBoundingBoxAscent']) + 1);
        var d = Math.min(c.cellH - c.oy, Math.ceil(m['actualBoundingBoxDescent']) + 1);
        var w = l + r, h = a + d;
        if (!(w > 2 && h > 2) || cp == 32 || cp == 160) w = h = l = a = 0;  // spaces: an advance only
        boxes.push([l, a, w, h, Math.round(m.width)]);
        if (w) ctx.fillText(s, (i % cols) * c.cellW + c.ox, Math.floor(i / cols) * c.cellH + c.oy);
      }
      var pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      for (i = 0; i < n; i++) {
        var b = boxes[i], alpha = new Uint8Array(b[2] * b[3]), at = 0;
        var x0 = (i % cols) * c.cellW + c.ox - b[0], y0 = Math.floor(i / cols) * c.cellH + c.oy - b[1];
        for (j = 0; j < b[3]; j++)
          for (k = 0; k < b[2]; k++) alpha[at++] = pixels[((y0 + j) * canvas.width + x0 + k) * 4 + 3];
        c.glyphs[cps[first + i]] = [b[2], b[3], -b[0], -b[1], b[4], alpha];
      }
    }
    canvas.width = canvas.height = 1;  // let the browser drop the big canvas's memory
  };
});

// Draws, ahead of the atlas's build, those of `count` code points at `px` device pixels the cache
// lacks, a slice of 24 at a time until `budgetMs` milliseconds have passed. 1 once all are there.
EM_JS(int, browser_prepare_glyphs, (const unsigned* codepoints, int count, float px, double budgetMs), {
  var c = Module['glyphsAt'](px);
  if (!c) return 1;
  var t0 = performance.now(), missing = [];
  for (var i = 0; i < count; i++) {
    var cp = HEAPU32[(codepoints >> 2) + i];
    if (!c.glyphs[cp]) missing.push(cp);
  }
  for (var k = 0; k < missing.length; k += 24) {
    Module['glyphsDraw'](c, missing.slice(k, k + 24));
    if (performance.now() - t0 > budgetMs) return k + 24 >= missing.length ? 1 : 0;
  }
  return 1;
});

// The `count` code points at `px` device pixels (drawn now where the cache lacks them): their alpha
// bitmaps one after the other (malloc'd, row by row), and in `metrics` five numbers per glyph
// (bitmap width and height, its left and top from the pen on the baseline, the advance) and then
// the font's ascent and descent (both positive).
EM_JS(unsigned char*, browser_draw_glyphs, (const unsigned* codepoints, int count, float px, float* metrics), {
  var c = Module['glyphsAt'](px);
  if (!c) return 0;
  var cps = [], missing = [], total = 0, i, j;
  for (i = 0; i < count; i++) {
    var cp = HEAPU32[(codepoints >> 2) + i];
    cps.push(cp);
    if (!c.glyphs[cp]) missing.push(cp);
  }
  Module['glyphsDraw'](c, missing);
  for (i = 0; i < count; i++) total += c.glyphs[cps[i]][5].length;
  var out = _malloc(Math.max(1, total)), at = out, m32 = metrics >> 2;
  if (!out) return 0;  // no room: no bitmaps (the caller draws no glyph), nothing written at 0
  for (i = 0; i < count; i++) {
    var g = c.glyphs[cps[i]];
    for (j = 0; j < 5; j++) HEAPF32[m32 + i * 5 + j] = g[j];
    HEAPU8.set(g[5], at);
    at += g[5].length;
  }
  HEAPF32[m32 + count * 5] = c.ascent;
  HEAPF32[m32 + count * 5 + 1] = c.descent;
  return out;
});

struct Glyph {
  ImWchar codepoint;
  int source;  // index in the atlas's ConfigData
  int w, h;
  float left, top, advance;
  const unsigned char* alpha;
  int x = 0, y = 0;  // in the atlas
};

// Shelf packing, tallest first: a few hundred small rectangles, no packer library needed.
// Returns the height used; rectangles are given their x, y.
int Pack(std::vector<ImFontAtlasCustomRect*>& custom, std::vector<Glyph>& glyphs, int width, int pad) {
  struct Item { int w, h, order; int* x; int* y; };
  std::vector<Item> items;
  std::vector<int> cx(custom.size()), cy(custom.size());
  for (size_t i = 0; i < custom.size(); ++i)
    items.push_back({custom[i]->Width, custom[i]->Height, int(items.size()), &cx[i], &cy[i]});
  for (Glyph& g : glyphs)
    if (g.w > 0) items.push_back({g.w, g.h, int(items.size()), &g.x, &g.y});
  std::sort(items.begin(), items.end(), [](const Item& a, const Item& b) { return a.h != b.h ? a.h > b.h : a.order < b.order; });
  int x = pad, y = pad, shelf = 0;
  for (Item& it : items) {
    if (x + it.w + pad > width) x = pad, y += shelf + pad, shelf = 0;
    *it.x = x, *it.y = y;
    x += it.w + pad;
    shelf = std::max(shelf, it.h);
  }
  for (size_t i = 0; i < custom.size(); ++i) custom[i]->X = (unsigned short)cx[i], custom[i]->Y = (unsigned short)cy[i];
  return y + shelf + pad;
}

// The code points of every source font of `atlas`, each listed for the first source that lists it
// (a merged font only adds what the ones before it lack, as with ImGui's own builders).
std::vector<std::vector<unsigned>> SourceCodepoints(const ImFontAtlas& atlas) {
  std::vector<std::vector<unsigned>> all;
  std::vector<bool> taken(0x10000, false);
  for (int s = 0; s < atlas.ConfigData.Size; ++s) {
    const ImFontConfig& cfg = atlas.ConfigData[s];
    std::vector<unsigned> cps;
    for (const ImWchar* r = cfg.GlyphRanges ? cfg.GlyphRanges : const_cast<ImFontAtlas&>(atlas).GetGlyphRangesDefault(); r[0]; r += 2)
      for (unsigned c = r[0]; c <= r[1] && c < 0x10000; ++c)
        if (!taken[c]) taken[c] = true, cps.push_back(c);
    all.push_back(std::move(cps));
  }
  return all;
}

// The glyphs of every source font, drawn by the browser (or found drawn ahead: PrepareBrowserGlyphs).
std::vector<Glyph> DrawGlyphs(ImFontAtlas* atlas, std::vector<float>& ascent, std::vector<float>& descent,
                              std::vector<unsigned char*>& bitmaps) {
  std::vector<Glyph> glyphs;
  browser_glyphs_init();
  std::vector<std::vector<unsigned>> sources = SourceCodepoints(*atlas);
  for (int s = 0; s < atlas->ConfigData.Size; ++s) {
    const ImFontConfig& cfg = atlas->ConfigData[s];
    const std::vector<unsigned>& cps = sources[size_t(s)];
    std::vector<float> m(cps.size() * 5 + 2);
    unsigned char* pixels = browser_draw_glyphs(cps.data(), int(cps.size()), cfg.SizePixels, m.data());
    bitmaps.push_back(pixels);
    ascent.push_back(m[cps.size() * 5]);
    descent.push_back(m[cps.size() * 5 + 1]);
    const unsigned char* at = pixels;
    for (size_t i = 0; i < cps.size(); ++i) {
      const float* g = &m[i * 5];
      Glyph glyph{ImWchar(cps[i]), s, int(g[0]), int(g[1]), g[2], g[3], g[4], at};
      if (!pixels) glyph.w = glyph.h = 0;
      at += pixels ? glyph.w * glyph.h : 0;
      glyphs.push_back(glyph);
    }
  }
  return glyphs;
}

bool BuildWithBrowserGlyphs(ImFontAtlas* atlas) {
  ImFontAtlasBuildInit(atlas);  // the mouse cursors' and thick lines' rectangles
  atlas->TexID = ImTextureID(nullptr);
  atlas->TexWidth = atlas->TexHeight = 0;
  atlas->TexUvScale = atlas->TexUvWhitePixel = ImVec2(0.0f, 0.0f);
  atlas->ClearTexData();
  std::vector<float> ascent, descent;
  std::vector<unsigned char*> bitmaps;
  std::vector<Glyph> glyphs = DrawGlyphs(atlas, ascent, descent, bitmaps);

  std::vector<ImFontAtlasCustomRect*> custom;
  long area = 0;
  for (ImFontAtlasCustomRect& r : atlas->CustomRects) custom.push_back(&r), area += long(r.Width + 1) * (r.Height + 1);
  for (const Glyph& g : glyphs) area += long(g.w + 1) * (g.h + 1);
  int width = area > 1400000 ? 4096 : area > 350000 ? 2048 : area > 90000 ? 1024 : 512;
  const int pad = std::max(1, atlas->TexGlyphPadding);
  int used = Pack(custom, glyphs, width, pad);
  atlas->TexWidth = width;
  atlas->TexHeight = int(ImUpperPowerOfTwo(used));
  atlas->TexUvScale = ImVec2(1.0f / float(atlas->TexWidth), 1.0f / float(atlas->TexHeight));
  atlas->TexPixelsAlpha8 = static_cast<unsigned char*>(IM_ALLOC(size_t(atlas->TexWidth) * size_t(atlas->TexHeight)));
  std::memset(atlas->TexPixelsAlpha8, 0, size_t(atlas->TexWidth) * size_t(atlas->TexHeight));

  for (int s = 0; s < atlas->ConfigData.Size; ++s) {
    ImFontConfig& cfg = atlas->ConfigData[s];
    ImFontAtlasBuildSetupFont(atlas, cfg.DstFont, &cfg, ascent[size_t(s)], -descent[size_t(s)]);
  }
  for (const Glyph& g : glyphs) {
    ImFontConfig& cfg = atlas->ConfigData[g.source];
    for (int row = 0; row < g.h; ++row)
      std::memcpy(atlas->TexPixelsAlpha8 + size_t(g.y + row) * size_t(atlas->TexWidth) + size_t(g.x), g.alpha + row * g.w,
                  size_t(g.w));
    const float x0 = g.left + cfg.GlyphOffset.x, y0 = g.top + std::round(cfg.DstFont->Ascent) + cfg.GlyphOffset.y;
    const ImVec2 uv0(float(g.x) * atlas->TexUvScale.x, float(g.y) * atlas->TexUvScale.y);
    const ImVec2 uv1(float(g.x + g.w) * atlas->TexUvScale.x, float(g.y + g.h) * atlas->TexUvScale.y);
    cfg.DstFont->AddGlyph(&cfg, g.codepoint, x0, y0, x0 + float(g.w), y0 + float(g.h), uv0.x, uv0.y, uv1.x, uv1.y,
                          g.advance);
  }
  for (unsigned char* b : bitmaps) std::free(b);
  ImFontAtlasBuildFinish(atlas);  // draws the cursors and lines, builds the fonts' lookup tables
  return true;
}

}  // namespace

bool PrepareBrowserGlyphs(const ImFontAtlas& atlas, double budgetMs) {
  browser_glyphs_init();
  std::vector<std::vector<unsigned>> sources = SourceCodepoints(atlas);
  for (int s = 0; s < atlas.ConfigData.Size; ++s) {
    const std::vector<unsigned>& cps = sources[size_t(s)];
    if (!browser_prepare_glyphs(cps.data(), int(cps.size()), atlas.ConfigData[s].SizePixels, budgetMs)) return false;
  }
  return true;
}

}  // namespace app

// ImGui asks for "the FreeType builder" when built with IMGUI_ENABLE_FREETYPE: it gets this one.
const ImFontBuilderIO* ImGuiFreeType::GetBuilderForFreeType() {
  static ImFontBuilderIO io{app::BuildWithBrowserGlyphs};
  return &io;
}
