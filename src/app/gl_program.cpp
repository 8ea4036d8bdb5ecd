#include "app/gl_program.h"

#include <GLES3/gl3.h>

#include <cstdio>

namespace app {

namespace {

GLuint Compile(const char* what, GLenum type, const char* src) {
  GLuint s = glCreateShader(type);
  glShaderSource(s, 1, &src, nullptr);
  glCompileShader(s);
  GLint ok = 0;
  glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    char log[512];
    glGetShaderInfoLog(s, sizeof log, nullptr, log);
    std::fprintf(stderr, "%s shader: %s\n", what, log);
  }
  return s;
}

}  // namespace

unsigned LinkProgram(const char* what, const char* vertexSource, const char* fragmentSource) {
  GLuint vs = Compile(what, GL_VERTEX_SHADER, vertexSource);
  GLuint fs = Compile(what, GL_FRAGMENT_SHADER, fragmentSource);
  GLuint program = glCreateProgram();
  glAttachShader(program, vs);
  glAttachShader(program, fs);
  glLinkProgram(program);
  glDeleteShader(vs);
  glDeleteShader(fs);
  GLint ok = 0;
  glGetProgramiv(program, GL_LINK_STATUS, &ok);
  if (!ok) {
    glDeleteProgram(program);
    return 0;
  }
  return program;
}

}  // namespace app
