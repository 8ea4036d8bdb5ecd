// Obstacle avoidance (Buckland's detection box, Peters' feeler), wall avoidance and hide
// (Buckland ch. 3; Reynolds 1999; Peters, AdvancED ActionScript 3.0 Animation ch. 2).
#pragma once

#include <vector>

#include "steer/agent.h"
#include "steer/seek.h"

namespace steer {

struct Obstacle {
  Vec2 pos;
  float radius = 20.0f;
};

/// A wall segment; `normal` points to the side agents should stay on.
struct Wall {
  Vec2 a, b;
  Vec2 normal;
};
/// A wall from a to b whose normal is the left-hand perpendicular of (b - a).
Wall MakeWall(Vec2 a, Vec2 b);

struct ObstacleAvoidanceResult {
  Vec2 force;
  float boxLength = 0.0f;  ///< detection box length L (world units), drawn by the renderer
  int closest = -1;        ///< index of the obstacle being avoided, or -1
  float nearX = 0.0f;      ///< d: how far ahead (local x) the box first meets that obstacle, 0..L
  Vec2 local;              ///< that obstacle's centre (x, y) in the agent's frame
  float reach = 0.0f;      ///< R = obstacle radius + agent radius
};

/// Obstacle avoidance after Buckland (ch. 3): a detection box ahead of the agent, as wide as the
/// agent and L = minBoxLength * (1 + speed / maxSpeed) long. An obstacle is in the box when the
/// box's centre line, x in [0, L], meets the obstacle grown by the agent's radius
/// (R = obstacle radius + agent radius); d is where it first meets it (0 when the agent already
/// touches it). For the obstacle with the smallest d, in the agent's frame:
///   lateral = (R - |y|) * (1 + (L - d) / L)   away from the obstacle's side (-side if dead ahead)
///   braking = -0.2 * (L - d)                   backwards, only while the centre is ahead (x > 0)
/// so the force never has a component towards the obstacle. With L = 0 only obstacles the agent
/// already touches count, at full strength (d = 0, lateral (R - |y|) * 2).
/// Where this differs from Buckland's listing, and why: he measures strength from the obstacle's
/// centre, 1 + (L - x) / L, which turns negative (towards the obstacle) once the centre is more
/// than 2L ahead, as it is for an obstacle wider than the box is long; his braking (r - x) * 0.2
/// pushes forwards when the centre is closer than r and brakes hardest for the farthest
/// obstacles; his lateral (r - y) uses the signed y and the obstacle's bare radius, so it can push
/// towards the obstacle and clears only the agent's centre, not its body. We use the near edge d,
/// the unsigned |y| with an explicit side, and R, which his own intersection test already uses.
ObstacleAvoidanceResult ObstacleAvoidance(const Agent& agent, const std::vector<Obstacle>& obstacles,
                                          float minBoxLength = 40.0f);

/// Peters' buffer around each obstacle (AdvancED ActionScript Animation, SteeredVehicle: 20).
inline constexpr float kPetersAvoidBuffer = 20.0f;

struct FeelerAvoidanceResult {
  Vec2 force;
  float brake = 1.0f;  ///< factor the velocity is scaled by this step (Peters' braking), 0..1
  int closest = -1;    ///< the nearest obstacle the feeler touches (for the drawing), or -1
  int touching = 0;    ///< how many obstacles the feeler touches (their pushes add, brakes multiply)
  Vec2 tip;            ///< the feeler's end: position + heading * feelerLength
};

/// Object avoidance after Keith Peters (AdvancED ActionScript 3.0 Animation, ch. 2, avoid()): a
/// feeler of fixed length ahead of the agent. For every obstacle ahead (projection p of the
/// vector to its centre on the heading, p > 0) whose centre is closer to the feeler line than its
/// radius plus `buffer`, with p < feelerLength:
///   force += maxSpeed * (1 - p / feelerLength), at right angles to the heading, away from it
///   brake *= p / feelerLength                  (the velocity is scaled by this)
/// Peters changes the velocity inside avoid(); here the factor is returned and the caller applies
/// it before integrating, so the function stays pure. Heading is the agent's heading (Peters
/// normalises the velocity: the same while it moves).
FeelerAvoidanceResult FeelerAvoidance(const Agent& agent, const std::vector<Obstacle>& obstacles,
                                      float feelerLength, float buffer = kPetersAvoidBuffer);

/// The three feelers of wall avoidance: straight ahead `length`, and +-45 degrees at half length.
struct Feelers {
  Vec2 tip[3];
};
Feelers MakeFeelers(const Agent& agent, float length);

/// Wall avoidance (after Buckland): each feeler's nearest wall crossing; the last feeler (ahead,
/// +45, -45 degrees) with one gives the force, along its wall's normal, as large as its overshoot.
/// Buckland's own rule takes the crossing nearest the agent over all feelers: references.md row
/// 20 and note 8 say where the two differ (a corridor, a corner) and why this one is kept.
Vec2 WallAvoidance(const Agent& agent, const std::vector<Wall>& walls, float feelerLength = 40.0f);

/// Segment intersection: true and the point when segment p0-p1 crosses q0-q1.
bool SegmentsIntersect(Vec2 p0, Vec2 p1, Vec2 q0, Vec2 q1, Vec2* point, float* tAlongP);

struct HideResult {
  Vec2 force;
  Vec2 spot;           ///< the chosen hiding spot (valid when found)
  bool found = false;  ///< false: no obstacle, so the agent evades instead
};

/// Hide (Buckland): for each obstacle the spot `gap` units behind it as seen from the hunter;
/// arrive (fast) at the closest such spot. With no obstacle, evade the hunter (Buckland), with no
/// threat range to leave.
HideResult Hide(const Agent& agent, const Agent& hunter, const std::vector<Obstacle>& obstacles,
                float gap = 30.0f);

}  // namespace steer
