import SourcePorting
import Testing

/// What the port finds for an app's entry point: the type `@main` or `@UIApplicationMain`
/// marks, and the classes adopting `UISceneDelegate` or `UIWindowSceneDelegate`, ignoring what
/// comments and strings say.
@Suite struct ApplicationEntryTests {
  @Test func theMarkedTypeAndTheSceneDelegatesAreFound() {
    let source = """
      import UIKit
      /* @main class Commented {} */
      let text = "@main class Quoted {}"
      @UIApplicationMain
      final class AppDelegate: UIResponder, UIApplicationDelegate {}
      class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }
      class ExtraScene: NSObject, UISceneDelegate {}
      // class Fake: UISceneDelegate {}
      """
    let found = ApplicationEntryWriter.declarations(in: source)
    #expect(found.applicationDelegate == "AppDelegate")
    #expect(found.sceneDelegates == ["SceneDelegate", "ExtraScene"])
  }

  @Test func noEntryPointWithoutTheAttribute() {
    let found = ApplicationEntryWriter.declarations(
      in: "class AppDelegate: UIResponder, UIApplicationDelegate {}")
    #expect(found.applicationDelegate == nil)
    #expect(found.sceneDelegates.isEmpty)
  }

  @Test func theEntryPointMakesEachDelegateByName() {
    let text = ApplicationEntryWriter.entryPoint(
      applicationDelegate: "AppDelegate", sceneDelegates: ["SceneDelegate"])
    #expect(text.contains("final class _UIApplicationMain_: UIApplicationEntryPoint {"))
    #expect(text.contains("case \"SceneDelegate\": SceneDelegate()"))
    #expect(text.contains("default: nil"))
    let none = ApplicationEntryWriter.entryPoint(applicationDelegate: "App", sceneDelegates: [])
    #expect(none.contains("    nil\n"))
  }
}
