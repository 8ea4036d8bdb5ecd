// Parts of SDL2 and of Emscripten's runtime this page never uses, cut at link time (-Wl,--wrap,
// see CMakeLists.txt): what SDL's Emscripten port keeps reachable through its function tables and
// event registration although the page never asks for it. Each wrapped call fails cleanly or does
// nothing, as its own API allows.
//
// The page draws everything with WebGL; SDL only gives it a window, a GL context and input.
// Yet SDL's Emscripten video driver keeps software surfaces reachable through its function
// tables (colour cursors are converted with SDL_ConvertSurfaceFormat), and those pulled in every
// pixel-format blitter SDL has: about 200 KB of the wasm. SDL is built with SDL_LEAN_AND_MEAN
// (scripts/setup.sh), which leaves the blitters out; the conversion and blit glue that remains
// and the window framebuffer (SDL_GetWindowSurface, with its JS canvas copy) are cut here:
// conversion returns NULL and a blit -1, each with an SDL_GetError() message. ImGui's mouse
// cursors are system cursors (CSS), which do not go through surfaces.
//
// SDL's touch gestures ($1 recognizer, multigesture: its own trigonometry and a qsort) run on
// every event SDL queues; the page pinches with its own two-finger code (main.cpp), and SDL then
// sends no SDL_MULTIGESTURE or SDL_DOLLAR* event.
//
// The browser's fullscreen, pointer lock, page visibility and unload: SDL listens for them on
// every page; this one uses none of them (a hidden tab is the page's own business: shell.js), so
// they are not listened for, and asking for them says "not supported". emscripten_sleep is
// called only under ASYNCIFY, which the page is not built with.
#include "app/gl.h"
#include <SDL.h>
#include <emscripten/html5.h>

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

// SDL_gesture.c
int __wrap_SDL_GestureAddTouch(SDL_TouchID) { return 0; }
int __wrap_SDL_GestureDelTouch(SDL_TouchID) { return 0; }
void __wrap_SDL_GestureProcessEvent(SDL_Event*) {}
void __wrap_SDL_GestureQuit(void) {}

// SDL_emscriptenframebuffer.c (their first argument is SDL's video device)
int __wrap_Emscripten_CreateWindowFramebuffer(void*, SDL_Window*, Uint32*, void**, int*) { return SDL_SetError(kNoSurfaces); }
int __wrap_Emscripten_UpdateWindowFramebuffer(void*, SDL_Window*, const SDL_Rect*, int) { return SDL_SetError(kNoSurfaces); }
void __wrap_Emscripten_DestroyWindowFramebuffer(void*, SDL_Window*) {}

// Emscripten's HTML5 API, as SDL_emscriptenevents.c, SDL_emscriptenvideo.c and SDL_emscriptenmouse.c call it
EMSCRIPTEN_RESULT __wrap_emscripten_set_fullscreenchange_callback_on_thread(const char*, void*, EM_BOOL,
                                                                            em_fullscreenchange_callback_func, pthread_t) {
  return EMSCRIPTEN_RESULT_SUCCESS;
}
EMSCRIPTEN_RESULT __wrap_emscripten_set_pointerlockchange_callback_on_thread(const char*, void*, EM_BOOL,
                                                                             em_pointerlockchange_callback_func, pthread_t) {
  return EMSCRIPTEN_RESULT_SUCCESS;
}
EMSCRIPTEN_RESULT __wrap_emscripten_set_visibilitychange_callback_on_thread(void*, EM_BOOL,
                                                                            em_visibilitychange_callback_func, pthread_t) {
  return EMSCRIPTEN_RESULT_SUCCESS;
}
EMSCRIPTEN_RESULT __wrap_emscripten_set_beforeunload_callback_on_thread(void*, em_beforeunload_callback, pthread_t) {
  return EMSCRIPTEN_RESULT_SUCCESS;
}
EMSCRIPTEN_RESULT __wrap_emscripten_request_fullscreen_strategy(const char*, EM_BOOL, const EmscriptenFullscreenStrategy*) {
  return EMSCRIPTEN_RESULT_NOT_SUPPORTED;
}
EMSCRIPTEN_RESULT __wrap_emscripten_exit_fullscreen(void) { return EMSCRIPTEN_RESULT_NOT_SUPPORTED; }
EMSCRIPTEN_RESULT __wrap_emscripten_request_pointerlock(const char*, EM_BOOL) { return EMSCRIPTEN_RESULT_NOT_SUPPORTED; }
EMSCRIPTEN_RESULT __wrap_emscripten_exit_pointerlock(void) { return EMSCRIPTEN_RESULT_NOT_SUPPORTED; }
void __wrap_emscripten_sleep(unsigned int) {}

}  // extern "C"
