// Wall following — agents travel along the walls of a room, at a set distance from them.
// Lesson: predict where the agent will be in T seconds (P = pos + vel * T), find the nearest
// point Q on any wall to P, and seek the point `offset` units off the wall from Q (along the
// wall's normal, into the room). Q slides along the wall ahead of the agent, so it travels along
// the wall at the offset, round corners too; a longer look-ahead cuts corners.
// Controls that matter: offset, look-ahead, speed.
#include <cmath>
#include <cstdio>

#include "demos/common.h"
#include "demos/demos.h"
#include "steer/region.h"
#include "strings/strings.h"

namespace demos {
namespace {

// [SECTION] parameters: link and API keys, in panel order
constexpr ParamSpec kParams[] = {
    {.name = "count",
     .kind = ParamKind::Int,
     .min = 1,
     .max = 30,
     .def = 6,
     .rebuild = true},
    {.name = "offset",
     .min = 0.0f,
     .max = 150.0f,
     .def = 40.0f},
    {.name = "lookahead",
     .min = 0.0f,
     .max = 2.0f,
     .def = 0.5f},
    {.name = "maxSpeed",
     .min = 10.0f,
     .max = 400.0f,
     .def = 110.0f},
};
// Indices into the Params of Setup and Step, found by name when this compiles.
constexpr int kCount = ParamIndex(kParams, "count"), kOffset = ParamIndex(kParams, "offset"),
              kLookAhead = ParamIndex(kParams, "lookahead"), kSpeed = ParamIndex(kParams, "maxSpeed");

// [SECTION] setup
// An irregular room (with an alcove and a jutting corner), in the 1000 x 700 world.
const std::vector<Vec2> kRoom{{60, 60},   {560, 60},  {560, 200}, {760, 200}, {760, 60}, {940, 60},
                              {940, 640}, {620, 640}, {480, 480}, {340, 640}, {60, 640}};

steer::WallFollowDef FollowDef(const Params& p) { return {p[kOffset], p[kLookAhead]}; }

class WallsDemo : public DemoOf<WallsDemo> {
 public:
  void Setup(steer::World& w, const Params& p) override {
    w.walls = steer::WallsInside(kRoom);
    int n = int(p[kCount]);
    for (int i = 0; i < n; ++i) {
      steer::AgentDef a;
      a.role = steer::Role::Follower;
      a.pos = {w.rng.Uniform(150.0f, 850.0f), w.rng.Uniform(280.0f, 420.0f)};
      a.vel = w.rng.UnitVector() * (p[kSpeed] * 0.5f);
      a.maxSpeed = p[kSpeed];
      a.maxForce = 300.0f;
      a.radius = 8.0f;
      steer::AddAgent(w, a);
    }
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    steer::WallFollowDef def = FollowDef(p);
    for (steer::Agent& a : w.agents) a.maxSpeed = p[kSpeed];
    steer::Step(w, [&](steer::World& world, int i) {
      return steer::WallFollowing(world.agents[size_t(i)], world.walls, def).force;
    });
  }

  // [SECTION] what the page draws and reports
  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int selected,
                Overlay& out) const override {
    if (!(layers & kLayerPredicted)) return;
    steer::WallFollowDef def = FollowDef(p);
    for (const steer::Agent& a : w.agents) {
      if (selected >= 0 && a.id != selected) continue;
      steer::WallFollowResult r = steer::WallFollowing(a, w.walls, def);
      if (r.wall < 0) continue;
      out.Line(Ink::Predicted, a.pos, r.predicted);
      out.Cross(Ink::Predicted, r.predicted, 6.0f);
      out.Line(Ink::Muted, r.predicted, r.onWall);
      out.Line(Ink::Target, r.onWall, r.target);  // the offset
      out.Disc(Ink::Target, r.target, 4.0f);
      if (selected >= 0) {
        // Beside the offset's line, on the side away from the agent (which rides near the target).
        Vec2 mid = (r.onWall + r.target) * 0.5f, side = steer::Perp(steer::Normalize(r.target - r.onWall));
        if (steer::Dot(a.pos - mid, side) > 0.0f) side = -side;
        LabelF(out, Ink::Target, mid + side * 16.0f, Tr("label.walls.offset"), double(p[kOffset]));
      }
    }
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    out.push_back(ReadoutF("%s", Tr("formula.walls.predict")));
    out.push_back(ReadoutF("%s", Tr("formula.walls.target")));
    if (w.agents.empty()) return;
    const steer::Agent& a = w.agents[0];
    steer::WallFollowResult r = steer::WallFollowing(a, w.walls, FollowDef(p));
    if (r.wall < 0) return;
    out.push_back(ReadoutF(Tr("formula.walls.agent"), double(a.Speed()), double(p[kLookAhead])));
    out.push_back(ReadoutF(Tr("formula.walls.ahead"), double(a.Speed()), double(p[kLookAhead]),
                           double(steer::Distance(a.pos, r.predicted))));
    out.push_back(ReadoutF(Tr("formula.walls.from"), r.wall, double(r.distance), double(p[kOffset])));
  }

  void Explain(const steer::World& w, const Params& p, int agent, std::vector<Readout>& out) const override {
    steer::WallFollowResult r = steer::WallFollowing(w.agents[size_t(agent)], w.walls, FollowDef(p));
    out.push_back(ReadoutF(Tr("explain.walls.wall"), r.wall, double(r.distance)));
  }

  /// An agent's distance from the nearest wall (segment).
  static float WallDistance(const steer::World& w, const steer::Agent& a) {
    float best = 1e30f;
    for (const steer::Wall& wall : w.walls)
      best = std::fmin(best, steer::Distance(a.pos, steer::ClosestPointOnSegment(wall.a, wall.b, a.pos)));
    return best;
  }
  /// Mean |distance from the nearest wall - offset|: 0 when everyone is exactly at the offset.
  float MeanError(const steer::World& w, const Params& p) const {
    if (w.agents.empty()) return 0.0f;
    float sum = 0.0f;
    for (const steer::Agent& a : w.agents) sum += std::fabs(WallDistance(w, a) - p[kOffset]);
    return sum / float(w.agents.size());
  }

  void Metrics(const steer::World& w, const Params& p, std::vector<Metric>& out) const override {
    out.push_back({"mean error from the offset", MeanError(w, p)});
    Demo::Metrics(w, p, out);
  }

  // [SECTION] code to take home (code_spec.h)
  bool Code(const steer::World& w, const Params& p, int agent, CodeRequest& r) const override {
    CodeSpec& s = AgentCode(w, agent, r);
    s.maxSpeed = p[kSpeed];
    s.behaviour = CodeBehaviour::WallFollowing;
    s.wall = {p[kOffset], p[kLookAhead]};
    s.from = "Walls demo.";
    return true;
  }

  // [SECTION] description
  void Describe(const steer::World& w, const Params& p, char* buf, int size) const override {
    int n = std::snprintf(buf, size_t(size),
                          Tr("describe.walls"),
                          int(w.agents.size()), double(p[kOffset]), double(MeanError(w, p)));
    if (!w.agents.empty() && n >= 0 && n < size)
      std::snprintf(buf + n, size_t(size - n), Tr("describe.first"),
                    double(w.agents[0].pos.x), double(w.agents[0].pos.y), CompassWord(w.agents[0].heading));
  }
};

}  // namespace

// [SECTION] lesson
DemoDesc WallsDemoDesc() {
  DemoDesc d;
  d.id = "walls";
  d.params.assign(std::begin(kParams), std::end(kParams));
  d.layers = kLayerVelocity | kLayerPredicted | kLayerTrails;
  d.world.edges = steer::Edges::Bounce;
  d.make = [] { return std::unique_ptr<Demo>(new WallsDemo); };
  return d;
}

}  // namespace demos
