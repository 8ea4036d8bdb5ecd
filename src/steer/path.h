// Path following (Buckland ch. 3; Peters): seek the current waypoint; within the arrival
// distance, move on to the next. On an open path the last waypoint is approached with arrive.
#pragma once

#include <vector>

#include "steer/agent.h"
#include "steer/seek.h"

namespace steer {

struct Path {
  std::vector<Vec2> points;
  bool loop = true;
};

struct FollowPathResult {
  Vec2 force;
  Vec2 target;            ///< the waypoint being sought
  bool finished = false;  ///< open path, last waypoint reached
};

/// Advances agent.waypoint when within `arrivalDistance` world units of it. An empty path gives
/// zero force; an out-of-range agent.waypoint is wrapped back into the path.
FollowPathResult FollowPath(Agent& agent, const Path& path, float arrivalDistance = 20.0f,
                            Deceleration deceleration = Deceleration::Normal);

}  // namespace steer
