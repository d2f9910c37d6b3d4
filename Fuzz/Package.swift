// swift-tools-version: 6.3
// libFuzzer harnesses for GestureTape's readers (gesture logs, Interface Builder documents,
// expectation files) and for load-then-replay. Not part of the main
// package: Scripts/fuzz.sh builds them with `-sanitize=fuzzer,address` and runs them.
import PackageDescription

let harness: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

func fuzzer(_ name: String, _ products: [String]) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: "GestureTape") },
    swiftSettings: harness)
}

let package = Package(
  name: "GestureTapeFuzz",
  dependencies: [.package(name: "GestureTape", path: "..")],
  targets: [
    .target(
      name: "FuzzSupport",
      dependencies: [
        .product(name: "GestureLog", package: "GestureTape"),
        .product(name: "GestureTapeCommands", package: "GestureTape"),
      ]),
    fuzzer("FuzzNative", ["GestureLog", "GestureTapeCommands"]),
    fuzzer("FuzzEvemu", ["GestureLog", "GestureTapeCommands"]),
    fuzzer("FuzzLibinput", ["GestureLog", "GestureTapeCommands"]),
    fuzzer("FuzzGetevent", ["GestureLog", "GestureTapeCommands"]),
    fuzzer("FuzzReplay", ["GestureLog", "Replay", "DemoScene"]),
    fuzzer("FuzzInterfaceBuilder", ["HeadlessUI"]),
    fuzzer("FuzzExpectations", ["GestureLog", "Replay", "DemoScene"]),
  ]
)
