// Vec2: the one vector type of the steering core. Plain data, inline free functions.
// Every operation that could divide by zero has a guarded form (Normalize, Truncate), so no
// NaN or infinity can be born here from a degenerate scene (coincident agents, zero speed).
#pragma once

#include <cmath>

namespace steer {

struct Vec2 {
  float x = 0.0f;
  float y = 0.0f;
};

/// Lengths below this are treated as zero (world units).
inline constexpr float kEpsilon = 1e-6f;

inline Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
inline Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
inline Vec2 operator-(Vec2 a) { return {-a.x, -a.y}; }
inline Vec2 operator*(Vec2 a, float s) { return {a.x * s, a.y * s}; }
inline Vec2 operator*(float s, Vec2 a) { return {a.x * s, a.y * s}; }
inline Vec2 operator/(Vec2 a, float s) { return {a.x / s, a.y / s}; }
inline Vec2& operator+=(Vec2& a, Vec2 b) {
  a.x += b.x;
  a.y += b.y;
  return a;
}
inline Vec2& operator-=(Vec2& a, Vec2 b) {
  a.x -= b.x;
  a.y -= b.y;
  return a;
}
inline Vec2& operator*=(Vec2& a, float s) {
  a.x *= s;
  a.y *= s;
  return a;
}
inline bool operator==(Vec2 a, Vec2 b) { return a.x == b.x && a.y == b.y; }
inline bool operator!=(Vec2 a, Vec2 b) { return !(a == b); }

inline float Dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
/// z of the 3D cross product: > 0 when b is counter-clockwise of a.
inline float Cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
inline float LengthSq(Vec2 v) { return Dot(v, v); }
inline float Length(Vec2 v) { return std::sqrt(LengthSq(v)); }  // sqrt is exact IEEE: same in wasm
inline float Distance(Vec2 a, Vec2 b) { return Length(b - a); }
inline float DistanceSq(Vec2 a, Vec2 b) { return LengthSq(b - a); }
/// The vector rotated +90 degrees (the "side" of a heading).
inline Vec2 Perp(Vec2 v) { return {-v.y, v.x}; }
inline bool IsFinite(float f) { return std::isfinite(f); }
inline bool IsFinite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

/// Unit vector along v, or the zero vector when |v| is (nearly) zero.
inline Vec2 Normalize(Vec2 v) {
  float len = Length(v);
  return len > kEpsilon ? v / len : Vec2{};
}

/// v shortened to at most `max` (Buckland's Truncate). max <= 0 gives the zero vector.
inline Vec2 Truncate(Vec2 v, float max) {
  if (!(max > 0.0f)) return {};
  float lenSq = LengthSq(v);
  if (lenSq <= max * max) return v;
  return v * (max / std::sqrt(lenSq));
}

/// A point given in an agent's local frame (x along heading, y along side) to world space.
inline Vec2 ToWorld(Vec2 local, Vec2 heading, Vec2 side, Vec2 origin) {
  return origin + heading * local.x + side * local.y;
}
/// A world direction into an agent's local frame.
inline Vec2 DirToLocal(Vec2 dir, Vec2 heading, Vec2 side) { return {Dot(dir, heading), Dot(dir, side)}; }
/// A world point into an agent's local frame.
inline Vec2 ToLocal(Vec2 point, Vec2 heading, Vec2 side, Vec2 origin) {
  return DirToLocal(point - origin, heading, side);
}
/// A local direction back to world space.
inline Vec2 DirToWorld(Vec2 local, Vec2 heading, Vec2 side) { return heading * local.x + side * local.y; }

}  // namespace steer
