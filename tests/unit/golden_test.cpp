// The committed golden table: each demo's default link, hashed after 3,600 steps. The same
// table is checked by this test in the gcc and the clang builds, by the wasm build under node
// (tests/node/golden.test.mjs) and in Chromium (tests/browser/determinism.test.mjs). A change
// that alters any scene on purpose regenerates it: build/native/golden_hashes > tests/golden/state_hashes.txt
#include <gtest/gtest.h>

#include <cinttypes>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "model/playground.h"

TEST(GoldenHashes, EveryDemosDefaultSceneMatchesTheCommittedTable) {
  std::ifstream in(GOLDEN_HASHES);
  ASSERT_TRUE(in) << GOLDEN_HASHES;
  int rows = 0;
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string demo, hash;
    int steps = 0;
    if (!(fields >> demo >> steps >> hash)) continue;
    demos::Playground pg;
    ASSERT_TRUE(pg.SelectDemo(demo)) << demo;
    pg.Step(steps);
    char got[24];
    std::snprintf(got, sizeof got, "%016" PRIx64, pg.Hash());
    EXPECT_EQ(hash, got) << demo << " after " << steps << " steps";
    ++rows;
  }
  EXPECT_EQ(rows, int(demos::Demos().size())) << "one row per demo";
}
