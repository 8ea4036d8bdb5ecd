// Code to take home: the generated C++ compiles with g++ and the generated JavaScript runs in
// node, and each returns the core's force on sample inputs (within 1e-4, relative to the force's
// size). Each language is built and run once for all behaviours and samples (about 2 s).
#include "demos/code.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "steer/seek.h"

using namespace steer;

namespace {

struct Sample {
  Vec2 p, v, h, t, tv, th;
};

const std::vector<Sample> kSamples = {
    {{100, 100}, {50, 0}, {1, 0}, {400, 300}, {-30, 40}, {-0.6f, 0.8f}},
    {{500, 350}, {0, 0}, {0, 1}, {520, 340}, {0, 0}, {1, 0}},
    {{200, 200}, {80, 10}, {0.992278f, 0.124035f}, {300, 205}, {-90, 0}, {-1, 0}},  // ahead, facing
    {{10, 690}, {-20, -120}, {-0.164399f, -0.986394f}, {900, 20}, {140, 5}, {0.999363f, 0.035691f}},
    {{300, 300}, {10, 10}, {0.707107f, 0.707107f}, {300, 300}, {5, 0}, {1, 0}},  // on the target
    {{600, 100}, {0, -60}, {0, -1}, {650, 160}, {-70, -70}, {-0.707107f, -0.707107f}},
};

Agent AgentFrom(Vec2 pos, Vec2 vel, Vec2 heading, float maxSpeed) {
  AgentDef d;
  d.pos = pos;
  d.vel = vel;
  d.maxSpeed = maxSpeed;
  Agent a = MakeAgent(d, 0);
  a.vel = vel;  // exactly, unclamped
  a.heading = heading;
  a.side = Perp(heading);
  return a;
}

Vec2 CoreForce(const demos::CodeSpec& s, const Sample& x) {
  Agent self = AgentFrom(x.p, x.v, x.h, s.maxSpeed);
  Agent target = AgentFrom(x.t, x.tv, x.th, 150.0f);
  switch (s.behaviour) {
    case demos::CodeBehaviour::Seek:
      return Seek(self, x.t) * s.gain;
    case demos::CodeBehaviour::Flee:
      return Flee(self, x.t, s.panic) * s.gain;
    case demos::CodeBehaviour::Arrive:
      return Arrive(self, x.t, Deceleration(s.deceleration)) * s.gain;
    case demos::CodeBehaviour::Pursuit:
      return Pursuit(self, target, s.lookAhead, s.facingShortcut).force;
    case demos::CodeBehaviour::Evade:
      return Evade(self, target, s.threatRange, s.lookAhead).force;
  }
  return {};
}

std::vector<demos::CodeSpec> Specs() {
  std::vector<demos::CodeSpec> specs;
  demos::CodeSpec s;
  s.behaviour = demos::CodeBehaviour::Seek;
  s.maxSpeed = 200.0f;
  s.gain = 10.0f;
  specs.push_back(s);
  s.behaviour = demos::CodeBehaviour::Flee;
  s.panic = 250.0f;
  specs.push_back(s);
  s.behaviour = demos::CodeBehaviour::Arrive;
  for (int d = 1; d <= 3; ++d) {
    s.deceleration = d;
    specs.push_back(s);
  }
  s = {};
  s.behaviour = demos::CodeBehaviour::Pursuit;
  for (int p = 0; p < kPredictorCount; ++p) {
    s.lookAhead.predictor = Predictor(p);
    s.lookAhead.scale = p == 1 ? 0.5f : 1.0f;
    s.lookAhead.cap = p == 0 ? 0.0f : 1.5f;
    s.facingShortcut = p != 2;
    specs.push_back(s);
  }
  s = {};
  s.behaviour = demos::CodeBehaviour::Evade;
  s.maxSpeed = 120.0f;
  s.threatRange = 400.0f;
  for (int p = 0; p < kPredictorCount; ++p) {
    s.lookAhead.predictor = Predictor(p);
    specs.push_back(s);
  }
  return specs;
}

std::string Read(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// Compares the program's output (one "x y" line per spec and sample) with the core.
void ExpectOutputMatchesCore(const std::string& output, const char* lang) {
  std::istringstream in(output);
  std::vector<demos::CodeSpec> specs = Specs();
  int compared = 0;
  for (size_t k = 0; k < specs.size(); ++k) {
    for (const Sample& x : kSamples) {
      double fx = NAN, fy = NAN;
      ASSERT_TRUE(in >> fx >> fy) << lang << ": output ended at spec " << k;
      Vec2 f = CoreForce(specs[k], x);
      double tol = 1e-4 * std::fmax(1.0, std::hypot(double(f.x), double(f.y)));
      EXPECT_NEAR(fx, double(f.x), tol) << lang << " spec " << k << " sample at " << x.p.x << "," << x.p.y;
      EXPECT_NEAR(fy, double(f.y), tol) << lang << " spec " << k << " sample at " << x.p.x << "," << x.p.y;
      ++compared;
    }
  }
  EXPECT_EQ(compared, int(specs.size() * kSamples.size()));
}

std::string SampleArgs(const Sample& x) {
  char buf[256];
  std::snprintf(buf, sizeof buf, "%.9g, %.9g, %.9g, %.9g, %.9g, %.9g, %.9g, %.9g, %.9g, %.9g, %.9g, %.9g",
                double(x.p.x), double(x.p.y), double(x.v.x), double(x.v.y), double(x.h.x), double(x.h.y),
                double(x.t.x), double(x.t.y), double(x.tv.x), double(x.tv.y), double(x.th.x), double(x.th.y));
  return buf;
}

std::string TempDir() {
  char tmpl[] = "/tmp/code_test_XXXXXX";
  const char* dir = mkdtemp(tmpl);
  return dir ? dir : "/tmp";
}

}  // namespace

TEST(Code, TheCppSnippetCompilesWithGxxAndReturnsTheCoresForce) {
  std::string dir = TempDir();
  std::vector<demos::CodeSpec> specs = Specs();
  // <cmath> first, so that each snippet's own #include <cmath> inside a namespace is a no-op.
  std::string main = "#include <cmath>\n#include <cstdio>\n";
  for (size_t k = 0; k < specs.size(); ++k) {
    // Each snippet in its own namespace, pasted as it is.
    main += "namespace s" + std::to_string(k) + " {\n" + demos::GenerateCode(specs[k], demos::CodeLang::Cpp) + "}\n";
  }
  main += "int main() {\n";
  for (size_t k = 0; k < specs.size(); ++k)
    for (const Sample& x : kSamples)
      main += "  { auto f = s" + std::to_string(k) + "::SteeringForce(" + SampleArgs(x) +
              "); std::printf(\"%.9g %.9g\\n\", double(f.x), double(f.y)); }\n";
  main += "}\n";
  std::ofstream(dir + "/main.cpp") << main;
  std::string cmd = "g++ -std=c++17 -Wall -Wextra -Werror -ffp-contract=off -O1 -o " + dir + "/main " + dir +
                    "/main.cpp 2> " + dir + "/errors.txt && " + dir + "/main > " + dir + "/out.txt";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << Read(dir + "/errors.txt");
  ExpectOutputMatchesCore(Read(dir + "/out.txt"), "C++");
}

TEST(Code, TheJsSnippetRunsInNodeAndReturnsTheCoresForce) {
  std::string dir = TempDir();
  std::vector<demos::CodeSpec> specs = Specs();
  std::string js;
  for (size_t k = 0; k < specs.size(); ++k) {
    js += "const s" + std::to_string(k) + " = (() => {\n" + demos::GenerateCode(specs[k], demos::CodeLang::JS) +
          "return SteeringForce;\n})();\n";
  }
  for (size_t k = 0; k < specs.size(); ++k)
    for (const Sample& x : kSamples)
      js += "{ const f = s" + std::to_string(k) + "(" + SampleArgs(x) + "); console.log(f.x, f.y); }\n";
  std::ofstream(dir + "/main.js") << js;
  std::string cmd = "node " + dir + "/main.js > " + dir + "/out.txt 2> " + dir + "/errors.txt";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << Read(dir + "/errors.txt");
  ExpectOutputMatchesCore(Read(dir + "/out.txt"), "JS");
}

TEST(Code, GdscriptAndCsharpSnippetsAreWellFormedText) {
  // No Godot or mono here: check what can be checked without them. GDScript: tabs only, every
  // block opener ends with a colon and is followed by a deeper line; no braces or semicolons.
  for (const demos::CodeSpec& s : Specs()) {
    std::string gd = demos::GenerateCode(s, demos::CodeLang::GDScript);
    EXPECT_NE(gd.find("func steering_force("), std::string::npos);
    EXPECT_EQ(gd.find_first_of("{};"), std::string::npos) << gd;
    std::istringstream lines(gd);
    std::string line, prev;
    auto depth = [](const std::string& l) { return l.find_first_not_of('\t'); };
    while (std::getline(lines, line)) {
      EXPECT_EQ(line.find(' ') == 0, false) << "indented with spaces: " << line;
      if (!prev.empty() && prev.back() == ':' && prev.rfind("#", depth(prev)) != depth(prev)) {
        EXPECT_GT(depth(line), depth(prev)) << prev << "\n" << line;
      }
      prev = line;
    }
    std::string cs = demos::GenerateCode(s, demos::CodeLang::CSharp);
    int open = 0;
    for (char c : cs) open += c == '{' ? 1 : c == '}' ? -1 : 0;
    EXPECT_EQ(open, 0) << cs;
    EXPECT_NE(cs.find("public static void SteeringForce("), std::string::npos);
  }
}

TEST(Code, ThePlaygroundsAgentBecomesASpecWithItsCurrentNumbers) {
  demos::Playground pg;
  ASSERT_TRUE(pg.SelectDemo("pursuit"));
  pg.Set("lookahead", 0.5f);
  demos::CodeSpec s;
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &s));
  EXPECT_EQ(s.behaviour, demos::CodeBehaviour::Pursuit);
  EXPECT_EQ(s.lookAhead.scale, 0.5f);
  EXPECT_NE(demos::GenerateCode(s, demos::CodeLang::JS).find("T = T * 0.5;"), std::string::npos);
  ASSERT_TRUE(pg.SelectDemo("seek"));
  pg.Set("behaviour", 2.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &s));
  EXPECT_EQ(s.behaviour, demos::CodeBehaviour::Arrive);
  EXPECT_EQ(s.gain, 10.0f);
  ASSERT_TRUE(pg.SelectDemo("crowd"));
  EXPECT_FALSE(demos::CodeSpecFor(pg, 0, &s));
}
