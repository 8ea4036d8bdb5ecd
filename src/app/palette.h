// The scene's look in each theme, as plain data: its colours (no ImGui here, so a native unit test
// checks every contrast ratio: tests/unit/palette_test.cpp) and its grid's spacing.
//
// Contrast (WCAG 1.4.11: graphics that carry meaning at 3:1 or more against what is behind them,
// alpha blended over the world's background; text 4.5:1 or more):
// - dark (the calm default): every role 4.3:1 or more (predator the lowest), every ink 3.5:1 or
//   more (obstacles 3.7, world edge 3.6, muted 4.4);
// - light (projectors and paper: a light world, dark ink): every role and ink 3.6:1 or more;
// - high contrast: every role and ink 4.3:1 or more on white, thicker lines.
// The grid and the trails' fading tails are decoration (a trail's newest part is its role colour).
#pragma once

#include <cstdint>

namespace app {

/// The packing of ImGui's IM_COL32 (render.cpp checks they agree): A B G R from the top byte.
constexpr uint32_t Rgba(uint32_t r, uint32_t g, uint32_t b, uint32_t a = 255) {
  return (a << 24) | (b << 16) | (g << 8) | r;
}

/// The world's grid: a line every kGridSpacing world units, in the app (render.cpp LayoutWorld) and
/// in the first screen's still of the scene (first_screen.cpp).
inline constexpr float kGridSpacing = 100.0f;

inline constexpr int kRoleCount = 11;
inline constexpr int kInkCount = 12;

struct Palette {
  uint32_t worldBg;    ///< inside the world
  uint32_t outside;    ///< the canvas around the world
  uint32_t worldEdge;  ///< the world's border (meaning: bounce or wrap)
  uint32_t grid;       ///< decoration
  uint32_t text, textMuted;
  /// By role: pursuer, evader, wanderer, boid, predator, seeker, chaser, target, leader,
  /// follower, hider (steer::Role order).
  uint32_t role[kRoleCount];
  /// By ink: velocity, force, desired, predicted, threat, wander, feeler, neighbour, path,
  /// obstacle, target, muted (demos::Ink order).
  uint32_t ink[kInkCount];
  uint32_t selection;
  uint32_t agentOutline;
  float line;           ///< annotation line width at UI scale 1 (px)
  uint8_t trailAlpha0;  ///< a trail's oldest visible part: its alpha ...
  uint8_t trailAlpha1;  ///< ... rising to this at its newest
  /// The panel's window (ImGui's WindowBg, render.cpp), slightly translucent over `outside`; the
  /// page's first screen paints its column in it, as drawn (Over), before the app is there.
  uint32_t panel;
};

/// `top` drawn over the opaque `under`: the opaque colour that shows.
constexpr uint32_t Over(uint32_t top, uint32_t under) {
  const uint32_t a = top >> 24;
  uint32_t out = 255u << 24;
  for (int shift = 0; shift < 24; shift += 8) {
    const uint32_t t = (top >> shift) & 255u, u = (under >> shift) & 255u;
    out |= ((t * a + u * (255u - a) + 127u) / 255u) << shift;
  }
  return out;
}

inline constexpr Palette kDarkPalette = {
    Rgba(30, 36, 46),
    Rgba(15, 18, 24),
    Rgba(108, 122, 144),
    Rgba(38, 45, 57),
    Rgba(226, 232, 240),
    Rgba(140, 152, 170),
    {Rgba(245, 146, 60), Rgba(88, 170, 245), Rgba(72, 200, 170), Rgba(180, 196, 220), Rgba(235, 80, 90),
     Rgba(180, 140, 245), Rgba(245, 146, 60), Rgba(120, 210, 110), Rgba(245, 200, 80), Rgba(160, 200, 240),
     Rgba(72, 200, 170)},
    // Desired velocity yellow, predicted point white (a crosshair: another colour and shape).
    {Rgba(120, 220, 140), Rgba(240, 110, 200), Rgba(250, 215, 100), Rgba(240, 240, 240), Rgba(235, 80, 90),
     Rgba(90, 210, 230, 220), Rgba(240, 160, 90, 230), Rgba(150, 170, 200, 210), Rgba(150, 170, 200, 200),
     Rgba(110, 124, 146), Rgba(120, 210, 110), Rgba(125, 137, 155)},
    Rgba(255, 255, 255, 230),
    Rgba(0, 0, 0, 110),
    1.5f,
    20,
    140,
    Rgba(28, 33, 43, 240),
};

// A warm paper white, ink in the darker half of each hue.
inline constexpr Palette kLightPalette = {
    Rgba(247, 245, 239),
    Rgba(222, 219, 210),
    Rgba(120, 128, 140),
    Rgba(228, 226, 218),
    Rgba(30, 34, 42),
    Rgba(90, 96, 106),
    {Rgba(196, 82, 0), Rgba(0, 98, 190), Rgba(0, 122, 100), Rgba(70, 82, 100), Rgba(196, 20, 40),
     Rgba(120, 60, 190), Rgba(196, 82, 0), Rgba(40, 125, 30), Rgba(150, 100, 0), Rgba(40, 100, 170),
     Rgba(0, 122, 100)},
    {Rgba(20, 130, 50), Rgba(190, 30, 140), Rgba(150, 105, 0), Rgba(30, 30, 30), Rgba(196, 20, 40),
     Rgba(0, 115, 150, 230), Rgba(190, 85, 0, 230), Rgba(95, 105, 125, 230), Rgba(95, 105, 125, 220),
     Rgba(120, 128, 140), Rgba(40, 125, 30), Rgba(110, 116, 126)},
    Rgba(20, 20, 20, 230),
    Rgba(0, 0, 0, 150),
    2.0f,
    50,
    255,
    Rgba(251, 250, 246, 247),
};

inline constexpr Palette kContrastPalette = {
    Rgba(255, 255, 255),
    Rgba(255, 255, 255),
    Rgba(0, 0, 0),
    Rgba(225, 225, 225),
    Rgba(0, 0, 0),
    Rgba(60, 60, 60),
    {Rgba(210, 80, 0), Rgba(0, 70, 200), Rgba(0, 130, 100), Rgba(30, 30, 30), Rgba(200, 0, 0),
     Rgba(110, 0, 190), Rgba(210, 80, 0), Rgba(0, 140, 0), Rgba(160, 110, 0), Rgba(0, 70, 200),
     Rgba(0, 130, 100)},
    {Rgba(0, 140, 40), Rgba(200, 0, 150), Rgba(150, 110, 0), Rgba(0, 0, 0), Rgba(200, 0, 0),
     Rgba(0, 120, 170), Rgba(200, 90, 0), Rgba(90, 90, 90), Rgba(70, 70, 70), Rgba(120, 120, 120),
     Rgba(0, 140, 0), Rgba(110, 110, 110)},
    Rgba(0, 0, 0),
    Rgba(0, 0, 0),
    2.5f,
    70,
    255,
    Rgba(255, 255, 255, 247),
};

}  // namespace app
