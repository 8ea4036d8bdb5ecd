#include "model/playground.h"

#include "strings/strings.h"

#include <cmath>
#include <cstdio>
#include <cstring>

namespace demos {

float ClampParam(const ParamSpec& spec, float v) {
  if (!std::isfinite(v)) return spec.def;
  if (spec.kind != ParamKind::Float) v = std::nearbyint(v);
  return Clamp(v, spec.min, spec.max);
}

void Overlay::Label(Ink ink, Vec2 at, const char* text, float keepOut) {
  Shape s{Shape::Label, ink, at, {}, keepOut};
  std::strncpy(s.text, text, sizeof(s.text) - 1);
  shapes.push_back(s);
}

namespace {
const char* const kLayerNames[kLayerCount] = {"velocity", "force",   "desired",    "predicted", "threat",
                                              "wander",   "feelers", "neighbours", "path",      "trails"};
}  // namespace

const char* EventName(EventKind k) {
  static const char* const kNames[kEventKinds] = {"capture", "escape", "decided", "join",
                                                  "path-end", "arrive", "hidden", "found"};
  return int(k) < kEventKinds ? kNames[int(k)] : "";
}

const char* LayerName(int bit) { return bit >= 0 && bit < kLayerCount ? kLayerNames[bit] : ""; }
const char* LayerLabel(int bit) {
  return bit >= 0 && bit < kLayerCount ? TrKey(std::string("layer.") + kLayerNames[bit]) : "";
}

void Demo::Metrics(const steer::World& w, const Params&, std::vector<Metric>& out) const {
  float speed = 0.0f, force = 0.0f;
  for (const steer::Agent& a : w.agents) {
    speed += a.Speed();
    force += steer::Length(a.force);
  }
  float n = w.agents.empty() ? 1.0f : float(w.agents.size());
  out.push_back({"mean speed", speed / n});
  out.push_back({"mean steering force", force / n});
}

std::string Demo::RoleKey(steer::Role role, const Params&) const {
  return std::string("role.") + steer::RoleName(role);
}

void Demo::Describe(const steer::World& w, const Params&, char* buf, int size) const {
  std::snprintf(buf, size_t(size), Tr("describe.agents"), int(w.agents.size()));
}

const char* CompassWord(Vec2 heading) {
  static const char* const kWinds[8] = {"east", "north-east", "north", "north-west",
                                        "west", "south-west", "south", "south-east"};
  double angle = std::atan2(-double(heading.y), double(heading.x));  // screen y grows downwards
  int k = int(std::lround(angle / (3.14159265358979 / 4.0)));
  return TrKey(std::string("describe.wind.") + kWinds[((k % 8) + 8) % 8]);  // in the current language
}

void Playground::Annotate(int selected, Overlay& out) const {
  const size_t first = out.shapes.size();
  AnnotateScene(selected, out);
  for (size_t i = first; i < out.shapes.size(); ++i) {
    Shape& s = out.shapes[i];
    if (s.kind == Shape::Label) scene_->LabelRegion(world_, s.a, &s.regionMin, &s.regionMax);
  }
}

void Playground::AnnotateScene(int selected, Overlay& out) const {
  scene_->Annotate(world_, params_, layers, selected, out);
  constexpr int kRoles = 11, kMaxNames = 12;
  int counts[kRoles] = {};
  for (const steer::Agent& ag : world_.agents) ++counts[int(ag.role) % kRoles];
  int roles = 0;
  for (int c : counts) roles += c > 0;
  if (roles < 2) return;
  int named = 0;
  for (const steer::Agent& ag : world_.agents) {
    if (named == kMaxNames) break;
    if (world_.agents.size() > size_t(kMaxNames) && counts[int(ag.role) % kRoles] > 3) continue;
    out.Label(Ink::Text, ag.pos, RoleWord(ag.role), ag.radius);
    ++named;
  }
}

const char* Playground::RoleWord(steer::Role role) const { return TrKey(scene_->RoleKey(role, params_)); }

std::string Playground::Describe() const {
  char text[400];
  text[0] = 0;
  scene_->Describe(world_, params_, text, int(sizeof text));
  LocalizeNumbers(text);  // "1,6 s" in pt-BR, for every demo (a title has no decimals)
  return Trf("describe.title", {desc().title, text});  // "Pursuit. The pursuer is..."
}

std::string Playground::News() const {
  char text[200];
  text[0] = 0;
  scene_->News(text, int(sizeof text));
  LocalizeNumbers(text);
  return text;
}

int FindDemo(const char* id, int len) {
  const auto& all = Demos();
  for (int i = 0; i < int(all.size()); ++i)
    if (int(std::strlen(all[i].id)) == len && std::strncmp(all[i].id, id, size_t(len)) == 0) return i;
  return -1;
}

Playground::Playground() {
  demo_ = 0;
  ResetParams();
  layers = desc().layers;
  Rebuild();
}

bool Playground::SelectDemo(std::string_view id) {
  int i = FindDemo(id.data(), int(id.size()));
  if (i < 0) return false;
  demo_ = i;
  mix_ = {};
  compareParam_ = -1;  // another demo: another set of parameters
  ghosts_.clear();
  paint_.clear();
  ResetParams();
  layers = desc().layers;
  Rebuild();
  return true;
}

int Playground::ParamIndex(std::string_view name) const {
  const auto& s = specs();
  for (int i = 0; i < int(s.size()); ++i)
    if (name == s[i].name) return i;
  return -1;
}

float Playground::Set(std::string_view name, float value) {
  int i = ParamIndex(name);
  return i < 0 ? NAN : SetAt(i, value);
}

float Playground::SetAt(int index, float value) {
  if (index < 0 || index >= int(params_.size())) return NAN;
  const ParamSpec& spec = specs()[index];
  float v = ClampParam(spec, value);
  bool changed = params_[index] != v;
  params_[index] = v;
  // Ghosts share every setting but the compared one.
  if (index != compareParam_)
    for (Ghost& g : ghosts_) g.params[index] = v;
  if (changed && spec.rebuild)
    Rebuild();
  else if (changed)
    Edited();
  return v;
}

void Playground::ResetParams() {
  params_.clear();
  for (const ParamSpec& s : specs()) params_.push_back(s.def);
}

void Playground::Load(std::string_view demo, const Params& params, uint64_t seed, int compareParam,
                      const std::vector<float>& compareValues, const Composition* composition) {
  int found = FindDemo(demo.data(), int(demo.size()));
  demo_ = found < 0 ? 0 : found;
  mix_ = {};
  if (composition) {
    mix_ = *composition;
    ValidateComposition(mix_, nullptr);
    if (mix_ == DefaultComposition()) mix_ = {};
  }
  layers = desc().layers;
  ResetParams();
  // The values come in range (ParseLink clamped them, with its notice; an experiment's come from a
  // playground): the one clamp of a link's values is ParseLink's, so its notice and the model agree.
  for (size_t i = 0; i < params.size() && i < params_.size(); ++i) params_[i] = params[i];
  seed_ = seed;
  paint_.clear();  // a link brings its own (SetPaint after this)
  MakeGhosts(compareParam, compareValues);
  Rebuild();
}

void Playground::SetComposition(const Composition& c, std::string* message) {
  mix_ = c;
  ValidateComposition(mix_, message);
  if (mix_ == DefaultComposition()) mix_ = {};  // one text for the default: no group= keys
  // New numbers act on the running scene (as any demo's slider); new groups, counts, behaviours
  // or targets make a new scene from the seed.
  if (scene_ && scene_->Retune(world_, mix_)) {
    Edited();
    return;
  }
  Rebuild();
}

void Playground::SetSeed(uint64_t seed) {
  seed_ = seed;
  Rebuild();
}

void Playground::Reset() { Rebuild(); }

void Playground::Rebuild() {
  ++rebuilds_;
  steer::WorldDef wd = desc().world;
  wd.seed = seed_;
  world_ = steer::MakeWorld(wd);
  scene_ = desc().make();
  scene_->Compose(mix_);
  scene_->Setup(world_, params_);
  initialTargets_ = scene_->targets;
  recorder_.Clear();
  if (recording_) recorder_.Sample(world_);
  initialPath_ = world_.path.points;
  initialObstacles_ = ObstaclePositions();
  held_ = {};
  RebuildGhosts();
  // The paint after Setup (the agents start as in the unpainted scene); a field of another size
  // (a new cell size) drops it.
  if (!paint_.empty() && int(paint_.size()) != PaintCells()) paint_.clear();
  ApplyPaint();
  StartHistory();  // a new run
}

void Playground::ApplyPaint() {
  if (paint_.empty() && PaintCells() == 0) return;
  scene_->Paint(paint_);
  for (Ghost& g : ghosts_) g.scene->Paint(paint_);  // a ghost with another cell size: its own field
}

bool Playground::PaintStroke(Vec2 a, Vec2 b) {
  int cells = PaintCells();
  if (cells <= 0) return false;
  if (int(paint_.size()) != cells) paint_.assign(size_t(cells), 0);
  if (!scene_->PaintStroke(a, b, params_, paint_)) return false;
  ApplyPaint();
  Edited();
  return true;
}

bool Playground::SetPaint(const std::vector<uint8_t>& paint) {
  bool any = false;
  for (uint8_t v : paint) any = any || v != 0;
  bool fits = int(paint.size()) == PaintCells();
  paint_ = fits && any ? paint : std::vector<uint8_t>();
  ApplyPaint();
  Edited();
  return fits || paint.empty();
}

void Playground::ClearPaint() {
  paint_.clear();
  ApplyPaint();
  Edited();
}

void Playground::SetCompare(int param, const std::vector<float>& values) {
  std::vector<float> clamped = values;
  if (param >= 0 && param < int(params_.size()))
    for (float& v : clamped) v = ClampParam(specs()[param], v);
  MakeGhosts(param, clamped);
  Rebuild();
}

void Playground::MakeGhosts(int param, const std::vector<float>& values) {
  ghosts_.clear();
  compareParam_ = param >= 0 && param < int(params_.size()) && !values.empty() ? param : -1;
  if (compareParam_ >= 0)
    for (size_t i = 0; i < values.size() && int(i) < kMaxGhosts; ++i) {
      Ghost g;
      g.params = params_;
      g.params[compareParam_] = values[i];  // in range: SetCompare or ParseLink clamped them
      ghosts_.push_back(std::move(g));
    }
}

void Playground::RebuildGhosts() {
  steer::WorldDef wd = desc().world;
  wd.seed = seed_;
  for (Ghost& g : ghosts_) {
    g.world = steer::MakeWorld(wd);
    g.scene = desc().make();
    g.scene->Compose(mix_);
    g.scene->Setup(g.world, g.params);
  }
}

Vec2 Playground::ClampToWorld(Vec2 p) const {
  p.x = p.x < 0.0f ? 0.0f : (p.x > world_.def.width ? world_.def.width : p.x);
  p.y = p.y < 0.0f ? 0.0f : (p.y > world_.def.height ? world_.def.height : p.y);
  return p;
}

void Playground::SetPath(const std::vector<Vec2>& points) {
  world_.path.points.clear();
  for (Vec2 p : points)
    if (steer::IsFinite(p) && int(world_.path.points.size()) < kMaxWaypoints)
      world_.path.points.push_back(ClampToWorld(p));
  for (steer::Agent& a : world_.agents)
    if (a.waypoint >= int(world_.path.points.size())) a.waypoint = 0;
  Edited();
}

bool Playground::AddWaypoint(Vec2 p) {
  if (!steer::IsFinite(p) || int(world_.path.points.size()) >= kMaxWaypoints) return false;
  world_.path.points.push_back(ClampToWorld(p));
  Edited();
  return true;
}

std::vector<Vec2> Playground::ObstaclePositions() const {
  std::vector<Vec2> out;
  for (const steer::Obstacle& o : world_.obstacles) out.push_back(o.pos);
  return out;
}

void Playground::SetObstaclePositions(const std::vector<Vec2>& centres) {
  for (size_t i = 0; i < centres.size() && i < world_.obstacles.size(); ++i)
    if (steer::IsFinite(centres[i])) world_.obstacles[i].pos = ClampToWorld(centres[i]);
  Edited();
}

void Playground::SetTargets(const std::vector<Vec2>& targets) {
  for (size_t i = 0; i < targets.size() && i < scene_->targets.size(); ++i)
    if (steer::IsFinite(targets[i])) scene_->targets[i] = ClampToWorld(targets[i]);
  Edited();
}

void Playground::SetRecording(bool on) {
  recording_ = on;
  Rebuild();
}

void Playground::Step(int n) {
  CommitEdit();
  for (int k = 0; k < n; ++k) {
    ReplayEdit();
    scene_->events.count = 0;  // what this step marks (AfterStep reads it)
    for (Ghost& g : ghosts_) {
      g.scene->events.count = 0;  // a ghost's marks are not the run's
      // Scene edits (moved targets, waypoints, obstacles) apply to every variant.
      g.scene->targets = scene_->targets;
      g.world.path = world_.path;
      for (size_t i = 0; i < g.world.obstacles.size() && i < world_.obstacles.size(); ++i)
        g.world.obstacles[i].pos = world_.obstacles[i].pos;
      g.scene->Step(g.world, g.params);
    }
    scene_->Step(world_, params_);
    if (recording_) recorder_.Sample(world_);
    if (held_.kind == Handle::Agent && held_.index < int(world_.agents.size())) {
      // The held agent is where the hand is, moving as fast as the hand moved (bounded).
      steer::Agent& a = world_.agents[held_.index];
      steer::Vec2 vel = (dragPos_ - heldPrev_) / world_.def.dt;
      a.vel = steer::Truncate(vel, a.maxSpeed);
      a.pos = dragPos_;
      if (steer::LengthSq(a.vel) > 1.0f) {
        a.heading = steer::Normalize(a.vel);
        a.side = steer::Perp(a.heading);
      }
      heldPrev_ = dragPos_;
    }
    AfterStep();
  }
}

Handle Playground::HandleAt(Vec2 p, float slop) const {
  Handle best;
  float bestD = 1e30f;
  auto consider = [&](Handle::Kind kind, int index, Vec2 at, float radius) {
    float d = steer::Distance(p, at) - radius;
    if (d <= slop && d < bestD) {
      bestD = d;
      best = {kind, index};
    }
  };
  for (int i = 0; i < int(scene_->targets.size()); ++i) consider(Handle::Target, i, scene_->targets[i], 0.0f);
  for (int i = 0; i < int(world_.path.points.size()); ++i)
    consider(Handle::Waypoint, i, world_.path.points[i], 0.0f);
  if (best.kind != Handle::None) return best;
  for (int i = 0; i < int(world_.agents.size()); ++i)
    consider(Handle::Agent, i, world_.agents[i].pos, world_.agents[i].radius);
  if (best.kind != Handle::None) return best;
  for (int i = 0; i < int(world_.obstacles.size()); ++i)
    consider(Handle::Obstacle, i, world_.obstacles[i].pos, world_.obstacles[i].radius);
  return best;
}

Vec2 Playground::HandlePos(Handle h) const {
  switch (h.kind) {
    case Handle::Agent:
      return h.index < int(world_.agents.size()) ? world_.agents[h.index].pos : Vec2{};
    case Handle::Obstacle:
      return h.index < int(world_.obstacles.size()) ? world_.obstacles[h.index].pos : Vec2{};
    case Handle::Waypoint:
      return h.index < int(world_.path.points.size()) ? world_.path.points[h.index] : Vec2{};
    case Handle::Target:
      return h.index < int(scene_->targets.size()) ? scene_->targets[h.index] : Vec2{};
    case Handle::None:
      break;
  }
  return {};
}

void Playground::Grab(Handle h) {
  held_ = h;
  dragPos_ = heldPrev_ = HandlePos(h);
  Edited();
}

void Playground::DragTo(Vec2 p) {
  if (!steer::IsFinite(p)) return;
  p = ClampToWorld(p);  // dragged things stay inside the world
  dragPos_ = p;
  Edited();
  switch (held_.kind) {
    case Handle::Agent:
      if (held_.index < int(world_.agents.size())) world_.agents[held_.index].pos = p;
      break;
    case Handle::Obstacle:
      if (held_.index < int(world_.obstacles.size())) world_.obstacles[held_.index].pos = p;
      break;
    case Handle::Waypoint:
      if (held_.index < int(world_.path.points.size())) world_.path.points[held_.index] = p;
      break;
    case Handle::Target:
      if (held_.index < int(scene_->targets.size())) scene_->targets[held_.index] = p;
      break;
    case Handle::None:
      break;
  }
}

void Playground::Release() {
  if (held_.kind != Handle::None) Edited();
  held_ = {};
}

}  // namespace demos
