import Foundation

extension NSLayoutConstraint {
  /// The options of ``constraints(withVisualFormat:options:metrics:views:)``: which attribute
  /// every view of the format is aligned on (the perpendicular axis), and the direction
  /// horizontal formats read in.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    public static let directionLeadingToTrailing = FormatOptions([])
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
    public static let spacingEdgeToEdge = FormatOptions([])
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }

  /// The standard space between sibling views in a visual format (`[a]-[b]`), in points.
  /// Apple's documentation calls it "the standard space" and gives no figure; 8 is what
  /// UIKit's system spacing is on an iPhone (Human Interface Guidelines' layout margin unit).
  public static let visualFormatStandardSpacing: CGFloat = 8
  /// The standard space between a view and its superview's edge (`|-[a]`), in points: 20, the
  /// figure Interface Builder shows for it (not documented either).
  public static let visualFormatStandardSuperviewSpacing: CGFloat = 20

  /// The constraints Auto Layout's Visual Format Language `format` describes (Apple's "Visual
  /// Format Language" appendix of the Auto Layout Guide): an optional `H:`/`V:` orientation,
  /// `|` for the superview's edges, views in brackets with optional size predicates
  /// (`[button(>=50,<=100@750)]`, `[a(==b)]`), and connections between them — none (flush),
  /// `-` (the standard space), or `-predicates-` (`-8-`, `-(>=20)-`, `-padding-` from
  /// `metrics`). `options` aligns every view on one attribute of the perpendicular axis.
  /// Views are named by `views`; numbers by `metrics`.
  ///
  /// A format that does not parse, or names a view or metric that is not given, is a
  /// programming error (`NSInvalidArgumentException` on iOS): it stops the process with a
  /// message naming the format and the position.
  public static func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    do {
      var parser = VisualFormatParser(
        format: format, metrics: metrics ?? [:], views: views, options: opts)
      return try parser.parse()
    } catch {
      fatalError("Unable to parse constraint format: \(error)\n\(format)")
    }
  }
}

/// A parser of one visual format string (see
/// ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``).
@MainActor
struct VisualFormatParser {
  struct Failure: Error, CustomStringConvertible {
    let message: String
    let offset: Int
    var description: String { "\(message) at offset \(offset)" }
  }

  /// A relation, a constant or view, and a priority.
  struct Predicate {
    var relation: NSLayoutConstraint.Relation = .equal
    var constant: CGFloat = 0
    var view: UIView?
    var priority: UILayoutPriority = .required
  }

  let characters: [Character]
  let metrics: [String: Any]
  let views: [String: Any]
  let options: NSLayoutConstraint.FormatOptions
  var position = 0

  init(
    format: String, metrics: [String: Any], views: [String: Any],
    options: NSLayoutConstraint.FormatOptions
  ) {
    characters = Array(format.filter { !$0.isWhitespace })
    self.metrics = metrics
    self.views = views
    self.options = options
  }

  mutating func parse() throws -> [NSLayoutConstraint] {
    var vertical = false
    if peek("H:") {
      position += 2
    } else if peek("V:") {
      vertical = true
      position += 2
    }
    let leading: NSLayoutConstraint.Attribute = vertical ? .top : .leading
    let trailing: NSLayoutConstraint.Attribute = vertical ? .bottom : .trailing
    let length: NSLayoutConstraint.Attribute = vertical ? .height : .width
    var constraints: [NSLayoutConstraint] = []
    var previousView: AnyObject?
    var pendingSuperview = false
    var pendingConnection: [Predicate]?
    var orderedViews: [AnyObject] = []

    if peek("|") {
      position += 1
      pendingSuperview = true
      pendingConnection = try connection(toSuperview: true)
    }
    while position < characters.count {
      if peek("|") {
        position += 1
        guard let view = previousView, let superview = Self.superview(of: view) else {
          throw Failure(
            message: "a superview edge needs a view with a superview before it", offset: position)
        }
        for predicate in pendingConnection ?? [] {
          constraints.append(
            make(
              superview, trailing, predicate.relation, view, trailing, predicate.constant,
              predicate.priority))
        }
        pendingConnection = nil
        break
      }
      guard peek("[") else { throw Failure(message: "expected '[' or '|'", offset: position) }
      let (view, sizes) = try viewTerm()
      orderedViews.append(view)
      for size in sizes {
        if let other = size.view {
          constraints.append(make(view, length, size.relation, other, length, 0, size.priority))
        } else {
          constraints.append(
            make(view, length, size.relation, nil, .notAnAttribute, size.constant, size.priority))
        }
      }
      if let previous = previousView {
        for predicate in pendingConnection ?? [] {
          constraints.append(
            make(
              view, leading, predicate.relation, previous, trailing, predicate.constant,
              predicate.priority))
        }
      } else if pendingSuperview, let superview = Self.superview(of: view) {
        for predicate in pendingConnection ?? [] {
          constraints.append(
            make(
              view, leading, predicate.relation, superview, leading, predicate.constant,
              predicate.priority))
        }
      }
      previousView = view
      if position < characters.count {
        pendingConnection = try connection(toSuperview: peekSuperviewAfterConnection())
      }
    }
    // Alignment: each view after the first with the first, on the options' attributes.
    let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
      (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
      (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
      (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
    for (option, attribute) in alignments where options.contains(option) {
      for pair in zip(orderedViews, orderedViews.dropFirst()) {
        constraints.append(make(pair.1, attribute, .equal, pair.0, attribute, 0, .required))
      }
    }
    return constraints
  }

  private func peek(_ text: String) -> Bool {
    let needle = Array(text)
    return position + needle.count <= characters.count
      && Array(characters[position..<(position + needle.count)]) == needle
  }

  /// Whether the connection starting at ``position`` ends at the superview's edge.
  private func peekSuperviewAfterConnection() -> Bool {
    var index = position
    var depth = 0
    while index < characters.count {
      let character = characters[index]
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0, character == "[" { return false }
      if depth == 0, character == "|" { return true }
      index += 1
    }
    return false
  }

  /// A connection: nothing (flush), `-` (standard), or `-predicates-`.
  private mutating func connection(toSuperview: Bool) throws -> [Predicate] {
    let standard =
      toSuperview
      ? NSLayoutConstraint.visualFormatStandardSuperviewSpacing
      : NSLayoutConstraint.visualFormatStandardSpacing
    guard peek("-") else { return [Predicate(constant: 0)] }
    position += 1
    if peek("[") || peek("|") { return [Predicate(constant: standard)] }
    let predicates = try predicateList()
    guard peek("-") else { throw Failure(message: "expected '-'", offset: position) }
    position += 1
    return predicates
  }

  /// `[name]` or `[name(predicates)]`: a view, or a controller's top or bottom layout guide
  /// (`["topLayoutGuide": topLayoutGuide]`, as UIKit's visual format takes it).
  private mutating func viewTerm() throws -> (AnyObject, [Predicate]) {
    position += 1
    let name = identifier()
    let found: AnyObject? =
      if let view = views[name] as? UIView { view } else { views[name] as? UILayoutSupport }
    guard let view = found else {
      throw Failure(message: "no view named '\(name)' in the views dictionary", offset: position)
    }
    var sizes: [Predicate] = []
    if peek("(") { sizes = try predicateList() }
    guard peek("]") else { throw Failure(message: "expected ']'", offset: position) }
    position += 1
    return (view, sizes)
  }

  /// One predicate, or several in parentheses.
  private mutating func predicateList() throws -> [Predicate] {
    guard peek("(") else { return [try predicate()] }
    position += 1
    var list = [try predicate()]
    while peek(",") {
      position += 1
      list.append(try predicate())
    }
    guard peek(")") else { throw Failure(message: "expected ')'", offset: position) }
    position += 1
    return list
  }

  /// `(==|<=|>=)? (number | metric | view) (@priority)?`.
  private mutating func predicate() throws -> Predicate {
    var result = Predicate()
    if peek("==") {
      position += 2
    } else if peek("<=") {
      result.relation = .lessThanOrEqual
      position += 2
    } else if peek(">=") {
      result.relation = .greaterThanOrEqual
      position += 2
    }
    if let number = number() {
      result.constant = number
    } else {
      let name = identifier()
      if let value = metric(name) {
        result.constant = value
      } else if let view = views[name] as? UIView {
        result.view = view
      } else {
        throw Failure(
          message: "'\(name)' is neither a number, a metric nor a view", offset: position)
      }
    }
    if peek("@") {
      position += 1
      if let number = number() {
        result.priority = UILayoutPriority(Float(number))
      } else {
        let name = identifier()
        guard let value = metric(name) else {
          throw Failure(message: "priority '\(name)' is not a number or metric", offset: position)
        }
        result.priority = UILayoutPriority(Float(value))
      }
    }
    return result
  }

  private func metric(_ name: String) -> CGFloat? {
    switch metrics[name] {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }

  private mutating func identifier() -> String {
    let start = position
    while position < characters.count,
      characters[position].isLetter || characters[position].isNumber || characters[position] == "_"
    {
      position += 1
    }
    return String(characters[start..<position])
  }

  private mutating func number() -> CGFloat? {
    let start = position
    if position < characters.count, characters[position] == "-" { position += 1 }
    while position < characters.count, characters[position].isNumber || characters[position] == "."
    {
      position += 1
    }
    guard let value = Double(String(characters[start..<position])) else {
      position = start
      return nil
    }
    return CGFloat(value)
  }

  /// The view a term's superview edge (`|`) means: a view's superview; a layout guide's
  /// controller view.
  private static func superview(of item: AnyObject) -> UIView? {
    if let view = item as? UIView { return view.superview }
    guard let support = item as? UILayoutSupport else { return nil }
    let anchored = support.topAnchor.item
    return (anchored as? UIView) ?? (anchored as? UILayoutGuide)?.owningView
  }

  /// An item and attribute of a term as a constraint takes them: a layout guide's top or bottom
  /// is the anchor it stands for (its view's top, or the safe area's edge); any other item is
  /// itself.
  private static func resolved(
    _ item: Any?, _ attribute: NSLayoutConstraint.Attribute
  ) -> (Any?, NSLayoutConstraint.Attribute) {
    guard let support = item as? UILayoutSupport else { return (item, attribute) }
    let anchor = attribute == .bottom ? support.bottomAnchor : support.topAnchor
    return (anchor.item, anchor.attribute)
  }

  private func make(
    _ firstTerm: Any, _ firstTermAttribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, _ secondTerm: Any?,
    _ secondTermAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat,
    _ priority: UILayoutPriority
  ) -> NSLayoutConstraint {
    let (firstItem, firstAttribute) = Self.resolved(firstTerm, firstTermAttribute)
    let (second, secondAttribute) = Self.resolved(secondTerm, secondTermAttribute)
    let first: Any = firstItem ?? firstTerm
    let constraint = NSLayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
      attribute: secondAttribute, multiplier: 1, constant: constant)
    constraint.priority = priority
    return constraint
  }
}
