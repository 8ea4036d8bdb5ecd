// Where the panel goes, by the canvas's shape: the rule's numbers, read by the app (ui.cpp's
// ChooseLayout and PlacePanel) and by the page's first screen (first_screen.cpp writes them into
// shell.css, so the page before the wasm is laid out as the app then lays itself out).
#pragma once

namespace app {

/// The side panel's width at UI scale 1, CSS px ...
inline constexpr float kPanelWidth = 340.0f;
/// ... and at most this share of the canvas's width (at UI scale 1: a 1024 px screen's is 307 px).
inline constexpr float kPanelShare = 0.30f;
/// A canvas narrower than this (a phone on its side) has the panel float over the world, folded.
inline constexpr float kNarrowCanvas = 760.0f;
/// A canvas at least kStackedAspect times as tall as it is wide (portrait or near-square) and
/// narrower than kStackedBelow has the world above the panel.
inline constexpr float kStackedAspect = 0.9f;
inline constexpr float kStackedBelow = 1100.0f;
/// Stacked, the world takes the canvas's width at its aspect (with kWorldMargin around it, and
/// the timeline's bar under it), at most kStackedWorldShare of the canvas's height.
inline constexpr float kStackedWorldShare = 0.6f;
/// The world's margin in its part of the canvas when fitted (FitView), CSS px.
inline constexpr float kWorldMargin = 12.0f;

}  // namespace app
