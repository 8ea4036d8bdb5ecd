// Drawing the world: a calm palette that reads on a projector, agents as oriented triangles
// sized by radius and coloured by role, and the annotations the demos describe (Overlay).
// Everything goes through one ImGui draw list; lines keep a constant pixel width at any zoom.
#include <algorithm>
#include <cmath>

#include "app/app.h"
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

void DrawShape(const ViewState& view, ImDrawList* dl, const demos::Shape& sh) {
  const Palette& p = PaletteOf(view);
  ImU32 col = p.ink[int(sh.ink)];
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
      dl->AddCircleFilled(ToIm(A), r > 2.5f ? r : 2.5f, col, 16);
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
// with the UI scale half as fast as the text (1.75x at 2.5x): seen from the back of a room, but a
// flock does not turn into a carpet.
float AgentPixelRadius(const ViewState& view, const steer::Agent& ag) {
  float r = ag.radius * view.camera.scale;
  return (r < view.minAgentPx ? view.minAgentPx : r) * (1.0f + 0.5f * (view.uiScale - 1.0f));
}

void OutlineAgent(const ViewState& view, ImDrawList* dl, const steer::Agent& ag) {
  Vec2 pos = view.camera.ToScreen(ag.pos);
  float r = AgentPixelRadius(view, ag);
  Vec2 h = ag.heading, s = ag.side;
  Vec2 tip = pos + h * (r * 1.5f), l = pos - h * r + s * (r * 0.9f), rr = pos - h * r - s * (r * 0.9f);
  dl->AddTriangle(ToIm(tip), ToIm(l), ToIm(rr), PaletteOf(view).agentOutline, view.uiScale);
}

// Roles are told apart by a word as well as a colour (WCAG 1.4.1): in a scene with a few agents
// of different roles each carries its role's name; in a crowd, only the odd ones out (a flock's
// predator).
void LabelRoles(const SceneState& scene, const ViewState& view, ImDrawList* dl) {
  const steer::World& w = scene.pg.world();
  int counts[11] = {};
  for (const steer::Agent& ag : w.agents) ++counts[int(ag.role) % 11];
  int roles = 0;
  for (int c : counts) roles += c > 0;
  if (roles < 2) return;
  ImU32 col = PaletteOf(view).text;
  ImVec4 drawn[12];  // labels already placed: a label that would cover one is left out
  int n = 0;
  for (const steer::Agent& ag : w.agents) {
    if (n == 12) break;
    if (w.agents.size() > 12 && counts[int(ag.role) % 11] > 3) continue;
    Vec2 s = view.camera.ToScreen(ag.pos);
    if (s.x < view.viewMin.x || s.y < view.viewMin.y || s.x > view.viewMax.x || s.y > view.viewMax.y)
      continue;
    const char* name = demos::TrKey(std::string("role.") + steer::RoleName(ag.role));  // in the page's language
    ImVec2 size = ImGui::CalcTextSize(name);
    ImVec4 r(s.x - size.x * 0.5f, s.y + AgentPixelRadius(view, ag) * 1.6f + 2.0f, 0.0f, 0.0f);
    r.z = r.x + size.x;
    r.w = r.y + size.y;
    bool free = true;
    for (int k = 0; k < n && free; ++k)
      free = r.z < drawn[k].x || r.x > drawn[k].z || r.w < drawn[k].y || r.y > drawn[k].w;
    if (!free) continue;
    drawn[n++] = r;
    dl->AddText({r.x, r.y}, col, name);
  }
}

}  // namespace

const char* ThemeName(demos::Theme theme) {
  return theme == demos::Theme::Contrast ? "contrast" : theme == demos::Theme::Light ? "light" : "dark";
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

void ApplyTheme(demos::Theme theme) {
  ImGuiStyle& st = ImGui::GetStyle();
  st = ImGuiStyle();
  if (theme == demos::Theme::Light) {
    // The panel as paper beside the world: dark text 13:1, secondary text 6.4:1.
    ImGui::StyleColorsLight(&st);
    st.Colors[ImGuiCol_Text] = ImVec4(0.12f, 0.13f, 0.16f, 1);
    st.Colors[ImGuiCol_TextDisabled] = ImVec4(0.33f, 0.35f, 0.38f, 1);
    st.Colors[ImGuiCol_WindowBg] = ImVec4(0.985f, 0.98f, 0.965f, 0.97f);
    st.Colors[ImGuiCol_Border] = ImVec4(0.55f, 0.55f, 0.52f, 1);
    st.FrameBorderSize = 1.0f;
  } else if (theme == demos::Theme::Contrast) {
    ImGui::StyleColorsLight(&st);
    st.Colors[ImGuiCol_Text] = ImVec4(0, 0, 0, 1);
    st.Colors[ImGuiCol_TextDisabled] = ImVec4(0.25f, 0.25f, 0.25f, 1);
    st.Colors[ImGuiCol_WindowBg] = ImVec4(1, 1, 1, 0.97f);
    st.Colors[ImGuiCol_Border] = ImVec4(0, 0, 0, 1);
    st.FrameBorderSize = 1.0f;
    st.WindowBorderSize = 2.0f;
  } else {
    ImGui::StyleColorsDark(&st);
    st.Colors[ImGuiCol_WindowBg] = ImVec4(0.11f, 0.13f, 0.17f, 0.94f);
    st.Colors[ImGuiCol_TitleBgActive] = ImVec4(0.16f, 0.22f, 0.32f, 1.0f);
    st.Colors[ImGuiCol_Header] = ImVec4(0.20f, 0.28f, 0.40f, 0.8f);
    // Secondary text (sources, the clock, hints) at 5.6:1 on the panel, not ImGui's 4.1:1.
    st.Colors[ImGuiCol_TextDisabled] = ImVec4(0.6f, 0.6f, 0.6f, 1.0f);
  }
  st.WindowRounding = 6.0f;
  st.FrameRounding = 4.0f;
  st.GrabRounding = 4.0f;
  st.WindowPadding = ImVec2(10, 10);
  st.ItemSpacing = ImVec2(8, 6);
}

void LayoutWorld(ViewState& view, const SceneState& scene) {
  const steer::World& w = scene.pg.world();
  // The world's background, for the scissored clear before ImGui draws (main.cpp).
  view.worldFillMin = view.camera.ToScreen({0, 0});
  view.worldFillMax = view.camera.ToScreen({w.def.width, w.def.height});
  view.worldFillColor = PaletteOf(view).worldBg;
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
  // A 100-unit grid gives a sense of scale (hidden when it would be denser than 12 px).
  if (100.0f * c.scale >= 12.0f && w.def.width / 100.0f < 400.0f) {
    for (float x = 100.0f; x < w.def.width; x += 100.0f)
      dl->AddLine(ToIm(c.ToScreen({x, 0})), ToIm(c.ToScreen({x, w.def.height})), p.grid, 1.0f);
    for (float y = 100.0f; y < w.def.height; y += 100.0f)
      dl->AddLine(ToIm(c.ToScreen({0, y})), ToIm(c.ToScreen({w.def.width, y})), p.grid, 1.0f);
  }
  dl->AddRect(ToIm(c.ToScreen({0, 0})), ToIm(c.ToScreen({w.def.width, w.def.height})), p.worldEdge, 0.0f, 0,
              (w.def.edges == steer::Edges::Wrap ? 1.0f : 2.5f) * view.uiScale);

  for (const steer::Wall& wall : w.walls)
    dl->AddLine(ToIm(c.ToScreen(wall.a)), ToIm(c.ToScreen(wall.b)), p.ink[int(demos::Ink::Obstacle)],
                3.0f * view.uiScale);
  for (const steer::Obstacle& ob : w.obstacles)
    dl->AddCircleFilled(ToIm(c.ToScreen(ob.pos)), ob.radius * c.scale, p.ink[int(demos::Ink::Obstacle)], 48);
  if ((scene.pg.layers & demos::kLayerPath) && !w.path.points.empty()) {
    const auto& pts = w.path.points;
    for (size_t i = 0; i + 1 < pts.size() + (w.path.loop ? 1 : 0); ++i)
      dl->AddLine(ToIm(c.ToScreen(pts[i])), ToIm(c.ToScreen(pts[(i + 1) % pts.size()])),
                  p.ink[int(demos::Ink::Path)], LineWidth(view));
    for (Vec2 q : pts)
      dl->AddCircleFilled(ToIm(c.ToScreen(q)), 5.0f * view.uiScale, p.ink[int(demos::Ink::Path)], 12);
  }
}

// Trails: fading polylines of the last few seconds (on a light world they fade less: a pale
// tail on white is invisible on a projector).
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
                  1.5f * view.uiScale);
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
  if (w.agents.size() <= 64)
    for (const steer::Agent& ag : w.agents) OutlineAgent(view, dl, ag);
  LabelRoles(scene, view, dl);
}

// Per-agent vectors: velocity (0.5 s of travel) and steering force (scaled 0.1), for every agent
// of a small scene or the selected one of a crowd; the selection's ring.
void DrawAgentVectors(const SceneState& scene, const ViewState& view, ImDrawList* dl) {
  const Palette& p = PaletteOf(view);
  const steer::World& w = scene.pg.world();
  const Camera& c = view.camera;
  bool fewAgents = w.agents.size() <= 64;
  for (const steer::Agent& ag : w.agents) {
    if (!fewAgents && ag.id != scene.selected) continue;
    Vec2 s = c.ToScreen(ag.pos);
    if (scene.pg.layers & demos::kLayerVelocity)
      Arrow(dl, s, s + ag.vel * (0.5f * c.scale), p.ink[0], LineWidth(view, 0.5f));
    if (scene.pg.layers & demos::kLayerForce)
      Arrow(dl, s, s + ag.force * (0.1f * c.scale), p.ink[1], LineWidth(view, 0.5f));
  }
  if (scene.selected >= 0 && scene.selected < int(w.agents.size())) {
    const steer::Agent& ag = w.agents[scene.selected];
    dl->AddCircle(ToIm(c.ToScreen(ag.pos)), AgentPixelRadius(view, ag) * 1.9f + 4.0f * view.uiScale,
                  p.selection, 32, 2.0f * view.uiScale);
  }
}

}  // namespace

std::vector<LabelPlace> PlaceLabels(const ViewState& view, const demos::Overlay& overlay) {
  std::vector<LabelPlace> placed;
  if (!ImGui::GetFont()) return placed;  // before the first frame: nothing is drawn yet
  for (const demos::Shape& sh : overlay.shapes) {
    if (sh.kind != demos::Shape::Label) continue;
    // Inside the world's view, whatever the UI scale makes of the label's size.
    Vec2 A = view.camera.ToScreen(sh.a);
    ImVec2 size = ImGui::CalcTextSize(sh.text);
    float x = std::max(view.viewMin.x, std::min(A.x, view.viewMax.x - size.x));
    float y = std::max(view.viewMin.y, std::min(A.y, view.viewMax.y - size.y));
    // A label that would cover one already placed moves a line down (up at the view's bottom).
    float step = size.y + 1.0f;
    for (int tries = 0; tries < 12; ++tries) {
      bool free = true;
      for (const LabelPlace& o : placed)
        if (x < o.max.x && o.min.x < x + size.x && y < o.max.y && o.min.y < y + size.y) free = false;
      if (free) break;
      y += step;
      if (y + size.y > view.viewMax.y) {
        y = std::max(view.viewMin.y, A.y - step);
        step = -step;
      }
    }
    placed.push_back({A, {x, y}, {x + size.x, y + size.y}, &sh});
  }
  return placed;
}

namespace {
// The labels where PlaceLabels put them; one moved off its point gets a thin leader line to it.
void DrawLabels(const ViewState& view, ImDrawList* dl, const std::vector<LabelPlace>& labels) {
  const Palette& p = PaletteOf(view);
  for (const LabelPlace& l : labels) {
    ImU32 col = p.ink[int(l.shape->ink)];
    float midY = (l.min.y + l.max.y) * 0.5f;
    if (l.anchor.y < l.min.y - 2.0f || l.anchor.y > l.max.y + 2.0f)
      dl->AddLine(ToIm(l.anchor), {l.min.x - 2.0f, midY}, (col & 0x00FFFFFFu) | 0x80000000u, view.uiScale);
    dl->AddText(ToIm(l.min), col, l.shape->text);
  }
}
}  // namespace

void DrawWorld(const SceneState& scene, const ViewState& view, AgentRenderer& agents, ImDrawList* dl) {
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
  for (const demos::Shape& sh : overlay.shapes)
    if (sh.kind != demos::Shape::Label) DrawShape(view, dl, sh);
  dl->Flags = flags;
  DrawAgents(scene, view, agents, dl);
  DrawAgentVectors(scene, view, dl);
  DrawLabels(view, dl, PlaceLabels(view, overlay));
}

}  // namespace app
