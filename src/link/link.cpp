#include "link/link.h"

#include "model/lessons.h"
#include "strings/decimal.h"
#include "strings/strings.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace demos {

namespace {

// [SECTION] small text helpers
int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string PercentDecode(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    // '+' stays a plus: fragments are not form-encoded, and "1e+5" must survive.
    if (s[i] == '%' && i + 2 < s.size() && HexValue(s[i + 1]) >= 0 && HexValue(s[i + 2]) >= 0) {
      out.push_back(char(HexValue(s[i + 1]) * 16 + HexValue(s[i + 2])));
      i += 2;
    } else {
      out.push_back(s[i]);
    }
  }
  return out;
}

/// Text a link carries for people (title, prompt): control characters become spaces (C0, DEL and
/// C1: U+0080-U+009F, UTF-8 C2 80 to C2 9F, which no font draws and the UI's glyphs leave out), and
/// it is cut at kMaxLessonText bytes on a UTF-8 character boundary. It is only ever drawn as text.
std::string PlainText(const std::string& s, bool* cut) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    auto next = i + 1 < s.size() ? static_cast<unsigned char>(s[i + 1]) : 0u;
    if (c == 0xC2 && next >= 0x80 && next <= 0x9F) {
      out.push_back(' ');
      ++i;
    } else {
      out.push_back(c < 0x20 || c == 0x7f ? ' ' : s[i]);
    }
  }
  *cut = out.size() > kMaxLessonText;
  if (*cut) {
    size_t n = kMaxLessonText;
    while (n > 0 && (static_cast<unsigned char>(out[n]) & 0xC0) == 0x80) --n;  // not inside a character
    out.resize(n);
  }
  return out;
}

/// Percent-encodes text for a fragment value: letters, digits and -._~ stay; the rest is %XX.
std::string PercentEncode(const std::string& s) {
  static const char* const kHex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
        c == '_' || c == '~') {
      out.push_back(char(c));
    } else {
      out.push_back('%');
      out.push_back(kHex[c >> 4]);
      out.push_back(kHex[c & 15]);
    }
  }
  return out;
}

/// Defaults that changed: links older than `version` that do not set `param` of `demo` mean
/// `before`. Append only; never edit a row (old links would change scene).
struct DefaultChange {
  int version;
  const char* demo;
  const char* param;
  float before;
};
const DefaultChange kDefaultChanges[] = {
    {2, "evade", "evaderSpeed", 140.0f},
    {3, "seek", "gain", 1.0f},
    // Issue #35: Reynolds' (and OpenSteer's) rules are the new defaults; choice 1 is each demo's
    // rule before (anyahead, edgepush, margin, legacy).
    {4, "queue", "rule", 1.0f},
    {4, "containment", "rule", 1.0f},
    {4, "crowd", "rule", 1.0f},
    {4, "custom", "rule", 1.0f},
    // Reynolds' "get out of the leader's way" (step aside) for new links; before, evade (choice 1).
    {5, "hide", "rule", 1.0f},
    // The step aside replaces the arrival while in the way (the paper's "before resuming arrival
    // behavior"); version 5 added it to the arrival (choice 2, sum).
    {6, "hide", "rule", 2.0f},
};

/// Whether a key is fit to show in a notice: short, plain characters only.
bool Printable(std::string_view key) {
  if (key.empty() || key.size() > 24) return false;
  for (char c : key)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'))
      return false;
  return true;
}

/// Strict decimal number: optional sign, digits, optional fraction and exponent; finite.
bool ParseNumber(std::string_view s, double* out) {
  if (s.empty() || s.size() > 40) return false;
  char buf[48];
  std::memcpy(buf, s.data(), s.size());
  buf[s.size()] = '\0';
  for (size_t i = 0; i < s.size(); ++i) {
    char c = buf[i];
    bool ok = (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E';
    if (!ok) return false;  // rejects "inf", "nan", hex, spaces
  }
  double v = 0.0;
  if (!ParseDecimal(s, &v) || !std::isfinite(v)) return false;
  *out = v;
  return true;
}

bool ParseUint64(std::string_view s, uint64_t* out) {
  if (s.empty() || s.size() > 20) return false;
  uint64_t v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    uint64_t next = v * 10u + uint64_t(c - '0');
    if (next / 10u != v) return false;  // overflow
    v = next;
  }
  *out = v;
  return true;
}

/// double -> float without overflow (an out-of-range conversion is undefined behaviour).
float ToFloat(double v) { return float(v > 3.0e38 ? 3.0e38 : (v < -3.0e38 ? -3.0e38 : v)); }

Vec2 ClampInto(Vec2 p, float w, float h) {
  return {p.x < 0.0f ? 0.0f : (p.x > w ? w : p.x), p.y < 0.0f ? 0.0f : (p.y > h ? h : p.y)};
}

void Note(std::string& msg, const std::string& what) {
  if (msg.size() + what.size() + 2 > 400) return;  // enough said: a notice stays short
  if (("; " + msg + "; ").find("; " + what + "; ") != std::string::npos) return;  // said once
  if (!msg.empty()) msg += "; ";
  msg += what;
}

}  // namespace

// The shortest text that reads back (as ParseNumber and a float) to exactly v: links people can
// read (lookahead=0.91, not 0.910000026) that still reopen the same bits. 9 digits always do.
namespace {

std::string FormatPoints(const std::vector<Vec2>& pts) {
  std::string out;
  for (size_t i = 0; i < pts.size(); ++i) {
    if (i) out += ";";
    out += FormatNumber(pts[i].x) + "," + FormatNumber(pts[i].y);
  }
  return out;
}

}  // namespace

bool LinkState::operator==(const LinkState& o) const {
  auto same = [](const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
      if (a[i] != b[i]) return false;
    return true;
  };
  if (!same(targets, o.targets) || !same(path, o.path) || !same(obstacles, o.obstacles)) return false;
  if (compareParam != o.compareParam || compareValues != o.compareValues || !(mix == o.mix)) return false;
  if (paint != o.paint) return false;
  return demo == o.demo && seed == o.seed && params == o.params && layers == o.layers &&
         view.speed == o.view.speed && view.paused == o.view.paused && view.at == o.view.at &&
         view.setup == o.view.setup;
}

const char* LinkThemeName(Theme t) {
  switch (t) {
    case Theme::Dark: return "dark";
    case Theme::Light: return "light";
    case Theme::Contrast: return "contrast";
    case Theme::Screen: break;
  }
  return "";
}

bool ParseLinkTheme(std::string_view name, Theme* out) {
  for (Theme t : kLinkThemes)
    if (name == LinkThemeName(t)) {
      *out = t;
      return true;
    }
  return false;
}

bool LessonSetup::operator==(const LessonSetup& o) const {
  return locked == o.locked && hidden == o.hidden && panel == o.panel && title == o.title &&
         prompt == o.prompt && theme == o.theme && uiScale == o.uiScale && lesson == o.lesson && lang == o.lang &&
         hasCheck == o.hasCheck && (!hasCheck || (check == o.check && ask == o.ask));
}

bool ParseParamValue(const ParamSpec& spec, std::string_view text, float* out) {
  if (spec.kind == ParamKind::Choice && spec.choices) {
    for (int i = 0; i <= int(spec.max); ++i)
      if (text == spec.choices[i]) {
        *out = float(i);
        return true;
      }
  }
  if (spec.kind == ParamKind::Toggle) {
    if (text == "true" || text == "on" || text == "false" || text == "off") {
      *out = text == "true" || text == "on" ? 1.0f : 0.0f;
      return true;
    }
  }
  double v;
  if (!ParseNumber(text, &v)) return false;
  *out = ToFloat(v);
  return true;
}

// [SECTION] parse
// ParseLink splits the fragment into key/value pairs, finds the demo (it decides what the other
// keys mean), reads each key with the reader for its kind (the scene, the clock, the lesson
// set-up, or a parameter of the demo), then gives an old link the defaults of its day.
namespace {
using Pairs = std::vector<std::pair<std::string, std::string>>;

/// "a=1&b=%20" -> {{"a", "1"}, {"b", " "}}; empty items are skipped.
Pairs SplitPairs(std::string_view text) {
  Pairs pairs;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t amp = text.find('&', pos);
    if (amp == std::string_view::npos) amp = text.size();
    std::string_view item = text.substr(pos, amp - pos);
    if (!item.empty()) {
      size_t eq = item.find('=');
      std::string key = PercentDecode(item.substr(0, eq));
      std::string value = eq == std::string_view::npos ? std::string() : PercentDecode(item.substr(eq + 1));
      pairs.emplace_back(std::move(key), std::move(value));
    }
    pos = amp + 1;
  }
  return pairs;
}

/// The demo the link names (the last known demo= wins); the first demo if none.
int LinkDemo(const Pairs& pairs, std::string* message) {
  int demo = 0;
  for (const auto& kv : pairs)
    if (kv.first == "demo") {
      int found = FindDemo(kv.second.data(), int(kv.second.size()));
      if (found >= 0)
        demo = found;
      else
        Note(*message, Trf("notice.link.unknown_demo", {Demos()[0].title}));
    }
  return demo;
}

}  // namespace

std::string_view LessonDemo(const Lesson& l) {
  std::string ignored;
  return Demos()[size_t(LinkDemo(SplitPairs(l.link), &ignored))].id;
}

namespace {
/// A number for a view setting, clamped into [lo, hi] with a notice; a bad one is ignored with a
/// notice and leaves *out as it was.
void ClampedNumber(const std::string& value, float lo, float hi, const char* what, std::string* message,
                   float* out) {
  double v;
  if (!ParseNumber(value, &v)) {
    Note(*message, Trf("notice.link.bad_value", {TrKey(what)}));
    return;
  }
  float asked = ToFloat(v);
  float f = Clamp(asked, lo, hi);
  if (f != asked) Note(*message, Trf("notice.link.clamped", {TrKey(what), FormatNumber(f)}));
  *out = f;
}

int ParamNamed(const DemoDesc& desc, std::string_view name) {
  for (int i = 0; i < int(desc.params.size()); ++i)
    if (name == desc.params[i].name) return i;
  return -1;
}

/// Calls each(item) for every comma-separated item of a list ("a,b,,c" gives four).
template <typename F>
void ForEachItem(std::string_view list, F each) {
  size_t p = 0;
  while (p <= list.size()) {
    size_t comma = list.find(',', p);
    if (comma == std::string_view::npos) comma = list.size();
    each(list.substr(p, comma - p));
    p = comma + 1;
  }
}

/// show=velocity,threat: the annotation layers by name (the old spelling "neighbors" too).
uint32_t ReadLayers(const std::string& value, std::string* message) {
  uint32_t layers = 0;
  bool bad = false;
  ForEachItem(value, [&](std::string_view name) {
    if (name == "neighbors") name = "neighbours";
    bool found = name.empty();
    for (int b = 0; b < kLayerCount && !found; ++b)
      if (name == LayerName(b)) {
        layers |= 1u << b;
        found = true;
      }
    bad = bad || !found;
  });
  if (bad) Note(*message, Tr("notice.link.unknown_layers"));
  return layers;
}

/// compare=name:value[,value]: ghost scenes that differ from this one in that parameter only.
void ReadCompare(const std::string& value, const DemoDesc& desc, LinkState& s, std::string* message) {
  size_t colon = value.find(':');
  int index = ParamNamed(desc, std::string_view(value).substr(0, colon));
  if (index < 0 || colon == std::string::npos || !Playground::Comparable(desc.params[size_t(index)])) {
    Note(*message, Tr("notice.link.bad_compare"));
    return;
  }
  s.compareParam = index;
  s.compareValues.clear();
  bool full = false;
  ForEachItem(std::string_view(value).substr(colon + 1), [&](std::string_view item) {
    if (full) return;
    if (int(s.compareValues.size()) == Playground::kMaxGhosts) {
      Note(*message, Trf("notice.link.compare_max", {std::to_string(Playground::kMaxGhosts)}));
      full = true;
      return;
    }
    float v;
    if (ParseParamValue(desc.params[index], item, &v)) {
      float clamped = ClampParam(desc.params[index], v);
      if (clamped != v) Note(*message, Trf("notice.link.clamped", {"compare", FormatNumber(clamped)}));
      s.compareValues.push_back(clamped);
    } else
      Note(*message, Tr("notice.link.bad_compare_value"));
  });
  if (s.compareValues.empty()) s.compareParam = -1;
}

/// "x,y" -> a point clamped into the world (*moved says whether it had to be); false if not two numbers.
bool ReadPoint(std::string_view item, const DemoDesc& desc, Vec2* out, bool* moved) {
  size_t comma = item.find(',');
  double x, y;
  if (comma == std::string_view::npos || !ParseNumber(item.substr(0, comma), &x) ||
      !ParseNumber(item.substr(comma + 1), &y))
    return false;
  Vec2 asked{ToFloat(x), ToFloat(y)};
  *out = ClampInto(asked, desc.world.width, desc.world.height);
  *moved = *out != asked;
  return true;
}

/// path=x,y;x,y;... or obstacles=...: at most Playground::kMaxWaypoints points, each clamped
/// into the world.
void ReadPoints(const std::string& key, const std::string& value, const DemoDesc& desc, std::vector<Vec2>& out,
                std::string* message) {
  out.clear();
  bool bad = false, clamped = false;
  size_t p = 0;
  while (p < value.size() && int(out.size()) < Playground::kMaxWaypoints) {
    size_t semi = value.find(';', p);
    if (semi == std::string::npos) semi = value.size();
    Vec2 pt;
    bool moved = false;
    if (ReadPoint(std::string_view(value).substr(p, semi - p), desc, &pt, &moved)) {
      clamped = clamped || moved;
      out.push_back(pt);
    } else {
      bad = true;
    }
    p = semi + 1;
  }
  if (bad) Note(*message, Trf("notice.link.bad_points", {key}));
  if (clamped) Note(*message, Trf("notice.link.moved", {key}));
  if (p < value.size())
    Note(*message, Trf("notice.link.max_points", {key, std::to_string(Playground::kMaxWaypoints)}));
}

/// target=x,y (one per demo target, in order; at most 16).
void ReadTarget(const std::string& value, const DemoDesc& desc, LinkState& s, std::string* message) {
  Vec2 t;
  bool moved = false;
  if (s.targets.size() < 16 && ReadPoint(value, desc, &t, &moved)) {
    if (moved) Note(*message, Trf("notice.link.moved", {"target"}));
    s.targets.push_back(t);
  } else {
    Note(*message, Tr("notice.link.bad_target"));
  }
}

/// lock=name,name / hide=name,name: parameters of this demo by name, as bits.
uint64_t ReadParamNames(const std::string& key, const std::string& value, const DemoDesc& desc,
                        std::string* message) {
  uint64_t bits = 0;
  bool bad = false;
  ForEachItem(value, [&](std::string_view name) {
    int index = ParamNamed(desc, name);
    if (index >= 0 && index < 64)
      bits |= uint64_t(1) << index;
    else if (!name.empty())
      bad = true;
  });
  if (bad) Note(*message, Trf("notice.link.unknown_params", {key}));
  return bits;
}

/// check= and ask=: a challenge (challenge.h). A "first" check is answered by a pick, whatever
/// ask= says.
void ReadChallengeKey(const std::string& key, const std::string& value, LessonSetup& setup, std::string* message) {
  if (key == "check") {
    std::string why;
    setup.hasCheck = ParseCheck(value, &setup.check, &why);
    if (!setup.hasCheck) Note(*message, Trf("notice.link.bad_check", {why}));
    if (setup.hasCheck && setup.check.measure == Check::Measure::First) setup.ask = Ask::Pick;
    return;
  }
  Ask ask;
  if (!ParseAsk(value, &ask))
    Note(*message, Tr("notice.link.bad_ask"));
  else if (!(setup.hasCheck && setup.check.measure == Check::Measure::First))
    setup.ask = ask;
}

/// A key of the lesson set-up (lock, hide, panel, title, prompt, lesson, lang, theme, ui, check, ask);
/// false if the key is not one of them.
bool ReadSetupKey(const std::string& key, const std::string& value, const DemoDesc& desc, LessonSetup& setup,
                  std::string* message) {
  if (key == "lock" || key == "hide") {
    (key == "lock" ? setup.locked : setup.hidden) |= ReadParamNames(key, value, desc, message);  // lists add up
  } else if (key == "panel") {
    if (value == "0" || value == "1")
      setup.panel = value == "1";
    else
      Note(*message, Tr("notice.link.bad_panel"));
  } else if (key == "title" || key == "prompt") {
    bool cut = false;
    (key == "title" ? setup.title : setup.prompt) = PlainText(value, &cut);
    if (cut) Note(*message, Trf("notice.link.cut", {key, std::to_string(kMaxLessonText)}));
  } else if (key == "lesson") {
    // A lesson's text is about its own demo: on another demo's scene it would talk of knobs that
    // are not there (a hand-edited link).
    int lesson = FindLesson(value);
    std::string_view about = lesson >= 0 ? LessonDemo(Lessons()[size_t(lesson)]) : std::string_view();
    if (lesson >= 0 && about == desc.id)
      setup.lesson = value;
    else if (lesson >= 0)
      Note(*message, Trf("notice.link.lesson_other_demo", {about}));
    else
      Note(*message, Tr("notice.link.unknown_lesson"));
  } else if (key == "lang") {
    std::string_view tag = CanonicalLanguage(value);
    if (!tag.empty())
      setup.lang = std::string(tag);
    else
      Note(*message, Tr("notice.link.unknown_language"));
  } else if (key == "theme") {
    if (!ParseLinkTheme(value, &setup.theme)) Note(*message, Tr("notice.link.unknown_theme"));
  } else if (key == "ui") {
    ClampedNumber(value, kMinUiScale, kMaxUiScale, "notice.link.ui_scale", message, &setup.uiScale);
  } else if (key == "check" || key == "ask") {
    ReadChallengeKey(key, value, setup, message);
  } else {
    return false;
  }
  return true;
}

/// A key of the clock (v, speed, at, paused); false if the key is not one of them.
bool ReadClockKey(const std::string& key, const std::string& value, LinkResult& r, int* version) {
  if (key == "v") {
    double v;
    bool whole = ParseNumber(value, &v) && v >= 1.0 && v == std::floor(v);
    if (whole && v > double(kLinkVersion)) {  // a newer page's link: its nearest rules are the newest here
      Note(r.message, Trf("notice.link.newer_version", {std::to_string(kLinkVersion)}));
      *version = kLinkVersion;
    } else if (!whole) {
      Note(r.message, Tr("notice.link.version"));
    } else {
      *version = int(v);
    }
  } else if (key == "speed") {
    ClampedNumber(value, kMinSpeed, kMaxSpeed, "notice.link.speed", &r.message, &r.state.view.speed);
  } else if (key == "at") {
    ClampedNumber(value, 0.0f, kMaxAtSeconds, "notice.link.at", &r.message, &r.state.view.at);
  } else if (key == "paused") {
    r.saysPaused = value == "1" || value == "true" || value == "0" || value == "false";
    if (r.saysPaused)
      r.state.view.paused = value == "1" || value == "true";
    else
      Note(r.message, Tr("notice.link.bad_paused"));
  } else {
    return false;
  }
  return true;
}

// [SECTION] a painted field: base64url (RFC 4648 section 5, no padding), one byte per cell
constexpr char kBase64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

std::string Base64Url(const std::vector<uint8_t>& bytes) {
  std::string out;
  out.reserve((bytes.size() * 4 + 2) / 3);
  for (size_t i = 0; i < bytes.size(); i += 3) {
    uint32_t n = uint32_t(bytes[i]) << 16;
    if (i + 1 < bytes.size()) n |= uint32_t(bytes[i + 1]) << 8;
    if (i + 2 < bytes.size()) n |= bytes[i + 2];
    size_t chars = i + 2 < bytes.size() ? 4 : i + 1 < bytes.size() ? 3 : 2;
    for (size_t k = 0; k < chars; ++k) out += kBase64[(n >> (18 - 6 * k)) & 63u];
  }
  return out;
}

/// False for a character outside the alphabet, a length no byte count gives (4k + 1), or more
/// than kMaxPaintBytes.
bool FromBase64Url(const std::string& text, std::vector<uint8_t>* out) {
  out->clear();
  if (text.size() % 4 == 1 || text.size() > (kMaxPaintBytes * 4 + 2) / 3) return false;
  uint32_t n = 0;
  int bits = 0;
  for (char c : text) {
    const char* at = c ? std::strchr(kBase64, c) : nullptr;
    if (!at) return false;
    n = (n << 6) | uint32_t(at - kBase64);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out->push_back(uint8_t((n >> bits) & 255u));
    }
  }
  return true;
}

/// A key of the scene besides parameters (seed, show, compare, path, obstacles, target); false if
/// the key is not one of them.
bool ReadSceneKey(const std::string& key, const std::string& value, const DemoDesc& desc, LinkState& s,
                  std::string* message) {
  if (key == "seed") {
    uint64_t seed;
    if (ParseUint64(value, &seed) && seed <= kMaxSeed)
      s.seed = seed;
    else
      Note(*message, Tr("notice.link.bad_seed"));
  } else if (key == "show") {
    s.layers = ReadLayers(value, message);
  } else if (key == "compare") {
    ReadCompare(value, desc, s, message);
  } else if (key == "path" || key == "obstacles") {
    ReadPoints(key, value, desc, key == "path" ? s.path : s.obstacles, message);
  } else if (key == "target") {
    ReadTarget(value, desc, s, message);
  } else if (key == "group") {
    // The composer's groups, in order (composition.h); checked together once all are read.
    if (std::strcmp(desc.id, "custom") != 0)
      Note(*message, Tr("notice.link.group_not_custom"));
    else if (s.mix.groups.size() < size_t(kMaxGroups))
      s.mix.groups.push_back(ParseGroup(value, int(s.mix.groups.size()), message));
    else if (std::string note = Trf("notice.link.max_groups", {std::to_string(kMaxGroups)});
             message->find(note) == std::string::npos)
      Note(*message, note);
  } else if (key == "flow") {
    // Its size is checked against the field once the parameters are known (ParseLink).
    if (!FromBase64Url(value, &s.paint)) {
      s.paint.clear();
      Note(*message, Tr("notice.link.bad_paint"));
    }
  } else {
    return false;
  }
  return true;
}

/// name=value for one of the demo's parameters, clamped to its range (ClampParam) with a notice;
/// returns its index, or -1 if the key is unknown or the value bad (with a notice).
int ReadParam(const std::string& key, const std::string& value, const DemoDesc& desc, LinkState& s,
              std::string* message) {
  int index = ParamNamed(desc, key);
  if (index < 0) {
    Note(*message, Printable(key) ? Trf("notice.link.unknown_key", {key}) : std::string(Tr("notice.link.unknown_key_unnamed")));
    return -1;
  }
  const ParamSpec& spec = desc.params[index];
  float v;
  if (!ParseParamValue(spec, value, &v)) {
    Note(*message, Trf("notice.link.bad_param", {spec.name}));
    return -1;
  }
  float clamped = ClampParam(spec, v);
  if (clamped != v) Note(*message, Trf("notice.link.clamped", {spec.name, FormatNumber(clamped)}));
  s.params[index] = clamped;
  return index;
}

/// An older link means the defaults of its day for what it does not say (kDefaultChanges): the
/// value before the first change that came after it (a version 4 link of the hide demo has the
/// rule of before version 5, not of before version 6).
void ApplyOldDefaults(int version, const std::vector<bool>& given, const DemoDesc& desc, LinkState& s) {
  std::vector<int> changedIn(desc.params.size(), 0);  // the version whose "before" was taken
  for (const DefaultChange& c : kDefaultChanges) {
    if (version >= c.version || s.demo != c.demo) continue;
    for (size_t i = 0; i < desc.params.size(); ++i)
      if (!given[i] && std::strcmp(desc.params[i].name, c.param) == 0 && (changedIn[i] == 0 || c.version < changedIn[i])) {
        s.params[i] = c.before;
        changedIn[i] = c.version;
      }
  }
}

/// The fragment of a link's text: after the first '#' of an address ("https://host/#demo=seek",
/// "index.html?x=1#demo=seek", "#demo=seek"); a text with keys before any '#' is a fragment
/// already, whose '#' belongs to a value ("demo=seek&title=Lesson #3").
std::string_view Fragment(std::string_view text) {
  size_t hash = text.find('#');
  if (hash == std::string_view::npos) return text;
  std::string_view before = text.substr(0, hash);
  bool address = before.find('=') == std::string_view::npos || before.find("://") != std::string_view::npos ||
                 before.find('?') != std::string_view::npos;
  return address ? text.substr(hash + 1) : text;
}

LinkResult TooLong() {
  LinkResult r;
  r.ok = false;
  r.message = Trf("notice.link.too_long", {std::to_string(kMaxLinkBytes / 1024)});
  return r;
}

LinkResult ParsePairs(const Pairs& pairs);
}  // namespace

LinkResult ParseLink(std::string_view text) {
  text = Fragment(text);
  if (text.size() > kMaxLinkBytes) return TooLong();
  return ParsePairs(SplitPairs(text));
}

LinkResult ParseComposition(std::string_view groups) {
  if (groups.size() > kMaxLinkBytes) return TooLong();
  Pairs pairs = SplitPairs(groups);
  std::erase_if(pairs, [](const auto& kv) { return kv.first == "demo"; });
  pairs.insert(pairs.begin(), {"demo", "custom"});
  return ParsePairs(pairs);
}

namespace {
LinkResult ParsePairs(const Pairs& pairs) {
  LinkResult r;
  const DemoDesc& desc = Demos()[LinkDemo(pairs, &r.message)];
  LinkState& s = r.state;
  s.demo = desc.id;
  for (const ParamSpec& spec : desc.params) s.params.push_back(spec.def);
  s.layers = desc.layers;

  int version = 1;  // links from before "v=" was written are version 1
  std::vector<bool> given(desc.params.size(), false);
  // A key given twice: a list (lock, hide, show) adds the second's names to the first's; group=
  // and target= are one per group and per target; any other takes its last value, and the notice
  // says so (a hand-edited lesson link lost a lock without a word).
  std::vector<std::string_view> seen;
  for (const auto& [key, value] : pairs) {
    bool again = std::find(seen.begin(), seen.end(), std::string_view(key)) != seen.end();
    uint32_t layersBefore = s.layers;
    bool known = key == "demo" || ReadClockKey(key, value, r, &version) || ReadSceneKey(key, value, desc, s, &r.message) ||
                 ReadSetupKey(key, value, desc, s.view.setup, &r.message);
    if (!known) {
      int index = ReadParam(key, value, desc, s, &r.message);
      if (index >= 0) given[size_t(index)] = known = true;
    }
    if (!again) {
      seen.push_back(key);
    } else if (known && key == "show") {
      s.layers |= layersBefore;
    } else if (known && key != "group" && key != "target" && key != "lock" && key != "hide") {
      Note(r.message, Trf("notice.link.repeated", {key}));
    }
  }
  ApplyOldDefaults(version, given, desc, s);
  if (!s.mix.groups.empty()) {
    ValidateComposition(s.mix, &r.message);
    if (s.mix == DefaultComposition()) s.mix = {};  // one text for the default: no group= keys
  }
  if (!s.paint.empty()) {
    // One byte per cell of this demo's field with these parameters, or nothing.
    std::unique_ptr<Demo> scene = desc.make();
    if (int(s.paint.size()) != scene->PaintCells(desc.world, s.params)) {
      s.paint.clear();
      Note(r.message, Tr("notice.link.paint_size"));
    }
  }
  return r;
}
}  // namespace

// [SECTION] serialize
std::string SerializeLink(const LinkState& s) {
  int demo = FindDemo(s.demo.data(), int(s.demo.size()));
  if (demo < 0) demo = 0;
  const DemoDesc& desc = Demos()[demo];
  std::string out = "v=" + std::to_string(kLinkVersion) + "&demo=" + desc.id;
  if (s.seed != 1) out += "&seed=" + std::to_string(s.seed);
  for (int i = 0; i < int(desc.params.size()) && i < int(s.params.size()); ++i) {
    const ParamSpec& spec = desc.params[i];
    if (s.params[i] == spec.def) continue;
    out += "&";
    out += spec.name;
    out += "=";
    if (spec.kind == ParamKind::Choice && spec.choices)
      out += spec.choices[int(s.params[i])];
    else
      out += FormatNumber(s.params[i]);
  }
  if (s.layers != desc.layers) {
    out += "&show=";
    bool first = true;
    for (int b = 0; b < kLayerCount; ++b)
      if (s.layers & (1u << b)) {
        if (!first) out += ",";
        out += LayerName(b);
        first = false;
      }
  }
  if (s.view.speed != 1.0f) out += "&speed=" + FormatNumber(s.view.speed);
  if (s.view.paused) out += "&paused=1";
  if (s.view.at > 0.0f) out += "&at=" + FormatNumber(s.view.at);
  for (Vec2 t : s.targets) out += "&target=" + FormatNumber(t.x) + "," + FormatNumber(t.y);
  if (s.compareParam >= 0 && s.compareParam < int(desc.params.size()) && !s.compareValues.empty()) {
    const ParamSpec& spec = desc.params[s.compareParam];
    out += "&compare=";
    out += spec.name;
    out += ":";
    for (size_t i = 0; i < s.compareValues.size(); ++i) {
      if (i) out += ",";
      out += spec.kind == ParamKind::Choice && spec.choices ? spec.choices[int(s.compareValues[i])]
                                                            : FormatNumber(s.compareValues[i]);
    }
  }
  if (!s.path.empty()) out += "&path=" + FormatPoints(s.path);
  if (!s.obstacles.empty()) out += "&obstacles=" + FormatPoints(s.obstacles);
  if (std::strcmp(desc.id, "custom") == 0)
    for (const Group& g : s.mix.groups) out += "&group=" + FormatGroup(g);
  if (!s.paint.empty()) out += "&flow=" + Base64Url(s.paint);
  // The lesson set-up, last: a teacher's link reads as the scene, then how it is shown.
  const LessonSetup& l = s.view.setup;
  auto names = [&](uint64_t bits) {
    std::string list;
    for (int i = 0; i < int(desc.params.size()) && i < 64; ++i)
      if (bits & (uint64_t(1) << i)) list += (list.empty() ? "" : ",") + std::string(desc.params[i].name);
    return list;
  };
  if (l.locked) out += "&lock=" + names(l.locked);
  if (l.hidden) out += "&hide=" + names(l.hidden);
  if (!l.panel) out += "&panel=0";
  if (l.theme != Theme::Screen) out += "&theme=" + std::string(LinkThemeName(l.theme));
  if (l.uiScale > 0.0f) out += "&ui=" + FormatNumber(l.uiScale);
  if (!l.lesson.empty()) out += "&lesson=" + l.lesson;
  if (!l.lang.empty()) out += "&lang=" + l.lang;
  if (!l.title.empty()) out += "&title=" + PercentEncode(l.title);
  if (!l.prompt.empty()) out += "&prompt=" + PercentEncode(l.prompt);
  if (l.hasCheck) {
    // A check's text is names, digits, '.', '@' and its operator: only '<' and '>' need escaping
    // in a fragment ("check=caught%3C10", "check=polarization%3E0.8@20").
    for (char c : "&check=" + FormatCheck(l.check)) out += c == '<' ? "%3C" : c == '>' ? "%3E" : std::string(1, c);
    if (l.ask != Ask::YesNo && l.check.measure != Check::Measure::First) out += "&ask=" + std::string(AskName(l.ask));
  }
  return out;
}

// [SECTION] a teacher's set-up (the Share dialog)
void SetLesson(LinkState& s, const LessonRequest& r, std::string* message) {
  int demo = FindDemo(s.demo.data(), int(s.demo.size()));
  const DemoDesc& desc = Demos()[demo < 0 ? 0 : demo];
  LessonSetup setup;
  setup.lang = s.view.setup.lang;
  setup.panel = !r.sceneOnly;
  // Each text as its key in a link, in the order a link writes them (the check before ask=, which
  // a "first" check overrules). An empty text is no key: the default.
  const std::pair<const char*, const std::string*> keys[] = {
      {"lock", &r.lock},   {"hide", &r.hide},     {"theme", &r.theme}, {"ui", &r.ui},
      {"title", &r.title}, {"prompt", &r.prompt}, {"check", &r.check}, {"ask", &r.ask}};
  for (const auto& [key, value] : keys)
    if (!value->empty()) ReadSetupKey(key, *value, desc, setup, message);
  s.view.setup = setup;
}

// [SECTION] to and from a playground
LinkState CaptureLink(const Playground& pg, const ViewSettings& view) {
  LinkState s;
  s.demo = pg.desc().id;
  s.seed = pg.seed();
  s.params = pg.params();
  s.layers = pg.layers;
  s.view = view;
  // The language the link was made in, for those it is shared with (English: their own).
  s.view.setup.lang = std::string_view(Language()) == "en" ? "" : Language();
  // Targets only when moved from where the scene put them.
  bool moved = false;
  for (size_t i = 0; i < pg.targets().size(); ++i) moved = moved || pg.targets()[i] != pg.initialTargets()[i];
  if (moved) s.targets = pg.targets();
  auto differ = [](const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    if (a.size() != b.size()) return true;
    for (size_t i = 0; i < a.size(); ++i)
      if (a[i] != b[i]) return true;
    return false;
  };
  if (differ(pg.world().path.points, pg.initialPath())) s.path = pg.world().path.points;
  s.mix = pg.composition();
  s.compareParam = pg.compareParam();
  for (int i = 0; i < pg.ghostCount(); ++i) s.compareValues.push_back(pg.ghostValue(i));
  std::vector<Vec2> obstacles = pg.ObstaclePositions();
  if (differ(obstacles, pg.initialObstacles())) s.obstacles = obstacles;
  s.paint = pg.paint();
  return s;
}

int64_t MomentStep(double seconds, const Playground& pg) {
  if (!(seconds > 0.0)) return 0;
  double steps = double(pg.StepAt(std::min(seconds, double(kMaxAtSeconds))));
  double agents = double(pg.world().agents.size()) * double(1 + pg.ghostCount());
  if (agents > 0.0 && steps * agents > kMaxAtAgentSteps) steps = std::floor(kMaxAtAgentSteps / agents);
  return int64_t(steps);
}

void NoteScene(const LinkState& s, const Playground& pg, std::string* message) {
  if (s.targets.size() > pg.targets().size())
    Note(*message, Trf("notice.link.extra_points", {"target", std::to_string(pg.targets().size())}));
  if (s.obstacles.size() > pg.initialObstacles().size())
    Note(*message, Trf("notice.link.extra_points", {"obstacles", std::to_string(pg.initialObstacles().size())}));
  int64_t step = MomentStep(s.view.at, pg);
  if (s.view.at > 0.0f && pg.Seconds(step) < double(s.view.at) - 0.5 * double(pg.world().def.dt))
    Note(*message, Trf("notice.link.at_cut", {FormatNumber(float(pg.Seconds(step))),
                                              MaxAtAgentStepsInMillions()}));
}

ViewSettings ApplyLink(Playground& pg, const LinkState& s, std::string* message) {
  // Demo, parameters, compare and seed at once: one rebuild (frame 0). Then the edits.
  pg.Load(s.demo, s.params, s.seed, s.compareParam, s.compareValues, &s.mix);
  if (message) NoteScene(s, pg, message);
  pg.layers = s.layers;
  pg.SetTargets(s.targets);
  if (!s.path.empty()) pg.SetPath(s.path);
  if (!s.obstacles.empty()) pg.SetObstaclePositions(s.obstacles);
  if (!s.paint.empty()) pg.SetPaint(s.paint);
  ViewSettings view = s.view;
  if (view.at > 0.0f) {
    // The moment, in whole steps, as a straight run reaches it (within the agent-step budget).
    int64_t steps = MomentStep(view.at, pg);
    pg.Step(int(steps));
    view.at = float(pg.Seconds(pg.steps()));  // the moment reached
    view.paused = true;
  }
  return view;
}

CheckResult RunCheck(const LinkState& scene, const Check& c) {
  LinkState s = scene;
  s.compareParam = -1;
  s.compareValues.clear();
  Playground pg;
  ApplyLink(pg, s);
  return RunCheck(pg, c);
}

}  // namespace demos
