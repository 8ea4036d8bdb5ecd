#include "steer/trig.h"

#include <cmath>

namespace steer {
namespace {

constexpr double kPiD = 3.14159265358979323846;
constexpr double kHalfPiD = kPiD / 2.0;

// Taylor series of sin on [-pi/2, pi/2]; the first omitted term is x^17/17! < 6e-12 there.
double SinPoly(double x) {
  double x2 = x * x;
  double term = x;
  double sum = x;
  for (int k = 1; k <= 7; ++k) {
    term = term * (-x2) / double((2 * k) * (2 * k + 1));
    sum = sum + term;
  }
  return sum;
}

// Reduces x to r in [-pi, pi] with x = r + 2*pi*k. std::nearbyint is exact (IEEE), so this
// is the same everywhere.
double Reduce(double x) {
  double k = std::nearbyint(x / (2.0 * kPiD));
  return x - k * (2.0 * kPiD);
}

double SinReduced(double r) {
  // Fold [-pi, pi] onto [-pi/2, pi/2] with sin(pi - r) = sin(r).
  if (r > kHalfPiD) r = kPiD - r;
  if (r < -kHalfPiD) r = -kPiD - r;
  return SinPoly(r);
}

}  // namespace

float Sin(float x) {
  if (!std::isfinite(x)) return 0.0f;
  return float(SinReduced(Reduce(double(x))));
}

float Cos(float x) {
  if (!std::isfinite(x)) return 1.0f;
  // cos(x) = sin(x + pi/2), reduced after the shift.
  return float(SinReduced(Reduce(double(x) + kHalfPiD)));
}

}  // namespace steer
