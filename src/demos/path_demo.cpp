// Path following, two ways — agents follow the path; click empty space to add a waypoint, drag
// waypoints to move them.
// Lesson (method=waypoints, Buckland ch. 3): seek the current waypoint; once within the arrival
// distance, move on to the next. On an open path the last waypoint is approached with arrive, so
// the agent stops on it. A large arrival distance cuts corners; a small one at high speed
// overshoots and circles back.
// Lesson (method=reynolds, Reynolds 1999, OpenSteer's steerToFollowPath): the path is a corridor
// `radius` wide either side of its spine. Predict the position 0.5 s ahead, project it onto the
// spine; inside the corridor and moving along it, no force; otherwise seek the point T * speed
// further along the spine. A wide corridor lets agents drift; a narrow one makes them weave.
// Path following gives no force inside the corridor, so alone an agent slows down and stops
// (path.h): as OpenSteer's pedestrians push along forward() every step, an agent the path leaves
// alone here keeps its speed by a cruise term, heading * (maxSpeed - speed) * 2 /s
// (PathwayWithCruise, common.h; when the path steers, its seek already asks for full speed, times
// a steering gain of 10 as the seek demo's, without which agents weave far out of a narrow
// corridor).
// Controls that matter: method, radius, arrival distance, loop, speed, max force.
#include <cstdio>

#include "demos/common.h"
#include "demos/demos.h"
#include "steer/path.h"
#include "strings/strings.h"

namespace demos {
namespace {

// [SECTION] parameters: link and API keys, in panel order
const char* const kMethodChoices[] = {"waypoints", "reynolds"};
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
    // Appended (issue #35): older links keep their meaning, and `waypoints` is the default.
    {.name = "method",
     .kind = ParamKind::Choice,
     .min = 0,
     .max = 1,
     .def = 0,
     .choices = kMethodChoices},
    {.name = "radius",
     .min = 0.0f,
     .max = 150.0f,
     .def = 30.0f},
};
// Indices into the Params of Setup and Step, found by name when this compiles.
constexpr int kLoop = ParamIndex(kParams, "loop"), kArrival = ParamIndex(kParams, "arrival"),
              kSpeed = ParamIndex(kParams, "maxSpeed"), kForce = ParamIndex(kParams, "force"),
              kCount = ParamIndex(kParams, "count"), kMethod = ParamIndex(kParams, "method"),
              kRadius = ParamIndex(kParams, "radius");

constexpr float kPredictTime = 0.5f;  // seconds: Reynolds' prediction P = pos + vel * T
constexpr float kEndReach = 20.0f;   // world units beyond the corridor: Reynolds' agents reach the end
constexpr float kCruiseGain = 2.0f;   // per second: the cruise term, heading * (maxSpeed - speed) * gain
// Per second: the path's seek times this (Buckland's tweaker, the seek demo's default gain). At 1
// the velocity lags a second behind the desired one and, measured over 60 s with radius 20, 44 %
// of agent samples are outside the corridor; at 10, none.
constexpr float kSteeringGain = 10.0f;

bool Reynolds(const Params& p) { return p[kMethod] > 0.5f; }
steer::PathFollowDef PathwayDef(const Params& p) { return {p[kRadius], kPredictTime, 1}; }
/// The cruise term (PathwayWithCruise, common.h): back towards maxSpeed along the heading.
Vec2 Cruise(const steer::Agent& a) { return a.heading * ((a.maxSpeed - a.Speed()) * kCruiseGain); }

// [SECTION] setup

class PathDemo : public DemoOf<PathDemo> {
 public:
  void Setup(steer::World& w, const Params& p) override {
    w.path.points = {{150, 150}, {450, 110}, {820, 180}, {860, 480}, {560, 590}, {250, 520}};
    w.path.loop = On(p[kLoop]);
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
    atEnd_.assign(w.agents.size(), 0);
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    w.path.loop = On(p[kLoop]);
    for (steer::Agent& a : w.agents) {
      a.maxSpeed = p[kSpeed];
      a.maxForce = p[kForce];
    }
    if (!Reynolds(p)) {
      steer::Step(w, [&](steer::World& world, int i) {
        return steer::FollowPath(world.agents[i], world.path, p[kArrival]).force;
      });
      MarkPathEnds(w, p[kArrival]);
      return;
    }
    steer::PathFollowDef def = PathwayDef(p);
    steer::Step(w, [&](steer::World& world, int i) {
      return PathwayWithCruise(world.agents[size_t(i)], world.path, def, kSteeringGain, kCruiseGain);
    });
    MarkPathEnds(w, p[kRadius] + kEndReach);
  }

  /// An agent reaches the path's end: it comes within `reach` of the last point (the arrival
  /// distance, where the waypoints method moves on or stops; the corridor's radius and a little
  /// for Reynolds', which cuts corners), a mark on the timeline; again once it has gone twice as
  /// far away (on a loop, the next lap).
  void MarkPathEnds(const steer::World& w, float reach) {
    if (w.path.points.empty()) return;
    Vec2 end = w.path.points.back();
    for (size_t i = 0; i < atEnd_.size() && i < w.agents.size(); ++i) {
      float d = steer::Distance(w.agents[i].pos, end);
      if (!atEnd_[i] && d < reach) Mark(EventKind::PathEnd, int(i));
      atEnd_[i] = d < reach || (atEnd_[i] && d < 2.0f * reach);
    }
  }

  // [SECTION] what the page draws and reports
  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int selected,
                Overlay& out) const override {
    if (Reynolds(p)) return AnnotatePathway(w, p, layers, selected, out);
    if (!(layers & kLayerPath)) return;
    for (size_t k = 0; k < w.path.points.size(); ++k) {
      out.Circle(Ink::Path, w.path.points[k], p[kArrival]);
      LabelF(out, Ink::Path, w.path.points[k], "%d", int(k + 1));
    }
    for (const steer::Agent& a : w.agents) {
      if (selected >= 0 && a.id != selected) continue;
      if (a.waypoint < int(w.path.points.size())) out.Line(Ink::Desired, a.pos, w.path.points[a.waypoint]);
    }
  }

  /// Reynolds' way: the corridor (its two edges and round joints), and for each agent (or the
  /// selected one) the prediction P, its projection Q on the spine and, when steering, the target.
  void AnnotatePathway(const steer::World& w, const Params& p, uint32_t layers, int selected, Overlay& out) const {
    float r = p[kRadius];
    size_t n = w.path.points.size();
    if (layers & kLayerPath) {
      size_t segments = n < 2 ? 0 : (w.path.loop ? n : n - 1);
      for (size_t k = 0; k < segments; ++k) {
        Vec2 a = w.path.points[k], b = w.path.points[(k + 1) % n];
        Vec2 side = steer::Perp(steer::Normalize(b - a)) * r;
        out.Line(Ink::Path, a + side, b + side);
        out.Line(Ink::Path, a - side, b - side);
      }
      for (size_t k = 0; k < n; ++k) {
        if (r > 0.0f) out.Circle(Ink::Path, w.path.points[k], r);
        LabelF(out, Ink::Path, w.path.points[k], "%d", int(k + 1));
      }
    }
    if (!(layers & (kLayerPredicted | kLayerDesired))) return;
    steer::PathFollowDef def = PathwayDef(p);
    for (const steer::Agent& a : w.agents) {
      if (selected >= 0 && a.id != selected) continue;
      steer::PathFollowResult f = steer::FollowPathway(a, w.path, def);
      if (f.segment < 0) continue;
      if (layers & kLayerPredicted) {
        out.Line(Ink::Predicted, a.pos, f.predicted);
        out.Cross(Ink::Predicted, f.predicted, 6.0f);
        out.Line(f.inside ? Ink::Muted : Ink::Threat, f.predicted, f.onPath);
        out.Disc(Ink::Path, f.onPath, 3.0f);
      }
      if ((layers & kLayerDesired) && f.steering) {
        out.Line(Ink::Desired, a.pos, f.target);
        out.Cross(Ink::Target, f.target, 7.0f);
        if (selected >= 0) out.Label(Ink::Target, f.target, Tr("label.path.target"));
      }
    }
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    if (w.agents.empty() || w.path.points.empty()) return;
    if (Reynolds(p)) return PathwayFormula(w, p, out);
    const steer::Agent& a = w.agents[0];
    float d = steer::Distance(a.pos, w.path.points[a.waypoint]);
    out.push_back(ReadoutF(Tr("formula.path.seek"), a.waypoint + 1, double(d)));
    out.push_back(ReadoutF(Tr("formula.path.next"), double(p[kArrival])));
    out.push_back(
        ReadoutF("%s", Tr(On(p[kLoop]) ? Key("formula.path.loop") : Key("formula.path.open"))));
  }

  /// The formula with agent 0's numbers: prediction, projection, outside, the decision, cruise.
  void PathwayFormula(const steer::World& w, const Params& p, std::vector<Readout>& out) const {
    const steer::Agent& a = w.agents[0];
    steer::PathFollowResult f = steer::FollowPathway(a, w.path, PathwayDef(p));
    out.push_back(ReadoutF(Tr("formula.path.predict"), double(kPredictTime), double(f.predicted.x),
                           double(f.predicted.y)));
    out.push_back(ReadoutF(Tr("formula.path.outside"), double(f.outside + p[kRadius]), double(p[kRadius]),
                           double(f.outside)));
    if (f.steering) {
      out.push_back(ReadoutF(Tr(f.inside ? Key("formula.path.wrong_way") : Key("formula.path.steer")),
                             double(kPredictTime * a.Speed())));
      out.push_back(ReadoutF(Tr("formula.path.gain"), double(kSteeringGain)));
      return;
    }
    out.push_back(ReadoutF("%s", Tr("formula.path.inside")));
    out.push_back(ReadoutF(Tr("formula.path.cruise"), double(a.maxSpeed), double(a.Speed()),
                           double(kCruiseGain), double(steer::Length(Cruise(a)))));
  }

  void Explain(const steer::World& w, const Params& p, int agent, std::vector<Readout>& out) const override {
    const steer::Agent& a = w.agents[agent];
    if (w.path.points.empty()) return;
    if (Reynolds(p)) {
      steer::PathFollowResult f = steer::FollowPathway(a, w.path, PathwayDef(p));
      float off = steer::NearestOnPath(w.path, a.pos).distance;
      out.push_back(ReadoutF(Tr("explain.path.corridor"), double(off), double(p[kRadius])));
      out.push_back(ReadoutF("%s", Tr(!f.steering ? Key("explain.path.inside")
                                      : f.inside  ? Key("explain.path.wrong_way")
                                                  : Key("explain.path.steers"))));
      return;
    }
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
    s.maxForce = p[kForce];  // the knob's now (the agents take it at the next step)
    s.maxSpeed = p[kSpeed];
    s.loop = On(p[kLoop]);
    if (Reynolds(p)) {
      s.behaviour = CodeBehaviour::FollowPathway;
      s.pathway = PathwayDef(p);
      s.cruise = kCruiseGain;
      s.gain = kSteeringGain;
      s.from = "Path demo, Reynolds' way (path first, then the cruise term).";
      return true;
    }
    s.behaviour = CodeBehaviour::FollowPath;
    s.arrival = p[kArrival];
    s.from = "Path demo.";
    return true;
  }

  // [SECTION] description
  void Describe(const steer::World& w, const Params& p, char* buf, int size) const override {
    if (Reynolds(p)) {
      int outside = 0;
      for (const steer::Agent& a : w.agents) outside += steer::NearestOnPath(w.path, a.pos).distance > p[kRadius] ? 1 : 0;
      int n = std::snprintf(buf, size_t(size), Tr("describe.path.reynolds"), int(w.agents.size()),
                            Tr(On(p[kLoop]) ? Key("describe.path.closed") : Key("describe.path.open")),
                            int(w.path.points.size()), double(p[kRadius]), outside);
      if (!w.agents.empty() && !w.path.points.empty() && n >= 0 && n < size) {
        const steer::Agent& a = w.agents[0];
        std::snprintf(buf + n, size_t(size - n), Tr("describe.path.first_reynolds"),
                      double(steer::NearestOnPath(w.path, a.pos).distance), double(a.Speed()));
      }
      return;
    }
    int n = std::snprintf(buf, size_t(size),
                          Tr("describe.path"),
                          int(w.agents.size()), Tr(On(p[kLoop]) ? Key("describe.path.closed") : Key("describe.path.open")),
                          int(w.path.points.size()), double(p[kArrival]));
    if (!w.agents.empty() && !w.path.points.empty() && n >= 0 && n < size) {
      const steer::Agent& a = w.agents[0];
      int k = a.waypoint < int(w.path.points.size()) ? a.waypoint : int(w.path.points.size()) - 1;
      std::snprintf(buf + n, size_t(size - n),
                    Tr("describe.path.first"), k + 1,
                    double(steer::Distance(a.pos, w.path.points[k])), double(a.Speed()));
    }
  }

 private:
  std::vector<uint8_t> atEnd_;  // per agent: at the path's end now (MarkPathEnds), marked once
};

}  // namespace

// [SECTION] lesson
DemoDesc PathDemoDesc() {
  DemoDesc d;
  d.id = "path";
  d.params.assign(std::begin(kParams), std::end(kParams));
  // Predicted and desired: Reynolds' prediction, projection and target (the waypoints draw neither).
  d.layers = kLayerVelocity | kLayerPath | kLayerTrails | kLayerPredicted | kLayerDesired;
  d.world.edges = steer::Edges::Bounce;
  d.clickAddsWaypoints = true;
  d.make = [] { return std::unique_ptr<Demo>(new PathDemo); };
  return d;
}

}  // namespace demos
