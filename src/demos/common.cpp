#include "demos/common.h"

#include <cstdarg>
#include <cstdio>

namespace demos {

void LabelF(Overlay& out, Ink ink, Vec2 at, const char* fmt, ...) {
  char buf[sizeof(Shape::text)];
  va_list args;
  va_start(args, fmt);
  std::vsnprintf(buf, sizeof buf, fmt, args);
  va_end(args);
  out.Label(ink, at, buf);
}

Readout ReadoutF(const char* fmt, ...) {
  Readout r;
  va_list args;
  va_start(args, fmt);
  std::vsnprintf(r.text, sizeof r.text, fmt, args);
  va_end(args);
  return r;
}

const char* const kPredictorChoices[] = {"buckland", "millington", "peters", "bourg", "fixed", "none"};

void AnnotatePursuit(const steer::Agent& pursuer, const steer::Agent& evader, const steer::PursuitResult& r,
                     uint32_t layers, Overlay& out) {
  if (layers & kLayerPredicted) {
    out.Line(Ink::Predicted, evader.pos, r.predicted);
    out.Cross(Ink::Predicted, r.predicted, 10.0f);
    if (r.aheadAndFacing)
      out.Label(Ink::Predicted, r.predicted + Vec2{12.0f, -14.0f}, "ahead & facing: seek");
    else
      LabelF(out, Ink::Predicted, r.predicted + Vec2{12.0f, -14.0f}, "T = %.2f s", double(r.lookAhead));
  }
  if (layers & kLayerDesired) {
    Vec2 desired = steer::Normalize(r.predicted - pursuer.pos) * pursuer.maxSpeed;
    out.Arrow(Ink::Desired, pursuer.pos, pursuer.pos + desired * 0.5f);
  }
}

void AnnotateWander(const steer::Agent& agent, const steer::WanderDef& def, Overlay& out) {
  steer::WanderResult w = steer::WanderPose(agent, def);
  out.Line(Ink::Wander, agent.pos, w.centre);
  out.Circle(Ink::Wander, w.centre, steer::Validated(def).radius);
  out.Disc(Ink::Wander, w.target, 3.0f);
}

Vec2 SpawnPoint(steer::World& world, Vec2 away, float minDistance, float margin) {
  Vec2 best;
  float bestD = -1.0f;
  for (int tries = 0; tries < 8; ++tries) {
    Vec2 p{world.rng.Uniform(margin, world.def.width - margin),
           world.rng.Uniform(margin, world.def.height - margin)};
    float d = steer::Distance(p, away);
    if (d > bestD) {
      bestD = d;
      best = p;
    }
    if (d >= minDistance) break;
  }
  return best;
}

ParamSpec PredictorParam(const char* help) {
  return {"predictor", "Predictor", "", ParamKind::Choice, 0, 5, 0, help, kPredictorChoices};
}
ParamSpec LookaheadParam(const char* help) {
  return {"lookahead", "Look-ahead scale", "x", ParamKind::Float, 0.0f, 4.0f, 1.0f, help};
}
ParamSpec PursuerSpeedParam() {
  return {"pursuerSpeed", "Pursuer max speed",       "units/s", ParamKind::Float, 0.0f, 400.0f,
          150.0f,         "The pursuer's top speed."};
}
ParamSpec EvaderSpeedParam(float def) {
  return {"evaderSpeed", "Evader max speed",       "units/s", ParamKind::Float, 0.0f, 400.0f,
          def,           "The evader's top speed."};
}
ParamSpec JitterParam(const char* help) {
  return {"jitter", "Evader jitter", "units/s", ParamKind::Float, 0.0f, 2000.0f, 300.0f, help};
}

void AddPursuerAndEvader(steer::World& w, const ChasePairDef& def) {
  steer::AgentDef pursuer;
  pursuer.role = steer::Role::Pursuer;
  pursuer.pos = {150.0f, w.def.height * 0.5f};
  pursuer.radius = 14.0f;
  pursuer.maxSpeed = def.pursuerSpeed;
  pursuer.maxForce = def.pursuerForce;
  steer::AddAgent(w, pursuer);
  steer::AgentDef evader;
  evader.role = steer::Role::Evader;
  evader.radius = 9.0f;
  evader.pos = SpawnPoint(w, pursuer.pos, 400.0f, def.spawnMargin);
  evader.vel = w.rng.UnitVector() * (def.evaderSpeed * 0.5f);
  evader.maxSpeed = def.evaderSpeed;
  evader.maxForce = def.evaderForce;
  steer::AddAgent(w, evader);
}

steer::LookAheadDef LookAheadFrom(float predictor, float scale, float cap) {
  steer::LookAheadDef def;
  def.predictor = steer::Predictor(int(predictor));
  def.scale = scale;
  def.cap = cap;
  return def;
}

}  // namespace demos
