// Wander (Reynolds 1999; Buckland ch. 3): a target on a circle of radius `radius`, projected
// `distance` ahead of the agent, is nudged each step by a random displacement of at most
// jitter * dt per axis and pushed back onto the circle. The force is Buckland's, the vector from
// the agent to that target (target - position), not a seek (desired velocity - velocity): it
// always has a forward part of `distance`, so the path meanders smoothly instead of twitching.
// The randomness comes from the world's seeded Rng.
#pragma once

#include "steer/agent.h"
#include "steer/rng.h"

namespace steer {

struct WanderDef {
  float radius = 30.0f;    ///< world units, [0, 500]
  float distance = 60.0f;  ///< world units ahead of the agent, [0, 1000]
  float jitter = 120.0f;   ///< world units per second, [0, 10000]
};
WanderDef Validated(const WanderDef& def);

struct WanderResult {
  Vec2 force;   ///< target - agent.pos (Buckland's wander force)
  Vec2 target;  ///< the wander target, world space
  Vec2 centre;  ///< the wander circle's centre, world space
};

/// Advances agent.wanderTarget by one step of dt seconds and returns the force towards it.
WanderResult Wander(Agent& agent, const WanderDef& def, Rng& rng, float dt);

/// The circle and target of the agent's current wander state, without advancing it (drawing).
WanderResult WanderPose(const Agent& agent, const WanderDef& def);

}  // namespace steer
