#include "steer/seek.h"

namespace steer {

Vec2 Seek(const Agent& agent, Vec2 target) {
  Vec2 desired = Normalize(target - agent.pos) * agent.maxSpeed;
  return desired - agent.vel;
}

Vec2 Flee(const Agent& agent, Vec2 target, float panicDistance) {
  if (!(panicDistance >= 0.0f)) panicDistance = 0.0f;
  if (DistanceSq(agent.pos, target) > panicDistance * panicDistance) return {};
  Vec2 desired = Normalize(agent.pos - target) * agent.maxSpeed;
  return desired - agent.vel;
}

Vec2 Arrive(const Agent& agent, Vec2 target, Deceleration deceleration) {
  // Buckland: "because Deceleration is enumerated as an int, this value is required to provide
  // fine tweaking of the deceleration".
  constexpr float kDecelerationTweaker = 0.3f;
  Vec2 toTarget = target - agent.pos;
  float dist = Length(toTarget);
  if (!(dist > kEpsilon)) return {};  // on the target: Buckland returns a zero force
  float speed = dist / (float(int(deceleration)) * kDecelerationTweaker);
  if (speed > agent.maxSpeed) speed = agent.maxSpeed;
  Vec2 desired = toTarget * (speed / dist);
  return desired - agent.vel;
}

Vec2 ArriveWithin(const Agent& agent, Vec2 target, float slowingRadius) {
  Vec2 toTarget = target - agent.pos;
  float dist = Length(toTarget);
  Vec2 desired = Normalize(toTarget) * agent.maxSpeed;
  if (slowingRadius > kEpsilon && dist < slowingRadius) desired *= dist / slowingRadius;
  return desired - agent.vel;
}

}  // namespace steer
