#include "app/gl_program.h"

#include "app/gl.h"

#include <cstdio>
#include <cstring>

#ifdef __EMSCRIPTEN__
#include <emscripten/html5.h>
#endif

namespace app {

namespace {

// The shaders are GLSL ES 3.00; a desktop GL 3.3 context takes them as GLSL 3.30 (precision
// qualifiers are accepted there and mean nothing): only the version line differs.
GLuint SendShader(GLenum type, const char* src) {
  GLuint s = glCreateShader(type);
  static const char kEs[] = "#version 300 es";
  const char* parts[2] = {"#version 330 core", src + sizeof kEs - 1};
  if (DesktopGl() && std::strncmp(src, kEs, sizeof kEs - 1) == 0)
    glShaderSource(s, 2, parts, nullptr);
  else
    glShaderSource(s, 1, &src, nullptr);
  glCompileShader(s);
  return s;
}

void LogShader(const char* what, const char* kind, GLuint shader) {
  GLint ok = 0;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (ok) return;
  char log[512] = "";
  glGetShaderInfoLog(shader, sizeof log, nullptr, log);
  std::fprintf(stderr, "%s %s shader: %s\n", what, kind, log);
}

}  // namespace

PendingProgram StartProgram(const char* vertexSource, const char* fragmentSource) {
  PendingProgram p;
  p.vertex = SendShader(GL_VERTEX_SHADER, vertexSource);
  p.fragment = SendShader(GL_FRAGMENT_SHADER, fragmentSource);
  p.program = glCreateProgram();
  glAttachShader(p.program, p.vertex);
  glAttachShader(p.program, p.fragment);
  glLinkProgram(p.program);
  return p;
}

bool ProgramReady(const PendingProgram& pending) {
  if (!pending.program) return true;
#ifdef __EMSCRIPTEN__
  // Enabled once, on the page's one context (WebGL extensions are off until asked for).
  static const bool parallel =
      emscripten_webgl_enable_extension(emscripten_webgl_get_current_context(), "KHR_parallel_shader_compile");
  if (!parallel) return true;
  constexpr GLenum kCompletionStatus = 0x91B1;  // GL_COMPLETION_STATUS_KHR
  GLint done = 0;
  glGetProgramiv(pending.program, kCompletionStatus, &done);
  return done != 0;
#else
  return true;
#endif
}

unsigned FinishProgram(const char* what, PendingProgram& pending) {
  PendingProgram p = pending;
  pending = PendingProgram{};
  if (!p.program) return 0;
  GLint ok = 0;
  glGetProgramiv(p.program, GL_LINK_STATUS, &ok);
  if (!ok) {
    LogShader(what, "vertex", p.vertex);
    LogShader(what, "fragment", p.fragment);
    char log[512] = "";
    glGetProgramInfoLog(p.program, sizeof log, nullptr, log);
    std::fprintf(stderr, "%s program: %s\n", what, log);
    glDeleteProgram(p.program);
    p.program = 0;
  }
  glDeleteShader(p.vertex);
  glDeleteShader(p.fragment);
  return p.program;
}

}  // namespace app
