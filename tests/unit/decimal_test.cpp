// ParseDecimal (issue #17: the page reads numbers without the C library's strtod): the same double
// as strtod for every number a link or the code export writes, and nothing for what is not a
// plain decimal.
#include "strings/decimal.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

#include "link/link.h"

namespace {

double Strtod(const std::string& s) { return std::strtod(s.c_str(), nullptr); }

}  // namespace

TEST(Decimal, AgreesWithStrtodOnEveryShortestFloatText) {
  std::mt19937 rng(7);
  std::uniform_int_distribution<uint32_t> bits;
  int checked = 0;
  for (int i = 0; i < 200000; ++i) {
    uint32_t b = bits(rng);
    float f;
    std::memcpy(&f, &b, sizeof f);
    if (!std::isfinite(f)) continue;
    // A link's own text for it (the shortest that reads back) and printf's nine digits.
    char nine[32];
    std::snprintf(nine, sizeof nine, "%.9g", double(f));
    for (const std::string& text : {demos::FormatNumber(f), std::string(nine)}) {
      double got = 0.0;
      ASSERT_TRUE(demos::ParseDecimal(text, &got)) << text;
      // Exactly strtod's double while the decimal exponent stays within +-22 (nine digits: 1e-13 ..
      // 1e13, far beyond any parameter's range); farther out still the same float.
      if (std::fabs(f) > 1e-13f && std::fabs(f) < 1e13f) {
        EXPECT_EQ(got, Strtod(text)) << text;
      }
      EXPECT_EQ(float(got), f) << text;  // a link reopens the same bits
      ++checked;
    }
  }
  EXPECT_GT(checked, 380000);
}

TEST(Decimal, AgreesWithStrtodOnDecimalsOfUpToFifteenDigits) {
  std::mt19937_64 rng(11);
  char buf[64];
  for (int i = 0; i < 200000; ++i) {
    int digits = 1 + int(rng() % 15);
    uint64_t m = rng() % 1000000000000000ull;
    for (int k = digits; k < 15; ++k) m /= 10;
    int point = int(rng() % uint64_t(digits + 1));
    int exp = int(rng() % 45) - 22 - (digits - point);
    std::snprintf(buf, sizeof buf, "%s%llue%d", rng() % 2 ? "-" : "", static_cast<unsigned long long>(m), exp);
    double got = 0.0;
    ASSERT_TRUE(demos::ParseDecimal(buf, &got)) << buf;
    if (std::abs(exp) <= 22) {
      EXPECT_EQ(got, Strtod(buf)) << buf;
    } else {
      EXPECT_NEAR(got, Strtod(buf), std::fabs(Strtod(buf)) * 4e-16) << buf;
    }
  }
  for (const char* s : {"0", "-0", "+1", "0.5", ".5", "5.", "007", "1e3", "1E-3", "400", "0.91", "12.50",
                        "0.000100", "123456789012345", "1e22", "-1e-22"}) {
    double got = 0.0;
    ASSERT_TRUE(demos::ParseDecimal(s, &got)) << s;
    EXPECT_EQ(got, Strtod(s)) << s;
  }
}

TEST(Decimal, RefusesWhatIsNotAPlainDecimal) {
  for (const char* s : {"", "-", "+", ".", "e5", ".e1", "1e", "1e+", "1.2.3", "1..2", " 1", "1 ", "0x10", "inf",
                        "nan", "-inf", "1,5", "1e5x", "--1", "+-1", "1f", "١"}) {
    double got = 42.0;
    EXPECT_FALSE(demos::ParseDecimal(s, &got)) << s;
    EXPECT_EQ(got, 42.0) << s;
  }
  // Far out: finite or infinite, never NaN; the callers refuse infinities.
  double got = 0.0;
  ASSERT_TRUE(demos::ParseDecimal("1e999999999", &got));
  EXPECT_TRUE(std::isinf(got));
  ASSERT_TRUE(demos::ParseDecimal("1e-999999999", &got));
  EXPECT_EQ(got, 0.0);
  ASSERT_TRUE(demos::ParseDecimal(std::string(400, '9'), &got));
  EXPECT_FALSE(std::isnan(got));
}
