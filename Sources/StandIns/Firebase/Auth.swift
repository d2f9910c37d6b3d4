import Foundation

/// Authentication, on a device with no network and nobody signed in: ``currentUser`` is nil,
/// every sign-in, sign-up and reset fails on the main queue with `AuthErrorCode.networkError`
/// (17020, Firebase's code for an unreachable service), a state listener is told at once (on
/// the main queue) that nobody is signed in, and signing out succeeds.
public final class Auth: @unchecked Sendable {
  private static let shared = Auth()
  private var nextHandle = 0
  private var listeners: [Int: (Auth, User?) -> Void] = [:]

  /// The shared instance.
  public static func auth() -> Auth { shared }

  /// Who is signed in: nobody.
  public var currentUser: User? { nil }
  /// The language code for emails (kept).
  public var languageCode: String?

  public func signIn(
    withEmail email: String, password: String,
    completion: ((AuthDataResult?, Error?) -> Void)? = nil
  ) { fail(completion) }

  public func signIn(
    with credential: AuthCredential, completion: ((AuthDataResult?, Error?) -> Void)? = nil
  ) {
    fail(completion)
  }

  public func signInAnonymously(completion: ((AuthDataResult?, Error?) -> Void)? = nil) {
    fail(completion)
  }

  public func signIn(
    withCustomToken token: String, completion: ((AuthDataResult?, Error?) -> Void)? = nil
  ) {
    fail(completion)
  }

  public func createUser(
    withEmail email: String, password: String,
    completion: ((AuthDataResult?, Error?) -> Void)? = nil
  ) { fail(completion) }

  public func sendPasswordReset(withEmail email: String, completion: ((Error?) -> Void)? = nil) {
    onMain { completion?(FirebaseErrors.network("auth")) }
  }

  /// Signs out (nobody was signed in).
  public func signOut() throws {}

  /// Tells `listener` now (on the main queue) and at every change who is signed in.
  @discardableResult
  public func addStateDidChangeListener(_ listener: @escaping (Auth, User?) -> Void)
    -> AuthStateDidChangeListenerHandle
  {
    nextHandle += 1
    listeners[nextHandle] = listener
    onMain { listener(self, nil) }
    return AuthStateDidChangeListenerHandle(id: nextHandle)
  }

  public func removeStateDidChangeListener(_ handle: AuthStateDidChangeListenerHandle) {
    listeners[handle.id] = nil
  }

  public func addIDTokenDidChangeListener(_ listener: @escaping (Auth, User?) -> Void)
    -> AuthStateDidChangeListenerHandle
  { addStateDidChangeListener(listener) }

  public func setAPNSToken(_ token: Data, type: AuthAPNSTokenType) {}
  public func canHandleNotification(_ userInfo: [AnyHashable: Any]) -> Bool { false }
  public func canHandle(_ url: URL) -> Bool { false }

  private func fail(_ completion: ((AuthDataResult?, Error?) -> Void)?) {
    onMain { completion?(nil, FirebaseErrors.network("auth")) }
  }
}

/// A listener's handle.
public struct AuthStateDidChangeListenerHandle: Hashable, Sendable {
  let id: Int
}

/// The kind of an APNs token.
public enum AuthAPNSTokenType: Int, Sendable {
  case unknown, sandbox, prod
}

/// Auth's error codes (Firebase's values).
public enum AuthErrorCode: Int, Sendable, Error {
  case invalidCustomToken = 17000
  case customTokenMismatch = 17002
  case invalidCredential = 17004
  case userDisabled = 17005
  case operationNotAllowed = 17006
  case emailAlreadyInUse = 17007
  case invalidEmail = 17008
  case wrongPassword = 17009
  case tooManyRequests = 17010
  case userNotFound = 17011
  case requiresRecentLogin = 17014
  case networkError = 17020
  case userTokenExpired = 17021
  case weakPassword = 17026
  case internalError = 17999
}

/// A signed-in user (never made by the stand-in: nobody signs in; apps and tests may make one).
open class User: @unchecked Sendable {
  public let uid: String
  public var email: String?
  public var displayName: String?
  public var photoURL: URL?
  public var phoneNumber: String?
  public var isAnonymous = false
  public var isEmailVerified = false
  public var providerID = "firebase"

  public init(uid: String) { self.uid = uid }

  public func createProfileChangeRequest() -> UserProfileChangeRequest {
    UserProfileChangeRequest(user: self)
  }

  public func getIDToken(completion: ((String?, Error?) -> Void)?) {
    onMain { completion?(nil, FirebaseErrors.network("auth")) }
  }

  public func reload(completion: ((Error?) -> Void)? = nil) {
    onMain { completion?(FirebaseErrors.network("auth")) }
  }

  public func delete(completion: ((Error?) -> Void)? = nil) {
    onMain { completion?(FirebaseErrors.network("auth")) }
  }

  public func sendEmailVerification(completion: ((Error?) -> Void)? = nil) {
    onMain { completion?(FirebaseErrors.network("auth")) }
  }

  public func updateEmail(to email: String, completion: ((Error?) -> Void)? = nil) {
    onMain { completion?(FirebaseErrors.network("auth")) }
  }

  public func updatePassword(to password: String, completion: ((Error?) -> Void)? = nil) {
    onMain { completion?(FirebaseErrors.network("auth")) }
  }
}

/// A change to a user's profile: committing it fails (no network).
public final class UserProfileChangeRequest: @unchecked Sendable {
  public var displayName: String?
  public var photoURL: URL?
  let user: User

  init(user: User) { self.user = user }

  public func commitChanges(completion: ((Error?) -> Void)? = nil) {
    onMain { completion?(FirebaseErrors.network("auth")) }
  }
}

/// The result of a sign-in (never made here).
public final class AuthDataResult: @unchecked Sendable {
  public let user: User
  public init(user: User) { self.user = user }
}

/// A credential to sign in with.
open class AuthCredential: @unchecked Sendable {
  public let provider: String
  init(provider: String) { self.provider = provider }
}

public enum GoogleAuthProvider {
  public static func credential(withIDToken idToken: String, accessToken: String) -> AuthCredential
  {
    AuthCredential(provider: "google.com")
  }
}

public enum EmailAuthProvider {
  public static func credential(withEmail email: String, password: String) -> AuthCredential {
    AuthCredential(provider: "password")
  }
}

public enum FacebookAuthProvider {
  public static func credential(withAccessToken accessToken: String) -> AuthCredential {
    AuthCredential(provider: "facebook.com")
  }
}

public enum TwitterAuthProvider {
  public static func credential(withToken token: String, secret: String) -> AuthCredential {
    AuthCredential(provider: "twitter.com")
  }
}

/// Firebase 3's names; `FIRAuth.auth()` answered an optional then.
public enum FIRAuth {
  public static func auth() -> Auth? { Auth.auth() }
}

public typealias FIRUser = User
public typealias FIRAuthCredential = AuthCredential
public typealias FIRGoogleAuthProvider = GoogleAuthProvider
public typealias FIREmailAuthProvider = EmailAuthProvider
public typealias FIRFacebookAuthProvider = FacebookAuthProvider
public typealias FIRAuthDataResult = AuthDataResult
