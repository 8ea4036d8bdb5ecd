// What an agent does, as code to take home: the contract between a scene, which describes its
// agents' behaviours with the numbers it passes the core (Demo::Code, as it describes its overlay),
// and the code generator (src/code), which turns the description into source. Plain data.
#pragma once

#include <string>

#include "demos/composition.h"
#include "steer/combine.h"
#include "steer/crowd.h"
#include "steer/flocking.h"
#include "steer/path.h"
#include "steer/pursuit.h"
#include "steer/region.h"
#include "steer/wander.h"

namespace demos {

enum class CodeLang { Cpp, CSharp, GDScript, JS };

enum class CodeBehaviour {
  Seek, Flee, Arrive, Pursuit, Evade, Wander, Flocking,
  ObstacleAvoidance, FollowPath, Hide, WallFollowing, Containment, FlowField, Crowd, Queue, FeelerAvoidance,
  ArriveWithin, Chase, OffsetPursuit, LeaderFollowing, Interpose, WallAvoidance, BoxContainment,
  FollowPathway  ///< Reynolds' path following (FollowPathway) then a cruise term
};

struct CodeSpec {
  CodeBehaviour behaviour = CodeBehaviour::Seek;
  float maxSpeed = 150.0f;            ///< the agent's own
  float gain = 1.0f;                  ///< the force is multiplied by this (the seek demo's tweaker)
  float panic = 1e30f;                ///< flee: only within this distance
  int deceleration = 2;               ///< arrive: Buckland's 1 fast, 2 normal, 3 slow
  float slowing = 100.0f;             ///< arrive within a radius (Peters): the slowing radius
  int chase = 2;                      ///< Bourg's chasers: 0 basic, 1 line of sight, 2 intercept
  float chaseMaxTime = 10.0f;         ///< intercept: the cap on the time to close, seconds
  float offsetX = 0.0f, offsetY = 0.0f;  ///< offset pursuit: the slot in the leader's frame (x ahead, y left)
  steer::LeaderFollowDef leader;      ///< leader following: behind, the way ahead, how to leave it
  steer::LookAheadDef lookAhead;      ///< pursuit, evade
  bool facingShortcut = true;         ///< pursuit: seek the evader when ahead and facing
  float threatRange = 100.0f;         ///< evade
  steer::WanderDef wander;            ///< wander
  /// Flocking: neighbour radius, field of view and the weights really applied to separation,
  /// alignment and cohesion (the demo's sliders times its scales).
  steer::FlockDef flock;
  /// Flocking: how the demo adds the three rules (its combine=): a weighted sum or Buckland's
  /// prioritized one (a dithered step draws at random: the code says so and gives the weighted sum).
  steer::Combination combination = steer::Combination::WeightedSum;
  float radius = 8.0f;                ///< the agent's own (obstacle avoidance, crowd, queue)
  float maxForce = 400.0f;            ///< the agent's own (the header; containment, crowd, a prioritized flock)
  float box = 40.0f;                  ///< obstacle avoidance: the detection box's minimum length
  float feeler = 100.0f;              ///< feeler avoidance (Peters), wall avoidance: the feeler's length
  float arrival = 20.0f;              ///< path following: the next waypoint within this distance
  bool loop = true;                   ///< path following: a closed path
  steer::PathFollowDef pathway;       ///< Reynolds' path following: the corridor's radius, T, direction
  float cruise = 2.0f;                ///< Reynolds' path following: heading * (maxSpeed - speed) * cruise (/s)
  float gap = 30.0f;                  ///< hide: the spot this far behind an obstacle
  steer::WallFollowDef wall;          ///< wall following
  float probe = 60.0f;                ///< containment: the probe ahead (the side ones half as long)
  steer::ContainmentRule containment = steer::ContainmentRule::Reynolds;  ///< containment's rule
  float flowLookAhead = 0.25f;        ///< flow-field following: read the field this far ahead (s)
  steer::CollisionAvoidanceDef avoid; ///< unaligned collision avoidance
  steer::QueueDef queue;              ///< queueing
  bool queueGoal = true;              ///< queueing: only agents nearer the goal count (false: all ahead)
  /// Containment in a box: the box, the margin kept inside it and the probe's look-ahead (s).
  float boxMinX = 0.0f, boxMinY = 0.0f, boxMaxX = 1000.0f, boxMaxY = 700.0f, margin = 40.0f, probeTime = 0.5f;
  const char* from = "";              ///< a comment line: where the numbers come from
};

/// The composer's group (demo `custom`) as its code needs it: which group, its behaviours and
/// limits, and the numbers custom_demo.cpp passes the core (neighbour radius, threat, world size).
struct CompositionCodeSpec {
  int group = 0;  ///< 0 = A
  Group g;
  float radius = 60.0f, threat = 150.0f;
  float width = 1000.0f, height = 700.0f;
  /// The custom demo's rule=legacy: queueing brakes for anyone ahead and collision avoidance's
  /// "too close" is within the margin (the rules before issue #35).
  bool legacy = false;
};

/// What the page asks of the code generator, which is a module of its own, fetched on first use
/// (src/code/codegen.cpp): one behaviour's spec, or the composer's group.
struct CodeRequest {
  CodeLang lang = CodeLang::Cpp;
  bool composition = false;
  CodeSpec spec;     ///< its `from` is not used: `from` holds the text
  std::string from;
  CompositionCodeSpec group;
};

}  // namespace demos
