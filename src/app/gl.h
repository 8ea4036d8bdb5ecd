// The GL the app draws with: OpenGL ES 3.0's API. In the page that is WebGL 2 (Emscripten's
// GLES3 headers); on the desktop, Debian's libepoxy resolves the same calls for whichever context
// SDL made: OpenGL ES 3.0 (EGL) first, else OpenGL 3.3 core (platform.cpp), whose API is a
// superset of what the app calls. The shaders say `#version 300 es`; on a desktop GL context
// gl_program.cpp sends them as `#version 330 core` (the same language for what they use).
#pragma once

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#include <epoxy/gl.h>
#endif

namespace app {
/// Whether the current context is desktop OpenGL (3.3 core) rather than OpenGL ES / WebGL 2.
inline bool DesktopGl() {
#ifdef __EMSCRIPTEN__
  return false;
#else
  return epoxy_is_desktop_gl();
#endif
}
}  // namespace app
