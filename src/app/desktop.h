// The desktop playground's seams (desktop_main.cpp, desktop_host.cpp): the same app as the page,
// in an SDL2 window.
#pragma once

#include <string>

namespace app {

/// The link the window opens on (the page's location.hash): "#demo=evade&threat=80".
void SetDesktopLink(const std::string& link);
/// The current GL framebuffer's rectangle (GL's bottom-left origin, device pixels) as a PNG.
bool WritePixelsPng(const char* path, int x, int y, int w, int h);

}  // namespace app
