// Where a scene's labels go (src/app/label_layout.h): inside the world's view, off one another,
// off the agents and marks they name.
#include "app/label_layout.h"

#include <gtest/gtest.h>

#include <cmath>

using app::LabelBox;
using app::LabelRect;
using app::PlaceLabelBoxes;
using steer::Vec2;

namespace {

const Vec2 kLo{400.0f, 100.0f}, kHi{1000.0f, 520.0f};  // a world's view on the screen (px)

bool Inside(const LabelRect& r) {
  return r.min.x >= kLo.x && r.min.y >= kLo.y && r.max.x <= kHi.x && r.max.y <= kHi.y;
}
bool Overlap(const LabelRect& a, const LabelRect& b) {
  return std::min(a.max.x, b.max.x) > std::max(a.min.x, b.min.x) && std::min(a.max.y, b.max.y) > std::max(a.min.y, b.min.y);
}
bool Covers(const LabelRect& r, Vec2 c, float radius) {
  float dx = std::max({r.min.x - c.x, 0.0f, c.x - r.max.x}), dy = std::max({r.min.y - c.y, 0.0f, c.y - r.max.y});
  return dx * dx + dy * dy < radius * radius;
}

}  // namespace

TEST(LabelLayout, ALabelWithRoomGoesAboveRightOfItsPointWithoutALine) {
  std::vector<LabelRect> r = PlaceLabelBoxes({{{600, 300}, {80, 16}, 6.0f}}, kLo, kHi, 4.0f);
  ASSERT_EQ(r.size(), 1u);
  EXPECT_GT(r[0].min.x, 600.0f);
  EXPECT_LT(r[0].max.y, 300.0f);
  EXPECT_LT(r[0].min.x - 600.0f, 12.0f);  // near: 10 px out, on the diagonal
  EXPECT_FALSE(r[0].led);
}

TEST(LabelLayout, LabelsAtTheEdgesStayInsideTheView) {
  // The pursuit demo's "pursuer's T = 2.15 s" above the top edge, evade's "threat 100" at the
  // right one, a corner, and points outside the view altogether.
  std::vector<LabelBox> in = {{{700, 95}, {180, 18}, 10.0f}, {{990, 300}, {120, 18}, 0.0f},
                              {{1000, 520}, {90, 18}, 10.0f}, {{380, 90}, {60, 18}, 0.0f},
                              {{1200, 300}, {60, 18}, 0.0f}};
  for (const LabelRect& r : PlaceLabelBoxes(in, kLo, kHi, 4.0f))
    EXPECT_TRUE(Inside(r)) << r.min.x << "," << r.min.y << " - " << r.max.x << "," << r.max.y;
}

TEST(LabelLayout, ALabelStaysInItsOwnPartOfTheView) {
  // The chase demo's lanes at ui=2: a chaser's name, first choice under it, near its lane's
  // bottom line; the next lane (below) had room, and the name went there.
  LabelBox name{{600, 290}, {80, 30}, 12.0f, true};
  std::vector<LabelRect> free = PlaceLabelBoxes({name}, kLo, kHi, 4.0f);
  ASSERT_EQ(free.size(), 1u);
  EXPECT_GT(free[0].max.y, 300.0f);  // under it, past the lane's line at 300
  name.boundMin = {kLo.x, 150.0f};
  name.boundMax = {kHi.x, 300.0f};
  std::vector<LabelRect> lane = PlaceLabelBoxes({name}, kLo, kHi, 4.0f);
  EXPECT_GE(lane[0].min.y, 150.0f);
  EXPECT_LE(lane[0].max.y, 300.0f);
  // A part too small for it: the view, as before.
  name.boundMax = {kHi.x, 170.0f};
  EXPECT_EQ(PlaceLabelBoxes({name}, kLo, kHi, 4.0f)[0].min.y, free[0].min.y);
}

TEST(LabelLayout, EightLabelsAtOnePointDoNotOverlap) {
  // The composer's force labels (evade, wander, group A...) all named at one agent.
  std::vector<LabelBox> in;
  for (int k = 0; k < 8; ++k) in.push_back({{700, 300}, {60.0f + 6.0f * float(k), 18}, 8.0f});
  std::vector<LabelRect> r = PlaceLabelBoxes(in, kLo, kHi, 4.0f);
  for (size_t i = 0; i < r.size(); ++i) {
    EXPECT_TRUE(Inside(r[i]));
    for (size_t j = i + 1; j < r.size(); ++j) EXPECT_FALSE(Overlap(r[i], r[j])) << i << " and " << j;
  }
}

TEST(LabelLayout, WideLabelsCrowdedAtACornerStillDoNotOverlap) {
  // The composer at ui=2 on a projector: an agent near the world's top right corner, its name and
  // its forces' words (alignment, separation, wander, evade, pursuit), 26 px text. Four rings round
  // it hold no free place for the last of them: farther out, with a leader line, not over another.
  std::vector<LabelBox> in;
  const float widths[] = {100, 130, 135, 95, 80, 95, 150};
  for (float w : widths) in.push_back({{960, 130}, {w, 30}, 12.0f});
  std::vector<LabelRect> r = PlaceLabelBoxes(in, kLo, kHi, 6.0f);
  bool led = false;
  for (size_t i = 0; i < r.size(); ++i) {
    EXPECT_TRUE(Inside(r[i]));
    led = led || r[i].led;
    for (size_t j = i + 1; j < r.size(); ++j) EXPECT_FALSE(Overlap(r[i], r[j])) << i << " and " << j;
  }
  EXPECT_TRUE(led);
}

// Labels side by side on one line keep two gaps apart, or they read as one word: the pursuit
// demo's "pursuer" beside "pursuer's T = 1.15 s", in Chinese "追逐者追逐者的 T".
TEST(LabelLayout, LabelsOnOneLineKeepTwoGapsApart) {
  const float gap = 4.0f;
  // The second's first place (above right of its point) would end where the first's begins.
  std::vector<LabelBox> in = {{{600, 300}, {100, 18}, 0.0f}, {{500, 300}, {100, 18}, 0.0f}};
  for (int k = 0; k < 6; ++k) in.push_back({{800, 400}, {60.0f + 10.0f * float(k), 18}, 8.0f});
  std::vector<LabelRect> r = PlaceLabelBoxes(in, kLo, kHi, gap);
  for (size_t i = 0; i < r.size(); ++i)
    for (size_t j = i + 1; j < r.size(); ++j) {
      bool sameLine = std::min(r[i].max.y, r[j].max.y) > std::max(r[i].min.y, r[j].min.y);
      float between = std::max(r[i].min.x, r[j].min.x) - std::min(r[i].max.x, r[j].max.x);
      if (sameLine) EXPECT_GE(between, 2.0f * gap - 0.01f) << i << " and " << j;
    }
}

TEST(LabelLayout, NoLabelCoversItsOwnAgentEvenAtTheViewsEdge) {
  // An agent of radius 14 px in the top right corner: above right would be pulled onto it.
  std::vector<LabelBox> in = {{{985, 112}, {110, 24}, 14.0f, true}, {{600, 510}, {110, 24}, 14.0f, true}};
  std::vector<LabelRect> r = PlaceLabelBoxes(in, kLo, kHi, 4.0f);
  EXPECT_FALSE(Covers(r[0], in[0].anchor, 14.0f));
  EXPECT_FALSE(Covers(r[1], in[1].anchor, 14.0f));
  EXPECT_TRUE(Inside(r[0]) && Inside(r[1]));
  // A name goes under its agent when there is room, centred: 600 +- 55 would be; at the bottom edge it goes above.
  EXPECT_LT(r[1].max.y, 510.0f);
}

TEST(LabelLayout, TwoNamedPointsCloseTogetherKeepApartAndOffBothPoints) {
  // The hide demo: the hider (its name under it) at its hiding spot (a crosshair and its label).
  std::vector<LabelBox> in = {{{700, 300}, {90, 20}, 10.0f}, {{704, 303}, {60, 20}, 12.0f, true}};
  std::vector<LabelRect> r = PlaceLabelBoxes(in, kLo, kHi, 4.0f);
  EXPECT_FALSE(Overlap(r[0], r[1]));
  for (const LabelRect& x : r)
    for (const LabelBox& p : in) EXPECT_FALSE(Covers(x, p.anchor, p.keepOut));
}

TEST(LabelLayout, ACrowdedLabelMovesOutAndGetsALeaderLine) {
  // Twelve labels around one point at three times the UI scale: the later ones go farther out.
  std::vector<LabelBox> in;
  for (int k = 0; k < 12; ++k) in.push_back({{700, 300}, {150, 40}, 20.0f});
  std::vector<LabelRect> r = PlaceLabelBoxes(in, kLo, kHi, 8.0f);
  int led = 0;
  for (size_t i = 0; i < r.size(); ++i) {
    led += r[i].led;
    EXPECT_TRUE(Inside(r[i]));
    for (size_t j = i + 1; j < r.size(); ++j) EXPECT_FALSE(Overlap(r[i], r[j])) << i << " and " << j;
  }
  EXPECT_GT(led, 0);
  EXPECT_FALSE(r[0].led);
}

TEST(LabelLayout, ALabelPulledInFromBeyondTheEdgeKeepsOffAnAgentItDoesNotName) {
  // The reviewer's frame (issue 34): pursuit at 1024x768 ui=2, t = 1 s. The world's view is
  // [300, 92] - [1010, 588]; the predicted point is 60 px above its top edge, the evader is at
  // the edge (726, 93), drawn with a 24 px nose, its centre just beyond the inset. "pursuer's T
  // = 2.04 s" (258 x 30) pulled in from above landed on the evader.
  const Vec2 lo{302, 94}, hi{1008, 586};
  const Vec2 evader{726, 93}, pursuer{430, 310};
  std::vector<LabelBox> in = {{{735, 33}, {258, 30}, 14.0f},                 // the T label at the crosshair
                              {evader, {100, 30}, 24.0f, true},              // the evader's name
                              {pursuer, {110, 30}, 24.0f, true}};            // the pursuer's name
  std::vector<app::LabelDisc> agents = {{evader, 24.0f}, {pursuer, 24.0f}};
  std::vector<LabelRect> r = PlaceLabelBoxes(in, lo, hi, 6.0f, agents);
  for (size_t i = 0; i < r.size(); ++i) {
    EXPECT_GE(r[i].min.x, lo.x);
    EXPECT_GE(r[i].min.y, lo.y);
    EXPECT_LE(r[i].max.x, hi.x);
    EXPECT_LE(r[i].max.y, hi.y);
    for (const app::LabelDisc& a : agents)
      EXPECT_FALSE(Covers(r[i], a.centre, a.radius)) << i << ": " << r[i].min.x << "," << r[i].min.y;
    for (size_t j = i + 1; j < r.size(); ++j) EXPECT_FALSE(Overlap(r[i], r[j])) << i << " and " << j;
  }
  EXPECT_TRUE(r[0].led);  // far from its point beyond the edge: a line leads there
  // Without the agents as obstacles only the named discs count: the unnamed evader is covered.
  std::vector<LabelRect> bare = PlaceLabelBoxes({in[0]}, lo, hi, 6.0f);
  EXPECT_TRUE(Covers(bare[0], evader, 24.0f));
}

TEST(LabelLayout, ALabelKeepsItsPlaceFromFrameToFrameWhileItIsFree) {
  // A point beyond the top edge, its places above pulled down inside: as the point drifts
  // along the edge, the label stays where it was.
  const Vec2 lo{302, 94}, hi{1008, 586};
  int place = -1, changes = 0;
  for (int f = 0; f < 60; ++f) {
    LabelBox box{{600.0f + 3.0f * float(f), 80.0f}, {258, 30}, 14.0f};
    box.prefer = place;
    std::vector<LabelRect> r = PlaceLabelBoxes({box}, lo, hi, 6.0f);
    if (place >= 0 && r[0].place != place) ++changes;
    place = r[0].place;
  }
  EXPECT_EQ(changes, 0);
  // A place other than the first choice (below left) is kept while free.
  LabelBox box{{700, 200}, {120, 24}, 10.0f};
  std::vector<LabelRect> first = PlaceLabelBoxes({box}, lo, hi, 4.0f);
  EXPECT_EQ(first[0].place, 0);  // above right
  box.prefer = 3;
  EXPECT_EQ(PlaceLabelBoxes({box}, lo, hi, 4.0f)[0].place, 3);
  // Blocked there (an agent comes under it), it moves to the first free place.
  Vec2 c = (first[0].min + first[0].max) * 0.5f;
  box.prefer = 0;
  std::vector<LabelRect> blocked = PlaceLabelBoxes({box}, lo, hi, 4.0f, {{c, 12.0f}});
  EXPECT_NE(blocked[0].place, 0);
  EXPECT_FALSE(Covers(blocked[0], c, 12.0f));
  // Pushed out a ring on its side once, it comes back in when the near place is free again.
  box.prefer = 8 + 0;
  EXPECT_EQ(PlaceLabelBoxes({box}, lo, hi, 4.0f)[0].place, 0);
}

TEST(LabelLayout, NoLabelGoesUnderThePagesLanguageMenuAtTheWorldsCorner) {
  // Evade on a projector (1024x768, ui=2): the predicted point near the top edge, left of the
  // middle; its "pursuer's T = 2.40 s" went left of it and the menu (240 x 40 px at the view's top
  // left corner) hid its start. With the menu's rectangle taken, it goes elsewhere, still inside.
  const LabelRect menu{kLo, kLo + Vec2{240.0f, 40.0f}};
  std::vector<LabelBox> in = {{{560, 112}, {260, 30}, 8.0f}};
  std::vector<LabelRect> free = PlaceLabelBoxes(in, kLo, kHi, 6.0f);
  ASSERT_EQ(free.size(), 1u);
  EXPECT_TRUE(Overlap(free[0], menu)) << "the case: without the menu, the label's first place is under it";
  std::vector<LabelRect> kept = PlaceLabelBoxes(in, kLo, kHi, 6.0f, {}, {menu});
  ASSERT_EQ(kept.size(), 1u);
  EXPECT_FALSE(Overlap(kept[0], menu)) << kept[0].min.x << "," << kept[0].min.y;
  EXPECT_TRUE(Inside(kept[0]));
  EXPECT_FALSE(Covers(kept[0], {560, 112}, 8.0f));
}
