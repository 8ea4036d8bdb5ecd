// Combining behaviours into one steering force (Buckland ch. 3, "Combining Steering Behaviors"):
//   WeightedSum  sum of weight * force, truncated to maxForce
//   Prioritized  in priority order, add weight * force while force budget remains; the force
//                that overflows the budget is cut to what is left, and the rest are skipped
//   Dithered     in priority order, each behaviour is evaluated with its probability; the first
//                non-zero one (weight * force / probability) is the whole answer
#pragma once

#include "steer/rng.h"
#include "steer/vec2.h"

namespace steer {

enum class Combination { WeightedSum, Prioritized, Dithered };

struct WeightedForce {
  Vec2 force;
  float weight = 1.0f;
  float probability = 1.0f;  ///< dithered only, (0, 1]
};

/// Adds `force` to `total` without letting |total| exceed maxForce (Buckland's AccumulateForce).
/// Returns false when the budget is spent and lower priorities should be skipped.
bool AccumulateForce(Vec2& total, Vec2 force, float maxForce);

/// One behaviour of a prioritized sum, as the sum took it (what a live formula shows).
struct PriorityStep {
  float asked = 0.0f;   ///< |weight * force|
  float added = 0.0f;   ///< the length added to the total (asked, or cut to what was left)
  float left = 0.0f;    ///< the budget before it: maxForce - |total so far|
  bool skipped = false; ///< an earlier behaviour was cut: the budget is spent
};

/// The prioritized sum: AccumulateForce in order, stopping after the behaviour it cut to what was
/// left (whatever the total's length then: a cut not along the total leaves it short of
/// maxForce). `steps` (n of them, or null) says what each behaviour got.
Vec2 Prioritize(const WeightedForce* forces, int n, float maxForce, PriorityStep* steps);

/// Combines n weighted forces; the Rng is consumed only by Dithered.
Vec2 Combine(Combination mode, const WeightedForce* forces, int n, float maxForce, Rng& rng);

}  // namespace steer
