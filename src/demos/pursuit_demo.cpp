// Pursuit — a larger pursuer chases a smaller evader that wanders.
// Lesson: a pursuer that aims where the evader *will be* beats one that aims where it is. The
// crosshair is the predicted point P = evader.pos + evader.vel * T, with Buckland's look-ahead
// T = d / (pursuer max speed + evader speed), unless the evader is ahead and facing us
// (dot(toEvader, heading) > 0 and dot(headings) < -0.95), when it is simply sought.
// Controls that matter: predictor, look-ahead scale (0 = pure seek), cap, the two speeds.
#include <cstdio>

#include "demos/common.h"
#include "demos/demos.h"
#include "strings/strings.h"

namespace demos {
namespace {

// [SECTION] parameters: link and API keys, in panel order
constexpr ParamSpec kParams[] = {
    PredictorParam(),
    LookaheadParam(),
    {.name = "cap",
     .min = 0.0f,
     .max = 10.0f,
     .def = 0.0f},
    PursuerSpeedParam(),
    EvaderSpeedParam(100.0f),
    {.name = "force",
     .min = 10.0f,
     .max = 2000.0f,
     .def = 300.0f},
    JitterParam(),
    {.name = "facing",
     .kind = ParamKind::Toggle,
     .min = 0,
     .max = 1,
     .def = 1},
};
// Indices into the Params of Setup and Step, found by name when this compiles.
constexpr int kPredictor = ParamIndex(kParams, "predictor"), kLookahead = ParamIndex(kParams, "lookahead"),
              kCap = ParamIndex(kParams, "cap"), kSpeed = ParamIndex(kParams, "pursuerSpeed"),
              kEvaderSpeed = ParamIndex(kParams, "evaderSpeed"), kForce = ParamIndex(kParams, "force"),
              kJitter = ParamIndex(kParams, "jitter"), kFacing = ParamIndex(kParams, "facing");

// [SECTION] setup
constexpr int kPursuer = 0, kEvader = 1;
const steer::WanderDef kEvaderWander{40.0f, 80.0f, 0.0f};  // jitter comes from the parameter

class PursuitDemo : public DemoOf<PursuitDemo> {
 public:
  void Setup(steer::World& w, const Params& p) override {
    chases_.outcomes.reserve(kMaxOutcomes);  // recorded in the step, which must not allocate
    AddPursuerAndEvader(w, {p[kSpeed], p[kForce], p[kEvaderSpeed], 200.0f, 60.0f});
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    // Parameters act live: speeds and force are re-read every step.
    w.agents[kPursuer].maxSpeed = p[kSpeed];
    w.agents[kPursuer].maxForce = p[kForce];
    w.agents[kEvader].maxSpeed = p[kEvaderSpeed];
    steer::LookAheadDef la = LookAhead(p);
    steer::WanderDef wander = kEvaderWander;
    wander.jitter = p[kJitter];
    bool facing = On(p[kFacing]);
    steer::Step(w, [&](steer::World& world, int i) {
      if (i == kPursuer)
        return steer::Pursuit(world.agents[kPursuer], world.agents[kEvader], la, facing).force;
      return steer::Wander(world.agents[kEvader], wander, world.rng, world.def.dt).force;
    });
    if (CaptureAndRespawn(w, kPursuer, kEvader, {400.0f, 60.0f, Respawn::NewVelocity}, chases_))
      Mark(EventKind::Capture, kEvader, "capture");
  }

  static steer::LookAheadDef LookAhead(const Params& p) {
    return LookAheadFrom(p[kPredictor], p[kLookahead], p[kCap]);
  }

  /// The pursuit as the step computes it, for the drawing, the formula and the description.
  steer::PursuitResult Current(const steer::World& w, const Params& p) const {
    return steer::Pursuit(w.agents[kPursuer], w.agents[kEvader], LookAhead(p), On(p[kFacing]));
  }

  // [SECTION] what the page draws and reports
  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int, Overlay& out) const override {
    AnnotatePursuit(w.agents[kPursuer], w.agents[kEvader], Current(w, p), layers, out);
    if (layers & kLayerWander) {
      steer::WanderDef wander = kEvaderWander;
      AnnotateWander(w.agents[kEvader], wander, out);
    }
  }

  Marks GetMarks(const steer::World& w, const Params& p) const override {
    steer::PursuitResult r = Current(w, p);
    Marks m;
    m.hasPredicted = true;
    m.predicted = r.predicted;
    m.lookahead = r.lookAhead;
    return m;
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    const steer::Agent& pu = w.agents[kPursuer];
    const steer::Agent& ev = w.agents[kEvader];
    steer::PursuitResult r = Current(w, p);
    float facing = steer::Dot(pu.heading, ev.heading);
    if (r.aheadAndFacing) {
      out.push_back(ReadoutF(Tr("formula.pursuit.ahead"), double(facing)));
      out.push_back(ReadoutF("%s", Tr("formula.pursuit.seek")));
      return;
    }
    LookAheadFormula(pu, ev, LookAhead(p), "pursuer", "evader", out);
    out.push_back(ReadoutF(Tr("formula.pursuit.p"), double(r.predicted.x),
                           double(r.predicted.y)));
  }

  void Explain(const steer::World& w, const Params& p, int agent, std::vector<Readout>& out) const override {
    if (agent != kPursuer) return;
    steer::PursuitResult r = Current(w, p);
    float d = steer::Distance(w.agents[kPursuer].pos, w.agents[kEvader].pos);
    out.push_back(ReadoutF(Tr("explain.to_evader"), double(d)));
    out.push_back(r.aheadAndFacing ? ReadoutF("%s", Tr("explain.ahead_seek"))
                                   : ReadoutF(Tr("explain.lookahead"), double(r.lookAhead)));
  }

  void Metrics(const steer::World& w, const Params&, std::vector<Metric>& out) const override {
    out.push_back(
        {"distance pursuer-evader", steer::Distance(w.agents[kPursuer].pos, w.agents[kEvader].pos)});
    out.push_back({"pursuer speed", w.agents[kPursuer].Speed()});
    out.push_back({"pursuer steering force", steer::Length(w.agents[kPursuer].force)});
    out.push_back({"captures", float(chases_.captures)});
  }

  void Status(const steer::World&, char* buf, int size) const override {
    if (chases_.captures == 0)
      std::snprintf(buf, size_t(size), Tr("status.captures"), 0);
    else
      std::snprintf(buf, size_t(size), Tr("status.captures_last"), chases_.captures, chases_.lastSeconds);
    LocalizeNumbers(buf);
  }

  // [SECTION] code to take home (code_spec.h)
  bool Code(const steer::World& w, const Params& p, int agent, CodeRequest& r) const override {
    if (agent == kEvader) {
      CodeSpec& s = AgentCode(w, agent, r);
      s.behaviour = CodeBehaviour::Wander;
      s.wander = kEvaderWander;
      s.wander.jitter = p[kJitter];
      s.maxSpeed = p[kEvaderSpeed];  // the knob's now (the agents take it at the next step)
      s.from = "Pursuit demo, the evader: it wanders.";
      return true;
    }
    CodeSpec& s = AgentCode(w, kPursuer, r);
    s.behaviour = CodeBehaviour::Pursuit;
    s.maxSpeed = p[kSpeed];  // the knobs' now, also before the next step applies them
    s.maxForce = p[kForce];
    s.lookAhead = LookAhead(p);
    s.facingShortcut = On(p[kFacing]);
    s.from = "Pursuit demo, the pursuer.";
    return true;
  }

  // [SECTION] description
  void Describe(const steer::World& w, const Params& p, char* buf, int size) const override {
    const steer::Agent& pu = w.agents[kPursuer];
    const steer::Agent& ev = w.agents[kEvader];
    float d = steer::Distance(pu.pos, ev.pos);
    // Closing speed: how fast the distance shrinks, -d|S|/dt = dot(unit(S), v_pursuer - v_evader).
    Vec2 u = d > 0.0f ? (ev.pos - pu.pos) / d : Vec2{};
    float closing = steer::Dot(u, pu.vel - ev.vel);
    steer::PursuitResult r = Current(w, p);
    char aim[120];
    if (r.aheadAndFacing)
      std::snprintf(aim, sizeof aim, "%s", Tr("describe.pursuit.ahead"));
    else if (r.lookAhead <= 0.0f)
      std::snprintf(aim, sizeof aim, "%s", Tr("describe.pursuit.now"));
    else
      std::snprintf(aim, sizeof aim, Tr("describe.pursuit.aims"), double(r.lookAhead),
                    double(r.predicted.x), double(r.predicted.y));
    char captures[48];
    chases_.CapturesWords(captures, sizeof captures);
    std::snprintf(buf, size_t(size), Tr("describe.pursuit"), double(d),
                  Tr(closing >= 0.0f ? Key("describe.closing") : Key("describe.falling_behind")),
                  double(closing >= 0.0f ? closing : -closing), aim, captures);
    LocalizeNumbers(buf);
  }

  void Outcomes(std::vector<std::pair<const char*, float>>& out) const override { chases_.Outcomes(out); }
  void News(char* buf, int size) const override { chases_.News(buf, size_t(size)); }

 private:
  ChaseLog chases_;
};

}  // namespace

// [SECTION] lesson
DemoDesc PursuitDemoDesc() {
  DemoDesc d;
  d.id = "pursuit";
  d.params.assign(std::begin(kParams), std::end(kParams));
  d.layers = kLayerVelocity | kLayerPredicted | kLayerDesired | kLayerTrails;
  d.world.edges = steer::Edges::Bounce;
  d.make = [] { return std::unique_ptr<Demo>(new PursuitDemo); };
  return d;
}

}  // namespace demos
