// Where a scene's labels go on the screen: beside the point each one names, inside the world's
// view, off one another and off the agents and marks they name. A pure function of rectangles
// (screen px), no ImGui, so a native test checks it (tests/unit/label_layout_test.cpp);
// render.cpp measures the text and draws what it returns.
//
// Each label tries a few places around its point, nearest first (above right, below right, above
// left, below left, right, left, above, below), then the same ring farther out (four rings; four
// more where every place so far is over another label); each place is
// pulled inside the view, and scored: covering a label placed before it (or the page's menu or
// the status line over the world) costs the most, then coming within two gaps of one on its line
// (they would read as one word) or
// covering a disc to keep free (a named point's agent or cross, and every agent on the screen,
// named or not: a label whose point is beyond the view's edge is pulled in among them), then the
// distance. A place that covers nothing is free; the first free one found wins over any that
// covers something. A label keeps the side it had in the last frame (`place`, given back as
// `prefer`), at that distance or nearer, while it is free there: without that, a label at the
// view's edge, where two sides score nearly alike, jumps across its point from frame to frame. The first labels in the list
// keep their first choice; the cheapest place wins. A label that ends up away from its point
// gets a leader line (`led`).
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
  int prefer = -1;     ///< its place in the last frame (LabelRect::place), -1: none
  /// The part of the view it stays in, within the view's (a lane of the chase demo).
  steer::Vec2 boundMin{-INFINITY, -INFINITY}, boundMax{INFINITY, INFINITY};
};

/// A disc no label should cover (an agent on the screen, its nose included), screen px.
struct LabelDisc {
  steer::Vec2 centre;
  float radius = 0.0f;
};

/// Where a label went: its rectangle, and whether it is far enough from its point to need a line.
struct LabelRect {
  steer::Vec2 min, max;
  bool led = false;
  int place = -1;  ///< which place it took, for the next frame's `prefer`: ring * 8 + side (Side)
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

constexpr int kRings = 4;       // the rings searched for a place free of labels and agents
constexpr int kCrowdRings = 8;  // and farther, while every place so far is over another label
/// Directions around the point, as the corner of the label nearest to it sees them: above right,
/// below right, above left, below left, right, left, above, below.
constexpr float kDirs[8][2] = {{1, -1}, {1, 1}, {-1, -1}, {-1, 1}, {1, 0}, {-1, 0}, {0, -1}, {0, 1}};

/// A label's places (top left corners) ring by ring, side by side (kDirs), pulled inside the
/// view, and what each costs before anything it covers: its ring, its rank in `order`, how far
/// it was pulled, less `keep` where the label was last frame (its side, that ring or nearer).
struct Places {
  steer::Vec2 at[kCrowdRings][8];
  float base[kCrowdRings][8];
  /// The first kRings' places, bounded; and every ring's.
  steer::Vec2 reach0{INFINITY, INFINITY}, reach1{-INFINITY, -INFINITY};
  steer::Vec2 far0{INFINITY, INFINITY}, far1{-INFINITY, -INFINITY};
};

inline void FindPlaces(const LabelBox& l, const int* order, steer::Vec2 lo, steer::Vec2 hi, float gap, float keep,
                       Places& p) {
  using steer::Vec2;
  p.reach0 = p.far0 = {INFINITY, INFINITY};
  p.reach1 = p.far1 = {-INFINITY, -INFINITY};
  for (int ring = 0; ring < kCrowdRings; ++ring) {
    float d = l.keepOut + gap + float(ring) * (l.size.y + gap);
    for (int k = 0; k < 8; ++k) {
      int side = order[k];
      float dx = kDirs[side][0], dy = kDirs[side][1];
      // The rectangle's near side (or its middle, on that axis) at distance d from the point.
      float diag = dx != 0.0f && dy != 0.0f ? 0.7071f : 1.0f;
      Vec2 want{dx > 0.0f ? l.anchor.x + d * diag : dx < 0.0f ? l.anchor.x - d * diag - l.size.x : l.anchor.x - l.size.x * 0.5f,
                dy > 0.0f ? l.anchor.y + d * diag : dy < 0.0f ? l.anchor.y - d * diag - l.size.y : l.anchor.y - l.size.y * 0.5f};
      Vec2 m{std::max(lo.x, std::min(want.x, hi.x - l.size.x)), std::max(lo.y, std::min(want.y, hi.y - l.size.y))};
      bool kept = l.prefer >= 0 && l.prefer % 8 == side && ring <= l.prefer / 8;
      p.at[ring][side] = m;
      p.base[ring][side] = float(ring) * 40.0f + float(k) * 4.0f + steer::Length(m - want) - (kept ? keep : 0.0f);
      p.far0 = {std::min(p.far0.x, m.x), std::min(p.far0.y, m.y)};
      p.far1 = {std::max(p.far1.x, m.x + l.size.x), std::max(p.far1.y, m.y + l.size.y)};
      if (ring < kRings) {
        p.reach0 = p.far0;
        p.reach1 = p.far1;
      }
    }
  }
}

/// Where a label may go: within the view, and within its own part of it where it has one (where
/// that part is too small for it, the view).
inline bool FitsItsBound(const LabelBox& l, steer::Vec2 lo, steer::Vec2 hi) {
  return std::min(hi.x, l.boundMax.x) - std::max(lo.x, l.boundMin.x) >= l.size.x &&
         std::min(hi.y, l.boundMax.y) - std::max(lo.y, l.boundMin.y) >= l.size.y;
}
inline steer::Vec2 BoundMin(const LabelBox& l, steer::Vec2 lo, steer::Vec2 hi) {
  return FitsItsBound(l, lo, hi) ? steer::Vec2{std::max(lo.x, l.boundMin.x), std::max(lo.y, l.boundMin.y)} : lo;
}
inline steer::Vec2 BoundMax(const LabelBox& l, steer::Vec2 lo, steer::Vec2 hi) {
  return FitsItsBound(l, lo, hi) ? steer::Vec2{std::min(hi.x, l.boundMax.x), std::min(hi.y, l.boundMax.y)} : hi;
}

}  // namespace detail

/// Places `labels` in order inside [lo, hi] (a label larger than the view keeps its top left
/// corner inside); `gap` is the room between a point's keep-out disc and its label (px);
/// `obstacles`: discs every label keeps off besides the labels' own points (the agents);
/// `taken`: rectangles over the world that no label may cover, as a label placed before it (the
/// page's language menu at the world's corner, the demo's status line).
inline std::vector<LabelRect> PlaceLabelBoxes(const std::vector<LabelBox>& labels, steer::Vec2 lo, steer::Vec2 hi,
                                              float gap, const std::vector<LabelDisc>& obstacles = {},
                                              const std::vector<LabelRect>& taken = {}) {
  using steer::Vec2;
  static const int kBelowFirst[8] = {7, 1, 3, 6, 0, 2, 4, 5};
  static const int kUsual[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  constexpr float kCovers = 1e4f;    // a place over a disc: worse than any free place
  constexpr float kOverlaps = 1e6f;  // over a label: worse still
  constexpr float kKeep = 100.0f;    // the last frame's place, while free, against a nearer one (px)
  // Two labels on one line keep two gaps apart: touching, they read as one ("pursuerpursuer's T",
  // and in Chinese, which has no spaces, "追逐者追逐者的 T").
  const float apart = 2.0f * gap;
  // Every disc to keep free: the labels' own points, then the obstacles.
  std::vector<LabelDisc> discs;
  discs.reserve(labels.size() + obstacles.size());
  for (const LabelBox& l : labels)
    if (l.keepOut > 0.0f) discs.push_back({l.anchor, l.keepOut});
  for (const LabelDisc& d : obstacles)
    if (d.radius > 0.0f) discs.push_back(d);
  std::vector<LabelRect> out;
  out.reserve(labels.size());
  std::vector<const LabelDisc*> near;
  detail::Places p;
  for (const LabelBox& l : labels) {
    const int* order = l.below ? kBelowFirst : kUsual;
    detail::FindPlaces(l, order, detail::BoundMin(l, lo, hi), detail::BoundMax(l, lo, hi), gap, kKeep, p);
    // Only the discs within reach of some place (a crowd's thousands are mostly far away).
    auto nearTo = [&](Vec2 r0, Vec2 r1) {
      near.clear();
      for (const LabelDisc& d : discs)
        if (d.centre.x + d.radius > r0.x && d.centre.x - d.radius < r1.x && d.centre.y + d.radius > r0.y &&
            d.centre.y - d.radius < r1.y)
          near.push_back(&d);
    };
    nearTo(p.reach0, p.reach1);
    LabelRect best{};
    float bestCost = INFINITY;
    auto consider = [&](int ring, int side) {
      Vec2 a = p.at[ring][side], b = a + l.size;
      float c = p.base[ring][side];
      auto overlaps = [&](const std::vector<LabelRect>& rects, float dx) {
        for (const LabelRect& o : rects) {
          float area = detail::OverlapArea(a, b, o.min, o.max);
          if (area > 0.0f)
            c += kOverlaps + 1e3f * area;
          else if (dx > 0.0f && detail::OverlapArea(a, b, o.min - Vec2{dx, 0.0f}, o.max + Vec2{dx, 0.0f}) > 0.0f)
            c += kCovers;  // beside one, too near: not free, but better than over it
        }
      };
      overlaps(taken, 0.0f);  // the page's menu, the status line
      overlaps(out, apart);   // the labels placed before
      for (const LabelDisc* d : near) {
        float depth = detail::DiscDepth(a, b, d->centre, d->radius);
        if (depth > 0.0f) c += kCovers + 1e3f * depth;
      }
      if (c < bestCost) {
        bestCost = c;
        best = {a, b, false, ring * 8 + side};
      }
    };
    // The last frame's side first, out to its last distance: there and free, it is kept unless
    // a free place nearer by more than kKeep turns up.
    if (l.prefer >= 0 && l.prefer < detail::kRings * 8)
      for (int ring = 0; ring <= l.prefer / 8 && bestCost >= kCovers; ++ring) consider(ring, l.prefer % 8);
    for (int ring = 0; ring < detail::kRings; ++ring) {
      for (int k = 0; k < 8; ++k) consider(ring, order[k]);
      if (bestCost < kCovers) break;  // free of labels and discs: no need to go farther
    }
    // Crowded (labels round the point on every side, as the composer's forces on one agent at
    // ui=2): farther out, with a leader line, rather than over another label.
    if (bestCost >= kOverlaps) {
      nearTo(p.far0, p.far1);
      for (int ring = detail::kRings; ring < detail::kCrowdRings && bestCost >= kOverlaps; ++ring)
        for (int k = 0; k < 8; ++k) consider(ring, order[k]);
    }
    float reach = detail::DiscDepth(best.min, best.max, l.anchor, l.keepOut + gap * 2.5f);
    best.led = reach <= 0.0f;
    out.push_back(best);
  }
  return out;
}

}  // namespace app
