// The string tables (issue #19): every key the code asks for is in English, every table has
// exactly English's keys and placeholders (as scripts/strings.py checks at build time), and a
// language switch re-words the demos and lessons while ids, names and links stay.
#include "strings/strings.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "link/link.h"
#include "strings/decimal.h"
#include "model/challenge.h"
#include "model/lessons.h"
#include "model/playground.h"

namespace {

// A flat JSON object of strings (the tables' format): enough of JSON for them, no more.
std::map<std::string, std::string> ReadTable(const std::string& lang) {
  std::ifstream f(std::string(STRINGS_DIR) + "/" + lang + ".json", std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  std::string s = ss.str();
  std::map<std::string, std::string> out;
  size_t i = 0;
  auto str = [&](std::string* into) {
    while (i < s.size() && s[i] != '"') ++i;
    ++i;
    for (; i < s.size() && s[i] != '"'; ++i) {
      if (s[i] != '\\') {
        *into += s[i];
        continue;
      }
      char e = s[++i];
      if (e == 'u') {  // the tables keep non-ASCII as UTF-8; \u is only for control characters
        unsigned cp = unsigned(std::stoul(s.substr(i + 1, 4), nullptr, 16));
        i += 4;
        if (cp < 0x80) *into += char(cp);
        else if (cp < 0x800) *into += char(0xC0 | (cp >> 6)), *into += char(0x80 | (cp & 0x3F));
        else *into += char(0xE0 | (cp >> 12)), *into += char(0x80 | ((cp >> 6) & 0x3F)), *into += char(0x80 | (cp & 0x3F));
      } else {
        *into += e == 'n' ? '\n' : e == 't' ? '\t' : e;
      }
    }
    ++i;
  };
  while (true) {
    size_t q = s.find('"', i);
    if (q == std::string::npos) break;
    i = q;
    std::string key, text;
    str(&key);
    str(&text);
    out[key] = text;
  }
  return out;
}

std::string Lines(const std::map<std::string, std::string>& t) {
  std::string lines;
  for (const auto& [k, v] : t) lines += k + "\t" + v + "\n";
  return lines;
}

std::multiset<std::string> Placeholders(const std::string& text) {
  static const std::regex re("\\{\\d+\\}");
  std::multiset<std::string> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), re); it != std::sregex_iterator(); ++it)
    out.insert(it->str());
  return out;
}

// Every test leaves the page in English, as it found it.
struct Strings : ::testing::Test {
  void TearDown() override { demos::SetLanguage("en"); }
};

}  // namespace

TEST_F(Strings, EveryTextTheDemosAndLessonsShowIsInTheEnglishTable) {
  std::map<std::string, std::string> en = ReadTable("en");
  for (const demos::DemoDesc& d : demos::Demos()) {
    for (const char* field : {"title", "lesson", "source", "try1", "try2", "try3"})
      EXPECT_TRUE(demos::HasKey(std::string("demo.") + d.id + "." + field)) << d.id << " " << field;
    EXPECT_GT(std::string(d.lesson).size(), 40u) << d.id;
    for (const demos::ParamSpec& s : d.params) {
      EXPECT_GT(std::string(s.label).size(), 1u) << d.id << "." << s.name;
      EXPECT_GT(std::string(s.help).size(), 5u) << d.id << "." << s.name;
      if (s.kind == demos::ParamKind::Choice)
        for (int k = 0; k <= int(s.max); ++k) {
          // English shows a choice by its link name (its key is then not compiled in: en.json
          // repeats the name), or by a shown name that is no link name ("anyone ahead" for
          // rule=anyahead), which is compiled in; params() gives both.
          std::string own = std::string("choice.") + d.id + "." + s.name + "." + std::to_string(k);
          std::string shared = std::string("choice.") + s.name + "." + std::to_string(k);
          ASSERT_TRUE(en.count(own) || en.count(shared)) << own;
          const std::string& text = en.count(own) ? en[own] : en[shared];
          bool linkName = text.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") == std::string::npos;
          if (linkName) {
            EXPECT_EQ(text, s.choices[k]) << own;
          }
          EXPECT_EQ(demos::ChoiceLabel(d, s, k), text) << own;
        }
    }
  }
  for (const demos::Lesson& l : demos::Lessons()) {
    EXPECT_TRUE(demos::HasKey(std::string("lesson.") + l.id + ".title")) << l.id;
    EXPECT_TRUE(demos::HasKey(std::string("lesson.") + l.id + ".text")) << l.id;
  }
  for (int b = 0; b < demos::kLayerCount; ++b)
    EXPECT_TRUE(demos::HasKey(std::string("layer.") + demos::LayerName(b))) << demos::LayerName(b);
}

TEST_F(Strings, KeysStartingWithAPrefixAreTheTablesOwnInOrder) {
  // The build's key list (strings_keys.h) with the prefix, against the run-time table's answer.
  for (std::string_view prefix : {"metric.", "ui.tip.", "choice.hide.rule.", "zzz.", ""}) {
    std::vector<std::string_view> want;
    for (int i = 0; i < demos::strings_keys::kCount; ++i)
      if (std::string_view(demos::strings_keys::kKeys[i]).starts_with(prefix)) want.push_back(demos::strings_keys::kKeys[i]);
    EXPECT_EQ(demos::KeysStartingWith(prefix), want) << prefix;
  }
  EXPECT_GE(demos::KeysStartingWith("metric.").size(), 10u);
}

TEST_F(Strings, EveryTableHasExactlyEnglishsKeysAndPlaceholders) {
  std::map<std::string, std::string> en = ReadTable("en");
  ASSERT_GT(en.size(), 300u);
  // page.* (the HTML page's) and choice.* that are link names (shown as such) are not compiled in
  for (const auto& [k, v] : en) {
    bool linkName = v.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") == std::string::npos;
    EXPECT_EQ(demos::HasKey(k), k.rfind("page.", 0) != 0 && !(k.rfind("choice.", 0) == 0 && linkName))
        << "compiled English and " << k;
  }
  for (const char* lang : {"zh-CN", "pt-BR"}) {
    std::map<std::string, std::string> t = ReadTable(lang);
    for (const auto& [k, v] : en) {
      auto it = t.find(k);
      if (it == t.end()) {
        ADD_FAILURE() << lang << " lacks " << k;
        continue;
      }
      EXPECT_FALSE(it->second.empty()) << lang << " " << k;
      EXPECT_EQ(Placeholders(it->second), Placeholders(v)) << lang << " " << k;
    }
    for (const auto& [k, v] : t) EXPECT_TRUE(en.count(k)) << lang << " has " << k << ", English does not";
    // And the page's way in: the table as lines, every key answered in that language.
    ASSERT_TRUE(demos::SetLanguage(lang, Lines(t))) << lang;
    EXPECT_STREQ(demos::Language(), lang);
    for (const auto& [k, v] : t) EXPECT_EQ(demos::TrKey(k), v) << lang << " " << k;
  }
}

TEST_F(Strings, ASwitchRewordsDemosAndLessonsButKeepsIdsNamesAndLinks) {
  std::map<std::string, std::string> pt = ReadTable("pt-BR");
  demos::Playground pg;
  ASSERT_TRUE(pg.SelectDemo("pursuit"));
  std::string before = demos::SerializeLink(demos::CaptureLink(pg, {}));
  ASSERT_TRUE(demos::SetLanguage("pt-br", Lines(pt)));  // tags are case-insensitive
  EXPECT_STREQ(demos::Language(), "pt-BR");
  EXPECT_EQ(std::string(demos::Demos()[0].title), pt["demo.pursuit.title"]);
  EXPECT_EQ(std::string(pg.desc().params[0].label), pt["param.predictor.label"]);
  EXPECT_EQ(std::string(pg.desc().params[0].name), "predictor");
  EXPECT_EQ(std::string(pg.desc().params[0].choices[1]), "millington");  // the link's name
  EXPECT_EQ(std::string(demos::ChoiceLabel(pg.desc(), pg.desc().params[0], 5)), pt["choice.predictor.5"]);
  EXPECT_EQ(std::string(demos::Lessons()[0].title), pt["lesson.pursuit-beats-seek.title"]);
  EXPECT_EQ(std::string(demos::Lessons()[0].id), "pursuit-beats-seek");
  // Links keep the dot and carry the language they were made in.
  pg.Set("lookahead", 0.91f);
  std::string link = demos::SerializeLink(demos::CaptureLink(pg, {}));
  EXPECT_NE(link.find("lookahead=0.91"), std::string::npos) << link;
  EXPECT_NE(link.find("&lang=pt-BR"), std::string::npos) << link;
  // Back to English: the same words and the same link as before.
  ASSERT_TRUE(demos::SetLanguage("en"));
  EXPECT_STREQ(demos::Demos()[0].title, "Pursuit");
  pg.Set("lookahead", 1.0f);
  EXPECT_EQ(demos::SerializeLink(demos::CaptureLink(pg, {})), before);
}

TEST_F(Strings, NumbersShownInPortugueseUseADecimalComma) {
  char text[] = "T = 1.28 s, v=3, (730, 280), 0.5x, end.";
  demos::LocalizeNumbers(text);
  EXPECT_STREQ(text, "T = 1.28 s, v=3, (730, 280), 0.5x, end.");  // English: as it was
  ASSERT_TRUE(demos::SetLanguage("pt-BR", Lines(ReadTable("pt-BR"))));
  EXPECT_TRUE(demos::DecimalComma());
  demos::LocalizeNumbers(text);
  EXPECT_STREQ(text, "T = 1,28 s, v=3, (730, 280), 0,5x, end.");
  // The live formula as the lesson panel shows it.
  demos::Playground pg;
  ASSERT_TRUE(pg.SelectDemo("pursuit"));
  pg.Step(60);
  std::vector<demos::Readout> lines;
  pg.Formula(lines);
  ASSERT_FALSE(lines.empty());
  bool comma = false;
  for (const demos::Readout& r : lines) {
    EXPECT_FALSE(std::regex_search(r.text, std::regex("\\d\\.\\d"))) << r.text;
    comma = comma || std::regex_search(r.text, std::regex("\\d,\\d"));
  }
  EXPECT_TRUE(comma);
}

TEST_F(Strings, TheShareDialogsNumberTakesTheLanguagesDecimalMark) {
  // English: a comma is no decimal mark, and the check it makes is none.
  demos::Check c;
  std::string why;
  EXPECT_EQ(demos::JoinCheck("polarization", ">", "0,8", "20"), "polarization>0,8@20");
  EXPECT_FALSE(demos::ParseCheck(demos::JoinCheck("polarization", ">", "0,8", "20"), &c, &why));
  ASSERT_TRUE(demos::SetLanguage("pt-BR", Lines(ReadTable("pt-BR"))));
  EXPECT_EQ(demos::JoinCheck("polarization", ">", "0,8", "20"), "polarization>0.8@20");
  EXPECT_EQ(demos::JoinCheck("polarization", ">", "0.8", ""), "polarization>0.8");
  ASSERT_TRUE(demos::ParseCheck(demos::JoinCheck("caught", "<=", "6,5", "30"), &c, &why)) << why;
  EXPECT_EQ(demos::FormatCheck(c), "caught<=6.5@30");
  // The run time by the same rule: "2,5" s in Portuguese, spaces round it dropped.
  ASSERT_TRUE(demos::ParseCheck(demos::JoinCheck("caught", "<", "2", " 2,5 "), &c, &why)) << why;
  EXPECT_FLOAT_EQ(c.seconds, 2.5f);
}

TEST_F(Strings, AChecksSummaryIsWrittenInTheLanguageItIsShownIn) {
  // A result (as a run in English made it), shown after a switch to Portuguese: its words are the
  // Portuguese table's, its numbers written with a comma (the verdict's words were Portuguese, its
  // summary kept the English of Run: "Certo! caught at 6.32 s").
  std::map<std::string, std::string> pt = ReadTable("pt-BR");
  auto fill = [](std::string text, std::vector<std::string> args) {
    for (size_t i = 0; i < args.size(); ++i) text.replace(text.find("{" + std::to_string(i) + "}"), 3, args[i]);
    return text;
  };
  demos::Playground pursuit, flock;
  ASSERT_TRUE(pursuit.SelectDemo("pursuit"));
  ASSERT_TRUE(flock.SelectDemo("flock"));
  ASSERT_TRUE(demos::SetLanguage("pt-BR", Lines(pt)));
  struct Case {
    const demos::Playground* pg;
    const char* check;
    float measured;
    const char* metric;
    std::string want;
  };
  const Case cases[] = {
      {&pursuit, "caught<10@20", 6.32f, "", fill(pt["challenge.result.caught"], {"6,32"})},
      {&pursuit, "caught<10@9", -1.0f, "", fill(pt["challenge.result.no_capture"], {"9"})},
      {&pursuit, "captures>=1@20", 2.0f, "", fill(pt["challenge.result.captures"], {"2", "20"})},
      {&pursuit, "captures>=1@20", 1.0f, "", fill(pt["challenge.result.capture"], {"1", "20"})},
      {&flock, "polarization>0.8@20", 0.91f, "polarization", fill(pt["challenge.result.metric"], {pt["metric.polarization"], "0,91", "20"})},
  };
  for (const Case& k : cases) {
    demos::Check c;
    std::string why;
    ASSERT_TRUE(demos::ParseCheck(k.check, &c, &why)) << why;
    demos::CheckResult r;
    r.ran = true;
    r.measured = k.measured;
    r.metric = k.metric;
    EXPECT_EQ(demos::CheckSummary(*k.pg, c, r), k.want) << k.check;
  }
  // One that cannot run says why, in Portuguese too ("first" on a scene without chasers).
  demos::Check first;
  std::string why;
  ASSERT_TRUE(demos::ParseCheck("first", &first, &why));
  std::string said = demos::CheckSummary(pursuit, first, demos::CheckResult{});
  EXPECT_EQ(said, demos::CheckProblem(pursuit, first));
  ASSERT_TRUE(demos::SetLanguage("en"));
  EXPECT_NE(said, demos::CheckProblem(pursuit, first));
}

TEST_F(Strings, ATypedNumberIsReadWithTheLanguagesDecimalMarkAndTheLinksDot) {
  EXPECT_EQ(demos::TypedNumber(" 2.5\t"), "2.5");
  EXPECT_EQ(demos::TypedNumber("2,5"), "2,5");      // English: no decimal mark, left for the reader to refuse
  EXPECT_EQ(demos::TypedNumber("1,000"), "1,000");  // ... not read as 1
  EXPECT_EQ(demos::TypedNumber("seek"), "seek");    // a choice's name passes as it is
  EXPECT_EQ(demos::TypedNumber("   "), "");
  ASSERT_TRUE(demos::SetLanguage("pt-BR", Lines(ReadTable("pt-BR"))));
  EXPECT_EQ(demos::TypedNumber("2,5"), "2.5");
  EXPECT_EQ(demos::TypedNumber(" -0,75 "), "-0.75");
  EXPECT_EQ(demos::TypedNumber("2.5"), "2.5");          // the links' mark, in every language
  EXPECT_EQ(demos::TypedNumber("1.000,5"), "1.000,5");  // two marks: not a number we read
  EXPECT_EQ(demos::TypedNumber("1,2,3"), "1,2,3");
  double v = 0;
  EXPECT_TRUE(demos::ParseDecimal(demos::TypedNumber("6,5"), &v));
  EXPECT_EQ(v, 6.5);
  EXPECT_FALSE(demos::ParseDecimal(demos::TypedNumber("1.000,5"), &v));
}

TEST_F(Strings, APortugueseVerdictWritesADecimalComma) {
  demos::Check caught, speed;
  std::string why;
  ASSERT_TRUE(demos::ParseCheck("caught<60", &caught, &why)) << why;
  ASSERT_TRUE(demos::ParseCheck("pursuer-speed>1@2", &speed, &why)) << why;
  demos::LinkState link = demos::ParseLink("v=4&demo=pursuit").state;
  std::string english = demos::RunCheck(link, caught).summary;
  EXPECT_TRUE(std::regex_search(english, std::regex("^caught at \\d+\\.\\d+ s$"))) << english;
  ASSERT_TRUE(demos::SetLanguage("pt-BR", Lines(ReadTable("pt-BR"))));
  std::string pt = demos::RunCheck(link, caught).summary;
  EXPECT_TRUE(std::regex_search(pt, std::regex("^capturado em \\d+,\\d+ s$"))) << pt;
  // A measure's verdict: its shown name and the words around the numbers in Portuguese too.
  std::string measure = demos::RunCheck(link, speed).summary;
  EXPECT_EQ(measure.find(" at "), std::string::npos) << measure;
  EXPECT_NE(measure.find(" aos 2 s"), std::string::npos) << measure;
  EXPECT_NE(measure.find(demos::TrKey("metric.pursuer_speed")), std::string::npos) << measure;
  EXPECT_FALSE(std::regex_search(measure, std::regex("\\d\\.\\d"))) << measure;
  // What the Share dialog says a check means: its numbers with a comma too.
  demos::Check half;
  ASSERT_TRUE(demos::ParseCheck("caught<6.5@30.5", &half, &why)) << why;
  demos::Playground pg;
  demos::ApplyLink(pg, link);
  std::string words = demos::CheckWords(pg, half);
  EXPECT_NE(words.find("6,5 s"), std::string::npos) << words;
  EXPECT_NE(words.find("30,5 s"), std::string::npos) << words;
  EXPECT_FALSE(std::regex_search(words, std::regex("\\d\\.\\d"))) << words;
}

// A check this scene cannot run, and what a check means, name the measures as the plots and the
// Share dialog's menu do, in the page's language: the link's names ("mean-speed") only in the link.
TEST_F(Strings, ACheckNamesItsMeasuresInTheLanguage) {
  demos::Check other, own, unknown;
  std::string why;
  ASSERT_TRUE(demos::ParseCheck("mean-speed<90.5@10", &other, &why)) << why;  // the flock's, not pursuit's
  ASSERT_TRUE(demos::ParseCheck("pursuer-speed>1@2", &own, &why)) << why;
  ASSERT_TRUE(demos::ParseCheck("happiness>1@2", &unknown, &why)) << why;
  demos::Playground pg;
  ASSERT_TRUE(pg.SelectDemo("pursuit"));
  EXPECT_EQ(demos::CheckProblem(pg, other),
            "the Pursuit demo has no measure 'mean speed' (it has: distance pursuer-evader, pursuer speed, pursuer "
            "steering force, captures)");
  for (const char* lang : {"pt-BR", "zh-CN"}) {
    std::map<std::string, std::string> t = ReadTable(lang);
    ASSERT_TRUE(demos::SetLanguage(lang, Lines(t)));
    std::string problem = demos::CheckProblem(pg, other);
    std::string sep = t["ui.list_separator"];
    std::string has = t["metric.distance_pursuer-evader"] + sep + t["metric.pursuer_speed"] + sep +
                      t["metric.pursuer_steering_force"] + sep + t["metric.captures"];
    EXPECT_EQ(problem, demos::Trf("challenge.why.no_measure", {t["demo.pursuit.title"], t["metric.mean_speed"], has}))
        << lang;
    for (const char* english : {"mean-speed", "mean speed", "pursuer speed", "captures"})
      EXPECT_EQ(problem.find(english), std::string::npos) << lang << ": " << english << " in " << problem;
    std::string words = demos::CheckWords(pg, other);
    EXPECT_NE(words.find(t["metric.mean_speed"]), std::string::npos) << lang << ": " << words;
    EXPECT_EQ(words.find("mean"), std::string::npos) << lang << ": " << words;
    words = demos::CheckWords(pg, own);
    EXPECT_NE(words.find(t["metric.pursuer_speed"]), std::string::npos) << lang << ": " << words;
    // A name no demo has stays as typed.
    EXPECT_NE(demos::CheckProblem(pg, unknown).find("happiness"), std::string::npos) << lang;
    EXPECT_NE(demos::CheckWords(pg, unknown).find("happiness"), std::string::npos) << lang;
  }
}

TEST_F(Strings, TheSceneIsDescribedInTheCurrentLanguage) {
  demos::Playground pg;
  ASSERT_TRUE(pg.SelectDemo("pursuit"));
  pg.Step(60);
  std::string english = pg.Describe();
  EXPECT_NE(english.find("units from the evader"), std::string::npos) << english;
  ASSERT_TRUE(demos::SetLanguage("pt-BR", Lines(ReadTable("pt-BR"))));
  std::string pt = pg.Describe();
  EXPECT_NE(pt.find("O perseguidor est\xC3\xA1 a "), std::string::npos) << pt;
  EXPECT_NE(pt.find("unidades do fugitivo"), std::string::npos) << pt;
  for (const char* word : {"units", "evader", "pursuer", "capture", "closing", "aims"})
    EXPECT_EQ(pt.find(word), std::string::npos) << word << " in " << pt;
  EXPECT_FALSE(std::regex_search(pt, std::regex("\\d\\.\\d"))) << pt;
  char status[160];
  pg.Status(status, sizeof status);
  EXPECT_EQ(std::string(status), "Capturas: 0");
  std::vector<demos::Readout> lines;
  pg.Formula(lines);
  ASSERT_FALSE(lines.empty());
  EXPECT_NE(std::string(lines[0].text).find("T do perseguidor"), std::string::npos) << lines[0].text;
  ASSERT_TRUE(demos::SetLanguage("zh-CN", Lines(ReadTable("zh-CN"))));
  std::string zh = pg.Describe();
  EXPECT_EQ(zh.rfind("\xE8\xBF\xBD\xE9\x80\x90", 0), 0u) << zh;  // "追逐" (the title), then the text
  EXPECT_NE(zh.find("\xE8\xBF\xBD\xE9\x80\x90\xE8\x80\x85\xE8\xB7\x9D"), std::string::npos) << zh;  // 追逐者距
  for (const char* word : {"units", "evader", "pursuer", "capture"})
    EXPECT_EQ(zh.find(word), std::string::npos) << word << " in " << zh;
  // Back in English: the words of before.
  ASSERT_TRUE(demos::SetLanguage("en"));
  EXPECT_EQ(pg.Describe(), english);
}

TEST_F(Strings, ABadLanguageOrAPartialTableChangesNothing) {
  EXPECT_FALSE(demos::SetLanguage("fr", "demo.pursuit.title\tPoursuite\n"));
  EXPECT_FALSE(demos::SetLanguage("zh-CN", "demo.pursuit.title\t追逐\n"));  // lacks every other key
  EXPECT_FALSE(demos::SetLanguage("pt-BR", std::string("\0\0\0", 3)));
  EXPECT_FALSE(demos::SetLanguage("pt-BR", "no tab here\n"));
  EXPECT_STREQ(demos::Language(), "en");
  EXPECT_STREQ(demos::Demos()[0].title, "Pursuit");
  // A link's lang= is checked like its other keys.
  demos::LinkResult r = demos::ParseLink("v=6&demo=pursuit&lang=xx");
  EXPECT_EQ(r.state.view.setup.lang, "");
  EXPECT_NE(r.message.find("unknown language"), std::string::npos);
  EXPECT_EQ(demos::ParseLink("v=6&demo=pursuit&lang=zh-cn").state.view.setup.lang, "zh-CN");
}

// A desktop's environment (LANGUAGE, LANG: "pt_BR.UTF-8") or a browser's list ("fr,zh-TW") names
// the first language there is a table for, by its primary subtag, as the page reads navigator.languages.
// The cases are tests/data/languages.tsv, which the page's own rules (shell.js, before the wasm has
// come) are checked against too (tests/browser/i18n.test.mjs).
TEST_F(Strings, TheLanguageRulesGiveWhatTheSharedCasesSay) {
  std::ifstream f(std::string(STRINGS_DIR) + "/../tests/data/languages.tsv");
  ASSERT_TRUE(f) << "tests/data/languages.tsv";
  std::string line;
  int cases = 0;
  while (std::getline(f, line)) {
    if (line.empty() || line[0] == '#') continue;
    size_t a = line.find('\t'), b = line.find('\t', a + 1);
    ASSERT_TRUE(a != std::string::npos && b != std::string::npos) << line;
    std::string kind = line.substr(0, a), input = line.substr(a + 1, b - a - 1), want = line.substr(b + 1);
    ASSERT_TRUE(kind == "canonical" || kind == "preferred") << line;
    std::string_view got = kind == "canonical" ? demos::CanonicalLanguage(input) : demos::PreferredLanguage(input);
    EXPECT_EQ(got, want) << line;
    ++cases;
  }
  EXPECT_GE(cases, 20);
  // The desktop's lists also come with commas and spaces (LANGUAGE, a browser's Accept-Language).
  EXPECT_EQ(demos::PreferredLanguage("de,EN-gb,pt"), "en");
  EXPECT_EQ(demos::PreferredLanguage("fr; zh-TW"), "zh-CN");
  EXPECT_EQ(demos::PreferredLanguage("::,,"), "");
}

// [SECTION] every demo's words in Chinese and Portuguese: formulas, explanations, canvas labels,
// status lines and descriptions, in every choice of every choice parameter and at several moments.
namespace {

// Everything a demo shows in words (but the panel's fixed texts, checked elsewhere).
std::vector<std::string> DemoTexts(demos::Playground& pg) {
  std::vector<std::string> out;
  auto collect = [&] {
    std::vector<demos::Readout> lines;
    pg.Formula(lines);
    for (int agent = 0; agent < std::min<int>(3, int(pg.world().agents.size())); ++agent) pg.Explain(agent, lines);
    for (const demos::Readout& r : lines) out.push_back(r.text);
    demos::Overlay overlay;
    uint32_t layers = pg.layers;
    pg.layers = (1u << demos::kLayerCount) - 1;
    pg.Annotate(0, overlay);
    pg.layers = layers;
    for (const demos::Shape& s : overlay.shapes)
      if (s.kind == demos::Shape::Label) out.push_back(s.text);
    char status[256] = {};
    pg.Status(status, sizeof status);
    out.push_back(status);
    out.push_back(pg.Describe());
  };
  auto moments = [&] {
    pg.Reset();
    for (int steps : {1, 120, 480}) {
      pg.Step(steps);
      collect();
    }
  };
  moments();
  for (const demos::ParamSpec& s : pg.desc().params) {
    if (s.kind != demos::ParamKind::Choice) continue;
    float was = pg.params()[size_t(pg.ParamIndex(s.name))];
    for (int k = 0; k <= int(s.max); ++k) {
      pg.Set(s.name, float(k));
      moments();
    }
    pg.Set(s.name, was);
  }
  return out;
}

// Words a reader of the language should not meet: for Chinese any Latin word of three letters or
// more but the formulas' identifiers (camelCase names, dot(), ...); for Portuguese, English words
// that Portuguese does not share. In both, the library's names for an agent's limits: the formulas
// say them as the panel's sliders do (最大速度, velocidade máx.), not maxSpeed / maxForce.
std::vector<std::string> ForeignWords(const std::string& text, bool chinese) {
  static const std::regex word("[A-Za-z][A-Za-z0-9]*");
  static const std::set<std::string> limits = {"maxSpeed", "maxForce"};
  static const std::set<std::string> identifiers = {"dot", "len", "min", "max", "sin", "cos", "atan2", "clamp",
                                                    "sqrt", "perp", "rand", "norm", "FPS", "CPU",
                                                    // the references' authors
                                                    "Reynolds", "Buckland", "Bourg", "Millington", "Peters"};
  static const std::set<std::string> english = {
      "the", "and", "of", "to", "is", "are", "from", "with", "for", "at", "in", "on", "by", "its", "it",
      "not", "none", "than", "speed", "distance", "force", "desired", "agent", "agents", "target", "steering",
      "velocity", "outside", "inside", "ahead", "behind", "seek", "seeks", "flee", "flees", "arrive", "arrives",
      "radius", "weight", "path", "wall", "walls", "obstacle", "obstacles", "hide", "hunter", "leader", "queue",
      "field", "neighbours", "neighbors", "wander", "wandering", "circle", "separation", "alignment", "cohesion",
      "waypoint", "probe", "probes", "feeler", "feelers", "brake", "braking", "slowing", "full",
      "towards", "away", "below", "more", "less", "heading", "region", "inside", "hits", "closest", "approach",
      "waiting", "ahead", "spot", "nearest", "group", "groups", "wins", "collision", "avoid", "avoiding"};
  std::vector<std::string> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), word); it != std::sregex_iterator(); ++it) {
    std::string w = it->str();
    // Part of a longer word with accented letters (Portuguese "força"): not an English word.
    size_t at = size_t(it->position()), end = at + w.size();
    if ((at > 0 && (unsigned char)text[at - 1] >= 0x80) || (end < text.size() && (unsigned char)text[end] >= 0x80))
      continue;
    bool camel = std::any_of(w.begin() + 1, w.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    if (limits.count(w) || (chinese ? (w.size() >= 3 && !camel && !identifiers.count(w)) : english.count(w)))
      out.push_back(w);
  }
  return out;
}

struct EveryDemo : Strings, ::testing::WithParamInterface<std::string> {};

}  // namespace

TEST_P(EveryDemo, SpeaksChineseAndPortuguese) {
  for (const char* lang : {"zh-CN", "pt-BR"}) {
    ASSERT_TRUE(demos::SetLanguage(lang, Lines(ReadTable(lang))));
    demos::Playground pg;
    ASSERT_TRUE(pg.SelectDemo(GetParam()));
    std::vector<std::string> texts = DemoTexts(pg);
    ASSERT_GT(texts.size(), 10u);
    // Portuguese numbers with a decimal comma (the status line gets it where it is shown, ui.cpp).
    if (std::string(lang) == "pt-BR") {
      for (const std::string& t : texts) {
        if (t.size() <= 60) continue;  // the descriptions and long lines
        EXPECT_FALSE(std::regex_search(t, std::regex("\\d\\.\\d"))) << GetParam() << ": " << t;
      }
    }
    std::set<std::string> reported;
    for (const std::string& t : texts)
      for (const std::string& w : ForeignWords(t, std::string(lang) == "zh-CN"))
        if (reported.insert(t).second) ADD_FAILURE() << lang << " " << GetParam() << ": \"" << w << "\" in: " << t;
  }
}

// The same in the tables, for the formula lines no demo moment above reaches (a predictor's bound,
// a composer's group head): no formula.* text in Chinese or Portuguese names maxSpeed or maxForce.
TEST_F(Strings, FormulasNameAnAgentsLimitsInTheLanguage) {
  for (const char* lang : {"zh-CN", "pt-BR"}) {
    int formulas = 0;
    for (const auto& [key, text] : ReadTable(lang)) {
      if (key.rfind("formula.", 0) != 0) continue;
      ++formulas;
      for (const char* name : {"maxSpeed", "maxForce"})
        EXPECT_EQ(text.find(name), std::string::npos) << lang << " " << key << ": " << text;
    }
    EXPECT_GT(formulas, 100) << lang;
  }
}

INSTANTIATE_TEST_SUITE_P(Strings, EveryDemo, ::testing::ValuesIn([] {
                           std::vector<std::string> ids;
                           for (const demos::DemoDesc& d : demos::Demos()) ids.push_back(d.id);
                           return ids;
                         }()),
                         [](const ::testing::TestParamInfo<std::string>& i) { return i.param; });

// [SECTION] a bad link's notice, a challenge's result and an experiment's staleness in the reader's
// language (the notice bar, the challenge panel, the experiment table); link keys stay as typed.
TEST_F(Strings, NoticesAndResultsSpeakTheLanguageButKeepTheLinksWords) {
  const char* links[] = {"demo=nope", "demo=evade&threat=5000", "demo=evade&threat=abc", "demo=evade&zzz=1",
                         "demo=pursuit&ui=99", "demo=pursuit&speed=x", "demo=pursuit&show=velocity,nothing",
                         "demo=pursuit&compare=nothing:1", "demo=path&path=1,2,x", "demo=pursuit&target=x",
                         "demo=pursuit&check=caught%3Csoon", "demo=pursuit&ask=maybe", "demo=pursuit&panel=2",
                         "demo=pursuit&lesson=nope", "demo=pursuit&lesson=threat-range-too-small",
                         "demo=pursuit&lang=xx", "demo=pursuit&theme=plaid",
                         "v=99&demo=pursuit", "demo=pursuit&paused=maybe", "demo=pursuit&seed=x",
                         "demo=pursuit&group=seek", "demo=flowfield&flow=%%%",
                         "demo=custom&group=5,weighted,100,300,nonsense", "demo=custom&group=5,weighted,100,300,seek:Z"};
  std::vector<std::string> english;
  for (const char* l : links) english.push_back(demos::ParseLink(l).message);
  // The link's own words, and the link syntax a notice quotes, may stay Latin in Chinese.
  const std::set<std::string> linkWords = {"threat", "zzz", "ui", "speed", "compare", "path", "ask", "yesno", "set",
                                           "pick", "panel", "paused", "group", "en", "zh", "CN", "pt", "BR",
                                           "caught", "captures", "first", "KB", "seed", "target", "seek", "nonsense",
                                           "evade"};
  for (const char* lang : {"zh-CN", "pt-BR"}) {
    ASSERT_TRUE(demos::SetLanguage(lang, Lines(ReadTable(lang))));
    for (size_t i = 0; i < std::size(links); ++i) {
      std::string m = demos::ParseLink(links[i]).message;
      ASSERT_FALSE(english[i].empty()) << links[i];
      EXPECT_NE(m, english[i]) << lang << " " << links[i];
      if (std::string(lang) == "zh-CN") {
        static const std::regex word("[A-Za-z]{2,}");
        for (auto it = std::sregex_iterator(m.begin(), m.end(), word); it != std::sregex_iterator(); ++it)
          EXPECT_TRUE(linkWords.count(it->str())) << it->str() << " in " << m;
      } else {
        for (const char* w : {"ignored", "unknown", "clamped", "moved", "bad "})
          EXPECT_EQ(m.find(w), std::string::npos) << w << " in " << m;
      }
    }
    // The numbers and key names of the link stay as typed.
    EXPECT_NE(demos::ParseLink("demo=evade&threat=5000").message.find("threat"), std::string::npos);
    EXPECT_NE(demos::ParseLink("demo=evade&threat=5000").message.find("400"), std::string::npos);
    // A challenge's result.
    demos::LinkResult r = demos::ParseLink("v=6&demo=pursuit&check=caught%3C30");
    ASSERT_TRUE(r.state.view.setup.hasCheck);
    demos::CheckResult c = demos::RunCheck(r.state, r.state.view.setup.check);
    EXPECT_NE(c.summary.find(std::string(lang) == "zh-CN" ? "\xE7\xA7\x92" : "capturado em"), std::string::npos)  // 秒
        << c.summary;
  }
  ASSERT_TRUE(demos::SetLanguage("en"));
  for (size_t i = 0; i < std::size(links); ++i) EXPECT_EQ(demos::ParseLink(links[i]).message, english[i]);
}

TEST_F(Strings, AKeyWrittenInTheCodeIsFoundByTheCompilerAndReadsAsTheSameKeyMadeAtRunTime) {
  // Tr("key") takes the key's index in strings_keys.h (the compiler's copy of English's keys);
  // TrKey looks the key up by its text. Both must give the same text in every language, for the
  // first key, keys in the middle and the last (a table out of step with the header shows here).
  ASSERT_EQ(demos::strings_keys::kCount, int(std::size(demos::strings_keys::kKeys)));
  EXPECT_STREQ(demos::strings_keys::kKeys[0], "challenge.answer_again");
  for (const char* lang : {"en", "zh-CN", "pt-BR"}) {
    if (std::string(lang) != "en") {
      ASSERT_TRUE(demos::SetLanguage(lang, Lines(ReadTable(lang))));
    }
    EXPECT_STREQ(demos::Tr("challenge.cannot"), demos::TrKey("challenge.cannot")) << lang;
    EXPECT_STREQ(demos::Tr("key.space"), demos::TrKey("key.space")) << lang;
    EXPECT_STREQ(demos::Tr("formula.custom.head"), demos::TrKey("formula.custom.head")) << lang;
    EXPECT_STREQ(demos::Tr("ui.zoom_out"), demos::TrKey("ui.zoom_out")) << lang;
    EXPECT_STREQ(demos::Tr("unit.x.other"), demos::TrKey("unit.x.other")) << lang;
    EXPECT_STREQ(demos::Tr("unit.x.other"), demos::TrKey(demos::strings_keys::kKeys[demos::strings_keys::kCount - 1])) << lang;
    for (int i = 0; i < demos::strings_keys::kCount; ++i) EXPECT_TRUE(demos::HasKey(demos::strings_keys::kKeys[i]));
  }
  EXPECT_STRNE(demos::Tr("ui.zoom_out"), "Zoom out");  // still Portuguese
  demos::SetLanguage("en");
  EXPECT_STREQ(demos::Tr("ui.zoom_out"), "Zoom out");
}

// A value's words take the language's "one" form by CLDR's plural rules (the accessible view's
// "1 unit", "0,5 segundo"): English 1 alone, Portuguese (Brazil) every n below 2, Chinese none.
TEST_F(Strings, PluralOneFollowsEachLanguagesRule) {
  ASSERT_TRUE(demos::SetLanguage("en"));
  EXPECT_TRUE(demos::PluralOne(1.0));
  EXPECT_FALSE(demos::PluralOne(0.0));
  EXPECT_FALSE(demos::PluralOne(0.5));
  EXPECT_FALSE(demos::PluralOne(2.0));
  ASSERT_TRUE(demos::SetLanguage("pt-BR", Lines(ReadTable("pt-BR"))));
  EXPECT_TRUE(demos::PluralOne(0.0));
  EXPECT_TRUE(demos::PluralOne(0.91));
  EXPECT_TRUE(demos::PluralOne(1.5));
  EXPECT_FALSE(demos::PluralOne(2.0));
  EXPECT_FALSE(demos::PluralOne(150.0));
  ASSERT_TRUE(demos::SetLanguage("zh-CN", Lines(ReadTable("zh-CN"))));
  EXPECT_FALSE(demos::PluralOne(1.0));
  ASSERT_TRUE(demos::SetLanguage("en"));
}

// The composer's status line counts groups and agents with each language's plural rule: it said
// "1 groups, 12 agents".
TEST_F(Strings, TheComposersStatusCountsInTheLanguagesPlural) {
  auto status = [](const char* link) {
    demos::Playground pg;
    demos::ApplyLink(pg, demos::ParseLink(link).state);
    char buf[160];
    pg.Status(buf, sizeof buf);
    return std::string(buf);
  };
  const char* one = "v=6&demo=custom&group=1,weighted,100,300,wander";
  const char* many = "v=6&demo=custom&group=3,weighted,100,300,wander&group=2,weighted,100,300,wander";
  ASSERT_TRUE(demos::SetLanguage("en"));
  // Each count held to its word by a no-break space (U+00A0), so that no line ends with it.
  EXPECT_EQ(status(one), "1\u00A0group, 1\u00A0agent");
  EXPECT_EQ(status(many), "2\u00A0groups, 5\u00A0agents");
  ASSERT_TRUE(demos::SetLanguage("pt-BR", Lines(ReadTable("pt-BR"))));
  EXPECT_EQ(status(one), "1\u00A0grupo, 1\u00A0agente");
  EXPECT_EQ(status(many), "2\u00A0grupos, 5\u00A0agentes");
  ASSERT_TRUE(demos::SetLanguage("zh-CN", Lines(ReadTable("zh-CN"))));
  EXPECT_EQ(status(many), "2\u00A0\xE7\xBB\x84\xEF\xBC\x8C" "5\u00A0\xE4\xB8\xAA\xE6\x99\xBA\xE8\x83\xBD\xE4\xBD\x93");  // 2 组，5 个智能体
  ASSERT_TRUE(demos::SetLanguage("en"));
}

// A refusal that lists the choices (a code language, a theme) lists them with the language's own
// separator and "or" from the table: English's ", ", Chinese's "，".
TEST_F(Strings, ChoicesAreListedInTheLanguage) {
  std::vector<std::string> ids = {"dark", "light", "contrast"};
  EXPECT_EQ(demos::TrChoices("refused.theme", ids), "Unknown theme: use dark, light or contrast.");
  EXPECT_EQ(demos::TrChoices("refused.theme", {"dark", "light"}), "Unknown theme: use dark or light.");
  ASSERT_TRUE(demos::SetLanguage("pt-BR", Lines(ReadTable("pt-BR"))));
  EXPECT_EQ(demos::TrChoices("refused.theme", ids), "Tema desconhecido: use dark, light ou contrast.");
  ASSERT_TRUE(demos::SetLanguage("zh-CN", Lines(ReadTable("zh-CN"))));
  EXPECT_EQ(demos::TrChoices("refused.theme", ids),
            "\xE6\x9C\xAA\xE7\x9F\xA5\xE7\x9A\x84\xE4\xB8\xBB\xE9\xA2\x98\xEF\xBC\x9A\xE8\xAF\xB7\xE4\xBD\xBF\xE7\x94\xA8 dark\xEF\xBC\x8Clight "
            "\xE6\x88\x96 contrast\xE3\x80\x82");  // 未知的主题：请使用 dark，light 或 contrast。
}
