#include "steer/path.h"

#include <gtest/gtest.h>

#include <cmath>

#include "scenes.h"

using namespace steer;
using steer::test::MakeAt;

TEST(FollowPath, SeeksTheCurrentWaypoint) {
  Agent a = MakeAt({0, 0});
  Path path{{{100.0f, 0.0f}, {100.0f, 100.0f}}, true};
  FollowPathResult r = FollowPath(a, path, 20.0f);
  EXPECT_EQ(a.waypoint, 0);
  EXPECT_EQ(r.target, (Vec2{100.0f, 0.0f}));
  EXPECT_FLOAT_EQ(r.force.x, 150.0f);
}

TEST(FollowPath, MovesOnWithinTheArrivalDistanceAndLoops) {
  Agent a = MakeAt({95, 0});
  Path path{{{100.0f, 0.0f}, {100.0f, 100.0f}}, true};
  FollowPath(a, path, 20.0f);
  EXPECT_EQ(a.waypoint, 1);
  a.pos = {100.0f, 90.0f};
  FollowPath(a, path, 20.0f);
  EXPECT_EQ(a.waypoint, 0);  // looped back
}

TEST(FollowPath, OpenPathArrivesAtTheLastWaypointAndStops) {
  Agent a = MakeAt({0, 90});
  Path path{{{0.0f, 0.0f}, {0.0f, 100.0f}}, false};
  a.waypoint = 1;
  FollowPathResult r = FollowPath(a, path, 20.0f);
  EXPECT_EQ(a.waypoint, 1);
  EXPECT_TRUE(r.finished);
  EXPECT_FLOAT_EQ(r.force.y, 10.0f / 0.6f);  // Arrive, normal deceleration: 10 / (2 * 0.3)
}

TEST(FollowPath, EmptyPathOrBadIndexIsHarmless) {
  Agent a = MakeAt({0, 0});
  EXPECT_EQ(FollowPath(a, Path{}).force, (Vec2{}));
  a.waypoint = 99;
  Path path{{{10.0f, 0.0f}}, true};
  FollowPath(a, path);
  EXPECT_EQ(a.waypoint, 0);
}

TEST(FollowPath, AnAgentDrivenByItVisitsEveryWaypointInOrder) {
  Agent a = MakeAt({0, 0});
  Path path{{{200.0f, 0.0f}, {200.0f, 200.0f}, {0.0f, 200.0f}}, false};
  int visited = 0;
  for (int step = 0; step < 60 * 20; ++step) {
    FollowPathResult r = FollowPath(a, path, 15.0f);
    if (a.waypoint > visited) visited = a.waypoint;
    if (r.finished) break;
    Integrate(a, r.force, 1.0f / 60.0f);
  }
  EXPECT_EQ(visited, 2);
  EXPECT_LT(Distance(a.pos, {0.0f, 200.0f}), 15.0f);
}

// [SECTION] Reynolds' path following (OpenSteer steerToFollowPath / steerToStayOnPath)

namespace {
const Path kLine{{{0.0f, 0.0f}, {200.0f, 0.0f}}, false};
// A 100 x 100 square, points in order (0,0) (100,0) (100,100) (0,100); a loop of length 400.
const Path kSquare{{{0.0f, 0.0f}, {100.0f, 0.0f}, {100.0f, 100.0f}, {0.0f, 100.0f}}, true};
}  // namespace

TEST(PathGeometry, TheNearestSpinePointAndItsPathDistance) {
  PathPoint q = NearestOnPath(kSquare, {130, 40});  // beside segment 1, 40 along it
  EXPECT_EQ(q.segment, 1);
  EXPECT_EQ(q.point, (Vec2{100, 40}));
  EXPECT_EQ(q.tangent, (Vec2{0, 1}));
  EXPECT_FLOAT_EQ(q.along, 140.0f);
  EXPECT_FLOAT_EQ(q.distance, 30.0f);
  // Off the corner (100, 0): both segments 0 and 1 end there, 5 away; the first keeps it.
  PathPoint corner = NearestOnPath(kSquare, {103, -4});
  EXPECT_EQ(corner.segment, 0);
  EXPECT_EQ(corner.point, (Vec2{100, 0}));
  EXPECT_FLOAT_EQ(corner.along, 100.0f);
  EXPECT_FLOAT_EQ(PathLength(kSquare), 400.0f);
  EXPECT_FLOAT_EQ(PathLength({kSquare.points, false}), 300.0f);
}

TEST(PathGeometry, ALoopWrapsPathDistancesAndAnOpenPathStopsAtItsEnds) {
  EXPECT_EQ(PointAtDistance(kSquare, 350.0f), (Vec2{0, 50}));
  EXPECT_EQ(PointAtDistance(kSquare, 750.0f), (Vec2{0, 50}));
  EXPECT_EQ(PointAtDistance(kSquare, -50.0f), (Vec2{0, 50}));
  Path open{kSquare.points, false};
  EXPECT_EQ(PointAtDistance(open, -10.0f), (Vec2{0, 0}));
  EXPECT_EQ(PointAtDistance(open, 1000.0f), (Vec2{0, 100}));
  EXPECT_EQ(PointAtDistance(open, 150.0f), (Vec2{100, 50}));
}

TEST(PathFollowing, NoForceInsideTheRadius) {
  // At (50, 5) moving (100, 0), T = 0.5 s: P = (100, 5), Q = (100, 0), outside = 5 - 20 = -15.
  // s(pos) = 50 < s(P) = 100: the right way. No force.
  Agent a = MakeAt({50, 5}, {100, 0});
  PathFollowResult r = FollowPathway(a, kLine, {20.0f, 0.5f, 1});
  EXPECT_EQ(r.predicted, (Vec2{100, 5}));
  EXPECT_EQ(r.onPath, (Vec2{100, 0}));
  EXPECT_FLOAT_EQ(r.outside, -15.0f);
  EXPECT_TRUE(r.inside);
  EXPECT_TRUE(r.rightWay);
  EXPECT_FALSE(r.steering);
  EXPECT_EQ(r.force, (Vec2{}));
  EXPECT_EQ(StayOnPathway(a, kLine, {20.0f, 0.5f, 1}).force, (Vec2{}));
}

TEST(PathFollowing, OutsideSeeksThePointSpeedTimesTAheadOfItsOwnProjection) {
  // At (50, 30) moving (100, 0): P = (100, 30), 10 outside the radius. s(pos) = 50, offset
  // = T * speed = 50: target = the point at s = 100, (100, 0). Seek: 150 unit(50, -30) - (100, 0).
  Agent a = MakeAt({50, 30}, {100, 0});
  PathFollowResult r = FollowPathway(a, kLine, {20.0f, 0.5f, 1});
  EXPECT_FLOAT_EQ(r.outside, 10.0f);
  EXPECT_FALSE(r.inside);
  EXPECT_TRUE(r.steering);
  EXPECT_FLOAT_EQ(r.along, 50.0f);
  EXPECT_EQ(r.target, (Vec2{100, 0}));
  float len = std::sqrt(50.0f * 50.0f + 30.0f * 30.0f);
  EXPECT_NEAR(r.force.x, 150.0f * 50.0f / len - 100.0f, 1e-3f);
  EXPECT_NEAR(r.force.y, 150.0f * -30.0f / len, 1e-3f);
}

TEST(PathFollowing, GoingTheWrongWaySteersEvenInsideTheRadius) {
  // Moving (-100, 0) at (50, 5): P = (0, 5), s(P) = 0 < s(pos) = 50, but direction +1 wants it
  // growing: steer to s = 50 + 50, (100, 0). With direction -1 all is well.
  Agent a = MakeAt({50, 5}, {-100, 0});
  PathFollowResult r = FollowPathway(a, kLine, {20.0f, 0.5f, 1});
  EXPECT_TRUE(r.inside);
  EXPECT_FALSE(r.rightWay);
  EXPECT_TRUE(r.steering);
  EXPECT_EQ(r.target, (Vec2{100, 0}));
  EXPECT_EQ(r.force, Seek(a, {100, 0}));
  PathFollowResult back = FollowPathway(a, kLine, {20.0f, 0.5f, -1});
  EXPECT_TRUE(back.rightWay);
  EXPECT_EQ(back.force, (Vec2{}));
  EXPECT_EQ(back.target, (Vec2{0, 0}));  // s = 50 - 50
}

TEST(PathFollowing, StayOnPathSeeksTheProjectionOfThePrediction) {
  // T = 0.2 s: P = (70, 30), Q = (70, 0), 10 outside: seek Q, whichever way it goes.
  Agent a = MakeAt({50, 30}, {-100, 0});
  PathFollowResult r = StayOnPathway(a, kLine, {20.0f, 0.2f, 1});
  EXPECT_EQ(r.predicted, (Vec2{30, 30}));
  EXPECT_EQ(r.onPath, (Vec2{30, 0}));
  EXPECT_EQ(r.target, r.onPath);
  EXPECT_EQ(r.force, Seek(a, {30, 0}));
}

TEST(PathFollowing, ALoopsSeamIsNotAWrongWay) {
  // On the square, at (3, 20) beside the closing segment (0,100) -> (0,0), s(pos) = 380; moving
  // (0, -100), T = 0.25 s: P = (3, -5), nearest (3, 0) on segment 0, s(P) = 3. OpenSteer compares
  // 3 < 380 and calls it the wrong way; across the seam the progress is 3 + 400 - 380 = +23.
  Agent a = MakeAt({3, 20}, {0, -100});
  PathFollowResult r = FollowPathway(a, kSquare, {20.0f, 0.25f, 1});
  EXPECT_FLOAT_EQ(r.along, 380.0f);
  EXPECT_EQ(r.onPath, (Vec2{3, 0}));
  EXPECT_TRUE(r.inside);
  EXPECT_TRUE(r.rightWay);
  EXPECT_EQ(r.force, (Vec2{}));
  EXPECT_EQ(r.target, (Vec2{5, 0}));  // s = 380 + 25 wraps to 5
}

TEST(PathFollowing, DegenerateInputGivesNoNaN) {
  Agent still = MakeAt({50, 0}, {});  // at rest exactly on the spine
  PathFollowResult r = FollowPathway(still, kLine);
  EXPECT_TRUE(r.inside);
  EXPECT_FALSE(r.rightWay);       // offset 0: OpenSteer's test, now > future, is false
  EXPECT_EQ(r.target, (Vec2{50, 0}));  // its own projection: seek gives 0 - vel
  EXPECT_EQ(r.force, (Vec2{}));
  EXPECT_EQ(FollowPathway(still, Path{}).segment, -1);  // empty path: no force
  EXPECT_EQ(FollowPathway(still, Path{}).force, (Vec2{}));
  EXPECT_EQ(StayOnPathway(still, Path{}).force, (Vec2{}));
  const Path one{{{10.0f, 10.0f}}, true};
  const Path repeated{{{0.0f, 0.0f}, {0.0f, 0.0f}, {100.0f, 0.0f}, {100.0f, 0.0f}}, true};
  const Path stacked{{{5.0f, 5.0f}, {5.0f, 5.0f}, {5.0f, 5.0f}}, false};
  for (const Path* p : {&one, &repeated, &stacked, &kLine, &kSquare}) {
    for (Agent a : {still, MakeAt({-40, 70}, {30, -60}), MakeAt({100, 0}, {0, 0})}) {
      for (PathFollowDef def : {PathFollowDef{}, PathFollowDef{NAN, NAN, 0}, PathFollowDef{0.0f, 0.0f, -7}}) {
        PathFollowResult f = FollowPathway(a, *p, def), s = StayOnPathway(a, *p, def);
        EXPECT_TRUE(IsFinite(f.force) && IsFinite(f.target) && IsFinite(f.onPath) && IsFinite(f.outside));
        EXPECT_TRUE(IsFinite(s.force) && IsFinite(s.target) && IsFinite(s.onPath) && IsFinite(s.outside));
      }
    }
  }
  EXPECT_EQ(NearestOnPath(one, {13, 14}).point, (Vec2{10, 10}));
  EXPECT_FLOAT_EQ(NearestOnPath(one, {13, 14}).distance, 5.0f);
  EXPECT_FLOAT_EQ(NearestOnPath(repeated, {50, 9}).along, 50.0f);
  EXPECT_EQ(PointAtDistance(repeated, 150.0f), (Vec2{50, 0}));  // 100 out, 50 back
}

TEST(PathFollowing, AnAgentStaysInAWideCorridorAndGoesRoundTheLoop) {
  // The path demo's six points as a loop, a corridor 40 wide each side, T = 0.5 s, an agent at
  // 100 units/s starting off the path: once it is in, at most a tenth of its samples are outside,
  // and within 60 s it goes round more than once.
  Path path{{{150, 150}, {450, 110}, {820, 180}, {860, 480}, {560, 590}, {250, 520}}, true};
  AgentDef d;
  d.pos = {100, 300};
  d.vel = {0, -100};
  d.maxSpeed = 100.0f;
  Agent a = MakeAgent(d, 0);
  int samples = 0, outside = 0;
  float travelled = 0.0f, last = 0.0f, length = PathLength(path);
  bool reached = false;
  for (int i = 0; i < 3600; ++i) {
    Integrate(a, FollowPathway(a, path, {40.0f, 0.5f, 1}).force, 1.0f / 60.0f);
    PathPoint q = NearestOnPath(path, a.pos);
    if (!reached && q.distance < 40.0f) reached = true, last = q.along;
    if (!reached) continue;
    ++samples;
    outside += q.distance > 40.0f;
    float step = q.along - last;
    travelled += step < -0.5f * length ? step + length : step;
    last = q.along;
  }
  ASSERT_GT(samples, 3000);
  EXPECT_LE(outside, samples / 10);
  EXPECT_GT(travelled, length);
}

TEST(FollowPath, MovesOnOnlyWhenStrictlyNearerThanTheArrivalDistance) {
  // Buckland: SetNextWaypoint when DistanceSq < WaypointSeekDistSq. Exactly 20 away: not yet.
  Agent a = MakeAt({80, 0});
  Path path{{{100.0f, 0.0f}, {100.0f, 100.0f}}, true};
  FollowPath(a, path, 20.0f);
  EXPECT_EQ(a.waypoint, 0);
  a.pos = {80.5f, 0.0f};
  FollowPath(a, path, 20.0f);
  EXPECT_EQ(a.waypoint, 1);
}

namespace {
const Path kSquareLoop{{{0.0f, 0.0f}, {100.0f, 0.0f}, {100.0f, 100.0f}, {0.0f, 100.0f}}, true};
}  // namespace

TEST(PathFollowing, CrossingALoopsSeamBackwardsIsTheWrongWay) {
  // The mirror of ALoopsSeamIsNotAWrongWay. At (5, 2) the agent's own projection is (5, 0) on
  // segment 0, s = 5; moving (-100, 0), T = 0.25 s: P = (-20, 2), nearest (0, 2) on the closing
  // segment, s(P) = 398. The raw progress 393 is half the loop (400) or more, so it wraps to -7:
  // backwards, the wrong way for direction +1, so it steers even inside the corridor (radius 25).
  Agent a = MakeAt({5, 2}, {-100, 0});
  PathFollowResult r = FollowPathway(a, kSquareLoop, {25.0f, 0.25f, 1});
  EXPECT_FLOAT_EQ(r.along, 5.0f);
  EXPECT_EQ(r.onPath, (Vec2{0, 2}));
  EXPECT_TRUE(r.inside);
  EXPECT_FALSE(r.rightWay);
  EXPECT_TRUE(r.steering);
  EXPECT_EQ(r.target, (Vec2{30, 0}));  // s = 5 + 100 * 0.25
  EXPECT_NE(r.force, (Vec2{}));
}
