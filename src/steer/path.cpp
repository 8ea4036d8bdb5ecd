#include "steer/path.h"

#include <cmath>

namespace steer {

FollowPathResult FollowPath(Agent& agent, const Path& path, float arrivalDistance,
                            Deceleration deceleration) {
  FollowPathResult r;
  int n = int(path.points.size());
  if (n == 0) return r;
  if (agent.waypoint < 0 || agent.waypoint >= n) agent.waypoint = 0;
  if (!(arrivalDistance >= 0.0f)) arrivalDistance = 0.0f;
  bool last = !path.loop && agent.waypoint == n - 1;
  if (!last && DistanceSq(agent.pos, path.points[agent.waypoint]) < arrivalDistance * arrivalDistance) {
    agent.waypoint = (agent.waypoint + 1) % n;
    last = !path.loop && agent.waypoint == n - 1;
  }
  r.target = path.points[agent.waypoint];
  if (last) {
    r.force = Arrive(agent, r.target, deceleration);
    r.finished = DistanceSq(agent.pos, r.target) < arrivalDistance * arrivalDistance;
  } else {
    r.force = Seek(agent, r.target);
  }
  return r;
}

// [SECTION] Reynolds' path following

namespace {

// Segments of the spine: n - 1 on an open path, n on a loop (the last back to point 0), none for
// fewer than two points.
int SegmentCount(const Path& path) {
  int n = int(path.points.size());
  if (n < 2) return 0;
  return path.loop ? n : n - 1;
}

struct Segment {
  Vec2 a, unit;  // start, unit direction (zero when the segment has no length)
  float length;
};

Segment SegmentOf(const Path& path, int i) {
  size_t n = path.points.size();
  Vec2 a = path.points[size_t(i)], b = path.points[(size_t(i) + 1) % n];
  float length = Length(b - a);
  return {a, length > kEpsilon ? (b - a) / length : Vec2{}, length > kEpsilon ? length : 0.0f};
}

}  // namespace

float PathLength(const Path& path) {
  float sum = 0.0f;
  for (int i = 0, count = SegmentCount(path); i < count; ++i) sum += SegmentOf(path, i).length;
  return sum;
}

PathPoint NearestOnPath(const Path& path, Vec2 p) {
  PathPoint best;
  if (path.points.empty()) return best;
  best.point = path.points[0];
  best.distance = Distance(p, best.point);
  best.segment = 0;
  float start = 0.0f, bestD2 = 1e30f;
  for (int i = 0, count = SegmentCount(path); i < count; ++i) {
    Segment s = SegmentOf(path, i);
    // The projection's distance along the segment, t = (p - a) . u, clamped to [0, length].
    float t = Dot(p - s.a, s.unit);
    t = t < 0.0f ? 0.0f : (t > s.length ? s.length : t);
    Vec2 q = s.a + s.unit * t;
    float d2 = DistanceSq(p, q);
    if (d2 < bestD2) {  // strictly nearer: on a tie the first segment keeps it
      bestD2 = d2;
      best = {q, s.unit, start + t, std::sqrt(d2), i};
    }
    start += s.length;
  }
  return best;
}

Vec2 PointAtDistance(const Path& path, float along) {
  if (path.points.empty()) return {};
  int count = SegmentCount(path);
  float length = PathLength(path);
  if (count == 0 || !(length > 0.0f)) return path.points[0];
  if (!IsFinite(along)) along = 0.0f;
  if (path.loop) {
    along = std::fmod(along, length);  // fmod is exact: no rounding, the same bits everywhere
    if (along < 0.0f) along += length;
  }
  along = along < 0.0f ? 0.0f : (along > length ? length : along);
  int i = 0;
  Segment s = SegmentOf(path, 0);
  while (i < count - 1 && along > s.length) {
    along -= s.length;
    s = SegmentOf(path, ++i);
  }
  return s.a + s.unit * (along < s.length ? along : s.length);
}

namespace {

PathFollowDef ValidatedPathDef(const PathFollowDef& raw) {
  PathFollowDef def = raw;
  def.radius = ClampFinite(def.radius, 0.0f, 10000.0f, 20.0f);
  def.predictTime = ClampFinite(def.predictTime, 0.0f, 60.0f, 0.5f);
  def.direction = def.direction < 0 ? -1 : 1;
  return def;
}

// P, Q and outside: the part both ways share. `futureAlong` receives s(P).
PathFollowResult Predict(const Agent& agent, const Path& path, const PathFollowDef& def, float* futureAlong) {
  PathFollowResult r;
  r.predicted = agent.pos + agent.vel * def.predictTime;
  if (!IsFinite(r.predicted)) r.predicted = agent.pos;
  PathPoint q = NearestOnPath(path, r.predicted);
  r.segment = q.segment;
  *futureAlong = q.along;
  if (q.segment < 0) return r;
  r.onPath = q.point;
  r.outside = q.distance - def.radius;
  r.inside = r.outside < 0.0f;
  return r;
}

}  // namespace

PathFollowResult StayOnPathway(const Agent& agent, const Path& path, const PathFollowDef& rawDef) {
  PathFollowDef def = ValidatedPathDef(rawDef);
  float futureAlong;
  PathFollowResult r = Predict(agent, path, def, &futureAlong);
  if (r.segment < 0) return r;
  r.target = r.onPath;
  r.steering = !r.inside;
  if (r.steering) r.force = Seek(agent, r.target);
  return r;
}

PathFollowResult FollowPathway(const Agent& agent, const Path& path, const PathFollowDef& rawDef) {
  PathFollowDef def = ValidatedPathDef(rawDef);
  float futureAlong;
  PathFollowResult r = Predict(agent, path, def, &futureAlong);
  if (r.segment < 0) return r;
  // OpenSteer: pathDistanceOffset = direction * predictionTime * speed.
  float offset = float(def.direction) * def.predictTime * agent.Speed();
  r.along = NearestOnPath(path, agent.pos).along;
  float progress = futureAlong - r.along;
  float length = PathLength(path);
  if (path.loop && length > 0.0f) {
    // Across a loop's seam the raw difference jumps by the length: wrap it into [-L/2, L/2).
    if (progress >= 0.5f * length) progress -= length;
    if (progress < -0.5f * length) progress += length;
  }
  r.rightWay = offset > 0.0f ? progress > 0.0f : progress < 0.0f;
  r.target = PointAtDistance(path, r.along + offset);
  r.steering = !(r.inside && r.rightWay);
  if (r.steering) r.force = Seek(agent, r.target);
  return r;
}

}  // namespace steer
