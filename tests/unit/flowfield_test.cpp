// Flow-field following: the field from seeded noise is deterministic and made of unit vectors,
// and the force is field(predicted position) * maxSpeed - velocity (Reynolds 1999; Shiffman).
#include "steer/flowfield.h"

#include <gtest/gtest.h>

#include <cmath>

#include "scenes.h"

using namespace steer;
using steer::test::MakeAt;

TEST(FlowField, NoiseFieldCoversTheWorldWithUnitVectorsAndTheSameSeedGivesTheSameField) {
  Rng a = Rng::FromSeed(7), b = Rng::FromSeed(7), c = Rng::FromSeed(8);
  FlowFieldDef def;  // 50-unit cells, lattice every 4 cells
  FlowField f = MakeNoiseFlowField(1000.0f, 700.0f, def, a);
  EXPECT_EQ(f.cols, 20);
  EXPECT_EQ(f.rows, 14);
  ASSERT_EQ(f.dirs.size(), 280u);
  for (Vec2 v : f.dirs) EXPECT_NEAR(Length(v), 1.0f, 1e-5f);
  FlowField g = MakeNoiseFlowField(1000.0f, 700.0f, def, b);
  FlowField h = MakeNoiseFlowField(1000.0f, 700.0f, def, c);
  int same = 0;
  for (size_t i = 0; i < f.dirs.size(); ++i) {
    EXPECT_EQ(f.dirs[i], g.dirs[i]);
    same += f.dirs[i] == h.dirs[i] ? 1 : 0;
  }
  EXPECT_LT(same, 10);
  // The lattice is (20 / 4 + 2) x (14 / 4 + 2) = 7 x 5 = 35 draws from the world's Rng.
  Rng d = Rng::FromSeed(7);
  for (int i = 0; i < 35; ++i) d.NextFloat();
  EXPECT_EQ(a.state, d.state);
}

TEST(FlowField, NeighbouringCellsTurnGraduallyAndZeroTurnsGiveAUniformField) {
  Rng rng = Rng::FromSeed(3);
  FlowField f = MakeNoiseFlowField(1000.0f, 700.0f, {50.0f, 8.0f, 1.0f}, rng);
  // Smoothstep's slope is at most 1.5: neighbours differ by at most 1.5 / 8 turn (67.5 degrees).
  float minDot = 1.0f;
  for (int r = 0; r < f.rows; ++r)
    for (int c = 0; c + 1 < f.cols; ++c)
      minDot = std::fmin(minDot, Dot(f.dirs[size_t(r * f.cols + c)], f.dirs[size_t(r * f.cols + c + 1)]));
  EXPECT_GT(minDot, std::cos(1.5f / 8.0f * 6.2831853f) - 1e-4f);
  FlowField u = MakeNoiseFlowField(1000.0f, 700.0f, {50.0f, 4.0f, 0.0f}, rng);
  for (Vec2 v : u.dirs) EXPECT_EQ(v, (Vec2{1.0f, 0.0f}));
}

TEST(FlowField, LookupTakesTheCellThatHoldsThePointClampedToTheGrid) {
  FlowField f;
  f.cols = 2;
  f.rows = 1;
  f.cell = 50.0f;
  f.dirs = {{1, 0}, {0, 1}};
  EXPECT_EQ(f.At({10, 10}), (Vec2{1, 0}));
  EXPECT_EQ(f.At({60, 10}), (Vec2{0, 1}));
  EXPECT_EQ(f.At({500, -300}), (Vec2{0, 1}));
  EXPECT_EQ(f.At({-5, 900}), (Vec2{1, 0}));
  EXPECT_EQ(f.At({NAN, NAN}), (Vec2{1, 0}));
  EXPECT_EQ(FlowField{}.At({1, 1}), (Vec2{}));
}

TEST(FlowFieldFollowing, SteersTowardsTheFieldAtThePredictedPositionAtFullSpeed) {
  FlowField f;
  f.cols = 2;
  f.rows = 1;
  f.cell = 50.0f;
  f.dirs = {{1, 0}, {0, 1}};
  // At (40, 25) moving (100, 0): 0.25 s ahead is (65, 25), in cell 1 (down).
  // desired = (0, 1) * 150, force = (0, 150) - (100, 0).
  Agent a = MakeAt({40, 25}, {100, 0});
  FlowFollowResult r = FlowFieldFollowing(a, f, 0.25f);
  EXPECT_EQ(r.predicted, (Vec2{65, 25}));
  EXPECT_EQ(r.flow, (Vec2{0, 1}));
  EXPECT_EQ(r.force, (Vec2{-100, 150}));
  // With no look-ahead it reads its own cell: desired (150, 0), force (50, 0).
  EXPECT_EQ(FlowFieldFollowing(a, f, 0.0f).force, (Vec2{50, 0}));
}
