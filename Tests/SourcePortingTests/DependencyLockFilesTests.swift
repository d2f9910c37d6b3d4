import Foundation
import SourcePorting
import Testing

/// Where an app's lock files are found, what a `Podfile.lock` pins, and the UIKit a file sees
/// through a pod it imports (CocoaPods' umbrella header imports UIKit on iOS).
@Suite("Dependency lock files")
struct DependencyLockFilesTests {
  private static let lock = """
    PODS:
      - Alamofire (4.5.1)
      - "Moya-ObjectMapper (2.1)":
        - Moya (~> 8.0)
      - Firebase/Core (5.4.0)
      - UITextView+Placeholder (1.3.1)

    DEPENDENCIES:
      - Alamofire
    """

  @Test func podsAreReadByRootNameInTheFilesOrder() {
    let pods = DependencyLockFiles.pods(inPodfileLock: Self.lock)
    #expect(
      pods.map(\.name) == [
        "Alamofire", "Moya-ObjectMapper", "Firebase", "UITextView+Placeholder",
      ])
    #expect(pods.map(\.version) == ["4.5.1", "2.1", "5.4.0", "1.3.1"])
  }

  @Test(arguments: [
    ("Moya-ObjectMapper", "Moya_ObjectMapper"),
    ("UITextView+Placeholder", "UITextView_Placeholder"),
    ("Alamofire", "Alamofire"),
  ])
  func aPodsModuleNameIsAnIdentifier(pod: String, module: String) {
    #expect(DependencyLockFiles.moduleName(ofPod: pod) == module)
  }

  @Test func aFileThatImportsAPodSeesUIKitAndNoLineMoves() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lockfiles-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("App")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("_repo"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    // The project's lock file, beside the app's folder (the repository's root).
    try Self.lock.write(
      to: folder.appendingPathComponent("Podfile.lock"), atomically: true, encoding: .utf8)
    let modules = DependencyLockFiles.podModules(forAppIn: app)
    #expect(modules.contains("Moya_ObjectMapper"))
    #expect(modules.contains("Alamofire"))

    let usesPod = "import Foundation\nimport Alamofire\n\nlet a = UIApplication.shared"
    let seen = DependencyLockFiles.addingUIKitSeenThroughPods(to: usesPod, podModules: modules)
    #expect(seen == usesPod + "\nimport UIKit\n")
    for text in [
      "import UIKit\nimport Alamofire\n", "import Foundation\n", "import SnapKit\nlet x = 1\n",
    ] {
      #expect(
        DependencyLockFiles.addingUIKitSeenThroughPods(to: text, podModules: modules) == text)
    }
    // The search stops at the repository's root (`.git`): the folder above is not read.
    let other = folder.appendingPathComponent("other")
    try FileManager.default.createDirectory(
      at: other.appendingPathComponent(".git"), withIntermediateDirectories: true)
    #expect(DependencyLockFiles.podModules(forAppIn: other.appendingPathComponent("App")).isEmpty)
  }

  @Test func lockFilesInsideTheAppComeFirstAndTheSearchStopsAtTheRepository() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lockfiles-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let repository = root.appendingPathComponent("repo")
    let app = repository.appendingPathComponent("App")
    for folder in [
      app.appendingPathComponent("_repo"), app.appendingPathComponent("App.xcodeproj"),
      repository.appendingPathComponent(".git"),
    ] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    for file in [
      app.appendingPathComponent("_repo/Podfile.lock"),
      app.appendingPathComponent("App.xcodeproj/Package.resolved"),
      repository.appendingPathComponent("Podfile.lock"),
      root.appendingPathComponent("Podfile.lock"),
    ] {
      try "PODS:\n".write(to: file, atomically: true, encoding: .utf8)
    }
    let found = DependencyLockFiles.find(
      named: ["Podfile.lock", "Package.resolved"], forAppIn: app)
    #expect(
      found.map { $0.standardizedFileURL.path } == [
        app.appendingPathComponent("_repo/Podfile.lock").standardizedFileURL.path,
        repository.appendingPathComponent("Podfile.lock").standardizedFileURL.path,
      ])
  }
}
