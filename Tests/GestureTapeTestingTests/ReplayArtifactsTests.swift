import Foundation
import GestureTapeTesting
import Testing

/// A failing assertion leaves the replay viewer of the result it checked in the artifacts folder
/// and names the file in its message, so a person (or CI's upload step) finds it.
@Suite("Artifacts on failure")
struct ReplayArtifactsTests {
  let finished = SampleReplays.drag(.finish)

  /// The path after "Replay viewer: " in a failure message.
  static func viewerPath(in message: String) -> String? {
    guard let range = message.range(of: "Replay viewer: ") else { return nil }
    return String(message[range.upperBound...].prefix { $0 != "\n" })
  }

  @Test("a deliberately failing expectation writes a viewer whose path is in the failure")
  func failingExpectationWritesViewer() {
    withKnownIssue("deliberately failing: the sample drag finished, the test expects cancelled") {
      expectOutcome(of: finished, is: .cancelled)
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined(separator: "\n")
      guard let path = Self.viewerPath(in: message),
        let page = try? String(contentsOfFile: path, encoding: .utf8)
      else { return false }
      // The viewer of this result: its data and its source's name.
      return page.contains("id=\"replay-data\"") && page.contains("sample-drag")
        && path.hasSuffix("ReplayArtifactsTests-L20-sample-drag.html")
    }
  }

  @Test("under XCTest-style capture too: every failing check names its viewer")
  func capturedFailuresNameTheViewer() throws {
    let failures = withCapturedFailures {
      expectOutcome(of: finished, is: .cancelled)
      expectReplay(finished, meets: ReplayExpectations(checks: [.outcome(.cancelled)]))
    }
    #expect(failures.count == 2)
    for failure in failures {
      let path = try #require(Self.viewerPath(in: failure.message), "\(failure.message)")
      #expect(FileManager.default.fileExists(atPath: path))
      // In the artifacts folder (GESTURETAPE_ARTIFACTS when CI sets it, else .build's).
      let folder = ReplayArtifacts.directory(filePath: #filePath).standardizedFileURL.path
      #expect(
        URL(fileURLWithPath: path).standardizedFileURL.path.hasPrefix(
          folder + "/ReplayArtifactsTests-L\(failure.line)-"), "\(path) in \(folder)")
    }
  }

  @Test("the viewer of a failing call lists every failed check and opens on the first")
  func viewerListsTheFailures() throws {
    let failures = withCapturedFailures {
      expect(
        finished, .outcome(.cancelled),
        .view(.named("image_0"), at: .end, .position(ReplayPoint(x: -500, y: -500))))
    }
    #expect(failures.count == 2)
    let path = try #require(failures.first.flatMap { Self.viewerPath(in: $0.message) })
    #expect(failures.allSatisfy { Self.viewerPath(in: $0.message) == path }, "one page per call")
    let page = try String(contentsOfFile: path, encoding: .utf8)
    // The page's data carries both failures, with expected and actual values.
    #expect(page.contains("\"check\":\"outcome cancelled\""))
    #expect(page.contains("\"expected\":\"cancelled\""))
    #expect(page.contains("\"actual\":\"finished\""))
    #expect(
      page.contains("\"check\":\"view \\\"image_0\\\" at end: position (-500.00, -500.00)\""))
    #expect(page.contains("\"view\":\"image_0\""), "the failing view is named for marking")
  }

  @Test("a passing check writes nothing")
  func passingWritesNothing() {
    let failures = withCapturedFailures { expectOutcome(of: finished, is: .finished) }
    #expect(failures.isEmpty)
  }

  @Test("GESTURETAPE_ARTIFACTS chooses the folder; the default is .build/ of the test's package")
  func folder() {
    let configured = ReplayArtifacts.directory(
      filePath: #filePath, environment: ["GESTURETAPE_ARTIFACTS": "/tmp/ci-artifacts"])
    #expect(configured.path == "/tmp/ci-artifacts")
    let fallback = ReplayArtifacts.directory(filePath: #filePath, environment: [:])
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    #expect(fallback.path == root.appendingPathComponent(".build/gesturetape-artifacts").path)
  }
}
