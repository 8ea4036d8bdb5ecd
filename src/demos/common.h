// Small pieces several demos share: drawing a pursuit's prediction, a wander circle, a label
// with numbers, choices tables, and the capture rule.
#pragma once

#include "demos/code_spec.h"
#include "demos/demo.h"
#include "steer/path.h"
#include "steer/pursuit.h"
#include "steer/wander.h"

namespace demos {

/// Chases a demo remembers for experiments (then it stops recording them).
inline constexpr size_t kMaxOutcomes = 1024;

/// Choice names of steer::Predictor, in enum order (link values).
extern const char* const kPredictorChoices[6];

/// A label formatted with a constant format string (never text from a link); checked by the
/// compiler like printf.
void LabelF(Overlay& out, Ink ink, Vec2 at, const char* fmt, ...) __attribute__((format(printf, 4, 5)));
Readout ReadoutF(const char* fmt, ...) __attribute__((format(printf, 1, 2)));

/// Crosshair on the predicted point with "T = 1.28 s", the evader's projected path, and the
/// pursuer's desired velocity.
void AnnotatePursuit(const steer::Agent& pursuer, const steer::Agent& evader, const steer::PursuitResult& r,
                     uint32_t layers, Overlay& out);
/// The wander circle, its target and the line to it.
void AnnotateWander(const steer::Agent& agent, const steer::WanderDef& def, Overlay& out);

/// A place for a (re)spawned agent: uniform in the world, at least `minDistance` from `away`
/// (a few tries, then the farthest found), drawn from the world's Rng.
Vec2 SpawnPoint(steer::World& world, Vec2 away, float minDistance, float margin);

// Parameters that several demos share: one definition of their link names and ranges (rows of the
// demos' parameter tables, built at compile time). Their words are in the string tables:
// param.<name>.label/.unit/.help, which a demo's param.<demo>.<name>.help can tailor.
constexpr ParamSpec PredictorParam() {
  return {.name = "predictor",
          .kind = ParamKind::Choice,
          .min = 0,
          .max = 5,
          .def = 0,
          .choices = kPredictorChoices};
}
constexpr ParamSpec LookaheadParam() {
  return {.name = "lookahead",
          .min = 0.0f,
          .max = 4.0f,
          .def = 1.0f};
}
constexpr ParamSpec PursuerSpeedParam() {
  return {.name = "pursuerSpeed",
          .min = 0.0f,
          .max = 400.0f,
          .def = 150.0f};
}
constexpr ParamSpec EvaderSpeedParam(float def) {
  return {.name = "evaderSpeed",
          .min = 0.0f,
          .max = 400.0f,
          .def = def};
}
/// Which rule a scene follows (issue #35): choice 0, the reference's (the default of new links),
/// choice 1, the rule before (older links, link.cpp's kDefaultChanges); `choices` its link names.
template <size_t N>
constexpr ParamSpec RuleParam(const char* const (&choices)[N]) {
  return {.name = "rule", .kind = ParamKind::Choice, .min = 0, .max = float(N - 1), .def = 0, .choices = choices};
}

constexpr ParamSpec JitterParam() {
  return {.name = "jitter",
          .min = 0.0f,
          .max = 2000.0f,
          .def = 300.0f};
}

/// The pursuit and evade scenes: a larger pursuer (radius 14) at the left, mid-height, and a
/// smaller evader (radius 9) spawned at least 400 units away, moving at half its top speed.
struct ChasePairDef {
  float pursuerSpeed, pursuerForce, evaderSpeed, evaderForce;
  float spawnMargin;  ///< the evader spawns this far inside the world's edges
};
void AddPursuerAndEvader(steer::World& w, const ChasePairDef& def);

/// The chases a pursuit-like demo has timed: captures so far, when the current chase began and
/// how long each finished one took (for experiments, at most kMaxOutcomes; reserved in Setup, as
/// the step must not allocate).
struct ChaseLog {
  int captures = 0;
  int64_t sinceFrame = 0;       ///< the frame the current chase began
  double lastSeconds = 0.0;     ///< how long the last finished chase took
  std::vector<float> outcomes;  ///< seconds, one per capture

  /// "3 captures" ("1 capture") in the current language, for a demo's Describe.
  void CapturesWords(char* buf, size_t size) const;
  /// The newest capture in words ("The pursuer caught the evader after 6.2 s. 3 captures."),
  /// "" before the first (Demo::News).
  void News(char* buf, size_t size) const;
  /// Each finished chase's seconds as the experiments' "capture" outcome (Demo::Outcomes).
  void Outcomes(std::vector<std::pair<const char*, float>>& out) const;
};

/// The evader's velocity after it respawns: kept (evade), or a new one, half its top speed in a
/// random direction (pursuit: every chase starts alike).
enum class Respawn { KeepVelocity, NewVelocity };
struct CaptureRule {
  float respawnDistance;  ///< world units: the evader reappears at least this far from the pursuer
  float margin;           ///< world units: and this far inside the world's edges
  Respawn velocity;
};

/// The capture rule of the pursuit and evade demos: when the two agents touch (distance below
/// the sum of their radii), the chase is logged and the evader respawns (SpawnPoint). Returns
/// whether a capture happened this step.
bool CaptureAndRespawn(steer::World& w, int pursuer, int evader, const CaptureRule& rule, ChaseLog& log);

/// The lesson lines for the look-ahead time T that `self` uses about `other`, with the current
/// numbers: "evader's T = d / (evader maxSpeed + pursuer speed)", "  = 400 / (140 + 101) = 1.66 s",
/// then scale and cap when they change it. Names say whose T and whose speed; every "= a = b" in
/// the lines is true arithmetic on the numbers as shown (within their rounding).
void LookAheadFormula(const steer::Agent& self, const steer::Agent& other, const steer::LookAheadDef& la,
                      const char* selfName, const char* otherName, std::vector<Readout>& out);

/// Looks at how a LookAheadDef is built from common parameter names.
steer::LookAheadDef LookAheadFrom(float predictor, float scale, float cap);

/// Reynolds' path following as the path demo and the composer's follow:reynolds run it: the force
/// of FollowPathway times `steeringGain` when it steers (Buckland's tweaker, as the seek demo's
/// gain: with force = desired - velocity used as it is, the velocity lags a second behind and the
/// agent weaves far out of a narrow corridor); otherwise (inside the corridor, moving along the
/// path, where it gives none) a cruise term, heading * (maxSpeed - speed) * cruiseGain (/s), so the
/// agent keeps moving, as OpenSteer's pedestrians push along forward() every step. `out`:
/// FollowPathway's result.
Vec2 PathwayWithCruise(const steer::Agent& a, const steer::Path& path, const steer::PathFollowDef& def,
                       float steeringGain, float cruiseGain, steer::PathFollowResult* out = nullptr);

/// Pairs of agents whose discs overlap now (crowd and queue count collisions with it).
int OverlappingPairs(const steer::World& w);

/// Code to take home (Demo::Code): the request's spec, with the agent's own radius and max force
/// (agent `agent`, else the scene's first), as the behaviours that read the scene take them.
CodeSpec& AgentCode(const steer::World& w, int agent, CodeRequest& r);

}  // namespace demos
