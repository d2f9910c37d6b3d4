// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
@_exported import HeadlessUI

/// How an image fits a requested size.
public enum PHImageContentMode: Int, Sendable {
  case aspectFit = 0
  case aspectFill = 1
  public static let `default` = PHImageContentMode.aspectFit
}

/// The identifier of a live-photo request.
public typealias PHLivePhotoRequestID = Int32

/// The request that never started.
public let PHLivePhotoRequestIDInvalid: PHLivePhotoRequestID = 0
/// The error of a failed request, in a result handler's `info` (an `NSError`).
public let PHLivePhotoInfoErrorKey = "PHLivePhotoInfoErrorKey"
/// Whether a result is a low-quality one before the final (an `NSNumber` Bool).
public let PHLivePhotoInfoIsDegradedKey = "PHLivePhotoInfoIsDegradedKey"
/// Whether the request was cancelled (an `NSNumber` Bool).
public let PHLivePhotoInfoCancelledKey = "PHLivePhotoInfoCancelledKey"

/// A stand-in for Photos' live photo: a still image and a movie, of which only the size is kept.
open class PHLivePhoto: NSObject, @unchecked Sendable {
  /// The size in pixels.
  open private(set) var size: CGSize

  /// A live photo of `size` pixels.
  public init(size: CGSize) {
    self.size = size
    super.init()
  }

  private static let requests = RequestCounter()

  /// Assembles a live photo from its files. Without a movie decoder, the stand-in cannot, so
  /// `resultHandler` is called once, synchronously, with no photo and an error under
  /// ``PHLivePhotoInfoErrorKey`` — the path Photos takes for files it cannot read — unless
  /// `fileURLs` is empty, which is the same error. Returns the request's identifier.
  @discardableResult
  open class func request(
    withResourceFileURLs fileURLs: [URL], placeholderImage image: UIImage?, targetSize: CGSize,
    contentMode: PHImageContentMode,
    resultHandler: @escaping (PHLivePhoto?, [AnyHashable: Any]) -> Void
  ) -> PHLivePhotoRequestID {
    let error = NSError(
      domain: "PHPhotosErrorDomain", code: 3302,
      userInfo: [
        NSLocalizedDescriptionKey:
          "Live photos are not assembled headlessly (\(fileURLs.count) file(s))"
      ])
    resultHandler(nil, [PHLivePhotoInfoErrorKey: error, PHLivePhotoInfoIsDegradedKey: false])
    return requests.next()
  }

  /// Cancels a request (they finish at once here: nothing to cancel).
  open class func cancelRequest(withRequestID requestID: PHLivePhotoRequestID) {}
}

/// Numbers live-photo requests from 1.
final class RequestCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var last: PHLivePhotoRequestID = 0

  func next() -> PHLivePhotoRequestID {
    lock.withLock {
      last += 1
      return last
    }
  }
}

/// How a live photo plays.
public enum PHLivePhotoViewPlaybackStyle: Int, Sendable {
  case undefined, full, hint
}

/// What a live-photo view tells its delegate.
@MainActor
public protocol PHLivePhotoViewDelegate: AnyObject {
  func livePhotoView(
    _ livePhotoView: PHLivePhotoView,
    willBeginPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle)
  func livePhotoView(
    _ livePhotoView: PHLivePhotoView, didEndPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle
  )
}

extension PHLivePhotoViewDelegate {
  public func livePhotoView(
    _ livePhotoView: PHLivePhotoView,
    willBeginPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle
  ) {}
  public func livePhotoView(
    _ livePhotoView: PHLivePhotoView, didEndPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle
  ) {}
}

/// A stand-in for PhotosUI's live-photo view: a view that lays out, takes touches, keeps its
/// live photo and plays nothing (``startPlayback(with:)`` tells the delegate it began and
/// ended at once).
open class PHLivePhotoView: UIView {
  /// The live photo shown.
  open var livePhoto: PHLivePhoto?
  /// Whether the sound is muted.
  open var isMuted = false
  /// The delegate.
  open weak var delegate: (any PHLivePhotoViewDelegate)?
  /// The playback gesture recognizer (a long press, as on iOS).
  public let playbackGestureRecognizer = UILongPressGestureRecognizer()

  /// Plays nothing: the delegate hears the playback begin and end.
  open func startPlayback(with playbackStyle: PHLivePhotoViewPlaybackStyle) {
    delegate?.livePhotoView(self, willBeginPlaybackWith: playbackStyle)
    delegate?.livePhotoView(self, didEndPlaybackWith: playbackStyle)
  }

  /// Stops (nothing plays).
  open func stopPlayback() {}
}
