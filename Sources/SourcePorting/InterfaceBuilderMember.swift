/// An `@IBOutlet`, `@IBAction` or `@IBInspectable` member met by the port: what the generated
/// Interface Builder members (docs/STORYBOARDS.md) set or call by name.
public struct InterfaceBuilderMember: Equatable, Sendable {
  /// Which attribute marked it.
  public enum Kind: Sendable {
    /// `@IBOutlet` (an outlet or an outlet collection).
    case outlet
    /// `@IBAction`.
    case action
    /// `@IBInspectable`.
    case inspectable
  }

  /// Which attribute marked it.
  public let kind: Kind
  /// The type (or extended type) that declares it: `["Outer", "Inner"]`.
  public let typePath: [String]
  /// The property's or method's name.
  public let name: String
  /// A method's external parameter labels (nil for `_`).
  public let labels: [String?]
  /// The `#if` conditions it is declared under, outermost first, each as the condition that
  /// selects its branch (`!(a) && (b)` for `#elseif b` after `#if a`); empty outside any.
  public var conditions: [String] = []

  /// A member.
  public init(
    kind: Kind, typePath: [String], name: String, labels: [String?] = [], conditions: [String] = []
  ) {
    self.kind = kind
    self.typePath = typePath
    self.name = name
    self.labels = labels
    self.conditions = conditions
  }

  /// The Objective-C selector of an action, as Swift exposes the method: `close` for `close()`,
  /// `close:` for `close(_:)`, `closeWithSender:` for `close(sender:)`,
  /// `touched:forEvent:` for `touched(_:forEvent:)`.
  public var selector: String {
    guard let first = labels.first else { return name }
    var text = name
    if let label = first {
      text += "With" + label.prefix(1).uppercased() + label.dropFirst()
    }
    text += ":"
    for label in labels.dropFirst() { text += (label ?? "") + ":" }
    return text
  }

  /// The Swift name of a method: `close(_:)`, `handlePan(gr:)`, `close`.
  public var reference: String {
    guard !labels.isEmpty else { return name }
    return name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }
}
