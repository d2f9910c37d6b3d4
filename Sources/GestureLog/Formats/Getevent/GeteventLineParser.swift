/// getevent output parsed a line at a time, as it is printed (`gesturetape record --adb` reads
/// `adb shell getevent -lt` so): each line gives its event, or nothing for headers, prompts and
/// notes; the rules are ``GeteventReader``'s.
public struct GeteventLineParser {
  private var parser: GeteventParser
  private var number = 0

  /// A parser; `file` names the stream in errors (`adb getevent`).
  public init(file: String) {
    parser = GeteventParser(file: file)
    parser.keepsEvents = false
  }

  /// The event `line` (without its line break) holds, with the node that printed it (empty
  /// when the capture named one node), or nil for a line that is no event.
  ///
  /// - Throws: ``GestureLogError`` for a line that starts as an event but is not one.
  public mutating func event(
    onLine line: String
  ) throws(GestureLogError) -> (node: String, event: InputEvent)? {
    number += 1
    parser.lastEvent = nil
    var bytes = Array(line.utf8)
    if bytes.last == 0x0D { bytes.removeLast() }
    let result = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(GestureLogError) in
        try parser.consume(InputLine(bytes: buffer, number: number, isComplete: true))
      }
    }
    try result.get()
    guard let last = parser.lastEvent else { return nil }
    return (parser.nodes[last.node], last.event)
  }
}
