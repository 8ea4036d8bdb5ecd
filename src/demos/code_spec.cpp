// The playground side of "code to take home": which behaviour the selected agent runs, with which
// numbers, as a CodeRequest (code.h). The page's wasm holds this file; the text itself is written
// by the code generator (code.cpp, code_request.cpp), a module of its own the page fetches on
// first use (src/app/codegen.cpp).
#include "demos/code.h"

#include "demos/common.h"
#include "demos/composition.h"
#include "demos/demos.h"

namespace demos {

namespace {
/// The demo's parameter `name` as set, or `fallback` if the demo has none of that name.
float ParamOr(const Playground& pg, const char* name, float fallback) {
  int i = pg.ParamIndex(name);
  return i >= 0 ? pg.params()[size_t(i)] : fallback;
}

// The demos whose behaviour reads the scene: the selected agent's (or the first one's) own
// radius and max force, the demo's numbers as set.
bool SceneSpecFor(const Playground& pg, int agent, const std::string& id, CodeSpec& s) {
  const auto& w = pg.world();
  auto param = [&](const char* name, float fallback) { return ParamOr(pg, name, fallback); };
  int self = agent >= 0 && agent < int(w.agents.size()) ? agent : 0;
  if (size_t(self) < w.agents.size()) {
    s.radius = w.agents[size_t(self)].radius;
    s.maxForce = w.agents[size_t(self)].maxForce;
  }
  s.maxSpeed = param("maxSpeed", 150.0f);
  if (id == "avoid" && param("method", 0.0f) < 2.0f) {
    bool peters = param("method", 0.0f) == 1.0f;
    s.behaviour = peters ? CodeBehaviour::FeelerAvoidance : CodeBehaviour::ObstacleAvoidance;
    s.box = param("box", 50.0f);
    s.feeler = 2.0f * s.box;  // the demo's: as long as the box at full speed
    s.gain = param("avoid", 6.0f);
    s.from = peters ? "Avoid demo: Peters' feeler, times the avoidance weight (the demo puts walls first and wanders)."
                    : "Avoid demo: Buckland's box, times the avoidance weight (the demo puts walls first and wanders).";
  } else if (id == "path") {
    s.behaviour = CodeBehaviour::FollowPath;
    s.arrival = param("arrival", 30.0f);
    s.loop = param("loop", 1.0f) != 0.0f;
    s.from = "Path demo.";
  } else if (id == "hide" && param("mode", 0.0f) == 0.0f && agent != 0) {
    s.behaviour = CodeBehaviour::Hide;
    s.gap = param("gap", 30.0f);
    if (w.agents.size() > 1) {
      s.radius = w.agents[1].radius;
      s.maxForce = w.agents[1].maxForce;
    }
    s.from = "Hide demo, the hider.";
  } else if (id == "walls") {
    s.behaviour = CodeBehaviour::WallFollowing;
    s.wall = {param("offset", 40.0f), param("lookahead", 0.5f)};
    s.from = "Walls demo.";
  } else if (id == "containment") {
    s.behaviour = CodeBehaviour::Containment;
    s.probe = param("probe", 60.0f);
    s.from = "Containment demo (it wanders too, containment first).";
  } else if (id == "flowfield") {
    s.behaviour = CodeBehaviour::FlowField;
    s.flowLookAhead = param("lookahead", 0.25f);
    s.from = "Flow-field demo.";
  } else if (id == "crowd") {
    s.behaviour = CodeBehaviour::Crowd;
    s.avoid = {param("lookahead", 2.0f), 6.0f, 0.5f, 6.0f};  // crowd_demo.cpp's
    s.from = "Crowd demo (avoidance first, then seeking its goal).";
  } else if (id == "queue") {
    s.behaviour = CodeBehaviour::Queue;
    s.queue = {param("zone", 30.0f), 0.0f, 8.0f, steer::QueueRule::AnyAhead};  // queue_demo.cpp's
    s.from = "Queue demo (it also keeps off the walls and seeks the doorway).";
  } else {
    return false;
  }
  return true;
}
}  // namespace

namespace {
/// Bourg's chasers, the hide demo's offset pursuit, and the agents a demo drives with another
/// behaviour than its lesson's: pursuit's evader, the avoid demo's wanderers with avoidance off,
/// the hide demo's hunter and leader (wander), evade's pursuer and the flock's predator (pursuit).
bool OtherAgentSpecFor(const Playground& pg, int agent, const std::string& id, CodeSpec& s) {
  const auto& w = pg.world();
  auto param = [&](const char* name, float fallback) { return ParamOr(pg, name, fallback); };
  if (id == "hide" && agent < 0) agent = param("mode", 0.0f) == 1.0f ? 2 : 1;  // the bodyguard, the first follower
  auto speedOf = [&](int i, float fallback) { return i >= 0 && i < int(w.agents.size()) ? w.agents[size_t(i)].maxSpeed : fallback; };
  if (id == "pursuit" && agent == 1) {
    s.behaviour = CodeBehaviour::Wander;
    s.wander = {40.0f, 80.0f, param("jitter", 300.0f)};  // pursuit_demo.cpp's kEvaderWander
    s.from = "Pursuit demo, the evader: it wanders.";
  } else if (id == "evade" && agent == 0) {
    s.behaviour = CodeBehaviour::Pursuit;
    s.maxSpeed = speedOf(0, 150.0f);
    s.lookAhead = LookAheadFrom(param("predictor", 0.0f), param("lookahead", 1.0f), 0.0f);
    s.from = "Evade demo, the pursuer.";
  } else if (id == "flock") {
    s.behaviour = CodeBehaviour::Pursuit;
    s.maxSpeed = speedOf(agent, 150.0f);
    s.from = "Flock demo, the predator: pursuit of the nearest boid (the demo adds 0.3 x wander).";
  } else if (id == "chase" && (agent < 0 || agent % 2 == 1)) {
    static const char* const kFrom[3] = {"Chase demo, Bourg's basic chaser.", "Chase demo, Bourg's line-of-sight chaser.",
                                         "Chase demo, Bourg's intercept chaser."};
    s.behaviour = CodeBehaviour::Chase;
    s.chase = agent < 0 ? 2 : (agent / 2) % 3;  // lanes: prey 2k, its chaser 2k + 1
    s.maxSpeed = param("chaserSpeed", 110.0f);
    s.chaseMaxTime = param("maxTime", 10.0f);
    s.from = kFrom[s.chase];
  } else if (id == "hide" && agent >= 0 && agent < int(w.agents.size()) &&
             w.agents[size_t(agent)].role == steer::Role::Follower && param("mode", 0.0f) == 2.0f) {
    // hide_demo.cpp's kFormation: a V behind the leader
    static const float kSlots[4][2] = {{-40.0f, 40.0f}, {-40.0f, -40.0f}, {-80.0f, 80.0f}, {-80.0f, -80.0f}};
    s.behaviour = CodeBehaviour::OffsetPursuit;
    s.maxSpeed = w.agents[size_t(agent)].maxSpeed;
    s.offsetX = kSlots[(agent - 1) % 4][0];
    s.offsetY = kSlots[(agent - 1) % 4][1];
    s.from = "Hide demo, offset pursuit: a follower's slot in the V (the demo adds separation from the others).";
  } else if (id == "hide" && agent >= 0 && agent < int(w.agents.size()) &&
             w.agents[size_t(agent)].role == steer::Role::Follower && param("mode", 0.0f) == 1.0f) {
    s.behaviour = CodeBehaviour::Interpose;
    s.maxSpeed = w.agents[size_t(agent)].maxSpeed;
    s.from = "Hide demo, interpose: the bodyguard between the wanderers A and B.";
  } else if (id == "hide" && agent >= 0 && agent < int(w.agents.size()) &&
             w.agents[size_t(agent)].role == steer::Role::Follower && param("mode", 0.0f) == 3.0f) {
    s.behaviour = CodeBehaviour::LeaderFollowing;
    s.maxSpeed = w.agents[size_t(agent)].maxSpeed;
    s.from = "Hide demo, leader following: a follower (the demo adds separation from the others).";
  } else if (id == "hide" && agent >= 0 && agent < int(w.agents.size()) &&
             w.agents[size_t(agent)].role != steer::Role::Follower && w.agents[size_t(agent)].role != steer::Role::Hider) {
    s.behaviour = CodeBehaviour::Wander;
    s.wander = {40.0f, 80.0f, 200.0f};  // hide_demo.cpp's kWander
    s.from = "Hide demo: the hunter, the leader and A and B wander.";
  } else if (id == "avoid") {
    s.behaviour = CodeBehaviour::Wander;
    s.wander = {30.0f, 70.0f, 250.0f};  // avoid_demo.cpp's kWander
    s.from = "Avoid demo with avoidance off: the agents only wander (and keep off the walls).";
  } else {
    return false;
  }
  return true;
}
}  // namespace

bool CodeSpecFor(const Playground& pg, int agent, CodeSpec* out) {
  const std::string id = pg.desc().id;
  const auto& w = pg.world();
  auto param = [&](const char* name, float fallback) { return ParamOr(pg, name, fallback); };
  CodeSpec s;
  if (id == "seek") {
    int b = int(param("behaviour", 0));
    s.behaviour = b == 1   ? CodeBehaviour::Flee
                  : b == 2 ? CodeBehaviour::Arrive
                  : b == 3 ? CodeBehaviour::ArriveWithin
                           : CodeBehaviour::Seek;
    s.slowing = param("slowing", 100.0f);
    s.maxSpeed = param("maxSpeed", 200.0f);
    s.gain = param("gain", 1.0f);
    s.panic = param("panic", 200.0f);
    s.deceleration = int(param("deceleration", 1.0f)) + 1;
    s.from = "Seek demo.";
  } else if (id == "pursuit" && agent != 1) {
    s.behaviour = CodeBehaviour::Pursuit;
    s.maxSpeed = w.agents.empty() ? 150.0f : w.agents[0].maxSpeed;
    s.lookAhead = LookAheadFrom(param("predictor", 0.0f), param("lookahead", 1.0f), param("cap", 0.0f));
    s.facingShortcut = param("facing", 1.0f) > 0.5f;
    s.from = "Pursuit demo, the pursuer.";
  } else if (id == "evade" && agent != 0) {
    s.behaviour = CodeBehaviour::Evade;
    s.maxSpeed = w.agents.size() > 1 ? w.agents[1].maxSpeed : 150.0f;
    s.lookAhead = LookAheadFrom(param("predictor", 0.0f), param("lookahead", 1.0f), 0.0f);
    s.threatRange = param("threat", 100.0f);
    s.from = "Evade demo, the evader.";
  } else if (id == "wander") {
    s.behaviour = CodeBehaviour::Wander;
    s.wander = {param("radius", 30.0f), param("distance", 60.0f), param("jitter", 120.0f)};
    s.from = "Wander demo.";
  } else if (id == "flock" && !(agent >= 0 && agent < int(w.agents.size()) &&
                                w.agents[size_t(agent)].role == steer::Role::Predator)) {
    s.behaviour = CodeBehaviour::Flocking;
    s.flock = FlockRulesApplied(pg.params());
    s.maxSpeed = param("maxSpeed", 150.0f);
    s.from = "Flock demo: the three rules (the demo adds a little wander and combines them as set).";
  } else if (!SceneSpecFor(pg, agent, id, s) && !OtherAgentSpecFor(pg, agent, id, s)) {
    return false;
  }
  *out = s;
  return true;
}

namespace {

/// The group agent `agent` belongs to (the first agent's when none is selected).
int GroupOfAgent(const Composition& c, int agent) {
  int first = 0;
  for (int g = 0; g < int(c.groups.size()); ++g) {
    first += c.groups[size_t(g)].count;
    if (agent < first) return g;
  }
  return 0;
}

}  // namespace

bool CodeRequestFor(const Playground& pg, int agent, CodeLang lang, CodeRequest* out) {
  CodeRequest r;
  r.lang = lang;
  if (pg.desc().id == std::string("custom")) {
    const Composition& c = Effective(pg.composition());
    r.composition = true;
    r.group.group = GroupOfAgent(c, agent);
    r.group.g = c.groups[size_t(r.group.group)];
    r.group.radius = ParamOr(pg, "radius", 60.0f);
    r.group.threat = ParamOr(pg, "threat", 150.0f);
    r.group.width = pg.world().def.width;
    r.group.height = pg.world().def.height;
  } else {
    if (!CodeSpecFor(pg, agent, &r.spec)) return false;
    r.from = r.spec.from;
    r.spec.from = "";
  }
  *out = std::move(r);
  return true;
}

bool HasCode(const Playground& pg, int agent) {
  CodeSpec s;
  return pg.desc().id == std::string("custom") || CodeSpecFor(pg, agent, &s);
}

bool CodeFor(const Playground& pg, int agent, CodeLang lang, std::string* code, std::string* behaviour) {
  CodeRequest r;
  if (!CodeRequestFor(pg, agent, lang, &r)) return false;
  *code = GenerateCode(r);
  *behaviour = CodeRequestBehaviour(r);
  return true;
}

}  // namespace demos
