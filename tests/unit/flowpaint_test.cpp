// The flowfield demo's painted field: a drag sets the cells it crosses (within the brush) to its
// direction, agents follow the painted arrows, the paint goes into the link (flow=, base64url of
// one byte per cell) and comes back exactly, and a bad field string gives a notice and the noise.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "link/link.h"
#include "model/playground.h"

using namespace demos;

namespace {

// The cells whose centre lies within `brush` of the segment a-b, by plain geometry.
std::vector<int> CellsNear(Vec2 a, Vec2 b, float brush, int cols, int rows, float cell) {
  std::vector<int> out;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      double x = (c + 0.5) * cell, y = (r + 0.5) * cell;
      double dx = b.x - a.x, dy = b.y - a.y;
      double t = ((x - a.x) * dx + (y - a.y) * dy) / (dx * dx + dy * dy);
      t = std::fmax(0.0, std::fmin(1.0, t));
      if (std::hypot(x - (a.x + t * dx), y - (a.y + t * dy)) <= brush) out.push_back(r * cols + c);
    }
  return out;
}

float MeanAlongX(const Playground& pg) {
  float sum = 0.0f;
  for (const steer::Agent& a : pg.world().agents) sum += a.heading.x;
  return sum / float(pg.world().agents.size());
}

}  // namespace

TEST(FlowPaint, ADragPaintsTheCellsWithinTheBrushAlongTheDrag) {
  Playground pg;
  ASSERT_TRUE(pg.SelectDemo("flowfield"));
  ASSERT_EQ(pg.PaintCells(), 20 * 14);  // 1000 x 700 in cells of 50
  EXPECT_TRUE(pg.paint().empty());
  ASSERT_TRUE(pg.PaintStroke({100, 100}, {400, 100}));
  std::vector<int> want = CellsNear({100, 100}, {400, 100}, 40.0f, 20, 14, 50.0f);
  ASSERT_EQ(pg.paint().size(), 280u);
  int painted = 0;
  for (int i = 0; i < 280; ++i) {
    bool in = std::find(want.begin(), want.end(), i) != want.end();
    EXPECT_EQ(pg.paint()[size_t(i)] != 0, in) << "cell " << i;
    if (in) {
      EXPECT_EQ(pg.paint()[size_t(i)], PaintByte({1.0f, 0.0f}));
    }
    painted += pg.paint()[size_t(i)] != 0;
  }
  EXPECT_EQ(painted, int(want.size()));
  EXPECT_GE(painted, 12);
  // Directions: 255 of them; east is byte 1, and a byte reads back to its direction.
  EXPECT_EQ(PaintByte({1.0f, 0.0f}), 1);
  EXPECT_EQ(PaintByte(PaintedDirection(200)), 200);
  EXPECT_NEAR(PaintedDirection(PaintByte({0.0f, -1.0f})).y, -1.0f, 1e-3f);
  // A click (no movement) paints nothing; another demo has nothing to paint.
  EXPECT_FALSE(pg.PaintStroke({500, 500}, {500, 500}));
  Playground seek;
  EXPECT_EQ(seek.PaintCells(), 0);
  EXPECT_FALSE(seek.PaintStroke({0, 0}, {100, 100}));
}

TEST(FlowPaint, AgentsFollowThePaintedField) {
  Playground pg;
  ASSERT_TRUE(pg.SelectDemo("flowfield"));
  pg.Set("brush", 60.0f);
  for (float y = 25.0f; y < 700.0f; y += 50.0f) pg.PaintStroke({0, y}, {1000, y});  // all east
  int all = 0;
  for (uint8_t b : pg.paint()) all += b == 1;
  EXPECT_EQ(all, 280);
  pg.Step(300);
  EXPECT_GT(MeanAlongX(pg), 0.95f);
  Playground noise;
  ASSERT_TRUE(noise.SelectDemo("flowfield"));
  noise.Step(300);
  EXPECT_LT(MeanAlongX(noise), 0.5f);  // the noise's currents go every way
}

TEST(FlowPaint, TheLinkCarriesThePaintExactlyAndResetKeepsIt) {
  Playground pg;
  ASSERT_TRUE(pg.SelectDemo("flowfield"));
  pg.PaintStroke({100, 600}, {800, 150});
  pg.PaintStroke({900, 100}, {900, 650});
  std::string link = SerializeLink(CaptureLink(pg, {}));
  EXPECT_NE(link.find("&flow="), std::string::npos) << link;
  EXPECT_LT(link.size(), 500u);  // 280 cells: 374 characters of base64
  LinkResult parsed = ParseLink(link);
  EXPECT_EQ(parsed.message, "");
  EXPECT_EQ(parsed.state.paint, pg.paint());
  Playground other;
  ApplyLink(other, parsed.state);
  EXPECT_EQ(other.paint(), pg.paint());
  EXPECT_EQ(SerializeLink(CaptureLink(other, {})), link);
  // Same link, same scene: the painted scene from the link and the painted scene reset.
  pg.Reset();
  pg.Step(240);
  other.Step(240);
  EXPECT_EQ(pg.Hash(), other.Hash());
  // The paint changes the scene; the noise field again is the default scene again.
  Playground plain;
  ASSERT_TRUE(plain.SelectDemo("flowfield"));
  plain.Step(240);
  EXPECT_NE(pg.Hash(), plain.Hash());
  pg.ClearPaint();
  pg.Reset();
  pg.Step(240);
  EXPECT_EQ(pg.Hash(), plain.Hash());
  EXPECT_EQ(SerializeLink(CaptureLink(pg, {})).find("flow="), std::string::npos);
}

TEST(FlowPaint, ABadFieldStringGivesANoticeAndTheNoiseField) {
  Playground plain;
  ASSERT_TRUE(plain.SelectDemo("flowfield"));
  plain.Step(60);
  for (const char* bad : {"flow=!!!!", "flow=A", "flow=AAAA", "flow=%00%00", "flow=",
                          "cell=100&flow=" /* the next is 280 cells' worth for cell 50 */}) {
    std::string link = std::string("v=6&demo=flowfield&") + bad;
    if (link.back() == '=' && link.find("cell=100") != std::string::npos) link += std::string(374, 'B');
    LinkResult r = ParseLink(link);
    EXPECT_TRUE(r.state.paint.empty()) << link;
    if (std::string(bad) != "flow=") {
      EXPECT_NE(r.message.find("painted field"), std::string::npos) << link;
    }
    Playground pg;
    ApplyLink(pg, r.state);
    EXPECT_TRUE(pg.paint().empty());
    if (link.find("cell=100") == std::string::npos) {
      pg.Step(60);
      EXPECT_EQ(pg.Hash(), plain.Hash()) << link;
    }
  }
  // A painted field on another demo's link: nothing to paint there.
  LinkResult r = ParseLink("v=6&demo=seek&flow=" + std::string(374, 'B'));
  EXPECT_TRUE(r.state.paint.empty());
  EXPECT_NE(r.message.find("painted field"), std::string::npos);
}

// flow= is refused past kMaxPaintBytes before it is decoded: the largest field any demo paints,
// its smallest cells, must be within it, or its own link could not carry it back.
TEST(FlowPaint, TheLargestFieldFitsTheLinksLimitForPaint) {
  int painters = 0;
  for (const DemoDesc& d : Demos()) {
    std::string link = std::string("v=6&demo=") + d.id;
    for (const ParamSpec& p : d.params)
      if (std::string_view(p.name) == "cell") link += "&cell=" + std::to_string(int(p.min));
    Playground pg;
    ApplyLink(pg, ParseLink(link).state);
    std::unique_ptr<Demo> scene = d.make();
    int cells = scene->PaintCells(d.world, pg.params());
    EXPECT_LE(size_t(cells), kMaxPaintBytes) << d.id;
    if (cells == 0) continue;
    ++painters;
    ASSERT_TRUE(pg.PaintStroke({10.0f, 10.0f}, {d.world.width - 10.0f, d.world.height - 10.0f})) << link;
    LinkResult back = ParseLink(SerializeLink(CaptureLink(pg, {})));
    EXPECT_EQ(back.message, "") << d.id;
    EXPECT_EQ(back.state.paint, pg.paint()) << d.id;
  }
  EXPECT_GT(painters, 0);
}
