// The UI font: DejaVu Sans from Debian's fonts-dejavu-core, subset at build time to the glyphs
// the UI uses (scripts/embed_font.py writes ui_font.cpp into the build folder).
#pragma once

namespace app {
extern const unsigned char kUiFontTtf[];
extern const unsigned int kUiFontTtfSize;
}  // namespace app
