// Compiled, not run, by two CTest tests (CMakeLists.txt): with KEY an English key it compiles;
// with a key strings/en.json lacks, the build fails and says so (demos::Key, strings.h).
#include "strings/strings.h"

const char* Word() { return demos::Tr(KEY); }
