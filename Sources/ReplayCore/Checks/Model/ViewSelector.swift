/// Which view an assertion is about: by heroID, or by the name the scene gave it.
public enum ViewSelector: Hashable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The view whose heroID is this string.
  case heroID(String)
  /// The view the scene named so (`ReplayViewState/id`).
  case named(String)

  /// A string literal matches an id first, then a heroID.
  public init(stringLiteral value: String) { self = .named(value) }

  /// The view's state on `frame`, if it is tracked there.
  public func state(in frame: ReplayDisplayFrame) -> ReplayViewState? {
    switch self {
    case .heroID(let id): return frame.views.first { $0.heroID == id }
    case .named(let id): return frame.view(id)
    }
  }

  /// `heroID "image_0"` or `view "gallery.root"`.
  public var description: String {
    switch self {
    case .heroID(let id): return "heroID \"\(id)\""
    case .named(let id): return "view \"\(id)\""
    }
  }

  /// The id or heroID the selector names (what an expectation file's `view` member holds).
  package var id: String {
    switch self {
    case .heroID(let id), .named(let id): return id
    }
  }
}
