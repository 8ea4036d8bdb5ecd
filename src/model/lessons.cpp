#include "model/lessons.h"

#include "strings/strings.h"

namespace demos {

namespace {

/// Points a lesson's title and text at the current language's table.
void LocalizeLesson(Lesson& l) {
  l.title = TrKey(JoinKey("lesson", l.id, "title"));
  l.text = TrKey(JoinKey("lesson", l.id, "text"));
}

// The lessons, with their words in the current language (Lessons() re-points them when it changes).
std::vector<Lesson>& LessonTable() {
  static std::vector<Lesson> lessons = [] {
    std::vector<Lesson> all = {
      {"pursuit-beats-seek", "v=3&demo=pursuit&lookahead=0&show=velocity,predicted,trails"},
      {"seek-vs-pursuit", "v=3&demo=pursuit&compare=lookahead:0"},
      {"three-predictors", "v=3&demo=pursuit&compare=predictor:millington,bourg"},
      {"closing-speed-trap", "v=3&demo=chase&chaserSpeed=103&alongside=1"},
      {"threat-range-too-small", "v=3&demo=evade&threat=20&evaderSpeed=110"},
      {"alignment-makes-a-flock", "v=3&demo=flock&alignment=0"},
      {"ahead-and-facing", "v=3&demo=pursuit&evaderSpeed=120&jitter=0&seed=2"},
      {"arrive-to-stop", "v=3&demo=seek&behaviour=arrive"},
      {"short-detection-box", "v=3&demo=avoid&box=10"},
      {"predators-split-a-flock", "v=3&demo=flock&predator=1&threat=120"},
      {"why-a-fixed-step", "v=3&demo=chase&compare=step:frame-dt&show=velocity,trails"},
      // Predict, then check (challenge.h): the prompt is the question, check= decides it.
      {"challenge-seek-in-time", "v=3&demo=pursuit&lookahead=0&title=Plain%20seek&prompt=Will%20the%20pursuer%20catch%20the%20evader%20"
       "within%209%20s%3F&check=caught%3C9"},
      {"challenge-threat-survive", "v=3&demo=evade&threat=50&lock=predictor,lookahead,pursuerSpeed,evaderSpeed,jitter&title=Survive%2030%20s"
       "&prompt=Set%20the%20threat%20range%20so%20the%20evader%20survives%2030%20s.&check=caught%3E30&ask=set"},
      {"challenge-first-chaser", "v=3&demo=chase&title=Three%20chasers&prompt=Which%20of%20Bourg%27s%20chasers%20catches%20its%20prey%20"
       "first%3F&check=first"},
      {"challenge-flock-alignment", "v=3&demo=flock&alignment=0&title=No%20alignment&prompt=Will%20neighbouring%20boids%20still%20fly%20the%20"
       "same%20way%20(local%20polarization%20above%200.7)%20after%2030%20s%3F&check=local-polarization%3E0.7@30"},
      {"challenge-no-avoidance", "v=3&demo=avoid&method=none&title=No%20avoidance&prompt=In%2030%20s%2C%20will%20any%20agent%20end%20up%20"
       "inside%20an%20obstacle%3F&check=agent-steps-inside-an-obstacle%3E0@30"},
      {"challenge-wander-no-jitter", "v=3&demo=wander&jitter=0&title=No%20jitter&prompt=After%2020%20s%2C%20are%20the%20wanderers%20still%20"
       "steering%20(mean%20steering%20force%20above%2010)%3F&check=mean-steering-force%3E10@20"},
    };
    return all;
  }();
  return lessons;
}

}  // namespace

const std::vector<Lesson>& Lessons() {
  static unsigned epoch = ~0u;
  std::vector<Lesson>& all = LessonTable();
  if (epoch != LanguageEpoch()) {
    epoch = LanguageEpoch();
    for (Lesson& l : all) LocalizeLesson(l);
  }
  return all;
}

int FindLesson(std::string_view id) {
  const auto& all = Lessons();
  for (int i = 0; i < int(all.size()); ++i)
    if (id == all[i].id) return i;
  return -1;
}

}  // namespace demos
