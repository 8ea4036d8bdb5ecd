// One WebGL 2 program from a vertex and a fragment shader source, built in two halves so the
// GPU process compiles and links while the page does other work. In Chromium every status query
// (glGetShaderiv, glGetProgramiv) waits for the GPU process; on a software GPU the two
// renderers' programs take 10-70 ms, which the first frame used to spend waiting. Shared by
// agents_gl.cpp and ui_gl.cpp; main.cpp starts both right after the context exists.
#pragma once

namespace app {

/// A program sent to the GPU and not checked yet (all zero: nothing pending).
struct PendingProgram {
  unsigned program = 0, vertex = 0, fragment = 0;
};

/// Sends both sources, the compiles and the link; returns at once (no status query).
PendingProgram StartProgram(const char* vertexSource, const char* fragmentSource);

/// Whether the GPU has compiled and linked `pending`, asked without waiting where the GPU can say
/// so (WebGL's KHR_parallel_shader_compile, which real GPUs have); true where it cannot (a software
/// GPU, SwiftShader: asking would wait), and for nothing pending.
bool ProgramReady(const PendingProgram& pending);

/// Waits for `pending`, releases its shaders and resets it. Returns the linked program, or 0
/// when it does not compile or link (the GL logs go to stderr, prefixed with `what`).
unsigned FinishProgram(const char* what, PendingProgram& pending);

}  // namespace app
