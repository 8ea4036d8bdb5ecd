// The app's platform layer, on SDL2 in the page and on the desktop: the window (the page's
// canvas), its OpenGL ES 3 / WebGL 2 context, its size in UI px and in device pixels, input, the
// clipboard, the cursor, and Dear ImGui's platform side (display size, time, mouse, keys).
//
// platform.cpp is SDL2 for both targets: SDL_Init, SDL_CreateWindow, SDL_GL_CreateContext,
// SDL_PollEvent, SDL's system cursors. SDL's events are turned into the small Event below, which
// the frame (main.cpp) reads in order with Poll, the same on both targets. A finger is also the
// mouse, as SDL makes it: the first finger on the canvas sends MouseMove, MouseDown, then
// FingerDown; the others only Finger events (the pinch).
//
// In the page a few things SDL 2.26's Emscripten port does not do as the page needs are kept
// beside it, on Emscripten's HTML5 API (platform_web.cpp; each says why there): the key's
// KeyboardEvent.key and which keys the browser keeps, a drag that leaves the canvas, the canvas's
// own blur, the canvas's CSS size. WebGL context loss and a hidden tab or canvas are the page's
// (shell/shell.js tells the app through webapi.cpp).
#pragma once

#include <cmath>
#include <string>

#include "steer/vec2.h"

namespace app::platform {

using Vec2 = steer::Vec2;

/// A size in UI px times the frame's device-pixel scale (ImGui's DisplayFramebufferScale, the
/// drawable's size / the UI px), in whole device pixels: the drawable's own size. int() cut it a
/// pixel short where the float product fell just under (842 device px at X11's 1.5 made 841).
inline int DevicePx(float uiPx, float scale) { return int(std::lround(uiPx * scale)); }

struct Event {
  enum Type : unsigned char {
    MouseDown, MouseMove, MouseUp, MouseLeave, Wheel, KeyDown, KeyUp, FingerDown, FingerMove, FingerUp,
    Text,  ///< a typed character (the desktop's SDL_TEXTINPUT): ImGui's input and a shortcut key
    Blur,  ///< the window or canvas lost the keyboard focus: keys held are let go
    Quit,  ///< the desktop window was closed
    Hidden,  ///< the desktop window was minimized or hidden (the page's hidden tab): nothing draws or steps
    Shown,   ///< the desktop window is back on screen
  };
  Type type = MouseMove;
  bool touch = false;  ///< a Mouse* event of the first finger
  int button = 0;      ///< 0 left, 1 right, 2 middle
  Vec2 pos;            ///< UI px (CSS px in the page) from the canvas's or window's top-left corner
  int wheel = 0;       ///< whole wheel steps, positive away from the user (zoom in)
  long finger = 0;     ///< the finger's id
  int keyCode = 0;     ///< ImGui's io.KeysDown index (0-511): KeyboardEvent.keyCode in the page, the SDL scancode on the desktop
  char key[16] = {};   ///< as KeyboardEvent.key: "n", " ", "ArrowRight", "+"... ("" when the desktop's Text event names it)
  bool ctrl = false, shift = false, alt = false, meta = false;
  bool modsKnown = false;  ///< a mouse event: whether ctrl..meta were read with it
};

struct Options {
  int width = 1280, height = 720;  ///< the desktop window's size (UI px); the page's canvas has its CSS size
  bool hidden = false;             ///< no window shown (desktop screenshots under a virtual display still draw)
  /// The desktop's GL: OpenGL ES 3.0 through EGL, else OpenGL 3.3 core (Auto); or only one of them.
  enum class Gl : unsigned char { Auto, Es3, Core33 } gl = Gl::Auto;
};

/// SDL (video, events, timer), the window and its GL context (in the page the canvas's WebGL 2
/// context, the one shell.js created with the same attributes), input. `isShortcut` tells the
/// scene's keyboard shortcuts (main.cpp's HandleKey): in the page the browser's default action
/// for them (Space scrolls the page) is cancelled on the canvas. False without a GL context.
bool Init(bool (*isShortcut)(const char* key), const Options& options = {});
void Shutdown();
/// The next event, oldest first; false when there is none.
bool Poll(Event* e);
/// Waits up to `seconds` for an event (the desktop loop, while nothing changes); true if one came.
bool WaitEvent(double seconds);
/// The drawing buffer follows the canvas's CSS size times devicePixelRatio (browser zoom too);
/// the desktop's follows the window.
void SyncCanvasSize();
/// Device pixels per UI px (devicePixelRatio in the page; drawable / window size on the desktop).
float PixelRatio();
/// Whether the drawing buffer keeps its pixels from one frame to the next (the page's
/// preserveDrawingBuffer), so a frame may redraw only part of it.
bool KeepsPixels();
/// Shows the frame drawn (the desktop's buffer swap; the browser shows the page's by itself).
void Present();
/// ImGui's frame start: display size and framebuffer scale, time step, mouse position and buttons
/// (presses and releases one a frame, each at its own position: a click and a move within one
/// frame is still a click where it was made), the cursor.
void NewImGuiFrame();
/// Whether a press or release waits for a frame of its own (NewImGuiFrame shows one a frame), or
/// a key let go before a frame saw it down waits for the next frame to be let go.
bool InputPending();
/// Whether the press this frame shows is a double-click's second, by the system's own timing (on
/// the desktop; the page's double-click is the browser's dblclick event). ImGui's own is timed by
/// its frames, which a slow frame or the presses' one-a-frame queue spread past its 0.3 s.
bool DoubleClickShown();
/// What ImGui is told of an event (wheel, keys, characters, focus); the mouse's state is read at
/// NewImGuiFrame.
void ImGuiEvent(const Event& e);
/// The clipboard's text (SDL_SetClipboardText); false where it cannot be written.
bool SetClipboard(const std::string& text);
/// The window's title (desktop).
void SetTitle(const char* title);

}  // namespace app::platform
