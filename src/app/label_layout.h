// Where a scene's labels go on the screen: beside the point each one names, inside the world's
// view, off one another and off the agents and marks they name. A pure function of rectangles
// (screen px), no ImGui, so a native test checks it (tests/unit/label_layout_test.cpp);
// render.cpp measures the text and draws what it returns.
//
// Each label tries a few places around its point, nearest first (above right, below right, above
// left, below left, right, left, above, below), then the same ring farther out; each place is
// pulled inside the view, and scored: covering a label placed before it costs the most, then
// covering a named point's keep-out disc (its agent, its cross), then the distance. The first
// labels in the list keep their first choice; the cheapest place wins. A label that ends up away
// from its point gets a leader line (`led`).
#pragma once

#include <algorithm>
#include <cmath>
#include <vector>

#include "steer/vec2.h"

namespace app {

/// A label to place (screen px): the point it names, its text's size, and the radius around the
/// point it must leave free (the agent it names, a crosshair).
struct LabelBox {
  steer::Vec2 anchor, size;
  float keepOut = 0.0f;
  bool below = false;  ///< first choice under the point, centred (an agent's name)
};

/// Where a label went: its rectangle, and whether it is far enough from its point to need a line.
struct LabelRect {
  steer::Vec2 min, max;
  bool led = false;
};

namespace detail {

inline float OverlapArea(steer::Vec2 a0, steer::Vec2 a1, steer::Vec2 b0, steer::Vec2 b1) {
  float w = std::min(a1.x, b1.x) - std::max(a0.x, b0.x), h = std::min(a1.y, b1.y) - std::max(a0.y, b0.y);
  return w > 0.0f && h > 0.0f ? w * h : 0.0f;
}

/// How deep a rectangle reaches into a disc (0: it does not touch it).
inline float DiscDepth(steer::Vec2 lo, steer::Vec2 hi, steer::Vec2 c, float r) {
  if (r <= 0.0f) return 0.0f;
  float dx = std::max({lo.x - c.x, 0.0f, c.x - hi.x}), dy = std::max({lo.y - c.y, 0.0f, c.y - hi.y});
  float d = std::sqrt(dx * dx + dy * dy);
  return d < r ? r - d : 0.0f;
}

}  // namespace detail

/// Places `labels` in order inside [lo, hi] (a label larger than the view keeps its top left
/// corner inside); `gap` is the room between a point's keep-out disc and its label (px).
inline std::vector<LabelRect> PlaceLabelBoxes(const std::vector<LabelBox>& labels, steer::Vec2 lo, steer::Vec2 hi,
                                              float gap) {
  using steer::Vec2;
  // Directions around the point, as the corner of the label nearest to it sees them.
  static const float kDirs[8][2] = {{1, -1}, {1, 1}, {-1, -1}, {-1, 1}, {1, 0}, {-1, 0}, {0, -1}, {0, 1}};
  static const int kBelowFirst[8] = {7, 1, 3, 6, 0, 2, 4, 5};
  static const int kUsual[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  std::vector<LabelRect> out;
  out.reserve(labels.size());
  for (const LabelBox& l : labels) {
    const int* order = l.below ? kBelowFirst : kUsual;
    LabelRect best{};
    float bestCost = INFINITY;
    for (int ring = 0; ring < 4; ++ring) {
      float d = l.keepOut + gap + float(ring) * (l.size.y + gap);
      for (int k = 0; k < 8; ++k) {
        float dx = kDirs[order[k]][0], dy = kDirs[order[k]][1];
        // The rectangle's near side (or its middle, on that axis) at distance d from the point.
        float diag = dx != 0.0f && dy != 0.0f ? 0.7071f : 1.0f;
        Vec2 m{dx > 0.0f ? l.anchor.x + d * diag : dx < 0.0f ? l.anchor.x - d * diag - l.size.x : l.anchor.x - l.size.x * 0.5f,
               dy > 0.0f ? l.anchor.y + d * diag : dy < 0.0f ? l.anchor.y - d * diag - l.size.y : l.anchor.y - l.size.y * 0.5f};
        Vec2 want = m;
        m.x = std::max(lo.x, std::min(m.x, hi.x - l.size.x));
        m.y = std::max(lo.y, std::min(m.y, hi.y - l.size.y));
        Vec2 M = m + l.size;
        float cost = float(ring) * 40.0f + float(k) * 4.0f + steer::Length(m - want);
        for (const LabelRect& o : out) {
          float area = detail::OverlapArea(m, M, o.min, o.max);
          if (area > 0.0f) cost += 1e5f + 1e3f * area;
        }
        for (const LabelBox& other : labels)  // every named point's disc, its own the first
          cost += 1e3f * detail::DiscDepth(m, M, other.anchor, other.keepOut);
        if (cost < bestCost) {
          bestCost = cost;
          best = {m, M, false};
        }
      }
      if (bestCost < 1e3f) break;  // free of labels and points: no need to go farther
    }
    float reach = detail::DiscDepth(best.min, best.max, l.anchor, l.keepOut + gap * 2.5f);
    best.led = reach <= 0.0f;
    out.push_back(best);
  }
  return out;
}

}  // namespace app
