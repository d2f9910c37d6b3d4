import DemoScene
import Foundation
import FuzzSupport
import GestureLog
import Replay

/// The result fuzzed expectation files are checked against: the shipped one-finger flick
/// replayed into the demo, once per process.
@MainActor
enum Target {
  static let result: ReplayResult? = {
    let recording = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("recordings/virtio-touchscreen-1fg-flick-down.gtape")
    return try? Replayer().replay(contentsOf: recording, into: DemoReplayScene())
  }()
}

/// libFuzzer entry: the expectation-file reader on the bytes (JSON, the published schema, the
/// decoder), then every check it holds evaluated against a real replay, with the failures'
/// messages rendered. A rejected file is fine (a located `ExpectationFileError`); a crash, hang
/// or runaway memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(UnsafeBufferPointer(start: start, count: count))
  guard let expectations = try? ReplayExpectations.decode(data, path: "fuzz.expect.json") else {
    return 0
  }
  MainActor.assumeIsolated {
    guard let result = Target.result else { fatalError("the flick did not replay") }
    for failure in expectations.failures(of: result) { _ = failure.message }
  }
  return 0
}

@_cdecl("FuzzExpectations_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzOneInput)
}
