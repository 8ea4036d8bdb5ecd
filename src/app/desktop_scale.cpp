// The desktop window's scale on X11, where SDL 2.26 gives a window its size in device pixels and
// no backing scale (its drawable is the window): what a browser on the same desktop takes for
// devicePixelRatio. GDK_SCALE (a person's explicit whole-number scale) if set, else the desktop's
// Xft.dpi resource over 96 (what GNOME, KDE and Xfce set for their scaling), else 1; in quarters,
// 1 to 4. Alone in this file: Xlib's macros (None, Bool, Status) stay out of the app's code.
#include <X11/Xlib.h>

#include <cmath>
#include <cstdlib>
#include <cstring>

namespace app::platform {

namespace {
// "Xft.dpi:\t192" in the X server's resource string (xrdb's), or 0.
float XftDpi() {
  Display* d = XOpenDisplay(nullptr);
  if (!d) return 0.0f;
  float dpi = 0.0f;
  if (const char* rm = XResourceManagerString(d)) {
    for (const char* p = std::strstr(rm, "Xft.dpi:"); p && !dpi; p = std::strstr(p + 1, "Xft.dpi:"))
      if (p == rm || p[-1] == '\n') dpi = std::strtof(p + 8, nullptr);
  }
  XCloseDisplay(d);
  return dpi;
}
}  // namespace

float X11Scale() {
  float scale = 1.0f;
  if (const char* gdk = std::getenv("GDK_SCALE"); gdk && *gdk) {
    scale = float(std::atoi(gdk));
  } else if (float dpi = XftDpi(); dpi > 0.0f) {
    scale = dpi / 96.0f;
  }
  if (!(scale >= 1.0f)) return 1.0f;
  return std::fmin(4.0f, std::round(scale * 4.0f) / 4.0f);
}

}  // namespace app::platform
