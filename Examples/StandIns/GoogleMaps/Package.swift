// swift-tools-version: 6.0
import PackageDescription

// A stand-in for Google's Maps SDK (GoogleMaps.xcframework, closed source): a module of the same
// name declaring what an app's transition code uses of it, built on HeadlessUI and GestureTape's
// CoreLocation stand-in. The worked example of docs/PORTING.md, "A closed-source framework".
let package = Package(
  name: "GoogleMaps",
  products: [.library(name: "GoogleMaps", targets: ["GoogleMaps"])],
  dependencies: [.package(name: "GestureTape", path: "../../..")],
  targets: [
    .target(
      name: "GoogleMaps",
      dependencies: [
        .product(name: "HeadlessUI", package: "GestureTape"),
        .product(name: "CoreLocationStandIn", package: "GestureTape"),
      ]
    )
  ]
)
