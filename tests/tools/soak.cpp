// Soak: the flock demo for many simulated hours, checking that the heap stays flat after warm-up
// (no byte more in use, no allocation at all) and the state stays sane. Built natively and for
// wasm (run under node).
//   soak [steps] [boids]     default 1,728,000 steps (8 simulated hours at 60 Hz), 2,000 boids
// Prints a line per simulated hour and a summary; exits 1 if the heap grew or the state broke.
#include <malloc.h>

#include <atomic>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <new>

#include "model/playground.h"

namespace {
std::atomic<long> g_allocations{0};

long HeapInUse() {
#if defined(__EMSCRIPTEN__)
  return long(mallinfo().uordblks);
#else
  return long(mallinfo2().uordblks);
#endif
}
}  // namespace

void* operator new(std::size_t n) {
  ++g_allocations;
  if (void* p = std::malloc(n ? n : 1)) return p;
  std::abort();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

int main(int argc, char** argv) {
  long steps = argc > 1 ? std::atol(argv[1]) : 1728000L;
  int boids = argc > 2 ? std::atoi(argv[2]) : 2000;
  // Print before measuring anything: the C library allocates stdout's buffer on first use, and
  // that one-off allocation must land before the baseline, not look like growth.
  std::printf("soak: %ld steps of a %d-boid flock\n", steps, boids);
  std::fflush(stdout);
  demos::Playground pg;
  pg.SelectDemo("flock");
  pg.Set("count", float(boids));
  const long warmup = 3600;  // one simulated minute
  pg.Step(int(warmup));
  long heap0 = HeapInUse(), alloc0 = g_allocations.load(), maxHeap = heap0;
  auto t0 = std::chrono::steady_clock::now();
  const long hour = 60L * 60L * 60L;
  bool sane = true;
  for (long done = 0; done < steps;) {
    long chunk = steps - done < hour ? steps - done : hour;
    for (long k = 0; k < chunk; k += 600) {
      pg.Step(int(chunk - k < 600 ? chunk - k : 600));
      sane = sane && steer::StateIsSane(pg.world());
      long h = HeapInUse();
      if (h > maxHeap) maxHeap = h;
    }
    done += chunk;
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf(
        "simulated %5.2f h  heap in use %ld bytes  allocations since warm-up %ld  sane %d  %.0f "
        "ns/agent-step\n",
        double(done) / double(hour), HeapInUse(), g_allocations.load() - alloc0, int(sane),
        secs / double(done) / double(boids) * 1e9);
    std::fflush(stdout);
  }
  long growth = maxHeap - heap0, allocs = g_allocations.load() - alloc0;
  std::printf(
      "soak: %ld steps, %d boids, heap after warm-up %ld bytes, peak growth %ld bytes, %ld allocations, hash "
      "%016" PRIx64 "\n",
      steps, boids, heap0, growth, allocs, pg.Hash());
  return growth == 0 && allocs == 0 && sane ? 0 : 1;
}
