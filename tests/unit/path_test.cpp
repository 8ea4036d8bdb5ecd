#include "steer/path.h"

#include <gtest/gtest.h>

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
