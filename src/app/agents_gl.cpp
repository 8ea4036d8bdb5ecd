#include "app/agents_gl.h"

#include "app/gl.h"

#include "app/gl_program.h"
#include "imgui.h"

namespace app {

namespace {

// Agents come in batches of kBatch per instance: instance k, vertex v draws agent
// k * kBatch + v / 3, corner v % 3, reading the agent from two textures (one texel per agent,
// 1024 per row). One instance per agent would be the textbook layout, but a CPU rasterizer
// (SwiftShader, what headless and GPU-less machines run) handles each instance as a draw of
// its own: 10,000 one-triangle instances ran at 6 fps, 40 batches of 256 at 57 fps.
const char* kVertex = R"(#version 300 es
// A unit triangle in the agent's frame: nose at +1.5 along the heading, base at -1 with half
// width 0.9, scaled by the radius already folded into the heading vector.
uniform highp sampler2D uGeometry;  // x, y (CSS px), heading * radius (px)
uniform lowp sampler2D uColor;      // RGBA
uniform vec2 uDisplay;              // CSS px
uniform int uBatch;
uniform int uCount;
out vec4 vColor;
const vec2 kShape[3] = vec2[3](vec2(1.5, 0.0), vec2(-1.0, 0.9), vec2(-1.0, -0.9));
void main() {
  int i = gl_InstanceID * uBatch + gl_VertexID / 3;
  if (i >= uCount) {  // the last batch's spare triangles: outside the clip volume
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
    vColor = vec4(0.0);
    return;
  }
  ivec2 at = ivec2(i % 1024, i / 1024);
  vec4 g = texelFetch(uGeometry, at, 0);
  vec2 shape = kShape[gl_VertexID % 3];
  vec2 side = vec2(-g.w, g.z);
  vec2 p = g.xy + g.zw * shape.x + side * shape.y;
  gl_Position = vec4(p.x / uDisplay.x * 2.0 - 1.0, 1.0 - p.y / uDisplay.y * 2.0, 0.0, 1.0);
  vColor = texelFetch(uColor, at, 0);
}
)";

const char* kFragment = R"(#version 300 es
precision mediump float;
in vec4 vColor;
out vec4 outColor;
void main() { outColor = vColor; }
)";


}  // namespace

void AgentRenderer::StartGpuWork() {
  if (!program_ && !pending_.program) pending_ = StartProgram(kVertex, kFragment);
}

bool AgentRenderer::EnsureGpuObjects() {
  if (program_) return true;
  StartGpuWork();
  program_ = FinishProgram("agent", pending_);
  if (!program_) return false;
  uDisplay_ = glGetUniformLocation(program_, "uDisplay");
  uBatch_ = glGetUniformLocation(program_, "uBatch");
  uCount_ = glGetUniformLocation(program_, "uCount");
  glUseProgram(program_);
  glUniform1i(glGetUniformLocation(program_, "uGeometry"), kGeometryUnit);
  glUniform1i(glGetUniformLocation(program_, "uColor"), kColorUnit);
  glGenVertexArrays(1, &vao_);  // no attributes: the shader reads the textures
  for (GLuint* t : {&geometryTexture_, &colorTexture_}) {
    glGenTextures(1, t);
    glBindTexture(GL_TEXTURE_2D, *t);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  }
  rows_ = 0;
  return true;
}

void AgentRenderer::ForgetGpuObjects() {
  program_ = vao_ = geometryTexture_ = colorTexture_ = 0;
  pending_ = PendingProgram{};
  rows_ = 0;
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
  int n = int(instances_.size());
  int rows = (n + kRow - 1) / kRow;
  // Staging in texture layout: whole rows, the last one padded.
  geometry_.resize(size_t(rows) * kRow * 4);
  colors_.resize(size_t(rows) * kRow);
  for (int i = 0; i < n; ++i) {
    const AgentInstance& a = instances_[size_t(i)];
    float* g = &geometry_[size_t(i) * 4];
    g[0] = a.x;
    g[1] = a.y;
    g[2] = a.hx;
    g[3] = a.hy;
    colors_[size_t(i)] = a.rgba;
  }
  glActiveTexture(GL_TEXTURE0 + kGeometryUnit);
  glBindTexture(GL_TEXTURE_2D, geometryTexture_);
  if (rows > rows_)
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F, kRow, rows, 0, GL_RGBA, GL_FLOAT, geometry_.data());
  else
    glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, kRow, rows, GL_RGBA, GL_FLOAT, geometry_.data());
  glActiveTexture(GL_TEXTURE0 + kColorUnit);
  glBindTexture(GL_TEXTURE_2D, colorTexture_);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  if (rows > rows_)
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, kRow, rows, 0, GL_RGBA, GL_UNSIGNED_BYTE, colors_.data());
  else
    glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, kRow, rows, GL_RGBA, GL_UNSIGNED_BYTE, colors_.data());
  if (rows > rows_) rows_ = rows;
  glActiveTexture(GL_TEXTURE0);
  glUseProgram(program_);
  glUniform2f(uDisplay_, displayW_, displayH_);
  glUniform1i(uBatch_, kBatch);
  glUniform1i(uCount_, n);
  glBindVertexArray(vao_);
  // The scissor test stays as the UI renderer set it: the command's clip rectangle.
  glDrawArraysInstanced(GL_TRIANGLES, 0, 3 * kBatch, (n + kBatch - 1) / kBatch);
  glBindVertexArray(0);
}

}  // namespace app
