// The demo table's entries, one function per demo file (src/demos/*_demo.cpp).
#pragma once

#include "demos/demo.h"
#include "steer/flocking.h"

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

/// The flock demo's rules for its parameters: radius, field of view and the weights really
/// applied (each slider times the demo's scale for that rule). For code export.
steer::FlockDef FlockRulesApplied(const Params& p);

}  // namespace demos
