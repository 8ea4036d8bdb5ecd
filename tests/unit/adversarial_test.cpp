// Adversarial scenes: one million steps in all, across scenes built to break things: every
// agent on one spot, zero max speed, zero and huge look-ahead, a pursuer chasing itself, every
// parameter of every demo at both ends of its range, one agent and the maximum count. At every
// single step the state must be finite and every speed within its max speed.
// Steps: stacked 6 predictors x 2 scales x (20,000 + 5,000) = 300,000; every demo 9 x 2 x 30,000
// = 540,000; pursuit 6 x 40,000 = 240,000; the 100,000-boid flock 10: 1,080,010 in all.
#include <gtest/gtest.h>

#include <string>

#include "model/playground.h"
#include "steer/flocking.h"
#include "steer/pursuit.h"
#include "steer/wander.h"
#include "steer/world.h"

using namespace steer;

namespace {

void RunSane(demos::Playground& pg, int steps, const std::string& what) {
  for (int k = 0; k < steps; ++k) {
    pg.Step();
    ASSERT_TRUE(StateIsSane(pg.world())) << what << " at step " << k;
  }
}

// A core-level scene: n agents stacked on one spot, pursuing, evading, wandering and flocking.
void RunStacked(int n, float maxSpeed, const LookAheadDef& la, int steps, const std::string& what) {
  WorldDef wd;
  wd.neighborRadius = 30.0f;
  wd.edges = Edges::Bounce;
  World w = MakeWorld(wd);
  for (int i = 0; i < n; ++i) {
    AgentDef d;
    d.pos = {500.0f, 350.0f};
    d.maxSpeed = maxSpeed;
    AddAgent(w, d);
  }
  std::vector<int> nb;
  for (int k = 0; k < steps; ++k) {
    Step(w, [&](World& world, int i) {
      Agent& a = world.agents[i];
      const Agent& other = world.agents[(i + 1) % world.agents.size()];
      NeighborsFromGrid(world.agents, world.grid, i, 30.0f, FovCos(270.0f), nb);
      FlockForces f = Flock(a, world.agents, nb);
      return Pursuit(a, i % 3 == 0 ? a : other, la).force + Evade(a, other, 1e6f, la).force +
             Wander(a, {}, world.rng, world.def.dt).force + f.separation * 1000.0f + f.alignment + f.cohesion;
    });
    ASSERT_TRUE(StateIsSane(w)) << what << " at step " << k;
  }
}

}  // namespace

TEST(Adversarial, AgentsStackedOnOneSpotZeroSpeedAndExtremeLookAheads) {
  for (int p = 0; p < kPredictorCount; ++p) {
    for (float scale : {0.0f, 10.0f}) {
      LookAheadDef la;
      la.predictor = Predictor(p);
      la.scale = scale;
      RunStacked(12, 150.0f, la, 20000, "stacked, predictor " + std::to_string(p));
      RunStacked(6, 0.0f, la, 5000, "zero max speed, predictor " + std::to_string(p));
    }
  }
}

TEST(Adversarial, EveryDemoWithEveryParameterAtBothEndsAndOneAgent) {
  for (const demos::DemoDesc& d : demos::Demos()) {
    for (int end = 0; end < 2; ++end) {
      demos::Playground pg;
      pg.SelectDemo(d.id);
      for (int i = 0; i < int(d.params.size()); ++i) {
        const demos::ParamSpec& s = d.params[i];
        bool count = std::string(s.name) == "count";
        // The largest count is its own scene below; here counts go to 1 (one agent) or stay small.
        pg.SetAt(i, count ? (end ? 12.0f : s.min) : (end ? s.max : s.min));
      }
      RunSane(pg, 30000, std::string(d.id) + (end ? " at max" : " at min"));
    }
  }
}

TEST(Adversarial, PursuitDemoPursuerOnTopOfTheEvaderAndEveryPredictor) {
  for (int p = 0; p < kPredictorCount; ++p) {
    demos::Playground pg;
    pg.Set("predictor", float(p));
    pg.Set("evaderSpeed", 0.0f);
    pg.Set("lookahead", 10.0f);
    RunSane(pg, 40000, "pursuit predictor " + std::to_string(p));
  }
}

TEST(Adversarial, TheMaximumFlockCountSteps) {
  demos::Playground pg;
  pg.SelectDemo("flock");
  pg.Set("count", 100000.0f);
  ASSERT_EQ(pg.world().agents.size(), 100000u);
  RunSane(pg, 10, "flock of 100000");
}
