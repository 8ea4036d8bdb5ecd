// The lessons gallery: curated scenes, each a share link with a short text. A teacher opens
// one, changes it, and shares the result like any other scene.
#pragma once

#include <string_view>
#include <vector>

namespace demos {

struct Lesson {
  const char* id;    ///< link key lesson=<id>: never changes once published
  const char* link;  ///< a fragment, as in a share link
  /// In the current language (strings.h: lesson.<id>.title, .text).
  const char* title = "";
  const char* text = "";  ///< what to look at, in two or three sentences
};

const std::vector<Lesson>& Lessons();
/// Index of a lesson by id, or -1.
int FindLesson(std::string_view id);

}  // namespace demos
