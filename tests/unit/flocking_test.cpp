#include "steer/flocking.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "scenes.h"
#include "steer/world.h"

using namespace steer;
using steer::test::MakeAt;

namespace {
bool SameBits(Vec2 a, Vec2 b) { return std::memcmp(&a, &b, sizeof a) == 0; }
}  // namespace

TEST(Neighbors, WithinRadiusAndFieldOfViewOnly) {
  Agent a = MakeAt({0, 0}, {10.0f, 0.0f}, 150.0f, {1, 0}, 0);
  Agent ahead = MakeAt({40, 0}, {}, 150.0f, {1, 0}, 1);
  Agent far = MakeAt({60, 0}, {}, 150.0f, {1, 0}, 2);
  Agent behind = MakeAt({-40, 0}, {}, 150.0f, {1, 0}, 3);
  Agent side = MakeAt({0, 40}, {}, 150.0f, {1, 0}, 4);
  float fov270 = FovCos(270.0f), fov180 = FovCos(180.0f);
  EXPECT_TRUE(IsNeighbor(a, ahead, 50.0f, fov270));
  EXPECT_FALSE(IsNeighbor(a, far, 50.0f, fov270));
  EXPECT_FALSE(IsNeighbor(a, behind, 50.0f, fov270));  // in the 90-degree blind spot
  EXPECT_TRUE(IsNeighbor(a, behind, 50.0f, FovCos(360.0f)));
  EXPECT_TRUE(IsNeighbor(a, side, 50.0f, fov270));
  EXPECT_TRUE(IsNeighbor(a, side, 50.0f, fov180));  // exactly 90 degrees off: on the edge
  EXPECT_FALSE(IsNeighbor(a, side, 50.0f, FovCos(170.0f)));
  EXPECT_FALSE(IsNeighbor(a, a, 50.0f, fov270));  // never its own neighbour
}

TEST(Separation, PushesAwayInverselyToDistance) {
  std::vector<Agent> agents{MakeAt({0, 0}, {}, 150, {1, 0}, 0), MakeAt({10, 0}, {}, 150, {1, 0}, 1),
                            MakeAt({0, -20}, {}, 150, {1, 0}, 2)};
  Vec2 f = Separation(agents[0], agents, {1, 2});
  EXPECT_FLOAT_EQ(f.x, -1.0f / 10.0f);
  EXPECT_FLOAT_EQ(f.y, 1.0f / 20.0f);
}

TEST(Separation, CoincidentAgentsArePushedApartInOppositeDirections) {
  std::vector<Agent> agents{MakeAt({5, 5}, {}, 150, {1, 0}, 0), MakeAt({5, 5}, {}, 150, {1, 0}, 1)};
  Vec2 f0 = Separation(agents[0], agents, {1});
  Vec2 f1 = Separation(agents[1], agents, {0});
  EXPECT_TRUE(IsFinite(f0));
  EXPECT_GT(Length(f0), 0.0f);
  EXPECT_EQ(f0, -f1);
}

TEST(Alignment, IsMeanNeighbourHeadingMinusOwnHeading) {
  std::vector<Agent> agents{MakeAt({0, 0}, {1, 0}, 150, {1, 0}, 0), MakeAt({10, 0}, {0, 1}, 150, {1, 0}, 1),
                            MakeAt({0, 10}, {0, 1}, 150, {1, 0}, 2)};
  Vec2 f = Alignment(agents[0], agents, {1, 2});
  EXPECT_FLOAT_EQ(f.x, -1.0f);
  EXPECT_FLOAT_EQ(f.y, 1.0f);
}

TEST(Cohesion, IsAUnitForceTowardsTheCentreOfMass) {
  std::vector<Agent> agents{MakeAt({0, 0}, {}, 150, {1, 0}, 0), MakeAt({30, 10}, {}, 150, {1, 0}, 1),
                            MakeAt({30, -10}, {}, 150, {1, 0}, 2)};
  Vec2 f = Cohesion(agents[0], agents, {1, 2});
  EXPECT_NEAR(f.x, 1.0f, 1e-6f);
  EXPECT_NEAR(f.y, 0.0f, 1e-6f);
}

TEST(Cohesion, BucklandsSeekLeansBackInAMovingFlockReynoldsPullsToTheCentre) {
  // Centre (30, 0) straight to the side of an agent moving (0, 150) at full speed: Buckland's
  // unit(Seek) = unit((150, 0) - (0, 150)) = (0.7071, -0.7071), 45 degrees back from the centre's
  // direction; Reynolds' is (1, 0).
  std::vector<Agent> agents{MakeAt({0, 0}, {0, 150}, 150, {1, 0}, 0), MakeAt({30, 10}, {}, 150, {1, 0}, 1),
                            MakeAt({30, -10}, {}, 150, {1, 0}, 2)};
  Vec2 buckland = Cohesion(agents[0], agents, {1, 2});
  EXPECT_NEAR(buckland.x, 0.70710678f, 1e-6f);
  EXPECT_NEAR(buckland.y, -0.70710678f, 1e-6f);
  Vec2 reynolds = CohesionTowardsCentre(agents[0], agents, {1, 2});
  EXPECT_NEAR(reynolds.x, 1.0f, 1e-6f);
  EXPECT_NEAR(reynolds.y, 0.0f, 1e-6f);
  EXPECT_EQ(CohesionTowardsCentre(agents[0], agents, {}), (Vec2{}));
  std::vector<Agent> onCentre{MakeAt({5, 5}, {}, 150, {1, 0}, 0), MakeAt({5, 5}, {}, 150, {1, 0}, 1)};
  EXPECT_EQ(CohesionTowardsCentre(onCentre[0], onCentre, {1}), (Vec2{}));
}

TEST(Flock, FusedPassEqualsTheThreeSeparateBehavioursBitForBit) {
  Rng rng = Rng::FromSeed(11);
  std::vector<Agent> agents;
  for (int i = 0; i < 30; ++i)
    agents.push_back(
        MakeAt({rng.Uniform(0, 100), rng.Uniform(0, 100)}, rng.UnitVector() * 50.0f, 150, {1, 0}, i));
  std::vector<int> nb;
  NeighborsBruteForce(agents, 0, 60.0f, FovCos(270.0f), nb);
  ASSERT_FALSE(nb.empty());
  FlockForces f = Flock(agents[0], agents, nb);
  EXPECT_EQ(f.separation, Separation(agents[0], agents, nb));
  EXPECT_EQ(f.alignment, Alignment(agents[0], agents, nb));
  EXPECT_EQ(f.cohesion, Cohesion(agents[0], agents, nb));
}

// [SECTION] the grid against the brute-force reference, over seeded random scenes
class GridMatchesBruteForce : public ::testing::TestWithParam<int> {};

TEST_P(GridMatchesBruteForce, ForEveryAgent) {
  int seed = GetParam();
  Rng rng = Rng::FromSeed(uint64_t(seed));
  int n = 50 + int(rng.Below(400));
  float radius = rng.Uniform(5.0f, 120.0f);
  float fov = rng.Uniform(0.0f, 360.0f);
  std::vector<Agent> agents;
  for (int i = 0; i < n; ++i) {
    // Some agents outside the grid's bounds and some stacked on one spot.
    Vec2 p = i % 17 == 0 ? Vec2{250.0f, 250.0f} : Vec2{rng.Uniform(-50, 550), rng.Uniform(-50, 550)};
    agents.push_back(MakeAt(p, rng.UnitVector() * 20.0f, 150, {1, 0}, i));
  }
  std::vector<Vec2> pts;
  for (const Agent& a : agents) pts.push_back(a.pos);
  NeighborGrid grid;
  grid.Build(pts.data(), n, radius, {0, 0}, {500, 500});
  std::vector<int> fromGrid, brute;
  float fc = FovCos(fov);
  for (int i = 0; i < n; ++i) {
    NeighborsFromGrid(agents, grid, i, radius, fc, fromGrid);
    NeighborsBruteForce(agents, i, radius, fc, brute);
    // The grid's order is by cell then index; as a set it is exactly the brute-force one.
    std::vector<int> sorted = fromGrid;
    std::sort(sorted.begin(), sorted.end());
    ASSERT_EQ(sorted, brute) << "agent " << i << " seed " << seed;
    for (size_t k = 1; k < fromGrid.size(); ++k) {
      int a = fromGrid[k - 1], b = fromGrid[k];
      int ca = grid.CellOf(agents[size_t(a)].pos), cb = grid.CellOf(agents[size_t(b)].pos);
      ASSERT_TRUE(ca < cb || (ca == cb && a < b)) << "grid order: by cell, then by index";
    }
  }

  // FlockAll: every agent's forces, bit for bit those of Flock() over the same neighbours,
  // whatever the field of view; and the same with one agent left out of every neighbourhood.
  std::vector<FlockForces> all;
  FlockScratch scratch;
  int exclude = seed % 3 == 0 ? -1 : int(rng.Below(uint32_t(n)));
  FlockAll(agents, grid, radius, fc, exclude, scratch, all);
  ASSERT_EQ(all.size(), agents.size());
  for (int i = 0; i < n; ++i) {
    NeighborsFromGrid(agents, grid, i, radius, fc, fromGrid);
    fromGrid.erase(std::remove(fromGrid.begin(), fromGrid.end(), exclude), fromGrid.end());
    FlockForces f = Flock(agents[size_t(i)], agents, fromGrid);
    ASSERT_EQ(all[size_t(i)].neighbors, f.neighbors) << "agent " << i << " seed " << seed;
    ASSERT_TRUE(SameBits(all[size_t(i)].separation, f.separation)) << "agent " << i << " seed " << seed;
    ASSERT_TRUE(SameBits(all[size_t(i)].alignment, f.alignment)) << "agent " << i << " seed " << seed;
    ASSERT_TRUE(SameBits(all[size_t(i)].cohesion, f.cohesion)) << "agent " << i << " seed " << seed;
  }
}
INSTANTIATE_TEST_SUITE_P(SeededScenes, GridMatchesBruteForce, ::testing::Range(1, 41));

TEST(NeighborGrid, PositionsInAnArrayOfAgentsSortAsTheSamePointsPacked) {
  Rng rng = Rng::FromSeed(5);
  std::vector<Agent> agents;
  std::vector<Vec2> pts;
  for (int i = 0; i < 500; ++i) {
    Vec2 p = i % 7 == 0 ? Vec2{rng.Uniform(-80, 0), 20.0f} : Vec2{rng.Uniform(0, 300), rng.Uniform(0, 330)};
    agents.push_back(MakeAt(p, {1, 0}, 150, {1, 0}, i));
    pts.push_back(p);
  }
  NeighborGrid packed, strided;
  packed.Build(pts.data(), int(pts.size()), 30.0f, {0, 0}, {300, 300});
  strided.Build(&agents[0].pos, sizeof(Agent), int(agents.size()), 30.0f, {0, 0}, {300, 300});
  ASSERT_EQ(strided.size(), 500);
  ASSERT_EQ(strided.cols(), packed.cols());
  ASSERT_EQ(strided.rows(), packed.rows());
  for (int c = 0; c <= packed.cols() * packed.rows(); ++c) ASSERT_EQ(strided.cellBegin(c), packed.cellBegin(c));
  for (int k = 0; k < 500; ++k) ASSERT_EQ(strided.item(k), packed.item(k));
  EXPECT_GT(packed.cellBegin(packed.cols() * packed.rows()) - packed.cellBegin(1), 400) << "spread over many cells";
}

TEST(FlockAll, EveryFieldOfViewAndCrowdedCellsMatchFlockBitForBit) {
  // Crowded cells (more agents than lanes), agents stacked on one spot, heading every way, and
  // every kind of cone: blind, narrow, half, wide, almost all around, all around.
  for (float fov : {0.0f, 30.0f, 90.0f, 180.0f, 181.0f, 270.0f, 359.0f, 360.0f}) {
    Rng rng = Rng::FromSeed(uint64_t(fov) + 7);
    std::vector<Agent> agents;
    for (int i = 0; i < 300; ++i) {
      Vec2 p = i % 11 == 0 ? Vec2{100.0f, 100.0f} : Vec2{rng.Uniform(60, 160), rng.Uniform(60, 160)};
      agents.push_back(MakeAt(p, rng.UnitVector() * 30.0f, 150, {1, 0}, i));
    }
    std::vector<Vec2> pts;
    for (const Agent& a : agents) pts.push_back(a.pos);
    NeighborGrid grid;
    grid.Build(pts.data(), int(pts.size()), 25.0f, {0, 0}, {200, 200});
    float fc = FovCos(fov);
    std::vector<FlockForces> all;
    FlockScratch scratch;
    FlockAll(agents, grid, 25.0f, fc, -1, scratch, all);
    std::vector<int> nb;
    int withNeighbors = 0;
    for (size_t i = 0; i < agents.size(); ++i) {
      NeighborsFromGrid(agents, grid, int(i), 25.0f, fc, nb);
      FlockForces f = Flock(agents[i], agents, nb);
      ASSERT_EQ(all[i].neighbors, f.neighbors) << "fov " << fov << " agent " << i;
      ASSERT_TRUE(SameBits(all[i].separation, f.separation) && SameBits(all[i].alignment, f.alignment) &&
                  SameBits(all[i].cohesion, f.cohesion))
          << "fov " << fov << " agent " << i;
      EXPECT_TRUE(IsFinite(all[i].separation));
      withNeighbors += f.neighbors > 0;
    }
    if (fov >= 30.0f) {
      EXPECT_GT(withNeighbors, 200) << "the scene is crowded enough to test something";
    }
  }
}

TEST(FlockAll, AStaleGridFallsBackToTheBruteForceNeighbours) {
  std::vector<Agent> agents{MakeAt({0, 0}, {1, 0}, 150, {1, 0}, 0), MakeAt({10, 0}, {0, 1}, 150, {1, 0}, 1)};
  NeighborGrid empty;  // never built: no agent in it
  std::vector<FlockForces> all;
  FlockScratch scratch;
  FlockAll(agents, empty, 50.0f, FovCos(360.0f), -1, scratch, all);
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0].neighbors, 1);
  EXPECT_EQ(all[1].neighbors, 1);
  EXPECT_FLOAT_EQ(all[0].separation.x, -0.1f);
}

// [SECTION] the three rules measurably act on a random flock
namespace {

World RandomFlock(uint64_t seed, int n = 120) {
  WorldDef wd;
  wd.width = 600.0f;
  wd.height = 600.0f;
  wd.seed = seed;
  wd.neighborRadius = 60.0f;
  wd.edges = Edges::Wrap;
  World w = MakeWorld(wd);
  for (int i = 0; i < n; ++i) {
    AgentDef d;
    d.pos = {w.rng.Uniform(150, 450), w.rng.Uniform(150, 450)};
    d.vel = w.rng.UnitVector() * 60.0f;
    d.maxSpeed = 80.0f;
    d.maxForce = 200.0f;
    d.radius = 4.0f;
    d.role = Role::Boid;
    AddAgent(w, d);
  }
  return w;
}

void RunFlock(World& w, FlockDef def, int steps) {
  std::vector<int> nb;
  float fc = FovCos(def.fovDegrees);
  for (int s = 0; s < steps; ++s) {
    Step(w, [&](World& world, int i) {
      NeighborsFromGrid(world.agents, world.grid, i, def.radius, fc, nb);
      FlockForces f = Flock(world.agents[i], world.agents, nb);
      // Forces scaled like Buckland's steering tweaker so the rules can act within max force.
      return (f.separation * def.separation * 2000.0f + f.alignment * def.alignment * 100.0f +
              f.cohesion * def.cohesion * 100.0f);
    });
  }
}

float MinSpacing(const World& w) {
  float best = 1e30f;
  for (size_t i = 0; i < w.agents.size(); ++i)
    for (size_t j = i + 1; j < w.agents.size(); ++j)
      best = std::min(best, Distance(w.agents[i].pos, w.agents[j].pos));
  return best;
}

}  // namespace

TEST(Flocking, AlignmentRaisesThePolarizationOfARandomFlock) {
  World w = RandomFlock(4);
  float before = Polarization(w.agents);
  RunFlock(w, FlockDef{60.0f, 360.0f, 0.0f, 1.0f, 0.0f}, 600);
  float after = Polarization(w.agents);
  EXPECT_LT(before, 0.3f);
  EXPECT_GT(after, 0.8f);
  World none = RandomFlock(4);
  RunFlock(none, FlockDef{60.0f, 360.0f, 0.0f, 0.0f, 0.0f}, 600);
  EXPECT_LT(Polarization(none.agents), 0.3f);  // without alignment nothing changes
}

TEST(Flocking, CohesionShrinksTheGroupSpread) {
  World w = RandomFlock(5);
  w.def.edges = Edges::None;
  float before = Spread(w.agents);
  RunFlock(w, FlockDef{60.0f, 360.0f, 0.0f, 0.0f, 1.0f}, 300);
  EXPECT_LT(Spread(w.agents), before * 0.8f);
}

TEST(Flocking, SeparationKeepsAMinimumSpacing) {
  World w = RandomFlock(6, 80);
  w.def.edges = Edges::None;
  RunFlock(w, FlockDef{60.0f, 360.0f, 1.0f, 0.0f, 1.0f}, 600);
  World noSep = RandomFlock(6, 80);
  noSep.def.edges = Edges::None;
  RunFlock(noSep, FlockDef{60.0f, 360.0f, 0.0f, 0.0f, 1.0f}, 600);
  EXPECT_GT(MinSpacing(w), 4.0f);  // at least a body radius apart
  EXPECT_GT(MinSpacing(w), 3.0f * MinSpacing(noSep));
}

TEST(Flocking, PolarizationAndSpreadOfKnownConfigurations) {
  std::vector<Agent> same{MakeAt({0, 0}, {1, 0}), MakeAt({10, 0}, {1, 0})};
  EXPECT_FLOAT_EQ(Polarization(same), 1.0f);
  std::vector<Agent> opposite{MakeAt({0, 0}, {1, 0}), MakeAt({10, 0}, {-1, 0})};
  EXPECT_FLOAT_EQ(Polarization(opposite), 0.0f);
  EXPECT_FLOAT_EQ(Spread(opposite), 5.0f);
}

TEST(Neighbors, AnAgentExactlyAtTheRadiusIsANeighbour) {
  // |b - a| <= radius (flocking.h).
  Agent a = MakeAt({0, 0}, {}, 150.0f, {1, 0}, 0), b = MakeAt({50, 0}, {}, 150.0f, {1, 0}, 1);
  EXPECT_TRUE(IsNeighbor(a, b, 50.0f, FovCos(360.0f)));
  EXPECT_FALSE(IsNeighbor(a, b, 49.99f, FovCos(360.0f)));
}
