#include "steer/flocking.h"

#include <algorithm>
#include <cstring>

#include "steer/seek.h"
#include "steer/simd4.h"
#include "steer/trig.h"

namespace steer {

FlockDef Validated(const FlockDef& def) {
  FlockDef v;
  v.radius = ClampFinite(def.radius, 1.0f, 1000.0f, 50.0f);
  v.fovDegrees = ClampFinite(def.fovDegrees, 0.0f, 360.0f, 270.0f);
  v.separation = ClampFinite(def.separation, 0.0f, 100.0f, 1.5f);
  v.alignment = ClampFinite(def.alignment, 0.0f, 100.0f, 1.0f);
  v.cohesion = ClampFinite(def.cohesion, 0.0f, 100.0f, 1.0f);
  return v;
}

float FovCos(float fovDegrees) {
  if (!(fovDegrees < 360.0f)) return -2.0f;  // all around, even straight behind
  if (!(fovDegrees > 0.0f)) return 2.0f;     // blind
  return Cos(0.5f * fovDegrees * kDegToRad);
}

bool IsNeighbor(const Agent& a, const Agent& b, float radius, float fovCos) {
  if (a.id == b.id) return false;
  Vec2 to = b.pos - a.pos;
  float d2 = LengthSq(to);
  if (d2 > radius * radius) return false;
  if (fovCos <= -1.0f) return true;
  if (d2 < kEpsilon * kEpsilon) return true;  // on top of us: seen, whatever the direction
  // dot(heading, to / |to|) >= fovCos, squared so that no square root is needed:
  //   fovCos >= 0: the dot must be >= 0 and dot^2 >= fovCos^2 |to|^2
  //   fovCos <  0: a dot >= 0 is always seen, a negative one needs dot^2 <= fovCos^2 |to|^2
  float dot = Dot(a.heading, to);
  float limit = (fovCos * fovCos) * d2;
  return fovCos >= 0.0f ? (dot >= 0.0f && dot * dot >= limit) : (dot >= 0.0f || dot * dot <= limit);
}

void NeighborsBruteForce(const std::vector<Agent>& agents, int i, float radius, float fovCos,
                         std::vector<int>& out) {
  out.clear();
  for (int j = 0; j < int(agents.size()); ++j)
    if (j != i && IsNeighbor(agents[i], agents[j], radius, fovCos)) out.push_back(j);
}

void NeighborsFromGrid(const std::vector<Agent>& agents, const NeighborGrid& grid, int i, float radius,
                       float fovCos, std::vector<int>& out) {
  out.clear();
  const Agent& a = agents[i];
  grid.ForEachCandidate(a.pos, [&](int j) {
    if (j != i && IsNeighbor(a, agents[j], radius, fovCos)) out.push_back(j);
  });
}

namespace {

using namespace simd4;

// A deterministic push direction for two agents on exactly the same spot, so that separation
// can pull them apart: a golden-angle direction from the id difference, opposite for the pair.
Vec2 CoincidentDirection(const Agent& a, const Agent& b) {
  int lo = a.id < b.id ? a.id : b.id;
  float angle = float(lo % 1024) * 2.39996323f;
  Vec2 d{Cos(angle), Sin(angle)};
  return a.id < b.id ? d : -d;
}

// Unit direction scaled by 1/d = away / d^2. Closer than kMinSeparation (flocking.h): a bounded
// push instead of 1/0.
Vec2 SeparationTerm(Vec2 away, float d2, const Agent& agent, const Agent& other) {
  if (d2 < kMinSeparation * kMinSeparation) return CoincidentDirection(agent, other) * (1.0f / kMinSeparation);
  return away * (1.0f / d2);
}

Vec2 SeparationTerm(const Agent& agent, const Agent& other) {
  Vec2 away = agent.pos - other.pos;
  return SeparationTerm(away, LengthSq(away), agent, other);
}

}  // namespace

Vec2 Separation(const Agent& agent, const std::vector<Agent>& agents, const std::vector<int>& neighbors) {
  Vec2 f;
  for (int j : neighbors) f += SeparationTerm(agent, agents[j]);
  return f;
}

Vec2 Alignment(const Agent& agent, const std::vector<Agent>& agents, const std::vector<int>& neighbors) {
  if (neighbors.empty()) return {};
  Vec2 sum;
  for (int j : neighbors) sum += agents[j].heading;
  return sum / float(neighbors.size()) - agent.heading;
}

Vec2 Cohesion(const Agent& agent, const std::vector<Agent>& agents, const std::vector<int>& neighbors) {
  if (neighbors.empty()) return {};
  Vec2 centre;
  for (int j : neighbors) centre += agents[j].pos;
  centre = centre / float(neighbors.size());
  // Buckland: "the magnitude of cohesion is usually much larger than separation or alignment
  // so it usually helps to normalize it."
  return Normalize(Seek(agent, centre));
}

Vec2 CohesionTowardsCentre(const Agent& agent, const std::vector<Agent>& agents, const std::vector<int>& neighbors) {
  if (neighbors.empty()) return {};
  Vec2 centre;
  for (int j : neighbors) centre += agents[j].pos;
  return Normalize(centre / float(neighbors.size()) - agent.pos);
}

FlockForces Flock(const Agent& agent, const std::vector<Agent>& agents, const std::vector<int>& neighbors) {
  FlockForces f;
  f.neighbors = int(neighbors.size());
  if (neighbors.empty()) return f;
  Vec2 headings, centre;
  for (int j : neighbors) {
    const Agent& o = agents[j];
    f.separation += SeparationTerm(agent, o);
    headings += o.heading;
    centre += o.pos;
  }
  float n = float(neighbors.size());
  f.alignment = headings / n - agent.heading;       // same operations as Alignment/Cohesion:
  f.cohesion = Normalize(Seek(agent, centre / n));  // the fused pass is bit-identical to them
  return f;
}

namespace {

// Spare slots after the last agent in FlockScratch's per-slot arrays: four lanes loaded from any
// slot up to the last agent's and one past it (an empty run at the end, see ListWithinReach)
// stay inside them.
constexpr size_t kSpare = 4;

enum class Cone { All, Ahead, Wide };  // fov 360; fov <= 180 (fovCos >= 0); between

// The four agents of one group (grid slots g .. g+3), a lane each, and their running sums.
struct Group {
  F4 px, py, ax, ay;
  F4 sepX, sepY, headX, headY, sumX, sumY;
  I4 count;  // neighbours (a true mask is -1: count -= seen counts up)
  I4 near;   // lanes that met a candidate closer than kMinSeparation (see FlockAll)
};

struct Consts {
  F4 r2, fov2, zero, one, close;
};

// Candidate m against the four lanes: IsNeighbor's test and Flock's sums, term for term, in the
// grid's order. A non-neighbour adds +0, which leaves a sum exactly as it was (a sum that starts
// at +0 is never -0 in round-to-nearest, and s + 0 == s for every other s). m may be one of the
// lanes themselves: `slots` holds each lane's slot, and that lane is masked off.
template <Cone kCone>
[[gnu::always_inline]] inline void Visit(Group& a, const Consts& c, const FlockScratch& s, int m, I4 slots) {
  F4 qx = Splat(s.x[size_t(m)]), qy = Splat(s.y[size_t(m)]);
  F4 awayX = a.px - qx, awayY = a.py - qy;  // exactly -(q - p): IsNeighbor's `to`, negated
  F4 d2 = awayX * awayX + awayY * awayY;
  I4 seen = d2 <= c.r2;
  if (kCone != Cone::All) {
    F4 back = a.ax * awayX + a.ay * awayY;  // exactly -dot(heading, to)
    F4 limit = c.fov2 * d2, dot2 = back * back;
    seen &= kCone == Cone::Ahead ? (back <= c.zero) & (dot2 >= limit) : (back <= c.zero) | (dot2 <= limit);
  }
  // Closer than kMinSeparation (IsNeighbor's "on top of us" and SeparationTerm's bounded push
  // live there): noted, and the group is recomputed exactly afterwards. Never within `radius`
  // otherwise than by being near, since radius >= 1.
  I4 self = slots == Splat(m);
  seen &= ~self;
  a.near |= (d2 < c.close) & ~self;
  F4 inv = c.one / d2;  // separation: away * (1 / d^2)
  a.sepX += Mask(seen, awayX * inv);
  a.sepY += Mask(seen, awayY * inv);
  a.headX += Mask(seen, Splat(s.hx[size_t(m)]));
  a.headY += Mask(seen, Splat(s.hy[size_t(m)]));
  a.sumX += Mask(seen, qx);
  a.sumY += Mask(seen, qy);
  a.count -= seen;
}

// Which lanes' slots to list for a subset of candidates: row b of kListed holds, in
// ascending order, the lanes whose bit is set in b; kCount[b] how many bits are set.
constexpr I4 kListed[16] = {{0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0},
                            {2, 0, 0, 0}, {0, 2, 0, 0}, {1, 2, 0, 0}, {0, 1, 2, 0},
                            {3, 0, 0, 0}, {0, 3, 0, 0}, {1, 3, 0, 0}, {0, 1, 3, 0},
                            {2, 3, 0, 0}, {0, 2, 3, 0}, {1, 2, 3, 0}, {0, 1, 2, 3}};
constexpr int kCount[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

// The group's four positions, each in every lane: the points ListWithinReach measures from.
struct Reach {
  F4 x[4], y[4];
  explicit Reach(const Group& a) {
    Lanes px(a.px), py(a.py);
    for (int l = 0; l < 4; ++l) {
      x[l] = Splat(px.v[l]);
      y[l] = Splat(py.v[l]);
    }
  }
};

// Lists at `out` the slots among m .. m+3 before `end` that lie within `radius` of at least one
// lane, in order; returns how many. The test is Visit's first one, the same d2 bit for bit, so
// a slot left out is one that Visit would find seen by no lane and near none: it would add +0
// to every sum. Four candidates at a time, one lane of the group per turn; `out` needs room for
// four slots.
[[gnu::always_inline]] inline int ListFour(const Reach& p, const Consts& c, const FlockScratch& s, int m,
                                           int end, int* out) {
  const I4 lane = {0, 1, 2, 3};
  F4 qx = Load(&s.x[size_t(m)]), qy = Load(&s.y[size_t(m)]);  // past end: later slots or spare
  I4 inRun = Splat(m) + lane < Splat(end);
  I4 within = Splat(0);
  for (int l = 0; l < 4; ++l) {
    F4 awayX = p.x[l] - qx, awayY = p.y[l] - qy;
    within |= awayX * awayX + awayY * awayY <= c.r2;
  }
  int bits = Bits(inRun & within);
  I4 slots = Splat(m) + kListed[bits];
  std::memcpy(out, &slots, sizeof slots);
  return kCount[bits];
}

// ListFour over the slots [begin, end). The first four are listed before the loop, which most
// runs then skip: a loop whose count varies from group to group costs a mispredicted branch at
// its end, and this saves one per run.
[[gnu::always_inline]] inline int ListWithinReach(const Reach& p, const Consts& c, const FlockScratch& s,
                                                  int begin, int end, int* out) {
  int listed = ListFour(p, c, s, begin, end, out);
  for (int m = begin + 4; m < end; m += 4) listed += ListFour(p, c, s, m, end, out + listed);
  return listed;
}

// Flock()'s finish for the four lanes: alignment = mean heading - heading, cohesion =
// Normalize(Seek(agent, centre of mass)), the same operations in the same order, lane by lane;
// no neighbours gives zero forces.
void Finish(const Group& a, F4 vx, F4 vy, F4 maxSpeed, F4 sep[2], F4 align[2], F4 coh[2]) {
  const F4 eps = Splat(kEpsilon);
  I4 has = a.count != Splat(0);
  F4 n = __builtin_convertvector(a.count, F4);  // exact: a count is far below 2^24
  sep[0] = a.sepX;
  sep[1] = a.sepY;
  align[0] = Mask(has, a.headX / n - a.ax);
  align[1] = Mask(has, a.headY / n - a.ay);
  F4 toX = a.sumX / n - a.px, toY = a.sumY / n - a.py;  // centre - pos
  F4 len = Sqrt(toX * toX + toY * toY);
  I4 ok = len > eps;  // Normalize: zero when too short
  F4 seekX = Mask(ok, toX / len) * maxSpeed - vx, seekY = Mask(ok, toY / len) * maxSpeed - vy;
  F4 seekLen = Sqrt(seekX * seekX + seekY * seekY);
  I4 ok2 = has & (seekLen > eps);
  coh[0] = Mask(ok2, seekX / seekLen);
  coh[1] = Mask(ok2, seekY / seekLen);
}

// Every group of four agents (see FlockAll), with the cone test chosen at compile time.
template <Cone kCone>
void ScanGroups(const NeighborGrid& grid, float radius, float fovCos,
                int exclude, FlockScratch& s, std::vector<FlockForces>& out) {
  const Consts c{Splat(radius * radius), Splat(fovCos * fovCos), Splat(0.0f), Splat(1.0f),
                 Splat(kMinSeparation * kMinSeparation)};
  const I4 lane = {0, 1, 2, 3};
  int cols = grid.cols();
  for (int cy = 0; cy < grid.rows(); ++cy) {
    int rowEnd = grid.cellBegin((cy + 1) * cols);
    // Four consecutive agents of this row of cells share one block of candidates: the cells
    // from left of the first one's to right of the last one's, in the rows above, at and below.
    for (int g = grid.cellBegin(cy * cols); g < rowEnd; g += 4) {
      int lanes = rowEnd - g < 4 ? rowEnd - g : 4;  // spare lanes hold the next agents
      int x0 = s.cellX[size_t(g)] > 0 ? s.cellX[size_t(g)] - 1 : 0;
      int x1 = s.cellX[size_t(g + lanes - 1)] + 1 < cols ? s.cellX[size_t(g + lanes - 1)] + 1 : cols - 1;
      Group a;
      a.px = Load(&s.x[size_t(g)]);
      a.py = Load(&s.y[size_t(g)]);
      a.ax = Load(&s.hx[size_t(g)]);
      a.ay = Load(&s.hy[size_t(g)]);
      a.sepX = a.sepY = a.headX = a.headY = a.sumX = a.sumY = c.zero;
      a.count = a.near = Splat(0);
      // The block's slots within reach of a lane, listed in the grid's order, then visited: in
      // the flock demo about half the block (7.9 of 16.2 other slots per group at 50,000
      // boids), the rest being too far from every lane. The group's own slots are among them.
      const Reach p(a);
      int* list = s.block.data();
      int listed = 0;
      for (int ry = cy > 0 ? cy - 1 : 0; ry <= cy + 1 && ry < grid.rows(); ++ry) {
        int begin = grid.cellBegin(ry * cols + x0), end = grid.cellBegin(ry * cols + x1 + 1);
        listed += ListWithinReach(p, c, s, begin, end, list + listed);
      }
      for (int k = 0; k < listed; ++k) Visit<kCone>(a, c, s, list[k], lane + Splat(g));
      F4 sep[2], align[2], coh[2];
      Finish(a, Load(&s.vx[size_t(g)]), Load(&s.vy[size_t(g)]), Load(&s.maxSpeed[size_t(g)]), sep, align, coh);
      Lanes sx(sep[0]), sy(sep[1]), alx(align[0]), aly(align[1]), cx(coh[0]), cyy(coh[1]);
      int count[4], near[4];
      std::memcpy(count, &a.count, sizeof count);
      std::memcpy(near, &a.near, sizeof near);
      for (int l = 0; l < lanes; ++l) {
        int i = s.id[size_t(g + l)];
        if (near[l] || i == exclude) {
          s.redo.push_back(i);  // computed exactly, one by one, at the end
          continue;
        }
        FlockForces& f = out[size_t(i)];
        f.separation = {sx.v[l], sy.v[l]};
        f.alignment = {alx.v[l], aly.v[l]};
        f.cohesion = {cx.v[l], cyy.v[l]};
        f.neighbors = count[l];
      }
    }
  }
}

// Flock() for agent i over neighbours `nb` (found by the caller), without `exclude`.
FlockForces FlockWithout(const std::vector<Agent>& agents, int i, int exclude, std::vector<int>& nb) {
  for (size_t k = 0; k < nb.size(); ++k)
    if (nb[k] == exclude) nb.erase(nb.begin() + long(k));
  return Flock(agents[size_t(i)], agents, nb);
}

}  // namespace

void FlockAll(const std::vector<Agent>& agents, const NeighborGrid& grid, float radius, float fovCos,
              int exclude, FlockScratch& s, std::vector<FlockForces>& out) {
  static_assert(kEpsilon < kMinSeparation, "IsNeighbor's 'on top of us' lies within the near distance");
  int n = int(agents.size());
  out.resize(size_t(n));
  if (grid.size() != n || !(grid.cellSize() >= radius) || !(radius >= 1.0f)) {
    for (int i = 0; i < n; ++i) {
      NeighborsBruteForce(agents, i, radius, fovCos, s.nb);
      out[size_t(i)] = FlockWithout(agents, i, exclude, s.nb);
    }
    return;
  }
  // Gather: the agents in the grid's order, as flat arrays (kSpare spare slots at the end, so
  // that four lanes can be loaded from any slot). The left-out agent sits at infinity, where it
  // is nobody's neighbour.
  for (std::vector<float>* v : {&s.x, &s.y, &s.hx, &s.hy, &s.vx, &s.vy, &s.maxSpeed})
    v->resize(size_t(n) + kSpare, 0.0f);
  s.id.resize(size_t(n));
  s.cellX.resize(size_t(n) + 1);
  s.block.resize(size_t(n) + 4);  // a block lists each slot at most once; ListFour writes four
  for (int k = 0; k < n; ++k) {
    int i = grid.item(k);
    const Agent& a = agents[size_t(i)];
    bool leftOut = i == exclude;
    s.x[size_t(k)] = leftOut ? INFINITY : a.pos.x;
    s.y[size_t(k)] = leftOut ? INFINITY : a.pos.y;
    s.hx[size_t(k)] = a.heading.x;
    s.hy[size_t(k)] = a.heading.y;
    s.vx[size_t(k)] = a.vel.x;
    s.vy[size_t(k)] = a.vel.y;
    s.maxSpeed[size_t(k)] = a.maxSpeed;
    s.id[size_t(k)] = i;
  }
  // Each slot's column: a running sum over the slots that steps by +1 where a cell begins and
  // back to 0 where a row begins (a loop over each cell's slots would mispredict its end at
  // almost every cell: most hold 0, 1 or 2 agents). Empty cells step where the next one begins.
  std::fill(s.cellX.begin(), s.cellX.end(), 0);
  for (int cy = 0, cell = 0; cy < grid.rows(); ++cy)
    for (int cx = 0; cx < grid.cols(); ++cx, ++cell)
      s.cellX[size_t(grid.cellBegin(cell))] += cx > 0 ? 1 : (cy > 0 ? 1 - grid.cols() : 0);
  for (int k = 0, column = 0; k < n; ++k) {
    column += s.cellX[size_t(k)];
    s.cellX[size_t(k)] = column;
  }
  // Scan: every group, in SIMD lanes.
  s.redo.clear();
  if (fovCos <= -1.0f)
    ScanGroups<Cone::All>(grid, radius, fovCos, exclude, s, out);
  else if (fovCos >= 0.0f)
    ScanGroups<Cone::Ahead>(grid, radius, fovCos, exclude, s, out);
  else
    ScanGroups<Cone::Wide>(grid, radius, fovCos, exclude, s, out);
  // The rare agents with a neighbour closer than kMinSeparation (where IsNeighbor's and
  // SeparationTerm's special cases apply), and the left-out agent: one by one, exactly.
  for (int i : s.redo) {
    NeighborsFromGrid(agents, grid, i, radius, fovCos, s.nb);
    out[size_t(i)] = FlockWithout(agents, i, exclude, s.nb);
  }
}

float Polarization(const std::vector<Agent>& agents) {
  if (agents.empty()) return 0.0f;
  Vec2 sum;
  for (const Agent& a : agents) sum += a.heading;
  return Length(sum) / float(agents.size());
}

float LocalPolarization(const std::vector<Agent>& agents, const NeighborGrid& grid, float radius) {
  if (agents.empty()) return 0.0f;
  float total = 0.0f;
  float r2 = radius * radius;
  for (const Agent& a : agents) {
    Vec2 sum;
    int count = 0;
    grid.ForEachCandidate(a.pos, [&](int j) {
      if (DistanceSq(a.pos, agents[j].pos) <= r2) {
        sum += agents[j].heading;
        ++count;
      }
    });
    total += count > 0 ? Length(sum) / float(count) : 1.0f;
  }
  return total / float(agents.size());
}

float Spread(const std::vector<Agent>& agents) {
  if (agents.empty()) return 0.0f;
  Vec2 centre;
  for (const Agent& a : agents) centre += a.pos;
  centre = centre / float(agents.size());
  float sum = 0.0f;
  for (const Agent& a : agents) sum += DistanceSq(a.pos, centre);
  return std::sqrt(sum / float(agents.size()));
}

}  // namespace steer
