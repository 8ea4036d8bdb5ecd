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

Vec2 Combine(Combination mode, const WeightedForce* forces, int n, float maxForce, Rng& rng) {
  Vec2 total;
  switch (mode) {
    case Combination::WeightedSum:
      for (int i = 0; i < n; ++i) total += forces[i].force * forces[i].weight;
      return Truncate(total, maxForce);
    case Combination::Prioritized:
      for (int i = 0; i < n; ++i)
        if (!AccumulateForce(total, forces[i].force * forces[i].weight, maxForce)) break;
      return total;
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
