// What a demo is: a scene built from a seed and parameters, a step, and what to draw to explain
// it. Demos use only the steering core, so the flock a test checks is the flock the page shows
// and the flock the benchmark times. Drawing is described (Overlay), never done, here.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "steer/world.h"

namespace demos {

using steer::Vec2;
struct Composition;  // the composer's groups (composition.h): demo `custom` only
struct CodeRequest;  // what an agent does, as code to take home (code_spec.h)

// [SECTION] parameters
enum class ParamKind : uint8_t { Float, Int, Choice, Toggle };

/// One knob, declared by a demo as one row of its parameter table with designated initialisers:
///   {.name = "cap", .min = 0.0f, .max = 10.0f}
/// Fields left out take the defaults below. `name` is the link and JS API key and never changes
/// once published. Its words are in the string tables (param.<demo>.<name>.label, .unit, .help);
/// the demo table's copies point at them in the current language (strings.h).
struct ParamSpec {
  const char* name = "";
  const char* label = "";
  const char* unit = "";  ///< shown after the value: "units", "s", "deg", "" ...
  ParamKind kind = ParamKind::Float;
  float min = 0.0f, max = 1.0f, def = 0.0f;
  const char* help = "";                 ///< tooltip: what it does, in a sentence
  const char* const* choices = nullptr;  ///< Choice: link names of 0 .. max (shown: ChoiceLabel)
  bool rebuild = false;                  ///< changing it rebuilds the scene from the seed
};

void NoSuchParameter();  // never defined: ParamIndex calls it, at compile time, for a missing name

/// The index of parameter `name` in a demo's table, computed when the demo compiles: a name the
/// table does not have is a compile error, so a demo's indices (p[kSpeed]) always follow its table.
template <size_t N>
consteval int ParamIndex(const ParamSpec (&table)[N], std::string_view name) {
  for (size_t i = 0; i < N; ++i)
    if (name == table[i].name) return int(i);
  NoSuchParameter();
  return -1;
}

/// v limited to [lo, hi]: the one clamp of every ranged value (parameters, speed, UI scale).
constexpr float Clamp(float v, float lo, float hi) { return v < lo ? lo : (v > hi ? hi : v); }

/// Clamps v into the spec's range (integers rounded); NaN or infinity gives the default.
float ClampParam(const ParamSpec& spec, float v);
/// A toggle's value as kept (ClampParam: 0 or 1) as on or off; every demo reads its toggles so.
inline bool On(float toggle) { return toggle != 0.0f; }

using Params = std::vector<float>;  ///< values in the order of the demo's ParamSpec table

// [SECTION] annotation layers (toggles), by link/API name
enum Layer : uint32_t {
  kLayerVelocity = 1u << 0,
  kLayerForce = 1u << 1,
  kLayerDesired = 1u << 2,
  kLayerPredicted = 1u << 3,
  kLayerThreat = 1u << 4,
  kLayerWander = 1u << 5,
  kLayerFeelers = 1u << 6,
  kLayerNeighbors = 1u << 7,
  kLayerPath = 1u << 8,
  kLayerTrails = 1u << 9,
};
inline constexpr int kLayerCount = 10;
/// "velocity", "force", "desired", "predicted", "threat", "wander", "feelers", "neighbours",
/// "path", "trails".
const char* LayerName(int bit);
const char* LayerLabel(int bit);

// [SECTION] what the renderer draws
enum class Ink : uint8_t {
  Velocity,
  Force,
  Desired,
  Predicted,
  Threat,
  Wander,
  Feeler,
  Neighbor,
  Path,
  Obstacle,
  Target,
  Muted,
  Text  ///< the page's text colour: an agent's role name
};

struct Shape {
  enum Kind : uint8_t { Line, Arrow, Circle, Disc, Cross, Label } kind;
  Ink ink;
  Vec2 a, b;       ///< Line/Arrow: from a to b. Circle/Disc/Cross: at a. Label: names the point a
  float r = 0.0f;  ///< Circle/Disc radius, Cross size; Label: the radius around a it leaves free (world units)
  char text[40] = {};
  /// Label: the part of the world it stays in (world units), where the scene has parts (the chase
  /// demo's lanes: a chaser's name in its own lane, not the next one's); min > max: the world.
  Vec2 regionMin{1.0f, 1.0f}, regionMax{0.0f, 0.0f};
};

struct Overlay {
  std::vector<Shape> shapes;
  void Line(Ink ink, Vec2 a, Vec2 b) { shapes.push_back({Shape::Line, ink, a, b}); }
  void Arrow(Ink ink, Vec2 a, Vec2 b) { shapes.push_back({Shape::Arrow, ink, a, b}); }
  void Circle(Ink ink, Vec2 c, float r) { shapes.push_back({Shape::Circle, ink, c, {}, r}); }
  void Disc(Ink ink, Vec2 c, float r) { shapes.push_back({Shape::Disc, ink, c, {}, r}); }
  void Cross(Ink ink, Vec2 c, float size) { shapes.push_back({Shape::Cross, ink, c, {}, size}); }
  /// A short label naming the point `at` (an agent, a crosshair, a circle's rim): the renderer
  /// places it beside the point (app/label_layout.h), off `keepOut` world units around it (the
  /// agent it names), other labels and the world's edges. Plain text: formatting is LabelF's.
  void Label(Ink ink, Vec2 at, const char* text, float keepOut = 0.0f);
};

/// What the JS API reports about the current scene (state().marks).
struct Marks {
  bool hasPredicted = false;
  Vec2 predicted;          ///< the point the pursuer seeks, for the state in the same reply
  float lookahead = 0.0f;  ///< its T, seconds
  bool hasThreat = false;
  float threat = 0.0f;  ///< threat range, world units
};

/// A number worth plotting over time (live plots): distance, speed, polarization...
struct Metric {
  const char* name;  ///< also the plot's label
  float value;
};

/// One line of the selected agent's readout: "force by behaviour" and the like.
struct Readout {
  char text[128];  // room for a translated line (a Chinese character is 3 bytes)
};

// [SECTION] moments worth marking on the timeline (issue #37)
/// What happened at a moment of a run, in the timeline's legend order. The scenes mark their own
/// (Demo::Mark, in their step); the playground marks a challenge's deciding moment.
enum class EventKind : uint8_t {
  Capture,  ///< a pursuer catches its prey (pursuit, evade, chase)
  Escape,   ///< a chase ends without a capture (chase)
  Decided,  ///< a challenge's outcome is known (its check's deciding moment)
  Join,     ///< a stray boid, alone for kStraySeconds, has neighbours again (flock)
  PathEnd,  ///< an agent reaches its path's last point (path)
  Arrive,   ///< the agent reaches its target (seek, arrive)
  Hidden,   ///< the hider goes out of the hunter's sight, for kSightSeconds (hide)
  Found,    ///< the hunter sees the hider again, for kSightSeconds (hide)
  Count
};
inline constexpr int kEventKinds = int(EventKind::Count);
/// Its name in the API and tests ("capture", "path-end"); its words are `event.<name>` (a legend's
/// name), `event.<name>.one` and `event.<name>.many` ("{0} captures", the Time slider's words).
const char* EventName(EventKind k);
/// One moment marked by a scene's step: what, which agent (-1: none in particular), and the lane
/// of a chase ("capture" or one of the chase demo's lanes; "" for other kinds).
struct SceneEvent {
  EventKind kind = EventKind::Capture;
  int agent = -1;
  const char* lane = "";
};
/// The events of one step, in a fixed array: the step allocates nothing, and a busy step keeps
/// its first kMax (a timeline mark is a few pixels: more would not show).
struct StepEvents {
  static constexpr int kMax = 8;
  SceneEvent at[kMax];
  int count = 0;
  void Add(SceneEvent e) {
    if (count < kMax) at[count++] = e;
  }
  const SceneEvent* begin() const { return at; }
  const SceneEvent* end() const { return at + count; }
};

// [SECTION] the demo interface
class Demo {
 public:
  virtual ~Demo() = default;
  /// Builds the scene into a fresh world (already seeded) from the parameters.
  virtual void Setup(steer::World& world, const Params& p) = 0;
  /// One fixed step: compute forces and call steer::Step (or move agents directly).
  virtual void Step(steer::World& world, const Params& p) = 0;
  /// Shapes that explain the scene, for the layers switched on; `selected` is an agent or -1.
  virtual void Annotate(const steer::World& world, const Params& p, uint32_t layers, int selected,
                        Overlay& out) const = 0;
  virtual Marks GetMarks(const steer::World&, const Params&) const { return {}; }
  /// The part of the world a label naming point `at` stays in (the chase demo's lane), or false:
  /// the whole world (Playground::Annotate asks it for every label).
  virtual bool LabelRegion(const steer::World&, Vec2 /*at*/, Vec2* /*min*/, Vec2* /*max*/) const { return false; }
  /// The lesson's formula with the current numbers substituted, one line per entry
  /// (e.g. "T = d / (maxSpeed + evader speed) = 310 / (150 + 92) = 1.28 s").
  virtual void Formula(const steer::World&, const Params&, std::vector<Readout>&) const {}
  /// Numbers for the live plots. The default is the agents' mean speed and mean steering force;
  /// a metric named "captures" is a counter whose increments are marked on the plots.
  virtual void Metrics(const steer::World& w, const Params&, std::vector<Metric>& out) const;
  /// Chase outcomes so far, for experiments: one entry per finished chase, labelled by what was
  /// compared ("capture", or a lane: "basic", "intercept"...); seconds, or a negative value for
  /// an escape. Demos without chases add nothing.
  virtual void Outcomes(std::vector<std::pair<const char*, float>>&) const {}
  /// Extra readout lines for the selected agent (behaviour outputs).
  virtual void Explain(const steer::World&, const Params&, int /*agent*/, std::vector<Readout>&) const {}
  /// The newest outcome (Outcomes' last) in one short sentence, "" before the first: what the
  /// accessible view says when a chase ends, instead of the whole description each time.
  virtual void News(char* buf, int size) const {
    if (size > 0) buf[0] = 0;
  }
  /// A one-line status shown on the canvas (captures, times).
  virtual void Status(const steer::World&, char* buf, int size) const {
    if (size > 0) buf[0] = 0;
  }
  /// What is happening, in one or two plain sentences for people who do not see the canvas
  /// (window.playground.describe()): agents named by role, never by colour; numbers with their
  /// units in words. The default counts the agents.
  virtual void Describe(const steer::World& w, const Params&, char* buf, int size) const;
  /// The string key of the word the scene calls agents of `role` by ("role.pursuer"): the one
  /// word of the labels over them, the legend, the selected agent's readout and describe(). A
  /// scene whose texts name a role otherwise says so here (hide's pursuer is "the hunter", as
  /// Buckland has it); the API, links and CSV keep steer::RoleName.
  virtual std::string RoleKey(steer::Role role, const Params&) const;

  // A field painted by dragging (the flowfield demo), one byte per cell: 0 = the scene's own
  // direction, 1..255 = a painted one (PaintedDirection). The paint is applied after Setup, so
  // the agents start as in the unpainted scene, and a link or a Reset gives the same scene.
  /// Cells of the paintable field for these parameters; 0: nothing to paint in this demo.
  virtual int PaintCells(const steer::WorldDef&, const Params&) const { return 0; }
  /// A drag from a to b (world units) sets the cells within the brush of the segment to the
  /// drag's direction in `paint` (sized PaintCells); false when nothing changed.
  virtual bool PaintStroke(Vec2, Vec2, const Params&, std::vector<uint8_t>&) const { return false; }
  /// Makes the field the scene's own with `paint` over it (a wrong size: the scene's own).
  virtual void Paint(const std::vector<uint8_t>&) {}
  /// Takes a new composition into the running scene (demo `custom`) when only its numbers differ
  /// from the one the scene was built from (weights, probabilities, methods, max speeds and
  /// forces): the agents keep their places, as a slider of any other demo acts on its running
  /// scene. False (nothing changed) when it needs a new scene: other counts, behaviours or targets.
  virtual bool Retune(steer::World&, const Composition&) { return false; }
  /// The composer's groups (demo `custom`; empty: its default), handed over before Setup. A scene
  /// described by its parameters alone ignores it.
  virtual void Compose(const Composition&) {}

  /// "Code to take home": what `agent` (or the demo's main agent, agent < 0) does, as a request
  /// the code generator turns into source (code_spec.h): the behaviour and the numbers this scene
  /// passes the core, as the demo describes its overlay. False: that agent has no code (the chase
  /// demo's prey). `lang` and the request's text are the caller's.
  virtual bool Code(const steer::World&, const Params&, int /*agent*/, CodeRequest&) const { return false; }

  /// A copy of the scene's own state: with a copy of its world it goes on exactly as this one
  /// would (the timeline's snapshots, model/playground.h). DemoOf<T> writes it.
  virtual std::unique_ptr<Demo> Clone() const = 0;

  /// Draggable points besides agents, obstacles and waypoints (e.g. the seek target).
  std::vector<Vec2> targets;

  /// What the last Step marked (the playground empties it before each step and puts it on the
  /// run's timeline). A scene marks from its own rule, in its step, from state it keeps (so a
  /// replay from a snapshot marks the same moments as the straight run).
  StepEvents events;
  void Mark(EventKind kind, int agent = -1, const char* lane = "") { events.Add({kind, agent, lane}); }
};

/// A demo's base: `class PursuitDemo : public DemoOf<PursuitDemo>` gives it Clone() by copy (a
/// scene's state is plain values and vectors).
template <class T>
class DemoOf : public Demo {
 public:
  std::unique_ptr<Demo> Clone() const override { return std::make_unique<T>(static_cast<const T&>(*this)); }
};

/// The direction of a painted byte (1..255: 255 directions, from +x towards +y), with the
/// project's own Sin/Cos so that a link gives the same field everywhere; 0 gives zero.
Vec2 PaintedDirection(uint8_t b);
/// The byte of a direction (atan2 of it, rounded to the nearest of the 255); 0 for zero.
uint8_t PaintByte(Vec2 dir);

/// A heading as a compass word for descriptions ("north-east"; north is up on the screen), in the
/// current language.
/// Description only: libm's atan2 never touches the state.
const char* CompassWord(Vec2 heading);

struct DemoDesc {
  const char* id;  ///< link and API id: "pursuit", "evade", ...
  // Its words, in the current language (strings.h: demo.<id>.title, .lesson, .source, .try1-3).
  const char* title = "";
  const char* lesson = "";                               ///< what it shows, one paragraph
  const char* source = "";                               ///< where it comes from (author, book)
  const char* tryThis[3] = {nullptr, nullptr, nullptr};  ///< "try this" prompts for the lesson panel
  std::vector<ParamSpec> params;
  uint32_t layers;  ///< annotation layers on by default
  steer::WorldDef world;
  std::unique_ptr<Demo> (*make)();
  bool clickAddsWaypoints = false;  ///< a click on empty space adds a waypoint to the path
  /// Races run side by side (the labels of its outcomes), for "which one first?" challenges.
  std::vector<const char*> lanes;
};

/// The shown name of choice k of a Choice parameter (its link name stays spec.choices[k]), in the
/// current language: choice.<demo>.<name>.<k>, else choice.<name>.<k>.
const char* ChoiceLabel(const DemoDesc& demo, const ParamSpec& spec, int k);

/// The demo table, in menu order (keys 1-9 pick the first nine), its words in the current language.
const std::vector<DemoDesc>& Demos();
/// Index of a demo by id, or -1.
int FindDemo(const char* id, int len);

}  // namespace demos
