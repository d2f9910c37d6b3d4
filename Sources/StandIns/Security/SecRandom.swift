import Foundation
import Synchronization

/// A source of random bytes (the Security framework's `SecRandomRef`): one kind here.
public struct SecRandomRef: Sendable, Hashable {}
/// The default source.
public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `count` bytes at `bytes` (the Security framework's `SecRandomCopyBytes`), returning
/// 0. The bytes are not secret: a replay must not depend on anything it cannot repeat, so they
/// come from one fixed pseudo-random sequence per process (SplitMix64 from 0; this project's
/// choice), the same on every run. Nothing a test replays needs them to be unpredictable.
public func SecRandomCopyBytes(
  _ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer
) -> Int32 {
  let buffer = UnsafeMutableRawBufferPointer(start: bytes, count: count)
  SecRandomSequence.state.withLock { state in
    for index in 0..<count {
      if index % 8 == 0 { state.next() }
      buffer[index] = UInt8(truncatingIfNeeded: state.value >> (UInt64(index % 8) * 8))
    }
  }
  return 0
}

/// The process's sequence of SecRandomCopyBytes.
struct SecRandomSequence {
  static let state = Mutex(SecRandomSequence())
  private var seed: UInt64 = 0
  private(set) var value: UInt64 = 0

  /// SplitMix64's next value.
  mutating func next() {
    seed &+= 0x9E37_79B9_7F4A_7C15
    var z = seed
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    value = z ^ (z >> 31)
  }
}

/// How a keychain item's access is guarded (the Security framework's
/// `SecAccessControlCreateFlags`): kept, enforced by nothing (the device is always unlocked and
/// no one is asked).
public struct SecAccessControlCreateFlags: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let userPresence = SecAccessControlCreateFlags(rawValue: 1 << 0)
  public static let biometryAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
  public static let touchIDAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
  public static let biometryCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
  public static let touchIDCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
  public static let devicePasscode = SecAccessControlCreateFlags(rawValue: 1 << 4)
  public static let watch = SecAccessControlCreateFlags(rawValue: 1 << 5)
  public static let or = SecAccessControlCreateFlags(rawValue: 1 << 14)
  public static let and = SecAccessControlCreateFlags(rawValue: 1 << 15)
  public static let privateKeyUsage = SecAccessControlCreateFlags(rawValue: 1 << 30)
  public static let applicationPassword = SecAccessControlCreateFlags(rawValue: 1 << 31)
}

/// An item's access control: its protection and flags.
public final class SecAccessControl: Sendable {
  /// The accessibility (`kSecAttrAccessibleWhenUnlocked`…).
  public let protection: String
  /// The flags.
  public let flags: SecAccessControlCreateFlags
  init(protection: String, flags: SecAccessControlCreateFlags) {
    self.protection = protection
    self.flags = flags
  }
}

/// An access control of `protection` and `flags` (never fails here).
public func SecAccessControlCreateWithFlags(
  _ allocator: AnyObject?, _ protection: AnyObject, _ flags: SecAccessControlCreateFlags,
  _ error: UnsafeMutablePointer<Unmanaged<NSError>?>?
) -> SecAccessControl? {
  SecAccessControl(protection: (protection as? String) ?? "\(protection)", flags: flags)
}
