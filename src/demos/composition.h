// The behaviour composer's model (demo `custom`): groups of agents, each with its vehicle limits,
// a combination method (combine.h) and a list of behaviours from the core's catalogue, each
// aimed at a target (a group, the mouse target, the path, the obstacles) with a weight and, for
// dithering, a probability. Plain data, its link text and its validation; the custom demo
// (custom_demo.cpp) turns it into forces.
//
// Link text, one `group=` key per group, in order (groups are named A, B, C... by position):
//   group=COUNT,METHOD,MAXSPEED,MAXFORCE,BEHAVIOUR,BEHAVIOUR,...
//   BEHAVIOUR = name[:target][*weight][@probability]
//   e.g. group=30,weighted,110,300,separation:A*1.5,alignment:A,cohesion:A,evade:B*2,contain*2
// METHOD is weighted, prioritized or dithered; a target is a group letter, mouse, path or
// obstacles, written only for behaviours that take one; weight and probability only when not 1.
// Path following takes its method as its target: follow:path is Buckland's waypoints (as it always
// was), follow:reynolds Reynolds' corridor along the same path (kComposerPathway).
// Reading is forgiving: an unknown behaviour, a target the behaviour cannot take (a group that
// does not exist, the group itself for pursuit, evade and hide), more than kMaxGroups groups or
// kMaxBehaviours behaviours are dropped, numbers are clamped, and a notice says so.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "steer/combine.h"

namespace demos {

/// The catalogue, in menu order (the link names are in BehaviourName; never renumber: append).
enum class Behaviour : uint8_t {
  Seek,
  Flee,
  Arrive,
  Pursuit,
  Evade,
  Hide,
  Wander,
  Separation,
  Alignment,
  Cohesion,
  ObstacleAvoidance,
  WallAvoidance,
  Containment,
  PathFollowing,
  FlowField,
  CollisionAvoidance,
  Queue,
};
inline constexpr int kBehaviourCount = 17;

enum class TargetKind : uint8_t { None, Group, Mouse, Path, Obstacles };

struct Target {
  TargetKind kind = TargetKind::None;
  int group = 0;  ///< TargetKind::Group: index of the group (0 = A)
  bool operator==(const Target& o) const { return kind == o.kind && (kind != TargetKind::Group || group == o.group); }
};

/// Path following's method (composer: follow:path or follow:reynolds).
enum class FollowMethod : uint8_t { Waypoints, Reynolds };

/// One behaviour of a group.
struct Use {
  Behaviour behaviour = Behaviour::Seek;
  Target target;
  float weight = 1.0f;       ///< [0, kMaxWeight]; multiplies the behaviour's force (BehaviourScale)
  float probability = 1.0f;  ///< [0, 1]; dithered only: the chance it is evaluated each step
  FollowMethod follow = FollowMethod::Waypoints;  ///< PathFollowing only (else Waypoints)
  bool operator==(const Use& o) const {
    return behaviour == o.behaviour && target == o.target && weight == o.weight && probability == o.probability &&
           follow == o.follow;
  }
};

struct Group {
  int count = 10;
  steer::Combination method = steer::Combination::WeightedSum;
  float maxSpeed = 120.0f;  ///< world units per second
  float maxForce = 300.0f;  ///< world units per second^2
  std::vector<Use> uses;
  bool operator==(const Group& o) const {
    return count == o.count && method == o.method && maxSpeed == o.maxSpeed && maxForce == o.maxForce &&
           uses == o.uses;
  }
};

struct Composition {
  std::vector<Group> groups;  ///< empty: the default composition
  bool operator==(const Composition& o) const { return groups == o.groups; }
};

inline constexpr int kMaxGroups = 6;
inline constexpr int kMaxBehaviours = 8;  ///< per group
inline constexpr int kMinCount = 1, kMaxCount = 50;
inline constexpr float kMinGroupSpeed = 10.0f, kMaxGroupSpeed = 400.0f;
inline constexpr float kMinGroupForce = 10.0f, kMaxGroupForce = 2000.0f;
inline constexpr float kMaxWeight = 20.0f;
/// A probability below this is 0: the dithered draw (steps of 2^-24) never falls under it but at
/// exactly 0, where weight / probability would overflow to infinity (and the force to NaN).
inline constexpr float kMinProbability = 1e-6f;

/// The scene the composer's groups live in (custom_demo.cpp builds it; code.cpp's export of a
/// group carries the same numbers).
inline constexpr float kEdgeMargin = 40.0f;  ///< world units: containment keeps a probe this far inside
inline constexpr float kWallInset = 10.0f;   ///< world units: the walls just inside the world's edges
/// Every wanderer's circle: radius, distance ahead, jitter (steer::WanderDef's order).
inline constexpr float kComposerWander[3] = {25.0f, 50.0f, 150.0f};
/// follow:reynolds in the composer: the corridor's half-width (world units), the prediction (s),
/// the cruise term's gain and the steering gain (/s), as the path demo's defaults
/// (PathwayWithCruise, common.h).
inline constexpr float kComposerPathway[4] = {30.0f, 0.5f, 2.0f, 10.0f};
/// An agent's radius: group A's are smaller.
inline constexpr float AgentRadius(int group) { return group == 0 ? 7.0f : 10.0f; }

/// "seek", "flee", ... (link and API names); "" out of range.
const char* BehaviourName(Behaviour b);
/// "Seek", "Obstacle avoidance", ... (panel labels).
const char* BehaviourLabel(Behaviour b);  ///< in the current language
/// "group A" in the current language.
std::string GroupLabel(int index);
/// A behaviour by link name; false if none.
bool FindBehaviour(std::string_view name, Behaviour* out);
/// Bit (1 << TargetKind) for each kind of target the behaviour can take (1 << None: it takes none).
uint32_t BehaviourTargets(Behaviour b);
/// Whether a behaviour aimed at a group may aim at its own group (separation: yes; pursuit: no).
bool BehaviourSelfOk(Behaviour b);
/// The factor a behaviour's raw force is multiplied by before its weight, so that weight 1 is a
/// fair share for every behaviour: separation's 1/d sums and alignment's heading difference are
/// small numbers (the flock demo's scales: 1200, 200 and 120 for cohesion's unit vector).
float BehaviourScale(Behaviour b);
/// The target a behaviour gets when none is written: its own group for the flocking rules, the
/// mouse for seek, flee and arrive, the first other group for pursuit, evade and hide; the path
/// or the obstacles for the behaviours that follow or avoid them. False: there is none (a
/// pursuit in a one-group composition).
bool DefaultTarget(Behaviour b, int self, int groups, Target* out);
/// "weighted", "prioritized", "dithered".
const char* MethodName(steer::Combination m);

/// The default scene: a flock (A) that evades a pair of hunters (B) that pursue it.
const Composition& DefaultComposition();
/// A new group for the composer's "Add group": ten wanderers kept inside the world.
Group NewGroup();
/// The composition a scene runs: `c`, or the default when it has no group.
inline const Composition& Effective(const Composition& c) { return c.groups.empty() ? DefaultComposition() : c; }

/// Group letter for index i: 'A' + i.
inline char GroupLetter(int i) { return char('A' + i); }

/// One group's link text (without "group=").
std::string FormatGroup(const Group& g);
/// Reads one group's link text; clamps numbers, drops unknown behaviours and malformed items,
/// keeps at most kMaxBehaviours; targets are checked later (ValidateComposition). Notes what it
/// changed in `message` (plain text, "; "-separated). `index` names the group in notices.
Group ParseGroup(std::string_view text, int index, std::string* message);
/// Drops behaviours whose target the composition cannot give (a group that does not exist,
/// the group itself where that makes no sense), groups beyond kMaxGroups, and clamps every
/// number (also non-finite ones); notes what it did. Returns true if nothing changed.
bool ValidateComposition(Composition& c, std::string* message);
/// Removes group `index`: behaviours of other groups aimed at it are dropped, letters after it
/// move down by one.
void RemoveGroup(Composition& c, int index);
/// Agents in all groups.
int AgentCount(const Composition& c);

}  // namespace demos
