// Behaviours of a crowd: unaligned collision avoidance and queueing (Reynolds 1999; OpenSteer's
// SteerLibrary.h steerToAvoidNeighbors, steerToAvoidCloseNeighbors, predictNearestApproachTime,
// computeNearestApproachPositions; Reynolds' queueing at a doorway: brake when someone is ahead).
//
// Unaligned collision avoidance. Two agents moving in straight lines are closest at
//   t* = -(dp . dv) / |dv|^2,    dp = other.pos - pos,  dv = other.vel - vel
// (in the frame of the first agent the other moves along a line with velocity dv; t* is where
// that line passes nearest the origin). Their distance then is |dp + dv t*|. Of every neighbour
// with 0 <= t* < minTime whose distance at t* is below the sum of radii plus a margin, the one
// with the smallest t* is the threat, and the agent steers sideways (OpenSteer):
//   head on   (headings' dot < -0.707): away from where the threat will be
//   parallel  (dot > 0.707):           away from where the threat is now
//   crossing: one of the two steers behind the threat (against its velocity's side). OpenSteer's
//             comment says the slower does; its code (threat speed <= own speed) lets the
//             faster one (or both at equal speeds) do it. We follow the code.
// Before any of that, an agent already closer than the sum of radii plus `margin` to a neighbour
// moves away sideways from it (steerToAvoidCloseNeighbors: -offset without its forward part).
// OpenSteer returns a unit side vector; here it is scaled to maxForce, and the agent also brakes
// in proportion to how soon the collision is (braking * maxForce * (1 - t* / minTime)), which
// keeps a dense crowd from touching.
//
// Queueing (Reynolds 1999, the doorway queue: a character brakes when another is "nearby, in
// front of, and moving slower than itself"). "Nearby and in front" is a braking zone, the
// rectangle ahead of the agent, `length` long and as wide as the agent's disc (plus `width`
// either side): another agent's centre is in it when its disc is within reach (local x in
// (0, length + other's radius], |local y| < radius + width + other's radius). "Slower" compares
// speeds, |other.vel| < |vel|. Then the agent brakes: force = -vel * brake (stop within about
// 1 / brake seconds). An agent at rest is slower than nobody, so it sets off again; it brakes
// once it is faster than the one ahead, and a queue moves in short steps, as Reynolds' does.
// QueueRule::AnyAhead drops the speed test (the playground's rule before issue #35, kept so that
// old links keep their scene): it also brakes for agents in the zone that are pulling away.
#pragma once

#include <vector>

#include "steer/agent.h"

namespace steer {

/// When two agents moving in straight lines at their velocities are closest (seconds from now;
/// negative: they were closest in the past; 0 for equal velocities, which keep their distance),
/// and where each one is then.
struct ClosestApproach {
  float time = 0.0f;
  Vec2 self, other;       ///< positions at that time
  float distance = 0.0f;  ///< |other - self| at that time
};
ClosestApproach PredictClosestApproach(const Agent& self, const Agent& other);

struct CollisionAvoidanceDef {
  float minTime = 2.0f;   ///< seconds: collisions farther in the future are ignored
  float margin = 6.0f;    ///< world units added to the sum of radii (the danger distance)
  float braking = 0.5f;   ///< 0..1: share of maxForce used to brake before an imminent collision
};

struct CollisionAvoidanceResult {
  Vec2 force;
  int threat = -1;     ///< index of the agent avoided (predicted collision), or -1
  int close = -1;      ///< index of a neighbour already too close (first priority), or -1
  ClosestApproach approach;  ///< with the threat (valid when threat >= 0)
  float steer = 0.0f;  ///< -1, 0 or +1 times side: which way it turns
};

/// Unaligned collision avoidance of agent `self` (an index into `agents`) from all the others.
CollisionAvoidanceResult UnalignedCollisionAvoidance(const std::vector<Agent>& agents, int self,
                                                     const CollisionAvoidanceDef& def = {});

/// Which agents in the braking zone make an agent brake.
enum class QueueRule {
  Reynolds,  ///< only those slower than itself (Reynolds 1999)
  AnyAhead,  ///< every one, even when it pulls away (the rule before issue #35)
};

struct QueueDef {
  float length = 40.0f;  ///< world units ahead of the agent's centre
  float width = 0.0f;    ///< world units added either side of the agent's radius
  float brake = 8.0f;    ///< per second: force = -vel * brake
  QueueRule rule = QueueRule::Reynolds;
};

struct QueueResult {
  Vec2 force;
  bool braking = false;
  int blocker = -1;  ///< the nearest agent in the zone that it brakes for, or -1
  Vec2 corners[4];   ///< the braking zone, for drawing: near left, far left, far right, near right
};

/// Queueing: brake when another agent is ahead in the braking zone (and, by Reynolds' rule, slower
/// than this one). With a `goal` (the doorway),
/// only agents nearer to it than this one count: "ahead" is then an order, so no ring of agents
/// can all wait for each other (the one nearest the goal never waits), and the queue never locks.
QueueResult Queue(const std::vector<Agent>& agents, int self, const QueueDef& def = {}, const Vec2* goal = nullptr);

}  // namespace steer
