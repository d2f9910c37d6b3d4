import DemoScene
import GestureTapeCommands
import Replay
import Testing

/// A package's scenes tool refuses two scenes of one name: joining two apps' scene lists
/// (`GalleryScenes.entries + TransitionScenes.entries`) with a name in both made `--scene NAME`
/// and an expectation file's `"scene"` pick one of them silently.
@MainActor
@Suite struct SceneToolNamesTests {
  func scene(_ name: String) -> ReplaySceneRegistry.Entry {
    .init(name) { DemoReplayScene() }
  }

  @Test func repeatedNamesAreFoundOnceEach() {
    let scenes = ["card", "note", "card", "menu", "note", "card"].map(scene)
    #expect(GestureTapeTool.duplicateNames(in: scenes) == ["card", "note"])
  }

  @Test func distinctNamesAreNotRepeats() {
    #expect(GestureTapeTool.duplicateNames(in: ["card", "cards", "Card"].map(scene)) == [])
    #expect(GestureTapeTool.duplicateNames(in: []) == [])
  }
}
