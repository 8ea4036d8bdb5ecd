// The world's random number generator: PCG32 (O'Neill, pcg-random.org, "XSH RR" output).
// Own code on purpose: the C library's random function and <random>'s distributions give
// different numbers on different standard libraries, and the same link must give the same
// scene in every browser and natively.
#pragma once

#include <cstdint>

#include "steer/vec2.h"

namespace steer {

struct Rng {
  uint64_t state = 0x853c49e6748fea9bULL;
  uint64_t inc = 0xda3e39cb94b95bdbULL;

  /// A generator seeded from one number; every seed (0 included) gives a distinct stream.
  static Rng FromSeed(uint64_t seed, uint64_t stream = 54u);

  uint32_t NextU32();
  /// Uniform in [0, 1), 24 random bits.
  float NextFloat();
  /// Uniform in [lo, hi).
  float Uniform(float lo, float hi) { return lo + (hi - lo) * NextFloat(); }
  /// Uniform in (-1, 1): Buckland's RandomClamped().
  /// The first draw is the minuend: C++ leaves the order of a - b's operands unspecified, so
  /// they are drawn in two statements (the same sequence with every compiler).
  float Clamped() {
    float a = NextFloat();
    return a - NextFloat();
  }
  /// Uniform integer in [0, n); n == 0 gives 0.
  uint32_t Below(uint32_t n);
  /// A unit vector with a uniformly random direction.
  Vec2 UnitVector();
};

}  // namespace steer
