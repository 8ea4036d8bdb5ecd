// The demo table's entries, one function per demo file (src/demos/*_demo.cpp).
#pragma once

#include "demos/demo.h"

namespace demos {

DemoDesc PursuitDemoDesc();
DemoDesc EvadeDemoDesc();
DemoDesc WanderDemoDesc();
DemoDesc FlockDemoDesc();
DemoDesc SeekDemoDesc();
DemoDesc ChaseDemoDesc();
DemoDesc AvoidDemoDesc();
DemoDesc PathDemoDesc();
DemoDesc HideDemoDesc();
DemoDesc ContainmentDemoDesc();
DemoDesc WallsDemoDesc();
DemoDesc FlowFieldDemoDesc();
DemoDesc CrowdDemoDesc();
DemoDesc QueueDemoDesc();
DemoDesc CustomDemoDesc();

}  // namespace demos
