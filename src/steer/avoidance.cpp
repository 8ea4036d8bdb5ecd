#include "steer/avoidance.h"

#include "steer/pursuit.h"

namespace steer {

Wall MakeWall(Vec2 a, Vec2 b) { return {a, b, Perp(Normalize(b - a))}; }

ObstacleAvoidanceResult ObstacleAvoidance(const Agent& agent, const std::vector<Obstacle>& obstacles,
                                          float minBoxLength) {
  ObstacleAvoidanceResult r;
  if (!(minBoxLength >= 0.0f)) minBoxLength = 0.0f;
  float speedRatio = agent.maxSpeed > kEpsilon ? agent.Speed() / agent.maxSpeed : 0.0f;
  r.boxLength = minBoxLength + speedRatio * minBoxLength;
  const float L = r.boxLength;
  float closestD = 1e30f;
  for (int i = 0; i < int(obstacles.size()); ++i) {
    const Obstacle& ob = obstacles[i];
    float R = ob.radius + agent.radius;
    float reach = L + R;
    if (DistanceSq(agent.pos, ob.pos) >= reach * reach) continue;  // too far to meet the box
    Vec2 local = ToLocal(ob.pos, agent.heading, agent.side, agent.pos);
    if (std::fabs(local.y) >= R) continue;  // beside the box
    // The centre line meets the grown circle over x in [cx - h, cx + h], h = sqrt(R^2 - y^2);
    // the box covers [0, L]. No overlap: behind us or beyond the box.
    float h = std::sqrt(R * R - local.y * local.y);
    if (local.x + h <= 0.0f || local.x - h > L) continue;
    float d = local.x - h > 0.0f ? local.x - h : 0.0f;
    if (d < closestD) {
      closestD = d;
      r.closest = i;
      r.nearX = d;
      r.local = local;
      r.reach = R;
    }
  }
  if (r.closest < 0) return r;
  // Strength 1 at the far end of the box, 2 when the obstacle touches the agent; with no box
  // (L = 0) only touching obstacles are found, and they get the full 2.
  float strength = L > kEpsilon ? 1.0f + (L - r.nearX) / L : 2.0f;
  // Obstacle towards +side (the agent's right on screen, where y points down): steer to -side.
  // Dead ahead (y = 0) goes to -side too, so the choice never flickers.
  float away = r.local.y >= 0.0f ? -1.0f : 1.0f;
  constexpr float kBrakingWeight = 0.2f;
  Vec2 local;
  local.y = away * (r.reach - std::fabs(r.local.y)) * strength;
  // Braking slows the approach; once the centre is beside or behind us it would push us back
  // into the obstacle, so it stops there.
  local.x = r.local.x > 0.0f ? -kBrakingWeight * (L - r.nearX) : 0.0f;
  r.force = DirToWorld(local, agent.heading, agent.side);
  return r;
}

FeelerAvoidanceResult FeelerAvoidance(const Agent& agent, const std::vector<Obstacle>& obstacles,
                                      float feelerLength, float buffer) {
  FeelerAvoidanceResult r;
  if (!(feelerLength >= 0.0f)) feelerLength = 0.0f;
  if (!(buffer >= 0.0f)) buffer = 0.0f;
  r.tip = agent.pos + agent.heading * feelerLength;
  if (!(feelerLength > kEpsilon)) return r;
  Vec2 side = agent.side;  // Perp(heading): +90 degrees
  float nearest = 1e30f;
  for (int i = 0; i < int(obstacles.size()); ++i) {
    const Obstacle& ob = obstacles[i];
    Vec2 difference = ob.pos - agent.pos;
    float p = Dot(difference, agent.heading);  // projection on the feeler
    if (p <= 0.0f || p >= feelerLength) continue;
    float dist = std::fabs(Dot(difference, side));  // centre to the feeler line
    if (dist >= ob.radius + buffer) continue;
    // At right angles to the heading, away from the obstacle's side (-side when dead ahead),
    // weaker the farther along the feeler: maxSpeed * (1 - p / feeler).
    float away = Dot(difference, side) >= 0.0f ? -1.0f : 1.0f;
    r.force += side * (away * agent.maxSpeed * (1.0f - p / feelerLength));
    r.brake *= p / feelerLength;
    ++r.touching;
    if (p < nearest) {
      nearest = p;
      r.closest = i;
    }
  }
  return r;
}

Feelers MakeFeelers(const Agent& agent, float length) {
  // +-45 degrees: (h +- s) / sqrt(2).
  constexpr float kInvSqrt2 = 0.70710678118654752f;
  Feelers f;
  f.tip[0] = agent.pos + agent.heading * length;
  f.tip[1] = agent.pos + (agent.heading + agent.side) * (kInvSqrt2 * length * 0.5f);
  f.tip[2] = agent.pos + (agent.heading - agent.side) * (kInvSqrt2 * length * 0.5f);
  return f;
}

bool SegmentsIntersect(Vec2 p0, Vec2 p1, Vec2 q0, Vec2 q1, Vec2* point, float* tAlongP) {
  Vec2 r = p1 - p0, s = q1 - q0;
  float denom = Cross(r, s);
  if (std::fabs(denom) < kEpsilon) return false;  // parallel
  float t = Cross(q0 - p0, s) / denom;
  float u = Cross(q0 - p0, r) / denom;
  if (t < 0.0f || t > 1.0f || u < 0.0f || u > 1.0f) return false;
  if (point) *point = p0 + r * t;
  if (tAlongP) *tAlongP = t;
  return true;
}

Vec2 WallAvoidance(const Agent& agent, const std::vector<Wall>& walls, float feelerLength) {
  Feelers f = MakeFeelers(agent, feelerLength);
  Vec2 force;
  for (Vec2 tip : f.tip) {
    float closestT = 2.0f;
    int closest = -1;
    Vec2 closestPoint;
    for (int w = 0; w < int(walls.size()); ++w) {
      Vec2 p;
      float t;
      if (SegmentsIntersect(agent.pos, tip, walls[w].a, walls[w].b, &p, &t) && t < closestT) {
        closestT = t;
        closest = w;
        closestPoint = p;
      }
    }
    if (closest >= 0) {
      float overshoot = Length(tip - closestPoint);
      force = walls[closest].normal * overshoot;
    }
  }
  return force;
}

HideResult Hide(const Agent& agent, const Agent& hunter, const std::vector<Obstacle>& obstacles, float gap) {
  HideResult r;
  float best = 1e30f;
  for (const Obstacle& ob : obstacles) {
    Vec2 away = Normalize(ob.pos - hunter.pos);
    if (away == Vec2{}) continue;  // the hunter is inside the obstacle: no "behind"
    Vec2 spot = ob.pos + away * (ob.radius + gap);
    float d = DistanceSq(agent.pos, spot);
    if (d < best) {
      best = d;
      r.spot = spot;
      r.found = true;
    }
  }
  // No obstacle to hide behind: evade the hunter (Buckland), with no threat range to leave.
  r.force = r.found ? Arrive(agent, r.spot, Deceleration::Fast) : Evade(agent, hunter, 1e30f).force;
  return r;
}

}  // namespace steer
