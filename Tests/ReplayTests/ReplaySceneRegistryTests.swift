import Replay
import Testing

@MainActor
@Suite("Scene registry")
struct ReplaySceneRegistryTests {
  @Test func theFirstSceneIsTheDefaultAndANameIsReplacedInPlace() {
    let saved = ReplaySceneRegistry.entries
    defer {
      ReplaySceneRegistry.removeAll()
      for entry in saved { ReplaySceneRegistry.register(entry) }
    }
    ReplaySceneRegistry.removeAll()
    #expect(ReplaySceneRegistry.defaultName == nil)
    ReplaySceneRegistry.register("a", summary: "first") { ScriptedScene() }
    ReplaySceneRegistry.register("b") { ScriptedScene() }
    ReplaySceneRegistry.register("a", summary: "replaced") { ScriptedScene() }
    #expect(ReplaySceneRegistry.names == ["a", "b"])
    #expect(ReplaySceneRegistry.entries.first?.summary == "replaced")
    #expect(ReplaySceneRegistry.defaultName == "a")
    #expect(ReplaySceneRegistry.scene(named: "b") != nil)
    #expect(ReplaySceneRegistry.scene(named: "c") == nil)
  }
}
