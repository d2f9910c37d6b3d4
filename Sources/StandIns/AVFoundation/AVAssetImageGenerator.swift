import Foundation

/// A stand-in for AVFoundation's frame grabber: it reads no media, so every request fails
/// with `AVError.Code.decodeFailed`'s error, the path AVFoundation takes for a frame it cannot
/// decode — code that makes thumbnails of videos takes its failure path.
open class AVAssetImageGenerator: NSObject, @unchecked Sendable {
  /// How a request ended.
  public enum Result: Int, Sendable {
    case succeeded, failed, cancelled
  }

  /// The asset.
  public let asset: AVAsset
  /// Whether the track's transform is applied (kept).
  open var appliesPreferredTrackTransform = false
  /// The largest size of an image (kept; zero: the asset's own).
  open var maximumSize: CGSize = .zero
  /// How close before a requested time a frame may be (kept).
  open var requestedTimeToleranceBefore: CMTime = .positiveInfinity
  /// How close after a requested time a frame may be (kept).
  open var requestedTimeToleranceAfter: CMTime = .positiveInfinity

  /// A generator of `asset`'s frames.
  public init(asset: AVAsset) {
    self.asset = asset
    super.init()
  }

  /// The error every request ends with.
  static func decodeFailure(at time: CMTime) -> NSError {
    NSError(
      domain: "AVFoundationErrorDomain", code: -11_821,
      userInfo: [
        NSLocalizedDescriptionKey:
          "Cannot decode a frame at \(time.seconds) s: the stand-in reads no media"
      ])
  }

  /// Calls `handler` once per time, at once and in order, each with no image, `.failed` and a
  /// decoding error.
  open func generateCGImagesAsynchronously(
    forTimes requestedTimes: [NSValue],
    completionHandler handler:
      @escaping @Sendable (CMTime, CGImage?, CMTime, Result, (any Error)?) -> Void
  ) {
    for value in requestedTimes {
      let time = value.timeValue
      handler(time, nil, .invalid, .failed, Self.decodeFailure(at: time))
    }
  }

  /// Cancels pending requests (none are pending: they end at once).
  open func cancelAllCGImageGeneration() {}

  /// Throws the decoding error.
  open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?)
    throws -> CGImage
  {
    throw Self.decodeFailure(at: requestedTime)
  }

  /// Throws the decoding error.
  open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
    throw Self.decodeFailure(at: time)
  }
}

extension NSValue {
  /// A value holding `time`. Linux's `NSValue` cannot hold a struct, so the time is kept as
  /// seconds (a `Double`); ``timeValue`` gives it back at timescale 600.
  public convenience init(time: CMTime) {
    var seconds = time.seconds
    self.init(bytes: &seconds, objCType: "d")
  }

  /// The time a value made with ``init(time:)`` holds (see there); invalid for another value.
  public var timeValue: CMTime {
    guard String(cString: objCType) == "d" else { return .invalid }
    var seconds = 0.0
    getValue(&seconds)
    return seconds.isNaN ? .invalid : CMTime(seconds: seconds, preferredTimescale: 600)
  }
}
