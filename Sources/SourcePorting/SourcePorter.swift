import Foundation

/// The porting contract, applied to Swift source text: what turns an iOS view-controller file
/// into one that compiles against HeadlessUI and HeroEngine, and nothing more.
///
/// The rewrites, outside comments and string literals only:
/// - imports: `import UIKit` → `import HeadlessUI` (a UIKit submodule such as
///   `UIKit.UIGestureRecognizerSubclass` too), `import Hero` → `import HeroEngine`, and
///   `import QuartzCore` and `import CoreGraphics` → `import HeadlessUI` (which has their
///   layers, animations, paths and transforms; Linux's Foundation has `CGFloat`, `CGPoint`,
///   `CGSize`, `CGRect`), and `import ObjectiveC` (`ObjectiveC.runtime`) → `import HeadlessUI`
///   (which has the runtime's associated objects); kind imports keep their kind
///   (`import class UIKit.UIView` → `import class HeadlessUI.UIView`);
/// - `#selector(X)` → the method reference `X` names, unapplied so that the target passed
///   beside it is held weakly, as UIKit holds targets: `handlePan(_:)` and
///   `self.handlePan(_:)` → `Self.handlePan(_:)`; a type-qualified `ViewController.handlePan(_:)`
///   stays as it is; another receiver (`model.refresh`) stays bound to it; the
///   `#selector(getter: …)` and `#selector(setter: …)` forms name properties, not methods, and
///   are left as they are (the file then does not compile: see docs/PORTING.md);
/// - the attributes `@objc`, `@objc(name)`, `@IBOutlet`, `@IBAction`, `@IBInspectable`,
///   `@IBDesignable`, `@IBSegueAction`, `@UIApplicationMain` and `@main` are deleted, as is the
///   `dynamic` declaration modifier (`@objcMembers`, and identifiers that merely contain
///   "dynamic", stay);
/// - `Bundle.main` → `Bundle.launchedMain` (HeadlessUI: the launched app's bundle while its code
///   runs, so `Bundle.main.path(forResource:ofType:)` finds the app's resources; `Bundle.main`
///   otherwise; a file that does not import UIKit gets `import HeadlessUI` for it, below);
/// - `type(of: x).description()` → `String(reflecting: type(of: x))`: the Objective-C class
///   method `+description` (a class's module-qualified name), reached on iOS through
///   `AnyObject`'s dynamic member lookup, which needs the Objective-C runtime.
///
/// An attribute or modifier is deleted with the spaces after it; a line left with only
/// whitespace is deleted whole. A file whose code names a type that Linux keeps in
/// FoundationNetworking (``networkingTypes``: `URLSession`, `URLRequest`, …; on iOS they come
/// with `import UIKit`) gets `import FoundationNetworking`, guarded by `#if canImport`, after its
/// last import; one that names something HeadlessUI adds to Foundation (``foundationGaps``:
/// `RelativeDateTimeFormatter`, `NSHashTable`, `NSEC_PER_SEC`, `objc_setAssociatedObject`, …,
/// and `Bundle.launchedMain`) without importing HeadlessUI gets `import HeadlessUI`. Both go after the last import every
/// platform compiles (not inside an `#if` branch). Every other byte of the file is kept.
public enum SourcePorter {
  /// What one port changed.
  public struct Report: Equatable, Sendable, CustomStringConvertible {
    /// Imports rewritten.
    public var imports = 0
    /// `#selector(…)` expressions replaced.
    public var selectors = 0
    /// Attributes deleted.
    public var attributes = 0
    /// `dynamic` modifiers deleted.
    public var dynamicModifiers = 0
    /// Platform tests of `#if`/`#elseif` conditions rewritten to choose as iOS does.
    public var conditions = 0
    /// `#selector(getter:/setter: …)` left as they are.
    public var propertySelectorsLeft = 0
    /// `Bundle.main` made `Bundle.launchedMain`.
    public var mainBundles = 0
    /// `type(of: x).description()` made `String(reflecting: type(of: x))`.
    public var classDescriptions = 0
    /// Other files joined to this one (``SourcePorter/portModule(_:)``).
    public var filesJoined = 0
    /// `convenience` deleted or `class` made `static` in extensions of value types.
    public var valueTypeMembers = 0
    /// `import FoundationNetworking` added (0 or 1).
    public var networkingImports = 0
    /// `import HeadlessUI` added for what it adds to Foundation (0 or 1).
    public var foundationGapImports = 0
    /// `override` members of extensions moved into their class's body.
    public var extensionOverridesMoved = 0
    /// `init(registeredFor:)` added to cells made by `init(coder:)` only.
    public var registrationInitializers = 0
    /// `override` members of extensions of a class declared in another file, left in place
    /// (the file then does not compile: docs/PORTING.md).
    public var extensionOverridesLeft = 0
    /// Methods that override an `@objc` method of an extension of an imported class, renamed
    /// `overriddenOnIOS_…` (Swift can override no such method; the extension's answers).
    public var extensionMethodOverrides = 0
    /// Overrides of an `NSObject` method that Linux's Foundation lacks and HeadlessUI adds by
    /// extension (``SourcePorter/runtimeMethods``), renamed `overriddenOnIOS_…`.
    public var runtimeOverrides = 0
    /// Optional `Void` requirements of `@objc` protocols made required, with a default that
    /// does nothing.
    public var optionalRequirements = 0
    /// Overrides (and `super` calls) of a UIKit member under its Swift 4 name respelled with
    /// today's (``SourcePorter/swift4Overridables``).
    public var swift4Overrides = 0
    /// `delegate?.window??` made `delegate?.window?` (and `!!` `!`): an optional property
    /// requirement on iOS, a plain one in HeadlessUI.
    public var optionalPropertyReads = 0
    /// `.rawValue` added to a string wrapper's constant coerced to `CFString`
    /// (`RunLoop.Mode.common as CFString`).
    public var stringWrapperBridges = 0
    /// Swift 3 attributed-string key names (`NSFontAttributeName`) respelled with today's
    /// (`NSAttributedString.Key.font`), as Xcode's Swift 4 migrator did
    /// (``SwiftVersionNames/swift3AttributeKeys``).
    public var swift3AttributeKeys = 0

    /// A report of nothing changed.
    public init() {}

    /// Whether anything changed.
    public var changedAnything: Bool {
      imports + selectors + attributes + dynamicModifiers + networkingImports + mainBundles
        + extensionOverridesMoved + registrationInitializers + conditions + classDescriptions
        + filesJoined + foundationGapImports + valueTypeMembers + runtimeOverrides
        + optionalRequirements + swift4Overrides + optionalPropertyReads
        + stringWrapperBridges + swift3AttributeKeys > 0
    }

    /// `2 imports, 3 selectors, 4 attributes, 1 dynamic`.
    public var description: String {
      var parts = [
        "\(imports) import\(imports == 1 ? "" : "s")",
        "\(selectors) selector\(selectors == 1 ? "" : "s")",
        "\(attributes) attribute\(attributes == 1 ? "" : "s")",
        "\(dynamicModifiers) dynamic",
      ]
      if mainBundles > 0 { parts.append("\(mainBundles) Bundle.main") }
      if optionalRequirements > 0 {
        parts.append("\(optionalRequirements) optional requirement(s) given a default")
      }
      if runtimeOverrides > 0 {
        parts.append("\(runtimeOverrides) override(s) of NSObject's runtime methods renamed")
      }
      if swift4Overrides > 0 {
        parts.append("\(swift4Overrides) Swift 4 override(s) respelled")
      }
      if optionalPropertyReads > 0 {
        parts.append("\(optionalPropertyReads) doubly optional window read(s) made single")
      }
      if stringWrapperBridges > 0 {
        parts.append("\(stringWrapperBridges) string wrapper(s) bridged to CFString by raw value")
      }
      if swift3AttributeKeys > 0 {
        parts.append("\(swift3AttributeKeys) Swift 3 attribute name(s) respelled")
      }
      if filesJoined > 0 { parts.append("\(filesJoined) file(s) joined") }
      if valueTypeMembers > 0 {
        parts.append("\(valueTypeMembers) member(s) of value-type extensions respelled")
      }
      if classDescriptions > 0 {
        parts.append("\(classDescriptions) type(of:).description()")
      }
      if conditions > 0 {
        parts.append("\(conditions) platform condition\(conditions == 1 ? "" : "s")")
      }
      if networkingImports > 0 { parts.append("FoundationNetworking imported") }
      if foundationGapImports > 0 { parts.append("HeadlessUI imported for Foundation") }
      if registrationInitializers > 0 {
        parts.append("\(registrationInitializers) init(registeredFor:) added")
      }
      if extensionOverridesMoved > 0 {
        parts.append(
          "\(extensionOverridesMoved) override(s) moved from extensions into their class")
      }
      if extensionMethodOverrides > 0 {
        parts.append(
          "\(extensionMethodOverrides) override(s) of @objc extension methods renamed overriddenOnIOS_…"
        )
      }
      if extensionOverridesLeft > 0 {
        parts.append(
          "\(extensionOverridesLeft) override(s) in extensions of a class of another file left unported"
        )
      }
      if propertySelectorsLeft > 0 {
        parts.append("\(propertySelectorsLeft) getter/setter selector(s) left unported")
      }
      return parts.joined(separator: ", ")
    }
  }

  /// What a platform test in an `#if` / `#elseif` condition becomes, so that the port compiles
  /// what iOS compiles: UIKit and Hero can be imported (as HeadlessUI and HeroEngine), the OS is
  /// iOS — not tvOS (whose branches hold what only a TV does), Linux, macOS, watchOS or
  /// visionOS — and the target is a device, not a simulator or Mac Catalyst. Other tests (`canImport(Darwin)`,
  /// `arch(…)`, `swift(…)`, `compiler(…)`, flags) are left as they are.
  public static let platformConditions: [String: String] = [
    "canImport(UIKit)": "canImport(HeadlessUI)", "canImport(Hero)": "canImport(HeroEngine)",
    "canImport(QuartzCore)": "canImport(HeadlessUI)",
    "canImport(CoreGraphics)": "canImport(HeadlessUI)",
    "os(iOS)": "true", "os(tvOS)": "false", "os(Linux)": "false", "os(macOS)": "false",
    "os(OSX)": "false", "os(watchOS)": "false", "os(visionOS)": "false",
    "targetEnvironment(simulator)": "false", "targetEnvironment(macCatalyst)": "false",
  ].merging(standIns.map { ("canImport(\($0.key))", "canImport(\($0.value))") }) { first, _ in
    first
  }

  /// The module an import is rewritten to, by the module it names.
  public static let moduleRenames: [String: String] = [
    "UIKit": "HeadlessUI", "Hero": "HeroEngine", "QuartzCore": "HeadlessUI",
    "CoreGraphics": "HeadlessUI", "ObjectiveC": "HeadlessUI",
    // SwiftUI's views are not modelled: `canImport(SwiftUI)` stays false, so SwiftUI-only code
    // stays out; a file that imports it anyway (for what it re-exports) gets SwiftUIStandIn.
    "SwiftUI": "SwiftUIStandIn",
    // The C library: Darwin's on iOS, Glibc's on Linux (an `#if os(iOS)` import of it compiles
    // here). `canImport(Darwin)` stays false: it selects Darwin-only API.
    "Darwin": "Glibc",
  ].merging(standIns) { first, _ in first }

  /// The modules whose names code writes before a type's (`CoreImage.CIColor`, `UIKit.UIView`):
  /// there the name is renamed as the import is. Names that are also common type names (`Hero`,
  /// `Network`, `Photos`) are left out: `Hero.shared` names Hero's class.
  public static let qualifyingModules: Set<String> = [
    "UIKit", "QuartzCore", "CoreGraphics", "CoreImage", "CoreLocation", "MapKit", "AVFoundation",
    "AVKit", "WebKit", "ImageIO", "SafariServices", "CoreMedia", "UniformTypeIdentifiers",
    "PhotosUI", "Darwin",
  ]

  /// Apple frameworks (and third-party SDKs with no Swift source: Fabric, Crashlytics,
  /// SVProgressHUD, MBProgressHUD) GestureTape stands in for, and the stand-in module of each: mostly the
  /// framework's name and `StandIn` (`MapKit` → `MapKitStandIn`); CommonCrypto's and CryptoKit's
  /// digests share `CryptoStandIn`, MobileCoreServices' and CoreServices' type identifiers
  /// `UniformTypeIdentifiersStandIn`, Photos and PhotosUI `PhotosUIStandIn`. Their imports and `canImport` tests are renamed so that the
  /// module's name stays Apple's alone — with a module named `CoreLocation` in a build, every
  /// package's `#if canImport(CoreLocation)` would compile its Apple-only branch.
  public static let standIns: [String: String] = [
    "AVFoundation": "AVFoundationStandIn", "AVKit": "AVKitStandIn",
    "CoreMedia": "CoreMediaStandIn", "CoreImage": "CoreImageStandIn",
    "CoreLocation": "CoreLocationStandIn", "MapKit": "MapKitStandIn",
    "WebKit": "WebKitStandIn", "SafariServices": "SafariServicesStandIn",
    "CommonCrypto": "CryptoStandIn", "CryptoKit": "CryptoStandIn",
    "ImageIO": "ImageIOStandIn", "UniformTypeIdentifiers": "UniformTypeIdentifiersStandIn",
    "MobileCoreServices": "UniformTypeIdentifiersStandIn",
    "CoreServices": "UniformTypeIdentifiersStandIn", "Accelerate": "AccelerateStandIn",
    "Network": "NetworkStandIn", "Photos": "PhotosUIStandIn", "PhotosUI": "PhotosUIStandIn",
    "SystemConfiguration": "SystemConfigurationStandIn", "MessageUI": "MessageUIStandIn",
    "UserNotifications": "UserNotificationsStandIn", "StoreKit": "StoreKitStandIn",
    "Social": "SocialStandIn", "AudioToolbox": "AudioToolboxStandIn",
    "Contacts": "ContactsStandIn", "CloudKit": "CloudKitStandIn",
    "LocalAuthentication": "LocalAuthenticationStandIn",
    "WatchConnectivity": "WatchConnectivityStandIn", "CoreMotion": "CoreMotionStandIn",
    "Combine": "CombineStandIn", "CoreData": "CoreDataStandIn", "Security": "SecurityStandIn",
    // Third-party SDKs that are not Swift (closed binaries, Objective-C pods).
    "Fabric": "FabricStandIn", "Crashlytics": "CrashlyticsStandIn",
    "SVProgressHUD": "SVProgressHUDStandIn", "MBProgressHUD": "MBProgressHUDStandIn",
    "CHTCollectionViewWaterfallLayout": "CHTCollectionViewWaterfallLayoutStandIn",
    "SWHttpTrafficRecorder": "SWHttpTrafficRecorderStandIn",
    "Firebase": "FirebaseStandIn", "FirebaseCore": "FirebaseStandIn",
    "FirebaseAuth": "FirebaseStandIn", "FirebaseDatabase": "FirebaseStandIn",
    "FirebaseFirestore": "FirebaseStandIn", "FirebaseStorage": "FirebaseStandIn",
    "FirebaseAnalytics": "FirebaseStandIn", "FirebaseMessaging": "FirebaseStandIn",
    "FirebaseInstanceID": "FirebaseStandIn", "SDWebImage": "SDWebImageStandIn",
    "GoogleMobileAds": "GoogleMobileAdsStandIn", "iAd": "iAdStandIn",
  ]

  /// UIKit members an app overrides that Swift 4.2 renamed: the Swift 4 name, and, for a
  /// method, the argument label that changed, with today's spelling. iOS calls an override of
  /// either spelling (one Objective-C method); HeadlessUI declares the old spelling as an
  /// extension that forwards to the new (an override of it would not compile, nor be called),
  /// so the port respells the override and its `super` call.
  public static let swift4Overridables:
    [String: (label: String?, name: String, newLabel: String?)] =
      [
        "didMove": ("toParentViewController", "didMove", "toParent"),
        "willMove": ("toParentViewController", "willMove", "toParent"),
        "childViewControllerForStatusBarStyle": (nil, "childForStatusBarStyle", nil),
        "childViewControllerForStatusBarHidden": (nil, "childForStatusBarHidden", nil),
      ]

  /// The names of the optional `Void` requirements the files' protocols declare
  /// (`@objc optional func didMove(to page: Int)`), which the port makes required with a default
  /// that does nothing, so that `delegate?.didMove?(to: 1)` becomes `delegate?.didMove(to: 1)`.
  static func optionalMethods(in texts: [String]) -> Set<String> {
    var names: Set<String> = []
    for text in texts where text.contains("optional") {
      let bytes = Array(text.utf8)
      for line in text.split(separator: "\n", omittingEmptySubsequences: false)
      where line.contains("optional") && line.contains("func") {
        let words = line.split { $0 == " " || $0 == "\t" || $0 == "(" || $0 == "<" }
        guard let optional = words.firstIndex(of: "optional"), optional + 2 < words.count,
          words[optional + 1] == "func"
        else { continue }
        let name = String(words[optional + 2])
        // The result decides it as the rewriter does.
        guard let start = text.range(of: String(line))?.lowerBound,
          let funcOffset = text[start...].range(of: "func")?.lowerBound,
          SourceRewriter.voidSignature(
            in: bytes, from: text.utf8.distance(from: text.utf8.startIndex, to: funcOffset)) != nil
        else { continue }
        names.insert(name)
      }
    }
    return names
  }

  /// `NSObject` methods of the Objective-C runtime that Linux's Foundation lacks and HeadlessUI
  /// declares in an extension (`responds(to:)`): Swift can neither override an extension's
  /// member nor declare one of the same name in a subclass, so an `override func responds(to:)`
  /// is renamed `overriddenOnIOS_responds(to:)`, as an override of an `@objc` extension method
  /// is, and HeadlessUI's answers, from the selector (docs/PORTING.md).
  public static let runtimeMethods: Set<String> = ["responds"]

  /// CoreFoundation's names HeadlessUI declares with iOS's bridging (`CFString` is `String`,
  /// `CFData` `NSData`…): a file that names one gets `import HeadlessUI` unless it imports
  /// CoreFoundation, whose Linux types its author then meant.
  public static let coreFoundationTypes: Set<String> = [
    "CFString", "CFData", "CFMutableData", "CFDictionary", "CFArray", "CFURL", "CFIndex",
    "CFTimeInterval", "CFAbsoluteTime", "CFDataCreateMutable", "CFDataGetLength",
    "CFOptionFlags", "CFTypeRef", "CFTypeID", "CFStringEncoding", "CFError",
    "CFAbsoluteTimeGetCurrent", "CFGetTypeID", "CFBooleanGetTypeID", "CFNumberGetTypeID",
    "CFStringConvertIANACharSetNameToEncoding", "CFStringConvertEncodingToNSStringEncoding",
    "kCFStringEncodingInvalidId", "CFRunLoop", "CFRunLoopTimer", "CFRunLoopMode",
    "kCFAllocatorDefault", "kCFRunLoopDefaultMode", "kCFRunLoopCommonModes", "CFRunLoopGetMain",
    "CFRunLoopGetCurrent", "CFRunLoopStop", "CFRunLoopPerformBlock",
    "CFRunLoopTimerCreateWithHandler", "CFRunLoopAddTimer", "CFRunLoopTimerInvalidate",
  ]

  /// The types of FoundationNetworking (swift-corelibs-foundation keeps them out of Foundation
  /// so that Foundation does not link libcurl): naming one makes the port import it.
  public static let networkingTypes: Set<String> = [
    "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask",
    "URLSessionDownloadTask", "URLSessionUploadTask", "URLSessionStreamTask",
    "URLSessionWebSocketTask", "URLSessionDelegate", "URLSessionTaskDelegate",
    "URLSessionDataDelegate", "URLSessionDownloadDelegate", "URLRequest", "NSURLRequest",
    "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "CachedURLResponse",
    "URLCredential", "URLCredentialStorage", "URLProtectionSpace", "URLAuthenticationChallenge",
    "URLProtocol", "HTTPCookie", "HTTPCookieStorage",
  ]

  /// Whether `name` is one of the Security framework's that iOS code reaches through Foundation
  /// (`kSecClass`, `errSecItemNotFound`, `SecItemAdd`, `OSStatus`, `kCFBooleanTrue`): a file
  /// that names one gets `import HeadlessUI`, which re-exports the Security stand-in as UIKit's
  /// Foundation does on iOS.
  public static func isSecurityName(_ name: String) -> Bool {
    name.hasPrefix("kSec") || name.hasPrefix("errSec")
      || [
        "SecItemAdd", "SecItemCopyMatching", "SecItemUpdate", "SecItemDelete",
        "SecRandomCopyBytes", "SecAccessControlCreateWithFlags", "SecAccessControlCreateFlags",
        "SecCopyErrorMessageString", "OSStatus", "noErr", "CFBoolean", "kCFBooleanTrue",
        "kCFBooleanFalse",
      ].contains(name)
  }

  /// What HeadlessUI adds to Linux's Foundation (and to Dispatch and the Objective-C runtime)
  /// that iOS code names without importing UIKit: a file that names one and does not import
  /// HeadlessUI gets `import HeadlessUI` after its imports.
  public static let foundationGaps: Set<String> = [
    "RelativeDateTimeFormatter", "ListFormatter", "DateComponentsFormatter", "NSHashTable",
    "NSMapTable", "NSPointerFunctions", "NSCalendar",
    "NSEC_PER_SEC", "NSEC_PER_MSEC", "NSEC_PER_USEC", "USEC_PER_SEC",
    "objc_getAssociatedObject", "objc_setAssociatedObject", "objc_removeAssociatedObjects",
    "objc_AssociationPolicy", "NSItemProvider", "autoreleasepool", "NSDiscardableContent",
    "NSInteger", "NSUInteger", "NSSelectorFromString", "NSStringFromSelector",
    // Predicate format strings and sort descriptors by key (FoundationGaps/Predicates).
    "NSPredicate", "NSCompoundPredicate", "NSSortDescriptor", "NSErrorPointer",
    "NSUbiquitousKeyValueStore",
    // Objective-C's selectors, which Foundation re-exports on iOS (HeadlessUI's `Selector`).
    "Selector", "objectIsEqual",
  ]

  /// What HeadlessNetworking adds to Linux's URL loading (Darwin-only names, and the offline
  /// loader): a file that names one gets `import HeadlessNetworking` after its imports.
  /// HeadlessNetworking is a module apart from HeadlessUI so that HeadlessUI does not link
  /// FoundationNetworking (and libcurl).
  public static let networkingGaps: Set<String> = [
    "NSURLAuthenticationMethodServerTrust", "serverTrust", "allowsConstrainedNetworkAccess",
    "allowsExpensiveNetworkAccess", "networkUnavailableReason", "OfflineURLProtocol",
    "NetService", "NetServiceDelegate", "streamTask", "URLSessionConfiguration",
    // Security's server-trust names (ServerTrust.swift), which iOS code reaches through
    // Foundation.
    "SecTrust", "SecCertificate", "SecKey", "SecPolicy", "SecTrustResultType", "errSecSuccess",
    "SecCertificateCreateWithData", "SecPolicyCreateSSL", "SecTrustCreateWithCertificates",
    "SecTrustEvaluate", "SecTrustEvaluateWithError", "SecPolicyCreateBasicX509",
    "NSURLSessionDownloadTaskResumeData", "checkPromisedItemIsReachable",
  ]

  /// UIKit classes HeadlessUI has as value types (a colour, a font, a screen are plain values
  /// there; `UIImage` is a class, as code keeps images in caches and under class-only
  /// protocols): in an extension of one, `convenience` and `final` are deleted and `class func` /
  /// `class var` are written `static`, which is what a struct takes.
  public static let valueTypes: Set<String> = [
    "UIColor", "UIFont", "UIScreen", "UITraitCollection", "UICubicTimingParameters",
    "UISpringTimingParameters",
  ]

  /// The attributes the port deletes.
  public static let deletedAttributes: Set<String> = [
    "objc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
    "UIApplicationMain", "main",
  ]

  /// `source` with its top-level comparison operators over two `NSNumber`s marked
  /// `@_disfavoredOverload`. Linux's Foundation declares `NSNumber`'s comparisons (Darwin's
  /// does not), so a module's own would make every comparison of two numbers ambiguous; the
  /// module's are kept and Linux's are chosen (both compare the values).
  /// `source` with a declaration whose initial value is a dictionary literal keyed by
  /// `NSAttributedString.Key` given the type `[NSAttributedString.Key: Any]`. On iOS the values
  /// (`UIColor`, `UIFont`) are objects and such a literal infers `[Key: NSObject]`; HeadlessUI's
  /// colours and fonts are values, and Swift does not infer a heterogeneous literal's type.
  static func annotatingAttributeDictionaries(_ source: String) -> String {
    guard source.contains("NSAttributedString.Key.") else { return source }
    let range = NSRange(source.startIndex..., in: source)
    return attributeDictionary.stringByReplacingMatches(
      in: source, range: range,
      withTemplate: "$1: [NSAttributedString.Key: Any] = [NSAttributedString.Key.")
  }

  private static let attributeDictionary = try! NSRegularExpression(
    pattern: #"(\b(?:let|var) +[A-Za-z_][A-Za-z0-9_]*) *= *\[ *NSAttributedString\.Key\."#)

  static func disfavoringNumberOperators(_ source: String) -> String {
    guard source.contains("NSNumber") else { return source }
    let range = NSRange(source.startIndex..., in: source)
    return numberOperator.stringByReplacingMatches(
      in: source, range: range, withTemplate: "@_disfavoredOverload $0")
  }

  private static let numberOperator = try! NSRegularExpression(
    pattern:
      #"^(?:(?:public|internal|fileprivate|private) +)?func *(?:==|!=|<=|>=|<|>) *\( *lhs *: *NSNumber *, *rhs *: *NSNumber *\)"#,
    options: [.anchorsMatchLines])

  /// `source` after the port's rewrites, and what changed.
  public static func port(_ source: String) -> (text: String, report: Report) {
    let (rewriter, output) = rewrite(source)
    return (String(decoding: output, as: UTF8.self), rewriter.report)
  }

  /// Runs the rewrites, then moves `override` members of extensions into their class.
  static func rewrite(
    _ source: String, valueTypes: Set<String> = valueTypes,
    selectorTakers: Set<String> = headlessSelectorTakers,
    extensionObjCMethods: Set<String> = [], keepingPlatformConditions: Bool = false,
    optionalMethods: Set<String> = []
  ) -> (SourceRewriter, [UInt8]) {
    let source = annotatingAttributeDictionaries(disfavoringNumberOperators(source))
    var rewriter = SourceRewriter(Array(source.utf8))
    rewriter.valueTypes = valueTypes
    rewriter.selectorTakers = selectorTakers
    rewriter.extensionObjCMethods = extensionObjCMethods
    rewriter.keepsPlatformConditions = keepingPlatformConditions
    rewriter.optionalMethods = optionalMethods.union(Self.optionalMethods(in: [source]))
    rewriter.run()
    guard !rewriter.extensionOverrides.isEmpty else { return (rewriter, rewriter.output) }
    // A second pass over the rewritten text (which it leaves as it is) finds the places again
    // in the final text's coordinates.
    var places = SourceRewriter(rewriter.output)
    places.valueTypes = valueTypes
    places.selectorTakers = selectorTakers
    places.extensionObjCMethods = extensionObjCMethods
    places.keepsPlatformConditions = keepingPlatformConditions
    places.optionalMethods = rewriter.optionalMethods
    places.run()
    var bytes = places.output
    var edits: [(at: Int, remove: Int, insert: [UInt8])] = []
    var moved: [[String]: [UInt8]] = [:]
    for member in places.extensionOverrides {
      let (path, range) = (member.path, member.range)
      guard places.classBodyEnds[path] != nil else {
        rewriter.report.extensionOverridesLeft += 1
        rewriter.unmovedOverrideTypes.append(path)
        continue
      }
      // Each moved member after a blank line, as members are usually separated; a member of
      // `public extension` spells out `public` in the class body.
      moved[path, default: []].append(UInt8(ascii: "\n"))
      if let access = member.access {
        moved[path, default: []].append(contentsOf: bytes[range.lowerBound..<access.offset])
        moved[path, default: []].append(contentsOf: Array((access.word + " ").utf8))
        moved[path, default: []].append(contentsOf: bytes[access.offset..<range.upperBound])
      } else {
        moved[path, default: []].append(contentsOf: bytes[range])
      }
      edits.append((range.lowerBound, range.count, []))
      rewriter.report.extensionOverridesMoved += 1
    }
    for (path, text) in moved {
      if let end = places.classBodyEnds[path] { edits.append((end, 0, text)) }
    }
    for edit in edits.sorted(by: { $0.at > $1.at }) {
      bytes.replaceSubrange(edit.at..<(edit.at + edit.remove), with: edit.insert)
    }
    return (rewriter, bytes)
  }

  /// A file after the port: the rewrites, then, when it declares `@IBOutlet`, `@IBAction` or
  /// `@IBInspectable` members, the extensions that set and find them by name
  /// (``InterfaceBuilderMembersWriter``).
  public struct PortedFile: Equatable, Sendable {
    /// The ported text.
    public var text: String
    /// What the rewrites changed.
    public var report: Report
    /// The members found.
    public var members: [InterfaceBuilderMember]
    /// The types whose members the appended extensions define (for the `_IBMembers_` classes).
    public var memberTypes: [InterfaceBuilderMembersWriter.FileTypeMembers]
    /// The classes the file declares, by path (`["Outer", "Inner"]`).
    public var declaredClasses: Set<[String]> = []
    /// The classes, declared elsewhere, whose members the file's extensions override.
    public var overriddenElsewhere: [[String]] = []
  }

  /// Ports the file named `fileName` (its stem names the generated methods).
  ///
  /// - Parameters:
  ///   - valueTypes: the types whose extensions take struct spellings (``valueTypes``, and
  ///     aliases of them the module declares, as ``portModule(_:)`` finds them).
  ///   - selectorTakers: the module's functions that take a `Selector` parameter
  ///     (``selectorTakers(in:)``): a `#selector` passed to one is written `Selector(…)`.
  ///   - extensionObjCMethods: the `@objc` methods of the module's extensions of imported
  ///     classes (``extensionObjCMethods(in:)``): a class's `override` of one is deleted.
  public static func portFile(
    _ source: String, fileName: String, valueTypes: Set<String> = valueTypes,
    selectorTakers: Set<String> = [], extensionObjCMethods: Set<String> = [],
    keepingPlatformConditions: Bool = false, optionalMethods: Set<String> = []
  ) -> PortedFile {
    let (rewriter, output) = rewrite(
      source, valueTypes: valueTypes, selectorTakers: selectorTakers,
      extensionObjCMethods: extensionObjCMethods,
      keepingPlatformConditions: keepingPlatformConditions, optionalMethods: optionalMethods)
    var text = String(decoding: output, as: UTF8.self)
    let stem = InterfaceBuilderMembersWriter.identifier(
      String(fileName.split(separator: "/").last ?? "").replacingSuffix(".swift"))
    let (extensions, types) = InterfaceBuilderMembersWriter.fileExtensions(
      rewriter.members, fileStem: stem)
    if !extensions.isEmpty {
      if !text.hasSuffix("\n") { text += "\n" }
      text += extensions
    }
    return PortedFile(
      text: text, report: rewriter.report, members: rewriter.members, memberTypes: types,
      declaredClasses: Set(rewriter.classBodyEnds.keys),
      overriddenElsewhere: rewriter.unmovedOverrideTypes)
  }

  /// The names the texts declare as aliases of ``valueTypes`` (`typealias SFColor = UIColor`,
  /// as SwifterSwift names UIKit's and AppKit's colour alike), followed through aliases of
  /// aliases.
  static func valueTypeAliases(in texts: [String]) -> Set<String> {
    var aliases: [(name: String, target: String)] = []
    for text in texts {
      for line in text.split(separator: "\n") {
        let words = line.split(whereSeparator: { " \t=".contains($0) })
        guard let index = words.firstIndex(of: "typealias"), index + 2 < words.count else {
          continue
        }
        aliases.append((String(words[index + 1]), String(words[index + 2])))
      }
    }
    var found = valueTypes
    var grew = true
    while grew {
      grew = false
      for alias in aliases where found.contains(alias.target) && !found.contains(alias.name) {
        found.insert(alias.name)
        grew = true
      }
    }
    return found.subtracting(valueTypes)
  }

  /// The Objective-C runtime functions no port can give Linux, and what code uses them for.
  public static let runtimeOnlyFunctions: [String: String] = [
    "method_exchangeImplementations": "method swizzling",
    "method_setImplementation": "method swizzling",
    "class_replaceMethod": "method swizzling",
    "class_addMethod": "adding methods at run time",
    "class_getInstanceMethod": "looking methods up at run time",
    "class_getClassMethod": "looking methods up at run time",
    "object_setClass": "changing an object's class",
    "objc_allocateClassPair": "making classes at run time",
    "imp_implementationWithBlock": "method implementations from blocks",
  ]

  /// Where `text` calls a function of ``runtimeOnlyFunctions`` (outside comments and strings,
  /// roughly: a line whose code before `//` names it followed by `(`), by line, first use of
  /// each name per line.
  public static func runtimeOnlyUses(in text: String) -> [(line: Int, name: String, why: String)] {
    var uses: [(line: Int, name: String, why: String)] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let code = line.components(separatedBy: "//").first ?? ""
      guard !code.trimmingWhitespace().hasPrefix("*") else { continue }
      for (name, why) in runtimeOnlyFunctions.sorted(by: { $0.key < $1.key })
      where code.contains(name + "(") {
        uses.append((offset + 1, name, why))
      }
    }
    return uses
  }

  /// The names of the functions the texts declare with a parameter of type `Selector`
  /// (`func compatibleDisplayLink(target: Any, selector: Selector)`): a method reference passed
  /// to one is not converted to `Selector` by Swift, so the port writes `Selector(Self.x)`.
  /// HeadlessUI's functions that take a `Selector` the port must spell `Selector(…)` (their
  /// parameter is a `Selector`, with no overload taking the method): `perform(_:with:afterDelay:)`
  /// and its siblings, `cancelPreviousPerformRequests`, `responds(to:)`.
  static let headlessSelectorTakers: Set<String> = [
    "perform", "cancelPreviousPerformRequests", "responds",
  ]

  static func selectorTakers(in texts: [String]) -> Set<String> {
    var names: Set<String> = []
    for text in texts {
      let bytes = Array(text.utf8)
      var cursor = 0
      while let found = firstIndex(of: Array("func ".utf8), in: bytes, from: cursor) {
        cursor = found + 5
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
        let nameStart = cursor
        while cursor < bytes.count, SourceRewriter.isWordByte(bytes[cursor]) { cursor += 1 }
        guard cursor > nameStart else { continue }
        let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self)
        // The parameter list: the first `(` before any `{`, to its matching `)`.
        guard
          let open = bytes[cursor...].firstIndex(where: {
            $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "{")
          }),
          bytes[open] == UInt8(ascii: "(")
        else { continue }
        var depth = 0
        var close = open
        while close < bytes.count {
          if bytes[close] == UInt8(ascii: "(") { depth += 1 }
          if bytes[close] == UInt8(ascii: ")") {
            depth -= 1
            if depth == 0 { break }
          }
          close += 1
        }
        let parameters = String(decoding: bytes[open..<min(close, bytes.count)], as: UTF8.self)
        if parameters.split(separator: ":").dropFirst().contains(where: { part in
          let type = part.drop { $0 == " " }
          return type.hasPrefix("Selector")
            && !(type.dropFirst("Selector".count).first.map {
              $0.isLetter || $0.isNumber || $0 == "_"
            } ?? false)
        }) {
          names.insert(name)
        }
        cursor = close
      }
    }
    return names
  }

  /// The names of the `@objc` methods declared in extensions of classes the texts do not
  /// declare (`extension UIImageView { @objc func shouldPreloadAllAnimation() -> Bool }`): on
  /// iOS a subclass overrides one through the Objective-C runtime; in Swift it can neither
  /// override it nor declare a method of that name, so the port renames the subclass's
  /// (`overriddenOnIOS_…`) and the extension's method answers for every receiver. Read line by line: the nearest `extension`, `class`, `struct`
  /// or `enum` line before the method decides where it is.
  static func extensionObjCMethods(in texts: [String]) -> Set<String> {
    var declaredClasses: Set<String> = []
    var candidates: [(type: String, method: String)] = []
    for text in texts {
      var enclosing: (keyword: String, name: String)?
      var objCPending = false
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let words = line.split(whereSeparator: { " \t(:{<".contains($0) }).map(String.init)
        let modifiers: Set<String> = [
          "public", "open", "internal", "fileprivate", "private", "final", "@objc",
          "@objcMembers", "@MainActor",
        ]
        let significant = words.drop { modifiers.contains($0) }
        if let keyword = significant.first,
          ["extension", "class", "struct", "enum"].contains(keyword),
          significant.count > 1, significant[significant.startIndex + 1] != "func",
          significant[significant.startIndex + 1] != "var"
        {
          let name = significant[significant.startIndex + 1]
          enclosing = (keyword, name)
          if keyword == "class" { declaredClasses.insert(name) }
        }
        if words.contains("@objc") { objCPending = true }
        if let funcIndex = words.firstIndex(of: "func"), funcIndex + 1 < words.count {
          if objCPending, let enclosing, enclosing.keyword == "extension" {
            candidates.append((enclosing.name, words[funcIndex + 1]))
          }
          objCPending = false
        } else if !words.isEmpty, !words.allSatisfy({ $0.hasPrefix("@") }) {
          objCPending = false
        }
      }
    }
    return Set(candidates.filter { !declaredClasses.contains($0.type) }.map(\.method))
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard needle.count <= bytes.count else { return nil }
    var index = start
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Ports the Swift files of one module together: each as ``portFile(_:fileName:valueTypes:)`` does,
  /// except that a file whose extensions override members of a class declared in another of
  /// the files is joined to that file — its text after the class's file's, ported as one, so
  /// that the overrides move into the class body (Swift without the Objective-C runtime cannot
  /// override from an extension) and both files' private declarations stay visible to them.
  /// The joined file's own output is a comment saying where its code went.
  ///
  /// - Parameter files: each file's path (relative, as reported) and text, in a stable order.
  /// - Returns: each file's path and port, in the order given.
  public static func portModule(
    _ files: [(path: String, text: String)], keepingPlatformConditions: Bool = false
  ) -> [(
    path: String, ported: PortedFile
  )] {
    let valueTypes = Self.valueTypes.union(valueTypeAliases(in: files.map(\.text)))
    let selectorTakers = selectorTakers(in: files.map(\.text)).union(headlessSelectorTakers)
    let objCMethods = extensionObjCMethods(in: files.map(\.text))
    let optional = optionalMethods(in: files.map(\.text))
    var ported = files.map {
      portFile(
        $0.text, fileName: $0.path, valueTypes: valueTypes, selectorTakers: selectorTakers,
        extensionObjCMethods: objCMethods, keepingPlatformConditions: keepingPlatformConditions,
        optionalMethods: optional)
    }
    var declaring: [[String]: Int] = [:]
    for (index, file) in ported.enumerated() {
      for path in file.declaredClasses where declaring[path] == nil { declaring[path] = index }
    }
    // Which file each file joins (its first overridden class's file), followed to the end.
    var joins: [Int: Int] = [:]
    for (index, file) in ported.enumerated() {
      guard let target = file.overriddenElsewhere.lazy.compactMap({ declaring[$0] }).first,
        target != index
      else { continue }
      joins[index] = target
    }
    func root(_ index: Int) -> Int {
      var current = index
      var seen: Set<Int> = [index]
      while let next = joins[current], seen.insert(next).inserted { current = next }
      return current
    }
    var groups: [Int: [Int]] = [:]
    for index in joins.keys.sorted() where root(index) != index {
      groups[root(index), default: []].append(index)
    }
    for (target, joined) in groups.sorted(by: { $0.key < $1.key }) {
      var text = files[target].text
      for index in joined {
        if !text.hasSuffix("\n") { text += "\n" }
        text += "\n// Joined from \(files[index].path) by the port (docs/PORTING.md).\n"
        text += files[index].text
        ported[index] = PortedFile(
          text: "// \(files[index].path): joined into \(files[target].path) by the port: an "
            + "extension here overrides a member of a class declared there, which Swift without "
            + "the Objective-C runtime allows only in the class body (docs/PORTING.md).\n",
          report: Report(), members: [], memberTypes: [])
      }
      ported[target] = portFile(
        text, fileName: files[target].path, valueTypes: valueTypes,
        selectorTakers: selectorTakers, extensionObjCMethods: objCMethods,
        keepingPlatformConditions: keepingPlatformConditions, optionalMethods: optional)
      ported[target].report.filesJoined = joined.count
    }
    return zip(files, ported).map { ($0.path, $1) }
  }
}

extension String {
  /// The string without `suffix` at its end, if it has it.
  func replacingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
