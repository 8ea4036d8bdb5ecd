// Demo::Describe: the scene in words for people who do not see the canvas
// (window.playground.describe()). It reads the state and never changes it.
#include <gtest/gtest.h>

#include <cstdio>
#include <regex>
#include <string>
#include <vector>

#include "model/playground.h"

TEST(Describe, EveryDemoStartsWithItsTitleAndNamesNoColour) {
  const std::regex colour("orange|blue|red|green|yellow|white|purple", std::regex::icase);
  for (const demos::DemoDesc& d : demos::Demos()) {
    demos::Playground pg;
    ASSERT_TRUE(pg.SelectDemo(d.id));
    pg.Step(120);
    std::string text = pg.Describe();
    EXPECT_EQ(text.rfind(std::string(d.title) + ". ", 0), 0u) << text;
    EXPECT_GT(text.size(), std::string(d.title).size() + 30) << text;
    EXPECT_FALSE(std::regex_search(text, colour)) << text;
    EXPECT_EQ(text.back(), '.') << text;
  }
}

TEST(Describe, ReadsTheStateWithoutChangingIt) {
  for (const demos::DemoDesc& d : demos::Demos()) {
    demos::Playground a, b;
    ASSERT_TRUE(a.SelectDemo(d.id));
    ASSERT_TRUE(b.SelectDemo(d.id));
    for (int i = 0; i < 300; ++i) {
      a.Step(1);
      b.Step(1);
      if (i % 7 == 0) (void)a.Describe();
    }
    EXPECT_EQ(a.Hash(), b.Hash()) << d.id;
  }
}

TEST(Describe, PursuitGivesTheDistanceAndTheLookAheadOfTheState) {
  demos::Playground pg;
  ASSERT_TRUE(pg.SelectDemo("pursuit"));
  pg.Step(60);
  const steer::World& w = pg.world();
  float d = steer::Distance(w.agents[0].pos, w.agents[1].pos);
  demos::Marks m = pg.GetMarks();
  char distance[64], aim[64];
  std::snprintf(distance, sizeof distance, "The pursuer is %.0f units from the evader", double(d));
  std::snprintf(aim, sizeof aim, "it aims %.2f s ahead", double(m.lookahead));
  std::string text = pg.Describe();
  EXPECT_NE(text.find(distance), std::string::npos) << text;
  EXPECT_NE(text.find(aim), std::string::npos) << text;
  EXPECT_NE(text.find("0 captures."), std::string::npos) << text;
}

TEST(Describe, EvadeSaysWhetherThePursuerIsInsideTheThreatRange) {
  demos::Playground pg;
  ASSERT_TRUE(pg.SelectDemo("evade"));
  pg.Set("threat", 0.0f);
  EXPECT_NE(pg.Describe().find("outside its threat range of 0 units, so it wanders"), std::string::npos);
  pg.Set("threat", 2000.0f);  // clamped to the maximum, 400
  // The evader spawns at least 400 units away: run until the pursuer comes within range.
  for (int i = 0; i < 1200 && steer::Distance(pg.world().agents[0].pos, pg.world().agents[1].pos) > 399.0f; ++i)
    pg.Step(1);
  std::string text = pg.Describe();
  EXPECT_NE(text.find("inside its threat range of 400 units, so it evades"), std::string::npos) << text;
}

TEST(EvadeDemo, TheFormulaFollowsTheChosenPredictor) {
  using demos::Playground;
  using demos::Readout;
  Playground pg;
  pg.SelectDemo("evade");
  pg.Set("threat", 400.0f);
  pg.Set("predictor", 2.0f);  // peters: T = d / maxSpeed
  for (int k = 0; k < 3600 && steer::Distance(pg.world().agents[0].pos, pg.world().agents[1].pos) > 400.0f; ++k)
    pg.Step();
  std::vector<Readout> lines;
  pg.Formula(lines);
  std::string text;
  for (const Readout& r : lines) text += std::string(r.text) + "\n";
  EXPECT_NE(text.find("<= threat 400: evade"), std::string::npos) << text;
  EXPECT_NE(text.find("evader's T = d / maxSpeed"), std::string::npos) << text;
  EXPECT_EQ(text.find("pursuer speed)"), std::string::npos) << text;  // not Buckland's d / (maxSpeed + speed)
}

// What the accessible view says when a chase ends (Playground::News): nothing before the first
// capture, then the last chase's time and the count; the chase demo's round lane by lane, whole.
TEST(Describe, NewsSaysTheLastChaseAndTheChaseDemosWholeRound) {
  demos::Playground pg;
  ASSERT_TRUE(pg.SelectDemo("pursuit"));
  EXPECT_EQ(pg.News(), "");
  std::vector<std::pair<const char*, float>> outcomes;
  for (int k = 0; k < 200 && outcomes.empty(); ++k) {
    pg.Step(60);
    pg.Outcomes(outcomes);
  }
  ASSERT_FALSE(outcomes.empty()) << "no capture in 200 s";
  char want[64];
  std::snprintf(want, sizeof want, "after %.1f s. 1 capture.", double(outcomes.back().second));
  EXPECT_NE(pg.News().find(want), std::string::npos) << pg.News();
  ASSERT_TRUE(pg.SelectDemo("chase"));
  EXPECT_EQ(pg.News(), "");
  outcomes.clear();
  for (int k = 0; k < 200 && outcomes.empty(); ++k) {
    pg.Step(60);
    pg.Outcomes(outcomes);
  }
  ASSERT_EQ(outcomes.size() % 3, 0u);
  std::string news = pg.News();
  EXPECT_EQ(news.rfind("The basic chaser", 0), 0u) << news;
  EXPECT_NE(news.find(" The line-of-sight chaser"), std::string::npos) << news;
  EXPECT_NE(news.find(" The intercept chaser"), std::string::npos) << news;
}
