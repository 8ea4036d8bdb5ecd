// Crowd — pedestrians cross each other's paths without touching (unaligned collision avoidance).
// Lesson: each agent predicts, for every other, when the two will be closest if both keep their
// velocities, t* = -(dp . dv) / |dv|^2, and how close, |dp + dv t*|. The soonest predicted
// collision (closer than the two radii plus a margin, within the look-ahead time) is the threat:
// head on, the agent turns away from where the threat will be; side by side, away from where it
// is; crossing, one of the two turns behind the other. It also brakes, harder the sooner the
// collision. A neighbour already too close comes first: step aside from it (OpenSteer). Too close
// means touching (rule=opensteer, OpenSteer's threshold); rule=margin is the threshold before
// issue #35 (within the same 6-unit margin as a predicted collision), which links of version 3
// and before keep.
// Controls that matter: avoidance on/off (the switch), look-ahead time, speed, count, rule.
#include <cstdio>
#include <utility>

#include "demos/common.h"
#include "demos/demos.h"
#include "steer/combine.h"
#include "steer/crowd.h"
#include "steer/seek.h"
#include "strings/strings.h"

namespace demos {
namespace {

// [SECTION] parameters: link and API keys, in panel order
const char* const kRuleChoices[] = {"opensteer", "margin"};
constexpr ParamSpec kParams[] = {
    {.name = "count",
     .kind = ParamKind::Int,
     .min = 1,
     .max = 80,
     .def = 32,
     .rebuild = true},
    {.name = "avoid",
     .kind = ParamKind::Toggle,
     .min = 0,
     .max = 1,
     .def = 1},
    {.name = "lookahead",
     .min = 0.0f,
     .max = 5.0f,
     .def = 2.0f},
    {.name = "maxSpeed",
     .min = 10.0f,
     .max = 200.0f,
     .def = 70.0f,
     .rebuild = true},
    // Appended (issue #35). Links of version 3 and before mean margin (link.cpp, kDefaultChanges).
    RuleParam(kRuleChoices),
};
// Indices into the Params of Setup and Step, found by name when this compiles.
constexpr int kCount = ParamIndex(kParams, "count"), kAvoid = ParamIndex(kParams, "avoid"),
              kLookAhead = ParamIndex(kParams, "lookahead"), kSpeed = ParamIndex(kParams, "maxSpeed"),
              kRule = ParamIndex(kParams, "rule");

// [SECTION] setup
constexpr float kRadius = 8.0f;      // world units: every pedestrian's disc
constexpr float kMargin = 6.0f;      // world units between discs that counts as a collision
constexpr float kArrival = 25.0f;    // world units from an end: turn round to the other end

/// World units added to both radii for "already too close": 0 (OpenSteer: touching), or kMargin
/// (rule=margin, the test before issue #35).
float CloseMargin(const Params& p) { return p[kRule] > 0.5f ? kMargin : 0.0f; }
steer::CollisionAvoidanceDef AvoidDef(const Params& p) { return {p[kLookAhead], kMargin, 0.5f, CloseMargin(p)}; }

class CrowdDemo : public DemoOf<CrowdDemo> {
 public:
  void Setup(steer::World& w, const Params& p) override {
    // Four streams: eastwards and westwards across the middle band, southwards and northwards
    // across the middle columns. Each pedestrian walks between its two ends (waypoint 0 or 1:
    // the end it heads for) and turns round at each.
    float W = w.def.width, H = w.def.height;
    int n = int(p[kCount]);
    ends_.clear();
    for (int i = 0; i < n; ++i) {
      int stream = i % 4;
      Vec2 a, b;
      for (int tries = 0; tries < 60; ++tries) {
        float along = w.rng.Uniform(0.0f, 1.0f), across = w.rng.Uniform(0.0f, 1.0f);
        if (stream < 2) {  // horizontal: ends on the left and right, at the same height
          float y = 150.0f + across * (H - 300.0f);
          a = {60.0f, y};
          b = {W - 60.0f, y};
        } else {
          float x = 250.0f + across * (W - 500.0f);
          a = {x, 60.0f};
          b = {x, H - 60.0f};
        }
        if (stream % 2 == 1) std::swap(a, b);
        Vec2 start = a + (b - a) * (along * 0.35f);
        bool clear = true;
        for (const steer::Agent& o : w.agents) clear = clear && steer::Distance(o.pos, start) > 4.0f * kRadius;
        if (clear || tries == 59) {
          steer::AgentDef d;
          d.role = steer::Role::Seeker;
          d.pos = start;
          d.radius = kRadius;
          d.maxSpeed = p[kSpeed] * w.rng.Uniform(0.8f, 1.0f);
          d.maxForce = 300.0f;
          d.vel = steer::Normalize(b - a) * d.maxSpeed;
          int id = steer::AddAgent(w, d);
          w.agents[size_t(id)].waypoint = 1;  // heading for b
          ends_.push_back({a, b});
          break;
        }
      }
    }
    overlapSteps_ = 0;
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    bool avoid = On(p[kAvoid]);
    steer::CollisionAvoidanceDef def = AvoidDef(p);
    for (size_t i = 0; i < w.agents.size(); ++i) {
      steer::Agent& a = w.agents[i];
      Vec2 goal = a.waypoint == 1 ? ends_[i].b : ends_[i].a;
      if (steer::DistanceSq(a.pos, goal) < kArrival * kArrival) a.waypoint = 1 - a.waypoint;
    }
    steer::Step(w, [&](steer::World& world, int i) {
      const steer::Agent& a = world.agents[size_t(i)];
      Vec2 goal = a.waypoint == 1 ? ends_[size_t(i)].b : ends_[size_t(i)].a;
      steer::WeightedForce f[2] = {
          {avoid ? steer::UnalignedCollisionAvoidance(world.agents, i, def).force : Vec2{}, 1.0f},
          {steer::Seek(a, goal), 1.0f},
      };
      return steer::Combine(steer::Combination::Prioritized, f, 2, a.maxForce, world.rng);
    });
    overlapSteps_ += OverlappingPairs(w);
  }

  // [SECTION] what the page draws and reports
  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int selected,
                Overlay& out) const override {
    if (!(layers & (kLayerPredicted | kLayerThreat))) return;
    steer::CollisionAvoidanceDef def = AvoidDef(p);
    for (int i = 0; i < int(w.agents.size()); ++i) {
      if (selected >= 0 && i != selected) continue;
      const steer::Agent& a = w.agents[size_t(i)];
      steer::CollisionAvoidanceResult r = steer::UnalignedCollisionAvoidance(w.agents, i, def);
      if ((layers & kLayerPredicted) && r.threat >= 0) {
        // Where both will be at the closest approach, and the gap between them then.
        out.Line(Ink::Predicted, a.pos, r.approach.self);
        out.Line(Ink::Predicted, w.agents[size_t(r.threat)].pos, r.approach.other);
        out.Circle(Ink::Predicted, r.approach.self, a.radius);
        out.Cross(Ink::Predicted, r.approach.other, 6.0f);
        out.Line(Ink::Threat, r.approach.self, r.approach.other);
        if (selected >= 0)
          LabelF(out, Ink::Predicted, r.approach.self, Tr("label.crowd.approach"),
                 double(r.approach.time), double(r.approach.distance));
      }
      if ((layers & kLayerThreat) && r.close >= 0) out.Circle(Ink::Threat, a.pos, a.radius + CloseMargin(p));
      if ((layers & kLayerForce) && (r.threat >= 0 || r.close >= 0))
        out.Arrow(Ink::Force, a.pos, a.pos + r.force * 0.1f);
    }
  }

  /// The agent whose predicted collision is the soonest (the one the formula explains), or -1.
  int MostImminent(const steer::World& w, const Params& p, steer::CollisionAvoidanceResult* out) const {
    int best = -1;
    float bestT = 1e30f;
    for (int i = 0; i < int(w.agents.size()); ++i) {
      steer::CollisionAvoidanceResult r = steer::UnalignedCollisionAvoidance(w.agents, i, AvoidDef(p));
      if (r.threat >= 0 && r.approach.time < bestT) {
        bestT = r.approach.time;
        best = i;
        *out = r;
      }
    }
    return best;
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    out.push_back(ReadoutF("%s", Tr("formula.crowd.approach")));
    out.push_back(ReadoutF("%s", Tr("formula.crowd.dp")));
    steer::CollisionAvoidanceResult r;
    int i = MostImminent(w, p, &r);
    if (i < 0) {
      out.push_back(ReadoutF(Tr("formula.crowd.none"), double(p[kLookAhead])));
      return;
    }
    const steer::Agent& a = w.agents[size_t(i)];
    const steer::Agent& o = w.agents[size_t(r.threat)];
    Vec2 dp = o.pos - a.pos, dv = o.vel - a.vel;
    out.push_back(ReadoutF(Tr("formula.crowd.soonest"), i, r.threat));
    out.push_back(ReadoutF("  t* = %.0f / %.0f = %.2f s", double(-steer::Dot(dp, dv)), double(steer::LengthSq(dv)),
                           double(r.approach.time)));
    out.push_back(ReadoutF(Tr("formula.crowd.gap"), double(r.approach.distance), double(a.radius),
                           double(o.radius), double(kMargin)));
    float par = steer::Dot(a.heading, o.heading);
    out.push_back(ReadoutF(Tr("formula.crowd.dot"), double(par),
                           par < -0.707f ? Tr("formula.crowd.head_on")
                           : par > 0.707f ? Tr("formula.crowd.side")
                           : r.steer != 0.0f ? Tr("formula.crowd.behind") : Tr("formula.crowd.other")));
    if (!On(p[kAvoid])) out.push_back(ReadoutF("%s", Tr("formula.crowd.off")));
  }

  void Explain(const steer::World& w, const Params& p, int agent, std::vector<Readout>& out) const override {
    steer::CollisionAvoidanceResult r = steer::UnalignedCollisionAvoidance(w.agents, agent, AvoidDef(p));
    if (r.close >= 0)
      out.push_back(ReadoutF(Tr("explain.crowd.close"), r.close));
    else if (r.threat >= 0)
      out.push_back(ReadoutF(Tr("explain.crowd.threat"), r.threat, double(r.approach.time),
                             double(r.approach.distance)));
    else
      out.push_back(ReadoutF("%s", Tr("explain.crowd.clear")));
  }

  void Metrics(const steer::World& w, const Params& p, std::vector<Metric>& out) const override {
    out.push_back({"overlapping pairs", float(OverlappingPairs(w))});
    out.push_back({"overlap pair-steps so far", float(overlapSteps_)});
    Demo::Metrics(w, p, out);
  }

  void Status(const steer::World& w, char* buf, int size) const override {
    std::snprintf(buf, size_t(size), Tr("status.crowd"),
                  OverlappingPairs(w), (long long)overlapSteps_);
  }

  // [SECTION] code to take home (code_spec.h)
  bool Code(const steer::World& w, const Params& p, int agent, CodeRequest& r) const override {
    CodeSpec& s = AgentCode(w, agent, r);
    int self = agent >= 0 && agent < int(w.agents.size()) ? agent : 0;
    s.maxSpeed = w.agents.empty() ? p[kSpeed] : w.agents[size_t(self)].maxSpeed;  // 0.8-1.0 of the knob, its own
    if (!On(p[kAvoid])) {  // the link switched avoidance off: what each pedestrian does is seek
      s.behaviour = CodeBehaviour::Seek;
      s.from = "Crowd demo, collision avoidance off: each pedestrian seeks its goal, nothing else.";
      return true;
    }
    s.behaviour = CodeBehaviour::Crowd;
    s.avoid = AvoidDef(p);
    s.from = "Crowd demo (avoidance first, then seeking its goal).";
    return true;
  }

  // [SECTION] description
  void Describe(const steer::World& w, const Params& p, char* buf, int size) const override {
    int threatened = 0;
    for (int i = 0; i < int(w.agents.size()); ++i)
      threatened += steer::UnalignedCollisionAvoidance(w.agents, i, AvoidDef(p)).threat >= 0 ? 1 : 0;
    int n = std::snprintf(
        buf, size_t(size),
        Tr("describe.crowd"),
        int(w.agents.size()), Tr(On(p[kAvoid]) ? Key("describe.on") : Key("describe.off")), double(p[kLookAhead]),
        On(p[kAvoid]) ? threatened : 0, OverlappingPairs(w));
    if (!w.agents.empty() && n >= 0 && n < size)
      std::snprintf(buf + n, size_t(size - n), Tr("describe.first"),
                    double(w.agents[0].pos.x), double(w.agents[0].pos.y), CompassWord(w.agents[0].heading));
  }

 private:
  struct Ends {
    Vec2 a, b;
  };
  std::vector<Ends> ends_;  // per agent: the two ends of its walk
  int64_t overlapSteps_ = 0;
};

}  // namespace

// [SECTION] lesson
DemoDesc CrowdDemoDesc() {
  DemoDesc d;
  d.id = "crowd";
  d.params.assign(std::begin(kParams), std::end(kParams));
  d.layers = kLayerVelocity | kLayerPredicted | kLayerThreat;
  d.world.edges = steer::Edges::Bounce;
  d.make = [] { return std::unique_ptr<Demo>(new CrowdDemo); };
  return d;
}

}  // namespace demos
