// Containment in an irregular region and wall following at an offset (Reynolds 1999,
// "Steering Behaviors For Autonomous Characters", and his demo pages Containment.html and
// Wall.html). Polygon containment is the demo page's rule: probe points, the nearest surface
// point to one that is out, the part of the surface normal there perpendicular to forward; its
// green vehicle has three probes (ahead, and two slightly ahead to either side), here placed as
// Buckland's wall feelers (ch. 3). The paper gives two methods: seek an inside point (the box
// Containment below), or take the surface normal where the path crosses the boundary and keep
// its part perpendicular to forward. OpenSteer has neither behaviour in its SteerLibrary.h (no
// containment by probes, no wall following), so nothing here is OpenSteer's.
//
// Containment: an agent carries three probes, one straight ahead and two at +-45 degrees at half
// length. A region is a simple polygon (either winding). Two rules turn a probe that is out into
// a force (f = the agent's heading, L = that probe's length):
//   Reynolds (the default): the probe's tip T is outside the region. Q = the boundary point
//     nearest T; the surface normal there, pointing in, is n = (Q - T) / |Q - T| (on an edge's
//     inside that is the edge's inward normal; at a vertex, the direction from T to the vertex).
//     Reynolds keeps only n's part perpendicular to forward, a pure turn that never brakes:
//       lateral = n - f (n . f)
//       force  += unit(lateral) * maxForce * |Q - T| / L
//     The direction is Reynolds'; the strength is the playground's (the same as EdgePush's): a
//     unit lateral rather than |lateral| = sin(angle between f and -n), so that an agent heading
//     almost straight at the boundary still turns hard. Exactly head on, lateral = 0 and the turn
//     is to -side (a fixed choice, as crowd.cpp makes for a neighbour dead ahead).
//   EdgePush (the playground's rule before issue #35, kept so that old links keep their scene):
//     the probe segment crosses the boundary; the first edge it crosses pushes back along its
//     full inward normal, in proportion to how far the tip is past the crossing point H:
//       force += inwardNormal * maxForce * |T - H| / L
//     Unless the agent runs parallel to that edge, the push has a backward part (it brakes), and
//     near a corner the first edge crossed can turn the agent the other way from Reynolds' rule.
// With either rule an agent that is already outside (dragged out) seeks the nearest boundary point.
//
// Wall following: predict the position `lookAhead` seconds ahead, P = pos + vel * T; find the
// nearest point Q on any wall to P; the target is Q moved `offset` units along that wall's normal
// (the side agents stay on); seek it. The target slides along the wall ahead of the agent, so it
// travels along the wall at the offset, like Reynolds' path following with the wall as the path.
#pragma once

#include <vector>

#include "steer/agent.h"
#include "steer/avoidance.h"

namespace steer {

/// How containment turns a probe that is out into a force (see the file comment).
enum class ContainmentRule {
  Reynolds,  ///< the lateral part of the surface normal at the boundary point nearest the tip
  EdgePush,  ///< the first crossed edge's full inward normal (the rule before issue #35)
};

/// One probe of containment: the segment from the agent to `tip`; when it is out, the boundary
/// point it is measured from, the surface normal there and how far the tip is outside.
struct Probe {
  Vec2 tip;
  bool out = false;
  Vec2 hit;          ///< Reynolds: the boundary point nearest the tip; EdgePush: where the probe crosses
  Vec2 normal;       ///< the unit surface normal at `hit`, pointing into the region
  float depth = 0.0f;  ///< |tip - hit|, world units
  int edge = -1;       ///< index of the edge `hit` is on (vertex i to i+1)
  Vec2 push;           ///< this probe's share of the force
};

struct ContainmentResult {
  Vec2 force;
  Probe probes[3];      ///< ahead, +side, -side (the agent's right and left where y points down)
  bool inside = true;   ///< the agent's own position is inside the region
  Vec2 nearest;         ///< when outside: the nearest boundary point it seeks
};

/// Twice the signed area of a polygon (> 0 counter-clockwise in x-right, y-up axes).
float SignedArea2(const std::vector<Vec2>& polygon);
/// Even-odd point in polygon; fewer than three vertices contain nothing.
bool InsidePolygon(const std::vector<Vec2>& polygon, Vec2 p);
/// The closest point to p on the segment a-b.
Vec2 ClosestPointOnSegment(Vec2 a, Vec2 b, Vec2 p);

/// Containment in `region` (a simple polygon, at least three vertices; fewer gives no force) with
/// probes `probeLength` world units long (ahead; the side probes are half as long).
ContainmentResult Containment(const Agent& agent, const std::vector<Vec2>& region, float probeLength = 60.0f,
                              ContainmentRule rule = ContainmentRule::Reynolds);

/// Containment in an axis-aligned box, Reynolds 1999's first method (seek an inside point: project
/// the future position to the surface and extend the offset), used by the composer's "keep inside
/// the world": the probe P = pos + vel * lookAhead (seconds) must stay inside the inner box
/// [min + margin, max - margin] (collapsed to its centre line on an axis where the margins
/// overlap). Zero force while it does. When it does not, Q = P clamped into the inner box (the
/// box's nearest point to P), and the agent seeks P mirrored in Q:
///   target = Q + (Q - P)     (as far inside the box as the probe is outside it)
/// Unlike the pure turn of the polygon Containment above (Reynolds' demo page), the seek has a
/// braking part and turns to the mirrored point, not only sideways.
Vec2 Containment(const Agent& agent, Vec2 min, Vec2 max, float margin, float lookAhead = 0.5f);

/// The walls of a closed polygon, normals pointing into it (whatever its winding).
std::vector<Wall> WallsInside(const std::vector<Vec2>& polygon);

struct WallFollowDef {
  float offset = 40.0f;     ///< world units from the wall, on its normal's side
  float lookAhead = 0.5f;   ///< seconds
};

struct WallFollowResult {
  Vec2 force;
  Vec2 predicted;  ///< P = pos + vel * lookAhead
  Vec2 onWall;     ///< Q: the nearest point on a wall to P
  Vec2 target;     ///< Q + normal * offset: the point sought
  int wall = -1;   ///< the wall followed, or -1 when there is none
  float distance = 0.0f;  ///< the agent's own distance from that wall's line (signed: + on the normal's side)
};

/// Wall following (Reynolds 1999): seek the point `offset` units off the wall nearest to the
/// agent's predicted position. No walls: zero force.
WallFollowResult WallFollowing(const Agent& agent, const std::vector<Wall>& walls, const WallFollowDef& def = {});

}  // namespace steer
