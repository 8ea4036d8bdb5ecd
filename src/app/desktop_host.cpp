// What the page's calls out (app.h, namespace web; webapi.cpp in the page) do in the desktop
// playground's window: the link is the command line's and the window's title follows it; Copy
// link and Copy as code write the clipboard through SDL and say so on the canvas, as the page's
// shell.js does; CSV and PNG downloads are written to the current directory. The page's own
// things (its Share dialog, the offline copy, its loading message) have no desktop counterpart.
#include "app/gl.h"

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "app/app.h"
#include "app/code_ui.h"
#include "app/desktop.h"
#include "app/platform.h"
#include "code/code.h"
#include "strings/strings.h"
#include "imgui.h"
#include "stb_image_write.h"

namespace app {

namespace {
std::string g_link;  // the command line's
}  // namespace

void SetDesktopLink(const std::string& link) { g_link = link; }

bool WritePixelsPng(const char* path, int x, int y, int w, int h) {
  if (w <= 0 || h <= 0) return false;
  std::vector<unsigned char> rgba(size_t(w) * size_t(h) * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(x, y, w, h, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
  // GL's rows go up from the bottom; a PNG's down from the top. Opaque, as the page's canvas.
  std::vector<unsigned char> rgb(size_t(w) * size_t(h) * 3);
  for (int row = 0; row < h; ++row)
    for (int col = 0; col < w; ++col)
      for (int c = 0; c < 3; ++c)
        rgb[(size_t(row) * size_t(w) + size_t(col)) * 3 + size_t(c)] =
            rgba[(size_t(h - 1 - row) * size_t(w) + size_t(col)) * 4 + size_t(c)];
  return stbi_write_png(path, w, h, 3, rgb.data(), w * 3) != 0;
}

namespace web {
std::string InitialFragment() { return g_link; }
bool EmbedRequested() { return false; }
void ReplaceFragment(const std::string& fragment) {
  std::string title = std::string(demos::Tr("ui.title")) + " #" + fragment;
  platform::SetTitle(title.c_str());
}
void CopyLink(const std::string& fragment, const std::string& note) {
  bool ok = platform::SetClipboard("#" + fragment);
  SayLinkCopied(TheApp(), ok, demos::Tr("notice.clipboard.not_copied"), note);
}
void CopyCode(const char* lang) {
  demos::CodeLang l;
  std::string code, behaviour;
  App& a = TheApp();
  if (!demos::ParseCodeLang(lang, &l) || !demos::CodeFor(a.scene.pg, a.scene.selected, l, &code, &behaviour)) return;
  std::string name = demos::CodeLangNameOf(l).name;
  bool ok = platform::SetClipboard(code);
  Notify(a, ok ? demos::Trf("notice.clipboard.code_copied", {behaviour, name}) : demos::Tr("notice.clipboard.not_copied"));
}
// Clips are the page's (shell/clip.js encodes them in the browser); here a PNG is the picture.
void OpenClip() { Notify(TheApp(), demos::Tr("ui.clip_desktop")); }
void OpenFullPlayground(const std::string&) {}  // embeds only: the desktop has no embed mode
void SetPageReady() {}
void FirstFrameDrawn() {}
bool DownloadText(const std::string& name, const char*, const std::string& data) {
  FILE* out = std::fopen(name.c_str(), "wb");
  if (!out) return false;
  bool written = std::fwrite(data.data(), 1, data.size(), out) == data.size();
  return std::fclose(out) == 0 && written;
}
void DownloadCanvasPng(const std::string& name, int x, int y, int w, int h) {
  // The page's rectangle has its top-left origin; GL's is bottom-left.
  int fbH = platform::DevicePx(ImGui::GetIO().DisplaySize.y, ImGui::GetIO().DisplayFramebufferScale.y);
  bool saved = WritePixelsPng(name.c_str(), x, fbH - y - h, w, h);
  Notify(TheApp(), saved ? demos::Trf("notice.downloaded", {name}) : demos::Trf("notice.not_saved", {name}));
}
void DownloadOffline() { Notify(TheApp(), demos::Tr("ui.offline_desktop")); }  // it is its own offline copy
void OpenShare() { CopyLink(CurrentFragment(TheApp())); }
void TouchHeld() {}  // no number field over the sliders to keep shut
bool CoarsePointer() { return false; }
bool PrefersLight() { return false; }
bool PrefersReducedMotion() { return false; }
bool ChooseLanguage(const char* tag) {
  if (!tag || tag == std::string_view(demos::Language()) || !UseDesktopLanguage(tag)) return false;
  Wake();
  return true;
}
void SignalChanges(App&, const std::string&) {}  // no second view beside the window
}  // namespace web

}  // namespace app
