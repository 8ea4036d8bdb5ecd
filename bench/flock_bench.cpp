// The flock demo's step (separation + alignment + cohesion + wander, neighbour radius 50,
// constant density), timed per agent-step at several sizes. The same source is built natively
// and for wasm; bench/run.mjs runs both side by side and writes docs/perf.md.
//   flock_bench [N ...]      prints: N ns_per_agent_step ms_per_step
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "demos/playground.h"

int main(int argc, char** argv) {
  std::vector<int> sizes;
  for (int i = 1; i < argc; ++i) sizes.push_back(std::atoi(argv[i]));
  if (sizes.empty()) sizes = {1000, 2000, 5000, 10000, 50000};
  for (int n : sizes) {
    demos::Playground pg;
    pg.SelectDemo("flock");
    pg.Set("count", float(n));
    pg.Step(30);  // warm-up: caches, scratch buffers
    // Enough steps for ~1 s of work; the best of three runs is reported (least disturbed).
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
