// swift-tools-version: 6.3
// gesturetape-bench: GestureTape's benchmarks, a package of their own (as Fuzz/ is) so that the
// main package builds with libevdev alone; this one also needs libevemu (the interop benchmark
// reads the same events with evemu's C reader). Run in release:
//   swift run -c release --package-path Benchmarks gesturetape-bench --help
// Numbers and commands: docs/PERFORMANCE.md. The layout and storyboard benchmarks import
// ConstraintSolver and InterfaceBuilderDocuments, which the HeadlessUI product builds and which
// are not products of their own.
import PackageDescription

let package = Package(
  name: "GestureTapeBenchmarks",
  dependencies: [
    .package(name: "GestureTape", path: ".."),
    // The places example app, launched whole by `gesturetape-bench launch`.
    .package(name: "GestureTapeExamples", path: "../Examples"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
  ],
  targets: [
    .systemLibrary(
      name: "CLibevemu",
      path: "CLibevemu",
      pkgConfig: "evemu",
      providers: [.apt(["libevemu-dev"])]
    ),
    .executableTarget(
      name: "gesturetape-bench",
      dependencies: [
        "CLibevemu",
        .product(name: "GestureLog", package: "GestureTape"),
        .product(name: "Replay", package: "GestureTape"),
        .product(name: "HeroEngine", package: "GestureTape"),
        .product(name: "DemoScene", package: "GestureTape"),
        .product(name: "AppExploring", package: "GestureTape"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "PlacesApp", package: "GestureTapeExamples"),
      ],
      path: "GestureTapeBench"
    ),
  ],
  swiftLanguageModes: [.v6]
)
