// Drawing the world: a calm palette that reads on a projector, agents as oriented triangles
// sized by radius and coloured by role, and the annotations the demos describe (Overlay).
// Everything goes through one ImGui draw list; lines keep a constant pixel width at any zoom.
#include <algorithm>
#include <cmath>

#include "app/app.h"
#include "app/label_layout.h"
#include "app/palette.h"
#include "strings/strings.h"
#include "imgui.h"

namespace app {

namespace {

static_assert(IM_COL32(1, 2, 3, 4) == Rgba(1, 2, 3, 4), "palette.h packs colours as ImGui does");

/// The colours of the current theme.
const Palette& PaletteOf(const ViewState& view) { return ThemePalette(view.theme); }
/// Lines, arrow heads, trails and agents grow with the UI scale (a projector at 2x: twice as thick).
float LineWidth(const ViewState& view, float extra = 0.0f) {
  return (PaletteOf(view).line + extra) * view.uiScale;
}
/// A world or screen point as ImGui takes it.
ImVec2 ToIm(Vec2 v) { return {v.x, v.y}; }

void Arrow(ImDrawList* dl, Vec2 from, Vec2 to, ImU32 col, float width) {
  Vec2 d = to - from;
  float len = steer::Length(d);
  if (len < 1.0f) return;
  Vec2 u = d / len, s = steer::Perp(u);
  float k = width * 0.5f;  // heads as wide as the line is thick: 9 px at 2 px
  float head = len < 30.0f * k ? len * 0.3f : 9.0f * k;
  dl->AddLine(ToIm(from), ToIm(to - u * (head * 0.5f)), col, width);
  dl->AddTriangleFilled(ToIm(to), ToIm(to - u * head + s * (head * 0.45f)),
                        ToIm(to - u * head - s * (head * 0.45f)), col);
}

/// A filled circle as ImGui draws it (AddCircleFilled: its vertices, its anti-aliased fringe), but
/// with the inside indexed as a strip of bands from its top point down instead of ImGui's fan from
/// one point of its rim. The same polygon, each pixel inside covered once in one colour: the same
/// pixels. A CPU rasterizer (SwiftShader) walks every row each triangle spans, and a fan of 48
/// slivers spans about 30 radii of rows where the bands span 4: obstacles were 3 ms of a frame
/// of the avoid demo in SwiftShader's GPU process.
void FillCircle(ImDrawList* dl, ImVec2 centre, float radius, ImU32 col, int segments) {
  const int idx0 = dl->IdxBuffer.Size;
  dl->AddCircleFilled(centre, radius, col, segments);
  const int n = segments;  // points on the rim (ImGui clamps to 3..512; ours are 12 to 96)
  const bool aa = (dl->Flags & ImDrawListFlags_AntiAliasedFill) != 0;
  const int inner = (n - 2) * 3;
  if (n < 4 || n > 512 || dl->IdxBuffer.Size - idx0 != inner + (aa ? 6 * n : 0)) return;
  ImDrawIdx* idx = dl->IdxBuffer.Data + idx0;
  const ImDrawIdx base = idx[0];  // the fan's hub: the rim's first point (angle 0)
  const int stride = aa ? 2 : 1;  // anti-aliased: each rim point is an inner and an outer vertex
  const int top = (3 * n + 2) / 4 % n;  // the point at 3/4 of a turn: the top, y down
  auto at = [&](int k) { return static_cast<ImDrawIdx>(base + stride * (((top + k) % n + n) % n)); };
  // top, top+1, top-1, top+2, top-2, ...: consecutive triples of this order are the bands.
  auto order = [&](int j) { return j == 0 ? at(0) : (j % 2 ? at((j + 1) / 2) : at(-(j / 2))); };
  for (int j = 0; j + 2 < n; ++j) {
    idx[3 * j] = order(j);
    idx[3 * j + 1] = order(j + 1);
    idx[3 * j + 2] = order(j + 2);
  }
}

/// An ink's colour in the view's theme (Ink::Text: the page's text colour).
ImU32 InkColor(const ViewState& view, demos::Ink ink) {
  const Palette& p = PaletteOf(view);
  return ink == demos::Ink::Text ? p.text : p.ink[int(ink)];
}

void DrawShape(const ViewState& view, ImDrawList* dl, const demos::Shape& sh) {
  ImU32 col = InkColor(view, sh.ink);
  const Camera& c = view.camera;
  Vec2 A = c.ToScreen(sh.a), B = c.ToScreen(sh.b);
  float r = sh.r * c.scale;
  switch (sh.kind) {
    case demos::Shape::Line:
      dl->AddLine(ToIm(A), ToIm(B), col, LineWidth(view));
      break;
    case demos::Shape::Arrow:
      Arrow(dl, A, B, col, LineWidth(view, 0.5f));
      break;
    case demos::Shape::Circle:
      if (r > 1.0f) dl->AddCircle(ToIm(A), r, col, r > 60.0f ? 96 : 48, LineWidth(view));
      break;
    case demos::Shape::Disc:
      FillCircle(dl, ToIm(A), r > 2.5f ? r : 2.5f, col, 16);
      break;
    case demos::Shape::Cross: {
      float s = sh.r * view.uiScale;  // crosses keep their pixel size: they mark a point, not an area
      dl->AddLine({A.x - s, A.y}, {A.x + s, A.y}, col, LineWidth(view, 0.5f));
      dl->AddLine({A.x, A.y - s}, {A.x, A.y + s}, col, LineWidth(view, 0.5f));
      dl->AddCircle(ToIm(A), s * 0.6f, col, 20, LineWidth(view));
      break;
    }
    case demos::Shape::Label:
      break;  // placed together (PlaceLabels) and drawn by DrawLabels

  }
}

// Agents are oriented triangles: nose 1.5 radii ahead, base 1 radius behind, 1.8 radii wide
// (the same shape as the instanced renderer's unit triangle), at least 2 px in radius. They grow
// with the UI scale as the text does (twice the size at ui=2: seen from the back of a room), as
// far as the crowd leaves room: a crowd so dense that its agents shrink below 2 px (LayoutWorld)
// grows less, down to not at all at 1 px, so it does not turn into a carpet.
float AgentPixelRadius(const ViewState& view, float radiusPx) {
  float room = std::clamp(view.minAgentPx - 1.0f, 0.0f, 1.0f);
  return (radiusPx < view.minAgentPx ? view.minAgentPx : radiusPx) * (1.0f + room * (view.uiScale - 1.0f));
}
float AgentPixelRadius(const ViewState& view, const steer::Agent& ag) {
  return AgentPixelRadius(view, ag.radius * view.camera.scale);
}

// A scene small enough that every agent is outlined and shows its vectors (a crowd shows the
// selected agent's only: a flock's hundreds of arrows are a blur).
bool FewAgents(const steer::World& w) { return w.agents.size() <= 64; }

void OutlineAgent(const ViewState& view, ImDrawList* dl, const steer::Agent& ag) {
  Vec2 pos = view.camera.ToScreen(ag.pos);
  float r = AgentPixelRadius(view, ag);
  Vec2 h = ag.heading, s = ag.side;
  Vec2 tip = pos + h * (r * 1.5f), l = pos - h * r + s * (r * 0.9f), rr = pos - h * r - s * (r * 0.9f);
  dl->AddTriangle(ToIm(tip), ToIm(l), ToIm(rr), PaletteOf(view).agentOutline, view.uiScale);
}

}  // namespace

const char* ThemeName(demos::Theme theme) {
  return demos::LinkThemeName(theme == demos::Theme::Screen ? demos::Theme::Dark : theme);  // a link's names
}

const Palette& ThemePalette(demos::Theme theme) {
  return theme == demos::Theme::Contrast ? kContrastPalette
         : theme == demos::Theme::Light  ? kLightPalette
                                         : kDarkPalette;
}

unsigned RoleColor(demos::Theme theme, int role) {
  return role >= 0 && role < kRoleCount ? ThemePalette(theme).role[role] : 0u;
}

unsigned LayerColor(demos::Theme theme, int layerBit) {
  // Layer -> ink, in kLayer order: velocity, force, desired, predicted, threat, wander,
  // feelers, neighbours, path, trails.
  static const demos::Ink kInk[demos::kLayerCount] = {
      demos::Ink::Velocity, demos::Ink::Force,  demos::Ink::Desired, demos::Ink::Predicted,
      demos::Ink::Threat,   demos::Ink::Wander, demos::Ink::Feeler,  demos::Ink::Neighbor,
      demos::Ink::Path,     demos::Ink::Muted};
  return layerBit >= 0 && layerBit < demos::kLayerCount ? ThemePalette(theme).ink[int(kInk[layerBit])] : 0u;
}

// The panel's look in each theme. One accent (a calm blue) for what can be pressed, quiet
// surfaces for frames and headers, opaque popups and lists (nothing shows through a dropdown),
// rounded corners, room between rows. Contrast (tests/browser/a11y.test.mjs measures it): text
// on buttons, headers and frames 4.5:1 or more in every theme (dark: 6.6:1 on a button), secondary
// text 4.5:1 or more on the panel.
namespace {
ImVec4 Opaque(ImVec4 c) { return ImVec4(c.x, c.y, c.z, 1.0f); }

void DarkColours(ImGuiStyle& st) {
  ImGui::StyleColorsDark(&st);
  ImVec4* c = st.Colors;
  c[ImGuiCol_Text] = ImVec4(0.92f, 0.94f, 0.97f, 1.0f);
  // Secondary text (sources, the clock, hints) at 5.6:1 on the panel, not ImGui's 4.1:1.
  c[ImGuiCol_TextDisabled] = ImVec4(0.6f, 0.6f, 0.6f, 1.0f);
  c[ImGuiCol_WindowBg] = ImGui::ColorConvertU32ToFloat4(kDarkPalette.panel);
  c[ImGuiCol_PopupBg] = ImVec4(0.14f, 0.16f, 0.21f, 1.0f);
  c[ImGuiCol_Border] = ImVec4(0.30f, 0.34f, 0.42f, 1.0f);
  c[ImGuiCol_FrameBg] = ImVec4(0.17f, 0.20f, 0.27f, 1.0f);
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.22f, 0.27f, 0.36f, 1.0f);
  c[ImGuiCol_FrameBgActive] = ImVec4(0.26f, 0.32f, 0.43f, 1.0f);
  c[ImGuiCol_TitleBg] = ImVec4(0.13f, 0.16f, 0.22f, 1.0f);
  c[ImGuiCol_TitleBgActive] = ImVec4(0.16f, 0.22f, 0.32f, 1.0f);
  c[ImGuiCol_TitleBgCollapsed] = ImVec4(0.16f, 0.22f, 0.32f, 1.0f);
  c[ImGuiCol_Button] = ImVec4(0.20f, 0.32f, 0.50f, 1.0f);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.25f, 0.40f, 0.62f, 1.0f);
  c[ImGuiCol_ButtonActive] = ImVec4(0.17f, 0.28f, 0.45f, 1.0f);
  c[ImGuiCol_Header] = ImVec4(0.19f, 0.25f, 0.35f, 1.0f);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.24f, 0.32f, 0.46f, 1.0f);
  c[ImGuiCol_HeaderActive] = ImVec4(0.27f, 0.37f, 0.53f, 1.0f);
  c[ImGuiCol_CheckMark] = ImVec4(0.55f, 0.76f, 1.0f, 1.0f);
  c[ImGuiCol_Separator] = ImVec4(0.28f, 0.32f, 0.40f, 1.0f);
  c[ImGuiCol_ScrollbarBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.0f);
  c[ImGuiCol_ScrollbarGrab] = ImVec4(0.30f, 0.35f, 0.45f, 1.0f);
}

// The panel as paper beside the world: dark text 13:1, secondary text 6.4:1.
void LightColours(ImGuiStyle& st) {
  ImGui::StyleColorsLight(&st);
  ImVec4* c = st.Colors;
  c[ImGuiCol_Text] = ImVec4(0.12f, 0.13f, 0.16f, 1);
  c[ImGuiCol_TextDisabled] = ImVec4(0.33f, 0.35f, 0.38f, 1);
  c[ImGuiCol_WindowBg] = ImGui::ColorConvertU32ToFloat4(kLightPalette.panel);
  c[ImGuiCol_PopupBg] = ImVec4(1.0f, 1.0f, 0.995f, 1.0f);
  c[ImGuiCol_Border] = ImVec4(0.55f, 0.55f, 0.52f, 1);
  c[ImGuiCol_FrameBg] = ImVec4(1.0f, 1.0f, 1.0f, 1.0f);
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.93f, 0.95f, 0.99f, 1.0f);
  c[ImGuiCol_FrameBgActive] = ImVec4(0.87f, 0.91f, 0.98f, 1.0f);
  c[ImGuiCol_TitleBg] = ImVec4(0.90f, 0.90f, 0.87f, 1.0f);
  c[ImGuiCol_TitleBgActive] = ImVec4(0.85f, 0.88f, 0.93f, 1.0f);
  c[ImGuiCol_TitleBgCollapsed] = ImVec4(0.85f, 0.88f, 0.93f, 1.0f);
  c[ImGuiCol_Button] = ImVec4(0.86f, 0.90f, 0.96f, 1.0f);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.78f, 0.85f, 0.95f, 1.0f);
  c[ImGuiCol_ButtonActive] = ImVec4(0.70f, 0.79f, 0.92f, 1.0f);
  c[ImGuiCol_Header] = ImVec4(0.88f, 0.90f, 0.93f, 1.0f);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.82f, 0.86f, 0.93f, 1.0f);
  c[ImGuiCol_HeaderActive] = ImVec4(0.76f, 0.82f, 0.92f, 1.0f);
  c[ImGuiCol_CheckMark] = ImVec4(0.10f, 0.36f, 0.72f, 1.0f);
  c[ImGuiCol_Separator] = ImVec4(0.75f, 0.75f, 0.72f, 1.0f);
  c[ImGuiCol_ScrollbarBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.0f);
  st.FrameBorderSize = 1.0f;
}

// Black on white, every edge drawn.
void ContrastColours(ImGuiStyle& st) {
  ImGui::StyleColorsLight(&st);
  ImVec4* c = st.Colors;
  c[ImGuiCol_Text] = ImVec4(0, 0, 0, 1);
  c[ImGuiCol_TextDisabled] = ImVec4(0.25f, 0.25f, 0.25f, 1);
  c[ImGuiCol_WindowBg] = ImGui::ColorConvertU32ToFloat4(kContrastPalette.panel);
  c[ImGuiCol_PopupBg] = ImVec4(1, 1, 1, 1);
  c[ImGuiCol_Border] = ImVec4(0, 0, 0, 1);
  c[ImGuiCol_FrameBg] = ImVec4(1, 1, 1, 1);
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.90f, 0.90f, 0.90f, 1);
  c[ImGuiCol_FrameBgActive] = ImVec4(0.82f, 0.82f, 0.82f, 1);
  c[ImGuiCol_TitleBg] = ImVec4(0.88f, 0.88f, 0.88f, 1);
  c[ImGuiCol_TitleBgActive] = ImVec4(0.85f, 0.85f, 0.85f, 1);
  c[ImGuiCol_TitleBgCollapsed] = ImVec4(0.85f, 0.85f, 0.85f, 1);
  c[ImGuiCol_Button] = ImVec4(0.92f, 0.92f, 0.92f, 1);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.82f, 0.82f, 0.82f, 1);
  c[ImGuiCol_ButtonActive] = ImVec4(0.72f, 0.72f, 0.72f, 1);
  c[ImGuiCol_Header] = ImVec4(0.88f, 0.88f, 0.88f, 1);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.80f, 0.80f, 0.80f, 1);
  c[ImGuiCol_HeaderActive] = ImVec4(0.72f, 0.72f, 0.72f, 1);
  c[ImGuiCol_CheckMark] = ImVec4(0, 0, 0, 1);
  c[ImGuiCol_Separator] = ImVec4(0, 0, 0, 1);
  st.FrameBorderSize = 1.0f;
  st.WindowBorderSize = 2.0f;
}
}  // namespace

void ApplyTheme(demos::Theme theme) {
  ImGuiStyle& st = ImGui::GetStyle();
  st = ImGuiStyle();
  if (theme == demos::Theme::Light)
    LightColours(st);
  else if (theme == demos::Theme::Contrast)
    ContrastColours(st);
  else
    DarkColours(st);
  // Lists and popups never let the text behind them through.
  st.Colors[ImGuiCol_PopupBg] = Opaque(st.Colors[ImGuiCol_PopupBg]);
  st.Colors[ImGuiCol_ChildBg] = ImVec4(0, 0, 0, 0);
  st.PopupBorderSize = 1.0f;
  st.WindowRounding = 6.0f;
  st.ChildRounding = 6.0f;
  st.PopupRounding = 6.0f;
  st.FrameRounding = 5.0f;
  st.GrabRounding = 4.0f;
  st.ScrollbarRounding = 6.0f;
  st.TabRounding = 5.0f;
  st.ScrollbarSize = 13.0f;
  st.WindowPadding = ImVec2(12, 10);
  st.ItemSpacing = ImVec2(8, 6);
  st.ItemInnerSpacing = ImVec2(6, 4);
  st.IndentSpacing = 18.0f;
  st.WindowTitleAlign = ImVec2(0.0f, 0.5f);
}

void LayoutWorld(ViewState& view, const SceneState& scene) {
  const steer::World& w = scene.pg.world();
  // The world's background, for the scissored clear before ImGui draws (main.cpp).
  // The world as it shows in its view: zoomed in, it is larger than the view and would reach
  // under the panel beside it (whose background is the panel's fill: its window draws none).
  const Vec2 wlo = view.camera.ToScreen({0, 0}), whi = view.camera.ToScreen({w.def.width, w.def.height});
  view.worldFillMin = {std::max(wlo.x, view.viewMin.x), std::max(wlo.y, view.viewMin.y)};
  view.worldFillMax = {std::min(whi.x, view.viewMax.x), std::min(whi.y, view.viewMax.y)};
  view.worldFillColor = PaletteOf(view).worldBg;
  // The grid gives a sense of scale (hidden when it would be denser than 12 px).
  const Camera& c = view.camera;
  view.gridLines.clear();
  if (kGridSpacing * c.scale >= 12.0f && w.def.width / kGridSpacing < 400.0f) {
    for (float x = kGridSpacing; x < w.def.width; x += kGridSpacing) view.gridLines.push_back({c.ToScreen({x, 0}).x, 0});
    for (float y = kGridSpacing; y < w.def.height; y += kGridSpacing) view.gridLines.push_back({c.ToScreen({0, y}).y, 1});
  }
  // The grid's colour (with its alpha) over the background, as blending would leave it.
  const ImVec4 g = ImGui::ColorConvertU32ToFloat4(PaletteOf(view).grid);
  const ImVec4 b = ImGui::ColorConvertU32ToFloat4(view.worldFillColor);
  view.gridColor = ImGui::ColorConvertFloat4ToU32(
      ImVec4(g.x * g.w + b.x * (1.0f - g.w), g.y * g.w + b.y * (1.0f - g.w), g.z * g.w + b.z * (1.0f - g.w), 1.0f));
  // Agents stay visible however far the view zooms out (at least 2 px), but a crowd so dense
  // that 2 px triangles would tile the screen (100,000 boids) shrinks towards 1 px instead, so
  // its density still shows.
  float area = (view.viewMax.x - view.viewMin.x) * (view.viewMax.y - view.viewMin.y);
  float perAgent = w.agents.empty() ? area : area / float(w.agents.size());
  view.minAgentPx = std::min(2.0f, std::max(1.0f, 0.35f * std::sqrt(perAgent > 0.0f ? perAgent : 0.0f)));
}

namespace {

// The grid, the world's edge, walls, obstacles and the path.
void DrawSetting(const SceneState& scene, const ViewState& view, ImDrawList* dl) {
  const Palette& p = PaletteOf(view);
  const steer::World& w = scene.pg.world();
  const Camera& c = view.camera;
  // The grid: scissored clears after the world's background (LayoutWorld, main.cpp RenderFrame).
  dl->AddRect(ToIm(c.ToScreen({0, 0})), ToIm(c.ToScreen({w.def.width, w.def.height})), p.worldEdge, 0.0f, 0,
              (w.def.edges == steer::Edges::Wrap ? 1.0f : 2.5f) * view.uiScale);

  for (const steer::Wall& wall : w.walls)
    dl->AddLine(ToIm(c.ToScreen(wall.a)), ToIm(c.ToScreen(wall.b)), p.ink[int(demos::Ink::Obstacle)],
                3.0f * view.uiScale);
  for (const steer::Obstacle& ob : w.obstacles)
    FillCircle(dl, ToIm(c.ToScreen(ob.pos)), ob.radius * c.scale, p.ink[int(demos::Ink::Obstacle)], 48);
  if ((scene.pg.layers & demos::kLayerPath) && !w.path.points.empty()) {
    const auto& pts = w.path.points;
    for (size_t i = 0; i + 1 < pts.size() + (w.path.loop ? 1 : 0); ++i)
      dl->AddLine(ToIm(c.ToScreen(pts[i])), ToIm(c.ToScreen(pts[(i + 1) % pts.size()])),
                  p.ink[int(demos::Ink::Path)], LineWidth(view));
    for (Vec2 q : pts)
      FillCircle(dl, ToIm(c.ToScreen(q)), 5.0f * view.uiScale, p.ink[int(demos::Ink::Path)], 12);
  }
}

// Trails: fading polylines of the last few seconds (on a light world they fade less: a pale
// tail on white is invisible on a projector). Their width is a whole number of pixels: ImGui then
// draws each segment as one quad with its anti-aliased edge from the font atlas's baked lines,
// where a fractional width takes three quads (six triangles); a software GPU (SwiftShader) pays
// for every triangle, and the 1,000 segments of containment's trails were 3-4 ms of its GPU
// process's frame (issue 36: 51 -> 58 fps with the CPU slowed 4x).
void DrawTrails(const SceneState& scene, const ViewState& view, ImDrawList* dl) {
  if (!(scene.pg.layers & demos::kLayerTrails) || scene.trails.count <= 1) return;
  const Palette& p = PaletteOf(view);
  const steer::World& w = scene.pg.world();
  const Trails& t = scene.trails;
  for (int i = 0; i < t.agents && i < int(w.agents.size()); ++i) {
    ImU32 base = p.role[int(w.agents[i].role)] & 0x00FFFFFFu;
    for (int k = 1; k < t.count; ++k) {
      int i0 = (t.head - t.count + k - 1 + Trails::kLength) % Trails::kLength;
      int i1 = (i0 + 1) % Trails::kLength;
      Vec2 p0 = t.points[size_t(i) * Trails::kLength + i0], p1 = t.points[size_t(i) * Trails::kLength + i1];
      if (steer::DistanceSq(p0, p1) > 2500.0f) continue;  // wrapped around an edge
      ImU32 alpha = ImU32(p.trailAlpha0 + (p.trailAlpha1 - p.trailAlpha0) * k / t.count) << 24;
      dl->AddLine(ToIm(view.camera.ToScreen(p0)), ToIm(view.camera.ToScreen(p1)), base | alpha,
                  std::round(2.0f * view.uiScale));
    }
  }
}

// Every agent in one instanced draw call (agents off screen are not sent); compare mode's ghost
// agents first, faded, so the main scene draws on top. Outlines and role names for a few agents.
void DrawAgents(const SceneState& scene, const ViewState& view, AgentRenderer& renderer, ImDrawList* dl) {
  const Palette& p = PaletteOf(view);
  const steer::World& w = scene.pg.world();
  const float margin = 40.0f;
  auto onCanvas = [&](Vec2 s) {
    return s.x >= -margin && s.y >= -margin && s.x <= view.canvas.x + margin && s.y <= view.canvas.y + margin;
  };
  std::vector<AgentInstance>& inst = renderer.Begin();
  for (int g = 0; g < scene.pg.ghostCount(); ++g)
    for (const steer::Agent& ag : scene.pg.ghostWorld(g).agents) {
      Vec2 s = view.camera.ToScreen(ag.pos);
      if (!onCanvas(s)) continue;
      Vec2 h = ag.heading * AgentPixelRadius(view, ag);
      ImU32 alpha = g == 0 ? 0x80u : 0x50u;
      inst.push_back({s.x, s.y, h.x, h.y, (p.role[int(ag.role)] & 0x00FFFFFFu) | (alpha << 24)});
    }
  for (const steer::Agent& ag : w.agents) {
    Vec2 s = view.camera.ToScreen(ag.pos);
    if (!onCanvas(s)) continue;
    Vec2 h = ag.heading * AgentPixelRadius(view, ag);
    inst.push_back({s.x, s.y, h.x, h.y, p.role[int(ag.role)]});
  }
  renderer.Queue(dl, view.canvas.x, view.canvas.y);
  if (FewAgents(w))
    for (const steer::Agent& ag : w.agents) OutlineAgent(view, dl, ag);
}

// Per-agent vectors: velocity (0.5 s of travel) and steering force (scaled 0.1), for every agent
// of a small scene or the selected one of a crowd; the selection's ring.
void DrawAgentVectors(const SceneState& scene, const ViewState& view, ImDrawList* dl) {
  const Palette& p = PaletteOf(view);
  const steer::World& w = scene.pg.world();
  const Camera& c = view.camera;
  bool fewAgents = FewAgents(w);
  for (const steer::Agent& ag : w.agents) {
    if (!fewAgents && ag.id != scene.selected) continue;
    Vec2 s = c.ToScreen(ag.pos);
    if (scene.pg.layers & demos::kLayerVelocity)
      Arrow(dl, s, s + ag.vel * (kVelocityArrowSeconds * c.scale), p.ink[0], LineWidth(view, 0.5f));
    if (scene.pg.layers & demos::kLayerForce)
      Arrow(dl, s, s + ag.force * (kForceArrowScale * c.scale), p.ink[1], LineWidth(view, 0.5f));
  }
  if (scene.selected >= 0 && scene.selected < int(w.agents.size())) {
    const steer::Agent& ag = w.agents[scene.selected];
    dl->AddCircle(ToIm(c.ToScreen(ag.pos)), AgentPixelRadius(view, ag) * 1.9f + 4.0f * view.uiScale,
                  p.selection, 32, 2.0f * view.uiScale);
  }
}

}  // namespace

namespace {
/// The world as it shows in its view (a zoomed-in world is larger than its view), screen px: what
/// the scene's annotations are cut to and its labels kept in.
void WorldOnScreen(const ViewState& view, Vec2* lo, Vec2* hi) {
  *lo = view.worldFillMin;  // LayoutWorld cut it to the view
  *hi = view.worldFillMax;
}
}  // namespace

std::vector<LabelPlace> PlaceLabels(const SceneState& scene, const ViewState& view, const demos::Overlay& overlay) {
  std::vector<LabelPlace> placed;
  if (!ImGui::GetFont()) return placed;  // before the first frame: nothing is drawn yet
  // Inside the world as it shows in its view, a little in from its edge.
  Vec2 lo, hi;
  WorldOnScreen(view, &lo, &hi);
  const Vec2 inset{2.0f * view.uiScale, 2.0f * view.uiScale};
  lo += inset;
  hi -= inset;
  const Vec2 vlo = view.viewMin, vhi = view.viewMax;
  std::vector<LabelBox> boxes;
  std::vector<const demos::Shape*> shapes;
  for (const demos::Shape& sh : overlay.shapes) {
    if (sh.kind != demos::Shape::Label) continue;
    Vec2 A = view.camera.ToScreen(sh.a);
    bool agent = sh.r > 0.0f;
    // An agent's name while the agent shows (in the margin beyond the world's edge too: its name
    // comes inside, with a leader line); none for one out of sight.
    if (agent && (A.x < vlo.x || A.y < vlo.y || A.x > vhi.x || A.y > vhi.y)) continue;
    ImVec2 size = ImGui::CalcTextSize(sh.text);
    // Off the agent it names (its nose is 1.5 radii ahead) or off the mark at a point (a crosshair).
    float keepOut = agent ? AgentPixelRadius(view, sh.r * view.camera.scale) * 1.5f : 7.0f * view.uiScale;
    LabelBox box{A, {size.x, size.y}, keepOut, sh.ink == demos::Ink::Text};
    if (sh.regionMin.x <= sh.regionMax.x) {  // its part of the world (a chase lane), a little in
      box.boundMin = view.camera.ToScreen(sh.regionMin) + inset;
      box.boundMax = view.camera.ToScreen(sh.regionMax) - inset;
    }
    const size_t i = boxes.size();
    const std::vector<LabelSide>& last = view.labelSides;
    if (i < last.size() && last[i].ink == sh.ink && last[i].agent == agent) box.prefer = last[i].place;
    boxes.push_back(box);
    shapes.push_back(&sh);
  }
  // Every agent drawn within reach of the world is a disc no label covers (its nose 1.5 radii
  // ahead), named or not; one in the margin beyond the world's edge too, where a label pulled in
  // from a point beyond the edge would land on it.
  std::vector<LabelDisc> agents;
  if (!boxes.empty())
    for (const steer::Agent& ag : scene.pg.world().agents) {
      Vec2 s = view.camera.ToScreen(ag.pos);
      float r = AgentPixelRadius(view, ag) * 1.5f;
      if (s.x + r < vlo.x || s.y + r < vlo.y || s.x - r > vhi.x || s.y - r > vhi.y) continue;
      agents.push_back({s, r});
    }
  // The page's language menu over the world's top-left corner (pg_set_corner) and the demo's
  // status line over its top-right, as labels placed already: on a projector's ui=2 the menu hid
  // the start of "pursuer's T = 2.40 s"; on a phone the custom demo's "cohesion" went under
  // "2 groups, 32 agents".
  const float gap = 3.0f * view.uiScale;
  std::vector<LabelRect> taken;
  if (view.PickerAtCorner()) taken.push_back({vlo, vlo + Vec2{view.cornerW + gap, view.cornerH + gap}});
  const StatusLinePlace status = PlaceStatusLine(scene, view);
  if (!status.text.empty()) taken.push_back({status.min - Vec2{gap, gap}, status.max + Vec2{gap, gap}});
  // And the paused badge at its bottom right (a Chinese pursuit's "pursuer" went under "已暂停").
  const StatusLinePlace paused = PlacePausedBadge(scene, view);
  if (!paused.text.empty()) taken.push_back({paused.min - Vec2{gap, gap}, paused.max + Vec2{gap, gap}});
  std::vector<LabelRect> rects = PlaceLabelBoxes(boxes, lo, hi, gap, agents, taken);
  for (size_t i = 0; i < rects.size(); ++i)
    placed.push_back({boxes[i].anchor, rects[i].min, rects[i].max, shapes[i], rects[i].led, rects[i].place});
  return placed;
}

namespace {
// The labels where PlaceLabels put them, each on a veil of the world's colour (legible over the
// lines it crosses); one moved away from its point gets a thin leader line to it.
void DrawLabels(const ViewState& view, ImDrawList* dl, const std::vector<LabelPlace>& labels) {
  const Palette& p = PaletteOf(view);
  const float pad = 2.0f * view.uiScale;
  for (const LabelPlace& l : labels) {
    ImU32 col = InkColor(view, l.shape->ink);
    if (l.led) {
      Vec2 c = (l.min + l.max) * 0.5f;
      Vec2 end{std::clamp(l.anchor.x, l.min.x, l.max.x), std::clamp(l.anchor.y, l.min.y, l.max.y)};
      if (end.x != l.anchor.x && end.y != l.anchor.y) end = {l.anchor.x < c.x ? l.min.x : l.max.x, c.y};
      dl->AddLine(ToIm(l.anchor), ToIm(end), (col & 0x00FFFFFFu) | 0xA0000000u, view.uiScale);
    }
    dl->AddRectFilled({l.min.x - pad, l.min.y}, {l.max.x + pad, l.max.y}, (p.worldBg & 0x00FFFFFFu) | 0xB0000000u,
                      pad);
    dl->AddText(ToIm(l.min), col, l.shape->text);
  }
}
}  // namespace

std::vector<LabelSide> DrawWorld(const SceneState& scene, const ViewState& view, AgentRenderer& agents,
                                 ImDrawList* dl) {
  DrawSetting(scene, view, dl);
  DrawTrails(scene, view, dl);
  // The demo's annotations: shapes under the agents, labels over everything.
  demos::Overlay overlay;
  scene.pg.Annotate(scene.selected, overlay);
  // A field of arrows (the flow field's hundreds): their heads without ImGui's anti-aliased
  // fringe, one triangle each instead of seven; on a software rasteriser that is most of what
  // the field costs a frame (bench/gpu_trace.mjs).
  int arrows = 0;
  for (const demos::Shape& sh : overlay.shapes) arrows += sh.kind == demos::Shape::Arrow;
  const ImDrawListFlags flags = dl->Flags;
  if (arrows > 150) dl->Flags &= ~(ImDrawListFlags_AntiAliasedFill | ImDrawListFlags_AntiAliasedLines);
  // Inside the world: a prediction beyond its edge (pursuit's crosshair near a wall) shows as its
  // line running to the edge, and its label, kept inside, leads there.
  Vec2 lo, hi;
  WorldOnScreen(view, &lo, &hi);
  dl->PushClipRect(ToIm(lo), ToIm(hi), true);
  for (const demos::Shape& sh : overlay.shapes)
    if (sh.kind != demos::Shape::Label) DrawShape(view, dl, sh);
  dl->PopClipRect();
  dl->Flags = flags;
  // The agents and their vectors in the world's part of the canvas, never over the panel: an
  // agent outside the world (a flee beyond its edge) still shows in the margin around it.
  dl->PushClipRect(ToIm(view.viewMin), ToIm(view.viewMax), true);
  DrawAgents(scene, view, agents, dl);
  DrawAgentVectors(scene, view, dl);
  dl->PopClipRect();
  dl->PushClipRect(ToIm(lo), ToIm(hi), true);
  const std::vector<LabelPlace> labels = PlaceLabels(scene, view, overlay);
  DrawLabels(view, dl, labels);
  dl->PopClipRect();
  std::vector<LabelSide> sides;
  sides.reserve(labels.size());
  for (const LabelPlace& l : labels) sides.push_back({l.shape->ink, l.shape->r > 0.0f, l.place});
  return sides;
}

}  // namespace app
