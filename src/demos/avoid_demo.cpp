// Obstacle avoidance — wanderers weave between obstacles and keep off the walls.
// Lesson: each agent projects a detection box ahead of itself, as wide as its body and longer
// the faster it goes (minLength * (1 + speed / maxSpeed)). The closest obstacle that overlaps
// the box pushes it sideways (more the closer it is) and brakes it. Three feelers do the same
// for walls: the deeper a feeler goes through a wall, the harder the push along the wall's normal.
// Priorities: walls, then obstacles, then wander (Buckland's prioritized truncated sum).
// Controls that matter: detection box length, avoidance weight, speed. Drag the obstacles.
#include <cstdio>

#include "demos/common.h"
#include "demos/demos.h"
#include "steer/avoidance.h"
#include "steer/combine.h"

namespace demos {
namespace {

// [SECTION] setup
enum P { kCount, kBox, kWeight, kSpeed, kObstacleCount };
const steer::WanderDef kWander{30.0f, 70.0f, 250.0f};
constexpr float kWallInset = 10.0f;
constexpr float kFeelerLength = 45.0f;

class AvoidDemo : public Demo {
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
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    for (steer::Agent& a : w.agents) a.maxSpeed = p[kSpeed];
    steer::Step(w, [&](steer::World& world, int i) {
      steer::Agent& a = world.agents[i];
      steer::WeightedForce f[3] = {
          {steer::WallAvoidance(a, world.walls, kFeelerLength), p[kWeight]},
          {steer::ObstacleAvoidance(a, world.obstacles, p[kBox]).force, p[kWeight]},
          {steer::Wander(a, kWander, world.rng, world.def.dt).force, 1.0f},
      };
      return steer::Combine(steer::Combination::Prioritized, f, 3, a.maxForce, world.rng);
    });
  }

  // [SECTION] what the page draws and reports
  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int selected,
                Overlay& out) const override {
    if (!(layers & kLayerFeelers)) return;
    for (const steer::Agent& a : w.agents) {
      if (selected >= 0 && a.id != selected) continue;
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
      steer::Feelers f = steer::MakeFeelers(a, kFeelerLength);
      for (Vec2 tip : f.tip) out.Line(Ink::Feeler, a.pos, tip);
    }
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    if (w.agents.empty()) return;
    const steer::Agent& a = w.agents[0];
    float L = steer::ObstacleAvoidance(a, w.obstacles, p[kBox]).boxLength;
    out.push_back(ReadoutF("box = min (1 + speed / maxSpeed)"));
    out.push_back(ReadoutF("  = %.0f (1 + %.0f / %.0f) = %.0f", double(p[kBox]), double(a.Speed()),
                           double(a.maxSpeed), double(L)));
    out.push_back(ReadoutF("lateral = (r - |y|)(1 + (L - x) / L)"));
    out.push_back(ReadoutF("braking = (r - x) x 0.2"));
  }

  void Explain(const steer::World& w, const Params& p, int agent, std::vector<Readout>& out) const override {
    const steer::Agent& a = w.agents[agent];
    steer::ObstacleAvoidanceResult r = steer::ObstacleAvoidance(a, w.obstacles, p[kBox]);
    out.push_back(ReadoutF("detection box  %.0f units", double(r.boxLength)));
    if (r.closest >= 0)
      out.push_back(ReadoutF("avoiding obstacle %d, force %.0f", r.closest, double(steer::Length(r.force))));
    else
      out.push_back(ReadoutF("box clear"));
  }

  void Status(const steer::World& w, char* buf, int size) const override {
    // Count agents overlapping an obstacle: the avoidance is working when this stays 0.
    int inside = 0;
    for (const steer::Agent& a : w.agents)
      for (const steer::Obstacle& o : w.obstacles)
        if (steer::Distance(a.pos, o.pos) < o.radius) ++inside;
    std::snprintf(buf, size_t(size), "Agents inside an obstacle: %d", inside);
  }

  // [SECTION] description
  void Describe(const steer::World& w, const Params& p, char* buf, int size) const override {
    int inside = 0, avoiding = 0;
    for (const steer::Agent& a : w.agents) {
      for (const steer::Obstacle& o : w.obstacles)
        if (steer::Distance(a.pos, o.pos) < o.radius) ++inside;
      if (steer::ObstacleAvoidance(a, w.obstacles, p[kBox]).closest >= 0) ++avoiding;
    }
    int n = std::snprintf(buf, size_t(size),
                          "%d wanderers among %d obstacles inside four walls; detection box %.0f units, "
                          "longer when faster. %d agents are steering around an obstacle; %d inside one.",
                          int(w.agents.size()), int(w.obstacles.size()), double(p[kBox]), avoiding, inside);
    if (!w.agents.empty() && n >= 0 && n < size)
      std::snprintf(buf + n, size_t(size - n), " The first is at (%.0f, %.0f), heading %s.",
                    double(w.agents[0].pos.x), double(w.agents[0].pos.y), CompassWord(w.agents[0].heading));
  }
};

}  // namespace

// [SECTION] UI: parameters and lesson
DemoDesc AvoidDemoDesc() {
  DemoDesc d;
  d.id = "avoid";
  d.title = "Obstacle avoidance";
  d.lesson =
      "Each wanderer looks ahead through its detection box (longer when faster). When an obstacle overlaps "
      "it, "
      "the agent is pushed sideways and braked; feelers keep it off the walls. Shorten the box to see late, "
      "sharp swerves. Drag the obstacles.";
  d.source = "Reynolds 1999; Buckland, Programming Game AI by Example, ch. 3";
  d.tryThis[0] = "Set the detection box to 0: agents only swerve once they touch.";
  d.tryThis[1] = "Raise Max speed to 300: the boxes grow, and so does the room they need.";
  d.tryThis[2] = "Drag an obstacle into an agent's path.";
  d.params = {
      {"count", "Agents", "", ParamKind::Int, 1, 40, 6, "How many wanderers (rebuilds the scene).", nullptr,
       true},
      {"box", "Detection box", "units", ParamKind::Float, 0.0f, 200.0f, 50.0f,
       "Minimum length of the detection box; it grows to twice this at full speed."},
      {"avoid", "Avoidance weight", "", ParamKind::Float, 0.0f, 20.0f, 6.0f,
       "Multiplies the wall and obstacle forces, which take priority over wandering."},
      {"maxSpeed", "Max speed", "units/s", ParamKind::Float, 10.0f, 400.0f, 110.0f,
       "Top speed of every agent."},
      {"obstacleCount", "Obstacles", "", ParamKind::Int, 0, 20, 9, "How many obstacles (rebuilds the scene).",
       nullptr, true},
  };
  d.layers = kLayerVelocity | kLayerFeelers | kLayerTrails;
  d.world.edges = steer::Edges::Bounce;
  d.make = [] { return std::unique_ptr<Demo>(new AvoidDemo); };
  return d;
}

}  // namespace demos
