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
bool UiFontData(FontFace, ImFontConfig* cfg) {
  static const unsigned char kNoFontData[1] = {0};
  cfg->FontData = const_cast<unsigned char*>(kNoFontData);
  cfg->FontDataSize = 1;
  cfg->FontDataOwnedByAtlas = false;
  return true;
}

namespace {

// Draws `count` code points at `px` device pixels, as many at a time as fit one canvas, and returns their
// alpha bitmaps one after the other (malloc'd, row by row); `metrics` gets five numbers per glyph
// (bitmap width and height, its left and top from the pen on the baseline, the advance, rounded
// so text stays on whole pixels) and then the font's ascent and descent (both positive).
EM_JS(unsigned char*, browser_draw_glyphs, (const unsigned* codepoints, int count, float px, float* metrics), {
  var canvas = Module['glyphCanvas'] || (Module['glyphCanvas'] = document.createElement('canvas'));
  var ctx = canvas.getContext('2d', {'willReadFrequently': true});
  if (!ctx) return 0;
  // As stb_truetype's ScaleForPixelHeight: `px` is the font's height from ascent to descent, not
  // its em (for most UI fonts the em is about 0.85 of that).
  var family = 'px system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", Arial, ' +
               '"Playground CJK", sans-serif';
  ctx.font = '100' + family;
  var probe = ctx.measureText('Hg' + String.fromCharCode(193));  // H, g and a capital with an accent
  var a100 = probe['fontBoundingBoxAscent'] || probe['actualBoundingBoxAscent'] * 1.15;
  var d100 = probe['fontBoundingBoxDescent'] || probe['actualBoundingBoxDescent'] * 1.3;
  var em = px * 100 / Math.max(50, a100 + d100);
  var font = em.toFixed(2) + family;
  ctx.font = font;
  var ascent = Math.round(a100 * em / 100), descent = Math.round(px) - ascent;
  // Cells big enough for any glyph of the font, as many as fit a 4096 x 4096 canvas at a time.
  var cellW = Math.ceil(em * 2.2) + 4, cellH = ascent + descent + Math.ceil(em * 0.4) + 4;
  var cols = Math.max(1, Math.floor(4096 / cellW)), rows = Math.max(1, Math.floor(4096 / cellH));
  var ox = Math.ceil(em * 0.6) + 2, oy = ascent + Math.ceil(em * 0.2) + 2;
  var boxes = [], total = 0, i, j;
  var m32 = metrics >> 2;
  for (i = 0; i < count; i++) {
    var cp = HEAPU32[(codepoints >> 2) + i], s = String.fromCodePoint(cp);
    var m = ctx.measureText(s);
    // One pixel of margin for the anti-aliased edge; never outside the glyph's cell.
    var l = Math.min(ox, Math.ceil(m['actualBoundingBoxLeft']) + 1);
    var r = Math.min(cellW - ox, Math.ceil(m['actualBoundingBoxRight']) + 1);
    var a = Math.min(oy, Math.ceil(m['actualBoundingBoxAscent']) + 1);
    var d = Math.min(cellH - oy, Math.ceil(m['actualBoundingBoxDescent']) + 1);
    var w = l + r, h = a + d;
    if (!(w > 2 && h > 2) || cp == 32 || cp == 160) w = h = l = a = 0;  // spaces: an advance only
    boxes.push([s, l, a, w, h]);
    total += w * h;
    HEAPF32[m32 + i * 5] = w;
    HEAPF32[m32 + i * 5 + 1] = h;
    HEAPF32[m32 + i * 5 + 2] = -l;
    HEAPF32[m32 + i * 5 + 3] = -a;
    HEAPF32[m32 + i * 5 + 4] = Math.round(m.width);
  }
  HEAPF32[m32 + count * 5] = ascent;
  HEAPF32[m32 + count * 5 + 1] = descent;
  var out = _malloc(Math.max(1, total));
  var at = out;
  var per = cols * rows;
  for (var first = 0; first < count; first += per) {
    var n = Math.min(per, count - first);
    canvas.width = cellW * Math.min(cols, n);
    canvas.height = cellH * Math.ceil(n / cols);
    ctx.font = font;  // a new size resets the context
    ctx.textBaseline = 'alphabetic';
    ctx.fillStyle = '#fff';
    for (i = 0; i < n; i++)
      if (boxes[first + i][3]) ctx.fillText(boxes[first + i][0], (i % cols) * cellW + ox, Math.floor(i / cols) * cellH + oy);
    var pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    for (i = 0; i < n; i++) {
      var b = boxes[first + i], x0 = (i % cols) * cellW + ox - b[1], y0 = Math.floor(i / cols) * cellH + oy - b[2];
      for (j = 0; j < b[4]; j++)
        for (var k = 0; k < b[3]; k++) HEAPU8[at++] = pixels[((y0 + j) * canvas.width + x0 + k) * 4 + 3];
    }
  }
  canvas.width = canvas.height = 1;  // let the browser drop the big canvas's memory
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

// The glyphs of every source font, each code point drawn for the first source that lists it (a
// merged font only adds what the ones before it lack, as with ImGui's own builders).
std::vector<Glyph> DrawGlyphs(ImFontAtlas* atlas, std::vector<float>& ascent, std::vector<float>& descent,
                              std::vector<unsigned char*>& bitmaps) {
  std::vector<Glyph> glyphs;
  std::vector<bool> taken(0x10000, false);
  for (int s = 0; s < atlas->ConfigData.Size; ++s) {
    const ImFontConfig& cfg = atlas->ConfigData[s];
    std::vector<unsigned> cps;
    for (const ImWchar* r = cfg.GlyphRanges ? cfg.GlyphRanges : atlas->GetGlyphRangesDefault(); r[0]; r += 2)
      for (unsigned c = r[0]; c <= r[1] && c < 0x10000; ++c)
        if (!taken[c]) taken[c] = true, cps.push_back(c);
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
}  // namespace app

// ImGui asks for "the FreeType builder" when built with IMGUI_ENABLE_FREETYPE: it gets this one.
const ImFontBuilderIO* ImGuiFreeType::GetBuilderForFreeType() {
  static ImFontBuilderIO io{app::BuildWithBrowserGlyphs};
  return &io;
}
