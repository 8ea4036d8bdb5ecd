// "Code to take home": a behaviour with the playground's current numbers as one self-contained
// function a game developer pastes into C++, Unity (C#), Godot (GDScript) or a web page (JS).
// Pure functions: a CodeSpec (which behaviour, which numbers) becomes source text. Every snippet
// has the same signature, plain numbers in and a force out, and follows src/steer line by line
// (same operations in the same order), so it returns the core's force: tests/unit/code_test.cpp
// compiles the C++ with g++ and runs the JavaScript in node against the core.
//   chase (Bourg's three chasers): the same inputs, the chaser's new velocity out (no force)
//   offset pursuit, leader following: the same inputs, the target being the leader
//   seek, flee, arrive (Buckland's, and Peters' within a slowing radius), pursuit, evade:
//     inputs: self position, velocity, heading; target position, velocity, heading
//     output: the steering force (before the caller truncates it to maxForce)
//   wander: own position and heading, the wander target (local, kept by the caller between
//     calls), four uniform random draws in [0, 1) and dt; out: the force and the new wander target
//   flocking: own position, velocity, heading and the other agents nearby (count, then arrays of
//     positions and headings); the snippet picks the neighbours (radius, field of view) itself
//   interpose: own position and velocity, then A's and B's positions and velocities
//   the composer's group: one function per behaviour, then SteeringForce combining their forces
//   the others (obstacle avoidance, path following, hide, wall following, containment, flow-field
//     following, unaligned collision avoidance, queueing): own state and the scene data the
//     behaviour reads (obstacle circles, path points, wall segments, the region's polygon, the
//     field's grid, the other agents) as a count and arrays, listed in the snippet's comment
#pragma once

#include <string>
#include <string_view>

#include "demos/code_spec.h"
#include "model/playground.h"

namespace demos {

/// The languages the generator writes, in the panel's order: the id playground.code(lang) takes,
/// the name a notice says ("Copied pursuit as C#") and the label the panel's choice shows. Every
/// list of them (the panel, the page's notice, the desktop's, the refusal of another id) is this.
struct CodeLangName {
  const char* id;
  CodeLang lang;
  const char* name;
  const char* label;
};
inline constexpr CodeLangName kCodeLangs[] = {{"cpp", CodeLang::Cpp, "C++", "C++"},
                                              {"csharp", CodeLang::CSharp, "C#", "C# (Unity)"},
                                              {"gdscript", CodeLang::GDScript, "GDScript", "GDScript (Godot)"},
                                              {"js", CodeLang::JS, "JavaScript", "JavaScript"}};

/// One of kCodeLangs' ids; false for anything else.
bool ParseCodeLang(std::string_view name, CodeLang* out);
/// kCodeLangs' entry for a language.
const CodeLangName& CodeLangNameOf(CodeLang lang);

/// "seek", "flee", "arrive", "pursuit", "evade", "wander", "flocking".
const char* CodeBehaviourName(CodeBehaviour b);
/// The snippet's function name: "Steer" and its behaviour, "SteerPursuit" (GDScript:
/// steer_pursuit); a chaser's lane too ("SteerInterceptChase").
std::string FunctionNameOf(const CodeSpec& s);

/// The snippet for a spec: one function named by FunctionNameOf.
std::string GenerateCode(const CodeSpec& spec, CodeLang lang);

/// What the playground's selected agent (or the demo's main agent, `agent` < 0) does, as its scene
/// describes it (Demo::Code); false for the composer (GenerateCompositionCode) and the chase
/// demo's prey.
bool CodeSpecFor(const Playground& pg, int agent, CodeSpec* out);

/// The group of `agent` (group A when none is selected) as code: one function per behaviour,
/// with its numbers (its own inputs, as GenerateCode's), then SteeringForce, which takes their
/// forces in order (and, dithered, one random draw each) and combines them as the group does:
/// scale x weight, the group's method and max force.
std::string GenerateCompositionCode(const CompositionCodeSpec& c, CodeLang lang);

/// The request for the playground's selected agent (or main agent, `agent` < 0); false: the
/// agent has no code to take home (the chase demo's prey).
bool CodeRequestFor(const Playground& pg, int agent, CodeLang lang, CodeRequest* out);
/// "composition", or the behaviour's name (CodeBehaviourName).
std::string CodeRequestBehaviour(const CodeRequest& r);
/// The request's code (GenerateCode or GenerateCompositionCode).
std::string GenerateCode(const CodeRequest& r);

/// The request as text (hex digits of its fields, each written once in code_request.cpp, headed by
/// a tag of that field list), and back. Decoding refuses, with false, anything this build did not
/// write: another field list (a page and a generator of different builds), text cut short or
/// not hex, an enumeration or a count out of range.
std::string EncodeCodeRequest(const CodeRequest& r);
bool DecodeCodeRequest(std::string_view text, CodeRequest* out);

/// Whether the playground's agent (or main agent, `agent` < 0) has code to take home.
bool HasCode(const Playground& pg, int agent);
/// Its code in `lang` and the behaviour's name ("composition" for the composer); false: none.
/// (CodeRequestFor, then GenerateCode: what the page and its generator do between them.)
bool CodeFor(const Playground& pg, int agent, CodeLang lang, std::string* code, std::string* behaviour);

}  // namespace demos
