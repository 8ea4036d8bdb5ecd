// Code to take home: the generated C++ compiles with g++, the JavaScript runs in node and the C#
// compiles with mono's mcs and runs under mono, and each returns the core's force on sample
// inputs (within 1e-4, relative to the force's size). Each language is built and run once for
// all behaviours and samples. The GDScript runs in Godot 3.2 (Debian's headless godot3-server) in
// the CodeGodot tests, and is checked by a small parser as well: indentation, brackets, and every
// name defined and none a built-in's (what is left where Godot is not installed).
#include "code/code.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "demos/common.h"
#include "strings/decimal.h"
#include "steer/avoidance.h"
#include "steer/chase.h"
#include "steer/combine.h"
#include "steer/crowd.h"
#include "steer/flowfield.h"
#include "steer/path.h"
#include "steer/region.h"
#include "steer/seek.h"
#include "steer/wander.h"

using namespace steer;

namespace {

/// The composer's code as the page gets it: the request, as text and back (the page's wasm and
/// its code generator are two modules), then the generator.
std::string CompositionCode(const demos::Playground& pg, int agent, demos::CodeLang lang) {
  demos::CodeRequest r, back;
  EXPECT_TRUE(demos::CodeRequestFor(pg, agent, lang, &r));
  EXPECT_TRUE(demos::DecodeCodeRequest(demos::EncodeCodeRequest(r), &back));
  return demos::GenerateCode(back);
}

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

// Wander: pose, the wander target kept between calls, and the seed of the four draws.
struct WanderSample {
  Vec2 p, h, w;
  uint64_t seed;
  float dt;
};
const std::vector<WanderSample> kWanderSamples = {
    {{100, 100}, {1, 0}, {0, 0}, 1, 1.0f / 60.0f},  // a fresh agent
    {{500, 350}, {0.6f, 0.8f}, {20, -22.3606798f}, 7, 1.0f / 60.0f},
    {{30, 650}, {-0.707107f, 0.707107f}, {-30, 0}, 123456789, 0.05f},
};

// Flocking: own state and the agents nearby (some out of range or behind).
struct FlockSample {
  Vec2 p, v, h;
  std::vector<Vec2> q, qh;
};
const std::vector<FlockSample> kFlockSamples = {
    {{200, 200}, {40, 0}, {1, 0}, {{220, 210}, {190, 195}, {230, 170}, {400, 400}}, {{1, 0}, {0.6f, 0.8f}, {0, -1}, {1, 0}}},
    {{500, 300}, {0, -50}, {0, -1}, {{500, 340}, {520, 290}, {480, 280}, {505, 300}}, {{0, 1}, {-1, 0}, {0.8f, -0.6f}, {0, -1}}},
    {{50, 50}, {10, 10}, {0.707107f, 0.707107f}, {}, {}},          // alone
    {{300, 300}, {0, 0}, {0, 1}, {{300, 400}}, {{1, 0}}},          // the only one out of range
    {{600, 600}, {-30, 40}, {-0.6f, 0.8f}, {{600.5f, 600.2f}, {570, 640}, {640, 560}}, {{0, 1}, {-0.6f, 0.8f}, {1, 0}}},
};

Vec2 CoreForce(const demos::CodeSpec& s, const Sample& x);

enum class Shape { Target, Wander, Flock, Scene };
/// How a behaviour's snippet is called. The target behaviours are listed by name: they were told
/// apart by their place in CodeBehaviour, and the ones added after ObstacleAvoidance (arrive
/// within, chase, offset pursuit, leader following) were taken for scene behaviours with no case,
/// so that their snippets were compiled but never called.
Shape ShapeOf(const demos::CodeSpec& s) {
  using B = demos::CodeBehaviour;
  switch (s.behaviour) {
    case B::Wander: return Shape::Wander;
    case B::Flocking: return Shape::Flock;
    case B::Seek: case B::Flee: case B::Arrive: case B::Pursuit: case B::Evade: case B::ArriveWithin:
    case B::Chase: case B::OffsetPursuit: case B::LeaderFollowing:
      return Shape::Target;
    default: return Shape::Scene;
  }
}

// [SECTION] the behaviours that read the scene: each case is the snippet's arguments in its order
// (floats, ints, arrays, and path following's in-out waypoint) and what the core returns for the
// same agent and scene (the force; for path following also the waypoint, as (wp, 0)).
struct Arg {
  char kind;  ///< 'f' a float, 'i' an int, 'a' an array of floats, 's' the in-out int, 'o' an out float
  std::vector<float> v;
};
struct SceneCase {
  std::vector<Arg> args;
  std::vector<Vec2> want;
};
Arg F(float v) { return {'f', {v}}; }
Arg I(int v) { return {'i', {float(v)}}; }
Arg A(std::vector<float> v) { return {'a', std::move(v)}; }
std::vector<Arg> Own(const Agent& a, bool heading) {
  std::vector<Arg> r = {F(a.pos.x), F(a.pos.y), F(a.vel.x), F(a.vel.y)};
  if (heading) {
    r.push_back(F(a.heading.x));
    r.push_back(F(a.heading.y));
  }
  return r;
}
Vec2 Dir(float x, float y) { return Normalize(Vec2{x, y}); }
Agent Self(const demos::CodeSpec& s, Vec2 p, Vec2 v, Vec2 h) {
  Agent a = AgentFrom(p, v, h, s.maxSpeed);
  a.radius = s.radius;
  a.maxForce = s.maxForce;
  return a;
}
/// Arrays of x and y (and more) from a list of points.
std::vector<Arg> Xs(const std::vector<Vec2>& pts) {
  std::vector<float> x, y;
  for (Vec2 p : pts) {
    x.push_back(p.x);
    y.push_back(p.y);
  }
  return {I(int(pts.size())), A(x), A(y)};
}
void Append(std::vector<Arg>& to, const std::vector<Arg>& more) { to.insert(to.end(), more.begin(), more.end()); }

std::vector<SceneCase> SceneCases(const demos::CodeSpec& s) {
  using B = demos::CodeBehaviour;
  std::vector<SceneCase> cases;
  switch (s.behaviour) {
    case B::ObstacleAvoidance:
    case B::FeelerAvoidance: {
      struct X {
        Vec2 p, v, h;
        std::vector<Obstacle> obs;
      };
      const std::vector<X> xs = {
          {{100, 100}, {80, 0}, {1, 0}, {{{160, 105}, 20}, {{300, 300}, 30}}},  // in the box
          {{500, 350}, {0, -60}, {0, -1}, {{{480, 250}, 30}, {{520, 300}, 25}}},  // two: the nearer
          {{300, 300}, {50, 50}, Dir(1, 1), {{{250, 250}, 20}, {{420, 300}, 20}}},  // behind, beside
          {{200, 200}, {0, 0}, {1, 0}, {{{205, 195}, 10}}},                        // touching
          {{200, 200}, {30, -40}, Dir(3, -4), {{{236, 153}, 15}}},                 // nearly dead ahead
          {{200, 200}, {30, 0}, {1, 0}, {{{250, 200}, 15}}},                       // dead ahead: to -side
          {{50, 50}, {10, 0}, {1, 0}, {}},                                         // none
          {{400, 400}, {60, 0}, {1, 0}, {{{470, 395}, 20}, {{480, 415}, 25}, {{700, 400}, 30}}},  // two on the feeler
      };
      for (const X& x : xs) {
        Agent a = Self(s, x.p, x.v, x.h);
        std::vector<float> ox, oy, orad;
        for (const Obstacle& o : x.obs) {
          ox.push_back(o.pos.x);
          oy.push_back(o.pos.y);
          orad.push_back(o.radius);
        }
        SceneCase c{Own(a, true), {}};
        Append(c.args, {I(int(x.obs.size())), A(ox), A(oy), A(orad)});
        if (s.behaviour == B::FeelerAvoidance) {  // no velocity: the heading and maxSpeed
          c.args.erase(c.args.begin() + 2, c.args.begin() + 4);
          FeelerAvoidanceResult r = FeelerAvoidance(a, x.obs, s.feeler);
          c.want = {r.force * s.gain, {r.brake, 0.0f}};
          c.args.push_back({'o', {}});
        } else {
          c.want = {ObstacleAvoidance(a, x.obs, s.box).force * s.gain};
        }
        cases.push_back(c);
      }
      break;
    }
    case B::FollowPath: {
      Path path{{{150, 150}, {450, 110}, {820, 180}, {860, 480}}, s.loop};
      struct X {
        Vec2 p, v;
        int wp;
        bool empty;
      };
      const std::vector<X> xs = {{{140, 160}, {10, 0}, 0, false},  {{600, 300}, {50, 20}, 2, false},
                                 {{850, 470}, {0, 40}, 3, false},  {{700, 400}, {-20, 10}, 3, false},
                                 {{300, 300}, {0, 0}, 7, false},   {{860, 480}, {0, 0}, 3, false},
                                 {{300, 300}, {5, 5}, 1, true}};
      for (const X& x : xs) {
        Agent a = Self(s, x.p, x.v, {1, 0});
        a.waypoint = x.wp;
        Path p = x.empty ? Path{} : path;
        SceneCase c{Own(a, false), {}};
        c.want.push_back(FollowPath(a, p, s.arrival).force);
        c.want.push_back({float(a.waypoint), 0.0f});
        c.args.push_back({'s', {float(x.wp)}});
        Append(c.args, Xs(p.points));
        cases.push_back(c);
      }
      break;
    }
    case B::FollowPathway: {
      // The path demo's spine; a loop or not as the spec says. Inside and along, outside, going
      // back, at rest on the spine, past an open path's end, a single point, an empty path.
      Path path{{{150, 150}, {450, 110}, {820, 180}, {860, 480}, {560, 590}, {250, 520}}, s.loop};
      struct X {
        Vec2 p, v, h;
        int points;  ///< -1: the whole path
      };
      const std::vector<X> xs = {
          {{300, 135}, {100, -10}, Dir(10, -1), -1},  // inside the corridor, along: the cruise term
          {{300, 200}, {100, 0}, {1, 0}, -1},         // outside: seek further along
          {{300, 130}, {-100, 10}, Dir(-10, 1), -1},  // inside but going back
          {{450, 110}, {0, 0}, {0, 1}, -1},           // at rest on a waypoint
          {{200, 480}, {-60, -80}, Dir(-3, -4), -1},  // near the seam (the loop's last segment)
          {{170, 150}, {27, 100}, Dir(27, 100), -1},  // back across the seam: the wrong way
          {{870, 500}, {20, 60}, Dir(1, 3), -1},      // off a corner
          {{200, 200}, {30, 40}, Dir(3, 4), 1},       // a single point
          {{200, 200}, {30, 40}, Dir(3, 4), 0},       // nothing
      };
      for (const X& x : xs) {
        Agent a = Self(s, x.p, x.v, x.h);
        Path p = path;
        if (x.points >= 0) p.points.resize(size_t(x.points));
        SceneCase c{Own(a, true), {demos::PathwayWithCruise(a, p, s.pathway, s.gain, s.cruise)}};
        Append(c.args, Xs(p.points));
        cases.push_back(c);
      }
      break;
    }
    case B::Hide: {
      const std::vector<Obstacle> scene = {
          {{300, 220}, 40}, {{700, 200}, 50}, {{500, 420}, 45}, {{220, 520}, 35}, {{800, 530}, 40}};
      struct X {
        Vec2 p, v, t, tv;
        std::vector<Obstacle> obs;
      };
      const std::vector<X> xs = {
          {{480, 600}, {10, -5}, {500, 100}, {0, 60}, scene},
          {{300, 300}, {0, 0}, {310, 300}, {-30, 0}, {{{310, 300}, 20}, {{100, 100}, 30}}},  // hunter inside one
          {{400, 400}, {20, 0}, {450, 420}, {-60, -10}, {}},                                 // nowhere: evade
          {{100, 600}, {-30, 0}, {900, 100}, {0, 0}, scene},
      };
      for (const X& x : xs) {
        Agent a = Self(s, x.p, x.v, {1, 0});
        Agent hunter = AgentFrom(x.t, x.tv, Dir(x.tv.x + 1e-3f, x.tv.y), 80.0f);
        std::vector<float> ox, oy, orad;
        for (const Obstacle& o : x.obs) {
          ox.push_back(o.pos.x);
          oy.push_back(o.pos.y);
          orad.push_back(o.radius);
        }
        SceneCase c{Own(a, false), {Hide(a, hunter, x.obs, s.gap).force}};
        Append(c.args, {F(x.t.x), F(x.t.y), F(x.tv.x), F(x.tv.y), I(int(x.obs.size())), A(ox), A(oy), A(orad)});
        cases.push_back(c);
      }
      break;
    }
    case B::Interpose: {
      struct X {
        Vec2 p, v, a, av, b, bv;
      };
      const std::vector<X> xs = {
          {{500, 600}, {0, 0}, {250, 300}, {40, 10}, {750, 400}, {-20, 30}},  // far: predicts
          {{500, 350}, {10, -5}, {490, 340}, {0, 0}, {510, 360}, {0, 0}},     // on the midpoint
          {{100, 100}, {-30, 20}, {300, 100}, {0, -50}, {300, 500}, {60, 0}},
      };
      for (const X& x : xs) {
        Agent self = Self(s, x.p, x.v, {1, 0});
        Agent a = AgentFrom(x.a, x.av, {1, 0}, 90.0f), b = AgentFrom(x.b, x.bv, {1, 0}, 90.0f);
        SceneCase c{Own(self, false), {steer::Interpose(self, a, b)}};
        Append(c.args, {F(x.a.x), F(x.a.y), F(x.av.x), F(x.av.y), F(x.b.x), F(x.b.y), F(x.bv.x), F(x.bv.y)});
        cases.push_back(c);
      }
      break;
    }
    case B::WallFollowing: {
      std::vector<Wall> room = WallsInside({{60, 60}, {560, 60}, {560, 200}, {760, 200}, {760, 60}, {940, 60},
                                            {940, 640}, {620, 640}, {480, 480}, {340, 640}, {60, 640}});
      room.push_back(MakeWall({300, 300}, {300, 300}));  // a wall of no length: its end is the point
      struct X {
        Vec2 p, v;
      };
      for (const X& x : std::vector<X>{{{100, 300}, {-20, 50}}, {{500, 100}, {60, 0}}, {{500, 350}, {0, 0}},
                                       {{300, 320}, {0, -10}}, {{650, 230}, {40, -40}}}) {
        Agent a = Self(s, x.p, x.v, {1, 0});
        for (int empty = 0; empty < 2; ++empty) {
          std::vector<Wall> walls = empty ? std::vector<Wall>{} : room;
          std::vector<float> w[6];
          for (const Wall& wl : walls) {
            const float v[6] = {wl.a.x, wl.a.y, wl.b.x, wl.b.y, wl.normal.x, wl.normal.y};
            for (int k = 0; k < 6; ++k) w[k].push_back(v[k]);
          }
          SceneCase c{Own(a, false), {WallFollowing(a, walls, s.wall).force}};
          c.args.push_back(I(int(walls.size())));
          for (auto& v : w) c.args.push_back(A(v));
          cases.push_back(c);
          if (x.p.x != 100) break;  // one empty scene is enough
        }
      }
      break;
    }
    case B::Containment: {
      std::vector<Vec2> region = {{110, 120}, {380, 70}, {540, 200}, {740, 80}, {920, 230},
                                  {800, 380}, {900, 600}, {500, 640}, {120, 560}};
      std::vector<Vec2> reversed(region.rbegin(), region.rend());
      struct X {
        Vec2 p, v, h;
      };
      const std::vector<X> xs = {
          {{140, 300}, {-50, 0}, {-1, 0}},      // ahead out through the left edge
          {{500, 400}, {20, 10}, Dir(2, 1)},    // well inside
          {{50, 50}, {10, 0}, {1, 0}},          // outside: back to the boundary
          {{880, 580}, {30, 20}, Dir(3, 2)},    // into a corner: more than one probe out
          {{380, 100}, {0, -40}, {0, -1}},      // near a vertex
      };
      for (const X& x : xs) {
        Agent a = Self(s, x.p, x.v, x.h);
        for (const auto* r : {&region, &reversed}) {
          SceneCase c{Own(a, true), {Containment(a, *r, s.probe, s.containment).force}};
          Append(c.args, Xs(*r));
          cases.push_back(c);
        }
      }
      Agent a = Self(s, {100, 100}, {1, 1}, {1, 0});
      std::vector<Vec2> two = {{0, 0}, {200, 200}};
      SceneCase c{Own(a, true), {Containment(a, two, s.probe, s.containment).force}};
      Append(c.args, Xs(two));
      cases.push_back(c);
      break;
    }
    case B::FlowField: {
      FlowField field;
      field.cols = 4;
      field.rows = 3;
      field.cell = 50.0f;
      for (int k = 0; k < 12; ++k) field.dirs.push_back(Dir(std::cos(float(k)), std::sin(float(k) * 1.3f)));
      struct X {
        Vec2 p, v;
      };
      for (const X& x : std::vector<X>{{{60, 70}, {20, 10}}, {{300, 200}, {-10, 0}}, {{-10, -30}, {0, 5}},
                                       {{149, 10}, {40, 0}}, {{120, 140}, {0, 0}}}) {
        Agent a = Self(s, x.p, x.v, {1, 0});
        for (int empty = 0; empty < 2; ++empty) {
          FlowField f = empty ? FlowField{} : field;
          std::vector<float> dx, dy;
          for (Vec2 d : f.dirs) {
            dx.push_back(d.x);
            dy.push_back(d.y);
          }
          SceneCase c{Own(a, false), {FlowFieldFollowing(a, f, s.flowLookAhead).force}};
          Append(c.args, {I(f.cols), I(f.rows), F(f.cell), A(dx), A(dy)});
          cases.push_back(c);
          if (x.p.x != 60) break;
        }
      }
      break;
    }
    case B::Crowd: {
      struct O {
        Vec2 p, v, h;
        float r;
      };
      struct X {
        Vec2 p, v, h;
        std::vector<O> others;
      };
      const std::vector<X> xs = {
          {{100, 300}, {50, 0}, {1, 0}, {{{250, 305}, {-50, 0}, {-1, 0}, 8}}},                  // head-on
          {{100, 100}, {50, 0}, {1, 0}, {{{180, 20}, {0, 50}, {0, 1}, 8}, {{600, 600}, {0, 0}, {1, 0}, 8}}},  // crossing
          {{100, 100}, {50, 0}, {1, 0}, {{{180, 20}, {0, 70}, {0, 1}, 8}}},                     // crossing, faster
          {{100, 100}, {50, 0}, {1, 0}, {{{220, 46}, {-30, 36}, Dir(-5, 6), 8}}},               // crossing at 130 degrees
          {{100, 100}, {50, 0}, {1, 0}, {{{130, 110}, {30, 0}, {1, 0}, 8}}},                    // side by side
          {{100, 100}, {50, 0}, {1, 0}, {{{105, 102}, {0, 0}, {1, 0}, 8}, {{150, 100}, {-50, 0}, {-1, 0}, 8}}},  // too close, ahead
          {{100, 100}, {50, 0}, {1, 0}, {{{90, 100}, {50, 0}, {1, 0}, 10}}},                    // too close, dead behind
          {{100, 100}, {50, 0}, {1, 0}, {{{300, 400}, {20, 30}, Dir(2, 3), 8}}},                // nobody near
          {{100, 100}, {50, 0}, {1, 0}, {}},
      };
      for (const X& x : xs) {
        std::vector<Agent> agents = {Self(s, x.p, x.v, x.h)};
        std::vector<float> a[7];
        for (const O& o : x.others) {
          agents.push_back(AgentFrom(o.p, o.v, o.h, 70.0f));
          agents.back().radius = o.r;
          const float v[7] = {o.p.x, o.p.y, o.v.x, o.v.y, o.h.x, o.h.y, o.r};
          for (int k = 0; k < 7; ++k) a[k].push_back(v[k]);
        }
        SceneCase c{Own(agents[0], true), {UnalignedCollisionAvoidance(agents, 0, s.avoid).force}};
        c.args.push_back(I(int(x.others.size())));
        for (auto& v : a) c.args.push_back(A(v));
        cases.push_back(c);
      }
      break;
    }
    case B::Queue: {
      struct X {
        Vec2 g;
        std::vector<Vec2> others;
        Vec2 v;  ///< the others' velocity (the self agent's is (40, 5): speed 40.3)
      };
      const std::vector<X> xs = {
          {{630, 350}, {{530, 352}, {480, 350}}, {}},  // someone ahead, nearer the goal
          {{630, 350}, {{480, 350}}, {}},              // only behind
          {{630, 350}, {{600, 350}}, {}},              // ahead, beyond the zone
          {{400, 350}, {{520, 350}}, {}},              // ahead but farther from the goal
          {{630, 350}, {{520, 373}}, {}},              // beside the zone
          {{630, 350}, {{530, 352}}, {60, 0}},         // ahead, pulling away: Reynolds does not brake
          {{630, 350}, {{530, 352}}, {30, 5}},         // ahead, slower: both rules brake
          {{630, 350}, {}, {}},
      };
      bool reynolds = s.queue.rule != QueueRule::AnyAhead;
      for (const X& x : xs) {
        std::vector<Agent> agents = {Self(s, {500, 350}, {40, 5}, Dir(40, 5))};
        std::vector<float> qx, qy, qvx, qvy, qr;
        for (Vec2 o : x.others) {
          agents.push_back(AgentFrom(o, x.v, {1, 0}, 80.0f));
          agents.back().radius = 9.0f;
          qx.push_back(o.x);
          qy.push_back(o.y);
          qvx.push_back(x.v.x);
          qvy.push_back(x.v.y);
          qr.push_back(9.0f);
        }
        std::vector<Arg> others = {I(int(x.others.size())), A(qx), A(qy)};
        if (reynolds) Append(others, {A(qvx), A(qvy)});
        others.push_back(A(qr));
        if (s.queueGoal) {
          SceneCase c{Own(agents[0], true), {Queue(agents, 0, s.queue, &x.g).force}};
          Append(c.args, {F(x.g.x), F(x.g.y)});
          Append(c.args, others);
          cases.push_back(c);
        } else {  // the composer's: no goal, everyone ahead counts
          SceneCase c{Own(agents[0], true), {Queue(agents, 0, s.queue).force}};
          Append(c.args, others);
          cases.push_back(c);
        }
      }
      break;
    }
    case B::WallAvoidance: {
      // The composer's walls just inside the world, and a slanted one across the middle.
      std::vector<Wall> walls = {MakeWall({10, 10}, {990, 10}), MakeWall({990, 10}, {990, 690}),
                                 MakeWall({990, 690}, {10, 690}), MakeWall({10, 690}, {10, 10}),
                                 MakeWall({400, 500}, {600, 300})};
      struct X {
        Vec2 p, h;
      };
      const std::vector<X> xs = {
          {{30, 300}, {-1, 0}},            // the ahead feeler through the left wall
          {{500, 30}, Dir(1, -1)},          // a side feeler through the top wall
          {{975, 680}, Dir(1, 1)},          // into a corner: two walls
          {{480, 380}, Dir(1, 1)},          // at the slanted wall
          {{500, 200}, {1, 0}},             // nothing near
          {{20, 20}, Dir(-1, -1)},          // the corner, heading out
      };
      for (const X& x : xs) {
        Agent a = Self(s, x.p, x.h * 50.0f, x.h);
        for (int empty = 0; empty < 2; ++empty) {
          std::vector<Wall> ws = empty ? std::vector<Wall>{} : walls;
          std::vector<float> w[6];
          for (const Wall& wl : ws) {
            const float v[6] = {wl.a.x, wl.a.y, wl.b.x, wl.b.y, wl.normal.x, wl.normal.y};
            for (int k = 0; k < 6; ++k) w[k].push_back(v[k]);
          }
          SceneCase c{{F(a.pos.x), F(a.pos.y), F(a.heading.x), F(a.heading.y)}, {WallAvoidance(a, ws, s.feeler)}};
          c.args.push_back(I(int(ws.size())));
          for (auto& v : w) c.args.push_back(A(v));
          cases.push_back(c);
          if (x.p.x != 30) break;  // one empty scene is enough
        }
      }
      break;
    }
    case B::BoxContainment: {
      struct X {
        Vec2 p, v;
      };
      for (const X& x : std::vector<X>{{{500, 350}, {30, 20}},  {{950, 350}, {100, 0}}, {{60, 60}, {-80, -60}},
                                       {{500, 690}, {0, 30}},   {{-20, 300}, {0, 0}},   {{30, 680}, {-10, 10}}}) {
        Agent a = Self(s, x.p, x.v, Normalize(x.v));
        SceneCase c{Own(a, false), {Containment(a, {s.boxMinX, s.boxMinY}, {s.boxMaxX, s.boxMaxY}, s.margin,
                                                s.probeTime)}};
        cases.push_back(c);
      }
      break;
    }
    default:
      break;
  }
  return cases;
}

void Draws(uint64_t seed, float r[4]) {
  Rng rng = Rng::FromSeed(seed);
  rng.NextFloats4(r);
}

/// The core's outputs for every sample of the spec's shape, in pairs: the force (and, for
/// wander, the new wander target).
std::vector<Vec2> CoreOutputs(const demos::CodeSpec& s) {
  std::vector<Vec2> out;
  switch (ShapeOf(s)) {
    case Shape::Wander:
      for (const WanderSample& x : kWanderSamples) {
        Agent a = AgentFrom(x.p, {}, x.h, s.maxSpeed);
        a.wanderTarget = x.w;
        Rng rng = Rng::FromSeed(x.seed);
        out.push_back(Wander(a, s.wander, rng, x.dt).force);
        out.push_back(a.wanderTarget);
      }
      break;
    case Shape::Flock:
      for (const FlockSample& x : kFlockSamples) {
        std::vector<Agent> agents = {AgentFrom(x.p, x.v, x.h, s.maxSpeed)};
        for (size_t j = 0; j < x.q.size(); ++j) {
          agents.push_back(AgentFrom(x.q[j], {}, x.qh[j], 150.0f));
          agents.back().id = int(j + 1);
        }
        std::vector<int> nb;
        NeighborsBruteForce(agents, 0, s.flock.radius, FovCos(s.flock.fovDegrees), nb);
        FlockForces f = Flock(agents[0], agents, nb);
        if (s.combination == steer::Combination::Prioritized) {  // the flock demo's combine=prioritized
          WeightedForce w[3] = {{f.separation, s.flock.separation}, {f.alignment, s.flock.alignment},
                                {f.cohesion, s.flock.cohesion}};
          out.push_back(Prioritize(w, 3, s.maxForce, nullptr));
          continue;
        }
        out.push_back(f.separation * s.flock.separation + f.alignment * s.flock.alignment +
                      f.cohesion * s.flock.cohesion);
      }
      break;
    case Shape::Scene:
      for (const SceneCase& c : SceneCases(s)) out.insert(out.end(), c.want.begin(), c.want.end());
      break;
    case Shape::Target:
      break;
  }
  if (ShapeOf(s) == Shape::Target)
    for (const Sample& x : kSamples) out.push_back(CoreForce(s, x));
  return out;
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
    case demos::CodeBehaviour::ArriveWithin:
      return ArriveWithin(self, x.t, s.slowing) * s.gain;
    case demos::CodeBehaviour::OffsetPursuit:
      return OffsetPursuit(self, target, {s.offsetX, s.offsetY}) * s.gain;
    case demos::CodeBehaviour::LeaderFollowing:
      return LeaderFollowing(self, target, s.leader).force;
    case demos::CodeBehaviour::Chase: {  // the chaser's new velocity, as chase_demo.cpp sets it
      const float dt = 1.0f / 60.0f, speed = s.maxSpeed;
      if (s.chase == 0) return Truncate((BasicChaseStep(x.p, x.t, speed * dt) - x.p) / dt, speed);
      if (s.chase == 1) return LineOfSightChase(x.p, x.t, speed).vel;
      return InterceptChase(self, target, speed, s.chaseMaxTime).vel;
    }
    case demos::CodeBehaviour::Pursuit:
      return Pursuit(self, target, s.lookAhead, s.facingShortcut).force;
    case demos::CodeBehaviour::Evade:
      return Evade(self, target, s.threatRange, s.lookAhead).force;
    default:
      break;  // other inputs: CoreOutputs
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
  // Peters' arrive: the samples are inside a 100-unit radius (22 units away, on the target) and
  // outside it; with no radius it is a seek.
  s.behaviour = demos::CodeBehaviour::ArriveWithin;
  s.slowing = 100.0f;
  specs.push_back(s);
  s.slowing = 0.0f;
  s.gain = 1.0f;
  specs.push_back(s);
  // Bourg's three chasers at the chase demo's speed; intercept with its cap and with a short one
  // (the samples with closing speed ~0 hit it).
  s = {};
  s.behaviour = demos::CodeBehaviour::Chase;
  s.maxSpeed = 110.0f;
  for (int c = 0; c < 3; ++c) {
    s.chase = c;
    specs.push_back(s);
  }
  s.chaseMaxTime = 0.5f;
  specs.push_back(s);
  // Offset pursuit: a slot behind and to the left of the leader (the samples' targets), and one ahead.
  s = {};
  s.behaviour = demos::CodeBehaviour::OffsetPursuit;
  s.maxSpeed = 120.0f;
  s.offsetX = -40.0f;
  s.offsetY = 40.0f;
  specs.push_back(s);
  s.offsetX = 60.0f;
  s.offsetY = 0.0f;
  specs.push_back(s);
  s.behaviour = demos::CodeBehaviour::Interpose;
  s.maxSpeed = 130.0f;
  specs.push_back(s);
  s.maxSpeed = 0.0f;  // cannot move: T is the 60 s bound
  specs.push_back(s);
  // Leader following: the samples put the follower behind, beside and in front of the leader.
  s = {};
  s.behaviour = demos::CodeBehaviour::LeaderFollowing;
  s.maxSpeed = 120.0f;
  specs.push_back(s);
  s.leader.outOfTheWay = OutOfTheWay::StepAside;  // Reynolds': off the leader's line, sideways
  specs.push_back(s);
  s.leader = {30.0f, 90.0f, 40.0f, OutOfTheWay::StepAside};
  specs.push_back(s);
  s.leader.outOfTheWay = OutOfTheWay::StepAsideWhileArriving;  // links of version 5: added to arriving
  specs.push_back(s);
  s.leader = {};
  s.leader.outOfTheWay = OutOfTheWay::StepAsideWhileArriving;
  specs.push_back(s);
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
  s = {};
  s.behaviour = demos::CodeBehaviour::Wander;
  s.wander = {30.0f, 60.0f, 120.0f};  // the wander demo's defaults
  specs.push_back(s);
  s.wander = {20.0f, 40.0f, 0.0f};  // no jitter: a fresh agent's target goes straight ahead
  specs.push_back(s);
  s = {};
  s.behaviour = demos::CodeBehaviour::Flocking;
  s.maxSpeed = 120.0f;
  s.flock = {50.0f, 270.0f, 1800.0f, 200.0f, 120.0f};  // the flock demo's defaults, scaled
  specs.push_back(s);
  s.flock.fovDegrees = 120.0f;  // cos(fov / 2) > 0: only ahead
  specs.push_back(s);
  s.flock = {35.0f, 360.0f, 600.0f, 50.0f, 300.0f};  // all around
  specs.push_back(s);
  s.combination = steer::Combination::Prioritized;  // Buckland's prioritized sum, as the demo's combine=
  s.flock = {50.0f, 270.0f, 1800.0f, 200.0f, 120.0f};
  s.maxForce = 300.0f;  // the boids': separation alone may spend it
  specs.push_back(s);
  s.maxForce = 60.0f;   // less: separation or alignment cut, cohesion skipped
  specs.push_back(s);
  using B = demos::CodeBehaviour;
  s = {};
  s.behaviour = B::ObstacleAvoidance;  // the avoid demo's defaults
  s.maxSpeed = 110.0f;
  s.box = 50.0f;
  s.gain = 6.0f;
  specs.push_back(s);
  s.box = 0.0f;  // no box: only what touches the agent
  s.gain = 1.0f;
  s.radius = 12.0f;
  specs.push_back(s);
  s.behaviour = B::FeelerAvoidance;  // Peters: the avoid demo's feeler (2 x box) and weight
  s.feeler = 100.0f;
  s.gain = 6.0f;
  specs.push_back(s);
  s.feeler = 0.0f;  // no feeler: no force, no brake
  specs.push_back(s);
  s = {};
  s.behaviour = B::FollowPath;
  s.arrival = 30.0f;
  specs.push_back(s);
  s.loop = false;
  specs.push_back(s);
  s = {};
  s.behaviour = B::FollowPathway;  // the path demo's method=reynolds: radius 30, T 0.5 s, cruise 2
  s.pathway = {30.0f, 0.5f, 1};
  s.gain = 10.0f;
  specs.push_back(s);
  s.pathway = {8.0f, 1.5f, -1};  // narrow, far ahead, against the points' order, no gain
  s.gain = 1.0f;
  s.loop = false;
  s.maxSpeed = 90.0f;
  specs.push_back(s);
  s = {};
  s.behaviour = B::Hide;
  s.maxSpeed = 140.0f;
  specs.push_back(s);
  s = {};
  s.behaviour = B::WallFollowing;
  s.maxSpeed = 110.0f;
  specs.push_back(s);
  s.wall = {15.0f, 0.0f};
  specs.push_back(s);
  s = {};
  s.behaviour = B::Containment;  // Reynolds' rule
  s.maxSpeed = 100.0f;
  specs.push_back(s);
  s.probe = 120.0f;
  s.maxForce = 250.0f;
  specs.push_back(s);
  s.containment = ContainmentRule::EdgePush;  // the rule before #35
  specs.push_back(s);
  s.probe = 60.0f;
  specs.push_back(s);
  s = {};
  s.behaviour = B::FlowField;
  s.maxSpeed = 120.0f;
  specs.push_back(s);
  s.flowLookAhead = 2.0f;
  specs.push_back(s);
  s = {};
  s.behaviour = B::Crowd;
  s.maxSpeed = 70.0f;
  s.maxForce = 300.0f;
  s.avoid = {2.0f, 6.0f, 0.5f};  // OpenSteer's too close: touching
  specs.push_back(s);
  s.avoid = {3.0f, 10.0f, 0.8f};
  specs.push_back(s);
  s.avoid = {2.0f, 6.0f, 0.5f, 6.0f};  // the too-close test before #35
  specs.push_back(s);
  s = {};
  s.behaviour = B::Queue;
  s.queue = {30.0f, 0.0f, 8.0f};  // Reynolds' rule: only the slower
  specs.push_back(s);
  s.queue = {60.0f, 5.0f, 4.0f};
  specs.push_back(s);
  s.queueGoal = false;  // the composer's: no goal
  specs.push_back(s);
  s.queue = {30.0f, 0.0f, 8.0f, QueueRule::AnyAhead};  // the rule before #35
  specs.push_back(s);
  s.queueGoal = true;
  specs.push_back(s);
  s = {};
  s.behaviour = B::WallAvoidance;
  s.feeler = 40.0f;
  specs.push_back(s);
  s.feeler = 90.0f;
  specs.push_back(s);
  s = {};
  s.behaviour = B::BoxContainment;
  s.maxSpeed = 110.0f;
  specs.push_back(s);
  s.margin = 400.0f;  // wider than half the height: the box is a line
  s.probeTime = 1.5f;
  specs.push_back(s);
  return specs;
}

std::string Read(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// Compares the program's output (the numbers of every spec's samples, in pairs) with the core.
void ExpectOutputMatchesCore(const std::string& output, const char* lang) {
  std::istringstream in(output);
  std::vector<demos::CodeSpec> specs = Specs();
  int compared = 0, expected = 0;
  for (size_t k = 0; k < specs.size(); ++k) {
    std::vector<Vec2> want = CoreOutputs(specs[k]);
    // Every spec is called and compared (four behaviours once had no samples and were never run).
    EXPECT_GT(want.size(), 0u) << lang << ": spec " << k << " has no samples";
    expected += int(want.size());
    for (size_t j = 0; j < want.size(); ++j) {
      double fx = NAN, fy = NAN;
      ASSERT_TRUE(in >> fx >> fy) << lang << ": output ended at spec " << k;
      Vec2 f = want[j];
      double tol = 1e-4 * std::fmax(1.0, std::hypot(double(f.x), double(f.y)));
      EXPECT_NEAR(fx, double(f.x), tol) << lang << " spec " << k << " output " << j;
      EXPECT_NEAR(fy, double(f.y), tol) << lang << " spec " << k << " output " << j;
      ++compared;
    }
  }
  EXPECT_EQ(compared, expected);
  EXPECT_GT(compared, 100);
  std::string rest;
  EXPECT_FALSE(in >> rest) << lang << ": more output than samples";
}

std::string G(float v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.9g", double(v));
  return buf;
}

std::string List(const std::vector<float>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + G(v[i]);
  return s;
}

/// The same with C#'s float suffix (C# has no implicit double -> float).
std::string ListF(const std::vector<float>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + G(v[i]) + "f";
  return s;
}

std::string SampleArgs(const Sample& x) {
  return List({x.p.x, x.p.y, x.v.x, x.v.y, x.h.x, x.h.y, x.t.x, x.t.y, x.tv.x, x.tv.y, x.th.x, x.th.y});
}

/// The flock sample's arrays: positions x, y and headings x, y of the agents nearby.
std::vector<std::vector<float>> FlockArrays(const FlockSample& x) {
  std::vector<std::vector<float>> a(4);
  for (size_t j = 0; j < x.q.size(); ++j) {
    a[0].push_back(x.q[j].x);
    a[1].push_back(x.q[j].y);
    a[2].push_back(x.qh[j].x);
    a[3].push_back(x.qh[j].y);
  }
  return a;
}

/// GDScript's calls of snippet k (the instance s<k> of its script, in main.gd's _init()): the
/// arguments as JS's, the force a Vector2, and what JS returns beside it the second item of an
/// array ([force, waypoint], [force, brake], wander's [force, new wander target]). P(x, y)
/// prints a pair.
/// GDScript's name of a snippet's function: SteerPursuit -> steer_pursuit.
std::string GdName(const std::string& name) {
  std::string out;
  for (char c : name) {
    if (std::isupper(static_cast<unsigned char>(c)) && !out.empty()) out += '_';
    out += char(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

std::string GdCalls(size_t k, const demos::CodeSpec& spec) {
  std::string fn = "\tf = s" + std::to_string(k) + "." + GdName(demos::FunctionNameOf(spec)) + "(", out;
  switch (ShapeOf(spec)) {
    case Shape::Scene:
      for (const SceneCase& c : SceneCases(spec)) {
        std::string args;
        bool second = false;
        for (const Arg& a : c.args) {
          if (a.kind == 'o') {  // an out float: returned beside the force
            second = true;
            continue;
          }
          second = second || a.kind == 's';  // the in-out waypoint: the new one returned beside the force
          args += (args.empty() ? "" : ", ") + (a.kind == 'a'   ? "[" + List(a.v) + "]"
                                                : a.kind == 'f' ? G(a.v[0])
                                                                : std::to_string(int(a.v[0])));
        }
        out += fn + args + (second ? ")\n\tP(f[0].x, f[0].y)\n\tP(f[1], 0)\n" : ")\n\tP(f.x, f.y)\n");
      }
      break;
    case Shape::Target:
      for (const Sample& x : kSamples) out += fn + SampleArgs(x) + ")\n\tP(f.x, f.y)\n";
      break;
    case Shape::Wander:
      for (const WanderSample& x : kWanderSamples) {
        float r[4];
        Draws(x.seed, r);
        out += fn + List({x.p.x, x.p.y, x.h.x, x.h.y, x.w.x, x.w.y, r[0], r[1], r[2], r[3], x.dt}) +
               ")\n\tP(f[0].x, f[0].y)\n\tP(f[1].x, f[1].y)\n";
      }
      break;
    case Shape::Flock:
      for (const FlockSample& x : kFlockSamples) {
        std::vector<std::vector<float>> a = FlockArrays(x);
        out += fn + List({x.p.x, x.p.y, x.v.x, x.v.y, x.h.x, x.h.y}) + ", " + std::to_string(x.q.size()) +
               ", [" + List(a[0]) + "], [" + List(a[1]) + "], [" + List(a[2]) + "], [" + List(a[3]) +
               "])\n\tP(f.x, f.y)\n";
      }
      break;
  }
  return out;
}

/// Statements that call snippet k (in namespace/const s<k>, class S<k>.Steering in C#, the
/// instance s<k> of its script in GDScript) on every sample of its shape and print the outputs,
/// in pairs, as CoreOutputs lists them.
std::string Calls(demos::CodeLang lang, size_t k, const demos::CodeSpec& spec) {
  using demos::CodeLang;
  if (lang == CodeLang::GDScript) return GdCalls(k, spec);
  std::string name = demos::FunctionNameOf(spec);
  std::string fn = lang == CodeLang::CSharp ? "S" + std::to_string(k) + ".Steering." + name
                   : lang == CodeLang::Cpp  ? "s" + std::to_string(k) + "::" + name
                                            : "s" + std::to_string(k);
  std::string out;
  switch (ShapeOf(spec)) {
    case Shape::Scene:
      for (const SceneCase& c : SceneCases(spec)) {
        bool cs = lang == CodeLang::CSharp, cpp = lang == CodeLang::Cpp, state = false, out_ = false;
        std::string pre, args;
        for (size_t i = 0; i < c.args.size(); ++i) {
          const Arg& a = c.args[i];
          std::string v;
          if (a.kind == 'f') {
            v = G(a.v[0]) + (cs ? "f" : "");
          } else if (a.kind == 'i') {
            v = std::to_string(int(a.v[0]));
          } else if (a.kind == 'o') {  // an out float: JS returns it beside the force
            out_ = true;
            if (lang == CodeLang::JS) continue;
            pre += "float ob = 0; ";
            v = cs ? "out ob" : "ob";
          } else if (a.kind == 's') {
            state = true;
            pre += (lang == CodeLang::JS ? "let" : "int") + std::string(" st = ") + std::to_string(int(a.v[0])) + "; ";
            v = cs ? "ref st" : "st";
          } else if (cpp) {  // one padding element: C++ has no empty arrays
            pre += "const float a" + std::to_string(i) + "[] = {" + List(a.v) + (a.v.empty() ? "0" : ", 0") + "}; ";
            v = "a" + std::to_string(i);
          } else {
            v = cs ? "new float[] {" + ListF(a.v) + "}" : "[" + List(a.v) + "]";
          }
          args += (i ? ", " : "") + v;
        }
        if (cpp)
          out += "  { " + pre + "auto f = " + fn + "(" + args + "); P(f.x, f.y);" + (state ? " P(float(st), 0.0f);" : "") +
                 (out_ ? " P(ob, 0.0f);" : "") + " }\n";
        else if (cs)
          out += "    { " + pre + "float fx, fy; " + fn + "(" + args + ", out fx, out fy); P(fx, fy);" +
                 (state ? " P(st, 0);" : "") + (out_ ? " P(ob, 0);" : "") + " }\n";
        else
          out += "{ " + pre + "const f = " + fn + "(" + args + "); console.log(f.x, f.y);" +
                 (state ? " console.log(f.wp, 0);" : "") + (out_ ? " console.log(f.brake, 0);" : "") + " }\n";
      }
      break;
    case Shape::Target:
      for (const Sample& x : kSamples) {
        if (lang == CodeLang::Cpp)
          out += "  { auto f = " + fn + "(" + SampleArgs(x) + "); P(f.x, f.y); }\n";
        else if (lang == CodeLang::CSharp)
          out += "    { float fx, fy; " + fn + "(" + ListF({x.p.x, x.p.y, x.v.x, x.v.y, x.h.x, x.h.y, x.t.x, x.t.y,
                                                              x.tv.x, x.tv.y, x.th.x, x.th.y}) +
                 ", out fx, out fy); P(fx, fy); }\n";
        else
          out += "{ const f = " + fn + "(" + SampleArgs(x) + "); console.log(f.x, f.y); }\n";
      }
      break;
    case Shape::Wander:
      for (const WanderSample& x : kWanderSamples) {
        float r[4];
        Draws(x.seed, r);
        bool cs = lang == CodeLang::CSharp;
        std::string pose = cs ? ListF({x.p.x, x.p.y, x.h.x, x.h.y}) : List({x.p.x, x.p.y, x.h.x, x.h.y}),
                    w = List({x.w.x, x.w.y}),
                    rest = cs ? ListF({r[0], r[1], r[2], r[3], x.dt}) : List({r[0], r[1], r[2], r[3], x.dt});
        if (lang == CodeLang::Cpp)
          out += "  { auto f = " + fn + "(" + pose + ", " + w + ", " + rest + "); P(f.x, f.y); P(f.wx, f.wy); }\n";
        else if (lang == CodeLang::CSharp)
          out += "    { float fx, fy, wx = " + G(x.w.x) + "f, wy = " + G(x.w.y) + "f; " + fn + "(" + pose +
                 ", ref wx, ref wy, " + rest + ", out fx, out fy); P(fx, fy); P(wx, wy); }\n";
        else
          out += "{ const f = " + fn + "(" + pose + ", " + w + ", " + rest + "); console.log(f.x, f.y, f.wx, f.wy); }\n";
      }
      break;
    case Shape::Flock:
      for (const FlockSample& x : kFlockSamples) {
        std::vector<std::vector<float>> a = FlockArrays(x);
        std::vector<float> self = {x.p.x, x.p.y, x.v.x, x.v.y, x.h.x, x.h.y};
        std::string own = (lang == CodeLang::CSharp ? ListF(self) : List(self)) + ", " + std::to_string(x.q.size());
        if (lang == CodeLang::Cpp) {
          // One padding element: C++ has no empty arrays.
          out += "  { const float a0[] = {" + List(a[0]) + (a[0].empty() ? "0" : ", 0") + "}, a1[] = {" + List(a[1]) +
                 (a[1].empty() ? "0" : ", 0") + "}, a2[] = {" + List(a[2]) + (a[2].empty() ? "0" : ", 0") +
                 "}, a3[] = {" + List(a[3]) + (a[3].empty() ? "0" : ", 0") + "};\n    auto f = " + fn + "(" + own +
                 ", a0, a1, a2, a3); P(f.x, f.y); }\n";
        } else if (lang == CodeLang::CSharp) {
          std::string arrays;
          for (int i = 0; i < 4; ++i) {
            std::string items;
            for (float v : a[size_t(i)]) items += (items.empty() ? "" : ", ") + G(v) + "f";
            arrays += ", new float[] {" + items + "}";
          }
          out += "    { float fx, fy; " + fn + "(" + own + arrays + ", out fx, out fy); P(fx, fy); }\n";
        } else {
          out += "{ const f = " + fn + "(" + own + ", [" + List(a[0]) + "], [" + List(a[1]) + "], [" + List(a[2]) +
                 "], [" + List(a[3]) + "]); console.log(f.x, f.y); }\n";
        }
      }
      break;
  }
  return out;
}

/// A fresh directory under /tmp for a test's sources and programs, removed when the test binary
/// exits, unless a test failed (its files are then left to look at; the failure names them).
std::string TempDir() {
  static struct Made {
    std::vector<std::string> dirs;
    ~Made() {
      if (::testing::UnitTest::GetInstance()->Failed()) return;
      for (const std::string& d : dirs) std::filesystem::remove_all(d);
    }
  } made;
  char tmpl[] = "/tmp/code_test_XXXXXX";
  const char* dir = mkdtemp(tmpl);
  if (!dir) return "/tmp";
  made.dirs.push_back(dir);
  return dir;
}

// [SECTION] GDScript in Godot: Debian's godot3-server (Godot 3.2.3, headless)
const char* const kNoGodot =
    "godot3-server missing: run scripts/setup.sh (Debian's godot3-server: "
    "apt-get install --no-install-recommends godot3-server)";

/// Runs GDScript snippets in Godot: each one pasted as it is in a file of its own (name.gd, a
/// script whose functions are at the top level, as a game developer's), made an instance of by a
/// main script that extends SceneTree and runs `calls` in its _init() (headless, -s). What the
/// calls printed goes to *out. Fails, with Godot's own messages, when a snippet does not parse or
/// a call fails (Godot 3 prints these on stderr and exits with 0; --quit ends it after a failed
/// _init, which otherwise never quits).
::testing::AssertionResult RunInGodot(const std::string& dir,
                                      const std::vector<std::pair<std::string, std::string>>& snippets,
                                      const std::string& calls, std::string* out) {
  // print() and str() of a float keep 6 digits; "%.9f" keeps more than the 1e-4 compared.
  std::string main =
      "extends SceneTree\n\nvar failed = false\n\n"
      "func P(x: float, y: float) -> void:\n\tprint(\"%.9f %.9f\" % [x, y])\n\n"
      "func snippet(path: String) -> Object:\n\tvar script = load(path)\n"
      "\tif script == null or not script.can_instance():\n\t\tprinterr(\"does not parse: \" + path)\n"
      "\t\tfailed = true\n\t\treturn null\n\treturn script.new()\n\n"
      "func _init() -> void:\n";
  for (const auto& [name, code] : snippets) {
    std::ofstream(dir + "/" + name + ".gd") << code;
    main += "\tvar " + name + " = snippet(\"res://" + name + ".gd\")\n";
  }
  main += "\tif failed:\n\t\tquit(1)\n\t\treturn\n\tvar f\n\tprint(\"--- outputs ---\")\n" + calls +
          "\tprint(\"--- end ---\")\n\tquit()\n";
  std::ofstream(dir + "/main.gd") << main;
  // LANG: with the C locale Godot prints two errors of its own about it.
  std::string cmd = "cd " + dir +
                    " && LANG=en_US.UTF-8 timeout 300 godot3-server --no-window -s main.gd --quit > " + dir +
                    "/out.txt 2> " + dir + "/errors.txt";
  int status = std::system(cmd.c_str());
  std::string printed = Read(dir + "/out.txt"), errors = Read(dir + "/errors.txt");
  size_t begin = printed.find("--- outputs ---\n"), end = printed.find("--- end ---");
  if (status != 0 || errors.find("ERROR") != std::string::npos || begin == std::string::npos ||
      end == std::string::npos)
    return ::testing::AssertionFailure() << "Godot refused or failed the GDScript (exit status " << status
                                         << "; the scripts are in " << dir << "):\n"
                                         << errors.substr(0, 4000) << printed.substr(0, 2000);
  *out = printed.substr(begin + 16, end - begin - 16);
  return ::testing::AssertionSuccess();
}

// [SECTION] a GDScript checker: what Godot's parser would refuse in these snippets
/// Problems found in a GDScript function: indentation (tabs only; a line ending in ':' opens a
/// deeper block; no deeper line without one), brackets balanced on each line, no C-like
/// punctuation, and every name a parameter, a local declared before (var, for) in this block or
/// an enclosing one, a built-in, or a function the snippet defines. A local may not be declared
/// twice where the first is visible, nor be named as a built-in (Godot 3 refuses both). The
/// CodeGodot tests run the same snippets in Godot itself; this checker is what is left where
/// Godot is not installed.
std::vector<std::string> GdscriptProblems(const std::string& code) {
  static const std::set<std::string> kBuiltins = {
      "func", "var", "if", "elif", "else", "for", "in", "while", "return", "continue", "break", "and", "or",
      "not", "pass", "true", "false", "null", "self", "float", "int", "bool", "Array", "Vector2",
      "PoolVector2Array", "PoolRealArray", "sqrt", "fmod", "range", "min", "max", "clamp", "abs", "sign", "atan2", "cos",
      "sin", "PI", "INF", "len", "pow"};
  std::vector<std::string> problems;
  std::vector<std::set<std::string>> scopes(1);  // scopes[d]: names declared at depth d
  std::istringstream lines(code);
  std::string raw;  // each line as written
  int lineNo = 0;
  bool expectDeeper = false;
  int prevDepth = 0;
  std::set<std::string> functions;
  for (std::string l; std::getline(lines, l);) {
    size_t f = l.find("func ");
    if (f == 0) {
      size_t open = l.find('(');
      if (open != std::string::npos) functions.insert(l.substr(5, open - 5));
    }
  }
  // The current function's parameters, each with whether its body reads it: Godot 4 warns of one it
  // does not read (UNUSED_PARAMETER) unless its name starts with '_'.
  std::map<std::string, bool> params;
  int funcLine = 0;
  auto unusedParams = [&]() {
    for (const auto& [name, read] : params)
      if (!read && name[0] != '_')
        problems.push_back("line " + std::to_string(funcLine) + ": parameter " + name + " never read (write _" + name + ")");
    params.clear();
  };
  std::istringstream in(code);
  while (std::getline(in, raw)) {
    ++lineNo;
    if (raw.compare(0, 5, "func ") == 0) {
      unusedParams();
      funcLine = lineNo;
    }
    auto where = [&](const std::string& what) { problems.push_back("line " + std::to_string(lineNo) + ": " + what); };
    std::string line = raw.substr(0, raw.find('#'));
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
    size_t depth = raw.find_first_not_of('\t');
    if (line.find_first_not_of(" \t") == std::string::npos) continue;  // blank or a comment
    if (line[depth] == ' ') where("indented with spaces");
    int d = int(depth);
    if (expectDeeper && d != prevDepth + 1) where("a block after ':' must be one tab deeper");
    if (!expectDeeper && d > prevDepth) where("deeper without a ':' before");
    if (d == 0 && line.compare(0, 5, "func ") != 0) where("only a func at the top level");
    if (line.find_first_of("{};") != std::string::npos) where("braces or semicolons");
    expectDeeper = line.back() == ':';
    prevDepth = d;
    scopes.resize(size_t(d) + 2);  // deeper scopes closed; the next block's one starts empty
    scopes[size_t(d) + 1].clear();
    // brackets
    std::string stack;
    for (char c : line) {
      if (c == '(' || c == '[') stack += c;
      if (c == ')' || c == ']') {
        if (stack.empty() || stack.back() != (c == ')' ? '(' : '[')) {
          where("unbalanced brackets");
          break;
        }
        stack.pop_back();
      }
    }
    if (!stack.empty()) where("unbalanced brackets");
    // names
    auto visible = [&](const std::string& n) {
      for (const auto& s : scopes)
        if (s.count(n)) return true;
      return false;
    };
    bool isFunc = line.compare(0, 5, "func ") == 0;
    std::string prevTok;
    for (size_t i = size_t(d); i < line.size();) {
      char c = line[i];
      if (std::isdigit(static_cast<unsigned char>(c))) {  // a number: digits, '.', exponent
        while (i < line.size() && (std::isalnum(static_cast<unsigned char>(line[i])) || line[i] == '.' ||
                                   ((line[i] == '+' || line[i] == '-') && (line[i - 1] == 'e' || line[i - 1] == 'E'))))
          ++i;
        prevTok = "0";
        continue;
      }
      if (!(std::isalpha(static_cast<unsigned char>(c)) || c == '_')) {
        if (c != ' ') prevTok = std::string(1, c);
        ++i;
        continue;
      }
      size_t j = i;
      while (j < line.size() && (std::isalnum(static_cast<unsigned char>(line[j])) || line[j] == '_')) ++j;
      std::string name = line.substr(i, j - i);
      bool member = i > 0 && line[i - 1] == '.';
      size_t after = line.find_first_not_of(' ', j);
      bool declared =
          prevTok == "var" || prevTok == "for" ||
          (isFunc && (prevTok == "(" || prevTok == ",") && after != std::string::npos && line[after] == ':');
      if (!member && declared && kBuiltins.count(name)) {
        where("a built-in's name for a local: " + name);  // Godot 3 refuses it (len was one)
      } else if (member || kBuiltins.count(name)) {
      } else if (isFunc) {
        if (!functions.count(name)) {  // a parameter: name followed by ':' or ',' or ')'
          if (after != std::string::npos && (line[after] == ':' || line[after] == ',' || line[after] == ')')) {
            scopes[1].insert(name);
            params[name] = false;
          }
          else
            where("unknown type or name " + name);
        }
      } else if (prevTok == "var") {
        if (visible(name)) where("redeclared " + name);
        scopes[size_t(d)].insert(name);
      } else if (prevTok == "for") {
        if (visible(name)) where("redeclared " + name);
        scopes[size_t(d) + 1].insert(name);
      } else if (!visible(name) && !functions.count(name)) {
        where("undefined name " + name);
      } else if (params.count(name)) {
        params[name] = true;
      }
      prevTok = name;
      i = j;
    }
  }
  unusedParams();
  if (expectDeeper) problems.push_back("ends after a ':'");
  return problems;
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
  main += "static void P(float x, float y) { std::printf(\"%.9g %.9g\\n\", double(x), double(y)); }\n";
  main += "int main() {\n";
  for (size_t k = 0; k < specs.size(); ++k) main += Calls(demos::CodeLang::Cpp, k, specs[k]);
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
          "return " + demos::FunctionNameOf(specs[k]) + ";\n})();\n";
  }
  for (size_t k = 0; k < specs.size(); ++k) js += Calls(demos::CodeLang::JS, k, specs[k]);
  std::ofstream(dir + "/main.js") << js;
  std::string cmd = "node " + dir + "/main.js > " + dir + "/out.txt 2> " + dir + "/errors.txt";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << Read(dir + "/errors.txt");
  ExpectOutputMatchesCore(Read(dir + "/out.txt"), "JS");
}

TEST(Code, TheCsharpSnippetCompilesWithMonoAndReturnsTheCoresForce) {
  // Debian's mono-mcs and mono-runtime (scripts/setup.sh installs them). All snippets, each in
  // its own namespace as pasted, in one file: one mcs compile, one mono run.
  ASSERT_EQ(std::system("command -v mcs > /dev/null && command -v mono > /dev/null"), 0)
      << "mcs or mono missing: run scripts/setup.sh (Debian's mono-mcs and mono-runtime)";
  std::string dir = TempDir();
  std::vector<demos::CodeSpec> specs = Specs();
  std::string cs;
  for (size_t k = 0; k < specs.size(); ++k)
    cs += "namespace S" + std::to_string(k) + " {\n" + demos::GenerateCode(specs[k], demos::CodeLang::CSharp) + "}\n";
  cs += "public static class Program {\n"
        "  static void P(float x, float y) {\n"
        "    var c = System.Globalization.CultureInfo.InvariantCulture;\n"
        "    System.Console.WriteLine(x.ToString(\"R\", c) + \" \" + y.ToString(\"R\", c));\n"
        "  }\n"
        "  public static void Main() {\n";
  for (size_t k = 0; k < specs.size(); ++k) cs += Calls(demos::CodeLang::CSharp, k, specs[k]);
  cs += "  }\n}\n";
  std::ofstream(dir + "/main.cs") << cs;
  std::string cmd = "mcs -warnaserror+ -nologo -out:" + dir + "/main.exe " + dir + "/main.cs > " + dir +
                    "/errors.txt 2>&1 && mono " + dir + "/main.exe > " + dir + "/out.txt 2>> " + dir + "/errors.txt";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << Read(dir + "/errors.txt");
  ExpectOutputMatchesCore(Read(dir + "/out.txt"), "C#");
}

TEST(CodeGodot, TheGdscriptSnippetRunsInGodotAndReturnsTheCoresForce) {
  // Every spec's snippet in its own script, one Godot run for all their calls. The tolerance is
  // JS's and C#'s (1e-4, relative): GDScript's floats are 64-bit, as JS's numbers, against the
  // core's 32-bit ones, and the Vector2 it returns rounds them to 32 bits again (Godot 3's real_t).
  ASSERT_EQ(std::system("command -v godot3-server > /dev/null"), 0) << kNoGodot;
  std::string dir = TempDir(), calls, out;
  std::vector<demos::CodeSpec> specs = Specs();
  std::vector<std::pair<std::string, std::string>> snippets;
  for (size_t k = 0; k < specs.size(); ++k) {
    snippets.push_back({"s" + std::to_string(k), demos::GenerateCode(specs[k], demos::CodeLang::GDScript)});
    calls += Calls(demos::CodeLang::GDScript, k, specs[k]);
  }
  ASSERT_TRUE(RunInGodot(dir, snippets, calls, &out));
  ExpectOutputMatchesCore(out, "GDScript");
}

TEST(Code, TheGdscriptCheckerRefusesWhatGodotWould) {
  // The checker below must be able to fail: each of these has one thing Godot 3.2 refuses, but
  // for the spaces and the semicolon, which it accepts (the checker keeps the snippets to tabs, as
  // Godot's editor writes, and free of C's punctuation), and the parameter never read, which
  // Godot 4 warns of.
  const char* bad[] = {
      "func f(a: float) -> float:\n\treturn b\n",                                // undefined name
      "func f(a: float) -> float:\n    return a\n",                              // spaces
      "func f(a: float) -> float:\n\tif a > 0.0:\n\treturn a\n\treturn 0.0\n",   // empty block
      "func f(a: float) -> float:\n\treturn (a * 2.0\n",                         // unbalanced
      "func f(a: float) -> float:\n\tif a > 0.0:\n\t\tvar x = a\n\treturn x\n",  // out of scope
      "func f(a: float) -> float:\n\tvar a = 1.0\n\treturn a\n",                 // redeclared
      "func f(a: float) -> float:\n\treturn a;\n",                               // semicolon
      "func f(a: float) -> float:\n\tvar len = a\n\treturn len\n",               // a built-in's name
      "func f(len: float) -> float:\n\treturn len\n",
      "func f(a: float, b: float) -> float:\n\treturn a\n",  // b never read: Godot 4 warns (write _b)
  };
  for (const char* b : bad) EXPECT_FALSE(GdscriptProblems(b).empty()) << b;
  EXPECT_TRUE(GdscriptProblems("func f(a: float) -> float:\n\tif a > 0.0:\n\t\tvar x = a\n\t\treturn x\n"
                               "\telse:\n\t\tvar x = -a\n\t\treturn x\n")
                  .empty());
  EXPECT_TRUE(GdscriptProblems("func f(a: float, _b: float) -> float:\n\treturn a\n").empty());
}

// A game developer takes two agents' code home side by side: the evade demo's pursuer and its
// evader, a boid and a wanderer. Pasted as they are into one file, they compile together (C++),
// into one class (C#, partial), and in JS neither function replaces the other.
TEST(Code, SnippetsTakenHomeTogetherLiveSideBySide) {
  demos::Playground pg;
  ASSERT_TRUE(pg.SelectDemo("evade"));
  std::vector<demos::CodeSpec> specs(2);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &specs[0]));  // the pursuer
  ASSERT_TRUE(demos::CodeSpecFor(pg, 1, &specs[1]));  // the evader
  ASSERT_TRUE(pg.SelectDemo("flock"));
  specs.emplace_back();
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &specs.back()));
  ASSERT_TRUE(pg.SelectDemo("seek"));
  specs.emplace_back();
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &specs.back()));
  ASSERT_TRUE(pg.SelectDemo("chase"));  // its three chasers, one behaviour in three lanes
  for (int chaser : {1, 3, 5}) {
    specs.emplace_back();
    ASSERT_TRUE(demos::CodeSpecFor(pg, chaser, &specs.back()));
  }
  std::string dir = TempDir(), cpp, js, cs;
  for (const demos::CodeSpec& s : specs) {
    cpp += demos::GenerateCode(s, demos::CodeLang::Cpp);
    js += demos::GenerateCode(s, demos::CodeLang::JS);
  }
  cpp += "int main() {\n  auto p = SteerPursuit(0, 0, 1, 0, 1, 0, 100, 0, 0, 0, 1, 0);\n"
         "  auto e = SteerEvade(0, 0, 1, 0, 1, 0, 50, 0, 0, 0, 1, 0);\n  return p.x > 0.0f && e.x < 0.0f ? 0 : 1;\n}\n";
  std::ofstream(dir + "/both.cpp") << cpp;
  std::string cmd = "g++ -std=c++17 -Wall -Wextra -Werror -o " + dir + "/both " + dir + "/both.cpp 2> " + dir +
                    "/errors.txt && " + dir + "/both";
  EXPECT_EQ(std::system(cmd.c_str()), 0) << Read(dir + "/errors.txt") << cpp.substr(0, 400);
  js += "const p = SteerPursuit(0, 0, 1, 0, 1, 0, 100, 0, 0, 0, 1, 0), e = SteerEvade(0, 0, 1, 0, 1, 0, 50, 0, 0, 0, 1, 0);\n"
        "if (!(p.x > 0 && e.x < 0)) throw new Error(JSON.stringify([p, e]));\n"
        "if (![SteerBasicChase, SteerLineOfSightChase, SteerInterceptChase].every((f) => typeof f === 'function')) throw new Error('a chaser');\n";
  std::ofstream(dir + "/both.js") << js;
  cmd = "node " + dir + "/both.js 2> " + dir + "/errors.txt";
  EXPECT_EQ(std::system(cmd.c_str()), 0) << Read(dir + "/errors.txt");
  if (std::system("command -v mcs > /dev/null") == 0) {  // each snippet its own file, one class
    std::string files;
    for (size_t k = 0; k < specs.size(); ++k) {
      std::ofstream(dir + "/s" + std::to_string(k) + ".cs") << demos::GenerateCode(specs[k], demos::CodeLang::CSharp);
      files += " " + dir + "/s" + std::to_string(k) + ".cs";
    }
    cmd = "mcs -warnaserror+ -nologo -target:library -out:" + dir + "/both.dll" + files + " > " + dir + "/errors.txt 2>&1";
    EXPECT_EQ(std::system(cmd.c_str()), 0) << Read(dir + "/errors.txt");
  }
}

TEST(Code, GdscriptSnippetsParseAndCsharpOnesHaveTheirShape) {
  for (const demos::CodeSpec& s : Specs()) {
    std::string gd = demos::GenerateCode(s, demos::CodeLang::GDScript);
    std::string name = demos::FunctionNameOf(s);
    EXPECT_NE(gd.find("func " + GdName(name) + "("), std::string::npos);
    std::vector<std::string> problems = GdscriptProblems(gd);
    EXPECT_TRUE(problems.empty()) << problems.front() << "\n" << gd;
    std::string cs = demos::GenerateCode(s, demos::CodeLang::CSharp);
    EXPECT_NE(cs.find("public static void " + name + "("), std::string::npos);
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
  pg.Set("behaviour", 3.0f);
  pg.Set("slowing", 150.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &s));
  EXPECT_EQ(s.behaviour, demos::CodeBehaviour::ArriveWithin);
  EXPECT_EQ(s.slowing, 150.0f);
  EXPECT_NE(demos::GenerateCode(s, demos::CodeLang::JS).find("dist < 150.0"), std::string::npos);
  // The other agents: pursuit's evader wanders with the jitter set, evade's pursuer pursues with
  // the predictor set, the flock's predator pursues, the avoid demo without avoidance wanders.
  ASSERT_TRUE(pg.SelectDemo("pursuit"));
  pg.Set("jitter", 123.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 1, &s));
  EXPECT_EQ(s.behaviour, demos::CodeBehaviour::Wander);
  EXPECT_EQ(s.wander.jitter, 123.0f);
  ASSERT_TRUE(pg.SelectDemo("evade"));
  pg.Set("predictor", 1.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &s));
  EXPECT_EQ(s.behaviour, demos::CodeBehaviour::Pursuit);
  EXPECT_EQ(s.lookAhead.predictor, steer::Predictor::Millington);
  ASSERT_TRUE(pg.SelectDemo("flock"));
  pg.Set("predator", 1.0f);
  int predator = -1;
  for (const steer::Agent& a : pg.world().agents)
    if (a.role == steer::Role::Predator) predator = a.id;
  ASSERT_GE(predator, 0);
  ASSERT_TRUE(demos::CodeSpecFor(pg, predator, &s));
  EXPECT_EQ(s.behaviour, demos::CodeBehaviour::Pursuit);
  ASSERT_TRUE(pg.SelectDemo("avoid"));
  pg.Set("method", 2.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &s));
  EXPECT_EQ(s.behaviour, demos::CodeBehaviour::Wander);
  ASSERT_TRUE(pg.SelectDemo("chase"));
  EXPECT_FALSE(demos::CodeSpecFor(pg, 0, &s));  // a prey runs straight: nothing steers it
  pg.Set("maxTime", 3.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 3, &s));  // lane 1's chaser
  EXPECT_EQ(s.behaviour, demos::CodeBehaviour::Chase);
  EXPECT_EQ(s.chase, 1);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 5, &s));
  EXPECT_EQ(s.chase, 2);
  EXPECT_EQ(s.chaseMaxTime, 3.0f);
  EXPECT_NE(demos::GenerateCode(s, demos::CodeLang::JS).find("tc <= 3.0"), std::string::npos);
  // The hide demo: offset pursuit for a follower in the V, the leader and the hunter wander.
  ASSERT_TRUE(pg.SelectDemo("hide"));
  pg.Set("mode", 2.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 2, &s));
  EXPECT_EQ(s.behaviour, demos::CodeBehaviour::OffsetPursuit);
  EXPECT_EQ(s.offsetX, -40.0f);
  EXPECT_EQ(s.offsetY, -40.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &s));
  EXPECT_EQ(s.behaviour, demos::CodeBehaviour::Wander);
  pg.Set("mode", 3.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 2, &s));
  EXPECT_EQ(s.behaviour, demos::CodeBehaviour::LeaderFollowing);
  EXPECT_EQ(s.leader.outOfTheWay, steer::OutOfTheWay::StepAside);  // rule=reynolds, the default
  EXPECT_NE(demos::GenerateCode(s, demos::CodeLang::Cpp).find("steps sideways"), std::string::npos);
  EXPECT_NE(demos::GenerateCode(s, demos::CodeLang::Cpp).find("arrival resumes"), std::string::npos);
  pg.Set("rule", 1.0f);  // rule=evade, as links before version 5
  ASSERT_TRUE(demos::CodeSpecFor(pg, 2, &s));
  EXPECT_EQ(s.leader.outOfTheWay, steer::OutOfTheWay::Evade);
  EXPECT_EQ(demos::GenerateCode(s, demos::CodeLang::Cpp).find("steps sideways"), std::string::npos);
  pg.Set("rule", 2.0f);  // rule=sum, as links of version 5
  ASSERT_TRUE(demos::CodeSpecFor(pg, 2, &s));
  EXPECT_EQ(s.leader.outOfTheWay, steer::OutOfTheWay::StepAsideWhileArriving);
  EXPECT_NE(demos::GenerateCode(s, demos::CodeLang::Cpp).find("to the arrival"), std::string::npos);
  EXPECT_EQ(demos::GenerateCode(s, demos::CodeLang::Cpp).find("arrival resumes"), std::string::npos);
  pg.Set("rule", 0.0f);
  pg.Set("mode", 1.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, -1, &s));  // the bodyguard
  EXPECT_EQ(s.behaviour, demos::CodeBehaviour::Interpose);
}

// A knob moved while paused: Copy as code gives the numbers the agent steers with at the next step
// (the scenes apply their speed knobs to the agents in their step), and its first line says them.
TEST(Code, AKnobMovedWhilePausedIsTheCodesNumberAtOnce) {
  struct Case {
    const char* demo;
    std::vector<std::pair<const char*, float>> set;
    int agent;
  };
  const Case cases[] = {
      {"pursuit", {{"pursuerSpeed", 250.0f}, {"force", 900.0f}}, 0},
      {"pursuit", {{"evaderSpeed", 200.0f}}, 1},
      {"evade", {{"evaderSpeed", 200.0f}}, 1},
      {"evade", {{"pursuerSpeed", 60.0f}}, 0},
      {"seek", {{"maxSpeed", 300.0f}, {"force", 900.0f}}, 0},
      {"wander", {{"maxSpeed", 300.0f}}, 0},
      {"flock", {{"predator", 1.0f}, {"maxSpeed", 300.0f}}, -2},  // -2: the predator
      {"flock", {{"maxSpeed", 300.0f}}, 3},
      {"hide", {{"hunterSpeed", 300.0f}}, 0},
      {"hide", {{"mode", 3.0f}, {"maxSpeed", 300.0f}}, 2},
      {"path", {{"force", 900.0f}}, 0},
      {"crowd", {}, 5},  // each pedestrian 0.8 to 1.0 of the knob: its own
  };
  for (const Case& c : cases) {
    demos::Playground pg;
    ASSERT_TRUE(pg.SelectDemo(c.demo));
    pg.Step(3);
    for (const auto& [name, value] : c.set) pg.Set(name, value);
    int agent = c.agent;
    if (agent == -2)
      for (const steer::Agent& a : pg.world().agents)
        if (a.role == steer::Role::Predator) agent = a.id;
    ASSERT_GE(agent, 0) << c.demo;
    demos::CodeSpec s;
    ASSERT_TRUE(demos::CodeSpecFor(pg, agent, &s)) << c.demo;
    std::string code = demos::GenerateCode(s, demos::CodeLang::JS);
    for (size_t k = code.find("\n// "); k != std::string::npos; k = code.find("\n// ")) code.replace(k, 4, " ");  // one comment
    pg.Step(1);  // the step applies the knobs to the agents
    const steer::Agent& a = pg.world().agents[size_t(agent)];
    EXPECT_EQ(s.maxSpeed, a.maxSpeed) << c.demo << " agent " << agent;
    EXPECT_EQ(s.maxForce, a.maxForce) << c.demo << " agent " << agent;
    // As a comment writes a number: the shortest decimal that reads back as it (FormatNumber).
    std::string limits = "(max speed " + demos::FormatNumber(a.maxSpeed) + ", max force " +
                         demos::FormatNumber(a.maxForce) + ")";
    EXPECT_NE(code.find(limits), std::string::npos) << c.demo << ":\n" << code.substr(0, 300);
  }
}

// The flock's code combines the rules as the demo's combine= does, and says what it leaves out.
TEST(Code, TheFlocksCodeCombinesAsTheDemoDoes) {
  demos::Playground pg;
  demos::CodeSpec s;
  ASSERT_TRUE(pg.SelectDemo("flock"));
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &s));
  EXPECT_EQ(s.combination, steer::Combination::WeightedSum);
  EXPECT_EQ(s.maxForce, pg.world().agents[0].maxForce);
  EXPECT_NE(demos::GenerateCode(s, demos::CodeLang::JS).find("the weighted sum"), std::string::npos);
  pg.Set("combine", 1.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &s));
  EXPECT_EQ(s.combination, steer::Combination::Prioritized);
  std::string js = demos::GenerateCode(s, demos::CodeLang::JS);
  EXPECT_NE(js.find("Buckland's prioritized sum"), std::string::npos);
  EXPECT_EQ(js.find("the weighted sum"), std::string::npos);
  pg.Set("combine", 2.0f);
  pg.Set("predator", 1.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &s));
  EXPECT_NE(std::string(s.from).find("dithers"), std::string::npos);
  EXPECT_NE(std::string(s.from).find("evades the predator"), std::string::npos);
}

// A scene whose link switched its behaviour off exports what its agents do instead.
TEST(Code, ASwitchedOffBehaviourIsNotExported) {
  demos::Playground pg;
  demos::CodeSpec s;
  ASSERT_TRUE(pg.SelectDemo("crowd"));
  pg.Set("avoid", 0.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &s));
  EXPECT_EQ(s.behaviour, demos::CodeBehaviour::Seek);
  EXPECT_NE(demos::GenerateCode(s, demos::CodeLang::Cpp).find("collision avoidance off"), std::string::npos);
  pg.Set("avoid", 1.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &s));
  EXPECT_EQ(s.behaviour, demos::CodeBehaviour::Crowd);
  ASSERT_TRUE(pg.SelectDemo("queue"));
  pg.Set("queue", 0.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &s));
  EXPECT_EQ(s.behaviour, demos::CodeBehaviour::Seek);
  pg.Set("queue", 1.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &s));
  EXPECT_EQ(s.behaviour, demos::CodeBehaviour::Queue);
}

// A looping path has no last point: its code seeks the waypoint and moves on, with no arrival
// it could never reach (it carried `last = false` and an arrive branch that never ran). An open
// path's arrives at its last point. (Both return the core's force: the snippets' tests above.)
TEST(Code, ALoopingPathsCodeHasNoArrivalItNeverReaches) {
  demos::CodeSpec s;
  s.behaviour = demos::CodeBehaviour::FollowPath;
  s.arrival = 30.0f;
  for (demos::CodeLang lang : {demos::CodeLang::Cpp, demos::CodeLang::CSharp, demos::CodeLang::GDScript, demos::CodeLang::JS}) {
    s.loop = true;
    std::string loop = demos::GenerateCode(s, lang);
    EXPECT_EQ(loop.find("last"), std::string::npos) << loop;
    EXPECT_EQ(loop.find("arrive"), std::string::npos) << loop;
    EXPECT_NE(loop.find("(the path loops)"), std::string::npos) << loop;
    s.loop = false;
    std::string open = demos::GenerateCode(s, lang);
    EXPECT_NE(open.find("last = wp == n - 1"), std::string::npos) << open;
    EXPECT_NE(open.find("the end of the path: arrive"), std::string::npos) << open;
  }
}

// Every number in the code is the shortest decimal that reads back as the playground's float
// (FormatNumber, as links write numbers), in its comments as in its literals: a header never says
// 67.2981 over a 67.29809f, and a gain of 0.00012345678 is not written 0.000123457 (another
// float). A literal that float arithmetic made (0.49999997, not 0.5) says what it is.
TEST(Code, ANumberIsTheShortestDecimalOfItsFloatInCommentsAsInLiterals) {
  demos::CodeSpec s;
  s.maxSpeed = 67.29809f;  // a crowd pedestrian's (0.8-1.0 of the knob): six digits lose it
  std::string cpp = demos::GenerateCode(s, demos::CodeLang::Cpp);
  EXPECT_NE(cpp.find("(max speed 67.29809, max force 400)"), std::string::npos) << cpp;
  EXPECT_NE(cpp.find(" * 67.29809f - vx)"), std::string::npos) << cpp;
  s.gain = 0.00012345678f;
  cpp = demos::GenerateCode(s, demos::CodeLang::Cpp);
  size_t at = cpp.find(") * 0.000");
  ASSERT_NE(at, std::string::npos) << cpp;
  std::string literal = cpp.substr(at + 4, cpp.find('f', at) - at - 4);
  double back = 0.0;
  ASSERT_TRUE(demos::ParseDecimal(literal, &back)) << literal;
  EXPECT_EQ(float(back), s.gain) << literal;
  EXPECT_EQ(literal, demos::FormatNumber(s.gain));

  s = {};
  s.behaviour = demos::CodeBehaviour::Flocking;
  s.flock = {50.0f, 270.0f, 1800.0f, 200.0f, 120.0f};
  std::string js = demos::GenerateCode(s, demos::CodeLang::JS);
  EXPECT_NE(js.find("// 0.49999997 is cos(270 / 2 degrees) squared, as the playground's floats round it\n"
                    "      let limit = 0.49999997 * d2;"),
            std::string::npos)
      << js;
  s = {};
  s.behaviour = demos::CodeBehaviour::Chase;
  s.chase = 0;
  s.maxSpeed = 110.0f;
  js = demos::GenerateCode(s, demos::CodeLang::JS);
  EXPECT_NE(js.find("one step towards the prey, speed * dt = 1.8333334\n"), std::string::npos) << js;
  EXPECT_NE(js.find("(dt = 1/60 s = 0.016666668 s)"), std::string::npos) << js;
  EXPECT_NE(js.find("px - 1.8333334 > tx"), std::string::npos) << js;
  s = {};
  s.behaviour = demos::CodeBehaviour::Containment;  // a 60-unit probe, the side ones 30
  js = demos::GenerateCode(s, demos::CodeLang::JS);
  EXPECT_NE(js.find("a side probe reaches 21.213203 = 30 x cos 45 degrees"), std::string::npos) << js;
  EXPECT_NE(js.find("* 21.213203;"), std::string::npos) << js;
}

TEST(Code, EachSceneDemoBecomesASpecWithItsCurrentNumbers) {
  using B = demos::CodeBehaviour;
  demos::Playground pg;
  demos::CodeSpec s;
  const struct {
    const char* demo;
    const char* param;
    float value;
    B behaviour;
    const char* text;  ///< in the JS snippet once the parameter is set
  } kCases[] = {
      {"avoid", "box", 75.0f, B::ObstacleAvoidance, "let L = 75.0 + "},
      {"path", "arrival", 45.0f, B::FollowPath, "< 45.0 * 45.0"},
      {"hide", "gap", 55.0f, B::Hide, "(orad[i] + 55.0)"},
      {"walls", "offset", 25.0f, B::WallFollowing, "nx[k] * 25.0"},
      {"containment", "probe", 90.0f, B::Containment, "hx * 90.0"},
      {"flowfield", "lookahead", 0.5f, B::FlowField, "vx * 0.5) / cell"},
      {"crowd", "lookahead", 3.0f, B::Crowd, "let soonest = 3.0;"},
      {"queue", "zone", 50.0f, B::Queue, "x <= 50.0 + qr[j]"},
  };
  for (const auto& c : kCases) {
    ASSERT_TRUE(pg.SelectDemo(c.demo)) << c.demo;
    pg.Set(c.param, c.value);
    ASSERT_TRUE(demos::CodeSpecFor(pg, -1, &s)) << c.demo;
    EXPECT_EQ(s.behaviour, c.behaviour) << c.demo;
    std::string js = demos::GenerateCode(s, demos::CodeLang::JS);
    EXPECT_NE(js.find(c.text), std::string::npos) << c.demo << "\n" << js;
    EXPECT_EQ(s.radius, pg.world().agents[c.behaviour == B::Hide ? 1 : 0].radius) << c.demo;  // the hider
  }
  // The numbers of the demo as set: the avoidance weight, the path's loop, the agent's own.
  ASSERT_TRUE(pg.SelectDemo("avoid"));
  pg.Set("avoid", 4.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, -1, &s));
  EXPECT_EQ(s.gain, 4.0f);
  pg.Set("method", 1.0f);  // Peters' feeler, twice the box long
  pg.Set("box", 60.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, -1, &s));
  EXPECT_EQ(s.behaviour, B::FeelerAvoidance);
  EXPECT_EQ(s.feeler, 120.0f);
  EXPECT_NE(demos::GenerateCode(s, demos::CodeLang::JS).find("let feeler = 120.0;"), std::string::npos);
  pg.Set("method", 2.0f);  // none: the agents only wander, and that is what is exported
  ASSERT_TRUE(demos::CodeSpecFor(pg, -1, &s));
  EXPECT_EQ(s.behaviour, B::Wander);
  ASSERT_TRUE(pg.SelectDemo("path"));
  pg.Set("loop", 0.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, -1, &s));
  EXPECT_FALSE(s.loop);
  EXPECT_NE(demos::GenerateCode(s, demos::CodeLang::Cpp).find("bool last = wp == n - 1;"), std::string::npos);
  // Reynolds' way: the corridor's numbers, the steering gain and the cruise term.
  pg.Set("method", 1.0f);
  pg.Set("radius", 20.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, -1, &s));
  EXPECT_EQ(s.behaviour, B::FollowPathway);
  EXPECT_EQ(s.pathway.radius, 20.0f);
  EXPECT_EQ(s.gain, 10.0f);
  EXPECT_NE(demos::GenerateCode(s, demos::CodeLang::JS).find("if (Math.sqrt(dist2) - 20.0 < 0.0 && rightWay)"),
            std::string::npos)
      << demos::GenerateCode(s, demos::CodeLang::JS);
  // New links' queueing and containment are Reynolds', and the code reads the others' velocities
  // (queue) and the boundary point nearest the probe (containment); the old rules' code is the old.
  ASSERT_TRUE(pg.SelectDemo("queue"));
  ASSERT_TRUE(demos::CodeSpecFor(pg, -1, &s));
  EXPECT_EQ(s.queue.rule, QueueRule::Reynolds);
  EXPECT_NE(demos::GenerateCode(s, demos::CodeLang::JS).find("qvx[j] * qvx[j]"), std::string::npos);
  pg.Set("rule", 1.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, -1, &s));
  EXPECT_EQ(demos::GenerateCode(s, demos::CodeLang::JS).find("qvx"), std::string::npos);
  ASSERT_TRUE(pg.SelectDemo("containment"));
  ASSERT_TRUE(demos::CodeSpecFor(pg, -1, &s));
  EXPECT_EQ(s.containment, ContainmentRule::Reynolds);
  EXPECT_NE(demos::GenerateCode(s, demos::CodeLang::JS).find("near2"), std::string::npos);
  ASSERT_TRUE(pg.SelectDemo("crowd"));
  ASSERT_TRUE(demos::CodeSpecFor(pg, -1, &s));
  EXPECT_EQ(s.avoid.closeMargin, 0.0f);
  pg.Set("rule", 1.0f);
  ASSERT_TRUE(demos::CodeSpecFor(pg, -1, &s));
  EXPECT_EQ(s.avoid.closeMargin, 6.0f);
  ASSERT_TRUE(pg.SelectDemo("containment"));
  ASSERT_TRUE(demos::CodeSpecFor(pg, -1, &s));
  EXPECT_EQ(s.maxForce, pg.world().agents[0].maxForce);
  // Hide: the hider; the hunter (agent 0) wanders.
  ASSERT_TRUE(pg.SelectDemo("hide"));
  ASSERT_TRUE(demos::CodeSpecFor(pg, 0, &s));
  EXPECT_EQ(s.behaviour, B::Wander);
  ASSERT_TRUE(demos::CodeSpecFor(pg, 1, &s));
  EXPECT_EQ(s.radius, pg.world().agents[1].radius);
  pg.Set("mode", 1.0f);  // interpose: the bodyguard
  ASSERT_TRUE(demos::CodeSpecFor(pg, -1, &s));
  EXPECT_EQ(s.behaviour, B::Interpose);
}

// [SECTION] the composer: a group's behaviours as functions and their combination
namespace {

struct ComposedCase {
  std::vector<std::string> groups;  ///< link text, one per group
  int agent;                        ///< whose group is exported
};

const std::vector<ComposedCase> kComposed = {
    {{}, 0},   // the default composition: group A, a weighted sum of six
    {{}, 35},  // its hunters (group B)
    {{"4,prioritized,90,150,contain,pursuit:B*3,separation:A*0.5,wander", "2,dithered,100,200,seek:mouse@0.5,walls,"
      "queue*2@0,wander*3@0.25,flee:A*2@0.7"}, 0},
    {{"4,prioritized,90,150,contain,pursuit:B*3,separation:A*0.5,wander", "2,dithered,100,200,seek:mouse@0.5,walls,"
      "queue*2@0,wander*3@0.25,flee:A*2@0.7"}, 5},
    // Every behaviour of the catalogue, once at least; a name twice (seek).
    {{"3,weighted,120,300,seek:mouse,flee:B,arrive:mouse,pursuit:B,evade:B,hide:B,wander,separation:A",
      "3,prioritized,100,250,alignment:B,cohesion:B,avoid,walls,contain,follow,flow,crowd",
      "2,dithered,80,200,queue@0.8,seek:A*2@0.6,seek:B"}, 0},
    {{"3,weighted,120,300,seek:mouse,flee:B,arrive:mouse,pursuit:B,evade:B,hide:B,wander,separation:A",
      "3,prioritized,100,250,alignment:B,cohesion:B,avoid,walls,contain,follow,flow,crowd",
      "2,dithered,80,200,queue@0.8,seek:A*2@0.6,seek:B"}, 3},
    {{"3,weighted,120,300,seek:mouse,flee:B,arrive:mouse,pursuit:B,evade:B,hide:B,wander,separation:A",
      "3,prioritized,100,250,alignment:B,cohesion:B,avoid,walls,contain,follow,flow,crowd",
      "2,dithered,80,200,queue@0.8,seek:A*2@0.6,seek:B"}, 7},
    {{"2,weighted,50,100"}, 0},  // no behaviour at all, for each method
    {{"2,prioritized,50,100"}, 0},
    {{"2,dithered,50,100"}, 0},
    {{"2,dithered,50,100,seek:mouse@0,wander@0"}, 0},  // nothing is ever tried
    {{"4,weighted,100,300,wander,wander*2,follow,follow*0.5,crowd,queue"}, 1},  // one state, moved twice
};

demos::Playground ComposedPlayground(const ComposedCase& c) {
  demos::Playground pg;
  pg.SelectDemo("custom");
  demos::Composition mix;
  std::string message;
  for (size_t g = 0; g < c.groups.size(); ++g) mix.groups.push_back(demos::ParseGroup(c.groups[g], int(g), &message));
  pg.SetComposition(mix, &message);
  EXPECT_EQ(message, "") << c.groups.size();
  return pg;
}

/// The group of an agent, as the composer counts them.
const demos::Group& GroupOf(const demos::Composition& mix, int agent) {
  int first = 0;
  for (const demos::Group& g : mix.groups)
    if (agent < (first += g.count)) return g;
  return mix.groups.front();
}

/// Samples of the forces the parts return (and, dithered, the random draws): a group's inputs to
/// SteeringForce, and what steer::Combine makes of them with the group's weights and method.
struct CombineSample {
  std::vector<float> args;
  Vec2 want;
};
std::vector<CombineSample> CombineSamples(const demos::Group& g) {
  std::vector<CombineSample> out;
  const float sizes[] = {0.0f, 0.05f, 1.0f, 40.0f, 300.0f, 2000.0f};
  for (int j = 0; j < 12; ++j) {
    Rng pick = Rng::FromSeed(uint64_t(j) + 11);
    std::vector<steer::WeightedForce> f;
    CombineSample c;
    for (const demos::Use& u : g.uses) {
      float a = sizes[(j + int(f.size())) % 6];
      Vec2 raw{pick.Uniform(-a, a), pick.Uniform(-a, a)};
      if (j == 3 && f.empty()) raw = {};  // dithering: the first one tried gives nothing
      c.args.push_back(raw.x);
      c.args.push_back(raw.y);
      f.push_back({raw * demos::BehaviourScale(u.behaviour), u.weight, u.probability});
    }
    Rng rng = Rng::FromSeed(uint64_t(j) * 7 + 1), draws = rng;
    if (g.method == steer::Combination::Dithered)
      for (const demos::Use& u : g.uses) c.args.push_back(u.probability > 0.0f ? draws.NextFloat() : 0.5f);
    c.want = steer::Combine(g.method, f.data(), int(f.size()), g.maxForce, rng);
    out.push_back(c);
  }
  return out;
}

}  // namespace

TEST(Code, TheComposersGroupBecomesOneFunctionPerBehaviourAndTheirCombination) {
  // C++ with g++, JS in node, C# with mono: every part compiles beside the others, and
  // SteeringForce combines the parts' forces as steer::Combine does (within 1e-4).
  ASSERT_EQ(std::system("command -v mcs > /dev/null && command -v mono > /dev/null"), 0);
  std::string dir = TempDir();
  std::string cpp = "#include <cmath>\n#include <cstdio>\n", js, cs;
  std::string cppCalls, jsCalls, csCalls;
  std::vector<Vec2> want;
  for (size_t k = 0; k < kComposed.size(); ++k) {
    demos::Playground pg = ComposedPlayground(kComposed[k]);
    int agent = kComposed[k].agent;
    const demos::Group& g = GroupOf(demos::Effective(pg.composition()), agent);
    std::string id = std::to_string(k);
    std::string code, behaviour;
    ASSERT_TRUE(demos::CodeFor(pg, agent, demos::CodeLang::Cpp, &code, &behaviour));
    EXPECT_EQ(behaviour, "composition");
    cpp += "namespace c" + id + " {\n" + code + "}\n";
    js += "const c" + id + " = (() => {\n" + CompositionCode(pg, agent, demos::CodeLang::JS) +
          "return SteeringForce;\n})();\n";
    cs += "namespace C" + id + " {\n" + CompositionCode(pg, agent, demos::CodeLang::CSharp) + "}\n";
    std::string gd = CompositionCode(pg, agent, demos::CodeLang::GDScript);
    std::vector<std::string> problems = GdscriptProblems(gd);
    EXPECT_TRUE(problems.empty()) << problems.front() << "\n" << gd;
    // One function per behaviour, then the combination.
    EXPECT_NE(gd.find("func steering_force("), std::string::npos) << k;
    size_t functions = 0;
    for (size_t at = 0; (at = gd.find("\nfunc steer_", at)) != std::string::npos; ++at) ++functions;
    EXPECT_EQ(functions, g.uses.size()) << gd;
    for (const CombineSample& c : CombineSamples(g)) {
      std::vector<std::string> a, af;
      for (float v : c.args) {
        a.push_back(G(v));
        af.push_back(G(v) + "f");
      }
      auto join = [](const std::vector<std::string>& v) {
        std::string s;
        for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + v[i];
        return s;
      };
      cppCalls += "  { auto f = c" + id + "::SteeringForce(" + join(a) + "); P(f.x, f.y); }\n";
      jsCalls += "{ const f = c" + id + "(" + join(a) + "); console.log(f.x, f.y); }\n";
      csCalls += "    { float fx, fy; C" + id + ".Steering.SteeringForce(" + join(af) + (a.empty() ? "" : ", ") +
                 "out fx, out fy); P(fx, fy); }\n";
      want.push_back(c.want);
    }
  }
  cpp += "static void P(float x, float y) { std::printf(\"%.9g %.9g\\n\", double(x), double(y)); }\nint main() {\n" +
         cppCalls + "}\n";
  js += jsCalls;
  cs += "public static class Program {\n  static void P(float x, float y) {\n"
        "    var c = System.Globalization.CultureInfo.InvariantCulture;\n"
        "    System.Console.WriteLine(x.ToString(\"R\", c) + \" \" + y.ToString(\"R\", c));\n  }\n"
        "  public static void Main() {\n" + csCalls + "  }\n}\n";
  std::ofstream(dir + "/main.cpp") << cpp;
  std::ofstream(dir + "/main.js") << js;
  std::ofstream(dir + "/main.cs") << cs;
  const std::pair<const char*, std::string> runs[] = {
      {"C++", "g++ -std=c++17 -Wall -Wextra -Werror -ffp-contract=off -O1 -o " + dir + "/main " + dir + "/main.cpp 2> " +
                  dir + "/errors.txt && " + dir + "/main > " + dir + "/out.txt"},
      {"JS", "node " + dir + "/main.js > " + dir + "/out.txt 2> " + dir + "/errors.txt"},
      {"C#", "mcs -warnaserror+ -nologo -out:" + dir + "/main.exe " + dir + "/main.cs > " + dir +
                 "/errors.txt 2>&1 && mono " + dir + "/main.exe > " + dir + "/out.txt 2>> " + dir + "/errors.txt"}};
  for (const auto& [lang, cmd] : runs) {
    ASSERT_EQ(std::system(cmd.c_str()), 0) << lang << "\n" << Read(dir + "/errors.txt");
    std::istringstream in(Read(dir + "/out.txt"));
    int nonzero = 0;
    for (size_t j = 0; j < want.size(); ++j) {
      double fx = NAN, fy = NAN;
      ASSERT_TRUE(in >> fx >> fy) << lang << ": output ended at " << j;
      double tol = 1e-4 * std::fmax(1.0, std::hypot(double(want[j].x), double(want[j].y)));
      EXPECT_NEAR(fx, double(want[j].x), tol) << lang << " sample " << j;
      EXPECT_NEAR(fy, double(want[j].y), tol) << lang << " sample " << j;
      nonzero += want[j] != Vec2{};
    }
    EXPECT_GT(nonzero, int(want.size()) / 2) << "samples that can tell a wrong combination";
  }
}

TEST(CodeGodot, TheComposersGroupRunsInGodotAndCombinesAsTheCore) {
  // The composer's groups of the test above, in Godot: every part's function parses beside the
  // others, and steering_force combines the parts' forces as steer::Combine does (within 1e-4).
  ASSERT_EQ(std::system("command -v godot3-server > /dev/null"), 0) << kNoGodot;
  std::string dir = TempDir(), calls, out;
  std::vector<std::pair<std::string, std::string>> snippets;
  std::vector<Vec2> want;
  for (size_t k = 0; k < kComposed.size(); ++k) {
    demos::Playground pg = ComposedPlayground(kComposed[k]);
    int agent = kComposed[k].agent;
    std::string id = "c" + std::to_string(k);
    snippets.push_back({id, CompositionCode(pg, agent, demos::CodeLang::GDScript)});
    for (const CombineSample& c : CombineSamples(GroupOf(demos::Effective(pg.composition()), agent))) {
      calls += "\tf = " + id + ".steering_force(" + List(c.args) + ")\n\tP(f.x, f.y)\n";
      want.push_back(c.want);
    }
  }
  ASSERT_TRUE(RunInGodot(dir, snippets, calls, &out));
  std::istringstream in(out);
  for (size_t j = 0; j < want.size(); ++j) {
    double fx = NAN, fy = NAN;
    ASSERT_TRUE(in >> fx >> fy) << "GDScript: output ended at " << j;
    double tol = 1e-4 * std::fmax(1.0, std::hypot(double(want[j].x), double(want[j].y)));
    EXPECT_NEAR(fx, double(want[j].x), tol) << "GDScript sample " << j;
    EXPECT_NEAR(fy, double(want[j].y), tol) << "GDScript sample " << j;
  }
  std::string rest;
  EXPECT_FALSE(in >> rest) << "GDScript: more output than samples";
}

TEST(Code, TheComposersPartsCarryTheSceneAndGroupNumbers) {
  demos::Playground pg = ComposedPlayground({{}, 0});
  std::string js = CompositionCode(pg, -1, demos::CodeLang::JS);  // nobody selected: group A
  // custom_demo.cpp's numbers: threat 150, neighbour radius 60, the world less a 40 margin, its wander.
  for (const char* s : {"function SteerSeparation(", "function SteerEvade(", "function SteerContainment(",
                        "function SteerWander(", "function SteeringForce(f0x, f0y, f1x, f1y", "> 150.0 * 150.0",
                        "!(d2 < 3600.0)", "qx < 40.0", "qx > 960.0", "qy > 660.0", "150.0 * dt", "wx / wl * 25.0",
                        "f0x * 1200.0 * 1.5", "len2 > 300.0 * 300.0", "110.0"})
    EXPECT_NE(js.find(s), std::string::npos) << s << "\n" << js;
  pg.Set("threat", 220.0f);
  pg.Set("radius", 45.0f);
  js = CompositionCode(pg, -1, demos::CodeLang::JS);
  EXPECT_NE(js.find("> 220.0 * 220.0"), std::string::npos);
  EXPECT_NE(js.find("!(d2 < 2025.0)"), std::string::npos);
  // Group B, the hunters: a prioritized pursuit of group A, with its own speed and force.
  const demos::Group& b = demos::Effective(pg.composition()).groups[1];
  ASSERT_EQ(b.method, steer::Combination::Prioritized);
  js = CompositionCode(pg, demos::Effective(pg.composition()).groups[0].count, demos::CodeLang::JS);
  EXPECT_NE(js.find("the composer's group B"), std::string::npos) << js;
  EXPECT_NE(js.find("function SteerPursuit("), std::string::npos) << js;
  // A part's force goes to SteeringForce as it is: no advice to truncate it first.
  EXPECT_EQ(js.find("Truncate it to your agent's max force"), std::string::npos) << js;
  EXPECT_NE(js.find("Out: its force as it is, not truncated"), std::string::npos) << js;
  EXPECT_NE(js.find("left = " + G(b.maxForce) + ".0 - Math.sqrt(x * x + y * y)"), std::string::npos) << js;
  EXPECT_NE(js.find(" * " + G(b.maxSpeed) + ".0 - vx"), std::string::npos) << js;
  // The playground's code() for the composer: every language, never "no export".
  for (demos::CodeLang l : {demos::CodeLang::Cpp, demos::CodeLang::CSharp, demos::CodeLang::GDScript, demos::CodeLang::JS}) {
    std::string code, behaviour;
    EXPECT_TRUE(demos::HasCode(pg, 3));
    ASSERT_TRUE(demos::CodeFor(pg, 3, l, &code, &behaviour));
    EXPECT_GT(code.size(), 500u);
  }
}

// The composer's separation, alignment and cohesion are a function each, and each computes its
// own rule only (custom_demo.cpp calls steer::Separation, Alignment or Cohesion alone), over the
// agents closer than the radius: one at exactly the radius is not a neighbour there either.
TEST(Code, TheComposersFlockingPartsComputeOnlyTheirRule) {
  demos::Playground pg = ComposedPlayground({{}, 0});  // group A: separation, alignment, cohesion...
  std::string js = CompositionCode(pg, -1, demos::CodeLang::JS);
  auto body = [&](const char* fn) {
    size_t at = js.find(std::string("function ") + fn + "(");
    EXPECT_NE(at, std::string::npos) << fn << "\n" << js;
    return at == std::string::npos ? std::string() : js.substr(at, js.find("\n}\n", at) - at);
  };
  const std::string sep = body("SteerSeparation"), align = body("SteerAlignment"), coh = body("SteerCohesion");
  const struct {
    const std::string& code;
    const char* has;
    std::vector<const char*> hasNot;
  } rules[] = {
      {sep, "sx = sx + (px - qx[i]) * (1.0 / d2);", {"hsx", "cx", "count", "kx"}},
      {align, "return { x: hsx / count - hx, y: hsy / count - hy };", {"let sx", "sx = sx", "cx", "kx"}},
      {coh, "return { x: kx, y: ky };", {"let sx", "sx = sx", "hsx"}},
  };
  for (const auto& r : rules) {
    EXPECT_NE(r.code.find(r.has), std::string::npos) << r.code;
    EXPECT_NE(r.code.find("if (!(d2 < 3600.0)) {"), std::string::npos) << r.code;
    for (const char* other : r.hasNot) EXPECT_EQ(r.code.find(other), std::string::npos) << other << "\n" << r.code;
  }
}

// Two boids on one spot: the core pushes them apart along directions it picks from their ids
// (1 / kMinSeparation each, opposite ways); the code, which is given no ids, pushes nothing there,
// divides by nothing near 0, and says what the core does (flocking_test.cpp's
// Separation.CoincidentAgentsArePushedApartInOppositeDirections): the flock's and the composer's
// separation alike.
TEST(Code, CoincidentNeighboursPushNothingInTheCodeWhichSaysWhatTheCoreDoes) {
  const std::string floor = demos::FormatNumber(steer::kMinSeparation);
  const std::string words = "// closer than " + floor + " (d2 < 1.0000001e-06, " + floor + " squared in floats): no push here, and no 1 / 0.\n";
  demos::CodeSpec s;
  s.behaviour = demos::CodeBehaviour::Flocking;
  std::string flock = demos::GenerateCode(s, demos::CodeLang::JS);
  std::string composer = CompositionCode(ComposedPlayground({{}, 0}), -1, demos::CodeLang::JS);
  for (const std::string& js : {flock, composer}) {
    size_t at = js.find(words);
    ASSERT_NE(at, std::string::npos) << js;
    const std::string rest = js.substr(at, 400);
    EXPECT_NE(rest.find("pushes each of two such agents by 1 / " + floor + ", along a direction it picks from"),
              std::string::npos) << rest;
    EXPECT_NE(rest.find("their ids (a golden angle from the lower id"), std::string::npos) << rest;
    EXPECT_NE(rest.find("if (d2 >= 1.0000001e-06) {\n"), std::string::npos) << rest;
    EXPECT_LT(rest.find("if (d2 >= 1.0000001e-06) {\n"), rest.find("(1.0 / d2)")) << rest;
  }
}

TEST(Code, TheComposersCodeOnTheScenesOwnDataGivesTheForceThePlaygroundApplied) {
  // End to end: the default composition's code, fed what a game would feed it from the scene
  // (the agent, its group's agents, the nearest agent of the target group, its wander target and
  // the draws its wander takes), returns the force the playground's step applied to that agent.
  // Group A (a weighted sum with wander) and group B (a prioritized sum).
  demos::Playground pg = ComposedPlayground({{}, 0});
  pg.Step(45);
  const demos::Composition& mix = demos::Effective(pg.composition());
  const std::vector<Agent> before = pg.world().agents;
  Rng draws = pg.world().rng;
  float dt = pg.world().def.dt;
  pg.Step(1);
  const std::vector<Agent>& after = pg.world().agents;
  auto groupOf = [&](int i) {
    int first = 0;
    for (int g = 0; g < int(mix.groups.size()); ++g)
      if (i < (first += mix.groups[size_t(g)].count)) return g;
    return -1;
  };
  auto nearest = [&](int i, int g) {
    int best = -1;
    float bestD = 0.0f;
    for (int j = 0; j < int(before.size()); ++j)
      if (j != i && groupOf(j) == g && (best < 0 || DistanceSq(before[size_t(i)].pos, before[size_t(j)].pos) < bestD)) {
        best = j;
        bestD = DistanceSq(before[size_t(i)].pos, before[size_t(j)].pos);
      }
    return best;
  };
  std::string cpp = "#include <cmath>\n#include <cstdio>\n", calls;
  std::vector<Vec2> want;
  // Of group A, an agent with neighbours within the radius and others a little beyond it (so a
  // wrong radius shows); of group B, the first hunter.
  float radius = pg.params()[size_t(pg.ParamIndex("radius"))];
  int chosen = -1;
  for (int i = 0; i < mix.groups[0].count && chosen < 0; ++i) {
    int in = 0, beyond = 0;
    for (int j = 0; j < mix.groups[0].count; ++j) {
      float d = Distance(before[size_t(i)].pos, before[size_t(j)].pos);
      in += j != i && d < radius;
      beyond += d > radius && d < radius * 1.5f;
    }
    if (in > 0 && beyond > 0) chosen = i;
  }
  ASSERT_GE(chosen, 0);
  for (int k = 0; k < chosen; ++k) {  // each agent of group A before it wanders: four draws each
    float r[4];
    draws.NextFloats4(r);
  }
  const int agents[] = {chosen, mix.groups[0].count};
  for (int i : agents) {
    const Agent& a = before[size_t(i)];
    const demos::Group& g = mix.groups[size_t(groupOf(i))];
    std::string ns = "a" + std::to_string(i);
    cpp += "namespace " + ns + " {\n" + CompositionCode(pg, i, demos::CodeLang::Cpp) + "}\n";
    std::string own = G(a.pos.x) + ", " + G(a.pos.y) + ", " + G(a.vel.x) + ", " + G(a.vel.y);
    std::string head = G(a.heading.x) + ", " + G(a.heading.y);
    std::string forces;
    calls += "  {\n";
    for (size_t k = 0; k < g.uses.size(); ++k) {
      const demos::Use& u = g.uses[k];
      std::string v = "f" + std::to_string(k), fn = ns + "::Steer";
      switch (u.behaviour) {
        case demos::Behaviour::Separation:
        case demos::Behaviour::Alignment:
        case demos::Behaviour::Cohesion: {
          std::vector<float> q[4];
          for (int j = 0; j < int(before.size()); ++j)
            if (j != i && groupOf(j) == u.target.group) {
              const float x[4] = {before[size_t(j)].pos.x, before[size_t(j)].pos.y, before[size_t(j)].heading.x,
                                  before[size_t(j)].heading.y};
              for (int c = 0; c < 4; ++c) q[c].push_back(x[c]);
            }
          for (int c = 0; c < 4; ++c)
            calls += "    const float " + v + "q" + std::to_string(c) + "[] = {" + List(q[c]) + ", 0};\n";
          const char* name = u.behaviour == demos::Behaviour::Separation  ? "Separation"
                             : u.behaviour == demos::Behaviour::Alignment ? "Alignment"
                                                                          : "Cohesion";
          calls += "    auto " + v + " = " + fn + name + "(" + own + ", " + head + ", " + std::to_string(q[0].size()) + ", " +
                   v + "q0, " + v + "q1, " + v + "q2, " + v + "q3);\n";
          break;
        }
        case demos::Behaviour::Evade:
        case demos::Behaviour::Pursuit: {
          const Agent& t = before[size_t(nearest(i, u.target.group))];
          calls += "    auto " + v + " = " + fn + (u.behaviour == demos::Behaviour::Evade ? "Evade" : "Pursuit") + "(" + own +
                   ", " + head + ", " + List({t.pos.x, t.pos.y, t.vel.x, t.vel.y, t.heading.x, t.heading.y}) + ");\n";
          break;
        }
        case demos::Behaviour::Containment:
          calls += "    auto " + v + " = " + fn + "Containment(" + own + ");\n";
          break;
        case demos::Behaviour::Wander: {
          float r[4];
          draws.NextFloats4(r);  // after those of the agents before it
          calls += "    auto " + v + " = " + fn + "Wander(" + List({a.pos.x, a.pos.y, a.heading.x, a.heading.y,
                   a.wanderTarget.x, a.wanderTarget.y, r[0], r[1], r[2], r[3], dt}) + ");\n";
          break;
        }
        default:
          FAIL() << "not in the default composition: " << demos::BehaviourName(u.behaviour);
      }
      forces += (k ? ", " : "") + v + ".x, " + v + ".y";
    }
    calls += "    auto f = " + ns + "::SteeringForce(" + forces + ");\n    P(f.x, f.y);\n  }\n";
    want.push_back(after[size_t(i)].force);
  }
  cpp += "static void P(float x, float y) { std::printf(\"%.9g %.9g\\n\", double(x), double(y)); }\nint main() {\n" +
         calls + "}\n";
  std::string dir = TempDir();
  std::ofstream(dir + "/main.cpp") << cpp;
  std::string cmd = "g++ -std=c++17 -Wall -Wextra -Werror -ffp-contract=off -O1 -o " + dir + "/main " + dir +
                    "/main.cpp 2> " + dir + "/errors.txt && " + dir + "/main > " + dir + "/out.txt";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << Read(dir + "/errors.txt") << cpp;
  std::istringstream in(Read(dir + "/out.txt"));
  for (size_t j = 0; j < want.size(); ++j) {
    double fx = NAN, fy = NAN;
    ASSERT_TRUE(in >> fx >> fy);
    double tol = 1e-4 * std::fmax(1.0, std::hypot(double(want[j].x), double(want[j].y)));
    EXPECT_GT(std::hypot(double(want[j].x), double(want[j].y)), 1.0) << "a force that can tell";
    EXPECT_NEAR(fx, double(want[j].x), tol) << "agent " << agents[j];
    EXPECT_NEAR(fy, double(want[j].y), tol) << "agent " << agents[j];
  }
}

// The page's wasm and the code generator are two modules (src/code/codegen.cpp): the request
// crosses between them as text. Every demo's every agent, in every language, gives the same code
// through the request as from the spec itself; the composer's groups too.
TEST(CodeRequest, EveryAgentsCodeIsTheSameThroughTheRequestText) {
  int checked = 0;
  for (const demos::DemoDesc& d : demos::Demos()) {
    demos::Playground pg;
    pg.SelectDemo(d.id);
    pg.Step(30);
    for (int agent = -1; agent < std::min(int(pg.world().agents.size()), 12); ++agent) {
      for (demos::CodeLang lang : {demos::CodeLang::Cpp, demos::CodeLang::CSharp, demos::CodeLang::GDScript, demos::CodeLang::JS}) {
        demos::CodeRequest r, back;
        if (!demos::CodeRequestFor(pg, agent, lang, &r)) {
          EXPECT_FALSE(demos::HasCode(pg, agent)) << d.id << " " << agent;
          continue;
        }
        std::string text = demos::EncodeCodeRequest(r);
        ASSERT_TRUE(demos::DecodeCodeRequest(text, &back)) << d.id << " " << agent;
        EXPECT_EQ(demos::EncodeCodeRequest(back), text) << d.id;
        std::string direct;
        if (r.composition) {
          direct = demos::GenerateCompositionCode(r.group, lang);
        } else {
          demos::CodeSpec s = r.spec;
          s.from = r.from.c_str();
          direct = demos::GenerateCode(s, lang);
        }
        ASSERT_EQ(demos::GenerateCode(back), direct) << d.id << " " << agent;
        EXPECT_EQ(demos::CodeRequestBehaviour(back), demos::CodeRequestBehaviour(r));
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 200);
  for (const ComposedCase& c : kComposed) {
    demos::Playground pg = ComposedPlayground(c);
    demos::CodeRequest r, back;
    ASSERT_TRUE(demos::CodeRequestFor(pg, c.agent, demos::CodeLang::Cpp, &r));
    ASSERT_TRUE(demos::DecodeCodeRequest(demos::EncodeCodeRequest(r), &back));
    EXPECT_EQ(back.group.g, r.group.g);
    EXPECT_EQ(demos::GenerateCode(back), demos::GenerateCompositionCode(r.group, demos::CodeLang::Cpp));
  }
}

// A request the generator cannot read is refused, never read wrong: cut short anywhere, a digit
// changed in the field list's tag (another build's page), not hex, trailing text, a value out of
// range or not finite.
TEST(CodeRequest, TextThisBuildDidNotWriteIsRefused) {
  demos::Playground pg;
  pg.SelectDemo("custom");
  demos::CodeRequest r, out;
  ASSERT_TRUE(demos::CodeRequestFor(pg, -1, demos::CodeLang::JS, &r));
  const std::string good = demos::EncodeCodeRequest(r);
  ASSERT_TRUE(demos::DecodeCodeRequest(good, &out));
  for (size_t n = 0; n < good.size(); ++n) EXPECT_FALSE(demos::DecodeCodeRequest(good.substr(0, n), &out)) << n;
  std::string other = good;
  other[3] = other[3] == '0' ? '1' : '0';
  EXPECT_FALSE(demos::DecodeCodeRequest(other, &out));
  std::string upper = good;
  upper[9] = 'G';
  EXPECT_FALSE(demos::DecodeCodeRequest(upper, &out));
  EXPECT_FALSE(demos::DecodeCodeRequest(good + "00000000", &out));
  EXPECT_FALSE(demos::DecodeCodeRequest("", &out));
  // Word 1 is the language (0..3), word 3 on the composer's group index (0..5).
  std::string lang = good;
  lang.replace(8, 8, "00000004");
  EXPECT_FALSE(demos::DecodeCodeRequest(lang, &out));
  std::string group = good;
  group.replace(24, 8, "00000006");
  EXPECT_FALSE(demos::DecodeCodeRequest(group, &out));
  // A single behaviour's max speed (word 4) as NaN or infinity.
  pg.SelectDemo("seek");
  ASSERT_TRUE(demos::CodeRequestFor(pg, -1, demos::CodeLang::Cpp, &r));
  std::string seek = demos::EncodeCodeRequest(r);
  ASSERT_TRUE(demos::DecodeCodeRequest(seek, &out));
  EXPECT_EQ(out.spec.maxSpeed, r.spec.maxSpeed);
  for (const char* bad : {"7fc00000", "7f800000"}) {
    std::string t = seek;
    t.replace(32, 8, bad);
    EXPECT_FALSE(demos::DecodeCodeRequest(t, &out)) << bad;
  }
  std::string fine = seek;
  fine.replace(32, 8, "43480000");  // 200.0
  ASSERT_TRUE(demos::DecodeCodeRequest(fine, &out));
  EXPECT_EQ(out.spec.maxSpeed, 200.0f);
}
