#include "steer/boids.h"

#include <cstddef>

#include "steer/combine.h"
#include "steer/simd4.h"

namespace steer {

namespace {

using namespace simd4;

// One boid, with the behaviours' own functions: the reference, and the path for agents the
// batched code does not cover (a turn-rate limit, the last few agents).
void SteerOne(Agent& a, const FlockForces& f, const BoidRules& r, const WanderDef& wd, Rng& rng, float dt) {
  Vec2 wander = Wander(a, wd, rng, dt).force;
  WeightedForce forces[4] = {{f.separation, r.separation, 1.0f},
                             {f.alignment, r.alignment, 1.0f},
                             {f.cohesion, r.cohesion, 1.0f},
                             {wander, r.wander, 1.0f}};
  Integrate(a, Combine(Combination::WeightedSum, forces, 4, a.maxForce, rng), dt);
}

// The fields the batched code reads and writes, as four consecutive floats each.
static_assert(offsetof(Agent, vel) == offsetof(Agent, pos) + 8, "pos, vel adjacent");
static_assert(offsetof(Agent, side) == offsetof(Agent, heading) + 8, "heading, side adjacent");
static_assert(offsetof(Agent, maxSpeed) == offsetof(Agent, mass) + 4 &&
                  offsetof(Agent, maxForce) == offsetof(Agent, mass) + 8 &&
                  offsetof(Agent, maxTurnRate) == offsetof(Agent, mass) + 12,
              "mass, maxSpeed, maxForce, maxTurnRate adjacent");
static_assert(offsetof(Agent, wanderTarget) == offsetof(Agent, force) + 8, "force, wanderTarget adjacent");
static_assert(offsetof(FlockForces, separation) == 0 && offsetof(FlockForces, alignment) == 8, "separation, alignment first");

// Four floats from each of four agents at byte offset `at`, as four lane vectors.
void Gather(const Agent* a, size_t at, F4 out[4]) {
  for (int l = 0; l < 4; ++l) out[l] = Load(reinterpret_cast<const float*>(reinterpret_cast<const char*>(&a[l]) + at));
  Transpose(out);
}
void Scatter(Agent* a, size_t at, F4 in[4]) {
  Transpose(in);
  for (int l = 0; l < 4; ++l) Store(reinterpret_cast<float*>(reinterpret_cast<char*>(&a[l]) + at), in[l]);
}

// Truncate(v, max), lane by lane.
void Truncate4(F4& x, F4& y, F4 max) {
  F4 lenSq = x * x + y * y;
  I4 keep = lenSq <= max * max;
  F4 scale = max / Sqrt(lenSq);
  I4 positive = max > Splat(0.0f);
  x = Mask(positive, Select(keep, x, x * scale));
  y = Mask(positive, Select(keep, y, y * scale));
}

// Four boids a[0..3], none with a turn-rate limit: Wander, the weighted sum and Integrate, each
// operation the one the scalar functions perform, in the same order.
void SteerFour(Agent* a, const FlockForces* f, const BoidRules& r, const WanderDef& wd, Rng& rng, float dt) {
  F4 pv[4], hs[4], lim[4], fw[4], draw[4];
  Gather(a, offsetof(Agent, pos), pv);       // pos.x pos.y vel.x vel.y
  Gather(a, offsetof(Agent, heading), hs);   // heading.x heading.y side.x side.y
  Gather(a, offsetof(Agent, mass), lim);     // mass maxSpeed maxForce maxTurnRate
  Gather(a, offsetof(Agent, force), fw);     // force.x force.y wanderTarget.x wanderTarget.y
  for (int l = 0; l < 4; ++l) {              // the Rng in agent order: four draws each
    float d[4];
    rng.NextFloats4(d);
    draw[l] = Load(d);
  }
  Transpose(draw);
  const F4 zero = Splat(0.0f), dtv = Splat(dt);
  // Wander: nudge the target, back onto the circle (straight ahead if it collapsed), project.
  F4 jitter = Splat(wd.jitter * dt);
  F4 tx = fw[2] + (draw[0] - draw[1]) * jitter, ty = fw[3] + (draw[2] - draw[3]) * jitter;
  F4 len = Sqrt(tx * tx + ty * ty);
  I4 ok = len > Splat(kEpsilon);
  F4 radius = Splat(wd.radius);
  F4 wtx = Select(ok, tx / len, Splat(1.0f)) * radius, wty = Mask(ok, ty / len) * radius;
  F4 lx = wtx + Splat(wd.distance), ly = wty + zero;
  F4 wanderX = ((pv[0] + hs[0] * lx) + hs[2] * ly) - pv[0];
  F4 wanderY = ((pv[1] + hs[1] * lx) + hs[3] * ly) - pv[1];
  // Combine, weighted sum: 0 + sep w + align w + coh w + wander w, truncated to maxForce.
  F4 fa[4], fb[4];
  for (int l = 0; l < 4; ++l) {
    fa[l] = Load(reinterpret_cast<const float*>(&f[l]));  // separation, alignment: four adjacent floats
    fb[l] = F4{f[l].cohesion.x, f[l].cohesion.y, 0.0f, 0.0f};
  }
  Transpose(fa);  // sep.x sep.y align.x align.y
  Transpose(fb);  // coh.x coh.y - -
  F4 fx = zero + fa[0] * Splat(r.separation), fy = zero + fa[1] * Splat(r.separation);
  fx += fa[2] * Splat(r.alignment);
  fy += fa[3] * Splat(r.alignment);
  fx += fb[0] * Splat(r.cohesion);
  fy += fb[1] * Splat(r.cohesion);
  fx += wanderX * Splat(r.wander);
  fy += wanderY * Splat(r.wander);
  F4 maxForce = lim[2];
  Truncate4(fx, fy, maxForce);
  // Integrate.
  I4 finite = IsFinite(fx) & IsFinite(fy);
  fx = Mask(finite, fx);
  fy = Mask(finite, fy);
  Truncate4(fx, fy, maxForce);
  F4 vx = pv[2] + (fx / lim[0]) * dtv, vy = pv[3] + (fy / lim[0]) * dtv;
  Truncate4(vx, vy, lim[1]);
  finite = IsFinite(vx) & IsFinite(vy);
  vx = Mask(finite, vx);
  vy = Mask(finite, vy);
  F4 px = pv[0] + vx * dtv, py = pv[1] + vy * dtv;
  finite = IsFinite(px) & IsFinite(py);
  px = Select(finite, px, pv[0]);
  py = Select(finite, py, pv[1]);
  F4 speedSq = vx * vx + vy * vy;
  I4 turn = speedSq > Splat(kMinSpeedForHeading * kMinSpeedForHeading);
  F4 speed = Sqrt(speedSq);
  F4 hx = Select(turn, vx / speed, hs[0]), hy = Select(turn, vy / speed, hs[1]);
  F4 sx = Select(turn, -hy, hs[2]), sy = Select(turn, hx, hs[3]);
  F4 outPv[4] = {px, py, vx, vy}, outHs[4] = {hx, hy, sx, sy}, outFw[4] = {fx, fy, wtx, wty};
  Scatter(a, offsetof(Agent, pos), outPv);
  Scatter(a, offsetof(Agent, heading), outHs);
  Scatter(a, offsetof(Agent, force), outFw);
}

void Neighbours(World& world, const BoidRules& rules, BoidScratch& s) {
  world.def.neighborRadius = rules.radius;
  GatherNeighbors(world);
  FlockAll(world.agents, world.grid, rules.radius, rules.fovCos, -1, s.flock, s.forces);
}

}  // namespace

void StepBoids(World& world, const BoidRules& rules, BoidScratch& s) {
  Neighbours(world, rules, s);
  WanderDef wd = Validated(rules.wanderDef);
  float dt = world.def.dt;
  int n = int(world.agents.size()), i = 0;
  Agent* a = world.agents.data();
  for (; i + 4 <= n; i += 4) {
    if (a[i].maxTurnRate > 0.0f || a[i + 1].maxTurnRate > 0.0f || a[i + 2].maxTurnRate > 0.0f ||
        a[i + 3].maxTurnRate > 0.0f) {
      for (int l = 0; l < 4; ++l) SteerOne(a[i + l], s.forces[size_t(i + l)], rules, wd, world.rng, dt);
      continue;
    }
    SteerFour(a + i, &s.forces[size_t(i)], rules, wd, world.rng, dt);
  }
  for (; i < n; ++i) SteerOne(a[i], s.forces[size_t(i)], rules, wd, world.rng, dt);
  ApplyEdges(world);
  ++world.frame;
}

void StepBoidsOneByOne(World& world, const BoidRules& rules, BoidScratch& s) {
  Neighbours(world, rules, s);
  WanderDef wd = Validated(rules.wanderDef);
  for (size_t i = 0; i < world.agents.size(); ++i)
    SteerOne(world.agents[i], s.forces[i], rules, wd, world.rng, world.def.dt);
  ApplyEdges(world);
  ++world.frame;
}

}  // namespace steer
