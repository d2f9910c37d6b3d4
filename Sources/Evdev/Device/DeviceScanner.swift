import GestureLog

#if canImport(Glibc)
  import Glibc
#endif

/// Lists the event device nodes of a directory (`/dev/input` by default) and describes each.
public struct DeviceScanner: Sendable {
  /// One node found: its path and either its description or why it could not be read.
  public struct Entry: Sendable {
    /// The node's path (`/dev/input/event3`).
    public var path: String
    /// The event number (3 for `event3`), by which entries are sorted.
    public var number: Int
    /// The description, or the error opening it (e.g. permission denied).
    public var result: Result<DeviceDescription, EvdevError>
  }

  /// The directory scanned.
  public var directory: String

  /// A scanner of `directory`.
  public init(directory: String = "/dev/input") {
    self.directory = directory
  }

  /// The `eventN` nodes of the directory, sorted by N.
  ///
  /// - Throws: ``EvdevError`` with operation ``EvdevError/Operation/list`` when the
  ///   directory cannot be read (missing: `ENOENT`).
  public func nodes() throws(EvdevError) -> [(path: String, number: Int)] {
    guard let dir = opendir(directory) else {
      throw EvdevError(path: directory, operation: .list, errorNumber: errno)
    }
    defer { closedir(dir) }
    var found: [(path: String, number: Int)] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasPrefix("event"), let number = Int(name.dropFirst(5)) else { continue }
      found.append((directory + "/" + name, number))
    }
    return found.sorted { $0.number < $1.number }
  }

  /// Every node with its description (opened without changing its clock).
  public func scan() throws(EvdevError) -> [Entry] {
    try nodes().map { node in
      let result = Result { () throws(EvdevError) -> DeviceDescription in
        try LibevdevDevice(path: node.path, monotonicClock: false).deviceDescription
      }
      return Entry(path: node.path, number: node.number, result: result)
    }
  }
}
