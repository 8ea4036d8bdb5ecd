// Containment in an irregular region (probes) and wall following at an offset: tiny exact scenes
// whose probe hits, depths and targets are worked out by hand.
#include "steer/region.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "scenes.h"

using namespace steer;
using steer::test::MakeAt;

namespace {
// An L-shaped (concave) region: the square 200 x 200 without its top-right quarter (y down).
const std::vector<Vec2> kL{{0, 0}, {200, 0}, {200, 100}, {100, 100}, {100, 200}, {0, 200}};
std::vector<Vec2> Reversed(std::vector<Vec2> v) {
  std::reverse(v.begin(), v.end());
  return v;
}
}  // namespace

TEST(Region, PointInPolygonSeesTheNotchOfAConcaveRegion) {
  EXPECT_TRUE(InsidePolygon(kL, {50, 50}));
  EXPECT_TRUE(InsidePolygon(kL, {150, 50}));
  EXPECT_TRUE(InsidePolygon(kL, {50, 150}));
  EXPECT_FALSE(InsidePolygon(kL, {150, 150}));  // the missing quarter
  EXPECT_FALSE(InsidePolygon(kL, {-1, 50}));
  EXPECT_FALSE(InsidePolygon({{0, 0}, {1, 1}}, {0.5f, 0.5f}));  // two points hold nothing
  EXPECT_FLOAT_EQ(SignedArea2(kL), 2.0f * 30000.0f);
  EXPECT_FLOAT_EQ(SignedArea2(Reversed(kL)), -2.0f * 30000.0f);
}

TEST(Containment, NoForceWhileEveryProbeIsInside) {
  Agent a = MakeAt({50, 50}, {100, 0});
  ContainmentResult r = Containment(a, kL, 40.0f);
  EXPECT_EQ(r.force, (Vec2{}));
  for (const Probe& p : r.probes) EXPECT_FALSE(p.out);
  EXPECT_EQ(r.probes[0].tip, (Vec2{90, 50}));
}

TEST(Containment, EdgePushTheAheadProbeThroughTheOuterEdgePushesBackAlongItsInwardNormal) {
  // Probe 80 ahead from (150, 50): tip (230, 50) crosses x = 200 at (200, 50), 30 units out.
  // Force = inward normal (-1, 0) * maxForce 400 * 30 / 80 = (-150, 0).
  Agent a = MakeAt({150, 50}, {100, 0});
  for (const auto& region : {kL, Reversed(kL)}) {
    ContainmentResult r = Containment(a, region, 80.0f, ContainmentRule::EdgePush);
    ASSERT_TRUE(r.probes[0].out);
    EXPECT_NEAR(r.probes[0].hit.x, 200.0f, 1e-4f);
    EXPECT_NEAR(r.probes[0].hit.y, 50.0f, 1e-4f);
    EXPECT_NEAR(r.probes[0].depth, 30.0f, 1e-4f);
    EXPECT_NEAR(r.probes[0].normal.x, -1.0f, 1e-6f);
    EXPECT_FALSE(r.probes[1].out);  // side probes 40 long at 45 degrees: tips at x = 178.3
    EXPECT_FALSE(r.probes[2].out);
    EXPECT_NEAR(r.force.x, -150.0f, 1e-3f);
    EXPECT_NEAR(r.force.y, 0.0f, 1e-3f);
  }
}

TEST(Containment, EdgePushAProbeIntoTheNotchIsPushedBackFromTheInnerEdge) {
  // From (60, 150) towards +x, probe 80: tip (140, 150) crosses the notch's edge x = 100, 40 out.
  Agent a = MakeAt({60, 150}, {100, 0});
  ContainmentResult r = Containment(a, kL, 80.0f, ContainmentRule::EdgePush);
  ASSERT_TRUE(r.probes[0].out);
  EXPECT_EQ(r.probes[0].edge, 3);  // (100, 100) -> (100, 200)
  EXPECT_NEAR(r.probes[0].depth, 40.0f, 1e-4f);
  EXPECT_NEAR(r.force.x, -200.0f, 1e-3f);
}

TEST(Containment, EdgePushASideProbeAtFortyFiveDegreesFindsTheEdgeItCrosses) {
  // At (150, 95) heading +x, probe 20: the +side probe (10 long, 45 degrees) ends at
  // (157.07, 102.07) and crosses y = 100 at (155, 100), 2.929 units out (sqrt 2 * 2.071).
  // Force = (0, -1) * 400 * 2.929 / 10 = (0, -117.16).
  Agent a = MakeAt({150, 95}, {100, 0});
  ContainmentResult r = Containment(a, kL, 20.0f, ContainmentRule::EdgePush);
  EXPECT_FALSE(r.probes[0].out);
  ASSERT_TRUE(r.probes[1].out);
  EXPECT_FALSE(r.probes[2].out);
  EXPECT_NEAR(r.probes[1].hit.x, 155.0f, 1e-3f);
  EXPECT_NEAR(r.probes[1].hit.y, 100.0f, 1e-3f);
  float depth = std::sqrt(2.0f) * (10.0f / std::sqrt(2.0f) - 5.0f);
  EXPECT_NEAR(r.probes[1].depth, depth, 1e-3f);
  EXPECT_NEAR(r.force.x, 0.0f, 1e-3f);
  EXPECT_NEAR(r.force.y, -400.0f * depth / 10.0f, 1e-2f);
}

TEST(Containment, ReynoldsTurnsAlongTheNormalsLateralPartAndNeverBrakes) {
  // At (170, 50) heading (0.6, 0.8), probe 60: tip T = (206, 98), outside x = 200. The boundary
  // point nearest T is Q = (200, 98) (the corner (200, 100) is 6.32 away): n = (-1, 0), 6 out.
  // lateral = n - f (n . f) = (-1, 0) + 0.6 (0.6, 0.8) = (-0.64, 0.48), unit (-0.8, 0.6).
  // Force = (-0.8, 0.6) * 400 * 6 / 60 = (-32, 24): perpendicular to the heading.
  Agent a = MakeAt({170, 50}, {60, 80});
  for (const auto& region : {kL, Reversed(kL)}) {
    ContainmentResult r = Containment(a, region, 60.0f);
    ASSERT_TRUE(r.probes[0].out);
    EXPECT_FALSE(r.probes[1].out);  // side probes 30 long: tips (165.8, 79.7) and (199.7, 54.2)
    EXPECT_FALSE(r.probes[2].out);
    EXPECT_NEAR(r.probes[0].hit.x, 200.0f, 1e-4f);
    EXPECT_NEAR(r.probes[0].hit.y, 98.0f, 1e-4f);
    EXPECT_NEAR(r.probes[0].depth, 6.0f, 1e-4f);
    EXPECT_EQ(r.probes[0].edge, region == kL ? 1 : 3);
    EXPECT_NEAR(r.force.x, -32.0f, 1e-3f);
    EXPECT_NEAR(r.force.y, 24.0f, 1e-3f);
    EXPECT_NEAR(Dot(r.force, a.heading), 0.0f, 1e-3f);
  }
  // The rule before issue #35 pushes along the whole normal from where the probe crosses,
  // (200, 90), 10 units from the tip: (-1, 0) * 400 * 10 / 60 = (-66.7, 0), a third of it braking.
  ContainmentResult old = Containment(a, kL, 60.0f, ContainmentRule::EdgePush);
  EXPECT_NEAR(old.force.x, -400.0f / 6.0f, 1e-3f);
  EXPECT_NEAR(old.force.y, 0.0f, 1e-3f);
  EXPECT_LT(Dot(old.force, a.heading), -39.0f);
}

TEST(Containment, ReynoldsHeadOnTurnsToMinusSide) {
  // (150, 50) heading +x, probe 80: tip (230, 50), 30 beyond x = 200, whose normal (-1, 0) is
  // straight against the heading: no lateral part. The fixed choice is -side = (0, -1):
  // force = (0, -1) * 400 * 30 / 80 = (0, -150).
  Agent a = MakeAt({150, 50}, {100, 0});
  ContainmentResult r = Containment(a, kL, 80.0f);
  ASSERT_TRUE(r.probes[0].out);
  EXPECT_NEAR(r.probes[0].depth, 30.0f, 1e-4f);
  EXPECT_EQ(r.force, (Vec2{0, -150}));
}

TEST(Containment, ReynoldsTestsTheProbesTipNotTheSegment) {
  // From (190, 50) towards (-1, 1), probe 200: the segment crosses the notch and its tip
  // (48.6, 191.4) is back inside. Reynolds' probe point is inside: not out. The old rule sees
  // the crossing at (140, 100).
  Agent a = MakeAt({190, 50}, {-100, 100});
  EXPECT_FALSE(Containment(a, kL, 200.0f).probes[0].out);
  ContainmentResult old = Containment(a, kL, 200.0f, ContainmentRule::EdgePush);
  ASSERT_TRUE(old.probes[0].out);
  EXPECT_NEAR(old.probes[0].hit.x, 140.0f, 1e-3f);
  EXPECT_NEAR(old.probes[0].hit.y, 100.0f, 1e-3f);
}

TEST(Containment, AnAgentOutsideSeeksTheNearestBoundaryPoint) {
  Agent a = MakeAt({150, 150}, {});  // in the notch, nearer x = 100 (50) than y = 100 (50): tie
  a.pos = {160, 130};                // nearer y = 100 (30) than x = 100 (60)
  ContainmentResult r = Containment(a, kL, 40.0f);
  EXPECT_FALSE(r.inside);
  EXPECT_EQ(r.nearest, (Vec2{160, 100}));
  EXPECT_NEAR(r.force.y, -150.0f, 1e-3f);  // seek: full speed 150 straight there
}

TEST(Containment, DegenerateInputGivesNoForceAndNoNaN) {
  Agent a = MakeAt({0, 0}, {100, 0});
  EXPECT_EQ(Containment(a, {}, 40.0f).force, (Vec2{}));
  EXPECT_EQ(Containment(a, {{0, 0}, {1, 0}}, 40.0f).force, (Vec2{}));
  Agent in = MakeAt({150, 50}, {100, 0});
  EXPECT_TRUE(IsFinite(Containment(in, kL, NAN).force));
  for (ContainmentRule rule : {ContainmentRule::Reynolds, ContainmentRule::EdgePush}) {
    EXPECT_TRUE(IsFinite(Containment(in, kL, NAN, rule).force));
    EXPECT_TRUE(IsFinite(Containment(in, {{0, 0}, {0, 0}, {0, 0}}, 40.0f, rule).force));
    Agent still = MakeAt({195, 50}, {});  // zero velocity: the probes follow the heading (+x)
    ContainmentResult r = Containment(still, kL, 40.0f, rule);
    EXPECT_TRUE(r.probes[0].out);
    EXPECT_TRUE(IsFinite(r.force));
  }
}

TEST(BoxContainment, NoForceInsideAndSeeksTheProbeMirroredIntoTheBoxWhenAboutToLeave) {
  Agent in = MakeAt({50, 50}, {10.0f, 0.0f});
  EXPECT_EQ(Containment(in, {0, 0}, {100, 100}, 10.0f), (Vec2{}));
  // Probe P = (85, 50) + (100, 0) * 0.5 = (135, 50), outside the inner box [10, 90]: Q = (90, 50),
  // target = Q + (Q - P) = (45, 50). Seek: 150 * unit(45 - 85, 0) - (100, 0) = (-250, 0).
  Agent leaving = MakeAt({85, 50}, {100.0f, 0.0f});
  EXPECT_EQ(Containment(leaving, {0, 0}, {100, 100}, 10.0f), (Vec2{-250, 0}));
  // Margins wider than half the box: the inner box is its centre line x = 50.
  Agent wide = MakeAt({50, 50}, {0.0f, 0.0f});
  EXPECT_EQ(Containment(wide, {0, 0}, {100, 100}, 60.0f), (Vec2{}));
}

TEST(WallsInside, NormalsPointIntoThePolygonWhateverItsWinding) {
  for (const auto& region : {kL, Reversed(kL)}) {
    std::vector<Wall> walls = WallsInside(region);
    ASSERT_EQ(walls.size(), 6u);
    for (const Wall& w : walls) {
      Vec2 mid = (w.a + w.b) * 0.5f;
      EXPECT_TRUE(InsidePolygon(region, mid + w.normal * 1.0f));
      EXPECT_FALSE(InsidePolygon(region, mid - w.normal * 1.0f));
    }
  }
}

TEST(WallFollowing, SeeksThePointOffsetFromTheWallNearestThePredictedPosition) {
  // Wall along y = 0, normal +y. Agent at (100, 50) moving (100, 0); T = 0.5 s: P = (150, 50),
  // Q = (150, 0), target = Q + 40 * normal = (150, 40). Seek: 150 * unit(50, -10) - (100, 0).
  std::vector<Wall> walls{MakeWall({0, 0}, {400, 0})};
  Agent a = MakeAt({100, 50}, {100, 0});
  WallFollowResult r = WallFollowing(a, walls, {40.0f, 0.5f});
  EXPECT_EQ(r.wall, 0);
  EXPECT_EQ(r.predicted, (Vec2{150, 50}));
  EXPECT_EQ(r.onWall, (Vec2{150, 0}));
  EXPECT_EQ(r.target, (Vec2{150, 40}));
  EXPECT_FLOAT_EQ(r.distance, 50.0f);
  float len = std::sqrt(2600.0f);
  EXPECT_NEAR(r.force.x, 150.0f * 50.0f / len - 100.0f, 1e-3f);
  EXPECT_NEAR(r.force.y, 150.0f * -10.0f / len, 1e-3f);
}

TEST(WallFollowing, PicksTheWallNearestThePredictionAndGivesNoForceWithoutWalls) {
  std::vector<Wall> walls{MakeWall({0, 0}, {400, 0}), MakeWall({400, 0}, {400, 400})};
  Agent a = MakeAt({300, 50}, {100, 0});  // P = (350, 50): 50 from both; 60 units on: nearer x = 400
  WallFollowResult r = WallFollowing(a, walls, {40.0f, 0.6f});
  EXPECT_EQ(r.wall, 1);
  EXPECT_EQ(r.onWall, (Vec2{400, 50}));
  EXPECT_EQ(WallFollowing(a, {}, {}).wall, -1);
  EXPECT_EQ(WallFollowing(a, {}, {}).force, (Vec2{}));
}

TEST(WallFollowing, AnAgentFollowsAStraightWallAtTheOffset) {
  std::vector<Wall> walls{MakeWall({-10000, 0}, {10000, 0})};
  AgentDef d;
  d.pos = {0, 120};
  d.vel = {100, 0};
  d.maxSpeed = 100.0f;
  Agent a = MakeAgent(d, 0);
  for (int i = 0; i < 600; ++i) Integrate(a, WallFollowing(a, walls, {40.0f, 0.5f}).force, 1.0f / 60.0f);
  EXPECT_NEAR(a.pos.y, 40.0f, 1.0f);
  EXPECT_GT(a.vel.x, 90.0f);
}
