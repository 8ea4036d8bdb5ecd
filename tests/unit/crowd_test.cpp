// Unaligned collision avoidance and queueing: predicted closest approach worked out by hand
// (OpenSteer's predictNearestApproachTime / computeNearestApproachPositions), and the braking zone.
#include "steer/crowd.h"

#include <gtest/gtest.h>

#include <cmath>

#include "scenes.h"

using namespace steer;
using steer::test::MakeAt;

TEST(ClosestApproach, TimeAndDistanceOfTwoStraightCrossingPaths) {
  // dp = (100, 50), dv = (-10, -10): t = -(dp . dv) / |dv|^2 = 1500 / 200 = 7.5 s.
  // Then self (75, 0), other (100, -25): 25 sqrt 2 = 35.355 apart.
  Agent me = MakeAt({0, 0}, {10, 0}), other = MakeAt({100, 50}, {0, -10});
  ClosestApproach c = PredictClosestApproach(me, other);
  EXPECT_FLOAT_EQ(c.time, 7.5f);
  EXPECT_EQ(c.self, (Vec2{75, 0}));
  EXPECT_EQ(c.other, (Vec2{100, -25}));
  EXPECT_NEAR(c.distance, 25.0f * std::sqrt(2.0f), 1e-4f);
}

TEST(ClosestApproach, PastApproachesAreNegativeAndEqualVelocitiesMeanNow) {
  Agent me = MakeAt({0, 0}, {10, 0}), behind = MakeAt({-100, 0}, {-10, 0});
  EXPECT_LT(PredictClosestApproach(me, behind).time, 0.0f);
  Agent alongside = MakeAt({0, 30}, {10, 0});
  ClosestApproach c = PredictClosestApproach(me, alongside);
  EXPECT_EQ(c.time, 0.0f);
  EXPECT_FLOAT_EQ(c.distance, 30.0f);
}

TEST(UnalignedCollisionAvoidance, HeadOnSteersAwayFromWhereTheThreatWillBeAndBrakes) {
  // Closing at 100 units/s from 100 apart, 4 units off: t = 1 s, both at x = 50, 4 apart
  // (< 8 + 8 + margin 6). The threat will be at +side (y = 4): steer to -side at full force
  // 400, and brake 0.5 * (1 - 1 / 2) * 400 = 100.
  std::vector<Agent> agents{MakeAt({0, 0}, {50, 0}), MakeAt({100, 4}, {-50, 0}, 150.0f, {1, 0}, 1)};
  CollisionAvoidanceResult r = UnalignedCollisionAvoidance(agents, 0);
  ASSERT_EQ(r.threat, 1);
  EXPECT_EQ(r.close, -1);
  EXPECT_FLOAT_EQ(r.approach.time, 1.0f);
  EXPECT_FLOAT_EQ(r.approach.distance, 4.0f);
  EXPECT_EQ(r.steer, -1.0f);
  EXPECT_NEAR(r.force.y, -400.0f, 1e-3f);
  EXPECT_NEAR(r.force.x, -100.0f, 1e-3f);
}

TEST(UnalignedCollisionAvoidance, IgnoresCollisionsTooFarAheadInTimeOrMisses) {
  std::vector<Agent> late{MakeAt({0, 0}, {50, 0}), MakeAt({300, 4}, {-50, 0})};  // t = 3 s > 2
  EXPECT_EQ(UnalignedCollisionAvoidance(late, 0).threat, -1);
  EXPECT_EQ(UnalignedCollisionAvoidance(late, 0).force, (Vec2{}));
  std::vector<Agent> wide{MakeAt({0, 0}, {50, 0}), MakeAt({100, 40}, {-50, 0})};  // 40 apart > 22
  EXPECT_EQ(UnalignedCollisionAvoidance(wide, 0).threat, -1);
  std::vector<Agent> past{MakeAt({0, 0}, {50, 0}), MakeAt({-60, 4}, {-50, 0})};  // moving apart
  EXPECT_EQ(UnalignedCollisionAvoidance(past, 0).threat, -1);
}

TEST(UnalignedCollisionAvoidance, CrossingPathsTheFasterSteersBehindTheOtherAsOpenSteersCodeDoes) {
  // dp = (50, -50), dv = (-50, 60): t = 5500 / 6100 = 0.9016 s; self (45.08, 0), other
  // (50, 4.10): 6.4 apart. Headings perpendicular. OpenSteer's comment says "only the slower of
  // the two" steers, its code (threat speed <= own speed) lets the faster one steer: we follow
  // the code. The faster (60, heading +y, side -x) steers behind the slower, which moves to +x:
  // to +side, i.e. towards -x.
  std::vector<Agent> agents{MakeAt({0, 0}, {50, 0}), MakeAt({50, -50}, {0, 60})};
  CollisionAvoidanceResult slow = UnalignedCollisionAvoidance(agents, 0);
  ASSERT_EQ(slow.threat, 1);
  EXPECT_NEAR(slow.approach.time, 5500.0f / 6100.0f, 1e-5f);
  EXPECT_NEAR(slow.approach.distance, std::hypot(50.0f - 50.0f * 5500.0f / 6100.0f, -50.0f + 60.0f * 5500.0f / 6100.0f), 1e-3f);
  EXPECT_EQ(slow.steer, 0.0f);  // the slower keeps its line and only brakes
  float urgency = 1.0f - slow.approach.time / 2.0f;
  EXPECT_NEAR(slow.force.x, -0.5f * urgency * 400.0f, 1e-2f);
  EXPECT_NEAR(slow.force.y, 0.0f, 1e-3f);
  CollisionAvoidanceResult fast = UnalignedCollisionAvoidance(agents, 1);
  ASSERT_EQ(fast.threat, 0);
  EXPECT_EQ(fast.steer, 1.0f);
  EXPECT_NEAR(fast.force.x, -400.0f, 1e-2f);
}

TEST(UnalignedCollisionAvoidance, ANeighbourAlreadyTooCloseComesFirstSidewaysAndBack) {
  // Neighbour at (10, 5), 11.2 away (< 8 + 8): away = (-10, -5), its part across the heading is
  // (0, -5): move to -side at full force, and back (it is ahead) at half: (-200, -400).
  std::vector<Agent> agents{MakeAt({0, 0}, {50, 0}), MakeAt({10, 5}, {0, 0})};
  CollisionAvoidanceResult r = UnalignedCollisionAvoidance(agents, 0);
  EXPECT_EQ(r.close, 1);
  EXPECT_EQ(r.threat, -1);
  EXPECT_NEAR(r.force.x, -200.0f, 1e-3f);
  EXPECT_NEAR(r.force.y, -400.0f, 1e-3f);
  // Two agents on one spot: a finite sideways force.
  std::vector<Agent> stacked{MakeAt({5, 5}, {}), MakeAt({5, 5}, {})};
  EXPECT_TRUE(IsFinite(UnalignedCollisionAvoidance(stacked, 0).force));
  EXPECT_EQ(UnalignedCollisionAvoidance(stacked, 7).force, (Vec2{}));
}

TEST(UnalignedCollisionAvoidance, TooCloseMeansTouchingAsInOpenSteerUnlessACloseMarginIsGiven) {
  // Neighbour at rest at (18, 5), 18.7 away: not touching (8 + 8 = 16), so it is a predicted
  // collision: t* = (18, 5) . (50, 0) / 2500 = 0.36 s, then 5 apart (< 16 + margin 6).
  std::vector<Agent> agents{MakeAt({0, 0}, {50, 0}), MakeAt({18, 5}, {}, 150.0f, {1, 0}, 1)};
  CollisionAvoidanceResult r = UnalignedCollisionAvoidance(agents, 0);
  EXPECT_EQ(r.close, -1);
  EXPECT_EQ(r.threat, 1);
  EXPECT_FLOAT_EQ(r.approach.time, 0.36f);
  // Before issue #35 the too-close test used the margin too (8 + 8 + 6 = 22 > 18.7).
  CollisionAvoidanceResult old = UnalignedCollisionAvoidance(agents, 0, {.closeMargin = 6.0f});
  EXPECT_EQ(old.close, 1);
  EXPECT_EQ(old.threat, -1);
}

TEST(UnalignedCollisionAvoidance, TheNearestTooCloseNeighbourWinsNotTheFirstInTheList) {
  // Both touch: #1 at (-5, 12) (13 away), #2 at (3, -4) (5 away). OpenSteer would answer for #1,
  // the first: away (5, -12), to -side. The nearest, #2: away (-3, 4), across the heading (0, 4):
  // to +side at full force, and back at half (it is ahead): (-200, 400).
  std::vector<Agent> agents{MakeAt({0, 0}, {50, 0}), MakeAt({-5, 12}, {}, 150.0f, {1, 0}, 1),
                            MakeAt({3, -4}, {}, 150.0f, {1, 0}, 2)};
  CollisionAvoidanceResult r = UnalignedCollisionAvoidance(agents, 0);
  EXPECT_EQ(r.close, 2);
  EXPECT_EQ(r.steer, 1.0f);
  EXPECT_NEAR(r.force.x, -200.0f, 1e-3f);
  EXPECT_NEAR(r.force.y, 400.0f, 1e-3f);
}

TEST(UnalignedCollisionAvoidance, ATooCloseNeighbourDeadAheadSendsTheAgentToMinusSide) {
  // (10, 0): no sideways part (OpenSteer returns zero and goes on to predictions). Here: -side at
  // full force and back at half: (-200, -400); with braking 0, the pure turn (0, -400).
  std::vector<Agent> agents{MakeAt({0, 0}, {50, 0}), MakeAt({10, 0}, {}, 150.0f, {1, 0}, 1)};
  CollisionAvoidanceResult r = UnalignedCollisionAvoidance(agents, 0);
  EXPECT_EQ(r.close, 1);
  EXPECT_NEAR(r.force.x, -200.0f, 1e-3f);
  EXPECT_NEAR(r.force.y, -400.0f, 1e-3f);
  CollisionAvoidanceResult pure = UnalignedCollisionAvoidance(agents, 0, {.braking = 0.0f});
  EXPECT_NEAR(pure.force.x, 0.0f, 1e-3f);
  EXPECT_NEAR(pure.force.y, -400.0f, 1e-3f);
}

TEST(UnalignedCollisionAvoidance, BrakingZeroLeavesOpenSteersPureSidewaysSteer) {
  // The head-on scene above: OpenSteer's side * steer = (0, -1), times maxForce.
  std::vector<Agent> agents{MakeAt({0, 0}, {50, 0}), MakeAt({100, 4}, {-50, 0}, 150.0f, {1, 0}, 1)};
  CollisionAvoidanceResult r = UnalignedCollisionAvoidance(agents, 0, {.braking = 0.0f});
  ASSERT_EQ(r.threat, 1);
  EXPECT_EQ(r.force, (Vec2{0, -400}));
}

TEST(UnalignedCollisionAvoidance, ARelativeSpeedUnderAThousandthCountsAsEqualVelocities) {
  // dp = (0.5, 20), dv = (0.0005, 0): t* = -(dp . dv) / |dv|^2 = -0.00025 / 2.5e-7 = -1000 s, in
  // the past for OpenSteer (no threat), and 0.5 units further along it would be +1000 s. Below
  // 1e-3 units/s the approach is now: 20 apart (> 16, < 22), a parallel threat on +side, so
  // steer to -side.
  std::vector<Agent> agents{MakeAt({0, 0}, {50, 0}), MakeAt({0.5f, 20}, {50.0005f, 0}, 150.0f, {1, 0}, 1)};
  EXPECT_EQ(PredictClosestApproach(agents[0], agents[1]).time, 0.0f);
  CollisionAvoidanceResult r = UnalignedCollisionAvoidance(agents, 0);
  ASSERT_EQ(r.threat, 1);
  EXPECT_EQ(r.steer, -1.0f);
}

TEST(Queue, BrakesWhenSomeoneIsInTheBrakingZoneAhead) {
  // Zone: 40 ahead, 8 (own radius) either side. Others have radius 8.
  auto at = [](Vec2 p) {
    return std::vector<Agent>{MakeAt({0, 0}, {100, 0}), MakeAt(p, {}, 150.0f, {1, 0}, 1)};
  };
  QueueResult r = Queue(at({30, 0}), 0);
  EXPECT_TRUE(r.braking);
  EXPECT_EQ(r.blocker, 1);
  EXPECT_EQ(r.force, (Vec2{-800, 0}));  // -vel * 8 per second
  EXPECT_EQ(r.corners[0], (Vec2{0, -8}));
  EXPECT_EQ(r.corners[1], (Vec2{40, -8}));
  EXPECT_EQ(r.corners[2], (Vec2{40, 8}));
  EXPECT_EQ(r.corners[3], (Vec2{0, 8}));
  EXPECT_TRUE(Queue(at({45, 0}), 0).braking);    // its disc reaches into the zone (45 - 8 < 40)
  EXPECT_FALSE(Queue(at({50, 0}), 0).braking);   // 50 - 8 > 40
  EXPECT_TRUE(Queue(at({20, 15}), 0).braking);   // 15 < 8 + 8
  EXPECT_FALSE(Queue(at({20, 17}), 0).braking);  // beside the zone
  EXPECT_FALSE(Queue(at({-20, 0}), 0).braking);  // behind
  EXPECT_EQ(Queue(at({-20, 0}), 0).force, (Vec2{}));
}

TEST(Queue, TheNearestAgentAheadIsTheBlocker) {
  std::vector<Agent> agents{MakeAt({0, 0}, {0, 50}, 150.0f, {0, 1}), MakeAt({0, 35}, {}), MakeAt({0, 20}, {})};
  QueueResult r = Queue(agents, 0, {40.0f, 0.0f, 2.0f});
  EXPECT_EQ(r.blocker, 2);
  EXPECT_EQ(r.force, (Vec2{0, -100}));
}

TEST(Queue, ReynoldsBrakesOnlyForAnAgentAheadThatIsSlower) {
  // Reynolds' doorway: brake for a neighbour "nearby, in front of, and moving slower than itself".
  // Self at 100 units/s; the other 30 ahead, inside the zone.
  auto ahead = [](Vec2 vel) {
    return std::vector<Agent>{MakeAt({0, 0}, {100, 0}), MakeAt({30, 0}, vel, 150.0f, {1, 0}, 1)};
  };
  EXPECT_TRUE(Queue(ahead({60, 0}), 0).braking);      // slower, same way
  EXPECT_TRUE(Queue(ahead({-50, 0}), 0).braking);     // slower, coming back
  EXPECT_FALSE(Queue(ahead({120, 0}), 0).braking);    // pulling away
  EXPECT_FALSE(Queue(ahead({100, 0}), 0).braking);    // as fast: the gap stays
  EXPECT_FALSE(Queue(ahead({0, 120}), 0).braking);    // faster, across
  EXPECT_EQ(Queue(ahead({120, 0}), 0).force, (Vec2{}));
  // The rule before issue #35 brakes for all of them: -vel * 8 = (-800, 0).
  for (Vec2 v : {Vec2{60, 0}, Vec2{120, 0}, Vec2{100, 0}}) {
    QueueResult r = Queue(ahead(v), 0, {.rule = QueueRule::AnyAhead});
    EXPECT_TRUE(r.braking);
    EXPECT_EQ(r.force, (Vec2{-800, 0}));
  }
}

TEST(Queue, ReynoldsTheBlockerIsTheNearestSlowerAgentAhead) {
  // A faster agent 15 ahead is skipped; the slower one 30 ahead is the blocker.
  std::vector<Agent> agents{MakeAt({0, 0}, {100, 0}), MakeAt({15, 0}, {140, 0}, 150.0f, {1, 0}, 1),
                            MakeAt({30, 0}, {20, 0}, 150.0f, {1, 0}, 2)};
  EXPECT_EQ(Queue(agents, 0).blocker, 2);
  EXPECT_EQ(Queue(agents, 0, {.rule = QueueRule::AnyAhead}).blocker, 1);
}

TEST(Queue, ReynoldsAnAgentAtRestIsSlowerThanNobodySoItSetsOff) {
  std::vector<Agent> agents{MakeAt({0, 0}, {}), MakeAt({30, 0}, {}, 150.0f, {1, 0}, 1)};
  QueueResult r = Queue(agents, 0);
  EXPECT_FALSE(r.braking);
  EXPECT_EQ(r.force, (Vec2{}));
  QueueResult old = Queue(agents, 0, {.rule = QueueRule::AnyAhead});
  EXPECT_TRUE(old.braking);           // brakes, with nothing to brake: -0 * 8
  EXPECT_TRUE(IsFinite(old.force));
}

TEST(UnalignedCollisionAvoidance, CrossingAtEqualSpeedsBothSteerBehindTheOther) {
  // OpenSteer's code: "if (threat->speed() <= speed())", so at equal speeds both steer. dp =
  // (50, -50), dv = (-50, 50): t = 5000 / 5000 = 1 s, both at (50, 0): a collision. Urgency
  // 1 - 1/2. Agent 0 (side +y) sees the other move +y: steer -1, force (0, -400) - (1, 0) *
  // 0.5 * 0.5 * 400. Agent 1 (heading +y, side -x) sees agent 0 move +x: steer +1.
  std::vector<Agent> agents{MakeAt({0, 0}, {50, 0}), MakeAt({50, -50}, {0, 50})};
  CollisionAvoidanceResult r0 = UnalignedCollisionAvoidance(agents, 0);
  ASSERT_EQ(r0.threat, 1);
  EXPECT_FLOAT_EQ(r0.approach.time, 1.0f);
  EXPECT_EQ(r0.steer, -1.0f);
  EXPECT_NEAR(r0.force.x, -100.0f, 1e-3f);
  EXPECT_NEAR(r0.force.y, -400.0f, 1e-3f);
  CollisionAvoidanceResult r1 = UnalignedCollisionAvoidance(agents, 1);
  ASSERT_EQ(r1.threat, 0);
  EXPECT_EQ(r1.steer, 1.0f);
  EXPECT_NEAR(r1.force.x, -400.0f, 1e-3f);
  EXPECT_NEAR(r1.force.y, -100.0f, 1e-3f);
}

TEST(Queue, WithAGoalOnlyAnAgentStrictlyNearerToItBlocks) {
  // "With a goal, only agents nearer it count" (crowd.h; references.md row 41). An agent at rest
  // 20 ahead, inside the zone and slower: it blocks when nearer the goal, not when as near or
  // farther (a goal behind us, say, where the queue's back is).
  std::vector<Agent> agents{MakeAt({0, 0}, {100, 0}), MakeAt({20, 0}, {}, 150.0f, {1, 0}, 1)};
  EXPECT_TRUE(Queue(agents, 0).braking);  // no goal: it blocks
  Vec2 nearer{11.0f, 50.0f};              // 9^2 + 50^2 < 11^2 + 50^2
  Vec2 asNear{10.0f, 50.0f};              // 10^2 + 50^2 for both
  Vec2 behind{-100.0f, 0.0f};
  QueueResult r = Queue(agents, 0, {}, &nearer);
  EXPECT_TRUE(r.braking);
  EXPECT_EQ(r.blocker, 1);
  EXPECT_FALSE(Queue(agents, 0, {}, &asNear).braking);
  EXPECT_FALSE(Queue(agents, 0, {}, &behind).braking);
  EXPECT_EQ(Queue(agents, 0, {}, &behind).force, (Vec2{}));
}
