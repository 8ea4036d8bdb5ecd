#include "steer/avoidance.h"

#include <gtest/gtest.h>

#include <cmath>

#include "scenes.h"

using namespace steer;
using steer::test::MakeAt;

TEST(ObstacleAvoidance, DetectionBoxGrowsWithSpeedFromMinLengthToTwice) {
  Agent still = MakeAt({0, 0}, {}, 100.0f);
  EXPECT_FLOAT_EQ(ObstacleAvoidance(still, {}, 40.0f).boxLength, 40.0f);
  Agent half = MakeAt({0, 0}, {50.0f, 0.0f}, 100.0f);
  EXPECT_FLOAT_EQ(ObstacleAvoidance(half, {}, 40.0f).boxLength, 60.0f);
  Agent full = MakeAt({0, 0}, {100.0f, 0.0f}, 100.0f);
  EXPECT_FLOAT_EQ(ObstacleAvoidance(full, {}, 40.0f).boxLength, 80.0f);
}

TEST(ObstacleAvoidance, SteersAwayFromAnObstacleSlightlyLeftAheadAndBrakes) {
  Agent a = MakeAt({0, 0}, {100.0f, 0.0f}, 100.0f);   // box 80 long, 8 radius
  std::vector<Obstacle> obs{{{40.0f, 5.0f}, 10.0f}};  // towards +y, the agent's side vector
  ObstacleAvoidanceResult r = ObstacleAvoidance(a, obs, 40.0f);
  ASSERT_EQ(r.closest, 0);
  // R = 10 + 8 = 18; the centre line meets the grown circle at d = 40 - sqrt(18^2 - 5^2).
  float d = 40.0f - std::sqrt(299.0f);
  EXPECT_NEAR(r.nearX, d, 1e-4f);
  // lateral (18 - 5) * (1 + (80 - d) / 80) towards -y; braking 0.2 * (80 - d) backwards.
  EXPECT_NEAR(r.force.y, -13.0f * (1.0f + (80.0f - d) / 80.0f), 1e-4f);
  EXPECT_NEAR(r.force.x, -0.2f * (80.0f - d), 1e-4f);
}

// The obstacle is wider than the box is long: its centre is more than 2L ahead although its edge
// is inside the box. Buckland's 1 + (L - x) / L is negative there and pulls the agent in.
TEST(ObstacleAvoidance, ACentreBeyondTwiceTheBoxStillPushesAway) {
  Agent a = MakeAt({0, 0}, {}, 100.0f);  // still: the box is its minimum, 20
  std::vector<Obstacle> obs{{{55.0f, 10.0f}, 40.0f}};
  ObstacleAvoidanceResult r = ObstacleAvoidance(a, obs, 20.0f);
  ASSERT_EQ(r.closest, 0);
  EXPECT_FLOAT_EQ(r.boxLength, 20.0f);
  EXPECT_LT(r.force.y, 0.0f);   // away from the obstacle's side
  EXPECT_LE(r.force.x, 0.0f);   // never forwards into it
  EXPECT_LT(Dot(r.force, obs[0].pos - a.pos), 0.0f);
}

TEST(ObstacleAvoidance, AnObstacleStraightAheadGetsASideAndBraking) {
  Agent a = MakeAt({0, 0}, {100.0f, 0.0f}, 100.0f);
  std::vector<Obstacle> obs{{{50.0f, 0.0f}, 12.0f}};
  ObstacleAvoidanceResult r = ObstacleAvoidance(a, obs, 40.0f);
  ASSERT_EQ(r.closest, 0);
  // d = 50 - 20 = 30: lateral 20 * (1 + 50 / 80) = 32.5 towards -y, braking 0.2 * 50 = 10.
  EXPECT_FLOAT_EQ(r.force.y, -32.5f);
  EXPECT_FLOAT_EQ(r.force.x, -10.0f);
}

TEST(ObstacleAvoidance, ABoxOfZeroSeesOnlyWhatTheAgentAlreadyTouches) {
  Agent a = MakeAt({0, 0}, {}, 100.0f);  // still, so the box stays 0
  std::vector<Obstacle> near{{{25.0f, 3.0f}, 10.0f}};  // edge 7 units ahead of the agent's body
  ObstacleAvoidanceResult r = ObstacleAvoidance(a, near, 0.0f);
  EXPECT_EQ(r.closest, -1);
  EXPECT_EQ(r.force, (Vec2{}));
  std::vector<Obstacle> touching{{{15.0f, 3.0f}, 10.0f}};  // 15.3 < R = 18: bodies overlap
  r = ObstacleAvoidance(a, touching, 0.0f);
  ASSERT_EQ(r.closest, 0);
  EXPECT_FLOAT_EQ(r.force.y, -(18.0f - 3.0f) * 2.0f);  // full strength, away
  EXPECT_FLOAT_EQ(r.force.x, 0.0f);                    // no box, nothing to brake for
}

TEST(ObstacleAvoidance, AnAgentAlreadyOverlappingIsPushedOutNotBackIn) {
  Agent a = MakeAt({0, 0}, {100.0f, 0.0f}, 100.0f);
  // Centre slightly behind, towards -y: push towards +y, and no braking, which would push
  // the agent backwards into it.
  std::vector<Obstacle> obs{{{-4.0f, -6.0f}, 10.0f}};
  ObstacleAvoidanceResult r = ObstacleAvoidance(a, obs, 40.0f);
  ASSERT_EQ(r.closest, 0);
  EXPECT_FLOAT_EQ(r.nearX, 0.0f);
  EXPECT_GT(r.force.y, 0.0f);
  EXPECT_FLOAT_EQ(r.force.x, 0.0f);
}

// Every placement of an obstacle around a moving agent, every box length: the force never has a
// component towards the obstacle's centre.
TEST(ObstacleAvoidance, NeverPushesTowardsTheObstacle) {
  int found = 0;
  for (float box : {0.0f, 10.0f, 40.0f, 120.0f})
    for (float radius : {5.0f, 25.0f, 60.0f})
      for (float x = -80.0f; x <= 320.0f; x += 7.0f)
        for (float y = -90.0f; y <= 90.0f; y += 3.0f) {
          Agent a = MakeAt({10, 20}, {60.0f, 0.0f}, 100.0f);
          std::vector<Obstacle> obs{{{10.0f + x, 20.0f + y}, radius}};
          ObstacleAvoidanceResult r = ObstacleAvoidance(a, obs, box);
          if (r.closest < 0) continue;
          ++found;
          ASSERT_LE(Dot(r.force, obs[0].pos - a.pos), 0.0f) << "box " << box << " r " << radius << " at " << x
                                                             << ", " << y;
          ASSERT_GT(Length(r.force), 0.0f);
        }
  EXPECT_GT(found, 1000);
}

TEST(FeelerAvoidance, PushesAtRightAnglesAndBrakesByTheProjection) {
  Agent a = MakeAt({0, 0}, {100.0f, 0.0f}, 100.0f);
  std::vector<Obstacle> obs{{{40.0f, 5.0f}, 10.0f}};  // 5 from the feeler line < 10 + 20 buffer
  FeelerAvoidanceResult r = FeelerAvoidance(a, obs, 100.0f);
  ASSERT_EQ(r.closest, 0);
  // maxSpeed * (1 - 40 / 100) = 60, towards -y (away from the obstacle at +y); brake 40 / 100.
  EXPECT_FLOAT_EQ(r.force.x, 0.0f);
  EXPECT_FLOAT_EQ(r.force.y, -60.0f);
  EXPECT_FLOAT_EQ(r.brake, 0.4f);
  EXPECT_FLOAT_EQ(r.tip.x, 100.0f);
}

TEST(FeelerAvoidance, IgnoresObstaclesBehindBesideOrBeyondTheFeeler) {
  Agent a = MakeAt({0, 0}, {100.0f, 0.0f}, 100.0f);
  for (Vec2 at : {Vec2{-20.0f, 0.0f}, Vec2{50.0f, 31.0f}, Vec2{101.0f, 0.0f}}) {
    FeelerAvoidanceResult r = FeelerAvoidance(a, {{at, 10.0f}}, 100.0f);
    EXPECT_EQ(r.closest, -1);
    EXPECT_EQ(r.force, (Vec2{}));
    EXPECT_FLOAT_EQ(r.brake, 1.0f);
  }
}

TEST(FeelerAvoidance, EveryObstacleOnTheFeelerAddsItsPushAndBraking) {
  Agent a = MakeAt({0, 0}, {100.0f, 0.0f}, 100.0f);
  std::vector<Obstacle> obs{{{80.0f, -10.0f}, 10.0f}, {{50.0f, 4.0f}, 10.0f}};
  FeelerAvoidanceResult r = FeelerAvoidance(a, obs, 100.0f);
  EXPECT_EQ(r.closest, 1);
  // +20 (left, away from the first) and -50 (right, away from the second).
  EXPECT_FLOAT_EQ(r.force.y, 20.0f - 50.0f);
  EXPECT_FLOAT_EQ(r.brake, 0.8f * 0.5f);
  EXPECT_EQ(r.touching, 2);  // the live formula says so, with the sum and the product
}

TEST(ObstacleAvoidance, IgnoresObstaclesBehindOrBesideTheBox) {
  Agent a = MakeAt({0, 0}, {100.0f, 0.0f}, 100.0f);
  std::vector<Obstacle> behind{{{-30.0f, 0.0f}, 10.0f}};
  EXPECT_EQ(ObstacleAvoidance(a, behind).closest, -1);
  std::vector<Obstacle> beside{{{40.0f, 30.0f}, 10.0f}};
  EXPECT_EQ(ObstacleAvoidance(a, beside).force, (Vec2{}));
  std::vector<Obstacle> far{{{500.0f, 0.0f}, 10.0f}};
  EXPECT_EQ(ObstacleAvoidance(a, far).closest, -1);
}

TEST(ObstacleAvoidance, PicksTheClosestIntersection) {
  Agent a = MakeAt({0, 0}, {100.0f, 0.0f}, 100.0f);
  std::vector<Obstacle> obs{{{70.0f, 0.0f}, 10.0f}, {{30.0f, -2.0f}, 5.0f}};
  EXPECT_EQ(ObstacleAvoidance(a, obs).closest, 1);
}

TEST(WallAvoidance, PushesAlongTheNormalByThePenetrationDepth) {
  Agent a = MakeAt({0, 0}, {10.0f, 0.0f});
  // A vertical wall at x = 30 facing -x (towards the agent); the 40-long front feeler overshoots by 10.
  std::vector<Wall> walls{MakeWall({30.0f, -50.0f}, {30.0f, 50.0f})};
  EXPECT_FLOAT_EQ(walls[0].normal.x, -1.0f);
  Vec2 f = WallAvoidance(a, walls, 40.0f);
  EXPECT_NEAR(f.x, -10.0f, 1e-4f);
  EXPECT_NEAR(f.y, 0.0f, 1e-6f);
}

TEST(WallAvoidance, NoWallWithinReachNoForce) {
  Agent a = MakeAt({0, 0}, {10.0f, 0.0f});
  std::vector<Wall> walls{MakeWall({100.0f, -50.0f}, {100.0f, 50.0f})};
  EXPECT_EQ(WallAvoidance(a, walls, 40.0f), (Vec2{}));
}

TEST(Hide, ChoosesTheSpotBehindTheClosestObstacleAsSeenFromTheHunter) {
  Agent hunter = MakeAt({0, 0});
  Agent me = MakeAt({160, 10});
  std::vector<Obstacle> obs{{{100.0f, 0.0f}, 20.0f}, {{-300.0f, 0.0f}, 20.0f}};
  HideResult r = Hide(me, hunter, obs, 30.0f);
  ASSERT_TRUE(r.found);
  EXPECT_FLOAT_EQ(r.spot.x, 150.0f);  // 100 + (20 + 30) along hunter -> obstacle
  EXPECT_FLOAT_EQ(r.spot.y, 0.0f);
}

TEST(Hide, WithNoObstacleItEvadesTheHunter) {
  Agent hunter = MakeAt({0, 0});
  Agent me = MakeAt({10, 0});
  HideResult r = Hide(me, hunter, {}, 30.0f);
  EXPECT_FALSE(r.found);
  EXPECT_GT(r.force.x, 0.0f);
}

TEST(WallAvoidance, TheLastFeelerThatHitsAWallSetsTheForceAndAFeelerThatHitsNothingAddsNothing) {
  // Buckland overwrites the force feeler by feeler (ahead, then +45, then -45 degrees), and the
  // code finds each feeler's nearest hit afresh (references.md row 20, note 8). Agent at the
  // origin heading +x, feelers 40 ahead and 20 at +-45 degrees: tips (40, 0), (14.14, 14.14),
  // (14.14, -14.14). Wall A (x = 30, |y| <= 5) stops the ahead feeler 10 short; wall B (y = 10)
  // the +45 one at (10, 10), 20 - 10 sqrt 2 = 5.86 short. The -45 feeler hits nothing: B's push
  // alone, not A's + B's, and not B's normal times the -45 tip's distance to (10, 10).
  Agent a = MakeAt({0, 0}, {10.0f, 0.0f});
  std::vector<Wall> walls{MakeWall({30.0f, -5.0f}, {30.0f, 5.0f}), MakeWall({30.0f, 10.0f}, {0.0f, 10.0f})};
  EXPECT_EQ(walls[1].normal, (Vec2{0.0f, -1.0f}));
  Vec2 f = WallAvoidance(a, walls, 40.0f);
  EXPECT_NEAR(f.x, 0.0f, 1e-5f);
  EXPECT_NEAR(f.y, -(20.0f - 10.0f * std::sqrt(2.0f)), 1e-4f);
  // Wall A alone: the ahead feeler's 10.
  EXPECT_NEAR(WallAvoidance(a, {walls[0]}, 40.0f).x, -10.0f, 1e-4f);
}

TEST(WallAvoidance, AWallThatEndsShortOfTheFeelersLineIsNotHit) {
  // x = 30 from y = -50 to y = -5: the ahead feeler's line (y = 0) would cross it beyond its end.
  Agent a = MakeAt({0, 0}, {10.0f, 0.0f});
  std::vector<Wall> walls{MakeWall({30.0f, -50.0f}, {30.0f, -5.0f})};
  EXPECT_EQ(WallAvoidance(a, walls, 40.0f), (Vec2{}));
}
