#include "steer/rng.h"

#include "steer/trig.h"

namespace steer {

Rng Rng::FromSeed(uint64_t seed, uint64_t stream) {
  // The reference pcg32_srandom_r sequence.
  Rng r;
  r.state = 0u;
  r.inc = (stream << 1u) | 1u;
  r.NextU32();
  r.state += seed;
  r.NextU32();
  return r;
}

uint32_t Rng::Below(uint32_t n) {
  if (n == 0) return 0;
  // Lemire's multiply-shift; the tiny bias is irrelevant for scene layout.
  return uint32_t((uint64_t(NextU32()) * n) >> 32);
}

Vec2 Rng::UnitVector() {
  float a = Uniform(0.0f, kTwoPi);
  return {Cos(a), Sin(a)};
}

}  // namespace steer
