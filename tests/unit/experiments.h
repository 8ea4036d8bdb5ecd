// The 20-seed experiment of a link, run to the end: what the page's Experiment button tabulates.
#pragma once

#include <string>
#include <vector>

#include "link/link.h"
#include "model/experiment.h"

namespace demos::test {

inline std::vector<ExperimentRow> RunExperiment(const std::string& link) {
  Playground pg;
  ApplyLink(pg, ParseLink(link).state);
  Experiment e;
  e.Start(pg);
  while (!e.Advance(100000)) {
  }
  return e.rows();
}

}  // namespace demos::test
