#include "demos/experiment.h"

#include <algorithm>

namespace demos {

void Experiment::Start(const Playground& scene) {
  demo_ = scene.desc().id;
  params_ = scene.params();
  seed_ = 0;
  steps_ = 0;
  outcomes_.clear();
  rows_.clear();
  run_.reset();
  running_ = true;
  done_ = false;
}

float Experiment::progress() const {
  if (done_) return 1.0f;
  return (float(seed_) * kStepsPerSeed + float(steps_)) / (float(kSeeds) * kStepsPerSeed);
}

bool Experiment::Advance(int maxSteps) {
  while (running_ && maxSteps > 0) {
    if (!run_) {
      run_ = std::make_unique<Playground>();
      run_->SelectDemo(demo_);
      for (int i = 0; i < int(params_.size()); ++i) run_->SetAt(i, params_[i]);
      run_->SetSeed(uint64_t(seed_ + 1));
      steps_ = 0;
    }
    int n = std::min(maxSteps, kStepsPerSeed - steps_);
    run_->Step(n);
    steps_ += n;
    maxSteps -= n;
    if (steps_ >= kStepsPerSeed) FinishSeed();
  }
  return done_;
}

void Experiment::FinishSeed() {
  std::vector<std::pair<const char*, float>> out;
  run_->Outcomes(out);
  for (const auto& [label, t] : out) outcomes_.emplace_back(label, t);
  run_.reset();
  if (++seed_ >= kSeeds) {
    running_ = false;
    done_ = true;
    Summarise();
  }
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
