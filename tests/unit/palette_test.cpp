// Every theme's scene colours against its world (WCAG 2.x relative luminance and contrast ratio):
// what carries meaning (roles, annotation inks, the world's edge) at 3:1 or more once alpha
// blended over the world, text at 4.5:1 or more.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

#include "app/palette.h"

namespace {

struct Rgb {
  double r, g, b;
};

Rgb Unpack(uint32_t c) { return {double(c & 0xFF), double((c >> 8) & 0xFF), double((c >> 16) & 0xFF)}; }
double Alpha(uint32_t c) { return double(c >> 24) / 255.0; }

double Channel(double v) {
  v /= 255.0;
  return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}
double Luminance(Rgb c) { return 0.2126 * Channel(c.r) + 0.7152 * Channel(c.g) + 0.0722 * Channel(c.b); }

/// The contrast of `fg` drawn (alpha blended) over the opaque `bg`.
double Contrast(uint32_t fg, uint32_t bg) {
  Rgb f = Unpack(fg), b = Unpack(bg);
  double a = Alpha(fg);
  Rgb blended = {f.r * a + b.r * (1 - a), f.g * a + b.g * (1 - a), f.b * a + b.b * (1 - a)};
  double l1 = Luminance(blended), l2 = Luminance(b);
  if (l1 < l2) std::swap(l1, l2);
  return (l1 + 0.05) / (l2 + 0.05);
}

struct Named {
  const char* name;
  const app::Palette& p;
};
const Named kThemes[] = {{"dark", app::kDarkPalette}, {"light", app::kLightPalette}, {"contrast", app::kContrastPalette}};

TEST(Palette, ContrastFormulaMatchesWcagReferenceValues) {
  EXPECT_NEAR(Contrast(app::Rgba(0, 0, 0), app::Rgba(255, 255, 255)), 21.0, 1e-9);
  EXPECT_NEAR(Contrast(app::Rgba(118, 118, 118), app::Rgba(255, 255, 255)), 4.54, 0.01);  // #767676
  // Half-transparent black over white is mid grey (127.5): 3.95:1.
  EXPECT_NEAR(Contrast(app::Rgba(0, 0, 0, 128), app::Rgba(255, 255, 255)), 3.98, 0.05);
}

TEST(Palette, EveryRoleAndInkAtThreeToOneAgainstTheWorld) {
  for (const Named& t : kThemes) {
    double lowest = 99.0;
    for (int i = 0; i < app::kRoleCount; ++i) {
      double c = Contrast(t.p.role[i], t.p.worldBg);
      EXPECT_GE(c, 3.0) << t.name << " role " << i;
      lowest = std::min(lowest, c);
    }
    for (int i = 0; i < app::kInkCount; ++i) {
      double c = Contrast(t.p.ink[i], t.p.worldBg);
      EXPECT_GE(c, 3.0) << t.name << " ink " << i;
      lowest = std::min(lowest, c);
    }
    EXPECT_GE(Contrast(t.p.worldEdge, t.p.worldBg), 3.0) << t.name << " world edge";
    EXPECT_GE(Contrast(t.p.selection, t.p.worldBg), 3.0) << t.name << " selection ring";
    std::printf("%-8s lowest role/ink contrast %.2f:1\n", t.name, lowest);
  }
}

TEST(Palette, TextAtFourAndAHalfToOne) {
  for (const Named& t : kThemes) {
    EXPECT_GE(Contrast(t.p.text, t.p.worldBg), 4.5) << t.name;
    EXPECT_GE(Contrast(t.p.textMuted, t.p.worldBg), 4.5) << t.name;
  }
}

TEST(Palette, LightThemesAreLightWorldsWithDarkInkAndTrailsThatStayVisible) {
  for (const app::Palette* p : {&app::kLightPalette, &app::kContrastPalette}) {
    EXPECT_GT(Luminance(Unpack(p->worldBg)), 0.8);
    EXPECT_LT(Luminance(Unpack(p->text)), 0.05);
    // A trail's newest part is its role colour at full strength: as visible as the agent.
    EXPECT_EQ(p->trailAlpha1, 255);
    for (int i = 0; i < app::kRoleCount; ++i) {
      uint32_t newest = (p->role[i] & 0x00FFFFFFu) | (uint32_t(p->trailAlpha1) << 24);
      EXPECT_GE(Contrast(newest, p->worldBg), 3.0);
    }
  }
  EXPECT_LT(Luminance(Unpack(app::kDarkPalette.worldBg)), 0.05);
}

}  // namespace
