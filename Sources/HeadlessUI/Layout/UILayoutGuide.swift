import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacing between views,
/// the safe area, the layout margins, a scroll view's content and frame.
///
/// Its ``layoutFrame`` (in the owning view's coordinates) is valid after the owning view's
/// layout.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  /// What the guide stands for (custom guides are placed by constraints only).
  enum Kind {
    case custom, safeArea, layoutMargins, readableContent, scrollContent, scrollFrame
  }

  let kind: Kind
  /// The view the guide belongs to (held weakly).
  public internal(set) weak var owningView: UIView?
  /// A name for diagnostics.
  open var identifier: String = ""
  /// The rectangle the last layout gave the guide, in the owning view's coordinates.
  public internal(set) var layoutFrame: CGRect = .zero

  /// A custom guide (add it with ``UIView/addLayoutGuide(_:)``).
  public override init() {
    kind = .custom
  }

  init(kind: Kind, owningView: UIView) {
    self.kind = kind
    self.owningView = owningView
    identifier = Self.defaultIdentifier(for: kind)
  }

  private static func defaultIdentifier(for kind: Kind) -> String {
    switch kind {
    case .custom: return ""
    case .safeArea: return "UIViewSafeAreaLayoutGuide"
    case .layoutMargins: return "UIViewLayoutMarginsGuide"
    case .readableContent: return "UIViewReadableContentGuide"
    case .scrollContent: return "UIScrollViewContentLayoutGuide"
    case .scrollFrame: return "UIScrollViewFrameLayoutGuide"
    }
  }
}
