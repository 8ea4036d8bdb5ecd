// Dear ImGui's draw lists on WebGL 2, in one small renderer of our own. ImGui's stock OpenGL 3
// backend saves and restores the GL state around every frame with a dozen glGet* calls; in
// Chromium each WebGL getParameter waits for the GPU process, so on a CPU rasterizer
// (SwiftShader) the page spent most of every frame blocked there. This renderer owns the whole
// context, so it only sets state, never reads it back.
#pragma once

#include <vector>

#include "app/gl_program.h"

struct ImDrawData;

namespace app {

class UiRenderer {
 public:
  /// Uploads ImGui's font atlas (after io.Fonts->Build()) and gives ImGui its texture id.
  void UploadFontAtlas();
  /// A rectangle of the framebuffer in device pixels, y down (as ImGui's clip rectangles).
  struct Rect {
    float x0, y0, x1, y1;
  };
  /// Draws the frame's lists into a framebuffer of fbW x fbH pixels. User callbacks run in
  /// order; ImDrawCallback_ResetRenderState sets this renderer's state again after one. With
  /// `only`, every draw is cut to that rectangle and commands outside it are skipped (a partial
  /// redraw: the pixels outside it are kept from an earlier frame).
  void Render(const ImDrawData* data, int fbW, int fbH, const Rect* only = nullptr);
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
  bool EnsureGpuObjects();
  void SetupState(const ImDrawData* data, int fbW, int fbH);

  void Upload(const ImDrawData* data);

  PendingProgram pending_;  // sent by StartGpuWork, not checked yet
  // The frame's vertices and indices of every list in one piece (Upload), and where each list's
  // indices start in it.
  std::vector<unsigned char> vertices_;
  std::vector<unsigned> indices_, listIndexStart_;
  unsigned program_ = 0, vao_ = 0, vbo_ = 0, ebo_ = 0, fontTexture_ = 0;
  int uScale_ = -1, uOffset_ = -1, uTexture_ = -1;
};

}  // namespace app
