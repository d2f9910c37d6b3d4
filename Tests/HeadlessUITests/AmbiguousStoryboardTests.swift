import Foundation
import Testing

@testable import HeadlessUI

/// `UIStoryboard(name: "Main", bundle: nil)` in a test binary that holds two app targets' resource
/// bundles, each with a `Main.storyboard`, must not take one at random (a replay
/// silently loaded another target's storyboard). On iOS an app has one main bundle
/// (https://developer.apple.com/documentation/uikit/uistoryboard/init(name:bundle:): "the
/// bundle containing the storyboard file … If you specify nil, this method looks in the main
/// bundle of the current application"), so the name is ambiguous only here, and the error says
/// which bundles hold it and how to name one.
@MainActor
@Suite("A storyboard name two bundles hold")
struct AmbiguousStoryboardTests {
  /// A main-bundle folder with a resource bundle per name in `apps`, each with
  /// `Base.lproj/Main.storyboard` (and `Cell.xib` in the first).
  func mainBundle(apps: [String]) throws -> String {
    let main = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundles-\(UUID().uuidString)", isDirectory: true)
    for (index, app) in apps.enumerated() {
      let lproj = main.appendingPathComponent("\(app).resources/Base.lproj", isDirectory: true)
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data("<document/>".utf8).write(to: lproj.appendingPathComponent("Main.storyboard"))
      if index == 0 {
        try Data("<document/>".utf8).write(to: lproj.appendingPathComponent("Cell.xib"))
      }
    }
    return main.path
  }

  @Test func twoAppTargetsHoldingMainAreNamed() throws {
    let main = try mainBundle(apps: ["Pkg_Gallery", "Pkg_Drawer"])
    let holders = InterfaceBuilderResources.bundles(
      holding: "Main", extension: "storyboard", mainBundlePath: main)
    #expect(
      holders.map { ($0 as NSString).lastPathComponent } == [
        "Pkg_Drawer.resources", "Pkg_Gallery.resources",
      ])
    let message = InterfaceBuilderResources.ambiguity("Main", kind: "The storyboard", in: holders)
    #expect(
      message.contains("'Main' is in 2 bundles (Pkg_Drawer.resources, Pkg_Gallery.resources)"))
    #expect(message.contains("Bundle.module"))
  }

  @Test func theStoryboardReportsItAndLoadsNothing() throws {
    let main = try mainBundle(apps: ["Pkg_Cards", "Pkg_Sheets"])
    let storyboard = expectRaise("'Main' is in 2 bundles") {
      UIStoryboard(name: "Main", bundle: nil, mainBundlePath: main)
    }
    #expect(storyboard.document == nil)
    #expect(
      InterfaceBuilderDiagnostics.exceptions.contains {
        $0.message.contains("'Main' is in 2 bundles (Pkg_Cards.resources, Pkg_Sheets.resources)")
      })
  }

  @Test func aNameOneBundleHoldsIsNotAmbiguous() throws {
    let main = try mainBundle(apps: ["Pkg_Gallery", "Pkg_Drawer"])
    #expect(
      InterfaceBuilderResources.bundles(holding: "Cell", extension: "xib", mainBundlePath: main)
        .count == 1)
    let single = try mainBundle(apps: ["Pkg_Gallery"])
    #expect(
      InterfaceBuilderResources.bundles(
        holding: "Main.storyboard", extension: "storyboard", mainBundlePath: single
      ).count == 1)
  }
}
