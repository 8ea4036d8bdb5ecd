// The vehicle model (Reynolds' simple vehicle, as in Buckland ch. 3): a point mass with a
// heading. Forces are truncated to maxForce, a = F / m, velocity truncated to maxSpeed, and
// the heading follows the velocity only while the agent actually moves, so an agent that stops
// keeps facing where it was going.
#pragma once

#include <cstdint>

#include "steer/vec2.h"

namespace steer {

/// What an agent is in its scene; the renderer colours by role, the JS API names it.
enum class Role : uint8_t {
  Pursuer,
  Evader,
  Wanderer,
  Boid,
  Predator,
  Seeker,
  Chaser,
  Target,
  Leader,
  Follower,
  Hider
};

/// The JS API / link name of a role ("pursuer", "evader", ...).
const char* RoleName(Role role);

/// Everything needed to create an agent; defaults are a mid-sized vehicle in world units.
struct AgentDef {
  Vec2 pos;
  Vec2 vel;
  Vec2 heading{1.0f, 0.0f};  ///< used when vel is zero
  float mass = 1.0f;         ///< > 0
  float maxSpeed = 150.0f;   ///< world units per second
  float maxForce = 400.0f;   ///< world units per second^2 per unit mass
  float maxTurnRate = 0.0f;  ///< radians per second; 0 = unlimited
  float radius = 8.0f;       ///< world units (drawn size, capture and separation distance)
  Role role = Role::Wanderer;
};

struct Agent {
  int id = 0;
  Role role = Role::Wanderer;
  Vec2 pos;
  Vec2 vel;
  Vec2 heading{1.0f, 0.0f};  ///< unit; follows vel while speed > kMinSpeedForHeading
  Vec2 side{0.0f, 1.0f};     ///< Perp(heading)
  float mass = 1.0f;
  float maxSpeed = 150.0f;
  float maxForce = 400.0f;
  float maxTurnRate = 0.0f;
  float radius = 8.0f;
  Vec2 force;         ///< the steering force applied in the last step (after truncation)
  Vec2 wanderTarget;  ///< wander state, on the wander circle in local space
  int waypoint = 0;   ///< path-following state: index of the waypoint being sought

  float Speed() const { return Length(vel); }
};

/// Declared ranges of the vehicle parameters; the core clamps to them (not only the UI).
struct AgentLimits {
  static constexpr float kMinMass = 0.01f, kMaxMass = 1000.0f;
  static constexpr float kMaxSpeed = 100000.0f;  // world units per second
  static constexpr float kMaxForce = 1000000.0f;
  static constexpr float kMaxTurnRate = 100.0f;  // radians per second
  static constexpr float kMinRadius = 0.1f, kMaxRadius = 10000.0f;
};

/// Speeds below this do not turn the heading (world units per second).
inline constexpr float kMinSpeedForHeading = 1e-4f;

/// An agent built from a definition, with every field clamped to its declared range and every
/// non-finite input replaced by its default.
Agent MakeAgent(const AgentDef& def, int id);

/// Clamps v to [lo, hi]; NaN gives `fallback`.
inline float ClampFinite(float v, float lo, float hi, float fallback) {
  if (!(v == v)) return fallback;  // NaN
  return v < lo ? lo : (v > hi ? hi : v);
}

/// One integration step of `dt` seconds under `force` (Buckland's Vehicle::Update):
/// F truncated to maxForce, a = F/m, v += a dt truncated to maxSpeed, optional turn-rate limit,
/// p += v dt, heading = v/|v| when |v| > kMinSpeedForHeading. A non-finite force counts as zero.
void Integrate(Agent& agent, Vec2 force, float dt);

}  // namespace steer
