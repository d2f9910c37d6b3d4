import Foundation
import GestureTapeTesting
import HeadlessUI
import Testing

/// A controller whose handler performs a segue its storyboard does not have (a typo): on a
/// device `performSegue` raises and the app stops.
@MainActor
final class TypoSegueViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: panned(_:)))
  }

  func panned(_ pan: UIPanGestureRecognizer) {
    if pan.state == .began { performSegue(withIdentifier: "shwoDetail", sender: nil) }
  }
}

/// What UIKit would raise while the app runs fails the replay's outcome assertion with UIKit's
/// message, and never traps the test process.
@MainActor
@Suite("UIKit's exceptions fail the replay")
struct UIKitExceptionTests {
  @Test func aMissingSegueFailsTheOutcome() throws {
    InterfaceBuilderDiagnostics.printsToStandardError = false
    let drag = TouchFrame.drag(
      from: .init(x: 100, y: 300), to: .init(x: 100, y: 400), duration: .nanoseconds(200_000_000))
    // HeadlessUI fails the test where UIKit raised (IssueReporting, as the assertions do), and
    // the replay keeps the exception for its checks.
    var replayed: ReplayResult?
    withKnownIssue {
      replayed = try? Replayer().replay(drag, into: .app { TypoSegueViewController() })
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("no segue with identifier 'shwoDetail'") }
    }
    let result = try #require(replayed)
    let raised = result.warnings.filter { $0.code == "uikit-exception" }
    #expect(raised.count == 1)
    #expect(raised.first?.message.contains("has no segue with identifier 'shwoDetail'") == true)
    let message = ReplayCheck.outcome(.noTransition).verify(result) ?? ""
    #expect(message.hasPrefix("The app would have stopped at "))
    #expect(
      message.contains(
        "NSInvalidArgumentException: Receiver (<GestureTapeTestingTests.TypoSegueViewController"))
    withKnownIssue { expectOutcome(of: result, is: .noTransition) }
  }
}
