// The words people read, by key, in the current language (issue #19). The tables are
// strings/<lang>.json (flat key -> text, placeholders {0} {1}); scripts/strings.py checks that
// every table has exactly English's keys and placeholders, compiles English in (so the English
// page needs no extra request) and writes the others to web/lang/<lang>.json, which the page
// fetches only when that language is chosen and hands over with SetLanguage.
//
// Keys follow from ids and names, so code never holds the text: demo.<id>.title/.lesson/.source/
// .try1-3, param.<demo>.<name>.label/.unit/.help (a shared parameter's param.<name>.* is the
// fallback), choice.<demo>.<name>.<i> (choice.<name>.<i>), lesson.<id>.title/.text,
// layer.<name>. The demo and lesson tables' text fields point into the current table and are
// re-pointed when the language changes; ids, parameter names and choice names (links and the JS
// API) never change.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

namespace demos {

struct DemoDesc;
struct ParamSpec;
struct Lesson;

/// The text of `key` in the current language, else in English, else the key itself (a missing
/// key is a bug the build check and tests/unit/strings_test.cpp catch). Never null; lives until
/// the program ends.
const char* Tr(std::string_view key);
/// The text of `key` with its placeholders {0} {1}... replaced by `args` in order (a placeholder
/// without an argument stays as it is).
std::string Trf(std::string_view key, std::initializer_list<std::string_view> args);
/// Whether `key` is in the English table.
bool HasKey(std::string_view key);

/// A parameter's label, unit or help (`field`) in the current language: the demo's own key,
/// else the shared parameter's; "" when neither exists (most parameters have no unit).
const char* ParamText(std::string_view demo, std::string_view name, std::string_view field);
/// The shown name of choice k of a Choice parameter (its link name stays spec.choices[k]).
const char* ChoiceLabel(const DemoDesc& demo, const ParamSpec& spec, int k);

/// Points a demo's (or a gallery lesson's) text fields at the current table: title, lesson,
/// source, try-this, and its parameters' label, unit and help.
void LocalizeDemo(DemoDesc& d);
void LocalizeLesson(Lesson& l);

/// The languages there are tables for: "en", "zh-CN", "pt-BR".
inline constexpr const char* kLanguages[] = {"en", "zh-CN", "pt-BR"};
/// The canonical tag of a supported language ("pt-br" -> "pt-BR"), or "" if none.
std::string_view CanonicalLanguage(std::string_view tag);

/// Makes `lang` current (or the test-only "en-XA", the pseudo-localised table). English needs no table (it is compiled in); the others take theirs as
/// the page fetched it, one "key<TAB>text" per line. False (nothing changes) for an unknown
/// language or a table that lacks a key of English's. Re-points the demo and lesson texts.
bool SetLanguage(std::string_view lang, std::string_view table = {});
/// The current language's tag ("en" until SetLanguage).
const char* Language();
/// Every text of the current table, one after another (the glyphs a font needs).
std::string AllTexts();
/// Numbers shown to people use a decimal comma (pt-BR); links and the JS API keep the dot.
bool DecimalComma();
/// Rewrites the decimal points of the numbers in `text` (digit '.' digit) as commas when the
/// current language wants them.
void LocalizeNumbers(char* text);

}  // namespace demos
