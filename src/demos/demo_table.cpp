// The demo table: one explicit list, in menu order (keys 1-9 select the first nine).
#include "demos/demos.h"
#include "strings/strings.h"

namespace demos {

namespace {

// The table, built once; Demos() points its words at the current language.
std::vector<DemoDesc>& DemoTable() {
  static std::vector<DemoDesc> table = [] {
    std::vector<DemoDesc> all;
    for (DemoDesc (*make)() :
         {PursuitDemoDesc, EvadeDemoDesc, WanderDemoDesc, FlockDemoDesc, SeekDemoDesc, ChaseDemoDesc, AvoidDemoDesc,
          PathDemoDesc, HideDemoDesc, ContainmentDemoDesc, WallsDemoDesc, FlowFieldDemoDesc, CrowdDemoDesc,
          QueueDemoDesc, CustomDemoDesc})
      all.push_back(make());
    return all;
  }();
  return table;
}

/// Points a demo's text fields at the current language's table: title, lesson, source, try-this,
/// and its parameters' label, unit and help (demo.<id>.*, param.<demo>.<name>.*).
void LocalizeDemo(DemoDesc& d) {
  d.title = TrKey(JoinKey("demo", d.id, "title"));
  d.lesson = TrKey(JoinKey("demo", d.id, "lesson"));
  d.source = TrKey(JoinKey("demo", d.id, "source"));
  for (int i = 0; i < 3; ++i) {
    std::string k = JoinKey("demo", d.id, "try" + std::to_string(i + 1));
    d.tryThis[i] = HasKey(k) ? TrKey(k) : nullptr;
  }
  for (ParamSpec& s : d.params) {
    s.label = ParamText(d.id, s.name, "label");
    s.unit = ParamText(d.id, s.name, "unit");
    s.help = ParamText(d.id, s.name, "help");
  }
}

}  // namespace

const char* ChoiceLabel(const DemoDesc& demo, const ParamSpec& spec, int k) {
  if (!spec.choices || k < 0 || k > int(spec.max)) return "";
  std::string n = std::to_string(k);
  return TextOr(JoinKey("choice", demo.id, spec.name, n), JoinKey("choice", spec.name, n), spec.choices[k]);
}

const std::vector<DemoDesc>& Demos() {
  // The words point into the strings' current table: re-pointed when the language changes.
  static unsigned epoch = ~0u;
  std::vector<DemoDesc>& all = DemoTable();
  if (epoch != LanguageEpoch()) {
    epoch = LanguageEpoch();
    for (DemoDesc& d : all) LocalizeDemo(d);
  }
  return all;
}

}  // namespace demos
