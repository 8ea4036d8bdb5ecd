// Where a slider's value text goes (src/app/slider_text.h): on the side of the grab with more
// room, smaller where the room is short, never under the grab while it can be read.
#include "app/slider_text.h"

#include <gtest/gtest.h>

namespace {

// Every grab position of frames from a narrow panel's to a projector's, for short and long values.
TEST(SliderText, TheValueNeverSitsUnderTheGrabWhileItCanBeRead) {
  const float pad = 6.0f, grab = 12.0f;
  int placed = 0, shrunk = 0, covered = 0;
  for (float width = 60.0f; width <= 400.0f; width += 10.0f) {
    for (float textWidth : {18.0f, 42.0f, 76.0f, 120.0f}) {
      for (int i = 0; i <= 200; ++i) {
        float t = float(i) / 200.0f;
        app::SliderText s = app::PlaceSliderText(100.0f, 100.0f + width, pad, grab, t, textWidth);
        float w = textWidth * s.scale;
        ASSERT_GE(s.x, 100.0f + pad - 0.01f) << width << " " << t;
        ASSERT_LE(s.x + w, 100.0f + width - pad + 0.01f + (s.scale == app::kMinTextScale ? w : 0.0f));
        ASSERT_NEAR(s.grabMax - s.grabMin, grab, 0.01f);
        bool overlaps = s.x < s.grabMax && s.x + w > s.grabMin;
        if (overlaps) {
          // Only where even the smallest text cannot fit beside the grab on either side.
          float best = std::max(s.grabMin - 100.0f - pad, 100.0f + width - pad - s.grabMax) - 2.0f;
          EXPECT_EQ(s.scale, app::kMinTextScale);
          EXPECT_LT(best, textWidth * app::kMinTextScale) << width << " " << t;
          ++covered;
        }
        ++placed;
        shrunk += s.scale < 1.0f;
      }
    }
  }
  // A value that fits is drawn at full size: most of these places.
  EXPECT_LT(shrunk, placed / 2);
  std::printf("%d places: %d drawn smaller, %d covered by the grab (frames too narrow for the value)\n", placed, shrunk, covered);
}

TEST(SliderText, ItSitsOnTheSideWithMoreRoomAndAtFullSizeWhenItFits) {
  // A 200 px frame: a grab at the left end leaves the right side, at the right end the left.
  app::SliderText a = app::PlaceSliderText(0.0f, 200.0f, 6.0f, 12.0f, 0.0f, 60.0f);
  EXPECT_FLOAT_EQ(a.scale, 1.0f);
  EXPECT_FLOAT_EQ(a.x, 200.0f - 6.0f - 60.0f);  // right-aligned
  EXPECT_FLOAT_EQ(a.grabMin, 2.0f);
  app::SliderText b = app::PlaceSliderText(0.0f, 200.0f, 6.0f, 12.0f, 1.0f, 60.0f);
  EXPECT_FLOAT_EQ(b.x, 6.0f);  // left-aligned
  EXPECT_FLOAT_EQ(b.grabMax, 198.0f);
  // 150 units at 0.4 of a narrow 140 px frame (the desktop's 800 px window): the left side has
  // 41 px, the right 63: right, and smaller than 76 px.
  app::SliderText c = app::PlaceSliderText(0.0f, 140.0f, 6.0f, 12.0f, 0.4f, 76.0f);
  EXPECT_GT(c.x, c.grabMax);
  EXPECT_LT(c.scale, 1.0f);
  EXPECT_GE(c.scale, app::kMinTextScale);
  // Degenerate frames: no NaN, no negative size.
  for (float w : {0.0f, 3.0f, 10.0f}) {
    app::SliderText d = app::PlaceSliderText(0.0f, w, 6.0f, 12.0f, 0.5f, 40.0f);
    EXPECT_EQ(d.x, d.x);
    EXPECT_GE(d.scale, app::kMinTextScale);
  }
  app::SliderText e = app::PlaceSliderText(0.0f, 200.0f, 6.0f, 12.0f, 0.0f / 0.0f, 40.0f);
  EXPECT_EQ(e.x, e.x);
}

}  // namespace
