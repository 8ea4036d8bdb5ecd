// Queueing — a crowd goes through a doorway one by one instead of crushing at it.
// Lesson: each agent looks at a braking zone, the rectangle ahead of it as wide as its body.
// When someone slower than itself is in it (Reynolds: "nearby, in front of, and moving slower
// than itself"), the agent brakes (force = -velocity * brake) and stops seeking; when the zone
// clears, it goes on. rule=anyahead is the rule before issue #35 (anyone in the zone, even one
// pulling away), which links of version 3 and before keep. Add a little separation and wall
// avoidance and a queue forms at the door by itself (Reynolds' queueing demo). Switch queueing off and they push into each other:
// in the default scene, about 3 times as many overlapping pair-steps over two minutes (1,923 vs
// 646; with rule=anyahead, which also brakes for agents pulling away, 19 times: 103), and, as in
// a real crush, a few more get through (260 vs 247): pushing is faster than waiting, and rougher.
// Controls that matter: queueing on/off, rule, zone length, speed, count.
#include <cstdio>

#include "demos/common.h"
#include "demos/demos.h"
#include "steer/avoidance.h"
#include "steer/combine.h"
#include "steer/crowd.h"
#include "strings/strings.h"

namespace demos {
namespace {

// [SECTION] parameters: link and API keys, in panel order
const char* const kRuleChoices[] = {"reynolds", "anyahead"};
constexpr ParamSpec kParams[] = {
    {.name = "count",
     .kind = ParamKind::Int,
     .min = 1,
     .max = 60,
     .def = 24,
     .rebuild = true},
    {.name = "queue",
     .kind = ParamKind::Toggle,
     .min = 0,
     .max = 1,
     .def = 1},
    {.name = "zone",
     .min = 0.0f,
     .max = 120.0f,
     .def = 30.0f},
    {.name = "maxSpeed",
     .min = 10.0f,
     .max = 300.0f,
     .def = 80.0f},
    // Appended (issue #35). Links of version 3 and before mean anyahead (link.cpp, kDefaultChanges).
    RuleParam(kRuleChoices),
};
// Indices into the Params of Setup and Step, found by name when this compiles.
constexpr int kCount = ParamIndex(kParams, "count"), kQueue = ParamIndex(kParams, "queue"),
              kZone = ParamIndex(kParams, "zone"), kSpeed = ParamIndex(kParams, "maxSpeed"),
              kRule = ParamIndex(kParams, "rule");

// [SECTION] setup
constexpr float kRadius = 8.0f;
constexpr float kWallX = 600.0f, kWallHalf = 10.0f;  // the dividing wall: x in [590, 610]
constexpr float kDoorHalf = 22.0f;                    // half the doorway's width, world units
constexpr float kExitX = 900.0f;                      // past this, an agent goes back to the start
constexpr float kFeeler = 30.0f;

/// A solid block as four walls whose normals point out of it.
void AddBlock(std::vector<steer::Wall>& walls, Vec2 lo, Vec2 hi) {
  // Clockwise on screen (y down) is counter-clockwise in y-up axes; MakeWall's normal is the
  // left-hand perpendicular, so this order makes it point outwards.
  Vec2 a{lo.x, lo.y}, b{lo.x, hi.y}, c{hi.x, hi.y}, d{hi.x, lo.y};
  walls.push_back(steer::MakeWall(a, b));
  walls.push_back(steer::MakeWall(b, c));
  walls.push_back(steer::MakeWall(c, d));
  walls.push_back(steer::MakeWall(d, a));
}

// rule=reynolds: brake only for the slower (the core's default); anyahead: the rule before #35.
steer::QueueDef QueueFrom(const Params& p) {
  return {p[kZone], 0.0f, steer::QueueDef{}.brake, p[kRule] > 0.5f ? steer::QueueRule::AnyAhead : steer::QueueRule::Reynolds};
}

/// A little separation: away from neighbours closer than both radii plus 4, harder the closer.
Vec2 Separate(const std::vector<steer::Agent>& agents, int self) {
  const steer::Agent& me = agents[size_t(self)];
  Vec2 force;
  for (int j = 0; j < int(agents.size()); ++j) {
    if (j == self) continue;
    float reach = me.radius + agents[size_t(j)].radius + 4.0f;
    Vec2 away = me.pos - agents[size_t(j)].pos;
    float d = steer::Length(away);
    if (d >= reach) continue;
    Vec2 dir = d > steer::kEpsilon ? away / d : me.side;
    force += dir * (me.maxForce * (reach - d) / reach);
  }
  return force;
}

class QueueDemo : public DemoOf<QueueDemo> {
 public:
  void Setup(steer::World& w, const Params& p) override {
    float H = w.def.height;
    AddBlock(w.walls, {kWallX - kWallHalf, 0.0f}, {kWallX + kWallHalf, H * 0.5f - kDoorHalf});
    AddBlock(w.walls, {kWallX - kWallHalf, H * 0.5f + kDoorHalf}, {kWallX + kWallHalf, H});
    int n = int(p[kCount]);
    for (int i = 0; i < n; ++i) {
      steer::AgentDef a;
      a.role = steer::Role::Seeker;
      a.pos = FreeSpot(w, 60.0f, 480.0f);
      a.vel = {p[kSpeed] * 0.5f, 0.0f};
      a.maxSpeed = p[kSpeed];
      a.maxForce = 400.0f;
      a.radius = kRadius;
      steer::AddAgent(w, a);
    }
    through_ = 0;
    overlapSteps_ = 0;
  }

  /// A spot between x0 and x1 not on anyone (a few tries, from the world's Rng).
  static Vec2 FreeSpot(steer::World& w, float x0, float x1) {
    Vec2 p;
    for (int tries = 0; tries < 30; ++tries) {
      p = {w.rng.Uniform(x0, x1), w.rng.Uniform(60.0f, w.def.height - 60.0f)};
      bool clear = true;
      for (const steer::Agent& o : w.agents) clear = clear && steer::Distance(o.pos, p) > 3.0f * kRadius;
      if (clear) break;
    }
    return p;
  }

  Vec2 Door(const steer::World& w) const { return {kWallX + 30.0f, w.def.height * 0.5f}; }
  /// Before the wall, an agent makes for the doorway; past it, for the far side.
  Vec2 Goal(const steer::World& w, const steer::Agent& a) const {
    return a.pos.x < kWallX + kWallHalf ? Door(w) : Vec2{w.def.width - 20.0f, w.def.height * 0.5f};
  }
  steer::QueueResult QueueOf(const steer::World& w, const Params& p, int i) const {
    Vec2 goal = Goal(w, w.agents[size_t(i)]);
    return steer::Queue(w.agents, i, QueueFrom(p), &goal);
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    // Through the door and out: back to the start, so the queue never runs dry.
    for (steer::Agent& a : w.agents) {
      a.maxSpeed = p[kSpeed];
      if (a.pos.x > kExitX) {
        a.pos = FreeSpot(w, 40.0f, 200.0f);
        a.vel = {a.maxSpeed * 0.5f, 0.0f};
        ++through_;
      }
    }
    bool queue = On(p[kQueue]);
    steer::QueueDef def = QueueFrom(p);
    steer::Step(w, [&](steer::World& world, int i) {
      const steer::Agent& a = world.agents[size_t(i)];
      Vec2 goal = Goal(world, a);
      steer::QueueResult q = queue ? steer::Queue(world.agents, i, def, &goal) : steer::QueueResult{};
      steer::WeightedForce f[4] = {
          {steer::WallAvoidance(a, world.walls, kFeeler), 8.0f},
          {Separate(world.agents, i), 1.0f},
          {q.force, 1.0f},
          {q.braking ? Vec2{} : steer::Seek(a, goal), 1.0f},  // a braking agent stops seeking
      };
      return steer::Combine(steer::Combination::Prioritized, f, 4, a.maxForce, world.rng);
    });
    overlapSteps_ += OverlappingPairs(w);
  }

  // [SECTION] what the page draws and reports
  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int selected,
                Overlay& out) const override {
    if (!(layers & kLayerFeelers)) return;
    for (int i = 0; i < int(w.agents.size()); ++i) {
      if (selected >= 0 && i != selected) continue;
      steer::QueueResult q = QueueOf(w, p, i);
      Ink ink = q.braking ? Ink::Threat : Ink::Feeler;
      for (int k = 0; k < 4; ++k) out.Line(ink, q.corners[k], q.corners[(k + 1) % 4]);
      if (q.braking && selected >= 0) out.Line(Ink::Threat, w.agents[size_t(i)].pos, w.agents[size_t(q.blocker)].pos);
    }
    if (layers & kLayerPath) out.Cross(Ink::Target, Door(w), 8.0f);
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    out.push_back(ReadoutF(Tr("formula.queue.zone"), double(p[kZone]), double(2.0f * kRadius)));
    const double brake = double(QueueFrom(p).brake);
    out.push_back(ReadoutF(Tr(p[kRule] > 0.5f ? Key("formula.queue.brake") : Key("formula.queue.brake_slower")), brake));
    int braking = 0;
    for (int i = 0; i < int(w.agents.size()); ++i) braking += QueueOf(w, p, i).braking ? 1 : 0;
    if (w.agents.empty()) return;
    const steer::Agent& a = w.agents[0];
    steer::QueueResult q = QueueOf(w, p, 0);
    if (q.braking)
      out.push_back(ReadoutF(Tr("formula.queue.agent_brakes"), double(a.Speed()), brake,
                             double(steer::Length(q.force))));
    else
      out.push_back(ReadoutF("%s", Tr("formula.queue.agent_clear")));
    out.push_back(ReadoutF(Tr("formula.queue.braking"), On(p[kQueue]) ? braking : 0, int(w.agents.size()),
                           On(p[kQueue]) ? "" : Tr("formula.queue.off")));
  }

  void Explain(const steer::World& w, const Params& p, int agent, std::vector<Readout>& out) const override {
    steer::QueueResult q = QueueOf(w, p, agent);
    if (q.braking)
      out.push_back(ReadoutF(Tr("explain.queue.braking"), q.blocker));
    else
      out.push_back(ReadoutF("%s", Tr("explain.queue.clear")));
  }

  void Metrics(const steer::World& w, const Params& p, std::vector<Metric>& out) const override {
    out.push_back({"through the door", float(through_)});
    out.push_back({"overlapping pairs", float(OverlappingPairs(w))});
    out.push_back({"overlap pair-steps so far", float(overlapSteps_)});
    Demo::Metrics(w, p, out);
  }

  void Status(const steer::World& w, char* buf, int size) const override {
    std::snprintf(buf, size_t(size), Tr("status.queue"),
                  (long long)through_, OverlappingPairs(w));
  }

  // [SECTION] code to take home (code_spec.h)
  bool Code(const steer::World& w, const Params& p, int agent, CodeRequest& r) const override {
    CodeSpec& s = AgentCode(w, agent, r);
    s.maxSpeed = p[kSpeed];
    if (!On(p[kQueue])) {  // the link switched queueing off: the agents seek the doorway
      s.behaviour = CodeBehaviour::Seek;
      s.from = "Queue demo, queueing off: each agent seeks the doorway (it also keeps off the walls and the others).";
      return true;
    }
    s.behaviour = CodeBehaviour::Queue;
    s.queue = QueueFrom(p);
    s.from = "Queue demo (it also keeps off the walls and seeks the doorway).";
    return true;
  }

  // [SECTION] description
  void Describe(const steer::World& w, const Params& p, char* buf, int size) const override {
    int braking = 0;
    if (On(p[kQueue]))
      for (int i = 0; i < int(w.agents.size()); ++i) braking += QueueOf(w, p, i).braking ? 1 : 0;
    int n = std::snprintf(
        buf, size_t(size),
        Tr("describe.queue"),
        int(w.agents.size()), double(2.0f * kDoorHalf), Tr(On(p[kQueue]) ? Key("describe.on") : Key("describe.off")), braking,
        (long long)through_, OverlappingPairs(w));
    if (!w.agents.empty() && n >= 0 && n < size)
      std::snprintf(buf + n, size_t(size - n), Tr("describe.first"),
                    double(w.agents[0].pos.x), double(w.agents[0].pos.y), CompassWord(w.agents[0].heading));
  }

 private:
  int64_t through_ = 0;
  int64_t overlapSteps_ = 0;
};

}  // namespace

// [SECTION] lesson
DemoDesc QueueDemoDesc() {
  DemoDesc d;
  d.id = "queue";
  d.params.assign(std::begin(kParams), std::end(kParams));
  d.layers = kLayerVelocity | kLayerFeelers | kLayerPath;
  d.world.edges = steer::Edges::Bounce;
  d.make = [] { return std::unique_ptr<Demo>(new QueueDemo); };
  return d;
}

}  // namespace demos
