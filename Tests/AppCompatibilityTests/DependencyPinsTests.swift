import Foundation
import Testing

@testable import AppCompatibility

@Suite("The libraries an app pins")
struct DependencyPinsTests {
  @Test func podfileLockGivesEachPodByItsRootName() {
    let lock = """
      PODS:
        - Alamofire (4.9.1)
        - "Firebase/Core (5.4.0)":
          - FirebaseAnalytics (= 5.0.1)
        - Firebase/Auth (5.4.0)
        - SwiftyJSON (5.0.0)

      DEPENDENCIES:
        - Alamofire (~> 4.0)
      """
    #expect(
      DependencyPins.podfileLock(lock).map(\.description) == [
        "Alamofire@4.9.1", "Firebase@5.4.0", "SwiftyJSON@5.0.0",
      ])
  }

  @Test func cartfileAndPackageResolvedGiveTheRepositoryAndItsVersion() {
    #expect(
      DependencyPins.cartfileResolved("github \"ReactiveX/RxSwift\" \"5.0.0\"\n").map(\.description)
        == ["RxSwift@5.0.0"])
    let version1 = """
      {"object": {"pins": [{"package": "CSV.swift",
        "repositoryURL": "https://github.com/yaslab/CSV.swift.git",
        "state": {"branch": "master", "revision": "e8e82acd1d", "version": null}}]}, "version": 1}
      """
    #expect(DependencyPins.packageResolved(version1).map(\.description) == ["CSV.swift@e8e82ac"])
    let version2 = """
      {"pins": [{"identity": "charts", "kind": "remoteSourceControl",
        "location": "https://github.com/danielgindi/Charts", "state": {"revision": "abc", "version": "4.0.2"}}],
       "version": 2}
      """
    #expect(DependencyPins.packageResolved(version2).map(\.description) == ["Charts@4.0.2"])
  }

  @Test func pinFilesAreFoundInTheFolderAndAboveIt() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pins-\(UUID().uuidString)")
    let app = root.appendingPathComponent("App")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("_repo"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try Data("PODS:\n  - Then (2.6.0)\n".utf8).write(
      to: app.appendingPathComponent("_repo/Podfile.lock"))
    try Data("github \"SnapKit/SnapKit\" \"5.0.1\"\n".utf8).write(
      to: root.appendingPathComponent("Cartfile.resolved"))
    #expect(
      DependencyPins.pins(ofAppIn: app).map(\.description) == ["SnapKit@5.0.1", "Then@2.6.0"])
  }
}
