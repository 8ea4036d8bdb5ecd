// The playground's model: the current demo, its parameters and seed, the world, and the
// user's hands on it (selection, dragging). No rendering, no JavaScript: the app and the JS API
// drive it, and tests and benchmarks use it exactly as the page does.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "demos/composition.h"
#include "demos/demo.h"
#include "model/recorder.h"

namespace demos {

/// A draggable thing: an agent, an obstacle, a waypoint or a demo target.
struct Handle {
  enum Kind : uint8_t { None, Agent, Obstacle, Waypoint, Target } kind = None;
  int index = -1;
  bool operator==(const Handle& o) const { return kind == o.kind && index == o.index; }
};

/// The largest seed, 2^53: every whole number up to it is exact in a JS number, so a link, the
/// page's fields and the API hand it over unchanged. A link with a larger one is refused its seed.
inline constexpr uint64_t kMaxSeed = uint64_t(1) << 53;

class Playground {
 public:
  Playground();

  // [SECTION] demo, parameters, seed
  /// Switches demo (parameters to its defaults, annotation layers to its defaults) and rebuilds.
  /// Unknown id: returns false and keeps the current demo.
  bool SelectDemo(std::string_view id);
  const DemoDesc& desc() const { return Demos()[demo_]; }
  int demoIndex() const { return demo_; }
  const std::vector<ParamSpec>& specs() const { return desc().params; }
  const Params& params() const { return params_; }
  int ParamIndex(std::string_view name) const;
  /// Sets a parameter, clamped to its range; returns the applied value (NaN if no such name).
  /// A `rebuild` parameter rebuilds the scene from the seed.
  float Set(std::string_view name, float value);
  float SetAt(int index, float value);
  void ResetParams();
  uint64_t seed() const { return seed_; }
  void SetSeed(uint64_t seed);  ///< and rebuilds the scene
  /// Demo, parameters, seed and compare mode at once, with one rebuild: a link load. The values
  /// must be in their ranges already (ParseLink's LinkState, or a playground's own params): Load
  /// does not clamp them again. An unknown demo opens the first; annotation layers go to the
  /// demo's defaults.
  void Load(std::string_view demo, const Params& params, uint64_t seed, int compareParam,
            const std::vector<float>& compareValues, const Composition* composition = nullptr);

  /// The behaviour composer's groups (demo `custom`; empty = the default composition). Setting
  /// it validates it (ValidateComposition, notes in *message) and rebuilds the scene.
  const Composition& composition() const { return mix_; }
  void SetComposition(const Composition& c, std::string* message = nullptr);

  // [SECTION] simulation
  /// Rebuilds the scene from seed and parameters: frame 0.
  void Reset();
  /// Exactly n fixed steps (also while the app is paused).
  void Step(int n = 1);
  const steer::World& world() const { return world_; }
  uint64_t Hash() const { return steer::StateHash(world_); }
  /// How many times the scene was built from its seed so far (tests: a link load builds it once).
  int rebuilds() const { return rebuilds_; }
  Marks GetMarks() const { return scene_->GetMarks(world_, params_); }
  /// The scene's annotations for the layers switched on, then its agents' role names: in a scene
  /// of a few agents of different roles each carries its role's name, in a crowd only the odd
  /// ones out (a flock's predator), so roles are told apart by a word as well as a colour (WCAG
  /// 1.4.1). Names are labels like the scene's, placed with them (app/label_layout.h). Each label
  /// carries the part of the world it stays in, where the scene has parts (Demo::LabelRegion).
  void Annotate(int selected, Overlay& out) const;
  /// What this scene calls agents of `role`, in the current language (Demo::RoleKey).
  const char* RoleWord(steer::Role role) const;
  void Explain(int agent, std::vector<Readout>& out) const { scene_->Explain(world_, params_, agent, out); }
  void Formula(std::vector<Readout>& out) const { scene_->Formula(world_, params_, out); }
  /// What `agent` (or the main agent, agent < 0) does, as code to take home (Demo::Code).
  bool Code(int agent, CodeRequest& out) const { return scene_->Code(world_, params_, agent, out); }
  void Metrics(std::vector<Metric>& out) const { scene_->Metrics(world_, params_, out); }
  void Outcomes(std::vector<std::pair<const char*, float>>& out) const { scene_->Outcomes(out); }
  void Status(char* buf, int size) const { scene_->Status(world_, buf, size); }
  /// "<Demo title>. <the demo's description>": what a screen reader announces.
  std::string Describe() const;
  /// The newest outcome in a sentence, "" before the first (Demo::News), numbers localized.
  std::string News() const;

  uint32_t layers = 0;  ///< annotation layers switched on

  // [SECTION] compare mode
  /// The same scene again, as ghosts, with parameter `param` set to each of `values` (at most
  /// kMaxGhosts); everything else is shared, the seed and scene edits included, so only that
  /// setting differs. param < 0 or no values turns it off. Rebuilds the scene (frame 0).
  void SetCompare(int param, const std::vector<float>& values);
  static constexpr int kMaxGhosts = 2;
  /// Whether compare mode may vary `spec`: not a flock's size (another count is another scene,
  /// not the same one with one setting changed). The one rule for the panel, the API and links.
  static bool Comparable(const ParamSpec& spec) { return std::string_view(spec.name) != "count"; }
  int compareParam() const { return compareParam_; }
  int ghostCount() const { return int(ghosts_.size()); }
  float ghostValue(int i) const { return ghosts_[i].params[compareParam_]; }
  const steer::World& ghostWorld(int i) const { return ghosts_[i].world; }
  uint64_t GhostHash(int i) const { return steer::StateHash(ghosts_[i].world); }
  void GhostMetrics(int i, std::vector<Metric>& out) const {
    ghosts_[i].scene->Metrics(ghosts_[i].world, ghosts_[i].params, out);
  }

  // [SECTION] recording (CSV export)
  /// Turning recording on restarts the run (frame 0), so the trajectories cover a whole run that
  /// the share link reproduces; it then samples every Recorder::kEvery steps.
  void SetRecording(bool on);
  bool recording() const { return recording_; }
  const Recorder& recorder() const { return recorder_; }

  // [SECTION] the timeline: any moment of the run again (issue #37)
  // A run is deterministic, so its history is a few snapshots (the world, the scene's own state,
  // the ghosts, the parameters and the hand) and steps between them: a scrub restores the last
  // snapshot at or before the moment and steps on to it, and reaches the very state the straight
  // run had (the same Hash()). An edit (a parameter, a drag, a moved target, waypoint or
  // obstacle, paint, the composer's numbers) is kept as a snapshot of its own, so playing on
  // through history replays it; an edit made at an earlier moment drops the future after it (a new
  // future replaces the old). Snapshots are taken every kSnapshotSteps on new ground and thinned
  // (the periodic ones, oldest first, in pairs) to stay within kHistoryBytes; a rebuild (a new
  // scene, seed, demo or compare mode, Reset) starts a new run.
  static constexpr int kSnapshotSteps = 120;               ///< 2 s at 60 steps per second
  static constexpr size_t kHistoryBytes = size_t(40) << 20;  ///< the snapshots' budget, about
  /// Events kept at most (a run of hours with a mark a second): the oldest quarter goes when full.
  static constexpr size_t kMaxEvents = size_t(1) << 16;
  struct TimelineEvent {
    int64_t step;      ///< when it happened (steps since the run began)
    EventKind kind;    ///< capture, escape, decided, join... (demo.h; EventName says it)
    const char* lane;  ///< a chase's label: "capture", or a chase lane ("basic", "intercept"...); else ""
    int agent;         ///< the agent it happened to, or -1
  };
  /// Keeps a history of this run for Scrub (off: no snapshots, as tests and benchmarks step).
  /// Turned on, it starts at the current step; asked for what it already does, nothing changes.
  void KeepHistory(bool on);
  bool keepsHistory() const { return history_; }
  int64_t steps() const { return steps_; }    ///< steps since the run began: seconds = steps * dt
  /// Step `step`'s moment in seconds, to the microsecond (750 steps: 12.5, where 750 times the
  /// float dt is 12.5000007), as the timeline and links write it.
  double Seconds(int64_t step) const;
  /// Steps in a simulated second: 1 / the world's dt (1/60 s), a whole number (Seconds divides by it).
  int StepsPerSecond() const;
  /// The step at `seconds` (Seconds' inverse: seconds x StepsPerSecond, not / the float dt, whose
  /// error put a moment past 7 minutes a step off), in [0, 1e15]; NaN: 0.
  int64_t StepAt(double seconds) const;
  int64_t historyStart() const;               ///< the earliest step a scrub reaches
  /// The first step after the run's start, up to `upTo`, at which the state was changed by hand (a
  /// knob, a drag, a seed...), pending edits included; -1 when none. A link replays a run from its
  /// start with the settings of now: past such an edit its moment is not the one this run had.
  int64_t FirstEditAfterStart(int64_t upTo) const;
  int64_t historyEnd() const { return end_; } ///< the furthest step this run reached
  /// Goes to `step`, clamped into [historyStart, historyEnd]: the state the run had then. Returns
  /// the step reached. Without a history it only steps forward, at most StepsAtOnce.
  int64_t Scrub(int64_t step);
  /// The most steps one call runs (playground.step(n), a forward scrub without history): at most
  /// kMaxStepsAtOnce, and at most kMaxAgentStepsAtOnce agent-steps (the scene's agents and its
  /// ghosts' each step), so that no call holds the page for more than seconds (a flock of 100,000
  /// boids takes 1,000 steps a call, 7 s in wasm). StepsAtOnce(n): how many of n steps one runs.
  static constexpr int kMaxStepsAtOnce = 1000000;
  static constexpr int64_t kMaxAgentStepsAtOnce = 100000000;
  int StepsAtOnce(int64_t asked) const;
  /// The run's events by step: what its scene marked on new ground (Demo::Mark) and the moments
  /// asked for with MarkWhenReached. A scrub keeps them; an edit drops those after its moment.
  const std::vector<TimelineEvent>& events() const { return events_; }
  /// How many events of `kind` the run had up to step `step` (inclusive).
  int EventsUpTo(EventKind kind, int64_t step) const;
  /// A moment to mark when the run reaches it on new ground (a challenge's deciding moment, which
  /// the check decided headless from the same link). A rebuild or an edit forgets it.
  void MarkWhenReached(int64_t step, EventKind kind);
  size_t historyBytes() const { return historyBytes_; }  ///< the snapshots' size, estimated
  int snapshotCount() const { return int(snapshots_.size()); }

  // [SECTION] hands on the scene
  /// The handle nearest to p within `slop` world units (targets and waypoints first), if any.
  Handle HandleAt(Vec2 p, float slop) const;
  Vec2 HandlePos(Handle h) const;
  /// Grabbing an agent holds it: it follows DragTo and its velocity follows the drag, so other
  /// agents react to it as to a moving agent.
  void Grab(Handle h);
  void DragTo(Vec2 p);
  void Release();
  Handle held() const { return held_; }
  const std::vector<Vec2>& targets() const { return scene_->targets; }
  /// Where the scene put its targets when it was built.
  const std::vector<Vec2>& initialTargets() const { return initialTargets_; }
  /// Moves the demo's targets (as many as both lists have), clamped into the world.
  void SetTargets(const std::vector<Vec2>& targets);
  /// The scene's path as built, and edits to it: a whole new path (clamped into the world, at
  /// most kMaxWaypoints points), or one more waypoint at the end (false when full).
  const std::vector<Vec2>& initialPath() const { return initialPath_; }
  void SetPath(const std::vector<Vec2>& points);
  bool AddWaypoint(Vec2 p);
  /// Obstacle centres as built, and moving them (as many as both lists have).
  const std::vector<Vec2>& initialObstacles() const { return initialObstacles_; }
  std::vector<Vec2> ObstaclePositions() const;
  void SetObstaclePositions(const std::vector<Vec2>& centres);
  static constexpr int kMaxWaypoints = 64;

  // [SECTION] a painted field (the flowfield demo: Demo::PaintStroke)
  /// Paints along a drag from a to b (world units) in the scene and its ghosts; false when the
  /// demo has nothing to paint or nothing changed.
  bool PaintStroke(Vec2 a, Vec2 b);
  /// The paint, one byte per cell (empty: none); it survives a Reset or a new seed, and goes
  /// with another demo or another field size.
  const std::vector<uint8_t>& paint() const { return paint_; }
  /// Sets the paint (a link's); false, and no paint, when its size is not the field's.
  bool SetPaint(const std::vector<uint8_t>& paint);
  void ClearPaint();  ///< back to the scene's own (noise) field
  /// Cells of the demo's paintable field for these parameters (0: not paintable).
  int PaintCells() const { return scene_->PaintCells(world_.def, params_); }

 private:
  void AnnotateScene(int selected, Overlay& out) const;
  void Rebuild();
  // The timeline (timeline.cpp).
  struct Snapshot;
  void StartHistory();          ///< a new run: one snapshot at step 0
  void Edited();                ///< the state was changed by hand at this step
  void CommitEdit();            ///< a pending edit becomes a snapshot of its own
  void TakeSnapshot(bool edit);
  void Restore(const Snapshot& s);
  void ReplayEdit();            ///< before a step through history: the edit made at this moment
  void AfterStep();             ///< history's part of a step: snapshots and events on new ground
  void Thin();
  void DropBefore(size_t first);  ///< the snapshots before `first` go (and events before the new first)
  void AddEvent(const TimelineEvent& e);
  bool history_ = false;
  bool editPending_ = false;
  int64_t firstEdit_ = -1;     ///< the earliest step after the start edited by hand (-1: none)
  bool postEdit_ = false;      ///< the state is the one after this moment's edit (not the step's own)
  int64_t steps_ = 0, end_ = 0;
  std::vector<std::unique_ptr<Snapshot>> snapshots_;  ///< by step
  std::vector<TimelineEvent> events_;                  ///< by step
  std::vector<TimelineEvent> pending_;                 ///< MarkWhenReached's, by step
  size_t historyBytes_ = 0;

  int demo_ = 0;
  Params params_;
  Composition mix_;
  uint64_t seed_ = 1;
  steer::World world_;
  std::unique_ptr<Demo> scene_;
  struct Ghost {
    Params params;
    steer::World world;
    std::unique_ptr<Demo> scene;
  };
  /// A moment of the run, whole (timeline.cpp).
  struct Snapshot {
    int64_t step = 0;
    bool edit = false;  ///< made by hand: kept by thinning, replayed by playing through it
    Params params;
    Composition mix;
    std::vector<uint8_t> paint;
    steer::World world;
    std::unique_ptr<Demo> scene;
    std::vector<Ghost> ghosts;
    Handle held;
    Vec2 dragPos, heldPrev;
    size_t bytes = 0;
  };
  void RebuildGhosts();
  void MakeGhosts(int param, const std::vector<float>& values);  ///< values in range; no rebuild
  int rebuilds_ = 0;
  int compareParam_ = -1;
  std::vector<Ghost> ghosts_;
  bool recording_ = false;
  Recorder recorder_;
  std::vector<Vec2> initialTargets_;
  std::vector<Vec2> initialPath_;
  std::vector<Vec2> initialObstacles_;
  Vec2 ClampToWorld(Vec2 p) const;
  std::vector<uint8_t> paint_;
  void ApplyPaint();  ///< paint_ onto the scene and the ghosts (after Setup)
  Handle held_;
  Vec2 dragPos_;
  Vec2 heldPrev_;
};

}  // namespace demos
