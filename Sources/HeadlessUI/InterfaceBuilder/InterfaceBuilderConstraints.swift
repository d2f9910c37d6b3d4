import Foundation
import InterfaceBuilderDocuments

/// The `<constraint>` elements of a document as `NSLayoutConstraint`s.
///
/// A constraint with no `firstItem` starts at the view that holds it; `multiplier` is a number
/// or a ratio (`"16:9"`); `priority` defaults to required; `placeholder="YES"` ("remove at
/// build time") is not installed, as on iOS. The pre–iOS 11 top and bottom layout guides
/// (`<viewControllerLayoutGuide>`) are expressed with the root view's safe area: the top
/// guide's bottom is the safe area's top and its top the view's top; the bottom guide's top is
/// the safe area's bottom and its bottom the view's bottom.
@MainActor
enum InterfaceBuilderConstraints {
  /// The constraint `node` describes, held by `holder`'s element (nil, with a warning, when an
  /// item is missing or an attribute unknown).
  static func make(_ node: MarkupElement, holder: UIView, loading: InterfaceBuilderLoading)
    -> NSLayoutConstraint?
  {
    node.markUsed()
    _ = node["id"]
    _ = node["symbolic"]
    if node["placeholder"] == "YES" { return nil }
    let place = loading.document.place(of: node)
    func warn(_ message: String) -> NSLayoutConstraint? {
      InterfaceBuilderDiagnostics.report(.brokenConnection, message, at: place)
      return nil
    }
    guard let firstName = node["firstAttribute"], var firstAttribute = attributes[firstName] else {
      return warn("the constraint has no known firstAttribute ('\(node["firstAttribute"] ?? "")')")
    }
    var firstItem: AnyObject = holder
    if let id = node["firstItem"] {
      guard let item = loading.object(id) else {
        return warn("the constraint's firstItem '\(id)' is not in this view")
      }
      (firstItem, firstAttribute) = resolve(item, firstAttribute)
    }
    var secondItem: AnyObject?
    var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
    if let name = node["secondAttribute"] {
      guard let attribute = attributes[name] else {
        return warn("unknown secondAttribute '\(name)'")
      }
      secondAttribute = attribute
      if let id = node["secondItem"] {
        guard let item = loading.object(id) else {
          return warn("the constraint's secondItem '\(id)' is not in this view")
        }
        (secondItem, secondAttribute) = resolve(item, attribute)
      } else {
        secondItem = holder
      }
    }
    let relation: NSLayoutConstraint.Relation =
      switch node["relation"] {
      case "greaterThanOrEqual": .greaterThanOrEqual
      case "lessThanOrEqual": .lessThanOrEqual
      default: .equal
      }
    let constraint = NSLayoutConstraint(
      item: firstItem, attribute: firstAttribute, relatedBy: relation,
      toItem: secondItem, attribute: secondAttribute,
      multiplier: multiplier(node["multiplier"]),
      constant: CGFloat(Double(node["constant"] ?? "0") ?? 0))
    if let priority = node["priority"].flatMap(Float.init) {
      constraint.priority = UILayoutPriority(rawValue: priority)
    }
    constraint.identifier = node["identifier"]
    return constraint
  }

  /// `"2"` or `"16:9"`.
  static func multiplier(_ text: String?) -> CGFloat {
    guard let text else { return 1 }
    let parts = text.split(separator: ":")
    if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]),
      denominator != 0
    {
      return CGFloat(numerator / denominator)
    }
    return CGFloat(Double(text) ?? 1)
  }

  private static func resolve(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute
  ) -> (AnyObject, NSLayoutConstraint.Attribute) {
    guard let guide = item as? ControllerLayoutGuide, let view = guide.view else {
      return (item, attribute)
    }
    switch (guide.isTop, attribute) {
    case (true, .bottom): return (view.safeAreaLayoutGuide, .top)
    case (true, _): return (view, .top)
    case (false, .top): return (view.safeAreaLayoutGuide, .bottom)
    case (false, _): return (view, .bottom)
    }
  }

  static let attributes: [String: NSLayoutConstraint.Attribute] = [
    "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
    "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX,
    "centerY": .centerY, "baseline": .lastBaseline, "lastBaseline": .lastBaseline,
    "firstBaseline": .firstBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin,
    "topMargin": .topMargin, "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin,
    "trailingMargin": .trailingMargin, "centerXWithinMargins": .centerXWithinMargins,
    "centerYWithinMargins": .centerYWithinMargins,
  ]
}

/// A controller's pre–iOS 11 top or bottom layout guide (`<viewControllerLayoutGuide>`), which
/// constraints name; expressed with the root view's safe area.
@MainActor
final class ControllerLayoutGuide {
  weak var view: UIView?
  let isTop: Bool
  init(view: UIView?, isTop: Bool) {
    self.view = view
    self.isTop = isTop
  }
}
