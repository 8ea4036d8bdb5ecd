// JsonWriter::Number (src/app/json.h) against the writer it replaced, in one run: 400,000 numbers
// of the kinds playground.state() writes for a flock (positions in a 1280 x 720 world, velocities
// of up to 120 units/s, a 0.1 now and then), then 100,000 whole numbers (agent ids). Built
// natively and for wasm (where printf and strtof are musl's, on an emulated long double); run by
// bench/run.mjs, which writes docs/perf.md.
//   json_number_bench   prints, per kind: kind old_ns new_ns (ns per number, best of 3 runs), then
//                       "same" or "DIFFERENT" (whether both wrote the very same text)
//   json_number_bench --every [FROM TO]   compares the two writers' text for every float whose bits
//                       are in [FROM, TO) (hex), and for its negative; by default every float from
//                       10^-4 to 10^6, where the new writer computes the digits itself (minutes)
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "app/json.h"

namespace {

/// JsonWriter::Number as it was until 2026-11-27: a float in "%.6g", "%.7g"... until strtof reads
/// it back, a whole number in "%.0f". Kept here to time the new one against, and to check that
/// both write the same text.
void OldNumber(std::string& text, double v) {
  if (!std::isfinite(v)) v = 0.0;
  char buf[40];
  float f = float(v);
  if (v == std::floor(v) && std::fabs(v) <= 9007199254740992.0) {
    std::snprintf(buf, sizeof buf, "%.0f", v);
  } else if (double(f) == v) {
    for (int digits = 6; digits <= 9; ++digits) {
      std::snprintf(buf, sizeof buf, "%.*g", digits, v);
      if (std::strtof(buf, nullptr) == f) break;
    }
  } else {
    std::snprintf(buf, sizeof buf, "%.9g", v);
  }
  text += buf;
}

std::string WriteOld(const std::vector<float>& xs) {
  std::string text = "[";
  for (size_t i = 0; i < xs.size(); ++i) {
    if (i) text += ',';
    OldNumber(text, xs[i]);
  }
  return text + "]";
}

std::string WriteNew(const std::vector<float>& xs) {
  app::JsonWriter j;
  j.BeginArray();
  for (float x : xs) j.Number(x);
  j.EndArray();
  return j.Take();
}

/// Best of three runs, ns per number.
template <class F>
double BestNs(const std::vector<float>& xs, F&& write, std::string* out) {
  double best = 1e30;
  for (int rep = 0; rep < 3; ++rep) {
    auto t0 = std::chrono::steady_clock::now();
    *out = write(xs);
    best = std::min(best, std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - t0).count());
  }
  return best / double(xs.size());
}

/// Every float with bits in [from, to), and its negative: the texts of both writers; prints and
/// returns how many differ.
int Every(uint32_t from, uint32_t to) {
  long differ = 0, n = 0;
  std::string a, b;
  for (uint64_t bits = from; bits < to; ++bits)
    for (uint32_t sign : {0u, 0x80000000u}) {
      float f = app::json_detail::FloatOf(uint32_t(bits) | sign);
      if (!std::isfinite(f)) continue;
      a.clear();
      OldNumber(a, f);
      app::JsonWriter j;
      j.Number(f);
      b = j.Take();
      ++n;
      if (a != b && differ++ < 10) std::printf("%08x: %s %s\n", unsigned(bits | sign), a.c_str(), b.c_str());
    }
  std::printf("%ld of %ld floats differ\n", differ, n);
  return differ == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "--every") {
    using app::json_detail::BitsOf;
    return Every(argc > 3 ? uint32_t(std::strtoul(argv[2], nullptr, 16)) : BitsOf(1e-4f),
                 argc > 3 ? uint32_t(std::strtoul(argv[3], nullptr, 16)) : BitsOf(1e6f));
  }
  // A flock's numbers: x, y, vx, vy per boid, uniform (a fixed LCG: the same numbers every run),
  // one number in 16 a 0.1 (a parameter's value, a step).
  uint32_t state = 12345u;
  auto uniform = [&state] {
    state = state * 1664525u + 1013904223u;
    return float(state >> 8) / 16777216.0f;
  };
  std::vector<float> floats;
  for (int i = 0; i < 100000; ++i) {
    floats.push_back(uniform() * 1280.0f);
    floats.push_back(uniform() * 720.0f);
    floats.push_back((uniform() - 0.5f) * 240.0f);
    floats.push_back((uniform() - 0.5f) * 240.0f);
  }
  for (size_t i = 7; i < floats.size(); i += 16) floats[i] = 0.1f;
  std::vector<float> ids;
  for (int i = 0; i < 100000; ++i) ids.push_back(float(i));
  bool same = true;
  for (const auto& [kind, xs] : {std::pair{"floats", &floats}, std::pair{"whole", &ids}}) {
    std::string a, b;
    double oldNs = BestNs(*xs, WriteOld, &a), newNs = BestNs(*xs, WriteNew, &b);
    same = same && a == b;
    std::printf("%s %.1f %.1f\n", kind, oldNs, newNs);
  }
  std::printf("%s\n", same ? "same" : "DIFFERENT");
  return same ? 0 : 1;
}
