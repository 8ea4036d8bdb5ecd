// The words people read, by key, in the current language (issue #19). The tables are
// strings/<lang>.json (flat key -> text, placeholders {0} {1}); scripts/strings.py checks that
// every table has exactly English's keys and placeholders, compiles English in (so the English
// page needs no extra request) and writes the others to web/lang/<lang>.json, which the page
// fetches only when that language is chosen and hands over with SetLanguage.
//
// A key written in the code, Tr("key"), is checked and indexed by the compiler (demos::Key): a key
// English lacks does not compile. Keys made at run time go through TrKey.
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
#include <vector>

#include "strings_keys.h"  // written by scripts/strings.py into the build directory

namespace demos {

/// A key of the English table, written in the code: its index there, found by the compiler (a key
/// the table lacks does not compile, and the program does not hold the key's text again).
struct Key {
  int id;
  consteval Key(const char* key) : id(IndexOf(key)) {}  // NOLINT: implicit, Tr("...") reads as text

 private:
  static consteval bool Less(const char* a, const char* b) {
    for (; *a && *a == *b; ++a, ++b) {
    }
    return static_cast<unsigned char>(*a) < static_cast<unsigned char>(*b);
  }
  static consteval int IndexOf(const char* key) {
    int lo = 0, hi = strings_keys::kCount;
    while (lo < hi) {
      int mid = (lo + hi) / 2;
      if (Less(strings_keys::kKeys[mid], key)) lo = mid + 1;
      else hi = mid;
    }
    if (lo == strings_keys::kCount || Less(key, strings_keys::kKeys[lo])) throw "not a key of strings/en.json";
    return lo;
  }
};

/// The text of `key` in the current language, else in English. Never null; lives until the
/// program ends.
const char* Tr(Key key);
/// The same for a key made at run time ("param." + demo + ...): else the key itself (a missing
/// key is a bug the build check and tests/unit/strings_test.cpp catch).
const char* TrKey(std::string_view key);
/// The text of `key` with its placeholders {0} {1}... replaced by `args` in order (a placeholder
/// without an argument stays as it is).
std::string Trf(Key key, std::initializer_list<std::string_view> args);
/// The text of `key` ("use {0} or {1}") with `choices` in it: all but the last, joined by the
/// language's list separator (ui.list_separator), as {0}; the last as {1}. Two choices or more.
std::string TrChoices(Key key, const std::vector<std::string>& choices);
/// Whether `key` is in the English table.
bool HasKey(std::string_view key);
/// The English table's keys that start with `prefix`, in order ("metric." gives the plotted
/// measures'). Code that looks through keys at run time uses this, never strings_keys::kKeys,
/// which would put every key's text in the page's wasm again (about 9 KB gzipped).
std::vector<std::string_view> KeysStartingWith(std::string_view prefix);
/// A plotted measure's shown name ("mean speed": metric.mean_speed), else the name itself (its id
/// in the plots, checks and the JS API).
const char* MetricText(std::string_view name);

/// The text of key `own` in the current language, else of `shared` (skipped when empty), else the
/// same two in English, else `fallback`: a demo's own words before the shared ones.
const char* TextOr(std::string_view own, std::string_view shared, const char* fallback);
/// A parameter's label, unit or help (`field`) in the current language: the demo's own key,
/// else the shared parameter's; "" when neither exists (most parameters have no unit).
const char* ParamText(std::string_view demo, std::string_view name, std::string_view field);
/// "a.b.c" or "a.b.c.d" (`d` empty: three parts): a key made from ids and names.
std::string JoinKey(std::string_view a, std::string_view b, std::string_view c, std::string_view d = {});
/// Changes each time SetLanguage succeeds. A table whose texts point into the strings (the demo
/// and lesson tables) keeps the epoch it was pointed at and re-points its texts when it differs;
/// the strings know nothing of the tables above them.
unsigned LanguageEpoch();

/// The languages there are tables for, each with its name in itself (the page's picker): the one
/// list the page reads too (src/app/first_screen.cpp writes it into index.html).
struct KnownLanguage {
  const char* tag;       ///< BCP 47, as links write it (lang=) and strings/<tag>.json is named
  const char* name;      ///< in the language itself
  bool ownFont = false;  ///< its glyphs come from a font of its own (lang/<tag>.ttf, subset to its table), not the UI font
};
inline constexpr KnownLanguage kLanguages[] = {
    {"en", "English"}, {"zh-CN", "简体中文", true}, {"pt-BR", "Português (Brasil)"}};
/// Whether language `tag` (canonical) has a font of its own (KnownLanguage::ownFont).
bool HasOwnFont(std::string_view tag);
/// The canonical tag of a supported language ("pt-br" -> "pt-BR"), or "" if none.
std::string_view CanonicalLanguage(std::string_view tag);

/// The first language of ours in a list of people's preferences, by its primary subtag ("zh",
/// "pt", "en"), as the page reads navigator.languages: "pt_BR.UTF-8:en" -> "pt-BR",
/// "fr,zh-TW" -> "zh-CN"; "" if none. Tags are split at ',', ':', ';' and ' '; "C" and "POSIX"
/// (a POSIX locale without a language) are no language.
std::string_view PreferredLanguage(std::string_view list);

/// Makes `lang` current (or the test-only "en-XA", the pseudo-localised table). English needs no table (it is compiled in); the others take theirs as
/// the page fetched it, one "key<TAB>text" per line. False (nothing changes) for an unknown
/// language or a table that lacks a key of English's. Advances LanguageEpoch().
bool SetLanguage(std::string_view lang, std::string_view table = {});
/// The current language's tag ("en" until SetLanguage).
const char* Language();
/// Every text of the current table, one after another (the glyphs a font needs).
std::string AllTexts();
/// Numbers shown to people use a decimal comma (pt-BR); links and the JS API keep the dot.
bool DecimalComma();
/// Whether `n` takes the language's "one" form of a word ("1 unit", "0,5 segundo"), by CLDR's
/// plural rules: English 1 alone; Portuguese (Brazil) any n below 2 ("i = 0..1"); Chinese none.
bool PluralOne(double n);
/// Rewrites the decimal points of the numbers in `text` (digit '.' digit) as commas when the
/// current language wants them.
void LocalizeNumbers(char* text);
/// `v` with `decimals` decimals ("%.*f": "2.50", "12", "0.3") in the current language's decimal
/// mark ("2,50" in pt-BR): the one way a number is shown with a fixed count of decimals.
std::string FixedNumber(double v, int decimals);
/// A number as a person types it into a field of the page, read back into the form links write:
/// spaces around it dropped, and the current language's decimal mark ("6,5" in pt-BR) written as
/// the links' '.' ("6.5"). '.' is read in every language; a ',' only where the language writes
/// one (in English "1,000" is no number, not 1). Text that is no such number comes back as it was
/// (a choice's name, or text the caller's reader refuses). The one rule for every typed number:
/// the panel's fields, the page's number field (Act's text), the Share dialog's check (JoinCheck).
std::string TypedNumber(std::string_view typed);

}  // namespace demos
