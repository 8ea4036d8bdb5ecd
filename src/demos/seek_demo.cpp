// Seek, flee, arrive — the building blocks. Drag the target (or click anywhere to move it).
// Lesson: steering force = gain x (desired velocity - current velocity), at most max force
// (Buckland's steering tweaker; gain 10 by default, so the velocity follows the desired one within
// about 0.1 s). Seek wants full speed at the target and overshoots; flee wants full speed away
// (only within the panic distance); arrive slows down: Buckland's speed = d / (deceleration x 0.3 s),
// or Peters' maxSpeed x d / r inside the slowing radius r.
// Controls that matter: behaviour, deceleration, slowing radius, panic distance, max force, gain.
#include <cstdio>

#include "demos/common.h"
#include "demos/demos.h"
#include "strings/strings.h"

namespace demos {
namespace {

const char* const kBehaviourChoices[] = {"seek", "flee", "arrive", "arrive-radius"};
const char* const kDecelerationChoices[] = {"fast", "normal", "slow"};

// [SECTION] parameters: link and API keys, in panel order
constexpr ParamSpec kParams[] = {
    {.name = "behaviour",
     .kind = ParamKind::Choice,
     .min = 0,
     .max = 3,
     .def = 0,
     .choices = kBehaviourChoices},
    {.name = "deceleration",
     .kind = ParamKind::Choice,
     .min = 0,
     .max = 2,
     .def = 1,
     .choices = kDecelerationChoices},
    {.name = "slowing",
     .min = 1.0f,
     .max = 400.0f,
     .def = 150.0f},
    {.name = "panic",
     .min = 0.0f,
     .max = 800.0f,
     .def = 200.0f},
    {.name = "maxSpeed",
     .min = 0.0f,
     .max = 500.0f,
     .def = 200.0f},
    {.name = "force",
     .min = 10.0f,
     .max = 2000.0f,
     .def = 300.0f},
    // 10 (1 in links before version 3): the velocity reaches the desired one in about 0.1 s, so
    // arrive stops on its target instead of swinging past it.
    {.name = "gain",
     .min = 0.5f,
     .max = 20.0f,
     .def = 10.0f},
};
// Indices into the Params of Setup and Step, found by name when this compiles.
constexpr int kBehaviour = ParamIndex(kParams, "behaviour"),
              kDeceleration = ParamIndex(kParams, "deceleration"), kSlowing = ParamIndex(kParams, "slowing"),
              kPanic = ParamIndex(kParams, "panic"), kSpeed = ParamIndex(kParams, "maxSpeed"),
              kForce = ParamIndex(kParams, "force"), kGain = ParamIndex(kParams, "gain");

// [SECTION] setup
enum Behaviour { kSeek, kFlee, kArrive, kArriveRadius };

class SeekDemo : public DemoOf<SeekDemo> {
 public:
  void Setup(steer::World& w, const Params& p) override {
    targets = {{w.def.width * 0.65f, w.def.height * 0.5f}};
    steer::AgentDef a;
    a.role = steer::Role::Seeker;
    a.pos = {w.def.width * 0.2f, w.def.height * 0.3f};
    a.vel = w.rng.UnitVector() * 60.0f;
    a.maxSpeed = p[kSpeed];
    a.maxForce = p[kForce];
    a.radius = 11.0f;
    steer::AddAgent(w, a);
  }

  Vec2 Force(const steer::Agent& a, const Params& p) const {
    Vec2 t = targets[0];
    switch (int(p[kBehaviour])) {
      case kFlee:
        return steer::Flee(a, t, p[kPanic]);
      case kArrive:
        return steer::Arrive(a, t, steer::Deceleration(int(p[kDeceleration]) + 1));
      case kArriveRadius:
        return steer::ArriveWithin(a, t, p[kSlowing]);
      default:
        return steer::Seek(a, t);
    }
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    w.agents[0].maxSpeed = p[kSpeed];
    w.agents[0].maxForce = p[kForce];
    // Buckland's "steering force tweaker": the behaviour's desired - velocity times a gain (per
    // second), then at most maxForce (Integrate). With a gain of 1 the velocity follows the desired
    // one with a one-second lag, and even arrive overshoots its target and swings back.
    steer::Step(w, [&](steer::World& world, int i) { return Force(world.agents[i], p) * p[kGain]; });
    // The agent reaches the target (touches it with its disc): a mark on the timeline, once for
    // each place the target is put (seek overshoots and passes it again and again).
    if (int(p[kBehaviour]) == kFlee || (reached_ && reachedTarget_ == targets[0])) return;
    reached_ = steer::Distance(w.agents[0].pos, targets[0]) < w.agents[0].radius;
    reachedTarget_ = targets[0];
    if (reached_) Mark(EventKind::Arrive, 0);
  }

  // [SECTION] what the page draws and reports
  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int, Overlay& out) const override {
    const steer::Agent& a = w.agents[0];
    out.Cross(Ink::Target, targets[0], 12.0f);
    int b = int(p[kBehaviour]);
    if (b == kArriveRadius) out.Circle(Ink::Target, targets[0], p[kSlowing]);
    if (b == kFlee) out.Circle(Ink::Threat, targets[0], p[kPanic]);
    if (layers & kLayerDesired) out.Arrow(Ink::Desired, a.pos, a.pos + (Force(a, p) + a.vel) * 0.5f);
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    const steer::Agent& a = w.agents[0];
    float d = steer::Distance(a.pos, targets[0]);
    switch (int(p[kBehaviour])) {
      case kFlee:
        out.push_back(d > p[kPanic]
                          ? ReadoutF(Tr("formula.seek.panic_none"), double(d), double(p[kPanic]))
                          : ReadoutF(Tr("formula.seek.flee"), double(a.maxSpeed)));
        break;
      case kArrive: {
        float k = float(int(p[kDeceleration]) + 1);
        float speed = d / (k * 0.3f);
        out.push_back(ReadoutF("%s", Tr("formula.seek.arrive")));
        out.push_back(ReadoutF("  = %.0f / (%.0f \xC3\x97 0.3) = %.0f", double(d), double(k), double(speed)));
        out.push_back(speed > a.maxSpeed ? ReadoutF(Tr("formula.seek.capped"), double(a.maxSpeed))
                                         : ReadoutF(Tr("formula.seek.slowing"), double(a.maxSpeed)));
        break;
      }
      case kArriveRadius:
        if (d < p[kSlowing]) {
          out.push_back(ReadoutF("%s", Tr("formula.seek.radius")));
          out.push_back(ReadoutF("  = %.0f \xC3\x97 %.0f / %.0f = %.0f", double(a.maxSpeed), double(d),
                                 double(p[kSlowing]), double(a.maxSpeed * d / p[kSlowing])));
        } else {
          out.push_back(ReadoutF("%s", Tr("formula.seek.outside")));
        }
        break;
      default:
        out.push_back(ReadoutF(Tr("formula.seek.seek"), double(a.maxSpeed)));
    }
    out.push_back(ReadoutF(Tr("formula.seek.steering"), double(p[kGain])));
    out.push_back(ReadoutF(Tr("formula.seek.max_force"), double(w.agents[0].maxForce)));
  }

  void Explain(const steer::World& w, const Params& p, int, std::vector<Readout>& out) const override {
    const steer::Agent& a = w.agents[0];
    Vec2 desired = Force(a, p) + a.vel;
    out.push_back(ReadoutF(Tr("explain.distance"), double(steer::Distance(a.pos, targets[0]))));
    out.push_back(ReadoutF(Tr("explain.seek.desired"), double(steer::Length(desired))));
  }

  void Status(const steer::World& w, char* buf, int size) const override {
    std::snprintf(buf, size_t(size), Tr("status.seek"), double(w.agents[0].Speed()),
                  double(steer::Distance(w.agents[0].pos, targets[0])));
  }

  // [SECTION] code to take home (code_spec.h)
  bool Code(const steer::World& w, const Params& p, int, CodeRequest& r) const override {
    AgentCode(w, 0, r);
    r.spec.maxForce = p[kForce];  // the knobs' now, also before the next step applies them
    int b = int(p[kBehaviour]);
    r.spec.behaviour = b == 1   ? CodeBehaviour::Flee
                       : b == 2 ? CodeBehaviour::Arrive
                       : b == 3 ? CodeBehaviour::ArriveWithin
                                : CodeBehaviour::Seek;
    r.spec.slowing = p[kSlowing];
    r.spec.maxSpeed = p[kSpeed];
    r.spec.gain = p[kGain];
    r.spec.panic = p[kPanic];
    r.spec.deceleration = int(p[kDeceleration]) + 1;
    r.spec.from = "Seek demo.";
    return true;
  }

  // [SECTION] description
  void Describe(const steer::World& w, const Params& p, char* buf, int size) const override {
    static const char* const kVerb[] = {"describe.seek.seeks", "describe.seek.flees", "describe.seek.arrives",
                                        "describe.seek.arrives_radius"};
    const steer::Agent& a = w.agents[0];
    int b = int(p[kBehaviour]);
    std::snprintf(
        buf, size_t(size), Tr("describe.seek"),
        TrKey(kVerb[b >= 0 && b < 4 ? b : 0]), double(targets[0].x), double(targets[0].y),
        double(steer::Distance(a.pos, targets[0])), double(a.Speed()));
  }

 private:
  bool reached_ = false;  // the agent has reached the target where it is now (Step's mark)
  Vec2 reachedTarget_;
};

}  // namespace

// [SECTION] lesson
DemoDesc SeekDemoDesc() {
  DemoDesc d;
  d.id = "seek";
  d.params.assign(std::begin(kParams), std::end(kParams));
  d.layers = kLayerVelocity | kLayerDesired | kLayerForce | kLayerTrails;
  d.world.edges = steer::Edges::Bounce;
  d.make = [] { return std::unique_ptr<Demo>(new SeekDemo); };
  return d;
}

}  // namespace demos
