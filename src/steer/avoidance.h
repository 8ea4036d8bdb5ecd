// Obstacle avoidance, wall avoidance and hide (Buckland ch. 3; Reynolds 1999).
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
  float boxLength = 0.0f;  ///< detection box length (world units), drawn by the renderer
  int closest = -1;        ///< index of the obstacle being avoided, or -1
};

/// Obstacle avoidance (Buckland): a detection box ahead of the agent, as wide as the agent and
/// minBoxLength * (1 + speed / maxSpeed) long. For the closest obstacle that overlaps it, a
/// lateral force (r - |y|) * (1 + (L - x) / L) away from the obstacle's side and a braking force
/// (r - x) * 0.2 along the heading, with r = obstacle radius + agent radius and (x, y) the
/// obstacle's centre in the agent's frame. (Buckland's listing pushes the lateral force towards
/// the obstacle's side; we push away, which is what his text and figure describe.)
ObstacleAvoidanceResult ObstacleAvoidance(const Agent& agent, const std::vector<Obstacle>& obstacles,
                                          float minBoxLength = 40.0f);

/// The three feelers of wall avoidance: straight ahead `length`, and +-45 degrees at half length.
struct Feelers {
  Vec2 tip[3];
};
Feelers MakeFeelers(const Agent& agent, float length);

/// Wall avoidance (Buckland): for the feeler that penetrates a wall closest to the agent, a
/// force along the wall's normal as large as the penetration depth (overshoot).
Vec2 WallAvoidance(const Agent& agent, const std::vector<Wall>& walls, float feelerLength = 40.0f);

/// Segment intersection: true and the point when segment p0-p1 crosses q0-q1.
bool SegmentsIntersect(Vec2 p0, Vec2 p1, Vec2 q0, Vec2 q1, Vec2* point, float* tAlongP);

struct HideResult {
  Vec2 force;
  Vec2 spot;           ///< the chosen hiding spot (valid when found)
  bool found = false;  ///< false: no obstacle, so the agent evades instead
};

/// Hide (Buckland): for each obstacle the spot `gap` units behind it as seen from the hunter;
/// arrive (fast) at the closest such spot. With no obstacles, flee the hunter.
HideResult Hide(const Agent& agent, const Agent& hunter, const std::vector<Obstacle>& obstacles,
                float gap = 30.0f);

}  // namespace steer
