// Seek, flee and arrive: the building blocks every other behaviour ends in (Reynolds 1999;
// Buckland ch. 3; Peters, "AdvancED ActionScript Animation", ch. 2). Each returns a steering
// force = desired velocity - current velocity.
#pragma once

#include "steer/agent.h"

namespace steer {

/// Desired velocity: full speed straight at the target. Zero force once on the target and still.
Vec2 Seek(const Agent& agent, Vec2 target);

/// Full speed straight away from the target, but only within `panicDistance` world units
/// (Buckland's optional panic distance; the default never switches off). Reynolds' and Buckland's
/// form: force = maxSpeed * unit(agent - target) - velocity. Peters' flee instead subtracts
/// seek's force, -(maxSpeed * unit(target - agent) - velocity), which adds the velocity rather
/// than removing it; we do not follow it.
Vec2 Flee(const Agent& agent, Vec2 target, float panicDistance = 1e30f);

/// Buckland's deceleration: the time, in units of his 0.3 s tweak, to cover the distance.
enum class Deceleration { Fast = 1, Normal = 2, Slow = 3 };

/// Buckland's arrive: desired speed = min(d / (deceleration * 0.3), maxSpeed) towards the target.
Vec2 Arrive(const Agent& agent, Vec2 target, Deceleration deceleration = Deceleration::Normal);

/// Peters' arrive: seek at full speed, scaled by d / slowingRadius inside the slowing radius.
Vec2 ArriveWithin(const Agent& agent, Vec2 target, float slowingRadius);

}  // namespace steer
