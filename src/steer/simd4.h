// Four lanes of float / int for the batched passes (FlockAll, StepBoids): GCC and clang vector
// types, compiled to SSE natively and to SIMD128 in wasm (-msimd128). Every operation is
// lane-wise IEEE arithmetic (no reciprocal estimates, no fused multiply-add), so a lane
// computes exactly what the same scalar code computes, on every target.
#pragma once

#include <cmath>
#include <cstring>
#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace steer::simd4 {

typedef float F4 __attribute__((vector_size(16)));
typedef int I4 __attribute__((vector_size(16)));

inline F4 Splat(float v) { return F4{v, v, v, v}; }
inline I4 Splat(int v) { return I4{v, v, v, v}; }
inline F4 Mask(I4 mask, F4 a) { return F4(mask & I4(a)); }  // a where mask, else +0
inline F4 Select(I4 mask, F4 a, F4 b) { return F4((mask & I4(a)) | (~mask & I4(b))); }
inline I4 IsFinite(F4 v) { return (v - v) == Splat(0.0f); }  // inf - inf and NaN - NaN are NaN
inline F4 Load(const float* p) {  // four consecutive floats, any alignment
  F4 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
inline void Store(float* p, F4 v) { std::memcpy(p, &v, sizeof v); }
inline bool Any(I4 mask) {
#if defined(__wasm_simd128__)
  return wasm_v128_any_true(v128_t(mask));
#elif defined(__SSE2__)
  return _mm_movemask_ps(_mm_castsi128_ps(__m128i(mask))) != 0;
#else
  return (mask[0] | mask[1] | mask[2] | mask[3]) != 0;
#endif
}
/// One bit per lane: bit l set when lane l of the mask is true.
inline int Bits(I4 mask) {
#if defined(__wasm_simd128__)
  return int(wasm_i32x4_bitmask(v128_t(mask)));
#elif defined(__SSE2__)
  return _mm_movemask_ps(_mm_castsi128_ps(__m128i(mask)));
#else
  return (mask[0] & 1) | (mask[1] & 2) | (mask[2] & 4) | (mask[3] & 8);
#endif
}
inline F4 Sqrt(F4 v) {  // lane-wise IEEE square root: bit for bit std::sqrt
#if defined(__wasm_simd128__)
  return F4(wasm_f32x4_sqrt(v128_t(v)));
#elif defined(__SSE2__)
  return _mm_sqrt_ps(v);
#else
  return F4{std::sqrt(v[0]), std::sqrt(v[1]), std::sqrt(v[2]), std::sqrt(v[3])};
#endif
}
/// Rows <-> columns of a 4 x 4 block: r[k] lane l becomes r[l] lane k.
inline void Transpose(F4 r[4]) {
  F4 t0 = __builtin_shufflevector(r[0], r[1], 0, 4, 1, 5), t1 = __builtin_shufflevector(r[2], r[3], 0, 4, 1, 5);
  F4 t2 = __builtin_shufflevector(r[0], r[1], 2, 6, 3, 7), t3 = __builtin_shufflevector(r[2], r[3], 2, 6, 3, 7);
  r[0] = __builtin_shufflevector(t0, t1, 0, 1, 4, 5);
  r[1] = __builtin_shufflevector(t0, t1, 2, 3, 6, 7);
  r[2] = __builtin_shufflevector(t2, t3, 0, 1, 4, 5);
  r[3] = __builtin_shufflevector(t2, t3, 2, 3, 6, 7);
}
// The lanes as a plain array, for the rare lane-by-lane work (indexing a vector by a variable
// would keep it in memory all along).
struct Lanes {
  explicit Lanes(F4 f) { std::memcpy(v, &f, sizeof v); }
  float v[4];
};

}  // namespace steer::simd4
