#include "code/code.h"

#include "demos/composition.h"
#include "strings/decimal.h"

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cctype>
#include <cstring>
#include <algorithm>
#include <iterator>
#include <vector>

namespace demos {

bool ParseCodeLang(std::string_view name, CodeLang* out) {
  for (const CodeLangName& n : kCodeLangs)
    if (name == n.id) {
      *out = n.lang;
      return true;
    }
  return false;
}

const CodeLangName& CodeLangNameOf(CodeLang lang) {
  for (const CodeLangName& n : kCodeLangs)
    if (n.lang == lang) return n;
  return kCodeLangs[0];
}

// [SECTION] every behaviour's names, once
namespace {

/// A behaviour's two names: the words the header and the page say ("obstacle avoidance") and the
/// one its function and C++ result type are named after (SteerObstacleAvoidance,
/// ObstacleAvoidanceForce; steer_obstacle_avoidance in GDScript).
struct BehaviourNames {
  CodeBehaviour behaviour;
  const char* words;
  const char* pascal;
};
constexpr BehaviourNames kBehaviourNames[] = {
    {CodeBehaviour::Seek, "seek", "Seek"},
    {CodeBehaviour::Flee, "flee", "Flee"},
    {CodeBehaviour::Arrive, "arrive", "Arrive"},
    {CodeBehaviour::Pursuit, "pursuit", "Pursuit"},
    {CodeBehaviour::Evade, "evade", "Evade"},
    {CodeBehaviour::Wander, "wander", "Wander"},
    {CodeBehaviour::Flocking, "flocking", "Flocking"},
    {CodeBehaviour::ObstacleAvoidance, "obstacle avoidance", "ObstacleAvoidance"},
    {CodeBehaviour::FollowPath, "path following", "FollowPath"},
    {CodeBehaviour::Hide, "hide", "Hide"},
    {CodeBehaviour::WallFollowing, "wall following", "WallFollowing"},
    {CodeBehaviour::Containment, "containment", "Containment"},
    {CodeBehaviour::FlowField, "flow-field following", "FlowField"},
    {CodeBehaviour::Crowd, "unaligned collision avoidance", "CollisionAvoidance"},
    {CodeBehaviour::Queue, "queueing", "Queue"},
    {CodeBehaviour::FeelerAvoidance, "feeler avoidance", "FeelerAvoidance"},
    {CodeBehaviour::ArriveWithin, "arrive within a slowing radius", "ArriveWithin"},
    {CodeBehaviour::Chase, "chase", "Chase"},
    {CodeBehaviour::OffsetPursuit, "offset pursuit", "OffsetPursuit"},
    {CodeBehaviour::LeaderFollowing, "leader following", "LeaderFollowing"},
    {CodeBehaviour::Interpose, "interpose", "Interpose"},
    {CodeBehaviour::WallAvoidance, "wall avoidance", "WallAvoidance"},
    {CodeBehaviour::BoxContainment, "containment in a box", "BoxContainment"},
    {CodeBehaviour::FollowPathway, "Reynolds' path following", "FollowPathway"},
};

// The table is indexed by CodeBehaviour: one row for each, in its order.
constexpr bool InBehaviourOrder() {
  for (size_t i = 0; i < std::size(kBehaviourNames); ++i)
    if (size_t(kBehaviourNames[i].behaviour) != i) return false;
  return std::size(kBehaviourNames) == size_t(CodeBehaviour::FollowPathway) + 1;
}
static_assert(InBehaviourOrder(), "kBehaviourNames: one row for every CodeBehaviour, in its order");

const BehaviourNames& NamesOf(CodeBehaviour b) {
  size_t i = size_t(b);
  return kBehaviourNames[i < std::size(kBehaviourNames) ? i : 0];
}

}  // namespace

namespace {

// [SECTION] a tiny emitter: the same statements in four languages
class Emitter {
 public:
  explicit Emitter(CodeLang lang) : lang_(lang) {}
  CodeLang lang() const { return lang_; }
  /// The name of the next function opened (SteerPursuit, a composer's SteeringForce; GDScript
  /// writes them in snake case).
  void Name(const std::string& fn) { fn_ = fn; }
  /// C++'s result type of a force ("Force"; a snippet of its own names it after its behaviour,
  /// "PursuitForce", so that two snippets in one file do not define it twice).
  void ForceType(const std::string& name) { force_ = name; }
  std::string ForceStruct() const { return "struct " + force_ + " { float x, y; };"; }
  /// CamelCase to GDScript's snake_case.
  static std::string Snake(const std::string& fn) {
    std::string out;
    for (size_t i = 0; i < fn.size(); ++i) {
      char c = fn[i];
      if (c >= 'A' && c <= 'Z' && i > 0) out += '_';
      out += char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    return out;
  }
  bool typed() const { return lang_ == CodeLang::Cpp || lang_ == CodeLang::CSharp; }
  /// A float literal that reads back as the same float: the shortest decimal that does (0.95, not
  /// 0.949999988; FormatNumber, as links write numbers and the comments beside it), written as a
  /// floating-point literal of the language (400.0, 400.0f).
  std::string Num(float v) const {
    std::string s = FormatNumber(v);
    if (s.find_first_of(".e") == std::string::npos) s += ".0";
    if (typed()) s += "f";
    return s;
  }
  /// fmod(a, b), its argument text "a, b": the remainder with a's sign (C's fmod; % on floats in
  /// C# and JS).
  std::string Fmod(const std::string& args) const {
    size_t comma = args.find(", ");
    std::string a = args.substr(0, comma), b = comma == std::string::npos ? "1" : args.substr(comma + 2);
    switch (lang_) {
      case CodeLang::Cpp:
        return "std::fmod(" + args + ")";
      case CodeLang::GDScript:
        return "fmod(" + args + ")";
      default:
        return "(" + a + " % " + b + ")";
    }
  }
  std::string Sqrt(const std::string& e) const {
    switch (lang_) {
      case CodeLang::Cpp:
        return "std::sqrt(" + e + ")";
      case CodeLang::CSharp:
        return "(float)Math.Sqrt(" + e + ")";
      case CodeLang::JS:
        return "Math.sqrt(" + e + ")";
      case CodeLang::GDScript:
        return "sqrt(" + e + ")";
    }
    return e;
  }
  void Line(const std::string& s) {
    if (!s.empty())
      out_.append(size_t(indent_) * (lang_ == CodeLang::GDScript ? 1 : 2), lang_ == CodeLang::GDScript ? '\t' : ' ');
    out_ += s;
    out_ += "\n";
  }
  /// A comment, folded at a space before 100 columns.
  void Comment(const std::string& s) {
    std::string rest = s;
    while (rest.size() > 96) {
      size_t cut = rest.rfind(' ', 96);
      if (cut == std::string::npos || cut < 20) break;
      Line((lang_ == CodeLang::GDScript ? "# " : "// ") + rest.substr(0, cut));
      rest = rest.substr(cut + 1);
    }
    Line((lang_ == CodeLang::GDScript ? "# " : "// ") + rest);
  }
  /// A local: float (or "int", "bool" in C++ and C#) name = e.
  void Let(const char* name, const std::string& e, const char* type = "float") {
    std::string kw = typed() ? std::string(type) + " " : lang_ == CodeLang::JS ? "let " : "var ";
    Line(kw + name + " = " + e + End());
  }
  std::string Abs(const std::string& e) const {
    return lang_ == CodeLang::Cpp ? "std::fabs(" + e + ")" : lang_ == CodeLang::CSharp ? "Math.Abs(" + e + ")"
                                                          : lang_ == CodeLang::JS   ? "Math.abs(" + e + ")"
                                                                                    : "abs(" + e + ")";
  }
  /// float to int, towards zero; int to float.
  std::string ToInt(const std::string& e) const {
    return lang_ == CodeLang::CSharp ? "(int)" + e : lang_ == CodeLang::JS ? "Math.trunc(" + e + ")" : "int(" + e + ")";
  }
  std::string ToFloat(const std::string& e) const {
    return lang_ == CodeLang::CSharp ? "(float)" + e : lang_ == CodeLang::JS ? e : "float(" + e + ")";
  }
  void Set(const char* name, const std::string& e) { Line(std::string(name) + " = " + e + End()); }
  void If(const std::string& cond) {
    Line(lang_ == CodeLang::GDScript ? "if " + cond + ":" : "if (" + cond + ") {");
    ++indent_;
  }
  void Else() {
    --indent_;
    Line(lang_ == CodeLang::GDScript ? "else:" : "} else {");
    ++indent_;
  }
  void EndIf() {
    --indent_;
    if (lang_ != CodeLang::GDScript) Line("}");
  }
  void Return(const std::string& x, const std::string& y) {
    switch (lang_) {
      case CodeLang::Cpp:
        Line("return {" + x + ", " + y + "};");
        break;
      case CodeLang::CSharp:
        Line("fx = " + x + "; fy = " + y + "; return;");
        break;
      case CodeLang::JS:
        Line("return { x: " + x + ", y: " + y + (state_.empty() ? "" : ", " + state_ + ": " + state_) + " };");
        break;
      case CodeLang::GDScript:
        Line(state_.empty() ? "return Vector2(" + x + ", " + y + ")"
                            : "return [Vector2(" + x + ", " + y + "), " + state_ + "]");
        break;
    }
  }
  /// A function of plain numbers, `sig` its parameters separated by spaces: "n#" an int, "ox[]"
  /// an array of floats, "wp&" an int the function updates (the caller keeps it between calls;
  /// JS and GDScript return it beside the force), any other a float.
  void OpenFn(const char* fn, const char* sig, bool pub = true) {
    std::vector<std::string> ps;
    bool gd = lang_ == CodeLang::GDScript;
    for (const char* c = sig; *c;) {
      const char* b = c;
      while (*c && *c != ' ' && *c != '#' && *c != '[' && *c != '&' && *c != '^') ++c;
      std::string n(b, c);
      char kind = *c == ' ' || !*c ? 'f' : *c;
      while (*c && *c != ' ') ++c;
      while (*c == ' ') ++c;
      if (kind == '&' || kind == '^') state_ = n;
      if (kind == '^') {  // an out float, 1 unless the function says otherwise
        outFloat_ = true;
        if (lang_ == CodeLang::JS || gd) continue;
        ps.push_back((lang_ == CodeLang::Cpp ? "float& " : "out float ") + n);
        continue;
      }
      const char* t = kind == '#' ? "int " : kind == '[' ? (lang_ == CodeLang::Cpp ? "const float* " : "float[] ")
                      : kind == '&'                      ? (lang_ == CodeLang::Cpp ? "int& " : "ref int ")
                                                         : "float ";
      ps.push_back(lang_ == CodeLang::JS ? n
                   : gd ? n + (kind == '#' || kind == '&' ? ": int" : kind == '[' ? ": Array" : ": float")
                        : t + n);
    }
    if (lang_ == CodeLang::CSharp) {
      ps.push_back("out float fx");
      ps.push_back("out float fy");
    }
    std::string head;
    if (gd) {
      head = "func " + Snake(fn);  // SteeringForce -> steering_force
    } else {
      head = lang_ == CodeLang::Cpp ? "inline " + force_ + " " : lang_ == CodeLang::JS ? "function " : pub ? "public static void " : "static void ";
      head += fn;
    }
    head += "(";
    std::string line = head;
    for (size_t i = 0; i < ps.size(); ++i) {
      std::string p = ps[i] + (i + 1 < ps.size() ? ", " : "");
      if (!gd && line.size() + p.size() > 100) {  // wrap
        while (line.back() == ' ') line.pop_back();
        Line(line);
        line = "    ";
      }
      line += p;
    }
    Line(line + (gd ? std::string(") -> ") + (state_.empty() ? "Vector2:" : "Array:") : ") {"));
    ++indent_;
    if (outFloat_) (typed() ? Set(state_.c_str(), Num(1.0f)) : Let(state_.c_str(), Num(1.0f)));
  }
  std::string End() const { return lang_ == CodeLang::GDScript ? "" : ";"; }
  /// The function's opening line(s). Three shapes: Target (self and one target agent, 12
  /// numbers), Wander (own pose, the wander target, four random draws, dt; out: the force and
  /// the new wander target), Flock (own state and arrays of the agents nearby).
  enum class Shape { Target, Wander, Flock };
  /// What comes before the function: C++'s include and its result type, C#'s using and class
  /// (closed by Finish()); nothing in JS and GDScript.
  /// Written once however many functions follow (a composition has several); each C++ result
  /// type once.
  void Prelude(const std::string& cppResult = "") {
    if (lang_ == CodeLang::Cpp) {
      if (!preluded_) {
        Line("#include <cmath>");
        Line("");
      }
      if (!cppResult.empty() && structs_.find(cppResult) == std::string::npos) {
        structs_ += cppResult;
        Line(cppResult);
        Line("");
      }
    } else if (lang_ == CodeLang::CSharp && !preluded_) {
      Line("using System;");
      Line("");
      Line("public static partial class Steering {  // partial: other snippets' functions join it");
      ++indent_;
    }
    preluded_ = true;
  }
  /// A blank line between two functions.
  void Gap() { Line(""); }
  /// The composition's last function, as the language names it.
  std::string Combiner() const { return lang_ == CodeLang::GDScript ? "steering_force" : "SteeringForce"; }
  /// The functions that follow are parts of a composition: their force goes to SteeringForce as it is.
  void Parts() { parts_ = true; }
  /// The comment on a behaviour function's output.
  void OutForce() {
    Comment(parts_ ? "Out: its force as it is, not truncated: " + Combiner() + " (below) weighs, adds and truncates."
                   : "Out: the steering force. Truncate it to your agent's max force (the header gives the playground's), then a = F / mass.");
  }
  /// The opening line(s) of a function returning `cppRet` in C++, its parameters written in C++:
  /// `first` on the first line, `rest` on the next (aligned under the first parameter in C++);
  /// C#'s, JS's and GDScript's from the same text.
  void Head(const std::string& cppRet, const std::string& first, const std::string& rest) {
    std::string fn = fn_;
    switch (lang_) {
      case CodeLang::Cpp: {
        std::string head = "inline " + cppRet + " " + fn + "(";
        Line(head + first + (rest.empty() ? ") {" : ","));
        if (!rest.empty()) Line(std::string(head.size(), ' ') + rest + ") {");
        break;
      }
      case CodeLang::CSharp:
        Line("public static void " + fn + "(" + CsParams(first) + ",");
        Line("    " + CsParams(rest) + ", out float fx, out float fy) {");
        break;
      case CodeLang::JS:
        Line("function " + fn + "(" + Bare(first + ", " + rest) + ") {");
        break;
      case CodeLang::GDScript:
        Line("func " + Snake(fn) + "(" + Gd(first + ", " + rest) + ") -> " + (cppRet == force_ ? "Vector2:" : "Array:"));
        break;
    }
  }
  /// C++ parameter text ("float px, const float* qx, int n") as C#'s, JS's and GDScript's.
  static std::string CsParams(const std::string& cpp) {
    std::string out = cpp;
    for (size_t i; (i = out.find("const float* ")) != std::string::npos;) out.replace(i, 13, "float[] ");
    return out;
  }
  /// The parameters' names only (JS).
  static std::string Bare(const std::string& cpp) {
    std::string out, last;
    for (size_t i = 0; i <= cpp.size(); ++i) {
      char c = i < cpp.size() ? cpp[i] : ',';
      if (c == ',') {
        out += (out.empty() ? "" : ", ") + last;
        last.clear();
      } else if (c == ' ' || c == '*') {
        last.clear();
      } else {
        last += c;
      }
    }
    return out;
  }
  /// name: type, GDScript's way.
  static std::string Gd(const std::string& cpp) {
    std::string out;
    size_t b = 0;
    for (size_t i = 0; i <= cpp.size(); ++i) {
      if (i < cpp.size() && cpp[i] != ',') continue;
      std::string p = cpp.substr(b, i - b);
      while (!p.empty() && p[0] == ' ') p.erase(0, 1);
      size_t sp = p.rfind(' ');
      std::string name = p.substr(sp + 1), type = p.substr(0, sp);
      if (!name.empty() && name[0] == '*') name.erase(0, 1);
      out += (out.empty() ? "" : ", ") + name + ": " +
             (type.find('*') != std::string::npos ? "Array" : type == "int" ? "int" : "float");
      b = i + 1;
    }
    return out;
  }
  void Open(Shape shape) {
    if (shape == Shape::Wander) {
      OpenWander();
    } else if (shape == Shape::Flock) {
      OpenFlock();
    } else {
      OpenTarget();
    }
    ++indent_;
  }
  void OpenWander() {
    Prelude(lang_ == CodeLang::Cpp ? "struct WanderForce { float x, y, wx, wy; };  // the force, then the new wander target"
                                   : "");
    if (lang_ == CodeLang::CSharp) {
      Line("public static void " + fn_ + "(float px, float py, float hx, float hy, ref float wx, ref float wy,");
      Line("    float r0, float r1, float r2, float r3, float dt, out float fx, out float fy) {");
    } else {
      Head("WanderForce", "float px, float py, float hx, float hy, float wx, float wy",
           "float r0, float r1, float r2, float r3, float dt");
    }
  }
  void OpenFlock() {
    Prelude(ForceStruct());
    Head(force_, "float px, float py, float vx, float vy, float hx, float hy",
         "int n, const float* qx, const float* qy, const float* qhx, const float* qhy");
    // CloseFn names the inputs the body leaves unused (the composer's one-rule parts: separation
    // reads no heading)
    if (lang_ == CodeLang::Cpp) unusedAt_ = out_.size(), unusedNames_ = kFlockInputs;
  }
  /// Wander's return: the force and the new wander target (wx, wy).
  void ReturnWander(const std::string& x, const std::string& y) {
    switch (lang_) {
      case CodeLang::Cpp:
        Line("return {" + x + ", " + y + ", wx, wy};");
        break;
      case CodeLang::CSharp:
        Line("fx = " + x + "; fy = " + y + "; return;  // wx, wy: updated in place");
        break;
      case CodeLang::JS:
        Line("return { x: " + x + ", y: " + y + ", wx: wx, wy: wy };");
        break;
      case CodeLang::GDScript:
        Line("return [Vector2(" + x + ", " + y + "), Vector2(wx, wy)]");
        break;
    }
  }
  /// for (i = 0; i < n; ++i), closed by EndIf().
  void For(const char* i, const char* n) {
    std::string si = i, sn = n;
    switch (lang_) {
      case CodeLang::Cpp:
      case CodeLang::CSharp:
        Line("for (int " + si + " = 0; " + si + " < " + sn + "; ++" + si + ") {");
        break;
      case CodeLang::JS:
        Line("for (let " + si + " = 0; " + si + " < " + sn + "; ++" + si + ") {");
        break;
      case CodeLang::GDScript:
        Line("for " + si + " in range(" + sn + "):");
        break;
    }
    ++indent_;
  }
  void Continue() { Line("continue" + End()); }
  void OpenTarget() {
    Prelude(ForceStruct());
    Head(force_, "float px, float py, float vx, float vy, float hx, float hy",
         "float tx, float ty, float tvx, float tvy, float thx, float thy");
    // CloseFn names the inputs the body leaves unused
    if (lang_ == CodeLang::Cpp) unusedAt_ = out_.size(), unusedNames_ = kTargetInputs;
  }
  /// The end of a function; the next one starts afresh (its own name, state and locals).
  void CloseFn() {
    if (unusedAt_ != std::string::npos) {
      // C++ (-Wunused-parameter): the inputs this behaviour does not read, and only those.
      std::string body = out_.substr(unusedAt_), unused;
      for (const char* const* name = unusedNames_; *name; ++name)
        if (!UsesWord(body, *name)) unused += std::string(unused.empty() ? "" : ", ") + "(void)" + *name;
      if (!unused.empty()) out_.insert(unusedAt_, "  " + unused + ";  // not used by this behaviour\n");
      unusedAt_ = std::string::npos;
    }
    if (lang_ == CodeLang::GDScript) MarkUnusedGdParams();
    --indent_;
    if (lang_ != CodeLang::GDScript) Line("}");
    state_.clear();
    outFloat_ = false;
    fn_ = "SteeringForce";
  }
  /// The end of the code: C#'s class.
  void Finish() {
    if (lang_ == CodeLang::CSharp) {
      --indent_;
      Line("}");
    }
  }
  std::string str() const { return out_; }

 private:
  CodeLang lang_;
  int indent_ = 0;
  std::string state_;  ///< OpenFn's in-out int or out float, if any
  bool outFloat_ = false;
  std::string fn_ = "SteeringForce";
  std::string force_ = "Force";
  bool preluded_ = false;
  bool parts_ = false;
  std::string structs_;  ///< C++ result types written
  std::string out_;
  size_t unusedAt_ = std::string::npos;  ///< where OpenTarget's or OpenFlock's function body starts (C++)
  const char* const* unusedNames_ = nullptr;  ///< the inputs it may leave unused, null-terminated
  static constexpr const char* kTargetInputs[] = {"vx", "vy", "hx", "hy", "tvx", "tvy", "thx", "thy",
                                                  nullptr};
  static constexpr const char* kFlockInputs[] = {"vx", "vy", "hx", "hy", "qhx", "qhy", nullptr};

  /// GDScript: an input this function's body does not read is written _name in its head, Godot's
  /// way of saying so (Godot 4 warns of an unused parameter otherwise; the C++ export's (void)
  /// does the same). The head is the last line that starts with "func ".
  void MarkUnusedGdParams() {
    size_t head = out_.rfind("\nfunc ");
    head = head == std::string::npos ? (out_.rfind("func ", 0) == 0 ? 0 : head) : head + 1;
    if (head == std::string::npos) return;
    size_t open = out_.find('(', head), close = out_.find(')', open), eol = out_.find('\n', close);
    if (open == std::string::npos || close == std::string::npos || eol == std::string::npos) return;
    const std::string body = out_.substr(eol), params = out_.substr(open + 1, close - open - 1);
    std::string marked;
    for (size_t b = 0; b < params.size();) {
      size_t e = std::min(params.find(", ", b), params.size());
      std::string p = params.substr(b, e - b), name = p.substr(0, p.find(':'));
      marked += (marked.empty() ? "" : ", ") + (UsesWord(body, name) ? p : "_" + p);
      b = e + 2;
    }
    out_.replace(open + 1, close - open - 1, marked);
  }
  /// Whether `word` stands in `text` as a name of its own (not inside a longer one).
  static bool UsesWord(const std::string& text, const std::string& word) {
    auto part = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    for (size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1))
      if ((at == 0 || !part(text[at - 1])) && (at + word.size() >= text.size() || !part(text[at + word.size()])))
        return true;
    return false;
  }
};

// [SECTION] the behaviours, statement by statement as in src/steer
// Seek (or flee) the point (sx, sy): desired = unit(target - pos) * maxSpeed, force = desired - vel.
/// " * gain", or nothing when the gain is 1.
std::string Gain(const Emitter& e, const CodeSpec& s) { return s.gain == 1.0f ? "" : " * " + e.Num(s.gain); }

void EmitSeek(Emitter& e, const CodeSpec& s, const char* sx, const char* sy, bool flee) {
  std::string ms = e.Num(s.maxSpeed), g = Gain(e, s);
  if (flee) {
    e.Let("dx", std::string("px - ") + sx);
    e.Let("dy", std::string("py - ") + sy);
  } else {
    e.Let("dx", std::string(sx) + " - px");
    e.Let("dy", std::string(sy) + " - py");
  }
  e.Let("norm", e.Sqrt("dx * dx + dy * dy"));
  e.If("norm > " + e.Num(steer::kEpsilon));
  e.Return("(dx / norm * " + ms + " - vx)" + g, "(dy / norm * " + ms + " - vy)" + g);
  e.EndIf();
  e.Return("(" + e.Num(0.0f) + " - vx)" + g, "(" + e.Num(0.0f) + " - vy)" + g);
}

// T = d / speed, "never" (the 60 s bound) when the speed is ~0 (TimeToCover in pursuit.cpp).
/// No force beyond `distance` of the target (flee's panic distance, evade's threat range).
void EmitOnlyWithin(Emitter& e, float distance, const char* comment) {
  e.Comment(comment);
  e.If("(tx - px) * (tx - px) + (ty - py) * (ty - py) > " + e.Num(distance) + " * " + e.Num(distance));
  e.Return(e.Num(0.0f), e.Num(0.0f));
  e.EndIf();
}

void EmitTimeToCover(Emitter& e, const std::string& speed) {
  e.Let("speed", speed);
  e.Let("T", e.Num(0.0f));
  e.If("d > " + e.Num(steer::kEpsilon));
  e.If("speed > " + e.Num(steer::kEpsilon));
  e.Set("T", "d / speed");
  e.If("T > " + e.Num(steer::kMaxLookAhead));
  e.Set("T", e.Num(steer::kMaxLookAhead));
  e.EndIf();
  e.Else();
  e.Set("T", e.Num(steer::kMaxLookAhead));
  e.EndIf();
  e.EndIf();
}

// The look-ahead time T of the self agent about the target (LookAheadTime), then the target's
// predicted position (qx, qy).
void EmitPrediction(Emitter& e, const CodeSpec& s) {
  steer::LookAheadDef la = steer::Validated(s.lookAhead);
  if (la.predictor != steer::Predictor::Fixed && la.predictor != steer::Predictor::None)
    e.Let("d", e.Sqrt("(tx - px) * (tx - px) + (ty - py) * (ty - py)"));
  switch (la.predictor) {
    case steer::Predictor::Buckland:
      e.Comment("Buckland: T = d / (own maxSpeed + target speed)");
      EmitTimeToCover(e, e.Num(s.maxSpeed) + " + " + e.Sqrt("tvx * tvx + tvy * tvy"));
      break;
    case steer::Predictor::Peters:
      e.Comment("Peters: T = d / own maxSpeed");
      EmitTimeToCover(e, e.Num(s.maxSpeed));
      break;
    case steer::Predictor::Bourg:
      e.Comment("Bourg: T = d / closing speed |v - target v|");
      EmitTimeToCover(e, e.Sqrt("(vx - tvx) * (vx - tvx) + (vy - tvy) * (vy - tvy)"));
      break;
    case steer::Predictor::Millington:
      e.Comment("Millington: T = d / own speed, at most maxPrediction");
      e.Let("speed", e.Sqrt("vx * vx + vy * vy"));
      e.Let("T", e.Num(la.maxPrediction));
      if (la.maxPrediction > 0.0f) {
        e.If("!(speed <= d / " + e.Num(la.maxPrediction) + ")");
        e.Set("T", "d / speed");
        e.EndIf();
      }
      break;
    case steer::Predictor::Fixed:
      e.Comment("a fixed look-ahead time");
      e.Let("T", e.Num(la.fixedTime));
      break;
    case steer::Predictor::None:
      e.Comment("no prediction: T = 0");
      e.Let("T", e.Num(0.0f));
      break;
  }
  if (la.scale != 1.0f) e.Set("T", "T * " + e.Num(la.scale));
  if (la.cap > 0.0f) {
    e.If("T > " + e.Num(la.cap));
    e.Set("T", e.Num(la.cap));
    e.EndIf();
  }
  e.If("!(T >= " + e.Num(0.0f) + ")");
  e.Set("T", e.Num(0.0f));
  e.EndIf();
  e.If("T > " + e.Num(steer::kMaxLookAhead));
  e.Set("T", e.Num(steer::kMaxLookAhead));
  e.EndIf();
  e.Let("qx", "tx + tvx * T");
  e.Let("qy", "ty + tvy * T");
}

/// A number for a comment: "30", "0.5" (no language suffix); the same digits as its literal (Num),
/// so that a comment never says 0.5 beside a 0.49999997f.
std::string Txt(float v) { return FormatNumber(v); }

struct TemplateArgs;
void Run(Emitter& e, const CodeSpec& s, const char* t, const TemplateArgs& a);

// Wander (wander.cpp): the target on the circle jitters by (r0 - r1, r2 - r3) x jitter x dt,
// goes back onto the circle, and the force points from the agent to it, `distance` ahead.
// $0 jitter, $1 radius, $2 distance.
const char kWander[] =
    "# r0..r3: four uniform random numbers in [0, 1), drawn fresh every call; dt: the step (s).\n"
    "# wx, wy: the wander target on the circle, in the agent's frame. Keep it between calls;\n"
    "# start at 0, 0: the first call puts it on the circle.\n"
    "L jitter = $0 * dt\nS wx = wx + (r0 - r1) * jitter\nS wy = wy + (r2 - r3) * jitter\n"
    "# back onto the circle of radius ~1\nL wl = sqrt(wx * wx + wy * wy)\nI wl > 1e-06\nS wx = wx / wl * $1\n"
    "S wy = wy / wl * $1\nE\nS wx = $1\nS wy = 0.0\n}\n"
    "# the circle's centre is ~2 ahead; the target to world space (side = (-hy, hx))\n"
    "L lx = wx + $2\nL gx = px + hx * lx - hy * wy\nL gy = py + hy * lx + hx * wy\n"
    "# the force is target - position (Buckland), not a seek\nW gx - px | gy - py\n";

// Separation's terms are 1 / d only beyond steer::kMinSeparation (its square, as the core's floats
// compute it, is the templates' floor $4); closer, the core pushes by the agents' ids.
constexpr float kSeparationFloor2 = steer::kMinSeparation * steer::kMinSeparation;

// The flocking rules' pieces, written once for the flock's function and the composer's one-rule
// parts. Separation's term of neighbour i (SeparationTerm), $4 its floor (SeparationFloorArgs
// the words of `1 and `2); cohesion's end
// (Normalize(Seek(centre))): the centre of the count neighbours summed in (cx, cy) sought at max
// speed $5, then to unit length, in (kx, ky).
#define PG_SEPARATION_TERM                                                                             \
  "# closer than `1 (d2 < ~4, `1 squared in floats): no push here, and no 1 / 0.\n"                    \
  "# The playground pushes each of two such agents by `2, along a direction it picks from\n"           \
  "# their ids (a golden angle from the lower id, the opposite one for the other); this has no ids.\n" \
  "I d2 >= $4\nS sx = sx + (px - qx[i]) * (1.0 / d2)\nS sy = sy + (py - qy[i]) * (1.0 / d2)\n}\n"
#define PG_SEEK_CENTRE                                                                                       \
  "# seek the centre (max speed ~5), then to unit length\n"                                                  \
  "L ox = cx / count - px\nL oy = cy / count - py\nL ol = sqrt(ox * ox + oy * oy)\nL kx = -vx\nL ky = -vy\n" \
  "I ol > 1e-06\nS kx = ox / ol * $5 - vx\nS ky = oy / ol * $5 - vy\n}\nL kl = sqrt(kx * kx + ky * ky)\n"    \
  "I kl > 1e-06\nS kx = kx / kl\nS ky = ky / kl\nE\nS kx = 0.0\nS ky = 0.0\n}\n"

// Flocking (flocking.cpp): IsNeighbor, then Flock's three sums, then the weighted sum. $0 radius,
// $1 field of view (degrees), $2 radius squared, $3 cos(fov / 2) squared, $4 the separation's
// floor, $5 maxSpeed, $6..$8 the weights; `0 the field of view's test, lines ? only with one.
const char kFlocking[] =
    "# The others nearby: n of them, positions (qx, qy), unit headings (qhx, qhy); not this agent.\n"
    "# Separation: sum of (p - q) / |p - q|^2. Alignment: mean heading - own heading.\n"
    "# Cohesion: the unit vector of seek(centre of the neighbours).\n"
    "L sx = 0.0\nL sy = 0.0\nL hsx = 0.0\nL hsy = 0.0\nL cx = 0.0\nL cy = 0.0\nL count = 0.0\nF i n\n"
    "L dx = qx[i] - px\nL dy = qy[i] - py\nL d2 = dx * dx + dy * dy\n"
    "# a neighbour: within ~0 units and inside the ~1 degree field of view\nI d2 > $2\nC\n}\n"
    "?I d2 >= $E\n?L dot = hx * dx + hy * dy\n"
    "?# ~3 is cos(~1 / 2 degrees) squared, as the playground's floats round it\n?L limit = $3 * d2\n"
    "?# dot(heading, unit direction) >= cos(fov / 2), squared: no square root\n?I `0\n?C\n?}\n?}\n"
    PG_SEPARATION_TERM
    "S hsx = hsx + qhx[i]\nS hsy = hsy + qhy[i]\nS cx = cx + qx[i]\nS cy = cy + qy[i]\nS count = count + 1.0\n}\n"
    "I !(count > 0.0)\nR 0.0 | 0.0\n}\nL ax = hsx / count - hx\nL ay = hsy / count - hy\n" PG_SEEK_CENTRE;
// ...then the combination: kFlockingWeighted or kFlockingPrioritized.

const char kFlockingWeighted[] =
    "# the weighted sum: separation ~6, alignment ~7, cohesion ~8\n"
    "R sx * $6 + ax * $7 + kx * $8 | sy * $6 + ay * $7 + ky * $8\n";

// Buckland's prioritized truncated running sum (combine.cpp, Prioritize): each weighted rule in
// turn is added while the total is under max force ($9), the one that reaches it cut to what is
// left, the rest skipped. One rule's step, its force in (tx, ty).
#define PG_PRIORITY_STEP \
  "I !spent\nS left = $9 - sqrt(totX * totX + totY * totY)\nI left > 0.0\nS tl = sqrt(tx * tx + ty * ty)\nI tl < left\n" \
  "S totX = totX + tx\nS totY = totY + ty\nE\nI tl > 1e-06\nS totX = totX + tx / tl * left\nS totY = totY + ty / tl * left\n}\n" \
  "S spent = true\n}\nE\nS spent = true\n}\n}\n"
const char kFlockingPrioritized[] =
    "# Buckland's prioritized sum, as the demo combines them: separation (x ~6), then alignment\n"
    "# (x ~7), then cohesion (x ~8), each added while the total is under max force ~9; the one\n"
    "# that reaches it is cut to what is left, the rest skipped\n"
    "L totX = 0.0\nL totY = 0.0\nB spent = false\nL left = 0.0\nL tl = 0.0\n"
    "L tx = sx * $6\nL ty = sy * $6\n" PG_PRIORITY_STEP
    "S tx = ax * $7\nS ty = ay * $7\n" PG_PRIORITY_STEP
    "S tx = kx * $8\nS ty = ky * $8\n" PG_PRIORITY_STEP
    "R totX | totY\n";
#undef PG_PRIORITY_STEP

// The composer's rules of flocking, one function each and only that rule (custom_demo.cpp calls
// steer::Separation, Alignment or Cohesion alone), over its neighbours: the agents given closer
// than the radius, all round. $0 radius, $2 radius squared, $4 the separation's floor, $5 maxSpeed.
#define PG_RULE_NEIGHBOUR                                                   \
  "F i n\nL dx = qx[i] - px\nL dy = qy[i] - py\nL d2 = dx * dx + dy * dy\n" \
  "# a neighbour: closer than ~0\nI !(d2 < $2)\nC\n}\n"
const char kSeparationRule[] =
    "# The others nearby: n of them, positions (qx, qy); not this agent.\n"
    "# Separation: sum of (p - q) / |p - q|^2.\n"
    "L sx = 0.0\nL sy = 0.0\n" PG_RULE_NEIGHBOUR PG_SEPARATION_TERM "}\nR sx | sy\n";
const char kAlignmentRule[] =
    "# The others nearby: n of them, positions (qx, qy), unit headings (qhx, qhy); not this agent.\n"
    "# Alignment: mean heading - own heading.\n"
    "L hsx = 0.0\nL hsy = 0.0\nL count = 0.0\n" PG_RULE_NEIGHBOUR
    "S hsx = hsx + qhx[i]\nS hsy = hsy + qhy[i]\nS count = count + 1.0\n}\n"
    "I !(count > 0.0)\nR 0.0 | 0.0\n}\nR hsx / count - hx | hsy / count - hy\n";
const char kCohesionRule[] =
    "# The others nearby: n of them, positions (qx, qy); not this agent.\n"
    "# Cohesion: the unit vector of seek(centre of the neighbours).\n"
    "L cx = 0.0\nL cy = 0.0\nL count = 0.0\n" PG_RULE_NEIGHBOUR
    "S cx = cx + qx[i]\nS cy = cy + qy[i]\nS count = count + 1.0\n}\nI !(count > 0.0)\nR 0.0 | 0.0\n}\n"
    PG_SEEK_CENTRE "R kx | ky\n";
#undef PG_RULE_NEIGHBOUR
#undef PG_SEEK_CENTRE
#undef PG_SEPARATION_TERM

// Arrive (seek.cpp, Buckland): desired speed = min(d / (deceleration * 0.3 s), maxSpeed).
void EmitArrive(Emitter& e, const CodeSpec& s, const char* tx, const char* ty, int deceleration,
                const std::string& g) {
  float decelTime = float(deceleration) * 0.3f;
  e.Let("dx", std::string(tx) + " - px");
  e.Let("dy", std::string(ty) + " - py");
  e.Let("dist", e.Sqrt("dx * dx + dy * dy"));
  e.If("!(dist > " + e.Num(steer::kEpsilon) + ")");
  e.Return(e.Num(0.0f), e.Num(0.0f));
  e.EndIf();
  e.Let("speed", "dist / " + e.Num(decelTime));
  e.If("speed > " + e.Num(s.maxSpeed));
  e.Set("speed", e.Num(s.maxSpeed));
  e.EndIf();
  e.Return("(dx * (speed / dist) - vx)" + g, "(dy * (speed / dist) - vy)" + g);
}

// Peters' arrive (seek.cpp, ArriveWithin): full speed towards the target, times d / r inside the
// slowing radius r.
void EmitArriveWithin(Emitter& e, const CodeSpec& s) {
  e.Comment("Peters' arrive: maxSpeed towards the target, times d / r inside the slowing radius r");
  e.Let("dx", "tx - px");
  e.Let("dy", "ty - py");
  e.Let("dist", e.Sqrt("dx * dx + dy * dy"));
  e.Let("wantX", e.Num(0.0f));
  e.Let("wantY", e.Num(0.0f));
  e.If("dist > " + e.Num(steer::kEpsilon));
  e.Set("wantX", "dx / dist * " + e.Num(s.maxSpeed));
  e.Set("wantY", "dy / dist * " + e.Num(s.maxSpeed));
  e.EndIf();
  if (s.slowing > steer::kEpsilon) {
    e.If("dist < " + e.Num(s.slowing));
    e.Set("wantX", "wantX * (dist / " + e.Num(s.slowing) + ")");
    e.Set("wantY", "wantY * (dist / " + e.Num(s.slowing) + ")");
    e.EndIf();
  }
  std::string g = Gain(e, s);
  e.Return("(wantX - vx)" + g, "(wantY - vy)" + g);
}

// Bourg's chasers (chase.cpp): the new velocity towards (ax, ay) at the set speed.
void EmitTowards(Emitter& e, const std::string& ax, const std::string& ay, const std::string& speed) {
  e.Let("dx", ax + " - px");
  e.Let("dy", ay + " - py");
  e.Let("length", e.Sqrt("dx * dx + dy * dy"));  // not len: Godot 3 refuses its built-in's name
  e.If("length > " + e.Num(steer::kEpsilon));
  e.Return("dx / length * " + speed, "dy / length * " + speed);
  e.EndIf();
  e.Return(e.Num(0.0f), e.Num(0.0f));
}

// One coordinate of Bourg's basic step: towards the prey's by `step`, onto it when closer.
void EmitStepTowards(Emitter& e, const char* to, const std::string& from, const std::string& target,
                     const std::string& step) {
  e.Let(to, from);
  e.If(from + " > " + target);
  e.Set(to, target);
  e.If(from + " - " + step + " > " + target);
  e.Set(to, from + " - " + step);
  e.EndIf();
  e.EndIf();
  e.If(from + " < " + target);
  e.Set(to, target);
  e.If(from + " + " + step + " < " + target);
  e.Set(to, from + " + " + step);
  e.EndIf();
  e.EndIf();
}

void EmitBasicChase(Emitter& e, const CodeSpec& s, const std::string& speed) {
  const float dt = 1.0f / 60.0f;  // the playground's fixed step
  e.Comment("Bourg's basic chase: x and y each move one step towards the prey, speed * dt = " +
            Txt(s.maxSpeed * dt));
  e.Comment("(dt = 1/60 s = " + Txt(dt) + " s); the diagonal is cut to the same speed, so only the " +
            "direction");
  e.Comment("differs from the others");
  std::string step = e.Num(s.maxSpeed * dt);
  EmitStepTowards(e, "nx", "px", "tx", step);
  EmitStepTowards(e, "ny", "py", "ty", step);
  e.Let("nvx", "(nx - px) / " + e.Num(dt));
  e.Let("nvy", "(ny - py) / " + e.Num(dt));
  e.Let("l2", "nvx * nvx + nvy * nvy");
  e.If("l2 > " + speed + " * " + speed);
  e.Return("nvx * (" + speed + " / " + e.Sqrt("l2") + ")", "nvy * (" + speed + " / " + e.Sqrt("l2") + ")");
  e.EndIf();
  e.Return("nvx", "nvy");
}

void EmitChase(Emitter& e, const CodeSpec& s) {
  std::string speed = e.Num(s.maxSpeed > 0.0f ? s.maxSpeed : 0.0f);
  if (s.chase == 0) return EmitBasicChase(e, s, speed);
  if (s.chase == 1) {
    e.Comment("Bourg's line of sight: run straight at where the prey is now");
    return EmitTowards(e, "tx", "ty", speed);
  }
  float maxTime = s.chaseMaxTime >= 0.0f ? s.chaseMaxTime : 0.0f;
  e.Comment("Bourg's intercept: time to close tc = |Sr| / |Vr| (at most " + Txt(maxTime) +
            " s), then run at the prey's position after tc");
  e.Let("rvx", "tvx - vx");
  e.Let("rvy", "tvy - vy");
  e.Let("srx", "tx - px");
  e.Let("sry", "ty - py");
  e.Let("closing", e.Sqrt("rvx * rvx + rvy * rvy"));
  e.Let("dist", e.Sqrt("srx * srx + sry * sry"));
  e.Let("tc", e.Num(maxTime));
  e.If("closing > " + e.Num(steer::kEpsilon));
  e.Set("tc", "dist / closing");
  e.EndIf();
  e.If("!(tc <= " + e.Num(maxTime) + ")");
  e.Set("tc", e.Num(maxTime));
  e.EndIf();
  e.Let("aimX", "tx + tvx * tc");
  e.Let("aimY", "ty + tvy * tc");
  EmitTowards(e, "aimX", "aimY", speed);
}

// Buckland's offset pursuit (pursuit.cpp, OffsetPursuit; Reynolds' is another behaviour, docs/references.md
// row 23): arrive (fast) at the slot in the leader's
// frame, predicted by the time to cover the distance at both speeds.
void EmitOffsetPursuit(Emitter& e, const CodeSpec& s) {
  e.Comment("Offset pursuit: the slot (" + Txt(s.offsetX) + ", " + Txt(s.offsetY) +
            ") in the leader's frame (x ahead, y along its side: its right where y points down), where the leader will be");
  e.Let("ox", "tx + thx * " + e.Num(s.offsetX) + " - thy * " + e.Num(s.offsetY));
  e.Let("oy", "ty + thy * " + e.Num(s.offsetX) + " + thx * " + e.Num(s.offsetY));
  e.Let("sx", "ox - px");
  e.Let("sy", "oy - py");
  e.Let("gap", e.Sqrt("sx * sx + sy * sy"));
  e.Let("cover", e.Num(s.maxSpeed) + " + " + e.Sqrt("tvx * tvx + tvy * tvy"));
  e.Comment("the time to cover the gap at both speeds, at most " + Txt(steer::kMaxLookAhead) + " s");
  e.Let("T", e.Num(0.0f));
  e.If("gap > " + e.Num(steer::kEpsilon));
  e.Set("T", e.Num(steer::kMaxLookAhead));
  e.If("cover > " + e.Num(steer::kEpsilon) + " && gap / cover < " + e.Num(steer::kMaxLookAhead));
  e.Set("T", "gap / cover");
  e.EndIf();
  e.EndIf();
  e.Let("ax", "ox + tvx * T");
  e.Let("ay", "oy + tvy * T");
  e.Comment("Buckland's arrive (fast) at that point");
  EmitArrive(e, s, "ax", "ay", 1, Gain(e, s));
}

// Leader following (pursuit.cpp, LeaderFollowing): arrive (fast) behind the leader; in its way,
// get out of it: Reynolds' step aside (GetOutOfTheWay: in the corridor ahead of the leader, flee
// its line sideways, instead of arriving), the same step added to the arrival (links of version
// 5) or, as links before version 5, also evade it (near the point ahead of it, or near it).
void EmitLeaderFollowing(Emitter& e, const CodeSpec& s) {
  const steer::LeaderFollowDef& def = s.leader;
  std::string ms = e.Num(s.maxSpeed), eps = e.Num(steer::kEpsilon);
  e.Comment("Leader following: arrive (fast) " + Txt(def.behind) + " behind the leader");
  e.Let("bx", "tx - thx * " + e.Num(def.behind));
  e.Let("by", "ty - thy * " + e.Num(def.behind));
  e.Let("dx", "bx - px");
  e.Let("dy", "by - py");
  e.Let("dist", e.Sqrt("dx * dx + dy * dy"));
  e.Let("sumX", e.Num(0.0f));
  e.Let("sumY", e.Num(0.0f));
  e.If("dist > " + eps);
  e.Let("speed", "dist / " + e.Num(0.3f));
  e.If("speed > " + ms);
  e.Set("speed", ms);
  e.EndIf();
  e.Set("sumX", "dx * (speed / dist) - vx");
  e.Set("sumY", "dy * (speed / dist) - vy");
  e.EndIf();
  if (def.outOfTheWay != steer::OutOfTheWay::Evade) {
    bool alone = def.outOfTheWay == steer::OutOfTheWay::StepAside;
    std::string r = e.Num(def.sightRadius);
    e.Comment("Reynolds: out of the leader's way. In its frame (x ahead, y along its side), the corridor");
    e.Comment("0 <= x <= " + Txt(def.sightDistance) + ", |y| < " + Txt(def.sightRadius) +
              " is its near future path: a follower in it steps sideways off the line");
    e.Let("rx", "px - tx");
    e.Let("ry", "py - ty");
    e.Let("lx", "rx * thx + ry * thy");
    e.Let("ly", "rx * -thy + ry * thx");
    e.If("lx >= " + e.Num(0.0f) + " && lx <= " + e.Num(def.sightDistance) + " && ly < " + r + " && -ly < " + r);
    if (alone) {
      e.Comment("to the leader's left when on its left, else to its right; full speed, sideways, and");
      e.Comment("only that: arrival resumes once it is out of the way (Reynolds)");
    } else {
      e.Comment("to the leader's left when on its left, else to its right; full speed, sideways, added");
      e.Comment("to the arrival");
    }
    e.Let("awayX", "thy");
    e.Let("awayY", "-thx");
    e.If("ly > " + e.Num(0.0f));
    e.Set("awayX", "-thy");
    e.Set("awayY", "thx");
    e.EndIf();
    e.Set("sumX", std::string(alone ? "" : "sumX + ") + "(awayX * " + ms + " - vx)");
    e.Set("sumY", std::string(alone ? "" : "sumY + ") + "(awayY * " + ms + " - vy)");
    e.EndIf();
    e.Return("sumX", "sumY");
    return;
  }
  std::string r2 = e.Num(def.sightRadius * def.sightRadius), threat = e.Num(def.sightDistance + def.sightRadius);
  e.Comment("in its way: within " + Txt(def.sightRadius) + " of the point " + Txt(def.sightDistance) +
            " ahead of the leader, or of the leader");
  e.Let("ax", "tx + thx * " + e.Num(def.sightDistance));
  e.Let("ay", "ty + thy * " + e.Num(def.sightDistance));
  e.Let("inWay", "(px - ax) * (px - ax) + (py - ay) * (py - ay) <= " + r2 + " || (px - tx) * (px - tx) + (py - ty) * (py - ty) <= " + r2, "bool");
  e.Comment("then also evade the leader (Buckland's prediction) within " + Txt(def.sightDistance + def.sightRadius) + " units");
  e.If("inWay && (tx - px) * (tx - px) + (ty - py) * (ty - py) <= " + threat + " * " + threat);
  e.Let("gap", e.Sqrt("(px - tx) * (px - tx) + (py - ty) * (py - ty)"));
  e.Let("cover", ms + " + " + e.Sqrt("tvx * tvx + tvy * tvy"));
  e.Let("T", e.Num(0.0f));
  e.If("gap > " + eps);
  e.Set("T", e.Num(steer::kMaxLookAhead));
  e.If("cover > " + eps + " && gap / cover < " + e.Num(steer::kMaxLookAhead));
  e.Set("T", "gap / cover");
  e.EndIf();
  e.EndIf();
  e.Let("qx", "tx + tvx * T");
  e.Let("qy", "ty + tvy * T");
  e.Let("fl", e.Sqrt("(px - qx) * (px - qx) + (py - qy) * (py - qy)"));
  e.If("fl > " + eps);
  e.Set("sumX", "sumX + ((px - qx) / fl * " + ms + " - vx)");
  e.Set("sumY", "sumY + ((py - qy) / fl * " + ms + " - vy)");
  e.Else();
  e.Set("sumX", "sumX + (" + e.Num(0.0f) + " - vx)");
  e.Set("sumY", "sumY + (" + e.Num(0.0f) + " - vy)");
  e.EndIf();
  e.EndIf();
  e.Return("sumX", "sumY");
}

// [SECTION] templates: wander, flocking and the behaviours that read the scene (avoidance.cpp,
// path.cpp, region.cpp, flowfield.cpp, crowd.cpp) are written once for all four languages. A
// template is one statement a line, its first character the kind:
//   L name = e   a float local       N name = e   an int local       B name = e   a bool local
//   S name = e   assignment           I cond       if (closed by })   E            else
//   F i n        for i in [0, n)      C            continue             R x | y      return (x, y)
//   W x | y      wander's return      # text       a comment
//   @seek X Y, @flee X Y, @arrive X Y D, @predict, @closest A,B,C,D,X,Y: the shared pieces
// A line that starts with ? is written only when TemplateArgs::optional is set. In expressions,
// sqrt( abs( int( float( become each language's, a literal with '.' or 'e' gets C++'s and C#'s
// f; $0..$9 are the numbers (shortest float form, $E = epsilon squared), ~0..~9 the same numbers
// for comments, `0..`5 the strings.
struct TemplateArgs {
  float num[10] = {};
  std::string str[6];
  bool optional = false;  ///< the lines marked ? are written
};

/// The words of separation's floor (PG_SEPARATION_TERM's `1 and `2): steer::kMinSeparation and
/// what the core does below it.
void SeparationFloorArgs(TemplateArgs& a) {
  a.str[1] = Txt(steer::kMinSeparation);
  a.str[2] = "1 / " + Txt(steer::kMinSeparation);
}

void Run(Emitter& e, const CodeSpec& s, const char* t, const TemplateArgs& a);

const char kClosestPoint[] =
    "L abx = `2 - `0\nL aby = `3 - `1\nL len2 = abx * abx + aby * aby\nL cx = `0\nL cy = `1\nI len2 > $E\n"
    "L t = ((`4 - `0) * abx + (`5 - `1) * aby) / len2\nI t < 0.0\nS t = 0.0\n}\nI t > 1.0\nS t = 1.0\n}\n"
    "S cx = `0 + abx * t\nS cy = `1 + aby * t\n}\n";

bool IsId(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

/// sqrt( abs( int( float( in the language's terms, the arguments too.
std::string MapFunctions(const Emitter& e, const std::string& in) {
  std::string out;
  for (size_t i = 0; i < in.size();) {
    size_t j = i;
    while (j < in.size() && IsId(in[j])) ++j;
    std::string id = in.substr(i, j - i);
    if (j > i && (i == 0 || !IsId(in[i - 1])) && j < in.size() && in[j] == '(' &&
        (id == "sqrt" || id == "abs" || id == "int" || id == "float" || id == "fmod")) {
      size_t k = j + 1;
      for (int depth = 1; k < in.size(); ++k) {
        depth += in[k] == '(' ? 1 : in[k] == ')' ? -1 : 0;
        if (depth == 0) break;
      }
      std::string arg = MapFunctions(e, in.substr(j + 1, k - j - 1));
      if (id == "fmod") {
        out += e.Fmod(arg);
        i = k + 1;
        continue;
      }
      out += id == "sqrt" ? e.Sqrt(arg) : id == "abs" ? e.Abs(arg) : id == "int" ? e.ToInt(arg) : e.ToFloat(arg);
      i = k + 1;
    } else if (j > i) {
      out += id;
      i = j;
    } else {
      out += in[i++];
    }
  }
  return out;
}

void Run(Emitter& e, const CodeSpec& s, const char* t, const TemplateArgs& a);

// A shared piece (a line "@name args"): the closest point helper, prediction, arrive, seek or flee.
void RunShared(Emitter& e, const CodeSpec& s, const std::string& raw) {
  std::string args[6];
  int n = 0;
  size_t sp = raw.find(' ');
  std::string name = raw.substr(1, sp == std::string::npos ? std::string::npos : sp - 1);
  if (name == "closest") {
    for (size_t i = sp + 1; i <= raw.size() && n < 6; ++i)
      if (i == raw.size() || raw[i] == ',') ++n;
      else args[n] += raw[i];
    TemplateArgs c;
    for (int k = 0; k < 6; ++k) c.str[k] = args[k];
    Run(e, s, kClosestPoint, c);
    return;
  }
  for (size_t i = sp; sp != std::string::npos && i < raw.size(); ++i)
    if (raw[i] == ' ') ++n;
    else if (n <= 3) args[n - 1] += raw[i];
  if (name == "predict") EmitPrediction(e, s);
  else if (name == "arrive") EmitArrive(e, s, args[0].c_str(), args[1].c_str(), args[2][0] - '0', "");
  else EmitSeek(e, s, args[0].c_str(), args[1].c_str(), name == "flee");
}

// A template line's text in the language: the arguments ($n numbers, ~n their plain text, `n
// strings), number literals typed (1.5f where the language wants it), then its functions.
std::string Substitute(const Emitter& e, const TemplateArgs& a, const std::string& in, bool comment) {
  std::string out;
  for (size_t i = 0; i < in.size();) {
    char c = in[i];
    bool start = i == 0 || !(IsId(in[i - 1]) || in[i - 1] == '.');
    if ((c == '$' || c == '~' || c == '`') && i + 1 < in.size()) {
      char d = in[i + 1];
      if (c == '`') out += a.str[d - '0'];
      else if (d == 'E') out += e.Num(steer::kEpsilon * steer::kEpsilon);
      else out += c == '$' ? e.Num(a.num[d - '0']) : Txt(a.num[d - '0']);
      i += 2;
    } else if (!comment && start && std::isdigit(static_cast<unsigned char>(c))) {
      size_t j = i;
      bool real = false;
      while (j < in.size() && (std::isdigit(static_cast<unsigned char>(in[j])) || in[j] == '.')) real |= in[j++] == '.';
      if (j < in.size() && in[j] == 'e') {
        real = true;
        j += in[j + 1] == '-' || in[j + 1] == '+' ? 2 : 1;
        while (j < in.size() && std::isdigit(static_cast<unsigned char>(in[j]))) ++j;
      }
      out.append(in, i, j - i);
      if (real && e.typed()) out += 'f';
      i = j;
    } else {
      out += c;
      ++i;
    }
  }
  return comment ? out : MapFunctions(e, out);
}

// One statement of a template line, by its kind letter.
void EmitLine(Emitter& e, char kind, const std::string& out) {
  size_t eq = out.find(" = "), bar = out.find(" | ");
  switch (kind) {
    case 'L':
    case 'N':
    case 'B':
      e.Let(out.substr(0, eq).c_str(), out.substr(eq + 3), kind == 'L' ? "float" : kind == 'N' ? "int" : "bool");
      break;
    case 'S':
      e.Set(out.substr(0, eq).c_str(), out.substr(eq + 3));
      break;
    case 'I':
      e.If(out);
      break;
    case 'E':
      e.Else();
      break;
    case '}':
      e.EndIf();
      break;
    case 'F':
      e.For(out.substr(0, out.find(' ')).c_str(), out.substr(out.find(' ') + 1).c_str());
      break;
    case 'C':
      e.Continue();
      break;
    case 'R':
      e.Return(out.substr(0, bar), out.substr(bar + 3));
      break;
    case 'W':
      e.ReturnWander(out.substr(0, bar), out.substr(bar + 3));
      break;
    default:
      e.Comment(out);
      break;
  }
}

void Run(Emitter& e, const CodeSpec& s, const char* t, const TemplateArgs& a) {
  while (*t) {
    const char* eol = std::strchr(t, '\n');
    std::string raw(t, eol ? size_t(eol - t) : std::strlen(t));
    t = eol ? eol + 1 : t + raw.size();
    if (raw[0] == '?') {
      if (!a.optional) continue;
      raw.erase(0, 1);
    }
    if (raw.empty()) continue;
    char kind = raw[0];
    if (kind == '@') {
      RunShared(e, s, raw);
      continue;
    }
    std::string in = raw.substr(kind == '}' || kind == 'E' || kind == 'C' ? 1 : 2);
    EmitLine(e, kind, Substitute(e, a, in, kind == '#'));
  }
}

// Obstacle avoidance (ObstacleAvoidance): Buckland's detection box, with the near edge d.
// $0 box, $1 maxSpeed, $2 own radius; `0 the gain.
const char kObstacleAvoidance[] =
    "# the box: ~0 * (1 + speed / maxSpeed ~1) long, as wide as the agent (radius ~2)\n"
    "L L = $0 + sqrt(vx * vx + vy * vy) / $1 * $0\nL dmin = 1e30\nN k = -1\nL cx = 0.0\nL cy = 0.0\nL reach = 0.0\n"
    "F i n\nL R = orad[i] + $2\nL lim = L + R\nL dx = ox[i] - px\nL dy = oy[i] - py\n"
    "I dx * dx + dy * dy >= lim * lim\nC\n}\nL x = dx * hx + dy * hy\nL y = dy * hx - dx * hy\nI abs(y) >= R\nC\n}\n"
    "# where the box's centre line meets the obstacle grown by the agent's radius\n"
    "L h = sqrt(R * R - y * y)\nI x + h <= 0.0 || x - h > L\nC\n}\nL d = 0.0\nI x - h > 0.0\nS d = x - h\n}\n"
    "I d < dmin\nS dmin = d\nS k = i\nS cx = x\nS cy = y\nS reach = R\n}\n}\nI k < 0\nR 0.0 | 0.0\n}\n"
    "# sideways away from it, harder the nearer; braking while it is ahead\n"
    "L strength = 2.0\nI L > 1e-06\nS strength = 1.0 + (L - dmin) / L\n}\nL away = 1.0\nI cy >= 0.0\nS away = -1.0\n}\n"
    "L ly = away * (reach - abs(cy)) * strength\nL lx = 0.0\nI cx > 0.0\nS lx = -0.2 * (L - dmin)\n}\n"
    "R (hx * lx - hy * ly)`0 | (hy * lx + hx * ly)`0\n";

// Feeler avoidance (FeelerAvoidance, Peters): every obstacle near the feeler pushes at right
// angles to the heading and scales the velocity down (brake). $0 feeler, $1 buffer, $2 maxSpeed;
// `0 the gain.
const char kFeelerAvoidance[] =
    "# the feeler: ~0 ahead; an obstacle whose centre is within its radius + ~1 of it pushes sideways\n"
    "L sx = 0.0\nL sy = 0.0\nL feeler = $0\nI !(feeler > 1e-06)\nR sx | sy\n}\nF i n\nL dx = ox[i] - px\n"
    "L dy = oy[i] - py\nL p = dx * hx + dy * hy\nI p <= 0.0 || p >= feeler\nC\n}\nL s = dy * hx - dx * hy\n"
    "I abs(s) >= orad[i] + $1\nC\n}\n"
    "L away = 1.0\nI s >= 0.0\nS away = -1.0\n}\n"
    "# away from its side, weaker the farther along the feeler; the brake, stronger the nearer\n"
    "S sx = sx + -hy * (away * $2 * (1.0 - p / feeler))\nS sy = sy + hx * (away * $2 * (1.0 - p / feeler))\n"
    "S brake = brake * (p / feeler)\n}\nR sx`0 | sy`0\n";

// Path following (FollowPath): seek the waypoint; within `arrival` of it, the next one; arrive at
// the last one of an open path. $0 arrival; `0 "not at the last point yet, and" on an open path,
// `1 a note on the loop; lines ? only on an open path (a loop has no last point: the code would
// carry an arrival it never reaches).
const char kFollowPath[] =
    "I n == 0\nR 0.0 | 0.0\n}\nI wp < 0 || wp >= n\nS wp = 0\n}\n?B last = wp == n - 1\n"
    "# within ~0 of the waypoint: on to the next`1\n"
    "I `0(wx[wp] - px) * (wx[wp] - px) + (wy[wp] - py) * (wy[wp] - py) < $0 * $0\n"
    "S wp = (wp + 1) % n\n?S last = wp == n - 1\n}\nL tx = wx[wp]\nL ty = wy[wp]\n"
    "?I last\n?# the end of the path: arrive (normal deceleration)\n?@arrive tx ty 2\n?E\n@seek tx ty\n?}\n";

// Hide (Hide): the spot `gap` behind each obstacle as seen from the hunter; arrive (fast) at the
// nearest. No obstacle: evade the hunter. $0 gap.
const char kHide[] =
    "L best = 1e30\nL sx = 0.0\nL sy = 0.0\nB found = false\nF i n\nL ax = ox[i] - tx\nL ay = oy[i] - ty\n"
    "L al = sqrt(ax * ax + ay * ay)\nI !(al > 1e-06)\nC\n}\n# ~0 behind the obstacle, seen from the hunter\n"
    "L bx = ox[i] + ax / al * (orad[i] + $0)\nL by = oy[i] + ay / al * (orad[i] + $0)\n"
    "L d2 = (bx - px) * (bx - px) + (by - py) * (by - py)\nI d2 < best\nS best = d2\nS sx = bx\nS sy = by\n"
    "S found = true\n}\n}\nI found\n# arrive there (fast deceleration)\n@arrive sx sy 1\nE\n"
    "# nowhere to hide: evade the hunter\n@predict\n@flee qx qy\n}\n";

// Interpose (Buckland): arrive (fast) at the midpoint of where A and B will be when the agent
// could reach their midpoint now at full speed. $0 max speed.
const char kInterpose[] =
    "# their midpoint now, and the time to reach it at full speed (at most 60 s)\n"
    "L mx = (ax + bx) * 0.5\nL my = (ay + by) * 0.5\n"
    "L gap = sqrt((px - mx) * (px - mx) + (py - my) * (py - my))\nL own = $0\nL T = 0.0\n"
    "I gap > 1e-06\nS T = 60.0\nI own > 1e-06 && gap / own < 60.0\nS T = gap / own\n}\n}\n"
    "# where A and B will be then: arrive (fast deceleration) at their midpoint\n"
    "L ix = (ax + avx * T + (bx + bvx * T)) * 0.5\nL iy = (ay + avy * T + (by + bvy * T)) * 0.5\n"
    "@arrive ix iy 1\n";

// Wall following (WallFollowing): the nearest wall point to the predicted position, moved
// `offset` along the wall's normal, sought. $0 look-ahead, $1 offset.
const char kWallFollowing[] =
    "# where the agent will be in ~0 s\nL qx = px + vx * $0\nL qy = py + vy * $0\nL best = 1e30\nN k = -1\n"
    "L wx = 0.0\nL wy = 0.0\nF i n\n@closest ax[i],ay[i],bx[i],by[i],qx,qy\n"
    "L d2 = (qx - cx) * (qx - cx) + (qy - cy) * (qy - cy)\nI d2 < best\nS best = d2\nS k = i\nS wx = cx\nS wy = cy\n}\n}\n"
    "I k < 0\nR 0.0 | 0.0\n}\n# seek the point ~1 off that wall, on its normal's side\n"
    "L tx = wx + nx[k] * $1\nL ty = wy + ny[k] * $1\n@seek tx ty\n";

// Containment (Containment): three probes (ahead, and +-45 degrees at half length); each that
// leaves the region pushes back along the inward normal of the edge it crosses first.
// $0 probe, $1 the side probes' reach along (heading +- side), $2 their length, $3 max force.
const char kContainment[] =
    "I n < 3\nR 0.0 | 0.0\n}\n# twice the signed area (the winding) and even-odd inside\n"
    "L area2 = 0.0\nB inside = false\nN j = n - 1\nF i n\n"
    "S area2 = area2 + (rx[i] * ry[(i + 1) % n] - ry[i] * rx[(i + 1) % n])\nI (ry[i] > py) != (ry[j] > py)\n"
    "I px < rx[i] + (py - ry[i]) * (rx[j] - rx[i]) / (ry[j] - ry[i])\nS inside = !inside\n}\n}\nS j = i\n}\n"
    "I !inside\n# outside already: seek the nearest point of the boundary\nL best = 1e30\nL mx = 0.0\nL my = 0.0\nF i n\n"
    "@closest rx[i],ry[i],rx[(i + 1) % n],ry[(i + 1) % n],px,py\n"
    "L d2 = (px - cx) * (px - cx) + (py - cy) * (py - cy)\nI d2 < best\nS best = d2\nS mx = cx\nS my = cy\n}\n}\n"
    "@seek mx my\n}\n# the probes: ~0 ahead, ~2 at +-45 degrees\n"
    "# (a side probe reaches ~1 = ~2 x cos 45 degrees along the heading and along the side)\n"
    "L cfx = 0.0\nL cfy = 0.0\nF k 3\n"
    "L ex = px + hx * $0\nL ey = py + hy * $0\nL plen = $0\nI k > 0\nL turn = 1.0\nI k == 2\nS turn = -1.0\n}\n"
    "S ex = px + (hx - hy * turn) * $1\nS ey = py + (hy + hx * turn) * $1\nS plen = $2\n}\nI !(plen > 1e-06)\nC\n}\n"
    "# the first edge the probe crosses\nL first = 2.0\nN edge = -1\nL hitx = 0.0\nL hity = 0.0\nF i n\n"
    "L qx = ex - px\nL qy = ey - py\nL sx = rx[(i + 1) % n] - rx[i]\nL sy = ry[(i + 1) % n] - ry[i]\n"
    "L den = qx * sy - qy * sx\nI abs(den) < 1e-06\nC\n}\nL ax = rx[i] - px\nL ay = ry[i] - py\n"
    "L t = (ax * sy - ay * sx) / den\nL u = (ax * qy - ay * qx) / den\n"
    "I t < 0.0 || t > 1.0 || u < 0.0 || u > 1.0\nC\n}\n"
    "I t < first\nS first = t\nS edge = i\nS hitx = px + qx * t\nS hity = py + qy * t\n}\n}\nI edge < 0\nC\n}\n"
    "# that edge's inward normal, times max force ~3 * depth / probe length\n"
    "L gx = rx[(edge + 1) % n] - rx[edge]\nL gy = ry[(edge + 1) % n] - ry[edge]\nL gl = sqrt(gx * gx + gy * gy)\n"
    "L nx = 0.0\nL ny = 0.0\nI gl > 1e-06\nS nx = -(gy / gl)\nS ny = gx / gl\n}\nI area2 < 0.0\nS nx = -nx\nS ny = -ny\n}\n"
    "L depth = sqrt((ex - hitx) * (ex - hitx) + (ey - hity) * (ey - hity))\n"
    "S cfx = cfx + nx * ($3 * depth / plen)\nS cfy = cfy + ny * ($3 * depth / plen)\n}\nR cfx | cfy\n";

// Flow-field following (FlowFieldFollowing): the field's direction where the agent will be,
// times maxSpeed, minus the velocity. $0 look-ahead, $1 maxSpeed.
const char kFlowField[] =
    "# read the field where the agent will be in ~0 s (the nearest cell at the edges)\n"
    "L qx = (px + vx * $0) / cell\nL qy = (py + vy * $0) / cell\nL dx = 0.0\nL dy = 0.0\nI cols > 0 && rows > 0\n"
    "N c = 0\nI qx >= 0.0\nS c = cols - 1\nI qx < float(cols)\nS c = int(qx)\n}\n}\n"
    "N r = 0\nI qy >= 0.0\nS r = rows - 1\nI qy < float(rows)\nS r = int(qy)\n}\n}\n"
    "S dx = fdx[r * cols + c]\nS dy = fdy[r * cols + c]\n}\nR dx * $1 - vx | dy * $1 - vy\n";

// Unaligned collision avoidance (UnalignedCollisionAvoidance): a neighbour already too close
// first; else the soonest predicted collision within minTime. $0 margin, $1 braking, $2 own
// radius, $3 max force, $4 minTime, $5 the too-close margin (closeMargin: 0 is OpenSteer's,
// touching); `0 the urgency.
const char kCrowd[] =
    "# too close: closer than both radii + ~5 (own radius ~2)\nL nearest = 1e30\nN k = -1\nF j n\n"
    "L reach = $2 + qr[j] + $5\nL d2 = (qx[j] - px) * (qx[j] - px) + (qy[j] - py) * (qy[j] - py)\n"
    "I d2 < reach * reach && d2 < nearest\nS nearest = d2\nS k = j\n}\n}\n"
    "I k >= 0\n# sideways away from it, and braking when it is ahead\nL ax = px - qx[k]\nL ay = py - qy[k]\n"
    "L along = ax * hx + ay * hy\nL lx = ax - hx * along\nL ly = ay - hy * along\nL ll = sqrt(lx * lx + ly * ly)\n"
    "I ll > 1e-06\nS lx = lx / ll\nS ly = ly / ll\nE\nS lx = hy\nS ly = -hx\n}\nL bx = 0.0\nL by = 0.0\n"
    "I along < 0.0\nS bx = -hx * $1\nS by = -hy * $1\n}\nR (lx + bx) * $3 | (ly + by) * $3\n}\n"
    "# the soonest closest approach within ~4 s that comes closer than both radii + ~0\n"
    "L soonest = $4\nL ox = 0.0\nL oy = 0.0\nF j n\nL dpx = qx[j] - px\nL dpy = qy[j] - py\n"
    "L dvx = qvx[j] - vx\nL dvy = qvy[j] - vy\nL dv2 = dvx * dvx + dvy * dvy\nL t = 0.0\n"
    "I dv2 > 1e-06\nS t = -(dpx * dvx + dpy * dvy) / dv2\n}\nL sx = px + vx * t\nL sy = py + vy * t\n"
    "L tx = qx[j] + qvx[j] * t\nL ty = qy[j] + qvy[j] * t\n"
    "I t >= 0.0 && t < soonest && sqrt((tx - sx) * (tx - sx) + (ty - sy) * (ty - sy)) < $2 + qr[j] + $0\n"
    "S soonest = t\nS k = j\nS ox = tx\nS oy = ty\n}\n}\nI k < 0\nR 0.0 | 0.0\n}\n"
    "# which way: head-on, side by side or crossing (cos 45 degrees = 0.707)\n"
    "L steer = 0.0\nL par = hx * qhx[k] + hy * qhy[k]\n"
    "I par < -0.707\nS steer = 1.0\nI (oy - py) * hx - (ox - px) * hy > 0.0\nS steer = -1.0\n}\nE\n"
    "I par > 0.707\nS steer = 1.0\nI (qy[k] - py) * hx - (qx[k] - px) * hy > 0.0\nS steer = -1.0\n}\nE\n"
    "I sqrt(qvx[k] * qvx[k] + qvy[k] * qvy[k]) <= sqrt(vx * vx + vy * vy)\nS steer = 1.0\n"
    "I qvy[k] * hx - qvx[k] * hy > 0.0\nS steer = -1.0\n}\n}\n}\n}\n"
    "# braking, harder the sooner\nL brake = $1 * `0 * $3\n"
    "R -hy * (steer * $3) - hx * brake | hx * (steer * $3) - hy * brake\n";

// Queueing (Queue): brake (force = -velocity * brake) while another agent nearer the goal is in
// the zone ahead. $0 zone length, $1 own radius + width, $2 -brake, $3 own radius, $4 width.
const char kQueue[] =
    "# the zone: ~0 ahead, own radius ~3 + ~4 either side\n?# only agents nearer the goal count\n"
    "?L mine = (gx - px) * (gx - px) + (gy - py) * (gy - py)\nF j n\n"
    "?I !((gx - qx[j]) * (gx - qx[j]) + (gy - qy[j]) * (gy - qy[j]) < mine)\n?C\n?}\n"
    "L dx = qx[j] - px\nL dy = qy[j] - py\nL x = dx * hx + dy * hy\nL y = dy * hx - dx * hy\n"
    "I x > 0.0 && x <= $0 + qr[j] && abs(y) < $1 + qr[j]\nR vx * $2 | vy * $2\n}\n}\nR 0.0 | 0.0\n";

// Queueing by Reynolds' rule (Queue, QueueRule::Reynolds): only agents slower than this one count.
// The same numbers as kQueue.
const char kQueueReynolds[] =
    "# the zone: ~0 ahead, own radius ~3 + ~4 either side\n?# only agents nearer the goal count\n"
    "?L mine = (gx - px) * (gx - px) + (gy - py) * (gy - py)\nL mySpeed2 = vx * vx + vy * vy\nF j n\n"
    "?I !((gx - qx[j]) * (gx - qx[j]) + (gy - qy[j]) * (gy - qy[j]) < mine)\n?C\n?}\n"
    "# Reynolds: only someone slower than itself; one pulling away is no reason to brake\n"
    "I !(qvx[j] * qvx[j] + qvy[j] * qvy[j] < mySpeed2)\nC\n}\n"
    "L dx = qx[j] - px\nL dy = qy[j] - py\nL x = dx * hx + dy * hy\nL y = dy * hx - dx * hy\n"
    "I x > 0.0 && x <= $0 + qr[j] && abs(y) < $1 + qr[j]\nR vx * $2 | vy * $2\n}\n}\nR 0.0 | 0.0\n";

// Containment by Reynolds' rule (Containment, ContainmentRule::Reynolds): for each probe whose tip
// is outside, the boundary point nearest the tip gives the surface normal; only its part across
// the heading is kept (a pure turn). $0 probe, $1 the side probes' reach along (heading +- side),
// $2 their length, $3 max force.
const char kContainmentReynolds[] =
    "I n < 3\nR 0.0 | 0.0\n}\n# even-odd inside\nB inside = false\nN j = n - 1\nF i n\n"
    "I (ry[i] > py) != (ry[j] > py)\n"
    "I px < rx[i] + (py - ry[i]) * (rx[j] - rx[i]) / (ry[j] - ry[i])\nS inside = !inside\n}\n}\nS j = i\n}\n"
    "I !inside\n# outside already: seek the nearest point of the boundary\nL best = 1e30\nL mx = 0.0\nL my = 0.0\nF i n\n"
    "@closest rx[i],ry[i],rx[(i + 1) % n],ry[(i + 1) % n],px,py\n"
    "L d2 = (px - cx) * (px - cx) + (py - cy) * (py - cy)\nI d2 < best\nS best = d2\nS mx = cx\nS my = cy\n}\n}\n"
    "@seek mx my\n}\n# the probes: ~0 ahead, ~2 at +-45 degrees\n"
    "# (a side probe reaches ~1 = ~2 x cos 45 degrees along the heading and along the side)\n"
    "L cfx = 0.0\nL cfy = 0.0\nF k 3\n"
    "L ex = px + hx * $0\nL ey = py + hy * $0\nL plen = $0\nI k > 0\nL turn = 1.0\nI k == 2\nS turn = -1.0\n}\n"
    "S ex = px + (hx - hy * turn) * $1\nS ey = py + (hy + hx * turn) * $1\nS plen = $2\n}\nI !(plen > 1e-06)\nC\n}\n"
    "# is the tip outside? (even-odd, as above)\nB tin = false\nN m = n - 1\nF i n\n"
    "I (ry[i] > ey) != (ry[m] > ey)\n"
    "I ex < rx[i] + (ey - ry[i]) * (rx[m] - rx[i]) / (ry[m] - ry[i])\nS tin = !tin\n}\n}\nS m = i\n}\nI tin\nC\n}\n"
    "# the boundary point nearest the tip\nL near2 = 1e30\nL qx = 0.0\nL qy = 0.0\nF i n\n"
    "@closest rx[i],ry[i],rx[(i + 1) % n],ry[(i + 1) % n],ex,ey\n"
    "L d2 = (cx - ex) * (cx - ex) + (cy - ey) * (cy - ey)\nI d2 < near2\nS near2 = d2\nS qx = cx\nS qy = cy\n}\n}\n"
    "L depth = sqrt(near2)\nI !(depth > 1e-06)\nC\n}\n"
    "# the surface normal there, and only its part across the heading: a pure turn\n"
    "L nx = (qx - ex) / depth\nL ny = (qy - ey) / depth\nL along = nx * hx + ny * hy\n"
    "L lx = nx - hx * along\nL ly = ny - hy * along\nL ll = sqrt(lx * lx + ly * ly)\n"
    "I ll > 1e-06\nS lx = lx / ll\nS ly = ly / ll\nE\n# head on: turn to -side, a fixed choice\nS lx = hy\nS ly = -hx\n}\n"
    "# times max force ~3 * depth / probe length\n"
    "S cfx = cfx + lx * ($3 * depth / plen)\nS cfy = cfy + ly * ($3 * depth / plen)\n}\nR cfx | cfy\n";

// Reynolds' path following (FollowPathway, OpenSteer's steerToFollowPath) and the path demo's
// cruise term (PathwayWithCruise). The spine: the polyline through (wx, wy), a loop's last point
// joined back to the first. $0 radius, $1 prediction time T (s), $2 direction (+1 or -1), $3 the
// cruise gain (/s), $4 maxSpeed; `0 the segment count (n, or n - 1 on an open path); lines ? only
// on a loop.
#define PATH_SEGMENT(S)                                                                               \
  "L ax = wx[i]\nL ay = wy[i]\nL sx = wx[(i + 1) % n] - ax\nL sy = wy[(i + 1) % n] - ay\n"           \
  "L sl = sqrt(sx * sx + sy * sy)\nL ux = 0.0\nL uy = 0.0\nL segLen = 0.0\n"                          \
  "I sl > 1e-06\nS ux = sx / sl\nS uy = sy / sl\nS segLen = sl\n}\n"
const char kFollowPathway[] =
    "I n == 0\nR 0.0 | 0.0\n}\n# the spine's segments: point i to i + 1`1\nN count = 0\nI n >= 2\nS count = `0\n}\n"
    "# P: where the agent will be in ~1 s\nL ppx = px + vx * $1\nL ppy = py + vy * $1\n"
    "# Q: the spine's point nearest P (the first segment wins a tie), |P - Q| and s(P), its path distance\n"
    "L qx = wx[0]\nL qy = wy[0]\nL dist2 = (ppx - qx) * (ppx - qx) + (ppy - qy) * (ppy - qy)\n"
    "L near2 = 1e30\nL sP = 0.0\nL start = 0.0\nF i count\n" PATH_SEGMENT(0)
    "L t = (ppx - ax) * ux + (ppy - ay) * uy\nI t < 0.0\nS t = 0.0\n}\nI t > segLen\nS t = segLen\n}\n"
    "L cx = ax + ux * t\nL cy = ay + uy * t\nL d2 = (ppx - cx) * (ppx - cx) + (ppy - cy) * (ppy - cy)\n"
    "I d2 < near2\nS near2 = d2\nS dist2 = d2\nS sP = start + t\nS qx = cx\nS qy = cy\n}\nS start = start + segLen\n}\n"
    "L total = start\n# s(pos): the path distance of the agent's own projection\nL sNow = 0.0\nS near2 = 1e30\n"
    "S start = 0.0\nF i count\n" PATH_SEGMENT(1)
    "L t = (px - ax) * ux + (py - ay) * uy\nI t < 0.0\nS t = 0.0\n}\nI t > segLen\nS t = segLen\n}\n"
    "L cx = ax + ux * t\nL cy = ay + uy * t\nL d2 = (px - cx) * (px - cx) + (py - cy) * (py - cy)\n"
    "I d2 < near2\nS near2 = d2\nS sNow = start + t\n}\nS start = start + segLen\n}\n"
    "# inside the corridor (|P - Q| < radius ~0) and moving along the path: no path force\n"
    "L speed = sqrt(vx * vx + vy * vy)\nL offset = $2 * $1 * speed\nL progress = sP - sNow\n"
    "?# across a loop's seam the path distance jumps by its length: wrap the difference\n"
    "?I total > 0.0\n?I progress >= 0.5 * total\n?S progress = progress - total\n?}\n"
    "?I progress < -0.5 * total\n?S progress = progress + total\n?}\n?}\n"
    "B rightWay = progress < 0.0\nI offset > 0.0\nS rightWay = progress > 0.0\n}\n"
    "I sqrt(dist2) - $0 < 0.0 && rightWay\n"
    "# then keep moving: heading * (maxSpeed - speed) * ~3 (OpenSteer's pedestrians push along forward)\n"
    "R hx * (($4 - speed) * $3) | hy * (($4 - speed) * $3)\n}\n"
    "# otherwise seek the spine's point T * speed further along than the agent's own projection\n"
    "L along = sNow + offset\nL tx = wx[0]\nL ty = wy[0]\nI count > 0 && total > 0.0\n"
    "?S along = fmod(along, total)\n?I along < 0.0\n?S along = along + total\n?}\n"
    "I along < 0.0\nS along = 0.0\n}\nI along > total\nS along = total\n}\nB found = false\nF i count\n"
    PATH_SEGMENT(2)
    "I !found\nI i < count - 1 && along > segLen\nS along = along - segLen\nE\nL at = along\n"
    "I at > segLen\nS at = segLen\n}\n"
    "S tx = ax + ux * at\nS ty = ay + uy * at\nS found = true\n}\n}\n}\n}\n@seek tx ty\n";
#undef PATH_SEGMENT

// Wall avoidance (WallAvoidance, Buckland): three feelers, ahead and at +-45 degrees half as
// long; where one crosses a wall (the nearest crossing along it), the force is the wall's normal
// times how far the feeler's tip overshoots. $0 the feeler, $1 the side feelers' reach along
// (heading +- side).
const char kWallAvoidance[] =
    "# the feelers: ~0 ahead, and half as long at +-45 degrees (~1 along heading and side); the last one\n"
    "# that crosses a wall decides\n"
    "L pushx = 0.0\nL pushy = 0.0\nF k 3\nL ex = px + hx * $0\nL ey = py + hy * $0\nI k > 0\nL turn = 1.0\n"
    "I k == 2\nS turn = -1.0\n}\nS ex = px + (hx - hy * turn) * $1\nS ey = py + (hy + hx * turn) * $1\n}\n"
    "# the first wall along the feeler\nL first = 2.0\nN hit = -1\nL hitx = 0.0\nL hity = 0.0\nF i n\n"
    "L rx = ex - px\nL ry = ey - py\nL sx = bx[i] - ax[i]\nL sy = by[i] - ay[i]\nL den = rx * sy - ry * sx\n"
    "I abs(den) < 1e-06\nC\n}\nL qx = ax[i] - px\nL qy = ay[i] - py\nL t = (qx * sy - qy * sx) / den\n"
    "L u = (qx * ry - qy * rx) / den\nI t < 0.0 || t > 1.0 || u < 0.0 || u > 1.0\nC\n}\n"
    "I t < first\nS first = t\nS hit = i\nS hitx = px + rx * t\nS hity = py + ry * t\n}\n}\n"
    "I hit >= 0\n# pushed along that wall's normal by the overshoot\n"
    "L over = sqrt((ex - hitx) * (ex - hitx) + (ey - hity) * (ey - hity))\nS pushx = nx[hit] * over\n"
    "S pushy = ny[hit] * over\n}\n}\nR pushx | pushy\n";

// Containment in a box (Containment, region.cpp): a probe ahead must stay inside the box shrunk
// by the margin; when it is out, seek as far inside as it is out. $0..$3 the inner box, $4 the
// probe's look-ahead (s).
const char kBoxContainment[] =
    "# the probe: where the agent will be in ~4 s; it must stay within (~0, ~1)-(~2, ~3)\n"
    "L qx = px + vx * $4\nL qy = py + vy * $4\nL ix = qx\nI qx < $0\nS ix = $0\nE\nI qx > $2\nS ix = $2\n}\n}\n"
    "L iy = qy\nI qy < $1\nS iy = $1\nE\nI qy > $3\nS iy = $3\n}\n}\nI ix == qx && iy == qy\nR 0.0 | 0.0\n}\n"
    "# out: seek as far inside as the probe is out\nL tx = ix + (ix - qx)\nL ty = iy + (iy - qy)\n@seek tx ty\n";

/// The signature and the comment on the scene's data, for the behaviours that read the scene.
struct SceneShape {
  CodeBehaviour behaviour;
  const char* sig;
  const char* in;  ///< the comment line(s) on the inputs, '\n' between lines
  const char* code;
};
const SceneShape kSceneShapes[] = {
    {CodeBehaviour::ObstacleAvoidance, "px py vx vy hx hy n# ox[] oy[] orad[]",
     "the obstacles: n circles, centres (ox, oy), radii orad", kObstacleAvoidance},
    {CodeBehaviour::FeelerAvoidance, "px py hx hy n# ox[] oy[] orad[] brake^",
     "the obstacles: n circles, centres (ox, oy), radii orad\n"
     "brake (out): multiply the velocity by it before you apply the force (Peters' braking)",
     kFeelerAvoidance},
    {CodeBehaviour::FollowPath, "px py vx vy wp& n# wx[] wy[]",
     "wp: the index of the waypoint sought; keep it between calls (start at 0)\nthe path: n points (wx, wy)",
     kFollowPath},
    {CodeBehaviour::Interpose, "px py vx vy ax ay avx avy bx by bvx bvy",
     "A and B: positions (ax, ay) and (bx, by), velocities (avx, avy) and (bvx, bvy)", kInterpose},
    {CodeBehaviour::Hide, "px py vx vy tx ty tvx tvy n# ox[] oy[] orad[]",
     "the hunter: position (tx, ty), velocity (tvx, tvy)\nthe obstacles: n circles, centres (ox, oy), radii orad",
     kHide},
    {CodeBehaviour::WallFollowing, "px py vx vy n# ax[] ay[] bx[] by[] nx[] ny[]",
     "the walls: n segments (ax, ay)-(bx, by), unit normals (nx, ny) towards the side to keep to", kWallFollowing},
    {CodeBehaviour::Containment, "px py vx vy hx hy n# rx[] ry[]",
     "the region: a simple polygon of n vertices (rx, ry), either winding", kContainment},
    {CodeBehaviour::FlowField, "px py vx vy cols# rows# cell fdx[] fdy[]",
     "the field: cols x rows cells of side cell, cell (0, 0) at the origin; unit directions (fdx, fdy),\n"
     "row by row (index r * cols + c)",
     kFlowField},
    {CodeBehaviour::Crowd, "px py vx vy hx hy n# qx[] qy[] qvx[] qvy[] qhx[] qhy[] qr[]",
     "the other agents: n of them (not this one): positions (qx, qy), velocities (qvx, qvy), unit\n"
     "headings (qhx, qhy), radii qr",
     kCrowd},
    {CodeBehaviour::Queue, "px py vx vy hx hy gx gy n# qx[] qy[] qr[]",
     "the goal (gx, gy); the other agents: n of them (not this one): positions (qx, qy), radii qr", kQueue},
    {CodeBehaviour::WallAvoidance, "px py hx hy n# ax[] ay[] bx[] by[] nx[] ny[]",
     "the walls: n segments (ax, ay)-(bx, by), unit normals (nx, ny) towards the side to keep to", kWallAvoidance},
    {CodeBehaviour::BoxContainment, "px py vx vy", "", kBoxContainment},
    {CodeBehaviour::FollowPathway, "px py vx vy hx hy n# wx[] wy[]", "the path: n points (wx, wy)", kFollowPathway},
};
// Queueing with no goal: every agent ahead counts (the composer's).
const SceneShape kQueueAnyShape = {CodeBehaviour::Queue, "px py vx vy hx hy n# qx[] qy[] qr[]",
                                   "the other agents: n of them (not this one): positions (qx, qy), radii qr", kQueue};
// Queueing by Reynolds' rule (the default): the others' velocities too, with a goal or without.
const SceneShape kQueueReynoldsShape = {
    CodeBehaviour::Queue, "px py vx vy hx hy gx gy n# qx[] qy[] qvx[] qvy[] qr[]",
    "the goal (gx, gy); the other agents: n of them (not this one): positions (qx, qy), velocities\n"
    "(qvx, qvy), radii qr",
    kQueueReynolds};
const SceneShape kQueueReynoldsAnyShape = {
    CodeBehaviour::Queue, "px py vx vy hx hy n# qx[] qy[] qvx[] qvy[] qr[]",
    "the other agents: n of them (not this one): positions (qx, qy), velocities (qvx, qvy), radii qr",
    kQueueReynolds};
const SceneShape kContainmentReynoldsShape = {CodeBehaviour::Containment, "px py vx vy hx hy n# rx[] ry[]",
                                              "the region: a simple polygon of n vertices (rx, ry), either winding",
                                              kContainmentReynolds};

const SceneShape* SceneShapeOf(const CodeSpec& spec) {
  CodeBehaviour b = spec.behaviour;
  bool reynoldsQueue = spec.queue.rule != steer::QueueRule::AnyAhead;
  if (b == CodeBehaviour::Queue && reynoldsQueue) return spec.queueGoal ? &kQueueReynoldsShape : &kQueueReynoldsAnyShape;
  if (b == CodeBehaviour::Queue && !spec.queueGoal) return &kQueueAnyShape;
  if (b == CodeBehaviour::Containment && spec.containment != steer::ContainmentRule::EdgePush)
    return &kContainmentReynoldsShape;
  for (const SceneShape& s : kSceneShapes)
    if (s.behaviour == b) return &s;
  return nullptr;
}

/// Reynolds' path following's numbers (kFollowPathway), its definition clamped as FollowPathway
/// clamps it (ValidatedPathDef).
void PathwayArgs(const CodeSpec& s, TemplateArgs& a) {
  a.num[0] = steer::ClampFinite(s.pathway.radius, 0.0f, 10000.0f, 20.0f);
  a.num[1] = steer::ClampFinite(s.pathway.predictTime, 0.0f, 60.0f, 0.5f);
  a.num[2] = s.pathway.direction < 0 ? -1.0f : 1.0f;
  a.num[3] = s.cruise;
  a.num[4] = s.maxSpeed;
  a.str[0] = s.loop ? "n" : "n - 1";
  a.str[1] = s.loop ? " (the path loops: the last point back to the first)" : " (an open path)";
  a.optional = s.loop;
}

/// Containment in a box's numbers (kBoxContainment), as Containment clamps them: the box shrunk by
/// the margin, a point when the margin is too wide.
void BoxArgs(const CodeSpec& s, TemplateArgs& a) {
  float lox = s.boxMinX + s.margin, loy = s.boxMinY + s.margin, hix = s.boxMaxX - s.margin,
        hiy = s.boxMaxY - s.margin;
  if (lox > hix) lox = hix = (s.boxMinX + s.boxMaxX) * 0.5f;
  if (loy > hiy) loy = hiy = (s.boxMinY + s.boxMaxY) * 0.5f;
  a.num[0] = lox;
  a.num[1] = loy;
  a.num[2] = hix;
  a.num[3] = hiy;
  a.num[4] = s.probeTime >= 0.0f ? s.probeTime : 0.0f;
}

/// A scene behaviour's numbers as its template names them, clamped as the core clamps them.
TemplateArgs SceneArgs(const Emitter& e, const CodeSpec& s) {
  TemplateArgs a;
  float* n = a.num;
  switch (s.behaviour) {
    case CodeBehaviour::ObstacleAvoidance:
      n[0] = s.box >= 0.0f ? s.box : 0.0f;
      n[1] = s.maxSpeed;
      n[2] = s.radius;
      a.str[0] = Gain(e, s);
      break;
    case CodeBehaviour::FeelerAvoidance:
      n[0] = s.feeler >= 0.0f ? s.feeler : 0.0f;
      n[1] = steer::kPetersAvoidBuffer;
      n[2] = s.maxSpeed;
      a.str[0] = Gain(e, s);
      break;
    case CodeBehaviour::FollowPath:
      n[0] = s.arrival >= 0.0f ? s.arrival : 0.0f;
      a.str[0] = s.loop ? "" : "!last && ";
      a.str[1] = s.loop ? " (the path loops)" : "";
      a.optional = !s.loop;
      break;
    case CodeBehaviour::Hide:
      n[0] = s.gap;
      break;
    case CodeBehaviour::Interpose:
      n[0] = s.maxSpeed;
      break;
    case CodeBehaviour::WallFollowing:
      n[0] = steer::ClampFinite(s.wall.lookAhead, 0.0f, 60.0f, 0.5f);
      n[1] = steer::ClampFinite(s.wall.offset, 0.0f, 10000.0f, 40.0f);
      break;
    case CodeBehaviour::Containment:
      n[0] = s.probe >= 0.0f ? s.probe : 0.0f;
      n[1] = 0.70710678118654752f * n[0] * 0.5f;  // MakeFeelers
      n[2] = n[0] * 0.5f;
      n[3] = s.maxForce;
      break;
    case CodeBehaviour::FlowField:
      n[0] = s.flowLookAhead >= 0.0f ? (s.flowLookAhead > 60.0f ? 60.0f : s.flowLookAhead) : 0.0f;
      n[1] = s.maxSpeed;
      break;
    case CodeBehaviour::Crowd:
      n[0] = steer::ClampFinite(s.avoid.margin, 0.0f, 1000.0f, 6.0f);
      n[1] = steer::ClampFinite(s.avoid.braking, 0.0f, 1.0f, 0.5f);
      n[2] = s.radius;
      n[3] = s.maxForce;
      n[4] = steer::ClampFinite(s.avoid.minTime, 0.0f, 60.0f, 2.0f);
      n[5] = steer::ClampFinite(s.avoid.closeMargin, 0.0f, 1000.0f, 0.0f);
      a.str[0] = n[4] > steer::kEpsilon ? "(" + e.Num(1.0f) + " - soonest / " + e.Num(n[4]) + ")" : e.Num(1.0f);
      break;
    case CodeBehaviour::Queue:
      n[0] = steer::ClampFinite(s.queue.length, 0.0f, 10000.0f, 40.0f);
      n[4] = steer::ClampFinite(s.queue.width, 0.0f, 10000.0f, 0.0f);
      n[1] = s.radius + n[4];
      n[2] = -steer::ClampFinite(s.queue.brake, 0.0f, 1000.0f, 8.0f);
      n[3] = s.radius;
      a.optional = s.queueGoal;
      break;
    case CodeBehaviour::WallAvoidance:
      n[0] = s.feeler;
      n[1] = 0.70710678118654752f * s.feeler * 0.5f;  // MakeFeelers
      break;
    case CodeBehaviour::FollowPathway:
      PathwayArgs(s, a);
      break;
    case CodeBehaviour::BoxContainment:
      BoxArgs(s, a);
      break;
    default:
      break;
  }
  return a;
}


}  // namespace

const char* CodeBehaviourName(CodeBehaviour b) { return NamesOf(b).words; }

namespace {
// A behaviour that reads the scene (obstacles, path, walls...): its inputs documented, one function.
void EmitSceneFunction(Emitter& e, const CodeSpec& s, const SceneShape* sc, const std::string& fn) {
  e.Comment(!*sc->in                     ? "In: own position and velocity (the rest is in the numbers below)."
            : std::strstr(sc->sig, " vx ") && std::strstr(sc->sig, " hx ") ? "In: own position, velocity, unit heading; then"
            : std::strstr(sc->sig, " hx ")  ? "In: own position, unit heading; then"
                                            : "In: own position and velocity; then");
  for (const char* c = sc->in; *c;) {
    const char* b = c;
    while (*c && *c != '\n') ++c;
    e.Comment(std::string(b, c));
    if (*c) ++c;
  }
  e.OutForce();
  e.Prelude(e.ForceStruct());
  e.OpenFn(fn.c_str(), sc->sig);
  Run(e, s, sc->code, SceneArgs(e, s));
  e.CloseFn();
}

// Pursuit: seek the evader's predicted point, or (Buckland's shortcut) where it is when it is
// ahead and facing us.
void EmitPursuit(Emitter& e, const CodeSpec& s) {
  if (!s.facingShortcut) {
    EmitPrediction(e, s);
    e.Comment("seek the predicted point");
    EmitSeek(e, s, "qx", "qy", false);
    return;
  }
  e.Comment("the point to seek: where the target is when it is ahead and facing us (Buckland),");
  e.Comment("else where it will be");
  e.Let("aimx", "tx");
  e.Let("aimy", "ty");
  e.If("!((tx - px) * hx + (ty - py) * hy > " + e.Num(0.0f) + " && hx * thx + hy * thy < " + e.Num(steer::kFacingDot) + ")");
  EmitPrediction(e, s);
  e.Set("aimx", "qx");
  e.Set("aimy", "qy");
  e.EndIf();
  EmitSeek(e, s, "aimx", "aimy", false);
}
}  // namespace

namespace {
/// Flocking: the three rules and their combination, as the flock demo adds them.
void EmitFlocking(Emitter& e, const CodeSpec& s) {
  // Radius and field of view as the core clamps them; the weights as the demo applies them (its
  // sliders times its scales, beyond FlockDef's own range).
  steer::FlockDef v = steer::Validated(s.flock);
  float fovCos = steer::FovCos(v.fovDegrees);
  TemplateArgs a;
  float n[] = {v.radius, v.fovDegrees, v.radius * v.radius, fovCos * fovCos, kSeparationFloor2, s.maxSpeed,
               s.flock.separation, s.flock.alignment, s.flock.cohesion};
  std::copy(n, n + 9, a.num);
  a.num[9] = s.maxForce;
  a.optional = fovCos > -1.0f;
  SeparationFloorArgs(a);
  a.str[0] = "dot < " + e.Num(0.0f) + (fovCos >= 0.0f ? " || dot * dot < limit" : " && dot * dot > limit");
  Run(e, s, kFlocking, a);
  Run(e, s, s.combination == steer::Combination::Prioritized ? kFlockingPrioritized : kFlockingWeighted, a);
}

/// One behaviour's function, named `fn`, its inputs and output in comments above it.
void EmitFunction(Emitter& e, const CodeSpec& s, const std::string& fn) {
  if (const SceneShape* sc = SceneShapeOf(s)) return EmitSceneFunction(e, s, sc, fn);
  e.Name(fn);
  Emitter::Shape shape = s.behaviour == CodeBehaviour::Wander     ? Emitter::Shape::Wander
                         : s.behaviour == CodeBehaviour::Flocking ? Emitter::Shape::Flock
                                                                  : Emitter::Shape::Target;
  if (shape == Emitter::Shape::Target)
    e.Comment("In: own position, velocity, heading (unit), then the target's position, velocity, heading.");
  else if (shape == Emitter::Shape::Flock)
    e.Comment("In: own position, velocity, heading (unit), then the agents nearby.");
  else
    e.Comment("In: own position and heading (unit), the wander target, random draws, dt.");
  if (s.behaviour == CodeBehaviour::Chase)
    e.Comment("Out: the chaser's new velocity: Bourg's chasers set it directly, no force.");
  else
    e.OutForce();
  e.Open(shape);
  switch (s.behaviour) {
    case CodeBehaviour::Seek:
      EmitSeek(e, s, "tx", "ty", false);
      break;
    case CodeBehaviour::Flee:
      EmitOnlyWithin(e, s.panic, "only within the panic distance");
      EmitSeek(e, s, "tx", "ty", true);
      break;
    case CodeBehaviour::Arrive:
      e.Comment("Buckland's arrive: desired speed = min(d / (deceleration * 0.3 s), maxSpeed)");
      EmitArrive(e, s, "tx", "ty", s.deceleration, Gain(e, s));
      break;
    case CodeBehaviour::ArriveWithin:
      EmitArriveWithin(e, s);
      break;
    case CodeBehaviour::Chase:
      EmitChase(e, s);
      break;
    case CodeBehaviour::OffsetPursuit:
      EmitOffsetPursuit(e, s);
      break;
    case CodeBehaviour::LeaderFollowing:
      EmitLeaderFollowing(e, s);
      break;
    case CodeBehaviour::Pursuit:
      EmitPursuit(e, s);
      break;
    case CodeBehaviour::Evade:
      EmitOnlyWithin(e, s.threatRange, "only inside the threat range. Outside it, let another behaviour (wander) steer.");
      EmitPrediction(e, s);
      e.Comment("flee the pursuer's predicted point");
      EmitSeek(e, s, "qx", "qy", true);
      break;
    case CodeBehaviour::Wander: {
      steer::WanderDef w = steer::Validated(s.wander);
      TemplateArgs a;
      a.num[0] = w.jitter;
      a.num[1] = w.radius;
      a.num[2] = w.distance;
      Run(e, s, kWander, a);
      break;
    }
    case CodeBehaviour::Flocking:
      EmitFlocking(e, s);
      break;
    default:
      break;
  }
  e.CloseFn();
}
}  // namespace

/// A chaser's lane, as its name says it (CodeSpec::chase: 0 basic, 1 line of sight, 2 intercept).
const char* ChaseLaneOf(const CodeSpec& s) {
  return s.chase == 0 ? "Basic" : s.chase == 1 ? "LineOfSight" : "Intercept";
}

/// The function's name: "Steer" and the behaviour ("SteerPursuit"; steer_pursuit in GDScript), so
/// that two snippets of different behaviours taken home side by side (a demo's pursuer and its
/// evader, the chase demo's three chasers) neither clash nor, in JS, silently replace each other.
/// (The composer names its parts as kPartNames says, and its combination SteeringForce; its
/// result type is Force, a single snippet's <Behaviour>Force.)
std::string FunctionNameOf(const CodeSpec& s) {
  return std::string("Steer") + (s.behaviour == CodeBehaviour::Chase ? ChaseLaneOf(s) : "") +
         NamesOf(s.behaviour).pascal;
}

std::string GenerateCode(const CodeSpec& s, CodeLang lang) {
  Emitter e(lang);
  // The agent's limits, as the composer's header gives its group's: the force is cut to max force
  // (a chaser sets its velocity: no force to cut).
  std::string limits = "max speed " + Txt(s.maxSpeed) +
                       (s.behaviour == CodeBehaviour::Chase ? std::string() : ", max force " + Txt(s.maxForce));
  e.Comment(std::string("Steering Playground: ") + NamesOf(s.behaviour).words +
            ", with the playground's numbers (" + limits + ")." +
            (s.from[0] ? std::string(" ") + s.from : std::string()));
  // C++'s result type after the behaviour too ("PursuitForce"; wander's is WanderForce already; a
  // chaser's is its new velocity).
  if (s.behaviour == CodeBehaviour::Chase) e.ForceType(std::string(ChaseLaneOf(s)) + "ChaseVelocity");
  else if (s.behaviour != CodeBehaviour::Wander)
    e.ForceType(std::string(NamesOf(s.behaviour).pascal) + "Force");
  EmitFunction(e, s, FunctionNameOf(s));
  e.Finish();
  return e.str();
}

// [SECTION] the composer: one function per behaviour of the agent's group, then SteeringForce,
// which combines their forces as the group does (combine.cpp, statement by statement)
namespace {

// The functions' names after "Steer", in the catalogue's order (composition.h): a behaviour's
// (kBehaviourNames) or, where the composer's word is its own, that word: each rule of flocking is
// a function of its own, and path following is PathFollowing by either method. Containment in a
// box is plain Containment in the composer, as its catalogue calls it.
struct PartName {
  CodeBehaviour named = CodeBehaviour::Seek;  ///< named as this behaviour's function...
  const char* own = nullptr;                  ///< ...unless the part has a word of its own
};
constexpr PartName kPartNames[] = {
    {CodeBehaviour::Seek},          {CodeBehaviour::Flee},    {CodeBehaviour::Arrive},
    {CodeBehaviour::Pursuit},       {CodeBehaviour::Evade},   {CodeBehaviour::Hide},
    {CodeBehaviour::Wander},        {.own = "Separation"},    {.own = "Alignment"},
    {.own = "Cohesion"},            {CodeBehaviour::ObstacleAvoidance},
    {CodeBehaviour::WallAvoidance}, {CodeBehaviour::Containment},
    {.own = "PathFollowing"},       {CodeBehaviour::FlowField},
    {CodeBehaviour::Crowd},         {CodeBehaviour::Queue}};
static_assert(std::size(kPartNames) == size_t(kBehaviourCount), "a name for each behaviour of the catalogue");

const char* PartNameOf(Behaviour b) {
  const PartName& p = kPartNames[size_t(b)];
  return p.own ? p.own : NamesOf(p.named).pascal;
}

/// The spec of one of the composer's behaviours, with the numbers custom_demo.cpp passes the core.
CodeSpec PartSpec(const Use& u, const Group& g, int group, float radius, float threat, float width, float height,
                  bool legacy) {
  CodeSpec s;
  s.maxSpeed = g.maxSpeed;
  s.maxForce = g.maxForce;
  s.radius = AgentRadius(group);
  switch (u.behaviour) {
    case Behaviour::Seek: s.behaviour = CodeBehaviour::Seek; break;
    case Behaviour::Flee: s.behaviour = CodeBehaviour::Flee; s.panic = threat; break;
    case Behaviour::Arrive: s.behaviour = CodeBehaviour::Arrive; s.deceleration = 2; break;
    case Behaviour::Pursuit: s.behaviour = CodeBehaviour::Pursuit; break;
    case Behaviour::Evade: s.behaviour = CodeBehaviour::Evade; s.threatRange = threat; break;
    case Behaviour::Hide: s.behaviour = CodeBehaviour::Hide; s.gap = 30.0f; break;
    case Behaviour::Wander: s.behaviour = CodeBehaviour::Wander; s.wander = {kComposerWander[0], kComposerWander[1], kComposerWander[2]}; break;
    case Behaviour::Separation:
    case Behaviour::Alignment:
    case Behaviour::Cohesion:
      // One rule of the three (EmitFlockRule): neighbours within the radius, all round.
      s.behaviour = CodeBehaviour::Flocking;
      s.flock.radius = radius;
      break;
    case Behaviour::ObstacleAvoidance: s.behaviour = CodeBehaviour::ObstacleAvoidance; s.box = 40.0f; break;
    case Behaviour::WallAvoidance: s.behaviour = CodeBehaviour::WallAvoidance; s.feeler = 40.0f; break;
    case Behaviour::Containment:
      s.behaviour = CodeBehaviour::BoxContainment;
      s.boxMaxX = width;
      s.boxMaxY = height;
      s.margin = kEdgeMargin;
      break;
    case Behaviour::PathFollowing:
      s.loop = true;
      if (u.follow == FollowMethod::Reynolds) {  // follow:reynolds
        s.behaviour = CodeBehaviour::FollowPathway;
        s.pathway = {kComposerPathway[0], kComposerPathway[1], 1};
        s.cruise = kComposerPathway[2];
        s.gain = kComposerPathway[3];
      } else {
        s.behaviour = CodeBehaviour::FollowPath;
        s.arrival = 20.0f;
      }
      break;
    case Behaviour::FlowField: s.behaviour = CodeBehaviour::FlowField; s.flowLookAhead = 0.25f; break;
    case Behaviour::CollisionAvoidance:
      s.behaviour = CodeBehaviour::Crowd;
      if (legacy) s.avoid.closeMargin = s.avoid.margin;  // the too-close test before issue #35
      break;
    case Behaviour::Queue:
      s.behaviour = CodeBehaviour::Queue;
      s.queueGoal = false;
      if (legacy) s.queue.rule = steer::QueueRule::AnyAhead;  // the rule before issue #35
      break;
  }
  return s;
}

/// What a behaviour is aimed at, for the comment above SteeringForce.
std::string TargetText(const Use& u, float radius) {
  std::string g(1, GroupLetter(u.target.group));
  switch (u.behaviour) {
    case Behaviour::Separation:
    case Behaviour::Alignment:
    case Behaviour::Cohesion:
      return "group " + g + "'s agents within " + Txt(radius) + " (not this one)";
    default:
      break;
  }
  switch (u.target.kind) {
    case TargetKind::Group:
      return "the nearest agent of group " + g;
    case TargetKind::Mouse:
      return "the target point (the playground's mouse target)";
    case TargetKind::Path:
      return u.behaviour == Behaviour::PathFollowing && u.follow == FollowMethod::Reynolds
                 ? "the path, as Reynolds' corridor " + Txt(kComposerPathway[0]) + " either side"
                 : "the path";
    case TargetKind::Obstacles:
      return "the obstacles";
    case TargetKind::None:
      break;
  }
  switch (u.behaviour) {
    case Behaviour::CollisionAvoidance:
    case Behaviour::Queue:
      return "every other agent, of every group";
    case Behaviour::WallAvoidance:
      return "the walls (the world's edges, " + Txt(kWallInset) + " inside)";
    case Behaviour::FlowField:
      return "the flow field";
    case Behaviour::Containment:
      return "the world less a margin of " + Txt(kEdgeMargin) + " (in its numbers)";
    default:
      return "";
  }
}

/// One rule of flocking as the composer's part: that rule alone, as custom_demo.cpp computes it
/// (steer::Separation, Alignment or Cohesion), with the flock's inputs.
void EmitFlockRule(Emitter& e, const CodeSpec& s, Behaviour rule, const std::string& fn) {
  e.Name(fn);
  e.Comment("In: own position, velocity, heading (unit), then the agents nearby.");
  e.OutForce();
  e.Open(Emitter::Shape::Flock);
  TemplateArgs a;
  a.num[0] = s.flock.radius;
  a.num[2] = s.flock.radius * s.flock.radius;
  a.num[4] = kSeparationFloor2;
  a.num[5] = s.maxSpeed;
  SeparationFloorArgs(a);
  Run(e, s,
      rule == Behaviour::Separation  ? kSeparationRule
      : rule == Behaviour::Alignment ? kAlignmentRule
                                     : kCohesionRule,
      a);
  e.CloseFn();
}

/// Truncate (x, y) to `max` (vec2.h's Truncate), then return it.
void EmitTruncateReturn(Emitter& e, const char* x, const char* y, const std::string& max) {
  std::string X = x, Y = y;
  e.Set("len2", X + " * " + X + " + " + Y + " * " + Y);
  e.If("len2 > " + max + " * " + max);
  e.Set(x, X + " * (" + max + " / " + e.Sqrt("len2") + ")");
  e.Set(y, Y + " * (" + max + " / " + e.Sqrt("len2") + ")");
  e.EndIf();
  e.Return(X, Y);
}

/// SteeringForce's body: the group's combination of the forces (f0x, f0y), (f1x, f1y)... as the
/// parts' functions return them, each times its scale and weight (composition.h's BehaviourScale).
struct CombinationEmitter {
  Emitter& e;
  const Group& g;
  const std::vector<std::string>& names;
  std::string max = e.Num(g.maxForce);

  int n() const { return int(g.uses.size()); }
  static std::string F(int k, char c) { return "f" + std::to_string(k) + c; }
  /// " * scale * weight" for part k.
  std::string Factor(int k, float weight) const {
    return " * " + e.Num(BehaviourScale(g.uses[size_t(k)].behaviour)) + " * " + e.Num(weight);
  }
  void Part(int k) {
    const Use& u = g.uses[size_t(k)];
    std::string c = std::to_string(k + 1) + ". " + names[size_t(k)] + ": scale " + Txt(BehaviourScale(u.behaviour)) +
                    " x weight " + Txt(u.weight);
    if (g.method == steer::Combination::Dithered) c += ", probability " + Txt(u.probability);
    e.Comment(c);
  }
  void WeightedSum() {
    std::string x, y;
    for (int k = 0; k < n(); ++k) {
      Part(k);
      x += (k ? " + " : "") + F(k, 'x') + Factor(k, g.uses[size_t(k)].weight);
      y += (k ? " + " : "") + F(k, 'y') + Factor(k, g.uses[size_t(k)].weight);
    }
    e.Let("x", n() ? x : e.Num(0.0f));
    e.Let("y", n() ? y : e.Num(0.0f));
    e.Let("len2", e.Num(0.0f));
    EmitTruncateReturn(e, "x", "y", max);
  }
  void Prioritized() {
    if (n() == 0) return e.Return(e.Num(0.0f), e.Num(0.0f));
    for (const char* v : {"x", "y", "ax", "ay", "left", "m"}) e.Let(v, e.Num(0.0f));
    for (int k = 0; k < n(); ++k) {
      Part(k);
      e.Set("ax", F(k, 'x') + Factor(k, g.uses[size_t(k)].weight));
      e.Set("ay", F(k, 'y') + Factor(k, g.uses[size_t(k)].weight));
      e.Set("left", max + " - " + e.Sqrt("x * x + y * y"));
      e.If("!(left > " + e.Num(0.0f) + ")");
      e.Return("x", "y");
      e.EndIf();
      e.Set("m", e.Sqrt("ax * ax + ay * ay"));
      e.If("m < left");
      e.Set("x", "x + ax");
      e.Set("y", "y + ay");
      e.Else();
      e.Comment("the budget overflows: this one cut to what is left, and the rest skipped");
      e.If("m > " + e.Num(steer::kEpsilon));
      e.Set("x", "x + ax / m * left");
      e.Set("y", "y + ay / m * left");
      e.EndIf();
      e.Return("x", "y");
      e.EndIf();
    }
    e.Return("x", "y");
  }
  void Dithered() {
    std::string unused;
    bool tried = false;  // a behaviour with a probability above 0: the locals below are used
    for (const Use& u : g.uses) tried |= u.probability > 0.0f;
    if (tried)
      for (const char* v : {"ax", "ay", "len2"}) e.Let(v, e.Num(0.0f));
    for (int k = 0; k < n(); ++k) {
      const Use& u = g.uses[size_t(k)];
      Part(k);
      if (!(u.probability > 0.0f)) {
        e.Comment("never tried: its probability is 0");
        unused += "(void)" + F(k, 'x') + ", (void)" + F(k, 'y') + ", (void)r" + std::to_string(k) + ", ";
        continue;
      }
      e.If("r" + std::to_string(k) + " < " + e.Num(u.probability));
      e.Set("ax", F(k, 'x') + Factor(k, u.weight / u.probability));
      e.Set("ay", F(k, 'y') + Factor(k, u.weight / u.probability));
      e.If("ax != " + e.Num(0.0f) + " || ay != " + e.Num(0.0f));
      EmitTruncateReturn(e, "ax", "ay", max);
      e.EndIf();
      e.EndIf();
    }
    if (e.lang() == CodeLang::Cpp && !unused.empty()) e.Line(unused.substr(0, unused.size() - 2) + ";");
    e.Return(e.Num(0.0f), e.Num(0.0f));
  }
  /// The comments on SteeringForce's inputs and output, then the function.
  void Emit() {
    bool dithered = g.method == steer::Combination::Dithered;
    std::string sig;
    for (int k = 0; k < n(); ++k) sig += (k ? " " : "") + F(k, 'x') + " " + F(k, 'y');
    if (dithered)
      for (int k = 0; k < n(); ++k) sig += " r" + std::to_string(k);
    if (n() == 0) {
      e.Comment("This group has no behaviour: no force.");
    } else {
      e.Comment("In: the forces the functions above return, in this order:");
      for (int k = 0; k < n(); ++k) e.Comment("  (" + F(k, 'x') + ", " + F(k, 'y') + ") from " + names[size_t(k)]);
      if (dithered) e.Comment("r0, r1...: a uniform random number in [0, 1) for each, drawn fresh every step.");
    }
    std::string most = Txt(g.maxForce);
    e.Comment(g.method == steer::Combination::WeightedSum
                  ? "Out: the weighted sum, cut to max force " + most + " (Buckland's weighted truncated sum)."
              : g.method == steer::Combination::Prioritized
                  ? "Out: in this order, each force added while max force " + most +
                        " is not spent; the one that overflows is cut to what is left (Buckland's prioritized sum)."
                  : "Out: in this order, each behaviour is tried with its probability; the first non-zero force, "
                    "divided by that probability and cut to max force " + most + ", is the answer (Buckland's dithering).");
    e.OpenFn("SteeringForce", sig.c_str());
    if (g.method == steer::Combination::WeightedSum) WeightedSum();
    else if (g.method == steer::Combination::Prioritized) Prioritized();
    else Dithered();
    e.CloseFn();
  }
};

}  // namespace

std::string GenerateCompositionCode(const CompositionCodeSpec& c, CodeLang lang) {
  const int gi = c.group;
  const Group& g = c.g;
  const float radius = c.radius, threat = c.threat;
  Emitter e(lang);
  e.Comment("Steering Playground: the composer's group " + std::string(1, GroupLetter(gi)) + ", " +
            (g.method == steer::Combination::WeightedSum   ? "a weighted sum"
             : g.method == steer::Combination::Prioritized ? "a prioritized sum"
                                                           : "prioritized dithering") +
            " of " + std::to_string(g.uses.size()) + " behaviour" + (g.uses.size() == 1 ? "" : "s") +
            ", with the playground's numbers (max speed " + Txt(g.maxSpeed) + ", max force " + Txt(g.maxForce) + ").");
  e.Comment("Each step, for each behaviour below call its function with its target, then pass their forces to " +
            e.Combiner() + ", which combines them as the group does.");
  std::vector<std::string> fns, names;  // CamelCase, and as the language writes it
  std::vector<CodeSpec> specs;
  for (size_t k = 0; k < g.uses.size(); ++k) {
    const Use& u = g.uses[k];
    int same = 0, before = 0;
    for (size_t j = 0; j < g.uses.size(); ++j)
      if (g.uses[j].behaviour == u.behaviour) {
        ++same;
        if (j < k) ++before;
      }
    std::string suffix = same > 1 ? std::to_string(before + 1) : "";  // twice: SteerSeek1, SteerSeek2
    fns.push_back(std::string("Steer") + PartNameOf(u.behaviour) + suffix);
    names.push_back(lang == CodeLang::GDScript ? Emitter::Snake(fns.back()) : fns.back());
    std::string target = TargetText(u, radius);
    e.Comment("  " + std::to_string(k + 1) + ". " + names.back() + (target.empty() ? "" : ": " + target));
    specs.push_back(PartSpec(u, g, gi, radius, threat, c.width, c.height, c.legacy));
  }
  // A wander or a path followed twice: in the playground both move the agent's one wander target
  // or waypoint, one after the other.
  for (Behaviour b : {Behaviour::Wander, Behaviour::PathFollowing}) {
    std::vector<std::string> same;
    for (size_t k = 0; k < g.uses.size(); ++k)
      if (g.uses[k].behaviour == b) same.push_back(names[k]);
    if (same.size() < 2) continue;
    std::string list;
    for (size_t k = 0; k < same.size(); ++k) list += (k ? (k + 1 == same.size() ? " and " : ", ") : "") + same[k];
    e.Comment(list + (b == Behaviour::Wander ? " move one wander target" : " move one waypoint index") +
              ", as the playground does: call them in this order, each with what the one before returned.");
  }
  e.Parts();
  // The prelude first: C++'s include and result types, C#'s class.
  e.Prelude("struct Force { float x, y; };");
  for (const CodeSpec& s : specs)
    if (s.behaviour == CodeBehaviour::Wander)
      e.Prelude("struct WanderForce { float x, y, wx, wy; };  // the force, then the new wander target");
  for (size_t k = 0; k < specs.size(); ++k) {
    if (k) e.Gap();
    Behaviour b = g.uses[k].behaviour;
    if (b == Behaviour::Separation || b == Behaviour::Alignment || b == Behaviour::Cohesion)
      EmitFlockRule(e, specs[k], b, fns[k]);
    else
      EmitFunction(e, specs[k], fns[k]);
  }
  if (!specs.empty()) e.Gap();
  CombinationEmitter{e, g, names}.Emit();
  e.Finish();
  return e.str();
}

}  // namespace demos
