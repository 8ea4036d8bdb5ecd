// The painted flow field's control (paint_ui.cpp): "Noise field", which takes the paint off.
#pragma once

namespace app {

struct App;

/// Under the parameters, in a demo with a paintable field: how to paint, and "Noise field"
/// (enabled once something is painted). Nothing in other demos.
void DrawPaintControls(App& a);

}  // namespace app
