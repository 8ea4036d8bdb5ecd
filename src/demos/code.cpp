#include "demos/code.h"

#include "demos/common.h"
#include "demos/demos.h"

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
  }
  return "seek";
}

}  // namespace

const char* CodeBehaviourName(CodeBehaviour b) { return BehaviourNameOf(b); }

std::string GenerateCode(const CodeSpec& s, CodeLang lang) {
  Emitter e(lang);
  e.Comment(std::string("Steering Playground: ") + BehaviourNameOf(s.behaviour) + ", with the playground's numbers." +
            (s.from[0] ? std::string(" ") + s.from : std::string()));
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
    case CodeBehaviour::Wander:
      EmitWander(e, s);
      break;
    case CodeBehaviour::Flocking:
      EmitFlocking(e, s);
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
  } else {
    return false;
  }
  *out = s;
  return true;
}

}  // namespace demos
