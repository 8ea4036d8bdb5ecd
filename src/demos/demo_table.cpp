// The demo table: one explicit list, in menu order (keys 1-9 select the first nine).
#include "demos/demos.h"
#include "strings/strings.h"

namespace demos {

// Its words in the current language (strings.cpp re-points them when it changes).
std::vector<DemoDesc>& DemoTable() {
  static std::vector<DemoDesc> table = [] {
    std::vector<DemoDesc> all;
    for (DemoDesc (*make)() :
         {PursuitDemoDesc, EvadeDemoDesc, WanderDemoDesc, FlockDemoDesc, SeekDemoDesc, ChaseDemoDesc, AvoidDemoDesc,
          PathDemoDesc, HideDemoDesc, ContainmentDemoDesc, WallsDemoDesc, FlowFieldDemoDesc, CrowdDemoDesc,
          QueueDemoDesc, CustomDemoDesc})
      all.push_back(make());
    for (DemoDesc& d : all) LocalizeDemo(d);
    return all;
  }();
  return table;
}

const std::vector<DemoDesc>& Demos() { return DemoTable(); }

}  // namespace demos
