#include "app/ui_gl.h"

#include "app/gl.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "app/gl_program.h"
#include "imgui.h"

namespace app {

namespace {

const char* kVertex = R"(#version 300 es
layout(location = 0) in vec2 aPos;
layout(location = 1) in vec2 aUV;
layout(location = 2) in vec4 aColor;
uniform vec2 uScale;   // CSS px to clip space
uniform vec2 uOffset;
out vec2 vUV;
out vec4 vColor;
void main() {
  vUV = aUV;
  vColor = aColor;
  gl_Position = vec4(aPos * uScale + uOffset, 0.0, 1.0);
}
)";

const char* kFragment = R"(#version 300 es
precision mediump float;
uniform sampler2D uTexture;
in vec2 vUV;
in vec4 vColor;
out vec4 outColor;
void main() { outColor = vColor * texture(uTexture, vUV); }
)";


ImTextureID ToTextureId(GLuint t) { return reinterpret_cast<ImTextureID>(static_cast<intptr_t>(t)); }
GLuint FromTextureId(ImTextureID id) { return GLuint(reinterpret_cast<intptr_t>(id)); }

}  // namespace

void UiRenderer::StartGpuWork() {
  if (!program_ && !pending_.program) pending_ = StartProgram(kVertex, kFragment);
}

bool UiRenderer::EnsureGpuObjects() {
  if (program_) return true;
  StartGpuWork();
  program_ = FinishProgram("UI", pending_);
  if (!program_) return false;
  uScale_ = glGetUniformLocation(program_, "uScale");
  uOffset_ = glGetUniformLocation(program_, "uOffset");
  uTexture_ = glGetUniformLocation(program_, "uTexture");
  glGenVertexArrays(1, &vao_);
  glGenBuffers(1, &vbo_);
  glGenBuffers(1, &ebo_);
  glBindVertexArray(vao_);
  glBindBuffer(GL_ARRAY_BUFFER, vbo_);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ebo_);  // part of the VAO's state
  const GLsizei stride = sizeof(ImDrawVert);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(IM_OFFSETOF(ImDrawVert, pos)));
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(IM_OFFSETOF(ImDrawVert, uv)));
  glEnableVertexAttribArray(2);
  glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride,
                        reinterpret_cast<void*>(IM_OFFSETOF(ImDrawVert, col)));
  glBindVertexArray(0);
  return true;
}

void UiRenderer::ForgetGpuObjects() {
  program_ = vao_ = vbo_ = ebo_ = fontTexture_ = 0;
  pending_ = PendingProgram{};
  ImGui::GetIO().Fonts->SetTexID(ToTextureId(0));
}

void UiRenderer::UploadFontAtlas() {
  ImGuiIO& io = ImGui::GetIO();
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  if (fontTexture_) glDeleteTextures(1, &fontTexture_);
  glGenTextures(1, &fontTexture_);
  glBindTexture(GL_TEXTURE_2D, fontTexture_);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
  io.Fonts->SetTexID(ToTextureId(fontTexture_));
}

void UiRenderer::SetupState(const ImDrawData* data, int fbW, int fbH) {
  glViewport(0, 0, fbW, fbH);
  glEnable(GL_BLEND);
  glBlendEquation(GL_FUNC_ADD);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glDisable(GL_CULL_FACE);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_STENCIL_TEST);
  glEnable(GL_SCISSOR_TEST);
  glUseProgram(program_);
  // Orthographic: DisplayPos .. DisplayPos + DisplaySize onto clip space, y down.
  float l = data->DisplayPos.x, r = l + data->DisplaySize.x;
  float t = data->DisplayPos.y, b = t + data->DisplaySize.y;
  glUniform2f(uScale_, 2.0f / (r - l), 2.0f / (t - b));
  glUniform2f(uOffset_, (r + l) / (l - r), (t + b) / (b - t));
  glUniform1i(uTexture_, 0);
  glActiveTexture(GL_TEXTURE0);
  glBindVertexArray(vao_);
  glBindBuffer(GL_ARRAY_BUFFER, vbo_);
}

// Every list's vertices and indices in one upload each (a WebGL bufferData costs the page's main
// thread about as much for a small list as for a large one: two for the frame, not two per list).
// Each list's indices are moved by the vertices before it, as they index one buffer now (32-bit
// indices: no list's offset overflows them).
static_assert(sizeof(ImDrawIdx) == 4, "the merged upload needs 32-bit indices (CMakeLists.txt: ImDrawIdx)");

void UiRenderer::Upload(const ImDrawData* data) {
  size_t vertexCount = 0, indexCount = 0;
  for (int n = 0; n < data->CmdListsCount; ++n) {
    vertexCount += size_t(data->CmdLists[n]->VtxBuffer.Size);
    indexCount += size_t(data->CmdLists[n]->IdxBuffer.Size);
  }
  vertices_.resize(vertexCount * sizeof(ImDrawVert));
  indices_.resize(indexCount);
  listIndexStart_.resize(size_t(data->CmdListsCount));
  size_t v = 0, i = 0;
  for (int n = 0; n < data->CmdListsCount; ++n) {
    const ImDrawList* list = data->CmdLists[n];
    if (list->VtxBuffer.Size > 0)
      std::memcpy(&vertices_[v * sizeof(ImDrawVert)], list->VtxBuffer.Data, size_t(list->VtxBuffer.Size) * sizeof(ImDrawVert));
    listIndexStart_[size_t(n)] = unsigned(i);
    const ImDrawIdx* from = list->IdxBuffer.Data;
    for (int k = 0; k < list->IdxBuffer.Size; ++k) indices_[i + size_t(k)] = unsigned(from[k]) + unsigned(v);
    v += size_t(list->VtxBuffer.Size);
    i += size_t(list->IdxBuffer.Size);
  }
  // Fresh storage each frame (orphaning): the driver never waits for the previous frame's draws.
  glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(vertices_.size()), vertices_.data(), GL_STREAM_DRAW);
  glBufferData(GL_ELEMENT_ARRAY_BUFFER, GLsizeiptr(indices_.size() * sizeof(unsigned)), indices_.data(), GL_STREAM_DRAW);
}

void UiRenderer::Render(const ImDrawData* data, int fbW, int fbH, const Rect* only) {
  if (!data || fbW <= 0 || fbH <= 0 || !(data->DisplaySize.x > 0.0f) || !(data->DisplaySize.y > 0.0f)) return;
  if (!EnsureGpuObjects()) return;
  if (!fontTexture_) UploadFontAtlas();  // after a context restore
  SetupState(data, fbW, fbH);
  Upload(data);
  ImVec2 origin = data->DisplayPos, scale = data->FramebufferScale;
  GLuint boundTexture = 0;
  for (int n = 0; n < data->CmdListsCount; ++n) {
    const ImDrawList* list = data->CmdLists[n];
    const size_t listStart = listIndexStart_[size_t(n)];
    for (int c = 0; c < list->CmdBuffer.Size; ++c) {
      const ImDrawCmd& cmd = list->CmdBuffer[c];
      if (cmd.UserCallback == ImDrawCallback_ResetRenderState) {
        // After the agents' draw (agents_gl.cpp), which changes the program, the vertex array and
        // the texture units only: those again, not the whole state.
        glUseProgram(program_);
        glBindVertexArray(vao_);
        glActiveTexture(GL_TEXTURE0);
        boundTexture = 0;
        continue;
      }
      float x0 = (cmd.ClipRect.x - origin.x) * scale.x, y0 = (cmd.ClipRect.y - origin.y) * scale.y;
      float x1 = (cmd.ClipRect.z - origin.x) * scale.x, y1 = (cmd.ClipRect.w - origin.y) * scale.y;
      if (only) {
        x0 = std::max(x0, only->x0), y0 = std::max(y0, only->y0);
        x1 = std::min(x1, only->x1), y1 = std::min(y1, only->y1);
      }
      if (x1 <= x0 || y1 <= y0 || x1 <= 0.0f || y1 <= 0.0f || x0 >= float(fbW) || y0 >= float(fbH)) continue;
      glScissor(int(x0), int(float(fbH) - y1), int(x1 - x0), int(y1 - y0));
      if (cmd.UserCallback) {  // it draws within the command's clip rectangle too
        cmd.UserCallback(list, &cmd);
        continue;
      }
      GLuint texture = FromTextureId(cmd.GetTexID());
      if (texture != boundTexture) {
        glBindTexture(GL_TEXTURE_2D, texture);
        boundTexture = texture;
      }
      // 32-bit indices (ImDrawIdx = unsigned int), so ImGui never needs a vertex offset.
      glDrawElements(GL_TRIANGLES, GLsizei(cmd.ElemCount), GL_UNSIGNED_INT,
                     reinterpret_cast<void*>(intptr_t((listStart + cmd.IdxOffset) * sizeof(unsigned))));
    }
  }
  glDisable(GL_SCISSOR_TEST);
  glBindVertexArray(0);
}

}  // namespace app
