#include "link/link.h"

#include <gtest/gtest.h>

#include <cstring>
#include <set>
#include <string>
#include <vector>

#include "model/lessons.h"
#include "steer/pursuit.h"
#include "steer/rng.h"
#include "strings/decimal.h"
#include "strings/strings.h"

using namespace demos;

namespace {
LinkState Parse(const std::string& s) { return ParseLink(s).state; }
std::string Msg(const std::string& s) { return ParseLink(s).message; }
}  // namespace

TEST(Link, ReadsTheIssueExample) {
  LinkResult r = ParseLink("#demo=evade&threat=80&seed=7");
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.message, "");
  EXPECT_EQ(r.state.demo, "evade");
  EXPECT_EQ(r.state.seed, 7u);
  EXPECT_EQ(r.state.params[0], 80.0f);  // threat is the evade demo's first parameter
}

TEST(Link, AcceptsAFullUrlOrABareFragment) {
  EXPECT_EQ(Parse("https://example.org/x/?embed=1#demo=flock&count=50").demo, "flock");
  EXPECT_EQ(Parse("demo=wander").demo, "wander");
}

TEST(Link, SerializesOnlyWhatDiffersFromTheDefaults) {
  LinkState s = Parse("");
  EXPECT_EQ(SerializeLink(s), "v=6&demo=pursuit");
  s.params[1] = 0.5f;  // lookahead
  s.seed = 9;
  s.view.paused = true;
  EXPECT_EQ(SerializeLink(s), "v=6&demo=pursuit&seed=9&lookahead=0.5&paused=1");
}

TEST(Link, ChoicesAreWrittenAndReadByName) {
  LinkState s = Parse("demo=pursuit&predictor=millington");
  EXPECT_EQ(s.params[0], 1.0f);
  EXPECT_NE(SerializeLink(s).find("predictor=millington"), std::string::npos);
  EXPECT_EQ(Parse("demo=pursuit&predictor=3").params[0], 3.0f);
}

TEST(Link, RoundTripsRandomStatesOfEveryDemo) {
  steer::Rng rng = steer::Rng::FromSeed(123);
  for (int trial = 0; trial < 300; ++trial) {
    const DemoDesc& d = Demos()[rng.Below(uint32_t(Demos().size()))];
    LinkState s = Parse(std::string("demo=") + d.id);
    for (int i = 0; i < int(d.params.size()); ++i)
      if (rng.Below(2)) s.params[i] = ClampParam(d.params[i], rng.Uniform(d.params[i].min, d.params[i].max));
    s.seed = rng.NextU32() * uint64_t(rng.NextU32()) % (kMaxSeed + 1);  // a seed a link keeps
    s.layers = rng.NextU32() & ((1u << kLayerCount) - 1);
    s.view.speed =
        ClampParam({"", "", "", ParamKind::Float, kMinSpeed, kMaxSpeed, 1.0f, ""}, rng.Uniform(0.1f, 4.0f));
    s.view.paused = rng.Below(2);
    std::string text = SerializeLink(s);
    LinkResult back = ParseLink(text);
    EXPECT_EQ(back.message, "") << text;
    ASSERT_TRUE(back.state == s) << text;
  }
}

TEST(Link, UnknownKeysAreIgnoredWithANotice) {
  LinkResult r = ParseLink("demo=evade&threat=80&colour=red");
  EXPECT_EQ(r.state.params[0], 80.0f);
  EXPECT_NE(r.message.find("colour"), std::string::npos);
  // A key that is no name (markup, a long run of bytes) is not shown; two of them are said once.
  r = ParseLink("demo=evade&%3Cb%3E=1&x%25%25y=2&colour=red&colour=blue");
  EXPECT_EQ(r.message, "ignored an unknown key; ignored unknown colour");
}

TEST(Link, OutOfRangeNumbersAreClamped) {
  LinkResult r = ParseLink("demo=evade&threat=5000");
  EXPECT_EQ(r.state.params[0], 400.0f);
  EXPECT_NE(r.message.find("threat clamped to 400"), std::string::npos);
  EXPECT_EQ(Parse("demo=evade&threat=-1").params[0], 0.0f);
  EXPECT_EQ(Parse("demo=evade&speed=9").view.speed, 4.0f);
}

// A link's value is clamped once, by ParseLink: the number its notice names is the number the
// loaded scene runs with (Playground::Load takes the values as they come).
TEST(Link, AClampedValuesNoticeAndTheLoadedModelAgree) {
  struct Case {
    const char* link;
    const char* param;
    float loaded;
    const char* notice;
  } cases[] = {{"demo=evade&threat=5000", "threat", 400.0f, "threat clamped to 400"},
               {"demo=evade&threat=-3", "threat", 0.0f, "threat clamped to 0"},
               {"demo=flock&count=150.6", "count", 151.0f, "count clamped to 151"},
               {"demo=flock&count=250000", "count", 100000.0f, "count clamped to 100000"}};
  for (const Case& c : cases) {
    LinkResult r = ParseLink(c.link);
    EXPECT_NE(r.message.find(c.notice), std::string::npos) << c.link << ": " << r.message;
    Playground pg;
    ApplyLink(pg, r.state);
    EXPECT_EQ(pg.params()[size_t(pg.ParamIndex(c.param))], c.loaded) << c.link;
  }
  // A compared value out of range: the ghost runs with the end of the range the link keeps.
  LinkResult r = ParseLink("demo=evade&compare=threat:900");
  ASSERT_EQ(r.state.compareValues.size(), 1u);
  Playground pg;
  ApplyLink(pg, r.state);
  ASSERT_EQ(pg.ghostCount(), 1);
  EXPECT_EQ(pg.ghostValue(0), 400.0f);
  EXPECT_EQ(pg.ghostValue(0), r.state.compareValues[0]);
}

TEST(Link, GarbageAndNonFiniteNumbersAreRejected) {
  for (const char* bad : {"abc", "", "1e999", "inf", "nan", "NaN", "Infinity", "0x10", "1,5", "--1", "1 "}) {
    LinkResult r = ParseLink(std::string("demo=evade&threat=") + bad);
    EXPECT_EQ(r.state.params[0], 100.0f) << bad;
    EXPECT_NE(r.message.find("bad value for threat"), std::string::npos) << bad;
  }
  EXPECT_EQ(Parse("demo=evade&seed=-4").seed, 1u);
  EXPECT_EQ(Parse("demo=evade&seed=99999999999999999999999").seed, 1u);
}

TEST(Link, LinksOverEightKilobytesAreRefused) {
  std::string longLink = "demo=evade&threat=80&x=" + std::string(9000, 'a');
  LinkResult r = ParseLink(longLink);
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.message.find("8 KB"), std::string::npos);
}

TEST(Link, UnknownDemoFallsBackToTheDefault) {
  LinkResult r = ParseLink("demo=teleport&threat=80");
  EXPECT_EQ(r.state.demo, "pursuit");
  EXPECT_NE(r.message.find("unknown demo"), std::string::npos);
}

TEST(Link, HostileTextNeverReachesTheNotice) {
  for (const char* key : {"<script>alert(1)</script>", "%25s%25n%25x", "__proto__", "constructor"}) {
    LinkResult r = ParseLink(std::string("demo=evade&") + key + "=1");
    EXPECT_EQ(r.message.find('<'), std::string::npos) << r.message;
    EXPECT_EQ(r.message.find('%'), std::string::npos) << r.message;
  }
  LinkResult big = ParseLink("demo=evade&" + std::string(8000, 'k') + "=1");
  EXPECT_LT(big.message.size(), 400u);
}

TEST(Link, PercentEncodingIsDecodedAndPlusIsKept) {
  EXPECT_EQ(Parse("demo=ev%61de&threat=1e%2B2").params[0], 100.0f);
  EXPECT_EQ(Parse("demo=evade&threat=1.5e+1").params[0], 15.0f);
}

TEST(Link, AnnotationLayersByName) {
  LinkState s = Parse("demo=flock&show=velocity,neighbours");
  EXPECT_EQ(s.layers, kLayerVelocity | kLayerNeighbors);
  EXPECT_EQ(Parse("demo=flock&show=").layers, 0u);
  EXPECT_NE(Msg("demo=flock&show=velocity,sparkles").find("annotation"), std::string::npos);
}

TEST(Link, SeekTargetIsCarriedAndClampedIntoTheWorld) {
  LinkState s = Parse("demo=seek&target=100,200");
  ASSERT_EQ(s.targets.size(), 1u);
  EXPECT_EQ(s.targets[0], (steer::Vec2{100.0f, 200.0f}));
  EXPECT_EQ(Parse("demo=seek&target=-5,99999").targets[0], (steer::Vec2{0.0f, 700.0f}));
}

// Golden links: published links must keep opening the same scene.
TEST(Link, GoldenVersionOneLinksStillOpenTheSameScene) {
  struct Golden {
    const char* link;
    const char* expected;
  } golden[] = {
      {"#v=1&demo=pursuit", "v=6&demo=pursuit"},
      {"#demo=evade&threat=80&seed=7", "v=6&demo=evade&seed=7&threat=80&evaderSpeed=140"},
      {"#v=1&demo=pursuit&predictor=bourg&lookahead=2&cap=3",
       "v=6&demo=pursuit&predictor=bourg&lookahead=2&cap=3"},
      {"#v=1&demo=flock&count=500&alignment=0&show=neighbours,velocity",
       "v=6&demo=flock&count=500&alignment=0&show=velocity,neighbours"},
      {"#v=1&demo=seek&behaviour=arrive&target=300,200&paused=1",
       "v=6&demo=seek&behaviour=arrive&gain=1&paused=1&target=300,200"},
      {"#v=1&demo=wander&count=12&jitter=50&speed=0.5", "v=6&demo=wander&count=12&jitter=50&speed=0.5"},
      {"#v=1&demo=chase&chaserSpeed=105", "v=6&demo=chase&chaserSpeed=105"},
      {"#v=1&demo=evade", "v=6&demo=evade&evaderSpeed=140"},
      {"#v=2&demo=evade", "v=6&demo=evade"},
  };
  for (const Golden& g : golden) {
    LinkResult r = ParseLink(g.link);
    EXPECT_EQ(r.message, "") << g.link;
    EXPECT_EQ(SerializeLink(r.state), g.expected) << g.link;
  }
}

// Old links open the very scene they opened when they were shared: the state after 1,200 steps,
// recorded before the evade demo's default evader speed changed (version 2) and before the seek
// demo got its steering gain (version 3).
TEST(Link, OldLinksReachTheStateTheyReachedWhenShared) {
  struct Golden {
    const char* link;
    uint64_t hash;
  } golden[] = {
      {"v=1&demo=evade", 0x7240fef234f43ceeull},
      {"demo=evade&threat=80&seed=7", 0xd0a20ee6e22d7f77ull},
      {"v=1&demo=evade&threat=20&evaderSpeed=110", 0x5387fde58be55075ull},
      {"v=1&demo=evade&predictor=peters&threat=150&seed=3", 0x16cb600b78bfdd91ull},
      {"v=1&demo=pursuit&lookahead=0.5", 0x108d62ab7455f3c8ull},
      {"v=1&demo=avoid&box=10", 0xe77a24d0970d5950ull},
      {"v=1&demo=flock&count=500&alignment=0", 0x5d3cd5e5ad662c39ull},
      // recorded before the seek demo's steering gain (version 3)
      {"v=2&demo=seek&behaviour=arrive", 0x90e34cf4638052ffull},
      {"v=2&demo=seek", 0xe6e2be2c91d3f562ull},
      {"v=1&demo=seek&behaviour=arrive&target=300,200", 0x84658709f04b23a8ull},
  };
  for (const Golden& g : golden) {
    Playground pg;
    ApplyLink(pg, ParseLink(g.link).state);
    pg.Step(1200);
    EXPECT_EQ(pg.Hash(), g.hash) << g.link;
    // And the link the page writes for it today opens the same scene.
    Playground again;
    ApplyLink(again, ParseLink(SerializeLink(ParseLink(g.link).state)).state);
    again.Step(1200);
    EXPECT_EQ(again.Hash(), g.hash) << g.link;
  }
}

// A link of an earlier version, the state it reached after 1,200 steps when it was shared, and the
// link the page writes for it today, which must reach the same state.
namespace {
struct KeptLink {
  const char* link;
  uint64_t hash;
  const char* today;
};
void ExpectKeepsItsScene(const KeptLink& g) {
  LinkResult r = ParseLink(g.link);
  EXPECT_EQ(r.message, "") << g.link;
  EXPECT_EQ(SerializeLink(r.state), g.today) << g.link;
  Playground pg, again;
  ApplyLink(pg, r.state);
  ApplyLink(again, ParseLink(g.today).state);
  pg.Step(1200);
  again.Step(1200);
  EXPECT_EQ(pg.Hash(), g.hash) << g.link;
  EXPECT_EQ(again.Hash(), g.hash) << g.today;
}
}  // namespace

// Version 4 (issue #35): Reynolds' rules became the defaults of the queue, containment, crowd and
// custom demos. Links of version 3 and before still reach the state they reached when shared:
// hashes after 1,200 steps recorded with the build before the change (commit fdeaa20), and the
// link the page writes for them today (with rule=anyahead, edgepush, margin or legacy) too.
// Version 5 (issue #35): leader following in the hide demo gets out of the leader's way by
// Reynolds' rule (step aside). Links of version 4 and before keep evade: hashes after 1,200 steps
// recorded with the build before the change (commit a5f3a7f, the page's playground.hash()), and
// the link the page writes for them today (with rule=evade) too.
TEST(Link, VersionFourLinksKeepLeaderFollowingsEvade) {
  const KeptLink golden[] = {
      {"v=4&demo=hide&mode=follow", 0xcb17d46b049f19bcull, "v=6&demo=hide&mode=follow&rule=evade"},
      {"v=4&demo=hide&mode=follow&maxSpeed=100&seed=3", 0xec63fb528c776896ull,
       "v=6&demo=hide&seed=3&mode=follow&maxSpeed=100&rule=evade"},
      {"v=1&demo=hide&mode=follow&seed=5", 0x1077dd8c1dbf8f57ull, "v=6&demo=hide&seed=5&mode=follow&rule=evade"},
      // the hide demo's other modes never follow a leader: the same scene, with rule=evade written
      {"v=4&demo=hide", 0xaa7c543d6e74b6ccull, "v=6&demo=hide&rule=evade"},
  };
  for (const KeptLink& g : golden) ExpectKeepsItsScene(g);
  // A new link follows Reynolds' rule: another scene.
  Playground now, before;
  ApplyLink(now, ParseLink("v=6&demo=hide&mode=follow").state);
  ApplyLink(before, ParseLink("v=4&demo=hide&mode=follow").state);
  now.Step(1200);
  before.Step(1200);
  EXPECT_NE(now.Hash(), before.Hash());
  EXPECT_EQ(SerializeLink(ParseLink("v=6&demo=hide&mode=follow").state), "v=6&demo=hide&mode=follow");
}

// Version 6 (issue #35): Reynolds' step aside replaces the arrival while the follower is in the
// leader's way ("before resuming arrival behavior"). Links of version 5 keep it added to the
// arrival (rule=sum): hashes after 1,200 steps recorded with the build before the change (commit
// 103dcf6, `steering-playground --hash 1200`), and the link the page writes for them today.
TEST(Link, VersionFiveLinksKeepTheStepAsideAddedToArriving) {
  const KeptLink golden[] = {
      {"v=5&demo=hide&mode=follow", 0x78f2c7c3248a1fd4ull, "v=6&demo=hide&mode=follow&rule=sum"},
      {"v=5&demo=hide&mode=follow&maxSpeed=100&seed=3", 0x2260c417e78e9307ull,
       "v=6&demo=hide&seed=3&mode=follow&maxSpeed=100&rule=sum"},
      // a version 5 link that named a rule keeps it
      {"v=5&demo=hide&mode=follow&rule=evade", 0xcb17d46b049f19bcull, "v=6&demo=hide&mode=follow&rule=evade"},
  };
  for (const KeptLink& g : golden) ExpectKeepsItsScene(g);
  // The rule of a link's day is the one before the first change after it: a version 4 link
  // evades (the change of version 5), though version 6 changed the rule again.
  EXPECT_EQ(SerializeLink(ParseLink("v=4&demo=hide&mode=follow").state), "v=6&demo=hide&mode=follow&rule=evade");
  // A new link steps aside alone: another scene than version 5's.
  Playground now, before;
  ApplyLink(now, ParseLink("v=6&demo=hide&mode=follow").state);
  ApplyLink(before, ParseLink("v=5&demo=hide&mode=follow").state);
  now.Step(1200);
  before.Step(1200);
  EXPECT_NE(now.Hash(), before.Hash());
}

// A link from a newer page (an offline copy opening it, an old tab) is read by the newest rules
// there are here, and says so; a version that is no whole number is read as version 1.
TEST(Link, ANewerVersionIsReadAsTheNewestThereIs) {
  const std::string newest = "v=" + std::to_string(kLinkVersion) + "&demo=evade&threat=80";
  for (const char* v : {"7", "99", "1e9"}) {
    LinkResult r = ParseLink(std::string("v=") + v + "&demo=evade&threat=80");
    EXPECT_EQ(r.message, "a link from a newer version of the page, read as version " + std::to_string(kLinkVersion)) << v;
    EXPECT_TRUE(r.state == ParseLink(newest).state) << v;
    EXPECT_EQ(SerializeLink(r.state), newest) << v;
  }
  for (const char* v : {"0", "2.5", "-3", "x"}) {
    LinkResult r = ParseLink(std::string("v=") + v + "&demo=evade");
    EXPECT_EQ(r.message, "unknown link version, read as version 1") << v;
    EXPECT_TRUE(r.state == ParseLink("v=1&demo=evade").state) << v;
  }
}

TEST(Link, VersionThreeLinksKeepTheRulesOfTheirDay) {
  const KeptLink golden[] = {
      {"v=3&demo=queue", 0x3c43e59caf4be234ull, "v=6&demo=queue&rule=anyahead"},
      {"v=3&demo=containment", 0xdff371a3d7a7e4aeull, "v=6&demo=containment&rule=edgepush"},
      {"v=3&demo=crowd", 0x31cf4f6f9c8222ceull, "v=6&demo=crowd&rule=margin"},
      {"v=3&demo=queue&zone=50&count=30", 0x0938569f348a14b3ull, "v=6&demo=queue&count=30&zone=50&rule=anyahead"},
      {"v=3&demo=containment&probe=30", 0x9c904cfe07c9146dull, "v=6&demo=containment&probe=30&rule=edgepush"},
      {"v=2&demo=crowd&lookahead=3", 0x9abed8f9a9682797ull, "v=6&demo=crowd&lookahead=3&rule=margin"},
      {"v=3&demo=custom&group=20,weighted,90,300,crowd*2,queue,wander*0.5,contain*2", 0x4aa5de1677d1ec62ull,
       "v=6&demo=custom&rule=legacy&group=20,weighted,90,300,crowd*2,queue,wander*0.5,contain*2"},
      {"demo=crowd&seed=4", 0xf1f4cd7408e6d72bull, "v=6&demo=crowd&seed=4&rule=margin"},
      // demos whose defaults did not change: the same scene, the same link
      {"v=3&demo=path", 0x412e268e9e6de7eeull, "v=6&demo=path"},
  };
  for (const KeptLink& g : golden) ExpectKeepsItsScene(g);
  // A new link of those demos runs Reynolds' rules: another scene.
  for (const char* demo : {"queue", "containment", "crowd"}) {
    Playground now, before;
    ApplyLink(now, ParseLink(std::string("v=6&demo=") + demo).state);
    ApplyLink(before, ParseLink(std::string("v=3&demo=") + demo).state);
    now.Step(1200);
    before.Step(1200);
    EXPECT_NE(now.Hash(), before.Hash()) << demo;
  }
}

// Links people read: each number is the shortest text that reads back to the same float.
TEST(Link, NumbersAreTheShortestTextThatReadsBackToTheSameFloat) {
  LinkState s = ParseLink("v=1&demo=pursuit").state;
  s.params[1] = 0.91f;  // lookahead
  EXPECT_EQ(SerializeLink(s), "v=6&demo=pursuit&lookahead=0.91");
  s.params[1] = 1.0f / 3.0f;
  EXPECT_EQ(SerializeLink(s), "v=6&demo=pursuit&lookahead=0.33333334");  // eight digits needed
  // Every float the parameters can hold comes back bit for bit, whatever its length.
  steer::Rng rng = steer::Rng::FromSeed(7);
  for (int i = 0; i < 20000; ++i) {
    float v = rng.Uniform(0.0f, 4.0f) * (i % 3 == 0 ? 1.0f : 0.001f);
    s.params[1] = v;
    LinkResult back = ParseLink(SerializeLink(s));
    ASSERT_EQ(back.state.params[1], v) << SerializeLink(s);
  }
}

TEST(Link, ACompareWithMoreValuesThanThePageShowsSaysSo) {
  LinkResult r = ParseLink("v=1&demo=pursuit&compare=lookahead:0,2,3");
  EXPECT_EQ(r.state.compareValues, (std::vector<float>{0.0f, 2.0f}));
  EXPECT_NE(r.message.find("at most 2 other values"), std::string::npos) << r.message;
  EXPECT_EQ(ParseLink("v=1&demo=pursuit&compare=lookahead:0,2").message, "");
}

// The panel's "Compare with" and the API's compare() do not offer a flock's size (another count is
// another scene): a link asking for it is refused the same way, with a notice, not kept unseen.
TEST(Link, ACompareOfTheCountIsRefusedAsThePanelAndTheApiRefuseIt) {
  LinkResult r = ParseLink("v=6&demo=flock&compare=count:1,5&cohesion=2");
  EXPECT_EQ(r.state.compareParam, -1);
  EXPECT_TRUE(r.state.compareValues.empty());
  EXPECT_NE(r.message.find(Tr("notice.link.bad_compare")), std::string::npos) << r.message;
  EXPECT_EQ(SerializeLink(r.state).find("compare"), std::string::npos) << SerializeLink(r.state);
}

// A teacher's link sets the lesson up: which knobs are locked or hidden, the panel, a title and a
// question, theme and UI scale. It reads back to itself, and none of it touches the scene.
TEST(Link, ALessonSetUpTravelsInTheLinkAndReadsBack) {
  LinkResult r = ParseLink(
      "v=2&demo=evade&threat=50&lock=threat,evaderSpeed&hide=jitter&panel=0&theme=contrast&ui=2"
      "&title=Threat%20range&prompt=Will%20the%20evader%20escape%3F%20%3Cb%3Eyes%3C%2Fb%3E");
  EXPECT_EQ(r.message, "");
  const LessonSetup& l = r.state.view.setup;
  EXPECT_EQ(l.locked, (1u << 0) | (1u << 4));  // threat and evaderSpeed, by their places in the table
  EXPECT_EQ(l.hidden, 1u << 5);                // jitter
  EXPECT_FALSE(l.panel);
  EXPECT_EQ(l.theme, Theme::Contrast);
  EXPECT_EQ(l.uiScale, 2.0f);
  EXPECT_EQ(l.title, "Threat range");
  EXPECT_EQ(l.prompt, "Will the evader escape? <b>yes</b>");  // kept as text; the page never parses it
  std::string again = SerializeLink(r.state);
  EXPECT_EQ(again,
            "v=6&demo=evade&threat=50&lock=threat,evaderSpeed&hide=jitter&panel=0&theme=contrast&ui=2"
            "&title=Threat%20range&prompt=Will%20the%20evader%20escape%3F%20%3Cb%3Eyes%3C%2Fb%3E");
  EXPECT_TRUE(ParseLink(again).state == r.state);
  // The scene is the one without the set-up.
  Playground a, b;
  ApplyLink(a, r.state);
  ApplyLink(b, ParseLink("v=2&demo=evade&threat=50").state);
  a.Step(600);
  b.Step(600);
  EXPECT_EQ(a.Hash(), b.Hash());
}

// Each theme a link can ask for reads back to itself; a link that names none leaves the screen's own.
TEST(Link, EveryThemeReadsBack) {
  const std::pair<const char*, Theme> themes[] = {
      {"dark", Theme::Dark}, {"light", Theme::Light}, {"contrast", Theme::Contrast}};
  for (const auto& [word, theme] : themes) {
    std::string link = std::string("v=6&demo=pursuit&theme=") + word;
    LinkResult r = ParseLink(link);
    EXPECT_EQ(r.message, "") << word;
    EXPECT_EQ(r.state.view.setup.theme, theme) << word;
    EXPECT_EQ(SerializeLink(r.state), link);
  }
  EXPECT_EQ(ParseLink("v=6&demo=pursuit").state.view.setup.theme, Theme::Screen);
  EXPECT_EQ(SerializeLink(ParseLink("v=6&demo=pursuit").state), "v=6&demo=pursuit");
}

// A gallery lesson's link carries the lesson by its id, so a student who opens it gets the text.
TEST(Link, AGalleryLessonTravelsByItsId) {
  for (const Lesson& l : Lessons()) {
    LinkResult r = ParseLink(std::string(l.link) + "&lesson=" + l.id);
    EXPECT_EQ(r.message, "") << l.id;
    EXPECT_EQ(r.state.view.setup.lesson, l.id);
    EXPECT_TRUE(ParseLink(SerializeLink(r.state)).state == r.state) << l.id;
    EXPECT_NE(SerializeLink(r.state).find(std::string("&lesson=") + l.id), std::string::npos);
  }
  LinkResult bad = ParseLink("v=6&demo=pursuit&lesson=no-such-lesson");
  EXPECT_EQ(bad.state.view.setup.lesson, "");
  EXPECT_NE(bad.message.find("unknown lesson"), std::string::npos);
}

// A lesson's text talks of its own demo's knobs ("widen the threat range"): a hand-edited link
// that puts it on another demo's scene keeps the scene and leaves the text out, and says so.
TEST(Link, ALessonOnAnotherDemosSceneIsLeftOutWithANotice) {
  for (const Lesson& l : Lessons()) {
    std::string_view own = LessonDemo(l);
    EXPECT_EQ(own, ParseLink(l.link).state.demo) << l.id;
    const char* other = own == "pursuit" ? "flock" : "pursuit";
    LinkResult r = ParseLink(std::string("v=6&demo=") + other + "&lesson=" + l.id);
    EXPECT_EQ(r.state.demo, other) << l.id;
    EXPECT_EQ(r.state.view.setup.lesson, "") << l.id;
    EXPECT_EQ(r.message, "ignored a lesson about another demo (" + std::string(own) + ")") << l.id;
    EXPECT_EQ(SerializeLink(r.state).find("lesson="), std::string::npos) << l.id;
  }
}

TEST(Link, LessonTextIsPlainAndCutAt300BytesWithANotice) {
  std::string longTitle;
  for (int i = 0; i < 200; ++i) longTitle += "%C3%A9";  // "é", two bytes each: 400 bytes
  LinkResult r = ParseLink("v=1&demo=pursuit&title=" + longTitle + "&prompt=a%0Ab%09c%C2%85d%C2%A0e%7Ff");
  EXPECT_EQ(r.state.view.setup.title.size(), 300u);  // 150 whole characters, none split
  EXPECT_NE(r.message.find("title cut to 300 bytes"), std::string::npos) << r.message;
  // Control characters are spaces: C0, DEL and C1 (U+0085); a no-break space (U+00A0) stays.
  EXPECT_EQ(r.state.view.setup.prompt, "a b c d\xC2\xA0" "e f");
  EXPECT_TRUE(ParseLink(SerializeLink(r.state)).state == r.state);
  LinkResult bad = ParseLink("v=1&demo=pursuit&lock=nope,lookahead&panel=2&theme=plaid&ui=9");
  EXPECT_EQ(bad.state.view.setup.locked, 1u << 1);
  EXPECT_TRUE(bad.state.view.setup.panel);
  EXPECT_EQ(bad.state.view.setup.theme, Theme::Screen);
  EXPECT_EQ(bad.state.view.setup.uiScale, 2.5f);
  for (const char* what : {"unknown parameters in lock", "bad panel", "unknown theme", "ui scale clamped"})
    EXPECT_NE(bad.message.find(what), std::string::npos) << what << " in " << bad.message;
}

// [SECTION] a teacher's set-up (SetLesson: the Share dialog, playground.lessonLink)
namespace {
/// The setup keys of a fragment, in order ("lock=a&title=b" of "v=6&demo=x&lock=a&title=b").
std::vector<std::string> SetupKeys(const std::string& fragment) {
  std::vector<std::string> keys;
  for (const char* k : {"lock", "hide", "panel", "theme", "ui", "lesson", "lang", "title", "prompt", "check", "ask"})
    if (fragment.find(std::string("&") + k + "=") != std::string::npos) keys.push_back(k);
  return keys;
}
}  // namespace

// A gallery lesson's link carries lesson=, and a lesson link before it carried its locks, title,
// check...: the teacher's new set-up replaces all of it; the scene and the page's language stay.
TEST(Link, ATeachersSetUpReplacesTheWholeEarlierOne) {
  const Lesson& gallery = Lessons()[0];
  std::string old = std::string(gallery.link) + "&seed=7&lesson=" + gallery.id +
                    "&lock=cap&hide=jitter&panel=0&theme=light&ui=2&lang=pt-BR&title=Old&prompt=Old%3F"
                    "&check=caught%3C10&ask=set";
  LinkResult r = ParseLink(old);
  ASSERT_EQ(r.message, "");
  ASSERT_EQ(SetupKeys(SerializeLink(r.state)).size(), 11u) << SerializeLink(r.state);
  LinkState s = r.state;
  LessonRequest ask;
  ask.lock = "lookahead";
  ask.title = "New";
  std::string message;
  SetLesson(s, ask, &message);
  EXPECT_EQ(message, "");
  std::string link = SerializeLink(s);
  EXPECT_EQ(SetupKeys(link), (std::vector<std::string>{"lock", "lang", "title"})) << link;
  EXPECT_NE(link.find("&lock=lookahead&lang=pt-BR&title=New"), std::string::npos) << link;
  EXPECT_EQ(s.view.setup.lesson, "");
  EXPECT_FALSE(s.view.setup.hasCheck);
  // The scene itself is the same: its link up to the set-up is unchanged.
  std::string scene = SerializeLink(r.state);
  EXPECT_EQ(link.substr(0, link.find("&lock=")), scene.substr(0, scene.find("&lock=")));
  EXPECT_TRUE(ParseLink(link).state == s);
  // Nothing asked: no set-up at all but the language.
  SetLesson(s, {}, &message);
  EXPECT_EQ(SetupKeys(SerializeLink(s)), std::vector<std::string>{"lang"});
}

// What a teacher asks for reads as the same keys of a link read: every field, and back again.
TEST(Link, ATeachersSetUpReadsBackFromItsLink) {
  LinkState s = ParseLink("v=6&demo=pursuit").state;
  LessonRequest ask;
  ask.lock = "lookahead,cap";
  ask.hide = "jitter";
  ask.sceneOnly = true;
  ask.theme = "contrast";
  ask.ui = "1.5";
  ask.title = "追击：预测点";  // UTF-8, percent-encoded by the codec
  ask.prompt = "Will it catch the evader?\nSay why.";
  ask.check = "caught<10@20";
  ask.ask = "set";
  std::string message;
  SetLesson(s, ask, &message);
  EXPECT_EQ(message, "");
  const LessonSetup& l = s.view.setup;
  EXPECT_EQ(l.locked, (1u << 1) | (1u << 2));
  EXPECT_EQ(l.hidden, 1u << 6);
  EXPECT_FALSE(l.panel);
  EXPECT_EQ(l.theme, Theme::Contrast);
  EXPECT_EQ(l.uiScale, 1.5f);
  EXPECT_EQ(l.title, "追击：预测点");
  EXPECT_EQ(l.prompt, "Will it catch the evader? Say why.");  // a control character is a space
  EXPECT_TRUE(l.hasCheck);
  EXPECT_EQ(FormatCheck(l.check), "caught<10@20");
  EXPECT_EQ(l.ask, Ask::Set);
  std::string link = SerializeLink(s);
  LinkResult back = ParseLink(link);
  EXPECT_EQ(back.message, "") << link;
  EXPECT_TRUE(back.state == s) << link;
  // Every theme by the name links give it; none is the screen's own.
  for (Theme t : kLinkThemes) {
    ask = {};
    ask.theme = LinkThemeName(t);
    SetLesson(s, ask, &message);
    EXPECT_EQ(s.view.setup.theme, t) << ask.theme;
    EXPECT_TRUE(ParseLink(SerializeLink(s)).state == s) << ask.theme;
  }
  EXPECT_STREQ(LinkThemeName(Theme::Screen), "");
  for (float scale : kLessonUiScales) EXPECT_TRUE(scale >= kMinUiScale && scale <= kMaxUiScale) << scale;
}

// Out of range, unknown or too long: clamped, dropped or cut, each said as a link's notice says it.
TEST(Link, ATeachersBadSetUpIsClampedDroppedOrCutAndSaidSo) {
  LinkState s = ParseLink("v=6&demo=pursuit").state;
  LessonRequest ask;
  ask.lock = "nope,lookahead";
  ask.theme = "pink";
  ask.ui = "99";
  ask.title = std::string(10000, 'A');
  ask.check = "escape";
  ask.ask = "maybe";
  std::string message;
  SetLesson(s, ask, &message);
  EXPECT_EQ(s.view.setup.locked, 1u << 1);
  EXPECT_EQ(s.view.setup.theme, Theme::Screen);
  EXPECT_EQ(s.view.setup.uiScale, kMaxUiScale);
  EXPECT_EQ(s.view.setup.title, std::string(kMaxLessonText, 'A'));
  EXPECT_FALSE(s.view.setup.hasCheck);
  for (const char* what : {"unknown parameters in lock", "unknown theme", "ui scale clamped to 2.5",
                           "title cut to 300 bytes", "ignored the check", "ignored ask"})
    EXPECT_NE(message.find(what), std::string::npos) << what << " in " << message;
  ask = {};
  ask.ui = "NaN";
  message.clear();
  SetLesson(s, ask, &message);
  EXPECT_EQ(s.view.setup.uiScale, 0.0f);
  EXPECT_NE(message.find("bad ui scale"), std::string::npos) << message;
}

// A Chinese character is 3 bytes of UTF-8: 100 fit the 300 bytes whole; 120 are cut at a
// character's boundary, to 100, with a notice (never silently, never inside a character).
TEST(Link, AChineseTitleFitsOrIsCutAtACharacterWithANotice) {
  std::string hundred, hundredTwenty;
  for (int i = 0; i < 100; ++i) hundred += "追";
  hundredTwenty = hundred;
  for (int i = 0; i < 20; ++i) hundredTwenty += "追";
  LinkState s = ParseLink("v=6&demo=pursuit").state;
  LessonRequest ask;
  std::string message;
  ask.title = hundred;
  SetLesson(s, ask, &message);
  EXPECT_EQ(message, "");
  EXPECT_EQ(s.view.setup.title, hundred);
  ask.title = hundredTwenty;
  ask.prompt = "x" + hundred;  // 301 bytes: the last character goes whole
  SetLesson(s, ask, &message);
  EXPECT_EQ(s.view.setup.title, hundred);
  EXPECT_EQ(s.view.setup.prompt, "x" + hundred.substr(0, 99 * 3));
  EXPECT_NE(message.find("title cut to 300 bytes"), std::string::npos) << message;
  EXPECT_NE(message.find("prompt cut to 300 bytes"), std::string::npos) << message;
  EXPECT_TRUE(ParseLink(SerializeLink(s)).state == s);
}

TEST(Link, ApplyingALinkReproducesTheScene) {
  Playground a, b;
  ViewSettings view;
  view.paused = true;
  ApplyLink(a, ParseLink("demo=evade&threat=80&seed=7").state);
  a.Step(300);
  std::string link = SerializeLink(CaptureLink(a, view));
  ApplyLink(b, ParseLink(link).state);
  b.Step(300);
  EXPECT_EQ(b.world().frame, 300);
  EXPECT_EQ(a.Hash(), b.Hash());
}

TEST(Link, CapturedDragOfTheSeekTargetTravelsInTheLink) {
  Playground pg;
  pg.SelectDemo("seek");
  pg.Grab(pg.HandleAt(pg.targets()[0], 1.0f));
  pg.DragTo({321.0f, 123.0f});
  pg.Release();
  std::string link = SerializeLink(CaptureLink(pg, {}));
  EXPECT_NE(link.find("target=321,123"), std::string::npos);
}

TEST(Link, SaysWhetherItSetsPaused) {
  EXPECT_TRUE(ParseLink("demo=evade&paused=1").saysPaused);
  EXPECT_TRUE(ParseLink("demo=evade&paused=0").saysPaused);
  EXPECT_FALSE(ParseLink("demo=evade").saysPaused);
  EXPECT_FALSE(ParseLink("demo=evade&paused=maybe").saysPaused);
}

TEST(Link, NoDemoParameterTakesAReservedKeyOrRepeatsAName) {
  const std::set<std::string> reserved = {"v",    "demo",   "seed", "speed",     "paused",
                                          "show", "target", "path", "obstacles", "compare"};
  for (const DemoDesc& d : Demos()) {
    std::set<std::string> seen;
    for (const ParamSpec& s : d.params) {
      EXPECT_EQ(reserved.count(s.name), 0u) << d.id << "." << s.name;
      EXPECT_TRUE(seen.insert(s.name).second) << d.id << "." << s.name;
    }
  }
}

TEST(Link, EditedPathAndMovedObstaclesTravelInTheLink) {
  Playground pg;
  pg.SelectDemo("path");
  ASSERT_TRUE(pg.AddWaypoint({900.0f, 650.0f}));
  pg.Grab(pg.HandleAt(pg.world().path.points[0], 1.0f));
  pg.DragTo({100.0f, 100.0f});
  pg.Release();
  std::string link = SerializeLink(CaptureLink(pg, {}));
  EXPECT_NE(link.find("path=100,100;450,110;"), std::string::npos) << link;
  EXPECT_NE(link.find(";900,650"), std::string::npos) << link;
  Playground copy;
  ApplyLink(copy, ParseLink(link).state);
  ASSERT_EQ(copy.world().path.points.size(), pg.world().path.points.size());
  EXPECT_EQ(copy.world().path.points[0], (steer::Vec2{100.0f, 100.0f}));

  Playground avoid;
  avoid.SelectDemo("avoid");
  ASSERT_FALSE(avoid.world().obstacles.empty());
  avoid.Grab(avoid.HandleAt(avoid.world().obstacles[0].pos, 1.0f));
  avoid.DragTo({500.0f, 350.0f});
  avoid.Release();
  std::string link2 = SerializeLink(CaptureLink(avoid, {}));
  EXPECT_NE(link2.find("obstacles=500,350;"), std::string::npos) << link2;
  Playground copy2;
  ApplyLink(copy2, ParseLink(link2).state);
  EXPECT_EQ(copy2.world().obstacles[0].pos, (steer::Vec2{500.0f, 350.0f}));
  // The moved obstacle changes how agents steer, and the copy reproduces that.
  avoid.Step(600);
  copy2.Step(600);
  EXPECT_EQ(copy2.Hash(), avoid.Hash());
  Playground unmoved;
  unmoved.SelectDemo("avoid");
  unmoved.Step(600);
  EXPECT_NE(unmoved.Hash(), avoid.Hash());
}

TEST(Link, BadPointListsAreRejectedPointByPoint) {
  LinkResult r = ParseLink("demo=path&path=10,10;abc;20,x;30,30");
  ASSERT_EQ(r.state.path.size(), 2u);
  EXPECT_NE(r.message.find("bad points in path"), std::string::npos);
  std::string many = "demo=path&path=";
  for (int i = 0; i < 500; ++i) many += "1,1;";
  EXPECT_EQ(ParseLink(many).state.path.size(), size_t(Playground::kMaxWaypoints));
}

TEST(Lessons, EveryLessonIsAValidLinkWithATitleAndAText) {
  ASSERT_GE(Lessons().size(), 5u);
  for (const Lesson& l : Lessons()) {
    LinkResult r = ParseLink(l.link);
    EXPECT_TRUE(r.ok) << l.title;
    EXPECT_EQ(r.message, "") << l.title << ": " << l.link;
    EXPECT_GT(std::string(l.text).size(), 40u) << l.title;
  }
}

TEST(Lessons, TheAheadAndFacingLessonReallyMeetsHeadOn) {
  Playground pg;
  ApplyLink(pg, ParseLink(Lessons()[6].link).state);
  int facing = 0;
  for (int k = 0; k < 300; ++k) {
    pg.Step();
    facing += steer::Pursuit(pg.world().agents[0], pg.world().agents[1]).aheadAndFacing;
  }
  EXPECT_GT(facing, 30);
}

TEST(Lessons, TheThreatRangeLessonEvaderIsCaughtFarMoreOftenThanWithAWideRange) {
  // Captures in one minute over four seeds: the lesson's claim (about three times fewer at 200).
  auto captures = [](float threat) {
    float total = 0.0f;
    for (int seed = 1; seed <= 4; ++seed) {
      Playground pg;
      ApplyLink(pg, ParseLink(Lessons()[4].link).state);
      pg.Set("threat", threat);
      pg.SetSeed(uint64_t(seed));
      pg.Step(60 * 60);
      std::vector<Metric> m;
      pg.Metrics(m);
      total += m[3].value;
    }
    return total;
  };
  float small = captures(20.0f), wide = captures(200.0f);
  EXPECT_GT(small, 2.0f * wide) << small << " vs " << wide;
}

TEST(Link, ALoadBuildsTheSceneOnceAndTheSameSceneAsStepByStepSettings) {
  // A rebuild parameter (count, predator), compare mode and a seed: each used to rebuild.
  const char* link = "#v=6&demo=flock&count=50&predator=1&cohesion=3&compare=cohesion:0&seed=9";
  Playground pg;
  int before = pg.rebuilds();
  ApplyLink(pg, ParseLink(link).state);
  EXPECT_EQ(pg.rebuilds() - before, 1);

  Playground stepwise;
  stepwise.SelectDemo("flock");
  stepwise.Set("count", 50.0f);
  stepwise.Set("predator", 1.0f);
  stepwise.Set("cohesion", 3.0f);
  stepwise.SetCompare(stepwise.ParamIndex("cohesion"), {0.0f});
  stepwise.SetSeed(9);
  ASSERT_EQ(pg.world().agents.size(), 51u);  // 50 boids and the predator
  pg.Step(120);
  stepwise.Step(120);
  EXPECT_EQ(pg.Hash(), stepwise.Hash());
  ASSERT_EQ(pg.ghostCount(), 1);
  EXPECT_EQ(pg.GhostHash(0), stepwise.GhostHash(0));
}

TEST(Link, ARepeatedKeyAddsToAListOrTakesTheLastValueAndSaysSo) {
  // A hand-edited lesson link: lock= twice keeps both locks (it kept only the last, silently).
  LinkResult r = ParseLink("v=6&demo=pursuit&lock=lookahead&lock=force&hide=cap&hide=pursuerSpeed");
  const DemoDesc& d = Demos()[0];
  ASSERT_STREQ(d.id, "pursuit");
  auto bit = [&](const char* name) {
    for (size_t i = 0; i < d.params.size(); ++i)
      if (std::string(d.params[i].name) == name) return uint64_t(1) << i;
    return uint64_t(0);
  };
  ASSERT_NE(bit("force"), 0u);
  EXPECT_EQ(r.state.view.setup.locked, bit("lookahead") | bit("force"));
  EXPECT_EQ(r.state.view.setup.hidden, bit("cap") | bit("pursuerSpeed"));
  EXPECT_EQ(r.message, "");
  // show= twice: both lists' layers.
  LinkState both = Parse("v=6&demo=evade&show=velocity&show=threat");
  EXPECT_EQ(both.layers, Parse("v=6&demo=evade&show=velocity,threat").layers);
  // A value given twice: the last, and the notice names the key once.
  r = ParseLink("v=6&demo=evade&threat=50&threat=90&threat=120");
  EXPECT_EQ(r.state.params[0], 120.0f);
  EXPECT_EQ(r.message, "threat= was given more than once: the last one is used.");
  EXPECT_NE(Msg("v=6&demo=pursuit&demo=evade").find("demo= was given more than once"), std::string::npos);
  // The composer's groups are one a group, a scene's targets one a target: not repetitions.
  EXPECT_EQ(Msg("v=6&demo=custom&group=5,weighted,100,300,seek:mouse&group=3,weighted,100,300,wander"), "");
  LinkResult targets = ParseLink("v=6&demo=seek&target=100,100&target=200,200");
  EXPECT_EQ(targets.message, "");
  EXPECT_EQ(targets.state.targets.size(), 2u);
  // An unknown key given twice is said as unknown, once.
  EXPECT_EQ(Msg("v=6&demo=evade&nope=1&nope=2").find("more than once"), std::string::npos);
}

TEST(Link, AtMostSixteenTargetsAreReadAndAnyMoreAreIgnoredWithANotice) {
  // target= is one per demo target, in order, at most 16 (link.cpp, ReadTarget).
  std::string text = "demo=seek";
  for (int i = 0; i < 17; ++i) text += "&target=" + std::to_string(10 * i) + ",10";
  LinkResult r = ParseLink(text);
  ASSERT_EQ(r.state.targets.size(), 16u);
  EXPECT_EQ(r.state.targets[15], (steer::Vec2{150.0f, 10.0f}));
  EXPECT_NE(r.message.find("ignored a bad target"), std::string::npos);
  EXPECT_EQ(ParseLink(text.substr(0, text.rfind("&target="))).message, "");
}

TEST(Link, AFirstChecksLinkSaysNoAskBecauseItsAnswerIsAlwaysAPick) {
  // A "first" check is answered by a pick, whatever ask= says (ReadChallengeKey): the canonical
  // text leaves the key out, as it leaves out every value that changes nothing.
  LinkState s = ParseLink("v=6&demo=chase&check=first&ask=yesno").state;
  ASSERT_EQ(s.view.setup.ask, Ask::Pick);
  std::string text = SerializeLink(s);
  EXPECT_NE(text.find("&check=first"), std::string::npos);
  EXPECT_EQ(text.find("ask="), std::string::npos) << text;
}

TEST(Link, ACompareWithNoValueThatReadsComparesNothing) {
  // compare=threat:abc names a parameter but no value: no ghost scene, and no compared parameter.
  LinkResult r = ParseLink("demo=evade&compare=threat:abc");
  EXPECT_EQ(r.state.compareParam, -1);
  EXPECT_TRUE(r.state.compareValues.empty());
  EXPECT_EQ(r.state, ParseLink("demo=evade").state);
  EXPECT_NE(r.message, "");
}

TEST(Link, TheLastC1ControlCharacterInATitleBecomesASpaceToo) {
  // C1 is U+0080 to U+009F, UTF-8 C2 80 to C2 9F (PlainText): both ends become spaces.
  EXPECT_EQ(Parse("demo=seek&title=a%C2%80b%C2%9Fc").view.setup.title, "a b c");
}

TEST(Link, ASeedPastTwoToTheFiftyThirdIsRefusedAsThePageAndTheAPIRefuseIt) {
  // 2^53 = 9007199254740992, the largest seed a JS number holds exactly (kMaxSeed, which the
  // seed's field and setSeed() take too), reads; one more, 2^64 - 1 and 2^64 (which must not wrap
  // round to 0) are refused with a notice, and the scene keeps seed 1.
  LinkResult top = ParseLink("demo=seek&seed=9007199254740992");
  EXPECT_EQ(top.state.seed, kMaxSeed);
  EXPECT_EQ(top.state.seed, 9007199254740992u);
  EXPECT_EQ(top.message, "");
  for (const char* big : {"9007199254740993", "18446744073709551615", "18446744073709551616"}) {
    LinkResult r = ParseLink(std::string("demo=seek&seed=") + big);
    EXPECT_EQ(r.state.seed, 1u) << big;
    EXPECT_NE(r.message.find(Tr("notice.link.bad_seed")), std::string::npos) << big << ": " << r.message;
  }
}

TEST(Link, ATildeInATitleStaysATildeInTheLink) {
  // RFC 3986's unreserved characters (letters, digits, - . _ ~) are written as they are.
  LinkState s = Parse("demo=seek&title=a~b-c.d_e");
  EXPECT_EQ(s.view.setup.title, "a~b-c.d_e");
  EXPECT_NE(SerializeLink(s).find("&title=a~b-c.d_e"), std::string::npos) << SerializeLink(s);
}

namespace {
const ParamSpec& SpecOf(const char* demo, const char* name) {
  const DemoDesc& d = Demos()[size_t(FindDemo(demo, int(std::strlen(demo))))];
  for (const ParamSpec& p : d.params)
    if (std::strcmp(p.name, name) == 0) return p;
  ADD_FAILURE() << demo << " has no " << name;
  return d.params[0];
}
size_t IndexOf(const char* demo, const char* name) {
  return size_t(&SpecOf(demo, name) - Demos()[size_t(FindDemo(demo, int(std::strlen(demo))))].params.data());
}
}  // namespace

// A text with keys before any '#' is a fragment already: its '#' belongs to a value. An address's
// fragment starts after its '#'.
TEST(Link, AHashInsideAValueOfABareFragmentIsPartOfTheValue) {
  LinkResult bare = ParseLink("demo=seek&title=Lesson #3");
  EXPECT_EQ(bare.state.demo, "seek");
  EXPECT_EQ(bare.state.view.setup.title, "Lesson #3");
  EXPECT_EQ(bare.message, "");
  for (const char* address : {"#demo=evade&threat=80", "https://example.org/play/#demo=evade&threat=80",
                              "index.html?lang=pt-BR#demo=evade&threat=80", "index.html#demo=evade&threat=80"}) {
    LinkResult r = ParseLink(address);
    EXPECT_EQ(r.state.demo, "evade") << address;
    EXPECT_EQ(r.state.params[IndexOf("evade", "threat")], 80.0f) << address;
    EXPECT_EQ(r.message, "") << address;
  }
}

// link.h: "every such event becomes a notice". A compared value out of range, a path over its
// points, targets and obstacles the scene does not have.
TEST(Link, WhatALinkCannotHaveAsAskedIsSaid) {
  LinkResult far = ParseLink("demo=evade&compare=threat:900");
  ASSERT_EQ(far.state.compareValues.size(), 1u);
  float most = SpecOf("evade", "threat").max;
  EXPECT_EQ(far.state.compareValues[0], most);
  EXPECT_EQ(far.message, "compare clamped to " + FormatNumber(most));

  std::string path = "demo=path&path=";
  for (int i = 0; i < Playground::kMaxWaypoints + 6; ++i) path += (i ? ";" : "") + std::to_string(10 + i) + ",20";
  LinkResult longPath = ParseLink(path);
  EXPECT_EQ(int(longPath.state.path.size()), Playground::kMaxWaypoints);
  EXPECT_EQ(longPath.message, "path: at most 64 points; ignored the rest");
  std::string exact = path.substr(0, path.find(";" + std::to_string(10 + Playground::kMaxWaypoints) + ","));
  EXPECT_EQ(ParseLink(exact).message, "");
  EXPECT_EQ(int(ParseLink(exact).state.path.size()), Playground::kMaxWaypoints);

  LinkResult targets = ParseLink("demo=seek&target=100,100&target=200,200&target=300,300");
  EXPECT_EQ(targets.message, "");
  Playground pg;
  std::string said;
  ApplyLink(pg, targets.state, &said);
  ASSERT_EQ(pg.targets().size(), 1u);
  EXPECT_EQ(pg.targets()[0], (steer::Vec2{100.0f, 100.0f}));
  EXPECT_EQ(said, "target: this scene has 1; ignored the rest");

  Playground avoid;
  ApplyLink(avoid, Parse("demo=avoid"));
  size_t has = avoid.initialObstacles().size();
  ASSERT_GT(has, 0u);
  std::string obstacles = "demo=avoid&obstacles=";
  for (size_t i = 0; i <= has; ++i) obstacles += (i ? ";" : "") + std::to_string(40 + 30 * i) + ",50";
  std::string moved;
  ApplyLink(avoid, Parse(obstacles), &moved);
  EXPECT_EQ(moved, "obstacles: this scene has " + std::to_string(has) + "; ignored the rest");
  std::string fits;
  ApplyLink(avoid, Parse(obstacles.substr(0, obstacles.rfind(';'))), &fits);
  EXPECT_EQ(fits, "");
}

// The composer's groups as a link of demo custom reads them, within the link's own limit: what
// playground.setComposition() takes (a text of 8,192 bytes is within it; the "demo=custom&" the
// page once put before it pushed such a text over, and the composer was reset without a word).
TEST(Link, AComposerTextIsReadAsTheCustomDemosGroupsWithinTheLinksLimit) {
  const char* groups = "group=5,weighted,100,300,seek:mouse&group=3,weighted,100,300,wander";
  LinkResult two = ParseComposition(groups);
  ASSERT_TRUE(two.ok);
  EXPECT_EQ(two.message, "");
  EXPECT_EQ(two.state.demo, "custom");
  EXPECT_EQ(two.state.mix, Parse(std::string("v=6&demo=custom&") + groups).mix);
  ASSERT_EQ(two.state.mix.groups.size(), 2u);
  EXPECT_EQ(two.state.mix.groups[1].count, 3);
  EXPECT_EQ(ParseComposition(std::string("demo=seek&") + groups).state.mix, two.state.mix);
  std::string full = std::string(groups) + "&title=";
  full += std::string(kMaxLinkBytes - full.size(), 'x');
  ASSERT_EQ(full.size(), kMaxLinkBytes);
  LinkResult atLimit = ParseComposition(full);
  EXPECT_TRUE(atLimit.ok);
  EXPECT_EQ(atLimit.state.mix, two.state.mix);
  EXPECT_FALSE(ParseComposition(full + "x").ok);
  EXPECT_EQ(ParseComposition(full + "x").message, ParseLink(full + "x").message);
}

// A point at the world's edge written "-0" (a drag there, or a hand-made link) is 0 in the link the
// page writes back: one text for one value.
TEST(Link, NegativeZeroIsWrittenAsZero) {
  std::string link = SerializeLink(Parse("demo=seek&target=-0,300&compare=panic:-0"));
  EXPECT_NE(link.find("&target=0,300"), std::string::npos) << link;
  EXPECT_EQ(link.find("-0"), std::string::npos) << link;
  EXPECT_EQ(FormatNumber(-0.0f), "0");
}
