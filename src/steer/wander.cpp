#include "steer/wander.h"

namespace steer {

WanderDef Validated(const WanderDef& def) {
  WanderDef v;
  v.radius = ClampFinite(def.radius, 0.0f, 500.0f, 30.0f);
  v.distance = ClampFinite(def.distance, 0.0f, 1000.0f, 60.0f);
  v.jitter = ClampFinite(def.jitter, 0.0f, 10000.0f, 120.0f);
  return v;
}

namespace {

WanderResult PoseOf(const Agent& agent, const WanderDef& def) {
  WanderResult r;
  Vec2 local = agent.wanderTarget + Vec2{def.distance, 0.0f};
  r.target = ToWorld(local, agent.heading, agent.side, agent.pos);
  r.centre = ToWorld({def.distance, 0.0f}, agent.heading, agent.side, agent.pos);
  r.force = r.target - agent.pos;
  return r;
}

}  // namespace

WanderResult WanderPose(const Agent& agent, const WanderDef& def) { return PoseOf(agent, Validated(def)); }

WanderResult Wander(Agent& agent, const WanderDef& rawDef, Rng& rng, float dt) {
  WanderDef def = Validated(rawDef);
  float jitter = def.jitter * dt;
  // Both random numbers are drawn in a fixed order: x first, then y (determinism), each
  // Clamped() = NextFloat() - NextFloat().
  float r[4];
  rng.NextFloats4(r);
  float jx = (r[0] - r[1]) * jitter;
  float jy = (r[2] - r[3]) * jitter;
  Vec2 t = agent.wanderTarget + Vec2{jx, jy};
  t = Normalize(t);
  // A fresh agent's target (0, 0) takes the first jitter's direction (references.md row 12 (a));
  // with no jitter at all, straight ahead.
  if (t == Vec2{}) t = {1.0f, 0.0f};
  agent.wanderTarget = t * def.radius;
  return PoseOf(agent, def);
}

}  // namespace steer
