// StepBoids (four boids per SIMD lane group) against StepBoidsOneByOne (Wander, Combine and
// Integrate called agent by agent): the same world, bit for bit, in every kind of scene.
#include <gtest/gtest.h>

#include "steer/boids.h"

namespace steer {
namespace {

struct Scene {
  World world;
  BoidRules rules;
};

Scene RandomScene(uint64_t seed) {
  Rng rng = Rng::FromSeed(seed);
  WorldDef wd;
  wd.width = 400.0f;
  wd.height = 300.0f;
  wd.seed = seed;
  wd.edges = Edges(seed % 3);
  wd.dt = seed % 4 == 0 ? 0.05f : 1.0f / 60.0f;
  Scene s{MakeWorld(wd), {}};
  s.rules.radius = rng.Uniform(5.0f, 80.0f);
  s.rules.fovCos = FovCos(rng.Uniform(0.0f, 360.0f));
  s.rules.separation = rng.Uniform(0.0f, 3000.0f);
  s.rules.alignment = rng.Uniform(0.0f, 300.0f);
  s.rules.cohesion = rng.Uniform(0.0f, 200.0f);
  s.rules.wander = rng.Uniform(0.0f, 2.0f);
  s.rules.wanderDef = {rng.Uniform(0.0f, 50.0f), rng.Uniform(0.0f, 80.0f), rng.Uniform(0.0f, 600.0f)};
  int n = 1 + int(rng.Below(130));  // not always a multiple of four
  for (int i = 0; i < n; ++i) {
    AgentDef a;
    a.role = Role::Boid;
    // Some on one spot, some outside the world, some standing still.
    a.pos = i % 13 == 0 ? Vec2{200.0f, 150.0f} : Vec2{rng.Uniform(-40, 440), rng.Uniform(-40, 340)};
    a.vel = i % 7 == 0 ? Vec2{} : rng.UnitVector() * rng.Uniform(0.0f, 120.0f);
    a.maxSpeed = i % 11 == 0 ? 0.0f : rng.Uniform(20.0f, 200.0f);
    a.maxForce = i % 17 == 0 ? 0.0f : rng.Uniform(10.0f, 600.0f);
    a.mass = rng.Uniform(0.2f, 3.0f);
    a.maxTurnRate = seed % 5 == 0 && i % 3 == 0 ? 2.0f : 0.0f;  // batched groups fall back
    AddAgent(s.world, a);
  }
  return s;
}

class StepBoidsMatches : public ::testing::TestWithParam<int> {};

TEST_P(StepBoidsMatches, OneByOneBitForBit) {
  uint64_t seed = uint64_t(GetParam());
  Scene a = RandomScene(seed), b = RandomScene(seed);
  BoidScratch sa, sb;
  for (int step = 0; step < 120; ++step) {
    StepBoids(a.world, a.rules, sa);
    StepBoidsOneByOne(b.world, b.rules, sb);
    ASSERT_EQ(StateHash(a.world), StateHash(b.world)) << "seed " << seed << " step " << step;
  }
  for (size_t i = 0; i < a.world.agents.size(); ++i) {
    ASSERT_EQ(a.world.agents[i].force.x, b.world.agents[i].force.x);  // not in the hash
    ASSERT_EQ(a.world.agents[i].side.y, b.world.agents[i].side.y);
  }
  EXPECT_TRUE(StateIsSane(a.world));
  EXPECT_EQ(a.world.frame, 120);
}
INSTANTIATE_TEST_SUITE_P(SeededScenes, StepBoidsMatches, ::testing::Range(1, 31));

TEST(StepBoids, TheFlockMovesAndStaysFinite) {
  // Not only equal to the reference: the boids move, turn and keep to their speed limits.
  Scene s = RandomScene(2);
  std::vector<Agent> before = s.world.agents;
  BoidScratch scratch;
  for (int step = 0; step < 60; ++step) StepBoids(s.world, s.rules, scratch);
  int moved = 0;
  for (size_t i = 0; i < before.size(); ++i)
    moved += s.world.agents[i].maxSpeed > 0.0f && s.world.agents[i].pos != before[i].pos;
  EXPECT_GT(moved, int(before.size()) / 2);
  EXPECT_TRUE(StateIsSane(s.world));
}

}  // namespace
}  // namespace steer
