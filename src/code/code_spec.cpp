// The playground side of "code to take home": the scene describes what the selected agent does
// (Demo::Code, code_spec.h), as it describes its overlay; this file asks it and holds no demo's
// ids or numbers. The page's wasm holds this file; the text itself is written by the code
// generator (code.cpp, code_request.cpp), a module of its own the page fetches on first use
// (codegen.cpp).
#include "code/code.h"

namespace demos {

bool CodeSpecFor(const Playground& pg, int agent, CodeSpec* out) {
  CodeRequest r;
  if (!pg.Code(agent, r) || r.composition) return false;
  *out = r.spec;
  return true;
}

bool CodeRequestFor(const Playground& pg, int agent, CodeLang lang, CodeRequest* out) {
  CodeRequest r;
  if (!pg.Code(agent, r)) return false;
  r.lang = lang;
  if (!r.composition) {
    r.from = r.spec.from;
    r.spec.from = "";
  }
  *out = std::move(r);
  return true;
}

bool HasCode(const Playground& pg, int agent) {
  CodeRequest r;
  return pg.Code(agent, r);
}

bool CodeFor(const Playground& pg, int agent, CodeLang lang, std::string* code, std::string* behaviour) {
  CodeRequest r;
  if (!CodeRequestFor(pg, agent, lang, &r)) return false;
  *code = GenerateCode(r);
  *behaviour = CodeRequestBehaviour(r);
  return true;
}

}  // namespace demos
