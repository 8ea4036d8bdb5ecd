// Bourg & Seemann, "AI for Game Developers", ch. 2: chasing models that set the chaser's
// velocity (or position) directly, kept apart from the force-based behaviours on purpose:
// they teach why prediction matters.
//   basic          each tick, x and y each move one step towards the prey (x +/- 1, y +/- 1)
//   line of sight  velocity = speed * unit(prey - chaser)
//   intercept      closing velocity Vr = v_prey - v_chaser, Sr = p_prey - p_chaser,
//                  time to close tc = |Sr| / |Vr|, aim at St = p_prey + v_prey * tc.
// Intercept fails when |Vr| is small (the chaser matches the prey's velocity): tc grows
// without bound and the aim point runs far ahead of the prey. maxTime bounds it.
#pragma once

#include "steer/agent.h"

namespace steer {

/// One tick of Bourg's basic chase: each coordinate moves `step` towards the prey's (snapping
/// onto it when closer than a step, so floats do not jitter around an integer grid's stop).
Vec2 BasicChaseStep(Vec2 chaser, Vec2 prey, float step);

struct ChaseResult {
  Vec2 vel;                  ///< the chaser's new velocity
  Vec2 aim;                  ///< the point chased
  float closingTime = 0.0f;  ///< intercept: tc in seconds (0 for line of sight)
};

ChaseResult LineOfSightChase(Vec2 chaser, Vec2 prey, float speed);
/// Bourg's intercept, bounded: tc <= maxTime seconds (and finite when |Vr| = 0). Vr uses the
/// chaser's current velocity, as Bourg's does; the chaser then runs at the set `speed` towards
/// the aim point (Bourg's chaser keeps whatever speed his physics gives it): a set speed keeps the
/// three chasers of the demo equally fast, so only how they aim differs.
ChaseResult InterceptChase(const Agent& chaser, const Agent& prey, float speed, float maxTime = 10.0f);

}  // namespace steer
