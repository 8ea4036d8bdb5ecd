// Flow-field following (Reynolds 1999; Shiffman, The Nature of Code, ch. 6 "Flow Fields").
// A flow field is a grid of unit vectors over the world. The agent looks up the field at its
// predicted position P = pos + vel * lookAhead and steers to move along it at full speed:
//   desired = field(P) * maxSpeed,   force = desired - velocity
// The field here comes from seeded value noise n(x, y) drawn from the world's Rng: a coarse lattice
// of random values, smoothly interpolated. Two ways to turn it into directions:
//   Angle  Shiffman's: the arrow's angle is n * turns * 2 pi (the project's own Sin/Cos, so the
//          same seed gives the same field natively and in every browser). Such a field has
//          sinks, places where arrows point at each other; agents pile up there and stop.
//   Curl   the arrow is the curl of n, (dn/dy, -dn/dx), normalised: along the noise's contour
//          lines, like water round hills. A curl is divergence-free, so there are no sinks: the
//          currents swirl and never end, and the agents keep moving.
// Either way a link needs only the seed and a few numbers to carry the field.
#pragma once

#include <vector>

#include "steer/agent.h"
#include "steer/rng.h"

namespace steer {

struct FlowField {
  int cols = 0, rows = 0;
  float cell = 50.0f;      ///< world units per cell side; cell (0, 0) starts at the origin
  std::vector<Vec2> dirs;  ///< cols * rows unit vectors, row by row

  /// The cell that holds p (clamped to the grid), as an index into dirs; -1 for an empty field.
  int CellAt(Vec2 p) const;
  /// The field at p: the vector of the cell that holds it (zero for an empty field).
  Vec2 At(Vec2 p) const;
  /// The centre of cell (c, r).
  Vec2 Centre(int c, int r) const { return {(float(c) + 0.5f) * cell, (float(r) + 0.5f) * cell}; }
};

enum class FlowKind { Curl, Angle };

struct FlowFieldDef {
  float cell = 50.0f;       ///< world units; [10, 1000]
  float noiseScale = 4.0f;  ///< cells per noise lattice step: larger = smoother field; [1, 64]
  float turns = 1.0f;       ///< Angle: noise 0..1 maps to 0..turns full turns; [0, 4]
  FlowKind kind = FlowKind::Curl;
};

/// A field covering width x height (clamped to 1 .. 10,000 cells), from value noise whose lattice
/// angles are drawn from `rng` (it consumes (lattice columns + 1) * (lattice rows + 1) draws).
FlowField MakeNoiseFlowField(float width, float height, const FlowFieldDef& def, Rng& rng);

struct FlowFollowResult {
  Vec2 force;
  Vec2 predicted;  ///< P: where the field is read
  Vec2 flow;       ///< field(P), unit (zero on an empty field)
  Vec2 desired;    ///< flow * maxSpeed
};

/// Flow-field following: desired = field(pos + vel * lookAhead) * maxSpeed, force = desired - vel.
FlowFollowResult FlowFieldFollowing(const Agent& agent, const FlowField& field, float lookAhead = 0.25f);

}  // namespace steer
