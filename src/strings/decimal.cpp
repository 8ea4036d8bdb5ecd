#include "strings/decimal.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>

namespace demos {

bool ParseDecimal(std::string_view s, double* out) {
  size_t i = 0;
  bool negative = false;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) negative = s[i++] == '-';
  uint64_t mantissa = 0;
  int kept = 0, exp10 = 0, digits = 0;
  bool point = false;
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (c == '.' && !point) {
      point = true;
      continue;
    }
    if (c < '0' || c > '9') break;
    ++digits;
    if (mantissa == 0 && c == '0') {  // leading zeros: no significant digit yet
      if (point) --exp10;
      continue;
    }
    if (kept < 19) {
      mantissa = mantissa * 10u + uint64_t(c - '0');
      ++kept;
      if (point) --exp10;
    } else if (!point) {
      ++exp10;  // a digit beyond the 19 kept: its place still counts
    }
  }
  if (digits == 0) return false;
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    bool minus = false;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) minus = s[i++] == '-';
    int e = 0, edigits = 0;
    for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i, ++edigits)
      if (e < 100000) e = e * 10 + (s[i] - '0');
    if (edigits == 0) return false;
    exp10 += minus ? -e : e;
  }
  if (i != s.size()) return false;
  // Exact powers of ten as doubles (10^22 is the last one a double holds exactly).
  static const double kPow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                  1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
  double v = double(mantissa);  // exact below 2^53: then one rounding below (Clinger's fast path)
  if (mantissa == 0) {
    v = 0.0;
  } else if (exp10 > 400) {
    v = 1e308 * 10.0;  // inf: the callers refuse it
  } else if (exp10 < -400) {
    v = 0.0;
  } else {
    int e = exp10;
    while (e > 22) v *= kPow10[22], e -= 22;
    while (e < -22) v /= kPow10[22], e += 22;
    v = e >= 0 ? v * kPow10[e] : v / kPow10[-e];
  }
  *out = negative ? -v : v;
  return true;
}

std::string FormatNumber(float v) {
  char buf[32];
  if (v == 0.0f) v = 0.0f;  // -0 is 0 in a link or a notice (a target dragged to the world's edge)
  // Plain decimals for the values parameters hold (400, not 4e+02); exponents only far out.
  bool plain = std::fabs(v) >= 1e-4f && std::fabs(v) < 1e9f;
  for (int digits = 1; digits < 9; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*g", digits, double(v));
    if (plain && std::strchr(buf, 'e')) continue;
    double back = 0.0;
    if (ParseDecimal(buf, &back) && float(back) == v) return buf;
  }
  std::snprintf(buf, sizeof buf, "%.9g", double(v));
  return buf;
}

}  // namespace demos
