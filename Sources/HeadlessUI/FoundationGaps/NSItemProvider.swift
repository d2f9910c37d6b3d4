import Foundation

/// Who may load a representation an item provider registers (kept, not enforced).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
  case all, team, group, ownProcess
}

/// Foundation's item provider, which Linux's Foundation lacks: what a drag, a paste or a photo
/// picker hands an app, promising data of some uniform types. An app's code (or a test standing
/// in for the picker) registers representations; `loadDataRepresentation` asks the matching one
/// and completes with its data, or with an error when the type was never registered — the
/// error path real providers take when an item cannot be had. Completions are called on the
/// thread that loads (iOS uses a background queue; code that dispatches to the main queue
/// itself works either way).
open class NSItemProvider: NSObject, @unchecked Sendable {
  /// A loader: completes with the data or an error.
  public typealias DataLoader =
    @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?

  private var loaders: [(type: String, load: DataLoader)] = []
  private let lock = NSLock()

  /// The name the provider suggests for a file made from its data.
  open var suggestedName: String?

  /// A provider with no representations.
  public override init() {
    super.init()
  }

  /// A provider of the file at `fileURL`, its type taken from the extension (`public.jpeg` for
  /// `.jpg`, else `public.data`); nil when `fileURL` is nil or not a file URL.
  public convenience init?(contentsOf fileURL: URL?) {
    guard let fileURL, fileURL.isFileURL else { return nil }
    self.init()
    suggestedName = fileURL.deletingPathExtension().lastPathComponent
    let type = Self.typeIdentifier(forExtension: fileURL.pathExtension)
    registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
      do {
        completion(try Data(contentsOf: fileURL), nil)
      } catch {
        completion(nil, error)
      }
      return nil
    }
  }

  /// The type identifiers registered, in registration order.
  open var registeredTypeIdentifiers: [String] {
    lock.withLock { loaders.map(\.type) }
  }

  /// Whether a representation of `typeIdentifier` is registered (exact match, or any type for
  /// `public.data` and `public.item`).
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    loader(for: typeIdentifier) != nil
  }

  /// Registers `loadHandler` for `typeIdentifier`.
  open func registerDataRepresentation(
    forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
    loadHandler: @escaping DataLoader
  ) {
    lock.withLock { loaders.append((typeIdentifier, loadHandler)) }
  }

  /// Loads the representation of `typeIdentifier`: `completionHandler` gets its data, or an
  /// error (`NSCocoaErrorDomain`, `NSFeatureUnsupportedError`) when none is registered.
  @discardableResult
  open func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    guard let load = loader(for: typeIdentifier) else {
      completionHandler(
        nil,
        NSError(
          domain: NSCocoaErrorDomain, code: CocoaError.featureUnsupported.rawValue,
          userInfo: [
            NSLocalizedDescriptionKey: "Cannot load representation of type \(typeIdentifier)"
          ]))
      return progress
    }
    _ = load { data, error in
      progress.completedUnitCount = 1
      completionHandler(data, error)
    }
    return progress
  }

  private func loader(for typeIdentifier: String) -> DataLoader? {
    lock.withLock {
      if let exact = loaders.first(where: { $0.type == typeIdentifier }) { return exact.load }
      guard typeIdentifier == "public.data" || typeIdentifier == "public.item" else { return nil }
      return loaders.first?.load
    }
  }

  private static func typeIdentifier(forExtension pathExtension: String) -> String {
    switch pathExtension.lowercased() {
    case "jpg", "jpeg": "public.jpeg"
    case "png": "public.png"
    case "gif": "com.compuserve.gif"
    case "heic": "public.heic"
    case "mov": "com.apple.quicktime-movie"
    default: "public.data"
    }
  }
}
