// Flow-field following — agents drift along a field of arrows, like leaves on a current.
// Lesson: the field is a grid of directions. Each agent reads the arrow where it will be in a
// moment (P = pos + vel * T) and steers to move that way at full speed:
// desired = field(P) * maxSpeed, force = desired - velocity. The field here is smooth noise from
// the scene's seed: the same link gives the same field everywhere, and the link holds only the
// seed and three numbers. A drag over the world paints the field: the cells within the brush of
// the drag point along it (Demo::PaintStroke); the link then carries the paint (flow=, one byte
// per cell), and "Noise field" takes it off.
// Controls that matter: field (curl or angle), smoothness, cell size, look-ahead; the seed; brush.
#include <cmath>
#include <cstdio>

#include "demos/common.h"
#include "demos/demos.h"
#include "steer/flowfield.h"
#include "steer/trig.h"
#include "strings/strings.h"

namespace demos {
namespace {

const char* const kKindChoices[] = {"curl", "angle"};

// [SECTION] parameters: link and API keys, in panel order
constexpr ParamSpec kParams[] = {
    {.name = "count",
     .kind = ParamKind::Int,
     .min = 1,
     .max = 200,
     .def = 40,
     .rebuild = true},
    {.name = "field",
     .kind = ParamKind::Choice,
     .min = 0,
     .max = 1,
     .def = 0,
     .choices = kKindChoices,
     .rebuild = true},
    {.name = "cell",
     .min = 20.0f,
     .max = 200.0f,
     .def = 50.0f,
     .rebuild = true},
    {.name = "smooth",
     .min = 1.0f,
     .max = 16.0f,
     .def = 4.0f,
     .rebuild = true},
    {.name = "turns",
     .min = 0.0f,
     .max = 4.0f,
     .def = 1.0f,
     .rebuild = true},
    {.name = "lookahead",
     .min = 0.0f,
     .max = 1.0f,
     .def = 0.25f},
    {.name = "maxSpeed",
     .min = 10.0f,
     .max = 400.0f,
     .def = 120.0f},
    {.name = "brush", .min = 10.0f, .max = 200.0f, .def = 40.0f},
};
// Indices into the Params of Setup and Step, found by name when this compiles.
constexpr int kCount = ParamIndex(kParams, "count"), kKind = ParamIndex(kParams, "field"),
              kCell = ParamIndex(kParams, "cell"), kSmooth = ParamIndex(kParams, "smooth"),
              kTurns = ParamIndex(kParams, "turns"), kLookAhead = ParamIndex(kParams, "lookahead"),
              kSpeed = ParamIndex(kParams, "maxSpeed"), kBrush = ParamIndex(kParams, "brush");

steer::FlowFieldDef FieldDef(const Params& p) {
  return {p[kCell], p[kSmooth], p[kTurns], steer::FlowKind(int(p[kKind]))};
}

// [SECTION] setup
class FlowFieldDemo : public DemoOf<FlowFieldDemo> {
 public:
  void Setup(steer::World& w, const Params& p) override {
    // The field first: it is the scene's first use of the Rng, so it depends on the seed and the
    // three field parameters alone.
    field_ = steer::MakeNoiseFlowField(w.def.width, w.def.height, FieldDef(p), w.rng);
    noise_ = field_.dirs;
    painted_.assign(field_.dirs.size(), 0);
    int n = int(p[kCount]);
    for (int i = 0; i < n; ++i) {
      steer::AgentDef a;
      a.role = steer::Role::Wanderer;
      a.pos = {w.rng.Uniform(20.0f, w.def.width - 20.0f), w.rng.Uniform(20.0f, w.def.height - 20.0f)};
      a.vel = field_.At(a.pos) * (p[kSpeed] * 0.5f);
      a.maxSpeed = p[kSpeed];
      a.maxForce = 150.0f;
      a.radius = 6.0f;
      steer::AddAgent(w, a);
    }
  }

  // [SECTION] painting
  int PaintCells(const steer::WorldDef& wd, const Params& p) const override {
    steer::Rng scratch;  // the size only: the noise's values do not matter here
    steer::FlowField f = steer::MakeNoiseFlowField(wd.width, wd.height, FieldDef(p), scratch);
    return f.cols * f.rows;
  }

  bool PaintStroke(Vec2 a, Vec2 b, const Params& p, std::vector<uint8_t>& paint) const override {
    if (int(paint.size()) != field_.cols * field_.rows || !steer::IsFinite(a) || !steer::IsFinite(b)) return false;
    Vec2 d = b - a;
    float len = steer::Length(d);
    if (!(len > 1e-3f)) return false;  // a click, not a drag: no direction
    uint8_t byte = PaintByte(d / len);
    float brush = p[kBrush];
    bool changed = false;
    for (int r = 0; r < field_.rows; ++r)
      for (int c = 0; c < field_.cols; ++c) {
        // Distance from the cell's centre to the segment a-b.
        Vec2 q = field_.Centre(c, r);
        float t = steer::Dot(q - a, d) / (len * len);
        t = t < 0.0f ? 0.0f : (t > 1.0f ? 1.0f : t);
        if (steer::Distance(q, a + d * t) > brush) continue;
        uint8_t& cell = paint[size_t(r * field_.cols + c)];
        changed = changed || cell != byte;
        cell = byte;
      }
    return changed;
  }

  void Paint(const std::vector<uint8_t>& paint) override {
    bool fits = paint.size() == noise_.size();
    for (size_t i = 0; i < noise_.size(); ++i) {
      painted_[i] = fits ? paint[i] : 0;
      field_.dirs[i] = painted_[i] ? PaintedDirection(painted_[i]) : noise_[i];
    }
  }

  // [SECTION] step hooks
  void Step(steer::World& w, const Params& p) override {
    for (steer::Agent& a : w.agents) a.maxSpeed = p[kSpeed];
    steer::Step(w, [&](steer::World& world, int i) {
      return steer::FlowFieldFollowing(world.agents[size_t(i)], field_, p[kLookAhead]).force;
    });
  }

  // [SECTION] what the page draws and reports
  void Annotate(const steer::World& w, const Params& p, uint32_t layers, int selected,
                Overlay& out) const override {
    if (layers & kLayerPath) {
      // The field: one arrow per cell, 60 % of a cell long, centred on the cell.
      float half = field_.cell * 0.3f;
      for (int r = 0; r < field_.rows; ++r)
        for (int c = 0; c < field_.cols; ++c) {
          Vec2 centre = field_.Centre(c, r), d = field_.dirs[size_t(r * field_.cols + c)];
          // Painted cells in the target's colour, so the painting stands out from the noise.
          out.Arrow(painted_[size_t(r * field_.cols + c)] ? Ink::Target : Ink::Path, centre - d * half, centre + d * half);
        }
    }
    if (!(layers & kLayerDesired)) return;
    for (const steer::Agent& a : w.agents) {
      if (selected >= 0 && a.id != selected) continue;
      if (selected < 0 && a.id >= 8) break;  // a few, or the crowd of arrows hides the field
      steer::FlowFollowResult r = steer::FlowFieldFollowing(a, field_, p[kLookAhead]);
      out.Cross(Ink::Predicted, r.predicted, 5.0f);
      out.Arrow(Ink::Desired, a.pos, a.pos + r.desired * 0.4f);
    }
  }

  void Formula(const steer::World& w, const Params& p, std::vector<Readout>& out) const override {
    out.push_back(ReadoutF("%s", Tr("formula.flowfield.desired")));
    out.push_back(ReadoutF("%s", Tr("formula.flowfield.force")));
    if (w.agents.empty()) return;
    const steer::Agent& a = w.agents[0];
    steer::FlowFollowResult r = steer::FlowFieldFollowing(a, field_, p[kLookAhead]);
    out.push_back(ReadoutF(Tr("formula.flowfield.reads"), double(r.predicted.x), double(r.predicted.y)));
    out.push_back(ReadoutF(Tr("formula.flowfield.arrow"), double(r.flow.x), double(r.flow.y), double(a.maxSpeed)));
    out.push_back(ReadoutF(Tr("formula.flowfield.at_most"), double(steer::Length(r.force)), double(a.maxForce)));
    out.push_back(ReadoutF(Tr("formula.flowfield.field"), field_.cols, field_.rows, double(field_.cell)));
  }

  void Explain(const steer::World& w, const Params& p, int agent, std::vector<Readout>& out) const override {
    steer::FlowFollowResult r = steer::FlowFieldFollowing(w.agents[size_t(agent)], field_, p[kLookAhead]);
    out.push_back(ReadoutF(Tr("explain.flowfield.arrow"), double(r.flow.x), double(r.flow.y)));
  }

  /// How well agents move with the field: the mean of dot(heading, field here), 1 = exactly along.
  float Alignment(const steer::World& w) const {
    if (w.agents.empty()) return 0.0f;
    float sum = 0.0f;
    for (const steer::Agent& a : w.agents) sum += steer::Dot(a.heading, field_.At(a.pos));
    return sum / float(w.agents.size());
  }

  void Metrics(const steer::World& w, const Params& p, std::vector<Metric>& out) const override {
    out.push_back({"alignment with the field", Alignment(w)});
    Demo::Metrics(w, p, out);
  }

  // [SECTION] code to take home (code_spec.h)
  bool Code(const steer::World& w, const Params& p, int agent, CodeRequest& r) const override {
    CodeSpec& s = AgentCode(w, agent, r);
    s.maxSpeed = p[kSpeed];
    s.behaviour = CodeBehaviour::FlowField;
    s.flowLookAhead = p[kLookAhead];
    s.from = "Flow-field demo.";
    return true;
  }

  // [SECTION] description
  void Describe(const steer::World& w, const Params& p, char* buf, int size) const override {
    int painted = 0;
    for (uint8_t b : painted_) painted += b != 0;
    // The noise's kind by its shown name (English shows the link's name, not in the compiled table).
    std::string kindKey = "choice.flowfield.field." + std::to_string(int(p[kKind]));
    const char* kind = HasKey(kindKey) || std::string(Language()) != "en" ? TrKey(kindKey) : kKindChoices[int(p[kKind])];
    int n = std::snprintf(buf, size_t(size),
                          Tr("describe.flowfield"),
                          int(w.agents.size()), field_.cols, field_.rows, kind,
                          painted ? Tr("describe.flowfield.painted") : "", double(Alignment(w) * 100.0f));
    if (!w.agents.empty() && n >= 0 && n < size)
      std::snprintf(buf + n, size_t(size - n), Tr("describe.first"),
                    double(w.agents[0].pos.x), double(w.agents[0].pos.y), CompassWord(w.agents[0].heading));
  }

 private:
  steer::FlowField field_;
  std::vector<Vec2> noise_;       // the field as the noise made it (painted cells go back to it)
  std::vector<uint8_t> painted_;  // per cell: 0, or the painted byte
};

}  // namespace

// 255 directions: byte b in 1..255 is the angle (b - 1) * 2 pi / 255.
Vec2 PaintedDirection(uint8_t b) {
  if (b == 0) return {};
  float angle = float(b - 1) * (6.28318530718f / 255.0f);
  return {steer::Cos(angle), steer::Sin(angle)};
}

uint8_t PaintByte(Vec2 dir) {
  if (!(steer::LengthSq(dir) > 0.0f) || !steer::IsFinite(dir)) return 0;
  double a = std::atan2(double(dir.y), double(dir.x));  // -pi .. pi; only picks the byte
  if (a < 0.0) a += 6.283185307179586;
  int k = int(std::lround(a / (6.283185307179586 / 255.0))) % 255;
  return uint8_t(k + 1);
}

// [SECTION] lesson
DemoDesc FlowFieldDemoDesc() {
  DemoDesc d;
  d.id = "flowfield";
  d.params.assign(std::begin(kParams), std::end(kParams));
  d.layers = kLayerVelocity | kLayerPath | kLayerDesired;
  d.world.edges = steer::Edges::Wrap;
  d.make = [] { return std::unique_ptr<Demo>(new FlowFieldDemo); };
  return d;
}

}  // namespace demos
