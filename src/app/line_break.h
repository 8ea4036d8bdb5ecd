// Where the app's words break into lines (ui.cpp's WrapText: the panel's paragraphs, the status
// line, notices, the challenge's verdict): at spaces, and between two CJK characters; never inside
// a number or a word ("1.5", "v=3", "perseguição"), never between a number and its unit
// ("120 px"), never before CJK closing punctuation (，。) nor after an opening one, and never at a
// no-break space (U+00A0: the tables write "第 3 章" and "%d agent-steps" with one) nor beside a
// middle dot ("智能体·步"). ImGui's own wrapping breaks a CJK run anywhere and may break after the
// point of "1.5". A pure function of the text and a measure, so a native test checks it
// (tests/unit/line_break_test.cpp).
#pragma once

#include <algorithm>
#include <string>

namespace app {
namespace line_break {

inline unsigned DecodeUtf8(const char* s, int* len) {
  unsigned char c = static_cast<unsigned char>(s[0]);
  int n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
  unsigned cp = n == 1 ? c : n == 2 ? c & 0x1F : n == 3 ? c & 0x0F : c & 0x07;
  for (int i = 1; i < n; ++i) {
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) {
      n = i;
      break;
    }
    cp = (cp << 6) | (static_cast<unsigned char>(s[i]) & 0x3F);
  }
  *len = n;
  return cp;
}
inline bool IsCjk(unsigned cp) {
  return (cp >= 0x2E80 && cp <= 0x9FFF) || (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xFF00 && cp <= 0xFFEF);
}
inline bool IsCjkCloser(unsigned cp) {
  for (unsigned c : {0x3001u, 0x3002u, 0xFF0Cu, 0xFF1Au, 0xFF1Bu, 0xFF09u, 0xFF01u, 0xFF1Fu, 0x300Du, 0x300Bu, 0x201Du})
    if (cp == c) return true;
  return false;
}
inline bool IsCjkOpener(unsigned cp) { return cp == 0xFF08 || cp == 0x300C || cp == 0x300A || cp == 0x201C; }
/// U+00A0 (no-break space) or U+00B7 (middle dot) at `s`: what is on either side stays together.
inline bool IsGlue(const char* s) {
  return static_cast<unsigned char>(s[0]) == 0xC2 &&
         (static_cast<unsigned char>(s[1]) == 0xA0 || static_cast<unsigned char>(s[1]) == 0xB7);
}
inline bool Breakable(char c) { return c == '\0' || c == ' ' || c == '\n'; }

/// The end of the unbreakable piece starting at p (not a space).
inline const char* PieceEnd(const char* p) {
  int n;
  unsigned cp = DecodeUtf8(p, &n);
  const char* e = p + n;
  if (IsCjk(cp) || cp == 0x201C || cp == 0x201D) {
    if (IsCjkOpener(cp) && !Breakable(*e)) return PieceEnd(e);
  } else {
    while (!Breakable(*e) && !IsCjk(DecodeUtf8(e, &n))) e += n;
  }
  while (*e && IsCjkCloser(DecodeUtf8(e, &n))) e += n;
  // A number and its unit stay together: "120 px", "0.5 s".
  if (e > p && e[-1] >= '0' && e[-1] <= '9' && e[0] == ' ' &&
      ((e[1] >= 'a' && e[1] <= 'z') || (e[1] >= 'A' && e[1] <= 'Z') || e[1] == '%')) {
    const char* unit = e + 1;
    while (!Breakable(*unit) && !IsCjk(DecodeUtf8(unit, &n))) unit += n;
    if (unit - e <= 6) e = unit;  // a unit is short; a longer word is a word
  }
  // A no-break space or a middle dot holds the next piece on: one ending this piece (a word's
  // loop takes it in), or one right after a CJK character.
  if (*e && IsGlue(e)) e += 2;
  if (e - p >= 2 && IsGlue(e - 2) && !Breakable(*e)) return PieceEnd(e);
  return e;
}

}  // namespace line_break

/// The width of the widest piece WrapWords would keep on one line: the narrowest a box can be and
/// still show `text` without cutting a word ("Polarização", "120 px", "智能体·步").
template <class Measure>
float WidestPiece(const char* text, Measure measure) {
  float widest = 0.0f;
  for (const char* p = text; *p;) {
    if (line_break::Breakable(*p)) {
      ++p;
      continue;
    }
    const char* e = line_break::PieceEnd(p);
    widest = std::max(widest, measure(p, e));
    p = e;
  }
  return widest;
}

/// `text` with a '\n' wherever a line would pass `width`, by `measure(begin, end)` (the width of
/// the bytes [begin, end) as drawn). Spaces at a break are dropped; a piece wider than `width`
/// has a line of its own; the text's own line breaks stay.
template <class Measure>
std::string WrapWords(const char* text, float width, Measure measure) {
  static constexpr char kSpace[] = " ";
  const float space = measure(kSpace, kSpace + 1);
  std::string out;
  float line = 0.0f;
  bool empty = true;
  for (const char* p = text; *p;) {
    if (*p == '\n') {
      out += '\n';
      line = 0.0f, empty = true;
      ++p;
      continue;
    }
    int spaces = 0;
    while (*p == ' ') ++p, ++spaces;
    if (!*p || *p == '\n') continue;
    const char* e = line_break::PieceEnd(p);
    float w = measure(p, e);
    if (!empty && line + float(spaces) * space + w > width) {
      out += '\n';
      line = 0.0f, empty = true;
    }
    if (!empty) out.append(size_t(spaces), ' '), line += float(spaces) * space;
    out.append(p, e);
    line += w, empty = false;
    p = e;
  }
  return out;
}

}  // namespace app
