import GestureTapeTesting
import IssueReporting
import XCTest

/// Every assertion passing and failing under XCTest. On Linux, swift-corelibs-xctest has no
/// `XCTExpectFailure` (IssueReporting's `withExpectedIssue` then runs the body and lets the
/// failure through), so failures are caught with `withCapturedFailures`, which swaps in a
/// collecting issue reporter, and checked by text and location.
final class AssertionXCTests: XCTestCase {
  let finished = SampleReplays.drag(.finish)

  /// Runs `body`, asserting that it reported exactly one failure containing `fragment`.
  private func assertFails(
    containing fragment: String, file: StaticString = #filePath, line: UInt = #line,
    _ body: () -> Void
  ) {
    let failures = withCapturedFailures(body)
    XCTAssertEqual(failures.count, 1, "expected one failure", file: file, line: line)
    XCTAssertTrue(
      failures.first?.message.contains(fragment) ?? false,
      "failure text lacks \(fragment): \(failures.first?.message ?? "none")", file: file,
      line: line)
  }

  func testOutcome() {
    XCTAssertTrue(expectOutcome(of: finished, is: .finished, at: .seconds(0.5)))
    assertFails(containing: "but it was finished at 0.500 s") {
      expectOutcome(of: finished, is: .cancelled)
    }
  }

  func testView() {
    // End of the finish animation: y = 300 + 600 = 900.
    XCTAssertTrue(expectView("image_0", in: finished, at: .end, .position(.init(x: 50, y: 900))))
    assertFails(containing: "expected scale 2.000 ± 0.5, got scale 1.000") {
      expectView("image_0", in: finished, at: .end, .scale(2))
    }
  }

  func testFollowsFinger() {
    XCTAssertTrue(expectFollowsFinger("image_0", in: finished, within: 0.5))
    // 50 ms behind a 1000 pt/s finger: 50 pt.
    assertFails(containing: "the gap reached 50.00 pt") {
      expectFollowsFinger("image_0", in: SampleReplays.drag(lagMilliseconds: 50), within: 20)
    }
  }

  func testNoJump() {
    XCTAssertTrue(expectNoJump("image_0", in: finished, beyond: 34))
    assertFails(containing: "between display frames 24 and 25") {
      expectNoJump("image_0", in: SampleReplays.drag(jumpAtFrame: 25), beyond: 100)
    }
    assertFails(containing: "called update") {
      expectNoJump("image_0", in: SampleReplays.updateAfterFinish(), beyond: 100)
    }
  }

  func testNotStuck() {
    XCTAssertTrue(expectNotStuck(finished, within: .seconds(0.3)))
    assertFails(containing: "The transition is stuck") {
      expectNotStuck(SampleReplays.drag(.stuck), within: .seconds(1))
    }
  }

  func testRelease() {
    XCTAssertTrue(
      expectRelease(
        of: finished, translation: .init(x: 0, y: 200), velocity: .init(x: 0, y: 1000)))
    assertFails(containing: "velocity expected (0.00, 1500.00)") {
      expectRelease(of: finished, velocity: .init(x: 0, y: 1500))
    }
  }

  func testExpectations() throws {
    let passing = ReplayExpectations(checks: [
      .outcome(.finished, at: .seconds(0.5), tolerance: .milliseconds(10)),
      .notStuck(within: .seconds(0.4)), .release(translation: .init(x: 0, y: 200)),
      .view("image_0", at: .end, .opacity(0)), .followsFinger("image_0", within: 1),
      .noJump("image_0", beyond: 40),
    ])
    XCTAssertTrue(expectReplay(finished, meets: passing))
    var failing = passing
    failing.checks[0] = .outcome(.cancelled)
    assertFails(containing: "Expected the transition to be cancelled") {
      expectReplay(finished, meets: failing)
    }
  }

  func testFailureLocation() {
    let callLine: UInt = #line + 2
    let failures = withCapturedFailures {
      expectOutcome(of: finished, is: .cancelled)
    }
    XCTAssertEqual(failures.first?.line, callLine)
    XCTAssertEqual(failures.first?.fileID, "\(#fileID)")
    XCTAssertTrue(failures.first?.filePath.hasSuffix("AssertionXCTests.swift") ?? false)
  }
}
