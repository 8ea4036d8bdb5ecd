// The timeline (model/playground.h, timeline.cpp): a scrub reaches the very state a straight run
// has at that moment, edits are part of history, memory stays within its budget, and a link's at=
// opens the moment.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "link/link.h"
#include "model/playground.h"

using namespace demos;

namespace {

/// The state hash a straight run of `demo` (no history kept) has after each of `steps` (ascending).
std::vector<uint64_t> StraightHashes(const char* demo, const std::vector<int64_t>& steps) {
  Playground pg;
  pg.SelectDemo(demo);
  std::vector<uint64_t> out;
  for (int64_t s : steps) {
    pg.Step(int(s - pg.steps()));
    out.push_back(pg.Hash());
  }
  return out;
}

int Captures(const Playground& pg) {
  std::vector<Metric> m;
  pg.Metrics(m);
  for (const Metric& x : m)
    if (std::string(x.name) == "captures") return int(x.value);
  return -1;
}

}  // namespace

TEST(Timeline, AScrubReachesTheStateAStraightRunHasThenInEveryDemo) {
  const std::vector<int64_t> at = {0, 37, 240, 600, 1234, 1500};
  for (const DemoDesc& d : Demos()) {
    std::vector<uint64_t> want = StraightHashes(d.id, at);
    Playground pg;
    pg.SelectDemo(d.id);
    pg.KeepHistory(true);
    pg.Step(1500);
    EXPECT_EQ(pg.historyEnd(), 1500) << d.id;
    // Back and forth, out of order: each lands on the straight run's state.
    for (size_t i : {4u, 1u, 5u, 0u, 3u, 2u, 4u}) {
      EXPECT_EQ(pg.Scrub(at[i]), at[i]) << d.id;
      EXPECT_EQ(pg.Hash(), want[i]) << d.id << " at step " << at[i];
    }
    // Playing on from a scrubbed moment is the same future.
    pg.Scrub(600);
    pg.Step(900);
    EXPECT_EQ(pg.Hash(), want[5]) << d.id;
  }
}

TEST(Timeline, KeepingTheHistoryAgainKeepsWhatItHas) {
  Playground pg;
  pg.SelectDemo("pursuit");
  pg.KeepHistory(true);
  pg.Step(600);
  uint64_t at300 = 0;
  {
    Playground straight;
    straight.SelectDemo("pursuit");
    straight.Step(300);
    at300 = straight.Hash();
  }
  pg.KeepHistory(true);  // asked again: nothing is dropped
  EXPECT_EQ(pg.historyStart(), 0);
  EXPECT_EQ(pg.Scrub(300), 300);
  EXPECT_EQ(pg.Hash(), at300);
  pg.KeepHistory(false);
  pg.KeepHistory(true);  // off and on again: it starts here
  EXPECT_EQ(pg.historyStart(), 300);
}

TEST(Timeline, GhostsOfCompareModeScrubWithTheScene) {
  Playground straight, pg;
  for (Playground* p : {&straight, &pg}) {
    p->SelectDemo("pursuit");
    p->SetCompare(p->ParamIndex("lookahead"), {0.0f, 2.0f});
  }
  pg.KeepHistory(true);
  straight.Step(700);
  uint64_t ghost0 = straight.GhostHash(0), ghost1 = straight.GhostHash(1), scene = straight.Hash();
  pg.Step(1300);
  pg.Scrub(700);
  EXPECT_EQ(pg.Hash(), scene);
  EXPECT_EQ(pg.GhostHash(0), ghost0);
  EXPECT_EQ(pg.GhostHash(1), ghost1);
}

TEST(Timeline, AnEditIsPartOfHistoryAndPlayingThroughItReplaysIt) {
  // The straight run: 300 steps, the evader made faster, 400 more.
  Playground straight;
  straight.Step(300);
  straight.Set("evaderSpeed", 140.0f);
  straight.Step(100);
  uint64_t soon = straight.Hash();
  straight.Step(300);
  uint64_t after = straight.Hash();

  Playground pg;
  pg.KeepHistory(true);
  pg.Step(300);
  pg.Set("evaderSpeed", 140.0f);
  pg.Step(400);
  pg.Scrub(100);
  EXPECT_EQ(pg.params()[size_t(pg.ParamIndex("evaderSpeed"))], 100.0f) << "the setting of that moment";
  pg.Step(600);  // through the edit at step 300
  EXPECT_EQ(pg.Hash(), after);
  pg.Scrub(300);
  EXPECT_EQ(pg.params()[size_t(pg.ParamIndex("evaderSpeed"))], 100.0f) << "the edit comes with the next step";
  pg.Step(100);
  EXPECT_EQ(pg.params()[size_t(pg.ParamIndex("evaderSpeed"))], 140.0f);
  EXPECT_EQ(pg.Hash(), soon);
  pg.Scrub(301);
  EXPECT_EQ(pg.params()[size_t(pg.ParamIndex("evaderSpeed"))], 140.0f);
}

TEST(Timeline, AnEditAtAnEarlierMomentReplacesTheFuture) {
  Playground pg;
  pg.KeepHistory(true);
  pg.Step(3000);
  ASSERT_FALSE(pg.events().empty()) << "captures in 50 s of the default pursuit";
  pg.Scrub(120);
  EXPECT_EQ(pg.historyEnd(), 3000) << "a scrub alone keeps the future";
  pg.Set("pursuerSpeed", 60.0f);  // now the pursuer cannot catch up
  EXPECT_EQ(pg.historyEnd(), 120);
  for (const Playground::TimelineEvent& e : pg.events()) EXPECT_LE(e.step, 120);
  pg.Step(600);
  EXPECT_EQ(pg.historyEnd(), 720);

  Playground straight;
  straight.Step(120);
  straight.Set("pursuerSpeed", 60.0f);
  straight.Step(300);
  pg.Scrub(420);
  EXPECT_EQ(pg.Hash(), straight.Hash());
}

TEST(Timeline, ADragIsPartOfHistory) {
  // The same hand on two playgrounds: one steps straight, the other keeps history and scrubs.
  Playground straight, pg;
  pg.KeepHistory(true);
  std::vector<uint64_t> hashes;
  for (Playground* p : {&straight, &pg}) {
    p->SelectDemo("evade");
    p->Step(60);
    p->Grab({Handle::Agent, 1});
    for (int k = 0; k < 40; ++k) {
      p->DragTo({300.0f + 5.0f * float(k), 200.0f + 3.0f * float(k % 7)});
      p->Step(1);
      if (p == &straight) hashes.push_back(p->Hash());
    }
    p->Release();
    p->Step(200);
    if (p == &straight) hashes.push_back(p->Hash());
  }
  for (int k : {39, 0, 17, 5, 40}) {
    pg.Scrub(61 + (k == 40 ? 239 : k));
    EXPECT_EQ(pg.Hash(), hashes[size_t(k)]) << "moment " << k;
  }
}

TEST(Timeline, EventsMarkEachCaptureOnceAtItsStep) {
  Playground straight;
  std::vector<int64_t> captured;
  for (int captures = 0; straight.steps() < 4000;) {
    straight.Step(1);
    int now = Captures(straight);
    if (now > captures) captured.push_back(straight.steps());
    captures = now;
  }
  ASSERT_GE(captured.size(), 2u);
  Playground pg;
  pg.KeepHistory(true);
  pg.Step(2000);
  pg.Scrub(10);
  pg.Step(2000);  // through known history: nothing is marked twice
  pg.Step(2000);
  std::vector<int64_t> marked;
  for (const Playground::TimelineEvent& e : pg.events()) {
    EXPECT_EQ(e.kind, EventKind::Capture);
    marked.push_back(e.step);
  }
  EXPECT_EQ(marked, captured);
}

TEST(Timeline, TenMinutesOfTheDefaultFlockStayWithinTheBudgetAndScrubExactly) {
  const std::vector<int64_t> at = {1000, 17777, 35999};
  std::vector<uint64_t> want = StraightHashes("flock", at);
  Playground pg;
  pg.SelectDemo("flock");
  pg.KeepHistory(true);
  pg.Step(36000);
  EXPECT_LE(pg.historyBytes(), Playground::kHistoryBytes);
  EXPECT_EQ(pg.historyStart(), 0) << "thinned, not cut";
  std::printf("[ timeline ] 10 min of the default flock: %d snapshots, %.1f MB\n", pg.snapshotCount(),
              double(pg.historyBytes()) / 1048576.0);
  for (size_t i : {2u, 0u, 1u}) {
    pg.Scrub(at[i]);
    EXPECT_EQ(pg.Hash(), want[i]) << at[i];
  }
}

TEST(Timeline, AMillionStepsStayWithinTheBudgetThinnedEvenlyAndScrubExactly) {
  // Thinning drops a quarter of the budget at a time (amortised O(1) a step): the history stays in
  // its budget, reaches back to the start, and every moment is still exact.
  const std::vector<int64_t> at = {1, 123457, 500000, 999999};
  std::vector<uint64_t> want = StraightHashes("pursuit", at);
  Playground pg;
  pg.KeepHistory(true);
  pg.Step(1000000);
  EXPECT_LE(pg.historyBytes(), Playground::kHistoryBytes);
  EXPECT_GE(pg.historyBytes(), Playground::kHistoryBytes / 2) << "thinned to three quarters, not emptied";
  EXPECT_EQ(pg.historyStart(), 0);
  std::printf("[ timeline ] a million steps of pursuit: %d snapshots, %.1f MB, %zu events\n", pg.snapshotCount(),
              double(pg.historyBytes()) / 1048576.0, pg.events().size());
  for (size_t i : {3u, 0u, 2u, 1u}) {
    EXPECT_EQ(pg.Scrub(at[i]), at[i]);
    EXPECT_EQ(pg.Hash(), want[i]) << at[i];
  }
}

TEST(Timeline, HistoryOfEditsAloneOverBudgetLosesItsOldestPart) {
  Playground pg;
  pg.SelectDemo("flock");
  pg.Set("count", 20000.0f);  // about 3 MB a snapshot: an edit every step fills the budget fast
  pg.KeepHistory(true);
  for (int k = 0; k < 30; ++k) {
    pg.Set("cohesion", k % 2 ? 1.0f : 1.5f);
    pg.Step(1);
  }
  EXPECT_LE(pg.historyBytes(), Playground::kHistoryBytes);
  EXPECT_GT(pg.historyStart(), 0);
  EXPECT_EQ(pg.historyEnd(), 30);
  int64_t start = pg.historyStart();
  EXPECT_EQ(pg.Scrub(0), start) << "clamped to what is kept";
}

namespace {

/// The events of a run as text: "step kind lane agent", one a line.
std::string EventsText(const Playground& pg) {
  std::string out;
  for (const Playground::TimelineEvent& e : pg.events())
    out += std::to_string(e.step) + " " + EventName(e.kind) + " " + e.lane + " " + std::to_string(e.agent) + "\n";
  return out;
}

}  // namespace

TEST(Timeline, EveryDemosEventsAreTheSameAfterScrubbingBackAndForthAsInAStraightRun) {
  for (const DemoDesc& d : Demos()) {
    Playground straight, pg;
    for (Playground* p : {&straight, &pg}) {
      p->SelectDemo(d.id);
      p->KeepHistory(true);
    }
    straight.Step(3000);
    pg.Step(1300);
    pg.Scrub(200);
    pg.Step(500);  // through known history: nothing marked twice
    pg.Scrub(1250);
    pg.Step(1750);  // into new ground from a restored snapshot: the scene's own state came with it
    EXPECT_EQ(pg.Hash(), straight.Hash()) << d.id;
    EXPECT_EQ(EventsText(pg), EventsText(straight)) << d.id;
  }
}

TEST(Timeline, TheDemosMarkTheirOwnMomentsSparsely) {
  struct Case {
    const char* demo;
    EventKind kind;
    int atLeast, atMost;  // in two minutes of the default scene
  } cases[] = {
      {"pursuit", EventKind::Capture, 5, 60}, {"chase", EventKind::Capture, 10, 120},
      {"flock", EventKind::Join, 10, 480},  // at most 4 a second
      {"path", EventKind::PathEnd, 6, 60},  // three agents, a lap each 15-20 s
      {"seek", EventKind::Arrive, 1, 1},    // once for each place of the target
      {"hide", EventKind::Hidden, 1, 20},
  };
  for (const Case& c : cases) {
    Playground pg;
    pg.SelectDemo(c.demo);
    pg.KeepHistory(true);
    pg.Step(7200);
    int n = pg.EventsUpTo(c.kind, pg.steps());
    EXPECT_GE(n, c.atLeast) << c.demo;
    EXPECT_LE(n, c.atMost) << c.demo;
    for (const Playground::TimelineEvent& e : pg.events()) EXPECT_GE(e.agent, 0) << c.demo;
  }
  // The seek target moved: a new goal, reached again.
  Playground seek;
  seek.SelectDemo("seek");
  seek.KeepHistory(true);
  seek.Step(600);
  seek.SetTargets({{200.0f, 200.0f}});
  seek.Step(600);
  EXPECT_EQ(seek.EventsUpTo(EventKind::Arrive, seek.steps()), 2);
  // An open path's end is reached once by each agent.
  Playground path;
  path.SelectDemo("path");
  path.Set("loop", 0.0f);
  path.KeepHistory(true);
  path.Step(7200);
  EXPECT_EQ(path.EventsUpTo(EventKind::PathEnd, path.steps()), 3);
}

TEST(Timeline, AnEditAfterTheStartIsFoundSoThatAMomentsLinkCanSayItReplaysWithTodaysSettings) {
  Playground pg;
  pg.SelectDemo("evade");
  pg.KeepHistory(true);
  pg.Set("evaderSpeed", 130.0f);  // at the start: the link says it
  pg.Step(180);
  EXPECT_EQ(pg.FirstEditAfterStart(pg.steps()), -1);
  pg.Set("evaderSpeed", 150.0f);  // at 3 s: pending until the next step
  EXPECT_EQ(pg.FirstEditAfterStart(pg.steps()), 180);
  pg.Step(120);
  EXPECT_EQ(pg.FirstEditAfterStart(pg.steps()), 180);
  EXPECT_EQ(pg.FirstEditAfterStart(150), -1) << "a moment before the edit is the run's";
  pg.Scrub(100);
  EXPECT_EQ(pg.FirstEditAfterStart(pg.steps()), -1);
}

TEST(Timeline, AChaseMarksEachLanesCaptureAtTheStepOfItsCatch) {
  // Bourg's three chasers race in lanes; each lane's capture is its own moment (the intercept
  // chaser catches its prey first), not the round's end, when the last lane is decided. A catch:
  // the chaser within 12 units of its prey (chase_demo.cpp's kCatchDistance); agents 2k and 2k + 1
  // are lane k's prey and chaser.
  Playground pg;
  pg.SelectDemo("chase");
  pg.KeepHistory(true);
  pg.Step(300);  // 5 s: the first round is decided at 4.8 s
  std::vector<Playground::TimelineEvent> captures;
  for (const Playground::TimelineEvent& e : pg.events())
    if (e.kind == EventKind::Capture) captures.push_back(e);
  ASSERT_EQ(captures.size(), 3u);
  for (const Playground::TimelineEvent& e : captures) {
    Playground at;
    at.SelectDemo("chase");
    at.Step(e.step - 1);
    const steer::World& before = at.world();
    EXPECT_GE(steer::Distance(before.agents[size_t(e.agent)].pos, before.agents[size_t(e.agent) + 1].pos), 12.0f) << e.lane;
    at.Step(1);
    const steer::World& then = at.world();
    EXPECT_LT(steer::Distance(then.agents[size_t(e.agent)].pos, then.agents[size_t(e.agent) + 1].pos), 12.0f) << e.lane;
  }
  EXPECT_LT(captures.front().step, captures.back().step) << "the lanes are caught at different moments";
  EXPECT_STREQ(captures.front().lane, "intercept");
}

TEST(Timeline, AMomentAskedForIsMarkedWhenTheRunGetsThereAndAnEditForgetsIt) {
  Playground pg;
  pg.KeepHistory(true);
  pg.MarkWhenReached(300, EventKind::Decided);
  pg.MarkWhenReached(100, EventKind::Decided);
  pg.Step(250);
  EXPECT_EQ(pg.EventsUpTo(EventKind::Decided, pg.steps()), 1);
  pg.Step(100);
  EXPECT_EQ(pg.EventsUpTo(EventKind::Decided, pg.steps()), 2);
  EXPECT_EQ(pg.EventsUpTo(EventKind::Decided, 299), 1);
  pg.Scrub(50);
  EXPECT_EQ(pg.EventsUpTo(EventKind::Decided, pg.steps()), 0);
  EXPECT_EQ(pg.events().size() - size_t(pg.EventsUpTo(EventKind::Capture, 350)), 2u) << "kept after a scrub";
  pg.MarkWhenReached(40, EventKind::Decided);  // behind the run's end: not new ground
  pg.MarkWhenReached(500, EventKind::Decided);
  pg.Set("pursuerSpeed", 60.0f);  // another future: the two marks after now go, and the one asked for
  pg.Step(600);
  EXPECT_EQ(pg.EventsUpTo(EventKind::Decided, pg.steps()), 0);
}

TEST(Timeline, WithoutHistoryAScrubOnlyStepsForward) {
  Playground pg;
  EXPECT_EQ(pg.Scrub(50), 50);
  EXPECT_EQ(pg.Scrub(10), 50);
  EXPECT_EQ(pg.snapshotCount(), 0);
  // Far ahead: at most the most steps one call runs, not a wrapped count (2^32 + 55 was 5 steps).
  EXPECT_EQ(pg.Scrub((int64_t(1) << 32) + 55), 50 + Playground::kMaxStepsAtOnce);
}

TEST(Timeline, StepAtIsSecondsInverseAtEveryMomentOfALongRun) {
  // Seconds a page or a script got (timeline(), a clip's frames, Link to this moment) name the
  // step they came from, in any run a page keeps (hours of it); by the float dt (its error 4.5e-8)
  // they were a step off past about 50 hours, and the page's clip, by timeline()'s dt rounded to
  // a microsecond, past 7 minutes.
  Playground pg;
  int off = 0;
  for (int64_t k = 0; k <= 20000000; k += 97) off += pg.StepAt(pg.Seconds(k)) != k;
  EXPECT_EQ(off, 0);
  double dt = double(pg.world().def.dt);
  EXPECT_NE(int64_t(std::nearbyint(pg.Seconds(20000000) / dt)), 20000000);  // the old way
  // Half a step rounds up, as a check's run length (lround) and clip.js (Math.round) round it.
  EXPECT_EQ(pg.StepAt(0.125), 8);
  EXPECT_EQ(pg.StepAt(2.375), 143);
  EXPECT_EQ(pg.StepAt(-INFINITY), 0);
  EXPECT_EQ(pg.StepAt(std::nan("")), 0);
  EXPECT_EQ(pg.StepAt(1e300), int64_t(1e15));
}

TEST(Timeline, OneCallRunsAtMostItsAgentStepBudget) {
  Playground pg;  // the pursuit: two agents, a million steps a call
  EXPECT_EQ(pg.StepsAtOnce(-5), 0);
  EXPECT_EQ(pg.StepsAtOnce(7), 7);
  EXPECT_EQ(pg.StepsAtOnce(int64_t(1) << 40), Playground::kMaxStepsAtOnce);
  ApplyLink(pg, ParseLink("v=6&demo=flock&count=100000&paused=1").state);
  ASSERT_EQ(pg.world().agents.size(), 100000u);
  const int most = int(Playground::kMaxAgentStepsAtOnce / 100000);  // 1,000
  EXPECT_EQ(pg.StepsAtOnce(1000000), most);
  EXPECT_EQ(pg.StepsAtOnce(most - 1), most - 1);
}

TEST(Timeline, ARebuildStartsANewRun) {
  Playground pg;
  pg.KeepHistory(true);
  pg.Step(500);
  pg.Reset();
  EXPECT_EQ(pg.steps(), 0);
  EXPECT_EQ(pg.historyEnd(), 0);
  EXPECT_EQ(pg.snapshotCount(), 1);
  EXPECT_TRUE(pg.events().empty());
}

TEST(Timeline, TheRecordingFollowsAScrub) {
  Playground straight, pg;
  straight.SetRecording(true);
  straight.Step(240);
  pg.KeepHistory(true);
  pg.SetRecording(true);
  pg.Step(240);
  pg.Scrub(61);
  pg.Step(179);
  EXPECT_EQ(pg.recorder().Csv(), straight.recorder().Csv());
  EXPECT_EQ(pg.recorder().samples(), straight.recorder().samples());
}

TEST(Link, AtOpensTheScenePausedAtThatMoment) {
  LinkResult r = ParseLink("v=6&demo=pursuit&at=12.5");
  EXPECT_EQ(r.message, "");
  Playground pg;
  pg.KeepHistory(true);
  ViewSettings view = ApplyLink(pg, r.state);
  EXPECT_EQ(pg.steps(), 750);
  EXPECT_TRUE(view.paused);
  EXPECT_EQ(view.at, 12.5f);
  Playground straight;
  straight.Step(750);
  EXPECT_EQ(pg.Hash(), straight.Hash());
  EXPECT_EQ(pg.Scrub(0), 0) << "the moments before it are there to scrub back to";
  EXPECT_NE(SerializeLink(r.state).find("&at=12.5"), std::string::npos);
  EXPECT_EQ(SerializeLink(ParseLink("v=6&demo=pursuit").state).find("at="), std::string::npos);
}

TEST(Link, AMomentOutOfRangeIsClampedWithANotice) {
  LinkResult far = ParseLink("v=6&demo=pursuit&at=1e9");
  EXPECT_EQ(far.state.view.at, kMaxAtSeconds);
  EXPECT_NE(far.message.find("600"), std::string::npos) << far.message;
  LinkResult before = ParseLink("v=6&demo=pursuit&at=-3");
  EXPECT_EQ(before.state.view.at, 0.0f);
  EXPECT_NE(before.message, "");
  LinkResult bad = ParseLink("v=6&demo=pursuit&at=soon");
  EXPECT_EQ(bad.state.view.at, 0.0f);
  EXPECT_NE(bad.message, "");
  // A big flock stops within the agent-step budget.
  Playground pg;
  ViewSettings view = ApplyLink(pg, ParseLink("v=6&demo=flock&count=20000&at=600").state);
  EXPECT_LE(double(pg.steps()) * double(pg.world().agents.size()), kMaxAtAgentSteps);
  EXPECT_EQ(view.at, float(pg.Seconds(pg.steps())));
  EXPECT_LT(view.at, 600.0f);
}

TEST(Link, AMomentCutByTheAgentStepBudgetSaysWhereItStopped) {
  // 1,000 boids: 12,000,000 agent-steps are 12,000 steps, 200 s of the 300 asked for.
  LinkResult r = ParseLink("v=6&demo=flock&count=1000&at=300");
  EXPECT_EQ(r.message, "");
  Playground pg;
  ViewSettings view = ApplyLink(pg, r.state, &r.message);
  EXPECT_EQ(pg.steps(), 12000);
  EXPECT_EQ(view.at, 200.0f);
  EXPECT_EQ(r.message, "moment cut to 200 s: a link replays the run from its start, at most 12 million agent-steps");
  // The same notice without running it (a notice said again in another language).
  Playground loaded;
  loaded.Load(r.state.demo, r.state.params, r.state.seed, -1, {}, nullptr);
  std::string again;
  NoteScene(r.state, loaded, &again);
  EXPECT_EQ(again, r.message);
  EXPECT_EQ(MomentStep(300.0, loaded), 12000);
  EXPECT_EQ(MomentStep(1e9, loaded), 12000);
  // Within the budget: no word.
  std::string none;
  ApplyLink(pg, ParseLink("v=6&demo=flock&count=100&at=100").state, &none);
  EXPECT_EQ(pg.steps(), 6000);
  EXPECT_EQ(none, "");
}
