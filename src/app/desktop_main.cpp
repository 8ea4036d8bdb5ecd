// The desktop playground: the page's app (the same frame function, panel, renderer, links and
// strings) in an SDL2 window with OpenGL ES 3 (main.cpp's RunDesktop).
//
//   steering-playground [--size WxH] [LINK]             a window on LINK ('#demo=evade&threat=80')
//   steering-playground --hash N LINK                   no window: N fixed steps, the state hash
//                                                       (the page's playground.hash() after
//                                                       load(LINK) and N steps: step(N), or
//                                                       several calls past one call's budget)
//   steering-playground --frames N --screenshot F.png [--size WxH] LINK
//                                                       N frames in a window, the last one's
//                                                       pixels (scene and panel) as a PNG
//   steering-playground --fragment LINK                 the canonical link the page writes back
//   steering-playground --code LANG LINK                no window: the code Copy as code gives for
//                                                       LINK's main agent (the page's code(LANG) after
//                                                       load(LINK)); LANG one of the page's tags
//                                                       (code/code.h's kCodeLangs, as --help lists)
//   --gl es3|3.3                                        only OpenGL ES 3.0 (through EGL) or only
//                                                       OpenGL 3.3 core (GLX); without it ES 3.0,
//                                                       else 3.3 core
//   --lang TAG                                          the window's language (en, pt-BR, zh-CN);
//                                                       without it the link's lang=, else the
//                                                       environment's (LANGUAGE, LANG...), else English
// A link's notices (a value clamped, a key not known) go to stderr for --hash, --fragment and
// --code, as the page shows them. Exit: 0 done; 1 no window (no display, no GL context) or the PNG
// not written; 2 a bad argument (said, with the usage), a refused link or an agent with no code.
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cinttypes>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <unistd.h>

#include "app/app.h"
#include "app/code_ui.h"
#include "app/desktop.h"
#include "code/code.h"
#include "strings/strings.h"

namespace {

const char* g_screenshot = nullptr;
bool g_screenshotOk = false;
bool g_screenshotTaken = false;  // the last frame came (the window was not closed before it)

constexpr int kMaxSide = 16384;  // --size's largest width or height, UI px

// The app's languages (strings.h's list), in alphabetical order: "en", `between`, "pt-BR", ...
std::string Languages(const char* between, const char* last) {
  std::vector<std::string> tags;
  for (const demos::KnownLanguage& l : demos::kLanguages) tags.emplace_back(l.tag);
  std::sort(tags.begin(), tags.end());
  std::string out;
  for (size_t i = 0; i < tags.size(); ++i)
    out += (i == 0 ? "" : i + 1 == tags.size() ? last : between) + tags[i];
  return out;
}

// The code's languages, as the page's code(lang) takes them (code.h's kCodeLangs): "cpp|csharp|...".
std::string CodeLangs() {
  std::string out;
  for (const demos::CodeLangName& l : demos::kCodeLangs) out += (out.empty() ? "" : "|") + std::string(l.id);
  return out;
}

std::string Usage() {
  return "usage: steering-playground [--lang " + Languages("|", "|") +
         "] [--gl es3|3.3] [--size WxH] [LINK]\n"
         "       steering-playground --hash STEPS LINK\n"
         "       steering-playground --frames N [--screenshot FILE.png] [--size WxH] [--gl ...] [--lang ...] LINK\n"
         "       steering-playground --fragment LINK\n"
         "       steering-playground --code " + CodeLangs() + " LINK\n"
         "exit: 0 done, 1 no window (no display, no GL context) or the PNG not written, 2 bad arguments or a\n"
         "refused link\n";
}

// A mistake on the command line: what was wrong, then the usage, on stderr; exit 2.
int Refuse(const std::string& what) {
  std::fprintf(stderr, "%s\n%s", what.c_str(), Usage().c_str());
  return 2;
}

// A whole number in [lo, hi] and nothing after it.
bool WholeNumber(const char* text, long long lo, long long hi, long long* out) {
  char* end = nullptr;
  errno = 0;
  long long v = std::strtoll(text, &end, 10);
  if (end == text || *end != '\0' || errno == ERANGE || v < lo || v > hi) return false;
  *out = v;
  return true;
}

// Whether FILE can be written (its folder is there and writable; the file is new or writable),
// asked before the window opens: a mistyped folder is said at once, not after the frames.
bool Writable(const char* file, std::string* why) {
  std::string dir(file);
  size_t slash = dir.rfind('/');
  dir = slash == std::string::npos ? "." : slash == 0 ? "/" : dir.substr(0, slash);
  const char* failed = nullptr;
  if (access(dir.c_str(), W_OK) != 0) failed = dir.c_str();
  else if (access(file, F_OK) == 0 && access(file, W_OK) != 0) failed = file;
  if (failed) *why = std::string(failed) + ": " + std::strerror(errno);
  return !failed;
}

void AfterLastFrame(int width, int height) {
  g_screenshotTaken = true;
  g_screenshotOk = app::WritePixelsPng(g_screenshot, 0, 0, width, height);
}

// LINK as the page's load(link) takes it (app::LoadLink, the one parse): what it says of the link
// (a value clamped, a key it does not know) on stderr, as the page shows it; false if refused.
bool Load(const std::string& link) {
  std::string message;
  bool ok = link.empty() || app::LoadLink(app::TheApp(), link, &message);
  if (!message.empty()) std::fprintf(stderr, "%s\n", message.c_str());
  return ok;
}

// As the page's API: load(link), step(n), hash().
int PrintHash(long long steps, const std::string& link) {
  if (!Load(link)) return 2;
  app::App& a = app::TheApp();
  app::StepOnce(a, int(steps));
  std::printf("%016" PRIx64 "\n", uint64_t(a.scene.pg.Hash()));
  return 0;
}

int PrintFragment(const std::string& link) {
  if (!Load(link)) return 2;
  std::printf("#%s\n", app::CurrentFragment(app::TheApp()).c_str());
  return 0;
}

// As the page's API: load(link), then code(lang), the text its Copy as code copies (CodeFor: the
// request the page's wasm writes, and the generator's code for it), for the demo's main agent (a
// link selects none). An agent with no code (the chase demo's prey) is refused as the page does.
int PrintCode(demos::CodeLang lang, const std::string& link) {
  if (!Load(link)) return 2;
  const app::App& a = app::TheApp();
  std::string code, behaviour;
  if (!demos::CodeFor(a.scene.pg, a.scene.selected, lang, &code, &behaviour)) {
    std::fprintf(stderr, "%s\n", demos::Tr("refused.code_none"));
    return 2;
  }
  std::fputs(code.c_str(), stdout);
  return 0;
}

// Whether an option (--name) was given before; it is added to `given`.
bool Repeated(const std::string& arg, std::vector<std::string>* given) {
  if (arg.size() < 3 || arg.compare(0, 2, "--") != 0) return false;
  if (std::find(given->begin(), given->end(), arg) != given->end()) return true;
  given->push_back(arg);
  return false;
}
// What a window does: nothing beside --hash, --fragment or --code, which open none.
bool WindowOption(const std::string& arg) {
  return arg == "--frames" || arg == "--screenshot" || arg == "--size" || arg == "--gl";
}

// The window on LINK, in the language asked for (else the link's, else the environment's), and
// its screenshot when asked: exit 0, 1 when no window or no PNG.
int OpenWindow(app::DesktopRun run, const std::string& lang, const std::string& link) {
  // Before the link loads: its notices speak the language too.
  app::UseDesktopLanguage(app::DesktopLanguage(lang, link));
  std::string why;
  if (g_screenshot && !Writable(g_screenshot, &why)) {
    std::fprintf(stderr, "could not write %s (%s)\n", g_screenshot, why.c_str());
    return 1;
  }
  if (g_screenshot && run.frames <= 0) run.frames = 60;
  if (g_screenshot) run.afterLastFrame = AfterLastFrame;
  app::SetDesktopLink(link);
  int rc = app::RunDesktop(run);
  if (rc == 0 && g_screenshot && !g_screenshotTaken) {
    std::fprintf(stderr, "no screenshot: the window was closed before frame %d\n", run.frames);
    return 1;
  }
  if (rc == 0 && g_screenshot && !g_screenshotOk) {
    std::fprintf(stderr, "could not write %s\n", g_screenshot);
    return 1;
  }
  return rc;
}

}  // namespace

int main(int argc, char** argv) {
  app::DesktopRun run;
  long long hashSteps = -1;
  bool fragment = false, haveLink = false, code = false;
  demos::CodeLang codeLang = demos::CodeLang::Cpp;
  std::string link, lang;
  std::vector<std::string> given;  // the options so far: each at most once
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    const bool takesValue = arg == "--hash" || arg == "--frames" || arg == "--screenshot" || arg == "--size" ||
                            arg == "--gl" || arg == "--lang" || arg == "--code";
    if (takesValue && i + 1 >= argc) return Refuse(arg + " needs a value");
    if (Repeated(arg, &given)) return Refuse(arg + " given twice");
    const char* value = takesValue ? argv[++i] : nullptr;
    long long n = 0;
    if (arg == "--hash") {
      if (!WholeNumber(value, 0, INT_MAX, &n))
        return Refuse("--hash: a whole number of steps, 0 to " + std::to_string(INT_MAX) + ": " + value);
      hashSteps = n;
    } else if (arg == "--frames") {
      if (!WholeNumber(value, 1, INT_MAX, &n)) return Refuse("--frames: a whole number of frames, 1 or more: " + std::string(value));
      run.frames = int(n);
    } else if (arg == "--screenshot") {
      g_screenshot = value;
    } else if (arg == "--size") {
      // Each side by WholeNumber (sscanf's %d wrapped 4294968296 to 1000).
      std::string text(value);
      size_t x = text.find('x');
      long long w = 0, h = 0;
      if (x == std::string::npos || !WholeNumber(text.substr(0, x).c_str(), 1, kMaxSide, &w) ||
          !WholeNumber(text.substr(x + 1).c_str(), 1, kMaxSide, &h) || !std::isdigit((unsigned char)text[0]) ||
          !std::isdigit((unsigned char)text[x + 1]))
        return Refuse("--size: WIDTHxHEIGHT in UI px, each 1 to " + std::to_string(kMaxSide) + ": " + value);
      run.width = int(w), run.height = int(h);
    } else if (arg == "--gl") {
      run.gl = value;
      if (run.gl != "es3" && run.gl != "3.3") {
        std::fprintf(stderr, "unknown GL: %s (es3 or 3.3)\n", run.gl.c_str());
        return 2;
      }
    } else if (arg == "--lang") {
      lang = value;
      if (demos::CanonicalLanguage(lang).empty()) {
        std::fprintf(stderr, "unknown language: %s (%s)\n", lang.c_str(), Languages(", ", " or ").c_str());
        return 2;
      }
    } else if (arg == "--fragment") {
      fragment = true;
    } else if (arg == "--code") {
      if (!demos::ParseCodeLang(value, &codeLang))
        return Refuse("--code " + std::string(value) + ": " + app::CodeLangRefusal());
      code = true;
    } else if (arg == "--help" || arg == "-h") {
      std::fputs(Usage().c_str(), stdout);
      return 0;
    } else if (arg.size() > 1 && arg[0] == '-') {
      return Refuse("unknown option: " + arg);
    } else if (haveLink) {
      return Refuse("one link only: " + link + " and " + arg);
    } else {
      link = arg, haveLink = true;
    }
  }
  if ((hashSteps >= 0) + fragment + code > 1) return Refuse("--hash, --fragment or --code: one of them");
  if ((hashSteps >= 0 || fragment || code) && std::any_of(given.begin(), given.end(), WindowOption))
    return Refuse("--hash, --fragment and --code open no window: not with --frames, --screenshot, --size or --gl");
  // The modes that print speak the flag's language, else the link's (its notices, and lang= in
  // what --fragment prints, as the page's load() makes it): never the environment's, so what they
  // print is the same on every machine.
  if (hashSteps >= 0 || fragment || code) app::UseDesktopLanguage(app::DesktopLanguage(lang, link, false));
  if (hashSteps >= 0) return PrintHash(hashSteps, link);
  if (fragment) return PrintFragment(link);
  if (code) return PrintCode(codeLang, link);
  return OpenWindow(run, lang, link);
}
