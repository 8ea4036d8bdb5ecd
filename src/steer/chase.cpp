#include "steer/chase.h"

namespace steer {

namespace {
float StepTowards(float from, float to, float step) {
  if (from > to) return from - step > to ? from - step : to;
  if (from < to) return from + step < to ? from + step : to;
  return from;
}
}  // namespace

Vec2 BasicChaseStep(Vec2 chaser, Vec2 prey, float step) {
  if (!(step >= 0.0f)) step = 0.0f;
  return {StepTowards(chaser.x, prey.x, step), StepTowards(chaser.y, prey.y, step)};
}

ChaseResult LineOfSightChase(Vec2 chaser, Vec2 prey, float speed) {
  ChaseResult r;
  r.aim = prey;
  r.vel = Normalize(prey - chaser) * speed;
  return r;
}

ChaseResult InterceptChase(const Agent& chaser, const Agent& prey, float speed, float maxTime) {
  if (!(maxTime >= 0.0f)) maxTime = 0.0f;
  Vec2 vr = prey.vel - chaser.vel;
  Vec2 sr = prey.pos - chaser.pos;
  float closing = Length(vr);
  float dist = Length(sr);
  float tc = closing > kEpsilon ? dist / closing : maxTime;
  if (!(tc <= maxTime)) tc = maxTime;
  ChaseResult r = LineOfSightChase(chaser.pos, prey.pos + prey.vel * tc, speed);
  r.closingTime = tc;
  return r;
}

}  // namespace steer
