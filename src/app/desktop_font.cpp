// The desktop's glyphs (the page's browser_font.cpp draws them in the browser): Dear ImGui's own
// stb_truetype builder rasterises TrueType fonts that Debian packages, read once from disk:
// DejaVu Sans for the UI (fonts-dejavu-core) and, for Chinese, WenQuanYi Micro Hei
// (fonts-wqy-microhei, the font the page subsets into lang/zh-CN.ttf). ImGui's builder takes the
// font's height from ascent to descent (ScaleForPixelHeight), as browser_font.cpp does, so text
// takes the same room on both targets. The paths are CMake's (UI_FONT_TTF, CJK_FONT_TTF).
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "app/lang_font.h"
#include "imgui.h"

namespace app {
namespace {

struct FontFile {
  const char* path;
  std::vector<unsigned char> data;
  bool tried = false;
};

// The file's bytes, read on first use and kept for every later atlas build (the atlas does not own them).
const std::vector<unsigned char>& Load(FontFile& f) {
  if (f.tried) return f.data;
  f.tried = true;
  if (FILE* in = std::fopen(f.path, "rb")) {
    unsigned char buf[65536];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, in)) > 0) f.data.insert(f.data.end(), buf, buf + n);
    std::fclose(in);
  }
  if (f.data.empty()) std::fprintf(stderr, "font not found: %s\n", f.path);
  return f.data;
}

}  // namespace

bool UiFontData(FontFace face, ImFontConfig* cfg) {
  static FontFile ui{UI_FONT_TTF, {}, false};
  static FontFile cjk{CJK_FONT_TTF, {}, false};
  const std::vector<unsigned char>& data = Load(face == FontFace::Chinese ? cjk : ui);
  if (data.empty() && face != FontFace::Chinese) {
    // No text can be drawn without it (ImGui would read a null font): said, not a crash.
    std::fprintf(stderr, "steering-playground: the UI font is missing (%s; Debian's fonts-dejavu-core)\n", ui.path);
    std::exit(1);
  }
  if (data.empty()) return false;
  cfg->FontData = const_cast<unsigned char*>(data.data());
  cfg->FontDataSize = int(data.size());
  cfg->FontDataOwnedByAtlas = false;
  cfg->FontNo = 0;  // the first face of a collection (wqy-microhei.ttc)
  cfg->OversampleH = 2;
  cfg->OversampleV = 1;
  return true;
}

}  // namespace app
