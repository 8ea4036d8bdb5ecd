#include "model/recorder.h"

#include <cstdio>

namespace demos {

void Recorder::Clear() {
  rows_.clear();
  starts_.clear();
  lastFrame_ = -1;
  samples_ = 0;
  full_ = false;
}

void Recorder::Sample(const steer::World& world) {
  if (full_ || world.frame == lastFrame_ || world.frame % kEvery != 0) return;
  if (rows_.size() + world.agents.size() > kMaxRows) {
    full_ = true;
    return;
  }
  lastFrame_ = world.frame;
  ++samples_;
  starts_.push_back({world.frame, rows_.size()});
  float t = float(world.Time());
  for (const steer::Agent& a : world.agents) rows_.push_back({t, a.id, a.role, a.pos, a.vel});
}

void Recorder::TruncateTo(int64_t frame) {
  while (!starts_.empty() && starts_.back().first > frame) {
    rows_.resize(starts_.back().second);
    starts_.pop_back();
    --samples_;
    full_ = false;
  }
  lastFrame_ = starts_.empty() ? -1 : starts_.back().first;
}

std::string Recorder::Csv() const {
  std::string out = "time,id,role,x,y,vx,vy\n";
  out.reserve(out.size() + rows_.size() * 48);
  char line[160];
  for (const Row& r : rows_) {
    std::snprintf(line, sizeof line, "%.4f,%d,%s,%.3f,%.3f,%.3f,%.3f\n", double(r.time), r.id,
                  steer::RoleName(r.role), double(r.pos.x), double(r.pos.y), double(r.vel.x),
                  double(r.vel.y));
    out += line;
  }
  return out;
}

}  // namespace demos
