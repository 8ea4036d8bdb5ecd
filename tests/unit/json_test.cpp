// The JSON writer of the page's replies (src/app/json.h).
#include "app/json.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <string>

#include "steer/vec2.h"

using app::JsonWriter;

TEST(JsonWriter, ValuesInObjectsAndArraysSeparateThemselves) {
  JsonWriter j;
  j.BeginObject().Key("demo").String("pursuit").Key("frame").Number(600).Key("show").BeginArray();
  j.String("velocity").String("trails").EndArray().Key("compare").Null().Key("paused").Bool(true);
  j.Key("empty").BeginObject().EndObject().Key("list").BeginArray().BeginArray().EndArray().EndArray();
  j.EndObject();
  EXPECT_EQ(j.text(),
            R"({"demo":"pursuit","frame":600,"show":["velocity","trails"],"compare":null,"paused":true,)"
            R"("empty":{},"list":[[]]})");
}

TEST(JsonWriter, NumbersReadBackToTheSameFloatAndAreAlwaysFinite) {
  JsonWriter j;
  j.BeginArray().Number(0.1f).Number(150.0f).Number(1.0 / 3.0).Number(std::nanf(""));
  j.Number(std::numeric_limits<double>::infinity()).Number(-2.5e-7f).EndArray();
  // A float in the fewest digits that read back to it (0.1f is 0.1, which reads back as 0.1f);
  // another double to nine digits; never a NaN or an infinity.
  EXPECT_EQ(j.text(), "[0.1,150,0.333333333,0,0,-2.5e-07]");
  EXPECT_EQ(float(std::strtod("0.1", nullptr)), 0.1f);
  // Every float reads back to itself, whatever its digits: a sweep over 100,000 of them.
  uint32_t bits = 0x3c23d70au;  // 0.01f
  for (int i = 0; i < 100000; ++i, bits += 12345u) {
    float f;
    std::memcpy(&f, &bits, sizeof f);
    if (!std::isfinite(f)) continue;
    JsonWriter one;
    one.Number(f);
    ASSERT_EQ(std::strtof(one.text().c_str(), nullptr), f) << one.text();
  }
}

TEST(JsonWriter, WholeNumbersUpTo2To53AreWrittenExactly) {
  // A seed or a frame count as JS reads it: Number("12345678901") === 12345678901.
  for (double v : {12345678901.0, 123456789012.0, 9007199254740992.0, -4294967297.0, 1e15 + 1.0}) {
    JsonWriter j;
    j.Number(v);
    EXPECT_EQ(std::strtod(j.text().c_str(), nullptr), v) << j.text();
  }
  JsonWriter j;
  j.Number(12345678901.0);
  EXPECT_EQ(j.text(), "12345678901");
}

namespace {

std::string Written(double v) {
  JsonWriter j;
  j.Number(v);
  return j.Take();
}

/// What the writer wrote for a float before it computed the digits itself (and what it writes
/// still): "%.6g", "%.7g", "%.8g" in turn until strtof reads the text back as f, else "%.9g".
std::string FewestPrintfDigits(float f) {
  char buf[40];
  for (int digits = 6; digits <= 9; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*g", digits, double(f));
    if (std::strtof(buf, nullptr) == f) break;
  }
  return buf;
}

/// f (finite, not whole) is written as before, reads back as itself, and is no longer than "%.9g".
void ExpectShortestThatReadsBack(float f) {
  std::string text = Written(f);
  char nine[40];
  std::snprintf(nine, sizeof nine, "%.9g", double(f));
  ASSERT_EQ(text, FewestPrintfDigits(f)) << nine;
  ASSERT_EQ(std::strtof(text.c_str(), nullptr), f) << text;
  ASSERT_LE(text.size(), std::strlen(nine)) << text;
}

}  // namespace

TEST(JsonWriter, FloatsAsBeforeTheWriterComputedTheirDigits) {
  // The page's own numbers, and the edges of the range where the writer computes the digits
  // itself (10^-4 to 10^6) and of %g's layouts; the texts the old writer gave.
  EXPECT_EQ(Written(0.100000001f), "0.1");
  EXPECT_EQ(Written(-0.1f), "-0.1");
  EXPECT_EQ(Written(0.3f), "0.3");
  EXPECT_EQ(Written(643.28711f), "643.2871");
  EXPECT_EQ(Written(-117.5f), "-117.5");
  EXPECT_EQ(Written(123456.79f), "123456.79");
  EXPECT_EQ(Written(999999.94f), "999999.94");   // the last float below 10^6 that is not whole
  EXPECT_EQ(Written(1234567.5f), "1234567.5");   // beyond 10^6: printf's digits
  EXPECT_EQ(Written(8388607.5f), "8388607.5");   // the largest float that is not whole
  EXPECT_EQ(Written(99999.992f), "99999.99");
  EXPECT_EQ(Written(9.99999905f), "9.999999");
  EXPECT_EQ(Written(0.00012345f), "0.00012345");
  EXPECT_EQ(Written(0.00099999993f), "0.0009999999");
  EXPECT_EQ(Written(1e-4f), "0.0001");  // 9.99999975e-05: below 10^-4, printf's digits, rounded up
  EXPECT_EQ(Written(5e-5f), "5e-05");
  // Large and tiny floats: whole beyond 2^53 or far below 10^-4, printf's digits.
  EXPECT_EQ(Written(1e20f), "1e+20");
  EXPECT_EQ(Written(std::numeric_limits<float>::max()), "3.4028235e+38");
  EXPECT_EQ(Written(1e-20f), "1e-20");
  EXPECT_EQ(Written(std::numeric_limits<float>::min()), "1.1754944e-38");
  EXPECT_EQ(Written(std::numeric_limits<float>::denorm_min()), "1.4013e-45");
  // Negative zero as "%.0f" wrote it; whole floats as whole numbers.
  EXPECT_EQ(Written(-0.0f), "-0");
  EXPECT_EQ(Written(0.0f), "0");
  EXPECT_EQ(Written(16777216.0f), "16777216");
  EXPECT_EQ(Written(-1280.0f), "-1280");
}

TEST(JsonWriter, EveryFloatIsTheFewestPrintfDigitsThatReadBackAndNoLongerThanNineDigits) {
  // Random floats of every size (random bits), and floats of the kinds a flock's state holds
  // (positions in a 1280 x 720 world, velocities of up to 120 units/s), both signs.
  // bench/json_number_bench --every checks every float from 10^-4 to 10^6 the same way.
  std::mt19937 rng(20261127u);
  std::uniform_real_distribution<float> world(0.0f, 1280.0f), speed(-120.0f, 120.0f);
  for (int i = 0; i < 100000; ++i) {
    float f;
    uint32_t bits = rng();
    std::memcpy(&f, &bits, sizeof f);
    for (float x : {f, world(rng), speed(rng)}) {
      if (!std::isfinite(x) || x == std::floor(x)) continue;
      ExpectShortestThatReadsBack(x);
    }
  }
  // Every 31st float of two binades, [1, 2) and [512, 1024).
  for (uint32_t first : {0x3f800000u, 0x44000000u})
    for (uint32_t bits = first; bits < first + 0x800000u; bits += 31u) {
      float f;
      std::memcpy(&f, &bits, sizeof f);
      if (f != std::floor(f)) ExpectShortestThatReadsBack(f);
    }
}

TEST(JsonWriter, StringsAreEscaped) {
  JsonWriter j;
  j.BeginObject().Key("a\"b").String("back\\slash \"quoted\"\n\ttab\x01 caf\xC3\xA9").EndObject();
  EXPECT_EQ(j.text(), "{\"a\\\"b\":\"back\\\\slash \\\"quoted\\\"\\u000a\\u0009tab\\u0001 caf\xC3\xA9\"}");
}

TEST(JsonWriter, PointsAreTwoNumberArrays) {
  JsonWriter j;
  j.BeginArray().Point(steer::Vec2{1.5f, -2.0f}).Point(steer::Vec2{}).EndArray();
  EXPECT_EQ(j.text(), "[[1.5,-2],[0,0]]");
}
