/// One thing that stopped an app before it ran: a build error or a launch failure, classified.
public struct Blocker: Codable, Hashable, Sendable {
  /// What it is, in words a user acts on.
  public var cause: Cause
  /// The app's file it is in, relative to the app folder (nil: not in a file of the app).
  public var file: String?
  /// The line in that file, from 1.
  public var line: Int?
  /// The compiler's or the launch's own message.
  public var message: String

  /// A blocker.
  public init(cause: Cause, file: String?, line: Int?, message: String) {
    self.cause = cause
    self.file = file
    self.line = line
    self.message = message
  }

  /// `FILE:LINE: ` when the blocker has a place, else empty.
  public var place: String {
    guard let file else { return "" }
    return line.map { "\(file):\($0): " } ?? "\(file): "
  }
}

/// What kind of gap stopped an app or made a replay go wrong, and its subject: the unit the
/// corpus ranking counts (two apps with the same cause are stopped by the same missing piece).
public struct Cause: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The kind of gap.
  public var kind: Kind
  /// What it is about: the missing declaration (`UIView.snapshotView`), the module, the port
  /// rule, the Swift name; empty when the kind says all.
  public var subject: String
  /// Extra words for a user: whether today's iOS SDK accepts an old Swift name, whether a ported
  /// copy or a stand-in of a module exists.
  public var note: String?

  /// A cause.
  public init(_ kind: Kind, _ subject: String, note: String? = nil) {
    self.kind = kind
    self.subject = subject
    self.note = note
  }

  /// The kinds of gap, each a class of fix.
  public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
    /// A UIKit, Foundation or CoreGraphics declaration HeadlessUI (or Linux's Foundation) lacks.
    case missingDeclaration = "missing declaration"
    /// A rule of the port contract that did not apply (docs/PORTING.md).
    case portRule = "port rule"
    /// A feature of the Objective-C runtime (swizzling, `perform`, KVC, associated objects…).
    case objectiveCRuntime = "Objective-C runtime"
    /// A name from an older Swift or SDK (`UIControlState`, Swift 3's `characters`).
    case swiftVersion = "Swift version"
    /// A third-party module with no ported copy and no stand-in.
    case missingModule = "missing module"
    /// A declaration a third-party library lacks here (its port builds, but differs).
    case dependency = "dependency"
    /// The app's own code traps (a force unwrap of nil, an index out of range, `fatalError`).
    case appCrash = "crash"
    /// The app ran forever: no step ended within the time limit.
    case hang = "hang"
    /// The launch failed (no Info.plist, no entry point, no window, a storyboard error).
    case launch = "launch"
    /// A replay went wrong (stuck, frozen, completed more than once, jumped).
    case replay = "replay problem"
    /// The app folder's files do not build as one target (a type declared in two files): the
    /// Xcode project leaves a file out, which the folder does not say.
    case appFiles = "app files"
    /// A compiler error none of the other kinds explains.
    case other = "other"
  }

  /// `KIND: SUBJECT`, or the kind alone.
  public var description: String {
    subject.isEmpty ? kind.rawValue : "\(kind.rawValue): \(subject)"
  }

  public static func < (lhs: Cause, rhs: Cause) -> Bool {
    (lhs.kind.rawValue, lhs.subject) < (rhs.kind.rawValue, rhs.subject)
  }
}
