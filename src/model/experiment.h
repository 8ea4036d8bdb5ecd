// Experiments: the current scene (demo and parameters) run headless for kSeeds seeds, one
// simulated minute each, and the chases summarised per label (time to capture: mean, median,
// min, max, escapes). In compare mode every setting runs (the main scene's value and each
// ghost's), and the labels say which: "lookahead 1: capture", "lookahead 0: capture". Deterministic: the same
// link gives the same table on every page load. Advance() works in slices so the page stays responsive while
// it runs.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "model/playground.h"

namespace demos {

struct ExperimentRow {
  std::string label;                                         ///< "capture", or a lane of the chase demo
  int chases = 0;                                            ///< chases that ended in a capture
  int escapes = 0;                                           ///< chases that ended in an escape
  float mean = 0.0f, median = 0.0f, min = 0.0f, max = 0.0f;  ///< seconds to capture
};

class Experiment {
 public:
  static constexpr int kSeeds = 20;
  static constexpr int kStepsPerSeed = 60 * 60;  ///< one simulated minute

  /// Starts over with the demo and parameters of `scene` (its seed is not used: seeds 1..kSeeds).
  void Start(const Playground& scene);
  /// Runs more steps, at least one and at most `agentSteps` agent-steps' worth (a slice: 1,200
  /// steps of a chase of three agents, 2 of a 10,000-boid flock); true once every seed has run.
  bool Advance(double agentSteps);
  /// What a frame of the page gives the experiment, at most (about 2 ms of boids).
  static constexpr double kSliceAgentSteps = 20000.0;
  bool running() const { return running_; }
  bool done() const { return done_; }
  float progress() const;
  const std::vector<ExperimentRow>& rows() const { return rows_; }
  const std::string& demo() const { return demo_; }
  /// Every seed gave the same chases with the same times (per setting): the scene does not
  /// depend on the seed, so the 20 runs are one run 20 times (Bourg's chase lanes have no
  /// randomness).
  bool sameForEverySeed() const { return sameForEverySeed_; }
  /// True while `scene` is the scene the table was made for: same demo, parameters and compare
  /// settings. Otherwise the table is stale; StaleReason says what changed, e.g.
  /// "made with lookahead 0 (now 1)".
  bool Matches(const Playground& scene) const;
  std::string StaleReason(const Playground& scene) const;

 private:
  void FinishSeed();
  void Summarise();

  std::string demo_;
  Params params_;
  Composition mix_;  // demo custom: its groups
  int compareParam_ = -1;
  std::vector<float> settings_;  // the compared parameter's values (one entry when not comparing)
  int setting_ = 0;
  int seed_ = 0;
  int steps_ = 0;
  bool running_ = false, done_ = false;
  std::unique_ptr<Playground> run_;
  std::vector<std::pair<const char*, float>> firstSeed_;  // the current setting's first seed's outcomes
  bool sameForEverySeed_ = true;
  std::vector<std::pair<std::string, float>> outcomes_;
  std::vector<ExperimentRow> rows_;
};

}  // namespace demos
