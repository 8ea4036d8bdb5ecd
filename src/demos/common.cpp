#include "demos/common.h"

#include "strings/strings.h"

#include <cstdarg>
#include <cstdio>

namespace demos {

void LabelF(Overlay& out, Ink ink, Vec2 at, const char* fmt, ...) {
  char buf[sizeof(Shape::text)];
  va_list args;
  va_start(args, fmt);
  std::vsnprintf(buf, sizeof buf, fmt, args);
  va_end(args);
  LocalizeNumbers(buf);  // shown to people: "1,28 s" in pt-BR
  out.Label(ink, at, buf);
}

Readout ReadoutF(const char* fmt, ...) {
  Readout r;
  va_list args;
  va_start(args, fmt);
  std::vsnprintf(r.text, sizeof r.text, fmt, args);
  va_end(args);
  LocalizeNumbers(r.text);  // shown to people (formula lines, readouts): "1,28 s" in pt-BR
  return r;
}

const char* const kPredictorChoices[6] = {"buckland", "millington", "peters", "bourg", "fixed", "none"};

void AnnotatePursuit(const steer::Agent& pursuer, const steer::Agent& evader, const steer::PursuitResult& r,
                     uint32_t layers, Overlay& out) {
  if (layers & kLayerPredicted) {
    out.Line(Ink::Predicted, evader.pos, r.predicted);
    out.Cross(Ink::Predicted, r.predicted, 10.0f);
    if (r.aheadAndFacing)
      out.Label(Ink::Predicted, r.predicted, Tr("label.ahead_seek"));
    else
      LabelF(out, Ink::Predicted, r.predicted, Tr("label.pursuer_t"), double(r.lookAhead));
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

void ChaseLog::CapturesWords(char* buf, size_t size) const {
  std::snprintf(buf, size, Tr(captures == 1 ? Key("describe.capture") : Key("describe.captures")), captures);
}

void ChaseLog::News(char* buf, size_t size) const {
  if (size == 0) return;
  buf[0] = 0;
  if (captures == 0) return;
  char count[64];
  CapturesWords(count, sizeof count);
  // The last chase's time (outcomes stop at kMaxOutcomes; the captures go on).
  std::snprintf(buf, size, Tr("describe.news.capture"), lastSeconds, count);
}

void ChaseLog::Outcomes(std::vector<std::pair<const char*, float>>& out) const {
  for (float t : outcomes) out.push_back({"capture", t});
}

bool CaptureAndRespawn(steer::World& w, int pursuer, int evader, const CaptureRule& rule, ChaseLog& log) {
  const steer::Agent& pu = w.agents[size_t(pursuer)];
  steer::Agent& ev = w.agents[size_t(evader)];
  if (!(steer::Distance(pu.pos, ev.pos) < pu.radius + ev.radius)) return false;
  ++log.captures;
  log.lastSeconds = double(w.frame - log.sinceFrame) * double(w.def.dt);
  if (log.outcomes.size() < kMaxOutcomes) log.outcomes.push_back(float(log.lastSeconds));
  log.sinceFrame = w.frame;
  ev.pos = SpawnPoint(w, pu.pos, rule.respawnDistance, rule.margin);
  if (rule.velocity == Respawn::NewVelocity) {
    ev.vel = w.rng.UnitVector() * (ev.maxSpeed * 0.5f);
    ev.heading = steer::Normalize(ev.vel);
    if (ev.heading == Vec2{}) ev.heading = {1.0f, 0.0f};
    ev.side = steer::Perp(ev.heading);
  }
  return true;
}

void LookAheadFormula(const steer::Agent& self, const steer::Agent& other, const steer::LookAheadDef& rawDef,
                      const char* selfName, const char* otherName, std::vector<Readout>& out) {
  steer::LookAheadDef la = steer::Validated(rawDef);
  // The agents by their roles' names in the current language (the callers pass the English ones).
  std::string selfKey = std::string("role.") + selfName, otherKey = std::string("role.") + otherName;
  selfName = HasKey(selfKey) ? TrKey(selfKey) : selfName;
  otherName = HasKey(otherKey) ? TrKey(otherKey) : otherName;
  float d = steer::Distance(self.pos, other.pos);
  float raw = steer::PredictorFunction(la.predictor)(self, other, la);
  // "d / speed" with the speed shown; the predictors give kMaxLookAhead when it is ~0 or the
  // quotient is larger, which is said in words instead of a false "= d / 0 = 60".
  auto quotient = [&](const char* formula, float speed, const char* speedText) {
    out.push_back(ReadoutF(Tr("formula.t_is"), selfName, formula));
    if (d <= steer::kEpsilon)
      out.push_back(ReadoutF("  d = 0: T = 0 s"));
    else if (raw >= steer::kMaxLookAhead)
      out.push_back(ReadoutF(Tr("formula.bound"), speedText, double(speed),
                             double(steer::kMaxLookAhead)));
    else
      out.push_back(ReadoutF("  = %.0f / %.0f = %.2f s", double(d), double(speed), double(raw)));
  };
  switch (la.predictor) {
    case steer::Predictor::Buckland: {
      out.push_back(ReadoutF(Tr("formula.buckland"), selfName, selfName, otherName));
      if (raw >= steer::kMaxLookAhead || d <= steer::kEpsilon)
        out.push_back(ReadoutF("  T = %.2f s", double(raw)));
      else
        out.push_back(ReadoutF("  = %.0f / (%.0f + %.0f) = %.2f s", double(d), double(self.maxSpeed),
                               double(other.Speed()), double(raw)));
      break;
    }
    case steer::Predictor::Millington:
      out.push_back(ReadoutF(Tr("formula.millington"), selfName, selfName,
                             double(la.maxPrediction)));
      if (raw == la.maxPrediction)
        out.push_back(ReadoutF(Tr("formula.too_low"), double(self.Speed()), double(d),
                               double(raw)));
      else
        out.push_back(ReadoutF("  = %.0f / %.0f = %.2f s", double(d), double(self.Speed()), double(raw)));
      break;
    case steer::Predictor::Peters:
      quotient(Tr("formula.peters"), self.maxSpeed, Tr("formula.peters_speed"));
      break;
    case steer::Predictor::Bourg:
      quotient(Tr("formula.bourg"), steer::Length(self.vel - other.vel), Tr("formula.bourg_speed"));
      break;
    case steer::Predictor::Fixed:
      out.push_back(ReadoutF(Tr("formula.fixed"), selfName, double(raw)));
      break;
    case steer::Predictor::None:
      out.push_back(ReadoutF(Tr("formula.none"), selfName));
      break;
  }
  float t = steer::LookAheadTime(self, other, la);
  if (la.scale != 1.0f && raw < steer::kMaxLookAhead)
    out.push_back(ReadoutF(Tr("formula.scale"), double(raw), double(la.scale),
                           double(raw * la.scale)));
  if (la.cap > 0.0f && raw * la.scale > la.cap)
    out.push_back(ReadoutF(Tr("formula.capped"), double(la.cap), double(t)));
}

steer::LookAheadDef LookAheadFrom(float predictor, float scale, float cap) {
  steer::LookAheadDef def;
  def.predictor = steer::Predictor(int(predictor));
  def.scale = scale;
  def.cap = cap;
  return def;
}

int OverlappingPairs(const steer::World& w) {
  int n = int(w.agents.size()), count = 0;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) {
      float reach = w.agents[i].radius + w.agents[j].radius;
      count += steer::DistanceSq(w.agents[i].pos, w.agents[j].pos) < reach * reach ? 1 : 0;
    }
  return count;
}

CodeSpec& AgentCode(const steer::World& w, int agent, CodeRequest& r) {
  int self = agent >= 0 && agent < int(w.agents.size()) ? agent : 0;
  if (size_t(self) < w.agents.size()) {
    r.spec.radius = w.agents[size_t(self)].radius;
    r.spec.maxForce = w.agents[size_t(self)].maxForce;
  }
  return r.spec;
}

Vec2 PathwayWithCruise(const steer::Agent& a, const steer::Path& path, const steer::PathFollowDef& def,
                       float steeringGain, float cruiseGain, steer::PathFollowResult* out) {
  steer::PathFollowResult r = steer::FollowPathway(a, path, def);
  if (out) *out = r;
  if (r.segment < 0) return {};  // no path: nothing to follow
  if (r.steering) return r.force * steeringGain;
  // Speed is |vel| >= 0 and maxSpeed >= 0, both finite: no NaN; at rest the heading still points.
  return a.heading * ((a.maxSpeed - a.Speed()) * cruiseGain);
}

}  // namespace demos
