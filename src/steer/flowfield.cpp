#include "steer/flowfield.h"

#include <cmath>

#include "steer/trig.h"

namespace steer {

int FlowField::CellAt(Vec2 p) const {
  if (cols <= 0 || rows <= 0 || int(dirs.size()) != cols * rows) return -1;
  // Outside the grid (or not finite): the nearest edge cell.
  float fx = p.x / cell, fy = p.y / cell;
  int c = fx >= 0.0f ? (fx < float(cols) ? int(fx) : cols - 1) : 0;
  int r = fy >= 0.0f ? (fy < float(rows) ? int(fy) : rows - 1) : 0;
  return r * cols + c;
}

Vec2 FlowField::At(Vec2 p) const {
  int i = CellAt(p);
  return i < 0 ? Vec2{} : dirs[size_t(i)];
}

namespace {
// Smoothstep 3t^2 - 2t^3: the noise is smooth across lattice lines.
float Smooth(float t) { return t * t * (3.0f - 2.0f * t); }
}  // namespace

FlowField MakeNoiseFlowField(float width, float height, const FlowFieldDef& rawDef, Rng& rng) {
  FlowField f;
  f.cell = ClampFinite(rawDef.cell, 10.0f, 1000.0f, 50.0f);
  float scale = ClampFinite(rawDef.noiseScale, 1.0f, 64.0f, 4.0f);
  float turns = ClampFinite(rawDef.turns, 0.0f, 4.0f, 1.0f);
  width = ClampFinite(width, 1.0f, 1e6f, 1000.0f);
  height = ClampFinite(height, 1.0f, 1e6f, 700.0f);
  f.cols = int(std::ceil(width / f.cell));
  f.rows = int(std::ceil(height / f.cell));
  if (f.cols < 1) f.cols = 1;
  if (f.rows < 1) f.rows = 1;
  while (f.cols * f.rows > 10000) {  // a huge world with tiny cells: coarser cells
    f.cell *= 2.0f;
    f.cols = (f.cols + 1) / 2;
    f.rows = (f.rows + 1) / 2;
  }
  // The lattice: one random value in [0, 1) per lattice point, row by row.
  int lc = int(std::floor(float(f.cols) / scale)) + 2, lr = int(std::floor(float(f.rows) / scale)) + 2;
  std::vector<float> lattice(size_t(lc) * size_t(lr));
  for (float& v : lattice) v = rng.NextFloat();
  // Bilinear value noise with smoothstep weights, in lattice coordinates (clamped to the lattice).
  float maxX = float(lc - 1), maxY = float(lr - 1);
  auto noise = [&](float x, float y) {
    x = x < 0.0f ? 0.0f : (x > maxX ? maxX : x);
    y = y < 0.0f ? 0.0f : (y > maxY ? maxY : y);
    int x0 = int(x), y0 = int(y);
    if (x0 > lc - 2) x0 = lc - 2;
    if (y0 > lr - 2) y0 = lr - 2;
    float tx = Smooth(x - float(x0)), ty = Smooth(y - float(y0));
    auto L = [&](int i, int j) { return lattice[size_t(j) * size_t(lc) + size_t(i)]; };
    float top = L(x0, y0) + (L(x0 + 1, y0) - L(x0, y0)) * tx;
    float bottom = L(x0, y0 + 1) + (L(x0 + 1, y0 + 1) - L(x0, y0 + 1)) * tx;
    return top + (bottom - top) * ty;
  };
  f.dirs.resize(size_t(f.cols) * size_t(f.rows));
  const float h = 0.5f / scale;  // half a cell, in lattice units: the central difference's step
  for (int r = 0; r < f.rows; ++r) {
    for (int c = 0; c < f.cols; ++c) {
      float x = (float(c) + 0.5f) / scale, y = (float(r) + 0.5f) / scale;
      Vec2 dir;
      if (rawDef.kind == FlowKind::Angle) {
        float angle = noise(x, y) * turns * kTwoPi;
        dir = {Cos(angle), Sin(angle)};
      } else {
        // Curl (dn/dy, -dn/dx) by central differences; a flat spot (no gradient) points east.
        Vec2 curl{noise(x, y + h) - noise(x, y - h), noise(x - h, y) - noise(x + h, y)};
        dir = Normalize(curl);
        if (dir == Vec2{}) dir = {1.0f, 0.0f};
      }
      f.dirs[size_t(r) * size_t(f.cols) + size_t(c)] = dir;
    }
  }
  return f;
}

FlowFollowResult FlowFieldFollowing(const Agent& agent, const FlowField& field, float lookAhead) {
  FlowFollowResult r;
  if (!(lookAhead >= 0.0f)) lookAhead = 0.0f;
  if (lookAhead > 60.0f) lookAhead = 60.0f;
  r.predicted = agent.pos + agent.vel * lookAhead;
  r.flow = field.At(r.predicted);
  r.desired = r.flow * agent.maxSpeed;
  r.force = r.desired - agent.vel;
  return r;
}

}  // namespace steer
