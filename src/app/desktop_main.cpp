// The desktop playground: the page's app (the same frame function, panel, renderer, links and
// strings) in an SDL2 window with OpenGL ES 3 (main.cpp's RunDesktop).
//
//   steering-playground [LINK]                          a window on LINK ('#demo=evade&threat=80')
//   steering-playground --hash N LINK                   no window: N fixed steps, the state hash
//                                                       (the page's playground.hash() after
//                                                       load(LINK) and step(N))
//   steering-playground --frames N --screenshot F.png [--size WxH] LINK
//                                                       N frames in a window, the last one's
//                                                       pixels (scene and panel) as a PNG
//   steering-playground --fragment LINK                 the canonical link the page writes back
//   --gl es3|3.3                                        only OpenGL ES 3.0 (through EGL) or only
//                                                       OpenGL 3.3 core (GLX); without it ES 3.0,
//                                                       else 3.3 core
//   --lang TAG                                          the window's language (en, pt-BR, zh-CN);
//                                                       without it the link's lang=, else the
//                                                       environment's (LANGUAGE, LANG...), else English
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "app/app.h"
#include "app/desktop.h"
#include "strings/strings.h"

namespace {

const char* g_screenshot = nullptr;
bool g_screenshotOk = false;

void Usage() {
  std::fprintf(stderr,
               "usage: steering-playground [--lang en|pt-BR|zh-CN] [--gl es3|3.3] [LINK]\n"
               "       steering-playground --hash STEPS LINK\n"
               "       steering-playground --frames N --screenshot FILE.png [--size WxH] LINK\n"
               "       steering-playground --fragment LINK\n");
}

void AfterLastFrame(int width, int height) {
  g_screenshotOk = app::WritePixelsPng(g_screenshot, 0, 0, width, height);
}

// As the page's API: load(link) (app::LoadLink, the one parse), step(n), hash().
int PrintHash(long steps, const std::string& link) {
  app::App& a = app::TheApp();
  std::string message;
  if (!link.empty() && !app::LoadLink(a, link, &message)) {
    std::fprintf(stderr, "link refused: %s\n", message.c_str());
    return 2;
  }
  app::StepOnce(a, int(steps));
  std::printf("%016" PRIx64 "\n", uint64_t(a.scene.pg.Hash()));
  return 0;
}

int PrintFragment(const std::string& link) {
  app::App& a = app::TheApp();
  std::string message;
  if (!link.empty() && !app::LoadLink(a, link, &message)) return 2;
  std::printf("#%s\n", app::CurrentFragment(a).c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  app::DesktopRun run;
  long hashSteps = -1;
  bool fragment = false;
  std::string link, lang;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    bool more = i + 1 < argc;
    if (arg == "--hash" && more) {
      hashSteps = std::strtol(argv[++i], nullptr, 10);
    } else if (arg == "--frames" && more) {
      run.frames = std::atoi(argv[++i]);
    } else if (arg == "--screenshot" && more) {
      g_screenshot = argv[++i];
    } else if (arg == "--size" && more) {
      if (std::sscanf(argv[++i], "%dx%d", &run.width, &run.height) != 2) return Usage(), 2;
    } else if (arg == "--gl" && more) {
      run.gl = argv[++i];
      if (run.gl != "es3" && run.gl != "3.3") {
        std::fprintf(stderr, "unknown GL: %s (es3 or 3.3)\n", run.gl.c_str());
        return 2;
      }
    } else if (arg == "--lang" && more) {
      lang = argv[++i];
      if (demos::CanonicalLanguage(lang).empty()) {
        std::fprintf(stderr, "unknown language: %s (en, pt-BR or zh-CN)\n", lang.c_str());
        return 2;
      }
    } else if (arg == "--fragment") {
      fragment = true;
    } else if (arg == "--help" || arg == "-h") {
      Usage();
      return 0;
    } else if (!arg.empty() && arg[0] == '-' && arg.size() > 1 && arg[1] == '-') {
      Usage();
      return 2;
    } else {
      link = arg;
    }
  }
  if (hashSteps >= 0) return PrintHash(hashSteps, link);
  if (fragment) return PrintFragment(link);
  // Before the link loads: its notices speak the language too.
  app::UseDesktopLanguage(app::DesktopLanguage(lang, link));
  if (g_screenshot && run.frames <= 0) run.frames = 60;
  if (g_screenshot) run.afterLastFrame = AfterLastFrame;
  app::SetDesktopLink(link);
  int rc = app::RunDesktop(run);
  if (rc == 0 && g_screenshot && !g_screenshotOk) {
    std::fprintf(stderr, "could not write %s\n", g_screenshot);
    return 1;
  }
  return rc;
}
