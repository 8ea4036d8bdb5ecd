#include "steer/region.h"

#include <cmath>

#include "steer/seek.h"

namespace steer {

float SignedArea2(const std::vector<Vec2>& polygon) {
  float sum = 0.0f;
  size_t n = polygon.size();
  for (size_t i = 0; i < n; ++i) sum += Cross(polygon[i], polygon[(i + 1) % n]);
  return sum;
}

bool InsidePolygon(const std::vector<Vec2>& polygon, Vec2 p) {
  size_t n = polygon.size();
  if (n < 3) return false;
  bool inside = false;
  // Even-odd rule: count the edges a ray towards +x crosses.
  for (size_t i = 0, j = n - 1; i < n; j = i++) {
    Vec2 a = polygon[i], b = polygon[j];
    if ((a.y > p.y) != (b.y > p.y)) {
      float x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
      if (p.x < x) inside = !inside;
    }
  }
  return inside;
}

Vec2 ClosestPointOnSegment(Vec2 a, Vec2 b, Vec2 p) {
  Vec2 ab = b - a;
  float len2 = LengthSq(ab);
  if (!(len2 > kEpsilon * kEpsilon)) return a;
  float t = Dot(p - a, ab) / len2;
  t = t < 0.0f ? 0.0f : (t > 1.0f ? 1.0f : t);
  return a + ab * t;
}

namespace {

// The inward unit normal of edge a->b of a polygon of signed area `area2`: the left-hand
// perpendicular for a counter-clockwise polygon (x right, y up), the right-hand one otherwise.
Vec2 InwardNormal(Vec2 a, Vec2 b, float area2) {
  Vec2 n = Perp(Normalize(b - a));
  return area2 >= 0.0f ? n : -n;
}

}  // namespace

namespace {

// EdgePush: the first edge the probe segment crosses pushes back along its inward normal.
void EdgePushProbe(const Agent& agent, const std::vector<Vec2>& region, float area2, float length, Probe& p) {
  size_t n = region.size();
  float closestT = 2.0f;
  for (size_t i = 0; i < n; ++i) {
    Vec2 hit;
    float t;
    if (SegmentsIntersect(agent.pos, p.tip, region[i], region[(i + 1) % n], &hit, &t) && t < closestT) {
      closestT = t;
      p.out = true;
      p.hit = hit;
      p.edge = int(i);
    }
  }
  if (!p.out) return;
  p.normal = InwardNormal(region[size_t(p.edge)], region[(size_t(p.edge) + 1) % n], area2);
  p.depth = Length(p.tip - p.hit);
  p.push = p.normal * (agent.maxForce * p.depth / length);
}

// Reynolds: the tip is outside; the boundary point Q nearest it gives the surface normal
// n = (Q - T) / |Q - T|, of which only the part across the heading is kept (a pure turn).
void ReynoldsProbe(const Agent& agent, const std::vector<Vec2>& region, float length, Probe& p) {
  if (InsidePolygon(region, p.tip)) return;
  size_t n = region.size();
  float best = 1e30f;
  for (size_t i = 0; i < n; ++i) {
    Vec2 q = ClosestPointOnSegment(region[i], region[(i + 1) % n], p.tip);
    float d2 = DistanceSq(q, p.tip);
    if (d2 < best) {
      best = d2;
      p.hit = q;
      p.edge = int(i);
    }
  }
  p.depth = std::sqrt(best);
  if (!(p.depth > kEpsilon)) return;  // the tip is on the boundary: not out
  p.out = true;
  p.normal = (p.hit - p.tip) / p.depth;
  // lateral = n - f (n . f): the component of n perpendicular to forward. Head on it vanishes;
  // then turn to -side, a fixed choice.
  Vec2 lateral = Normalize(p.normal - agent.heading * Dot(p.normal, agent.heading));
  if (lateral == Vec2{}) lateral = -agent.side;
  p.push = lateral * (agent.maxForce * p.depth / length);
}

}  // namespace

ContainmentResult Containment(const Agent& agent, const std::vector<Vec2>& region, float probeLength,
                              ContainmentRule rule) {
  ContainmentResult r;
  if (!(probeLength >= 0.0f)) probeLength = 0.0f;
  Feelers f = MakeFeelers(agent, probeLength);
  for (int k = 0; k < 3; ++k) r.probes[k].tip = f.tip[k];
  size_t n = region.size();
  if (n < 3) return r;
  float area2 = SignedArea2(region);
  r.inside = InsidePolygon(region, agent.pos);
  if (!r.inside) {
    // Outside already (dragged out, or a probe of length 0): back to the nearest boundary point.
    float best = 1e30f;
    for (size_t i = 0; i < n; ++i) {
      Vec2 q = ClosestPointOnSegment(region[i], region[(i + 1) % n], agent.pos);
      float d = DistanceSq(q, agent.pos);
      if (d < best) {
        best = d;
        r.nearest = q;
      }
    }
    r.force = Seek(agent, r.nearest);
    return r;
  }
  for (int k = 0; k < 3; ++k) {
    Probe& p = r.probes[k];
    float length = k == 0 ? probeLength : probeLength * 0.5f;
    if (!(length > kEpsilon)) continue;
    if (rule == ContainmentRule::EdgePush)
      EdgePushProbe(agent, region, area2, length, p);
    else
      ReynoldsProbe(agent, region, length, p);
    if (p.out) r.force += p.push;
  }
  return r;
}

Vec2 Containment(const Agent& agent, Vec2 min, Vec2 max, float margin, float lookAhead) {
  if (!(lookAhead >= 0.0f)) lookAhead = 0.0f;
  Vec2 lo = min + Vec2{margin, margin}, hi = max - Vec2{margin, margin};
  if (lo.x > hi.x) lo.x = hi.x = (min.x + max.x) * 0.5f;
  if (lo.y > hi.y) lo.y = hi.y = (min.y + max.y) * 0.5f;
  Vec2 probe = agent.pos + agent.vel * lookAhead;
  Vec2 inside{probe.x < lo.x ? lo.x : (probe.x > hi.x ? hi.x : probe.x),
              probe.y < lo.y ? lo.y : (probe.y > hi.y ? hi.y : probe.y)};
  if (inside == probe) return {};
  return Seek(agent, inside + (inside - probe));  // aim as far inside as the probe is out
}


std::vector<Wall> WallsInside(const std::vector<Vec2>& polygon) {
  std::vector<Wall> walls;
  size_t n = polygon.size();
  if (n < 3) return walls;
  float area2 = SignedArea2(polygon);
  for (size_t i = 0; i < n; ++i) {
    Vec2 a = polygon[i], b = polygon[(i + 1) % n];
    walls.push_back({a, b, InwardNormal(a, b, area2)});
  }
  return walls;
}

WallFollowResult WallFollowing(const Agent& agent, const std::vector<Wall>& walls, const WallFollowDef& rawDef) {
  WallFollowResult r;
  WallFollowDef def = rawDef;
  def.offset = ClampFinite(def.offset, 0.0f, 10000.0f, 40.0f);
  def.lookAhead = ClampFinite(def.lookAhead, 0.0f, 60.0f, 0.5f);
  r.predicted = agent.pos + agent.vel * def.lookAhead;
  float best = 1e30f;
  for (int i = 0; i < int(walls.size()); ++i) {
    Vec2 q = ClosestPointOnSegment(walls[i].a, walls[i].b, r.predicted);
    float d = DistanceSq(q, r.predicted);
    if (d < best) {
      best = d;
      r.wall = i;
      r.onWall = q;
    }
  }
  if (r.wall < 0) return r;
  const Wall& w = walls[size_t(r.wall)];
  r.target = r.onWall + w.normal * def.offset;
  r.distance = Dot(agent.pos - w.a, w.normal);
  r.force = Seek(agent, r.target);
  return r;
}

}  // namespace steer
