// Containment — wanderers kept inside an irregular region by probes.
// Lesson: each agent carries three probes (straight ahead, and two at 45 degrees half as long).
// A probe whose tip leaves the region turns the agent (Reynolds): take the boundary point nearest
// the tip and the surface normal there, keep only its part across the heading, and push that way
// in proportion to how far the tip sticks out: force = unit(n - f (n . f)) * maxForce * depth /
// length, a pure turn with no braking. rule=edgepush is the rule before issue #35 (the crossed
// edge's full inward normal, which also brakes), which links of version 3 and before keep.
// Under Reynolds' rule agents mostly stay inside but slip out at times (a pure turn cannot always
// clear an inlet met almost head on), and come back slowly (outside, they only seek the nearest
// boundary point). A longer probe turns them earlier but more weakly (depth / length), so more get
// out; edgepush keeps them all in. With no probe they only notice the edge once they are out, and
// come back late. Containment comes first, wandering second.
// Controls that matter: probe length, rule, speed, count.
#include <cstdio>

#include "demos/common.h"
#include "demos/demos.h"
#include "steer/combine.h"
#include "steer/region.h"
#include "strings/strings.h"

namespace demos {
namespace {

// [SECTION] parameters: link and API keys, in panel order
const char* const kRuleChoices[] = {"reynolds", "edgepush"};
constexpr ParamSpec kParams[] = {
    {.name = "count",
     .kind = ParamKind::Int,
     .min = 1,
     .max = 40,
     .def = 12,
     .rebuild = true},
    {.name = "probe",
     .min = 0.0f,
     .max = 200.0f,
     .def = 60.0f},
    {.name = "maxSpeed",
     .min = 10.0f,
     .max = 400.0f,
     .def = 100.0f},
    // Appended (issue #35). Links of version 3 and before mean edgepush (link.cpp, kDefaultChanges).
    RuleParam(kRuleChoices),
};
// Indices into the Params of Setup and Step, found by name when this compiles.
constexpr int kCount = ParamIndex(kParams, "count"), kProbe = ParamIndex(kParams, "probe"),
              kSpeed = ParamIndex(kParams, "maxSpeed"), kRule = ParamIndex(kParams, "rule");

// [SECTION] setup
const steer::WanderDef kWander{30.0f, 60.0f, 300.0f};
/// rule=reynolds: the core's default; edgepush: the rule before issue #35.
steer::ContainmentRule RuleOf(const Params& p) {
  return p[kRule] > 0.5f ? steer::ContainmentRule::EdgePush : steer::ContainmentRule::Reynolds;
}
// An irregular region with three inlets, in the 1000 x 700 world (clockwise on screen).
const std::vector<Vec2> kRegion{{110, 120}, {380, 70},  {540, 200}, {740, 80},  {920, 230}, {800, 380},
                                {930, 600}, {620, 630}, {480, 470}, {330, 640}, {80, 560},  {200, 360}};

class ContainmentDemo : public DemoOf<ContainmentDemo> {
 public:
  void Setup(steer::World& w, const Params& p) override {
    w.walls = steer::WallsInside(kRegion);  // drawn by the page; the behaviour reads kRegion
    int n = int(p[kCount]);
    for (int i = 0; i < n; ++i) {
      steer::AgentDef a;
      a.role = steer::Role::Wanderer;
      for (int tries = 0; tries < 100; ++tries) {
        a.pos = {w.rng.Uniform(100.0f, 900.0f), w.rng.Uniform(80.0f, 620.0f)};
        // Well inside: the points 40 units away on both axes are inside too.
        bool deep = steer::InsidePolygon(kRegion, a.pos);
        for (Vec2 d : {Vec2{40, 0}, Vec2{-40, 0}, Vec2{0, 40}, Vec2{0, -40}})
          deep = deep && steer::InsidePolygon(kRegion, a.pos + d);
        if (deep) break;
      }
      if (!steer::InsidePolygon(kRegion, a.pos)) a.pos = {300.0f, 300.0f};
      a.vel = w.rng.UnitVector() * (p[kSpeed] * 0.5f);
      a.maxSpeed = p[kSpeed];
      a.maxForce = 400.0f;
      a.radius = 8.0f;
      steer::AddAgent(w, a);
    }
    outsideSteps_ = 0;
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    for (steer::Agent& a : w.agents) a.maxSpeed = p[kSpeed];
    steer::Step(w, [&](steer::World& world, int i) {
      steer::Agent& a = world.agents[size_t(i)];
      steer::WeightedForce f[2] = {
          {steer::Containment(a, kRegion, p[kProbe], RuleOf(p)).force, 1.0f},
          {steer::Wander(a, kWander, world.rng, world.def.dt).force, 1.0f},
      };
      return steer::Combine(steer::Combination::Prioritized, f, 2, a.maxForce, world.rng);
    });
    for (const steer::Agent& a : w.agents) outsideSteps_ += steer::InsidePolygon(kRegion, a.pos) ? 0 : 1;
  }

  // [SECTION] what the page draws and reports
  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int selected,
                Overlay& out) const override {
    if (!(layers & kLayerFeelers)) return;
    for (const steer::Agent& a : w.agents) {
      if (selected >= 0 && a.id != selected) continue;
      steer::ContainmentResult r = steer::Containment(a, kRegion, p[kProbe], RuleOf(p));
      for (const steer::Probe& probe : r.probes) {
        out.Line(probe.out ? Ink::Threat : Ink::Feeler, a.pos, probe.tip);
        if (!probe.out) continue;
        out.Cross(Ink::Threat, probe.hit, 6.0f);
        // Along this probe's push: Reynolds' is across the heading, edgepush's the edge's normal.
        out.Arrow(Ink::Force, probe.hit, probe.hit + steer::Normalize(probe.push) * (10.0f + probe.depth));
      }
      if (!r.inside) out.Line(Ink::Desired, a.pos, r.nearest);
    }
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    bool edge = RuleOf(p) == steer::ContainmentRule::EdgePush;
    out.push_back(ReadoutF("%s", Tr(edge ? Key("formula.containment.force") : Key("formula.containment.force_reynolds"))));
    out.push_back(ReadoutF("%s", Tr(edge ? Key("formula.containment.normal") : Key("formula.containment.normal_reynolds"))));
    for (const steer::Agent& a : w.agents) {
      steer::ContainmentResult r = steer::Containment(a, kRegion, p[kProbe], RuleOf(p));
      for (int k = 0; k < 3; ++k) {
        const steer::Probe& probe = r.probes[k];
        if (!probe.out) continue;
        float length = k == 0 ? p[kProbe] : p[kProbe] * 0.5f;
        // probes[1] is along +side: the agent's right on the screen, where y points down.
        static const char* const kNames[3] = {"formula.containment.ahead", "formula.containment.right",
                                              "formula.containment.left"};
        out.push_back(ReadoutF(Tr("formula.containment.probe"), a.id, TrKey(kNames[k]), double(length)));
        out.push_back(ReadoutF("  = %.0f \xC3\x97 %.1f / %.1f = %.0f", double(a.maxForce), double(probe.depth),
                               double(length), double(a.maxForce * probe.depth / length)));
        return;
      }
    }
    out.push_back(ReadoutF("%s", Tr("formula.containment.inside")));
  }

  void Explain(const steer::World& w, const Params& p, int agent, std::vector<Readout>& out) const override {
    steer::ContainmentResult r = steer::Containment(w.agents[size_t(agent)], kRegion, p[kProbe], RuleOf(p));
    int outCount = 0;
    for (const steer::Probe& probe : r.probes) outCount += probe.out ? 1 : 0;
    if (!r.inside)
      out.push_back(ReadoutF("%s", Tr("explain.containment.outside")));
    else
      out.push_back(ReadoutF(Tr("explain.containment.probes"), outCount, double(steer::Length(r.force))));
  }

  void Metrics(const steer::World& w, const Params& p, std::vector<Metric>& out) const override {
    out.push_back({"agent-steps outside the region", float(outsideSteps_)});
    Demo::Metrics(w, p, out);
  }

  void Status(const steer::World& w, char* buf, int size) const override {
    int outside = 0;
    for (const steer::Agent& a : w.agents) outside += steer::InsidePolygon(kRegion, a.pos) ? 0 : 1;
    std::snprintf(buf, size_t(size), Tr("status.containment"), outside,
                  (long long)outsideSteps_);
  }

  // [SECTION] code to take home (code_spec.h)
  bool Code(const steer::World& w, const Params& p, int agent, CodeRequest& r) const override {
    CodeSpec& s = AgentCode(w, agent, r);
    s.maxSpeed = p[kSpeed];
    s.behaviour = CodeBehaviour::Containment;
    s.probe = p[kProbe];
    s.containment = RuleOf(p);
    s.from = "Containment demo (it wanders too, containment first).";
    return true;
  }

  // [SECTION] description
  void Describe(const steer::World& w, const Params& p, char* buf, int size) const override {
    int outside = 0, probing = 0;
    for (const steer::Agent& a : w.agents) {
      outside += steer::InsidePolygon(kRegion, a.pos) ? 0 : 1;
      steer::ContainmentResult r = steer::Containment(a, kRegion, p[kProbe], RuleOf(p));
      probing += (r.probes[0].out || r.probes[1].out || r.probes[2].out) ? 1 : 0;
    }
    int n = std::snprintf(buf, size_t(size),
                  Tr("describe.containment"),
                  int(w.agents.size()), double(p[kProbe]), probing, outside);
    if (!w.agents.empty() && n >= 0 && n < size)
      std::snprintf(buf + n, size_t(size - n), Tr("describe.first"),
                    double(w.agents[0].pos.x), double(w.agents[0].pos.y), CompassWord(w.agents[0].heading));
  }

 private:
  int64_t outsideSteps_ = 0;
};

}  // namespace

// [SECTION] lesson
DemoDesc ContainmentDemoDesc() {
  DemoDesc d;
  d.id = "containment";
  d.params.assign(std::begin(kParams), std::end(kParams));
  d.layers = kLayerVelocity | kLayerFeelers | kLayerTrails;
  d.world.edges = steer::Edges::Bounce;
  d.make = [] { return std::unique_ptr<Demo>(new ContainmentDemo); };
  return d;
}

}  // namespace demos
