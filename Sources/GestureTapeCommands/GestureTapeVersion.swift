/// The version `--version` prints: GestureTape has no tagged release yet (CHANGELOG.md).
public enum GestureTapeVersion {
  /// The version string.
  public static let current = "0.1.0-dev"
}
