#include "steer/pursuit.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "scenes.h"
#include "steer/seek.h"

using namespace steer;
using steer::test::MakeAt;

namespace {
// Pursuer at the origin heading +x (max speed 150); evader 300 units ahead moving up at 100.
Agent Pursuer(Vec2 vel = {}) { return MakeAt({0, 0}, vel, 150.0f, {1.0f, 0.0f}, 0); }
Agent Evader(Vec2 pos = {300.0f, 0.0f}, Vec2 vel = {0.0f, 100.0f}) {
  return MakeAt(pos, vel, 100.0f, {1, 0}, 1);
}
}  // namespace

TEST(Pursuit, SeeksCurrentPositionWhenEvaderIsAheadAndFacing) {
  Agent p = Pursuer({10.0f, 0.0f});
  Agent e = Evader({300.0f, 0.0f}, {-100.0f, 0.0f});  // head on: relative heading -1
  PursuitResult r = Pursuit(p, e);
  EXPECT_TRUE(r.aheadAndFacing);
  EXPECT_EQ(r.predicted, e.pos);
  EXPECT_EQ(r.lookAhead, 0.0f);
  EXPECT_FLOAT_EQ(r.force.x, 150.0f - 10.0f);
}

TEST(Pursuit, FacingThresholdIsMinusPointNineFive) {
  Agent p = Pursuer();
  // Evader heading at exactly dot = -0.95 is not "facing" (strict <); a little more is.
  float s = std::sqrt(1.0f - 0.95f * 0.95f);
  Agent notQuite = Evader({300.0f, 0.0f}, {-95.0f, 100.0f * s});
  notQuite.heading = {-0.95f, s};
  EXPECT_FALSE(Pursuit(p, notQuite).aheadAndFacing);
  Agent facing = Evader({300.0f, 0.0f}, {-96.0f, 28.0f});
  EXPECT_TRUE(Pursuit(p, facing).aheadAndFacing);
}

TEST(Pursuit, EvaderBehindIsNeverAheadAndFacing) {
  Agent p = Pursuer();
  Agent e = Evader({-300.0f, 0.0f}, {-100.0f, 0.0f});  // behind, heading away = dot -1 with +x
  PursuitResult r = Pursuit(p, e);
  EXPECT_FALSE(r.aheadAndFacing);
  EXPECT_GT(r.lookAhead, 0.0f);
}

TEST(Pursuit, BucklandLookAheadIsDistanceOverMaxSpeedPlusEvaderSpeed) {
  PursuitResult r = Pursuit(Pursuer(), Evader());
  EXPECT_FLOAT_EQ(r.lookAhead, 300.0f / (150.0f + 100.0f));  // 1.2 s
  EXPECT_FLOAT_EQ(r.predicted.x, 300.0f);
  EXPECT_FLOAT_EQ(r.predicted.y, 120.0f);
  // The force seeks the predicted point at max speed.
  Vec2 dir = Normalize(Vec2{300.0f, 120.0f});
  EXPECT_NEAR(r.force.x, dir.x * 150.0f, 1e-3f);
  EXPECT_NEAR(r.force.y, dir.y * 150.0f, 1e-3f);
}

TEST(Pursuit, MillingtonUsesOwnSpeedAndCapsAtMaxPrediction) {
  LookAheadDef def;
  def.predictor = Predictor::Millington;
  def.maxPrediction = 1.0f;
  // Slow pursuer (50 <= 300 / 1): T = maxPrediction.
  EXPECT_FLOAT_EQ(Pursuit(Pursuer({50.0f, 0.0f}), Evader(), def).lookAhead, 1.0f);
  // Fast pursuer 100 units away: T = d / speed = 100 / 200.
  Agent fast = MakeAt({0, 0}, {200.0f, 0.0f}, 250.0f);
  Agent near = Evader({100.0f, 0.0f});
  EXPECT_FLOAT_EQ(Pursuit(fast, near, def).lookAhead, 0.5f);
}

TEST(Pursuit, PetersLookAheadIsDistanceOverMaxSpeed) {
  LookAheadDef def;
  def.predictor = Predictor::Peters;
  EXPECT_FLOAT_EQ(Pursuit(Pursuer(), Evader(), def).lookAhead, 2.0f);  // 300 / 150
}

TEST(Pursuit, BourgLookAheadIsDistanceOverClosingSpeed) {
  LookAheadDef def;
  def.predictor = Predictor::Bourg;
  // Vr = (100, 0) - (0, 100): |Vr| = 141.42; T = 300 / 141.42 = 2.1213
  PursuitResult r = Pursuit(Pursuer({100.0f, 0.0f}), Evader(), def);
  EXPECT_NEAR(r.lookAhead, 300.0f / std::sqrt(20000.0f), 1e-5f);
}

TEST(Pursuit, BourgWithZeroClosingSpeedStaysFiniteAndIsBoundedByTheCap) {
  LookAheadDef def;
  def.predictor = Predictor::Bourg;
  Agent p = Pursuer({0.0f, 100.0f});
  Agent e = Evader();  // same velocity as the pursuer: |Vr| = 0
  PursuitResult r = Pursuit(p, e, def);
  EXPECT_TRUE(IsFinite(r.predicted));
  EXPECT_EQ(r.lookAhead, kMaxLookAhead);  // the predicted point has run away, boundedly
  def.cap = 3.0f;
  EXPECT_EQ(Pursuit(p, e, def).lookAhead, 3.0f);
}

TEST(Pursuit, FixedAndNonePredictors) {
  LookAheadDef def;
  def.predictor = Predictor::Fixed;
  def.fixedTime = 0.75f;
  EXPECT_FLOAT_EQ(Pursuit(Pursuer(), Evader(), def).lookAhead, 0.75f);
  def.predictor = Predictor::None;
  PursuitResult r = Pursuit(Pursuer(), Evader(), def);
  EXPECT_EQ(r.lookAhead, 0.0f);
  EXPECT_EQ(r.predicted, (Vec2{300.0f, 0.0f}));
}

TEST(Pursuit, LookAheadScaleMultipliesTAndZeroMeansSeek) {
  LookAheadDef def;
  def.scale = 2.0f;
  EXPECT_FLOAT_EQ(Pursuit(Pursuer(), Evader(), def).lookAhead, 2.4f);
  def.scale = 0.0f;
  PursuitResult r = Pursuit(Pursuer(), Evader(), def);
  EXPECT_EQ(r.predicted, (Vec2{300.0f, 0.0f}));
}

TEST(Pursuit, CapBoundsTheLookAhead) {
  LookAheadDef def;
  def.cap = 0.5f;
  EXPECT_FLOAT_EQ(Pursuit(Pursuer(), Evader(), def).lookAhead, 0.5f);
}

TEST(Pursuit, OutOfRangeParametersAreClamped) {
  LookAheadDef def;
  def.scale = 1e9f;
  def.cap = NAN;
  def.predictor = Predictor(42);
  LookAheadDef v = Validated(def);
  EXPECT_EQ(v.scale, 10.0f);
  EXPECT_EQ(v.cap, 0.0f);
  EXPECT_EQ(v.predictor, Predictor::Buckland);
  EXPECT_LE(Pursuit(Pursuer(), Evader(), def).lookAhead, kMaxLookAhead);
}

TEST(Pursuit, PursuingItselfOrACoincidentAgentGivesNoNaN) {
  Agent p = Pursuer({30.0f, 0.0f});
  for (int k = 0; k < kPredictorCount; ++k) {
    LookAheadDef def;
    def.predictor = Predictor(k);
    PursuitResult r = Pursuit(p, p, def);
    EXPECT_TRUE(IsFinite(r.force)) << k;
    EXPECT_TRUE(IsFinite(r.predicted)) << k;
    EXPECT_TRUE(std::isfinite(r.lookAhead)) << k;
  }
}

TEST(Pursuit, ZeroSpeedsEverywhereGiveFiniteResults) {
  Agent p = MakeAt({0, 0}, {}, 0.0f);
  Agent e = MakeAt({10, 0}, {}, 0.0f);
  for (int k = 0; k < kPredictorCount; ++k) {
    LookAheadDef def;
    def.predictor = Predictor(k);
    PursuitResult r = Pursuit(p, e, def);
    EXPECT_TRUE(IsFinite(r.force) && IsFinite(r.predicted) && std::isfinite(r.lookAhead)) << k;
  }
}

TEST(Evade, DefaultThreatRangeIsOneHundredUnits) { EXPECT_EQ(kDefaultThreatRange, 100.0f); }

TEST(Evade, NoForceWhileThePursuerIsOutsideTheThreatRange) {
  Agent e = MakeAt({0, 0}, {10.0f, 0.0f});
  Agent p = MakeAt({100.5f, 0}, {-50.0f, 0.0f});
  EvadeResult r = Evade(e, p);
  EXPECT_FALSE(r.threatened);
  EXPECT_EQ(r.force, (Vec2{}));
}

TEST(Evade, FleesThePredictedPositionInsideTheThreatRange) {
  Agent e = MakeAt({0, 0}, {}, 100.0f);
  Agent p = MakeAt({0, 99.0f}, {50.0f, 0.0f}, 150.0f);
  EvadeResult r = Evade(e, p);
  EXPECT_TRUE(r.threatened);
  float t = 99.0f / (100.0f + 50.0f);  // d / (own maxSpeed + pursuer speed)
  EXPECT_FLOAT_EQ(r.lookAhead, t);
  EXPECT_FLOAT_EQ(r.predicted.x, 50.0f * t);
  // Flee: directly away from the predicted point at max speed.
  Vec2 away = Normalize(e.pos - r.predicted) * 100.0f;
  EXPECT_NEAR(r.force.x, away.x, 1e-3f);
  EXPECT_NEAR(r.force.y, away.y, 1e-3f);
}

TEST(Evade, ThreatRangeBoundaryIsInclusive) {
  Agent e = MakeAt({0, 0});
  Agent p = MakeAt({0, 80.0f}, {1.0f, 0.0f});
  EXPECT_TRUE(Evade(e, p, 80.0f).threatened);
  EXPECT_FALSE(Evade(e, p, 79.9f).threatened);
}

TEST(OffsetPursuit, ArrivesAtTheOffsetInTheLeadersFrame) {
  Agent leader = MakeAt({100, 100}, {}, 100.0f, {0.0f, 1.0f});
  Agent f = MakeAt({0, 0});
  Vec2 point;
  OffsetPursuit(f, leader, {-20.0f, 10.0f}, &point);
  // Leader heading +y, side -x: local (-20, 10) -> world (100 - 10, 100 - 20).
  EXPECT_FLOAT_EQ(point.x, 90.0f);
  EXPECT_FLOAT_EQ(point.y, 80.0f);
}

TEST(Interpose, AimsBetweenTheTwoAgents) {
  Agent a = MakeAt({0, 100}), b = MakeAt({200, 100});
  Agent me = MakeAt({100, 0});
  Vec2 point;
  Vec2 f = Interpose(me, a, b, &point);
  EXPECT_FLOAT_EQ(point.x, 100.0f);
  EXPECT_FLOAT_EQ(point.y, 100.0f);
  EXPECT_GT(f.y, 0.0f);
}

TEST(LeaderFollowing, ArrivesBehindTheLeader) {
  Agent leader = MakeAt({100, 100}, {50.0f, 0.0f}, 100.0f, {1, 0}, 0);
  Agent f = MakeAt({0, 100}, {}, 150.0f, {1, 0}, 1);
  LeaderFollowResult r = LeaderFollowing(f, leader, {40.0f, 60.0f, 25.0f});
  EXPECT_EQ(r.target, (Vec2{60.0f, 100.0f}));
  EXPECT_FALSE(r.inTheWay);
  EXPECT_GT(r.force.x, 0.0f);
}

TEST(LeaderFollowing, AFollowerInTheLeadersWayAlsoEvades) {
  Agent leader = MakeAt({100, 100}, {50.0f, 0.0f}, 100.0f, {1, 0}, 0);
  Agent inWay = MakeAt({160, 105}, {}, 150.0f, {1, 0}, 1);  // near the point 60 ahead
  LeaderFollowResult r = LeaderFollowing(inWay, leader, {40.0f, 60.0f, 25.0f});
  EXPECT_TRUE(r.inTheWay);
  Vec2 arriveOnly = Arrive(inWay, r.target, Deceleration::Fast);
  EXPECT_NE(r.force, arriveOnly);
}

TEST(GetOutOfTheWay, AFollowerInTheCorridorAheadStepsSidewaysOffTheLeadersLine) {
  // Leader at the origin heading +x (side +y); the corridor ahead: 0 <= x <= 60, |y| < 25.
  Agent leader = MakeAt({0, 0}, {50, 0});
  OutOfTheWayResult r = GetOutOfTheWay(MakeAt({30, 10}, {}), leader);
  EXPECT_TRUE(r.inTheWay);
  EXPECT_EQ(r.onLine, (Vec2{30, 0}));
  EXPECT_EQ(r.away, (Vec2{0, 1}));
  EXPECT_EQ(r.force, (Vec2{0, 150}));  // desired (0, 150) - vel (0, 0)
  // On the other side, moving along with the leader: desired (0, -150) - (20, 0).
  EXPECT_EQ(GetOutOfTheWay(MakeAt({30, -10}, {20, 0}), leader).force, (Vec2{-20, -150}));
  // On the line itself: the fixed choice, -side.
  EXPECT_EQ(GetOutOfTheWay(MakeAt({30, 0}, {}), leader).away, (Vec2{0, -1}));
  // Beside the corridor, behind the leader, or beyond the corridor: out of the way already.
  for (Vec2 p : {Vec2{30, 30}, Vec2{-10, 0}, Vec2{70, 0}}) {
    OutOfTheWayResult clear = GetOutOfTheWay(MakeAt(p, {10, 10}), leader);
    EXPECT_FALSE(clear.inTheWay);
    EXPECT_EQ(clear.force, (Vec2{}));
  }
}

TEST(LeaderFollowing, StepAsideSeesTheFollowerEvadesCirclesMiss) {
  // (30, 10) is right in front of the leader, but 31.6 from both Evade's circle centres (the
  // leader and the point 60 ahead): today's rule does not see it; Reynolds' corridor does.
  Agent leader = MakeAt({0, 0}, {50, 0});
  Agent f = MakeAt({30, 10}, {});
  EXPECT_FALSE(LeaderFollowing(f, leader).inTheWay);
  LeaderFollowDef aside;
  aside.outOfTheWay = OutOfTheWay::StepAside;
  LeaderFollowResult r = LeaderFollowing(f, leader, aside);
  EXPECT_TRUE(r.inTheWay);
  // Reynolds: it "will steer laterally away from the leader's path before resuming arrival
  // behavior": the step aside alone, no arrival towards the point behind the leader.
  EXPECT_EQ(r.force, (Vec2{0, 150}));
  EXPECT_EQ(r.target, (Vec2{-40, 0}));
  // Links of version 5 (rule=sum): the same step added to the arrival.
  aside.outOfTheWay = OutOfTheWay::StepAsideWhileArriving;
  r = LeaderFollowing(f, leader, aside);
  EXPECT_TRUE(r.inTheWay);
  EXPECT_EQ(r.force, (Arrive(f, {-40, 0}, Deceleration::Fast) + Vec2{0, 150}));
  // Out of the way, both arrive.
  Agent behind = MakeAt({-20, 30}, {});
  for (OutOfTheWay rule : {OutOfTheWay::StepAside, OutOfTheWay::StepAsideWhileArriving}) {
    aside.outOfTheWay = rule;
    EXPECT_EQ(LeaderFollowing(behind, leader, aside).force, Arrive(behind, {-40, 0}, Deceleration::Fast));
  }
}

TEST(LeaderFollowing, AFollowerAheadOnTheLeadersLineStepsAsideWithoutBeingRunOver) {
  // A leader going straight (speed 60 or 100) and a follower (maxSpeed 120, maxForce 300) put on
  // its line 10, 20 or 40 ahead, moving with it, over 2 s. Stepping aside alone (Reynolds), the
  // leader gains less than a third of the gap before the follower is off its line; arriving at the
  // same time (rule=sum, links of version 5) brakes the follower back into the leader's path, so
  // the leader comes twice as close at 10 and 20 ahead; Evade lets the leader run through it.
  const char* names[] = {"reynolds", "sum", "evade"};
  for (float leaderSpeed : {60.0f, 100.0f}) {
    for (float ahead : {10.0f, 20.0f, 40.0f}) {
      float closest[3] = {1e9f, 1e9f, 1e9f};
      OutOfTheWay rules[3] = {OutOfTheWay::StepAside, OutOfTheWay::StepAsideWhileArriving, OutOfTheWay::Evade};
      for (int k = 0; k < 3; ++k) {
        AgentDef ld, fd;
        ld.pos = {0, 0}, ld.vel = {leaderSpeed, 0}, ld.maxSpeed = leaderSpeed, ld.maxForce = 300;
        fd.pos = {ahead, 0.01f}, fd.vel = {leaderSpeed, 0}, fd.maxSpeed = 120, fd.maxForce = 300;
        Agent leader = MakeAgent(ld, 0), f = MakeAgent(fd, 1);
        LeaderFollowDef def;
        def.outOfTheWay = rules[k];
        for (int s = 0; s < 120; ++s) {
          Integrate(f, LeaderFollowing(f, leader, def).force, 1.0f / 60.0f);
          Integrate(leader, {}, 1.0f / 60.0f);
          closest[k] = std::min(closest[k], Distance(f.pos, leader.pos));
        }
      }
      std::printf("leader at %.0f, follower %.0f ahead: closest %s %.1f, %s %.1f, %s %.1f\n", double(leaderSpeed),
                  double(ahead), names[0], double(closest[0]), names[1], double(closest[1]), names[2], double(closest[2]));
      EXPECT_GT(closest[0], 0.7f * ahead) << leaderSpeed << " " << ahead;
      EXPECT_LT(closest[1], closest[0]) << leaderSpeed << " " << ahead;
      EXPECT_LT(closest[1], 0.5f * ahead) << leaderSpeed << " " << ahead;
      EXPECT_LT(closest[2], 1.0f) << leaderSpeed << " " << ahead;
    }
  }
}

TEST(OffsetPursuit, ArrivesFastWhereTheSlotWillBeAfterTheTimeToCoverItAtBothSpeeds) {
  // Buckland's OffsetPursuit: T = |slot - pos| / (maxSpeed + leader speed), then Arrive(slot +
  // leader.vel * T, fast). Leader at (100, 0) moving (50, 0); slot (-20, 0) -> (80, 0). Follower
  // at (60, 0), at rest, maxSpeed 150: T = 20 / (150 + 50) = 0.1 s, point (85, 0), 25 away;
  // fast arrival wants 25 / 0.3 = 83.3 units/s, under maxSpeed.
  Agent leader = MakeAt({100, 0}, {50.0f, 0.0f}, 100.0f);
  Agent f = MakeAt({60, 0});
  Vec2 point;
  Vec2 force = OffsetPursuit(f, leader, {-20.0f, 0.0f}, &point);
  EXPECT_NEAR(point.x, 85.0f, 1e-4f);
  EXPECT_NEAR(point.y, 0.0f, 1e-6f);
  EXPECT_NEAR(force.x, 25.0f / 0.3f, 1e-3f);
  EXPECT_NEAR(force.y, 0.0f, 1e-6f);
}

TEST(Interpose, AimsBetweenWhereBothAgentsWillBeWhenItReachesTheirMidpoint) {
  // Buckland's Interpose: T = |midpoint - pos| / maxSpeed = 100 / 150 s; a stands still at
  // (0, 100), b moves (0, 60) from (200, 100) to (200, 140): the point is (100, 120).
  Agent a = MakeAt({0, 100}), b = MakeAt({200, 100}, {0.0f, 60.0f});
  Agent me = MakeAt({100, 0});
  Vec2 point;
  Interpose(me, a, b, &point);
  EXPECT_NEAR(point.x, 100.0f, 1e-4f);
  EXPECT_NEAR(point.y, 120.0f, 1e-3f);
}

TEST(GetOutOfTheWay, TheCorridorStartsAtTheLeaderItself) {
  // 0 <= x: a follower right beside the leader (x = 0, 10 to its side) is in its way.
  Agent leader = MakeAt({0, 0}, {50, 0});
  OutOfTheWayResult r = GetOutOfTheWay(MakeAt({0, 10}, {}), leader);
  EXPECT_TRUE(r.inTheWay);
  EXPECT_EQ(r.force, (Vec2{0, 150}));
}
