// Agents drawn by one instanced WebGL2 draw call: per agent its position, heading, radius and
// colour go to two textures (20 bytes per agent), and the vertex shader builds each agent's
// triangle from them, 256 agents per instance (agents_gl.cpp says why batches). ImGui's draw
// lists would need a polygon per agent: a 10,000-boid flock is 30,000+ vertices rebuilt every
// frame. It runs as an ImGui draw callback, so agents sit between the world's
// background and annotations (drawn before) and the panel (drawn after).
#pragma once

#include <cstdint>
#include <vector>

#include "app/gl_program.h"

struct ImDrawList;
struct ImDrawCmd;

namespace app {

struct AgentInstance {
  float x, y;     ///< screen position, CSS px
  float hx, hy;   ///< heading * size (px): the triangle's nose direction and length
  uint32_t rgba;  ///< ImGui colour (ABGR bytes in memory: R first)
};

class AgentRenderer {
 public:
  /// The instance list to fill for this frame (cleared; its memory is reused frame to frame).
  std::vector<AgentInstance>& Begin() {
    instances_.clear();
    return instances_;
  }
  /// Queues a callback on `dl` that draws the filled instances when ImGui renders.
  void Queue(ImDrawList* dl, float displayW, float displayH);
  /// Sends the shader program to the GPU process to compile while the page goes on (at start,
  /// before the first frame needs it); drawing finishes it.
  void StartGpuWork();
  /// Waits for that work (the GL objects made too): the page's start does it in a task of its own.
  bool FinishGpuWork() { return EnsureGpuObjects(); }
  /// Whether that work is done, asked without waiting (gl_program.h ProgramReady).
  bool GpuWorkDone() const { return ProgramReady(pending_); }
  /// The GL objects died with a lost context: forget them (do not delete) and recreate lazily.
  void ForgetGpuObjects();

 private:
  static void Callback(const ImDrawList* list, const ImDrawCmd* cmd);
  void Draw();
  bool EnsureGpuObjects();

  static constexpr int kBatch = 256;  // agents per instance
  static constexpr int kRow = 1024;   // agents per texture row
  static constexpr int kGeometryUnit = 1, kColorUnit = 2;  // texture units (ImGui uses 0)

  std::vector<AgentInstance> instances_;
  std::vector<float> geometry_;     // staging, texture layout
  std::vector<uint32_t> colors_;
  float displayW_ = 1.0f, displayH_ = 1.0f;
  PendingProgram pending_;  // sent by StartGpuWork, not checked yet
  unsigned program_ = 0, vao_ = 0, geometryTexture_ = 0, colorTexture_ = 0;
  int uDisplay_ = -1, uBatch_ = -1, uCount_ = -1;
  int rows_ = 0;  // rows the textures hold
};

}  // namespace app
