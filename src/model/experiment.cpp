#include "model/experiment.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "strings/strings.h"

namespace demos {

void Experiment::Start(const Playground& scene) {
  demo_ = scene.desc().id;
  params_ = scene.params();
  mix_ = scene.composition();
  compareParam_ = scene.compareParam();
  settings_.clear();
  if (compareParam_ >= 0) {
    settings_.push_back(params_[compareParam_]);
    for (int g = 0; g < scene.ghostCount(); ++g) settings_.push_back(scene.ghostValue(g));
  } else {
    settings_.push_back(0.0f);
  }
  setting_ = 0;
  seed_ = 0;
  steps_ = 0;
  outcomes_.clear();
  rows_.clear();
  firstSeed_.clear();
  sameForEverySeed_ = true;
  run_.reset();
  running_ = true;
  done_ = false;
}

float Experiment::progress() const {
  if (done_) return 1.0f;
  float perSetting = float(kSeeds) * kStepsPerSeed;
  return (float(setting_) * perSetting + float(seed_) * kStepsPerSeed + float(steps_)) /
         (float(settings_.size()) * perSetting);
}

bool Experiment::Advance(double agentSteps) {
  bool first = true;
  while (running_ && (agentSteps > 0.0 || first)) {
    if (!run_) {
      run_ = std::make_unique<Playground>();
      Params params = params_;
      if (compareParam_ >= 0) params[size_t(compareParam_)] = settings_[setting_];
      run_->Load(demo_, params, uint64_t(seed_ + 1), -1, {}, &mix_);  // one rebuild per seed
      steps_ = 0;
    }
    double agents = std::max<double>(1.0, double(run_->world().agents.size()));
    int n = int(std::clamp(std::floor(agentSteps / agents), 1.0, double(kStepsPerSeed - steps_)));
    run_->Step(n);
    steps_ += n;
    agentSteps -= double(n) * agents;
    first = false;
    if (steps_ >= kStepsPerSeed) FinishSeed();
  }
  return done_;
}

void Experiment::FinishSeed() {
  std::vector<std::pair<const char*, float>> out;
  run_->Outcomes(out);
  std::string prefix;
  if (compareParam_ >= 0) {
    const ParamSpec& spec = run_->specs()[compareParam_];
    char buf[64];
    if (spec.kind == ParamKind::Choice && spec.choices)
      std::snprintf(buf, sizeof buf, "%s %s: ", spec.name, spec.choices[int(settings_[setting_])]);
    else
      std::snprintf(buf, sizeof buf, "%s %g: ", spec.name, double(settings_[setting_]));
    prefix = buf;
  }
  for (const auto& [label, t] : out) outcomes_.emplace_back(prefix + label, t);
  if (seed_ == 0)
    firstSeed_ = out;
  else
    sameForEverySeed_ = sameForEverySeed_ && out == firstSeed_;
  run_.reset();
  if (++seed_ >= kSeeds) {
    seed_ = 0;
    if (++setting_ >= int(settings_.size())) {
      setting_ = int(settings_.size()) - 1;
      seed_ = kSeeds;
      running_ = false;
      done_ = true;
      Summarise();
    }
  }
}

bool Experiment::Matches(const Playground& scene) const {
  if (demo_ != scene.desc().id || params_ != scene.params() || compareParam_ != scene.compareParam() ||
      !(mix_ == scene.composition()))
    return false;
  if (compareParam_ < 0) return true;
  if (int(settings_.size()) != scene.ghostCount() + 1) return false;
  for (int g = 0; g < scene.ghostCount(); ++g)
    if (settings_[size_t(g) + 1] != scene.ghostValue(g)) return false;
  return true;
}

std::string Experiment::StaleReason(const Playground& scene) const {
  if (demo_ != scene.desc().id) return Trf("experiment.other_demo", {TrKey("demo." + demo_ + ".title")});
  auto text = [](const ParamSpec& s, float v) {
    char buf[48];
    if (s.kind == ParamKind::Choice && s.choices)
      std::snprintf(buf, sizeof buf, "%s", s.choices[int(v)]);
    else
      std::snprintf(buf, sizeof buf, "%g", double(v));
    return std::string(buf);
  };
  std::string made, now;
  for (size_t i = 0; i < params_.size() && i < scene.params().size(); ++i) {
    if (params_[i] == scene.params()[i]) continue;
    const ParamSpec& s = scene.specs()[i];
    made += (made.empty() ? "" : ", ") + std::string(s.name) + " " + text(s, params_[i]);
    now += (now.empty() ? "" : ", ") + text(s, scene.params()[i]);
  }
  if (made.empty() && !(mix_ == scene.composition())) return Tr("experiment.other_groups");
  if (made.empty()) return Tr("experiment.other_compare");
  return Trf("experiment.made_with", {made, now});
}

void Experiment::Summarise() {
  std::vector<std::string> labels;  // in order of first appearance
  for (const auto& o : outcomes_)
    if (std::find(labels.begin(), labels.end(), o.first) == labels.end()) labels.push_back(o.first);
  for (const std::string& label : labels) {
    ExperimentRow row;
    row.label = label;
    std::vector<float> times;
    for (const auto& o : outcomes_)
      if (o.first == label) {
        if (o.second < 0.0f)
          ++row.escapes;
        else
          times.push_back(o.second);
      }
    row.chases = int(times.size());
    if (!times.empty()) {
      std::sort(times.begin(), times.end());
      double sum = 0.0;
      for (float t : times) sum += t;
      row.mean = float(sum / double(times.size()));
      size_t m = times.size() / 2;
      row.median = times.size() % 2 ? times[m] : 0.5f * (times[m - 1] + times[m]);
      row.min = times.front();
      row.max = times.back();
    }
    rows_.push_back(row);
  }
}

}  // namespace demos
