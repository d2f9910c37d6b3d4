import Foundation

/// How views and constraints are named in diagnostics: UIKit's shapes, without memory
/// addresses (a view is named by its accessibility identifier, else by its class), so the
/// same layout prints the same text on every run.
@preconcurrency @MainActor
enum LayoutDescription {
  static func name(of view: UIView) -> String {
    let type = String(describing: Swift.type(of: view))
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
      return "\(type):\(identifier)"
    }
    return type
  }

  static func name(of item: AnyObject?) -> String {
    if let view = item as? UIView { return name(of: view) }
    if let guide = item as? UILayoutGuide {
      let owner = guide.owningView.map { name(of: $0) } ?? "nil"
      return "\(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier):\(owner)"
    }
    return "nil"
  }

  static func attributeName(_ attribute: NSLayoutConstraint.Attribute) -> String {
    switch attribute {
    case .notAnAttribute: return ""
    case .left: return "left"
    case .right: return "right"
    case .top: return "top"
    case .bottom: return "bottom"
    case .leading: return "leading"
    case .trailing: return "trailing"
    case .width: return "width"
    case .height: return "height"
    case .centerX: return "centerX"
    case .centerY: return "centerY"
    case .lastBaseline: return "lastBaseline"
    case .firstBaseline: return "firstBaseline"
    case .leftMargin: return "leftMargin"
    case .rightMargin: return "rightMargin"
    case .topMargin: return "topMargin"
    case .bottomMargin: return "bottomMargin"
    case .leadingMargin: return "leadingMargin"
    case .trailingMargin: return "trailingMargin"
    case .centerXWithinMargins: return "centerXWithinMargins"
    case .centerYWithinMargins: return "centerYWithinMargins"
    }
  }

  static func describe(_ constraint: NSLayoutConstraint) -> String {
    let relation: String
    switch constraint.relation {
    case .lessThanOrEqual: relation = "<="
    case .equal: relation = "=="
    case .greaterThanOrEqual: relation = ">="
    }
    var text = "<NSLayoutConstraint:"
    if let identifier = constraint.identifier { text += "'\(identifier)' " } else { text += " " }
    text +=
      "\(name(of: constraint.firstItem)).\(attributeName(constraint.firstAttribute)) \(relation) "
    var rhs: [String] = []
    if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
      let multiplier =
        constraint.multiplier == 1 ? "" : "\(LayoutEngine.format(constraint.multiplier))*"
      rhs.append("\(multiplier)\(name(of: second)).\(attributeName(constraint.secondAttribute))")
    }
    if constraint.constant != 0 || rhs.isEmpty {
      let value = LayoutEngine.format(abs(constraint.constant))
      if rhs.isEmpty {
        rhs.append(LayoutEngine.format(constraint.constant))
      } else {
        rhs.append(constraint.constant < 0 ? "- \(value)" : "+ \(value)")
      }
    }
    text += rhs.joined(separator: " ")
    if constraint.priority != .required {
      text += " @\(LayoutEngine.format(CGFloat(constraint.priority.rawValue)))"
    }
    text += constraint.isActive ? "   (active)>" : "   (inactive)>"
    return text
  }

  /// UIKit's `h=--& v=--&` notation for an autoresizing mask: per axis, left margin, size,
  /// right margin, `-` fixed and `&` flexible.
  static func autoresizingNotation(_ mask: UIViewAutoresizing) -> String {
    func mark(_ flexible: Bool) -> String { flexible ? "&" : "-" }
    let horizontal =
      mark(mask.contains(.flexibleLeftMargin)) + mark(mask.contains(.flexibleWidth))
      + mark(mask.contains(.flexibleRightMargin))
    let vertical =
      mark(mask.contains(.flexibleTopMargin)) + mark(mask.contains(.flexibleHeight))
      + mark(mask.contains(.flexibleBottomMargin))
    return "h=\(horizontal) v=\(vertical)"
  }
}
