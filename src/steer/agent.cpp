#include "steer/agent.h"

#include "steer/trig.h"

namespace steer {

const char* RoleName(Role role) {
  switch (role) {
    case Role::Pursuer:
      return "pursuer";
    case Role::Evader:
      return "evader";
    case Role::Wanderer:
      return "wanderer";
    case Role::Boid:
      return "boid";
    case Role::Predator:
      return "predator";
    case Role::Seeker:
      return "seeker";
    case Role::Chaser:
      return "chaser";
    case Role::Target:
      return "target";
    case Role::Leader:
      return "leader";
    case Role::Follower:
      return "follower";
    case Role::Hider:
      return "hider";
  }
  return "agent";
}

namespace {
Vec2 FiniteOr(Vec2 v, Vec2 fallback) { return IsFinite(v) ? v : fallback; }
}  // namespace

Agent MakeAgent(const AgentDef& def, int id) {
  using L = AgentLimits;
  Agent a;
  a.id = id;
  a.role = def.role;
  a.pos = FiniteOr(def.pos, {});
  a.mass = ClampFinite(def.mass, L::kMinMass, L::kMaxMass, 1.0f);
  a.maxSpeed = ClampFinite(def.maxSpeed, 0.0f, L::kMaxSpeed, 150.0f);
  a.maxForce = ClampFinite(def.maxForce, 0.0f, L::kMaxForce, 400.0f);
  a.maxTurnRate = ClampFinite(def.maxTurnRate, 0.0f, L::kMaxTurnRate, 0.0f);
  a.radius = ClampFinite(def.radius, L::kMinRadius, L::kMaxRadius, 8.0f);
  a.vel = Truncate(FiniteOr(def.vel, {}), a.maxSpeed);
  Vec2 h = Normalize(a.vel);
  if (h == Vec2{}) h = Normalize(FiniteOr(def.heading, {1.0f, 0.0f}));
  if (h == Vec2{}) h = {1.0f, 0.0f};
  a.heading = h;
  a.side = Perp(h);
  return a;
}

namespace {

// Rotates unit vector `from` towards unit vector `to` by at most `maxAngle` radians. A limit of
// half a turn or more allows any turn (its cosine would wrap round: a limit of 5 rad is -5 + 2pi's
// cosine, and the agent was turned 5 rad, past its new heading).
Vec2 TurnTowards(Vec2 from, Vec2 to, float maxAngle) {
  if (maxAngle >= kPi) return to;
  float c = Cos(maxAngle);
  if (Dot(from, to) >= c) return to;  // within the allowed turn
  float s = Sin(maxAngle);
  if (Cross(from, to) < 0.0f) s = -s;  // turn clockwise
  return {from.x * c - from.y * s, from.x * s + from.y * c};
}

}  // namespace

void Integrate(Agent& agent, Vec2 force, float dt) {
  if (!IsFinite(force)) force = {};
  force = Truncate(force, agent.maxForce);
  agent.force = force;
  Vec2 accel = force / agent.mass;
  Vec2 vel = Truncate(agent.vel + accel * dt, agent.maxSpeed);
  if (agent.maxTurnRate > 0.0f) {
    float speed = Length(vel);
    if (speed > kMinSpeedForHeading) {
      Vec2 dir = TurnTowards(agent.heading, vel / speed, agent.maxTurnRate * dt);
      vel = dir * speed;
    }
  }
  if (!IsFinite(vel)) vel = {};
  Vec2 pos = agent.pos + vel * dt;
  if (!IsFinite(pos)) pos = agent.pos;
  agent.vel = vel;
  agent.pos = pos;
  float speedSq = LengthSq(vel);
  if (speedSq > kMinSpeedForHeading * kMinSpeedForHeading) {
    agent.heading = vel / std::sqrt(speedSq);
    agent.side = Perp(agent.heading);
  }
}

}  // namespace steer
