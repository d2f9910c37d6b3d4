extension UIView {
  /// The recognizers attached to the view (nil when none, as in UIKit).
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { recognizers.isEmpty ? nil : recognizers }
    set {
      for recognizer in recognizers { recognizer.view = nil }
      recognizers = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer` (detaching it from its previous view).
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let previous = gestureRecognizer.view, previous !== self {
      previous.removeGestureRecognizer(gestureRecognizer)
    }
    guard !recognizers.contains(identical: gestureRecognizer) else { return }
    recognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer`.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard recognizers.contains(identical: gestureRecognizer) else { return }
    recognizers.removeAll(identicalTo: gestureRecognizer)
    gestureRecognizer.view = nil
  }
}
