// The demo table: one explicit list, in menu order (keys 1-9 select the first nine).
#include "demos/demos.h"

namespace demos {

const std::vector<DemoDesc>& Demos() {
  static const std::vector<DemoDesc> table = {
      PursuitDemoDesc(), EvadeDemoDesc(), WanderDemoDesc(), FlockDemoDesc(), SeekDemoDesc(),
      ChaseDemoDesc(),   AvoidDemoDesc(), PathDemoDesc(),   HideDemoDesc(),
      ContainmentDemoDesc(), WallsDemoDesc(), FlowFieldDemoDesc(), CrowdDemoDesc(), QueueDemoDesc(), CustomDemoDesc(),
  };
  return table;
}

}  // namespace demos
