#include "steer/pursuit.h"

#include "steer/seek.h"

namespace steer {

const char* PredictorName(Predictor p) {
  switch (p) {
    case Predictor::Buckland:
      return "buckland";
    case Predictor::Millington:
      return "millington";
    case Predictor::Peters:
      return "peters";
    case Predictor::Bourg:
      return "bourg";
    case Predictor::Fixed:
      return "fixed";
    case Predictor::None:
      return "none";
  }
  return "buckland";
}

LookAheadDef Validated(const LookAheadDef& def) {
  LookAheadDef v = def;
  int p = int(def.predictor);
  if (p < 0 || p >= kPredictorCount) v.predictor = Predictor::Buckland;
  v.scale = ClampFinite(def.scale, 0.0f, 10.0f, 1.0f);
  v.cap = ClampFinite(def.cap, 0.0f, kMaxLookAhead, 0.0f);
  v.maxPrediction = ClampFinite(def.maxPrediction, 0.0f, kMaxLookAhead, 1.0f);
  v.fixedTime = ClampFinite(def.fixedTime, 0.0f, kMaxLookAhead, 1.0f);
  return v;
}

namespace {

// d / speed, with d > 0 and speed ~ 0 meaning "never": the caller's cap bounds it.
float TimeToCover(float dist, float speed) {
  if (!(dist > kEpsilon)) return 0.0f;
  if (!(speed > kEpsilon)) return kMaxLookAhead;
  float t = dist / speed;
  return t < kMaxLookAhead ? t : kMaxLookAhead;
}

float BucklandT(const Agent& self, const Agent& other, const LookAheadDef&) {
  return TimeToCover(Distance(self.pos, other.pos), self.maxSpeed + other.Speed());
}

float MillingtonT(const Agent& self, const Agent& other, const LookAheadDef& def) {
  // "If speed is too small to give a reasonable prediction time, use maxPrediction."
  float dist = Distance(self.pos, other.pos);
  float speed = self.Speed();
  if (speed <= dist / def.maxPrediction || !(def.maxPrediction > 0.0f)) return def.maxPrediction;
  return dist / speed;
}

float PetersT(const Agent& self, const Agent& other, const LookAheadDef&) {
  return TimeToCover(Distance(self.pos, other.pos), self.maxSpeed);
}

float BourgT(const Agent& self, const Agent& other, const LookAheadDef&) {
  // Time to close: tc = |Sr| / |Vr|, Sr = other.pos - self.pos, Vr = self.vel - other.vel.
  // When Vr ~ 0 this is "never": the predicted point runs away (Bourg's failure case).
  return TimeToCover(Distance(self.pos, other.pos), Length(self.vel - other.vel));
}

float FixedT(const Agent&, const Agent&, const LookAheadDef& def) { return def.fixedTime; }
float NoneT(const Agent&, const Agent&, const LookAheadDef&) { return 0.0f; }

}  // namespace

PredictorFn PredictorFunction(Predictor p) {
  switch (p) {
    case Predictor::Buckland:
      return BucklandT;
    case Predictor::Millington:
      return MillingtonT;
    case Predictor::Peters:
      return PetersT;
    case Predictor::Bourg:
      return BourgT;
    case Predictor::Fixed:
      return FixedT;
    case Predictor::None:
      return NoneT;
  }
  return BucklandT;
}

float LookAheadTime(const Agent& self, const Agent& other, const LookAheadDef& rawDef) {
  LookAheadDef def = Validated(rawDef);
  float t = PredictorFunction(def.predictor)(self, other, def) * def.scale;
  if (def.cap > 0.0f && t > def.cap) t = def.cap;
  if (!(t >= 0.0f)) t = 0.0f;
  return t < kMaxLookAhead ? t : kMaxLookAhead;
}

PursuitResult Pursuit(const Agent& pursuer, const Agent& evader, const LookAheadDef& def,
                      bool aheadAndFacingShortcut) {
  PursuitResult r;
  Vec2 toEvader = evader.pos - pursuer.pos;
  float relativeHeading = Dot(pursuer.heading, evader.heading);
  if (aheadAndFacingShortcut && Dot(toEvader, pursuer.heading) > 0.0f && relativeHeading < kFacingDot) {
    r.aheadAndFacing = true;
    r.predicted = evader.pos;
    r.force = Seek(pursuer, evader.pos);
    return r;
  }
  r.lookAhead = LookAheadTime(pursuer, evader, def);
  r.predicted = evader.pos + evader.vel * r.lookAhead;
  if (!IsFinite(r.predicted)) r.predicted = evader.pos;
  r.force = Seek(pursuer, r.predicted);
  return r;
}

EvadeResult Evade(const Agent& evader, const Agent& pursuer, float threatRange, const LookAheadDef& def) {
  EvadeResult r;
  if (!(threatRange >= 0.0f)) threatRange = 0.0f;
  Vec2 toPursuer = pursuer.pos - evader.pos;
  // Buckland: "only flee if the target is within 'panic distance'. Work in distance squared space."
  if (LengthSq(toPursuer) > threatRange * threatRange) return r;
  r.threatened = true;
  r.lookAhead = LookAheadTime(evader, pursuer, def);
  r.predicted = pursuer.pos + pursuer.vel * r.lookAhead;
  if (!IsFinite(r.predicted)) r.predicted = pursuer.pos;
  r.force = Flee(evader, r.predicted);
  return r;
}

Vec2 OffsetPursuit(const Agent& agent, const Agent& leader, Vec2 offset, Vec2* predicted) {
  Vec2 worldOffset = ToWorld(offset, leader.heading, leader.side, leader.pos);
  float t = TimeToCover(Distance(agent.pos, worldOffset), agent.maxSpeed + leader.Speed());
  Vec2 point = worldOffset + leader.vel * t;
  if (predicted) *predicted = point;
  return Arrive(agent, point, Deceleration::Fast);
}

LeaderFollowResult LeaderFollowing(const Agent& agent, const Agent& leader, const LeaderFollowDef& def) {
  LeaderFollowResult r;
  r.target = leader.pos - leader.heading * def.behind;
  r.force = Arrive(agent, r.target, Deceleration::Fast);
  if (def.outOfTheWay != OutOfTheWay::Evade) {
    OutOfTheWayResult aside = GetOutOfTheWay(agent, leader, def);
    r.inTheWay = aside.inTheWay;
    // Reynolds: in the leader's way, the follower "will steer laterally away from the leader's
    // path before resuming arrival behavior": the step aside alone, then arrival again.
    if (def.outOfTheWay == OutOfTheWay::StepAside && aside.inTheWay)
      r.force = aside.force;
    else
      r.force += aside.force;
    return r;
  }
  Vec2 ahead = leader.pos + leader.heading * def.sightDistance;
  float sight2 = def.sightRadius * def.sightRadius;
  r.inTheWay = DistanceSq(agent.pos, ahead) <= sight2 || DistanceSq(agent.pos, leader.pos) <= sight2;
  if (r.inTheWay) r.force += Evade(agent, leader, def.sightDistance + def.sightRadius).force;
  return r;
}

OutOfTheWayResult GetOutOfTheWay(const Agent& follower, const Agent& leader, const LeaderFollowDef& def) {
  OutOfTheWayResult r;
  Vec2 local = ToLocal(follower.pos, leader.heading, leader.side, leader.pos);
  r.onLine = leader.pos + leader.heading * local.x;
  r.away = local.y > 0.0f ? leader.side : -leader.side;
  r.inTheWay = local.x >= 0.0f && local.x <= def.sightDistance && local.y < def.sightRadius &&
               -local.y < def.sightRadius;
  if (r.inTheWay) r.force = r.away * follower.maxSpeed - follower.vel;
  return r;
}

Vec2 Interpose(const Agent& agent, const Agent& a, const Agent& b, Vec2* predicted) {
  Vec2 mid = (a.pos + b.pos) * 0.5f;
  float t = TimeToCover(Distance(agent.pos, mid), agent.maxSpeed);
  Vec2 futureA = a.pos + a.vel * t;
  Vec2 futureB = b.pos + b.vel * t;
  Vec2 point = (futureA + futureB) * 0.5f;
  if (predicted) *predicted = point;
  return Arrive(agent, point, Deceleration::Fast);
}

}  // namespace steer
