// Decimal numbers written as text and read from text (links, challenge checks, the code export's literals), the same
// bits on every platform and without the C library's strtod (whose long-double scanner is about
// 6 KB of the page's gzipped wasm: issue #17).
#pragma once

#include <string>
#include <string_view>

namespace demos {

/// Reads all of `s` as [+-]digits[.digits][(e|E)[+-]digits] (at least one digit before the
/// exponent). Correctly rounded, as strtod, for up to 15 significant digits and a decimal exponent
/// within +-22 (every number a link or the code export writes); beyond that within an ulp or so,
/// the same on every platform. No spaces, hex, "inf" or "nan": false, *out untouched.
bool ParseDecimal(std::string_view s, double* out);

/// The shortest text that reads back to exactly v ("0.91", "400"; "0" for -0), as links, checks
/// and the composer's group text write numbers.
std::string FormatNumber(float v);

}  // namespace demos
