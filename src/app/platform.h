// The page's platform layer: the WebGL 2 context, the canvas's size and input, and Dear ImGui's
// platform side (display size, time, mouse, keys, cursor), on Emscripten's own HTML5 API
// (emscripten/html5.h). It does what SDL2's Emscripten port did for this page (SDL2 is built on
// the same API) with the parts the page uses only: 26 KB less wasm gzipped, its JS glue, and no
// SDL2 to build from source on a fresh machine (issue #17).
//
// Input arrives as the browser's events, between frames; the callbacks only queue them (and
// decide at once whether the browser's default action is cancelled), and the frame reads them in
// order with Poll. A finger is also the mouse, as in SDL: the first finger on the canvas sends
// MouseMove, MouseDown, then FingerDown; the others only Finger events (the pinch).
#pragma once

#include "steer/vec2.h"

namespace app::platform {

using Vec2 = steer::Vec2;

struct Event {
  enum Type : unsigned char { MouseDown, MouseMove, MouseUp, MouseLeave, Wheel, KeyDown, KeyUp, FingerDown, FingerMove, FingerUp };
  Type type = MouseMove;
  bool touch = false;  ///< a Mouse* event of the first finger
  int button = 0;      ///< 0 left, 1 right, 2 middle
  Vec2 pos;            ///< CSS px from the canvas's top-left corner
  int wheel = 0;       ///< whole wheel steps, positive away from the user (zoom in); 100 px a step
  long finger = 0;     ///< Touch.identifier
  int keyCode = 0;     ///< KeyboardEvent.keyCode (0-511)
  char key[16] = {};   ///< KeyboardEvent.key: "n", " ", "ArrowRight", "+"...
  bool ctrl = false, shift = false, alt = false, meta = false;
};

/// Finds the canvas (#canvas), gets its WebGL 2 context (the one shell.js created, with the same
/// attributes) and listens for its input. `isShortcut` tells the scene's keyboard shortcuts
/// (main.cpp's HandleKey): the browser's default action for them (Space scrolls the page) is
/// cancelled on the canvas. False when there is no WebGL 2.
bool Init(bool (*isShortcut)(const char* key));
/// The next queued event, oldest first; false when there is none.
bool Poll(Event* e);
/// The drawing buffer follows the canvas's CSS size times devicePixelRatio (browser zoom too).
void SyncCanvasSize();
/// ImGui's frame start: display size and framebuffer scale, time step, mouse position and buttons
/// (a press and release within one frame still counts as held for that frame), the cursor.
void NewImGuiFrame();
/// What ImGui is told of an event (wheel, keys, characters); the mouse's state is read at
/// NewImGuiFrame.
void ImGuiEvent(const Event& e);

}  // namespace app::platform
