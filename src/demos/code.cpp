#include "demos/code.h"

#include "demos/common.h"
#include "demos/demos.h"

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace demos {

bool ParseCodeLang(std::string_view name, CodeLang* out) {
  static const struct {
    const char* name;
    CodeLang lang;
  } kNames[] = {{"cpp", CodeLang::Cpp}, {"csharp", CodeLang::CSharp}, {"gdscript", CodeLang::GDScript},
                {"js", CodeLang::JS}};
  for (const auto& n : kNames)
    if (name == n.name) {
      *out = n.lang;
      return true;
    }
  return false;
}

namespace {

// [SECTION] a tiny emitter: the same statements in four languages
class Emitter {
 public:
  explicit Emitter(CodeLang lang) : lang_(lang) {}
  bool typed() const { return lang_ == CodeLang::Cpp || lang_ == CodeLang::CSharp; }
  /// A float literal that reads back as the same float.
  std::string Num(float v) const {
    // The shortest form that reads back as the same float (0.95, not 0.949999988).
    char buf[48];
    double a = v < 0.0f ? -double(v) : double(v);
    bool fixed = v == 0.0f || (a >= 1e-4 && a < 1e9);
    for (int digits = fixed ? 0 : 1; digits <= 9; ++digits) {
      std::snprintf(buf, sizeof buf, fixed ? "%.*f" : "%.*g", digits, double(v));
      if (std::strtof(buf, nullptr) == v) break;
    }
    std::string s = buf;
    if (s.find_first_of(".e") == std::string::npos) s += ".0";
    if (typed()) s += "f";
    return s;
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
    out_.append(size_t(indent_) * (lang_ == CodeLang::GDScript ? 1 : 2), lang_ == CodeLang::GDScript ? '\t' : ' ');
    out_ += s;
    out_ += "\n";
  }
  void Comment(const std::string& s) { Line((lang_ == CodeLang::GDScript ? "# " : "// ") + s); }
  /// A local: float (or "int", "bool" in C++ and C#) name = e.
  void Let(const char* name, const std::string& e, const char* type = "float") {
    std::string kw = typed() ? std::string(type) + " " : lang_ == CodeLang::JS ? "let " : "var ";
    Line(kw + name + " = " + e + End());
  }
  void LetI(const char* name, const std::string& e) { Let(name, e, "int"); }
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
      while (*c && *c != ' ' && *c != '#' && *c != '[' && *c != '&') ++c;
      std::string n(b, c);
      char kind = *c == ' ' || !*c ? 'f' : *c;
      while (*c && *c != ' ') ++c;
      while (*c == ' ') ++c;
      if (kind == '&') state_ = n;
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
      head = "func ";
      for (const char* c = fn; *c; ++c) {  // SteeringForce -> steering_force
        if (*c >= 'A' && *c <= 'Z' && c != fn) head += '_';
        head += char(*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c);
      }
    } else {
      head = lang_ == CodeLang::Cpp ? "inline Force " : lang_ == CodeLang::JS ? "function " : pub ? "public static void " : "static void ";
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
  }
  std::string End() const { return lang_ == CodeLang::GDScript ? "" : ";"; }
  /// The function's opening line(s). Three shapes: Target (self and one target agent, 12
  /// numbers), Wander (own pose, the wander target, four random draws, dt; out: the force and
  /// the new wander target), Flock (own state and arrays of the agents nearby).
  enum class Shape { Target, Wander, Flock };
  /// What comes before the function: C++'s include and its result type, C#'s using and class
  /// (closed by Close()); nothing in JS and GDScript.
  void Prelude(const char* cppResult = "") {
    if (lang_ == CodeLang::Cpp) {
      Line("#include <cmath>");
      Line("");
      Line(cppResult);
      Line("");
    } else if (lang_ == CodeLang::CSharp) {
      Line("using System;");
      Line("");
      Line("public static class Steering {");
      ++indent_;
    }
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
    switch (lang_) {
      case CodeLang::Cpp:
        Prelude("struct WanderForce { float x, y, wx, wy; };  // the force, then the new wander target");
        Line("inline WanderForce SteeringForce(float px, float py, float hx, float hy, float wx, float wy,");
        Line("                                 float r0, float r1, float r2, float r3, float dt) {");
        break;
      case CodeLang::CSharp:
        Prelude();
        Line("public static void SteeringForce(float px, float py, float hx, float hy, ref float wx, ref float wy,");
        Line("    float r0, float r1, float r2, float r3, float dt, out float fx, out float fy) {");
        break;
      case CodeLang::JS:
        Line("function SteeringForce(px, py, hx, hy, wx, wy, r0, r1, r2, r3, dt) {");
        break;
      case CodeLang::GDScript:
        Line("func steering_force(px: float, py: float, hx: float, hy: float, wx: float, wy: float, "
             "r0: float, r1: float, r2: float, r3: float, dt: float) -> Array:");
        break;
    }
  }
  void OpenFlock() {
    switch (lang_) {
      case CodeLang::Cpp:
        Prelude("struct Force { float x, y; };");
        Line("inline Force SteeringForce(float px, float py, float vx, float vy, float hx, float hy,");
        Line("                           int n, const float* qx, const float* qy, const float* qhx, const float* qhy) {");
        break;
      case CodeLang::CSharp:
        Prelude();
        Line("public static void SteeringForce(float px, float py, float vx, float vy, float hx, float hy,");
        Line("    int n, float[] qx, float[] qy, float[] qhx, float[] qhy, out float fx, out float fy) {");
        break;
      case CodeLang::JS:
        Line("function SteeringForce(px, py, vx, vy, hx, hy, n, qx, qy, qhx, qhy) {");
        break;
      case CodeLang::GDScript:
        Line("func steering_force(px: float, py: float, vx: float, vy: float, hx: float, hy: float, "
             "n: int, qx: Array, qy: Array, qhx: Array, qhy: Array) -> Vector2:");
        break;
    }
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
    switch (lang_) {
      case CodeLang::Cpp:
        Prelude("struct Force { float x, y; };");
        Line("inline Force SteeringForce(float px, float py, float vx, float vy, float hx, float hy,");
        Line("                           float tx, float ty, float tvx, float tvy, float thx, float thy) {");
        Line("  (void)hx, (void)hy, (void)tvx, (void)tvy, (void)thx, (void)thy;  // not every behaviour uses all");
        break;
      case CodeLang::CSharp:
        Prelude();
        Line("public static void SteeringForce(float px, float py, float vx, float vy, float hx, float hy,");
        Line("    float tx, float ty, float tvx, float tvy, float thx, float thy, out float fx, out float fy) {");
        break;
      case CodeLang::JS:
        Line("function SteeringForce(px, py, vx, vy, hx, hy, tx, ty, tvx, tvy, thx, thy) {");
        break;
      case CodeLang::GDScript:
        Line("func steering_force(px: float, py: float, vx: float, vy: float, hx: float, hy: float, "
             "tx: float, ty: float, tvx: float, tvy: float, thx: float, thy: float) -> Vector2:");
        break;
    }
  }
  void Close() {
    --indent_;
    if (lang_ != CodeLang::GDScript) Line("}");
    if (lang_ == CodeLang::CSharp) {
      --indent_;
      Line("}");
    }
  }
  std::string str() const { return out_; }

 private:
  CodeLang lang_;
  int indent_ = 0;
  std::string state_;  ///< OpenFn's in-out int, if any
  std::string out_;
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

/// A number for a comment: "30", "0.5" (no language suffix).
std::string Txt(float v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", double(v));
  return buf;
}

// Wander (wander.cpp): the target on the circle jitters by (r0 - r1, r2 - r3) x jitter x dt,
// goes back onto the circle, and the force points from the agent to it, `distance` ahead.
void EmitWander(Emitter& e, const CodeSpec& s) {
  steer::WanderDef w = steer::Validated(s.wander);
  e.Comment("r0..r3: four uniform random numbers in [0, 1), drawn fresh every call; dt: the step (s).");
  e.Comment("wx, wy: the wander target on the circle, in the agent's frame. Keep it between calls;");
  e.Comment("start at 0, 0: the first call puts it on the circle.");
  e.Let("jitter", e.Num(w.jitter) + " * dt");
  e.Set("wx", "wx + (r0 - r1) * jitter");
  e.Set("wy", "wy + (r2 - r3) * jitter");
  e.Comment("back onto the circle of radius " + Txt(w.radius));
  e.Let("wl", e.Sqrt("wx * wx + wy * wy"));
  e.If("wl > " + e.Num(steer::kEpsilon));
  e.Set("wx", "wx / wl * " + e.Num(w.radius));
  e.Set("wy", "wy / wl * " + e.Num(w.radius));
  e.Else();
  e.Set("wx", e.Num(w.radius));
  e.Set("wy", e.Num(0.0f));
  e.EndIf();
  e.Comment("the circle's centre is " + Txt(w.distance) + " ahead; the target to world space (side = (-hy, hx))");
  e.Let("lx", "wx + " + e.Num(w.distance));
  e.Let("gx", "px + hx * lx - hy * wy");
  e.Let("gy", "py + hy * lx + hx * wy");
  e.Comment("the force is target - position (Buckland), not a seek");
  e.ReturnWander("gx - px", "gy - py");
}

// Flocking (flocking.cpp): IsNeighbor, then Flock's three sums, then the weighted sum.
void EmitFlocking(Emitter& e, const CodeSpec& s) {
  // Radius and field of view as the core clamps them; the weights as the demo applies them (its
  // sliders times its scales, beyond FlockDef's own range).
  steer::FlockDef v = steer::Validated(s.flock), f = s.flock;
  f.radius = v.radius;
  f.fovDegrees = v.fovDegrees;
  float fovCos = steer::FovCos(f.fovDegrees);
  e.Comment("The others nearby: n of them, positions (qx, qy), unit headings (qhx, qhy); not this agent.");
  e.Comment("Separation: sum of (p - q) / |p - q|^2. Alignment: mean heading - own heading.");
  e.Comment("Cohesion: the unit vector of seek(centre of the neighbours).");
  e.Let("sx", e.Num(0.0f));
  e.Let("sy", e.Num(0.0f));
  e.Let("hsx", e.Num(0.0f));
  e.Let("hsy", e.Num(0.0f));
  e.Let("cx", e.Num(0.0f));
  e.Let("cy", e.Num(0.0f));
  e.Let("count", e.Num(0.0f));
  e.For("i", "n");
  e.Let("dx", "qx[i] - px");
  e.Let("dy", "qy[i] - py");
  e.Let("d2", "dx * dx + dy * dy");
  e.Comment("a neighbour: within " + Txt(f.radius) + " units and inside the " + Txt(f.fovDegrees) +
            " degree field of view");
  e.If("d2 > " + e.Num(f.radius * f.radius));
  e.Continue();
  e.EndIf();
  if (fovCos > -1.0f) {
    e.If("d2 >= " + e.Num(steer::kEpsilon * steer::kEpsilon));
    e.Let("dot", "hx * dx + hy * dy");
    e.Let("limit", e.Num(fovCos * fovCos) + " * d2");
    e.Comment("dot(heading, unit direction) >= cos(fov / 2), squared: no square root");
    if (fovCos >= 0.0f)
      e.If("dot < " + e.Num(0.0f) + " || dot * dot < limit");
    else
      e.If("dot < " + e.Num(0.0f) + " && dot * dot > limit");
    e.Continue();
    e.EndIf();
    e.EndIf();
  }
  e.Comment("two agents on one spot push nothing here (the playground picks a direction from their ids)");
  e.If("d2 >= " + e.Num(1e-3f * 1e-3f));
  e.Set("sx", "sx + (px - qx[i]) * (" + e.Num(1.0f) + " / d2)");
  e.Set("sy", "sy + (py - qy[i]) * (" + e.Num(1.0f) + " / d2)");
  e.EndIf();
  e.Set("hsx", "hsx + qhx[i]");
  e.Set("hsy", "hsy + qhy[i]");
  e.Set("cx", "cx + qx[i]");
  e.Set("cy", "cy + qy[i]");
  e.Set("count", "count + " + e.Num(1.0f));
  e.EndIf();
  e.If("!(count > " + e.Num(0.0f) + ")");
  e.Return(e.Num(0.0f), e.Num(0.0f));
  e.EndIf();
  e.Let("ax", "hsx / count - hx");
  e.Let("ay", "hsy / count - hy");
  e.Comment("seek the centre (max speed " + Txt(s.maxSpeed) + "), then to unit length");
  e.Let("ox", "cx / count - px");
  e.Let("oy", "cy / count - py");
  e.Let("ol", e.Sqrt("ox * ox + oy * oy"));
  e.Let("kx", "-vx");
  e.Let("ky", "-vy");
  e.If("ol > " + e.Num(steer::kEpsilon));
  e.Set("kx", "ox / ol * " + e.Num(s.maxSpeed) + " - vx");
  e.Set("ky", "oy / ol * " + e.Num(s.maxSpeed) + " - vy");
  e.EndIf();
  e.Let("kl", e.Sqrt("kx * kx + ky * ky"));
  e.If("kl > " + e.Num(steer::kEpsilon));
  e.Set("kx", "kx / kl");
  e.Set("ky", "ky / kl");
  e.Else();
  e.Set("kx", e.Num(0.0f));
  e.Set("ky", e.Num(0.0f));
  e.EndIf();
  e.Comment("the weighted sum: separation " + Txt(f.separation) + ", alignment " + Txt(f.alignment) +
            ", cohesion " + Txt(f.cohesion));
  std::string ws = e.Num(f.separation), wa = e.Num(f.alignment), wc = e.Num(f.cohesion);
  e.Return("sx * " + ws + " + ax * " + wa + " + kx * " + wc, "sy * " + ws + " + ay * " + wa + " + ky * " + wc);
}

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

// [SECTION] the behaviours that read the scene (avoidance.cpp, path.cpp, region.cpp,
// flowfield.cpp, crowd.cpp): the scene's data comes in as arrays
/// (x, y) in the agent's frame of the point (dx, dy) from it: x ahead, y to the side (-hy, hx).
void EmitToLocal(Emitter& e, const char* x, const char* y, const char* dx, const char* dy) {
  e.Let(x, std::string(dx) + " * hx + " + dy + " * hy");
  e.Let(y, std::string(dy) + " * hx - " + dx + " * hy");
}

// Obstacle avoidance (ObstacleAvoidance): Buckland's detection box, with the near edge d.
void EmitObstacleAvoidance(Emitter& e, const CodeSpec& s) {
  std::string B = e.Num(s.box >= 0.0f ? s.box : 0.0f), z = e.Num(0.0f), g = Gain(e, s);
  e.Comment("the box: " + Txt(s.box) + " * (1 + speed / maxSpeed " + Txt(s.maxSpeed) + ") long, as wide as the agent (radius " +
            Txt(s.radius) + ")");
  e.Let("L", B + " + " + e.Sqrt("vx * vx + vy * vy") + " / " + e.Num(s.maxSpeed) + " * " + B);
  e.Let("dmin", e.Num(1e30f));
  e.LetI("k", "-1");
  e.Let("cx", z);
  e.Let("cy", z);
  e.Let("reach", z);
  e.For("i", "n");
  e.Let("R", "orad[i] + " + e.Num(s.radius));
  e.Let("lim", "L + R");
  e.Let("dx", "ox[i] - px");
  e.Let("dy", "oy[i] - py");
  e.If("dx * dx + dy * dy >= lim * lim");
  e.Continue();
  e.EndIf();
  EmitToLocal(e, "x", "y", "dx", "dy");
  e.If(e.Abs("y") + " >= R");
  e.Continue();
  e.EndIf();
  e.Comment("where the box's centre line meets the obstacle grown by the agent's radius");
  e.Let("h", e.Sqrt("R * R - y * y"));
  e.If("x + h <= " + z + " || x - h > L");
  e.Continue();
  e.EndIf();
  e.Let("d", z);
  e.If("x - h > " + z);
  e.Set("d", "x - h");
  e.EndIf();
  e.If("d < dmin");
  e.Set("dmin", "d");
  e.Set("k", "i");
  e.Set("cx", "x");
  e.Set("cy", "y");
  e.Set("reach", "R");
  e.EndIf();
  e.EndIf();
  e.If("k < 0");
  e.Return(z, z);
  e.EndIf();
  e.Comment("sideways away from it, harder the nearer; braking while it is ahead");
  e.Let("strength", e.Num(2.0f));
  e.If("L > " + e.Num(steer::kEpsilon));
  e.Set("strength", e.Num(1.0f) + " + (L - dmin) / L");
  e.EndIf();
  e.Let("away", e.Num(1.0f));
  e.If("cy >= " + z);
  e.Set("away", e.Num(-1.0f));
  e.EndIf();
  e.Let("ly", "away * (reach - " + e.Abs("cy") + ") * strength");
  e.Let("lx", z);
  e.If("cx > " + z);
  e.Set("lx", e.Num(-0.2f) + " * (L - dmin)");
  e.EndIf();
  e.Return("(hx * lx - hy * ly)" + g, "(hy * lx + hx * ly)" + g);
}

// Path following (FollowPath): seek the waypoint; within `arrival` of it, the next one; arrive at
// the last one of an open path.
void EmitFollowPath(Emitter& e, const CodeSpec& s) {
  std::string A = e.Num(s.arrival >= 0.0f ? s.arrival : 0.0f), last = s.loop ? "false" : "wp == n - 1";
  e.If("n == 0");
  e.Return(e.Num(0.0f), e.Num(0.0f));
  e.EndIf();
  e.If("wp < 0 || wp >= n");
  e.Set("wp", "0");
  e.EndIf();
  e.Let("last", last, "bool");
  e.Comment("within " + Txt(s.arrival) + " of the waypoint: on to the next" + (s.loop ? " (the path loops)" : ""));
  e.If("!last && (wx[wp] - px) * (wx[wp] - px) + (wy[wp] - py) * (wy[wp] - py) < " + A + " * " + A);
  e.Set("wp", "(wp + 1) % n");
  e.Set("last", last);
  e.EndIf();
  e.Let("tx", "wx[wp]");
  e.Let("ty", "wy[wp]");
  e.If("last");
  e.Comment("the end of the path: arrive (normal deceleration)");
  EmitArrive(e, s, "tx", "ty", 2, "");
  e.Else();
  EmitSeek(e, s, "tx", "ty", false);
  e.EndIf();
}

// Hide (Hide): the spot `gap` behind each obstacle as seen from the hunter; arrive (fast) at the
// nearest. No obstacle: evade the hunter.
void EmitHide(Emitter& e, const CodeSpec& s) {
  std::string z = e.Num(0.0f);
  e.Let("best", e.Num(1e30f));
  e.Let("sx", z);
  e.Let("sy", z);
  e.Let("found", "false", "bool");
  e.For("i", "n");
  e.Let("ax", "ox[i] - tx");
  e.Let("ay", "oy[i] - ty");
  e.Let("al", e.Sqrt("ax * ax + ay * ay"));
  e.If("!(al > " + e.Num(steer::kEpsilon) + ")");
  e.Continue();
  e.EndIf();
  e.Comment(Txt(s.gap) + " behind the obstacle, seen from the hunter");
  e.Let("bx", "ox[i] + ax / al * (orad[i] + " + e.Num(s.gap) + ")");
  e.Let("by", "oy[i] + ay / al * (orad[i] + " + e.Num(s.gap) + ")");
  e.Let("d2", "(bx - px) * (bx - px) + (by - py) * (by - py)");
  e.If("d2 < best");
  e.Set("best", "d2");
  e.Set("sx", "bx");
  e.Set("sy", "by");
  e.Set("found", "true");
  e.EndIf();
  e.EndIf();
  e.If("found");
  e.Comment("arrive there (fast deceleration)");
  EmitArrive(e, s, "sx", "sy", 1, "");
  e.Else();
  e.Comment("nowhere to hide: evade the hunter");
  EmitPrediction(e, s);
  EmitSeek(e, s, "qx", "qy", true);
  e.EndIf();
}

/// (cx, cy) = the closest point to (x, y) on the segment from (ax, ay) to (bx, by)
/// (ClosestPointOnSegment); the expressions name the ends.
void EmitClosestPoint(Emitter& e, const std::string& ax, const std::string& ay, const std::string& bx,
                      const std::string& by, const char* x, const char* y) {
  e.Let("abx", bx + " - " + ax);
  e.Let("aby", by + " - " + ay);
  e.Let("len2", "abx * abx + aby * aby");
  e.Let("cx", ax);
  e.Let("cy", ay);
  e.If("len2 > " + e.Num(steer::kEpsilon * steer::kEpsilon));
  e.Let("t", "((" + std::string(x) + " - " + ax + ") * abx + (" + y + " - " + ay + ") * aby) / len2");
  e.If("t < " + e.Num(0.0f));
  e.Set("t", e.Num(0.0f));
  e.EndIf();
  e.If("t > " + e.Num(1.0f));
  e.Set("t", e.Num(1.0f));
  e.EndIf();
  e.Set("cx", ax + " + abx * t");
  e.Set("cy", ay + " + aby * t");
  e.EndIf();
}

// Wall following (WallFollowing): the nearest wall point to the predicted position, moved
// `offset` along the wall's normal, sought.
void EmitWallFollowing(Emitter& e, const CodeSpec& s) {
  steer::WallFollowDef d = s.wall;
  d.offset = steer::ClampFinite(d.offset, 0.0f, 10000.0f, 40.0f);
  d.lookAhead = steer::ClampFinite(d.lookAhead, 0.0f, 60.0f, 0.5f);
  e.Comment("where the agent will be in " + Txt(d.lookAhead) + " s");
  e.Let("qx", "px + vx * " + e.Num(d.lookAhead));
  e.Let("qy", "py + vy * " + e.Num(d.lookAhead));
  e.Let("best", e.Num(1e30f));
  e.LetI("k", "-1");
  e.Let("wx", e.Num(0.0f));
  e.Let("wy", e.Num(0.0f));
  e.For("i", "n");
  EmitClosestPoint(e, "ax[i]", "ay[i]", "bx[i]", "by[i]", "qx", "qy");
  e.Let("d2", "(qx - cx) * (qx - cx) + (qy - cy) * (qy - cy)");
  e.If("d2 < best");
  e.Set("best", "d2");
  e.Set("k", "i");
  e.Set("wx", "cx");
  e.Set("wy", "cy");
  e.EndIf();
  e.EndIf();
  e.If("k < 0");
  e.Return(e.Num(0.0f), e.Num(0.0f));
  e.EndIf();
  e.Comment("seek the point " + Txt(d.offset) + " off that wall, on its normal's side");
  e.Let("tx", "wx + nx[k] * " + e.Num(d.offset));
  e.Let("ty", "wy + ny[k] * " + e.Num(d.offset));
  EmitSeek(e, s, "tx", "ty", false);
}

// Containment (Containment): three probes (ahead, and +-45 degrees at half length); each that
// leaves the region pushes back along the inward normal of the edge it crosses first.
void EmitContainment(Emitter& e, const CodeSpec& s) {
  float P = s.probe >= 0.0f ? s.probe : 0.0f, side = 0.70710678118654752f * P * 0.5f;
  std::string z = e.Num(0.0f);
  e.If("n < 3");
  e.Return(z, z);
  e.EndIf();
  e.Comment("twice the signed area (the winding) and even-odd inside");
  e.Let("area2", z);
  e.Let("inside", "false", "bool");
  e.LetI("j", "n - 1");
  e.For("i", "n");
  e.Set("area2", "area2 + (rx[i] * ry[(i + 1) % n] - ry[i] * rx[(i + 1) % n])");
  e.If("(ry[i] > py) != (ry[j] > py)");
  e.If("px < rx[i] + (py - ry[i]) * (rx[j] - rx[i]) / (ry[j] - ry[i])");
  e.Set("inside", "!inside");
  e.EndIf();
  e.EndIf();
  e.Set("j", "i");
  e.EndIf();
  e.If("!inside");
  e.Comment("outside already: seek the nearest point of the boundary");
  e.Let("best", e.Num(1e30f));
  e.Let("mx", z);
  e.Let("my", z);
  e.For("i", "n");
  EmitClosestPoint(e, "rx[i]", "ry[i]", "rx[(i + 1) % n]", "ry[(i + 1) % n]", "px", "py");
  e.Let("d2", "(px - cx) * (px - cx) + (py - cy) * (py - cy)");
  e.If("d2 < best");
  e.Set("best", "d2");
  e.Set("mx", "cx");
  e.Set("my", "cy");
  e.EndIf();
  e.EndIf();
  EmitSeek(e, s, "mx", "my", false);
  e.EndIf();
  e.Comment("the probes: " + Txt(P) + " ahead, " + Txt(P * 0.5f) + " at +-45 degrees");
  e.Let("cfx", z);
  e.Let("cfy", z);
  e.For("k", "3");
  e.Let("ex", "px + hx * " + e.Num(P));
  e.Let("ey", "py + hy * " + e.Num(P));
  e.Let("plen", e.Num(P));
  e.If("k > 0");
  e.Let("turn", e.Num(1.0f));
  e.If("k == 2");
  e.Set("turn", e.Num(-1.0f));
  e.EndIf();
  e.Set("ex", "px + (hx - hy * turn) * " + e.Num(side));
  e.Set("ey", "py + (hy + hx * turn) * " + e.Num(side));
  e.Set("plen", e.Num(P * 0.5f));
  e.EndIf();
  e.If("!(plen > " + e.Num(steer::kEpsilon) + ")");
  e.Continue();
  e.EndIf();
  e.Comment("the first edge the probe crosses");
  e.Let("first", e.Num(2.0f));
  e.LetI("edge", "-1");
  e.Let("hitx", z);
  e.Let("hity", z);
  e.For("i", "n");
  e.Let("qx", "ex - px");
  e.Let("qy", "ey - py");
  e.Let("sx", "rx[(i + 1) % n] - rx[i]");
  e.Let("sy", "ry[(i + 1) % n] - ry[i]");
  e.Let("den", "qx * sy - qy * sx");
  e.If(e.Abs("den") + " < " + e.Num(steer::kEpsilon));
  e.Continue();
  e.EndIf();
  e.Let("ax", "rx[i] - px");
  e.Let("ay", "ry[i] - py");
  e.Let("t", "(ax * sy - ay * sx) / den");
  e.Let("u", "(ax * qy - ay * qx) / den");
  e.If("t < " + z + " || t > " + e.Num(1.0f) + " || u < " + z + " || u > " + e.Num(1.0f));
  e.Continue();
  e.EndIf();
  e.If("t < first");
  e.Set("first", "t");
  e.Set("edge", "i");
  e.Set("hitx", "px + qx * t");
  e.Set("hity", "py + qy * t");
  e.EndIf();
  e.EndIf();
  e.If("edge < 0");
  e.Continue();
  e.EndIf();
  e.Comment("that edge's inward normal, times max force " + Txt(s.maxForce) + " * depth / probe length");
  e.Let("gx", "rx[(edge + 1) % n] - rx[edge]");
  e.Let("gy", "ry[(edge + 1) % n] - ry[edge]");
  e.Let("gl", e.Sqrt("gx * gx + gy * gy"));
  e.Let("nx", z);
  e.Let("ny", z);
  e.If("gl > " + e.Num(steer::kEpsilon));
  e.Set("nx", "-(gy / gl)");
  e.Set("ny", "gx / gl");
  e.EndIf();
  e.If("area2 < " + z);
  e.Set("nx", "-nx");
  e.Set("ny", "-ny");
  e.EndIf();
  e.Let("depth", e.Sqrt("(ex - hitx) * (ex - hitx) + (ey - hity) * (ey - hity)"));
  e.Set("cfx", "cfx + nx * (" + e.Num(s.maxForce) + " * depth / plen)");
  e.Set("cfy", "cfy + ny * (" + e.Num(s.maxForce) + " * depth / plen)");
  e.EndIf();
  e.Return("cfx", "cfy");
}

// Flow-field following (FlowFieldFollowing): the field's direction where the agent will be,
// times maxSpeed, minus the velocity.
void EmitFlowField(Emitter& e, const CodeSpec& s) {
  float T = s.flowLookAhead >= 0.0f ? (s.flowLookAhead > 60.0f ? 60.0f : s.flowLookAhead) : 0.0f;
  std::string z = e.Num(0.0f);
  e.Comment("read the field where the agent will be in " + Txt(T) + " s (the nearest cell at the edges)");
  e.Let("qx", "(px + vx * " + e.Num(T) + ") / cell");
  e.Let("qy", "(py + vy * " + e.Num(T) + ") / cell");
  e.Let("dx", z);
  e.Let("dy", z);
  e.If("cols > 0 && rows > 0");
  e.LetI("c", "0");
  e.If("qx >= " + z);
  e.Set("c", "cols - 1");
  e.If("qx < " + e.ToFloat("cols"));
  e.Set("c", e.ToInt("qx"));
  e.EndIf();
  e.EndIf();
  e.LetI("r", "0");
  e.If("qy >= " + z);
  e.Set("r", "rows - 1");
  e.If("qy < " + e.ToFloat("rows"));
  e.Set("r", e.ToInt("qy"));
  e.EndIf();
  e.EndIf();
  e.Set("dx", "fdx[r * cols + c]");
  e.Set("dy", "fdy[r * cols + c]");
  e.EndIf();
  e.Return("dx * " + e.Num(s.maxSpeed) + " - vx", "dy * " + e.Num(s.maxSpeed) + " - vy");
}

// Unaligned collision avoidance (UnalignedCollisionAvoidance): a neighbour already too close
// first; else the soonest predicted collision within minTime.
void EmitCrowd(Emitter& e, const CodeSpec& s) {
  steer::CollisionAvoidanceDef d = s.avoid;
  d.minTime = steer::ClampFinite(d.minTime, 0.0f, 60.0f, 2.0f);
  d.margin = steer::ClampFinite(d.margin, 0.0f, 1000.0f, 6.0f);
  d.braking = steer::ClampFinite(d.braking, 0.0f, 1.0f, 0.5f);
  std::string z = e.Num(0.0f), F = e.Num(s.maxForce), M = e.Num(d.margin), b = e.Num(d.braking),
              own = e.Num(s.radius);
  e.Comment("too close: closer than both radii + " + Txt(d.margin) + " (own radius " + Txt(s.radius) + ")");
  e.Let("nearest", e.Num(1e30f));
  e.LetI("k", "-1");
  e.For("j", "n");
  e.Let("reach", own + " + qr[j] + " + M);
  e.Let("d2", "(qx[j] - px) * (qx[j] - px) + (qy[j] - py) * (qy[j] - py)");
  e.If("d2 < reach * reach && d2 < nearest");
  e.Set("nearest", "d2");
  e.Set("k", "j");
  e.EndIf();
  e.EndIf();
  e.If("k >= 0");
  e.Comment("sideways away from it, and braking when it is ahead");
  e.Let("ax", "px - qx[k]");
  e.Let("ay", "py - qy[k]");
  e.Let("along", "ax * hx + ay * hy");
  e.Let("lx", "ax - hx * along");
  e.Let("ly", "ay - hy * along");
  e.Let("ll", e.Sqrt("lx * lx + ly * ly"));
  e.If("ll > " + e.Num(steer::kEpsilon));
  e.Set("lx", "lx / ll");
  e.Set("ly", "ly / ll");
  e.Else();
  e.Set("lx", "hy");
  e.Set("ly", "-hx");
  e.EndIf();
  e.Let("bx", z);
  e.Let("by", z);
  e.If("along < " + z);
  e.Set("bx", "-hx * " + b);
  e.Set("by", "-hy * " + b);
  e.EndIf();
  e.Return("(lx + bx) * " + F, "(ly + by) * " + F);
  e.EndIf();
  e.Comment("the soonest closest approach within " + Txt(d.minTime) + " s that comes closer than both radii + " +
            Txt(d.margin));
  e.Let("soonest", e.Num(d.minTime));
  e.Let("ox", z);
  e.Let("oy", z);
  e.For("j", "n");
  e.Let("dpx", "qx[j] - px");
  e.Let("dpy", "qy[j] - py");
  e.Let("dvx", "qvx[j] - vx");
  e.Let("dvy", "qvy[j] - vy");
  e.Let("dv2", "dvx * dvx + dvy * dvy");
  e.Let("t", z);
  e.If("dv2 > " + e.Num(steer::kEpsilon));
  e.Set("t", "-(dpx * dvx + dpy * dvy) / dv2");
  e.EndIf();
  e.Let("sx", "px + vx * t");
  e.Let("sy", "py + vy * t");
  e.Let("tx", "qx[j] + qvx[j] * t");
  e.Let("ty", "qy[j] + qvy[j] * t");
  e.If("t >= " + z + " && t < soonest && " + e.Sqrt("(tx - sx) * (tx - sx) + (ty - sy) * (ty - sy)") + " < " + own +
       " + qr[j] + " + M);
  e.Set("soonest", "t");
  e.Set("k", "j");
  e.Set("ox", "tx");
  e.Set("oy", "ty");
  e.EndIf();
  e.EndIf();
  e.If("k < 0");
  e.Return(z, z);
  e.EndIf();
  e.Comment("which way: head-on, side by side or crossing (cos 45 degrees = 0.707)");
  e.Let("steer", z);
  e.Let("par", "hx * qhx[k] + hy * qhy[k]");
  e.If("par < " + e.Num(-0.707f));
  e.Set("steer", e.Num(1.0f));
  e.If("(oy - py) * hx - (ox - px) * hy > " + z);
  e.Set("steer", e.Num(-1.0f));
  e.EndIf();
  e.Else();
  e.If("par > " + e.Num(0.707f));
  e.Set("steer", e.Num(1.0f));
  e.If("(qy[k] - py) * hx - (qx[k] - px) * hy > " + z);
  e.Set("steer", e.Num(-1.0f));
  e.EndIf();
  e.Else();
  e.If(e.Sqrt("qvx[k] * qvx[k] + qvy[k] * qvy[k]") + " <= " + e.Sqrt("vx * vx + vy * vy"));
  e.Set("steer", e.Num(1.0f));
  e.If("qvy[k] * hx - qvx[k] * hy > " + z);
  e.Set("steer", e.Num(-1.0f));
  e.EndIf();
  e.EndIf();
  e.EndIf();
  e.EndIf();
  e.Comment("braking, harder the sooner");
  e.Let("brake", b + " * " + (d.minTime > steer::kEpsilon ? "(" + e.Num(1.0f) + " - soonest / " + e.Num(d.minTime) + ")"
                                                          : e.Num(1.0f)) + " * " + F);
  e.Return("-hy * (steer * " + F + ") - hx * brake", "hx * (steer * " + F + ") - hy * brake");
}

// Queueing (Queue): brake (force = -velocity * brake) while another agent nearer the goal is in
// the zone ahead.
void EmitQueue(Emitter& e, const CodeSpec& s) {
  steer::QueueDef d = s.queue;
  d.length = steer::ClampFinite(d.length, 0.0f, 10000.0f, 40.0f);
  d.width = steer::ClampFinite(d.width, 0.0f, 10000.0f, 0.0f);
  d.brake = steer::ClampFinite(d.brake, 0.0f, 1000.0f, 8.0f);
  std::string z = e.Num(0.0f);
  e.Comment("the zone: " + Txt(d.length) + " ahead, own radius " + Txt(s.radius) + " + " + Txt(d.width) +
            " either side; only agents nearer the goal count");
  e.Let("mine", "(gx - px) * (gx - px) + (gy - py) * (gy - py)");
  e.For("j", "n");
  e.If("!((gx - qx[j]) * (gx - qx[j]) + (gy - qy[j]) * (gy - qy[j]) < mine)");
  e.Continue();
  e.EndIf();
  e.Let("dx", "qx[j] - px");
  e.Let("dy", "qy[j] - py");
  EmitToLocal(e, "x", "y", "dx", "dy");
  e.If("x > " + z + " && x <= " + e.Num(d.length) + " + qr[j] && " + e.Abs("y") + " < " +
       e.Num(s.radius + d.width) + " + qr[j]");
  e.Return("vx * " + e.Num(-d.brake), "vy * " + e.Num(-d.brake));
  e.EndIf();
  e.EndIf();
  e.Return(z, z);
}

/// The signature and the comment on the scene's data, for the behaviours that read the scene.
struct SceneShape {
  CodeBehaviour behaviour;
  const char* sig;
  const char* in;  ///< the comment line(s) on the inputs, '\n' between lines
  void (*emit)(Emitter&, const CodeSpec&);
};
const SceneShape kSceneShapes[] = {
    {CodeBehaviour::ObstacleAvoidance, "px py vx vy hx hy n# ox[] oy[] orad[]",
     "the obstacles: n circles, centres (ox, oy), radii orad", EmitObstacleAvoidance},
    {CodeBehaviour::FollowPath, "px py vx vy wp& n# wx[] wy[]",
     "wp: the index of the waypoint sought; keep it between calls (start at 0)\nthe path: n points (wx, wy)",
     EmitFollowPath},
    {CodeBehaviour::Hide, "px py vx vy tx ty tvx tvy n# ox[] oy[] orad[]",
     "the hunter: position (tx, ty), velocity (tvx, tvy)\nthe obstacles: n circles, centres (ox, oy), radii orad",
     EmitHide},
    {CodeBehaviour::WallFollowing, "px py vx vy n# ax[] ay[] bx[] by[] nx[] ny[]",
     "the walls: n segments (ax, ay)-(bx, by), unit normals (nx, ny) towards the side to keep to",
     EmitWallFollowing},
    {CodeBehaviour::Containment, "px py vx vy hx hy n# rx[] ry[]",
     "the region: a simple polygon of n vertices (rx, ry), either winding", EmitContainment},
    {CodeBehaviour::FlowField, "px py vx vy cols# rows# cell fdx[] fdy[]",
     "the field: cols x rows cells of side cell, cell (0, 0) at the origin; unit directions (fdx, fdy),\n"
     "row by row (index r * cols + c)",
     EmitFlowField},
    {CodeBehaviour::Crowd, "px py vx vy hx hy n# qx[] qy[] qvx[] qvy[] qhx[] qhy[] qr[]",
     "the other agents: n of them (not this one): positions (qx, qy), velocities (qvx, qvy), unit\n"
     "headings (qhx, qhy), radii qr",
     EmitCrowd},
    {CodeBehaviour::Queue, "px py vx vy hx hy gx gy n# qx[] qy[] qr[]",
     "the goal (gx, gy); the other agents: n of them (not this one): positions (qx, qy), radii qr", EmitQueue},
};

const SceneShape* SceneShapeOf(CodeBehaviour b) {
  for (const SceneShape& s : kSceneShapes)
    if (s.behaviour == b) return &s;
  return nullptr;
}

const char* BehaviourNameOf(CodeBehaviour b) {
  switch (b) {
    case CodeBehaviour::Seek:
      return "seek";
    case CodeBehaviour::Flee:
      return "flee";
    case CodeBehaviour::Arrive:
      return "arrive";
    case CodeBehaviour::Pursuit:
      return "pursuit";
    case CodeBehaviour::Evade:
      return "evade";
    case CodeBehaviour::Wander:
      return "wander";
    case CodeBehaviour::Flocking:
      return "flocking";
    case CodeBehaviour::ObstacleAvoidance:
      return "obstacle avoidance";
    case CodeBehaviour::FollowPath:
      return "path following";
    case CodeBehaviour::Hide:
      return "hide";
    case CodeBehaviour::WallFollowing:
      return "wall following";
    case CodeBehaviour::Containment:
      return "containment";
    case CodeBehaviour::FlowField:
      return "flow-field following";
    case CodeBehaviour::Crowd:
      return "unaligned collision avoidance";
    case CodeBehaviour::Queue:
      return "queueing";
  }
  return "seek";
}

}  // namespace

const char* CodeBehaviourName(CodeBehaviour b) { return BehaviourNameOf(b); }

std::string GenerateCode(const CodeSpec& s, CodeLang lang) {
  Emitter e(lang);
  e.Comment(std::string("Steering Playground: ") + BehaviourNameOf(s.behaviour) + ", with the playground's numbers." +
            (s.from[0] ? std::string(" ") + s.from : std::string()));
  if (const SceneShape* sc = SceneShapeOf(s.behaviour)) {
    e.Comment(std::strstr(sc->sig, " hx ") ? "In: own position, velocity, unit heading; then" : "In: own position and velocity; then");
    for (const char* c = sc->in; *c;) {
      const char* b = c;
      while (*c && *c != '\n') ++c;
      e.Comment(std::string(b, c));
      if (*c) ++c;
    }
    e.Comment("Out: the steering force. Truncate it to your agent's max force, then a = F / mass.");
    e.Prelude("struct Force { float x, y; };");
    e.OpenFn("SteeringForce", sc->sig);
    sc->emit(e, s);
    e.Close();
    return e.str();
  }
  Emitter::Shape shape = s.behaviour == CodeBehaviour::Wander     ? Emitter::Shape::Wander
                         : s.behaviour == CodeBehaviour::Flocking ? Emitter::Shape::Flock
                                                                  : Emitter::Shape::Target;
  if (shape == Emitter::Shape::Target)
    e.Comment("In: own position, velocity, heading (unit), then the target's position, velocity, heading.");
  else if (shape == Emitter::Shape::Flock)
    e.Comment("In: own position, velocity, heading (unit), then the agents nearby.");
  else
    e.Comment("In: own position and heading (unit), the wander target, random draws, dt.");
  e.Comment("Out: the steering force. Truncate it to your agent's max force, then a = F / mass.");
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
    case CodeBehaviour::Pursuit:
      if (s.facingShortcut) {
        e.Comment("ahead and facing us: seek where it is now (Buckland)");
        e.If("(tx - px) * hx + (ty - py) * hy > " + e.Num(0.0f) + " && hx * thx + hy * thy < " +
             e.Num(steer::kFacingDot));
        e.Set("thx", "tx");  // reuse: seek the current position through the same code below
        e.Set("thy", "ty");
        e.Else();
        EmitPrediction(e, s);
        e.Set("thx", "qx");
        e.Set("thy", "qy");
        e.EndIf();
      } else {
        EmitPrediction(e, s);
        e.Set("thx", "qx");
        e.Set("thy", "qy");
      }
      e.Comment("seek the predicted point");
      EmitSeek(e, s, "thx", "thy", false);
      break;
    case CodeBehaviour::Evade:
      EmitOnlyWithin(e, s.threatRange, "only inside the threat range. Outside it, let another behaviour (wander) steer.");
      EmitPrediction(e, s);
      e.Comment("flee the pursuer's predicted point");
      EmitSeek(e, s, "qx", "qy", true);
      break;
    case CodeBehaviour::Wander:
      EmitWander(e, s);
      break;
    case CodeBehaviour::Flocking:
      EmitFlocking(e, s);
      break;
    default:
      break;
  }
  e.Close();
  return e.str();
}

namespace {
// The demos whose behaviour reads the scene: the selected agent's (or the first one's) own
// radius and max force, the demo's numbers as set.
bool SceneSpecFor(const Playground& pg, int agent, const std::string& id, CodeSpec& s) {
  const auto& w = pg.world();
  auto param = [&](const char* name, float fallback) {
    int i = pg.ParamIndex(name);
    return i >= 0 ? pg.params()[size_t(i)] : fallback;
  };
  int self = agent >= 0 && agent < int(w.agents.size()) ? agent : 0;
  if (size_t(self) < w.agents.size()) {
    s.radius = w.agents[size_t(self)].radius;
    s.maxForce = w.agents[size_t(self)].maxForce;
  }
  s.maxSpeed = param("maxSpeed", 150.0f);
  if (id == "avoid" && param("method", 0.0f) == 0.0f) {
    s.behaviour = CodeBehaviour::ObstacleAvoidance;
    s.box = param("box", 50.0f);
    s.gain = param("avoid", 6.0f);
    s.from = "Avoid demo: Buckland's box, times the avoidance weight (the demo puts walls first and wanders).";
  } else if (id == "path") {
    s.behaviour = CodeBehaviour::FollowPath;
    s.arrival = param("arrival", 30.0f);
    s.loop = param("loop", 1.0f) != 0.0f;
    s.from = "Path demo.";
  } else if (id == "hide" && param("mode", 0.0f) == 0.0f && agent != 0) {
    s.behaviour = CodeBehaviour::Hide;
    s.gap = param("gap", 30.0f);
    if (w.agents.size() > 1) {
      s.radius = w.agents[1].radius;
      s.maxForce = w.agents[1].maxForce;
    }
    s.from = "Hide demo, the hider.";
  } else if (id == "walls") {
    s.behaviour = CodeBehaviour::WallFollowing;
    s.wall = {param("offset", 40.0f), param("lookahead", 0.5f)};
    s.from = "Walls demo.";
  } else if (id == "containment") {
    s.behaviour = CodeBehaviour::Containment;
    s.probe = param("probe", 60.0f);
    s.from = "Containment demo (it wanders too, containment first).";
  } else if (id == "flowfield") {
    s.behaviour = CodeBehaviour::FlowField;
    s.flowLookAhead = param("lookahead", 0.25f);
    s.from = "Flow-field demo.";
  } else if (id == "crowd") {
    s.behaviour = CodeBehaviour::Crowd;
    s.avoid = {param("lookahead", 2.0f), 6.0f, 0.5f};
    s.from = "Crowd demo (avoidance first, then seeking its goal).";
  } else if (id == "queue") {
    s.behaviour = CodeBehaviour::Queue;
    s.queue = {param("zone", 30.0f), 0.0f, 8.0f};
    s.from = "Queue demo (it also keeps off the walls and seeks the doorway).";
  } else {
    return false;
  }
  return true;
}
}  // namespace

bool CodeSpecFor(const Playground& pg, int agent, CodeSpec* out) {
  const std::string id = pg.desc().id;
  const auto& w = pg.world();
  auto param = [&](const char* name, float fallback) {
    int i = pg.ParamIndex(name);
    return i >= 0 ? pg.params()[size_t(i)] : fallback;
  };
  CodeSpec s;
  if (id == "seek") {
    int b = int(param("behaviour", 0));
    if (b == 3) return false;  // arrive within a radius (Peters): not exported yet
    s.behaviour = b == 1 ? CodeBehaviour::Flee : b == 2 ? CodeBehaviour::Arrive : CodeBehaviour::Seek;
    s.maxSpeed = param("maxSpeed", 200.0f);
    s.gain = param("gain", 1.0f);
    s.panic = param("panic", 200.0f);
    s.deceleration = int(param("deceleration", 1.0f)) + 1;
    s.from = "Seek demo.";
  } else if (id == "pursuit" && agent != 1) {
    s.behaviour = CodeBehaviour::Pursuit;
    s.maxSpeed = w.agents.empty() ? 150.0f : w.agents[0].maxSpeed;
    s.lookAhead = LookAheadFrom(param("predictor", 0.0f), param("lookahead", 1.0f), param("cap", 0.0f));
    s.facingShortcut = param("facing", 1.0f) > 0.5f;
    s.from = "Pursuit demo, the pursuer.";
  } else if (id == "evade" && agent != 0) {
    s.behaviour = CodeBehaviour::Evade;
    s.maxSpeed = w.agents.size() > 1 ? w.agents[1].maxSpeed : 150.0f;
    s.lookAhead = LookAheadFrom(param("predictor", 0.0f), param("lookahead", 1.0f), 0.0f);
    s.threatRange = param("threat", 100.0f);
    s.from = "Evade demo, the evader.";
  } else if (id == "wander") {
    s.behaviour = CodeBehaviour::Wander;
    s.wander = {param("radius", 30.0f), param("distance", 60.0f), param("jitter", 120.0f)};
    s.from = "Wander demo.";
  } else if (id == "flock" && !(agent >= 0 && agent < int(w.agents.size()) &&
                                w.agents[size_t(agent)].role == steer::Role::Predator)) {
    s.behaviour = CodeBehaviour::Flocking;
    s.flock = FlockRulesApplied(pg.params());
    s.maxSpeed = param("maxSpeed", 150.0f);
    s.from = "Flock demo: the three rules (the demo adds a little wander and combines them as set).";
  } else if (!SceneSpecFor(pg, agent, id, s)) {
    return false;
  }
  *out = s;
  return true;
}

}  // namespace demos
