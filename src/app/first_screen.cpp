// The page's first screen, written at build time into web/index.html (scripts/first_screen.mjs):
// what a visitor sees before the wasm has run (issue 36: a phone on a school's wifi waits seconds
// for it). It prints, from the same model and words the page runs:
//   - the app's name, the default scene's title and lesson (demo table order: the first demo) as HTML;
//   - a still of that scene as it opens (its agents, the world's frame and grid) as inline SVG, in
//     the dark and the light theme's colours (palette.h; shell.css shows the one the screen
//     prefers, as the app's PrefersLight does);
//   - every demo's title and lesson as JSON, so that a link naming another demo (#demo=flock)
//     opens on its own words (shell.js);
//   - with --css, the panel's layout rule (panel_layout.h) and the first screen's colours
//     (palette.h) as the {{layout.*}} values that scripts/first_screen.mjs writes into shell.css:
//     the first screen's column, where it stacks or gives the screen to the scene, and its
//     colours are the app's.
// Built for node with the model only (no SDL, ImGui or GL); runs once per build.
#include <cmath>
#include <cstdio>
#include <string>

#include "app/palette.h"
#include "app/panel_layout.h"
#include "model/playground.h"
#include "strings/strings.h"

namespace {

std::string Html(const char* s) {
  std::string out;
  for (; *s; ++s) {
    switch (*s) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += *s;
    }
  }
  return out;
}

// A JSON string, safe inside <script type="application/json"> ("<" written as \u003c).
std::string Json(const char* s) {
  std::string out = "\"";
  for (; *s; ++s) {
    unsigned char c = static_cast<unsigned char>(*s);
    if (c == '"' || c == '\\') out += '\\', out += char(c);
    else if (c == '<') out += "\\u003c";
    else if (c < 0x20) { char b[8]; std::snprintf(b, sizeof b, "\\u%04x", c); out += b; }
    else out += char(c);
  }
  return out + "\"";
}

std::string Colour(uint32_t rgba) {
  char b[16];
  std::snprintf(b, sizeof b, "#%02x%02x%02x", rgba & 255u, (rgba >> 8) & 255u, (rgba >> 16) & 255u);
  return b;
}

// The scene in world units (the SVG's viewBox is the world): the frame, the grid, walls and
// obstacles as render.cpp draws them, and each agent as agents_gl.cpp's triangle (nose 1.5 radii ahead,
// base 1 radius behind, half width 0.9 radii) in its role's colour.
std::string Still(const steer::World& w, const app::Palette& p, const char* cls) {
  char b[256];
  std::string s;
  std::snprintf(b, sizeof b,
                "<svg class=\"%s\" viewBox=\"0 0 %.0f %.0f\" preserveAspectRatio=\"xMidYMid meet\" aria-hidden=\"true\">",
                cls, w.def.width, w.def.height);
  s += b;
  std::snprintf(b, sizeof b, "<rect width=\"%.0f\" height=\"%.0f\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>",
                w.def.width, w.def.height, Colour(p.worldBg).c_str(), Colour(p.worldEdge).c_str());
  s += b;
  s += "<path stroke=\"" + Colour(p.grid) + "\" d=\"";
  for (float x = app::kGridSpacing; x < w.def.width; x += app::kGridSpacing) {
    std::snprintf(b, sizeof b, "M%.0f 0V%.0f", x, w.def.height);
    s += b;
  }
  for (float y = app::kGridSpacing; y < w.def.height; y += app::kGridSpacing) {
    std::snprintf(b, sizeof b, "M0 %.0fH%.0f", y, w.def.width);
    s += b;
  }
  s += "\"/>";
  // Walls and obstacles in the obstacle ink, as render.cpp's DrawSetting: obstacles filled, walls 3
  // wide (render.cpp's are 3 px times the UI scale; here 3 world units, the still's only unit).
  const std::string obstacle = Colour(p.ink[int(demos::Ink::Obstacle)]);
  for (const steer::Wall& wall : w.walls) {
    std::snprintf(b, sizeof b, "<path d=\"M%.1f %.1fL%.1f %.1f\" stroke=\"%s\" stroke-width=\"3\"/>", wall.a.x, wall.a.y,
                  wall.b.x, wall.b.y, obstacle.c_str());
    s += b;
  }
  for (const steer::Obstacle& o : w.obstacles) {
    std::snprintf(b, sizeof b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\"/>", o.pos.x, o.pos.y, o.radius,
                  obstacle.c_str());
    s += b;
  }
  for (const steer::Agent& a : w.agents) {
    steer::Vec2 h = a.heading * a.radius, side{-h.y, h.x};
    steer::Vec2 nose = a.pos + h * 1.5f, l = a.pos - h + side * 0.9f, r = a.pos - h - side * 0.9f;
    std::snprintf(b, sizeof b, "<path d=\"M%.1f %.1fL%.1f %.1fL%.1f %.1fz\" fill=\"%s\"/>", nose.x, nose.y, l.x, l.y,
                  r.x, r.y, Colour(p.role[int(a.role)]).c_str());
    s += b;
  }
  return s + "</svg>";
}

}  // namespace

// The layout rule as CSS values, "name value" lines. A media query's edges are the app's to
// 0.01 px: the app stacks where height > width * kStackedAspect, that is where the width/height
// ratio is below 1 / kStackedAspect (CSS's max-aspect-ratio is inclusive: near enough).
void LayoutCss(const steer::WorldDef& w) {
  std::printf("panel-width %.0fpx\n", app::kPanelWidth);
  // Stacked, the still's row: the first demo's world across the width (the timeline's bar, drawn
  // by ImGui in its font, is not counted: the panel below moves down by its height).
  std::printf("stacked-world min(calc((100vw - %.0fpx) * %.4f + %.0fpx), %.0fvh)\n", 2.0f * app::kWorldMargin,
              w.height / w.width, 2.0f * app::kWorldMargin, app::kStackedWorldShare * 100.0f);
  std::printf("panel-share %.0fvw\n", app::kPanelShare * 100.0f);
  std::printf("stacked (max-aspect-ratio: 10000/%.0f) and (max-width: %.2fpx)\n", app::kStackedAspect * 10000.0f,
              app::kStackedBelow - 0.01f);
  std::printf("overlay (min-aspect-ratio: 10001/%.0f) and (max-width: %.2fpx)\n", app::kStackedAspect * 10000.0f,
              app::kNarrowCanvas - 0.01f);
  // The first screen's colours in each theme the screen may prefer: the canvas around the world,
  // the panel's column as the app draws it there, and the text.
  for (const auto& [name, p] : {std::pair{"dark", app::kDarkPalette}, std::pair{"light", app::kLightPalette}}) {
    std::printf("%s-outside %s\n", name, Colour(p.outside).c_str());
    std::printf("%s-panel %s\n", name, Colour(app::Over(p.panel, p.outside)).c_str());
    std::printf("%s-text %s\n", name, Colour(p.text).c_str());
  }
}

int main(int argc, char** argv) {
  demos::Playground pg;  // the first demo of the table, its default link
  if (argc > 1 && std::string(argv[1]) == "--css") {
    LayoutCss(pg.world().def);
    return 0;
  }
  const demos::DemoDesc& d = pg.desc();
  std::printf("<p id=\"first-app\">%s</p>\n", Html(demos::TrKey("ui.title")).c_str());
  std::printf("<h1 id=\"first-title\">%s</h1>\n", Html(d.title).c_str());
  std::printf("<p id=\"first-lesson\">%s</p>\n", Html(d.lesson).c_str());
  std::printf("<div id=\"first-still\" data-demo=\"%s\">%s%s</div>\n", d.id,
              Still(pg.world(), app::kDarkPalette, "dark").c_str(), Still(pg.world(), app::kLightPalette, "light").c_str());
  std::printf("<script type=\"application/json\" id=\"first-demos\">{");
  bool first = true;
  for (const demos::DemoDesc& e : demos::Demos()) {
    std::printf("%s%s:[%s,%s]", first ? "" : ",", Json(e.id).c_str(), Json(e.title).c_str(), Json(e.lesson).c_str());
    first = false;
  }
  std::printf("}</script>\n");
  // The languages (shell.js: links' lang=, the browser's languages, the picker; i18n.js and
  // offline.js: whether one has a font of its own): [tag, name, ownFont].
  std::printf("<script type=\"application/json\" id=\"page-languages\">[");
  for (const demos::KnownLanguage& l : demos::kLanguages)
    std::printf("%s[%s,%s,%s]", &l == demos::kLanguages ? "" : ",", Json(l.tag).c_str(), Json(l.name).c_str(),
                l.ownFont ? "true" : "false");
  std::printf("]</script>\n");
  return 0;
}
