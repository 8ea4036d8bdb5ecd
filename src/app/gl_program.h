// One WebGL 2 program from a vertex and a fragment shader source: compiled, linked, the shader
// objects released. Shared by the two renderers (agents_gl.cpp, ui_gl.cpp).
#pragma once

namespace app {

/// The linked program, or 0 when it does not compile or link (the GL log goes to stderr,
/// prefixed with `what`).
unsigned LinkProgram(const char* what, const char* vertexSource, const char* fragmentSource);

}  // namespace app
