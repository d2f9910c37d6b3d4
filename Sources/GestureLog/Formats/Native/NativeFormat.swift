/// Constants of GestureTape's native format (`docs/FORMAT.md`).
public enum NativeFormat {
  /// The format version this library writes and the newest it reads.
  public static let version = 1
  /// The file name extension, without the dot.
  public static let fileExtension = "gtape"
  /// The most events written on one frame line; longer runs continue on the next line.
  public static let maximumEventsPerLine = 512

  /// The marker names of the format, by kind.
  static func name(of kind: Marker.Kind) -> StaticString {
    switch kind {
    case .synDropped: "syn_dropped"
    case .resync: "resync"
    case .deviceRemoved: "device_removed"
    case .annotation: "annotation"
    }
  }
}

/// One line of a native file as the streaming reader returns it.
public enum NativeLogEntry: Hashable, Sendable {
  /// The header: the file's metadata (first line).
  case header(RecordingMetadata)
  /// A device's description; devices are numbered from 0 in the order of these lines.
  case device(index: Int, description: DeviceDescription)
  /// Events of one device, normally one frame ending with its `SYN_REPORT`. Times are as in the
  /// file (offsets from the file's zero; see ``NativeLogReader`` for normalisation).
  case events(device: Int, events: [InputEvent])
  /// A marker of one device.
  case marker(device: Int, marker: Marker)
}
