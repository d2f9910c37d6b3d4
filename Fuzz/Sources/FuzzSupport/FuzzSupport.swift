import GestureLog
import GestureTapeCommands

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// Hands control to libFuzzer's driver. SwiftPM links an executable target's entry point as
/// `<Target>_main`, so each harness defines that symbol and calls this (libFuzzer's own `main`
/// is not used).
public func runFuzzer(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt {
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments, callback)
}

/// One reader harness input: `format`'s reader on the bytes, then everything
/// `gesturetape inspect` computes from what it read (summary, classification, gesture
/// segmentation, the text and the JSON report). A rejected input is fine.
public func readAndInspect(_ start: UnsafePointer<UInt8>, _ count: Int, as format: GestureLogFormat)
{
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  guard let loaded = try? GestureLogReader.read(data: bytes, fileName: "fuzz", as: format) else {
    return
  }
  _ = try? InspectCommand.report(of: loaded, file: "fuzz", json: false)
  _ = try? InspectCommand.report(of: loaded, file: "fuzz", json: true)
}
