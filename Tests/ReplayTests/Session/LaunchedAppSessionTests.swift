import Foundation
import HeadlessUI
import ReplayCore
import TestSupport
import Testing

/// A session into a launched app (`.launch(bundle)`): the app starts from its Info.plist's main
/// storyboard (a navigation controller over a static table whose cells show a detail), and
/// taps by what a user sees — a row, a label, a bar item — reach the detail through hit testing
/// (https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events:
/// "UIKit uses view-based hit-testing to determine where touch events occur"), the table's
/// selection (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:))
/// and the cell's segue, as a finger does.
@MainActor
@Suite("A launched app, driven by taps")
struct LaunchedAppSessionTests {
  /// Tests/Fixtures/LaunchedApp: `AppInfo/Info.plist` (UIMainStoryboardFile Main) and
  /// `Base.lproj/Main.storyboard`.
  static let app = Bundle(path: Fixtures.fixture("LaunchedApp").path)!

  final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
  }

  func scene() -> AppReplayScene {
    .launch(Self.app, makeApplicationDelegate: { AppDelegate() })
  }

  @Test func theAppLaunchesOnItsMainStoryboardsFirstScreen() throws {
    let scene = scene()
    _ = try Replayer().run([.settle], in: scene)
    let navigation = try #require(scene.rootViewController as? UINavigationController)
    #expect(navigation.topViewController?.title == "Places")
    #expect(scene.launchedApp?.delegate.window === scene.window)
  }

  @Test func aTapOnTheThirdRowShowsItsDetail() throws {
    let scene = scene()
    let result = try Replayer().run([.tap(.row(2)), .settle], in: scene)
    let navigation = try #require(scene.rootViewController as? UINavigationController)
    #expect(navigation.topViewController?.title == "Detail")
    let table = try #require(navigation.viewControllers.first as? UITableViewController)
    #expect(table.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(result.transitions.first?.kind == .push)
  }

  @Test func aTapOnALabelFindsWhatTheUserReads() throws {
    let scene = scene()
    _ = try Replayer().run([.tap(.label("Mountains")), .settle], in: scene)
    let navigation = try #require(scene.rootViewController as? UINavigationController)
    let table = try #require(navigation.viewControllers.first as? UITableViewController)
    #expect(table.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(navigation.topViewController?.title == "Detail")
  }

  /// The navigation bar's items are tapped as a finger taps them: the list's Add item (a
  /// storyboard segue) presents, the detail's back button pops.
  @Test func barItemsAreTappedByWhatTheyShow() throws {
    let adding = scene()
    let added = try Replayer().run([.tap(.label("Add")), .settle], in: adding)
    #expect(added.transitions.map(\.kind) == [.present])
    #expect(adding.rootViewController?.presentedViewController?.title == "New Place")

    let returning = scene()
    let back = try Replayer().run(
      [.tap(.row(2)), .settle, .tap(.backButton), .settle], in: returning)
    #expect(back.transitions.map(\.kind) == [.push, .pop])
    let navigation = try #require(returning.rootViewController as? UINavigationController)
    #expect(navigation.topViewController?.title == "Places")
    #expect(back.steps[2].screen == #"UIViewController "Detail""#)
    #expect(back.lastScreen == #"UITableViewController "Places""#)
    #expect(throws: ReplayError.targetNotFound("back button")) {
      try Replayer().run([.tap(.backButton)], in: scene())
    }
  }

  @Test func whatIsNotOnScreenIsSaid() throws {
    #expect(throws: ReplayError.targetNotFound("label \"Deserts\"")) {
      try Replayer().run([.tap(.label("Deserts"))], in: scene())
    }
    #expect(throws: ReplayError.targetNotFound("cell at row 9, section 0")) {
      try Replayer().run([.tap(.row(9))], in: scene())
    }
  }

  @Test func anAppThatCannotLaunchStopsTheReplayWithWhy() throws {
    let empty = try #require(Bundle(path: FileManager.default.temporaryDirectory.path))
    #expect {
      try Replayer().run([.settle], in: .launch(empty, makeApplicationDelegate: { AppDelegate() }))
    } throws: { error in
      "\(error)".contains("the app could not be launched") && "\(error)".contains("no Info.plist")
    }
  }
}
