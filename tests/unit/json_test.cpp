// The JSON writer of the page's replies (src/app/json.h).
#include "app/json.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

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
