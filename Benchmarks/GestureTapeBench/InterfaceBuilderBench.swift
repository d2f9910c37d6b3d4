import ArgumentParser
import Foundation
import HeadlessUI
import InterfaceBuilderDocuments

/// `gesturetape-bench storyboards`: reading Interface Builder documents and instantiating a
/// scene. The large document is the biggest real storyboard of the test fixtures (Kingfisher's
/// demo, 126 KB) repeated with its ids renamed per copy until it passes 650 KB, so it is XML
/// Xcode wrote, at the size of a big app's main storyboard; the scene is a controller whose view
/// holds 99 subviews (labels, image views, buttons and plain views, two constraints each).
struct InterfaceBuilderBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "storyboards",
    abstract:
      "Storyboards: parse a 650 KB document; instantiate a scene of 100 views and load its view.")

  @Option(help: "The real storyboard to grow to the large document.")
  var source = "Tests/Fixtures/InterfaceBuilder/Kingfisher/Main.storyboard"

  @Option(help: "The size the large document grows to, in bytes.")
  var size = 650_000

  func run() throws {
    guard let text = try? String(contentsOfFile: source, encoding: .utf8) else {
      throw ValidationError(
        "cannot read \(source) (run from the repository's root, or pass --source)")
    }
    let large = Array(Self.grow(text, to: size).utf8)
    let scene = Self.sceneStoryboard(views: 100)
    try MainActor.assumeIsolated {
      try InterfaceBuilderBenchRunner(large: large, scene: scene).runAll()
    }
  }

  /// `text` with its scenes repeated, ids renamed per copy (`abc-12-xyz` → `abc-12-xyz-2`),
  /// until the document reaches `size` bytes.
  static func grow(_ text: String, to size: Int) -> String {
    guard let open = text.range(of: "<scenes>"), let close = text.range(of: "</scenes>") else {
      return text
    }
    let scenes = String(text[open.upperBound..<close.lowerBound])
    let idPattern = try? NSRegularExpression(
      pattern: "\"([A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3})\"")
    var body = scenes
    var copy = 2
    while text.utf8.count + body.utf8.count - scenes.utf8.count < size, let idPattern {
      let range = NSRange(scenes.startIndex..., in: scenes)
      body += idPattern.stringByReplacingMatches(
        in: scenes, range: range, withTemplate: "\"$1-\(copy)\"")
      copy += 1
    }
    return String(text[..<open.upperBound]) + body + String(text[close.lowerBound...])
  }

  /// A storyboard whose one scene's view holds `views - 1` subviews.
  static func sceneStoryboard(views: Int) -> [UInt8] {
    var subviews = ""
    var constraints = ""
    let kinds = ["view", "label", "imageView", "button"]
    for index in 1..<views {
      let kind = kinds[index % kinds.count]
      let id = "v\(index)"
      let extra =
        switch kind {
        case "label":
          " text=\"Row \(index)\" textAlignment=\"natural\" lineBreakMode=\"tailTruncation\""
        case "imageView": " image=\"photo\""
        case "button": " buttonType=\"system\""
        default: ""
        }
      subviews += """
        <\(kind) opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO"\(extra) id="\(id)">
            <rect key="frame" x="\(index % 3 * 125)" y="\(index / 3 * 20)" width="125" height="20"/>
            <color key="backgroundColor" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </\(kind)>

        """
      constraints += """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(index % 3 * 125)" id="l\(index)"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(index / 3 * 20)" id="t\(index)"/>

        """
    }
    let document = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
          <scenes><scene sceneID="s"><objects>
              <viewController storyboardIdentifier="grid" id="vc" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="root">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                      <subviews>
      \(subviews)
                      </subviews>
                      <constraints>
      \(constraints)
                      </constraints>
                  </view>
              </viewController>
          </objects></scene></scenes>
          <resources><image name="photo" width="40" height="40"/></resources>
      </document>
      """
    return Array(document.utf8)
  }
}

@MainActor
struct InterfaceBuilderBenchRunner {
  let large: [UInt8]
  let scene: [UInt8]

  func runAll() throws {
    InterfaceBuilderDiagnostics.printsToStandardError = false
    print("Interface Builder benchmarks (best of 5 runs)")
    let document = try InterfaceBuilderDocument(bytes: large, path: "large.storyboard")
    print(
      "  large document: \(large.count) bytes, \(document.elementsByID.count) elements with ids, \(document.scenes.count) scenes"
    )
    report("    parse (XML + document model)", per: 10) {
      for _ in 0..<10 { _ = try? InterfaceBuilderDocument(bytes: large, path: "large.storyboard") }
      return 10
    }
    report("    XML only", per: 10) {
      for _ in 0..<10 { _ = try? XMLReader.read(large) }
      return 10
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-bench-storyboards-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(scene).write(to: folder.appendingPathComponent("Grid.storyboard"))
    guard let bundle = Bundle(path: folder.path) else {
      throw ValidationError("no bundle at \(folder.path)")
    }
    let storyboard = UIStoryboard(name: "Grid", bundle: bundle)
    let probe = storyboard.instantiateViewController(withIdentifier: "grid")
    let count = Self.count(probe.view)
    print(
      "  scene: \(count) views, \(probe.view.constraints.count) constraints (\(scene.count) bytes)")
    report("    instantiate the controller and load its view", per: 200) {
      var views = 0
      for _ in 0..<200 {
        let controller = storyboard.instantiateViewController(withIdentifier: "grid")
        views += controller.view.subviews.count
      }
      AutoreleasePool.drain()
      return views > 0 ? 200 : 0
    }
    report("    … and lay it out (constraints solved)", per: 50) {
      for _ in 0..<50 {
        let controller = storyboard.instantiateViewController(withIdentifier: "grid")
        controller.view.layoutIfNeeded()
      }
      AutoreleasePool.drain()
      return 50
    }
  }

  static func count(_ view: UIView) -> Int {
    1 + view.subviews.reduce(0) { $0 + count($1) }
  }

  func report(_ name: String, per operations: Int, _ body: () -> Int) {
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<5 {
      var done = 0
      let elapsed = clock.measure { done = body() }
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      best = min(best, seconds / Double(max(1, done)))
    }
    let text =
      best >= 1e-3
      ? String(format: "%9.3f ms/op", best * 1e3) : String(format: "%9.3f µs/op", best * 1e6)
    print(String(format: "  %-60@ ", name as NSString) + text + "  (\(operations) per run)")
  }
}
