import Foundation

/// The pasteboard (UIKit's): an in-memory one per name, empty when the process starts, so a
/// test sees what the app copied and a replay never reads the machine's clipboard.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
  /// The pasteboard every app shares.
  public static let general = UIPasteboard(name: "com.apple.UIKit.pboard.general")

  /// The pasteboard's name.
  public let name: String
  /// Increases by one with every change.
  public private(set) var changeCount = 0

  private var contents: [Any] = [] {
    didSet { changeCount += 1 }
  }

  init(name: String) {
    self.name = name
    super.init()
  }

  /// A pasteboard of its own, with a unique name.
  public static func withUniqueName() -> UIPasteboard {
    UIPasteboard(name: UUID().uuidString)
  }

  /// The first string, or sets the only item to a string.
  open var string: String? {
    get { strings?.first }
    set { contents = newValue.map { [$0] } ?? [] }
  }
  /// Every string.
  open var strings: [String]? {
    get { nonEmpty(contents.compactMap { $0 as? String }) }
    set { contents = newValue ?? [] }
  }
  /// The first URL, or sets the only item to a URL.
  open var url: URL? {
    get { urls?.first }
    set { contents = newValue.map { [$0] } ?? [] }
  }
  /// Every URL.
  open var urls: [URL]? {
    get { nonEmpty(contents.compactMap { $0 as? URL }) }
    set { contents = newValue ?? [] }
  }
  /// The first image, or sets the only item to an image.
  open var image: UIImage? {
    get { images?.first }
    set { contents = newValue.map { [$0] } ?? [] }
  }
  /// Every image.
  open var images: [UIImage]? {
    get { nonEmpty(contents.compactMap { $0 as? UIImage }) }
    set { contents = newValue ?? [] }
  }
  /// The first colour, or sets the only item to a colour.
  open var color: UIColor? {
    get { contents.lazy.compactMap { $0 as? UIColor }.first }
    set { contents = newValue.map { [$0] } ?? [] }
  }
  /// Whether there is a string.
  open var hasStrings: Bool { strings != nil }
  /// Whether there is a URL.
  open var hasURLs: Bool { urls != nil }
  /// Whether there is an image.
  open var hasImages: Bool { images != nil }
  /// The number of items.
  open var numberOfItems: Int { contents.count }

  private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }
}
