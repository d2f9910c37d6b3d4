import DemoScene
import Foundation
import FuzzSupport
import GestureLog
import Replay

/// libFuzzer entry: load the input in whatever format it is detected as, then replay every
/// gesture of it into the demo scene (as `gesturetape replay --all-gestures` does). A rejected
/// input is fine (a GestureLogError or ReplayError); a crash, hang or runaway memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  guard let loaded = try? GestureLogReader.read(data: bytes, fileName: "fuzz") else { return 0 }
  MainActor.assumeIsolated {
    var settings = ReplaySettings()
    settings.gesture = nil
    _ = try? Replayer(settings: settings).replay(loaded.recording, into: DemoReplayScene())
  }
  return 0
}

@_cdecl("FuzzReplay_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzOneInput)
}
