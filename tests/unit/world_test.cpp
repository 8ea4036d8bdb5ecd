#include "steer/world.h"

#include <gtest/gtest.h>

#include <cmath>

#include "steer/pursuit.h"
#include "steer/wander.h"

using namespace steer;

namespace {

World TwoAgents(Edges edges) {
  WorldDef d;
  d.width = 100.0f;
  d.height = 100.0f;
  d.edges = edges;
  World w = MakeWorld(d);
  AgentDef a;
  a.pos = {99.0f, 50.0f};
  a.vel = {120.0f, 0.0f};
  AddAgent(w, a);
  return w;
}

Vec2 NoForce(World&, int) { return {}; }

// A wander-and-pursue scene that uses every random and trigonometric path of the core.
World Chase(uint64_t seed) {
  WorldDef d;
  d.seed = seed;
  World w = MakeWorld(d);
  AgentDef p;
  p.pos = {100, 100};
  p.role = Role::Pursuer;
  p.maxTurnRate = 3.0f;
  AddAgent(w, p);
  AgentDef e;
  e.pos = {500, 400};
  e.maxSpeed = 120.0f;
  e.role = Role::Evader;
  AddAgent(w, e);
  return w;
}

void StepChase(World& w, int steps) {
  for (int s = 0; s < steps; ++s)
    Step(w, [](World& world, int i) {
      if (i == 0) return Pursuit(world.agents[0], world.agents[1]).force;
      return Wander(world.agents[1], {}, world.rng, world.def.dt).force +
             Evade(world.agents[1], world.agents[0]).force;
    });
}

}  // namespace

TEST(Edges, WrapBringsAnAgentInOnTheOtherSide) {
  World w = TwoAgents(Edges::Wrap);
  Step(w, NoForce);  // 99 + 2 = 101 -> 1
  EXPECT_NEAR(w.agents[0].pos.x, 1.0f, 1e-4f);
  EXPECT_GT(w.agents[0].vel.x, 0.0f);
}

TEST(Edges, BounceReflectsPositionAndVelocity) {
  World w = TwoAgents(Edges::Bounce);
  Step(w, NoForce);
  EXPECT_NEAR(w.agents[0].pos.x, 99.0f, 1e-4f);
  EXPECT_LT(w.agents[0].vel.x, 0.0f);
  EXPECT_LT(w.agents[0].heading.x, 0.0f);
}

TEST(Edges, NoneLetsAgentsLeave) {
  World w = TwoAgents(Edges::None);
  Step(w, NoForce);
  EXPECT_NEAR(w.agents[0].pos.x, 101.0f, 1e-4f);
}

TEST(Edges, WrapHandlesPositionsManyWorldsAway) {
  World w = TwoAgents(Edges::Wrap);
  w.agents[0].pos = {-1234.5f, 98765.0f};
  ApplyEdges(w);
  EXPECT_GE(w.agents[0].pos.x, 0.0f);
  EXPECT_LT(w.agents[0].pos.x, 100.0f);
  EXPECT_GE(w.agents[0].pos.y, 0.0f);
  EXPECT_LT(w.agents[0].pos.y, 100.0f);
}

TEST(World, StepAdvancesOneFrameOfOneSixtiethSecond) {
  World w = TwoAgents(Edges::None);
  Step(w, NoForce);
  EXPECT_EQ(w.frame, 1);
  EXPECT_DOUBLE_EQ(w.Time(), double(1.0f / 60.0f));
}

TEST(Determinism, SameSeedGivesBitIdenticalStateAfterManySteps) {
  World a = Chase(7), b = Chase(7);
  StepChase(a, 3000);
  StepChase(b, 3000);
  EXPECT_EQ(StateHash(a), StateHash(b));
}

TEST(Determinism, DifferentSeedGivesADifferentScene) {
  World a = Chase(7), b = Chase(8);
  StepChase(a, 300);
  StepChase(b, 300);
  EXPECT_NE(StateHash(a), StateHash(b));
}

TEST(Determinism, HashCoversPositions) {
  World a = Chase(7), b = Chase(7);
  b.agents[1].pos.x = std::nextafter(b.agents[1].pos.x, 1e9f);
  EXPECT_NE(StateHash(a), StateHash(b));
}

TEST(World, DefinitionsAreClampedToTheirDeclaredRanges) {
  WorldDef d;
  d.width = -5.0f;
  d.dt = NAN;
  d.edges = Edges(9);
  World w = MakeWorld(d);
  EXPECT_EQ(w.def.width, 10.0f);
  EXPECT_FLOAT_EQ(w.def.dt, 1.0f / 60.0f);
  EXPECT_EQ(w.def.edges, Edges::Wrap);
}

// [SECTION] properties over seeded random scenes, parameters at their extremes
class RandomScenesStaySane : public ::testing::TestWithParam<int> {};

TEST_P(RandomScenesStaySane, FiniteStateSpeedAndForceWithinLimits) {
  Rng pick = Rng::FromSeed(uint64_t(GetParam()) * 977u);
  WorldDef d;
  d.seed = uint64_t(GetParam());
  d.edges = Edges(pick.Below(3));
  d.neighborRadius = 40.0f;
  World w = MakeWorld(d);
  const float extremes[] = {0.0f, 1e-6f, 1.0f, 150.0f, 1e5f};
  int n = 2 + int(pick.Below(30));
  bool stacked = pick.Below(2) == 0;
  for (int i = 0; i < n; ++i) {
    AgentDef a;
    a.pos = stacked ? Vec2{300, 300} : Vec2{pick.Uniform(0, 1000), pick.Uniform(0, 700)};
    a.maxSpeed = extremes[pick.Below(5)];
    a.maxForce = extremes[pick.Below(5)];
    a.mass = pick.Below(2) ? 1.0f : 0.0f;
    a.maxTurnRate = pick.Below(2) ? 0.0f : 2.0f;
    AddAgent(w, a);
  }
  LookAheadDef la;
  la.predictor = Predictor(pick.Below(kPredictorCount));
  la.scale = pick.Below(2) ? 0.0f : 10.0f;
  for (int s = 0; s < 600; ++s) {
    Step(w, [&](World& world, int i) {
      Agent& self = world.agents[i];
      const Agent& other = world.agents[(i + 1) % world.agents.size()];
      return Pursuit(self, other, la).force + Evade(self, other, 1e9f, la).force +
             Wander(self, {}, world.rng, world.def.dt).force;
    });
    ASSERT_TRUE(StateIsSane(w)) << "step " << s;
    for (const Agent& a : w.agents) ASSERT_LE(Length(a.force), a.maxForce * (1.0f + 1e-5f));
  }
}
INSTANTIATE_TEST_SUITE_P(Seeds, RandomScenesStaySane, ::testing::Range(1, 31));
