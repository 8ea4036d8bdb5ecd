// Flock — boids with separation, alignment and cohesion (Reynolds 1987).
// Lesson: three local rules make a flock. Separation keeps boids apart, alignment turns them
// the same way as their neighbours (the polarization readout rises), cohesion pulls them
// together (the spread falls). Neighbours are boids within the radius and the field of view.
// An optional predator wanders and pursues; boids evade it inside the threat range.
// Controls that matter: the three weights, neighbour radius, field of view, count, predator.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "demos/common.h"
#include "demos/demos.h"
#include "steer/boids.h"
#include "steer/combine.h"
#include "steer/flocking.h"
#include "strings/strings.h"

namespace demos {
namespace {

const char* const kCombineChoices[] = {"weighted", "prioritized", "dithered"};

// [SECTION] parameters: link and API keys, in panel order
constexpr ParamSpec kParams[] = {
    {.name = "count",
     .kind = ParamKind::Int,
     .min = 1,
     .max = 100000,
     .def = 200,
     .rebuild = true},
    {.name = "separation",
     .min = 0.0f,
     .max = 5.0f,
     .def = 1.5f},
    {.name = "alignment",
     .min = 0.0f,
     .max = 5.0f,
     .def = 1.0f},
    {.name = "cohesion",
     .min = 0.0f,
     .max = 5.0f,
     .def = 1.0f},
    {.name = "radius",
     .min = 10.0f,
     .max = 200.0f,
     .def = 50.0f},
    {.name = "fov",
     .min = 0.0f,
     .max = 360.0f,
     .def = 270.0f},
    {.name = "maxSpeed",
     .min = 10.0f,
     .max = 400.0f,
     .def = 100.0f},
    {.name = "predator",
     .kind = ParamKind::Toggle,
     .min = 0,
     .max = 1,
     .def = 0,
     .rebuild = true},
    {.name = "threat",
     .min = 0.0f,
     .max = 400.0f,
     .def = 100.0f},
    {.name = "combine",
     .kind = ParamKind::Choice,
     .min = 0,
     .max = 2,
     .def = 0,
     .choices = kCombineChoices},
};
// Indices into the Params of Setup and Step, found by name when this compiles.
constexpr int kCount = ParamIndex(kParams, "count"), kSeparation = ParamIndex(kParams, "separation"),
              kAlignment = ParamIndex(kParams, "alignment"), kCohesion = ParamIndex(kParams, "cohesion"),
              kRadius = ParamIndex(kParams, "radius"), kFov = ParamIndex(kParams, "fov"),
              kSpeed = ParamIndex(kParams, "maxSpeed"), kPredator = ParamIndex(kParams, "predator"),
              kThreat = ParamIndex(kParams, "threat"), kCombine = ParamIndex(kParams, "combine");

// [SECTION] setup

// Scales that bring the three rules to comparable steering forces (Buckland multiplies his
// weights by a "steering force tweaker" for the same reason): separation sums 1/d terms
// (~0.05 each at 20 units), alignment is at most 2, cohesion is a unit vector. Tuned so that the
// default flock is locally aligned (local polarization ~0.85 after 30 s) yet still wanders.
constexpr float kSeparationScale = 1200.0f;
constexpr float kAlignmentScale = 200.0f;
constexpr float kCohesionScale = 120.0f;
constexpr float kWanderWeight = 0.4f;
constexpr float kPredatorSpeedRatio = 1.15f;  // the predator is this much faster than the boids' Max speed
// Near the predator evasion replaces the flocking urge, this much of it (separation stays).
constexpr float kEvadeWeight = 3.0f;
// Explain draws each rule's weighted force from the boid at this many world units per unit of force
// (the panel's line says so).
constexpr float kPartsDrawn = 0.4f;
// A dithered sum's chances (Buckland's): evade, separation, alignment, cohesion, wander.
constexpr float kEvadeChance = 0.9f, kSeparationChance = 0.2f, kAlignmentChance = 0.3f, kCohesionChance = 0.6f,
                kWanderChance = 0.8f;
const steer::WanderDef kBoidWander{20.0f, 40.0f, 200.0f};
const steer::WanderDef kPredatorWander{40.0f, 80.0f, 300.0f};
// World area per boid is kept constant (density), so big flocks get a big world.
constexpr float kBaseWidth = 1000.0f, kBaseHeight = 700.0f;
constexpr int kBaseCount = 300;
// A boid alone this long (seconds) that finds neighbours again "joins the flock" (a timeline mark).
constexpr float kStraySeconds = 2.0f;
constexpr float kJoinGapSeconds = 0.25f;  // at most four join marks a second

/// The rules as the step applies them: radius, field of view and each slider times its scale
/// (the code to take home uses the same numbers).
steer::FlockDef FlockRulesApplied(const Params& p) {
  return {p[kRadius], p[kFov], p[kSeparation] * kSeparationScale, p[kAlignment] * kAlignmentScale,
          p[kCohesion] * kCohesionScale};
}

class FlockDemo : public DemoOf<FlockDemo> {
 public:
  void Setup(steer::World& w, const Params& p) override {
    int n = int(p[kCount]);
    if (n > kBaseCount) {
      float grow = std::sqrt(float(n) / float(kBaseCount));
      w.def.width = kBaseWidth * grow;
      w.def.height = kBaseHeight * grow;
    }
    w.def.neighborRadius = p[kRadius];
    for (int i = 0; i < n; ++i) {
      steer::AgentDef a;
      a.role = steer::Role::Boid;
      a.pos = {w.rng.Uniform(0.0f, w.def.width), w.rng.Uniform(0.0f, w.def.height)};
      a.vel = w.rng.UnitVector() * (p[kSpeed] * 0.5f);
      a.maxSpeed = p[kSpeed];
      a.maxForce = 300.0f;
      a.radius = 5.0f;
      steer::AddAgent(w, a);
    }
    predator_ = -1;
    if (On(p[kPredator])) {
      steer::AgentDef a;
      a.role = steer::Role::Predator;
      a.pos = {w.def.width * 0.5f, w.def.height * 0.5f};
      a.maxSpeed = p[kSpeed] * kPredatorSpeedRatio;
      a.maxForce = 250.0f;
      a.radius = 12.0f;
      predator_ = steer::AddAgent(w, a);
    }
    speedApplied_ = p[kSpeed];
    alone_.assign(w.agents.size(), 0);
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    steer::FlockDef def{p[kRadius], p[kFov], p[kSeparation], p[kAlignment], p[kCohesion]};
    w.def.neighborRadius = p[kRadius];
    w.def.combination = steer::Combination(int(p[kCombine]));
    float fovCos = steer::FovCos(p[kFov]);
    float threat = p[kThreat];
    if (p[kSpeed] != speedApplied_) {  // the slider moved since Setup or the last change
      for (steer::Agent& a : w.agents) a.maxSpeed = a.id == predator_ ? p[kSpeed] * kPredatorSpeedRatio : p[kSpeed];
      speedApplied_ = p[kSpeed];
    }
    if (predator_ < 0 && w.def.combination == steer::Combination::WeightedSum) {
      // Every agent a boid, weighted sum: the batched step (bit for bit the callback below).
      steer::BoidRules rules;
      rules.radius = def.radius;
      rules.fovCos = fovCos;
      rules.separation = def.separation * kSeparationScale;
      rules.alignment = def.alignment * kAlignmentScale;
      rules.cohesion = def.cohesion * kCohesionScale;
      rules.wander = kWanderWeight;
      rules.wanderDef = kBoidWander;
      steer::StepBoids(w, rules, boids_);
      MarkJoins(boids_.forces, w.def.dt);
      return;
    }
    int prey = predator_ >= 0 ? Nearest(w, w.agents[predator_].pos) : -1;
    auto flockAll = [&](const steer::World& world) {
      steer::FlockAll(world.agents, world.grid, def.radius, fovCos, predator_, scratch_, flock_);
    };
    steer::Step(w, flockAll, [&](steer::World& world, int i) {
      steer::Agent& a = world.agents[i];
      if (i == predator_) {
        Vec2 wander = steer::Wander(a, kPredatorWander, world.rng, world.def.dt).force;
        return prey >= 0 ? steer::Pursuit(a, world.agents[prey]).force + wander * 0.3f : wander;
      }
      const steer::FlockForces& f = flock_[size_t(i)];
      // Wander always advances (the same Rng draws every step), even when it is not used.
      Vec2 wander = steer::Wander(a, kBoidWander, world.rng, world.def.dt).force;
      // In priority order, with Buckland's dithering probabilities. Fear first: inside the
      // threat range evasion replaces the flocking urge (separation still applies).
      steer::WeightedForce forces[5];
      int n = 0;
      if (predator_ >= 0) {
        steer::EvadeResult e = steer::Evade(a, world.agents[predator_], threat);
        if (e.threatened) forces[n++] = {e.force, kEvadeWeight, kEvadeChance};
      }
      bool fleeing = n > 0;
      forces[n++] = {f.separation, def.separation * kSeparationScale, kSeparationChance};
      if (!fleeing) {
        forces[n++] = {f.alignment, def.alignment * kAlignmentScale, kAlignmentChance};
        forces[n++] = {f.cohesion, def.cohesion * kCohesionScale, kCohesionChance};
        forces[n++] = {wander, kWanderWeight, kWanderChance};
      }
      return steer::Combine(world.def.combination, forces, n, a.maxForce, world.rng);
    });
    MarkJoins(flock_, w.def.dt);
  }

  /// A stray comes back: a boid that had no neighbour (within the radius and the field of view,
  /// the rules' own) for kStraySeconds and now has one joins the flock, a mark on the timeline.
  /// Boids that brush past each other now and then are not marked: only a stray's return is, and
  /// at most one every kJoinGapSeconds (a big flock has many strays: the bar stays readable).
  void MarkJoins(const std::vector<steer::FlockForces>& f, float dt) {
    const int stray = int(kStraySeconds / dt + 0.5f), gap = int(kJoinGapSeconds / dt + 0.5f);
    ++step_;
    for (size_t i = 0; i < alone_.size() && i < f.size(); ++i) {
      if (int(i) == predator_) continue;
      if (f[i].neighbors == 0) {
        if (alone_[i] < 65535) ++alone_[i];
        continue;
      }
      if (alone_[i] >= stray && markedStep_ + gap <= step_) {
        Mark(EventKind::Join, int(i));
        markedStep_ = step_;
      }
      alone_[i] = 0;
    }
  }

  // [SECTION] what the page draws and reports
  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int selected,
                Overlay& out) const override {
    if (predator_ >= 0 && (layers & kLayerThreat))
      out.Circle(Ink::Threat, w.agents[predator_].pos, p[kThreat]);
    if (selected < 0 || selected >= int(w.agents.size()) || selected == predator_) return;
    const steer::Agent& a = w.agents[selected];
    if (layers & kLayerNeighbors) {
      out.Circle(Ink::Neighbor, a.pos, p[kRadius]);
      std::vector<int> nb;
      steer::NeighborsBruteForce(w.agents, selected, p[kRadius], steer::FovCos(p[kFov]), nb);
      for (int j : nb) out.Line(Ink::Neighbor, a.pos, w.agents[j].pos);
    }
    // Explain this agent: each behaviour's weighted force, drawn from the agent at 0.4 units per
    // unit of force (larger than the 0.1 of the total so that small parts stay readable).
    if (layers & kLayerForce) {
      std::vector<int> nb;
      steer::NeighborsBruteForce(w.agents, selected, p[kRadius], steer::FovCos(p[kFov]), nb);
      steer::FlockForces f = steer::Flock(a, w.agents, nb);
      const struct {
        Vec2 force;
        Ink ink;
        const char* name;
      } parts[] = {{f.separation * (p[kSeparation] * kSeparationScale), Ink::Threat, "label.flock.sep"},
                   {f.alignment * (p[kAlignment] * kAlignmentScale), Ink::Velocity, "label.flock.align"},
                   {f.cohesion * (p[kCohesion] * kCohesionScale), Ink::Wander, "label.flock.coh"},
                   {steer::WanderPose(a, kBoidWander).force * kWanderWeight, Ink::Muted, "label.flock.wander"}};
      for (const auto& part : parts) {
        if (steer::Length(part.force) < 1.0f) continue;
        Vec2 tip = a.pos + part.force * kPartsDrawn;
        out.Arrow(part.ink, a.pos, tip);
        out.Label(part.ink, tip, TrKey(part.name));
      }
    }
  }

  void Explain(const steer::World& w, const Params& p, int agent, std::vector<Readout>& out) const override {
    if (agent == predator_) return;
    std::vector<int> nb;
    steer::NeighborsBruteForce(w.agents, agent, p[kRadius], steer::FovCos(p[kFov]), nb);
    steer::FlockForces f = steer::Flock(w.agents[agent], w.agents, nb);
    out.push_back(ReadoutF(Tr("explain.flock.neighbours"), f.neighbors));
    out.push_back(ReadoutF(Tr("explain.flock.separation"),
                           double(steer::Length(f.separation) * p[kSeparation] * kSeparationScale)));
    out.push_back(
        ReadoutF(Tr("explain.flock.alignment"), double(steer::Length(f.alignment) * p[kAlignment] * kAlignmentScale)));
    out.push_back(
        ReadoutF(Tr("explain.flock.cohesion"), double(steer::Length(f.cohesion) * p[kCohesion] * kCohesionScale)));
    out.push_back(ReadoutF(
        Tr("explain.flock.wander"),
        double(steer::Length(steer::WanderPose(w.agents[agent], kBoidWander).force) * kWanderWeight)));
    out.push_back(ReadoutF(Tr("explain.flock.drawn"), double(kPartsDrawn)));
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    // The weights really applied: the slider times the rule's scale (kSeparationScale...).
    float sep = p[kSeparation] * kSeparationScale, align = p[kAlignment] * kAlignmentScale,
          coh = p[kCohesion] * kCohesionScale;
    if (steer::Combination(int(p[kCombine])) == steer::Combination::Dithered) {
      // One behaviour a step, not a sum: each in turn with its chance, the first that passes and
      // pulls is the force, w f / p (steer::Combine).
      out.push_back(ReadoutF("%s", Tr("formula.custom.first")));
      out.push_back(ReadoutF(Tr("formula.flock.dithered"), double(sep), double(kSeparationChance), double(align),
                             double(kAlignmentChance), double(coh), double(kCohesionChance), double(kWanderWeight),
                             double(kWanderChance)));
    } else {
      out.push_back(ReadoutF(Tr("formula.flock.force"), double(sep), double(align), double(coh)));
      out.push_back(ReadoutF(Tr("formula.flock.wander"), double(kWanderWeight),
                             TrKey(std::string("composer.method.") + kCombineChoices[int(p[kCombine])])));
    }
    out.push_back(ReadoutF(Tr("formula.flock.sep_weight"), double(p[kSeparation]),
                           double(kSeparationScale), double(sep)));
    out.push_back(ReadoutF(Tr("formula.flock.align_weight"), double(p[kAlignment]),
                           double(kAlignmentScale), double(align)));
    out.push_back(ReadoutF(Tr("formula.flock.coh_weight"), double(p[kCohesion]),
                           double(kCohesionScale), double(coh)));
    if (predator_ >= 0)
      out.push_back(ReadoutF(Tr("formula.flock.predator"), double(kEvadeWeight)));
    out.push_back(ReadoutF("%s", Tr("formula.flock.sep")));
    out.push_back(ReadoutF("%s", Tr("formula.flock.align")));
    out.push_back(ReadoutF("%s", Tr("formula.flock.coh")));
    out.push_back(ReadoutF(Tr("formula.flock.neighbour"), double(p[kRadius]), double(p[kFov])));
    out.push_back(ReadoutF(Tr("formula.flock.polarization"), double(steer::Polarization(w.agents))));
  }

  void Metrics(const steer::World& w, const Params& p, std::vector<Metric>& out) const override {
    out.push_back({"polarization", steer::Polarization(w.agents)});
    out.push_back({"local polarization", steer::LocalPolarization(w.agents, w.grid, p[kRadius])});
    out.push_back({"spread", steer::Spread(w.agents)});
    Demo::Metrics(w, p, out);
  }

  void Status(const steer::World& w, char* buf, int size) const override {
    std::snprintf(buf, size_t(size), Tr("status.flock"), double(steer::Polarization(w.agents)),
                  double(steer::Spread(w.agents)));
  }

  // [SECTION] code to take home (code_spec.h)
  bool Code(const steer::World& w, const Params& p, int agent, CodeRequest& r) const override {
    if (agent >= 0 && agent < int(w.agents.size()) && w.agents[size_t(agent)].role == steer::Role::Predator) {
      CodeSpec& s = AgentCode(w, agent, r);
      s.behaviour = CodeBehaviour::Pursuit;
      s.maxSpeed = p[kSpeed] * kPredatorSpeedRatio;  // the knob's now (the agents take it at the next step)
      s.from = "Flock demo, the predator: pursuit of the nearest boid (the demo adds 0.3 x wander).";
      return true;
    }
    int boid = agent >= 0 && agent < int(w.agents.size()) && agent != predator_ ? agent : 0;  // the predator comes last
    CodeSpec& s = AgentCode(w, boid, r);
    s.behaviour = CodeBehaviour::Flocking;
    s.flock = FlockRulesApplied(p);
    s.maxSpeed = p[kSpeed];
    s.combination = steer::Combination(int(p[kCombine]));
    // What the code leaves out, said where it starts: the demo's wander, its dithered draws, the
    // predator's fear (Step: evasion first, replacing alignment, cohesion and wander).
    static_assert(kWanderWeight == 0.4f && kEvadeWeight == 3.0f, "the texts below say weight 0.4 and x3: say the new ones");
    static constexpr const char* kFrom[2][3] = {
        {"Flock demo: the three rules, weighted and summed (the demo adds a little wander, weight 0.4).",
         "Flock demo: the three rules in Buckland's prioritized sum (the demo adds a little wander last, with the force left).",
         "Flock demo: the three rules. The demo dithers (Buckland: each step one rule by chance, its force divided by "
         "its chance); this code gives their weighted sum."},
        {"Flock demo with a predator: the three rules, weighted and summed. In the demo a boid within the threat range "
         "evades the predator (x3) instead of aligning, cohering and wandering: not in this code.",
         "Flock demo with a predator: the three rules in Buckland's prioritized sum. In the demo a boid within the threat "
         "range evades the predator first (x3) instead of aligning, cohering and wandering: not in this code.",
         "Flock demo with a predator: the three rules. The demo dithers (each step one rule by chance) and a boid within "
         "the threat range evades the predator first: this code gives the weighted sum of the three rules."}};
    s.from = kFrom[predator_ >= 0 ? 1 : 0][std::clamp(int(p[kCombine]), 0, 2)];
    return true;
  }

  // [SECTION] description
  void Describe(const steer::World& w, const Params& p, char* buf, int size) const override {
    float speed = 0.0f;
    for (const steer::Agent& a : w.agents) speed += a.Speed();
    if (!w.agents.empty()) speed /= float(w.agents.size());
    int boids = int(w.agents.size()) - (predator_ >= 0 ? 1 : 0);
    char hunt[96] = "";
    if (predator_ >= 0)
      std::snprintf(hunt, sizeof hunt, Tr("describe.flock.predator"),
                    double(p[kThreat]));
    std::snprintf(buf, size_t(size), Tr("describe.flock"),
                  boids, double(steer::Polarization(w.agents)), double(steer::Spread(w.agents)),
                  double(speed), hunt);
  }

 private:
  static int Nearest(const steer::World& w, Vec2 p) {
    int best = -1;
    float bestD = 1e30f;
    for (const steer::Agent& a : w.agents) {
      if (a.role != steer::Role::Boid) continue;
      float d = steer::DistanceSq(a.pos, p);
      if (d < bestD) {
        bestD = d;
        best = a.id;
      }
    }
    return best;
  }
  int predator_ = -1;
  // The Max speed every agent has (the predator 1.15 times it). Step rewrites the agents' speeds
  // only when the slider differs: a pass over all agents every step was ~4% of a 50,000-boid step.
  float speedApplied_ = -1.0f;
  std::vector<uint16_t> alone_;  // steps each boid has had no neighbour (MarkJoins), at most 65535
  int64_t step_ = 0, markedStep_ = -1000000;  // MarkJoins' steps, and the last one that marked a join
  steer::BoidScratch boids_;  // reused every step: the batched step's scratch
  steer::FlockScratch scratch_;            // and the general step's
  std::vector<steer::FlockForces> flock_;  // phase 2's batch: every boid's three rules
};

}  // namespace

// [SECTION] lesson
DemoDesc FlockDemoDesc() {
  DemoDesc d;
  d.id = "flock";
  d.params.assign(std::begin(kParams), std::end(kParams));
  d.layers = kLayerNeighbors | kLayerThreat;
  d.world.edges = steer::Edges::Wrap;
  d.make = [] { return std::unique_ptr<Demo>(new FlockDemo); };
  return d;
}

}  // namespace demos
