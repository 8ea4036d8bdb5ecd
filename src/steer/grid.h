// A uniform grid for neighbour queries. Cells are as large as the query radius, so a query
// looks at the 3 x 3 cells around a point: O(1) per agent at constant density, O(N) per step.
// Build() is a counting sort into reused arrays, so a step allocates nothing once warm.
#pragma once

#include <cstddef>
#include <vector>

#include "steer/vec2.h"

namespace steer {

class NeighborGrid {
 public:
  /// Sorts n points into cells of `cellSize` covering [origin, origin + extent]; points outside
  /// fall into the border cells (still found, just less efficiently).
  void Build(const Vec2* points, int n, float cellSize, Vec2 origin, Vec2 extent) {
    Build(points, sizeof(Vec2), n, cellSize, origin, extent);
  }
  /// The same for points `strideBytes` apart, such as the positions in an array of agents
  /// (sorted where they are, without a copy).
  void Build(const Vec2* first, size_t strideBytes, int n, float cellSize, Vec2 origin, Vec2 extent);

  /// Calls f(index) for every point in the 3 x 3 cells around p: a superset of the points
  /// within cellSize of p. The caller filters by distance.
  template <class F>
  void ForEachCandidate(Vec2 p, F&& f) const {
    if (cols_ == 0) return;
    int cx = CellX(p.x), cy = CellY(p.y);
    int x0 = cx > 0 ? cx - 1 : 0, x1 = cx + 1 < cols_ ? cx + 1 : cols_ - 1;
    int y0 = cy > 0 ? cy - 1 : 0, y1 = cy + 1 < rows_ ? cy + 1 : rows_ - 1;
    for (int y = y0; y <= y1; ++y) {
      int rowBase = y * cols_;
      for (int k = start_[rowBase + x0]; k < start_[rowBase + x1 + 1]; ++k) f(items_[k]);
    }
  }

  /// The cell a point falls into (row-major index), as Build() sorts it.
  int CellOf(Vec2 p) const { return CellY(p.y) * cols_ + CellX(p.x); }

  float cellSize() const { return cell_; }
  int cols() const { return cols_; }
  int rows() const { return rows_; }
  /// How many points the last Build() sorted.
  int size() const { return int(items_.size()); }
  /// The points sorted by cell (row-major), each cell in ascending index order.
  int item(int slot) const { return items_[size_t(slot)]; }
  /// Slots [cellBegin(c), cellBegin(c + 1)) hold the points of cell c = cy * cols() + cx.
  int cellBegin(int cell) const { return start_[size_t(cell)]; }

 private:
  int CellX(float x) const;
  int CellY(float y) const;

  float cell_ = 1.0f, inv_ = 1.0f;
  Vec2 origin_;
  int cols_ = 0, rows_ = 0;
  std::vector<int> start_;  // cols*rows + 1 prefix sums: cell c holds items_[start_[c] .. start_[c+1])
  std::vector<int> items_;
  std::vector<int> cellOf_;
};

}  // namespace steer
