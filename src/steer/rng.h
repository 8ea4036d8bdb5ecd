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

  static constexpr uint64_t kMul = 6364136223846793005ULL;

  uint32_t NextU32() {
    uint64_t old = state;
    state = old * kMul + inc;
    return Output(old);
  }
  /// Uniform in [0, 1), 24 random bits.
  float NextFloat() { return ToFloat(NextU32()); }
  /// Four NextFloat()s: the same numbers in the same order, from states computed side by side
  /// by jump-ahead (s_k = kMul^k s + (kMul^(k-1) + ... + 1) inc), so that a loop drawing four
  /// per agent is not one long chain of multiplications.
  void NextFloats4(float out[4]) {
    constexpr uint64_t m2 = kMul * kMul, m3 = m2 * kMul, m4 = m3 * kMul;
    uint64_t s0 = state;
    uint64_t s1 = s0 * kMul + inc;
    uint64_t s2 = s0 * m2 + inc * (kMul + 1u);
    uint64_t s3 = s0 * m3 + inc * (m2 + kMul + 1u);
    state = s0 * m4 + inc * (m3 + m2 + kMul + 1u);
    out[0] = ToFloat(Output(s0));
    out[1] = ToFloat(Output(s1));
    out[2] = ToFloat(Output(s2));
    out[3] = ToFloat(Output(s3));
  }
  /// Uniform in [lo, hi).
  float Uniform(float lo, float hi) { return lo + (hi - lo) * NextFloat(); }
  /// In (-1, 1), Buckland's RandomClamped(): the difference of two uniform draws, so triangular
  /// (values near 0 most often), not uniform.
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

 private:
  static uint32_t Output(uint64_t old) {  // PCG's XSH RR output of the state before the step
    uint32_t xorshifted = uint32_t(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = uint32_t(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
  }
  static float ToFloat(uint32_t u) { return float(u >> 8) * (1.0f / 16777216.0f); }
};

}  // namespace steer
