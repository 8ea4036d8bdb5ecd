// Where the app's words break into lines (src/app/line_break.h), measured as a monospace font
// would draw them: a Latin character 1 wide, a CJK character 2.
#include "app/line_break.h"

#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

namespace {

float Mono(const char* b, const char* e) {
  float w = 0.0f;
  for (const char* p = b; p < e;) {
    int n;
    unsigned cp = app::line_break::DecodeUtf8(p, &n);
    w += app::line_break::IsCjk(cp) ? 2.0f : 1.0f;
    p += n;
  }
  return w;
}
std::string Wrap(const std::string& text, float width) { return app::WrapWords(text.c_str(), width, Mono); }

constexpr const char* kNbsp = "\xC2\xA0";

TEST(LineBreak, LatinBreaksAtSpacesAndKeepsANumberWithItsUnit) {
  EXPECT_EQ(Wrap("look ahead 1.5 s then stop", 12), "look ahead\n1.5 s then\nstop");
  EXPECT_EQ(Wrap("a 120 px box", 6), "a\n120 px\nbox");
  // A word longer than the line has a line of its own, unbroken.
  EXPECT_EQ(Wrap("see perseguição now", 5), "see\nperseguição\nnow");
  EXPECT_EQ(Wrap("one\ntwo three", 20), "one\ntwo three");
}

TEST(LineBreak, CjkBreaksBetweenCharactersButNotBeforeClosingPunctuation) {
  // 追逐者，瞄准: the comma stays with the character before it.
  EXPECT_EQ(Wrap("追逐者，瞄准", 6), "追逐\n者，瞄\n准");
  EXPECT_EQ(Wrap("（橙色）", 4), "（橙\n色）");
}

// The status line of avoid at a phone's width left "0" at the end of a line, its words on the
// next; the Chinese references broke "第 3 章" after 第 though the table holds it with no-break
// spaces, and "智能体·步" before 步.
TEST(LineBreak, ANoBreakSpaceAndAMiddleDotHoldTheirNeighboursTogether) {
  const std::string chapter = std::string("精粹》第") + kNbsp + "3" + kNbsp + "章";
  for (float width = 1; width <= 12; ++width) {
    std::string out = Wrap(chapter, width);
    EXPECT_NE(out.find(std::string("第") + kNbsp + "3" + kNbsp + "章"), std::string::npos) << width << ": " << out;
    EXPECT_EQ(out.find(std::string("\n") + kNbsp), std::string::npos) << "a line starts with a no-break space";
  }
  std::string steps = "迄今 0 个智能体·步";
  for (float width = 2; width <= 16; ++width)
    EXPECT_EQ(Wrap(steps, width).find("\n步"), std::string::npos) << width << ": " << Wrap(steps, width);
  std::string status = std::string("Inside an obstacle: 0") + kNbsp + "now, 0" + kNbsp + "agent-steps so far";
  EXPECT_EQ(Wrap(status, 28), std::string("Inside an obstacle: 0") + kNbsp + "now,\n0" + kNbsp + "agent-steps so far");
  // Latin: a no-break space inside a word's loop still joins; nothing is lost or added.
  for (float width = 1; width <= 40; ++width) {
    std::string out = Wrap(status, width);
    EXPECT_EQ(std::regex_replace(out, std::regex("\n"), " "), status) << width;
  }
}

// The tables' status lines hold every count with its word: no width of a phone or a projector
// leaves a count at the end of a line and its words on the next.
TEST(LineBreak, NoStatusLineEndsALineWithACount) {
  for (const char* lang : {"en", "pt-BR", "zh-CN"}) {
    std::ifstream in(std::string(STRINGS_DIR) + "/" + lang + ".json");
    ASSERT_TRUE(in) << lang;
    std::stringstream all;
    all << in.rdbuf();
    std::string table = all.str();
    static const std::regex entry("\"status\\.[a-z_.]+\": \"([^\"]*)\"");
    int checked = 0;
    for (auto it = std::sregex_iterator(table.begin(), table.end(), entry); it != std::sregex_iterator(); ++it) {
      // The numbers as they show: every conversion a number.
      std::string text = std::regex_replace((*it)[1].str(), std::regex("%[-0-9.]*l*[dfs]"), "12");
      // A break after a count is wrong where one space joined it to its words ("0 agent-steps"),
      // right where the table set the next item apart with three ("Polarization 0.42   spread").
      static const std::regex countAtEnd("(^|[ :])12\n([^ \n]+)");
      for (float width = 8; width <= 60; ++width) {
        std::string out = Wrap(text, width);
        for (auto m = std::sregex_iterator(out.begin(), out.end(), countAtEnd); m != std::sregex_iterator(); ++m)
          EXPECT_EQ(text.find("12 " + (*m)[2].str()), std::string::npos) << lang << " " << text << " at " << width << ":\n" << out;
      }
      ++checked;
    }
    EXPECT_GE(checked, 15) << lang;
  }
}

// The status line's box asks for its widest unbreakable piece (ui.cpp's PlaceStatusLine): the same
// pieces WrapWords keeps whole, so a box that wide never cuts one. "120 px" and "第 3 章" are one
// piece each, where splitting at spaces saw "120" and "第".
TEST(LineBreak, WidestPieceIsTheWidestLineOfTheNarrowestWrap) {
  auto widest = [](const std::string& text) { return app::WidestPiece(text.c_str(), Mono); };
  EXPECT_EQ(widest("a 120 px box"), 6.0f);
  EXPECT_EQ(widest(std::string("精粹》第") + kNbsp + "3" + kNbsp + "章"), 7.0f);  // 第 3 章: 2 + 1 + 1 + 1 + 2
  EXPECT_EQ(widest("see perseguição now"), 11.0f);
  EXPECT_EQ(widest(""), 0.0f);
  for (std::string text : {std::string("look ahead 1.5 s then stop"), std::string("追逐者，瞄准（橙色）"),
                           std::string("Inside an obstacle: 0") + kNbsp + "now, 0" + kNbsp + "agent-steps so far",
                           std::string("迄今 0 个智能体·步\nsecond line")}) {
    std::string lines = Wrap(text, 0.0f);
    float most = 0.0f;
    for (size_t b = 0, e; b <= lines.size(); b = e + 1) {
      e = std::min(lines.find('\n', b), lines.size());
      most = std::max(most, Mono(lines.data() + b, lines.data() + e));
    }
    EXPECT_EQ(widest(text), most) << text;
  }
}

}  // namespace
