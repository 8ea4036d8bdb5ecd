// Path following — agents visit waypoints in order. Click empty space to add a waypoint, drag
// waypoints to move them.
// Lesson: seek the current waypoint; once within the arrival distance, move on to the next. On
// an open path the last waypoint is approached with arrive, so the agent stops on it. A large
// arrival distance cuts corners; a small one at high speed overshoots and circles back.
// Controls that matter: arrival distance, loop, speed, max force.
#include <cstdio>

#include "demos/common.h"
#include "demos/demos.h"
#include "strings/strings.h"

namespace demos {
namespace {

// [SECTION] parameters: link and API keys, in panel order
constexpr ParamSpec kParams[] = {
    {.name = "loop",
     .kind = ParamKind::Toggle,
     .min = 0,
     .max = 1,
     .def = 1},
    {.name = "arrival",
     .min = 2.0f,
     .max = 150.0f,
     .def = 30.0f},
    {.name = "maxSpeed",
     .min = 10.0f,
     .max = 400.0f,
     .def = 150.0f},
    {.name = "force",
     .min = 10.0f,
     .max = 2000.0f,
     .def = 300.0f},
    {.name = "count",
     .kind = ParamKind::Int,
     .min = 1,
     .max = 10,
     .def = 3,
     .rebuild = true},
};
// Indices into the Params of Setup and Step, found by name when this compiles.
constexpr int kLoop = ParamIndex(kParams, "loop"), kArrival = ParamIndex(kParams, "arrival"),
              kSpeed = ParamIndex(kParams, "maxSpeed"), kForce = ParamIndex(kParams, "force"),
              kCount = ParamIndex(kParams, "count");

// [SECTION] setup

class PathDemo : public DemoOf<PathDemo> {
 public:
  void Setup(steer::World& w, const Params& p) override {
    w.path.points = {{150, 150}, {450, 110}, {820, 180}, {860, 480}, {560, 590}, {250, 520}};
    w.path.loop = p[kLoop] != 0.0f;
    int n = int(p[kCount]);
    for (int i = 0; i < n; ++i) {
      steer::AgentDef a;
      a.role = steer::Role::Seeker;
      a.pos = {80.0f + 25.0f * float(i), 330.0f + w.rng.Uniform(-40.0f, 40.0f)};
      a.heading = {0.0f, -1.0f};
      a.maxSpeed = p[kSpeed];
      a.maxForce = p[kForce];
      a.radius = 9.0f;
      steer::AddAgent(w, a);
    }
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    w.path.loop = p[kLoop] != 0.0f;
    for (steer::Agent& a : w.agents) {
      a.maxSpeed = p[kSpeed];
      a.maxForce = p[kForce];
    }
    steer::Step(w, [&](steer::World& world, int i) {
      return steer::FollowPath(world.agents[i], world.path, p[kArrival]).force;
    });
  }

  // [SECTION] what the page draws and reports
  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int selected,
                Overlay& out) const override {
    if (!(layers & kLayerPath)) return;
    for (size_t k = 0; k < w.path.points.size(); ++k) {
      out.Circle(Ink::Path, w.path.points[k], p[kArrival]);
      LabelF(out, Ink::Path, w.path.points[k] + Vec2{8.0f, 6.0f}, "%d", int(k + 1));
    }
    for (const steer::Agent& a : w.agents) {
      if (selected >= 0 && a.id != selected) continue;
      if (a.waypoint < int(w.path.points.size())) out.Line(Ink::Desired, a.pos, w.path.points[a.waypoint]);
    }
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    if (w.agents.empty() || w.path.points.empty()) return;
    const steer::Agent& a = w.agents[0];
    float d = steer::Distance(a.pos, w.path.points[a.waypoint]);
    out.push_back(ReadoutF(Tr("formula.path.seek"), a.waypoint + 1, double(d)));
    out.push_back(ReadoutF(Tr("formula.path.next"), double(p[kArrival])));
    out.push_back(
        ReadoutF("%s", Tr(p[kLoop] != 0.0f ? Key("formula.path.loop") : Key("formula.path.open"))));
  }

  void Explain(const steer::World& w, const Params&, int agent, std::vector<Readout>& out) const override {
    const steer::Agent& a = w.agents[agent];
    if (w.path.points.empty()) return;
    out.push_back(ReadoutF(Tr("explain.path.heading"), a.waypoint + 1, int(w.path.points.size())));
    out.push_back(ReadoutF(Tr("explain.distance"), double(steer::Distance(a.pos, w.path.points[a.waypoint]))));
  }

  void Status(const steer::World& w, char* buf, int size) const override {
    std::snprintf(buf, size_t(size), Tr("status.path"),
                  int(w.path.points.size()));
  }

  // [SECTION] code to take home (code_spec.h)
  bool Code(const steer::World& w, const Params& p, int agent, CodeRequest& r) const override {
    CodeSpec& s = AgentCode(w, agent, r);
    s.maxSpeed = p[kSpeed];
    s.behaviour = CodeBehaviour::FollowPath;
    s.arrival = p[kArrival];
    s.loop = p[kLoop] != 0.0f;
    s.from = "Path demo.";
    return true;
  }

  // [SECTION] description
  void Describe(const steer::World& w, const Params& p, char* buf, int size) const override {
    int n = std::snprintf(buf, size_t(size),
                          Tr("describe.path"),
                          int(w.agents.size()), Tr(p[kLoop] != 0.0f ? Key("describe.path.closed") : Key("describe.path.open")),
                          int(w.path.points.size()), double(p[kArrival]));
    if (!w.agents.empty() && !w.path.points.empty() && n >= 0 && n < size) {
      const steer::Agent& a = w.agents[0];
      int k = a.waypoint < int(w.path.points.size()) ? a.waypoint : int(w.path.points.size()) - 1;
      std::snprintf(buf + n, size_t(size - n),
                    Tr("describe.path.first"), k + 1,
                    double(steer::Distance(a.pos, w.path.points[k])), double(a.Speed()));
    }
  }
};

}  // namespace

// [SECTION] lesson
DemoDesc PathDemoDesc() {
  DemoDesc d;
  d.id = "path";
  d.params.assign(std::begin(kParams), std::end(kParams));
  d.layers = kLayerVelocity | kLayerPath | kLayerTrails;
  d.world.edges = steer::Edges::Bounce;
  d.clickAddsWaypoints = true;
  d.make = [] { return std::unique_ptr<Demo>(new PathDemo); };
  return d;
}

}  // namespace demos
