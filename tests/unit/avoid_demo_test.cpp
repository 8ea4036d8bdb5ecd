// The avoid demo's lessons, checked by measurement: over 5 seeds x 60 s, how many agent-steps end
// with an agent's centre inside an obstacle, for each method and box length the lessons name.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "link/link.h"
#include "model/playground.h"
#include "steer/avoidance.h"

using namespace demos;

namespace {

constexpr int kSeeds = 5;
constexpr int kSteps = 60 * 60;

struct AvoidRun {
  long inside = 0;          // agent-steps with an agent's centre inside an obstacle
  double nearSpeed = 0.0;   // mean speed of agents within 30 units of an obstacle's edge
};

// Seeds 1..kSeeds (or only the link's own seed) for 60 s each.
AvoidRun Measure(const std::string& link, bool allSeeds = true) {
  AvoidRun run;
  long near = 0;
  for (int seed = 1; seed <= (allSeeds ? kSeeds : 1); ++seed) {
    Playground pg;
    LinkResult r = ParseLink(allSeeds ? link + "&seed=" + std::to_string(seed) : link);
    EXPECT_TRUE(r.ok) << link;
    ApplyLink(pg, r.state);
    for (int s = 0; s < kSteps; ++s) {
      pg.Step(1);
      for (const steer::Agent& a : pg.world().agents)
        for (const steer::Obstacle& o : pg.world().obstacles) {
          float d = steer::Distance(a.pos, o.pos);
          run.inside += d < o.radius;
          if (d < o.radius + 30.0f) run.nearSpeed += a.Speed(), ++near;
        }
    }
  }
  if (near > 0) run.nearSpeed /= double(near);
  return run;
}

}  // namespace

TEST(AvoidDemo, TheLessonsHoldByMeasurement) {
  AvoidRun none = Measure("v=1&demo=avoid&method=none");
  AvoidRun box50 = Measure("v=1&demo=avoid&box=50");
  AvoidRun box10 = Measure("v=1&demo=avoid&box=10");
  AvoidRun box0 = Measure("v=1&demo=avoid&box=0");
  AvoidRun peters = Measure("v=1&demo=avoid&method=peters");
  std::printf("agent-steps inside an obstacle (5 seeds x 60 s): none %ld, box 50 %ld, box 10 %ld, box 0 %ld, "
              "peters %ld; speed near obstacles: buckland %.0f, peters %.0f\n",
              none.inside, box50.inside, box10.inside, box0.inside, peters.inside, box50.nearSpeed,
              peters.nearSpeed);
  ASSERT_GT(none.inside, 1000);  // without avoidance agents do wander through obstacles
  EXPECT_LE(box50.inside * 100, none.inside);          // the default box: at most 1% of that
  EXPECT_LE(box10.inside * 2, none.inside);            // "too short": clearly between...
  EXPECT_GT(box10.inside, box50.inside * 3 + 100);     // ...and clearly worse than the default
  EXPECT_LT(box0.inside, none.inside);                 // box 0 still swerves, on contact
  EXPECT_GT(box0.inside, box10.inside);
  EXPECT_LE(peters.inside * 100, none.inside);         // Peters' feeler works as well...
  EXPECT_LT(peters.nearSpeed, 0.75 * box50.nearSpeed);  // ...by braking hard in front of obstacles
}

// The gallery lesson "A detection box that is too short", in its own link (seed 1): over a minute
// the count of agent-steps inside obstacles climbs into the hundreds; at the default box it stays 0.
TEST(AvoidDemo, TheTooShortBoxLessonShowsItsClaimInItsOwnLink) {
  EXPECT_GE(Measure("v=1&demo=avoid&box=10", false).inside, 100);
  EXPECT_EQ(Measure("v=1&demo=avoid", false).inside, 0);
}

// "Set the detection box to 0: agents only swerve once they touch an obstacle."
TEST(AvoidDemo, WithABoxOfZeroOnlyTouchingAgentsAreSteeredByObstacles) {
  Playground pg;
  ApplyLink(pg, ParseLink("v=1&demo=avoid&box=0").state);
  int steered = 0;
  for (int s = 0; s < 1800; ++s) {
    pg.Step(1);
    for (const steer::Agent& a : pg.world().agents) {
      steer::ObstacleAvoidanceResult r = steer::ObstacleAvoidance(a, pg.world().obstacles, 0.0f);
      bool touching = false;
      for (const steer::Obstacle& o : pg.world().obstacles)
        touching = touching || steer::Distance(a.pos, o.pos) < o.radius + a.radius;
      ASSERT_EQ(r.closest >= 0, touching);
      steered += r.closest >= 0;
    }
  }
  EXPECT_GT(steered, 10);
}
