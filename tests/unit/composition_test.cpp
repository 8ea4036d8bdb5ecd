// The behaviour composer (demo custom): its link text, what a bad composition becomes, and the
// scenes it builds.
#include "demos/composition.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "link/link.h"
#include "model/playground.h"
#include "steer/path.h"

using namespace demos;

namespace {

LinkResult Parse(const std::string& fragment) { return ParseLink(fragment); }

/// Loads a link into a fresh playground as the page does.
Playground Loaded(const std::string& fragment, std::string* message = nullptr) {
  LinkResult r = ParseLink(fragment);
  if (message) *message = r.message;
  Playground pg;
  ApplyLink(pg, r.state);
  return pg;
}

bool Contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST(Composition, ACanonicalLinkReadsBackToTheSameText) {
  const std::string links[] = {
      "v=6&demo=custom&group=12,dithered,90,200,wander*0.5@0.8,seek:mouse&group=3,weighted,150,400,pursuit:A,"
      "avoid:obstacles",
      "v=6&demo=custom&radius=80&group=1,prioritized,10,2000,follow:path*20,hide:B@0,crowd,queue,walls,flow,"
      "contain&group=50,weighted,400,10,arrive:A*0.25,flee:A,evade:A,separation:B,alignment:B,cohesion:A",
  };
  for (const std::string& link : links) {
    LinkResult r = Parse(link);
    EXPECT_EQ(r.message, "") << link;
    EXPECT_EQ(SerializeLink(r.state), link);
  }
}

TEST(Composition, TheDefaultCompositionWritesNoGroupKeys) {
  LinkState s = Parse("v=6&demo=custom").state;
  EXPECT_TRUE(s.mix.groups.empty());
  // Written out in full, it is still the default: one text for one scene.
  std::string full;
  for (const Group& g : DefaultComposition().groups) full += "&group=" + FormatGroup(g);
  EXPECT_EQ(full,
            "&group=30,weighted,110,300,separation:A*1.5,alignment:A,cohesion:A,evade:B*2,contain*2,wander*0.5"
            "&group=2,prioritized,125,250,contain,separation:B,pursuit:A");
  LinkResult r = Parse("v=6&demo=custom" + full);
  EXPECT_EQ(r.message, "");
  EXPECT_TRUE(r.state.mix.groups.empty());
  EXPECT_EQ(SerializeLink(r.state), "v=6&demo=custom");
}

TEST(Composition, AMissingTargetTakesTheBehavioursDefault) {
  LinkResult r = Parse("v=6&demo=custom&group=5,weighted,100,300,separation,pursuit&group=2,weighted,100,300,seek");
  EXPECT_EQ(r.message, "");
  EXPECT_EQ(SerializeLink(r.state),
            "v=6&demo=custom&group=5,weighted,100,300,separation:A,pursuit:B&group=2,weighted,100,300,seek:mouse");
}

// Path following takes its method as its target (issue #35): follow:path is Buckland's waypoints,
// as every older text means it; follow:reynolds Reynolds' corridor along the same path.
TEST(Composition, FollowTakesItsMethodAndOldTextsKeepTheWaypoints) {
  LinkResult r = Parse("v=6&demo=custom&group=5,weighted,100,300,follow:reynolds,follow,follow:path*2");
  EXPECT_EQ(r.message, "");
  ASSERT_EQ(r.state.mix.groups.size(), 1u);
  const std::vector<Use>& uses = r.state.mix.groups[0].uses;
  ASSERT_EQ(uses.size(), 3u);
  EXPECT_EQ(uses[0].follow, FollowMethod::Reynolds);
  EXPECT_EQ(uses[0].target.kind, TargetKind::Path);
  EXPECT_EQ(uses[1].follow, FollowMethod::Waypoints);
  EXPECT_EQ(uses[2].follow, FollowMethod::Waypoints);
  EXPECT_EQ(SerializeLink(r.state), "v=6&demo=custom&group=5,weighted,100,300,follow:reynolds,follow:path,follow:path*2");
  // "reynolds" is a method of path following only.
  LinkResult seek = Parse("v=6&demo=custom&group=5,weighted,100,300,seek:reynolds");
  EXPECT_TRUE(seek.state.mix.groups[0].uses.empty());
  EXPECT_NE(seek.message, "");
  // The corridor keeps the group on the path: after 20 s, no agent farther than twice its
  // half-width (30) from the loop, and they keep moving.
  Playground pg = Loaded("v=6&demo=custom&group=8,prioritized,120,300,follow:reynolds");
  pg.Step(1200);
  float farthest = 0.0f, speed = 0.0f;
  for (const steer::Agent& a : pg.world().agents) {
    farthest = std::max(farthest, steer::NearestOnPath(pg.world().path, a.pos).distance);
    speed += a.Speed() / float(pg.world().agents.size());
  }
  EXPECT_LT(farthest, 2.0f * kComposerPathway[0]);
  EXPECT_GT(speed, 0.8f * 120.0f);
}

TEST(Composition, BadPartsAreDroppedOrClampedWithANotice) {
  struct Case {
    const char* link;
    const char* canonical;
    const char* notice;
  } cases[] = {
      {"v=6&demo=custom&group=5,weighted,100,300,seek:mouse,dance:A", "group=5,weighted,100,300,seek:mouse",
       "group A: dropped a behaviour (unknown behaviour)"},
      {"v=6&demo=custom&group=5,weighted,100,300,pursuit:D,wander", "group=5,weighted,100,300,wander",
       "group A: dropped pursuit (it aims at group D, which does not exist)"},
      {"v=6&demo=custom&group=5,weighted,100,300,pursuit:A,wander&group=1,weighted,100,300,wander",
       "group=5,weighted,100,300,wander&group=1,weighted,100,300,wander", "group A: dropped pursuit (it cannot aim at its own group)"},
      {"v=6&demo=custom&group=5,weighted,100,300,pursuit", "group=5,weighted,100,300",
       "dropped pursuit (there is no other group to aim at)"},
      {"v=6&demo=custom&group=999,weighted,1e9,-5,wander*99@7", "group=50,weighted,400,10,wander*20",
       "group A: numbers clamped to their ranges"},
      {"v=6&demo=custom&group=garbage,sideways,x,y,wander", "group=10,weighted,120,300,wander",
       "group A: a bad count, method, max speed or max force, its default used"},
      {"v=6&demo=custom&group=5,weighted,100,300,wander:A", "group=5,weighted,100,300",
       "group A: dropped wander (it cannot aim at group A)"},
      {"v=6&demo=custom&group=5,weighted,100,300,follow:mouse", "group=5,weighted,100,300",
       "dropped follow (it cannot aim at mouse)"},
      {"v=6&demo=custom&group=5,weighted,100,300,seek*abc,flee@", "group=5,weighted,100,300",
       "dropped a behaviour (bad weight for seek)"},
      // Below kMinProbability a chance is 0: weight / probability would overflow (a draw of 0
      // would then make the force infinite, and NaN on an axis where it is 0).
      {"v=6&demo=custom&group=5,dithered,100,300,seek:mouse@1e-40,wander@0.5", "group=5,dithered,100,300,seek:mouse@0,wander@0.5",
       "group A: numbers clamped to their ranges"},
  };
  for (const Case& c : cases) {
    LinkResult r = Parse(c.link);
    EXPECT_TRUE(Contains(r.message, c.notice)) << c.link << " -> " << r.message;
    EXPECT_EQ(SerializeLink(r.state), std::string("v=6&demo=custom&") + c.canonical) << c.link;
    // And the scene runs: finite, within its speeds.
    Playground pg = Loaded(c.link);
    pg.Step(120);
    EXPECT_TRUE(steer::StateIsSane(pg.world())) << c.link;
  }
}

TEST(Composition, AtMostSixGroupsOfEightBehaviours) {
  std::string link = "v=6&demo=custom";
  for (int i = 0; i < 8; ++i) link += "&group=2,weighted,100,300,wander,wander,wander,wander,wander,wander,wander,wander,wander,wander";
  LinkResult r = Parse(link);
  ASSERT_EQ(r.state.mix.groups.size(), size_t(kMaxGroups));
  for (const Group& g : r.state.mix.groups) EXPECT_EQ(g.uses.size(), size_t(kMaxBehaviours));
  EXPECT_TRUE(Contains(r.message, "at most 6 groups, dropped the rest")) << r.message;
  EXPECT_TRUE(Contains(r.message, "at most 8 behaviours, dropped the rest")) << r.message;
}

TEST(Composition, GroupsInAnotherDemoAreIgnoredWithANotice) {
  LinkResult r = Parse("demo=flock&group=5,weighted,100,300,wander");
  EXPECT_TRUE(r.state.mix.groups.empty());
  EXPECT_TRUE(Contains(r.message, "ignored group (only the custom demo has groups)")) << r.message;
}

TEST(Composition, GarbageNeverPutsNaNInTheScene) {
  for (const char* link : {"v=6&demo=custom&group=", "v=6&demo=custom&group=,,,,,,,", "v=6&demo=custom&group=nan,dithered,inf,nan,seek:mouse*nan",
                           "v=6&demo=custom&group=3,dithered,100,300,:::,***,@@@,seek:::A*1*2@3@4", "v=6&demo=custom&group=%00%FF"}) {
    Playground pg = Loaded(link);
    ASSERT_FALSE(pg.world().agents.empty()) << link;
    pg.Step(240);
    EXPECT_TRUE(steer::StateIsSane(pg.world())) << link;
  }
}

TEST(Composition, RemovingAGroupDropsWhatAimedAtItAndRenamesTheRest) {
  Composition c = Parse("v=6&demo=custom&group=2,weighted,100,300,seek:B,seek:C&group=2,weighted,100,300,flee:A"
                        "&group=2,weighted,100,300,pursuit:A,separation:C")
                      .state.mix;
  ASSERT_EQ(c.groups.size(), 3u);
  RemoveGroup(c, 1);
  ASSERT_EQ(c.groups.size(), 2u);
  LinkState s = Parse("v=6&demo=custom").state;
  s.mix = c;
  EXPECT_EQ(SerializeLink(s),
            "v=6&demo=custom&group=2,weighted,100,300,seek:B&group=2,weighted,100,300,pursuit:A,separation:B");
}

TEST(CustomDemo, TheDefaultSceneIsAFlockOfThirtyAndTwoHunters) {
  Playground pg;
  ASSERT_TRUE(pg.SelectDemo("custom"));
  int boids = 0, pursuers = 0;
  for (const steer::Agent& a : pg.world().agents) {
    boids += a.role == steer::Role::Boid;
    pursuers += a.role == steer::Role::Pursuer;
  }
  EXPECT_EQ(boids, 30);
  EXPECT_EQ(pursuers, 2);
  pg.Step(600);
  EXPECT_TRUE(steer::StateIsSane(pg.world()));
}

TEST(CustomDemo, ArriveAtTheMouseTargetStopsThereAndFleeLeavesIt) {
  // One agent, arrive: after 10 s it rests on the target (the middle of the world, 500, 350).
  Playground arrive = Loaded("v=6&demo=custom&group=1,weighted,100,300,arrive:mouse");
  arrive.Step(600);
  const steer::Agent& a = arrive.world().agents[0];
  EXPECT_LT(steer::Distance(a.pos, {500.0f, 350.0f}), 2.0f);
  EXPECT_LT(a.Speed(), 2.0f);
  // Flee with a threat range of 1000: it ends farther than it began.
  // Half a second (no edge within reach: agents start 80 units inside), a quick turn (max force 2000).
  Playground flee = Loaded("v=6&demo=custom&threat=1000&group=1,weighted,100,2000,flee:mouse");
  float before = steer::Distance(flee.world().agents[0].pos, {500.0f, 350.0f});
  flee.Step(30);
  EXPECT_GT(steer::Distance(flee.world().agents[0].pos, {500.0f, 350.0f}), before + 20.0f);
}

TEST(CustomDemo, TheMethodDecidesTheForce) {
  // Two agents of one group, seek the mouse target (|f| up to 2 x 100) and wander. With max force
  // 10, the weighted sum and the prioritized sum both give exactly 10 at the first step, but
  // prioritized gives all of it to seek (listed first): the force points at the target.
  for (const char* method : {"weighted", "prioritized"}) {
    Playground pg = Loaded(std::string("v=6&demo=custom&group=1,") + method + ",100,10,seek:mouse,wander*5");
    const steer::Agent before = pg.world().agents[0];
    pg.Step(1);
    const steer::Agent& a = pg.world().agents[0];
    EXPECT_NEAR(steer::Length(a.force), 10.0f, 1e-3f) << method;
    Vec2 seek = steer::Seek(before, {500.0f, 350.0f});
    if (std::string(method) == "prioritized") {
      EXPECT_NEAR(a.force.x, steer::Normalize(seek).x * 10.0f, 1e-3f);
      EXPECT_NEAR(a.force.y, steer::Normalize(seek).y * 10.0f, 1e-3f);
    }
  }
}

TEST(CustomDemo, TheSameLinkGivesTheSameSceneAndTheSeedMatters) {
  const std::string link = "v=6&demo=custom&group=12,dithered,90,200,wander*0.5@0.8,seek:mouse@0.5,separation:A"
                           "&group=3,weighted,150,400,pursuit:A,avoid:obstacles,crowd";
  Playground a = Loaded(link), b = Loaded(link), c = Loaded(link + "&seed=2");
  a.Step(600);
  b.Step(600);
  c.Step(600);
  EXPECT_EQ(a.Hash(), b.Hash());
  EXPECT_NE(a.Hash(), c.Hash());
}

TEST(CustomDemo, EveryBehaviourRunsAndStaysSane) {
  // Three groups that use the whole catalogue between them (eight behaviours at most each).
  const char* const methods[] = {"weighted", "prioritized", "dithered"};
  std::string link = "v=6&demo=custom";
  for (int g = 0; g * kMaxBehaviours < kBehaviourCount; ++g) {
    link += std::string("&group=10,") + methods[g % 3] + ",120,300";
    for (int b = g * kMaxBehaviours; b < kBehaviourCount && b < (g + 1) * kMaxBehaviours; ++b)
      link += std::string(",") + BehaviourName(Behaviour(b));
  }
  std::string message;
  Playground pg = Loaded(link + ",wander@0.5", &message);
  EXPECT_EQ(message, "");
  int uses = 0;
  for (const Group& g : Effective(pg.composition()).groups) uses += int(g.uses.size());
  EXPECT_EQ(uses, kBehaviourCount + 1);
  for (int i = 0; i < 10; ++i) {
    pg.Step(60);
    ASSERT_TRUE(steer::StateIsSane(pg.world())) << "after " << (i + 1) << " s";
  }
  // The scene has what those behaviours need.
  EXPECT_EQ(pg.world().obstacles.size(), 3u);
  EXPECT_EQ(pg.world().walls.size(), 4u);
  EXPECT_EQ(pg.world().path.points.size(), 6u);
}

TEST(CustomDemo, SettingACompositionRebuildsOnceAndTheLinkFollows) {
  Playground pg;
  ASSERT_TRUE(pg.SelectDemo("custom"));
  Composition c = DefaultComposition();
  c.groups.push_back(NewGroup());
  int before = pg.rebuilds();
  pg.SetComposition(c);
  EXPECT_EQ(pg.rebuilds(), before + 1);
  EXPECT_EQ(pg.world().agents.size(), size_t(30 + 2 + 10));
  std::string link = SerializeLink(CaptureLink(pg, {}));
  EXPECT_TRUE(Contains(link, "&group=10,weighted,120,300,wander,contain*2")) << link;
  Playground again = Loaded(link);
  EXPECT_EQ(again.Hash(), pg.Hash());
  // Another demo forgets the groups.
  ASSERT_TRUE(pg.SelectDemo("flock"));
  EXPECT_TRUE(pg.composition().groups.empty());
}

TEST(CustomDemo, NewNumbersActOnTheRunningSceneNewStructureMakesANewOne) {
  Playground pg;
  ASSERT_TRUE(pg.SelectDemo("custom"));
  pg.Step(120);
  const uint64_t frame = pg.world().frame;
  const steer::Vec2 p0 = pg.world().agents[0].pos;
  const int rebuilds = pg.rebuilds();
  // A weight, a method, the hunters' max speed: the same agents go on from where they are.
  Composition c = DefaultComposition();
  c.groups[0].uses[0].weight *= 2.0f;
  c.groups[0].method = steer::Combination::Prioritized;
  c.groups[1].maxSpeed = 200.0f;
  c.groups[1].maxForce = 900.0f;
  pg.SetComposition(c);
  EXPECT_EQ(pg.rebuilds(), rebuilds);
  EXPECT_EQ(pg.world().frame, frame);
  EXPECT_EQ(pg.world().agents[0].pos.x, p0.x);
  EXPECT_EQ(pg.world().agents[0].pos.y, p0.y);
  EXPECT_EQ(pg.world().agents[30].maxSpeed, 200.0f);  // the first hunter (group B)
  EXPECT_EQ(pg.world().agents[30].maxForce, 900.0f);
  EXPECT_EQ(pg.world().agents[0].maxSpeed, c.groups[0].maxSpeed);
  EXPECT_EQ(pg.composition(), c);
  pg.Step(60);  // and it runs on the new numbers
  EXPECT_TRUE(steer::StateIsSane(pg.world()));
  // The link carries the numbers; it reopens the scene from its seed with them (as any demo's).
  std::string link = SerializeLink(CaptureLink(pg, {}));
  EXPECT_TRUE(Contains(link, "group=")) << link;
  Playground fresh = Loaded(link);
  Playground rebuilt;
  ASSERT_TRUE(rebuilt.SelectDemo("custom"));
  rebuilt.SetComposition(c);
  rebuilt.Reset();
  EXPECT_EQ(fresh.Hash(), rebuilt.Hash());
  // Another count, another behaviour or target: a new scene.
  c.groups[0].count = 20;
  pg.SetComposition(c);
  EXPECT_EQ(pg.rebuilds(), rebuilds + 1);
  EXPECT_EQ(pg.world().frame, 0u);
  EXPECT_EQ(pg.world().agents.size(), size_t(20 + 2));
  c.groups[1].uses[0].target = {TargetKind::Mouse, 0};
  pg.SetComposition(c);
  EXPECT_EQ(pg.rebuilds(), rebuilds + 2);
}
