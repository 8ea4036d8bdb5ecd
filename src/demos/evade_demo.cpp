// Evade — the evader flees only when the pursuer is inside its threat range.
// Lesson: evasion is pursuit reversed (flee the pursuer's predicted position), switched on by
// distance: outside the threat-range circle (Buckland's default 100 units) the evader ignores
// the pursuer and wanders. Too small a range and it reacts too late to escape.
// Controls that matter: threat range, the two speeds, predictor and look-ahead scale. Drag the
// pursuer with the mouse to chase the evader yourself.
#include <cstdio>

#include "demos/common.h"
#include "demos/demos.h"
#include "strings/strings.h"

namespace demos {
namespace {

// [SECTION] parameters: link and API keys, in panel order
constexpr ParamSpec kParams[] = {
    {.name = "threat",
     .min = 0.0f,
     .max = 400.0f,
     .def = 100.0f},
    PredictorParam(),
    LookaheadParam(),
    PursuerSpeedParam(),
    // 120 (140 in links of version 1): slower than the pursuer's 150, so that how early the
    // evader reacts decides how often it is caught (threat 150 against 50: 31 against 89
    // captures over 20 seeds x 60 s).
    EvaderSpeedParam(120.0f),
    JitterParam(),
};
// Indices into the Params of Setup and Step, found by name when this compiles.
constexpr int kThreat = ParamIndex(kParams, "threat"), kPredictor = ParamIndex(kParams, "predictor"),
              kLookahead = ParamIndex(kParams, "lookahead"), kSpeed = ParamIndex(kParams, "pursuerSpeed"),
              kEvaderSpeed = ParamIndex(kParams, "evaderSpeed"), kJitter = ParamIndex(kParams, "jitter");

// [SECTION] setup
constexpr int kPursuer = 0, kEvader = 1;
const steer::WanderDef kWander{40.0f, 80.0f, 0.0f};

class EvadeDemo : public DemoOf<EvadeDemo> {
 public:
  void Setup(steer::World& w, const Params& p) override {
    chases_.outcomes.reserve(kMaxOutcomes);  // recorded in the step, which must not allocate
    AddPursuerAndEvader(w, {p[kSpeed], 250.0f, p[kEvaderSpeed], 400.0f, 80.0f});
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    w.agents[kPursuer].maxSpeed = p[kSpeed];
    w.agents[kEvader].maxSpeed = p[kEvaderSpeed];
    steer::LookAheadDef la = LookAhead(p);
    steer::WanderDef wander = kWander;
    wander.jitter = p[kJitter];
    float threat = p[kThreat];
    steer::Step(w, [&](steer::World& world, int i) {
      const steer::Agent& pu = world.agents[kPursuer];
      steer::Agent& ev = world.agents[kEvader];
      if (i == kPursuer) return steer::Pursuit(pu, ev, la).force;
      // Wander is always advanced (one Rng draw pattern per step, whatever the threat), but
      // only steers while the evader feels safe.
      Vec2 wanderForce = steer::Wander(ev, wander, world.rng, world.def.dt).force;
      steer::EvadeResult e = steer::Evade(ev, pu, threat, la);
      return e.threatened ? e.force : wanderForce;
    });
    if (CaptureAndRespawn(w, kPursuer, kEvader, {400.0f, 80.0f, Respawn::KeepVelocity}, chases_))
      Mark(EventKind::Capture, kEvader, "capture");
  }

  /// Both agents' look-ahead (one predictor and scale for both; no cap in this demo).
  static steer::LookAheadDef LookAhead(const Params& p) {
    return LookAheadFrom(p[kPredictor], p[kLookahead], 0.0f);
  }

  // [SECTION] what the page draws and reports
  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int, Overlay& out) const override {
    const steer::Agent& pu = w.agents[kPursuer];
    const steer::Agent& ev = w.agents[kEvader];
    steer::LookAheadDef la = LookAhead(p);
    steer::EvadeResult e = steer::Evade(ev, pu, p[kThreat], la);
    if (layers & kLayerThreat) {
      out.Circle(e.threatened ? Ink::Threat : Ink::Muted, ev.pos, p[kThreat]);
      // On the circle's rim, up and to the right of the evader.
      LabelF(out, e.threatened ? Ink::Threat : Ink::Muted,
             ev.pos + Vec2{p[kThreat] * 0.7071f, -p[kThreat] * 0.7071f},
             e.threatened ? Tr("label.threat_evading") : Tr("label.threat"), double(p[kThreat]));
    }
    if ((layers & kLayerPredicted) && e.threatened) {
      // Where the evader expects the pursuer, by its own T (the pursuer's T is at the crosshair).
      out.Line(Ink::Threat, pu.pos, e.predicted);
      out.Cross(Ink::Threat, e.predicted, 8.0f);
      LabelF(out, Ink::Threat, e.predicted, Tr("label.evader_t"), double(e.lookAhead));
    }
    AnnotatePursuit(pu, ev, steer::Pursuit(pu, ev, la), layers & ~kLayerDesired, out);
    if ((layers & kLayerWander) && !e.threatened) AnnotateWander(ev, kWander, out);
  }

  Marks GetMarks(const steer::World& w, const Params& p) const override {
    steer::PursuitResult r = steer::Pursuit(w.agents[kPursuer], w.agents[kEvader], LookAhead(p));
    Marks m;
    m.hasPredicted = true;
    m.predicted = r.predicted;
    m.lookahead = r.lookAhead;
    m.hasThreat = true;
    m.threat = p[kThreat];
    return m;
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    const steer::Agent& pu = w.agents[kPursuer];
    const steer::Agent& ev = w.agents[kEvader];
    float d = steer::Distance(pu.pos, ev.pos);
    if (d > p[kThreat]) {
      out.push_back(ReadoutF(Tr("formula.evade.none"), double(d), double(p[kThreat])));
      return;
    }
    steer::LookAheadDef la = LookAhead(p);
    steer::EvadeResult e = steer::Evade(ev, pu, p[kThreat], la);
    out.push_back(ReadoutF(Tr("formula.evade.evade"), double(d), double(p[kThreat])));
    LookAheadFormula(ev, pu, la, "evader", "pursuer", out);
    out.push_back(ReadoutF(Tr("formula.evade.p"), double(e.predicted.x),
                           double(e.predicted.y)));
  }

  void Explain(const steer::World& w, const Params& p, int agent, std::vector<Readout>& out) const override {
    if (agent != kEvader) return;
    float d = steer::Distance(w.agents[kPursuer].pos, w.agents[kEvader].pos);
    out.push_back(ReadoutF(Tr("explain.to_pursuer"), double(d)));
    out.push_back(ReadoutF("%s", Tr(d <= p[kThreat] ? Key("explain.evading") : Key("explain.wandering"))));
  }

  void Metrics(const steer::World& w, const Params&, std::vector<Metric>& out) const override {
    out.push_back(
        {"distance pursuer-evader", steer::Distance(w.agents[kPursuer].pos, w.agents[kEvader].pos)});
    out.push_back({"evader speed", w.agents[kEvader].Speed()});
    out.push_back({"evader steering force", steer::Length(w.agents[kEvader].force)});
    out.push_back({"captures", float(chases_.captures)});
  }

  void Status(const steer::World&, char* buf, int size) const override {
    std::snprintf(buf, size_t(size), Tr("status.captures"), chases_.captures);
  }

  // [SECTION] code to take home (code_spec.h)
  bool Code(const steer::World& w, const Params& p, int agent, CodeRequest& r) const override {
    if (agent == kPursuer) {
      CodeSpec& s = AgentCode(w, agent, r);
      s.behaviour = CodeBehaviour::Pursuit;
      s.maxSpeed = p[kSpeed];  // the knob's now (the agents take it at the next step)
      s.lookAhead = LookAhead(p);
      s.from = "Evade demo, the pursuer.";
      return true;
    }
    CodeSpec& s = AgentCode(w, kEvader, r);
    s.behaviour = CodeBehaviour::Evade;
    s.maxSpeed = p[kEvaderSpeed];
    s.lookAhead = LookAhead(p);
    s.threatRange = p[kThreat];
    s.from = "Evade demo, the evader.";
    return true;
  }

  // [SECTION] description
  void Describe(const steer::World& w, const Params& p, char* buf, int size) const override {
    const steer::Agent& pu = w.agents[kPursuer];
    const steer::Agent& ev = w.agents[kEvader];
    steer::LookAheadDef la = LookAhead(p);
    float d = steer::Distance(pu.pos, ev.pos);
    steer::EvadeResult e = steer::Evade(ev, pu, p[kThreat], la);
    char what[160];
    if (e.threatened)
      std::snprintf(what, sizeof what, Tr("describe.evade.inside"), double(p[kThreat]), double(e.predicted.x), double(e.predicted.y), double(e.lookAhead));
    else
      std::snprintf(what, sizeof what, Tr("describe.evade.outside"),
                    double(p[kThreat]));
    char captures[48];
    chases_.CapturesWords(captures, sizeof captures);
    std::snprintf(buf, size_t(size), Tr("describe.evade"), double(d), what, double(ev.Speed()), captures);
    LocalizeNumbers(buf);
  }

  void Outcomes(std::vector<std::pair<const char*, float>>& out) const override { chases_.Outcomes(out); }
  void News(char* buf, int size) const override { chases_.News(buf, size_t(size)); }

 private:
  ChaseLog chases_;
};

}  // namespace

// [SECTION] lesson
DemoDesc EvadeDemoDesc() {
  DemoDesc d;
  d.id = "evade";
  d.params.assign(std::begin(kParams), std::end(kParams));
  d.layers = kLayerVelocity | kLayerPredicted | kLayerThreat | kLayerTrails;
  d.world.edges = steer::Edges::Bounce;
  d.make = [] { return std::unique_ptr<Demo>(new EvadeDemo); };
  return d;
}

}  // namespace demos
