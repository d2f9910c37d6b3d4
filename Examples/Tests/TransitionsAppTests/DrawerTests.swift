import Foundation
import GestureTapeTesting
import HeadlessUI
import Testing

@testable import TransitionsApp

/// The inbox's side drawer: a custom presentation pulled in from the left edge with the finger,
/// whose presentation controller takes the new size alongside a rotation
/// (`viewWillTransition(to:with:)`). Replayed from real recordings, and turned with
/// `UIWindow.transition(to:)`.
@MainActor
@Suite(.gestureTape(record: .never))
struct DrawerTests {
  /// The open drawer in the 375 × 667 window: 300 pt wide (80 %), full height.
  let openCentre = ReplayPoint(x: 150, y: 333.5)

  @Test func aSwipeFromTheLeftEdgeOpensTheDrawer() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.leftEdgeSwipe, into: TransitionScenes.drawer())
    expectOutcome(of: result, is: .finished)
    expectCompletesOnce(result)
    let transition = try #require(result.transitions.first)
    #expect(transition.kind == .present)
    #expect(transition.interactive == true)
    #expect(transition.to == "DrawerMenuViewController")
    expectView(.named("drawer"), in: result, at: .end, .position(openCentre))
    expectView(.named("dimming"), in: result, at: .end, .opacity(1))
    // The drawer's right edge follows the finger while it drags.
    expectFollowsFinger(.named("drawer"), in: result, within: 4)
  }

  @Test func aSlowShortDragFromTheEdgeLetsTheDrawerGoBack() throws {
    let result = try Replayer().replay(
      contentsOf: Recordings.leftEdgeSlowDrag, into: TransitionScenes.drawer())
    expectOutcome(of: result, is: .cancelled)
    expectCameToRest(result)
    #expect(result.timeline.last?.view("drawer") == nil)
    expectView(.named("inbox"), in: result, at: .end, .position(ReplayPoint(x: 187.5, y: 333.5)))
  }

  @Test func turnedToLandscapeTheOpenDrawerTakesItsNewWidthAlongside() throws {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let inbox = InboxViewController()
    window.rootViewController = inbox
    window.makeKeyAndVisible()
    inbox.openDrawer(animated: false)
    let drawer = try #require(inbox.presentedViewController?.view)
    #expect(drawer.frame == CGRect(x: 0, y: 0, width: 300, height: 667))
    window.transition(to: CGSize(width: 667, height: 375), duration: 0.4)
    // Alongside the resize: 80 % of 667 is over the 320 pt cap.
    window.clock.advance(by: .milliseconds(200))
    let halfway = try #require(drawer.layer.presentation()?.bounds.width)
    #expect(halfway > 300 && halfway < 320, "\(halfway)")
    window.clock.advance(by: .milliseconds(300))
    #expect(drawer.frame == CGRect(x: 0, y: 0, width: 320, height: 375))
  }

  @Test func aSceneTurnedInItsSetupReplaysInLandscape() throws {
    // The setup opens the drawer and turns the window; the replay starts once the turn's
    // animation has settled. The tap (at 96, 148) lands on the drawer's list: nothing closes.
    let result = try Replayer().replay(
      contentsOf: Recordings.tap,
      into: TransitionScenes.drawer(openIn: CGSize(width: 667, height: 375)))
    expectOutcome(of: result, is: .noTransition)
    let landscapeCentre = ReplayPoint(x: 160, y: 187.5)
    expectView(.named("drawer"), in: result, at: .time(.seconds(0)), .position(landscapeCentre))
    expectView(.named("drawer"), in: result, at: .end, .position(landscapeCentre))
  }
}
