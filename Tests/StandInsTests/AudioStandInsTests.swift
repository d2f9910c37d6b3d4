import AVFoundationStandIn
import Foundation
import HeadlessUI
import Testing

/// The audio player plays on the frame clock for the length a WAV header gives, and tells its
/// delegate; the speech synthesizer speaks its queue in order, one utterance a turn.
@MainActor
@Suite("Audio stand-ins")
struct AudioStandInsTests {
  final class Listener: AVAudioPlayerDelegate, AVSpeechSynthesizerDelegate {
    var events: [String] = []
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
      events.append("finished \(flag)")
    }
    func speechSynthesizer(
      _ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance
    ) { events.append("start \(utterance.speechString)") }
    func speechSynthesizer(
      _ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance
    ) { events.append("finish \(utterance.speechString)") }
    func speechSynthesizer(
      _ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance
    ) { events.append("cancel \(utterance.speechString)") }
  }

  /// A RIFF WAVE header: 16-bit mono PCM at `rate` Hz, `seconds` long (the samples left out).
  static func wave(seconds: Double, rate: Int = 8000) -> Data {
    func word(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    func half(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    let dataSize = Int(seconds * Double(rate * 2))
    var bytes = Array("RIFF".utf8) + word(36 + dataSize) + Array("WAVE".utf8)
    bytes += Array("fmt ".utf8) + word(16) + half(1) + half(1) + word(rate) + word(rate * 2)
    bytes += half(2) + half(16)
    bytes += Array("data".utf8) + word(dataSize)
    return Data(bytes)
  }

  func window() -> UIWindow {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    window.makeKeyAndVisible()
    return window
  }

  @Test func aWaveFilePlaysForItsLengthOnTheFrameClock() throws {
    let window = window()
    let listener = Listener()
    let player = try AVAudioPlayer(data: Self.wave(seconds: 1.5))
    #expect(player.duration == 1.5)
    player.delegate = listener
    player.play()
    #expect(player.isPlaying)
    window.clock.advance(by: .seconds(1.4))
    #expect(listener.events.isEmpty)
    window.clock.advance(by: .seconds(0.2))
    #expect(listener.events == ["finished true"])
    #expect(!player.isPlaying)
  }

  @Test func pausingKeepsThePlaceAndStoppingTellsNothing() throws {
    let window = window()
    let listener = Listener()
    let player = try AVAudioPlayer(data: Self.wave(seconds: 1))
    player.delegate = listener
    player.play()
    window.clock.advance(by: .seconds(0.25))
    player.pause()
    #expect(abs(player.currentTime - 0.25) < 0.02)
    window.clock.advance(by: .seconds(2))
    #expect(listener.events.isEmpty, "paused: no finish")
    player.play()
    window.clock.advance(by: .seconds(0.8))
    #expect(listener.events == ["finished true"], "the rest, 0.75 s")
    player.numberOfLoops = -1
    player.play()
    window.clock.advance(by: .seconds(10))
    #expect(player.isPlaying, "loops until stopped")
    player.stop()
    #expect(!player.isPlaying && listener.events.count == 1)
  }

  @Test func anUnreadableFileThrowsAndOtherFormatsHaveNoLength() throws {
    #expect(throws: (any Error).self) {
      _ = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent/beep.caf"))
    }
    #expect(try AVAudioPlayer(data: Data("ID3 not a wave".utf8)).duration == 0)
    #expect(try AVAudioPlayer(data: Data("RIFF".utf8)).duration == 0, "a header cut short")
  }

  @Test func utterancesAreSpokenInOrderOneATurn() {
    let window = window()
    let listener = Listener()
    let synthesizer = AVSpeechSynthesizer()
    synthesizer.delegate = listener
    synthesizer.speak(AVSpeechUtterance(string: "one"))
    synthesizer.speak(AVSpeechUtterance(string: "two"))
    #expect(synthesizer.isSpeaking && listener.events.isEmpty)
    window.clock.advance(by: .seconds(1.0 / 60))
    #expect(listener.events == ["start one", "finish one", "start two", "finish two"])
    #expect(!synthesizer.isSpeaking)
    #expect(AVSpeechSynthesisVoice(language: "fr-FR")?.language == "fr-FR")
  }

  @Test func stoppingCancelsTheQueueAndPausingHoldsIt() {
    let window = window()
    let listener = Listener()
    let synthesizer = AVSpeechSynthesizer()
    synthesizer.delegate = listener
    synthesizer.speak(AVSpeechUtterance(string: "held"))
    #expect(synthesizer.pauseSpeaking(at: .immediate))
    window.clock.advance(by: .seconds(1))
    #expect(listener.events.isEmpty)
    #expect(synthesizer.continueSpeaking())
    window.clock.advance(by: .seconds(1.0 / 60))
    #expect(listener.events == ["start held", "finish held"])
    synthesizer.speak(AVSpeechUtterance(string: "dropped"))
    synthesizer.stopSpeaking(at: .immediate)
    window.clock.advance(by: .seconds(1))
    #expect(listener.events.last == "cancel dropped")
    #expect(!synthesizer.isSpeaking)
  }
}
