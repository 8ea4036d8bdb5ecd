#include "steer/grid.h"

namespace steer {

namespace {
// Bounds the grid so that a huge world with a tiny radius cannot ask for billions of cells.
constexpr int kMaxCellsPerAxis = 2048;
}  // namespace

int NeighborGrid::CellX(float x) const {
  float c = (x - origin_.x) * inv_;
  if (!(c >= 0.0f)) return 0;
  int i = c < float(cols_) ? int(c) : cols_ - 1;
  return i;
}

int NeighborGrid::CellY(float y) const {
  float c = (y - origin_.y) * inv_;
  if (!(c >= 0.0f)) return 0;
  int i = c < float(rows_) ? int(c) : rows_ - 1;
  return i;
}

void NeighborGrid::Build(const Vec2* first, size_t strideBytes, int n, float cellSize, Vec2 origin,
                         Vec2 extent) {
  float w = extent.x > 1.0f ? extent.x : 1.0f;
  float h = extent.y > 1.0f ? extent.y : 1.0f;
  float largest = w > h ? w : h;
  if (!(cellSize > 0.0f)) cellSize = largest;
  if (cellSize < largest / float(kMaxCellsPerAxis)) cellSize = largest / float(kMaxCellsPerAxis);
  cell_ = cellSize;
  inv_ = 1.0f / cellSize;
  origin_ = origin;
  cols_ = int(w * inv_) + 1;
  rows_ = int(h * inv_) + 1;
  int cells = cols_ * rows_;
  start_.assign(size_t(cells) + 1, 0);
  cellOf_.resize(size_t(n));
  items_.resize(size_t(n));
  const char* at = reinterpret_cast<const char*>(first);
  for (int i = 0; i < n; ++i, at += strideBytes) {
    const Vec2& p = *reinterpret_cast<const Vec2*>(at);
    int c = CellY(p.y) * cols_ + CellX(p.x);
    cellOf_[i] = c;
    ++start_[c];
  }
  for (int c = 1; c < cells; ++c) start_[c] += start_[c - 1];  // start_[c]: where cell c ends
  start_[cells] = n;
  // Fill from each cell's end back, in descending index order, so each cell lists its points in
  // ascending index order (deterministic) and start_[c] ends where cell c begins.
  for (int i = n - 1; i >= 0; --i) items_[--start_[cellOf_[i]]] = i;
}

}  // namespace steer
