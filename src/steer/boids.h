// A flock's whole step in one batched pass: the flock demo's common case, where every agent is
// a boid steered by the weighted sum of Flock's three rules and Wander. Bit for bit what
// World's phased Step computes with the force callback
//   Combine(WeightedSum, {separation, alignment, cohesion, Wander(...).force}, maxForce)
// but four agents at a time in SIMD lanes: the force of a boid depends on nobody else's state
// once FlockAll has read the snapshot, so wander, combine and Integrate run per agent in one go.
#pragma once

#include <vector>

#include "steer/flocking.h"
#include "steer/wander.h"
#include "steer/world.h"

namespace steer {

struct BoidRules {
  float radius = 50.0f;  ///< neighbour radius (world.def.neighborRadius is set to it)
  float fovCos = -2.0f;  ///< FovCos(field of view)
  float separation = 1.0f, alignment = 1.0f, cohesion = 1.0f, wander = 1.0f;  ///< weights
  WanderDef wanderDef;
};

/// Reused every step: no allocation once warm.
struct BoidScratch {
  FlockScratch flock;
  std::vector<FlockForces> forces;  ///< every boid's three rules, this step
};

/// One fixed step of the world, every agent steered as a boid by `rules`: neighbours, the three
/// rules (FlockAll), wander (drawing from world.rng in agent order, as Wander does), the
/// weighted sum, Integrate, the world's edges, and frame + 1.
void StepBoids(World& world, const BoidRules& rules, BoidScratch& scratch);

/// The same step computed one agent at a time with Wander, Combine and Integrate: the reference
/// StepBoids must match bit for bit.
void StepBoidsOneByOne(World& world, const BoidRules& rules, BoidScratch& scratch);

}  // namespace steer
