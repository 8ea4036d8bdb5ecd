// A CodeRequest (code.h) as text and back: what the page's wasm hands the code generator, a
// module of its own that the page fetches on first use (src/app/codegen.cpp). Every field is
// written once, in Fields(): the writer, the reader and the field list's tag walk the same list,
// so a page and a generator of different builds find out (the tag differs) instead of reading
// each other's bytes wrong.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "code/code.h"

namespace demos {

namespace {

// How many members an aggregate has: the most `Any`s it can be brace-initialised from (Any turns
// into any type, so no brace elision into a member's own members happens).
struct Any {
  template <class T>
  operator T() const;
};
template <class T, class... A>
constexpr size_t Members() {
  if constexpr (requires { T{A{}..., Any{}}; })
    return Members<T, A..., Any>();
  else
    return sizeof...(A);
}

// A member added to one of these must be written in Fields() too: these fail until it is (and a
// type changed fails to compile there, each kind taking its own type).
static_assert(Members<CodeSpec>() == 40, "a CodeSpec member was added or removed: write it in Fields()");
static_assert(Members<steer::LookAheadDef>() == 5 && Members<steer::WanderDef>() == 3 &&
                  Members<steer::FlockDef>() == 5 && Members<steer::WallFollowDef>() == 2 &&
                  Members<steer::CollisionAvoidanceDef>() == 4 && Members<steer::QueueDef>() == 4 &&
                  Members<steer::PathFollowDef>() == 3 && Members<steer::LeaderFollowDef>() == 4,
              "a member of a CodeSpec's definition was added or removed: write it in Fields()");
static_assert(Members<Use>() == 5 && Members<Target>() == 2 && Members<Group>() == 5,
              "a Use, Target or Group member was added or removed: write it in Fields()");
static_assert(Members<CompositionCodeSpec>() == 7 && Members<CodeRequest>() == 5,
              "a CompositionCodeSpec or CodeRequest member was added or removed: write it in Fields()");

// Every field once, by name: the name goes into the field list's tag (Shape), so two builds that
// order or name their fields differently refuse each other's requests.
#define FIELD(kind, x, ...) v.kind(#x, x __VA_OPT__(, ) __VA_ARGS__)

template <class V>
void Fields(V& v, CodeSpec& s) {
  FIELD(Enum, s.behaviour, int(CodeBehaviour::FollowPathway));
  FIELD(F, s.maxSpeed), FIELD(F, s.gain), FIELD(F, s.panic), FIELD(I, s.deceleration, 1, 3), FIELD(F, s.slowing);
  FIELD(I, s.chase, 0, 2), FIELD(F, s.chaseMaxTime), FIELD(F, s.offsetX), FIELD(F, s.offsetY);
  FIELD(Enum, s.lookAhead.predictor, steer::kPredictorCount - 1);
  FIELD(F, s.lookAhead.scale), FIELD(F, s.lookAhead.cap), FIELD(F, s.lookAhead.maxPrediction);
  FIELD(F, s.lookAhead.fixedTime), FIELD(B, s.facingShortcut), FIELD(F, s.threatRange);
  FIELD(F, s.wander.radius), FIELD(F, s.wander.distance), FIELD(F, s.wander.jitter);
  FIELD(F, s.flock.radius), FIELD(F, s.flock.fovDegrees), FIELD(F, s.flock.separation);
  FIELD(F, s.flock.alignment), FIELD(F, s.flock.cohesion), FIELD(Enum, s.combination, int(steer::Combination::Dithered));
  FIELD(F, s.radius), FIELD(F, s.maxForce), FIELD(F, s.box), FIELD(F, s.feeler), FIELD(F, s.arrival);
  FIELD(B, s.loop), FIELD(F, s.gap), FIELD(F, s.wall.offset), FIELD(F, s.wall.lookAhead), FIELD(F, s.probe);
  FIELD(F, s.flowLookAhead), FIELD(F, s.avoid.minTime), FIELD(F, s.avoid.margin), FIELD(F, s.avoid.braking);
  FIELD(F, s.avoid.closeMargin);
  FIELD(F, s.queue.length), FIELD(F, s.queue.width), FIELD(F, s.queue.brake), FIELD(B, s.queueGoal);
  FIELD(Enum, s.queue.rule, int(steer::QueueRule::AnyAhead));
  FIELD(F, s.boxMinX), FIELD(F, s.boxMinY), FIELD(F, s.boxMaxX), FIELD(F, s.boxMaxY), FIELD(F, s.margin);
  FIELD(F, s.probeTime);
  FIELD(F, s.pathway.radius), FIELD(F, s.pathway.predictTime), FIELD(I, s.pathway.direction, -1, 1);
  FIELD(F, s.cruise), FIELD(Enum, s.containment, int(steer::ContainmentRule::EdgePush));
  FIELD(F, s.leader.behind), FIELD(F, s.leader.sightDistance), FIELD(F, s.leader.sightRadius);
  FIELD(Enum, s.leader.outOfTheWay, int(steer::OutOfTheWay::StepAsideWhileArriving));
  // s.from: not a field (CodeRequest::from carries its text)
}

template <class V>
void Fields(V& v, Use& u) {
  FIELD(Enum, u.behaviour, kBehaviourCount - 1);
  FIELD(Enum, u.target.kind, int(TargetKind::Obstacles));
  FIELD(I, u.target.group, 0, kMaxGroups - 1);
  FIELD(F, u.weight), FIELD(F, u.probability);
  FIELD(Enum, u.follow, int(FollowMethod::Reynolds));
}

template <class V>
void Fields(V& v, CompositionCodeSpec& c) {
  FIELD(I, c.group, 0, kMaxGroups - 1);
  FIELD(I, c.g.count, 0, kMaxCount);
  FIELD(Enum, c.g.method, int(steer::Combination::Dithered));
  FIELD(F, c.g.maxSpeed), FIELD(F, c.g.maxForce);
  FIELD(F, c.radius), FIELD(F, c.threat), FIELD(F, c.width), FIELD(F, c.height), FIELD(B, c.legacy);
}

template <class V>
void Fields(V& v, CodeRequest& r) {
  FIELD(Enum, r.lang, int(CodeLang::JS));
  FIELD(B, r.composition);
  if (!r.composition) {
    Fields(v, r.spec);
    FIELD(Text, r.from);
    return;
  }
  Fields(v, r.group);
  int n = int(r.group.g.uses.size());
  FIELD(I, n, 0, kMaxBehaviours);
  r.group.g.uses.resize(size_t(n));
  for (Use& u : r.group.g.uses) Fields(v, u);
}

#undef FIELD

/// The field list's tag: FNV-1a over the names, kinds and ranges of every field, in order.
struct Shape {
  uint32_t hash = 2166136261u;
  void Byte(uint32_t b) { hash = (hash ^ (b & 0xffu)) * 16777619u; }
  void Mix(uint32_t x) {
    for (int k = 0; k < 4; ++k) Byte(x >> (8 * k));
  }
  void Name(const char* kind, const char* name) {
    for (const char* c = kind; *c; ++c) Byte(uint8_t(*c));
    for (const char* c = name; *c; ++c) Byte(uint8_t(*c));
    Byte(0);
  }
  void F(const char* name, float&) { Name("F", name); }
  void B(const char* name, bool&) { Name("B", name); }
  void I(const char* name, int&, int lo, int hi) { Name("I", name), Mix(uint32_t(lo)), Mix(uint32_t(hi)); }
  template <class E>
  void Enum(const char* name, E&, int hi) { Name("E", name), Mix(uint32_t(hi)); }
  void Text(const char* name, std::string&) { Name("T", name); }
};

/// Both kinds of request, the composer's with one behaviour.
uint32_t Tag() {
  Shape s;
  CodeRequest one, group;
  group.composition = true;
  group.group.g.uses.resize(1);
  Fields(s, one);
  Fields(s, group);
  return s.hash;
}

struct Writer {
  std::string out;
  void Word(uint32_t x) {
    static const char kHex[] = "0123456789abcdef";
    for (int k = 7; k >= 0; --k) out += kHex[(x >> (4 * k)) & 0xfu];
  }
  void F(const char*, float& x) {
    uint32_t bits;
    std::memcpy(&bits, &x, 4);
    Word(bits);
  }
  void B(const char*, bool& b) { Word(b ? 1u : 0u); }
  void I(const char*, int& x, int, int) { Word(uint32_t(x)); }
  template <class E>
  void Enum(const char*, E& e, int) { Word(uint32_t(e)); }
  void Text(const char*, std::string& t) {
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
  void F(const char*, float& x) {
    uint32_t bits = Word();
    float v;
    std::memcpy(&v, &bits, 4);
    if (!std::isfinite(v)) ok = false;
    x = ok ? v : 0.0f;
  }
  void B(const char*, bool& b) {
    uint32_t w = Word();
    if (w > 1u) ok = false;
    b = ok && w == 1u;
  }
  void I(const char*, int& x, int lo, int hi) {
    int v = int(Word());
    if (v < lo || v > hi) ok = false;
    x = ok ? v : lo;
  }
  template <class E>
  void Enum(const char* name, E& e, int hi) {
    int v = 0;
    I(name, v, 0, hi);
    e = E(v);
  }
  void Text(const char* name, std::string& t) {
    int n = 0;
    I(name, n, 0, 4096);
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
