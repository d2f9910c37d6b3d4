import Dispatch
@_exported import Foundation

/// What to authenticate with, with Apple's raw values.
public enum LAPolicy: Int, Sendable {
  case deviceOwnerAuthenticationWithBiometrics = 1
  case deviceOwnerAuthentication = 2
  case deviceOwnerAuthenticationWithWatch = 3
  case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
  case deviceOwnerAuthenticationWithWristDetection = 5
}

/// The device's biometry, with Apple's raw values.
public enum LABiometryType: Int, Sendable {
  case none = 0
  case touchID = 1
  case faceID = 2
  case opticID = 4
}

/// LocalAuthentication's errors (`com.apple.LocalAuthentication`), with Apple's codes.
public struct LAError: CustomNSError, Sendable, Equatable {
  public enum Code: Int, Sendable {
    case authenticationFailed = -1
    case userCancel = -2
    case userFallback = -3
    case systemCancel = -4
    case passcodeNotSet = -5
    case biometryNotAvailable = -6
    case biometryNotEnrolled = -7
    case biometryLockout = -8
    case appCancel = -9
    case invalidContext = -10
    case watchNotAvailable = -11
    case biometryNotPaired = -12
    case biometryDisconnected = -13
    case notInteractive = -1004

    public static let touchIDNotAvailable = Code.biometryNotAvailable
    public static let touchIDNotEnrolled = Code.biometryNotEnrolled
    public static let touchIDLockout = Code.biometryLockout
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { "com.apple.LocalAuthentication" }
  public var errorCode: Int { code.rawValue }

  public static let authenticationFailed = Code.authenticationFailed
  public static let userCancel = Code.userCancel
  public static let userFallback = Code.userFallback
  public static let systemCancel = Code.systemCancel
  public static let passcodeNotSet = Code.passcodeNotSet
  public static let biometryNotAvailable = Code.biometryNotAvailable
  public static let biometryNotEnrolled = Code.biometryNotEnrolled
  public static let biometryLockout = Code.biometryLockout
  public static let appCancel = Code.appCancel
  public static let invalidContext = Code.invalidContext
  public static let notInteractive = Code.notInteractive
  public static let touchIDNotAvailable = Code.biometryNotAvailable
  public static let touchIDNotEnrolled = Code.biometryNotEnrolled
  public static let touchIDLockout = Code.biometryLockout
}

// The C names of the codes (LAError.h), as `Int32` like Apple's.
public let kLAErrorAuthenticationFailed = Int32(LAError.Code.authenticationFailed.rawValue)
public let kLAErrorUserCancel = Int32(LAError.Code.userCancel.rawValue)
public let kLAErrorUserFallback = Int32(LAError.Code.userFallback.rawValue)
public let kLAErrorSystemCancel = Int32(LAError.Code.systemCancel.rawValue)
public let kLAErrorPasscodeNotSet = Int32(LAError.Code.passcodeNotSet.rawValue)
public let kLAErrorBiometryNotAvailable = Int32(LAError.Code.biometryNotAvailable.rawValue)
public let kLAErrorBiometryNotEnrolled = Int32(LAError.Code.biometryNotEnrolled.rawValue)
public let kLAErrorBiometryLockout = Int32(LAError.Code.biometryLockout.rawValue)
public let kLAErrorAppCancel = Int32(LAError.Code.appCancel.rawValue)
public let kLAErrorInvalidContext = Int32(LAError.Code.invalidContext.rawValue)
public let kLAErrorNotInteractive = Int32(LAError.Code.notInteractive.rawValue)
public let kLAErrorTouchIDNotAvailable = kLAErrorBiometryNotAvailable
public let kLAErrorTouchIDNotEnrolled = kLAErrorBiometryNotEnrolled
public let kLAErrorTouchIDLockout = kLAErrorBiometryLockout

/// A stand-in for LocalAuthentication's context, on a device with no passcode and no biometry
/// set up: ``canEvaluatePolicy(_:error:)`` is false, with ``LAError/Code/biometryNotAvailable``
/// for the biometric policies and ``LAError/Code/passcodeNotSet`` for the others (Apple's
/// errors for such a device), and ``biometryType`` is `.none`. ``evaluatePolicy(_:localizedReason:reply:)``
/// answers `false` with the same error, asynchronously on the main queue (iOS answers on a
/// queue of its own), so code takes its "cannot authenticate" path.
open class LAContext: NSObject, @unchecked Sendable {
  open var localizedFallbackTitle: String?
  open var localizedCancelTitle: String?
  open var localizedReason = ""
  open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
  open var interactionNotAllowed = false
  private var invalidated = false

  /// The biometry the device has: none.
  open var biometryType: LABiometryType { .none }
  /// Apple's token of the enrolled fingers or faces: nil, none are enrolled.
  open var evaluatedPolicyDomainState: Data? { nil }

  public override init() { super.init() }

  /// The error a policy meets on this device.
  func failure(for policy: LAPolicy) -> LAError {
    if invalidated { return LAError(.invalidContext) }
    switch policy {
    case .deviceOwnerAuthenticationWithBiometrics, .deviceOwnerAuthenticationWithBiometricsOrWatch:
      return LAError(.biometryNotAvailable)
    case .deviceOwnerAuthenticationWithWatch:
      return LAError(.watchNotAvailable)
    case .deviceOwnerAuthentication, .deviceOwnerAuthenticationWithWristDetection:
      return LAError(.passcodeNotSet)
    }
  }

  /// Whether `policy` can be evaluated: false, and `error` (when given) gets the reason as an
  /// `NSError` in LocalAuthentication's domain.
  open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
    error?.pointee = failure(for: policy) as NSError
    return false
  }

  /// Authenticates: `reply` gets `false` and the policy's error, on the main queue.
  open func evaluatePolicy(
    _ policy: LAPolicy, localizedReason: String,
    reply: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    let error = failure(for: policy)
    DispatchQueue.main.async { reply(false, error) }
  }

  /// Authenticates: throws the policy's error.
  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
    throw failure(for: policy)
  }

  /// Ends the context: later evaluations fail with ``LAError/Code/invalidContext``.
  open func invalidate() { invalidated = true }
}
