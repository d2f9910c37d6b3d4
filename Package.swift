// swift-tools-version: 6.3
import PackageDescription

// GestureTape: record real touchpad, mouse and touchscreen input on Linux, replay it
// headless through gesture recognizers into a Hero-compatible transition engine, and
// assert on the outcome from XCTest and Swift Testing. See README.md and docs/.

let package = Package(
  name: "GestureTape",
  products: [
    // What a test of a gesture-driven transition uses: the assertions (re-exporting ReplayCore,
    // ReplayReports and ReplayHunt; no engine), Hero's engine for a scene (HeroReplay), the
    // UIKit subset, Hero's engine (re-exporting HeadlessUI), gesture logs.
    .library(name: "GestureTapeTesting", targets: ["GestureTapeTesting"]),
    // `Replay` is the umbrella: ReplayCore (no engine), HeroReplay, ReplayReports, ReplayHunt.
    .library(name: "Replay", targets: ["Replay"]),
    .library(name: "ReplayCore", targets: ["ReplayCore"]),
    .library(name: "HeroReplay", targets: ["HeroReplay"]),
    .library(name: "ReplayReports", targets: ["ReplayReports"]),
    .library(name: "ReplayHunt", targets: ["ReplayHunt"]),
    .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
    // Darwin's URL-loading names Linux lacks and an offline loader (FoundationNetworking, so
    // libcurl, stays out of HeadlessUI).
    .library(name: "HeadlessNetworking", targets: ["HeadlessNetworking"]),
    .library(name: "HeroEngine", targets: ["HeroEngine"]),
    // Stand-ins for Apple frameworks HeadlessUI does not model: views that lay out and take
    // touches, media that do nothing. Named `…StandIn`, not as Apple's, so that other packages'
    // `#if canImport(CoreLocation)` stays false; the port renames the imports (docs/PORTING.md,
    // "Stand-ins for Apple frameworks").
    .library(name: "AVFoundationStandIn", targets: ["AVFoundationStandIn"]),
    .library(name: "AVKitStandIn", targets: ["AVKitStandIn"]),
    .library(name: "CoreMediaStandIn", targets: ["CoreMediaStandIn"]),
    .library(name: "CoreImageStandIn", targets: ["CoreImageStandIn"]),
    .library(name: "CoreLocationStandIn", targets: ["CoreLocationStandIn"]),
    .library(name: "MapKitStandIn", targets: ["MapKitStandIn"]),
    .library(name: "WebKitStandIn", targets: ["WebKitStandIn"]),
    .library(name: "SafariServicesStandIn", targets: ["SafariServicesStandIn"]),
    .library(name: "CryptoStandIn", targets: ["CryptoStandIn"]),
    .library(name: "ImageIOStandIn", targets: ["ImageIOStandIn"]),
    .library(name: "UniformTypeIdentifiersStandIn", targets: ["UniformTypeIdentifiersStandIn"]),
    .library(name: "AccelerateStandIn", targets: ["AccelerateStandIn"]),
    .library(name: "NetworkStandIn", targets: ["NetworkStandIn"]),
    .library(name: "PhotosUIStandIn", targets: ["PhotosUIStandIn"]),
    .library(name: "SwiftUIStandIn", targets: ["SwiftUIStandIn"]),
    .library(name: "SystemConfigurationStandIn", targets: ["SystemConfigurationStandIn"]),
    .library(name: "MessageUIStandIn", targets: ["MessageUIStandIn"]),
    .library(name: "UserNotificationsStandIn", targets: ["UserNotificationsStandIn"]),
    .library(name: "StoreKitStandIn", targets: ["StoreKitStandIn"]),
    .library(name: "SocialStandIn", targets: ["SocialStandIn"]),
    .library(name: "ContactsStandIn", targets: ["ContactsStandIn"]),
    .library(name: "CloudKitStandIn", targets: ["CloudKitStandIn"]),
    .library(name: "AudioToolboxStandIn", targets: ["AudioToolboxStandIn"]),
    .library(name: "LocalAuthenticationStandIn", targets: ["LocalAuthenticationStandIn"]),
    .library(name: "WatchConnectivityStandIn", targets: ["WatchConnectivityStandIn"]),
    .library(name: "CoreMotionStandIn", targets: ["CoreMotionStandIn"]),
    .library(name: "CombineStandIn", targets: ["CombineStandIn"]),
    .library(name: "CoreDataStandIn", targets: ["CoreDataStandIn"]),
    .library(name: "FabricStandIn", targets: ["FabricStandIn"]),
    .library(name: "CrashlyticsStandIn", targets: ["CrashlyticsStandIn"]),
    .library(name: "SVProgressHUDStandIn", targets: ["SVProgressHUDStandIn"]),
    .library(name: "SecurityStandIn", targets: ["SecurityStandIn"]),
    .library(
      name: "CHTCollectionViewWaterfallLayoutStandIn",
      targets: ["CHTCollectionViewWaterfallLayoutStandIn"]),
    .library(name: "MBProgressHUDStandIn", targets: ["MBProgressHUDStandIn"]),
    .library(name: "SWHttpTrafficRecorderStandIn", targets: ["SWHttpTrafficRecorderStandIn"]),
    .library(name: "FirebaseStandIn", targets: ["FirebaseStandIn"]),
    .library(name: "SDWebImageStandIn", targets: ["SDWebImageStandIn"]),
    .library(name: "GoogleMobileAdsStandIn", targets: ["GoogleMobileAdsStandIn"]),
    .library(name: "iAdStandIn", targets: ["iAdStandIn"]),
    .library(name: "GestureLog", targets: ["GestureLog"]),
    // The recorder an iOS app adds to its debug builds (UIKit on iOS, HeadlessUI here).
    .library(name: "GestureTapeRecorder", targets: ["GestureTapeRecorder"]),
    // The command-line tool's commands, for a package's own scenes tool
    // (`GestureTapeTool.main(scenes:)`).
    .library(name: "GestureTapeCommands", targets: ["GestureTapeCommands"]),
    // The port's rules, for a test that checks a ported copy is current.
    .library(name: "SourcePorting", targets: ["SourcePorting"]),
    // The in-app half of `gesturetape explore`: walks a launched app by taps and drives its
    // gestures (the child process the command builds for an app links it).
    .library(name: "AppExploring", targets: ["AppExploring"]),
    // The demo scene the tool replays into by default (Hero's image gallery), for tools and
    // tests that replay into it.
    .library(name: "DemoScene", targets: ["DemoScene"]),
    .executable(name: "gesturetape", targets: ["gesturetape"]),
    .executable(name: "gesturetape-port", targets: ["gesturetape-port"]),
    // Kept for one release (CHANGELOG.md): the umbrella (without DemoScene) and the checks,
    // now part of ReplayCore.
    .library(name: "GestureTape", targets: ["GestureTape"]),
    .library(name: "GestureTapeChecks", targets: ["GestureTapeChecks"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", exact: "1.13.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
  ],
  targets: [
    // MARK: Data: gesture logs and their formats
    // libinput record files are read through libyaml's event stream: Yams' `CYaml` module,
    // which Yams builds and which its product makes visible (Yams has no product of its own for
    // it); Yams' node types give duplicate keys their meaning.
    .target(
      name: "GestureLog",
      dependencies: [.product(name: "Yams", package: "Yams")]
    ),
    // The iPhone app's recorder: its own touches into a gesture log. UIKit on iOS; here it
    // builds against HeadlessUI, as app files do.
    .target(
      name: "GestureTapeRecorder",
      dependencies: [
        "GestureLog", .target(name: "HeadlessUI", condition: .when(platforms: [.linux])),
      ]
    ),

    // MARK: Devices: libevdev and the recorder (Linux only)
    .systemLibrary(
      name: "CLibevdev",
      pkgConfig: "libevdev",
      providers: [.apt(["libevdev-dev"])]
    ),
    .target(
      name: "Evdev",
      dependencies: ["CLibevdev", "GestureLog"]
    ),

    // MARK: Time and motion, shared by the input layer and the UIKit subset
    // The virtual clock's instants and durations, and the velocity trackers; no dependencies.
    .target(name: "Kinematics"),

    // MARK: The HID layer: evdev frames to touches and pointer events
    .target(
      name: "InputDevices",
      dependencies: ["GestureLog", "Kinematics"]
    ),

    // MARK: The UIKit subset, and Hero on top of it
    // Auto Layout's linear-constraint solver (Cassowary-style simplex), on its own.
    .target(name: "ConstraintSolver"),
    // Interface Builder documents (.storyboard, .xib) read from their XML, with places.
    .target(name: "InterfaceBuilderDocuments"),
    // Core Data models as Xcode writes them (.xcdatamodeld): read by the port, which writes the
    // classes Xcode generates, and by CoreData's stand-in.
    .target(name: "DataModelDocuments", dependencies: ["InterfaceBuilderDocuments"]),
    // UIKit's surface. IssueReporting: an exception a storyboard raises fails the running test.
    .target(
      name: "HeadlessUI",
      dependencies: [
        "ConstraintSolver", "InterfaceBuilderDocuments", "Kinematics", "SecurityStandIn",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "HeroEngine",
      dependencies: ["HeadlessUI"]
    ),
    .target(name: "HeadlessNetworking", dependencies: ["SecurityStandIn"]),
    // MARK: Stand-ins for Apple frameworks (Sources/StandIns)
    // Apple's Security framework: the keychain (an empty one, in memory), server trust, random
    // bytes. It depends on nothing, so HeadlessUI re-exports it (UIKit brings Security through
    // Foundation on iOS) and HeadlessNetworking, which has no HeadlessUI, too.
    .target(name: "SecurityStandIn", path: "Sources/StandIns/Security"),
    .target(name: "CoreMediaStandIn", path: "Sources/StandIns/CoreMedia"),
    .target(name: "CryptoStandIn", path: "Sources/StandIns/Crypto"),
    .target(name: "CoreLocationStandIn", path: "Sources/StandIns/CoreLocation"),
    .target(
      name: "CoreImageStandIn", dependencies: ["HeadlessUI"], path: "Sources/StandIns/CoreImage"),
    .target(
      name: "AVFoundationStandIn",
      dependencies: ["HeadlessUI", "CoreMediaStandIn", "ImageIOStandIn"],
      path: "Sources/StandIns/AVFoundation"),
    .target(
      name: "AVKitStandIn", dependencies: ["AVFoundationStandIn"], path: "Sources/StandIns/AVKit"),
    .target(
      name: "MapKitStandIn", dependencies: ["HeadlessUI", "CoreLocationStandIn"],
      path: "Sources/StandIns/MapKit"),
    .target(name: "WebKitStandIn", dependencies: ["HeadlessUI"], path: "Sources/StandIns/WebKit"),
    .target(
      name: "SafariServicesStandIn", dependencies: ["HeadlessUI"],
      path: "Sources/StandIns/SafariServices"),
    .target(name: "ImageIOStandIn", dependencies: ["HeadlessUI"], path: "Sources/StandIns/ImageIO"),
    .target(
      name: "UniformTypeIdentifiersStandIn", path: "Sources/StandIns/UniformTypeIdentifiers"),
    .target(name: "AccelerateStandIn", path: "Sources/StandIns/Accelerate"),
    .target(name: "NetworkStandIn", path: "Sources/StandIns/Network"),
    .target(name: "SwiftUIStandIn", path: "Sources/StandIns/SwiftUI"),
    .target(
      name: "SystemConfigurationStandIn", dependencies: ["HeadlessUI"],
      path: "Sources/StandIns/SystemConfiguration"),
    .target(
      name: "MessageUIStandIn", dependencies: ["HeadlessUI"],
      path: "Sources/StandIns/MessageUI"),
    .target(name: "UserNotificationsStandIn", path: "Sources/StandIns/UserNotifications"),
    .target(name: "StoreKitStandIn", path: "Sources/StandIns/StoreKit"),
    .target(name: "SocialStandIn", dependencies: ["HeadlessUI"], path: "Sources/StandIns/Social"),
    .target(name: "ContactsStandIn", path: "Sources/StandIns/Contacts"),
    .target(name: "CloudKitStandIn", path: "Sources/StandIns/CloudKit"),
    .target(
      name: "AudioToolboxStandIn", dependencies: ["SecurityStandIn"],
      path: "Sources/StandIns/AudioToolbox"),
    .target(name: "LocalAuthenticationStandIn", path: "Sources/StandIns/LocalAuthentication"),
    .target(name: "WatchConnectivityStandIn", path: "Sources/StandIns/WatchConnectivity"),
    .target(name: "CoreMotionStandIn", path: "Sources/StandIns/CoreMotion"),
    // SQLite (Debian's libsqlite3-dev), the store of CoreData's stand-in.
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    .target(
      name: "CoreDataStandIn",
      dependencies: [
        "HeadlessUI", "DataModelDocuments", "CSQLite",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      path: "Sources/StandIns/CoreData"),
    // Third-party SDKs with no Swift source to port (docs/PORTING.md, "Stand-ins"): Fabric and
    // Crashlytics (closed binaries), SVProgressHUD and MBProgressHUD (Objective-C pods).
    .target(name: "FabricStandIn", path: "Sources/StandIns/Fabric"),
    .target(
      name: "CrashlyticsStandIn", dependencies: ["FabricStandIn"],
      path: "Sources/StandIns/Crashlytics"),
    .target(
      name: "SVProgressHUDStandIn", dependencies: ["HeadlessUI"],
      path: "Sources/StandIns/SVProgressHUD"),
    .target(
      name: "MBProgressHUDStandIn", dependencies: ["HeadlessUI"],
      path: "Sources/StandIns/MBProgressHUD"),
    // CHTCollectionViewWaterfallLayout (an Objective-C pod): the layout, re-implemented.
    .target(
      name: "CHTCollectionViewWaterfallLayoutStandIn", dependencies: ["HeadlessUI"],
      path: "Sources/StandIns/CHTCollectionViewWaterfallLayout"),
    // Capital One's HTTP traffic recorder (an Objective-C pod).
    .target(name: "SWHttpTrafficRecorderStandIn", path: "Sources/StandIns/SWHttpTrafficRecorder"),
    // Firebase's products (closed binaries and Objective-C) in one module: Core, Auth, the
    // Realtime Database, Firestore, Storage, Analytics, Messaging, Instance ID.
    .target(name: "FirebaseStandIn", path: "Sources/StandIns/Firebase"),
    // SDWebImage (Objective-C), Google's ads (closed) and Apple's withdrawn iAd.
    .target(
      name: "SDWebImageStandIn", dependencies: ["HeadlessUI"], path: "Sources/StandIns/SDWebImage"),
    .target(
      name: "GoogleMobileAdsStandIn", dependencies: ["HeadlessUI"],
      path: "Sources/StandIns/GoogleMobileAds"),
    .target(name: "iAdStandIn", dependencies: ["HeadlessUI"], path: "Sources/StandIns/iAd"),
    .target(
      name: "CombineStandIn",
      dependencies: ["OpenCombine", "OpenCombineDispatch", "OpenCombineFoundation"],
      path: "Sources/StandIns/Combine"),

    // MARK: Third-party code (Vendor/, each with its licence and SOURCE.md)
    // OpenCombine, the Combine stand-in's implementation: built as its authors build it (Swift 5
    // mode), not formatted and without the project's warnings-as-errors.
    .target(name: "COpenCombineHelpers", path: "Vendor/OpenCombine/COpenCombineHelpers"),
    .target(
      name: "OpenCombine", dependencies: ["COpenCombineHelpers"],
      path: "Vendor/OpenCombine/OpenCombine", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "OpenCombineDispatch", dependencies: ["OpenCombine"],
      path: "Vendor/OpenCombine/OpenCombineDispatch", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "OpenCombineFoundation", dependencies: ["OpenCombine", "COpenCombineHelpers"],
      path: "Vendor/OpenCombine/OpenCombineFoundation",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "PhotosUIStandIn",
      dependencies: ["HeadlessUI", "SwiftUIStandIn", "UniformTypeIdentifiersStandIn"],
      path: "Sources/StandIns/PhotosUI"),
    // The image-gallery dismissal of Hero's interactive-transition guide, rebuilt on the
    // engine: the scene replay uses when the user brings none.
    .target(
      name: "DemoScene",
      dependencies: ["HeadlessUI", "HeroEngine", "ReplayCore", "HeroReplay"]
    ),

    // MARK: Replay and assertions
    // No test framework in any of them, so the command-line tool links them.
    // The core: the replayer, scenes (AppReplayScene, with the engine protocol), results,
    // settings, input, the checks and expectation files. It imports no transition engine.
    .target(
      name: "ReplayCore",
      dependencies: ["GestureLog", "InputDevices", "HeadlessUI"]
    ),
    // Hero's engine as a scene's engine (`.app(engine: .hero)`).
    .target(
      name: "HeroReplay",
      dependencies: ["ReplayCore", "HeroEngine", "HeadlessUI"]
    ),
    // Reports of a result: the text report, SVG plots, the HTML viewer, sweeps and matrices.
    .target(
      name: "ReplayReports",
      dependencies: ["ReplayCore"]
    ),
    // Hunting a recording's timing variants for a failure, and shrinking it.
    .target(
      name: "ReplayHunt",
      dependencies: ["ReplayCore"]
    ),
    // The umbrella: re-exports the four above.
    .target(
      name: "Replay",
      dependencies: ["ReplayCore", "HeroReplay", "ReplayReports", "ReplayHunt"]
    ),
    // Kept for one release: re-exports Replay, where the checks now live.
    .target(
      name: "GestureTapeChecks",
      dependencies: ["Replay"]
    ),
    // The assertions: the checks reported through IssueReporting to Swift Testing or XCTest,
    // golden timelines, the Swift Testing trait.
    .target(
      name: "GestureTapeTesting",
      dependencies: [
        "ReplayCore", "ReplayReports", "ReplayHunt",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    // Kept for one release: the umbrella (CHANGELOG.md).
    .target(
      name: "GestureTape",
      dependencies: ["GestureLog", "GestureTapeTesting", "HeroEngine", "HeroReplay"]
    ),

    // MARK: The command-line tool
    // replay / plot / inspect / convert, for `gesturetape` and for a package's own scenes tool
    // (`GestureTapeTool.main(scenes:)`); no libevdev.
    .target(
      name: "GestureTapeCommands",
      dependencies: [
        "GestureLog", "InputDevices", "Replay", "AppCompatibility",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // `gesturetape`: the commands above, plus `record` and `devices` (libevdev).
    .executableTarget(
      name: "gesturetape",
      dependencies: [
        "GestureTapeCommands", "GestureLog", "Replay", "DemoScene", "Evdev",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: The porting contract: iOS view-controller files → HeadlessUI / HeroEngine
    .target(name: "SourcePorting", dependencies: ["DataModelDocuments"]),

    // MARK: Exploring whole apps: `gesturetape explore` and the compatibility corpus
    // What an exploration found and what stopped an app (the report, the causes, the host that
    // ports, builds and runs an app in a child process); Foundation only.
    .target(name: "AppCompatibility", dependencies: ["SourcePorting"]),
    // The walk inside the app's process: taps, gesture drives, problems, tapes and viewers.
    .target(
      name: "AppExploring",
      dependencies: [
        "AppCompatibility", "ReplayCore", "ReplayReports", "GestureTapeRecorder", "GestureLog",
        "InputDevices", "HeadlessUI",
      ]
    ),
    .executableTarget(
      name: "gesturetape-port",
      dependencies: [
        "SourcePorting", "DataModelDocuments",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: Tests
    .target(
      name: "TestSupport",
      dependencies: ["GestureLog"],
      path: "Tests/TestSupport"
    ),
    .testTarget(
      name: "GestureLogTests",
      dependencies: ["GestureLog", "TestSupport"]
    ),
    .testTarget(
      name: "ConstraintSolverTests",
      dependencies: ["ConstraintSolver"]
    ),
    .testTarget(
      name: "HeadlessUITests",
      dependencies: [
        "HeadlessUI", "HeadlessNetworking", "InterfaceBuilderDocuments", "TestSupport",
      ]
    ),
    .testTarget(
      name: "HeroEngineTests",
      dependencies: ["HeroEngine", "HeadlessUI", "DemoScene", "TestSupport"]
    ),
    .testTarget(
      name: "KinematicsTests",
      dependencies: ["Kinematics", "TestSupport"]
    ),
    .testTarget(
      name: "InputDevicesTests",
      // Replay delivers the interpreted frames to HeadlessUI's recognizers.
      dependencies: ["InputDevices", "GestureLog", "HeadlessUI", "Replay", "TestSupport"]
    ),
    .testTarget(
      name: "EvdevTests",
      dependencies: ["Evdev", "GestureLog", "TestSupport"]
    ),
    .testTarget(
      name: "ReplayTests",
      dependencies: [
        "Replay", "ReplayCore", "HeroReplay", "ReplayReports", "ReplayHunt", "DemoScene",
        "TestSupport", "GestureTapeRecorder",
      ]
    ),
    .testTarget(
      name: "AppCompatibilityTests",
      dependencies: ["AppCompatibility", "SourcePorting", "TestSupport"]
    ),
    .testTarget(
      name: "AppExploringTests",
      dependencies: ["AppExploring", "AppCompatibility", "ReplayCore", "HeadlessUI", "TestSupport"]
    ),
    .testTarget(
      name: "HeroBugReportsTests",
      dependencies: ["GestureTapeTesting", "Replay", "HeroEngine", "DemoScene", "TestSupport"],
      // The shrunk tape and expectation file the hunted test reads beside it.
      exclude: ["Hunted/slow-drag-down-freeze.gtape", "Hunted/slow-drag-down-freeze.expect.json"]
    ),
    .testTarget(
      name: "UIKitBugReportsTests",
      dependencies: ["GestureTapeTesting", "GestureLog", "HeadlessUI", "TestSupport"]
    ),
    .testTarget(
      name: "GestureTapeTestingTests",
      dependencies: [
        "GestureTapeTesting", "Replay", "DemoScene", "TestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      // Golden timeline files written by assertTimeline beside the tests.
      exclude: ["__Timelines__"]
    ),
    .testTarget(
      name: "StandInsTests",
      dependencies: [
        "HeadlessUI", "AVKitStandIn", "AVFoundationStandIn", "CoreMediaStandIn",
        "CoreLocationStandIn", "CoreImageStandIn", "MapKitStandIn", "WebKitStandIn",
        "SafariServicesStandIn", "CryptoStandIn", "ImageIOStandIn", "UniformTypeIdentifiersStandIn",
        "AccelerateStandIn", "NetworkStandIn", "PhotosUIStandIn", "SwiftUIStandIn",
        "SystemConfigurationStandIn", "MessageUIStandIn", "UserNotificationsStandIn",
        "StoreKitStandIn", "SocialStandIn", "AudioToolboxStandIn", "LocalAuthenticationStandIn",
        "WatchConnectivityStandIn", "CoreMotionStandIn", "CombineStandIn", "CoreDataStandIn",
        "FabricStandIn", "CrashlyticsStandIn", "SVProgressHUDStandIn", "MBProgressHUDStandIn",
        "CHTCollectionViewWaterfallLayoutStandIn", "SecurityStandIn",
        "SWHttpTrafficRecorderStandIn",
        "FirebaseStandIn", "SDWebImageStandIn", "GoogleMobileAdsStandIn", "iAdStandIn",
        "ContactsStandIn", "CloudKitStandIn", "DataModelDocuments", "TestSupport",
      ]
    ),
    .testTarget(
      name: "SourcePortingTests",
      dependencies: ["SourcePorting", "DataModelDocuments", "TestSupport"]
    ),
    // iOS-style handler files after the port, compiled as most apps are: Swift 5 mode.
    .testTarget(
      name: "PortedHandlersTests",
      dependencies: ["HeadlessUI", "HeroEngine", "SourcePorting", "TestSupport"],
      exclude: ["iOS"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // Swift 4 code, as apps and pods pinned years ago are: the names Swift 4.2 renamed are
    // accepted in this mode only (Sources/HeadlessUI/Swift4Names).
    .testTarget(
      name: "Swift4NamesTests",
      dependencies: ["HeadlessUI"],
      swiftSettings: [.swiftLanguageMode(.v4)]
    ),
    .testTarget(
      name: "CommandLineTests",
      dependencies: [
        "gesturetape", "gesturetape-port", "GestureTapeCommands", "DemoScene", "Replay",
        "TestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Every test target reports through IssueReporting, so every test target links its test
// support (without it a Swift Testing failure on Linux is only printed).
for target in package.targets where target.type == .test {
  let support: Target.Dependency = .product(
    name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")
  if !target.dependencies.contains(where: { "\($0)" == "\(support)" }) {
    target.dependencies.append(support)
  }
}

// `GESTURETAPE_STRICT=1` (CI): every warning in the project's own targets is an error.
// Test targets keep deprecations as warnings: the tests of the deprecated spellings kept for one
// release (Deprecated…SpellingsTests) call them on purpose.
if Context.environment["GESTURETAPE_STRICT"] == "1" {
  let vendored: Set<String> = [
    "COpenCombineHelpers", "OpenCombine", "OpenCombineDispatch", "OpenCombineFoundation",
  ]
  for target in package.targets where target.type != .system && !vendored.contains(target.name) {
    var flags = ["-warnings-as-errors"]
    if target.type == .test { flags += ["-Wwarning", "DeprecatedDeclaration"] }
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(flags)]
  }
}
