#include "app/agents_gl.h"

#include <GLES3/gl3.h>

#include <cstdio>

#include "imgui.h"

namespace app {

namespace {

const char* kVertex = R"(#version 300 es
// A unit triangle in the agent's frame: nose at +1.5 along the heading, base at -1 with half
// width 0.9, scaled by the radius already folded into the heading vector.
layout(location = 0) in vec2 aShape;
layout(location = 1) in vec2 aPos;
layout(location = 2) in vec2 aHeading;
layout(location = 3) in vec4 aColor;
uniform vec2 uDisplay;  // CSS px
out vec4 vColor;
void main() {
  vec2 side = vec2(-aHeading.y, aHeading.x);
  vec2 p = aPos + aHeading * aShape.x + side * aShape.y;
  gl_Position = vec4(p.x / uDisplay.x * 2.0 - 1.0, 1.0 - p.y / uDisplay.y * 2.0, 0.0, 1.0);
  vColor = aColor;
}
)";

const char* kFragment = R"(#version 300 es
precision mediump float;
in vec4 vColor;
out vec4 outColor;
void main() { outColor = vColor; }
)";

GLuint Compile(GLenum type, const char* src) {
  GLuint s = glCreateShader(type);
  glShaderSource(s, 1, &src, nullptr);
  glCompileShader(s);
  GLint ok = 0;
  glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    char log[512];
    glGetShaderInfoLog(s, sizeof log, nullptr, log);
    std::fprintf(stderr, "agent shader: %s\n", log);
  }
  return s;
}

}  // namespace

bool AgentRenderer::EnsureGpuObjects() {
  if (program_) return true;
  GLuint vs = Compile(GL_VERTEX_SHADER, kVertex), fs = Compile(GL_FRAGMENT_SHADER, kFragment);
  program_ = glCreateProgram();
  glAttachShader(program_, vs);
  glAttachShader(program_, fs);
  glLinkProgram(program_);
  glDeleteShader(vs);
  glDeleteShader(fs);
  GLint ok = 0;
  glGetProgramiv(program_, GL_LINK_STATUS, &ok);
  if (!ok) {
    glDeleteProgram(program_);
    program_ = 0;
    return false;
  }
  uDisplay_ = glGetUniformLocation(program_, "uDisplay");
  const float shape[6] = {1.5f, 0.0f, -1.0f, 0.9f, -1.0f, -0.9f};
  glGenVertexArrays(1, &vao_);
  glBindVertexArray(vao_);
  glGenBuffers(1, &shapeVbo_);
  glBindBuffer(GL_ARRAY_BUFFER, shapeVbo_);
  glBufferData(GL_ARRAY_BUFFER, sizeof shape, shape, GL_STATIC_DRAW);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, nullptr);
  glGenBuffers(1, &instanceVbo_);
  glBindBuffer(GL_ARRAY_BUFFER, instanceVbo_);
  const GLsizei stride = sizeof(AgentInstance);
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(0));
  glVertexAttribDivisor(1, 1);
  glEnableVertexAttribArray(2);
  glVertexAttribPointer(2, 2, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(8));
  glVertexAttribDivisor(2, 1);
  glEnableVertexAttribArray(3);
  glVertexAttribPointer(3, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride, reinterpret_cast<void*>(16));
  glVertexAttribDivisor(3, 1);
  glBindVertexArray(0);
  capacity_ = 0;
  return true;
}

void AgentRenderer::ForgetGpuObjects() {
  program_ = vao_ = shapeVbo_ = instanceVbo_ = 0;
  capacity_ = 0;
}

void AgentRenderer::Queue(ImDrawList* dl, float displayW, float displayH) {
  displayW_ = displayW > 1.0f ? displayW : 1.0f;
  displayH_ = displayH > 1.0f ? displayH : 1.0f;
  dl->AddCallback(&AgentRenderer::Callback, this);
  dl->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
}

void AgentRenderer::Callback(const ImDrawList*, const ImDrawCmd* cmd) {
  static_cast<AgentRenderer*>(cmd->UserCallbackData)->Draw();
}

void AgentRenderer::Draw() {
  if (instances_.empty() || !EnsureGpuObjects()) return;
  glUseProgram(program_);
  glUniform2f(uDisplay_, displayW_, displayH_);
  glBindVertexArray(vao_);
  glBindBuffer(GL_ARRAY_BUFFER, instanceVbo_);
  size_t bytes = instances_.size() * sizeof(AgentInstance);
  if (instances_.size() > capacity_) {
    capacity_ = instances_.size() + instances_.size() / 2;
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(capacity_ * sizeof(AgentInstance)), nullptr, GL_STREAM_DRAW);
  }
  glBufferSubData(GL_ARRAY_BUFFER, 0, GLsizeiptr(bytes), instances_.data());
  glDisable(GL_SCISSOR_TEST);
  glDrawArraysInstanced(GL_TRIANGLES, 0, 3, GLsizei(instances_.size()));
  glBindVertexArray(0);
}

}  // namespace app
