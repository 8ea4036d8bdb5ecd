// Hide, interpose, offset pursuit — three ways to steer relative to other agents.
//   hide       the hider arrives at the nearest of the spots behind the obstacles, as seen from
//              the hunter: obstacle.pos + unit(obstacle.pos - hunter.pos) * (radius + gap)
//   interpose  a bodyguard arrives at the midpoint of where A and B will be by the time it
//              could reach their current midpoint, T = d(midpoint) / maxSpeed
//   offset     followers arrive at fixed offsets in the leader's frame (a V formation), predicted
//              ahead by T = d / (maxSpeed + leader speed)
//   follow     leader following (Reynolds): followers arrive at a point behind the leader; one
//              that finds itself in the leader's way gets out of it. rule=reynolds (new links):
//              in the corridor ahead of the leader it steps sideways off the leader's line
//              (GetOutOfTheWay) instead of arriving, then arrives again (Reynolds: "before
//              resuming arrival behavior"); rule=evade (links before version 5): near the leader or
//              the point ahead of it, it also evades the leader (flees where the leader will be);
//              rule=sum (links of version 5): the step aside added to the arrival.
// Controls that matter: mode, rule, hiding gap, speeds. Drag the hunter or the obstacles.
#include <cstdio>
#include <iterator>

#include "demos/common.h"
#include "demos/demos.h"
#include "steer/avoidance.h"
#include "steer/flocking.h"
#include "strings/strings.h"

namespace demos {
namespace {

const char* const kModeChoices[] = {"hide", "interpose", "offset", "follow"};
// Leader following's way out of the way: Reynolds' step aside instead of arriving (links of
// version 6 on), evade (links before version 5), the step aside added to arriving (version 5).
const char* const kRuleChoices[] = {"reynolds", "evade", "sum"};

// [SECTION] parameters: link and API keys, in panel order
constexpr ParamSpec kParams[] = {
    {.name = "mode",
     .kind = ParamKind::Choice,
     .min = 0,
     .max = 3,
     .def = 0,
     .choices = kModeChoices,
     .rebuild = true},
    {.name = "gap",
     .min = 0.0f,
     .max = 150.0f,
     .def = 30.0f},
    {.name = "maxSpeed",
     .min = 10.0f,
     .max = 400.0f,
     .def = 140.0f},
    {.name = "hunterSpeed",
     .min = 0.0f,
     .max = 400.0f,
     .def = 80.0f},
    RuleParam(kRuleChoices),
};
// Indices into the Params of Setup and Step, found by name when this compiles.
constexpr int kMode = ParamIndex(kParams, "mode"), kGap = ParamIndex(kParams, "gap"),
              kSpeed = ParamIndex(kParams, "maxSpeed"), kHunterSpeed = ParamIndex(kParams, "hunterSpeed"),
              kRule = ParamIndex(kParams, "rule");

/// Leader following as the rule parameter says (kRuleChoices, in order).
steer::LeaderFollowDef FollowDef(const Params& p) {
  constexpr steer::OutOfTheWay kRules[] = {steer::OutOfTheWay::StepAside, steer::OutOfTheWay::Evade,
                                           steer::OutOfTheWay::StepAsideWhileArriving};
  static_assert(std::size(kRules) == std::size(kRuleChoices));
  steer::LeaderFollowDef def;
  def.outOfTheWay = kRules[int(p[kRule])];
  return def;
}

// [SECTION] setup
enum Mode { kHide, kInterpose, kOffset, kFollow };
// The hider is marked hidden (or found) on the timeline once it has stayed so this long, seconds:
// a hider on the edge of an obstacle's shadow flickers between the two.
constexpr float kSightSeconds = 0.5f;

/// Is the hider (agent 1) out of the hunter's (agent 0) line of sight: does some obstacle block
/// the segment between them?
bool OutOfSight(const steer::World& w) {
  const steer::Agent& h = w.agents[0];
  const steer::Agent& me = w.agents[1];
  bool hidden = false;
  for (const steer::Obstacle& ob : w.obstacles) {
    Vec2 d = me.pos - h.pos;
    float len2 = steer::LengthSq(d);
    float t = len2 > 0.0f ? steer::Dot(ob.pos - h.pos, d) / len2 : 0.0f;
    t = t < 0.0f ? 0.0f : (t > 1.0f ? 1.0f : t);
    hidden = hidden || steer::Distance(h.pos + d * t, ob.pos) < ob.radius;
  }
  return hidden;
}
const steer::WanderDef kWander{40.0f, 80.0f, 200.0f};
const Vec2 kFormation[4] = {{-40.0f, 40.0f}, {-40.0f, -40.0f}, {-80.0f, 80.0f}, {-80.0f, -80.0f}};

class HideDemo : public DemoOf<HideDemo> {
 public:
  void Setup(steer::World& w, const Params& p) override {
    mode_ = int(p[kMode]);
    follow_ = FollowDef(p);
    auto add = [&](steer::Role role, Vec2 pos, float speed, float radius) {
      steer::AgentDef a;
      a.role = role;
      a.pos = pos;
      a.vel = w.rng.UnitVector() * (speed * 0.3f);
      a.maxSpeed = speed;
      a.maxForce = 300.0f;
      a.radius = radius;
      return steer::AddAgent(w, a);
    };
    if (mode_ == kHide) {
      w.obstacles = {
          {{300, 220}, 40}, {{700, 200}, 50}, {{500, 420}, 45}, {{220, 520}, 35}, {{800, 530}, 40}};
      add(steer::Role::Pursuer, {500, 100}, p[kHunterSpeed], 13.0f);
      add(steer::Role::Hider, {480, 600}, p[kSpeed], 9.0f);
    } else if (mode_ == kInterpose) {
      add(steer::Role::Wanderer, {250, 300}, 90.0f, 10.0f);
      add(steer::Role::Wanderer, {750, 400}, 90.0f, 10.0f);
      add(steer::Role::Follower, {500, 600}, p[kSpeed], 9.0f);
    } else {
      add(steer::Role::Leader, {500, 350}, 80.0f, 12.0f);
      int followers = mode_ == kFollow ? 8 : 4;
      for (int k = 0; k < followers; ++k)
        add(steer::Role::Follower, {200.0f + 70.0f * float(k), 600.0f}, p[kSpeed], 8.0f);
    }
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    follow_ = FollowDef(p);  // the rule may change between steps (it does not rebuild the scene)
    steer::Step(w, [&](steer::World& world, int i) -> Vec2 {
      steer::Agent& a = world.agents[i];
      float dt = world.def.dt;
      if (mode_ == kHide) {
        if (i == 0) {
          a.maxSpeed = p[kHunterSpeed];
          return steer::Wander(a, kWander, world.rng, dt).force;
        }
        a.maxSpeed = p[kSpeed];
        return steer::Hide(a, world.agents[0], world.obstacles, p[kGap]).force;
      }
      if (mode_ == kInterpose) {
        if (i < 2) return steer::Wander(a, kWander, world.rng, dt).force;
        a.maxSpeed = p[kSpeed];
        return steer::Interpose(a, world.agents[0], world.agents[1]);
      }
      if (i == 0) return steer::Wander(a, kWander, world.rng, dt).force;
      a.maxSpeed = p[kSpeed];
      if (mode_ == kFollow) {
        others_.clear();
        for (int j = 1; j < int(world.agents.size()); ++j)
          if (j != i && steer::DistanceSq(world.agents[j].pos, a.pos) < 40.0f * 40.0f) others_.push_back(j);
        return steer::LeaderFollowing(a, world.agents[0], follow_).force +
               steer::Separation(a, world.agents, others_) * 400.0f;
      }
      // Offset pursuit plus a little separation so followers do not overlap while forming up.
      others_.clear();  // scratch, reused: the step allocates nothing once warm
      for (int j = 1; j < int(world.agents.size()); ++j)
        if (j != i) others_.push_back(j);
      return steer::OffsetPursuit(a, world.agents[0], kFormation[i - 1]) +
             steer::Separation(a, world.agents, others_) * 400.0f;
    });
    if (mode_ == kHide) MarkSight(w);
  }

  /// The hider goes out of the hunter's sight, or the hunter sees it again, and stays so for
  /// kSightSeconds: a mark on the timeline (hidden, found) when it has.
  void MarkSight(const steer::World& w) {
    bool hidden = OutOfSight(w);
    if (hidden == hidden_) {
      changedSteps_ = 0;
      return;
    }
    if (++changedSteps_ < int(kSightSeconds / w.def.dt + 0.5f)) return;
    hidden_ = hidden;
    changedSteps_ = 0;
    Mark(hidden ? EventKind::Hidden : EventKind::Found, 1);
  }

  // [SECTION] what the page draws and reports
  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int, Overlay& out) const override {
    if (!(layers & kLayerPredicted)) return;
    if (mode_ == kHide) {
      const steer::Agent& hunter = w.agents[0];
      for (const steer::Obstacle& ob : w.obstacles) {
        Vec2 away = steer::Normalize(ob.pos - hunter.pos);
        out.Disc(Ink::Muted, ob.pos + away * (ob.radius + p[kGap]), 3.0f);
      }
      steer::HideResult r = steer::Hide(w.agents[1], hunter, w.obstacles, p[kGap]);
      if (r.found) {
        out.Line(Ink::Muted, hunter.pos, r.spot);
        out.Cross(Ink::Predicted, r.spot, 9.0f);
        out.Label(Ink::Predicted, r.spot, Tr("label.hide.spot"));
      }
    } else if (mode_ == kInterpose) {
      Vec2 point;
      steer::Interpose(w.agents[2], w.agents[0], w.agents[1], &point);
      out.Line(Ink::Muted, w.agents[0].pos, w.agents[1].pos);
      out.Cross(Ink::Predicted, point, 9.0f);
      out.Label(Ink::Predicted, point, Tr("label.hide.midpoint"));
    } else if (mode_ == kFollow) {
      const steer::Agent& leader = w.agents[0];
      steer::LeaderFollowDef def = FollowDef(p);
      if (def.outOfTheWay != steer::OutOfTheWay::Evade) {
        // The leader's near future path: a corridor sightDistance long, sightRadius either side;
        // a follower in it steps off the line, sideways (the arrow).
        Vec2 ahead = leader.heading * def.sightDistance, side = leader.side * def.sightRadius;
        out.Line(Ink::Threat, leader.pos + side, leader.pos + ahead + side);
        out.Line(Ink::Threat, leader.pos - side, leader.pos + ahead - side);
        out.Line(Ink::Threat, leader.pos + ahead - side, leader.pos + ahead + side);
        for (int k = 1; k < int(w.agents.size()); ++k) {
          steer::OutOfTheWayResult o = steer::GetOutOfTheWay(w.agents[k], leader, def);
          if (o.inTheWay) out.Arrow(Ink::Predicted, w.agents[k].pos, w.agents[k].pos + o.away * def.sightRadius);
        }
      } else {
        out.Circle(Ink::Threat, leader.pos + leader.heading * def.sightDistance, def.sightRadius);
      }
      steer::LeaderFollowResult r = steer::LeaderFollowing(w.agents[1], leader, def);
      out.Cross(Ink::Predicted, r.target, 8.0f);
      out.Label(Ink::Predicted, r.target, Tr("label.hide.follow"));
    } else {
      for (int k = 1; k < int(w.agents.size()); ++k) {
        Vec2 point;
        steer::OffsetPursuit(w.agents[k], w.agents[0], kFormation[k - 1], &point);
        Vec2 slot = steer::ToWorld(kFormation[k - 1], w.agents[0].heading, w.agents[0].side, w.agents[0].pos);
        out.Line(Ink::Muted, w.agents[0].pos, slot);
        out.Cross(Ink::Predicted, point, 6.0f);
      }
    }
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    if (mode_ == kHide) {
      out.push_back(ReadoutF("%s", Tr("formula.hide.spot")));
      out.push_back(ReadoutF(Tr("formula.hide.gap"), double(p[kGap])));
      out.push_back(ReadoutF("%s", Tr("formula.hide.arrive")));
    } else if (mode_ == kInterpose) {
      Vec2 mid = (w.agents[0].pos + w.agents[1].pos) * 0.5f;
      float t = steer::Distance(w.agents[2].pos, mid) / w.agents[2].maxSpeed;
      out.push_back(ReadoutF(Tr("formula.hide.interpose_t"), double(t)));
      out.push_back(ReadoutF("%s", Tr("formula.hide.interpose")));
    } else if (mode_ == kOffset) {
      out.push_back(ReadoutF("%s", Tr("formula.hide.offset")));
      out.push_back(ReadoutF("%s", Tr("formula.hide.offset_t")));
    } else {
      out.push_back(ReadoutF(Tr("formula.hide.follow"), double(FollowDef(p).behind)));
      const Key kInWay[] = {Key("formula.hide.step_aside"), Key("formula.hide.in_way"), Key("formula.hide.step_aside_sum")};
      static_assert(std::size(kInWay) == std::size(kRuleChoices));
      out.push_back(ReadoutF("%s", Tr(kInWay[int(p[kRule])])));
    }
  }

  void Status(const steer::World& w, char* buf, int size) const override {
    if (mode_ == kHide) {
      std::snprintf(buf, size_t(size), "%s", Tr(OutOfSight(w) ? Key("status.hide.hidden") : Key("status.hide.seen")));
    } else if (mode_ == kInterpose) {
      std::snprintf(buf, size_t(size), "%s", Tr("status.hide.interpose"));
    } else if (mode_ == kOffset) {
      std::snprintf(buf, size_t(size), "%s", Tr("status.hide.offset"));
    } else {
      int inWay = 0;
      for (int k = 1; k < int(w.agents.size()); ++k)
        inWay += steer::LeaderFollowing(w.agents[k], w.agents[0], follow_).inTheWay;
      std::snprintf(buf, size_t(size), Tr("status.hide.in_way"), inWay);
    }
  }

  // [SECTION] code to take home (code_spec.h)
  bool Code(const steer::World& w, const Params& p, int agent, CodeRequest& r) const override {
    CodeSpec& s = AgentCode(w, agent, r);
    s.maxSpeed = p[kSpeed];
    int mode = int(p[kMode]);
    if (mode == 0 && agent != 0) {  // the hider (also when none is selected)
      s.behaviour = CodeBehaviour::Hide;
      s.gap = p[kGap];
      if (w.agents.size() > 1) {
        s.radius = w.agents[1].radius;
        s.maxForce = w.agents[1].maxForce;
      }
      s.from = "Hide demo, the hider.";
      return true;
    }
    if (agent < 0) agent = mode == 1 ? 2 : 1;  // the bodyguard, the first follower
    if (agent >= int(w.agents.size())) return false;
    AgentCode(w, agent, r);  // its own radius and max force
    const steer::Agent& a = w.agents[size_t(agent)];
    if (a.role == steer::Role::Follower && (mode == 1 || mode == 2 || mode == 3)) {
      if (mode == 2) {
        s.behaviour = CodeBehaviour::OffsetPursuit;
        s.offsetX = kFormation[(agent - 1) % 4].x;
        s.offsetY = kFormation[(agent - 1) % 4].y;
        s.from = "Hide demo, offset pursuit: a follower's slot in the V (the demo adds separation from the others).";
      } else if (mode == 1) {
        s.behaviour = CodeBehaviour::Interpose;
        s.from = "Hide demo, interpose: the bodyguard between the wanderers A and B.";
      } else {
        s.behaviour = CodeBehaviour::LeaderFollowing;
        s.leader = FollowDef(p);
        constexpr const char* kFrom[] = {
            "Hide demo, leader following, Reynolds' rule: a follower in the leader's way steps aside, then arrives again (the demo adds separation from the others).",
            "Hide demo, leader following, rule evade: a follower in the leader's way also evades it (the demo adds separation from the others).",
            "Hide demo, leader following, rule sum: a follower in the leader's way steps aside while it arrives (the demo adds separation from the others)."};
        static_assert(std::size(kFrom) == std::size(kRuleChoices));
        s.from = kFrom[int(p[kRule])];
      }
      return true;
    }
    if (a.role == steer::Role::Follower || a.role == steer::Role::Hider) return false;
    s.behaviour = CodeBehaviour::Wander;
    s.wander = kWander;
    // The hunter's knob (its now, before the next step applies it); the others keep their Setup speed.
    s.maxSpeed = mode == 0 && agent == 0 ? p[kHunterSpeed] : a.maxSpeed;
    s.from = "Hide demo: the hunter, the leader and A and B wander.";
    return true;
  }

  // [SECTION] description
  // Buckland's words, the ones this demo's texts use: hide's pursuer is the hunter, interpose's
  // agent in the middle the bodyguard.
  std::string RoleKey(steer::Role role, const Params& p) const override {
    int mode = int(p[kMode]);
    if (mode == kHide && role == steer::Role::Pursuer) return "role.hunter";
    if (mode == kInterpose && role == steer::Role::Follower) return "role.bodyguard";
    return Demo::RoleKey(role, p);
  }

  void Describe(const steer::World& w, const Params& p, char* buf, int size) const override {
    char status[96];
    Status(w, status, int(sizeof status));
    if (mode_ == kHide) {
      std::snprintf(buf, size_t(size),
                    Tr("describe.hide.hide"),
                    double(steer::Distance(w.agents[0].pos, w.agents[1].pos)), status);
    } else if (mode_ == kInterpose) {
      Vec2 mid = (w.agents[0].pos + w.agents[1].pos) * 0.5f;
      std::snprintf(buf, size_t(size),
                    Tr("describe.hide.interpose"),
                    double(steer::Distance(w.agents[2].pos, mid)));
    } else {
      float far = 0.0f;
      for (int k = 1; k < int(w.agents.size()); ++k) {
        float d = steer::Distance(w.agents[k].pos, w.agents[0].pos);
        far = d > far ? d : far;
      }
      std::snprintf(buf, size_t(size),
                    Tr("describe.hide.followers"),
                    mode_ == kOffset ? Tr("describe.hide.offset") : Tr("describe.hide.follow"), int(w.agents.size()) - 1,
                    double(far), status);
    }
    (void)p;
  }

 private:
  int mode_ = kHide;
  steer::LeaderFollowDef follow_;  ///< leader following as the rule says (Status has no Params)
  std::vector<int> others_;
  bool hidden_ = false;   ///< out of the hunter's sight, as last marked (MarkSight)
  int changedSteps_ = 0;  ///< steps the sight has differed from hidden_
};

}  // namespace

// [SECTION] lesson
DemoDesc HideDemoDesc() {
  DemoDesc d;
  d.id = "hide";
  d.params.assign(std::begin(kParams), std::end(kParams));
  d.layers = kLayerVelocity | kLayerPredicted | kLayerTrails;
  d.world.edges = steer::Edges::Bounce;
  d.make = [] { return std::unique_ptr<Demo>(new HideDemo); };
  return d;
}

}  // namespace demos
