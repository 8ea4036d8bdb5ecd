#include "steer/avoidance.h"

#include <gtest/gtest.h>

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
  std::vector<Obstacle> obs{{{40.0f, 5.0f}, 10.0f}};  // left of the heading (+y is side)
  ObstacleAvoidanceResult r = ObstacleAvoidance(a, obs, 40.0f);
  ASSERT_EQ(r.closest, 0);
  // r = 10 + 8 = 18; lateral (18 - 5) * (1 + (80 - 40) / 80) = 19.5 to the right (-y).
  EXPECT_FLOAT_EQ(r.force.y, -19.5f);
  // braking (18 - 40) * 0.2 = -4.4 along the heading.
  EXPECT_FLOAT_EQ(r.force.x, -4.4f);
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

TEST(Hide, WithNoObstacleItFleesTheHunter) {
  Agent hunter = MakeAt({0, 0});
  Agent me = MakeAt({10, 0});
  HideResult r = Hide(me, hunter, {}, 30.0f);
  EXPECT_FALSE(r.found);
  EXPECT_GT(r.force.x, 0.0f);
}
