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

TEST(Combine, APrioritizedSumStopsAfterTheCutBehaviourAndSaysWhatEachGot) {
  // Budget 400: (300, 0) fits; (0, 500) is cut to the 100 left, across the total, which is then
  // (300, 100), |F| 316, short of 400; the third is skipped all the same (Combine stops after a
  // cut). The live formula reads the steps: it had the third adding 50 of 84 left, |F| 364.
  Rng rng;
  WeightedForce f[] = {{{300.0f, 0.0f}, 1.0f}, {{0.0f, 250.0f}, 2.0f}, {{50.0f, 0.0f}, 1.0f}};
  PriorityStep steps[3];
  Vec2 total = Prioritize(f, 3, 400.0f, steps);
  EXPECT_EQ(total, Combine(Combination::Prioritized, f, 3, 400.0f, rng));
  EXPECT_FLOAT_EQ(total.x, 300.0f);
  EXPECT_FLOAT_EQ(total.y, 100.0f);
  EXPECT_FLOAT_EQ(steps[0].asked, 300.0f);
  EXPECT_FLOAT_EQ(steps[0].added, 300.0f);
  EXPECT_FLOAT_EQ(steps[0].left, 400.0f);
  EXPECT_FALSE(steps[0].skipped);
  EXPECT_FLOAT_EQ(steps[1].asked, 500.0f);
  EXPECT_FLOAT_EQ(steps[1].added, 100.0f);
  EXPECT_FLOAT_EQ(steps[1].left, 100.0f);
  EXPECT_FALSE(steps[1].skipped);
  EXPECT_TRUE(steps[2].skipped);
  EXPECT_FLOAT_EQ(steps[2].added, 0.0f);
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

// Buckland ch. 3 by hand: max force 10, two forces (8, 0) and (0, 8), weight 1.
TEST(Combine, HandWorkedWeightedSumIsCutToTheMaxForceAlongTheSum) {
  Rng rng;
  WeightedForce f[] = {{{8.0f, 0.0f}, 1.0f}, {{0.0f, 8.0f}, 1.0f}};
  // (8, 8) has length 11.31 > 10: cut to 10 along it, 10 / sqrt(2) = 7.0711 each.
  Vec2 sum = Combine(Combination::WeightedSum, f, 2, 10.0f, rng);
  EXPECT_NEAR(sum.x, 7.0711f, 1e-4f);
  EXPECT_NEAR(sum.y, 7.0711f, 1e-4f);
}

TEST(Combine, HandWorkedPrioritizedGivesTheFirstInFullAndTheSecondWhatIsLeft) {
  Rng rng;
  WeightedForce f[] = {{{8.0f, 0.0f}, 1.0f}, {{0.0f, 8.0f}, 1.0f}};
  // (8, 0) fits whole (8 < 10). Buckland's AccumulateForce measures what is left as a magnitude,
  // maxForce - |running total| = 10 - 8 = 2, and cuts the next force to it: (0, 8) -> (0, 2), so
  // (8, 0) + (0, 2) = (8, 2) (|(8, 2)| = 8.25, not 10: the budget is spent on lengths, not on the
  // length of the sum, which would have given (8, 6)).
  Vec2 total = Combine(Combination::Prioritized, f, 2, 10.0f, rng);
  EXPECT_FLOAT_EQ(total.x, 8.0f);
  EXPECT_FLOAT_EQ(total.y, 2.0f);
}

TEST(Combine, HandWorkedDitheringWithCertainProbabilitiesIsTheFirstNonZeroForce) {
  Rng rng = Rng::FromSeed(3);
  WeightedForce f[] = {{{8.0f, 0.0f}, 1.0f, 1.0f}, {{0.0f, 8.0f}, 1.0f, 1.0f}};
  EXPECT_EQ(Combine(Combination::Dithered, f, 2, 10.0f, rng), (Vec2{8.0f, 0.0f}));
  // Weight 2 with probability 0.5: when picked, w f / p = (32, 0), cut to 10.
  WeightedForce half[] = {{{8.0f, 0.0f}, 2.0f, 0.5f}, {{0.0f, 8.0f}, 1.0f, 1.0f}};
  int first = 0;
  for (int i = 0; i < 1000; ++i) {
    Vec2 v = Combine(Combination::Dithered, half, 2, 10.0f, rng);
    if (v.x > 0.0f) {
      EXPECT_EQ(v, (Vec2{10.0f, 0.0f}));
      ++first;
    } else {
      EXPECT_EQ(v, (Vec2{0.0f, 8.0f}));
    }
  }
  EXPECT_NEAR(first / 1000.0, 0.5, 0.05);
}

TEST(Combine, DitheringDrawsOnlyFromTheRngItIsGivenSoASeedRepeatsIt) {
  Rng a = Rng::FromSeed(9), b = Rng::FromSeed(9);
  WeightedForce f[] = {{{1.0f, 0.0f}, 1.0f, 0.3f}, {{0.0f, 1.0f}, 1.0f, 0.6f}, {{-1.0f, 0.0f}, 1.0f, 0.2f}};
  for (int i = 0; i < 200; ++i)
    EXPECT_EQ(Combine(Combination::Dithered, f, 3, 10.0f, a), Combine(Combination::Dithered, f, 3, 10.0f, b));
}
