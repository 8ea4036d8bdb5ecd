// Predict, then check: the check grammar, the verdicts of a deterministic run, and the gallery's
// challenges, each with the answer its question expects.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "link/link.h"
#include "model/challenge.h"
#include "model/lessons.h"
#include "model/playground.h"
#include "strings/decimal.h"

using namespace demos;

namespace {

Check Parse(const char* text) {
  Check c;
  std::string why;
  EXPECT_TRUE(ParseCheck(text, &c, &why)) << text << ": " << why;
  return c;
}

CheckResult Grade(const std::string& link, const char* check) { return RunCheck(ParseLink(link).state, Parse(check)); }

}  // namespace

TEST(Challenge, TheGrammarReadsBackToItself) {
  for (const char* text : {"caught<10", "caught<=7.5", "caught>30", "captures>=3", "captures=2@30",
                           "polarization>0.8@20", "local-polarization<0.5@45", "first", "first@20",
                           "mean-steering-force>10@20", "caught>30@40"})
    EXPECT_EQ(FormatCheck(Parse(text)), text);
  Check c = Parse("caught<10");
  EXPECT_EQ(c.measure, Check::Measure::Caught);
  EXPECT_EQ(c.seconds, 10.0f);  // "caught<10" runs just long enough to decide
  EXPECT_EQ(Parse("captures>=3").seconds, 60.0f);
  // A catch within half a second runs the shortest check there is, as if it said so: one rule
  // for the time a check runs (caught<0.5@0.5 is refused; caught<0.5 ran 0.5 s).
  EXPECT_EQ(Parse("caught<0.5").seconds, kMinCheckSeconds);
  EXPECT_EQ(Parse("caught<0.5"), Parse("caught<0.5@1"));
  EXPECT_EQ(FormatCheck(Parse("caught<0.5@1")), "caught<0.5");
  EXPECT_EQ(FormatCheck(Parse("caught<0.5@2")), "caught<0.5@2");
  EXPECT_EQ(Parse("polarization>0.8@20").metric, "polarization");
  // Far out, FormatNumber writes an exponent ("1e-05", "1e+09"): the canonical text (the link the
  // page writes back to its address bar, the Share dialog's) must read back, not lose the check.
  for (const char* text : {"polarization>0.00001", "captures<1000000000", "mean-speed>0.00002@30"}) {
    Check c = Parse(text);
    std::string canonical = FormatCheck(c);
    Check back = Parse(canonical.c_str());
    EXPECT_EQ(back.value, c.value) << text << " -> " << canonical;
    EXPECT_EQ(back.seconds, c.seconds) << canonical;
  }
}

TEST(Challenge, AMalformedCheckIsRefusedWithAReasonNeverACrash) {
  for (const char* text : {"", "caught", "caught<", "caught<abc", "caught<1e999", "caught<nan", "caught<inf",
                           "caught<0x10", "caught<0", "caught<400", "what?3", "<3", "caught<10@0", "caught<10@9999",
                           "first@", "@", "polarization>>1", "polarization~1", "caught<10@-1",
                           "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa>1"}) {
    Check c;
    std::string why;
    EXPECT_FALSE(ParseCheck(text, &c, &why)) << text;
    EXPECT_FALSE(why.empty()) << text;
  }
  // The reason names the limits the parser holds (kMinCheckSeconds, kMaxCheckSeconds).
  Check c;
  std::string why;
  EXPECT_FALSE(ParseCheck("caught<10@0.5", &c, &why));
  EXPECT_NE(why.find(FormatNumber(kMinCheckSeconds) + " to " + FormatNumber(kMaxCheckSeconds)), std::string::npos) << why;
  EXPECT_TRUE(ParseCheck("caught<10@" + FormatNumber(kMinCheckSeconds), &c, &why));
  EXPECT_FALSE(ParseCheck("caught<" + FormatNumber(kMaxCheckSeconds * 2.0f), &c, &why));
  EXPECT_NE(why.find(FormatNumber(kMaxCheckSeconds)), std::string::npos) << why;
  // In a link: the check is left out with a notice, the rest of the link still opens.
  LinkResult r = ParseLink("v=6&demo=pursuit&lookahead=0&check=caught%3Csoon&ask=maybe");
  EXPECT_FALSE(r.state.view.setup.hasCheck);
  Playground pg;
  ApplyLink(pg, r.state);
  EXPECT_EQ(pg.params()[pg.ParamIndex("lookahead")], 0.0f);
  EXPECT_NE(r.message.find("ignored the check"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("ignored ask"), std::string::npos) << r.message;
}

TEST(Challenge, AChallengeTravelsInItsLinkAndDoesNotTouchTheScene) {
  LinkResult r = ParseLink("v=6&demo=evade&threat=50&prompt=Survive&check=caught%3E30&ask=set");
  ASSERT_EQ(r.message, "");
  const LessonSetup& l = r.state.view.setup;
  EXPECT_TRUE(l.hasCheck);
  EXPECT_EQ(l.ask, Ask::Set);
  EXPECT_EQ(FormatCheck(l.check), "caught>30");
  EXPECT_EQ(SerializeLink(r.state), "v=6&demo=evade&threat=50&prompt=Survive&check=caught%3E30&ask=set");
  // "first" is answered by picking a chaser, whatever ask= says.
  EXPECT_EQ(ParseLink("v=6&demo=chase&check=first&ask=yesno").state.view.setup.ask, Ask::Pick);
  Playground a, b;
  ApplyLink(a, r.state);
  ApplyLink(b, ParseLink("v=6&demo=evade&threat=50").state);
  a.Step(300);
  b.Step(300);
  EXPECT_EQ(a.Hash(), b.Hash());
}

// "caught" is the time of the first capture: the moment the demo's capture counter (its
// "captures" plot) first goes up, stepping the same scene by hand.
TEST(Challenge, CaughtIsTheMomentOfTheFirstCapture) {
  Playground pg;
  ApplyLink(pg, ParseLink("v=6&demo=pursuit").state);
  int steps = 0;
  for (; steps < 60 * 60; ++steps) {
    std::vector<Metric> m;
    pg.Metrics(m);
    if (m.back().value > 0.0f) break;  // "captures", the pursuit demo's last metric
    pg.Step(1);
  }
  float caughtAt = float(steps) / 60.0f;
  ASSERT_GT(caughtAt, 1.0f);
  CheckResult r = Grade("v=6&demo=pursuit", "caught<60");
  EXPECT_TRUE(r.ran && r.holds);
  EXPECT_NEAR(r.measured, caughtAt, 1e-4f);
  EXPECT_NEAR(r.decidedAt, caughtAt, 1e-4f);
  EXPECT_EQ(r.decidedStep, steps);  // the page reveals the verdict on the step of the capture
  // Just above and just below the moment: the verdict flips.
  std::string above = "caught<" + std::to_string(caughtAt + 0.1f), below = "caught<" + std::to_string(caughtAt - 0.1f);
  EXPECT_TRUE(Grade("v=6&demo=pursuit", above.c_str()).holds);
  EXPECT_FALSE(Grade("v=6&demo=pursuit", below.c_str()).holds);
  // Never caught in the run: "caught>T" holds, "caught<T" does not.
  CheckResult never = Grade("v=6&demo=pursuit&pursuerSpeed=40", "caught>20");
  EXPECT_TRUE(never.holds);
  EXPECT_EQ(never.measured, -1.0f);
  EXPECT_EQ(never.decidedStep, 20 * 60);  // at the run's end
  EXPECT_EQ(Grade("v=6&demo=pursuit", "captures>=1@2.5").decidedStep, 151);  // the count's last step
  EXPECT_FALSE(Grade("v=6&demo=pursuit&pursuerSpeed=40", "caught<20").holds);
}

TEST(Challenge, TheSameLinkAlwaysGradesTheSame) {
  for (const char* check : {"caught<10", "captures>=5@60"}) {
    CheckResult a = Grade("v=6&demo=pursuit&seed=7", check), b = Grade("v=6&demo=pursuit&seed=7", check);
    EXPECT_EQ(a.measured, b.measured);
    EXPECT_EQ(a.holds, b.holds);
    EXPECT_EQ(a.summary, b.summary);
  }
  // Compare mode does not change the graded scene: it is the main scene alone.
  EXPECT_EQ(Grade("v=6&demo=pursuit&compare=lookahead:0", "captures>=1").measured,
            Grade("v=6&demo=pursuit", "captures>=1").measured);
}

TEST(Challenge, AChaseCheckNamesTheLaneThatFinishesFirst) {
  // Bourg's chasers on the default round: intercept cuts the prey off, line of sight curves in
  // behind, basic zigzags; the lane labels show the same times (the chase test pins them).
  CheckResult r = Grade("v=6&demo=chase", "first");
  EXPECT_TRUE(r.ran);
  EXPECT_EQ(r.first, "intercept");
  Playground pg;
  ApplyLink(pg, ParseLink("v=6&demo=chase").state);
  EXPECT_EQ(PickChoices(pg), (std::vector<std::string>{"basic", "line of sight", "intercept"}));
  pg.Step(60 * 10);
  std::vector<std::pair<const char*, float>> out;
  pg.Outcomes(out);
  ASSERT_EQ(out.size(), 3u);
  float best = 1e9f;
  for (const auto& o : out)
    if (o.second >= 0.0f) best = std::min(best, o.second);
  EXPECT_EQ(r.measured, best);
  // The first catch decides it: shown at its step, though the round goes on until its last lane
  // finishes. With the fixed step, the round's clock is the steps'.
  EXPECT_GE(pg.Seconds(r.decidedStep), double(best) - 1e-6);
  EXPECT_LT(pg.Seconds(r.decidedStep - 1), double(best));
  // With the frame's dt, the round's clock runs on its own (frame times of about 1.2 / 60 s): the
  // verdict comes at the step the timeline marks the first catch on, not at `best` read as steps.
  CheckResult f = Grade("v=6&demo=chase&step=frame-dt", "first");
  ASSERT_TRUE(f.ran && f.measured > 0.0f);
  Playground byHand;
  ApplyLink(byHand, ParseLink("v=6&demo=chase&step=frame-dt").state);
  byHand.KeepHistory(true);
  int64_t caught = -1;
  while (caught < 0 && byHand.steps() < 60 * 60) {
    byHand.Step(1);
    if (byHand.EventsUpTo(EventKind::Capture, byHand.steps()) > 0) caught = byHand.steps();
  }
  EXPECT_EQ(f.decidedStep, caught);
  EXPECT_NE(f.decidedStep, byHand.StepAt(f.measured)) << "the round's clock is not the steps'";
}

TEST(Challenge, AMeasureTheDemoDoesNotHaveIsAClearProblem) {
  Playground flock;
  flock.SelectDemo("flock");
  EXPECT_NE(CheckProblem(flock, Parse("caught<10")).find("no captures"), std::string::npos);
  std::string p = CheckProblem(flock, Parse("happiness>1@10"));
  EXPECT_NE(p.find("no measure 'happiness'"), std::string::npos) << p;
  EXPECT_NE(p.find("polarization"), std::string::npos) << p;  // and it says what there is
  EXPECT_NE(CheckProblem(flock, Parse("first")).find("no chasers"), std::string::npos);
  EXPECT_EQ(CheckProblem(flock, Parse("Local_Polarization>0.5@10")), "");  // case, '_' and '-' aside
  // Too much work to decide at once (a 100,000-boid flock for five minutes): refused, said why.
  Playground huge;
  ApplyLink(huge, ParseLink("v=6&demo=flock&count=100000").state);
  EXPECT_NE(CheckProblem(huge, Parse("polarization>0.5@300")).find("too long"), std::string::npos);
  EXPECT_FALSE(Grade("v=6&demo=flock&count=100000", "polarization>0.5@300").ran);
  CheckResult r = Grade("v=6&demo=flock", "caught<10");
  EXPECT_FALSE(r.ran);
  EXPECT_FALSE(r.summary.empty());
}

// The gallery's challenges: each runs, and each has the answer its question expects, for the
// reason its text gives. A yes/no challenge whose answer nobody would doubt teaches nothing, so
// each is also checked against the setting that flips it.
TEST(Challenge, TheGalleryHasSixChallengesAcrossTheDemosEachWithTheAnswerItTeaches) {
  struct Expect {
    const char* id;
    bool holds;           // yes/no: the right answer; set: holds at the link's own value (false)
    const char* flipped;  // the same scene with one change that gives the other answer
  };
  const Expect expected[] = {
      {"challenge-seek-in-time", false, "&lookahead=1"},     // pursuit predicts: caught in 7.5 s
      {"challenge-threat-survive", false, "&threat=250"},    // the student's task: a range that works
      {"challenge-flock-alignment", false, "&alignment=1"},  // alignment back: 0.8
      {"challenge-no-avoidance", true, "&method=buckland"},  // Buckland's box: none inside
      {"challenge-wander-no-jitter", true, "&radius=0&distance=0"},
  };
  int challenges = 0;
  std::vector<std::string> demosSeen;
  for (const Lesson& l : Lessons()) {
    LinkResult r = ParseLink(l.link);
    if (!r.state.view.setup.hasCheck) continue;
    ++challenges;
    demosSeen.push_back(r.state.demo);
    EXPECT_EQ(r.message, "") << l.id;
    EXPECT_FALSE(r.state.view.setup.prompt.empty()) << l.id << " asks a question";
    Playground pg;
    ApplyLink(pg, r.state);
    EXPECT_EQ(CheckProblem(pg, r.state.view.setup.check), "") << l.id;
    CheckResult result = RunCheck(r.state, r.state.view.setup.check);
    EXPECT_TRUE(result.ran) << l.id;
    for (const Expect& e : expected) {
      if (std::string(e.id) != l.id) continue;
      EXPECT_EQ(result.holds, e.holds) << l.id << ": " << result.summary;
      CheckResult other = RunCheck(ParseLink(std::string(l.link) + e.flipped).state, r.state.view.setup.check);
      EXPECT_EQ(other.holds, !e.holds) << l.id << e.flipped << ": " << other.summary;
    }
  }
  EXPECT_GE(challenges, 6);
  for (const char* demo : {"pursuit", "evade", "chase", "flock", "avoid", "wander"})
    EXPECT_NE(std::find(demosSeen.begin(), demosSeen.end(), demo), demosSeen.end()) << demo;
}

TEST(Challenge, TheShareDialogsChoicesAndWordsComeFromTheScene) {
  Playground pg;
  ASSERT_TRUE(pg.SelectDemo("pursuit"));
  std::vector<std::string> names;
  for (const CheckChoice& m : CheckMeasures(pg)) names.push_back(m.text);
  EXPECT_NE(std::find(names.begin(), names.end(), "caught"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "captures"), names.end());
  EXPECT_EQ(std::find(names.begin(), names.end(), "first"), names.end());  // no chasers here
  // Each once: evade and pursuit have a metric named as the captures measure.
  for (const char* demo : {"pursuit", "evade", "chase", "flock"}) {
    Playground each;
    ASSERT_TRUE(each.SelectDemo(demo));
    std::vector<std::string> listed;
    for (const CheckChoice& m : CheckMeasures(each)) listed.push_back(m.text);
    std::vector<std::string> unique = listed;
    std::sort(unique.begin(), unique.end());
    unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
    EXPECT_EQ(unique.size(), listed.size()) << demo;
  }
  // Every measure offered is one the grammar reads and this scene runs.
  for (const std::string& n : names) {
    Check c;
    std::string why;
    ASSERT_TRUE(ParseCheck(n == "first" ? n : n + ">1@5", &c, &why)) << n << ": " << why;
    EXPECT_EQ(CheckProblem(pg, c), "") << n;
  }
  // The dialog's parts, joined by the grammar's own rule: each measure that compares with each
  // comparison reads back as the check it names; "first" takes no comparison.
  for (const char* demo : {"pursuit", "chase", "flock"}) {
    Playground each;
    ASSERT_TRUE(each.SelectDemo(demo));
    for (const CheckChoice& m : CheckMeasures(each)) {
      EXPECT_EQ(m.compares, m.text != "first") << m.text;
      for (const CheckChoice& op : CheckOps()) {
        Check joined;
        std::string reason, text = JoinCheck(m.text, op.text, "7.5", "12");
        ASSERT_TRUE(ParseCheck(text, &joined, &reason)) << text << ": " << reason;
        EXPECT_EQ(text, m.compares ? m.text + op.text + "7.5@12" : m.text + "@12");
        EXPECT_EQ(FormatCheck(joined), text);
      }
    }
  }
  EXPECT_EQ(JoinCheck("caught", "<", "10", ""), "caught<10");  // the measure's own run time
  // The measure as the menu names it, whatever spelling the check was typed in (the Share
  // dialog's menu went blank for "mean_speed", and its next choice dropped the check).
  {
    Playground flock;
    ASSERT_TRUE(flock.SelectDemo("flock"));
    Check typed;
    std::string reason;
    ASSERT_TRUE(ParseCheck("Mean_Speed>50", &typed, &reason)) << reason;
    EXPECT_EQ(CheckMeasureText(flock, typed), "mean-speed");
    ASSERT_TRUE(ParseCheck("caught<5", &typed, &reason));
    EXPECT_EQ(CheckMeasureText(pg, typed), "caught");
    // A run time of its own, or the measure's default (5 s for caught<5; 60 s for the others).
    EXPECT_FALSE(HasOwnSeconds(typed));
    ASSERT_TRUE(ParseCheck("caught<5@5", &typed, &reason));
    EXPECT_FALSE(HasOwnSeconds(typed));
    ASSERT_TRUE(ParseCheck("caught<5@20", &typed, &reason));
    EXPECT_TRUE(HasOwnSeconds(typed));
    ASSERT_TRUE(ParseCheck("polarization>0.8", &typed, &reason));
    EXPECT_FALSE(HasOwnSeconds(typed));
    ASSERT_TRUE(ParseCheck("polarization>0.8@20", &typed, &reason));
    EXPECT_TRUE(HasOwnSeconds(typed));
  }
  EXPECT_EQ(JoinCheck("", "<", "10", "20"), "");                // no measure: no check
  ASSERT_EQ(CheckOps().size(), 5u);
  EXPECT_EQ(CheckOps()[1].text, "<=");
  EXPECT_EQ(CheckOps()[1].label, "at most");
  Check c;
  std::string why;
  ASSERT_TRUE(ParseCheck("caught<10@20", &c, &why));
  EXPECT_EQ(CheckWords(pg, c), "The first capture comes at less than 10 s (a run of 20 s; no capture counts as later).");
  ASSERT_TRUE(pg.SelectDemo("flock"));
  ASSERT_TRUE(ParseCheck("polarization>0.8@20", &c, &why));
  EXPECT_EQ(CheckWords(pg, c), "polarization at the end of a run of 20 s is more than 0.8.");
  ASSERT_TRUE(pg.SelectDemo("chase"));
  ASSERT_TRUE(ParseCheck("first@30", &c, &why));
  EXPECT_EQ(CheckWords(pg, c), "Which chaser catches its prey first, in a run of 30 s (the students pick one).");
}
