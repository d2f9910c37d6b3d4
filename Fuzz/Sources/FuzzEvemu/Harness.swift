import Foundation
import GestureLog
import GestureTapeCommands

/// libFuzzer entry: the evemu reader on the input, then everything `gesturetape inspect`
/// computes from what it read (summary, classification, gesture segmentation, both outputs).
/// A rejected input is fine (a GestureLogError); a crash, hang or leak is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  guard let loaded = try? GestureLogReader.read(data: bytes, fileName: "fuzz", as: .evemu) else {
    return 0
  }
  _ = try? InspectCommand.report(of: loaded, file: "fuzz", json: false)
  _ = try? InspectCommand.report(of: loaded, file: "fuzz", json: true)
  return 0
}
