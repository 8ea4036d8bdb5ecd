// The rules of the panel's one description that need no app (src/app/controls.h).
#include "app/controls.h"

#include <gtest/gtest.h>

namespace {

// The scene's set-up is one list: the description locks these until any challenge's verdict, and
// says so ("Locked until the verdict"), by the same predicate; every other control is the scene's.
TEST(Controls, TheScenesSetUpIsTheSeedRerollAndNoiseField) {
  for (const char* name : {"input:seed", "button:reroll", "button:noisefield"})
    EXPECT_TRUE(app::IsSetupControl(name)) << name;
  for (const char* name : {"button:defaults", "param:lookahead", "slider:time", "button:answer-yes",
                           "button:challenge-run", "seed", "button:reroll2", ""})
    EXPECT_FALSE(app::IsSetupControl(name)) << name;
  static_assert(app::IsSetupControl("input:seed"), "a constant expression: usable where names are constants");
}

}  // namespace
