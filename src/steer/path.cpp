#include "steer/path.h"

namespace steer {

FollowPathResult FollowPath(Agent& agent, const Path& path, float arrivalDistance,
                            Deceleration deceleration) {
  FollowPathResult r;
  int n = int(path.points.size());
  if (n == 0) return r;
  if (agent.waypoint < 0 || agent.waypoint >= n) agent.waypoint = 0;
  if (!(arrivalDistance >= 0.0f)) arrivalDistance = 0.0f;
  bool last = !path.loop && agent.waypoint == n - 1;
  if (!last && DistanceSq(agent.pos, path.points[agent.waypoint]) < arrivalDistance * arrivalDistance) {
    agent.waypoint = (agent.waypoint + 1) % n;
    last = !path.loop && agent.waypoint == n - 1;
  }
  r.target = path.points[agent.waypoint];
  if (last) {
    r.force = Arrive(agent, r.target, deceleration);
    r.finished = DistanceSq(agent.pos, r.target) < arrivalDistance * arrivalDistance;
  } else {
    r.force = Seek(agent, r.target);
  }
  return r;
}

}  // namespace steer
