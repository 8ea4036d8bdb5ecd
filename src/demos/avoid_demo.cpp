// Obstacle avoidance — wanderers weave between obstacles and keep off the walls.
// Lesson: two ways to look ahead. Buckland's detection box is as wide as the agent and longer
// the faster it goes (L = box * (1 + speed / maxSpeed)); the nearest obstacle in it pushes the
// agent sideways, harder the nearer it is, and brakes it (src/steer/avoidance.h says where this
// departs from his listing). Peters' feeler has a fixed length; every obstacle near it pushes
// the agent at right angles and scales its velocity down. Three feelers keep agents off the
// walls: the deeper a feeler goes through a wall, the harder the push along the wall's normal.
// Priorities: walls, then obstacles, then wander (Buckland's prioritized truncated sum). The
// status line counts agents inside obstacles, so the lessons can be checked by eye.
// Controls that matter: method, detection box length, avoidance weight, speed. Drag obstacles.
#include <cmath>
#include <cstdio>

#include "demos/common.h"
#include "demos/demos.h"
#include "steer/avoidance.h"
#include "steer/combine.h"
#include "strings/strings.h"

namespace demos {
namespace {

const char* const kMethodChoices[] = {"buckland", "peters", "none"};

// [SECTION] parameters: link and API keys, in panel order
constexpr ParamSpec kParams[] = {
    {.name = "count",
     .kind = ParamKind::Int,
     .min = 1,
     .max = 40,
     .def = 6,
     .rebuild = true},
    {.name = "method",
     .kind = ParamKind::Choice,
     .min = 0,
     .max = 2,
     .def = 0,
     .choices = kMethodChoices},
    {.name = "box",
     .min = 0.0f,
     .max = 200.0f,
     .def = 50.0f},
    {.name = "avoid",
     .min = 0.0f,
     .max = 20.0f,
     .def = 6.0f},
    {.name = "maxSpeed",
     .min = 10.0f,
     .max = 400.0f,
     .def = 110.0f},
    {.name = "obstacleCount",
     .kind = ParamKind::Int,
     .min = 0,
     .max = 20,
     .def = 9,
     .rebuild = true},
};
// Indices into the Params of Setup and Step, found by name when this compiles.
constexpr int kCount = ParamIndex(kParams, "count"), kMethod = ParamIndex(kParams, "method"),
              kBox = ParamIndex(kParams, "box"), kWeight = ParamIndex(kParams, "avoid"),
              kSpeed = ParamIndex(kParams, "maxSpeed"), kObstacleCount = ParamIndex(kParams, "obstacleCount");

// [SECTION] setup
enum Method { kBuckland, kPeters, kNone };
const steer::WanderDef kWander{30.0f, 70.0f, 250.0f};
constexpr float kWallInset = 10.0f;
constexpr float kFeelerLength = 45.0f;  // the wall feelers
// Peters' feeler is as long as Buckland's box at full speed, 2 x box, so one slider gives both
// methods the same reach (his 300 px at 10 px per frame is also about a second of travel).
float PetersFeeler(const Params& p) { return 2.0f * p[kBox]; }

bool Inside(const steer::Agent& a, const steer::Obstacle& o) { return steer::Distance(a.pos, o.pos) < o.radius; }

class AvoidDemo : public DemoOf<AvoidDemo> {
 public:
  void Setup(steer::World& w, const Params& p) override {
    float W = w.def.width, H = w.def.height;
    // Walls just inside the world, normals pointing in (MakeWall: left-hand perpendicular).
    Vec2 a{kWallInset, kWallInset}, b{W - kWallInset, kWallInset}, c{W - kWallInset, H - kWallInset},
        d{kWallInset, H - kWallInset};
    w.walls = {steer::MakeWall(a, b), steer::MakeWall(b, c), steer::MakeWall(c, d), steer::MakeWall(d, a)};
    // Obstacles that do not overlap each other, from the seed.
    int want = int(p[kObstacleCount]);
    for (int tries = 0; tries < 400 && int(w.obstacles.size()) < want; ++tries) {
      steer::Obstacle o{{w.rng.Uniform(90.0f, W - 90.0f), w.rng.Uniform(90.0f, H - 90.0f)},
                        w.rng.Uniform(22.0f, 55.0f)};
      bool free = true;
      for (const steer::Obstacle& q : w.obstacles)
        free = free && steer::Distance(o.pos, q.pos) > o.radius + q.radius + 40.0f;
      if (free) w.obstacles.push_back(o);
    }
    int n = int(p[kCount]);
    for (int i = 0; i < n; ++i) {
      steer::AgentDef ag;
      ag.role = steer::Role::Wanderer;
      ag.radius = 8.0f;
      for (int tries = 0; tries < 50; ++tries) {
        ag.pos = {w.rng.Uniform(40.0f, W - 40.0f), w.rng.Uniform(40.0f, H - 40.0f)};
        bool clear = true;
        for (const steer::Obstacle& q : w.obstacles)
          clear = clear && steer::Distance(ag.pos, q.pos) > q.radius + 20.0f;
        if (clear) break;
      }
      ag.vel = w.rng.UnitVector() * (p[kSpeed] * 0.5f);
      ag.maxSpeed = p[kSpeed];
      ag.maxForce = 400.0f;
      steer::AddAgent(w, ag);
    }
    feelers_.assign(size_t(n), {});  // the step must not allocate
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    for (steer::Agent& a : w.agents) a.maxSpeed = p[kSpeed];
    Method method = Method(int(p[kMethod]));
    if (method == kPeters) {
      // Peters brakes by scaling the velocity inside avoid(), before the forces are applied.
      for (size_t i = 0; i < w.agents.size(); ++i) {
        feelers_[i] = steer::FeelerAvoidance(w.agents[i], w.obstacles, PetersFeeler(p));
        w.agents[i].vel *= feelers_[i].brake;
      }
    }
    steer::Step(w, [&](steer::World& world, int i) {
      steer::Agent& a = world.agents[i];
      Vec2 obstacleForce = method == kBuckland ? steer::ObstacleAvoidance(a, world.obstacles, p[kBox]).force
                           : method == kPeters ? feelers_[size_t(i)].force
                                               : Vec2{};
      steer::WeightedForce f[3] = {
          {steer::WallAvoidance(a, world.walls, kFeelerLength), p[kWeight]},
          {obstacleForce, p[kWeight]},
          {steer::Wander(a, kWander, world.rng, world.def.dt).force, 1.0f},
      };
      return steer::Combine(steer::Combination::Prioritized, f, 3, a.maxForce, world.rng);
    });
    for (const steer::Agent& a : w.agents)
      for (const steer::Obstacle& o : w.obstacles) insideSteps_ += Inside(a, o) ? 1 : 0;
  }

  // [SECTION] what the page draws and reports
  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int selected,
                Overlay& out) const override {
    if (!(layers & kLayerFeelers)) return;
    Method method = Method(int(p[kMethod]));
    for (const steer::Agent& a : w.agents) {
      if (selected >= 0 && a.id != selected) continue;
      if (method == kBuckland) {
        steer::ObstacleAvoidanceResult r = steer::ObstacleAvoidance(a, w.obstacles, p[kBox]);
        // The detection box: from the agent's centre, boxLength ahead, one body radius either side.
        Vec2 c0 = steer::ToWorld({0.0f, a.radius}, a.heading, a.side, a.pos);
        Vec2 c1 = steer::ToWorld({r.boxLength, a.radius}, a.heading, a.side, a.pos);
        Vec2 c2 = steer::ToWorld({r.boxLength, -a.radius}, a.heading, a.side, a.pos);
        Vec2 c3 = steer::ToWorld({0.0f, -a.radius}, a.heading, a.side, a.pos);
        Ink ink = r.closest >= 0 ? Ink::Threat : Ink::Feeler;
        out.Line(ink, c0, c1);
        out.Line(ink, c1, c2);
        out.Line(ink, c2, c3);
        if (r.closest >= 0) {
          out.Circle(Ink::Threat, w.obstacles[r.closest].pos, w.obstacles[r.closest].radius + 3.0f);
          out.Arrow(Ink::Force, a.pos, a.pos + r.force * 0.5f);
        }
      } else if (method == kPeters) {
        steer::FeelerAvoidanceResult r = steer::FeelerAvoidance(a, w.obstacles, PetersFeeler(p));
        out.Line(r.closest >= 0 ? Ink::Threat : Ink::Feeler, a.pos, r.tip);
        out.Cross(r.closest >= 0 ? Ink::Threat : Ink::Feeler, r.tip, 5.0f);
        // The buffer: an obstacle counts when the feeler passes within radius + buffer.
        for (const steer::Obstacle& o : w.obstacles)
          if (steer::Distance(a.pos, o.pos) < PetersFeeler(p) + o.radius + steer::kPetersAvoidBuffer)
            out.Circle(Ink::Muted, o.pos, o.radius + steer::kPetersAvoidBuffer);
        if (r.closest >= 0) out.Arrow(Ink::Force, a.pos, a.pos + r.force * 0.5f);
      }
      steer::Feelers f = steer::MakeFeelers(a, kFeelerLength);
      for (Vec2 tip : f.tip) out.Line(Ink::Feeler, a.pos, tip);
    }
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    if (w.agents.empty()) return;
    const steer::Agent& a = w.agents[0];
    switch (Method(int(p[kMethod]))) {
      case kBuckland: {
        steer::ObstacleAvoidanceResult r = steer::ObstacleAvoidance(a, w.obstacles, p[kBox]);
        out.push_back(ReadoutF("%s", Tr("formula.avoid.box_title")));
        out.push_back(ReadoutF("%s", Tr("formula.avoid.box_length")));
        out.push_back(ReadoutF("  = %.0f \xC3\x97 (1 + %.0f / %.0f) = %.0f", double(p[kBox]), double(a.Speed()),
                               double(a.maxSpeed), double(r.boxLength)));
        if (r.closest < 0) {
          out.push_back(ReadoutF("%s", Tr("formula.avoid.box_clear")));
          return;
        }
        out.push_back(ReadoutF(Tr("formula.avoid.obstacle"), r.closest,
                               double(std::fabs(r.local.y)), double(r.nearX)));
        out.push_back(ReadoutF(Tr("formula.avoid.reach"),
                               double(w.obstacles[r.closest].radius), double(a.radius), double(r.reach)));
        float lateral = std::fabs(steer::Dot(r.force, a.side));
        if (r.boxLength > 0.0f) {
          out.push_back(ReadoutF("%s", Tr("formula.avoid.lateral")));
          out.push_back(ReadoutF("  = (%.0f - %.0f) \xC3\x97 (1 + (%.0f - %.0f) / %.0f) = %.0f", double(r.reach),
                                 double(std::fabs(r.local.y)), double(r.boxLength), double(r.nearX),
                                 double(r.boxLength), double(lateral)));
        } else {
          out.push_back(ReadoutF(Tr("formula.avoid.lateral2"), double(r.reach),
                                 double(std::fabs(r.local.y)), double(lateral)));
        }
        if (r.local.x > 0.0f)
          out.push_back(ReadoutF(Tr("formula.avoid.braking"),
                                 double(r.boxLength), double(r.nearX), double(-steer::Dot(r.force, a.heading))));
        else
          out.push_back(ReadoutF("%s", Tr("formula.avoid.no_braking")));
        out.push_back(ReadoutF(Tr("formula.avoid.both_weight"), double(p[kWeight])));
        return;
      }
      case kPeters: {
        steer::FeelerAvoidanceResult r = steer::FeelerAvoidance(a, w.obstacles, PetersFeeler(p));
        float feeler = PetersFeeler(p);
        out.push_back(ReadoutF(Tr("formula.avoid.feeler_title"), double(feeler)));
        if (r.closest < 0) {
          out.push_back(ReadoutF("%s", Tr("formula.avoid.feeler_clear")));
          return;
        }
        const steer::Obstacle& o = w.obstacles[r.closest];
        float proj = steer::Dot(o.pos - a.pos, a.heading);
        float push = a.maxSpeed * (1.0f - proj / feeler);
        out.push_back(ReadoutF(Tr("formula.avoid.feeler_obstacle"), r.closest, double(proj)));
        out.push_back(ReadoutF("%s", Tr("formula.avoid.feeler_force")));
        out.push_back(ReadoutF("  = %.0f \xC3\x97 (1 - %.0f / %.0f) = %.0f", double(a.maxSpeed), double(proj),
                               double(feeler), double(push)));
        out.push_back(ReadoutF(Tr("formula.avoid.feeler_brake"), double(proj),
                               double(feeler), double(proj / feeler)));
        if (r.touching > 1)  // the others on the feeler: what the agent gets is all of them
          out.push_back(ReadoutF(Tr("formula.avoid.feeler_more"), r.touching, double(steer::Length(r.force)),
                                 double(r.brake)));
        out.push_back(ReadoutF(Tr("formula.avoid.force_weight"), double(p[kWeight])));
        return;
      }
      case kNone:
        out.push_back(ReadoutF("%s", Tr("formula.avoid.off")));
        out.push_back(ReadoutF("%s", Tr("formula.avoid.off2")));
        return;
    }
  }

  void Explain(const steer::World& w, const Params& p, int agent, std::vector<Readout>& out) const override {
    const steer::Agent& a = w.agents[agent];
    Method method = Method(int(p[kMethod]));
    if (method == kBuckland) {
      steer::ObstacleAvoidanceResult r = steer::ObstacleAvoidance(a, w.obstacles, p[kBox]);
      out.push_back(ReadoutF(Tr("explain.avoid.box"), double(r.boxLength)));
      if (r.closest >= 0)
        out.push_back(ReadoutF(Tr("explain.avoid.avoiding"), r.closest, double(steer::Length(r.force))));
      else
        out.push_back(ReadoutF("%s", Tr("explain.avoid.box_clear")));
    } else if (method == kPeters) {
      steer::FeelerAvoidanceResult r = steer::FeelerAvoidance(a, w.obstacles, PetersFeeler(p));
      out.push_back(ReadoutF(Tr("explain.avoid.feeler"), double(PetersFeeler(p))));
      if (r.closest >= 0)
        out.push_back(ReadoutF(Tr("explain.avoid.avoiding_brake"), r.closest,
                               double(steer::Length(r.force)), double(r.brake)));
      else
        out.push_back(ReadoutF("%s", Tr("explain.avoid.feeler_clear")));
    }
  }

  void Metrics(const steer::World& w, const Params& p, std::vector<Metric>& out) const override {
    out.push_back({"agent-steps inside an obstacle", float(insideSteps_)});
    Demo::Metrics(w, p, out);
  }

  void Status(const steer::World& w, char* buf, int size) const override {
    // Agents whose centre is inside an obstacle: now, and agent-steps since the start. The
    // avoidance works when both stay near 0; with Method none they climb.
    int inside = 0;
    for (const steer::Agent& a : w.agents)
      for (const steer::Obstacle& o : w.obstacles) inside += Inside(a, o) ? 1 : 0;
    std::snprintf(buf, size_t(size), Tr("status.avoid"), inside,
                  (long long)insideSteps_);
  }

  // [SECTION] code to take home (code_spec.h)
  bool Code(const steer::World& w, const Params& p, int agent, CodeRequest& r) const override {
    CodeSpec& s = AgentCode(w, agent, r);
    s.maxSpeed = p[kSpeed];
    if (p[kMethod] >= 2.0f) {
      s.behaviour = CodeBehaviour::Wander;
      s.wander = kWander;
      s.from = "Avoid demo with avoidance off: the agents only wander (and keep off the walls).";
      return true;
    }
    bool peters = p[kMethod] == 1.0f;
    s.behaviour = peters ? CodeBehaviour::FeelerAvoidance : CodeBehaviour::ObstacleAvoidance;
    s.box = p[kBox];
    s.feeler = 2.0f * s.box;  // as long as the box at full speed, as the step's feeler
    s.gain = p[kWeight];
    s.from = peters ? "Avoid demo: Peters' feeler, times the avoidance weight (the demo puts walls first and wanders)."
                    : "Avoid demo: Buckland's box, times the avoidance weight (the demo puts walls first and wanders).";
    return true;
  }

  // [SECTION] description
  void Describe(const steer::World& w, const Params& p, char* buf, int size) const override {
    Method method = Method(int(p[kMethod]));
    int inside = 0, avoiding = 0;
    for (const steer::Agent& a : w.agents) {
      for (const steer::Obstacle& o : w.obstacles) inside += Inside(a, o) ? 1 : 0;
      if (method == kBuckland && steer::ObstacleAvoidance(a, w.obstacles, p[kBox]).closest >= 0) ++avoiding;
      if (method == kPeters && steer::FeelerAvoidance(a, w.obstacles, PetersFeeler(p)).closest >= 0) ++avoiding;
    }
    char how[96];
    if (method == kBuckland)
      std::snprintf(how, sizeof how, Tr("describe.avoid.buckland"), double(p[kBox]));
    else if (method == kPeters)
      std::snprintf(how, sizeof how, Tr("describe.avoid.peters"), double(PetersFeeler(p)));
    else
      std::snprintf(how, sizeof how, "%s", Tr("describe.avoid.none"));
    int n = std::snprintf(buf, size_t(size),
                          Tr("describe.avoid"),
                          int(w.agents.size()), int(w.obstacles.size()), how, avoiding, inside);
    if (!w.agents.empty() && n >= 0 && n < size)
      std::snprintf(buf + n, size_t(size - n), Tr("describe.first"),
                    double(w.agents[0].pos.x), double(w.agents[0].pos.y), CompassWord(w.agents[0].heading));
  }

 private:
  std::vector<steer::FeelerAvoidanceResult> feelers_;  // Peters: this step's results, per agent
  int64_t insideSteps_ = 0;
};

}  // namespace

// [SECTION] lesson
DemoDesc AvoidDemoDesc() {
  DemoDesc d;
  d.id = "avoid";
  d.params.assign(std::begin(kParams), std::end(kParams));
  d.layers = kLayerVelocity | kLayerFeelers | kLayerTrails;
  d.world.edges = steer::Edges::Bounce;
  d.make = [] { return std::unique_ptr<Demo>(new AvoidDemo); };
  return d;
}

}  // namespace demos
