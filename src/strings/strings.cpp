// The string tables at run time: English compiled in (strings_en.cpp, written by
// scripts/strings.py), another language handed over by the page (SetLanguage). A table is its
// text with every key and text NUL-terminated in place, and a sorted index of (key, text).
#include "strings/strings.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>
#include <utility>
#include <vector>


namespace demos {

// strings_en.cpp (scripts/strings.py): the keys, sorted and front-coded, and the texts in their order.
extern const char kEnglishKeys[], kEnglishTexts[];
extern const unsigned kEnglishKeysSize, kEnglishTextsSize;

namespace {

struct Table {
  std::string lang;
  std::string storage;  // NUL-separated: another language's keys and texts, or English's keys
  std::vector<std::pair<std::string_view, const char*>> index;  // sorted by key

  const char* Find(std::string_view key) const {
    auto it = std::lower_bound(index.begin(), index.end(), key,
                               [](const auto& e, std::string_view k) { return e.first < k; });
    return it != index.end() && it->first == key ? it->second : nullptr;
  }
  /// Indexes "key\0text\0..." of `size` bytes; false unless it is whole pairs in key order.
  bool IndexPairs(const char* p, size_t size) {
    const char* end = p + size;
    while (p < end) {
      const char* key = p;
      const char* keyEnd = static_cast<const char*>(std::memchr(p, 0, size_t(end - p)));
      if (!keyEnd || keyEnd + 1 >= end) return false;
      const char* text = keyEnd + 1;
      const char* textEnd = static_cast<const char*>(std::memchr(text, 0, size_t(end - text)));
      if (!textEnd) return false;
      index.push_back({std::string_view(key, size_t(keyEnd - key)), text});
      if (index.size() > 1 && !(index[index.size() - 2].first < index.back().first)) return false;
      p = textEnd + 1;
    }
    return true;
  }
};

const Table& English() {
  static const Table table = [] {
    Table t;
    t.lang = "en";
    // Keys: each repeats the previous one's first (byte - 1) characters, then its own rest.
    std::string prev;
    for (const char* k = kEnglishKeys; k < kEnglishKeys + kEnglishKeysSize; k += std::strlen(k) + 1) {
      prev = prev.substr(0, size_t(k[0] - 1)) + (k + 1);
      t.storage.append(prev).push_back('\0');
    }
    const char* text = kEnglishTexts;
    for (size_t at = 0; at < t.storage.size() && text < kEnglishTexts + kEnglishTextsSize; at = t.storage.find('\0', at) + 1) {
      t.index.push_back({std::string_view(t.storage.data() + at), text});
      text += std::strlen(text) + 1;
    }
    return t;
  }();
  return table;
}

// Every table ever made current stays alive (at most one per language and table text), so a
// pointer handed out before a switch never dangles.
std::vector<std::unique_ptr<Table>>& Loaded() {
  static std::vector<std::unique_ptr<Table>> loaded;
  return loaded;
}
const Table* current = nullptr;  // null: English
unsigned epoch = 0;              // counts the successful SetLanguage calls

const Table& Current() { return current ? *current : English(); }

// A key no table has (a bug the tests catch): shown as itself, each copy kept for good.
const char* Missing(std::string_view key) {
  struct Node {
    std::string key;
    const Node* next;
  };
  static const Node* missing = nullptr;
  for (const Node* n = missing; n; n = n->next)
    if (n->key == key) return n->key.c_str();
  missing = new Node{std::string(key), missing};
  return missing->key.c_str();
}

// Tables of texts that point into the strings (the demo and lesson tables) compare LanguageEpoch()
// with the one they were pointed at and re-point themselves: the strings know nothing above them.
void Relocalize() { ++epoch; }

}  // namespace

const char* TrKey(std::string_view key) {
  if (const char* t = Current().Find(key)) return t;
  if (const char* t = English().Find(key)) return t;
  return Missing(key);
}

const char* Tr(Key key) {
  // English's index is in the keys' order, as strings_keys.h is (both from scripts/strings.py).
  const std::pair<std::string_view, const char*>& en = English().index[size_t(key.id)];
  if (current)
    if (const char* t = current->Find(en.first)) return t;
  return en.second;
}

std::string Trf(Key key, std::initializer_list<std::string_view> args) {
  std::string out;
  for (const char* p = Tr(key); *p; ++p) {
    size_t i = size_t(p[1] - '0');
    if (p[0] == '{' && i < args.size() && p[2] == '}') {
      out.append(args.begin()[i]);
      p += 2;
    } else {
      out += *p;
    }
  }
  return out;
}

std::string TrChoices(Key key, const std::vector<std::string>& choices) {
  std::string head;
  for (size_t i = 0; i + 1 < choices.size(); ++i) head += (i ? Tr("ui.list_separator") : "") + choices[i];
  return Trf(key, {head, choices.empty() ? std::string_view() : std::string_view(choices.back())});
}

bool HasOwnFont(std::string_view tag) {
  for (const KnownLanguage& lang : kLanguages)
    if (tag == lang.tag) return lang.ownFont;
  return false;
}

bool HasKey(std::string_view key) { return English().Find(key) != nullptr; }

std::vector<std::string_view> KeysStartingWith(std::string_view prefix) {
  const auto& index = English().index;
  auto it = std::lower_bound(index.begin(), index.end(), prefix,
                             [](const auto& e, std::string_view k) { return e.first < k; });
  std::vector<std::string_view> keys;
  for (; it != index.end() && it->first.substr(0, prefix.size()) == prefix; ++it) keys.push_back(it->first);
  return keys;
}

const char* MetricText(std::string_view name) {
  static std::string shown;
  std::string key = "metric." + std::string(name);
  std::replace(key.begin(), key.end(), ' ', '_');
  if (HasKey(key)) return TrKey(key);
  shown = name;
  return shown.c_str();
}

const char* TextOr(std::string_view own, std::string_view shared, const char* fallback) {
  for (const Table* t : {&Current(), &English()}) {
    if (const char* s = t->Find(own)) return s;
    if (!shared.empty())
      if (const char* s = t->Find(shared)) return s;
  }
  return fallback;
}

const char* ParamText(std::string_view demo, std::string_view name, std::string_view field) {
  return TextOr(JoinKey("param", demo, name, field), JoinKey("param", name, field), "");
}

std::string JoinKey(std::string_view a, std::string_view b, std::string_view c, std::string_view d) {
  std::string k;
  k.reserve(a.size() + b.size() + c.size() + d.size() + 3);
  k.append(a).append(".").append(b).append(".").append(c);
  if (!d.empty()) k.append(".").append(d);
  return k;
}

unsigned LanguageEpoch() { return epoch; }

std::string_view CanonicalLanguage(std::string_view tag) {
  auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : (c == '_' ? '-' : c); };
  for (const KnownLanguage& lang : kLanguages) {
    std::string_view l(lang.tag);
    bool same = l.size() == tag.size();
    for (size_t i = 0; same && i < l.size(); ++i) same = lower(tag[i]) == lower(l[i]);
    if (same) return l;
  }
  return {};
}

std::string_view PreferredLanguage(std::string_view list) {
  auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
  size_t i = 0;
  while (i < list.size()) {
    size_t end = list.find_first_of(",:; ", i);
    if (end == std::string_view::npos) end = list.size();
    std::string_view tag = list.substr(i, end - i);
    size_t primary = tag.find_first_of("-_.@");
    tag = tag.substr(0, primary);
    for (const KnownLanguage& lang : kLanguages) {
      std::string_view l(lang.tag);
      std::string_view head = l.substr(0, l.find('-'));
      bool same = !tag.empty() && head.size() == tag.size();
      for (size_t k = 0; same && k < head.size(); ++k) same = lower(tag[k]) == head[k];
      if (same) return l;
    }
    i = end + 1;
  }
  return {};
}

bool SetLanguage(std::string_view lang, std::string_view table) {
  // en-XA: the pseudo-localised test table (scripts/strings.py pseudo: every text twice as long),
  // for finding clipped and overlapping widgets; never offered to people or read from links.
  std::string_view tag = lang == "en-XA" ? lang : CanonicalLanguage(lang);
  if (tag.empty()) return false;
  if (tag == "en") {
    current = nullptr;
    Relocalize();
    return true;
  }
  std::string storage(table);
  if (!storage.empty() && storage.back() != '\n') storage += '\n';
  for (char& c : storage) c = c == '\t' || c == '\n' ? '\0' : c;
  // The same language again (with the same text, or none given): the table already made.
  for (const auto& t : Loaded())
    if (t->lang == tag && (table.empty() || t->storage == storage)) {
      current = t.get();
      Relocalize();
      return true;
    }
  if (storage.empty()) return false;
  auto t = std::make_unique<Table>();
  t->lang = std::string(tag);
  t->storage = std::move(storage);
  if (!t->IndexPairs(t->storage.data(), t->storage.size())) return false;
  // Every English key must be there: a partial table would mix languages.
  for (const auto& e : English().index)
    if (!t->Find(e.first)) return false;
  Loaded().push_back(std::move(t));
  current = Loaded().back().get();
  Relocalize();
  return true;
}

const char* Language() { return current ? current->lang.c_str() : "en"; }

std::string AllTexts() {
  std::string all;
  for (const auto& e : Current().index) all += e.second;
  return all;
}

// The language's decimal separator is a word of its table (number.decimal), which the page's
// scripts read too (shell.js num()).
bool DecimalComma() { return std::strcmp(Tr("number.decimal"), ",") == 0; }

bool PluralOne(double n) {
  std::string_view lang = current ? std::string_view(current->lang) : std::string_view("en");
  if (lang == "pt-BR") return n >= 0.0 && n < 2.0;
  if (lang == "zh-CN") return false;
  return n == 1.0;
}

std::string FixedNumber(double v, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  LocalizeNumbers(buf);
  return buf;
}

void LocalizeNumbers(char* text) {
  if (!DecimalComma() || !text || !text[0]) return;
  for (char* p = text + 1; p[0] && p[1]; ++p)
    if (*p == '.' && p[-1] >= '0' && p[-1] <= '9' && p[1] >= '0' && p[1] <= '9') *p = ',';
}

std::string TypedNumber(std::string_view typed) {
  size_t b = typed.find_first_not_of(" \t"), e = typed.find_last_not_of(" \t");
  std::string s(b == std::string_view::npos ? std::string_view() : typed.substr(b, e - b + 1));
  size_t comma = s.find(',');
  if (DecimalComma() && comma != std::string::npos && s.find(',', comma + 1) == std::string::npos &&
      s.find('.') == std::string::npos)
    s[comma] = '.';
  return s;
}

}  // namespace demos
