import Foundation

/// Foundation's `ListFormatter` ("a, b, and c"), which UI code reaches through `import UIKit`
/// and swift-corelibs-foundation does not have; English conjunction lists
/// (https://developer.apple.com/documentation/foundation/listformatter). Other locales get the
/// English text.
open class ListFormatter: Formatter, @unchecked Sendable {
  /// The locale (informational: the text is English).
  open var locale: Locale! = .current
  /// Formats each item (default: `String(describing:)`).
  open var itemFormatter: Formatter?

  public override init() { super.init() }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// `strings` joined: "a", "a and b", "a, b, and c".
  open class func localizedString(byJoining strings: [String]) -> String {
    switch strings.count {
    case 0: return ""
    case 1: return strings[0]
    case 2: return "\(strings[0]) and \(strings[1])"
    default: return strings.dropLast().joined(separator: ", ") + ", and " + (strings.last ?? "")
    }
  }

  /// `items` formatted and joined (nil for an empty list, as Foundation returns).
  open func string(from items: [Any]) -> String? {
    guard !items.isEmpty else { return nil }
    let strings = items.map { itemFormatter?.string(for: $0) ?? String(describing: $0) }
    return Self.localizedString(byJoining: strings)
  }

  open override func string(for object: Any?) -> String? {
    (object as? [Any]).flatMap { string(from: $0) }
  }
}
