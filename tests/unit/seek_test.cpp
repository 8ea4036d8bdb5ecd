#include "steer/seek.h"

#include <gtest/gtest.h>

#include "scenes.h"

using namespace steer;
using steer::test::MakeAt;

TEST(Seek, DesiredVelocityIsMaxSpeedTowardsTheTargetMinusCurrentVelocity) {
  Agent a = MakeAt({0, 0}, {0.0f, 50.0f}, 150.0f);
  Vec2 f = Seek(a, {100.0f, 0.0f});
  EXPECT_FLOAT_EQ(f.x, 150.0f);
  EXPECT_FLOAT_EQ(f.y, -50.0f);
}

TEST(Seek, OnTheTargetTheForceOnlyCancelsVelocity) {
  Agent a = MakeAt({3, 4}, {10.0f, 0.0f});
  Vec2 f = Seek(a, {3.0f, 4.0f});
  EXPECT_FLOAT_EQ(f.x, -10.0f);
  EXPECT_TRUE(IsFinite(f));
}

TEST(Flee, PointsAwayAtMaxSpeed) {
  Agent a = MakeAt({0, 0});
  Vec2 f = Flee(a, {0.0f, 10.0f});
  EXPECT_FLOAT_EQ(f.y, -150.0f);
}

TEST(Flee, DoesNothingBeyondThePanicDistance) {
  Agent a = MakeAt({0, 0}, {5.0f, 0.0f});
  EXPECT_EQ(Flee(a, {0.0f, 101.0f}, 100.0f), (Vec2{}));
  EXPECT_NE(Flee(a, {0.0f, 99.0f}, 100.0f), (Vec2{}));
}

TEST(Arrive, BucklandNormalDecelerationWantsDistanceOverPointSixSeconds) {
  Agent a = MakeAt({0, 0});
  Vec2 f = Arrive(a, {30.0f, 0.0f}, Deceleration::Normal);  // 30 / (2 * 0.3) = 50
  EXPECT_FLOAT_EQ(f.x, 50.0f);
  Vec2 slow = Arrive(a, {30.0f, 0.0f}, Deceleration::Slow);  // 30 / 0.9
  EXPECT_FLOAT_EQ(slow.x, 30.0f / 0.9f);
  Vec2 fast = Arrive(a, {30.0f, 0.0f}, Deceleration::Fast);  // 30 / 0.3 = 100
  EXPECT_FLOAT_EQ(fast.x, 100.0f);
}

TEST(Arrive, FarAwayItIsCappedAtMaxSpeedLikeSeek) {
  Agent a = MakeAt({0, 0});
  Vec2 f = Arrive(a, {1000.0f, 0.0f});
  EXPECT_FLOAT_EQ(f.x, 150.0f);
}

TEST(Arrive, OnTheTargetGivesZeroForce) {
  Agent a = MakeAt({2, 2}, {1.0f, 0.0f});
  EXPECT_EQ(Arrive(a, {2.0f, 2.0f}), (Vec2{}));
}

TEST(ArriveWithin, PetersScalesSpeedByDistanceOverSlowingRadius) {
  Agent a = MakeAt({0, 0});
  Vec2 f = ArriveWithin(a, {50.0f, 0.0f}, 100.0f);
  EXPECT_FLOAT_EQ(f.x, 75.0f);  // 150 * 50 / 100
  Vec2 outside = ArriveWithin(a, {200.0f, 0.0f}, 100.0f);
  EXPECT_FLOAT_EQ(outside.x, 150.0f);
}

TEST(Flee, FleesAtExactlyThePanicDistance) {
  // Buckland's Flee returns zero only when DistanceSq > PanicDistanceSq: at exactly 100 it flees,
  // desired (0, -150) - vel (5, 0).
  Agent a = MakeAt({0, 0}, {5.0f, 0.0f});
  EXPECT_EQ(Flee(a, {0.0f, 100.0f}, 100.0f), (Vec2{-5.0f, -150.0f}));
}
