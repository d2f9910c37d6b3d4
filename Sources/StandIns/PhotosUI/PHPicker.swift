import Foundation
@_exported import HeadlessUI
@_exported import SwiftUIStandIn
@_exported import UniformTypeIdentifiersStandIn

/// A stand-in for PhotosUI's picker result: the item provider of the picked asset and its
/// identifier. On iOS only the picker makes one; here a test makes it, with a provider that holds
/// the data the user would have picked.
public final class PHPickerResult: NSObject, @unchecked Sendable {
  /// The provider of the picked item's data.
  public let itemProvider: NSItemProvider
  /// The asset's identifier in the photo library, nil when the picker was not given one.
  public let assetIdentifier: String?

  /// A result of `itemProvider` (the stand-in's own initializer: tests pose as the picker).
  public init(itemProvider: NSItemProvider, assetIdentifier: String? = nil) {
    self.itemProvider = itemProvider
    self.assetIdentifier = assetIdentifier
    super.init()
  }
}

/// A stand-in for Photos' library: the shared instance the picker's configuration may name.
public final class PHPhotoLibrary: NSObject, @unchecked Sendable {
  private static let sharedLibrary = PHPhotoLibrary()
  /// The user's library.
  public class func shared() -> PHPhotoLibrary { sharedLibrary }
}

/// A stand-in for PhotosUI's picker configuration.
public struct PHPickerConfiguration: Sendable {
  /// How many items may be picked (0: any number).
  public var selectionLimit = 1
  /// What may be picked (nil: anything).
  public var filter: PHPickerFilter?
  /// Whether results carry asset identifiers (those made with a library).
  public let hasLibrary: Bool

  /// A configuration without a library: results have no asset identifiers.
  public init() { hasLibrary = false }
  /// A configuration with `photoLibrary`: results have asset identifiers.
  public init(photoLibrary: PHPhotoLibrary) { hasLibrary = true }
}

/// What a picker offers.
public struct PHPickerFilter: Sendable, Equatable {
  let name: String
  public static let images = PHPickerFilter(name: "images")
  public static let videos = PHPickerFilter(name: "videos")
  public static let livePhotos = PHPickerFilter(name: "livePhotos")
  /// Any of `filters`.
  public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(name: filters.map(\.name).joined(separator: "|"))
  }
}

/// What a picker tells its delegate.
@MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// A stand-in for PhotosUI's picker: a view controller an app presents; a test finishes it
/// with ``finish(with:)`` (the user's pick), which tells the delegate.
open class PHPickerViewController: UIViewController {
  /// The configuration it was made with.
  public let configuration: PHPickerConfiguration
  /// The delegate.
  open weak var delegate: (any PHPickerViewControllerDelegate)?

  /// A picker of `configuration`.
  public init(configuration: PHPickerConfiguration) {
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    configuration = PHPickerConfiguration()
    super.init(coder: coder)
  }

  /// The user picks `results` (none: cancelled); the delegate is told.
  public func finish(with results: [PHPickerResult]) {
    delegate?.picker(self, didFinishPicking: results)
  }
}

/// A stand-in for PhotosUI's picker item (SwiftUI's `PhotosPicker` hands these out): an item
/// identifier and, here, the data a test says was picked.
public struct PhotosPickerItem: Equatable, Hashable, @unchecked Sendable {
  /// The asset's identifier, nil without a photo library.
  public let itemIdentifier: String?
  /// The types the item can be loaded as.
  public let supportedContentTypes: [UTType]
  private let data: Data?

  /// An item of `itemIdentifier` (the stand-in's own initializer).
  public init(itemIdentifier: String) {
    self.init(itemIdentifier: itemIdentifier, data: nil)
  }

  /// An item that loads as `data` (the stand-in's own initializer: tests pose as the picker).
  public init(itemIdentifier: String?, data: Data?, contentType: UTType = .image) {
    self.itemIdentifier = itemIdentifier
    self.data = data
    supportedContentTypes = [contentType]
  }

  /// Loads the item as `type`: `Data` gives the data the item was made with (nil when none);
  /// any other type fails, as a type with no matching representation does.
  @discardableResult
  public func loadTransferable<T: Transferable>(
    type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    if type == Data.self {
      completionHandler(.success(data as? T))
    } else {
      completionHandler(.failure(CocoaError(.featureUnsupported)))
    }
    progress.completedUnitCount = 1
    return progress
  }

  /// Loads the item as `type` (see ``loadTransferable(type:completionHandler:)``).
  public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
    guard type == Data.self else { throw CocoaError(.featureUnsupported) }
    return data as? T
  }
}
