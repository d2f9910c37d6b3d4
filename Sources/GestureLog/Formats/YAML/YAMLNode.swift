import Yams

/// A YAML value the libinput record reader keeps: the small parts of a file (header, device
/// descriptions), built from libyaml's events by ``YAMLTreeBuilder``. A device's events are not
/// kept as nodes; the reader decodes them as they stream by (``streamed``).
indirect enum YAMLNode {
  /// A scalar with its text, style, explicit tag and position.
  case scalar(YAMLScalar)
  /// A sequence and where it starts.
  case sequence([YAMLNode], line: Int, column: Int)
  /// A mapping's pairs in file order and where it starts.
  case mapping(YAMLMapping)
  /// A device's `events`, already decoded while the file streamed by.
  case streamed(StreamedEvents)

  /// 1-based line of the node's start.
  var line: Int {
    switch self {
    case .scalar(let scalar): scalar.line
    case .sequence(_, let line, _): line
    case .mapping(let mapping): mapping.line
    case .streamed(let events): events.line
    }
  }

  /// 1-based column of the node's start.
  var column: Int {
    switch self {
    case .scalar(let scalar): scalar.column
    case .sequence(_, _, let column): column
    case .mapping(let mapping): mapping.column
    case .streamed(let events): events.column
    }
  }

  /// The mapping, if the node is one.
  var mapping: YAMLMapping? {
    if case .mapping(let mapping) = self { mapping } else { nil }
  }

  /// The scalar's text, if the node is a scalar.
  var string: String? {
    if case .scalar(let scalar) = self { scalar.string } else { nil }
  }

  /// Whether the node is YAML's null (`~`, `null`, or nothing), written plain.
  var isYAMLNull: Bool {
    guard case .scalar(let scalar) = self, scalar.style == .plain else { return false }
    return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  /// The node as Yams models it (for key equality, which follows Yams' resolved tags).
  var yamsNode: Node {
    switch self {
    case .scalar(let scalar): return .scalar(scalar.yamsScalar)
    case .sequence(let items, _, _): return .sequence(Node.Sequence(items.map(\.yamsNode)))
    case .mapping(let mapping):
      return .mapping(Node.Mapping(mapping.pairs.map { ($0.key.yamsNode, $0.value.yamsNode) }))
    case .streamed: return .sequence(Node.Sequence([]))
    }
  }
}

/// A scalar of a ``YAMLNode``.
struct YAMLScalar {
  var string: String
  var style: YAMLEvent.ScalarStyle
  var tag: String?
  var line: Int
  var column: Int

  /// Yams' scalar for the same text, style and tag.
  var yamsScalar: Node.Scalar {
    let yamsStyle: Node.Scalar.Style
    switch style {
    case .plain: yamsStyle = .plain
    case .singleQuoted: yamsStyle = .singleQuoted
    case .doubleQuoted: yamsStyle = .doubleQuoted
    case .literal: yamsStyle = .literal
    case .folded: yamsStyle = .folded
    }
    let name = tag.map(Tag.Name.init(rawValue:)) ?? .implicit
    return Node.Scalar(string, Tag(name), yamsStyle)
  }
}

/// A key and its value in a ``YAMLMapping``.
struct YAMLPair {
  var key: YAMLNode
  var value: YAMLNode
}

/// A mapping of a ``YAMLNode``: pairs in file order.
struct YAMLMapping {
  var pairs: [YAMLPair]
  var line: Int
  var column: Int

  /// The value of the first key equal to `key` as Yams compares keys (the text and the
  /// resolved tag: a plain or quoted `name` both match).
  subscript(key: String) -> YAMLNode? {
    pairs.first { Self.isKey($0.key, key) }?.value
  }

  /// Whether `node` is the string key `key`.
  static func isKey(_ node: YAMLNode, _ key: String) -> Bool {
    guard case .scalar(let scalar) = node, scalar.string == key else { return false }
    if scalar.tag == nil,
      scalar.style == .plain || scalar.style == .singleQuoted
        || scalar.style == .doubleQuoted
    {
      // The keys asked for are words YAML resolves to strings, plain or quoted.
      return true
    }
    return Node.scalar(scalar.yamsScalar) == Node(key)
  }
}

/// A device's `events` decoded while the file streamed by: the events, the notices the frames
/// gave, and the first problem (reported when the device is read, so that problems keep the
/// order in which a tree reader finds them).
struct StreamedEvents {
  var events: [InputEvent] = []
  var notices: [LibinputRecordNotice] = []
  var problem: LibinputRecordProblem?
  var line: Int
  var column: Int
}
