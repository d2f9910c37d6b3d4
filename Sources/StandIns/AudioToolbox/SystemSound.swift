import Dispatch
@_exported import Foundation
import SecurityStandIn  // OSStatus, MacTypes' result code, which Foundation brings on iOS

/// A system sound's identifier.
public typealias SystemSoundID = UInt32

/// The identifier that makes the device vibrate (Apple's value).
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF
/// Success.
public let kAudioServicesNoError: OSStatus = 0
/// Apple's "unspecified error" of system sound services.
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500

/// The sounds made by ``AudioServicesCreateSystemSoundID(_:_:)`` in this process, by
/// identifier: the file each names. Identifiers count up from 4096 in the order sounds are made,
/// so that a run of the same app makes the same identifiers.
final class SystemSounds: @unchecked Sendable {
  static let shared = SystemSounds()
  private let lock = NSLock()
  private var files: [SystemSoundID: URL] = [:]
  private var next: SystemSoundID = 4096
  private var played: [SystemSoundID] = []

  func make(_ file: URL) -> SystemSoundID {
    lock.withLock {
      let id = next
      next += 1
      files[id] = file
      return id
    }
  }

  func dispose(_ id: SystemSoundID) -> Bool {
    lock.withLock { files.removeValue(forKey: id) != nil }
  }

  func play(_ id: SystemSoundID) { lock.withLock { played.append(id) } }

  var playedSounds: [SystemSoundID] { lock.withLock { played } }
}

/// Makes a system sound from a sound file. The stand-in plays nothing, but checks what iOS
/// checks first: a file that does not exist is ``kAudioServicesSystemSoundUnspecifiedError``
/// and leaves `outSystemSoundID` as it was. `inFileURL` is a `URL` (`CFURL` is one here).
public func AudioServicesCreateSystemSoundID(
  _ inFileURL: URL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>
) -> OSStatus {
  guard inFileURL.isFileURL, FileManager.default.fileExists(atPath: inFileURL.path) else {
    return kAudioServicesSystemSoundUnspecifiedError
  }
  outSystemSoundID.pointee = SystemSounds.shared.make(inFileURL)
  return kAudioServicesNoError
}

/// Forgets a system sound: ``kAudioServicesNoError``, or the unspecified error for an
/// identifier never made.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
  SystemSounds.shared.dispose(inSystemSoundID)
    ? kAudioServicesNoError : kAudioServicesSystemSoundUnspecifiedError
}

/// Plays a system sound: nothing is heard; the request is kept (``AudioServicesPlayedSounds()``).
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
  SystemSounds.shared.play(inSystemSoundID)
}

/// Plays a system sound as an alert (vibrating where the device would): nothing happens; the
/// request is kept.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
  AudioServicesPlaySystemSound(inSystemSoundID)
}

/// Plays a system sound, then calls `inCompletionBlock` — asynchronously on the main queue, as
/// a sound of no length ends at once.
public func AudioServicesPlaySystemSoundWithCompletion(
  _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?
) {
  AudioServicesPlaySystemSound(inSystemSoundID)
  if let inCompletionBlock { DispatchQueue.main.async(execute: inCompletionBlock) }
}

/// The sounds played so far in this process, in order (a GestureTape addition, for tests that
/// check a tap "clicked").
public func AudioServicesPlayedSounds() -> [SystemSoundID] {
  SystemSounds.shared.playedSounds
}
