/// The file formats GestureLog reads and writes.
///
/// The raw values are the names a command line takes (`--to evemu`); a command-line tool can
/// conform this type to `ExpressibleByArgument` with no extra code.
public enum GestureLogFormat: String, Hashable, Sendable, CaseIterable {
  /// GestureTape's own JSON Lines format (`.gtape`), specified in `docs/FORMAT.md`.
  case native = "native"
  /// evemu's text format (`evemu-record`, `evemu-describe`), versions 1.0 to 1.3.
  case evemu = "evemu"
  /// libinput's YAML recording format (`libinput record`), file version 1.
  case libinputRecord = "libinput"
  /// What Android's `getevent` prints (`adb shell getevent -lt`; `-t`, `-l` or neither; with
  /// `-p` descriptions), docs/GETEVENT.md.
  case getevent = "getevent"

  /// The usual file name extension, without the dot.
  public var fileExtension: String {
    switch self {
    case .native: "gtape"
    case .evemu: "evemu"
    case .libinputRecord: "yml"
    case .getevent: "getevent"
    }
  }
}
