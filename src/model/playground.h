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
  void Annotate(int selected, Overlay& out) const {
    scene_->Annotate(world_, params_, layers, selected, out);
  }
  void Explain(int agent, std::vector<Readout>& out) const { scene_->Explain(world_, params_, agent, out); }
  void Formula(std::vector<Readout>& out) const { scene_->Formula(world_, params_, out); }
  /// What `agent` (or the main agent, agent < 0) does, as code to take home (Demo::Code).
  bool Code(int agent, CodeRequest& out) const { return scene_->Code(world_, params_, agent, out); }
  void Metrics(std::vector<Metric>& out) const { scene_->Metrics(world_, params_, out); }
  void Outcomes(std::vector<std::pair<const char*, float>>& out) const { scene_->Outcomes(out); }
  void Status(char* buf, int size) const { scene_->Status(world_, buf, size); }
  /// "<Demo title>. <the demo's description>": what a screen reader announces.
  std::string Describe() const;

  uint32_t layers = 0;  ///< annotation layers switched on

  // [SECTION] compare mode
  /// The same scene again, as ghosts, with parameter `param` set to each of `values` (at most
  /// kMaxGhosts); everything else is shared, the seed and scene edits included, so only that
  /// setting differs. param < 0 or no values turns it off. Rebuilds the scene (frame 0).
  void SetCompare(int param, const std::vector<float>& values);
  static constexpr int kMaxGhosts = 2;
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
  void Rebuild();

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
