#include "demos/composition.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "strings/decimal.h"
#include "strings/strings.h"

namespace demos {

namespace {

// [SECTION] the catalogue
constexpr uint32_t kNone = 1u << uint32_t(TargetKind::None), kGroup = 1u << uint32_t(TargetKind::Group),
                   kMouse = 1u << uint32_t(TargetKind::Mouse), kPath = 1u << uint32_t(TargetKind::Path),
                   kObstacles = 1u << uint32_t(TargetKind::Obstacles);

struct BehaviourInfo {
  const char* name;
  uint32_t targets;
  bool selfOk;
  float scale;
};

// In enum order.
constexpr BehaviourInfo kCatalogue[kBehaviourCount] = {
    {"seek", kGroup | kMouse, false, 1.0f},
    {"flee", kGroup | kMouse, false, 1.0f},
    {"arrive", kGroup | kMouse, false, 1.0f},
    {"pursuit", kGroup, false, 1.0f},
    {"evade", kGroup, false, 1.0f},
    {"hide", kGroup, false, 1.0f},
    {"wander", kNone, true, 1.0f},
    {"separation", kGroup, true, 1200.0f},
    {"alignment", kGroup, true, 200.0f},
    {"cohesion", kGroup, true, 120.0f},
    {"avoid", kObstacles, true, 1.0f},
    {"walls", kNone, true, 1.0f},
    {"contain", kNone, true, 1.0f},
    {"follow", kPath, true, 1.0f},
    {"flow", kNone, true, 1.0f},
    {"crowd", kNone, true, 1.0f},
    {"queue", kNone, true, 1.0f},
};

const char* const kMethodNames[3] = {"weighted", "prioritized", "dithered"};

void Note(std::string* msg, const std::string& what) {
  if (!msg || msg->size() > 300) return;  // enough said
  if (!msg->empty()) *msg += "; ";
  *msg += what;
}

std::string GroupName(int index) { return GroupLabel(index); }

/// Strict decimal number, finite (as link.cpp reads numbers).
bool Number(std::string_view s, float* out) {
  if (s.empty() || s.size() > 40) return false;
  char buf[48];
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (!((c >= '0' && c <= '9') || c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E')) return false;
    buf[i] = c;
  }
  buf[s.size()] = '\0';
  double v = 0.0;
  if (!ParseDecimal(std::string_view(buf, s.size()), &v) || !std::isfinite(v)) return false;
  *out = float(v > 3.0e38 ? 3.0e38 : (v < -3.0e38 ? -3.0e38 : v));
  return true;
}

/// v clamped to [lo, hi] (NaN: fallback); *clamped set when it changed.
float ClampNote(float v, float lo, float hi, float fallback, bool* clamped) {
  float c = !(v == v) ? fallback : (v < lo ? lo : (v > hi ? hi : v));
  if (c != v) *clamped = true;
  return c;
}

/// A probability in [0, 1], 0 below kMinProbability.
float ClampProbability(float v, bool* clamped) {
  float c = ClampNote(v, 0.0f, 1.0f, 1.0f, clamped);
  if (c > 0.0f && c < kMinProbability) {
    *clamped = true;
    c = 0.0f;
  }
  return c;
}

bool ParseTarget(std::string_view s, Target* out) {
  if (s == "mouse") *out = {TargetKind::Mouse, 0};
  else if (s == "path") *out = {TargetKind::Path, 0};
  else if (s == "obstacles") *out = {TargetKind::Obstacles, 0};
  else if (s.size() == 1 && s[0] >= 'A' && s[0] < 'A' + 26) *out = {TargetKind::Group, s[0] - 'A'};
  else return false;
  return true;
}

std::string TargetText(const Use& u) {
  if (u.behaviour == Behaviour::PathFollowing && u.follow == FollowMethod::Reynolds) return "reynolds";
  const Target& t = u.target;
  switch (t.kind) {
    case TargetKind::Group: return std::string(1, GroupLetter(t.group));
    case TargetKind::Mouse: return "mouse";
    case TargetKind::Path: return "path";
    case TargetKind::Obstacles: return "obstacles";
    case TargetKind::None: break;
  }
  return "";
}

/// name[:target][*weight][@probability]; false if malformed or unknown (with *why).
bool ParseUse(std::string_view item, Use* u, bool* clamped, std::string* why) {
  size_t at = item.find('@');
  std::string_view prob = at == std::string_view::npos ? std::string_view() : item.substr(at + 1);
  item = item.substr(0, at);
  size_t star = item.find('*');
  std::string_view weight = star == std::string_view::npos ? std::string_view() : item.substr(star + 1);
  item = item.substr(0, star);
  size_t colon = item.find(':');
  std::string_view target = colon == std::string_view::npos ? std::string_view() : item.substr(colon + 1);
  std::string_view name = item.substr(0, colon);
  if (!FindBehaviour(name, &u->behaviour)) {
    *why = Tr("composer.why.unknown");
    return false;
  }
  u->target = {};
  u->follow = FollowMethod::Waypoints;
  if (u->behaviour == Behaviour::PathFollowing && target == "reynolds") {
    // follow:reynolds: Reynolds' corridor along the path (follow:path: the waypoints)
    u->follow = FollowMethod::Reynolds;
    target = "path";
  }
  if (colon != std::string_view::npos && !ParseTarget(target, &u->target)) {
    *why = Trf("composer.why.target", {BehaviourName(u->behaviour)});
    return false;
  }
  u->target.kind = colon == std::string_view::npos ? TargetKind::None : u->target.kind;
  float v;
  u->weight = 1.0f;
  if (star != std::string_view::npos) {
    if (!Number(weight, &v)) {
      *why = Trf("composer.why.weight", {BehaviourName(u->behaviour)});
      return false;
    }
    u->weight = ClampNote(v, 0.0f, kMaxWeight, 1.0f, clamped);
  }
  u->probability = 1.0f;
  if (at != std::string_view::npos) {
    if (!Number(prob, &v)) {
      *why = Trf("composer.why.probability", {BehaviourName(u->behaviour)});
      return false;
    }
    u->probability = ClampProbability(v, clamped);
  }
  return true;
}

}  // namespace

// [SECTION] names and defaults
const char* BehaviourName(Behaviour b) { return int(b) < kBehaviourCount ? kCatalogue[int(b)].name : ""; }
const char* BehaviourLabel(Behaviour b) {
  return int(b) < kBehaviourCount ? TrKey(std::string("composer.behaviour.") + kCatalogue[int(b)].name) : "";
}
std::string GroupLabel(int index) { return Trf("composer.group", {std::string(1, GroupLetter(index))}); }
uint32_t BehaviourTargets(Behaviour b) { return int(b) < kBehaviourCount ? kCatalogue[int(b)].targets : kNone; }
bool BehaviourSelfOk(Behaviour b) { return int(b) < kBehaviourCount && kCatalogue[int(b)].selfOk; }
float BehaviourScale(Behaviour b) { return int(b) < kBehaviourCount ? kCatalogue[int(b)].scale : 1.0f; }
const char* MethodName(steer::Combination m) { return int(m) >= 0 && int(m) < 3 ? kMethodNames[int(m)] : ""; }

bool FindBehaviour(std::string_view name, Behaviour* out) {
  for (int i = 0; i < kBehaviourCount; ++i)
    if (name == kCatalogue[i].name) {
      *out = Behaviour(i);
      return true;
    }
  return false;
}

bool DefaultTarget(Behaviour b, int self, int groups, Target* out) {
  uint32_t t = BehaviourTargets(b);
  if (t & kNone) *out = {TargetKind::None, 0};
  else if (t & kMouse) *out = {TargetKind::Mouse, 0};
  else if (t & kPath) *out = {TargetKind::Path, 0};
  else if (t & kObstacles) *out = {TargetKind::Obstacles, 0};
  else if (BehaviourSelfOk(b)) *out = {TargetKind::Group, self};
  else if (groups > 1) *out = {TargetKind::Group, self == 0 ? 1 : 0};
  else return false;
  return true;
}

const Composition& DefaultComposition() {
  static const Composition c = [] {
    Composition d;
    Group flock;
    flock.count = 30;
    flock.method = steer::Combination::WeightedSum;
    flock.maxSpeed = 110.0f;
    flock.maxForce = 300.0f;
    flock.uses = {{Behaviour::Separation, {TargetKind::Group, 0}, 1.5f},
                  {Behaviour::Alignment, {TargetKind::Group, 0}, 1.0f},
                  {Behaviour::Cohesion, {TargetKind::Group, 0}, 1.0f},
                  {Behaviour::Evade, {TargetKind::Group, 1}, 2.0f},
                  {Behaviour::Containment, {}, 2.0f},
                  {Behaviour::Wander, {}, 0.5f}};
    Group hunters;
    hunters.count = 2;
    hunters.method = steer::Combination::Prioritized;
    hunters.maxSpeed = 125.0f;
    hunters.maxForce = 250.0f;
    hunters.uses = {{Behaviour::Containment, {}, 1.0f},
                    {Behaviour::Separation, {TargetKind::Group, 1}, 1.0f},
                    {Behaviour::Pursuit, {TargetKind::Group, 0}, 1.0f}};
    d.groups = {flock, hunters};
    return d;
  }();
  return c;
}

Group NewGroup() {
  Group g;
  g.uses = {{Behaviour::Wander, {}, 1.0f}, {Behaviour::Containment, {}, 2.0f}};
  return g;
}

int AgentCount(const Composition& c) {
  int n = 0;
  for (const Group& g : c.groups) n += g.count;
  return n;
}

// [SECTION] link text
std::string FormatGroup(const Group& g) {
  std::string out = std::to_string(g.count) + "," + MethodName(g.method) + "," + FormatNumber(g.maxSpeed) + "," +
                    FormatNumber(g.maxForce);
  for (const Use& u : g.uses) {
    out += ",";
    out += BehaviourName(u.behaviour);
    if (u.target.kind != TargetKind::None) out += ":" + TargetText(u);
    if (u.weight != 1.0f) out += "*" + FormatNumber(u.weight);
    if (u.probability != 1.0f) out += "@" + FormatNumber(u.probability);
  }
  return out;
}

Group ParseGroup(std::string_view text, int index, std::string* message) {
  Group g;
  g.uses.clear();
  bool clamped = false, badHeader = false, tooMany = false;
  std::vector<std::string> dropped;
  int field = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t comma = text.find(',', pos);
    if (comma == std::string_view::npos) comma = text.size();
    std::string_view item = text.substr(pos, comma - pos);
    pos = comma + 1;
    float v = 0.0f;
    if (field == 0) {
      if (Number(item, &v)) g.count = int(ClampNote(std::nearbyint(v), float(kMinCount), float(kMaxCount), 10.0f, &clamped));
      else badHeader = true;
    } else if (field == 1) {
      bool found = false;
      for (int m = 0; m < 3; ++m)
        if (item == kMethodNames[m]) {
          g.method = steer::Combination(m);
          found = true;
        }
      badHeader = badHeader || !found;
    } else if (field == 2 || field == 3) {
      if (Number(item, &v)) {
        if (field == 2) g.maxSpeed = ClampNote(v, kMinGroupSpeed, kMaxGroupSpeed, 120.0f, &clamped);
        else g.maxForce = ClampNote(v, kMinGroupForce, kMaxGroupForce, 300.0f, &clamped);
      } else {
        badHeader = true;
      }
    } else if (!item.empty()) {
      Use u;
      std::string why;
      if (int(g.uses.size()) >= kMaxBehaviours) tooMany = true;
      else if (ParseUse(item, &u, &clamped, &why)) g.uses.push_back(u);
      else if (dropped.size() < 3) dropped.push_back(why);
    }
    ++field;
  }
  std::string name = GroupName(index);
  if (badHeader) Note(message, Trf("composer.note.bad_header", {name}));
  if (clamped) Note(message, Trf("composer.note.clamped", {name}));
  for (const std::string& why : dropped) Note(message, Trf("composer.note.dropped", {name, why}));
  if (tooMany) Note(message, Trf("composer.note.max_behaviours", {name, std::to_string(kMaxBehaviours)}));
  return g;
}

bool ValidateComposition(Composition& c, std::string* message) {
  bool unchanged = true;
  if (int(c.groups.size()) > kMaxGroups) {
    c.groups.resize(kMaxGroups);
    Note(message, Trf("notice.link.max_groups", {std::to_string(kMaxGroups)}));
    unchanged = false;
  }
  int n = int(c.groups.size());
  for (int gi = 0; gi < n; ++gi) {
    Group& g = c.groups[size_t(gi)];
    bool clamped = false;
    g.count = int(ClampNote(float(g.count), float(kMinCount), float(kMaxCount), 10.0f, &clamped));
    if (int(g.method) < 0 || int(g.method) > 2) {
      g.method = steer::Combination::WeightedSum;
      clamped = true;
    }
    g.maxSpeed = ClampNote(g.maxSpeed, kMinGroupSpeed, kMaxGroupSpeed, 120.0f, &clamped);
    g.maxForce = ClampNote(g.maxForce, kMinGroupForce, kMaxGroupForce, 300.0f, &clamped);
    if (int(g.uses.size()) > kMaxBehaviours) {
      g.uses.resize(kMaxBehaviours);
      clamped = true;
    }
    if (clamped) {
      Note(message, Trf("composer.note.clamped", {GroupName(gi)}));
      unchanged = false;
    }
    std::vector<Use> kept;
    for (Use u : g.uses) {
      if (int(u.behaviour) >= kBehaviourCount) continue;
      const char* name = BehaviourName(u.behaviour);
      bool c2 = false;
      u.weight = ClampNote(u.weight, 0.0f, kMaxWeight, 1.0f, &c2);
      u.probability = ClampProbability(u.probability, &c2);
      if (u.behaviour != Behaviour::PathFollowing || int(u.follow) > int(FollowMethod::Reynolds))
        u.follow = FollowMethod::Waypoints;  // only path following has a method
      if (c2) {
        Note(message, Trf("composer.note.weight_clamped", {GroupName(gi), name}));
        unchanged = false;
      }
      uint32_t allowed = BehaviourTargets(u.behaviour);
      if (u.target.kind == TargetKind::None && !(allowed & kNone)) {
        if (!DefaultTarget(u.behaviour, gi, n, &u.target)) {
          Note(message, Trf("composer.note.no_other_group", {GroupName(gi), name}));
          unchanged = false;
          continue;
        }
        // A written target is canonical: a link without one gets the default, silently.
      }
      if (!(allowed & (1u << uint32_t(u.target.kind)))) {
        std::string at = u.target.kind == TargetKind::Group && u.target.group >= 0 && u.target.group < 26
                             ? GroupName(u.target.group)
                             : TargetText(u);
        Note(message, Trf("composer.note.cannot_aim", {GroupName(gi), name, at}));
        unchanged = false;
        continue;
      }
      if (u.target.kind == TargetKind::Group) {
        if (u.target.group < 0 || u.target.group >= n) {
          Note(message, Trf("composer.note.no_such_group",
                            {GroupName(gi), name,
                             u.target.group >= 0 && u.target.group < 26 ? std::string(1, GroupLetter(u.target.group))
                                                                        : std::string("?")}));
          unchanged = false;
          continue;
        }
        if (u.target.group == gi && !BehaviourSelfOk(u.behaviour)) {
          Note(message, Trf("composer.note.own_group", {GroupName(gi), name}));
          unchanged = false;
          continue;
        }
      }
      kept.push_back(u);
    }
    g.uses = std::move(kept);
  }
  return unchanged;
}

void RemoveGroup(Composition& c, int index) {
  if (index < 0 || index >= int(c.groups.size())) return;
  c.groups.erase(c.groups.begin() + index);
  for (Group& g : c.groups) {
    std::vector<Use> kept;
    for (Use u : g.uses) {
      if (u.target.kind == TargetKind::Group) {
        if (u.target.group == index) continue;
        if (u.target.group > index) --u.target.group;
      }
      kept.push_back(u);
    }
    g.uses = std::move(kept);
  }
}

}  // namespace demos
