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
  float closestIp = 1e30f;
  Vec2 closestLocal;
  float closestR = 0.0f;
  for (int i = 0; i < int(obstacles.size()); ++i) {
    const Obstacle& ob = obstacles[i];
    float reach = r.boxLength + ob.radius;
    if (DistanceSq(agent.pos, ob.pos) > reach * reach) continue;
    Vec2 local = ToLocal(ob.pos, agent.heading, agent.side, agent.pos);
    if (local.x < 0.0f) continue;  // behind us
    float expanded = ob.radius + agent.radius;
    if (std::fabs(local.y) >= expanded) continue;  // beside the box
    // Line/circle intersection along the local x axis: x = cx -+ sqrt(r^2 - cy^2).
    float sqrtPart = std::sqrt(expanded * expanded - local.y * local.y);
    float ip = local.x - sqrtPart;
    if (ip <= 0.0f) ip = local.x + sqrtPart;
    if (ip < closestIp) {
      closestIp = ip;
      r.closest = i;
      closestLocal = local;
      closestR = expanded;
    }
  }
  if (r.closest < 0 || !(r.boxLength > kEpsilon)) return r;
  // The closer the obstacle, the stronger the steering.
  float multiplier = 1.0f + (r.boxLength - closestLocal.x) / r.boxLength;
  float away = closestLocal.y >= 0.0f ? -1.0f : 1.0f;  // obstacle on the left: steer right
  Vec2 local;
  local.y = away * (closestR - std::fabs(closestLocal.y)) * multiplier;
  constexpr float kBrakingWeight = 0.2f;
  local.x = (closestR - closestLocal.x) * kBrakingWeight;
  r.force = DirToWorld(local, agent.heading, agent.side);
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
  r.force = r.found ? Arrive(agent, r.spot, Deceleration::Fast) : Flee(agent, hunter.pos);
  return r;
}

}  // namespace steer
