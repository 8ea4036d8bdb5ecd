// The JSON writer of the page's replies (webapi.cpp): values are written in order and separate
// themselves, so a reply reads as its shape:
//   j.BeginObject().Key("demo").String("pursuit").Key("frame").Number(600).EndObject();
// gives {"demo":"pursuit","frame":600}. Numbers are always finite (a float in the fewest digits
// that read back to the same float; NaN or infinity is written 0, as JSON has neither), strings
// are escaped ('"', '\' and control characters). No parser and no allocation beyond the text: a
// header-only library (Debian's tao-json or nlohmann-json) would weigh more in the page than
// these lines.
#pragma once

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace app {

namespace json_detail {

/// 10^0 to 10^12, each exact in a double.
inline constexpr double kPow10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12};

/// The float of these bits, and the bits of a float.
inline float FloatOf(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}
inline uint32_t BitsOf(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  return bits;
}

/// Whether the decimal m / 10^j (m whole, 0 <= j <= 11) reads back as `f` (positive, normal, below
/// the largest float), as strtof reads it: inside f's rounding interval, halfway to each
/// neighbour, a tie going to the neighbour whose last bit is 0. Exact: an end of the interval
/// needs at most 26 bits and 10^j = 2^j 5^j with 5^11 < 2^26, so each product is a double with
/// nothing rounded off.
inline bool ReadsBackAs(double m, int j, float f) {
  const uint32_t bits = BitsOf(f);
  const double lo = (double(FloatOf(bits - 1)) + double(f)) * 0.5 * kPow10[j];
  const double hi = (double(f) + double(FloatOf(bits + 1))) * 0.5 * kPow10[j];
  if (m == lo || m == hi) return (bits & 1u) == 0;
  return m > lo && m < hi;
}

/// Writes float `f` (finite, not whole) at buf as "%.Ng" does with the fewest N, 6 to 9, that
/// strtof reads back as f (9 always do); returns the text's end. "%.Ng" writes f rounded to N
/// significant digits, half to even: for 10^-4 <= |f| < 10^6 these are nearbyint(|f| 10^j),
/// j = N - 1 - floor(log10 |f|) <= 12, a product of at most 24 + 28 bits (5^12 < 2^28), exact;
/// whether they read back is ReadsBackAs (N <= 8, so j <= 11); they are laid out as %g does
/// (below). Elsewhere (rare in a reply) printf writes each N and strtof reads it back, as the
/// writer did for every float until 2026-11-27: in the page both are musl's, on a long double
/// that wasm emulates, and a flock's state() took 1.8 s (bench/json_number_bench.cpp, docs/perf.md).
/// The rare path of WriteFloat: printf and strtof. strtof brings musl's long-double scanner
/// (__floatscan, decfloat, soft long-double arithmetic: about 7 KB of wasm). In the page, Binaryen
/// still inlines this small function into its caller, but no longer the scanner (CMakeLists.txt's
/// one-caller limit), which waits in the second module until a reply needs it; the first frames'
/// replies never do.
[[gnu::noinline]] inline char* WriteFloatByPrintf(float f, char* buf, size_t size) {
  int n = 0;
  for (int digits = 6; digits <= 9; ++digits) {
    n = std::snprintf(buf, size, "%.*g", digits, double(f));
    if (std::strtof(buf, nullptr) == f) break;
  }
  return buf + n;
}

inline char* WriteFloat(float f, char* buf, size_t size) {
  const float a = std::fabs(f);
  // floor(log10 a) is this or one more (a in [2^e2, 2^(e2+1))); whether 10^e <= a, exactly.
  const int e2 = int(BitsOf(a) >> 23) - 127;
  int e10 = int(std::floor(double(e2) * 0.30102999566398120));
  auto atLeast = [a](int e) { return e >= 0 ? double(a) >= kPow10[e] : double(a) * kPow10[-e] >= 1.0; };
  if (e10 >= -5 && e10 <= 5 && atLeast(e10 + 1)) ++e10;
  if (e10 < -4 || e10 > 5) return WriteFloatByPrintf(f, buf, size);
  int n = 6;
  double m = 0.0;
  for (;; ++n) {
    m = std::nearbyint(double(a) * kPow10[n - 1 - e10]);
    if (n == 9 || ReadsBackAs(m, n - 1 - e10, a)) break;
  }
  // %g's layout: X the exponent of the digits as rounded (9.9999996 to 6 digits is 10.0000);
  // d.ddde+XX when X < -4 or X >= N, else positional; trailing zeros of a fraction dropped.
  int x = e10;
  if (m >= kPow10[n]) m = kPow10[n - 1], ++x;
  char d[10];
  for (int i = n - 1, k = int(m); i >= 0; --i, k /= 10) d[i] = char('0' + k % 10);
  int nd = n;
  while (nd > 1 && d[nd - 1] == '0') --nd;
  char* p = buf;
  if (f < 0.0f) *p++ = '-';
  if (x < -4 || x >= n) {
    *p++ = d[0];
    if (nd > 1) *p++ = '.', p = std::copy(d + 1, d + nd, p);
    *p++ = 'e', *p++ = x < 0 ? '-' : '+';
    if (std::abs(x) < 10) *p++ = '0';
    p = std::to_chars(p, buf + size, std::abs(x)).ptr;
  } else if (x >= 0) {
    p = std::copy(d, d + x + 1, p);
    if (nd > x + 1) *p++ = '.', p = std::copy(d + x + 1, d + nd, p);
  } else {
    *p++ = '0', *p++ = '.';
    p = std::fill_n(p, -x - 1, '0');
    p = std::copy(d, d + nd, p);
  }
  return p;
}

}  // namespace json_detail

class JsonWriter {
 public:
  JsonWriter& BeginObject() { return Open('{'); }
  JsonWriter& EndObject() { return Close('}'); }
  JsonWriter& BeginArray() { return Open('['); }
  JsonWriter& EndArray() { return Close(']'); }
  /// An object's key; its value comes next.
  JsonWriter& Key(const char* key) {
    String(key);
    text_ += ':';
    needComma_ = false;
    return *this;
  }
  /// A number as JSON reads it back: a whole number up to 2^53 exactly (a seed, a frame count:
  /// "%.9g" wrote seed 12345678901 as 12345678900); a float's value in the fewest digits that give
  /// the same float (a range's 0.1f is 0.1, not 0.100000001); any other double to 9 digits.
  JsonWriter& Number(double v) {
    Separate();
    if (!std::isfinite(v)) v = 0.0;
    char buf[40];
    float f = float(v);
    if (v == std::floor(v) && std::fabs(v) <= 9007199254740992.0) {
      // As "%.0f" writes it ("-0" for negative zero), without printf's long double.
      if (v == 0.0 && std::signbit(v)) {
        text_ += "-0";
        return *this;
      }
      text_.append(buf, std::to_chars(buf, buf + sizeof buf, int64_t(v)).ptr);
      return *this;
    }
    if (double(f) == v) {
      text_.append(buf, json_detail::WriteFloat(f, buf, sizeof buf));
      return *this;
    }
    std::snprintf(buf, sizeof buf, "%.9g", v);
    text_ += buf;
    return *this;
  }
  JsonWriter& Bool(bool b) { return Literal(b ? "true" : "false"); }
  JsonWriter& Null() { return Literal("null"); }
  JsonWriter& String(const std::string& s) { return String(s.c_str()); }
  JsonWriter& String(const char* s) {
    Separate();
    text_ += '"';
    for (const unsigned char* c = reinterpret_cast<const unsigned char*>(s ? s : ""); *c; ++c) {
      if (*c == '"' || *c == '\\') {
        text_ += '\\';
        text_ += char(*c);
      } else if (*c < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", *c);
        text_ += buf;
      } else {
        text_ += char(*c);
      }
    }
    text_ += '"';
    return *this;
  }
  /// A point as [x, y].
  template <typename V>
  JsonWriter& Point(V v) {
    return BeginArray().Number(v.x).Number(v.y).EndArray();
  }

  const std::string& text() const { return text_; }
  std::string Take() { return std::move(text_); }

 private:
  void Separate() {
    if (needComma_) text_ += ',';
    needComma_ = true;
  }
  JsonWriter& Literal(const char* t) {
    Separate();
    text_ += t;
    return *this;
  }
  JsonWriter& Open(char c) {
    Separate();
    text_ += c;
    needComma_ = false;
    return *this;
  }
  JsonWriter& Close(char c) {
    text_ += c;
    needComma_ = true;
    return *this;
  }

  std::string text_;
  bool needComma_ = false;
};

}  // namespace app
