@_exported import CoreMediaStandIn
import Foundation
@_exported import HeadlessUI
@_exported import ImageIOStandIn

/// A stand-in for AVFoundation's asset: a URL and nothing of its media.
open class AVAsset: NSObject, @unchecked Sendable {
  /// The URL of an asset made with ``init(url:)``.
  public let assetURL: URL?

  /// An asset of nothing.
  public override init() {
    assetURL = nil
    super.init()
  }

  /// An asset at `url` (never read): what iOS's deprecated `AVAsset(url:)` makes.
  public init(url: URL) {
    assetURL = url
    super.init()
  }

  /// The asset's duration: indefinite (the stand-in reads no media).
  open var duration: CMTime { .indefinite }
}

/// A stand-in for an asset at a URL.
open class AVURLAsset: AVAsset, @unchecked Sendable {
  /// The URL given.
  public let url: URL

  /// An asset at `url` (never read).
  public init(url: URL, options: [String: Any]? = nil) {
    self.url = url
    super.init(url: url)
  }
}

/// A stand-in for a player item: its asset, never ready to play.
@MainActor
open class AVPlayerItem: NSObject {
  /// The item's status.
  public enum Status: Int, Sendable {
    case unknown, readyToPlay, failed
  }

  /// The asset.
  public let asset: AVAsset
  /// Always `.unknown`: the stand-in loads no media.
  open var status: Status { .unknown }
  /// The asset's duration (indefinite).
  open var duration: CMTime { asset.duration }
  /// Where playback is: always zero.
  open func currentTime() -> CMTime { .zero }

  /// An item of `asset`.
  public init(asset: AVAsset) {
    self.asset = asset
  }

  /// An item of the asset at `url`.
  public convenience init(url: URL) {
    self.init(asset: AVURLAsset(url: url))
  }
}

extension NSNotification.Name {
  /// Posted when an item played to its end (never, by the stand-in).
  public static let AVPlayerItemDidPlayToEndTime = NSNotification.Name(
    "AVPlayerItemDidPlayToEndTimeNotification")
}

/// A stand-in for AVFoundation's player: it keeps what it is told (the item, the rate, the
/// volume) and plays nothing — its time stays at zero and its time observers are never called.
/// Enough for a transition that owns a player, starts and pauses it, and lays out its layer.
@MainActor
open class AVPlayer: NSObject {
  /// Whether the player plays or waits.
  public enum TimeControlStatus: Int, Sendable {
    case paused, waitingToPlayAtSpecifiedRate, playing
  }

  /// What the player does when its item ends.
  public enum ActionAtItemEnd: Int, Sendable {
    case advance, pause, none
  }

  /// The item being played.
  open private(set) var currentItem: AVPlayerItem?
  /// 1 after ``play()``, 0 after ``pause()``.
  open var rate: Float = 0
  /// ``TimeControlStatus/playing`` while the rate is not 0.
  open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }
  /// The volume, 0…1.
  open var volume: Float = 1
  /// Whether the sound is muted.
  open var isMuted = false
  /// What happens at the item's end.
  open var actionAtItemEnd: ActionAtItemEnd = .pause
  /// The last time ``seek(to:)`` asked for (the stand-in does not move there).
  public private(set) var requestedTime: CMTime = .zero

  /// A player without an item.
  public override init() {}

  /// A player of `item`.
  public init(playerItem item: AVPlayerItem?) {
    currentItem = item
  }

  /// A player of the media at `url`.
  public convenience init(url: URL) {
    self.init(playerItem: AVPlayerItem(url: url))
  }

  /// Plays: the rate becomes 1 (nothing plays).
  open func play() { rate = 1 }
  /// Pauses: the rate becomes 0.
  open func pause() { rate = 0 }
  /// Where playback is: always zero.
  open func currentTime() -> CMTime { .zero }
  /// Asks to move to `time` (kept in ``requestedTime``; the time stays zero).
  open func seek(to time: CMTime) { requestedTime = time }
  /// Asks to move to `time`, then calls `completionHandler` with `true` at once.
  open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) {
    requestedTime = time
    completionHandler(true)
  }
  /// Replaces the item.
  open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

  /// An observer that is never called (no time passes in the stand-in's media); remove it with
  /// ``removeTimeObserver(_:)``.
  open func addPeriodicTimeObserver(
    forInterval interval: CMTime, queue: DispatchQueue?,
    using block: @escaping @Sendable (CMTime) -> Void
  ) -> Any {
    NSObject()
  }

  /// Removes an observer.
  open func removeTimeObserver(_ observer: Any) {}
}

/// How video fills a layer's bounds.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Fit, letterboxed.
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
  /// Fill, cropped.
  public static let resizeAspectFill = AVLayerVideoGravity(
    rawValue: "AVLayerVideoGravityResizeAspectFill")
  /// Stretched.
  public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// A stand-in for the layer that shows a player's video: a layer with the player and gravity,
/// laid out as any layer, showing nothing.
open class AVPlayerLayer: CALayer {
  /// The player.
  open var player: AVPlayer?
  /// How video would fill the bounds.
  open var videoGravity: AVLayerVideoGravity = .resizeAspect
  /// Always false: no frame of video ever arrives.
  open var isReadyForDisplay: Bool { false }
  /// Where video would be drawn: the bounds (the stand-in knows no video size).
  open var videoRect: CGRect { bounds }

  /// A layer.
  public required init() { super.init() }

  /// A layer of `player`.
  public convenience init(player: AVPlayer?) {
    self.init()
    self.player = player
  }
}
