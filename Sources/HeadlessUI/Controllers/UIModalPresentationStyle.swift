/// How a presented controller covers its presenter.
///
/// Headlessly what matters is whether the presenter's view leaves the window after the
/// presentation (``removesPresentersView``): it does for `.fullScreen`, `.automatic` (treated
/// as the pre-iOS 13 full-screen default) and `.currentContext`, and stays for the others.
public enum UIModalPresentationStyle: Int, Sendable {
  /// Covers the screen; the presenter's view is removed afterwards.
  case fullScreen = 0
  /// A sheet; the presenter stays.
  case pageSheet = 1
  /// A form sheet; the presenter stays.
  case formSheet = 2
  /// Covers the presenter's context; its view is removed afterwards.
  case currentContext = 3
  /// A custom presentation; the presenter stays.
  case custom = 4
  /// Covers the screen; the presenter stays underneath.
  case overFullScreen = 5
  /// Covers the context; the presenter stays underneath.
  case overCurrentContext = 6
  /// A popover; the presenter stays.
  case popover = 7
  /// No adaptation.
  case none = -1
  /// The system default; here `.fullScreen`.
  case automatic = -2

  /// Whether the presenter's view leaves the window once the presentation ends.
  public var removesPresentersView: Bool {
    switch self {
    case .fullScreen, .automatic, .currentContext: true
    default: false
    }
  }
}

/// How a modal presentation looks without a custom animator (informational).
public enum UIModalTransitionStyle: Int, Sendable {
  /// Slides up.
  case coverVertical
  /// Flips.
  case flipHorizontal
  /// Cross-fades.
  case crossDissolve
  /// Curls.
  case partialCurl
}
