// libFuzzer target over the share-link parser (clang, ASan + UBSan). Properties checked on every
// input, besides "no crash, no sanitizer report":
//   - a link is refused only when it is longer than kMaxLinkBytes
//   - every decoded number is finite and inside its declared range, every point inside the world
//   - parse(serialize(parse(x))) == parse(x), and the canonical link parses without a notice
//   - the notice is short and carries no markup or format specifiers from the input
// `make fuzz` runs it for FUZZ_SECONDS; `make test` replays the seed corpus tests/fuzz/corpus/.
#include <cmath>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "link/link.h"

namespace {

void Fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "property violated: %s\n%s\n", what, detail.c_str());
  std::abort();
}

bool PointOk(steer::Vec2 p, const demos::DemoDesc& d) {
  return std::isfinite(p.x) && std::isfinite(p.y) && p.x >= 0.0f && p.y >= 0.0f && p.x <= d.world.width &&
         p.y <= d.world.height;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  demos::LinkResult a = demos::ParseLink(text);
  size_t hash = text.find('#');
  size_t fragment = hash == std::string::npos ? text.size() : text.size() - hash - 1;
  if (!a.ok) {
    if (fragment <= demos::kMaxLinkBytes) Fail("refused a short link", text);
    return 0;
  }
  const demos::LinkState& s = a.state;
  int index = demos::FindDemo(s.demo.data(), int(s.demo.size()));
  if (index < 0) Fail("unknown demo decoded", s.demo);
  const demos::DemoDesc& d = demos::Demos()[index];
  if (s.params.size() != d.params.size()) Fail("parameter count", s.demo);
  for (size_t i = 0; i < s.params.size(); ++i) {
    float v = s.params[i];
    if (!std::isfinite(v) || v < d.params[i].min || v > d.params[i].max)
      Fail("parameter out of range", d.params[i].name);
  }
  if (!(s.view.speed >= demos::kMinSpeed && s.view.speed <= demos::kMaxSpeed))
    Fail("speed out of range", text);
  for (steer::Vec2 p : s.targets)
    if (!PointOk(p, d)) Fail("target outside the world", text);
  for (steer::Vec2 p : s.path)
    if (!PointOk(p, d)) Fail("waypoint outside the world", text);
  for (steer::Vec2 p : s.obstacles)
    if (!PointOk(p, d)) Fail("obstacle outside the world", text);
  if (!s.mix.groups.empty() && std::string(d.id) != "custom") Fail("groups outside the custom demo", text);
  if (s.mix.groups.size() > size_t(demos::kMaxGroups)) Fail("too many groups", text);
  for (size_t g = 0; g < s.mix.groups.size(); ++g) {
    const demos::Group& gr = s.mix.groups[g];
    if (gr.count < demos::kMinCount || gr.count > demos::kMaxCount || !(gr.maxSpeed >= demos::kMinGroupSpeed) ||
        !(gr.maxSpeed <= demos::kMaxGroupSpeed) || !(gr.maxForce >= demos::kMinGroupForce) ||
        !(gr.maxForce <= demos::kMaxGroupForce) || gr.uses.size() > size_t(demos::kMaxBehaviours))
      Fail("group out of range", text);
    for (const demos::Use& u : gr.uses) {
      if (!(u.weight >= 0.0f && u.weight <= demos::kMaxWeight) || !(u.probability >= 0.0f && u.probability <= 1.0f))
        Fail("weight or probability out of range", text);
      if (u.target.kind == demos::TargetKind::Group &&
          (u.target.group < 0 || u.target.group >= int(s.mix.groups.size()) ||
           (u.target.group == int(g) && !demos::BehaviourSelfOk(u.behaviour))))
        Fail("a behaviour aims at a group it cannot", text);
    }
  }
  if (a.message.size() > 400) Fail("notice too long", a.message);
  // Markup is '<' before a letter, '/', '!' or '?'; a format specifier '%' before anything. A
  // challenge's own words may name its comparisons ("as in caught<10").
  for (size_t i = 0; i < a.message.size(); ++i) {
    char c = a.message[i], next = i + 1 < a.message.size() ? a.message[i + 1] : '\0';
    bool tag = c == '<' && (std::isalpha(static_cast<unsigned char>(next)) || next == '/' || next == '!' || next == '?');
    if (tag || c == '%') Fail("notice carries markup or a format specifier", a.message);
  }

  std::string canonical = demos::SerializeLink(s);
  demos::LinkResult b = demos::ParseLink(canonical);
  if (!b.ok || !(b.state == s)) Fail("parse(serialize(parse(x))) != parse(x)", text + "\n-> " + canonical);
  if (!b.message.empty()) Fail("the canonical link has a notice", canonical + "\n" + b.message);
  if (demos::SerializeLink(b.state) != canonical) Fail("serialize is not stable", canonical);
  return 0;
}
