// The flock demo's step (separation + alignment + cohesion + wander, neighbour radius 50,
// constant density), timed per agent-step at several sizes. The same source is built natively
// and for wasm; bench/run.mjs runs both side by side and writes docs/perf.md.
//   flock_bench [N ...]      prints: N ns_per_agent_step ms_per_step
//   flock_bench --phases N   prints where a step's time goes at N: the grid build, the batched
//                            neighbour pass (FlockAll) and the rest (wander, combine, integrate,
//                            edges), ns per agent, with the mean neighbour and candidate counts
//   flock_bench --timeline   the timeline's figures (issue #37): the heap a run with history gains
//                            over ten simulated minutes of the default flock, the time of scrubs
//                            back from its end to moments all over it, and a million steps of
//                            the default pursuit with and without history (thinning's cost)
#include <malloc.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "model/playground.h"
#include "steer/flocking.h"

namespace {

template <class F>
double BestSeconds(int reps, F&& f) {
  double best = 1e30;
  for (int rep = 0; rep < 3; ++rep) {
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < reps; ++i) f();
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() / reps;
    if (s < best) best = s;
  }
  return best;
}

int Phases(int n) {
  demos::Playground pg;
  pg.SelectDemo("flock");
  pg.Set("count", float(n));
  pg.Step(90);  // as far in as the timed runs of main()'s loop reach
  int reps = n >= 50000 ? 20 : 100;
  double step = BestSeconds(reps, [&] { pg.Step(1); });
  steer::World w = pg.world();
  float radius = pg.params()[size_t(pg.ParamIndex("radius"))];
  float fovCos = steer::FovCos(pg.params()[size_t(pg.ParamIndex("fov"))]);
  double grid = BestSeconds(reps, [&] { steer::GatherNeighbors(w); });
  steer::FlockScratch scratch;
  std::vector<steer::FlockForces> out;
  double flock = BestSeconds(reps, [&] { steer::FlockAll(w.agents, w.grid, radius, fovCos, -1, scratch, out); });
  double neighbours = 0, candidates = 0;
  for (const steer::FlockForces& f : out) neighbours += f.neighbors;
  for (const steer::Agent& a : w.agents)
    w.grid.ForEachCandidate(a.pos, [&](int) { candidates += 1; });
  double k = 1e9 / n;
  std::printf("N %d: step %.1f = grid %.1f + flock %.1f + rest %.1f ns per agent; %.1f neighbours, %.1f candidates (3x3 cells) per agent\n",
              n, step * k, grid * k, flock * k, (step - grid - flock) * k, neighbours / n, candidates / n);
  return 0;
}

double HeapBytes() {
#ifdef __EMSCRIPTEN__
  return double(mallinfo().uordblks);
#else
  return double(mallinfo2().uordblks);
#endif
}

double Since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Prints one line of figures, as "name value" pairs (bench/run.mjs reads them).
int Timeline() {
  constexpr int64_t kTenMinutes = 36000;  // steps of 1/60 s
  double heap0 = HeapBytes();
  demos::Playground pg;
  pg.SelectDemo("flock");
  pg.KeepHistory(true);
  double heap1 = HeapBytes();
  auto t0 = std::chrono::steady_clock::now();
  pg.Step(int(kTenMinutes));
  double run = Since(t0);
  double grown = HeapBytes() - heap1;
  // Scrubs back from the end to 60 moments spread over the run (each just before a moment a
  // snapshot might be at: the longest replay), from the end each time; each the best of three.
  double worst = 0.0, total = 0.0;
  int64_t worstAt = 0, n = 0;
  for (int64_t k = 1; k <= 60; ++k) {
    int64_t at = kTenMinutes * k / 61 / demos::Playground::kSnapshotSteps * demos::Playground::kSnapshotSteps - 1;
    double s = 1e30;
    for (int rep = 0; rep < 3; ++rep) {
      pg.Scrub(kTenMinutes);
      auto s0 = std::chrono::steady_clock::now();
      pg.Scrub(at);
      s = std::min(s, Since(s0));
    }
    total += s, ++n;
    if (s > worst) worst = s, worstAt = at;
  }
  // A million steps of the default pursuit: with history (snapshots, events, thinning at the
  // budget) and without.
  double million[2];
  for (int history : {0, 1}) {
    demos::Playground p;
    p.KeepHistory(history != 0);
    auto m0 = std::chrono::steady_clock::now();
    p.Step(1000000);
    million[history] = Since(m0);
  }
  std::printf("heapMB %.2f historyMB %.2f snapshots %d stepsS %.3f worstScrubMs %.2f worstAtS %.2f meanScrubMs %.2f "
              "millionS %.3f millionNoHistoryS %.3f baseMB %.2f\n",
              grown / 1048576.0, double(pg.historyBytes()) / 1048576.0, pg.snapshotCount(), run, worst * 1e3,
              pg.Seconds(worstAt), total / double(n) * 1e3, million[1], million[0], (heap1 - heap0) / 1048576.0);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 3 && std::string(argv[1]) == "--phases") return Phases(std::atoi(argv[2]));
  if (argc == 2 && std::string(argv[1]) == "--timeline") return Timeline();
  std::vector<int> sizes;
  for (int i = 1; i < argc; ++i) sizes.push_back(std::atoi(argv[i]));
  if (sizes.empty()) sizes = {1000, 2000, 5000, 10000, 50000};
  // In a browser the JIT's optimising tier takes over hot wasm code only after a while: half a
  // second of a flock first, so that no size is timed on the baseline compiler's code.
  {
    demos::Playground warm;
    warm.SelectDemo("flock");
    warm.Set("count", 2000.0f);
    auto t0 = std::chrono::steady_clock::now();
    while (std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() < 0.5) warm.Step(1);
  }
  for (int n : sizes) {
    demos::Playground pg;
    pg.SelectDemo("flock");
    pg.Set("count", float(n));
    pg.Step(30);  // warm-up: caches, scratch buffers
    // The best of three timed runs is reported (least disturbed); every size is timed at about
    // the same point of its flock's life.
    int steps = n >= 50000 ? 20 : (n >= 10000 ? 60 : 200);
    double best = 1e30;
    for (int rep = 0; rep < 3; ++rep) {
      auto t0 = std::chrono::steady_clock::now();
      pg.Step(steps);
      double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      if (s < best) best = s;
    }
    std::printf("%d %.1f %.3f\n", n, best / steps / n * 1e9, best / steps * 1e3);
    std::fflush(stdout);
  }
  return 0;
}
