// Path following, both ways.
//
// Waypoints (Buckland ch. 3; Peters): seek the current waypoint; within the arrival distance,
// move on to the next. On an open path the last waypoint is approached with arrive.
//
// Reynolds' path following (OpenSteer's steerToFollowPath and steerToStayOnPath; Reynolds' demo
// page PathFollow.html; Reynolds 1999; Shiffman, The Nature of Code, "Path Following"): the path
// is a corridor, its spine the polyline through the points (open, or closed by a loop) and
// `radius` its half-width. The 1999 paper seeks the projection of the predicted position itself
// (StayOnPathway below); the target further along by a speed-proportional amount (FollowPathway)
// is the demo page's and OpenSteer's.
//   P = pos + vel * T                       the predicted position (T = predictTime, seconds)
//   Q = the spine's point nearest P         (OpenSteer's mapPointToPath)
//   outside = |P - Q| - radius              < 0: P is inside the corridor
// Stay on the path (steerToStayOnPath): inside, no force; outside, seek Q.
// Follow the path (steerToFollowPath) in a direction d = +1 (the points' order) or -1:
//   s(X) = the path distance of the spine's point nearest X (mapPointToPathDistance)
//   right way: d s(P) > d s(pos)            (the prediction moves along the path, not back)
//   inside and the right way: no force; otherwise seek the point at path distance
//     s(pos) + d * T * speed               (mapPathDistanceToPoint: a loop wraps, an open path
//                                           stops at its ends)
// The nearest point on the spine is found segment by segment; on a tie the first segment wins.
// Departures from OpenSteer, on purpose: (1) the seek is Reynolds' paper's and the rest of the
// core's, desired = unit(target - pos) * maxSpeed, where OpenSteer's steerForSeek uses
// target - pos itself as the desired velocity; (2) on a loop, "right way" compares the path
// distances across the seam, s(P) - s(pos) wrapped into [-L/2, L/2) (L the loop's length):
// OpenSteer compares them raw, so each lap, as the prediction passes the first point, it reads a
// jump back of L and steers for that moment though nothing is wrong; (3) on a loop, a seek
// distance s(pos) + d * T * speed below 0 (direction -1, nearing the first point) wraps to the
// loop's end (PointAtDistance): OpenSteer's mapPathDistanceToPoint takes modulo = std::fmod,
// which keeps the sign, then clamps to [0, L], so it seeks the first point itself, nearer than
// the T * speed ahead the rule asks for (tests/unit/reference_test.cpp: 137 of 10,000 random
// inputs, the target moved by up to 114.9 units). An agent at rest has
// T * speed = 0: it seeks its own projection and, once on the spine, stays (as in OpenSteer).
// Path following alone does not keep an agent moving: inside the corridor it gives no force, and
// outside, the target lies only T * speed ahead, so an agent that slows aims nearer and slows more
// (it weaves across the spine ever more slowly). OpenSteer's pedestrians add a push along
// forward() every step (Pedestrian.cpp, determineCombinedSteering); a scene using these should
// add a forward or target-speed term too.
// The Nature of Code predicts a fixed distance ahead (50 pixels along the velocity) and seeks the
// projection moved 10 pixels along its segment; OpenSteer's time-based form is the one here.
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

// [SECTION] Reynolds' path following

/// The spine's point nearest a query point (OpenSteer's mapPointToPath and
/// mapPointToPathDistance in one).
struct PathPoint {
  Vec2 point;             ///< on the spine
  Vec2 tangent;           ///< unit direction of its segment (zero on a zero-length segment)
  float along = 0.0f;     ///< path distance from the first point, world units
  float distance = 0.0f;  ///< from the query point to `point`, world units
  int segment = -1;       ///< segment i joins point i to i + 1 (a loop's last back to 0); -1: empty path
};

/// The spine's length: the sum of its segments (a loop's includes the closing one).
float PathLength(const Path& path);
/// The spine's point nearest p. An empty path gives segment -1; one point, that point.
PathPoint NearestOnPath(const Path& path, Vec2 p);
/// The spine's point at path distance `along`: a loop wraps it, an open path clamps it to its ends.
Vec2 PointAtDistance(const Path& path, float along);

struct PathFollowDef {
  float radius = 20.0f;      ///< world units: the corridor's half-width; [0, 10000]
  float predictTime = 0.5f;  ///< seconds: the prediction P = pos + vel * predictTime; [0, 60]
  int direction = 1;         ///< +1 along the points' order, -1 against it (FollowPathway)
};

struct PathFollowResult {
  Vec2 force;
  Vec2 predicted;         ///< P = pos + vel * predictTime
  Vec2 onPath;            ///< Q: the spine's point nearest P
  Vec2 target;            ///< the point sought when steering (StayOnPathway: Q)
  float outside = 0.0f;   ///< |P - Q| - radius, world units: > 0 outside the corridor
  bool inside = false;    ///< outside < 0: P is within the corridor
  bool rightWay = true;   ///< FollowPathway: the prediction moves along the path in `direction`
  bool steering = false;  ///< a force was needed (then force = Seek(target))
  float along = 0.0f;     ///< FollowPathway: the path distance of the agent's own position
  int segment = -1;       ///< the segment Q is on; -1: empty path (no force)
};

/// Reynolds' path following (OpenSteer steerToFollowPath): no force while the prediction is inside
/// the corridor and moves along the path in `def.direction`; otherwise seek the point
/// T * speed further along the path than the agent's own projection. Pure: no state in the agent.
PathFollowResult FollowPathway(const Agent& agent, const Path& path, const PathFollowDef& def = {});

/// Reynolds' stay on the path (OpenSteer steerToStayOnPath): no force while the prediction is
/// inside the corridor, otherwise seek its projection on the spine. Either way along it.
PathFollowResult StayOnPathway(const Agent& agent, const Path& path, const PathFollowDef& def = {});

// [SECTION] waypoints

/// Advances agent.waypoint when within `arrivalDistance` world units of it. An empty path gives
/// zero force; an out-of-range agent.waypoint is wrapped back into the path.
FollowPathResult FollowPath(Agent& agent, const Path& path, float arrivalDistance = 20.0f,
                            Deceleration deceleration = Deceleration::Normal);

}  // namespace steer
