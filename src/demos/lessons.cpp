#include "demos/lessons.h"

namespace demos {

const std::vector<Lesson>& Lessons() {
  static const std::vector<Lesson> lessons = {
      {"pursuit-beats-seek", "Why pursuit beats seek",
       "The pursuer aims at where the evader is (look-ahead 0): it trails behind and catches it less often and later (run the Experiment: about 120 captures against "
       "160 with look-ahead 1). Open Plots, then set the look-ahead scale back to 1 and watch the distance drop and the captures come.",
       "v=3&demo=pursuit&lookahead=0&show=velocity,predicted,trails"},
      {"seek-vs-pursuit", "Seek vs pursuit, side by side",
       "Two races from the same seed: the solid pursuer predicts (look-ahead 1), the faded ghost only seeks "
       "(look-ahead 0). Open Compare to see the captures and the distance of each race.",
       "v=3&demo=pursuit&compare=lookahead:0"},
      {"three-predictors", "Buckland vs Millington vs Bourg predictors",
       "The same chase with Buckland's look-ahead (solid) and two ghosts using Millington's and Bourg's. "
       "Watch "
       "where each crosshair would be and compare the captures.",
       "v=3&demo=pursuit&compare=predictor:millington,bourg"},
      {"closing-speed-trap", "When intercept fails: Bourg's closing-speed trap",
       "The chasers start alongside the prey, barely faster than it. The closing speed is zero, the time to "
       "close "
       "hits its cap and the intercept point runs away: intercept lets the prey escape. Untick Start "
       "alongside.",
       "v=3&demo=chase&chaserSpeed=103&alongside=1"},
      {"threat-range-too-small", "A threat range too small to escape",
       "The evader is slower than the pursuer and only notices it at 20 units: it reacts too late and is "
       "caught "
       "again and again (open Plots to count). Widen the threat range to 200: it runs early and, over a "
       "minute, is caught about three times less often (run the Experiment at both).",
       "v=3&demo=evade&threat=20&evaderSpeed=110"},
      {"alignment-makes-a-flock", "Alignment makes a flock",
       "Alignment is off: boids clump but point every way (low polarization). Open Plots and raise the "
       "alignment "
       "weight to 1: the polarization climbs as groups turn together.",
       "v=3&demo=flock&alignment=0"},
      {"ahead-and-facing", "The ahead-and-facing shortcut",
       "The evader runs straight at the pursuer. When it is ahead and within about 18 degrees of head on, "
       "Buckland's pursuit stops predicting and seeks its position (the crosshair jumps onto it). Untick the "
       "shortcut and compare.",
       "v=3&demo=pursuit&evaderSpeed=120&jitter=0&seed=2"},
      {"arrive-to-stop", "Arrive: slowing down to stop",
       "Seek overshoots its target and circles; arrive brakes in proportion to the distance and stops on it. "
       "Drag the target and compare fast, normal and slow deceleration.",
       "v=3&demo=seek&behaviour=arrive"},
      {"short-detection-box", "A detection box that is too short",
       "With a 10-unit box the agents see an obstacle only when it is almost under their nose: they swerve "
       "late and often cut into it. The status line counts agent-steps inside obstacles: in a minute it "
       "climbs into the hundreds, against 0 with the default 50. Lengthen the box: the turns start earlier.",
       "v=3&demo=avoid&box=10"},
      {"predators-split-a-flock", "Predators split a flock",
       "A predator hunts the nearest boid; inside the threat range boids evade it, and the flock splits and "
       "re-forms behind it.",
       "v=3&demo=flock&predator=1&threat=120"},
      {"why-a-fixed-step", "Why a fixed step",
       "The same chase twice: solid, stepped by a fixed 1/60 s; faded, stepped by each frame's own dt, as a "
       "busy browser delivers them (mostly 12 to 21 ms, now and then a 50 to 100 ms hitch). The faded scene "
       "runs ahead (its frames are longer on average) and its chasers catch their prey at other times. Run the "
       "Experiment: with the fixed step every round of the race takes exactly the same time (basic: 4.83 s, "
       "every round); stepped by frame times, the same race takes another time each round (basic: from about "
       "4.8 to 5.4 s). That is why the playground steps by a fixed 1/60 s: one link, the same numbers on every "
       "run and every machine.",
       "v=3&demo=chase&compare=step:frame-dt&show=velocity,trails"},
      // Predict, then check (challenge.h): the prompt is the question, check= decides it.
      {"challenge-seek-in-time", "Challenge: can plain seek catch it in 9 s?",
       "Look-ahead is 0: the pursuer runs at where the evader is now. Predict, then Run.",
       "v=3&demo=pursuit&lookahead=0&title=Plain%20seek&prompt=Will%20the%20pursuer%20catch%20the%20evader%20"
       "within%209%20s%3F&check=caught%3C9"},
      {"challenge-threat-survive", "Challenge: a threat range to survive 30 s",
       "Only the threat range can change. Find a range that lets the evader last 30 seconds.",
       "v=3&demo=evade&threat=50&lock=predictor,lookahead,pursuerSpeed,evaderSpeed,jitter&title=Survive%2030%20s"
       "&prompt=Set%20the%20threat%20range%20so%20the%20evader%20survives%2030%20s.&check=caught%3E30&ask=set"},
      {"challenge-first-chaser", "Challenge: which chaser arrives first?",
       "Bourg's three chasers, same speed, same prey. Pick the one you think catches its prey first.",
       "v=3&demo=chase&title=Three%20chasers&prompt=Which%20of%20Bourg%27s%20chasers%20catches%20its%20prey%20"
       "first%3F&check=first"},
      {"challenge-flock-alignment", "Challenge: a flock without alignment",
       "Alignment is off; separation and cohesion still work.",
       "v=3&demo=flock&alignment=0&title=No%20alignment&prompt=Will%20neighbouring%20boids%20still%20fly%20the%20"
       "same%20way%20(local%20polarization%20above%200.7)%20after%2030%20s%3F&check=local-polarization%3E0.7@30"},
      {"challenge-no-avoidance", "Challenge: wandering without avoidance",
       "Obstacle avoidance is off; the wanderers still have their wall feelers.",
       "v=3&demo=avoid&method=none&title=No%20avoidance&prompt=In%2030%20s%2C%20will%20any%20agent%20end%20up%20"
       "inside%20an%20obstacle%3F&check=agent-steps-inside-an-obstacle%3E0@30"},
      {"challenge-wander-no-jitter", "Challenge: wander with no jitter",
       "With jitter 0 the dot no longer moves on its circle.",
       "v=3&demo=wander&jitter=0&title=No%20jitter&prompt=After%2020%20s%2C%20are%20the%20wanderers%20still%20"
       "steering%20(mean%20steering%20force%20above%2010)%3F&check=mean-steering-force%3E10@20"},
  };
  return lessons;
}

int FindLesson(std::string_view id) {
  const auto& all = Lessons();
  for (int i = 0; i < int(all.size()); ++i)
    if (id == all[i].id) return i;
  return -1;
}

}  // namespace demos
