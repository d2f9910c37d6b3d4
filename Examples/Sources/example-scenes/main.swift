import GalleryApp
import GestureTapeCommands
import PlacesApp
import Replay
import TransitionsApp

// `swift run example-scenes replay ../Examples/recordings/NAME.gtape --scene card`
// (the gallery's Hero scenes, the UIKit transitions app's scenes, and the places app launched
// whole: `--scene places --before 'tap row 2' --before settle`).
// Each scene says how a test builds it, so the tests a hunt writes need no registration.
GestureTapeTool.main(
  scenes: GalleryScenes.entries + TransitionScenes.entries
    + [
      .init(
        "places", summary: "the places app, launched from its Info.plist (tap a row first)",
        source: .init(
          module: "PlacesApp", expression: "AppReplayScene.launch(PlacesApp.appResources)")
      ) {
        .launch(PlacesApp.appResources)
      }
    ])
