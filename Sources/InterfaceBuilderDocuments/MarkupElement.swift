/// One element of an XML document: its name, its attributes in document order, its child
/// elements and the text directly inside it, with the place it starts at.
///
/// The reader keeps what Interface Builder documents use and nothing more: no namespaces, no
/// processing instructions, no mixed-content order (text between children is concatenated).
public final class MarkupElement: @unchecked Sendable {
  /// The element's name (`view`, `constraint`, …).
  public let name: String
  /// The attributes, in the order the document lists them.
  public internal(set) var attributes: [(name: String, value: String)]
  /// The child elements, in order.
  public internal(set) var children: [MarkupElement] = []
  /// The text directly inside the element (entities decoded), or empty.
  public internal(set) var text: String = ""
  /// Where the element's `<` is.
  public let location: XMLLocation
  /// The element that holds this one (nil for the root).
  public internal(set) weak var parent: MarkupElement?

  init(name: String, attributes: [(name: String, value: String)], location: XMLLocation) {
    self.name = name
    self.attributes = attributes
    self.location = location
  }

  /// Whether a reader of the document took this element into account (see ``markUsed()``).
  public private(set) var isUsed = false
  /// One bit per attribute (the first 64) that was read through the subscript.
  private var readAttributes: UInt64 = 0

  /// The value of the attribute `name`, if the element has it. Reading an attribute marks it as
  /// read (see ``unreadAttributes``).
  public subscript(_ name: String) -> String? {
    for (offset, attribute) in attributes.enumerated() where attribute.name == name {
      if offset < 64 { readAttributes |= 1 << UInt64(offset) }
      return attribute.value
    }
    return nil
  }

  /// Marks the element as taken into account by a reader.
  public func markUsed() { isUsed = true }

  /// Marks the element, its attributes and everything inside it as read: a part a reader
  /// knows and deliberately does not apply (it is then not reported as unsupported).
  public func markIgnored() {
    var pending = [self]
    while let node = pending.popLast() {
      node.isUsed = true
      node.readAttributes = ~0
      pending.append(contentsOf: node.children)
    }
  }

  /// The names of the attributes nobody read through the subscript, in document order.
  public var unreadAttributes: [String] {
    attributes.enumerated().compactMap { offset, attribute in
      offset < 64 && readAttributes & (1 << UInt64(offset)) != 0 ? nil : attribute.name
    }
  }

  /// The first child element called `name`.
  public func child(_ name: String) -> MarkupElement? {
    children.first { $0.name == name }
  }

  /// The first child element called `name` whose `key` attribute is `key` (Interface Builder
  /// names a property with `key`: `<rect key="frame" …/>`).
  public func child(_ name: String, key: String) -> MarkupElement? {
    children.first { $0.name == name && $0["key"] == key }
  }

  /// The first child element, of any name, whose `key` attribute is `key`.
  public func child(key: String) -> MarkupElement? {
    children.first { $0["key"] == key }
  }

  /// The child elements called `name`.
  public func children(_ name: String) -> [MarkupElement] {
    children.filter { $0.name == name }
  }
}

/// A place in a document: 1-based line and column (columns count bytes, as compilers do).
public struct XMLLocation: Hashable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// A location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }
}
