#include "steer/world.h"

#include <cmath>
#include <cstring>

namespace steer {

WorldDef Validated(const WorldDef& def) {
  WorldDef v = def;
  v.width = ClampFinite(def.width, 10.0f, 1000000.0f, 1000.0f);
  v.height = ClampFinite(def.height, 10.0f, 1000000.0f, 700.0f);
  v.dt = ClampFinite(def.dt, 1e-4f, 1.0f, 1.0f / 60.0f);
  v.neighborRadius = ClampFinite(def.neighborRadius, 0.0f, 100000.0f, 0.0f);
  if (int(def.edges) < 0 || int(def.edges) > 2) v.edges = Edges::Wrap;
  if (int(def.combination) < 0 || int(def.combination) > 2) v.combination = Combination::WeightedSum;
  return v;
}

World MakeWorld(const WorldDef& def) {
  World w;
  w.def = Validated(def);
  w.rng = Rng::FromSeed(w.def.seed);
  return w;
}

int AddAgent(World& world, const AgentDef& def) {
  int id = int(world.agents.size());
  world.agents.push_back(MakeAgent(def, id));
  return id;
}

void GatherNeighbors(World& world) {
  if (!(world.def.neighborRadius > 0.0f)) return;
  int n = int(world.agents.size());
  const Vec2* first = n > 0 ? &world.agents[0].pos : nullptr;
  world.grid.Build(first, sizeof(Agent), n, world.def.neighborRadius, {0.0f, 0.0f},
                   {world.def.width, world.def.height});
}

void IntegrateAll(World& world) {
  float dt = world.def.dt;
  for (size_t i = 0; i < world.agents.size(); ++i) Integrate(world.agents[i], world.forces[i], dt);
}

namespace {

// x into [0, size): exact (fmod is exact in IEEE), so identical natively and in wasm.
float WrapInto(float x, float size) {
  if (x >= 0.0f && x < size) return x;
  float r = std::fmod(x, size);
  if (r < 0.0f) r += size;
  if (!(r < size)) r = 0.0f;  // -tiny + size rounds up to size
  return r;
}

// Reflects a coordinate into [0, size] and flips its velocity when it was outside.
void BounceAxis(float& x, float& v, float size) {
  if (x < 0.0f) {
    x = -x;
    if (v < 0.0f) v = -v;
  } else if (x > size) {
    x = size - (x - size);
    if (v > 0.0f) v = -v;
  }
  if (!(x >= 0.0f && x <= size)) x = WrapInto(x, size);  // farther out than one world width
}

}  // namespace

void ApplyEdges(World& world) {
  float w = world.def.width, h = world.def.height;
  switch (world.def.edges) {
    case Edges::Wrap:
      for (Agent& a : world.agents) {
        a.pos.x = WrapInto(a.pos.x, w);
        a.pos.y = WrapInto(a.pos.y, h);
      }
      break;
    case Edges::Bounce:
      for (Agent& a : world.agents) {
        Vec2 before = a.vel;
        BounceAxis(a.pos.x, a.vel.x, w);
        BounceAxis(a.pos.y, a.vel.y, h);
        if (a.vel != before && LengthSq(a.vel) > kMinSpeedForHeading * kMinSpeedForHeading) {
          a.heading = Normalize(a.vel);
          a.side = Perp(a.heading);
        }
      }
      break;
    case Edges::None:
      break;
  }
}

namespace {

struct Fnv {
  uint64_t h = 1469598103934665603ULL;
  void Bytes(const void* p, size_t n) {
    const unsigned char* b = static_cast<const unsigned char*>(p);
    for (size_t i = 0; i < n; ++i) {
      h ^= b[i];
      h *= 1099511628211ULL;
    }
  }
  void F(float f) {
    if (f == 0.0f) f = 0.0f;  // -0 and +0 hash alike
    uint32_t u;
    std::memcpy(&u, &f, 4);
    Bytes(&u, 4);
  }
  void V(Vec2 v) {
    F(v.x);
    F(v.y);
  }
  void I(int64_t i) { Bytes(&i, 8); }
};

}  // namespace

uint64_t StateHash(const World& world) {
  Fnv f;
  f.I(world.frame);
  f.I(int64_t(world.rng.state));
  f.I(int64_t(world.agents.size()));
  for (const Agent& a : world.agents) {
    f.I(a.id);
    f.I(int(a.role));
    f.V(a.pos);
    f.V(a.vel);
    f.V(a.heading);
    f.V(a.wanderTarget);
    f.I(a.waypoint);
  }
  return f.h;
}

bool StateIsSane(const World& world) {
  for (const Agent& a : world.agents) {
    if (!IsFinite(a.pos) || !IsFinite(a.vel) || !IsFinite(a.heading) || !IsFinite(a.force) ||
        !IsFinite(a.wanderTarget))
      return false;
    if (Length(a.vel) > a.maxSpeed * (1.0f + 1e-5f) + 1e-6f) return false;
  }
  return true;
}

}  // namespace steer
