// The JSON writer of the page's replies (webapi.cpp): values are written in order and separate
// themselves, so a reply reads as its shape:
//   j.BeginObject().Key("demo").String("pursuit").Key("frame").Number(600).EndObject();
// gives {"demo":"pursuit","frame":600}. Numbers are always finite ("%.9g": a float reads back to
// the same float; NaN or infinity is written 0, as JSON has neither), strings are escaped ('"',
// '\' and control characters). No parser and no allocation beyond the text: a header-only
// library (Debian's tao-json or nlohmann-json) would weigh more in the page than these lines.
#pragma once

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace app {

class JsonWriter {
 public:
  JsonWriter& BeginObject() { return Open('{'); }
  JsonWriter& EndObject() { return Close('}'); }
  JsonWriter& BeginArray() { return Open('['); }
  JsonWriter& EndArray() { return Close(']'); }
  /// An object's key; its value comes next.
  JsonWriter& Key(const char* key) {
    String(key);
    text_ += ':';
    needComma_ = false;
    return *this;
  }
  /// A number as JSON reads it back: a whole number up to 2^53 exactly (a seed, a frame count:
  /// "%.9g" wrote seed 12345678901 as 12345678900); a float's value in the fewest digits that give
  /// the same float (a range's 0.1f is 0.1, not 0.100000001); any other double to 9 digits.
  JsonWriter& Number(double v) {
    Separate();
    if (!std::isfinite(v)) v = 0.0;
    char buf[40];
    float f = float(v);
    if (v == std::floor(v) && std::fabs(v) <= 9007199254740992.0) {
      std::snprintf(buf, sizeof buf, "%.0f", v);
    } else if (double(f) == v) {
      for (int digits = 6; digits <= 9; ++digits) {
        std::snprintf(buf, sizeof buf, "%.*g", digits, v);
        if (std::strtof(buf, nullptr) == f) break;
      }
    } else {
      std::snprintf(buf, sizeof buf, "%.9g", v);
    }
    text_ += buf;
    return *this;
  }
  JsonWriter& Bool(bool b) { return Literal(b ? "true" : "false"); }
  JsonWriter& Null() { return Literal("null"); }
  JsonWriter& String(const std::string& s) { return String(s.c_str()); }
  JsonWriter& String(const char* s) {
    Separate();
    text_ += '"';
    for (const unsigned char* c = reinterpret_cast<const unsigned char*>(s ? s : ""); *c; ++c) {
      if (*c == '"' || *c == '\\') {
        text_ += '\\';
        text_ += char(*c);
      } else if (*c < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", *c);
        text_ += buf;
      } else {
        text_ += char(*c);
      }
    }
    text_ += '"';
    return *this;
  }
  /// A point as [x, y].
  template <typename V>
  JsonWriter& Point(V v) {
    return BeginArray().Number(v.x).Number(v.y).EndArray();
  }

  const std::string& text() const { return text_; }
  std::string Take() { return std::move(text_); }

 private:
  void Separate() {
    if (needComma_) text_ += ',';
    needComma_ = true;
  }
  JsonWriter& Literal(const char* t) {
    Separate();
    text_ += t;
    return *this;
  }
  JsonWriter& Open(char c) {
    Separate();
    text_ += c;
    needComma_ = false;
    return *this;
  }
  JsonWriter& Close(char c) {
    text_ += c;
    needComma_ = true;
    return *this;
  }

  std::string text_;
  bool needComma_ = false;
};

}  // namespace app
