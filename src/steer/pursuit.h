// Pursuit and evasion with pluggable look-ahead predictors.
//
// A pursuer seeks where the evader will be in T seconds: P = evader.pos + evader.vel * T.
// The references differ only in how T is estimated, so T comes from a predictor function
// (Buckland suggests a functor so that better predictors can be dropped in):
//   Buckland    T = d / (own maxSpeed + other's speed)                     (PGAIbE, ch. 3)
//   Millington  T = d / own speed, capped at maxPrediction                (AI for Games, 3.3)
//   Peters      T = d / own maxSpeed                                       (AdvancED AS3 Anim.)
//   Bourg       T = |S| / |Vr|, closing velocity Vr = v_pursuer - v_evader (AI for Game Devs, 2)
//   Fixed       T = a constant
//   None        T = 0 (pure seek)
// T is then multiplied by a look-ahead scale (1 = the formula, 0 = seek) and bounded by an
// optional cap and, always, by kMaxLookAhead: Bourg's T grows without bound as the closing
// speed goes to zero, and that must stay a finite (if far-away) point, never infinity.
#pragma once

#include "steer/agent.h"

namespace steer {

enum class Predictor { Buckland, Millington, Peters, Bourg, Fixed, None };
inline constexpr int kPredictorCount = 6;
/// Link/API name of a predictor: "buckland", "millington", "peters", "bourg", "fixed", "none".
const char* PredictorName(Predictor p);

/// Hard bound on any look-ahead time (seconds), whatever the predictor and parameters.
inline constexpr float kMaxLookAhead = 60.0f;

struct LookAheadDef {
  Predictor predictor = Predictor::Buckland;
  float scale = 1.0f;          ///< multiplies T; [0, 10]
  float cap = 0.0f;            ///< seconds; 0 = no cap beyond kMaxLookAhead
  float maxPrediction = 1.0f;  ///< Millington's cap, seconds
  float fixedTime = 1.0f;      ///< seconds, for Predictor::Fixed
};

/// The declared ranges; every behaviour clamps its LookAheadDef with this first.
LookAheadDef Validated(const LookAheadDef& def);

/// One predictor's raw estimate of T (seconds) for `self` acting on `other`, before scale/cap.
using PredictorFn = float (*)(const Agent& self, const Agent& other, const LookAheadDef& def);
PredictorFn PredictorFunction(Predictor p);

/// T for `self` about `other`: the predictor's estimate, times scale, bounded by the caps.
/// Always finite and in [0, kMaxLookAhead].
float LookAheadTime(const Agent& self, const Agent& other, const LookAheadDef& def);

struct PursuitResult {
  Vec2 force;              ///< steering force
  Vec2 predicted;          ///< the point sought
  float lookAhead = 0.0f;  ///< T in seconds (0 when seeking the current position)
  bool aheadAndFacing = false;
};

/// Buckland's facing threshold: cos(162 degrees) ~ -0.95, the evader within ~18 degrees of
/// facing the pursuer head on.
inline constexpr float kFacingDot = -0.95f;

/// Pursuit (Buckland): if the evader is ahead (dot(toEvader, heading) > 0) and facing us
/// (dot(heading, evaderHeading) < -0.95), seek its current position; otherwise seek
/// evader.pos + evader.vel * T. `aheadAndFacingShortcut` = false skips that early-out.
PursuitResult Pursuit(const Agent& pursuer, const Agent& evader, const LookAheadDef& def = {},
                      bool aheadAndFacingShortcut = true);

/// Buckland's default threat range, world units.
inline constexpr float kDefaultThreatRange = 100.0f;

struct EvadeResult {
  Vec2 force;
  Vec2 predicted;  ///< where the pursuer is expected to be
  float lookAhead = 0.0f;
  bool threatened = false;  ///< the pursuer is inside the threat range
};

/// Evade (Buckland): zero force while the pursuer is farther than threatRange; inside it, flee
/// the pursuer's predicted position (T from the same predictors, with self = the evader).
EvadeResult Evade(const Agent& evader, const Agent& pursuer, float threatRange = kDefaultThreatRange,
                  const LookAheadDef& def = {});

/// Offset pursuit (Buckland): arrive at `offset` (in the leader's local frame) predicted ahead
/// by T = d / (maxSpeed + leader speed). Returns the force; `predicted` receives the point.
Vec2 OffsetPursuit(const Agent& agent, const Agent& leader, Vec2 offset, Vec2* predicted = nullptr);

/// Interpose (Buckland): arrive at the midpoint of where a and b will be when the agent could
/// reach their current midpoint at full speed. `predicted` receives that midpoint.
Vec2 Interpose(const Agent& agent, const Agent& a, const Agent& b, Vec2* predicted = nullptr);

/// How a follower that finds itself in the leader's way gets out of it.
enum class OutOfTheWay {
  Evade,      ///< within sightRadius of the leader or of the point sightDistance ahead: evade the
              ///< leader (Bevilacqua's tutorial; the playground's rule before issue #35)
  StepAside,  ///< in the corridor ahead of the leader: step sideways off its line, and only that
              ///< until it is out of the corridor (Reynolds: "before resuming arrival behavior")
  StepAsideWhileArriving,  ///< the step aside added to the arrival (links of version 5: the
                           ///< arrival brakes the follower back towards the leader's path)
};

/// Leader following (Reynolds 1999): arrive at a point `behind` units behind the leader; a
/// follower that finds itself in the leader's way gets out of it (OutOfTheWay): with StepAside
/// the step aside replaces the arrival while it is in the way; with StepAsideWhileArriving and
/// Evade it is added to the arrival. Add separation from the other followers to keep them apart.
struct LeaderFollowDef {
  float behind = 40.0f;         ///< world units behind the leader
  float sightDistance = 60.0f;  ///< world units ahead of the leader that must stay clear
  float sightRadius = 25.0f;    ///< world units: Evade's circles, StepAside's corridor half-width
  OutOfTheWay outOfTheWay = OutOfTheWay::Evade;
};
struct LeaderFollowResult {
  Vec2 force;
  Vec2 target;            ///< the point behind the leader
  bool inTheWay = false;  ///< the follower was in the leader's way and got out of it
};
LeaderFollowResult LeaderFollowing(const Agent& agent, const Agent& leader, const LeaderFollowDef& def = {});

struct OutOfTheWayResult {
  Vec2 force;
  bool inTheWay = false;  ///< the follower is in the corridor ahead of the leader
  Vec2 onLine;            ///< the follower's projection on the leader's line of travel
  Vec2 away;              ///< unit: the leader's side the follower steps to
};

/// Reynolds' "a follower will move out of the way if it finds itself on the near future path of
/// its leader" (red3d.com/cwr/steer/LeaderFollow.html). The near future path is the corridor
/// ahead of the leader: in the leader's frame, 0 <= x <= sightDistance and |y| < sightRadius.
/// A follower in it flees the leader's line sideways: desired = away * maxSpeed, force =
/// desired - vel, with away = sign(y) * leader.side (on the line itself, y = 0: -leader.side, a
/// fixed choice); all sideways, so the follower also brakes as it steps aside. Unlike Evade, which flees the leader's predicted position and so runs ahead of
/// it along its path, this moves the follower off the path. Outside the corridor: zero force.
OutOfTheWayResult GetOutOfTheWay(const Agent& follower, const Agent& leader, const LeaderFollowDef& def = {});

}  // namespace steer
