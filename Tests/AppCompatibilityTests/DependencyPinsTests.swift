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
    let renamed = """
      {"object": {"pins": [{"package": "GithubKit",
        "repositoryURL": "https://github.com/marty-suzuki/GithubKitForSample",
        "state": {"branch": null, "revision": "f7bd7db", "version": "0.5.0"}}]}, "version": 1}
      """
    #expect(
      DependencyPins.packageResolved(renamed).map(\.description) == ["GithubKit@0.5.0"],
      "version 1 names the package, which may not be the repository's name")
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

  /// A kept port of a pinned library is made again when the porter changed (a new stand-in
  /// renames an import it left alone before): the stamp follows the porter program.
  @Test func thePortersStampChangesWithThePorter() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gesturetape-stamp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let porter = folder.appendingPathComponent("gesturetape-port")
    try Data([1, 2, 3]).write(to: porter)
    let host = ExploreHost(
      .init(gestureTape: folder, porter: porter, swift: porter, work: folder))
    let before = host.porterStamp()
    #expect(before == host.porterStamp())
    try Data([1, 2, 3, 4]).write(to: porter)
    #expect(host.porterStamp() != before)
  }

  @Test func aPinWithoutItsVersionTakesTheClosestOfItsMajor() {
    let available = [
      "Alamofire@4.3.0", "Alamofire@4.9.1", "Alamofire@5.0.0-rc.2", "Then", "SnapKit@3.2.0",
    ]
    let source = { (name: String, version: String) in
      DependencyPins.source(for: .init(name: name, version: version), among: available)
    }
    #expect(source("Alamofire", "4.9.1") == "Alamofire@4.9.1")
    #expect(source("Alamofire", "4.7.1") == "Alamofire@4.9.1")
    #expect(source("Alamofire", "4.1.0") == "Alamofire@4.3.0")
    #expect(source("Alamofire", "4.10.0") == "Alamofire@4.9.1")
    #expect(source("Alamofire", "5.4.0") == "Alamofire@5.0.0-rc.2")
    #expect(source("SnapKit", "3.0.0") == "SnapKit@3.2.0")
    #expect(source("SnapKit", "5.0.1") == nil)
    #expect(source("Then", "2.6.0") == "Then")
    #expect(source("Kingfisher", "5.7.1") == nil)
  }
}
