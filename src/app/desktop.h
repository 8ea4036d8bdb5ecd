// The desktop playground's seams (desktop_main.cpp, desktop_host.cpp): the same app as the page,
// in an SDL2 window.
#pragma once

#include <string>

namespace app {

struct App;

/// The link the window opens on (the page's location.hash): "#demo=evade&threat=80".
void SetDesktopLink(const std::string& link);
/// The language the window speaks (desktop_lang.cpp): `flag` (--lang) if given ("" when it names
/// no language of ours), else the link's lang=, else (with `environment`) the environment's first of
/// ours, else "en".
std::string DesktopLanguage(const std::string& flag, const std::string& link, bool environment = true);
/// Makes `tag` the app's language, with its compiled-in table; false for an unknown tag.
bool UseDesktopLanguage(const std::string& tag);
/// The current GL framebuffer's rectangle (GL's bottom-left origin, device pixels) as a PNG.
bool WritePixelsPng(const char* path, int x, int y, int w, int h);

/// The number field over a slider (desktop_field.cpp): before the panel takes the frame's press,
/// what it pressed; after the panel, a double-click on a slider or a click on the seed opens it.
void DesktopFieldBeforePanel(App& a);
void DesktopField(App& a);

}  // namespace app
