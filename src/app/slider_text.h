// Where a slider's value text goes (ui.cpp's ValueSlider): inside the slider's frame, on the side
// of the grab with more room, never under the grab. Where the room is short of the text (a narrow
// panel, a long unit), the text is drawn smaller, down to kMinTextScale; only a frame too narrow
// even for that lets the grab cover it. A pure function of the frame's geometry (px), so a native
// test checks it (tests/unit/slider_text_test.cpp). The grab's geometry is Dear ImGui 1.86's
// SliderBehaviorT: 2 px of padding at each end, the grab's centre moving linearly in between.
#pragma once

#include <algorithm>

namespace app {

inline constexpr float kSliderGrabPadding = 2.0f;  // ImGui's grab_padding
inline constexpr float kMinTextScale = 0.75f;      // below this the value is no longer easy to read

struct SliderText {
  float x = 0.0f;      ///< the text's left edge
  float scale = 1.0f;  ///< of the font's size
  float grabMin = 0.0f, grabMax = 0.0f;  ///< the grab's extent, as ImGui draws it
};

/// The frame spans [x0, x1] with `pad` of padding inside; the grab is `grabSize` wide at `t`
/// (0 at the left end, 1 at the right); the text is `textWidth` wide at scale 1.
inline SliderText PlaceSliderText(float x0, float x1, float pad, float grabSize, float t, float textWidth) {
  SliderText s;
  t = t > 0.0f ? std::min(t, 1.0f) : 0.0f;  // NaN too
  float slider = std::max(0.0f, x1 - x0 - 2.0f * kSliderGrabPadding);
  grabSize = std::min(grabSize, slider);
  float lo = x0 + kSliderGrabPadding + grabSize * 0.5f, hi = x1 - kSliderGrabPadding - grabSize * 0.5f;
  float centre = lo + (hi - lo) * t;
  s.grabMin = centre - grabSize * 0.5f, s.grabMax = centre + grabSize * 0.5f;
  const float gap = 2.0f;  // between the text and the grab
  float left = s.grabMin - gap - (x0 + pad), right = (x1 - pad) - (s.grabMax + gap);
  bool onLeft = left > right;
  float room = std::max(0.0f, onLeft ? left : right);
  if (textWidth > room && textWidth > 0.0f) s.scale = std::max(kMinTextScale, room / textWidth);
  float w = textWidth * s.scale;
  s.x = onLeft ? x0 + pad : std::max(x0 + pad, x1 - pad - w);  // never before the frame
  return s;
}

}  // namespace app
