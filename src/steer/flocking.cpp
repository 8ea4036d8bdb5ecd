#include "steer/flocking.h"

#include <cstring>
#if defined(__SSE2__) && !defined(__wasm__)
#include <emmintrin.h>
#endif

#include "steer/seek.h"
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

// Four lanes of float / int: GCC and clang vector types, compiled to SSE natively and to SIMD128
// in wasm (-msimd128). Every operation is lane-wise IEEE arithmetic, so a lane computes exactly
// what the same scalar code computes, on every target.
typedef float F4 __attribute__((vector_size(16)));
typedef int I4 __attribute__((vector_size(16)));

inline F4 Splat(float v) { return F4{v, v, v, v}; }
inline I4 Splat(int v) { return I4{v, v, v, v}; }
inline F4 Select(I4 mask, F4 a, F4 b) { return F4((mask & I4(a)) | (~mask & I4(b))); }
inline F4 Mask(I4 mask, F4 a) { return F4(mask & I4(a)); }  // a where mask, else +0
inline bool Any(I4 mask) {
#if defined(__wasm_simd128__)
  typedef signed char I8x16 __attribute__((vector_size(16)));
  return __builtin_wasm_any_true_v128(I8x16(mask));
#elif defined(__SSE2__)
  return _mm_movemask_ps(_mm_castsi128_ps(__m128i(mask))) != 0;
#else
  return (mask[0] | mask[1] | mask[2] | mask[3]) != 0;
#endif
}
inline F4 Load(const float* p) {  // four consecutive floats, any alignment
  F4 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
// The lanes as a plain array, for the rare lane-by-lane work (indexing a vector by a variable
// would keep it in memory all along).
struct Lanes {
  explicit Lanes(F4 f) { std::memcpy(v, &f, sizeof v); }
  float v[4];
};

// A deterministic push direction for two agents on exactly the same spot, so that separation
// can pull them apart: a golden-angle direction from the id difference, opposite for the pair.
Vec2 CoincidentDirection(const Agent& a, const Agent& b) {
  int lo = a.id < b.id ? a.id : b.id;
  float angle = float(lo % 1024) * 2.39996323f;
  Vec2 d{Cos(angle), Sin(angle)};
  return a.id < b.id ? d : -d;
}

// Unit direction scaled by 1/d = away / d^2. Closer than 1e-3: a bounded push instead of 1/0.
constexpr float kMinSeparation = 1e-3f;

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

enum class Cone { All, Ahead, Wide };  // fov 360; fov <= 180 (fovCos >= 0); between

// The neighbour scan for every group of four agents (see FlockAll), with the cone test chosen
// at compile time. Each lane runs IsNeighbor's test and Flock's sums, term for term, in the
// grid's order; a non-neighbour adds +0, which leaves a sum exactly as it was (a sum that starts
// at +0 is never -0 in round-to-nearest, and s + 0 == s for every other s).
template <Cone kCone>
void ScanGroups(const std::vector<Agent>& agents, const NeighborGrid& grid, float radius, float fovCos,
                int exclude, const FlockScratch& s, std::vector<FlockForces>& out) {
  const float* x = s.x.data();
  const float* y = s.y.data();
  const float* hx = s.hx.data();
  const float* hy = s.hy.data();
  const int* id = s.id.data();
  const int* cellX = s.cellX.data();
  const F4 r2 = Splat(radius * radius), fov2 = Splat(fovCos * fovCos), zero = Splat(0.0f), one = Splat(1.0f);
  const F4 tiny = Splat(kEpsilon * kEpsilon), close = Splat(kMinSeparation * kMinSeparation);
  const I4 lane = {0, 1, 2, 3};
  int cols = grid.cols();
  for (int cy = 0; cy < grid.rows(); ++cy) {
    int rowEnd = grid.cellBegin((cy + 1) * cols);
    // Four consecutive agents of this row of cells share one block of candidates: the cells
    // from left of the first one's to right of the last one's, in the rows above, at and below.
    for (int g = grid.cellBegin(cy * cols); g < rowEnd; g += 4) {
      int lanes = rowEnd - g < 4 ? rowEnd - g : 4;  // spare lanes hold the next agents
      int begin[3], end[3], runs = 0;
      int x0 = cellX[g] > 0 ? cellX[g] - 1 : 0, x1 = cellX[g + lanes - 1] + 1 < cols ? cellX[g + lanes - 1] + 1 : cols - 1;
      for (int ry = cy > 0 ? cy - 1 : 0; ry <= cy + 1 && ry < grid.rows(); ++ry, ++runs) {
        begin[runs] = grid.cellBegin(ry * cols + x0);
        end[runs] = grid.cellBegin(ry * cols + x1 + 1);
      }
      F4 px = Load(x + g), py = Load(y + g), ax = Load(hx + g), ay = Load(hy + g);
      I4 self = Splat(g) + lane;
      F4 sepX = zero, sepY = zero, headX = zero, headY = zero, sumX = zero, sumY = zero;
      I4 count = Splat(0);
      for (int r = 0; r < runs; ++r) {
        for (int m = begin[r]; m < end[r]; ++m) {
          if (id[m] == exclude) continue;
          F4 qx = Splat(x[m]), qy = Splat(y[m]);
          F4 awayX = px - qx, awayY = py - qy;  // exactly -(q - p): IsNeighbor's `to`, negated
          F4 d2 = awayX * awayX + awayY * awayY;
          I4 seen = (d2 <= r2) & (self != Splat(m));
          if (kCone != Cone::All) {
            F4 back = ax * awayX + ay * awayY;  // exactly -dot(heading, to)
            F4 limit = fov2 * d2, dot2 = back * back;
            I4 cone = kCone == Cone::Ahead ? (back <= zero) & (dot2 >= limit) : (back <= zero) | (dot2 <= limit);
            seen &= (d2 < tiny) | cone;
          }
          // Separation: away * (1 / d^2); SeparationTerm's bounded push when closer than
          // kMinSeparation (rare: lane by lane).
          I4 near = d2 < close;
          F4 inv = one / Select(near, one, d2);
          F4 termX = awayX * inv, termY = awayY * inv;
          if (Any(seen & near)) {
            Lanes tx(termX), ty(termY), lx(awayX), ly(awayY), ld2(d2);
            int flag[4];
            I4 both = seen & near;
            std::memcpy(flag, &both, sizeof flag);
            for (int l = 0; l < lanes; ++l) {
              if (!flag[l]) continue;
              Vec2 t = SeparationTerm({lx.v[l], ly.v[l]}, ld2.v[l], agents[size_t(id[g + l])], agents[size_t(id[m])]);
              tx.v[l] = t.x;
              ty.v[l] = t.y;
            }
            termX = Load(tx.v);
            termY = Load(ty.v);
          }
          sepX += Mask(seen, termX);
          sepY += Mask(seen, termY);
          headX += Mask(seen, Splat(hx[m]));
          headY += Mask(seen, Splat(hy[m]));
          sumX += Mask(seen, qx);
          sumY += Mask(seen, qy);
          count -= seen;  // true is -1
        }
      }
      // The sums for now; FlockAll's finish turns them into forces.
      Lanes lsx(sepX), lsy(sepY), lhx(headX), lhy(headY), lcx(sumX), lcy(sumY);
      int lcount[4];
      std::memcpy(lcount, &count, sizeof lcount);
      for (int l = 0; l < lanes; ++l) {
        FlockForces& f = out[size_t(id[g + l])];
        f.separation = {lsx.v[l], lsy.v[l]};
        f.alignment = {lhx.v[l], lhy.v[l]};
        f.cohesion = {lcx.v[l], lcy.v[l]};
        f.neighbors = lcount[l];
      }
    }
  }
}

}  // namespace

void FlockAll(const std::vector<Agent>& agents, const NeighborGrid& grid, float radius, float fovCos,
              int exclude, FlockScratch& s, std::vector<FlockForces>& out) {
  int n = int(agents.size());
  out.resize(size_t(n));
  if (grid.size() != n || !(grid.cellSize() >= radius)) {
    std::vector<int> nb;
    for (int i = 0; i < n; ++i) {
      NeighborsBruteForce(agents, i, radius, fovCos, nb);
      for (size_t k = 0; k < nb.size(); ++k)
        if (nb[k] == exclude) nb.erase(nb.begin() + long(k));
      out[size_t(i)] = Flock(agents[size_t(i)], agents, nb);
    }
    return;
  }
  // Gather: the agents in the grid's order, as flat arrays (3 spare slots at the end, so the
  // last group of four lanes can load whole vectors), and the column of each one's cell.
  for (std::vector<float>* v : {&s.x, &s.y, &s.hx, &s.hy}) v->resize(size_t(n) + 3, 0.0f);
  s.id.resize(size_t(n));
  s.cellX.resize(size_t(n));
  for (int k = 0; k < n; ++k) {
    const Agent& a = agents[size_t(grid.item(k))];
    s.x[k] = a.pos.x;
    s.y[k] = a.pos.y;
    s.hx[k] = a.heading.x;
    s.hy[k] = a.heading.y;
    s.id[k] = grid.item(k);
  }
  for (int c = 0, cells = grid.cols() * grid.rows(); c < cells; ++c)
    for (int k = grid.cellBegin(c); k < grid.cellBegin(c + 1); ++k) s.cellX[k] = c % grid.cols();
  // Scan.
  if (fovCos <= -1.0f)
    ScanGroups<Cone::All>(agents, grid, radius, fovCos, exclude, s, out);
  else if (fovCos >= 0.0f)
    ScanGroups<Cone::Ahead>(agents, grid, radius, fovCos, exclude, s, out);
  else
    ScanGroups<Cone::Wide>(agents, grid, radius, fovCos, exclude, s, out);
  // Finish, agent by agent in index order (reading each agent once, in memory order).
  for (int i = 0; i < n; ++i) {
    FlockForces& f = out[size_t(i)];
    if (f.neighbors == 0) continue;
    const Agent& agent = agents[size_t(i)];
    float cnt = float(f.neighbors);
    f.alignment = f.alignment / cnt - agent.heading;
    f.cohesion = Normalize(Seek(agent, f.cohesion / cnt));
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
