// Behaviours of a crowd: unaligned collision avoidance and queueing (Reynolds 1999; OpenSteer's
// SteerLibrary.h steerToAvoidNeighbors, steerToAvoidCloseNeighbors, predictNearestApproachTime,
// computeNearestApproachPositions; Reynolds' queueing at a doorway: brake when someone is ahead).
//
// Unaligned collision avoidance. Two agents moving in straight lines are closest at
//   t* = -(dp . dv) / |dv|^2,    dp = other.pos - pos,  dv = other.vel - vel
// (in the frame of the first agent the other moves along a line with velocity dv; t* is where
// that line passes nearest the origin). Their distance then is |dp + dv t*|.
// First priority, a neighbour already too close: centre distance < r1 + r2 + closeMargin
// (OpenSteer's minSeparationDistance, which steerToAvoidNeighbors sets to 0: too close means
// touching). The agent moves away from it sideways: the part of (pos - other.pos) across its
// heading (OpenSteer: (-offset).perpendicularComponent(forward)).
// Otherwise, of every neighbour with 0 <= t* < minTime whose distance at t* is below
// r1 + r2 + margin, the one with the smallest t* is the threat, and the agent steers sideways
// (OpenSteer):
//   head on   (headings' dot < -0.707): away from where the threat will be
//   parallel  (dot > 0.707):           away from where the threat is now
//   crossing: one of the two steers behind the threat (against its velocity's side). OpenSteer's
//             comment says the slower does; its code (threat speed <= own speed) lets the
//             faster one (or both at equal speeds) do it. We follow the code.
// Departures from OpenSteer, each on purpose (docs/references.md lists them with their tests):
//  1. Too close: the nearest such neighbour, not the first in the list. OpenSteer returns at the
//     first it meets, in its proximity database's order, which means nothing; the nearest is the
//     one overlapping most, and the answer does not depend on the order the agents were made in.
//  2. The threat distance is r1 + r2 + margin, not OpenSteer's 2 * own radius, which ignores the
//     other's size: a small agent would not see the large one it is about to hit, while the large
//     one would. For equal radii and margin 0 the two are the same. The margin (6 units in the
//     demos) starts the turn before the discs would graze.
//  3. A too-close neighbour dead ahead or behind has no sideways part. OpenSteer returns that zero
//     vector, which its caller reads as "nobody too close", and goes on to predictions (and
//     never looks at a second too-close neighbour). Here the agent moves to -side, so agents
//     overlapping on one line (a column spawned on a line) still part.
//  4. Strength: OpenSteer returns the lateral offset (world units) or a unit side vector; here the
//     direction is scaled to maxForce, and `braking` adds a backward part: braking * maxForce
//     when a too-close neighbour is ahead, braking * (1 - t* / minTime) * maxForce before a
//     predicted collision. braking = 0 leaves OpenSteer's pure sideways directions. Why: with the
//     force capped, a turn alone cannot clear a collision a few steps away in a dense crowd;
//     slowing down buys the turn its time.
//  5. A relative speed below 1e-3 units/s counts as equal velocities: t* = 0, "there is no time
//     like the present" (OpenSteer does that only at exactly 0). Below it, t* divides by a
//     nearly-zero |dv|^2 and means nothing: in the longest look-ahead (60 s) such a pair moves
//     less than 0.06 units relative to each other, so now is their closest approach.
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
  float margin = 6.0f;    ///< world units added to the sum of radii for a predicted collision
  float braking = 0.5f;   ///< 0..1: share of maxForce used to brake (0: OpenSteer's pure turn)
  /// World units added to the sum of radii for "already too close" (OpenSteer's
  /// minSeparationDistance, 0 in steerToAvoidNeighbors). Before issue #35 this was `margin`: a
  /// demo passes closeMargin = margin to keep old links' scenes.
  float closeMargin = 0.0f;
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
