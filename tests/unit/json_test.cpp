// The JSON writer of the page's replies (src/app/json.h).
#include "app/json.h"

#include <gtest/gtest.h>

#include <cmath>
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
  // %.9g: nine significant digits, enough for any float to read back to itself.
  EXPECT_EQ(j.text(), "[0.100000001,150,0.333333333,0,0,-2.49999999e-07]");
  EXPECT_EQ(float(std::strtod("0.100000001", nullptr)), 0.1f);
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
