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
  if (on == history_) return;  // asked again: the history so far stays
  history_ = on;
  firstEdit_ = -1;
  snapshots_.clear();
  events_.clear();
  pending_.clear();
  historyBytes_ = 0;
  end_ = steps_;
  if (on) TakeSnapshot(false);
}

void Playground::StartHistory() {
  steps_ = end_ = 0;
  editPending_ = false;
  firstEdit_ = -1;
  snapshots_.clear();
  events_.clear();
  pending_.clear();
  historyBytes_ = 0;
  if (history_) TakeSnapshot(false);
}

int Playground::StepsAtOnce(int64_t asked) const {
  int64_t agents = int64_t(world_.agents.size());
  for (const Ghost& g : ghosts_) agents += int64_t(g.world.agents.size());
  int64_t most = std::min<int64_t>(kMaxStepsAtOnce, kMaxAgentStepsAtOnce / std::max<int64_t>(agents, 1));
  return int(std::clamp<int64_t>(asked, 0, std::max<int64_t>(most, 1)));
}

// dt is a float 1/60 (0.016666668): steps per second, a whole number, divide exactly.
int Playground::StepsPerSecond() const { return int(std::nearbyint(1.0 / double(world_.def.dt))); }

double Playground::Seconds(int64_t step) const {
  return std::nearbyint(double(step) / double(StepsPerSecond()) * 1e6) / 1e6;
}

int64_t Playground::StepAt(double seconds) const {
  // Half a step rounds up, as a check's length always did (lround) and clip.js's Math.round does.
  double k = std::floor(seconds * double(StepsPerSecond()) + 0.5);  // -Infinity: 0
  return int64_t(k > 0.0 ? (k < 1e15 ? k : 1e15) : 0.0);
}

int64_t Playground::historyStart() const { return snapshots_.empty() ? steps_ : snapshots_.front()->step; }

int64_t Playground::FirstEditAfterStart(int64_t upTo) const {
  return firstEdit_ > 0 && firstEdit_ <= upTo ? firstEdit_ : -1;
}

void Playground::Edited() {
  if (!history_ || editPending_) return;
  // The earliest edit after the start, kept apart from the snapshots (thinning drops the oldest):
  // an edit made earlier drops what came after it, so the earliest is the smallest step.
  if (steps_ > 0 && (firstEdit_ < 0 || steps_ < firstEdit_)) firstEdit_ = steps_;
  // What was recorded after this moment is not what will happen now.
  while (!snapshots_.empty() && snapshots_.back()->step > steps_) {
    historyBytes_ -= snapshots_.back()->bytes;
    snapshots_.pop_back();
  }
  while (!events_.empty() && events_.back().step > steps_) events_.pop_back();
  pending_.clear();  // what was decided from the old future
  end_ = steps_;
  editPending_ = true;
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
  postEdit_ = s.edit;
}

void Playground::Thin() {
  if (historyBytes_ <= kHistoryBytes) return;
  // Over budget: down to three quarters of it at once. Each pass drops, oldest first, every other
  // periodic snapshot of the finest spacing left (one whose kept neighbours are nearest each
  // other), so gaps grow evenly and old history gets coarser; the first snapshot, the last and
  // every edit stay. A pass is O(n) and frees a quarter of the budget, which new ground takes
  // O(n) snapshots to fill again: amortised O(1) a snapshot (dropping one at a time, each after a
  // scan for the nearest pair, was O(n) a snapshot: a million steps of pursuit spent a quarter of
  // their time there).
  const size_t target = kHistoryBytes / 4 * 3;
  while (historyBytes_ > target && snapshots_.size() > 2) {
    int64_t finest = INT64_MAX;
    for (size_t i = 1; i + 1 < snapshots_.size(); ++i)
      if (!snapshots_[i]->edit) finest = std::min(finest, snapshots_[i + 1]->step - snapshots_[i - 1]->step);
    if (finest == INT64_MAX) {  // only edits between the ends: the oldest history goes
      size_t first = 1, freed = snapshots_[0]->bytes;  // drops [0, first): the oldest, never the last
      while (first + 1 < snapshots_.size() && historyBytes_ - freed > target) freed += snapshots_[first++]->bytes;
      DropBefore(first);
      continue;
    }
    size_t kept = 1;  // compacts in place: snapshots_[0, kept) stay
    for (size_t i = 1; i + 1 < snapshots_.size(); ++i) {
      if (historyBytes_ > target && !snapshots_[i]->edit &&
          snapshots_[i + 1]->step - snapshots_[kept - 1]->step <= finest) {
        historyBytes_ -= snapshots_[i]->bytes;
        continue;  // dropped: snapshots_[i] is overwritten or cut below
      }
      if (kept != i) snapshots_[kept] = std::move(snapshots_[i]);
      ++kept;
    }
    if (kept + 1 != snapshots_.size()) snapshots_[kept] = std::move(snapshots_.back());
    snapshots_.resize(kept + 1);
  }
}

void Playground::DropBefore(size_t first) {
  for (size_t i = 0; i < first; ++i) historyBytes_ -= snapshots_[i]->bytes;
  snapshots_.erase(snapshots_.begin(), snapshots_.begin() + std::ptrdiff_t(first));
  auto kept = std::find_if(events_.begin(), events_.end(),
                           [&](const TimelineEvent& e) { return e.step >= snapshots_.front()->step; });
  events_.erase(events_.begin(), kept);
}

void Playground::ReplayEdit() {
  // Through known history, an edit made at this moment happens again before the step, as the
  // page takes a frame's input before its steps.
  if (!history_ || postEdit_ || steps_ > end_) return;
  if (snapshots_.empty() || snapshots_.back()->step < steps_) return;  // on new ground: none (O(1))
  auto at = std::lower_bound(snapshots_.begin(), snapshots_.end(), steps_,
                             [](const std::unique_ptr<Snapshot>& s, int64_t step) { return s->step < step; });
  if (at != snapshots_.end() && (*at)->step == steps_ && (*at)->edit) Restore(**at);
}

void Playground::AfterStep() {
  ++steps_;
  postEdit_ = false;
  if (!history_ || steps_ <= end_) return;
  // New ground: what the step marked, a moment asked for, and a snapshot now and then. (Through
  // known history the events are already there: the replay marks the same ones, by determinism.)
  end_ = steps_;
  for (const SceneEvent& e : scene_->events) AddEvent({steps_, e.kind, e.lane, e.agent});
  while (!pending_.empty() && pending_.front().step <= steps_) {
    if (pending_.front().step == steps_) AddEvent(pending_.front());
    pending_.erase(pending_.begin());
  }
  if (steps_ % kSnapshotSteps == 0) TakeSnapshot(false);
}

void Playground::AddEvent(const TimelineEvent& e) {
  if (events_.size() >= kMaxEvents)  // the oldest quarter goes, at once: amortised O(1)
    events_.erase(events_.begin(), events_.begin() + std::ptrdiff_t(kMaxEvents / 4));
  events_.push_back(e);
}

int Playground::EventsUpTo(EventKind kind, int64_t step) const {
  int n = 0;
  for (const TimelineEvent& e : events_) {
    if (e.step > step) break;
    n += e.kind == kind;
  }
  return n;
}

void Playground::MarkWhenReached(int64_t step, EventKind kind) {
  if (!history_ || step <= end_) return;  // only new ground is marked
  auto at = std::upper_bound(pending_.begin(), pending_.end(), step,
                             [](int64_t t, const TimelineEvent& e) { return t < e.step; });
  pending_.insert(at, {step, kind, "", -1});
}

int64_t Playground::Scrub(int64_t step) {
  CommitEdit();
  if (!history_ || snapshots_.empty()) {
    if (step > steps_) Step(StepsAtOnce(step - steps_));
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
