// Chase models — Bourg's three chasers against the same prey, side by side.
// Lesson: the basic chaser steps x and y one unit at a time towards the prey and zig-zags; the
// line-of-sight chaser runs straight at where the prey is and curves behind it; the intercept
// chaser aims at where the prey will be after the time to close tc = |Sr| / |Vr| and cuts it
// off. When the closing speed |Vr| is small (a chaser barely faster than the prey, running
// alongside it) tc explodes and the intercept point runs away: Bourg's failure case.
// Controls that matter: prey speed vs chaser speed (try them nearly equal), intercept cap, and
// Step: "frame-dt" steps the same chase by a busy browser's frame times (seeded, so the same every
// run) instead of the fixed 1/60 s, for the "why a fixed step" lesson (compare=step:frame-dt).
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "demos/common.h"
#include "demos/demos.h"
#include "steer/chase.h"
#include "steer/rng.h"
#include "strings/strings.h"

namespace demos {
namespace {

const char* const kStepChoices[] = {"fixed", "frame-dt"};

// [SECTION] parameters: link and API keys, in panel order
constexpr ParamSpec kParams[] = {
    {.name = "preySpeed",
     .min = 0.0f,
     .max = 400.0f,
     .def = 100.0f},
    {.name = "chaserSpeed",
     .min = 0.0f,
     .max = 400.0f,
     .def = 110.0f},
    {.name = "maxTime",
     .min = 0.0f,
     .max = 60.0f,
     .def = 20.0f},
    {.name = "alongside",
     .kind = ParamKind::Toggle,
     .min = 0,
     .max = 1,
     .def = 0,
     .rebuild = true},
    {.name = "step",
     .kind = ParamKind::Choice,
     .min = 0,
     .max = 1,
     .def = 0,
     .choices = kStepChoices},
};
// Indices into the Params of Setup and Step, found by name when this compiles.
constexpr int kPreySpeed = ParamIndex(kParams, "preySpeed"),
              kChaserSpeed = ParamIndex(kParams, "chaserSpeed"), kMaxTime = ParamIndex(kParams, "maxTime"),
              kAlongside = ParamIndex(kParams, "alongside"), kStep = ParamIndex(kParams, "step");

// [SECTION] setup
enum Lane { kBasic, kLineOfSight, kIntercept, kLanes };
const char* const kLaneNames[kLanes] = {"basic", "line of sight", "intercept"};
// A lane's name as people read it (lane.chase.<i>; the name itself is the challenge's answer).
const char* LaneLabel(int lane) { return TrKey("lane.chase." + std::to_string(lane)); }
constexpr float kCatchDistance = 12.0f;
constexpr float kRestartDelay = 2.0f;  // seconds between rounds

// A busy browser's frame times (seconds): 1/60 s give or take 25 %, and one frame in 16 a hitch
// of 50 to 100 ms (a garbage collection, a layout, another tab). Seeded: the same every run.
float NextFrameDt(steer::Rng& rng) {
  float u = rng.NextFloat();
  if (rng.NextFloat() < 1.0f / 16.0f) return 0.05f + 0.05f * u;
  return (1.0f / 60.0f) * (0.75f + 0.5f * u);
}
constexpr uint64_t kFrameTimesSeed = 60u;

class ChaseDemo : public DemoOf<ChaseDemo> {
 public:
  void Setup(steer::World& w, const Params& p) override {
    outcomes_.reserve(kMaxOutcomes);  // recorded in the step, which must not allocate
    frameTimes_ = steer::Rng::FromSeed(kFrameTimesSeed);
    fixedDt_ = w.def.dt;
    laneHeight_ = w.def.height / float(kLanes);
    for (int lane = 0; lane < kLanes; ++lane) {
      steer::AgentDef prey;
      prey.role = steer::Role::Target;
      prey.radius = 8.0f;
      prey.maxSpeed = 1000.0f;
      steer::AddAgent(w, prey);
      steer::AgentDef chaser;
      chaser.role = steer::Role::Chaser;
      chaser.radius = 11.0f;
      chaser.maxSpeed = 1000.0f;
      steer::AddAgent(w, chaser);
    }
    StartRound(w, p);
  }

  void StartRound(steer::World& w, const Params& p) {
    for (int lane = 0; lane < kLanes; ++lane) {
      float top = laneHeight_ * float(lane);
      steer::Agent& prey = w.agents[2 * lane];
      steer::Agent& chaser = w.agents[2 * lane + 1];
      // The prey crosses the lane from the left; the chaser starts below it, further right.
      prey.pos = {60.0f, top + 35.0f};
      prey.vel = {p[kPreySpeed], 0.0f};
      chaser.pos = {160.0f, top + laneHeight_ - 25.0f};
      // Alongside: the chaser already runs with the prey's velocity, so the closing velocity
      // Vr = v_prey - v_chaser starts at zero (Bourg's failure case for intercept).
      chaser.vel = On(p[kAlongside]) ? Vec2{p[kPreySpeed], 0.0f} : Vec2{};
      result_[lane] = -1.0f;
    }
    roundStartFrame_ = w.frame;
    finishedFrame_ = -1;
    roundTime_ = 0.0;
    finishedTime_ = -1.0;
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    // frame-dt: this step lasts as long as the next frame of the sequence; the world integrates
    // with it and def.dt is put back afterwards (the clock and the other demos see 1/60 s).
    bool frameDt = p[kStep] != 0.0f;
    lastDt_ = frameDt ? NextFrameDt(frameTimes_) : fixedDt_;
    w.def.dt = lastDt_;
    float dt = w.def.dt;
    float speed = p[kChaserSpeed];
    for (int lane = 0; lane < kLanes; ++lane) {
      steer::Agent& prey = w.agents[2 * lane];
      steer::Agent& chaser = w.agents[2 * lane + 1];
      if (result_[lane] >= 0.0f || prey.pos.x > w.def.width - 20.0f) {
        // Lane over: freeze it.
        prey.vel = {};
        chaser.vel = {};
        if (result_[lane] < 0.0f) {
          result_[lane] = 1e9f;  // escaped: marked on the timeline at the step it got away
          Mark(EventKind::Escape, 2 * lane, kLaneNames[lane]);
        }
        continue;
      }
      prey.vel = {p[kPreySpeed], 0.0f};
      switch (lane) {
        case kBasic: {
          // Bourg's tile step (x +/- 1, y +/- 1 per tick) scaled to world units. A diagonal tile
          // step is sqrt(2) longer, so it is cut to the same speed as the other chasers: the race
          // is about direction, not a faster diagonal.
          Vec2 next = steer::BasicChaseStep(chaser.pos, prey.pos, speed * dt);
          chaser.vel = steer::Truncate((next - chaser.pos) / dt, speed);
          break;
        }
        case kLineOfSight:
          chaser.vel = steer::LineOfSightChase(chaser.pos, prey.pos, speed).vel;
          break;
        default:
          chaser.vel = steer::InterceptChase(chaser, prey, speed, p[kMaxTime]).vel;
          break;
      }
    }
    // Velocities are set directly (Bourg's models), so the world step integrates with no force.
    steer::Step(w, [](steer::World&, int) { return Vec2{}; });
    w.def.dt = fixedDt_;
    roundTime_ += double(dt);
    bool allDone = true;
    for (int lane = 0; lane < kLanes; ++lane) {
      if (result_[lane] < 0.0f &&
          steer::Distance(w.agents[2 * lane].pos, w.agents[2 * lane + 1].pos) < kCatchDistance) {
        result_[lane] = frameDt ? float(roundTime_) : float(double(w.frame - roundStartFrame_) * double(dt));
        Mark(EventKind::Capture, 2 * lane, kLaneNames[lane]);  // at the step of the catch, not the round's end
      }
      allDone = allDone && result_[lane] >= 0.0f;
    }
    if (allDone && finishedFrame_ < 0) {
      finishedFrame_ = w.frame;
      finishedTime_ = roundTime_;
      // A round whole or not at all (News reads the last round's lanes).
      bool room = outcomes_.size() + kLanes <= kMaxOutcomes;
      for (int lane = 0; lane < kLanes && room; ++lane) {
        bool escaped = result_[lane] > 1e8f;
        outcomes_.push_back({kLaneNames[lane], escaped ? -1.0f : result_[lane]});
      }
    }
    bool restart = frameDt ? finishedTime_ >= 0.0 && roundTime_ - finishedTime_ > double(kRestartDelay)
                           : finishedFrame_ >= 0 && float(double(w.frame - finishedFrame_) * double(dt)) > kRestartDelay;
    if (restart) StartRound(w, p);
  }

  // [SECTION] what the page draws and reports
  // A label stays in its lane: the one its point is in (a lane's name, written at its bottom
  // edge, in the lane above that edge). On a projector's ui=2 a chaser's name went below its
  // lane's line, beside the next lane's target.
  bool LabelRegion(const steer::World& w, Vec2 at, Vec2* min, Vec2* max) const override {
    if (!(laneHeight_ > 0.0f)) return false;
    int lane = std::clamp(int(std::floor((at.y - 1e-3f) / laneHeight_)), 0, kLanes - 1);
    *min = {0.0f, laneHeight_ * float(lane)};
    *max = {w.def.width, laneHeight_ * float(lane + 1)};
    return true;
  }

  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int, Overlay& out) const override {
    for (int lane = 0; lane < kLanes; ++lane) {
      float top = laneHeight_ * float(lane);
      if (lane > 0) out.Line(Ink::Muted, {0.0f, top}, {w.def.width, top});
      const steer::Agent& prey = w.agents[2 * lane];
      const steer::Agent& chaser = w.agents[2 * lane + 1];
      if (result_[lane] < 0.0f)
        LabelF(out, Ink::Muted, {0.0f, top + laneHeight_}, "%s", LaneLabel(lane));
      else if (result_[lane] > 1e8f)
        LabelF(out, Ink::Threat, {0.0f, top + laneHeight_}, Tr("label.chase.escaped"), LaneLabel(lane));
      else
        LabelF(out, Ink::Target, {0.0f, top + laneHeight_}, Tr("label.chase.caught"), LaneLabel(lane),
               double(result_[lane]));
      if (lane == kIntercept && result_[lane] < 0.0f && (layers & kLayerPredicted)) {
        steer::ChaseResult r = steer::InterceptChase(chaser, prey, p[kChaserSpeed], p[kMaxTime]);
        out.Line(Ink::Predicted, prey.pos, r.aim);
        out.Cross(Ink::Predicted, r.aim, 10.0f);
        LabelF(out, Ink::Predicted, r.aim, "tc = %.2f s", double(r.closingTime));
      }
    }
  }

  Marks GetMarks(const steer::World& w, const Params& p) const override {
    steer::ChaseResult r = steer::InterceptChase(w.agents[2 * kIntercept + 1], w.agents[2 * kIntercept],
                                                 p[kChaserSpeed], p[kMaxTime]);
    Marks m;
    m.hasPredicted = true;
    m.predicted = r.aim;
    m.lookahead = r.closingTime;
    return m;
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    const steer::Agent& prey = w.agents[2 * kIntercept];
    const steer::Agent& chaser = w.agents[2 * kIntercept + 1];
    if (result_[kIntercept] >= 0.0f) {  // the lane is over: its agents stand still
      out.push_back(result_[kIntercept] > 1e8f
                        ? ReadoutF("%s", Tr("formula.chase.escaped"))
                        : ReadoutF(Tr("formula.chase.caught"), double(result_[kIntercept])));
      out.push_back(ReadoutF("%s", Tr("formula.chase.while")));
      return;
    }
    steer::ChaseResult r = steer::InterceptChase(chaser, prey, p[kChaserSpeed], p[kMaxTime]);
    float sr = steer::Distance(chaser.pos, prey.pos), vr = steer::Length(prey.vel - chaser.vel);
    out.push_back(ReadoutF(Tr("formula.chase.tc"), double(p[kMaxTime])));
    if (vr > steer::kEpsilon && sr / vr < p[kMaxTime])
      out.push_back(ReadoutF("  = %.0f / %.0f = %.2f s", double(sr), double(vr), double(r.closingTime)));
    else
      out.push_back(ReadoutF(Tr("formula.chase.cap"), double(vr), double(r.closingTime)));
    out.push_back(ReadoutF(Tr("formula.chase.aim"), double(r.aim.x), double(r.aim.y)));
    out.push_back(ReadoutF("%s", Tr("formula.chase.los")));
    out.push_back(ReadoutF("%s", Tr("formula.chase.basic")));
    out.push_back(ReadoutF("%s", Tr("formula.chase.tiles")));
    if (p[kStep] != 0.0f)
      out.push_back(ReadoutF(Tr("formula.chase.frame_dt"), double(lastDt_) * 1000.0, double(fixedDt_) * 1000.0));
    else
      out.push_back(ReadoutF(Tr("formula.chase.fixed_dt"), double(fixedDt_) * 1000.0));
  }

  void Status(const steer::World&, char* buf, int size) const override {
    std::snprintf(buf, size_t(size), "%s", Tr("status.chase"));
  }

  // [SECTION] code to take home (code_spec.h)
  bool Code(const steer::World& w, const Params& p, int agent, CodeRequest& r) const override {
    if (agent >= 0 && agent % 2 == 0) return false;  // a prey runs straight: nothing steers it
    static const char* const kFrom[kLanes] = {"Chase demo, Bourg's basic chaser.", "Chase demo, Bourg's line-of-sight chaser.",
                                              "Chase demo, Bourg's intercept chaser."};
    CodeSpec& s = AgentCode(w, agent, r);
    s.behaviour = CodeBehaviour::Chase;
    s.chase = agent < 0 ? kIntercept : (agent / 2) % kLanes;  // lanes: prey 2k, its chaser 2k + 1
    s.maxSpeed = p[kChaserSpeed];
    s.chaseMaxTime = p[kMaxTime];
    s.from = kFrom[s.chase];
    return true;
  }

  // [SECTION] description
  void Describe(const steer::World& w, const Params& p, char* buf, int size) const override {
    int n = std::snprintf(buf, size_t(size),
                          Tr("describe.chase"),
                          double(p[kChaserSpeed]), double(p[kPreySpeed]));
    for (int lane = 0; lane < kLanes && n >= 0 && n < size; ++lane) {
      const char* who = LaneWho(lane);
      if (result_[lane] < 0.0f) {
        float d = steer::Distance(w.agents[2 * lane].pos, w.agents[2 * lane + 1].pos);
        if (lane == kIntercept) {
          steer::ChaseResult r =
              steer::InterceptChase(w.agents[2 * lane + 1], w.agents[2 * lane], p[kChaserSpeed], p[kMaxTime]);
          n += std::snprintf(buf + n, size_t(size - n),
                             Tr("describe.chase.close"), who, double(d),
                             double(r.closingTime));
        } else {
          n += std::snprintf(buf + n, size_t(size - n), Tr("describe.chase.distance"), who, double(d));
        }
      } else if (result_[lane] > 1e8f) {
        n += std::snprintf(buf + n, size_t(size - n), Tr("describe.chase.escaped"), who);
      } else {
        n += std::snprintf(buf + n, size_t(size - n), Tr("describe.chase.caught"), who,
                           double(result_[lane]));
      }
    }
  }

  /// The last finished round, lane by lane: "The basic chaser caught its prey in 4.1 s. The
  /// line-of-sight chaser let its prey escape. ..." (a round's outcomes are its lanes', in order).
  void News(char* buf, int size) const override {
    if (size <= 0) return;
    buf[0] = 0;
    int n = 0;
    for (size_t k = outcomes_.size() >= kLanes ? outcomes_.size() - kLanes : 0; k < outcomes_.size() && n >= 0 && n < size; ++k) {
      int lane = int(std::find(kLaneNames, kLaneNames + kLanes, outcomes_[k].first) - kLaneNames);
      if (lane >= kLanes) continue;
      const char* who = LaneWho(lane) + (n == 0 && LaneWho(lane)[0] == ' ');  // no space before the first
      if (outcomes_[k].second < 0.0f)
        n += std::snprintf(buf + n, size_t(size - n), Tr("describe.chase.escaped"), who);
      else
        n += std::snprintf(buf + n, size_t(size - n), Tr("describe.chase.caught"), who, double(outcomes_[k].second));
    }
  }

 private:
  /// " The basic chaser": a lane's chaser, as the description names it (a space before).
  static const char* LaneWho(int lane) {
    return Tr(lane == kBasic ? Key("describe.chase.basic") : lane == kLineOfSight ? Key("describe.chase.los") : Key("describe.chase.intercept"));
  }

  void Outcomes(std::vector<std::pair<const char*, float>>& out) const override {
    out.insert(out.end(), outcomes_.begin(), outcomes_.end());
  }

  std::vector<std::pair<const char*, float>> outcomes_;  // per finished round, per lane
  float laneHeight_ = 1.0f;
  float result_[kLanes] = {-1.0f, -1.0f, -1.0f};  // seconds to catch; -1 running; 1e9 escaped
  int64_t roundStartFrame_ = 0;
  int64_t finishedFrame_ = -1;
  // Step = frame-dt: the frame times' generator (its own, so the world's Rng is untouched), the
  // last step's dt, and the round's clock summed step by step.
  steer::Rng frameTimes_;
  float fixedDt_ = 1.0f / 60.0f;
  float lastDt_ = 1.0f / 60.0f;
  double roundTime_ = 0.0;
  double finishedTime_ = -1.0;
};

}  // namespace

// [SECTION] lesson
DemoDesc ChaseDemoDesc() {
  DemoDesc d;
  d.id = "chase";
  d.params.assign(std::begin(kParams), std::end(kParams));
  d.layers = kLayerVelocity | kLayerPredicted | kLayerTrails;
  d.world.edges = steer::Edges::None;
  d.make = [] { return std::unique_ptr<Demo>(new ChaseDemo); };
  d.lanes.assign(kLaneNames, kLaneNames + kLanes);
  return d;
}

}  // namespace demos
