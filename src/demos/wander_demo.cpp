// Wander — agents meander smoothly instead of twitching.
// Lesson: each agent is pulled towards a target on a circle projected ahead of it (the force is
// target - position, Buckland's form, not a seek); every step the target is
// nudged by a small random displacement (jitter) and put back on the circle, so the heading
// changes gradually. Radius: how sharp turns can be; distance: how steady; jitter: how nervous.
// Controls that matter: wander radius, distance, jitter, count.
#include <cstdio>

#include "demos/common.h"
#include "demos/demos.h"
#include "strings/strings.h"

namespace demos {
namespace {

// [SECTION] parameters: link and API keys, in panel order
constexpr ParamSpec kParams[] = {
    {.name = "count",
     .kind = ParamKind::Int,
     .min = 1,
     .max = 60,
     .def = 6,
     .rebuild = true},
    {.name = "radius",
     .min = 0.0f,
     .max = 200.0f,
     .def = 40.0f},
    {.name = "distance",
     .min = 0.0f,
     .max = 400.0f,
     .def = 80.0f},
    {.name = "jitter",
     .min = 0.0f,
     .max = 2000.0f,
     .def = 300.0f},
    {.name = "maxSpeed",
     .min = 0.0f,
     .max = 400.0f,
     .def = 90.0f},
};
// Indices into the Params of Setup and Step, found by name when this compiles.
constexpr int kCount = ParamIndex(kParams, "count"), kRadius = ParamIndex(kParams, "radius"),
              kDistance = ParamIndex(kParams, "distance"), kJitter = ParamIndex(kParams, "jitter"),
              kSpeed = ParamIndex(kParams, "maxSpeed");

// [SECTION] setup

steer::WanderDef WanderFrom(const Params& p) { return {p[kRadius], p[kDistance], p[kJitter]}; }

class WanderDemo : public DemoOf<WanderDemo> {
 public:
  void Setup(steer::World& w, const Params& p) override {
    int n = int(p[kCount]);
    for (int i = 0; i < n; ++i) {
      steer::AgentDef a;
      a.role = steer::Role::Wanderer;
      a.pos = {w.rng.Uniform(60.0f, w.def.width - 60.0f), w.rng.Uniform(60.0f, w.def.height - 60.0f)};
      a.vel = w.rng.UnitVector() * (p[kSpeed] * 0.5f);
      a.maxSpeed = p[kSpeed];
      a.maxForce = 200.0f;
      a.radius = 9.0f;
      steer::AddAgent(w, a);
    }
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    steer::WanderDef def = WanderFrom(p);
    for (steer::Agent& a : w.agents) a.maxSpeed = p[kSpeed];
    steer::Step(w, [&](steer::World& world, int i) {
      return steer::Wander(world.agents[i], def, world.rng, world.def.dt).force;
    });
  }

  // [SECTION] what the page draws and reports
  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int selected,
                Overlay& out) const override {
    if (!(layers & kLayerWander)) return;
    steer::WanderDef def = WanderFrom(p);
    for (const steer::Agent& a : w.agents)
      if (selected < 0 || a.id == selected) AnnotateWander(a, def, out);
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    float step = p[kJitter] * w.def.dt;
    out.push_back(ReadoutF("%s", Tr("formula.wander.jitter")));
    out.push_back(ReadoutF("%s", Tr("formula.wander.rand")));
    out.push_back(ReadoutF(Tr("formula.wander.at_most"), double(p[kJitter]),
                           double(w.def.dt), double(step)));
    out.push_back(ReadoutF(Tr("formula.wander.circle"), double(p[kRadius])));
    out.push_back(ReadoutF(Tr("formula.wander.ahead"), double(p[kDistance])));
    out.push_back(ReadoutF("%s", Tr("formula.wander.force")));
  }

  void Explain(const steer::World& w, const Params& p, int agent, std::vector<Readout>& out) const override {
    steer::WanderResult r = steer::WanderPose(w.agents[agent], WanderFrom(p));
    out.push_back(ReadoutF(Tr("explain.wander.force"), double(steer::Length(r.force))));
  }

  // [SECTION] code to take home (code_spec.h)
  bool Code(const steer::World& w, const Params& p, int agent, CodeRequest& r) const override {
    AgentCode(w, agent, r);
    r.spec.maxSpeed = p[kSpeed];  // the knob's now, also before the next step applies it
    r.spec.behaviour = CodeBehaviour::Wander;
    r.spec.wander = {p[kRadius], p[kDistance], p[kJitter]};
    r.spec.from = "Wander demo.";
    return true;
  }

  // [SECTION] description
  void Describe(const steer::World& w, const Params& p, char* buf, int size) const override {
    float speed = 0.0f;
    for (const steer::Agent& a : w.agents) speed += a.Speed();
    if (!w.agents.empty()) speed /= float(w.agents.size());
    int n = std::snprintf(
        buf, size_t(size),
        Tr("describe.wander"),
        int(w.agents.size()), double(speed), double(p[kRadius]), double(p[kDistance]), double(p[kJitter]));
    if (!w.agents.empty() && n >= 0 && n < size) {
      // Where the first one is and which way it goes: what changes from step to step.
      const steer::Agent& a = w.agents[0];
      std::snprintf(buf + n, size_t(size - n), Tr("describe.first"), double(a.pos.x), double(a.pos.y),
                    CompassWord(a.heading));
    }
  }
};

}  // namespace

// [SECTION] lesson
DemoDesc WanderDemoDesc() {
  DemoDesc d;
  d.id = "wander";
  d.params.assign(std::begin(kParams), std::end(kParams));
  d.layers = kLayerVelocity | kLayerWander | kLayerTrails;
  d.world.edges = steer::Edges::Wrap;
  d.make = [] { return std::unique_ptr<Demo>(new WanderDemo); };
  return d;
}

}  // namespace demos
