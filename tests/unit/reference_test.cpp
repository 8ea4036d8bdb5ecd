// Each behaviour of src/steer against an independent implementation of its reference's published
// rule, on thousands of seeded random inputs. The references are written here from the paper's,
// the book's or OpenSteer's text (SteerLibrary.h's steerToFollowPath, steerToStayOnPath,
// steerToAvoidNeighbors, steerForSeparation/Alignment/Cohesion; Reynolds 1999 for containment,
// queueing and arrival; Buckland ch. 3 for seek, flee, arrive, pursuit, evade and wander), in
// double precision, sharing nothing with src/steer but its inputs. Each test prints its agreement
// ("containment: 10000 inputs, ..."); docs/references.md quotes the figures. Where the core departs
// from the reference on purpose, the test counts the inputs each departure explains and asserts
// that nothing else differs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "steer/crowd.h"
#include "steer/flocking.h"
#include "steer/flowfield.h"
#include "steer/path.h"
#include "steer/pursuit.h"
#include "steer/region.h"
#include "steer/rng.h"
#include "steer/seek.h"
#include "steer/wander.h"

using namespace steer;

namespace {

// [SECTION] double-precision vectors for the references

struct D2 {
  double x = 0.0, y = 0.0;
};
D2 operator+(D2 a, D2 b) { return {a.x + b.x, a.y + b.y}; }
D2 operator-(D2 a, D2 b) { return {a.x - b.x, a.y - b.y}; }
D2 operator*(D2 a, double s) { return {a.x * s, a.y * s}; }
double Dot(D2 a, D2 b) { return a.x * b.x + a.y * b.y; }
double Len(D2 a) { return std::sqrt(Dot(a, a)); }
D2 Unit(D2 a) {
  double l = Len(a);
  return l > 0.0 ? a * (1.0 / l) : D2{};
}
D2 D(Vec2 v) { return {double(v.x), double(v.y)}; }
// OpenSteer's perpendicularComponent(v, unitBasis): v minus its part along the basis.
D2 PerpComponent(D2 v, D2 unitBasis) { return v - unitBasis * Dot(v, unitBasis); }
// Reynolds 1999 / OpenSteer's seek with the paper's desired speed: unit(target - pos) maxSpeed - vel.
D2 RefSeek(const Agent& a, D2 target) { return Unit(target - D(a.pos)) * double(a.maxSpeed) - D(a.vel); }

double AngleDeg(D2 a, D2 b) {
  double la = Len(a), lb = Len(b);
  if (la == 0.0 || lb == 0.0) return la == lb ? 0.0 : 180.0;
  double c = Dot(a, b) / (la * lb);
  return std::acos(std::clamp(c, -1.0, 1.0)) * 180.0 / 3.14159265358979323846;
}
// |ours - reference| relative to the reference's size (at least 1 unit).
double RelDiff(Vec2 ours, D2 ref) { return Len(D(ours) - ref) / std::max(1.0, Len(ref)); }

void Report(const std::string& line) {
  std::printf("[reference] %s\n", line.c_str());
  ::testing::Test::RecordProperty("agreement", line);
}

Agent RandomAgent(Rng& rng, float lo, float hi, float maxSpeed, int id) {
  AgentDef d;
  d.pos = {rng.Uniform(lo, hi), rng.Uniform(lo, hi)};
  // One draw per statement: the order of a * b's operands is unspecified (gcc and clang differ),
  // and every compiler must see the same inputs.
  Vec2 direction = rng.UnitVector();
  d.vel = direction * rng.Uniform(0.0f, maxSpeed);
  d.heading = rng.UnitVector();
  d.maxSpeed = maxSpeed;
  return MakeAgent(d, id);
}

}  // namespace

// [SECTION] seek, flee, arrive (Reynolds 1999; Buckland ch. 3)

TEST(Reference, SeekFleeAndBothArrivesAgreeWithTheirFormulas) {
  Rng rng = Rng::FromSeed(1001);
  const int n = 10000;
  double seek = 0, flee = 0, arrive = 0, within = 0;
  for (int i = 0; i < n; ++i) {
    Agent a = RandomAgent(rng, 0, 1000, 150.0f, 0);
    D2 t = D(Vec2{rng.Uniform(0, 1000), rng.Uniform(0, 1000)});
    D2 offset = t - D(a.pos);
    double d = Len(offset), max = a.maxSpeed;
    seek = std::max(seek, RelDiff(Seek(a, {float(t.x), float(t.y)}), RefSeek(a, t)));
    flee = std::max(flee, RelDiff(Flee(a, {float(t.x), float(t.y)}), Unit(D(a.pos) - t) * max - D(a.vel)));
    // Buckland: speed = min(d / (deceleration * 0.3), maxSpeed), desired = toTarget * speed / d.
    int decel = 1 + int(rng.Below(3));
    double speed = std::min(d / (decel * 0.3), max);
    D2 buckland = d > 0 ? offset * (speed / d) - D(a.vel) : D2{};
    arrive = std::max(arrive, RelDiff(Arrive(a, {float(t.x), float(t.y)}, Deceleration(decel)), buckland));
    // Reynolds: ramped = max_speed * (distance / slowing_distance), clipped = min(ramped, max_speed),
    // desired = (clipped / distance) * target_offset.
    double slowing = rng.Uniform(10, 400);
    double clipped = std::min(max * d / slowing, max);
    D2 reynolds = d > 0 ? offset * (clipped / d) - D(a.vel) : D2{} - D(a.vel);
    within = std::max(within, RelDiff(ArriveWithin(a, {float(t.x), float(t.y)}, float(slowing)), reynolds));
  }
  char line[512];
  std::snprintf(line, sizeof line,
                "seek, flee, arrive, arrive within: %d inputs each, max relative difference %.1e, %.1e, %.1e, %.1e",
                n, seek, flee, arrive, within);
  Report(line);
  EXPECT_LT(seek, 1e-3);
  EXPECT_LT(flee, 1e-3);
  EXPECT_LT(arrive, 1e-3);
  EXPECT_LT(within, 1e-3);
}

// [SECTION] pursuit, evade, wander (Buckland ch. 3)

TEST(Reference, PursuitEvadeAndWanderAgreeWithBucklandsListings) {
  Rng rng = Rng::FromSeed(1002);
  const int n = 10000;
  double pursuit = 0, evade = 0, wander = 0;
  int facing = 0, threatened = 0;
  for (int i = 0; i < n; ++i) {
    Agent p = RandomAgent(rng, 0, 400, 150.0f, 0), e = RandomAgent(rng, 0, 400, 120.0f, 1);
    // Pursuit: ahead (toEvader . heading > 0) and facing (headings' dot < -0.95): seek its position;
    // else T = |toEvader| / (maxSpeed + evader speed), seek evader.pos + evader.vel T.
    D2 to = D(e.pos) - D(p.pos);
    D2 ref;
    if (Dot(to, D(p.heading)) > 0 && Dot(D(p.heading), D(e.heading)) < -0.95) {
      ref = RefSeek(p, D(e.pos));
      ++facing;
    } else {
      double T = Len(to) / (p.maxSpeed + Len(D(e.vel)));
      ref = RefSeek(p, D(e.pos) + D(e.vel) * T);
    }
    pursuit = std::max(pursuit, RelDiff(Pursuit(p, e).force, ref));
    // Evade: nothing beyond 100 units; else flee pursuer.pos + pursuer.vel T, T = d / (maxSpeed + its speed).
    D2 toP = D(p.pos) - D(e.pos);
    D2 refE;
    if (Dot(toP, toP) <= 100.0 * 100.0) {
      double T = Len(toP) / (e.maxSpeed + Len(D(p.vel)));
      D2 future = D(p.pos) + D(p.vel) * T;
      refE = Unit(D(e.pos) - future) * double(e.maxSpeed) - D(e.vel);
      ++threatened;
    }
    evade = std::max(evade, RelDiff(Evade(e, p).force, refE));
    // Wander: target += (RandomClamped() J dt, RandomClamped() J dt), back onto the circle,
    // + (distance, 0), to world; force = target - position. The draws are the input: a copy of
    // the generator gives the reference the same four numbers, drawn as Buckland draws them.
    WanderDef def{rng.Uniform(5, 60), rng.Uniform(0, 120), rng.Uniform(0, 600)};
    Agent w = RandomAgent(rng, 0, 400, 150.0f, 2);
    w.wanderTarget = rng.UnitVector() * def.radius;
    Rng copy = rng;
    double jitter = double(def.jitter) * (1.0 / 60.0);
    double jx = copy.Clamped() * jitter, jy = copy.Clamped() * jitter;
    D2 local = Unit(D(w.wanderTarget) + D2{jx, jy}) * double(def.radius) + D2{double(def.distance), 0};
    D2 world = D(w.pos) + D(w.heading) * local.x + D(w.side) * local.y;
    D2 refW = world - D(w.pos);
    wander = std::max(wander, RelDiff(Wander(w, def, rng, 1.0f / 60.0f).force, refW));
  }
  char line[512];
  std::snprintf(line, sizeof line,
                "pursuit, evade, wander: %d inputs each (%d ahead-and-facing, %d threatened), max relative "
                "difference %.1e, %.1e, %.1e",
                n, facing, threatened, pursuit, evade, wander);
  Report(line);
  EXPECT_GT(facing, 50);
  EXPECT_GT(threatened, 500);
  EXPECT_LT(pursuit, 1e-3);
  EXPECT_LT(evade, 1e-3);
  EXPECT_LT(wander, 1e-3);
}

// [SECTION] flocking (OpenSteer steerForSeparation, steerForAlignment, steerForCohesion)

TEST(Reference, SeparationAndAlignmentPointAsOpenSteersCohesionIsBucklands) {
  Rng rng = Rng::FromSeed(1003);
  const int n = 10000;
  double sep = 0, align = 0, cohBuckland = 0, cohReynolds = 0, cohApart = 0;
  std::vector<double> apart;
  int counted = 0;
  for (int i = 0; i < n; ++i) {
    std::vector<Agent> agents;
    int count = 2 + int(rng.Below(8));
    for (int k = 0; k < count; ++k) agents.push_back(RandomAgent(rng, 0, 100, 150.0f, k));
    std::vector<int> nb;
    NeighborsBruteForce(agents, 0, 1000.0f, FovCos(360.0f), nb);
    const Agent& a = agents[0];
    // OpenSteer: separation = normalize(sum(-offset / |offset|^2) / n), alignment =
    // normalize(sum(forward) / n - forward), cohesion = normalize(sum(position) / n - position).
    D2 s, h, c;
    for (int j : nb) {
      D2 offset = D(agents[size_t(j)].pos) - D(a.pos);
      s = s + offset * (-1.0 / Dot(offset, offset));
      h = h + D(agents[size_t(j)].heading);
      c = c + D(agents[size_t(j)].pos);
    }
    double m = double(nb.size());
    D2 refSep = Unit(s * (1.0 / m)), refAlign = Unit(h * (1.0 / m) - D(a.heading));
    D2 centre = c * (1.0 / m), refCoh = Unit(centre - D(a.pos));
    sep = std::max(sep, AngleDeg(D(Separation(a, agents, nb)), refSep));
    if (Len(h * (1.0 / m) - D(a.heading)) > 1e-3) align = std::max(align, AngleDeg(D(Alignment(a, agents, nb)), refAlign));
    // Buckland: Vec2DNormalize(Seek(centre)).
    cohBuckland = std::max(cohBuckland, AngleDeg(D(Cohesion(a, agents, nb)), Unit(RefSeek(a, centre))));
    cohReynolds = std::max(cohReynolds, AngleDeg(D(CohesionTowardsCentre(a, agents, nb)), refCoh));
    double gap = AngleDeg(D(Cohesion(a, agents, nb)), refCoh);
    cohApart = std::max(cohApart, gap);
    apart.push_back(gap);
    ++counted;
  }
  std::sort(apart.begin(), apart.end());
  char line[512];
  std::snprintf(line, sizeof line,
                "flocking: %d neighbourhoods, max angle to OpenSteer: separation %.4f deg, alignment %.4f deg, "
                "CohesionTowardsCentre %.4f deg; Cohesion vs Buckland's unit(Seek(centre)) %.4f deg; Cohesion vs "
                "Reynolds' centre direction: median %.1f deg, max %.1f deg",
                counted, sep, align, cohReynolds, cohBuckland, apart[apart.size() / 2], cohApart);
  Report(line);
  EXPECT_LT(sep, 0.01);
  EXPECT_LT(align, 0.01);
  EXPECT_LT(cohReynolds, 0.01);
  EXPECT_LT(cohBuckland, 0.01);
  EXPECT_GT(cohApart, 45.0);  // the departure the header describes is real
}

// [SECTION] containment (Reynolds 1999)

namespace {

// A random simple polygon: a star around a centre, one vertex in each of n equal sectors (so no
// gap between neighbours reaches 180 degrees and the centre sees every edge), random radii.
std::vector<Vec2> RandomStar(Rng& rng, Vec2 centre) {
  int n = 4 + int(rng.Below(9));
  std::vector<Vec2> poly;
  for (int k = 0; k < n; ++k) {
    float t = (float(k) + rng.Uniform(0.25f, 0.75f)) * 6.2831853f / float(n);
    float r = rng.Uniform(60.0f, 300.0f);
    poly.push_back(centre + Vec2{std::cos(t) * r, std::sin(t) * r});
  }
  if (rng.Below(2)) std::reverse(poly.begin(), poly.end());
  return poly;
}

// Winding number (the reference's own inside test, unlike the core's even-odd crossing count).
bool RefInside(const std::vector<Vec2>& poly, D2 p) {
  int wn = 0;
  size_t n = poly.size();
  for (size_t i = 0; i < n; ++i) {
    D2 a = D(poly[i]), b = D(poly[(i + 1) % n]);
    double side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y);
    if (a.y <= p.y) {
      if (b.y > p.y && side > 0) ++wn;
    } else if (b.y <= p.y && side < 0) {
      --wn;
    }
  }
  return wn != 0;
}

struct RefProbe {
  bool out = false;
  D2 nearest, lateral;
  double depth = 0;
  double second = 1e300;  // the next edge's distance: a tie when it is (nearly) the same
};

// Reynolds: a probe point outside the region; the nearest point of the boundary and the surface
// normal there (an edge's inward normal, or at a vertex the direction from the probe to it); the
// normal's component perpendicular to forward.
RefProbe ReynoldsContainmentProbe(const std::vector<Vec2>& poly, D2 tip, D2 forward) {
  RefProbe r;
  if (RefInside(poly, tip)) return r;
  size_t n = poly.size();
  double area2 = 0;
  for (size_t i = 0; i < n; ++i) {
    D2 a = D(poly[i]), b = D(poly[(i + 1) % n]);
    area2 += a.x * b.y - a.y * b.x;
  }
  double best = 1e300;
  D2 normal;
  for (size_t i = 0; i < n; ++i) {
    D2 a = D(poly[i]), b = D(poly[(i + 1) % n]), ab = b - a;
    double t = Dot(tip - a, ab) / Dot(ab, ab);
    bool interior = t > 0 && t < 1;
    D2 q = interior ? a + ab * t : (t <= 0 ? a : b);
    double d = Len(tip - q);
    if (d >= best) r.second = std::min(r.second, d);
    if (d < best) {
      r.second = best;
      best = d;
      r.nearest = q;
      D2 left = Unit(D2{-ab.y, ab.x});  // inward for a counter-clockwise (area > 0) polygon
      normal = interior ? (area2 > 0 ? left : left * -1.0) : Unit(q - tip);
    }
  }
  r.out = best > 0;
  r.depth = best;
  r.lateral = PerpComponent(normal, forward);
  return r;
}

}  // namespace

TEST(Reference, ContainmentFollowsReynoldsRuleProbeByProbe) {
  Rng rng = Rng::FromSeed(1004);
  const int n = 10000;
  int probesOut = 0, headOn = 0, nearHeadOn = 0, ties = 0, steering = 0, backward = 0, otherSide = 0;
  double maxAngle = 0, maxHit = 0;
  for (int i = 0; i < n; ++i) {
    std::vector<Vec2> poly = RandomStar(rng, {500, 500});
    Agent a;
    do {
      a = RandomAgent(rng, 200, 800, 150.0f, 0);
    } while (!InsidePolygon(poly, a.pos));
    float probe = rng.Uniform(10.0f, 200.0f);
    ContainmentResult ours = Containment(a, poly, probe);
    for (int k = 0; k < 3; ++k) {
      const Probe& p = ours.probes[k];
      RefProbe ref = ReynoldsContainmentProbe(poly, D(p.tip), D(a.heading));
      if (ref.out && ref.depth < 1e-3) continue;  // on the boundary within rounding: either answer
      ASSERT_EQ(p.out, ref.out) << "input " << i << " probe " << k;
      if (!p.out) continue;
      ++probesOut;
      if (ref.second - ref.depth < 1e-3 && Len(D(p.hit) - ref.nearest) > 1e-3) {
        ++ties;  // two edges equally near: either is Reynolds' nearest point
        continue;
      }
      maxHit = std::max(maxHit, Len(D(p.hit) - ref.nearest));
      if (Len(ref.lateral) < 1e-4) {
        ++headOn;  // no lateral part: the core's fixed -side choice
        continue;
      }
      if (Len(ref.lateral) < 1e-2) {
        // Within about half a degree of head on, float rounding of the normal tilts the small
        // lateral part by up to ~1e-7 / |lateral| radians: only the side is compared.
        ++nearHeadOn;
        ASSERT_LT(AngleDeg(D(p.push), ref.lateral), 90.0) << "input " << i << " probe " << k;
        continue;
      }
      maxAngle = std::max(maxAngle, AngleDeg(D(p.push), ref.lateral));
    }
    // The rule before issue #35 on the same input: does it brake, does it turn the other way?
    ContainmentResult old = Containment(a, poly, probe, ContainmentRule::EdgePush);
    if (old.force != Vec2{} && ours.force != Vec2{}) {
      ++steering;
      backward += Dot(old.force, a.heading) < -1e-3f * a.maxForce;
      float sNew = Dot(ours.force, a.side), sOld = Dot(old.force, a.side);
      otherSide += (sNew > 0) != (sOld > 0) && std::fabs(sNew) > 1e-3f && std::fabs(sOld) > 1e-3f;
    }
  }
  char line[512];
  std::snprintf(line, sizeof line,
                "containment: %d inputs, %d probes out, max angle to Reynolds' lateral normal %.4f deg, nearest "
                "boundary points within %.1e units, %d head on, %d within half a degree of it (same side), %d ties; "
                "the rule before #35 on the %d steering inputs: %.1f%% brake, %.1f%% turn the other way",
                n, probesOut, maxAngle, maxHit, headOn, nearHeadOn, ties, steering, 100.0 * backward / std::max(1, steering),
                100.0 * otherSide / std::max(1, steering));
  Report(line);
  EXPECT_GT(probesOut, 3000);
  EXPECT_LT(maxAngle, 0.01);
  EXPECT_LT(maxHit, 1e-3);
  EXPECT_LT(ties, probesOut / 100);
}

// [SECTION] queueing (Reynolds 1999: brake for one "nearby, in front of, and moving slower")

TEST(Reference, QueueingBrakesForTheNearestSlowerAgentAhead) {
  Rng rng = Rng::FromSeed(1005);
  const int n = 10000;
  int brakes = 0, oldBrakes = 0, oldForFaster = 0;
  for (int i = 0; i < n; ++i) {
    std::vector<Agent> agents;
    int count = 2 + int(rng.Below(10));
    for (int k = 0; k < count; ++k) agents.push_back(RandomAgent(rng, 0, 120, 100.0f, k));
    QueueDef def{rng.Uniform(10, 80), rng.Uniform(0, 10), 8.0f};
    const Agent& me = agents[0];
    // In front and nearby: in the rectangle ahead (x along the heading, y across it), the other's
    // disc reaching into it; slower: |v_other| < |v_self|. The nearest such, by x, blocks. Reynolds
    // gives no geometry for "nearby, in front": the rectangle is the project's own, copied from
    // crowd.cpp, so this checks the speed filter and the choice of blocker within it, not the zone.
    int refBlocker = -1;
    double best = 1e300;
    for (int j = 1; j < count; ++j) {
      const Agent& o = agents[size_t(j)];
      D2 rel = D(o.pos) - D(me.pos);
      double x = Dot(rel, D(me.heading)), y = Dot(rel, D(me.side));
      bool zone = x > 0 && x <= def.length + o.radius && std::fabs(y) < me.radius + def.width + o.radius;
      if (zone && Len(D(o.vel)) < Len(D(me.vel)) && x < best) best = x, refBlocker = j;
    }
    QueueResult ours = Queue(agents, 0, def);
    ASSERT_EQ(ours.blocker, refBlocker) << "input " << i;
    ASSERT_EQ(ours.braking, refBlocker >= 0);
    brakes += ours.braking;
    QueueResult old = Queue(agents, 0, {def.length, def.width, def.brake, QueueRule::AnyAhead});
    if (old.braking) {
      ++oldBrakes;
      oldForFaster += !(agents[size_t(old.blocker)].Speed() < me.Speed());
    }
  }
  char line[512];
  std::snprintf(line, sizeof line,
                "queueing: %d scenes, braking and blocker agree in all (%d brakes); the rule before #35 braked "
                "%d times, %.1f%% of them for an agent not slower than itself",
                n, brakes, oldBrakes, 100.0 * oldForFaster / std::max(1, oldBrakes));
  Report(line);
  EXPECT_GT(brakes, 500);
  EXPECT_GT(oldForFaster, 0);
}

// [SECTION] unaligned collision avoidance (OpenSteer steerToAvoidNeighbors)

namespace {

struct RefAvoid {
  D2 steer;            // OpenSteer's return value (a direction)
  int firstClose = -1;  // the first too-close neighbour, -1 if none
  bool closeWasZero = false;  // its sideways part was zero, so OpenSteer went on to predictions
};

// steerToAvoidNeighbors(minTime, others), with steerToAvoidCloseNeighbors(0, others) first.
RefAvoid OpenSteerAvoidNeighbors(const std::vector<Agent>& agents, int self, double minTime) {
  RefAvoid r;
  const Agent& me = agents[size_t(self)];
  D2 fwd = D(me.heading), side = D(me.side);
  for (int j = 0; j < int(agents.size()); ++j) {
    if (j == self) continue;
    D2 offset = D(agents[size_t(j)].pos) - D(me.pos);
    if (Len(offset) < double(me.radius) + agents[size_t(j)].radius) {
      r.firstClose = j;
      r.steer = PerpComponent(offset * -1.0, fwd);
      r.closeWasZero = Len(r.steer) == 0.0;
      if (!r.closeWasZero) return r;
      break;  // a zero vector: the caller reads "nobody too close"
    }
  }
  const Agent* threat = nullptr;
  D2 threatAt;
  for (int j = 0; j < int(agents.size()); ++j) {
    if (j == self) continue;
    const Agent& o = agents[size_t(j)];
    D2 relVel = D(o.vel) - D(me.vel);
    double relSpeed = Len(relVel);
    double time = relSpeed == 0 ? 0 : Dot(relVel * (1.0 / relSpeed), D(me.pos) - D(o.pos)) / relSpeed;
    if (time >= 0 && time < minTime) {
      D2 mine = D(me.pos) + D(me.vel) * time, his = D(o.pos) + D(o.vel) * time;
      if (Len(his - mine) < double(me.radius) * 2) {
        minTime = time;
        threat = &o;
        threatAt = his;
      }
    }
  }
  r.steer = {};
  if (!threat) return r;
  double parallelness = Dot(fwd, D(threat->heading)), s = 0;
  if (parallelness < -0.707)
    s = Dot(threatAt - D(me.pos), side) > 0 ? -1 : 1;
  else if (parallelness > 0.707)
    s = Dot(D(threat->pos) - D(me.pos), side) > 0 ? -1 : 1;
  else if (Len(D(threat->vel)) <= Len(D(me.vel)))
    s = Dot(side, D(threat->vel)) > 0 ? -1 : 1;
  r.steer = side * s;
  return r;
}

}  // namespace

TEST(Reference, CollisionAvoidanceAgreesWithOpenSteerButForItsListedDepartures) {
  Rng rng = Rng::FromSeed(1006);
  const int n = 10000;
  int agree = 0, nearestNotFirst = 0, deadAhead = 0, steering = 0, unexplained = 0, nearTies = 0;
  double maxAngle = 0;
  // OpenSteer's thresholds: equal radii (2 r = r1 + r2), margin 0; braking 0 (pure sideways).
  CollisionAvoidanceDef def{2.0f, 0.0f, 0.0f, 0.0f};
  for (int i = 0; i < n; ++i) {
    std::vector<Agent> agents;
    int count = 2 + int(rng.Below(6));
    for (int k = 0; k < count; ++k) agents.push_back(RandomAgent(rng, 0, 120, 100.0f, k));
    CollisionAvoidanceResult ours = UnalignedCollisionAvoidance(agents, 0, def);
    RefAvoid ref = OpenSteerAvoidNeighbors(agents, 0, 2.0);
    steering += ours.force != Vec2{};
    double angle = AngleDeg(D(ours.force), ref.steer);
    if (angle < 0.01) {
      ++agree;
      maxAngle = std::max(maxAngle, angle);
    } else if (ref.firstClose >= 0 && ref.closeWasZero) {
      ++deadAhead;  // departure 3
    } else if (ref.firstClose >= 0 && ours.close >= 0 && ours.close != ref.firstClose) {
      ++nearestNotFirst;  // departure 1
    } else {
      // A threat decided within rounding: its time or distance at the threshold.
      bool tie = false;
      for (int j = 1; j < count; ++j) {
        ClosestApproach c = PredictClosestApproach(agents[0], agents[size_t(j)]);
        tie |= std::fabs(c.distance - 16.0f) < 1e-3f || std::fabs(c.time) < 1e-4f || std::fabs(c.time - 2.0f) < 1e-4f;
      }
      tie ? ++nearTies : ++unexplained;
    }
  }
  // Departure 2 on its own: random radii, the threat distance r1 + r2 against OpenSteer's 2 r.
  int thresholdDiffers = 0, withThreat = 0;
  for (int i = 0; i < n; ++i) {
    std::vector<Agent> agents;
    int count = 2 + int(rng.Below(6));
    for (int k = 0; k < count; ++k) {
      agents.push_back(RandomAgent(rng, 0, 120, 100.0f, k));
      agents.back().radius = rng.Uniform(3.0f, 15.0f);
    }
    CollisionAvoidanceResult ours = UnalignedCollisionAvoidance(agents, 0, def);
    RefAvoid ref = OpenSteerAvoidNeighbors(agents, 0, 2.0);
    if (ours.close >= 0 || ref.firstClose >= 0) continue;
    withThreat += ours.threat >= 0 || ref.steer.x != 0 || ref.steer.y != 0;
    thresholdDiffers += AngleDeg(D(ours.force), ref.steer) > 0.01;
  }
  char line[512];
  std::snprintf(line, sizeof line,
                "collision avoidance: %d scenes (%d steering), %d agree with OpenSteer (max angle %.4f deg); "
                "the rest by departure: nearest not first %d, dead ahead %d, threshold ties %d, unexplained %d; "
                "with random radii the r1 + r2 threat distance changes %d of %d threatened scenes",
                n, steering, agree, maxAngle, nearestNotFirst, deadAhead, nearTies, unexplained, thresholdDiffers,
                withThreat);
  Report(line);
  EXPECT_EQ(unexplained, 0);
  EXPECT_GT(steering, 3000);
  EXPECT_GT(agree, n * 9 / 10);
}

// [SECTION] path following (OpenSteer steerToFollowPath, steerToStayOnPath)

namespace {

struct RefPath {
  D2 onPath, target;
  double outside = 0, now = 0, future = 0, length = 0, seekDistance = 0;  // seekDistance: now + offset
  bool steer = false, rightWay = false;
  double tieGap = 1e300;  // the gap between the two nearest segments' distances for P
};

// mapPointToPath / mapPointToPathDistance: the nearest segment (strictly nearer wins), its point,
// and the path distance there. `gap` receives how close the runner-up segment was.
void MapPoint(const Path& path, D2 p, D2* onPath, double* distance, double* along, double* gap) {
  size_t n = path.points.size();
  size_t segments = path.loop ? n : n - 1;
  double best = 1e300, second = 1e300, start = 0;
  for (size_t i = 0; i < segments; ++i) {
    D2 a = D(path.points[i]), b = D(path.points[(i + 1) % n]);
    double len = Len(b - a);
    D2 u = len > 0 ? (b - a) * (1.0 / len) : D2{};
    double t = std::clamp(Dot(p - a, u), 0.0, len);
    double d = Len(p - (a + u * t));
    if (d < best) {
      second = best;
      best = d;
      *onPath = a + u * t;
      *along = start + t;
    } else {
      second = std::min(second, d);
    }
    start += len;
  }
  *distance = best;
  if (gap) *gap = second - best;
}

// mapPathDistanceToPoint, literally (QueryPathAlike.h, DistanceToPathAlikeMapping::map): a cyclic
// path takes `modulo(distanceOnPath, pathLength)`, which Utilities.h defines as std::fmod, so a
// negative distance stays negative; then `clamp(distanceOnPath, 0, pathLength)` sends it to the
// first point. `wrapNegative` applies the core's departure instead: a negative distance on a loop
// wraps to the loop's end (s - L floor(s / L)).
D2 MapDistance(const Path& path, double s, bool wrapNegative = false) {
  size_t n = path.points.size();
  size_t segments = path.loop ? n : n - 1;
  double length = 0;
  for (size_t i = 0; i < segments; ++i) length += Len(D(path.points[(i + 1) % n]) - D(path.points[i]));
  if (path.loop) s = wrapNegative ? s - length * std::floor(s / length) : std::fmod(s, length);
  s = std::clamp(s, 0.0, length);
  size_t i = 0;
  double segLen = Len(D(path.points[1 % n]) - D(path.points[0]));
  while (i < segments - 1 && s > segLen) {
    s -= segLen;
    ++i;
    segLen = Len(D(path.points[(i + 1) % n]) - D(path.points[i]));
  }
  D2 a = D(path.points[i]), b = D(path.points[(i + 1) % n]);
  return a + Unit(b - a) * s;
}

RefPath OpenSteerFollowPath(const Agent& a, const Path& path, double radius, double T, int direction) {
  RefPath r;
  double offset = direction * T * Len(D(a.vel));
  D2 future = D(a.pos) + D(a.vel) * T, ignored;
  double distance, unused;
  MapPoint(path, D(a.pos), &ignored, &unused, &r.now, nullptr);
  MapPoint(path, future, &r.onPath, &distance, &r.future, &r.tieGap);
  r.outside = distance - radius;
  r.rightWay = offset > 0 ? r.now < r.future : r.now > r.future;
  r.steer = !(r.outside < 0 && r.rightWay);
  r.seekDistance = r.now + offset;
  r.target = MapDistance(path, r.seekDistance);
  for (size_t i = 0, n = path.points.size(); i < (path.loop ? n : n - 1); ++i)
    r.length += Len(D(path.points[(i + 1) % n]) - D(path.points[i]));
  return r;
}

Path RandomPath(Rng& rng) {
  Path p;
  int n = 2 + int(rng.Below(6));
  for (int k = 0; k < n; ++k) p.points.push_back({rng.Uniform(0, 400), rng.Uniform(0, 400)});
  // A loop of two points runs out and back on itself: every point is equally near both segments,
  // so its path distance is a tie by construction (path_test.cpp covers it). Loops get three.
  p.loop = n > 2 && rng.Below(2) == 1;
  return p;
}

}  // namespace

TEST(Reference, PathFollowingAgreesWithOpenSteerButAtALoopsSeamAndBeforeItsFirstPoint) {
  Rng rng = Rng::FromSeed(1007);
  const int n = 10000;
  int agree = 0, steering = 0, seam = 0, ties = 0, unexplained = 0, stayAgree = 0;
  int negativeWrap = 0, negativeWrapMoved = 0;  // departure 3: a loop's seek distance below 0
  double maxTarget = 0, maxOutside = 0, maxOnPath = 0, maxWrapMove = 0, maxWrapTarget = 0;
  for (int i = 0; i < n; ++i) {
    Path path = RandomPath(rng);
    Agent a = RandomAgent(rng, 0, 400, 150.0f, 0);
    PathFollowDef def{rng.Uniform(5, 50), rng.Uniform(0, 1), rng.Below(2) ? 1 : -1};
    if (i % 2) {  // near the spine, half the time (one draw per statement, as in RandomAgent)
      Vec2 on = PointAtDistance(path, rng.Uniform(0, PathLength(path)));
      Vec2 off = rng.UnitVector();
      a.pos = on + off * rng.Uniform(0, 60);
    }
    PathFollowResult ours = FollowPathway(a, path, def);
    RefPath ref = OpenSteerFollowPath(a, path, def.radius, def.predictTime, def.direction);
    maxOutside = std::max(maxOutside, std::fabs(double(ours.outside) - ref.outside));
    if (ref.tieGap > 1e-3) maxOnPath = std::max(maxOnPath, Len(D(ours.onPath) - ref.onPath));
    steering += ours.steering;
    bool nearTie = std::fabs(ref.outside) < 1e-3 || std::fabs(ref.future - ref.now) < 1e-2 || ref.tieGap < 1e-3;
    if (ours.steering == ref.steer) {
      ++agree;
      if (ours.steering && path.loop && ref.seekDistance < 0) {
        // OpenSteer's fmod keeps the sign and its clamp then seeks the loop's first point; the core
        // wraps the distance to the loop's end. The core's target must be exactly that wrap.
        ++negativeWrap;
        double moved = Len(D(ours.target) - ref.target);
        negativeWrapMoved += moved > 1e-2;
        maxWrapMove = std::max(maxWrapMove, moved);
        double wrapped = Len(D(ours.target) - MapDistance(path, ref.seekDistance, true));
        if (ref.tieGap > 1e-3) {  // as for maxTarget: a near tie may project onto either segment
          maxWrapTarget = std::max(maxWrapTarget, wrapped);
          if (wrapped >= 1e-2) ++unexplained;
        }
      } else if (ours.steering && ref.tieGap > 1e-3) {
        maxTarget = std::max(maxTarget, Len(D(ours.target) - ref.target));
      }
    } else if (path.loop && ours.rightWay != ref.rightWay && std::fabs(ref.future - ref.now) > 0.5 * ref.length) {
      ++seam;  // the raw path distances jump by the loop's length across its first point
    } else {
      nearTie ? ++ties : ++unexplained;
    }
    // steerToStayOnPath: inside, nothing; outside, seek the projection.
    PathFollowResult stay = StayOnPathway(a, path, def);
    bool refStay = !(ref.outside < 0);
    if (stay.steering == refStay && (!refStay || ref.tieGap <= 1e-3 || Len(D(stay.target) - ref.onPath) < 1e-2))
      ++stayAgree;
    else if (std::fabs(ref.outside) >= 1e-3 && ref.tieGap > 1e-3)
      ++unexplained;
  }
  char line[768];
  std::snprintf(line, sizeof line,
                "path following: %d inputs (%d steering), decision agrees with steerToFollowPath in %d, max target "
                "distance %.1e units, max |outside| difference %.1e, projections within %.1e; differ: loop seam %d, "
                "ties %d, unexplained %d; negative wrap (a loop's seek distance below 0, steering): %d inputs, the "
                "target moved in %d, by up to %.1f units, the wrapped target within %.1e; steerToStayOnPath agrees "
                "in %d",
                n, steering, agree, maxTarget, maxOutside, maxOnPath, seam, ties, unexplained, negativeWrap,
                negativeWrapMoved, maxWrapMove, maxWrapTarget, stayAgree);
  Report(line);
  EXPECT_EQ(unexplained, 0);
  EXPECT_GT(negativeWrapMoved, 0);  // the departure is exercised
  EXPECT_LT(maxWrapTarget, 1e-2);
  EXPECT_GT(agree, n * 95 / 100);
  EXPECT_GT(stayAgree, n * 99 / 100);
  EXPECT_LT(maxTarget, 1e-2);
  EXPECT_LT(maxOutside, 1e-2);
}

// [SECTION] wall following and flow fields (Reynolds 1999; Shiffman, The Nature of Code ch. 6)

TEST(Reference, WallFollowingAndFlowFieldFollowingAgreeWithTheirRules) {
  Rng rng = Rng::FromSeed(1008);
  const int n = 10000;
  double wall = 0, flow = 0;
  int flowEdge = 0;
  Rng fieldRng = Rng::FromSeed(7);
  FlowField field = MakeNoiseFlowField(1000, 700, {}, fieldRng);
  for (int i = 0; i < n; ++i) {
    std::vector<Wall> walls;
    int count = 1 + int(rng.Below(5));
    for (int k = 0; k < count; ++k) {
      Vec2 from{rng.Uniform(0, 1000), rng.Uniform(0, 700)};
      Vec2 to{rng.Uniform(0, 1000), rng.Uniform(0, 700)};
      walls.push_back(MakeWall(from, to));
    }
    Agent a = RandomAgent(rng, 0, 700, 150.0f, 0);
    WallFollowDef def{rng.Uniform(0, 80), rng.Uniform(0, 1)};
    // Predict P = pos + vel T; the wall point Q nearest P; seek Q + normal * offset.
    D2 P = D(a.pos) + D(a.vel) * double(def.lookAhead), Q;
    double best = 1e300;
    D2 normal;
    for (const Wall& w : walls) {
      D2 A = D(w.a), ab = D(w.b) - A;
      double t = std::clamp(Dot(P - A, ab) / Dot(ab, ab), 0.0, 1.0);
      D2 q = A + ab * t;
      if (Len(P - q) < best) best = Len(P - q), Q = q, normal = D(w.normal);
    }
    wall = std::max(wall, RelDiff(WallFollowing(a, walls, def).force, RefSeek(a, Q + normal * double(def.offset))));
    // Flow field: desired = field(pos + vel T) * maxSpeed, steering = desired - velocity. The cell
    // holding P = pos + vel T is found here, not by the core's lookup: column floor(P.x / cell), row
    // floor(P.y / cell), each clamped to the grid, the arrows stored row by row. A P within 1e-3
    // units of a cell's edge may fall in either cell (float against double): such inputs are
    // counted apart. T is this iteration's last draw, so skipping one changes no later input.
    float T = rng.Uniform(0, 1);
    D2 flowAt = D(a.pos) + D(a.vel) * double(T);
    double fx = flowAt.x / double(field.cell), fy = flowAt.y / double(field.cell);
    auto nearEdge = [&](double f) { return std::fabs(f - std::round(f)) * double(field.cell) < 1e-3; };
    if (nearEdge(fx) || nearEdge(fy)) {
      ++flowEdge;
      continue;
    }
    int col = int(std::clamp(std::floor(fx), 0.0, double(field.cols - 1)));
    int row = int(std::clamp(std::floor(fy), 0.0, double(field.rows - 1)));
    D2 refFlow = D(field.dirs[size_t(row * field.cols + col)]) * double(a.maxSpeed) - D(a.vel);
    flow = std::max(flow, RelDiff(FlowFieldFollowing(a, field, T).force, refFlow));
  }
  char line[512];
  std::snprintf(line, sizeof line,
                "wall following, flow-field following: %d inputs each, max relative difference %.1e, %.1e (flow: %d "
                "inputs on a cell's edge left out)",
                n, wall, flow, flowEdge);
  Report(line);
  EXPECT_LT(flowEdge, n / 100);
  EXPECT_LT(wall, 1e-3);
  EXPECT_LT(flow, 1e-3);
}
