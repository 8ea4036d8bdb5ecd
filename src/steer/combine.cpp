#include "steer/combine.h"

namespace steer {

bool AccumulateForce(Vec2& total, Vec2 force, float maxForce) {
  float remaining = maxForce - Length(total);
  if (!(remaining > 0.0f)) return false;
  float magnitude = Length(force);
  if (magnitude < remaining) {
    total += force;
    return true;
  }
  total += Normalize(force) * remaining;
  return false;
}

Vec2 Prioritize(const WeightedForce* forces, int n, float maxForce, PriorityStep* steps) {
  Vec2 total;
  bool spent = false;
  for (int i = 0; i < n; ++i) {
    Vec2 f = forces[i].force * forces[i].weight;
    PriorityStep step;
    step.asked = Length(f);
    step.left = maxForce - Length(total);
    step.skipped = spent;
    if (!spent) {
      Vec2 before = total;
      spent = !AccumulateForce(total, f, maxForce);
      step.added = Length(total - before);
    }
    if (steps) steps[i] = step;
    else if (spent) break;
  }
  return total;
}

Vec2 Combine(Combination mode, const WeightedForce* forces, int n, float maxForce, Rng& rng) {
  Vec2 total;
  switch (mode) {
    case Combination::WeightedSum:
      for (int i = 0; i < n; ++i) total += forces[i].force * forces[i].weight;
      return Truncate(total, maxForce);
    case Combination::Prioritized:
      return Prioritize(forces, n, maxForce, nullptr);
    case Combination::Dithered:
      for (int i = 0; i < n; ++i) {
        float p = forces[i].probability;
        if (!(p > 0.0f)) continue;
        if (rng.NextFloat() < p) {
          Vec2 f = forces[i].force * (forces[i].weight / p);
          if (f != Vec2{}) return Truncate(f, maxForce);
        }
      }
      return {};
  }
  return {};
}

}  // namespace steer
