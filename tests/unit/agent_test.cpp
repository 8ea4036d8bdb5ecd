#include <gtest/gtest.h>

#include <cmath>

#include "scenes.h"

using namespace steer;
using steer::test::MakeAt;

TEST(Integrate, TruncatesForceThenAppliesAccelerationEqualsForceOverMass) {
  AgentDef d;
  d.mass = 2.0f;
  d.maxForce = 100.0f;
  d.maxSpeed = 1000.0f;
  Agent a = MakeAgent(d, 0);
  Integrate(a, {300.0f, 400.0f}, 0.5f);  // |F| = 500 -> truncated to 100 along (0.6, 0.8)
  EXPECT_FLOAT_EQ(a.force.x, 60.0f);
  EXPECT_FLOAT_EQ(a.force.y, 80.0f);
  EXPECT_FLOAT_EQ(a.vel.x, 60.0f / 2.0f * 0.5f);  // a = F/m, v = a dt
  EXPECT_FLOAT_EQ(a.vel.y, 80.0f / 2.0f * 0.5f);
  EXPECT_FLOAT_EQ(a.pos.x, a.vel.x * 0.5f);
}

TEST(Integrate, VelocityIsTruncatedToMaxSpeed) {
  Agent a = MakeAt({0, 0}, {140.0f, 0.0f}, 150.0f);
  a.maxForce = 1e6f;
  Integrate(a, {100000.0f, 0.0f}, 1.0f / 60.0f);
  EXPECT_FLOAT_EQ(a.Speed(), 150.0f);
}

TEST(Integrate, HeadingIsKeptWhenTheAgentStops) {
  Agent a = MakeAt({0, 0}, {0.0f, 10.0f});
  EXPECT_FLOAT_EQ(a.heading.y, 1.0f);
  a.maxForce = 1e6f;
  Integrate(a, {0.0f, -80.0f}, 0.125f);  // 10 - 80 * 0.125 = 0 exactly
  EXPECT_EQ(a.Speed(), 0.0f);
  EXPECT_FLOAT_EQ(a.heading.y, 1.0f);
  EXPECT_FLOAT_EQ(a.side.x, -1.0f);
}

TEST(Integrate, HeadingFollowsVelocityAndSideIsItsPerpendicular) {
  Agent a = MakeAt({0, 0});
  Integrate(a, {0.0f, 300.0f}, 0.1f);
  EXPECT_FLOAT_EQ(a.heading.y, 1.0f);
  EXPECT_FLOAT_EQ(a.side.x, -1.0f);
}

TEST(Integrate, TurnRateLimitsHowFarTheHeadingRotatesInOneStep) {
  Agent a = MakeAt({0, 0}, {100.0f, 0.0f});
  a.maxTurnRate = 1.0f;  // rad/s
  a.maxForce = 1e6f;
  Integrate(a, {-6000.0f, 6000.0f}, 0.1f);  // wants to turn by ~135 degrees
  float angle = std::atan2(a.heading.y, a.heading.x);
  EXPECT_NEAR(angle, 0.1f, 1e-5f);
}

TEST(Integrate, ATurnRateOfHalfATurnOrMoreAStepLimitsNothing) {
  // 100 rad/s over 0.05 s is 5 rad a step: more than any turn needs. The heading is the one an
  // unlimited agent gets (116.6 degrees), not rotated 5 rad past it (-73.5 degrees).
  Agent free = MakeAt({0, 0}, {100.0f, 0.0f});
  free.maxForce = 1e6f;
  Agent limited = free;
  limited.maxTurnRate = 100.0f;
  Integrate(free, {-4000.0f, 4000.0f}, 0.05f);
  Integrate(limited, {-4000.0f, 4000.0f}, 0.05f);
  EXPECT_NEAR(std::atan2(free.heading.y, free.heading.x) * 180.0f / 3.14159265f, 116.57f, 0.01f);
  EXPECT_NEAR(limited.heading.x, free.heading.x, 1e-6f);
  EXPECT_NEAR(limited.heading.y, free.heading.y, 1e-6f);
}

TEST(Integrate, NonFiniteForceIsIgnored) {
  Agent a = MakeAt({5, 5}, {10.0f, 0.0f});
  Integrate(a, {NAN, INFINITY}, 0.1f);
  EXPECT_TRUE(IsFinite(a.pos));
  EXPECT_FLOAT_EQ(a.pos.x, 6.0f);
}

TEST(MakeAgent, ClampsEveryParameterAndReplacesNaN) {
  AgentDef d;
  d.mass = 0.0f;
  d.maxSpeed = NAN;
  d.maxForce = -5.0f;
  d.radius = 1e9f;
  d.pos = {NAN, 1.0f};
  d.heading = {0.0f, 0.0f};
  Agent a = MakeAgent(d, 3);
  EXPECT_EQ(a.id, 3);
  EXPECT_FLOAT_EQ(a.mass, AgentLimits::kMinMass);
  EXPECT_FLOAT_EQ(a.maxSpeed, 150.0f);
  EXPECT_FLOAT_EQ(a.maxForce, 0.0f);
  EXPECT_FLOAT_EQ(a.radius, AgentLimits::kMaxRadius);
  EXPECT_TRUE(IsFinite(a.pos));
  EXPECT_FLOAT_EQ(Length(a.heading), 1.0f);
}

TEST(Integrate, ZeroMaxSpeedAgentNeverMovesNorProducesNaN) {
  Agent a = MakeAt({1, 1}, {}, 0.0f);
  for (int i = 0; i < 100; ++i) Integrate(a, {1000.0f, 5.0f}, 1.0f / 60.0f);
  EXPECT_EQ(a.pos, (Vec2{1.0f, 1.0f}));
  EXPECT_TRUE(IsFinite(a.heading));
}
