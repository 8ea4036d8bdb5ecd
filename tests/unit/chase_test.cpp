#include "steer/chase.h"

#include <gtest/gtest.h>

#include "scenes.h"

using namespace steer;
using steer::test::MakeAt;

TEST(BasicChase, EachCoordinateStepsOneUnitTowardsThePrey) {
  Vec2 p = BasicChaseStep({10.0f, 10.0f}, {20.0f, 5.0f}, 1.0f);
  EXPECT_EQ(p, (Vec2{11.0f, 9.0f}));
  // Equal coordinate: no move on that axis; closer than a step: snap.
  EXPECT_EQ(BasicChaseStep({10.0f, 5.0f}, {10.5f, 5.0f}, 1.0f), (Vec2{10.5f, 5.0f}));
}

TEST(LineOfSightChase, VelocityPointsAtThePreyAtFullSpeed) {
  ChaseResult r = LineOfSightChase({0.0f, 0.0f}, {30.0f, 40.0f}, 100.0f);
  EXPECT_FLOAT_EQ(r.vel.x, 60.0f);
  EXPECT_FLOAT_EQ(r.vel.y, 80.0f);
}

TEST(InterceptChase, ClosingTimeIsRangeOverClosingSpeed) {
  Agent chaser = MakeAt({0, 0}, {0.0f, 0.0f});
  Agent prey = MakeAt({0, 200}, {50.0f, 0.0f});
  ChaseResult r = InterceptChase(chaser, prey, 100.0f);
  // Vr = (50, 0) - 0 -> |Vr| = 50, |Sr| = 200: tc = 4 s, aim at (200, 200).
  EXPECT_FLOAT_EQ(r.closingTime, 4.0f);
  EXPECT_EQ(r.aim, (Vec2{200.0f, 200.0f}));
}

TEST(InterceptChase, SmallClosingSpeedSendsTheAimPointAwayUntilTheBound) {
  Agent chaser = MakeAt({0, 0}, {50.0f, 0.0f});
  Agent prey = MakeAt({0, 100}, {50.0f, 0.0f});  // same velocity: never closing
  ChaseResult r = InterceptChase(chaser, prey, 100.0f, 10.0f);
  EXPECT_EQ(r.closingTime, 10.0f);
  EXPECT_EQ(r.aim, (Vec2{500.0f, 100.0f}));
  EXPECT_TRUE(IsFinite(r.vel));
}

namespace {
// Frames until a chaser (speed 120) catches a prey crossing at 80 in a straight line.
int FramesToCatch(bool intercept) {
  Agent chaser = MakeAt({0, 0}, {}, 120.0f);
  Agent prey = MakeAt({0, 300}, {80.0f, 0.0f}, 80.0f);
  for (int f = 0; f < 60 * 60; ++f) {
    if (Distance(chaser.pos, prey.pos) < 5.0f) return f;
    ChaseResult r =
        intercept ? InterceptChase(chaser, prey, 120.0f) : LineOfSightChase(chaser.pos, prey.pos, 120.0f);
    chaser.vel = r.vel;
    chaser.pos += chaser.vel * (1.0f / 60.0f);
    prey.pos += prey.vel * (1.0f / 60.0f);
  }
  return 1 << 30;
}
}  // namespace

TEST(InterceptChase, CatchesAStraightMovingPreySoonerThanLineOfSight) {
  int los = FramesToCatch(false), icpt = FramesToCatch(true);
  EXPECT_LT(icpt, los);
  EXPECT_LT(icpt, 60 * 60);
}
