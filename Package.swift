// swift-tools-version: 6.1
import PackageDescription

// GestureTape: record real touchpad, mouse and touchscreen input on Linux, replay it
// headless through gesture recognizers into a Hero-compatible transition engine, and
// assert on the outcome from XCTest and Swift Testing. See README.md and docs/.

let package = Package(
  name: "GestureTape",
  products: [
    .library(name: "GestureTape", targets: ["GestureTape"]),
    .library(name: "GestureLog", targets: ["GestureLog"]),
    .library(name: "InputDevices", targets: ["InputDevices"]),
    .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
    .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
    .library(name: "HeroEngine", targets: ["HeroEngine"]),
    .library(name: "DemoScene", targets: ["DemoScene"]),
    .library(name: "Replay", targets: ["Replay"]),
    .library(name: "GestureTapeTesting", targets: ["GestureTapeTesting"]),
    .library(name: "GestureTapeChecks", targets: ["GestureTapeChecks"]),
    .library(name: "Evdev", targets: ["Evdev"]),
    .library(name: "GestureTapeCommands", targets: ["GestureTapeCommands"]),
    .executable(name: "gesturetape", targets: ["GestureTapeCLI"]),
    .executable(name: "gesturetape-bench", targets: ["GestureTapeBench"]),
    .executable(name: "gesturetape-port", targets: ["GestureTapePort"]),
    .library(name: "SourcePorting", targets: ["SourcePorting"]),
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
    .target(
      name: "HeadlessUI",
      dependencies: ["ConstraintSolver", "InterfaceBuilderDocuments", "Kinematics"]
    ),
    .target(
      name: "HeroEngine",
      dependencies: ["HeadlessUI"]
    ),
    // The image-gallery dismissal of Hero's interactive-transition guide, rebuilt on the
    // engine: the scene replay uses when the user brings none.
    .target(
      name: "DemoScene",
      dependencies: ["HeadlessUI", "HeroEngine", "Replay"]
    ),

    // MARK: Replay and assertions
    .target(
      name: "Replay",
      dependencies: ["GestureLog", "InputDevices", "HeadlessUI", "HeroEngine"]
    ),
    // The checks (`verify…`, `Tolerance`, expectation files): plain functions that return a
    // failure message. No test framework, so the command-line tool can link them.
    .target(
      name: "GestureTapeChecks",
      dependencies: ["Replay", "InputDevices"]
    ),
    // The assertions: the checks reported through IssueReporting to Swift Testing or XCTest,
    // golden timelines, the Swift Testing trait.
    .target(
      name: "GestureTapeTesting",
      dependencies: [
        "GestureTapeChecks", "Replay", "InputDevices",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .target(
      name: "GestureTape",
      dependencies: [
        "GestureLog", "InputDevices", "HeadlessUI", "HeroEngine", "DemoScene", "Replay",
        "GestureTapeTesting",
      ]
    ),

    // MARK: The command-line tool
    // replay / plot / inspect / convert, for `gesturetape` and for a package's own scenes tool
    // (`GestureTapeTool.main(scenes:)`); no libevdev.
    .target(
      name: "GestureTapeCommands",
      dependencies: [
        "GestureLog", "InputDevices", "Replay", "GestureTapeChecks",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "GestureTapeCLI",
      dependencies: [
        "GestureTapeCommands", "GestureLog", "Replay", "DemoScene", "Evdev",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: The porting contract: iOS view-controller files → HeadlessUI / HeroEngine
    .target(name: "SourcePorting"),
    .executableTarget(
      name: "GestureTapePort",
      dependencies: [
        "SourcePorting", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: Benchmarks (run in release: swift run -c release gesturetape-bench --help)
    .systemLibrary(
      name: "CLibevemu",
      path: "Benchmarks/CLibevemu",
      pkgConfig: "evemu",
      providers: [.apt(["libevemu-dev"])]
    ),
    .executableTarget(
      name: "GestureTapeBench",
      dependencies: [
        "GestureLog", "InputDevices", "HeadlessUI", "HeroEngine", "DemoScene", "Replay",
        "CLibevemu", "ConstraintSolver", "InterfaceBuilderDocuments",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Benchmarks/GestureTapeBench"
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
      dependencies: ["HeadlessUI", "InterfaceBuilderDocuments", "TestSupport"]
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
      dependencies: ["Replay", "DemoScene", "TestSupport"]
    ),
    .testTarget(
      name: "HeroBugReportsTests",
      dependencies: ["GestureTapeTesting", "HeroEngine", "DemoScene", "TestSupport"]
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
      name: "SourcePortingTests",
      dependencies: ["SourcePorting", "TestSupport"]
    ),
    // iOS-style handler files after the port, compiled as most apps are: Swift 5 mode.
    .testTarget(
      name: "PortedHandlersTests",
      dependencies: ["HeadlessUI", "HeroEngine", "SourcePorting", "TestSupport"],
      exclude: ["iOS"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "GestureTapeCLITests",
      dependencies: [
        "GestureTapeCLI", "GestureTapePort", "GestureTapeCommands", "DemoScene", "Replay",
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
if Context.environment["GESTURETAPE_STRICT"] == "1" {
  for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-warnings-as-errors"])]
  }
}
