// The code generator as a module of its own (web/codegen.{js,wasm}). The page's wasm says what the
// selected agent does as a request (pg_code, code/code.h); shell.js fetches this module the first
// time someone asks for code and hands it the request on this module's heap (malloc and free are
// exported for it; a text on the stack is what trapped the page in issue #30), within a text
// limit of the page's (pg_limits); it writes the text. Kept out of the page's
// wasm: every behaviour's templates in four languages and their emitter made the page's wasm
// about 21 KB gzipped heavier, for what most visits never use (docs/perf.md).
#include <emscripten/emscripten.h>

#include <string>

#include "code/code.h"

extern "C" {

/// The code for a request (EncodeCodeRequest's text); "" for one this build cannot read (another
/// build's page, text cut short): shell.js then says to reload the page.
EMSCRIPTEN_KEEPALIVE const char* cg_generate(const char* request) {
  static std::string out;
  demos::CodeRequest r;
  out = request != nullptr && demos::DecodeCodeRequest(request, &r) ? demos::GenerateCode(r) : std::string();
  return out.c_str();
}

}  // extern "C"
