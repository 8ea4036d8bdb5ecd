#include "steer/crowd.h"

#include <cmath>

namespace steer {

ClosestApproach PredictClosestApproach(const Agent& self, const Agent& other) {
  ClosestApproach c;
  Vec2 dp = other.pos - self.pos, dv = other.vel - self.vel;
  float dv2 = LengthSq(dv);
  // Equal velocities: the distance never changes; "there is no time like the present" (OpenSteer).
  // |dv| below 1e-3 units/s counts as equal (departure 5 in crowd.h).
  c.time = dv2 > kEpsilon ? -Dot(dp, dv) / dv2 : 0.0f;
  if (!IsFinite(c.time)) c.time = 0.0f;
  c.self = self.pos + self.vel * c.time;
  c.other = other.pos + other.vel * c.time;
  c.distance = Distance(c.self, c.other);
  return c;
}

CollisionAvoidanceResult UnalignedCollisionAvoidance(const std::vector<Agent>& agents, int self,
                                                     const CollisionAvoidanceDef& rawDef) {
  CollisionAvoidanceResult r;
  if (self < 0 || self >= int(agents.size())) return r;
  CollisionAvoidanceDef def = rawDef;
  def.minTime = ClampFinite(def.minTime, 0.0f, 60.0f, 2.0f);
  def.margin = ClampFinite(def.margin, 0.0f, 1000.0f, 6.0f);
  def.braking = ClampFinite(def.braking, 0.0f, 1.0f, 0.5f);
  def.closeMargin = ClampFinite(def.closeMargin, 0.0f, 1000.0f, 0.0f);
  const Agent& me = agents[size_t(self)];
  int n = int(agents.size());

  // First priority: a neighbour already too close (the nearest: departure 1 in crowd.h). Move away
  // from it sideways (OpenSteer: -offset's component perpendicular to forward), at full force;
  // dead ahead or behind, to -side (departure 3).
  float nearest = 1e30f;
  for (int j = 0; j < n; ++j) {
    if (j == self) continue;
    const Agent& o = agents[size_t(j)];
    float reach = me.radius + o.radius + def.closeMargin;
    float d2 = DistanceSq(me.pos, o.pos);
    if (d2 < reach * reach && d2 < nearest) {
      nearest = d2;
      r.close = j;
    }
  }
  if (r.close >= 0) {
    Vec2 away = me.pos - agents[size_t(r.close)].pos;
    Vec2 lateral = away - me.heading * Dot(away, me.heading);
    Vec2 dir = Normalize(lateral);
    if (dir == Vec2{}) dir = -me.side;
    r.steer = Dot(dir, me.side) >= 0.0f ? 1.0f : -1.0f;
    // Sideways away, and backwards too when the neighbour is ahead (never into it).
    Vec2 back = Dot(away, me.heading) < 0.0f ? -me.heading * def.braking : Vec2{};
    r.force = (dir + back) * me.maxForce;
    return r;
  }

  // Then the most imminent predicted collision, within r1 + r2 + margin (departure 2).
  float minTime = def.minTime;
  for (int j = 0; j < n; ++j) {
    if (j == self) continue;
    const Agent& o = agents[size_t(j)];
    ClosestApproach c = PredictClosestApproach(me, o);
    if (c.time >= 0.0f && c.time < minTime && c.distance < me.radius + o.radius + def.margin) {
      minTime = c.time;
      r.threat = j;
      r.approach = c;
    }
  }
  if (r.threat < 0) return r;
  const Agent& t = agents[size_t(r.threat)];
  constexpr float kAngle = 0.707f;  // cos 45 degrees
  float parallelness = Dot(me.heading, t.heading);
  if (parallelness < -kAngle) {
    // Head on: away from where the threat will be.
    r.steer = Dot(r.approach.other - me.pos, me.side) > 0.0f ? -1.0f : 1.0f;
  } else if (parallelness > kAngle) {
    // Parallel: away from where the threat is.
    r.steer = Dot(t.pos - me.pos, me.side) > 0.0f ? -1.0f : 1.0f;
  } else if (t.Speed() <= me.Speed()) {
    // Crossing: steer behind the other, when it is not faster (OpenSteer's code; see crowd.h).
    r.steer = Dot(me.side, t.vel) > 0.0f ? -1.0f : 1.0f;
  }
  float urgency = def.minTime > kEpsilon ? 1.0f - r.approach.time / def.minTime : 1.0f;
  r.force = me.side * (r.steer * me.maxForce) - me.heading * (def.braking * urgency * me.maxForce);
  return r;
}

QueueResult Queue(const std::vector<Agent>& agents, int self, const QueueDef& rawDef, const Vec2* goal) {
  QueueResult r;
  if (self < 0 || self >= int(agents.size())) return r;
  QueueDef def = rawDef;
  def.length = ClampFinite(def.length, 0.0f, 10000.0f, 40.0f);
  def.width = ClampFinite(def.width, 0.0f, 10000.0f, 0.0f);
  def.brake = ClampFinite(def.brake, 0.0f, 1000.0f, 8.0f);
  bool reynolds = def.rule != QueueRule::AnyAhead;
  const Agent& me = agents[size_t(self)];
  float half = me.radius + def.width;
  float mySpeed2 = LengthSq(me.vel);
  r.corners[0] = ToWorld({0.0f, -half}, me.heading, me.side, me.pos);
  r.corners[1] = ToWorld({def.length, -half}, me.heading, me.side, me.pos);
  r.corners[2] = ToWorld({def.length, half}, me.heading, me.side, me.pos);
  r.corners[3] = ToWorld({0.0f, half}, me.heading, me.side, me.pos);
  float best = 1e30f;
  float myGoalDistance = goal ? DistanceSq(me.pos, *goal) : 0.0f;
  for (int j = 0; j < int(agents.size()); ++j) {
    if (j == self) continue;
    const Agent& o = agents[size_t(j)];
    if (goal && !(DistanceSq(o.pos, *goal) < myGoalDistance)) continue;
    if (reynolds && !(LengthSq(o.vel) < mySpeed2)) continue;  // not slower: it keeps its distance or pulls away
    Vec2 local = ToLocal(o.pos, me.heading, me.side, me.pos);
    if (local.x > 0.0f && local.x <= def.length + o.radius && std::fabs(local.y) < half + o.radius &&
        local.x < best) {
      best = local.x;
      r.blocker = j;
    }
  }
  if (r.blocker < 0) return r;
  r.braking = true;
  r.force = me.vel * -def.brake;
  return r;
}

}  // namespace steer
