#include "demos/code.h"

#include "demos/common.h"

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

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
  void Let(const char* name, const std::string& e) {
    const char* kw = typed() ? "float " : lang_ == CodeLang::JS ? "let " : "var ";
    Line(kw + std::string(name) + " = " + e + End());
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
        Line("return { x: " + x + ", y: " + y + " };");
        break;
      case CodeLang::GDScript:
        Line("return Vector2(" + x + ", " + y + ")");
        break;
    }
  }
  std::string End() const { return lang_ == CodeLang::GDScript ? "" : ";"; }
  void Open() {
    switch (lang_) {
      case CodeLang::Cpp:
        Line("#include <cmath>");
        Line("");
        Line("struct Force { float x, y; };");
        Line("");
        Line("inline Force SteeringForce(float px, float py, float vx, float vy, float hx, float hy,");
        Line("                           float tx, float ty, float tvx, float tvy, float thx, float thy) {");
        Line("  (void)hx, (void)hy, (void)tvx, (void)tvy, (void)thx, (void)thy;  // not every behaviour uses all");
        break;
      case CodeLang::CSharp:
        Line("using System;");
        Line("");
        Line("public static class Steering {");
        ++indent_;
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
    ++indent_;
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

const char* BehaviourName(CodeBehaviour b) {
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
  }
  return "seek";
}

}  // namespace

std::string GenerateCode(const CodeSpec& s, CodeLang lang) {
  Emitter e(lang);
  e.Comment(std::string("Steering Playground: ") + BehaviourName(s.behaviour) + ", with the playground's numbers." +
            (s.from[0] ? std::string(" ") + s.from : std::string()));
  e.Comment("In: own position, velocity, heading (unit), then the target's position, velocity, heading.");
  e.Comment("Out: the steering force. Truncate it to your agent's max force, then a = F / mass.");
  e.Open();
  switch (s.behaviour) {
    case CodeBehaviour::Seek:
      EmitSeek(e, s, "tx", "ty", false);
      break;
    case CodeBehaviour::Flee:
      EmitOnlyWithin(e, s.panic, "only within the panic distance");
      EmitSeek(e, s, "tx", "ty", true);
      break;
    case CodeBehaviour::Arrive: {
      // Buckland: desired speed = min(d / (deceleration * 0.3 s), maxSpeed), towards the target.
      float decelTime = float(s.deceleration) * 0.3f;
      std::string g = Gain(e, s);
      e.Comment("Buckland's arrive: desired speed = min(d / (deceleration * 0.3 s), maxSpeed)");
      e.Let("dx", "tx - px");
      e.Let("dy", "ty - py");
      e.Let("dist", e.Sqrt("dx * dx + dy * dy"));
      e.If("!(dist > " + e.Num(steer::kEpsilon) + ")");
      e.Return(e.Num(0.0f), e.Num(0.0f));
      e.EndIf();
      e.Let("speed", "dist / " + e.Num(decelTime));
      e.If("speed > " + e.Num(s.maxSpeed));
      e.Set("speed", e.Num(s.maxSpeed));
      e.EndIf();
      e.Return("(dx * (speed / dist) - vx)" + g, "(dy * (speed / dist) - vy)" + g);
      break;
    }
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
  }
  e.Close();
  return e.str();
}

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
  } else {
    return false;
  }
  *out = s;
  return true;
}

}  // namespace demos
