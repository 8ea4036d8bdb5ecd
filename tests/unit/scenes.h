// Tiny exact scenes for the unit tests.
#pragma once

#include "steer/agent.h"

namespace steer::test {

/// An agent at `pos` moving with `vel` (heading from vel, or `heading` when vel is zero).
inline Agent MakeAt(Vec2 pos, Vec2 vel = {}, float maxSpeed = 150.0f, Vec2 heading = {1.0f, 0.0f},
                    int id = 0) {
  AgentDef d;
  d.pos = pos;
  d.vel = vel;
  d.heading = heading;
  d.maxSpeed = maxSpeed;
  return MakeAgent(d, id);
}

}  // namespace steer::test
