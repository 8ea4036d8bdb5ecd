// The world: agents, obstacles, walls, a path, and the seeded Rng that is the only source of
// randomness. World::Step is a visible sequence of phases, like b2World_Step:
//   1. neighbours   rebuild the uniform grid (when the scene uses neighbours)
//   2. forces       optionally batch(world) first, for queries answered for all agents in
//                   one pass (FlockAll); then force(world, i) for every agent, all read from
//                   the same snapshot (the callback combines behaviours, see combine.h)
//   3. integrate    Integrate() every agent with its force
//   4. edges        wrap, bounce or nothing at the world's bounds
// The step is fixed (def.dt, 1/60 s by default); the app owns pause, single-step and speed.
// StepBoids (boids.h) is the same step for a flock of boids, its phases 2-4 batched in SIMD.
#pragma once

#include <cstdint>
#include <vector>

#include "steer/agent.h"
#include "steer/avoidance.h"
#include "steer/combine.h"
#include "steer/grid.h"
#include "steer/path.h"
#include "steer/rng.h"

namespace steer {

enum class Edges { Wrap, Bounce, None };

/// Seconds per fixed step: the playground's 60 steps a second (a demo's frame-dt mode varies it).
inline constexpr float kStepSeconds = 1.0f / 60.0f;

struct WorldDef {
  float width = 1000.0f;  ///< world units; the world spans [0, width] x [0, height]
  float height = 700.0f;
  Edges edges = Edges::Wrap;
  uint64_t seed = 1;
  float dt = kStepSeconds;  ///< seconds per step
  Combination combination = Combination::WeightedSum;
  float neighborRadius = 0.0f;  ///< world units; 0 = the scene needs no neighbour grid
};

/// Declared ranges of the world parameters (clamped by MakeWorld).
WorldDef Validated(const WorldDef& def);

struct World {
  WorldDef def;
  std::vector<Agent> agents;
  std::vector<Obstacle> obstacles;
  std::vector<Wall> walls;
  Path path;
  Rng rng;
  NeighborGrid grid;
  int64_t frame = 0;
  std::vector<Vec2> forces;  ///< phase 2 output, reused every step

  double Time() const { return double(frame) * double(def.dt); }
};

World MakeWorld(const WorldDef& def);
/// Adds an agent (clamped by MakeAgent); returns its index, which is also its id.
int AddAgent(World& world, const AgentDef& def);

// The phases, public so that tests and benchmarks can time or check each one.
void GatherNeighbors(World& world);
void IntegrateAll(World& world);
void ApplyEdges(World& world);

/// One fixed step. `force(world, i)` returns agent i's steering force; it may read any agent
/// and consume world.rng (in agent order, so the result is deterministic).
template <class BatchFn, class ForceFn>
void Step(World& world, BatchFn&& batch, ForceFn&& force) {
  GatherNeighbors(world);
  batch(static_cast<const World&>(world));
  int n = int(world.agents.size());
  world.forces.resize(size_t(n));
  for (int i = 0; i < n; ++i) world.forces[i] = force(world, i);
  IntegrateAll(world);
  ApplyEdges(world);
  ++world.frame;
}
template <class ForceFn>
void Step(World& world, ForceFn&& force) {
  Step(world, [](const World&) {}, force);
}

/// FNV-1a over every bit of the state a scene evolves from: frame, Rng, and each agent's
/// id, role, position, velocity, heading, wander target and waypoint.
uint64_t StateHash(const World& world);

/// True when every agent's state is finite and its speed <= maxSpeed (with rounding slack).
bool StateIsSane(const World& world);

}  // namespace steer
