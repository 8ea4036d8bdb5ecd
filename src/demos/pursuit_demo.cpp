// Pursuit — a larger pursuer chases a smaller evader that wanders.
// Lesson: a pursuer that aims where the evader *will be* beats one that aims where it is. The
// crosshair is the predicted point P = evader.pos + evader.vel * T, with Buckland's look-ahead
// T = d / (pursuer max speed + evader speed), unless the evader is ahead and facing us
// (dot(toEvader, heading) > 0 and dot(headings) < -0.95), when it is simply sought.
// Controls that matter: predictor, look-ahead scale (0 = pure seek), cap, the two speeds.
#include <cstdio>

#include "demos/common.h"
#include "demos/demos.h"

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

class PursuitDemo : public Demo {
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
    bool facing = p[kFacing] != 0.0f;
    steer::Step(w, [&](steer::World& world, int i) {
      if (i == kPursuer)
        return steer::Pursuit(world.agents[kPursuer], world.agents[kEvader], la, facing).force;
      return steer::Wander(world.agents[kEvader], wander, world.rng, world.def.dt).force;
    });
    CaptureAndRespawn(w, kPursuer, kEvader, {400.0f, 60.0f, Respawn::NewVelocity}, chases_);
  }

  static steer::LookAheadDef LookAhead(const Params& p) {
    return LookAheadFrom(p[kPredictor], p[kLookahead], p[kCap]);
  }

  /// The pursuit as the step computes it, for the drawing, the formula and the description.
  steer::PursuitResult Current(const steer::World& w, const Params& p) const {
    return steer::Pursuit(w.agents[kPursuer], w.agents[kEvader], LookAhead(p), p[kFacing] != 0.0f);
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
      out.push_back(ReadoutF("ahead & facing: dot(headings) = %.2f < -0.95", double(facing)));
      out.push_back(ReadoutF("so T = 0: seek the evader's position"));
      return;
    }
    LookAheadFormula(pu, ev, LookAhead(p), "pursuer", "evader", out);
    out.push_back(ReadoutF("P = evader + velocity \xC3\x97 T = (%.0f, %.0f)", double(r.predicted.x),
                           double(r.predicted.y)));
  }

  void Explain(const steer::World& w, const Params& p, int agent, std::vector<Readout>& out) const override {
    if (agent != kPursuer) return;
    steer::PursuitResult r = Current(w, p);
    float d = steer::Distance(w.agents[kPursuer].pos, w.agents[kEvader].pos);
    out.push_back(ReadoutF("distance to evader  %.0f", double(d)));
    out.push_back(r.aheadAndFacing ? ReadoutF("ahead & facing: seeks position")
                                   : ReadoutF("look-ahead T  %.2f s", double(r.lookAhead)));
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
      std::snprintf(buf, size_t(size), "Captures: 0");
    else
      std::snprintf(buf, size_t(size), "Captures: %d   last chase %.1f s", chases_.captures,
                    chases_.lastSeconds);
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
      std::snprintf(aim, sizeof aim,
                    "the evader is ahead and facing it, so it heads straight for the evader");
    else if (r.lookAhead <= 0.0f)
      std::snprintf(aim, sizeof aim, "it aims at where the evader is now (no look-ahead)");
    else
      std::snprintf(aim, sizeof aim, "it aims %.2f s ahead, at (%.0f, %.0f)", double(r.lookAhead),
                    double(r.predicted.x), double(r.predicted.y));
    std::snprintf(
        buf, size_t(size),
        "The pursuer is %.0f units from the evader and %s at %.0f units per second; %s. %d capture%s.",
        double(d), closing >= 0.0f ? "closing" : "falling behind",
        double(closing >= 0.0f ? closing : -closing), aim, chases_.captures,
        chases_.captures == 1 ? "" : "s");
  }

  void Outcomes(std::vector<std::pair<const char*, float>>& out) const override {
    for (float t : chases_.outcomes) out.push_back({"capture", t});
  }

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
