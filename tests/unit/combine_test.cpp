#include "steer/combine.h"

#include <gtest/gtest.h>

using namespace steer;

TEST(Combine, WeightedSumIsTruncatedToMaxForce) {
  Rng rng;
  WeightedForce f[] = {{{100.0f, 0.0f}, 2.0f}, {{0.0f, 100.0f}, 1.0f}};
  Vec2 sum = Combine(Combination::WeightedSum, f, 2, 1000.0f, rng);
  EXPECT_EQ(sum, (Vec2{200.0f, 100.0f}));
  Vec2 cut = Combine(Combination::WeightedSum, f, 2, 100.0f, rng);
  EXPECT_NEAR(Length(cut), 100.0f, 1e-3f);
}

TEST(Combine, PrioritizedSpendsTheBudgetInOrderAndSkipsTheRest) {
  Rng rng;
  // Budget 100: the first uses 60, the second is cut to the remaining 40, the third is skipped.
  WeightedForce f[] = {{{60.0f, 0.0f}, 1.0f}, {{0.0f, 80.0f}, 1.0f}, {{-500.0f, 0.0f}, 1.0f}};
  Vec2 total = Combine(Combination::Prioritized, f, 3, 100.0f, rng);
  EXPECT_FLOAT_EQ(total.x, 60.0f);
  EXPECT_FLOAT_EQ(total.y, 40.0f);
}

TEST(Combine, AccumulateForceReportsWhenTheBudgetIsSpent) {
  Vec2 total{100.0f, 0.0f};
  EXPECT_FALSE(AccumulateForce(total, {1.0f, 0.0f}, 100.0f));
  Vec2 small;
  EXPECT_TRUE(AccumulateForce(small, {3.0f, 4.0f}, 100.0f));
  EXPECT_EQ(small, (Vec2{3.0f, 4.0f}));
}

TEST(Combine, DitheredReturnsTheFirstNonZeroForceThatPassesItsProbability) {
  Rng rng = Rng::FromSeed(1);
  WeightedForce f[] = {{{0.0f, 0.0f}, 1.0f, 1.0f}, {{10.0f, 0.0f}, 2.0f, 1.0f}, {{0.0f, 99.0f}, 1.0f, 1.0f}};
  EXPECT_EQ(Combine(Combination::Dithered, f, 3, 1000.0f, rng), (Vec2{20.0f, 0.0f}));
}

TEST(Combine, DitheredPicksABehaviourAboutAsOftenAsItsProbability) {
  Rng rng = Rng::FromSeed(2);
  WeightedForce f[] = {{{1.0f, 0.0f}, 1.0f, 0.3f}, {{0.0f, 1.0f}, 1.0f, 1.0f}};
  int first = 0;
  for (int i = 0; i < 10000; ++i) first += Combine(Combination::Dithered, f, 2, 1000.0f, rng).x > 0.0f;
  EXPECT_NEAR(first / 10000.0, 0.3, 0.02);
}
