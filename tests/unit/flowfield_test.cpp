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
  FlowFieldDef def;  // 50-unit cells, lattice every 4 cells, curl
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

TEST(FlowField, AngleFieldNeighbouringCellsTurnGraduallyAndZeroTurnsGiveAUniformField) {
  Rng rng = Rng::FromSeed(3);
  FlowField f = MakeNoiseFlowField(1000.0f, 700.0f, {50.0f, 8.0f, 1.0f, FlowKind::Angle}, rng);
  // Smoothstep's slope is at most 1.5: neighbours differ by at most 1.5 / 8 turn (67.5 degrees).
  float minDot = 1.0f;
  for (int r = 0; r < f.rows; ++r)
    for (int c = 0; c + 1 < f.cols; ++c)
      minDot = std::fmin(minDot, Dot(f.dirs[size_t(r * f.cols + c)], f.dirs[size_t(r * f.cols + c + 1)]));
  EXPECT_GT(minDot, std::cos(1.5f / 8.0f * 6.2831853f) - 1e-4f);
  FlowField u = MakeNoiseFlowField(1000.0f, 700.0f, {50.0f, 4.0f, 0.0f, FlowKind::Angle}, rng);
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

TEST(FlowField, TheCurlFieldRunsAlongTheNoisesContourLines) {
  // Both kinds read the same noise: with the same seed, the angle field with one turn gives the
  // noise value itself (angle / 2 pi). Along a curl arrow the noise stays level, so stepping a
  // little along it changes the noise much less than stepping across it.
  FlowFieldDef curlDef, angleDef;
  angleDef.kind = FlowKind::Angle;
  angleDef.cell = curlDef.cell = 10.0f;  // fine cells: neighbours are close samples of the noise
  angleDef.noiseScale = curlDef.noiseScale = 16.0f;
  Rng a = Rng::FromSeed(5), b = Rng::FromSeed(5);
  FlowField curl = MakeNoiseFlowField(1000.0f, 700.0f, curlDef, a);
  FlowField angle = MakeNoiseFlowField(1000.0f, 700.0f, angleDef, b);
  auto noise = [&](int c, int r) {
    Vec2 d = angle.dirs[size_t(r * angle.cols + c)];
    float t = std::atan2(d.y, d.x) / 6.2831853f;  // test-side only
    return t < 0.0f ? t + 1.0f : t;
  };
  double along = 0.0, across = 0.0;
  int n = 0;
  for (int r = 2; r + 2 < curl.rows; r += 3)
    for (int c = 2; c + 2 < curl.cols; c += 3) {
      Vec2 d = curl.dirs[size_t(r * curl.cols + c)];
      // One cell along the arrow (rounded to the grid) and one across it.
      int ac = c + int(std::lround(d.x)), ar = r + int(std::lround(d.y));
      int xc = c + int(std::lround(-d.y)), xr = r + int(std::lround(d.x));
      float n0 = noise(c, r);
      if (std::fabs(n0 - 0.5f) > 0.45f) continue;  // near the angle's wrap
      along += std::fabs(noise(ac, ar) - n0);
      across += std::fabs(noise(xc, xr) - n0);
      ++n;
    }
  ASSERT_GT(n, 100);
  EXPECT_LT(along, 0.5 * across);
}
