/// Tells the format of a gesture log from its content, never from its file name.
///
/// The detector looks at the first significant lines only (so a prefix of the file is enough;
/// ``GestureLogReader`` passes the first 64 KiB):
/// - native: the first line is a JSON object whose first key is `"gesturetape"`;
/// - evemu: a `# EVEMU` version line, or a first non-comment line starting with `N:`, `I:` or
///   `E:` (evemu 1.0 descriptions have no version line, old `.events` files no description);
/// - libinput record: a `# libinput record` first line, or YAML top-level keys
///   (`version:`, `ndevices:`, `libinput:`, `system:`, `devices:`) before any other content;
/// - getevent: otherwise, among the first 200 lines (prompts and notes around them allowed), an
///   `add device N:` line, an event line with a `[ seconds.micro]` timestamp (or early
///   getevent's `seconds-micro:`) or a
///   `/dev/input/…:` node, or two bare event lines (`0003 0035 000002ab`, `EV_ABS
///   ABS_MT_POSITION_X 000002ab`).
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
    return detect(lines: lines) ?? (looksLikeGetevent(lines) ? .getevent : nil)
  }

  /// Whether `lines` hold what getevent prints (see the type's list).
  private static func looksLikeGetevent(_ lines: [[UInt8]]) -> Bool {
    var bare = 0
    for raw in lines {
      let line = String(decoding: raw, as: UTF8.self)
      let trimmed = Substring(line).trimmingBlanks
      if trimmed.hasPrefix("add device "), trimmed.contains(": /") { return true }
      var tokens = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })[...]
      var marked = false
      if let first = tokens.first, first.hasPrefix("[") {
        // `[`, then seconds.micro and `]`, perhaps split by padding.
        var stamp = ""
        while let token = tokens.first, !stamp.hasSuffix("]") {
          stamp += token
          tokens = tokens.dropFirst()
        }
        guard stamp.hasSuffix("]"), stamp.dropFirst().dropLast().contains(".") else { continue }
        marked = true
      }
      // Early getevent's `SECONDS-MICROSECONDS:`.
      if !marked, let first = tokens.first, first.hasSuffix(":"),
        first.dropLast().split(separator: "-").count == 2,
        first.dropLast().allSatisfy({ $0.isNumber || $0 == "-" })
      {
        tokens = tokens.dropFirst()
        marked = true
      }
      if let first = tokens.first, first.hasPrefix("/"), first.hasSuffix(":") {
        tokens = tokens.dropFirst()
        marked = true
      }
      guard tokens.count >= 3 else { continue }
      let parts = Array(tokens.prefix(3))
      let type =
        parts[0].hasPrefix("EV_") || (parts[0].count == 4 && UInt16(parts[0], radix: 16) != nil)
      let code =
        parts[1].contains("_") || (parts[1].count == 4 && UInt16(parts[1], radix: 16) != nil)
      let value =
        UInt32(parts[2], radix: 16) != nil || parts[2].allSatisfy { $0.isUppercase || $0 == "_" }
      guard type, code, value, tokens.count == 3 || tokens.dropFirst(3).first == "rate" else {
        continue
      }
      if marked { return true }
      bare += 1
      if bare >= 2 { return true }
    }
    return false
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
