import SourcePorting

extension SwiftVersionNames {
  /// The cause for `name`: `Swift version: OLD → NEW`, with a note saying which language mode
  /// of today's Xcode accepts it.
  public static func cause(for name: String, entry: Entry) -> Cause {
    let note =
      entry.acceptedUpTo.map {
        "today's iOS SDK still accepts it in Swift \($0) mode (obsoleted in Swift 4.2)"
      } ?? "no language mode of today's iOS SDK accepts it (a Swift 3 name)"
    return Cause(.swiftVersion, "\(name) → \(entry.current)", note: note)
  }
}
