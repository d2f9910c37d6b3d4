import CYaml

/// One event of libyaml's event stream, as ``YAMLEventParser`` hands it out: the kind, where it
/// starts (1-based line and column, as Yams reports marks) and, for scalars, the value's bytes.
///
/// The bytes point into libyaml's own event and are valid until the next call to
/// ``YAMLEventParser/next()``: copy what must outlive it (``scalarString``).
struct YAMLEvent {
  enum Kind: Equatable {
    case streamStart, streamEnd, documentStart, documentEnd
    case alias, scalar, sequenceStart, sequenceEnd, mappingStart, mappingEnd
  }

  /// How a scalar was written.
  enum ScalarStyle: Equatable {
    case plain, singleQuoted, doubleQuoted, literal, folded
  }

  var kind: Kind
  /// 1-based line of the event's start.
  var line: Int
  /// 1-based column (in characters) of the event's start.
  var column: Int
  /// A scalar's style; `.plain` for other events.
  var style: ScalarStyle = .plain
  /// Whether a sequence or mapping was written in flow style (`[…]`, `{…}`).
  var isFlow = false
  /// The anchor (`&name`) of a scalar, sequence or mapping, or the name an alias refers to.
  var anchor: String?
  /// The explicit tag, if any; a quoted scalar without one gets YAML's `str` tag, as in Yams.
  var tag: String?
  /// A scalar's value (UTF-8, may contain NUL), valid until the next event.
  var value: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)

  /// The scalar's value as a string (invalid UTF-8 repaired, as Yams does).
  var scalarString: String { String(decoding: value, as: UTF8.self) }
}

/// What libyaml reported when it stopped: the same fields Yams turns into a `YamlError`.
struct YAMLSyntaxError: Error {
  enum Kind { case reader, scanner, parser, memory }

  var kind: Kind
  var problem: String
  /// The context ("while parsing a block mapping") and where it began, for scanner and parser
  /// errors.
  var context: (text: String, line: Int, column: Int)?
  /// Where the problem is (1-based), for scanner and parser errors.
  var line: Int
  var column: Int
  /// Reader errors: the byte offset into the input and the offending value (-1 if none).
  var offset: Int
  var value: Int32
}

/// libyaml's parser (Yams' `CYaml`) as a pull stream of ``YAMLEvent``s, without building a
/// node tree: the caller decides what to keep. Input comes from a read handler that supplies
/// the bytes in pieces; when the handler leaves lines out, `lineMap` gives the lines of what it
/// handed back as the file's.
final class YAMLEventParser {
  private var parser = yaml_parser_t()
  private var event = yaml_event_t()
  private var holdsEvent = false
  private let lineMap: LibinputLineMap?

  /// A parser that reads through `handler`, called with `context`, a buffer and its size; it
  /// returns how many bytes it wrote there (0 at the end of the input).
  init(
    context: UnsafeMutableRawPointer,
    handler:
      @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int, UnsafeMutablePointer<Int>?
      ) -> Int32,
    lineMap: LibinputLineMap? = nil
  ) {
    self.lineMap = lineMap
    yaml_parser_initialize(&parser)
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input(&parser, handler, context)
  }

  /// The file's 1-based line of libyaml's 0-based `line`.
  private func fileLine(_ line: Int) -> Int {
    lineMap?.fileLine(line + 1) ?? line + 1
  }

  deinit {
    if holdsEvent { yaml_event_delete(&event) }
    yaml_parser_delete(&parser)
  }

  /// The next event; the previous event's scalar bytes are released.
  func next() throws(YAMLSyntaxError) -> YAMLEvent {
    if holdsEvent {
      yaml_event_delete(&event)
      holdsEvent = false
    }
    guard yaml_parser_parse(&parser, &event) == 1 else { throw syntaxError() }
    holdsEvent = true
    let line = fileLine(Int(event.start_mark.line))
    let column = Int(event.start_mark.column) + 1
    switch event.type {
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      var result = YAMLEvent(kind: .scalar, line: line, column: column)
      result.value = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
      switch scalar.style {
      case YAML_SINGLE_QUOTED_SCALAR_STYLE: result.style = .singleQuoted
      case YAML_DOUBLE_QUOTED_SCALAR_STYLE: result.style = .doubleQuoted
      case YAML_LITERAL_SCALAR_STYLE: result.style = .literal
      case YAML_FOLDED_SCALAR_STYLE: result.style = .folded
      default: result.style = .plain
      }
      if let anchor = scalar.anchor { result.anchor = Self.string(anchor) }
      if scalar.quoted_implicit == 1 {
        result.tag = "tag:yaml.org,2002:str"
      } else if let tag = scalar.tag {
        result.tag = Self.string(tag)
      }
      return result
    case YAML_SEQUENCE_START_EVENT:
      let start = event.data.sequence_start
      return Self.collectionStart(
        .sequenceStart, line: line, column: column,
        isFlow: start.style == YAML_FLOW_SEQUENCE_STYLE, anchor: start.anchor,
        tag: start.implicit == 0 ? start.tag : nil)
    case YAML_MAPPING_START_EVENT:
      let start = event.data.mapping_start
      return Self.collectionStart(
        .mappingStart, line: line, column: column,
        isFlow: start.style == YAML_FLOW_MAPPING_STYLE, anchor: start.anchor,
        tag: start.implicit == 0 ? start.tag : nil)
    case YAML_ALIAS_EVENT:
      var result = YAMLEvent(kind: .alias, line: line, column: column)
      if let anchor = event.data.alias.anchor { result.anchor = Self.string(anchor) }
      return result
    case YAML_SEQUENCE_END_EVENT: return YAMLEvent(kind: .sequenceEnd, line: line, column: column)
    case YAML_MAPPING_END_EVENT: return YAMLEvent(kind: .mappingEnd, line: line, column: column)
    case YAML_DOCUMENT_START_EVENT:
      return YAMLEvent(kind: .documentStart, line: line, column: column)
    case YAML_DOCUMENT_END_EVENT: return YAMLEvent(kind: .documentEnd, line: line, column: column)
    case YAML_STREAM_START_EVENT: return YAMLEvent(kind: .streamStart, line: line, column: column)
    default: return YAMLEvent(kind: .streamEnd, line: line, column: column)
    }
  }

  private func syntaxError() -> YAMLSyntaxError {
    let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
    let line = fileLine(Int(parser.problem_mark.line))
    let column = Int(parser.problem_mark.column) + 1
    var context: (text: String, line: Int, column: Int)?
    if let text = parser.context {
      context = (
        String(cString: text), fileLine(Int(parser.context_mark.line)),
        Int(parser.context_mark.column) + 1
      )
    }
    let kind: YAMLSyntaxError.Kind
    switch parser.error {
    case YAML_READER_ERROR: kind = .reader
    case YAML_SCANNER_ERROR: kind = .scanner
    case YAML_MEMORY_ERROR: kind = .memory
    default: kind = .parser
    }
    return YAMLSyntaxError(
      kind: kind, problem: problem, context: context, line: line, column: column,
      offset: Int(parser.problem_offset), value: parser.problem_value)
  }

  /// A sequence or mapping start with its style, anchor and explicit tag.
  private static func collectionStart(
    _ kind: YAMLEvent.Kind, line: Int, column: Int, isFlow: Bool,
    anchor: UnsafeMutablePointer<UInt8>?, tag: UnsafeMutablePointer<UInt8>?
  ) -> YAMLEvent {
    var result = YAMLEvent(kind: kind, line: line, column: column)
    result.isFlow = isFlow
    result.anchor = anchor.map(string)
    result.tag = tag.map(string)
    return result
  }

  private static func string(_ pointer: UnsafeMutablePointer<UInt8>) -> String {
    String(decodingCString: pointer, as: UTF8.self)
  }
}
