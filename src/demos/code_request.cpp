// A CodeRequest (code.h) as text and back: what the page's wasm hands the code generator, a
// module of its own that the page fetches on first use (src/app/codegen.cpp). Every field is
// written once, in Fields(): the writer, the reader and the field list's tag walk the same list,
// so a page and a generator of different builds find out (the tag differs) instead of reading
// each other's bytes wrong.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "demos/code.h"

namespace demos {

namespace {

// A field added to CodeSpec, Use or Group must be written in Fields() too: these fail until it is.
// (CodeSpec: its last number at 192, then only `from`, aligned as the platform's pointers.)
constexpr size_t kAfterNumbers = offsetof(CodeSpec, probeTime) + sizeof(float);
static_assert(offsetof(CodeSpec, probeTime) == 192 &&
                  sizeof(CodeSpec) == (kAfterNumbers + alignof(const char*) - 1) / alignof(const char*) * alignof(const char*) +
                                          sizeof(const char*),
              "a CodeSpec field was added or changed: write it in Fields()");
static_assert(sizeof(Use) == 20, "a Use field was added or changed: write it in Fields()");
static_assert(offsetof(Group, uses) == 16, "a Group field was added or changed: write it in Fields()");

template <class V>
void Fields(V& v, CodeSpec& s) {
  v.Enum(s.behaviour, int(CodeBehaviour::BoxContainment));
  v.F(s.maxSpeed), v.F(s.gain), v.F(s.panic), v.I(s.deceleration, 1, 3), v.F(s.slowing);
  v.I(s.chase, 0, 2), v.F(s.chaseMaxTime), v.F(s.offsetX), v.F(s.offsetY);
  v.Enum(s.lookAhead.predictor, steer::kPredictorCount - 1);
  v.F(s.lookAhead.scale), v.F(s.lookAhead.cap), v.F(s.lookAhead.maxPrediction), v.F(s.lookAhead.fixedTime);
  v.B(s.facingShortcut), v.F(s.threatRange);
  v.F(s.wander.radius), v.F(s.wander.distance), v.F(s.wander.jitter);
  v.F(s.flock.radius), v.F(s.flock.fovDegrees), v.F(s.flock.separation), v.F(s.flock.alignment), v.F(s.flock.cohesion);
  v.F(s.radius), v.F(s.maxForce), v.F(s.box), v.F(s.feeler), v.F(s.arrival), v.B(s.loop), v.F(s.gap);
  v.F(s.wall.offset), v.F(s.wall.lookAhead), v.F(s.probe), v.F(s.flowLookAhead);
  v.F(s.avoid.minTime), v.F(s.avoid.margin), v.F(s.avoid.braking);
  v.F(s.queue.length), v.F(s.queue.width), v.F(s.queue.brake), v.B(s.queueGoal);
  v.F(s.boxMinX), v.F(s.boxMinY), v.F(s.boxMaxX), v.F(s.boxMaxY), v.F(s.margin), v.F(s.probeTime);
}

template <class V>
void Fields(V& v, Use& u) {
  v.Enum(u.behaviour, kBehaviourCount - 1);
  v.Enum(u.target.kind, int(TargetKind::Obstacles));
  v.I(u.target.group, 0, kMaxGroups - 1);
  v.F(u.weight), v.F(u.probability);
}

template <class V>
void Fields(V& v, CompositionCodeSpec& c) {
  v.I(c.group, 0, kMaxGroups - 1);
  v.I(c.g.count, 0, kMaxCount);
  v.Enum(c.g.method, int(steer::Combination::Dithered));
  v.F(c.g.maxSpeed), v.F(c.g.maxForce);
  v.F(c.radius), v.F(c.threat), v.F(c.width), v.F(c.height);
}

template <class V>
void Fields(V& v, CodeRequest& r) {
  v.Enum(r.lang, int(CodeLang::JS));
  v.B(r.composition);
  if (!r.composition) {
    Fields(v, r.spec);
    v.Text(r.from);
    return;
  }
  Fields(v, r.group);
  int n = int(r.group.g.uses.size());
  v.I(n, 0, kMaxBehaviours);
  r.group.g.uses.resize(size_t(n));
  for (Use& u : r.group.g.uses) Fields(v, u);
}

/// The field list's tag: FNV-1a over the kinds and ranges of every field, in order.
struct Shape {
  uint32_t hash = 2166136261u;
  void Mix(uint32_t x) {
    for (int k = 0; k < 4; ++k) hash = (hash ^ ((x >> (8 * k)) & 0xffu)) * 16777619u;
  }
  void F(float&) { Mix('F'); }
  void B(bool&) { Mix('B'); }
  void I(int& , int lo, int hi) { Mix('I'), Mix(uint32_t(lo)), Mix(uint32_t(hi)); }
  template <class E>
  void Enum(E&, int hi) { Mix('E'), Mix(uint32_t(hi)); }
  void Text(std::string&) { Mix('T'); }
};

uint32_t Tag() {
  Shape s;
  CodeSpec spec;
  Use use;
  CompositionCodeSpec group;
  Fields(s, spec);
  Fields(s, use);
  Fields(s, group);
  return s.hash;
}

struct Writer {
  std::string out;
  void Word(uint32_t x) {
    static const char kHex[] = "0123456789abcdef";
    for (int k = 7; k >= 0; --k) out += kHex[(x >> (4 * k)) & 0xfu];
  }
  void F(float& x) {
    uint32_t bits;
    std::memcpy(&bits, &x, 4);
    Word(bits);
  }
  void B(bool& b) { Word(b ? 1u : 0u); }
  void I(int& x, int, int) { Word(uint32_t(x)); }
  template <class E>
  void Enum(E& e, int) { Word(uint32_t(e)); }
  void Text(std::string& t) {
    Word(uint32_t(t.size()));
    for (char c : t) Word(uint8_t(c));
  }
};

struct Reader {
  std::string_view in;
  bool ok = true;
  uint32_t Word() {
    uint32_t x = 0;
    if (in.size() < 8) ok = false;
    for (int k = 0; ok && k < 8; ++k) {
      char c = in[size_t(k)];
      int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
      if (d < 0) ok = false;
      x = x << 4 | uint32_t(d & 0xf);
    }
    if (ok) in.remove_prefix(8);
    return ok ? x : 0u;
  }
  void F(float& x) {
    uint32_t bits = Word();
    float v;
    std::memcpy(&v, &bits, 4);
    if (!std::isfinite(v)) ok = false;
    x = ok ? v : 0.0f;
  }
  void B(bool& b) {
    uint32_t w = Word();
    if (w > 1u) ok = false;
    b = ok && w == 1u;
  }
  void I(int& x, int lo, int hi) {
    int v = int(Word());
    if (v < lo || v > hi) ok = false;
    x = ok ? v : lo;
  }
  template <class E>
  void Enum(E& e, int hi) {
    int v = 0;
    I(v, 0, hi);
    e = E(v);
  }
  void Text(std::string& t) {
    int n = 0;
    I(n, 0, 4096);
    t.clear();
    for (int k = 0; ok && k < n; ++k) {
      uint32_t c = Word();
      if (c > 0xffu || c == 0u) ok = false;
      t += char(c);
    }
  }
};

}  // namespace

std::string EncodeCodeRequest(const CodeRequest& r) {
  Writer w;
  w.Word(Tag());
  CodeRequest copy = r;
  Fields(w, copy);
  return w.out;
}

bool DecodeCodeRequest(std::string_view text, CodeRequest* out) {
  Reader rd{text};
  if (rd.Word() != Tag() || !rd.ok) return false;
  CodeRequest r;
  Fields(rd, r);
  if (!rd.ok || !rd.in.empty()) return false;
  r.spec.from = "";
  *out = std::move(r);
  return true;
}

std::string CodeRequestBehaviour(const CodeRequest& r) {
  return r.composition ? "composition" : CodeBehaviourName(r.spec.behaviour);
}

std::string GenerateCode(const CodeRequest& r) {
  if (r.composition) return GenerateCompositionCode(r.group, r.lang);
  CodeSpec s = r.spec;
  s.from = r.from.c_str();
  return GenerateCode(s, r.lang);
}

}  // namespace demos
