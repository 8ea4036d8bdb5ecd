// "Code to take home": a behaviour with the playground's current numbers as one self-contained
// function a game developer pastes into C++, Unity (C#), Godot (GDScript) or a web page (JS).
// Pure functions: a CodeSpec (which behaviour, which numbers) becomes source text. Every snippet
// has the same signature, plain numbers in and a force out, and follows src/steer line by line
// (same operations in the same order), so it returns the core's force: tests/unit/code_test.cpp
// compiles the C++ with g++ and runs the JavaScript in node against the core.
//   chase (Bourg's three chasers): the same inputs, the chaser's new velocity out (no force)
//   offset pursuit, leader following: the same inputs, the target being the leader
//   seek, flee, arrive (Buckland's, and Peters' within a slowing radius), pursuit, evade:
//     inputs: self position, velocity, heading; target position, velocity, heading
//     output: the steering force (before the caller truncates it to maxForce)
//   wander: own position and heading, the wander target (local, kept by the caller between
//     calls), four uniform random draws in [0, 1) and dt; out: the force and the new wander target
//   flocking: own position, velocity, heading and the other agents nearby (count, then arrays of
//     positions and headings); the snippet picks the neighbours (radius, field of view) itself
//   interpose: own position and velocity, then A's and B's positions and velocities
//   the composer's group: one function per behaviour, then SteeringForce combining their forces
//   the others (obstacle avoidance, path following, hide, wall following, containment, flow-field
//     following, unaligned collision avoidance, queueing): own state and the scene data the
//     behaviour reads (obstacle circles, path points, wall segments, the region's polygon, the
//     field's grid, the other agents) as a count and arrays, listed in the snippet's comment
#pragma once

#include <string>
#include <string_view>

#include "demos/composition.h"
#include "model/playground.h"
#include "steer/crowd.h"
#include "steer/flocking.h"
#include "steer/pursuit.h"
#include "steer/region.h"
#include "steer/wander.h"

namespace demos {

enum class CodeLang { Cpp, CSharp, GDScript, JS };
/// "cpp", "csharp", "gdscript", "js"; false for anything else.
bool ParseCodeLang(std::string_view name, CodeLang* out);

enum class CodeBehaviour {
  Seek, Flee, Arrive, Pursuit, Evade, Wander, Flocking,
  ObstacleAvoidance, FollowPath, Hide, WallFollowing, Containment, FlowField, Crowd, Queue, FeelerAvoidance,
  ArriveWithin, Chase, OffsetPursuit, LeaderFollowing, Interpose, WallAvoidance, BoxContainment
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
  steer::LookAheadDef lookAhead;      ///< pursuit, evade
  bool facingShortcut = true;         ///< pursuit: seek the evader when ahead and facing
  float threatRange = 100.0f;         ///< evade
  steer::WanderDef wander;            ///< wander
  /// Flocking: neighbour radius, field of view and the weights really applied to separation,
  /// alignment and cohesion (the demo's sliders times its scales).
  steer::FlockDef flock;
  float radius = 8.0f;                ///< the agent's own (obstacle avoidance, crowd, queue)
  float maxForce = 400.0f;            ///< the agent's own (containment, crowd)
  float box = 40.0f;                  ///< obstacle avoidance: the detection box's minimum length
  float feeler = 100.0f;              ///< feeler avoidance (Peters), wall avoidance: the feeler's length
  float arrival = 20.0f;              ///< path following: the next waypoint within this distance
  bool loop = true;                   ///< path following: a closed path
  float gap = 30.0f;                  ///< hide: the spot this far behind an obstacle
  steer::WallFollowDef wall;          ///< wall following
  float probe = 60.0f;                ///< containment: the probe ahead (the side ones half as long)
  float flowLookAhead = 0.25f;        ///< flow-field following: read the field this far ahead (s)
  steer::CollisionAvoidanceDef avoid; ///< unaligned collision avoidance
  steer::QueueDef queue;              ///< queueing
  bool queueGoal = true;              ///< queueing: only agents nearer the goal count (false: all ahead)
  /// Containment in a box: the box, the margin kept inside it and the probe's look-ahead (s).
  float boxMinX = 0.0f, boxMinY = 0.0f, boxMaxX = 1000.0f, boxMaxY = 700.0f, margin = 40.0f, probeTime = 0.5f;
  const char* from = "";              ///< a comment line: where the numbers come from
};

/// "seek", "flee", "arrive", "pursuit", "evade", "wander", "flocking".
const char* CodeBehaviourName(CodeBehaviour b);

/// The snippet for a spec: one function named SteeringForce (steering_force in GDScript).
std::string GenerateCode(const CodeSpec& spec, CodeLang lang);

/// What the playground's selected agent (or the demo's main agent when none is selected) does,
/// as a CodeSpec; false for the composer (GenerateCompositionCode) and the chase demo's prey.
bool CodeSpecFor(const Playground& pg, int agent, CodeSpec* out);

/// The composer's group (demo `custom`) as its code needs it: which group, its behaviours and
/// limits, and the numbers custom_demo.cpp passes the core (neighbour radius, threat, world size).
struct CompositionCodeSpec {
  int group = 0;  ///< 0 = A
  Group g;
  float radius = 60.0f, threat = 150.0f;
  float width = 1000.0f, height = 700.0f;
};

/// The group of `agent` (group A when none is selected) as code: one function per behaviour,
/// with its numbers (its own inputs, as GenerateCode's), then SteeringForce, which takes their
/// forces in order (and, dithered, one random draw each) and combines them as the group does:
/// scale x weight, the group's method and max force.
std::string GenerateCompositionCode(const CompositionCodeSpec& c, CodeLang lang);

/// What the page asks of the code generator, which is a module of its own, fetched on first use
/// (src/app/codegen.cpp): one behaviour's spec, or the composer's group.
struct CodeRequest {
  CodeLang lang = CodeLang::Cpp;
  bool composition = false;
  CodeSpec spec;     ///< its `from` is not used: `from` holds the text
  std::string from;
  CompositionCodeSpec group;
};

/// The request for the playground's selected agent (or main agent, `agent` < 0); false: the
/// agent has no code to take home (the chase demo's prey).
bool CodeRequestFor(const Playground& pg, int agent, CodeLang lang, CodeRequest* out);
/// "composition", or the behaviour's name (CodeBehaviourName).
std::string CodeRequestBehaviour(const CodeRequest& r);
/// The request's code (GenerateCode or GenerateCompositionCode).
std::string GenerateCode(const CodeRequest& r);

/// The request as text (hex digits of its fields, each written once in code_request.cpp, headed by
/// a tag of that field list), and back. Decoding refuses, with false, anything this build did not
/// write: another field list (a page and a generator of different builds), text cut short or
/// not hex, an enumeration or a count out of range.
std::string EncodeCodeRequest(const CodeRequest& r);
bool DecodeCodeRequest(std::string_view text, CodeRequest* out);

/// Whether the playground's agent (or main agent, `agent` < 0) has code to take home.
bool HasCode(const Playground& pg, int agent);
/// Its code in `lang` and the behaviour's name ("composition" for the composer); false: none.
/// (CodeRequestFor, then GenerateCode: what the page and its generator do between them.)
bool CodeFor(const Playground& pg, int agent, CodeLang lang, std::string* code, std::string* behaviour);

}  // namespace demos
