// Trajectory recording for the CSV export: every agent's time, id, role, position and velocity,
// sampled every kEvery steps (0.1 s) from the start of a run. Off unless asked for (recording
// allocates; the simulation loop itself never does).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "steer/world.h"

namespace demos {

class Recorder {
 public:
  static constexpr int kEvery = 6;             ///< steps between samples: 0.1 s at 60 Hz
  static constexpr size_t kMaxRows = 1000000;  ///< then recording stops (about 28 MB)

  void Clear();
  /// Drops the rows sampled after `frame` (a scrub back: the run goes on from there).
  void TruncateTo(int64_t frame);
  /// Appends one row per agent when world.frame is a multiple of kEvery (once per frame).
  void Sample(const steer::World& world);
  /// "time,id,role,x,y,vx,vy" and one line per row.
  std::string Csv() const;
  size_t rows() const { return rows_.size(); }
  int samples() const { return samples_; }
  bool full() const { return full_; }

 private:
  struct Row {
    float time;
    int id;
    steer::Role role;
    steer::Vec2 pos, vel;
  };
  std::vector<Row> rows_;
  std::vector<std::pair<int64_t, size_t>> starts_;  ///< each sample's frame and first row
  int64_t lastFrame_ = -1;
  int samples_ = 0;
  bool full_ = false;
};

}  // namespace demos
