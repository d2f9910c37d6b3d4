import FuzzSupport

/// libFuzzer entry: the getevent reader, then what `inspect` computes (see `readAndInspect`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  readAndInspect(start, count, as: .getevent)
  return 0
}

@_cdecl("FuzzGetevent_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzOneInput)
}
