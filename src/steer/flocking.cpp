#include "steer/flocking.h"

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
  // dot(heading, to / |to|) >= fovCos, without the division.
  return Dot(a.heading, to) >= fovCos * std::sqrt(d2);
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
  // Candidates arrive cell by cell; sort so the summation order (and so every bit of the
  // result) matches the brute-force reference. Insertion sort: lists are short and nearly sorted.
  for (size_t k = 1; k < out.size(); ++k) {
    int v = out[k];
    size_t m = k;
    for (; m > 0 && out[m - 1] > v; --m) out[m] = out[m - 1];
    out[m] = v;
  }
}

namespace {

// A deterministic push direction for two agents on exactly the same spot, so that separation
// can pull them apart: a golden-angle direction from the id difference, opposite for the pair.
Vec2 CoincidentDirection(const Agent& a, const Agent& b) {
  int lo = a.id < b.id ? a.id : b.id;
  float angle = float(lo % 1024) * 2.39996323f;
  Vec2 d{Cos(angle), Sin(angle)};
  return a.id < b.id ? d : -d;
}

Vec2 SeparationTerm(const Agent& agent, const Agent& other) {
  Vec2 away = agent.pos - other.pos;
  float d = Length(away);
  // Unit direction scaled by 1/d = away / d^2. Closer than 1e-3: a bounded push instead of 1/0.
  constexpr float kMinDistance = 1e-3f;
  if (d < kMinDistance) return CoincidentDirection(agent, other) * (1.0f / kMinDistance);
  return away / (d * d);
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
