/// The lines of a file the fast lane left out of what libyaml read (``LibinputEventFeeder``),
/// and the way back from libyaml's line numbers to the file's.
///
/// libyaml numbers the lines it is handed; a line after `n` left-out lines is `n` further down
/// in the file. Lines are left out in order, and libyaml asks for them roughly in order, so the
/// map keeps a cursor.
final class LibinputLineMap {
  /// A run of left-out lines: the line libyaml numbers as `handedLine` is the first line after
  /// it, and `shift` lines are left out before that line in all.
  private struct Cut {
    var handedLine: Int
    var shift: Int
  }

  private var cuts: [Cut] = []
  /// The last cut looked up (or -1).
  private var cursor = -1

  /// Leaves out `count` lines of the file starting at `line` (after every line left out
  /// before).
  func leaveOut(line: Int, count: Int) {
    let shift = (cuts.last?.shift ?? 0) + count
    let handed = line - (cuts.last?.shift ?? 0)
    if let last = cuts.last, last.handedLine == handed {
      // Right after the previous run of left-out lines: one run.
      cuts[cuts.count - 1].shift = shift
    } else {
      cuts.append(Cut(handedLine: handed, shift: shift))
    }
  }

  /// The file's line number of the line libyaml numbers `line`.
  func fileLine(_ line: Int) -> Int {
    guard !cuts.isEmpty else { return line }
    // Move the cursor to the last cut at or before `line`.
    var index = min(max(cursor, 0), cuts.count - 1)
    while index >= 0, cuts[index].handedLine > line { index -= 1 }
    while index + 1 < cuts.count, cuts[index + 1].handedLine <= line { index += 1 }
    cursor = index
    return index >= 0 ? line + cuts[index].shift : line
  }
}
