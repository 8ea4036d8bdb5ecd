#include "steer/wander.h"

#include <gtest/gtest.h>

#include "scenes.h"

using namespace steer;
using steer::test::MakeAt;

TEST(Wander, TargetStaysOnTheWanderCircle) {
  Agent a = MakeAt({0, 0}, {10.0f, 0.0f});
  Rng rng = Rng::FromSeed(3);
  WanderDef def{25.0f, 50.0f, 300.0f};
  for (int i = 0; i < 1000; ++i) {
    WanderResult r = Wander(a, def, rng, 1.0f / 60.0f);
    ASSERT_NEAR(Length(a.wanderTarget), 25.0f, 1e-3f);
    ASSERT_NEAR(Distance(r.target, r.centre), 25.0f, 1e-3f);
  }
}

TEST(Wander, CircleIsProjectedDistanceAheadAlongTheHeading) {
  Agent a = MakeAt({10, 10}, {0.0f, 5.0f});  // heading +y
  a.wanderTarget = {30.0f, 0.0f};
  WanderResult r = WanderPose(a, {30.0f, 60.0f, 0.0f});
  EXPECT_FLOAT_EQ(r.centre.x, 10.0f);
  EXPECT_FLOAT_EQ(r.centre.y, 70.0f);
  EXPECT_FLOAT_EQ(r.target.y, 100.0f);  // local (90, 0) along +y
  EXPECT_EQ(r.force, r.target - a.pos);
}

TEST(Wander, ZeroJitterKeepsTheTargetFixed) {
  Agent a = MakeAt({0, 0}, {10.0f, 0.0f});
  a.wanderTarget = {0.0f, 30.0f};
  Rng rng = Rng::FromSeed(1);
  Wander(a, {30.0f, 60.0f, 0.0f}, rng, 1.0f / 60.0f);
  EXPECT_NEAR(a.wanderTarget.x, 0.0f, 1e-6f);
  EXPECT_NEAR(a.wanderTarget.y, 30.0f, 1e-5f);
}

TEST(Wander, JitterPerStepIsBoundedByJitterTimesDt) {
  Agent a = MakeAt({0, 0}, {10.0f, 0.0f});
  a.wanderTarget = {0.0f, 1000.0f};  // far off the circle: normalising removes nothing sideways
  Rng rng = Rng::FromSeed(9);
  Vec2 before = a.wanderTarget;
  Wander(a, {1000.0f, 0.0f, 60.0f}, rng, 0.5f);  // jitter * dt = 30 per axis at most
  EXPECT_LT(std::fabs(a.wanderTarget.x - before.x), 30.0f);
}

TEST(Wander, SameSeedGivesTheSameWalk) {
  Agent a = MakeAt({0, 0}, {10.0f, 0.0f}), b = a;
  Rng ra = Rng::FromSeed(5), rb = Rng::FromSeed(5);
  for (int i = 0; i < 100; ++i) {
    Wander(a, {}, ra, 1.0f / 60.0f);
    Wander(b, {}, rb, 1.0f / 60.0f);
  }
  EXPECT_EQ(a.wanderTarget, b.wanderTarget);
}

TEST(Wander, AFreshAgentsTargetStartsWhereTheFirstJitterPutsIt) {
  // references.md row 12 (a): no target yet (0, 0), the first jitter alone gives its direction, a
  // random one as Buckland's random starting angle; straight ahead only with no jitter at all.
  Agent a = MakeAt({0, 0}, {10.0f, 0.0f});
  ASSERT_EQ(a.wanderTarget, (Vec2{}));
  Rng rng = Rng::FromSeed(11), copy = rng;
  float r[4] = {copy.NextFloat(), copy.NextFloat(), copy.NextFloat(), copy.NextFloat()};
  Wander(a, {30.0f, 60.0f, 120.0f}, rng, 1.0f / 60.0f);
  Vec2 jitter = Vec2{r[0] - r[1], r[2] - r[3]} * 2.0f;  // 120/s x 1/60 s
  Vec2 expected = Normalize(jitter) * 30.0f;
  EXPECT_NEAR(a.wanderTarget.x, expected.x, 1e-4f);
  EXPECT_NEAR(a.wanderTarget.y, expected.y, 1e-4f);
  Agent still = MakeAt({0, 0}, {10.0f, 0.0f});
  Wander(still, {30.0f, 60.0f, 0.0f}, rng, 1.0f / 60.0f);
  EXPECT_EQ(still.wanderTarget, (Vec2{30.0f, 0.0f}));
}
