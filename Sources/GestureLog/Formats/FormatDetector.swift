/// Tells the format of a gesture log from its content, never from its file name.
///
/// The detector looks at the first significant lines only (so a prefix of the file is enough;
/// ``GestureLogReader`` passes the first 64 KiB):
/// - native: the first line is a JSON object whose first key is `"gesturetape"`;
/// - evemu: a `# EVEMU` version line, or a first non-comment line starting with `N:`, `I:` or
///   `E:` (evemu 1.0 descriptions have no version line, old `.events` files no description);
/// - libinput record: a `# libinput record` first line, or YAML top-level keys
///   (`version:`, `ndevices:`, `libinput:`, `system:`, `devices:`) before any other content.
public enum FormatDetector {
  /// How many leading bytes the detector needs at most.
  public static let prefixLength = 64 * 1024

  /// The format of `bytes` (a whole file or its first ``prefixLength`` bytes), or nil when it
  /// is none of the known formats.
  public static func detect<Bytes: Collection>(_ bytes: Bytes) -> GestureLogFormat?
  where Bytes.Element == UInt8 {
    var lines: [[UInt8]] = []
    var current: [UInt8] = []
    for byte in bytes.prefix(prefixLength) {
      if byte == 0x0A {
        lines.append(current)
        current = []
        if lines.count >= 200 { break }
      } else if current.count < 256 {
        current.append(byte)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return detect(lines: lines)
  }

  /// The format of a text (a whole file or its beginning), or nil.
  public static func detect(text: String) -> GestureLogFormat? {
    detect(Array(text.utf8.prefix(prefixLength)))
  }

  private static func detect(lines: [[UInt8]]) -> GestureLogFormat? {
    for raw in lines {
      var line = raw[...]
      if line.first == 0xEF, line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
      while let last = line.last, last == 0x0D || last == 0x20 || last == 0x09 {
        line = line.dropLast()
      }
      let body = line.drop { $0 == 0x20 || $0 == 0x09 }
      if body.isEmpty { continue }
      if body.first == 0x23 {  // a comment: evemu's version line or libinput's first line
        if starts(body, "# EVEMU") { return .evemu }
        if starts(body, "# libinput record") { return .libinputRecord }
        continue
      }
      if body.first == 0x7B {  // `{`: the native header
        let rest = body.dropFirst().drop { $0 == 0x20 || $0 == 0x09 }
        if starts(rest, "\"gesturetape\"") { return .native }
        return nil
      }
      for prefix in ["N:", "I:", "E:"] where starts(body, prefix) && line.first != 0x20 {
        return .evemu
      }
      for key in ["version:", "ndevices:", "libinput:", "system:", "devices:"]
      where starts(body, key) && line.first != 0x20 {
        return .libinputRecord
      }
      return nil
    }
    return nil
  }

  private static func starts(_ bytes: ArraySlice<UInt8>, _ text: String) -> Bool {
    bytes.starts(with: text.utf8)
  }
}
