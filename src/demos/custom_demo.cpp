// Custom — the behaviour composer: groups of agents, each steered by behaviours picked from the
// whole catalogue and combined the way the group says (composition.h holds the model and its link
// text; the panel's composer is src/app/composer_ui.cpp).
// Lesson: one steering force out of many. Buckland ch. 3 gives three ways: the weighted truncated
// sum (add weight * force, cut to maxForce), the prioritized running sum (add forces in priority
// order while force budget is left, the last one cut to what remains) and prioritized dithering
// (evaluate each behaviour with its probability, in order; the first non-zero one is the answer).
// Controls that matter: the groups and their behaviours (composer), the method, the weights.
#include <cstdio>
#include <cstring>

#include "demos/common.h"
#include "demos/demos.h"
#include "steer/avoidance.h"
#include "steer/combine.h"
#include "steer/crowd.h"
#include "steer/flocking.h"
#include "steer/flowfield.h"
#include "steer/path.h"
#include "steer/pursuit.h"
#include "steer/region.h"
#include "steer/seek.h"
#include "steer/trig.h"
#include "steer/wander.h"
#include "strings/strings.h"

namespace demos {
namespace {

// [SECTION] parameters: link and API keys, in panel order (the groups themselves are `group=`
// keys, read by link.cpp through composition.h)
const char* const kRuleChoices[] = {"reynolds", "legacy"};
constexpr ParamSpec kParams[] = {
    {.name = "radius",
     .min = 10.0f,
     .max = 300.0f,
     .def = 60.0f},
    {.name = "threat",
     .min = 0.0f,
     .max = 1000.0f,
     .def = 150.0f},
    // Appended (issue #35): queueing brakes only for slower agents and collision avoidance's "too
    // close" is touching (reynolds), or as before #35 (legacy: anyone ahead; within the margin).
    // Links of version 3 and before mean legacy (link.cpp, kDefaultChanges).
    RuleParam(kRuleChoices),
};
constexpr int kRadius = ParamIndex(kParams, "radius"), kThreat = ParamIndex(kParams, "threat"),
              kRule = ParamIndex(kParams, "rule");

// [SECTION] setup
const steer::WanderDef kWander{kComposerWander[0], kComposerWander[1], kComposerWander[2]};
constexpr steer::Role kGroupRoles[kMaxGroups] = {steer::Role::Boid,     steer::Role::Pursuer, steer::Role::Seeker,
                                                 steer::Role::Wanderer, steer::Role::Follower, steer::Role::Hider};

// A behaviour's short name and a method's name as people read them (the link's words in English).
const char* ShortName(Behaviour b) { return TrKey(std::string("composer.name.") + BehaviourName(b)); }
const char* MethodLabel(steer::Combination m) { return TrKey(std::string("composer.method.") + MethodName(m)); }

/// rule=reynolds: the core's defaults; legacy: the rules before issue #35 (too close within the
/// 6-unit margin; brake for anyone ahead).
steer::CollisionAvoidanceDef AvoidDefOf(const Params& p) {
  steer::CollisionAvoidanceDef d;
  if (p[kRule] > 0.5f) d.closeMargin = d.margin;
  return d;
}
steer::QueueDef QueueDefOf(const Params& p) {
  steer::QueueDef d;
  if (p[kRule] > 0.5f) d.rule = steer::QueueRule::AnyAhead;
  return d;
}

bool Uses(const Composition& c, Behaviour b) {
  for (const Group& g : c.groups)
    for (const Use& u : g.uses)
      if (u.behaviour == b) return true;
  return false;
}

bool UsesMouse(const Composition& c) {
  for (const Group& g : c.groups)
    for (const Use& u : g.uses)
      if (u.target.kind == TargetKind::Mouse) return true;
  return false;
}

/// Ink of a behaviour's arrow, by family: towards something, away from something, with the
/// neighbours, wandering.
Ink FamilyInk(Behaviour b) {
  switch (b) {
    case Behaviour::Seek:
    case Behaviour::Arrive:
    case Behaviour::Pursuit:
    case Behaviour::Hide:
    case Behaviour::PathFollowing:
    case Behaviour::FlowField:
      return Ink::Desired;
    case Behaviour::Alignment:
    case Behaviour::Cohesion:
      return Ink::Neighbor;
    case Behaviour::Wander:
      return Ink::Wander;
    default:
      return Ink::Threat;  // flee, evade, separation, avoidance, walls, containment, crowd, queue
  }
}

class CustomDemo : public DemoOf<CustomDemo> {
 public:
  void Setup(steer::World& w, const Params&) override {
    mix_ = Effective(composition_);
    float W = w.def.width, H = w.def.height;
    targets = {{W * 0.5f, H * 0.5f}};  // the mouse target: drag it
    if (Uses(mix_, Behaviour::ObstacleAvoidance) || Uses(mix_, Behaviour::Hide))
      w.obstacles = {{{W * 0.3f, H * 0.33f}, 40.0f}, {{W * 0.68f, H * 0.66f}, 50.0f}, {{W * 0.72f, H * 0.28f}, 32.0f}};
    if (Uses(mix_, Behaviour::WallAvoidance)) {
      Vec2 a{kWallInset, kWallInset}, b{W - kWallInset, kWallInset}, c{W - kWallInset, H - kWallInset},
          d{kWallInset, H - kWallInset};
      w.walls = {steer::MakeWall(a, b), steer::MakeWall(b, c), steer::MakeWall(c, d), steer::MakeWall(d, a)};
    }
    if (Uses(mix_, Behaviour::PathFollowing)) {
      // A loop of six waypoints on an ellipse round the middle.
      for (int k = 0; k < 6; ++k) {
        float t = float(k) * (6.2831853f / 6.0f);
        w.path.points.push_back({W * 0.5f + W * 0.33f * steer::Cos(t), H * 0.5f + H * 0.31f * steer::Sin(t)});
      }
      w.path.loop = true;
    }
    field_ = {};
    if (Uses(mix_, Behaviour::FlowField)) field_ = steer::MakeNoiseFlowField(W, H, {}, w.rng);
    start_.clear();
    group_.clear();
    for (int g = 0; g < int(mix_.groups.size()); ++g) {
      const Group& gr = mix_.groups[size_t(g)];
      start_.push_back(int(w.agents.size()));
      for (int k = 0; k < gr.count; ++k) {
        steer::AgentDef d;
        d.role = kGroupRoles[g % kMaxGroups];
        d.pos = {w.rng.Uniform(80.0f, W - 80.0f), w.rng.Uniform(80.0f, H - 80.0f)};
        float angle = w.rng.Uniform(0.0f, 6.2831853f);
        d.maxSpeed = gr.maxSpeed;
        d.maxForce = gr.maxForce;
        d.vel = Vec2{steer::Cos(angle), steer::Sin(angle)} * (gr.maxSpeed * 0.5f);
        d.radius = AgentRadius(g);
        steer::AddAgent(w, d);
        group_.push_back(g);
      }
    }
    start_.push_back(int(w.agents.size()));
    nb_.reserve(size_t(kMaxCount));
  }

  void Compose(const Composition& c) override { composition_ = c; }

  bool Retune(steer::World& w, const Composition& next) override {
    Composition c = Effective(next);
    if (c.groups.size() != mix_.groups.size()) return false;
    for (size_t g = 0; g < c.groups.size(); ++g) {
      const Group &now = mix_.groups[g], &to = c.groups[g];
      if (now.count != to.count || now.uses.size() != to.uses.size()) return false;
      for (size_t k = 0; k < now.uses.size(); ++k)
        if (now.uses[k].behaviour != to.uses[k].behaviour || !(now.uses[k].target == to.uses[k].target)) return false;
    }
    mix_ = c;
    composition_ = next;
    for (size_t i = 0; i < w.agents.size() && i < group_.size(); ++i) {
      const Group& gr = mix_.groups[size_t(group_[i])];
      w.agents[i].maxSpeed = gr.maxSpeed;
      w.agents[i].maxForce = gr.maxForce;
    }
    return true;
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    steer::Step(w, [&](steer::World& world, int i) {
      steer::Agent& a = world.agents[size_t(i)];
      const Group& g = mix_.groups[size_t(group_[size_t(i)])];
      steer::WeightedForce f[kMaxBehaviours];
      int n = 0;
      for (const Use& u : g.uses) {
        if (n == kMaxBehaviours) break;
        f[n++] = {Force(world, a, i, u, p, &world.rng, nb_, nullptr), u.weight, u.probability};
      }
      return steer::Combine(g.method, f, n, a.maxForce, world.rng);
    });
  }

  /// A behaviour's force on agent i, times its scale (not yet its weight). `self` is the agent
  /// itself (stepping: wander and path following advance its state) or a copy (drawing: `rng`
  /// null, wander shows its current pose). `aim` receives the point it steers at, if any.
  Vec2 Force(const steer::World& w, steer::Agent& self, int i, const Use& u, const Params& p, steer::Rng* rng,
             std::vector<int>& nb, Vec2* aim, bool* hasAim = nullptr) const {
    float threat = p[kThreat];
    int other = u.target.kind == TargetKind::Group ? Nearest(w, i, u.target.group) : -1;
    Vec2 point = u.target.kind == TargetKind::Mouse ? targets[0] : (other >= 0 ? w.agents[size_t(other)].pos : Vec2{});
    bool hasPoint = u.target.kind == TargetKind::Mouse || other >= 0;
    Vec2 f, at;
    bool aimed = false;
    switch (u.behaviour) {
      case Behaviour::Seek:
      case Behaviour::Flee:
      case Behaviour::Arrive:
        if (!hasPoint) return {};
        f = u.behaviour == Behaviour::Seek   ? steer::Seek(self, point)
            : u.behaviour == Behaviour::Flee ? steer::Flee(self, point, threat)
                                             : steer::Arrive(self, point);
        at = point;
        aimed = true;
        break;
      case Behaviour::Pursuit:
      case Behaviour::Evade:
      case Behaviour::Hide:
        if (other < 0) return {};
        f = ChaseForce(w, self, w.agents[size_t(other)], u.behaviour, threat, &at, &aimed);
        break;
      case Behaviour::Wander: {
        steer::WanderResult r = rng ? steer::Wander(self, kWander, *rng, w.def.dt) : steer::WanderPose(self, kWander);
        f = r.force;
        at = r.target;
        aimed = true;
        break;
      }
      case Behaviour::Separation:
      case Behaviour::Alignment:
      case Behaviour::Cohesion:
        Neighbours(w, i, u.target.group, p[kRadius], nb);
        f = u.behaviour == Behaviour::Separation  ? steer::Separation(self, w.agents, nb)
            : u.behaviour == Behaviour::Alignment ? steer::Alignment(self, w.agents, nb)
                                                  : steer::Cohesion(self, w.agents, nb);
        break;
      case Behaviour::ObstacleAvoidance:
        f = steer::ObstacleAvoidance(self, w.obstacles).force;
        break;
      case Behaviour::WallAvoidance:
        f = steer::WallAvoidance(self, w.walls);
        break;
      case Behaviour::Containment:
        f = steer::Containment(self, {0.0f, 0.0f}, {w.def.width, w.def.height}, kEdgeMargin);
        break;
      case Behaviour::PathFollowing: {
        if (u.follow == FollowMethod::Reynolds) {  // follow:reynolds, the corridor round the path
          steer::PathFollowResult r;
          f = PathwayWithCruise(self, w.path, {kComposerPathway[0], kComposerPathway[1], 1}, kComposerPathway[3],
                                kComposerPathway[2], &r);
          at = r.target;
          aimed = r.steering;
          break;
        }
        steer::FollowPathResult r = steer::FollowPath(self, w.path);
        f = r.force;
        at = r.target;
        aimed = !w.path.points.empty();
        break;
      }
      case Behaviour::FlowField:
        f = steer::FlowFieldFollowing(self, field_).force;
        break;
      case Behaviour::CollisionAvoidance:
        f = steer::UnalignedCollisionAvoidance(w.agents, i, AvoidDefOf(p)).force;
        break;
      case Behaviour::Queue:
        f = steer::Queue(w.agents, i, QueueDefOf(p)).force;
        break;
    }
    if (aim && aimed) *aim = at;
    if (hasAim) *hasAim = aimed;
    return f * BehaviourScale(u.behaviour);
  }

  /// Pursuit, evade or hide about `other`; `at` the point predicted or the hiding spot.
  static Vec2 ChaseForce(const steer::World& w, const steer::Agent& self, const steer::Agent& other, Behaviour b,
                         float threat, Vec2* at, bool* aimed) {
    if (b == Behaviour::Pursuit) {
      steer::PursuitResult r = steer::Pursuit(self, other);
      *at = r.predicted;
      *aimed = true;
      return r.force;
    }
    if (b == Behaviour::Evade) {
      steer::EvadeResult r = steer::Evade(self, other, threat);
      *at = r.predicted;
      *aimed = r.threatened;
      return r.force;
    }
    steer::HideResult r = steer::Hide(self, other, w.obstacles);
    *at = r.spot;
    *aimed = r.found;
    return r.force;
  }

  /// The nearest agent of group g other than i, or -1.
  int Nearest(const steer::World& w, int i, int g) const {
    if (g < 0 || g + 1 >= int(start_.size())) return -1;
    int best = -1;
    float bestD = 0.0f;
    for (int j = start_[size_t(g)]; j < start_[size_t(g) + 1]; ++j) {
      if (j == i) continue;
      float d = steer::DistanceSq(w.agents[size_t(i)].pos, w.agents[size_t(j)].pos);
      if (best < 0 || d < bestD) {
        best = j;
        bestD = d;
      }
    }
    return best;
  }

  /// Agents of group g (but i) within `radius` of agent i (at most kMaxCount: nb never grows).
  void Neighbours(const steer::World& w, int i, int g, float radius, std::vector<int>& nb) const {
    nb.clear();
    if (g < 0 || g + 1 >= int(start_.size())) return;
    for (int j = start_[size_t(g)]; j < start_[size_t(g) + 1]; ++j)
      if (j != i && steer::DistanceSq(w.agents[size_t(i)].pos, w.agents[size_t(j)].pos) < radius * radius)
        nb.push_back(j);
  }

  // [SECTION] what the page draws and reports
  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int selected,
                Overlay& out) const override {
    if (UsesMouse(mix_)) {
      out.Cross(Ink::Target, targets[0], 12.0f);
      out.Label(Ink::Target, targets[0], Tr("label.custom.mouse"));
    }
    if ((layers & kLayerPath) && field_.cols > 0)
      for (int r = 0; r < field_.rows; ++r)
        for (int c = 0; c < field_.cols; ++c) {
          Vec2 m = field_.Centre(c, r);
          Vec2 d = field_.dirs[size_t(r * field_.cols + c)] * (field_.cell * 0.35f);
          out.Line(Ink::Muted, m - d, m + d);
        }
    // The explained agents: the selected one, or the first of each group.
    std::vector<int> who;
    if (selected >= 0 && selected < int(w.agents.size()))
      who.push_back(selected);
    else
      for (size_t g = 0; g + 1 < start_.size(); ++g)
        if (start_[g] < start_[g + 1]) who.push_back(start_[g]);
    std::vector<int> nb;
    for (int i : who) {
      const Group& g = mix_.groups[size_t(group_[size_t(i)])];
      const steer::Agent& a = w.agents[size_t(i)];
      char name[sizeof(Shape::text)];  // the group's name, kept off the agent it names
      std::snprintf(name, sizeof name, Tr("label.custom.group"), GroupLetter(group_[size_t(i)]));
      out.Label(Ink::Muted, a.pos, name, a.radius);
      if ((layers & kLayerNeighbors) && selected == i) out.Circle(Ink::Neighbor, a.pos, p[kRadius]);
      for (const Use& u : g.uses) {
        steer::Agent self = a;
        Vec2 aim;
        bool aimed = false;
        Vec2 f = Force(w, self, i, u, p, nullptr, nb, &aim, &aimed) * u.weight;
        if ((layers & kLayerPredicted) && aimed) {
          out.Line(Ink::Predicted, a.pos, aim);
          out.Cross(Ink::Predicted, aim, 5.0f);
        }
        if ((layers & kLayerThreat) && selected == i && (u.behaviour == Behaviour::Evade || u.behaviour == Behaviour::Flee))
          out.Circle(Ink::Threat, a.pos, p[kThreat]);
        if ((layers & kLayerForce) && steer::LengthSq(f) > 1e-6f) {
          Vec2 tip = a.pos + steer::Truncate(f, a.maxForce) * 0.25f;
          out.Arrow(FamilyInk(u.behaviour), a.pos, tip);
          out.Label(FamilyInk(u.behaviour), tip, ShortName(u.behaviour));
        }
      }
      if (layers & kLayerForce) out.Arrow(Ink::Force, a.pos, a.pos + a.force * 0.25f);
    }
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    if (mix_.groups.empty() || w.agents.empty()) return;
    const Group& g = mix_.groups[0];
    int i = start_[0];
    if (i >= start_[1]) return;
    const steer::Agent& a = w.agents[size_t(i)];
    out.push_back(ReadoutF(Tr("formula.custom.head"), i, MethodLabel(g.method), double(a.maxForce)));
    std::vector<int> nb;
    Vec2 sum;
    std::vector<steer::WeightedForce> forces;
    for (const Use& u : g.uses) {
      steer::Agent self = a;
      Vec2 f = Force(w, self, i, u, p, nullptr, nb, nullptr) * u.weight;
      if (g.method == steer::Combination::Dithered) {
        out.push_back(ReadoutF(Tr("formula.custom.dither"), ShortName(u.behaviour), double(steer::Length(f)),
                               double(u.probability)));
      } else if (g.method == steer::Combination::Prioritized) {
        forces.push_back({f, 1.0f});
      } else {
        sum += f;
        out.push_back(ReadoutF("  + %s %.3g x (%.0f, %.0f)", ShortName(u.behaviour), double(u.weight),
                               double(f.x / (u.weight != 0.0f ? u.weight : 1.0f)),
                               double(f.y / (u.weight != 0.0f ? u.weight : 1.0f))));
      }
    }
    if (g.method == steer::Combination::Prioritized) {
      // The sum as steer::Combine makes it, behaviour by behaviour.
      std::vector<steer::PriorityStep> steps(forces.size());
      sum = steer::Prioritize(forces.data(), int(forces.size()), a.maxForce, steps.data());
      for (size_t k = 0; k < steps.size(); ++k) {
        const char* name = ShortName(g.uses[k].behaviour);
        if (steps[k].skipped)
          out.push_back(ReadoutF(Tr("formula.custom.skipped"), name));
        else
          out.push_back(ReadoutF(Tr("formula.custom.adds"), name, double(steps[k].asked), double(steps[k].added),
                                 double(steps[k].left)));
      }
    }
    if (g.method == steer::Combination::WeightedSum) {
      Vec2 t = steer::Truncate(sum, a.maxForce);
      out.push_back(ReadoutF(Tr("formula.custom.cut"), double(sum.x), double(sum.y),
                             double(steer::Length(sum)), double(steer::Length(t))));
    } else if (g.method == steer::Combination::Prioritized) {
      out.push_back(ReadoutF("  = (%.0f, %.0f), |F| = %.0f", double(sum.x), double(sum.y), double(steer::Length(sum))));
    } else {
      out.push_back(ReadoutF("%s", Tr("formula.custom.first")));
    }
  }

  void Explain(const steer::World& w, const Params& p, int agent, std::vector<Readout>& out) const override {
    if (agent < 0 || agent >= int(w.agents.size())) return;
    int gi = group_[size_t(agent)];
    const Group& g = mix_.groups[size_t(gi)];
    out.push_back(ReadoutF(Tr("explain.custom.group"), GroupLetter(gi), MethodLabel(g.method)));
    std::vector<int> nb;
    for (const Use& u : g.uses) {
      steer::Agent self = w.agents[size_t(agent)];
      Vec2 f = Force(w, self, agent, u, p, nullptr, nb, nullptr) * u.weight;
      out.push_back(ReadoutF("%s x%.2g: (%.0f, %.0f)", ShortName(u.behaviour), double(u.weight), double(f.x),
                             double(f.y)));
    }
  }

  void Status(const steer::World& w, char* buf, int size) const override {
    int groups = int(mix_.groups.size()), agents = int(w.agents.size());
    char g[64], n[64];
    std::snprintf(g, sizeof g, Tr(PluralOne(groups) ? Key("status.custom.groups.one") : Key("status.custom.groups.many")), groups);
    std::snprintf(n, sizeof n, Tr(PluralOne(agents) ? Key("status.custom.agents.one") : Key("status.custom.agents.many")), agents);
    std::snprintf(buf, size_t(size), Tr("status.custom"), g, n);
  }

  // [SECTION] code to take home (code_spec.h)
  bool Code(const steer::World& w, const Params& p, int agent, CodeRequest& r) const override {
    // The group of `agent` (the first agent's when none is selected).
    r.composition = true;
    r.group.group = agent >= 0 && size_t(agent) < group_.size() ? group_[size_t(agent)] : 0;
    r.group.g = mix_.groups[size_t(r.group.group)];
    r.group.radius = p[kRadius];
    r.group.threat = p[kThreat];
    r.group.legacy = p[kRule] > 0.5f;
    r.group.width = w.def.width;
    r.group.height = w.def.height;
    return true;
  }

  // [SECTION] description
  void Describe(const steer::World& w, const Params&, char* buf, int size) const override {
    int n = std::snprintf(buf, size_t(size), Tr("describe.custom.groups"), int(mix_.groups.size()));
    for (int g = 0; g < int(mix_.groups.size()) && n >= 0 && n < size; ++g) {
      const Group& gr = mix_.groups[size_t(g)];
      // Where the group is: the centre of its agents.
      Vec2 c;
      for (int j = start_[size_t(g)]; j < start_[size_t(g) + 1]; ++j) c += w.agents[size_t(j)].pos;
      c = c / float(gr.count > 0 ? gr.count : 1);
      std::string members = TrKey(std::string("composer.members.") + steer::RoleName(kGroupRoles[g % kMaxGroups]) +
                               (gr.count == 1 ? ".one" : ".many"));
      n += std::snprintf(buf + n, size_t(size - n), Tr("describe.custom.group"), GroupLetter(g), gr.count,
                         members.c_str(), double(c.x), double(c.y),
                         Tr(gr.method == steer::Combination::WeightedSum    ? Key("describe.custom.weighted")
                            : gr.method == steer::Combination::Prioritized ? Key("describe.custom.prioritized")
                                                                           : Key("describe.custom.dithered")));
      for (size_t k = 0; k < gr.uses.size() && n >= 0 && n < size; ++k) {
        const Use& u = gr.uses[k];
        char target[16] = "";
        if (u.target.kind == TargetKind::Group) std::snprintf(target, sizeof target, " %c", GroupLetter(u.target.group));
        if (u.target.kind == TargetKind::Mouse) std::snprintf(target, sizeof target, "%s", Tr("describe.custom.mouse"));
        n += std::snprintf(buf + n, size_t(size - n), "%s %s%s", k ? Tr("describe.custom.comma") : "",
                           ShortName(u.behaviour), target);
      }
      if (n >= 0 && n < size)
        n += std::snprintf(buf + n, size_t(size - n), "%s", Tr(gr.uses.empty() ? Key("describe.custom.nothing") : Key("describe.custom.end")));
    }
  }

 private:
  Composition composition_;  // as handed over (Compose; empty: the default)
  Composition mix_;          // the composition this scene was built from (never empty)
  std::vector<int> start_;   // first agent of each group, and one past the last group
  std::vector<int> group_;   // per agent: its group
  std::vector<int> nb_;      // neighbours, reused every step (reserved: no allocation)
  steer::FlowField field_;   // only when a group follows the flow field
};

}  // namespace

// [SECTION] lesson
DemoDesc CustomDemoDesc() {
  DemoDesc d;
  d.id = "custom";
  d.params.assign(std::begin(kParams), std::end(kParams));
  d.layers = kLayerVelocity | kLayerForce | kLayerPath;
  d.world.edges = steer::Edges::Bounce;
  d.make = [] { return std::unique_ptr<Demo>(new CustomDemo); };
  return d;
}

}  // namespace demos
