// The timeline of a run (playground.h, [SECTION] the timeline): snapshots, scrubbing, events.
//
// Why snapshots and replay rather than a recording of every state: a run is deterministic (the
// same state and the same steps give the same bits), so the state at step t is the snapshot at or
// before t stepped on to t. The cost of a scrub is at most the gap between two snapshots; the
// memory is the snapshots'. Thinning doubles the gaps of old history, never drops what an edit
// made (an edit is not in the steps: without its snapshot the replay would be wrong).
#include <algorithm>
#include <cmath>

#include "model/playground.h"

namespace demos {


namespace {

/// About the heap a world holds (the vectors' contents and the neighbour grid), in bytes.
size_t WorldBytes(const steer::World& w) {
  return sizeof(steer::World) + w.agents.capacity() * (sizeof(steer::Agent) + sizeof(Vec2) + 3 * sizeof(int)) +
         w.obstacles.capacity() * sizeof(steer::Obstacle) + w.walls.capacity() * sizeof(steer::Wall) +
         w.path.points.capacity() * sizeof(Vec2) + 4096;  // the grid's cells, about
}

}  // namespace

void Playground::KeepHistory(bool on) {
  history_ = on;
  snapshots_.clear();
  events_.clear();
  historyBytes_ = 0;
  end_ = steps_;
  if (on) TakeSnapshot(false);
}

void Playground::StartHistory() {
  steps_ = end_ = 0;
  editPending_ = false;
  snapshots_.clear();
  events_.clear();
  historyBytes_ = 0;
  outcomesStale_ = true;
  if (history_) TakeSnapshot(false);
}

double Playground::Seconds(int64_t step) const {
  // dt is a float 1/60 (0.016666668): steps per second, a whole number, divide exactly.
  double perSecond = std::nearbyint(1.0 / double(world_.def.dt));
  return std::nearbyint(double(step) / perSecond * 1e6) / 1e6;
}

int64_t Playground::historyStart() const { return snapshots_.empty() ? steps_ : snapshots_.front()->step; }

void Playground::Edited() {
  if (!history_ || editPending_) return;
  // What was recorded after this moment is not what will happen now.
  while (!snapshots_.empty() && snapshots_.back()->step > steps_) {
    historyBytes_ -= snapshots_.back()->bytes;
    snapshots_.pop_back();
  }
  while (!events_.empty() && events_.back().step > steps_) events_.pop_back();
  end_ = steps_;
  editPending_ = true;
  outcomesStale_ = true;
}

void Playground::CommitEdit() {
  if (!editPending_) return;
  editPending_ = false;
  TakeSnapshot(true);
  postEdit_ = true;
}

void Playground::TakeSnapshot(bool edit) {
  auto s = std::make_unique<Snapshot>();
  s->step = steps_;
  s->edit = edit;
  s->params = params_;
  s->mix = mix_;
  s->paint = paint_;
  s->world = world_;
  s->scene = scene_->Clone();
  for (const Ghost& g : ghosts_) s->ghosts.push_back({g.params, g.world, g.scene->Clone()});
  s->held = held_;
  s->dragPos = dragPos_;
  s->heldPrev = heldPrev_;
  s->bytes = sizeof(Snapshot) + WorldBytes(world_) + params_.size() * sizeof(float) + paint_.size();
  for (const Ghost& g : s->ghosts) s->bytes += WorldBytes(g.world);
  // One snapshot a step: an edit replaces the periodic one of its step (or an earlier edit's).
  if (!snapshots_.empty() && snapshots_.back()->step == steps_) {
    historyBytes_ -= snapshots_.back()->bytes;
    snapshots_.pop_back();
  }
  historyBytes_ += s->bytes;
  snapshots_.push_back(std::move(s));
  Thin();
}

void Playground::Restore(const Snapshot& s) {
  steps_ = s.step;
  params_ = s.params;
  mix_ = s.mix;
  paint_ = s.paint;
  world_ = s.world;
  scene_ = s.scene->Clone();
  for (size_t i = 0; i < ghosts_.size() && i < s.ghosts.size(); ++i) {
    ghosts_[i].params = s.ghosts[i].params;
    ghosts_[i].world = s.ghosts[i].world;
    ghosts_[i].scene = s.ghosts[i].scene->Clone();
  }
  held_ = s.held;
  dragPos_ = s.dragPos;
  heldPrev_ = s.heldPrev;
  recorder_.TruncateTo(world_.frame);
  outcomesStale_ = true;
  postEdit_ = s.edit;
}

void Playground::Thin() {
  // Over budget: drop the periodic snapshot whose neighbours are nearest each other (the oldest
  // such first), so gaps grow evenly and old history gets coarser; the first snapshot, the last
  // and every edit stay. A history of edits alone over budget loses its oldest part.
  while (historyBytes_ > kHistoryBytes && snapshots_.size() > 2) {
    size_t drop = 0;
    int64_t best = INT64_MAX;
    for (size_t i = 1; i + 1 < snapshots_.size(); ++i) {
      if (snapshots_[i]->edit) continue;
      int64_t gap = snapshots_[i + 1]->step - snapshots_[i - 1]->step;
      if (gap < best) best = gap, drop = i;
    }
    // drop == 0: only edits between the ends; the oldest history goes.
    historyBytes_ -= snapshots_[drop]->bytes;
    snapshots_.erase(snapshots_.begin() + std::ptrdiff_t(drop));
    if (drop == 0)
      while (!events_.empty() && events_.front().step < snapshots_.front()->step) events_.erase(events_.begin());
  }
}

void Playground::ReplayEdit() {
  // Through known history, an edit made at this moment happens again before the step, as the
  // page takes a frame's input before its steps.
  if (!history_ || postEdit_ || steps_ > end_) return;
  auto at = std::lower_bound(snapshots_.begin(), snapshots_.end(), steps_,
                             [](const std::unique_ptr<Snapshot>& s, int64_t step) { return s->step < step; });
  if (at != snapshots_.end() && (*at)->step == steps_ && (*at)->edit) Restore(**at);
}

void Playground::AfterStep() {
  ++steps_;
  postEdit_ = false;
  if (!history_ || steps_ <= end_) return;
  // New ground: what happened (outcomes_ holds the scene's outcomes before this step: Step), and a
  // snapshot now and then.
  size_t before = outcomes_.size();
  outcomes_.clear();
  scene_->Outcomes(outcomes_);
  for (size_t i = before < outcomes_.size() ? before : outcomes_.size(); i < outcomes_.size(); ++i)
    events_.push_back({steps_, outcomes_[i].second < 0.0f ? "escape" : "capture", outcomes_[i].first});
  end_ = steps_;
  if (steps_ % kSnapshotSteps == 0) TakeSnapshot(false);
}

int64_t Playground::Scrub(int64_t step) {
  CommitEdit();
  if (!history_ || snapshots_.empty()) {
    if (step > steps_) Step(int(step - steps_));
    return steps_;
  }
  step = std::clamp(step, historyStart(), end_);
  if (step == steps_) return steps_;
  // The moment as the straight run had it when it got there: from the last snapshot before it (an
  // edit made at that very moment comes after it, with the next step), or the first one.
  auto from = std::lower_bound(snapshots_.begin(), snapshots_.end(), step,
                               [](const std::unique_ptr<Snapshot>& s, int64_t t) { return s->step < t; });
  if (from == snapshots_.end() || (*from)->step != step || (*from)->edit)
    if (from != snapshots_.begin()) --from;
  // Forward within reach of the current state (which is always on the run's history): no restore.
  if (!(step > steps_ && (*from)->step <= steps_)) Restore(**from);
  if (step > steps_) Step(int(step - steps_));
  return steps_;
}

}  // namespace demos
