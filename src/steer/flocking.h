// Flocking: the three rules are Reynolds' (1987, "Flocks, herds and schools"), the formulas
// Buckland's (ch. 3), the field of view as in Bourg & Seemann ch. 4, whose "wide view" is 270
// degrees:
//   separation  sum over neighbours of (p - q) / |p - q|^2   (unit direction / distance)
//   alignment   mean neighbour heading - own heading
//   cohesion    normalised Seek(centre of mass c of neighbours) = unit(unit(c - p) maxSpeed - vel)
// Cohesion is Buckland's, not Reynolds': Reynolds (and OpenSteer's steerForCohesion) steer towards
// the centre, unit(c - p). Buckland's seek subtracts the velocity, so in a moving flock the pull
// leans back against the motion: up to ~87 degrees from the centre's direction (issue #35;
// tests/unit/reference_test.cpp measures it). Separation and alignment point as OpenSteer's do
// (its steerForSeparation and steerForAlignment normalise the same vectors). The flock scenes use
// Buckland's cohesion; CohesionTowardsCentre is Reynolds'.
// A neighbour is another agent within `radius` whose direction lies inside the field of view
// (fov degrees, centred on the heading; 360 = all around), at every distance: OpenSteer's
// inBoidNeighborhood counts every agent within 3 radii whatever the angle (docs/references.md,
// row 16), so the same neighbours only when no boid is that close behind.
#pragma once

#include <vector>

#include "steer/agent.h"
#include "steer/grid.h"

namespace steer {

struct FlockDef {
  float radius = 50.0f;       ///< neighbour radius, world units
  float fovDegrees = 270.0f;  ///< field of view, degrees [0, 360]
  float separation = 1.5f;    ///< weights
  float alignment = 1.0f;
  float cohesion = 1.0f;
};
FlockDef Validated(const FlockDef& def);

/// cos(fov / 2): a neighbour must have dot(heading, unit direction to it) >= this.
float FovCos(float fovDegrees);

/// True when b is a neighbour of a (b != a, |b - a| <= radius, b within a's field of view).
bool IsNeighbor(const Agent& a, const Agent& b, float radius, float fovCos);

/// Neighbours of agents[i] by checking every agent: the reference the grid must match.
void NeighborsBruteForce(const std::vector<Agent>& agents, int i, float radius, float fovCos,
                         std::vector<int>& out);
/// Neighbours of agents[i] from a grid built over the agents' positions with cell >= radius.
/// The same set as NeighborsBruteForce, in the grid's order: by cell (row-major), then by index.
/// Every sum over neighbours runs in this order, so every bit of the result is reproducible.
void NeighborsFromGrid(const std::vector<Agent>& agents, const NeighborGrid& grid, int i, float radius,
                       float fovCos, std::vector<int>& out);

/// Separation's term of a neighbour closer than this (world units) is not 1 / d but a push of
/// 1 / kMinSeparation along a direction picked from the two agents' ids (a golden angle from the
/// lower id, the opposite one for the other agent), so that two on one spot part and nothing is
/// divided by 0. The code export says so (src/code).
inline constexpr float kMinSeparation = 1e-3f;

Vec2 Separation(const Agent& agent, const std::vector<Agent>& agents, const std::vector<int>& neighbors);
Vec2 Alignment(const Agent& agent, const std::vector<Agent>& agents, const std::vector<int>& neighbors);
/// Buckland's cohesion: unit(Seek(centre of the neighbours)); zero without neighbours.
Vec2 Cohesion(const Agent& agent, const std::vector<Agent>& agents, const std::vector<int>& neighbors);
/// Reynolds' cohesion (OpenSteer steerForCohesion): unit(centre of the neighbours - position), a
/// pull towards the centre whatever the agent's velocity; zero without neighbours or on the centre.
Vec2 CohesionTowardsCentre(const Agent& agent, const std::vector<Agent>& agents, const std::vector<int>& neighbors);

/// The three flocking forces of one agent from one pass over its neighbours.
struct FlockForces {
  Vec2 separation, alignment, cohesion;
  int neighbors = 0;
};
FlockForces Flock(const Agent& agent, const std::vector<Agent>& agents, const std::vector<int>& neighbors);

/// Scratch of FlockAll: positions, headings and indices copied in the grid's sorted order, so
/// the neighbour scan reads contiguous memory. Reused every step: no allocation once warm.
struct FlockScratch {
  std::vector<float> x, y, hx, hy, vx, vy, maxSpeed;
  std::vector<int> id, cellX;
  std::vector<int> block;     // the slots of one group's block of cells within reach of a lane
  std::vector<int> redo, nb;  // agents computed one by one, and their neighbours
};

/// The flocking forces of every agent in one pass over the grid's cells: out[i] is bit for bit
/// Flock(agents[i], agents, neighbours from NeighborsFromGrid) with agent `exclude` (a predator,
/// or -1) removed from every neighbourhood. The grid must hold the agents' current positions
/// with cells >= radius (World's neighbours phase builds it so); otherwise every agent is
/// computed from NeighborsBruteForce.
void FlockAll(const std::vector<Agent>& agents, const NeighborGrid& grid, float radius, float fovCos,
              int exclude, FlockScratch& scratch, std::vector<FlockForces>& out);

/// Polarization |sum of headings| / N in [0, 1]: 1 = all aligned, ~0 = random.
float Polarization(const std::vector<Agent>& agents);
/// Local polarization: the mean over agents of |sum of headings| / count over the agent and its
/// neighbours within `radius` (all around), from a grid built with cell >= radius. A flock split
/// into groups flying different ways scores high here and low on Polarization().
float LocalPolarization(const std::vector<Agent>& agents, const NeighborGrid& grid, float radius);
/// Spread: root mean square distance from the centre of mass (world units).
float Spread(const std::vector<Agent>& agents);

}  // namespace steer
