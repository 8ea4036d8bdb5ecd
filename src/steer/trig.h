// The project's own sine and cosine. libm's sin/cos differ in the last bit between glibc and
// emscripten's musl, so anything the simulation state depends on uses these instead: plain
// double arithmetic (+, -, *, exact in IEEE and never contracted, since every build uses
// -ffp-contract=off) gives the same bits natively and in wasm.
#pragma once

namespace steer {

inline constexpr float kPi = 3.14159265358979323846f;
inline constexpr float kTwoPi = 6.28318530717958647692f;
inline constexpr float kDegToRad = kPi / 180.0f;

/// sin(x) to about 1e-12 relative in double before rounding to float; any finite x.
float Sin(float x);
/// cos(x), same accuracy.
float Cos(float x);

}  // namespace steer
