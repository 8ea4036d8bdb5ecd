#include "model/challenge.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "model/playground.h"
#include "strings/decimal.h"
#include "strings/strings.h"

namespace demos {

namespace {

// "agent-steps inside an obstacle" and "agent-steps-inside-an-obstacle" are the same name: case,
// spaces, dashes and underscores aside.
std::string NormalName(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == ' ' || c == '-' || c == '_') continue;
    out += char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  }
  return out;
}

// A measure's shown name from its name as a check writes it ("mean-speed", "Mean_Speed"): the plots'
// words for it (metric.mean_speed, as MetricText) when a demo has that measure, else as typed.
std::string MeasureLabel(std::string_view typed) {
  std::string want = NormalName(typed);
  constexpr std::string_view kPrefix = "metric.";
  for (std::string_view key : KeysStartingWith(kPrefix))
    if (NormalName(key.substr(kPrefix.size())) == want) return TrKey(key);
  return std::string(typed);
}

bool IsNameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

/// A finite number as FormatNumber writes it ("10", "0.8", "-3", and far out "1e-05", "1e+09": a
/// canonical link's check must read back): no hex, no "nan", no "inf".
bool ParsePlainNumber(std::string_view s, float* out) {
  if (s.empty() || s.size() > kMaxCheckNumberText) return false;
  for (char c : s)
    if (!((c >= '0' && c <= '9') || c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E')) return false;
  double v = 0.0;
  if (!ParseDecimal(s, &v) || !std::isfinite(v) || std::fabs(v) > 1e9) return false;
  *out = float(v);
  return true;
}

const char* OpText(Check::Op op) {
  switch (op) {
    case Check::Op::Less: return "<";
    case Check::Op::LessEq: return "<=";
    case Check::Op::Greater: return ">";
    case Check::Op::GreaterEq: return ">=";
    case Check::Op::Equal: return "=";
  }
  return "<";
}

bool Compare(float a, Check::Op op, float b) {
  switch (op) {
    case Check::Op::Less: return a < b;
    case Check::Op::LessEq: return a <= b;
    case Check::Op::Greater: return a > b;
    case Check::Op::GreaterEq: return a >= b;
    case Check::Op::Equal: return std::fabs(a - b) <= 1e-4f * std::max(1.0f, std::fabs(b));
  }
  return false;
}

// A number in a verdict, as people read it in the page's language: "6.87", "6,87" in pt-BR.
std::string Number(float v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", double(v));
  // "6.30" -> "6.3", "10.00" -> "10"
  std::string s = buf;
  while (!s.empty() && s.back() == '0') s.pop_back();
  if (!s.empty() && s.back() == '.') s.pop_back();
  LocalizeNumbers(s.data());
  return s;
}

int CaptureCount(const Playground& pg) {
  std::vector<std::pair<const char*, float>> out;
  pg.Outcomes(out);
  int n = 0;
  for (const auto& o : out) n += o.second >= 0.0f && std::strcmp(o.first, "capture") == 0;
  return n;
}

bool FindMetric(const Playground& pg, const std::string& name, float* value, const char** found = nullptr) {
  std::vector<Metric> metrics;
  pg.Metrics(metrics);
  std::string want = NormalName(name);
  for (const Metric& m : metrics)
    if (NormalName(m.name) == want) {
      *value = m.value;
      if (found) *found = m.name;
      return true;
    }
  return false;
}

// The first finished round's lanes: labels with their times (negative: escaped).
std::vector<std::pair<std::string, float>> FirstRound(const Playground& pg) {
  std::vector<std::pair<const char*, float>> out;
  pg.Outcomes(out);
  std::vector<std::pair<std::string, float>> lanes;
  for (const auto& o : out)
    if (std::strcmp(o.first, "capture") != 0) lanes.push_back({o.first, o.second});
  return lanes;
}

CheckResult RunCaught(Playground& pg, const Check& c) {
  CheckResult r;
  r.ran = true;
  const int64_t steps = pg.StepAt(c.seconds);
  r.decidedStep = steps;
  // "caught<10": a capture at 10 s exactly decides it too, so one step past the limit.
  for (int64_t k = 1; k <= steps + 1; ++k) {
    pg.Step(1);
    if (c.measure == Check::Measure::Caught && CaptureCount(pg) > 0) {
      r.measured = float(pg.Seconds(k));
      r.decidedStep = k;
      break;
    }
  }
  if (c.measure == Check::Measure::Caught) {
    bool caught = r.measured > 0.0f;
    r.decidedAt = caught ? r.measured : c.seconds;
    // Never caught counts as caught "after the run": later than any limit within it.
    r.holds = caught ? Compare(r.measured, c.op, c.value) : (c.op == Check::Op::Greater || c.op == Check::Op::GreaterEq);
    if (!caught) r.measured = -1.0f;
  } else {
    r.measured = float(CaptureCount(pg));
    r.decidedAt = c.seconds;
    r.decidedStep = steps + 1;  // the count takes the step past the limit in too (above)
    r.holds = Compare(r.measured, c.op, c.value);
  }
  return r;
}

CheckResult RunFirst(Playground& pg, const Check& c) {
  CheckResult r;
  r.ran = true;
  const int64_t steps = pg.StepAt(c.seconds);
  // The run's events: the step of the first catch, as the timeline marks it (a chase with the
  // frame's dt times its round on a clock of its own, not the steps').
  pg.KeepHistory(true);
  std::vector<std::pair<std::string, float>> lanes;
  for (int64_t k = 0; k < steps && lanes.empty(); ++k) {
    pg.Step(1);
    lanes = FirstRound(pg);
  }
  float best = -1.0f;
  for (const auto& [label, t] : lanes)
    if (t >= 0.0f && (best < 0.0f || t < best)) {
      best = t;
      r.first = label;
    }
  r.measured = best;
  r.decidedAt = best >= 0.0f ? best : c.seconds;
  // The round is over when its last lane finishes; the first catch decided it.
  r.decidedStep = steps;
  if (best >= 0.0f)
    for (const Playground::TimelineEvent& e : pg.events())
      if (e.kind == EventKind::Capture) {
        r.decidedStep = e.step;
        break;
      }
  r.holds = best >= 0.0f;
  return r;
}

}  // namespace

bool Check::operator==(const Check& o) const {
  return measure == o.measure && metric == o.metric && op == o.op && value == o.value && seconds == o.seconds;
}

float DefaultSeconds(const Check& c) {
  return c.measure == Check::Measure::Caught ? std::max(c.value, kMinCheckSeconds) : kDefaultCheckSeconds;
}

bool ParseCheck(std::string_view text, Check* out, std::string* why) {
  Check c;
  size_t at = text.find('@');
  std::string_view head = text.substr(0, at);
  bool hasSeconds = at != std::string_view::npos;
  if (hasSeconds) {
    if (!ParsePlainNumber(text.substr(at + 1), &c.seconds) || !(c.seconds >= kMinCheckSeconds) ||
        c.seconds > kMaxCheckSeconds) {
      *why = Trf("challenge.why.time", {FormatNumber(kMinCheckSeconds), FormatNumber(kMaxCheckSeconds)});
      return false;
    }
  }
  if (head == "first") {
    c.measure = Check::Measure::First;
    *out = c;
    return true;
  }
  size_t n = 0;
  while (n < head.size() && IsNameChar(head[n])) ++n;
  std::string_view name = head.substr(0, n), rest = head.substr(n);
  if (name.empty() || name.size() > 40) {
    *why = Tr("challenge.why.measure");
    return false;
  }
  static const std::pair<const char*, Check::Op> kOps[] = {{"<=", Check::Op::LessEq},
                                                           {">=", Check::Op::GreaterEq},
                                                           {"<", Check::Op::Less},
                                                           {">", Check::Op::Greater},
                                                           {"=", Check::Op::Equal}};
  bool found = false;
  for (const auto& [word, op] : kOps)
    if (rest.substr(0, std::strlen(word)) == word) {
      c.op = op;
      rest.remove_prefix(std::strlen(word));
      found = true;
      break;
    }
  if (!found || !ParsePlainNumber(rest, &c.value)) {
    *why = Tr("challenge.why.compare");
    return false;
  }
  if (name == "caught") {
    c.measure = Check::Measure::Caught;
    if (!(c.value > 0.0f) || c.value > kMaxCheckSeconds) {
      *why = Trf("challenge.why.caught", {FormatNumber(kMaxCheckSeconds)});
      return false;
    }
    if (!hasSeconds) c.seconds = DefaultSeconds(c);
  } else if (name == "captures") {
    c.measure = Check::Measure::Captures;
  } else {
    c.measure = Check::Measure::Metric;
    c.metric = std::string(name);
  }
  *out = c;
  return true;
}

std::string FormatCheck(const Check& c) {
  std::string s;
  switch (c.measure) {
    case Check::Measure::First: s = "first"; break;
    case Check::Measure::Caught: s = "caught"; break;
    case Check::Measure::Captures: s = "captures"; break;
    case Check::Measure::Metric: s = c.metric; break;
  }
  if (c.measure != Check::Measure::First) s += OpText(c.op) + FormatNumber(c.value);
  if (HasOwnSeconds(c)) s += "@" + FormatNumber(c.seconds);
  return s;
}

const char* AskName(Ask a) { return a == Ask::Set ? "set" : a == Ask::Pick ? "pick" : "yesno"; }

bool ParseAsk(std::string_view text, Ask* out) {
  for (Ask a : {Ask::YesNo, Ask::Set, Ask::Pick})
    if (text == AskName(a)) {
      *out = a;
      return true;
    }
  return false;
}

std::vector<std::string> PickChoices(const Playground& pg) {
  return std::vector<std::string>(pg.desc().lanes.begin(), pg.desc().lanes.end());
}

std::string LaneLabel(const Playground& pg, const std::string& lane) {
  const auto& lanes = pg.desc().lanes;
  for (size_t i = 0; i < lanes.size(); ++i)
    if (lane == lanes[i]) return TrKey("lane." + std::string(pg.desc().id) + "." + std::to_string(i));
  return lane;
}

std::string CheckProblem(const Playground& pg, const Check& c) {
  std::string demo = pg.desc().id;
  double work = double(pg.world().agents.size()) * double(c.seconds) * pg.StepsPerSecond();
  if (work > kMaxCheckAgentSteps)
    return Trf("challenge.why.too_long", {std::to_string(pg.world().agents.size()), Number(c.seconds)});
  switch (c.measure) {
    case Check::Measure::Caught:
    case Check::Measure::Captures:
      if (demo != "pursuit" && demo != "evade")
        return Trf("challenge.why.no_captures", {TrKey("demo." + demo + ".title")});
      return "";
    case Check::Measure::First:
      if (PickChoices(pg).empty()) return Trf("challenge.why.no_chasers", {TrKey("demo." + demo + ".title")});
      return "";
    case Check::Measure::Metric: {
      float v;
      if (!FindMetric(pg, c.metric, &v)) {
        std::vector<Metric> metrics;
        pg.Metrics(metrics);
        // Named as the plots and the Share dialog's menu name them, in the page's language.
        std::string names;
        for (const Metric& m : metrics)
          names += (names.empty() ? "" : Tr("ui.list_separator")) + std::string(MetricText(m.name));
        return Trf("challenge.why.no_measure", {TrKey("demo." + demo + ".title"), MeasureLabel(c.metric), names});
      }
      return "";
    }
  }
  return "";
}

std::vector<CheckChoice> CheckMeasures(const Playground& pg) {
  // Each measure the scene can run, as CheckProblem decides it (a one-second run: never too long).
  std::vector<CheckChoice> out;
  Check probe;
  probe.seconds = 1.0f;
  for (auto [m, text] : {std::pair{Check::Measure::Caught, "caught"}, std::pair{Check::Measure::Captures, "captures"},
                         std::pair{Check::Measure::First, "first"}}) {
    probe.measure = m;
    if (CheckProblem(pg, probe).empty())
      out.push_back({text, TrKey(JoinKey("challenge", "measure", text)), m != Check::Measure::First});
  }
  std::vector<Metric> metrics;
  pg.Metrics(metrics);
  for (const Metric& m : metrics) {
    std::string text = m.name;  // the grammar writes a space as '-'
    for (char& ch : text)
      if (ch == ' ') ch = '-';
    // A metric with a measure's own name (the evade demo's "captures") is that measure, listed once.
    bool listed = false;
    for (const CheckChoice& c : out) listed = listed || c.text == text;
    if (listed) continue;
    std::string key = std::string("metric.") + m.name;  // a metric's shown name (as the panel's plots)
    for (char& ch : key)
      if (ch == ' ') ch = '_';
    out.push_back({text, HasKey(key) ? TrKey(key) : m.name});
  }
  return out;
}

std::vector<CheckChoice> CheckOps() {
  std::vector<CheckChoice> out;
  for (Check::Op op : {Check::Op::Less, Check::Op::LessEq, Check::Op::Greater, Check::Op::GreaterEq, Check::Op::Equal})
    out.push_back({OpText(op), TrKey("challenge.op." + std::to_string(int(op)))});
  return out;
}

std::string JoinCheck(std::string_view measure, std::string_view op, std::string_view value,
                      std::string_view seconds) {
  if (measure.empty()) return "";
  std::string s(measure);
  if (measure != "first") {
    s += std::string(op) + TypedNumber(value);
  }
  if (!seconds.empty()) s += "@" + TypedNumber(seconds);
  return s;
}

std::string CheckMeasureText(const Playground& pg, const Check& c) {
  std::string canonical = FormatCheck(c);
  std::string measure = canonical.substr(0, canonical.find_first_of("<>=@"));
  for (const CheckChoice& m : CheckMeasures(pg))
    if (NormalName(m.text) == NormalName(measure)) return m.text;
  return measure;
}

bool HasOwnSeconds(const Check& c) { return c.seconds != DefaultSeconds(c); }

std::string CheckWords(const Playground& pg, const Check& c) {
  std::string op = TrKey("challenge.op." + std::to_string(int(c.op)));
  // The check's own numbers (exactly as its text has them), as people read them: "6,5" in pt-BR.
  std::string value = FormatNumber(c.value), seconds = FormatNumber(c.seconds);
  LocalizeNumbers(value.data());
  LocalizeNumbers(seconds.data());
  switch (c.measure) {
    case Check::Measure::Caught: return Trf("challenge.means.caught", {op, value, seconds});
    case Check::Measure::Captures: return Trf("challenge.means.captures", {op, value, seconds});
    case Check::Measure::First: return Trf("challenge.means.first", {seconds});
    case Check::Measure::Metric: break;
  }
  // The scene's name for it (the menu's), else another demo's, else the name as typed.
  std::string label = MeasureLabel(c.metric);
  for (const CheckChoice& m : CheckMeasures(pg))
    if (NormalName(m.text) == NormalName(c.metric)) label = m.label;
  return Trf("challenge.means.metric", {label, op, value, seconds});
}

namespace {
CheckResult RunMetric(Playground& pg, const Check& c) {
  CheckResult r;
  r.decidedStep = pg.StepAt(c.seconds);
  pg.Step(int(r.decidedStep));
  r.ran = true;
  const char* name = nullptr;
  FindMetric(pg, c.metric, &r.measured, &name);
  r.metric = name ? name : c.metric;
  r.decidedAt = c.seconds;
  r.holds = Compare(r.measured, c.op, c.value);
  return r;
}
}  // namespace

CheckResult RunCheck(Playground& pg, const Check& c) {
  CheckResult r;
  if (CheckProblem(pg, c).empty()) {
    switch (c.measure) {
      case Check::Measure::Caught:
      case Check::Measure::Captures: r = RunCaught(pg, c); break;
      case Check::Measure::First: r = RunFirst(pg, c); break;
      case Check::Measure::Metric: r = RunMetric(pg, c); break;
    }
  }
  r.summary = CheckSummary(pg, c, r);
  return r;
}

std::string CheckSummary(const Playground& pg, const Check& c, const CheckResult& r) {
  if (!r.ran) return CheckProblem(pg, c);
  switch (c.measure) {
    case Check::Measure::Caught:
      return r.measured >= 0.0f ? Trf("challenge.result.caught", {Number(r.measured)})
                                : Trf("challenge.result.no_capture", {Number(c.seconds)});
    case Check::Measure::Captures:
      return Trf(r.measured == 1.0f ? Key("challenge.result.capture") : Key("challenge.result.captures"),
                 {Number(r.measured), Number(c.seconds)});
    case Check::Measure::First:
      return r.measured >= 0.0f ? Trf("challenge.result.first", {LaneLabel(pg, r.first), Number(r.measured)})
                                : Trf("challenge.result.no_first", {Number(c.seconds)});
    case Check::Measure::Metric: break;
  }
  return Trf("challenge.result.metric", {MetricText(r.metric), Number(r.measured), Number(c.seconds)});
}

}  // namespace demos
