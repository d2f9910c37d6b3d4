import Foundation
import HeadlessUI

/// What an audio player tells
/// (https://developer.apple.com/documentation/avfaudio/avaudioplayerdelegate); both methods
/// default to nothing.
@preconcurrency @MainActor
public protocol AVAudioPlayerDelegate: AnyObject {
  /// The sound played to its end (`flag` true) or could not be decoded (false).
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
  /// Decoding failed while playing (never, here: nothing is decoded).
  func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
  public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
  public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// A stand-in for AVFoundation's audio player
/// (https://developer.apple.com/documentation/avfaudio/avaudioplayer): it reads the file or
/// data it is given (a file that cannot be read throws, as iOS's initializer does) and plays no
/// sound, on the frame clock: ``play()`` finishes after ``duration`` times the loops, and the
/// delegate hears `audioPlayerDidFinishPlaying(_:successfully:)` then.
///
/// The duration is read from a WAV file's header (its data size over its byte rate); of any
/// other format it is 0 here, so such a sound finishes on the clock's next turn — this
/// project's choice, as no decoder gives its length. The clock is the most recent window's; with
/// no window, the finish comes on the main queue's next turn.
@preconcurrency @MainActor
open class AVAudioPlayer: NSObject {
  /// The file played, when made from one.
  public let url: URL?
  /// The bytes played.
  public let data: Data?
  /// Told when a play finishes.
  open weak var delegate: (any AVAudioPlayerDelegate)?
  /// Kept; nothing is heard.
  open var volume: Float = 1
  /// Kept.
  open var pan: Float = 0
  /// The playback rate, applied to the time a play takes when ``enableRate`` is true.
  open var rate: Float = 1
  /// Whether ``rate`` applies.
  open var enableRate = false
  /// How many times the sound repeats after the first play (-1: until stopped).
  open var numberOfLoops = 0
  /// Where playback is, in seconds (0 until played; kept when paused).
  open var currentTime: TimeInterval = 0
  /// Kept; the meters read silence.
  open var isMeteringEnabled = false
  /// The sound's length in seconds: a WAV file's, else 0.
  public let duration: TimeInterval
  /// Whether a play is under way.
  open private(set) var isPlaying = false
  /// The play under way on a frame clock: its finish, and when and from where it started.
  private var finish:
    (clock: FrameClock, callback: ScheduledCallback, startedAt: VirtualInstant, from: TimeInterval)?

  /// A player of the file at `url`.
  ///
  /// - Throws: Foundation's error for a file that cannot be read.
  public init(contentsOf url: URL) throws {
    let data = try Data(contentsOf: url)
    self.data = data
    self.url = url
    duration = Self.waveDuration(of: data) ?? 0
    super.init()
  }

  /// A player of `url`; the type hint is not needed.
  public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
    try self.init(contentsOf: url)
  }

  /// A player of `data`.
  public init(data: Data) throws {
    self.data = data
    url = nil
    duration = Self.waveDuration(of: data) ?? 0
    super.init()
  }

  /// A player of `data`; the type hint is not needed.
  public convenience init(data: Data, fileTypeHint utiString: String?) throws {
    try self.init(data: data)
  }

  /// A player of nothing (`AVAudioPlayer()`, which iOS allows): it plays nothing for 0 s.
  public override init() {
    data = nil
    url = nil
    duration = 0
    super.init()
  }

  /// Readies playback: true.
  @discardableResult open func prepareToPlay() -> Bool { true }

  /// Plays from ``currentTime``: finishes after the rest of the sound and its loops (never with
  /// `numberOfLoops` -1), telling the delegate. True.
  @discardableResult open func play() -> Bool {
    cancelFinish()
    isPlaying = true
    guard numberOfLoops >= 0 else { return true }
    let speed = enableRate && rate > 0 ? Double(rate) : 1
    let remaining = max(duration * Double(numberOfLoops + 1) - currentTime, 0) / speed
    guard let clock = UIWindow.mostRecentClock else {
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated { self?.finished() }
      }
      return true
    }
    let callback = clock.schedule(after: .seconds(remaining)) { [weak self] in self?.finished() }
    finish = (clock, callback, clock.now, currentTime)
    return true
  }

  /// Plays after `time` (a device time, which the frame clock does not have): at once.
  @discardableResult open func play(atTime time: TimeInterval) -> Bool { play() }

  /// Pauses: the finish is called off and ``currentTime`` is where the play got to on the
  /// frame clock (within the sound: the loops played are not counted), so ``play()`` resumes.
  open func pause() {
    if let finish, duration > 0 {
      let speed = enableRate && rate > 0 ? Double(rate) : 1
      let played = finish.from + (finish.clock.now - finish.startedAt).seconds * speed
      currentTime = played.truncatingRemainder(dividingBy: duration)
    }
    cancelFinish()
    isPlaying = false
  }

  /// Stops; ``currentTime`` stays where it is, and the delegate is not told, as on iOS.
  open func stop() {
    pause()
  }

  /// Nothing to meter.
  open func updateMeters() {}
  /// Silence: -160 dB.
  open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
  /// Silence: -160 dB.
  open func peakPower(forChannel channelNumber: Int) -> Float { -160 }

  private func finished() {
    guard isPlaying else { return }
    finish = nil
    isPlaying = false
    currentTime = 0
    delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
  }

  private func cancelFinish() {
    if let finish { finish.clock.cancel(finish.callback) }
    finish = nil
  }

  /// The length of a RIFF WAVE file in seconds: its `data` chunk's size over the byte rate
  /// its `fmt ` chunk gives. Nil for anything else or a header cut short.
  nonisolated static func waveDuration(of data: Data) -> TimeInterval? {
    let bytes = [UInt8](data.prefix(4096))
    func text(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }
    func word(_ at: Int) -> Int {
      (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
    }
    guard bytes.count >= 12, text(0) == "RIFF", text(8) == "WAVE" else { return nil }
    var offset = 12
    var byteRate: Int?
    while offset + 8 <= bytes.count {
      let size = word(offset + 4)
      switch text(offset) {
      case "fmt " where offset + 20 <= bytes.count: byteRate = word(offset + 16)
      case "data":
        guard let byteRate, byteRate > 0 else { return nil }
        return TimeInterval(size) / TimeInterval(byteRate)
      default: break
      }
      offset += 8 + size + size % 2
    }
    return nil
  }
}
