// Prints the state hash of each demo's default link after a number of steps, one line per demo:
//   <demo> <steps> <hash>
// Built natively and for wasm (run under node); tests compare every build's output with the
// committed table tests/golden/state_hashes.txt, so native (gcc, clang) and wasm agree bit for bit.
//   golden_hashes [steps]     (default 3600 = one minute of simulated time)
#include <cinttypes>
#include <cstdio>
#include <cstdlib>

#include "model/playground.h"

int main(int argc, char** argv) {
  int steps = argc > 1 ? std::atoi(argv[1]) : 3600;
  for (const demos::DemoDesc& d : demos::Demos()) {
    demos::Playground pg;
    pg.SelectDemo(d.id);
    pg.Step(steps);
    std::printf("%s %d %016" PRIx64 "\n", d.id, steps, pg.Hash());
  }
  return 0;
}
