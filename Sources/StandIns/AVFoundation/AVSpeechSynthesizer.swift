import Foundation
import HeadlessUI

/// The slowest rate an utterance takes.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The fastest.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
/// The rate an utterance has unless set.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// A voice of a language; the stand-in has one, for any language code asked.
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
  /// The language, BCP 47 (`en-US`).
  public let language: String
  /// The voice's name: its language here.
  open var name: String { language }
  /// An identifier in Apple's form.
  open var identifier: String { "com.apple.voice.compact.\(language)" }

  /// The voice of `languageCode` (nil: `en-US`, the language this stand-in reports).
  public init?(language languageCode: String?) {
    language = languageCode ?? "en-US"
    super.init()
  }

  /// The voices installed: one, `en-US`.
  open class func speechVoices() -> [AVSpeechSynthesisVoice] {
    [AVSpeechSynthesisVoice(language: "en-US")].compactMap { $0 }
  }

  /// The language of the device: `en-US`.
  open class func currentLanguageCode() -> String { "en-US" }
}

/// Text to speak, with its rate, pitch, volume and voice (kept; nothing is heard).
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
  /// The text.
  public let speechString: String
  /// Kept.
  open var rate = AVSpeechUtteranceDefaultSpeechRate
  /// Kept.
  open var pitchMultiplier: Float = 1
  /// Kept.
  open var volume: Float = 1
  /// Kept.
  open var preUtteranceDelay: TimeInterval = 0
  /// Kept.
  open var postUtteranceDelay: TimeInterval = 0
  /// Kept.
  open var voice: AVSpeechSynthesisVoice?

  /// An utterance of `string`.
  public init(string: String) {
    speechString = string
    super.init()
  }
}

/// Where a synthesizer stops or pauses.
public enum AVSpeechBoundary: Int, Sendable {
  /// At once.
  case immediate
  /// After the word being spoken.
  case word
}

/// What a synthesizer tells; every method defaults to nothing.
@preconcurrency @MainActor
public protocol AVSpeechSynthesizerDelegate: AnyObject {
  /// `utterance` began.
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
  /// `utterance` was spoken to its end.
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
  /// `utterance` was stopped before its end, or before it began.
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
  public func speechSynthesizer(
    _ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance
  ) {}
  public func speechSynthesizer(
    _ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance
  ) {}
  public func speechSynthesizer(
    _ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance
  ) {}
}

/// A stand-in for the speech synthesizer
/// (https://developer.apple.com/documentation/avfaudio/avspeechsynthesizer): it says nothing
/// aloud. Utterances are spoken in order, each on a turn of its own — the most recent window's
/// frame clock's next turn, or with no window the main queue's: the delegate hears `didStart`
/// then `didFinish` (speech has no length here — this project's choice, as no voice gives one).
/// Stopping cancels what is queued; pausing holds the queue.
@preconcurrency @MainActor
open class AVSpeechSynthesizer: NSObject {
  /// Told as utterances start, finish and are cancelled.
  open weak var delegate: (any AVSpeechSynthesizerDelegate)?
  /// Whether an utterance is queued and not yet finished.
  open var isSpeaking: Bool { !queued.isEmpty }
  /// Whether speech is paused.
  open private(set) var isPaused = false
  private var queued: [AVSpeechUtterance] = []
  private var turnRequested = false

  /// A synthesizer.
  public override init() { super.init() }

  /// Queues `utterance` after those queued.
  open func speak(_ utterance: AVSpeechUtterance) {
    queued.append(utterance)
    requestTurn()
  }

  /// Stops: the queued utterances are cancelled, the delegate told of each. True.
  @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
    let cancelled = queued
    queued = []
    isPaused = false
    for utterance in cancelled { delegate?.speechSynthesizer(self, didCancel: utterance) }
    return true
  }

  /// Holds the queue until ``continueSpeaking()``. True when something was being spoken.
  @discardableResult open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool {
    guard isSpeaking else { return false }
    isPaused = true
    return true
  }

  /// Goes on with the queue. True when it was paused.
  @discardableResult open func continueSpeaking() -> Bool {
    guard isPaused else { return false }
    isPaused = false
    requestTurn()
    return true
  }

  private func requestTurn() {
    guard !turnRequested, !isPaused, !queued.isEmpty else { return }
    turnRequested = true
    if let clock = UIWindow.mostRecentClock {
      _ = clock.schedule(after: .zero) { [weak self] in self?.speakNext() }
    } else {
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated { self?.speakNext() }
      }
    }
  }

  private func speakNext() {
    turnRequested = false
    guard !isPaused, let utterance = queued.first else { return }
    delegate?.speechSynthesizer(self, didStart: utterance)
    // The delegate may have stopped or paused it.
    guard !isPaused, queued.first === utterance else { return }
    queued.removeFirst()
    delegate?.speechSynthesizer(self, didFinish: utterance)
    requestTurn()
  }
}
