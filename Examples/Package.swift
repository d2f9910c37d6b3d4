// swift-tools-version: 6.3
import PackageDescription

// An app's Hero transitions tested on Linux, laid out as a team would lay it out:
//   iOS/GalleryApp/       the view controllers as the iOS app has them (the one source of truth)
//   Sources/GalleryApp/Ported/  the Linux copy, generated:
//                         ../Scripts/port-to-linux iOS/GalleryApp Sources/GalleryApp/Ported
//   Sources/GalleryApp/GalleryScenes.swift  the glue: one short scene per transition
//   Sources/example-scenes  a gesturetape-style tool with those scenes (replay / plot / --expect)
//   Tests/GalleryAppTests replays of recordings/ into the scenes, in Swift Testing and XCTest
//
// and a storyboard app, laid out as Xcode lays one out:
//   iOS/StoryboardApp/    its view controllers, Base.lproj/Main.storyboard and a .xib
//   Sources/StoryboardApp/Ported/  what the port script makes of it (the storyboard and nib
//                         copied, the Interface Builder members generated); no glue file
//   Tests/StoryboardAppTests  replays into the storyboard, as the app would run
//
// and an app whose transitions are UIKit's own (no Hero): iOS/TransitionsApp, ported into
// Sources/TransitionsApp/Ported with its scenes in Sources/TransitionsApp/TransitionScenes.swift,
// replayed by Tests/TransitionsAppTests;
//
// and an app this project did not write: Hero's own image gallery (Hero/ImageGallery, MIT),
// ported the same way into Sources/HeroImageGallery and replayed by Tests/HeroImageGalleryTests.
let package = Package(
  name: "GestureTapeExamples",
  products: [
    .executable(name: "example-scenes", targets: ["example-scenes"]),
    // The places app, for the launch benchmark (Benchmarks/, docs/PERFORMANCE.md).
    .library(name: "PlacesApp", targets: ["PlacesApp"]),
  ],
  dependencies: [
    .package(name: "GestureTape", path: ".."),
    // Third-party packages the profile app uses, ported from their pinned sources in Vendor/ by
    // `Scripts/port-to-linux --package` (docs/PORTING.md, "Your app's dependencies").
    .package(path: "Dependencies/SnapKit"),
    .package(path: "Dependencies/Then"),
    .package(path: "Dependencies/SwiftDate"),
    .package(path: "Dependencies/RxSwift"),
    .package(path: "Dependencies/Kingfisher"),
    // A stand-in for a closed-source SDK (docs/PORTING.md, "A closed-source framework").
    .package(path: "StandIns/GoogleMaps"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", exact: "1.13.1"),
  ],
  targets: [
    // The ported app code and its scenes, in the language mode the iOS app is written in.
    .target(
      name: "GalleryApp",
      dependencies: [
        .product(name: "HeadlessUI", package: "GestureTape"),
        .product(name: "HeroEngine", package: "GestureTape"),
        .product(name: "Replay", package: "GestureTape"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // The storyboard app: nothing but the port of iOS/StoryboardApp (its Info.plist names the
    // main storyboard); its storyboard and nib are resources, found by UIStoryboard(name:bundle:)
    // and UINib(nibName:bundle:).
    .target(
      name: "StoryboardApp",
      dependencies: [
        .product(name: "HeadlessUI", package: "GestureTape"),
        .product(name: "HeroEngine", package: "GestureTape"),
      ],
      resources: [
        .copy("Ported/Base.lproj"), .copy("Ported/PhotoNibCell.xib"), .copy("Ported/AppInfo"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // UIKit's own interactive transitions: the port of iOS/TransitionsApp and its scenes.
    .target(
      // ReplayCore, not the Replay umbrella: an app of UIKit's transitions links no Hero.
      name: "TransitionsApp",
      dependencies: [
        .product(name: "HeadlessUI", package: "GestureTape"),
        .product(name: "ReplayCore", package: "GestureTape"),
      ],
      resources: [.copy("Ported/Base.lproj")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // A whole app target as Xcode keeps it (iOS/PlacesApp: app and scene delegates, Info.plist,
    // a main storyboard, an asset catalog), ported whole by the script and launched by its tests
    // from its Info.plist. Its resources: the storyboards, the catalog, and AppInfo/Info.plist
    // (SwiftPM takes no Info.plist at the top of a resource bundle).
    .target(
      name: "PlacesApp",
      dependencies: [.product(name: "HeadlessUI", package: "GestureTape")],
      resources: [
        .copy("Ported/Base.lproj"), .copy("Ported/Assets.xcassets"), .copy("Ported/AppInfo"),
        .copy("Ported/Places.json"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // An app that uses third-party packages (iOS/ProfileApp: SnapKit, Then and Kingfisher),
    // ported as app files are; the packages are ported too (Dependencies/, from Vendor/). Its
    // map is GestureTape's MapKit stand-in (`import MapKit` becomes `import MapKitStandIn`).
    .target(
      name: "ProfileApp",
      dependencies: [
        .product(name: "HeadlessUI", package: "GestureTape"),
        .product(name: "ReplayCore", package: "GestureTape"),
        .product(name: "MapKitStandIn", package: "GestureTape"),
        .product(name: "SnapKit", package: "SnapKit"),
        .product(name: "Then", package: "Then"),
        .product(name: "Kingfisher", package: "Kingfisher"),
        .product(name: "HeadlessNetworking", package: "GestureTape"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // Hero's image gallery, ported unchanged (Hero/README.md).
    .target(
      name: "HeroImageGallery",
      dependencies: [
        .product(name: "HeadlessUI", package: "GestureTape"),
        .product(name: "HeroEngine", package: "GestureTape"),
      ],
      resources: [.copy("Ported/ImageGallery.storyboard"), .copy("Ported/ImageViewer.storyboard")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .executableTarget(
      name: "example-scenes",
      dependencies: [
        "GalleryApp",
        "TransitionsApp",
        "PlacesApp",
        .product(name: "GestureTapeCommands", package: "GestureTape"),
      ]
    ),
    .testTarget(
      name: "GalleryAppTests",
      dependencies: [
        "GalleryApp",
        .product(name: "GestureLog", package: "GestureTape"),
        .product(name: "GestureTapeTesting", package: "GestureTape"),
        .product(name: "HeroReplay", package: "GestureTape"),
        .product(name: "SourcePorting", package: "GestureTape"),
        .product(name: "HeadlessUI", package: "GestureTape"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      exclude: [
        "Hunted/settings-same-turn-freeze.gtape", "Hunted/settings-same-turn-freeze.expect.json",
      ]
    ),
    .testTarget(
      name: "StoryboardAppTests",
      dependencies: [
        "StoryboardApp",
        .product(name: "GestureTapeTesting", package: "GestureTape"),
        .product(name: "HeroReplay", package: "GestureTape"),
        .product(name: "SourcePorting", package: "GestureTape"),
      ]
    ),
    .testTarget(
      name: "TransitionsAppTests",
      dependencies: [
        "TransitionsApp",
        .product(name: "GestureTapeTesting", package: "GestureTape"),
        .product(name: "SourcePorting", package: "GestureTape"),
      ]
    ),
    .testTarget(
      name: "ProfileAppTests",
      dependencies: [
        "ProfileApp",
        .product(name: "Kingfisher", package: "Kingfisher"),
        .product(name: "GestureTapeTesting", package: "GestureTape"),
        .product(name: "SourcePorting", package: "GestureTape"),
      ]
    ),
    .testTarget(
      name: "PortedPackagesTests",
      dependencies: [
        .product(name: "SwiftDate", package: "SwiftDate"),
        .product(name: "RxSwift", package: "RxSwift"),
        .product(name: "RxRelay", package: "RxSwift"),
      ]
    ),
    .testTarget(
      name: "GoogleMapsStandInTests",
      dependencies: [.product(name: "GoogleMaps", package: "GoogleMaps")]
    ),
    .testTarget(
      name: "PlacesAppTests",
      dependencies: [
        "PlacesApp",
        .product(name: "GestureTapeTesting", package: "GestureTape"),
        .product(name: "SourcePorting", package: "GestureTape"),
      ]
    ),
    .testTarget(
      name: "HeroImageGalleryTests",
      dependencies: [
        "HeroImageGallery",
        .product(name: "GestureTapeTesting", package: "GestureTape"),
        .product(name: "HeroReplay", package: "GestureTape"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
