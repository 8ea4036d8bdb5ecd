// Parts of SDL2 this page never uses, cut at link time (-Wl,--wrap, see CMakeLists.txt).
//
// The page draws everything with WebGL; SDL only gives it a window, a GL context and input.
// Yet SDL's Emscripten video driver keeps software surfaces reachable through its function
// tables (colour cursors are converted with SDL_ConvertSurfaceFormat), and those pulled in every
// pixel-format blitter SDL has: about 200 KB of the wasm. SDL is now built with
// SDL_LEAN_AND_MEAN (scripts/setup.sh), which leaves the blitters out; the conversion and blit
// glue that remains is another 10 KB (4 KB gzipped). The wrapped calls fail cleanly instead, as
// SDL's own API allows: conversion returns NULL and a blit -1, each with an SDL_GetError() message. ImGui's mouse cursors are system cursors (CSS), which do
// not go through surfaces, so nothing the page does changes.
#include <SDL.h>
#include <GLES3/gl3.h>

#include <cstring>

namespace {
const char kNoSurfaces[] = "software surfaces are not built into this page (WebGL only)";
}  // namespace

extern "C" {

SDL_Surface* __wrap_SDL_ConvertSurface(SDL_Surface*, const SDL_PixelFormat*, Uint32) {
  SDL_SetError(kNoSurfaces);
  return nullptr;
}
SDL_Surface* __wrap_SDL_ConvertSurfaceFormat(SDL_Surface*, Uint32, Uint32) {
  SDL_SetError(kNoSurfaces);
  return nullptr;
}
int __wrap_SDL_UpperBlit(SDL_Surface*, const SDL_Rect*, SDL_Surface*, SDL_Rect*) {
  return SDL_SetError(kNoSurfaces);
}
int __wrap_SDL_LowerBlit(SDL_Surface*, SDL_Rect*, SDL_Surface*, SDL_Rect*) { return SDL_SetError(kNoSurfaces); }
int __wrap_SDL_UpperBlitScaled(SDL_Surface*, const SDL_Rect*, SDL_Surface*, SDL_Rect*) {
  return SDL_SetError(kNoSurfaces);
}
int __wrap_SDL_LowerBlitScaled(SDL_Surface*, SDL_Rect*, SDL_Surface*, SDL_Rect*) {
  return SDL_SetError(kNoSurfaces);
}

// eglGetProcAddress: emscripten's returns any of the ~300 GL entry points by name, so linking it
// keeps every WebGL wrapper of emscripten's GL library in playground.js and a name table in the
// wasm (about 9 KB gzipped in all). The page calls GL directly; SDL asks for a function by name only
// when SDL_GL_GetAttribute or SDL_GL_ExtensionSupported query the context, and these are the
// functions it asks for. Any other name gets NULL, as for a function the context lacks.
void* __wrap_eglGetProcAddress(const char* name) {
  if (!name) return nullptr;
  if (!std::strcmp(name, "glGetString")) return reinterpret_cast<void*>(&glGetString);
  if (!std::strcmp(name, "glGetStringi")) return reinterpret_cast<void*>(&glGetStringi);
  if (!std::strcmp(name, "glGetIntegerv")) return reinterpret_cast<void*>(&glGetIntegerv);
  if (!std::strcmp(name, "glGetError")) return reinterpret_cast<void*>(&glGetError);
  if (!std::strcmp(name, "glGetFramebufferAttachmentParameteriv"))
    return reinterpret_cast<void*>(&glGetFramebufferAttachmentParameteriv);
  if (!std::strcmp(name, "glBindFramebuffer")) return reinterpret_cast<void*>(&glBindFramebuffer);
  return nullptr;
}

}  // extern "C"
