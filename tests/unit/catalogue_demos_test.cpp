// The five demos of the rest of Reynolds' catalogue, run as the page runs them (default links),
// and checked for what their lessons claim: discs that never overlap, a queue that never locks,
// agents that stay inside, currents that never stop, followers at the offset.
#include <gtest/gtest.h>

#include <string>

#include "model/playground.h"

namespace {

// Under AddressSanitizer (the clang Debug build of `make sanitize`) a step costs ~100 times more:
// the long runs are run natively (gcc, `make unit`) and shortened there.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif

float MetricNamed(const demos::Playground& pg, const std::string& name) {
  std::vector<demos::Metric> m;
  pg.Metrics(m);
  for (const demos::Metric& x : m)
    if (name == x.name) return x.value;
  ADD_FAILURE() << "no metric " << name;
  return -1.0f;
}

/// Pairs of agents whose discs overlap now, counted here (not by the demo).
int OverlappingPairs(const steer::World& w) {
  int n = int(w.agents.size()), count = 0;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      count += steer::Distance(w.agents[i].pos, w.agents[j].pos) < w.agents[i].radius + w.agents[j].radius;
  return count;
}

}  // namespace

TEST(CrowdDemo, WithAvoidanceNoTwoDiscsOverlapInThreeMinutesOfTheDefaultScene) {
  // The demo counts overlapping pairs after every step; this test counts them itself every fifth
  // step (cheaper under the sanitizers). Natively, seeds 1 to 8 ran 20,000 steps each with none.
  demos::Playground pg;
  ASSERT_TRUE(pg.SelectDemo("crowd"));
  ASSERT_EQ(pg.world().agents.size(), 32u);
  long overlaps = 0;
  const int steps = kSanitized ? 1800 : 10800;  // 3 simulated minutes natively
  for (int step = 0; step < steps; step += 5) {
    pg.Step(5);
    overlaps += OverlappingPairs(pg.world());
  }
  EXPECT_EQ(overlaps, 0);
  EXPECT_EQ(MetricNamed(pg, "overlap pair-steps so far"), 0.0f);
  // And they do walk: mean speed well above half their top speed (70 x 0.8..1).
  EXPECT_GT(MetricNamed(pg, "mean speed"), 40.0f);
}

TEST(CrowdDemo, WithoutAvoidanceTheSameCrowdOverlaps) {
  demos::Playground pg;
  ASSERT_TRUE(pg.SelectDemo("crowd"));
  pg.Set("avoid", 0.0f);
  long overlaps = 0;
  for (int step = 0; step < 1800; ++step) {
    pg.Step(1);
    overlaps += OverlappingPairs(pg.world());
  }
  EXPECT_GT(overlaps, 300);
  EXPECT_EQ(MetricNamed(pg, "overlap pair-steps so far"), float(overlaps));
}

TEST(QueueDemo, TheQueueNeverLocksAndQueueingCutsOverlapsManyTimes) {
  demos::Playground on, off;
  ASSERT_TRUE(on.SelectDemo("queue"));
  ASSERT_TRUE(off.SelectDemo("queue"));
  off.Set("queue", 0.0f);
  float lastThrough = 0.0f;
  for (int minute = 0; minute < (kSanitized ? 1 : 2); ++minute) {
    on.Step(3600);
    off.Step(3600);
    float through = MetricNamed(on, "through the door");
    EXPECT_GT(through, lastThrough + 20.0f) << "minute " << minute;  // agents still get through
    lastThrough = through;
  }
  float withQueue = MetricNamed(on, "overlap pair-steps so far");
  float without = MetricNamed(off, "overlap pair-steps so far");
  EXPECT_LT(withQueue * 5.0f, without) << withQueue << " vs " << without;
}

TEST(ContainmentDemo, ProbesKeepEveryWandererInsideAndWithoutThemTheyLeave) {
  demos::Playground pg, none;
  ASSERT_TRUE(pg.SelectDemo("containment"));
  ASSERT_TRUE(none.SelectDemo("containment"));
  none.Set("probe", 0.0f);
  pg.Step(3600);
  none.Step(1200);
  EXPECT_EQ(MetricNamed(pg, "agent-steps outside the region"), 0.0f);
  EXPECT_GT(MetricNamed(none, "agent-steps outside the region"), 1000.0f);
}

TEST(FlowFieldDemo, CurlCurrentsKeepAgentsMovingWhileAnAngleFieldsSinksStopThem) {
  demos::Playground curl, angle;
  ASSERT_TRUE(curl.SelectDemo("flowfield"));
  ASSERT_TRUE(angle.SelectDemo("flowfield"));
  angle.Set("field", 1.0f);
  curl.Step(3600);
  angle.Step(3600);
  EXPECT_GT(MetricNamed(curl, "mean speed"), 0.7f * 120.0f);
  EXPECT_GT(MetricNamed(curl, "alignment with the field"), 0.8f);
  EXPECT_LT(MetricNamed(angle, "mean speed"), 0.5f * MetricNamed(curl, "mean speed"));
}

TEST(FlowFieldDemo, TheFieldIsTheSeedsAndTheParametersAlone) {
  demos::Playground a, b, c;
  for (demos::Playground* pg : {&a, &b, &c}) ASSERT_TRUE(pg->SelectDemo("flowfield"));
  b.Set("count", 5.0f);  // fewer agents, same field: the field is drawn from the Rng first
  c.SetSeed(2);
  demos::Overlay oa, ob, oc;
  a.Annotate(-1, oa);
  b.Annotate(-1, ob);
  c.Annotate(-1, oc);
  auto arrows = [](const demos::Overlay& o) {
    std::vector<steer::Vec2> ends;
    for (const demos::Shape& s : o.shapes)
      if (s.kind == demos::Shape::Arrow && s.ink == demos::Ink::Path) ends.push_back(s.b);
    return ends;
  };
  ASSERT_EQ(arrows(oa).size(), 20u * 14u);
  EXPECT_TRUE(arrows(oa) == arrows(ob));
  EXPECT_FALSE(arrows(oa) == arrows(oc));
}

TEST(WallsDemo, FollowersKeepNearTheOffsetAndKeepMoving) {
  demos::Playground pg;
  ASSERT_TRUE(pg.SelectDemo("walls"));
  pg.Step(3600);
  EXPECT_LT(MetricNamed(pg, "mean error from the offset"), 20.0f);
  EXPECT_GT(MetricNamed(pg, "mean speed"), 60.0f);
  pg.Set("offset", 100.0f);
  pg.Step(1800);
  EXPECT_LT(MetricNamed(pg, "mean error from the offset"), 30.0f);
}
