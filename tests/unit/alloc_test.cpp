// The simulation loop allocates nothing once warm: agent memory stays flat however long a
// classroom projector runs. Global operator new is counted in this test binary only.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <string>

#include "model/playground.h"

namespace {
std::atomic<long> g_allocations{0};
}  // namespace

void* operator new(std::size_t n) {
  ++g_allocations;
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

TEST(Allocations, NoDemoAllocatesInItsStepOnceWarm) {
  for (const demos::DemoDesc& d : demos::Demos()) {
    for (const char* extra : {"", "predator", "mode"}) {
      demos::Playground pg;
      pg.SelectDemo(d.id);
      if (std::string(extra) == "predator" && pg.ParamIndex("predator") >= 0) pg.Set("predator", 1.0f);
      if (std::string(extra) == "mode" && pg.ParamIndex("mode") >= 0) pg.Set("mode", 2.0f);
      pg.Step(120);  // warm: scratch buffers reach their working size
      long before = g_allocations.load();
      pg.Step(600);
      EXPECT_EQ(g_allocations.load() - before, 0) << d.id << " " << extra;
    }
  }
}

TEST(Allocations, TheCounterSeesAllocations) {
  long before = g_allocations.load();
  std::string* s = new std::string(100, 'x');
  delete s;
  EXPECT_GE(g_allocations.load() - before, 1);
}
