// swift-tools-version: 6.1
import PackageDescription

// An app's Hero transitions tested on Linux, laid out as a team would lay it out:
//   iOS/GalleryApp/       the view controllers as the iOS app has them (the one source of truth)
//   Sources/GalleryApp/Ported/  the Linux copy, generated:
//                         ../Scripts/port-to-linux iOS/GalleryApp Sources/GalleryApp/Ported
//   Sources/GalleryApp/GalleryScenes.swift  the glue: one short scene per transition
//   Sources/example-scenes  a gesturetape-style tool with those scenes (replay / plot / --expect)
//   Tests/GalleryAppTests replays of recordings/ into the scenes, in Swift Testing and XCTest
let package = Package(
  name: "GestureTapeExamples",
  products: [
    .executable(name: "example-scenes", targets: ["example-scenes"])
  ],
  dependencies: [
    .package(name: "GestureTape", path: ".."),
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
    .executableTarget(
      name: "example-scenes",
      dependencies: [
        "GalleryApp",
        .product(name: "GestureTapeCommands", package: "GestureTape"),
      ]
    ),
    .testTarget(
      name: "GalleryAppTests",
      dependencies: [
        "GalleryApp",
        .product(name: "GestureTapeTesting", package: "GestureTape"),
        .product(name: "SourcePorting", package: "GestureTape"),
        .product(name: "HeadlessUI", package: "GestureTape"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
