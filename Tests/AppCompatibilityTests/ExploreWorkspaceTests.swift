import Foundation
import TestSupport
import Testing

@testable import AppCompatibility

@Suite("The workspace an app is explored in")
struct ExploreWorkspaceTests {
  func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "app-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
  }

  /// A pinned library whose port failed has no folder; one that depends on it would stop
  /// SwiftPM resolving the whole workspace, so it is left out too, and so is one that depends
  /// on that one; a package that needs only what is there stays.
  @Test func aPortThatDependsOnAMissingPortIsLeftOutTransitively() throws {
    let manifest = { (paths: [String]) in
      "let package = Package(name: \"P\", dependencies: [\n"
        + paths.map { "  .package(name: \"X\", path: \"\($0)\"),\n" }.joined() + "])\n"
    }
    let root = try folder([
      "deps/RxSwift@5/RxSwift/Package.swift": manifest([]),
      "deps/RxGesture@3/RxGesture/Package.swift": manifest([
        "../../RxSwift@5/RxSwift", "../../RxCocoa@5/RxCocoa",
      ]),
      "deps/RxKeyboard@1/RxKeyboard/Package.swift": manifest(["../../RxGesture@3/RxGesture"]),
      "deps/Kit@1/Kit/Package.swift": manifest(["../../RxSwift@5/RxSwift"]),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let port = { (name: String) in
      root.appendingPathComponent("deps/\(name)/\(name.prefix { $0 != "@" })")
    }
    let packages = ["RxSwift@5", "RxGesture@3", "RxKeyboard@1", "Kit@1"].map(port)
    let (kept, notes) = ExploreHost.withoutBrokenDependencies(
      packages, notes: ["RxCocoa": "the pinned RxCocoa@5 does not port: an error"])
    #expect(kept == [port("RxSwift@5"), port("Kit@1")])
    #expect(
      notes["RxGesture"]
        == "left out: it depends on RxCocoa, which is not in the build: the pinned RxCocoa@5 "
        + "does not port: an error")
    #expect(
      notes["RxKeyboard"]?.hasPrefix(
        "left out: it depends on RxGesture, which is not in the build: left out: ") == true)
    #expect(notes["Kit"] == nil)
  }

  @Test func badFoldersAreOneSentenceWithThePath() throws {
    #expect(throws: AppFolder.Problem(description: "/no/such: no such folder")) {
      try AppFolder(URL(fileURLWithPath: "/no/such"))
    }
    let empty = try folder(["README.md": "x"])
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(
      throws: AppFolder.Problem(
        description: "\(empty.path) holds no Swift file: it is not an app folder")
    ) {
      try AppFolder(empty)
    }
    let noPlist = try folder(["A.swift": ""])
    defer { try? FileManager.default.removeItem(at: noPlist) }
    #expect(throws: AppFolder.Problem.self) { try AppFolder(noPlist) }
  }

  @Test func theInfoPlistMayBeBelowTheTopAndTheModuleIsInterfaceBuilders() throws {
    let app = try folder([
      "Sources/A.swift": "", "Supporting Files/Info.plist": "<plist/>",
      "Supporting Files/GoogleService-Info.plist": "<plist/>",
      "Tests/Info.plist": "<plist/>",
      "Base.lproj/Main.storyboard":
        "<a customClass=\"A\" customModule=\"Board Bank\" customModuleProvider=\"target\"/>",
    ])
    defer { try? FileManager.default.removeItem(at: app) }
    let found = try AppFolder(app)
    #expect(found.infoPlist == "Supporting Files/Info.plist")
    #expect(found.module == "Board_Bank")
    #expect(AppFolder.moduleName(for: "9lives app") == "_9lives_app")
  }

  /// A corpus of links to apps kept elsewhere: the link is followed, the app keeps the
  /// link's name.
  @Test func aLinkedAppFolderIsFollowedAndNamedByTheLink() throws {
    let app = try folder(["App/A.swift": "", "App/Info.plist": "<plist/>"])
    defer { try? FileManager.default.removeItem(at: app) }
    let link = app.appendingPathComponent("Linked")
    try FileManager.default.createSymbolicLink(
      at: link, withDestinationURL: app.appendingPathComponent("App"))
    let found = try AppFolder(link)
    #expect(found.name == "Linked")
    #expect(found.swiftFiles == ["A.swift"])
    #expect(found.infoPlist == "Info.plist")
  }

  /// An app folder with no project file may hold a copy its target does not build; the copy is
  /// the file that only redeclares types files named after them (or no copy) declare.
  @Test func aStaleCopyIsTheFileThatOnlyRedeclaresOthersTypes() {
    var upcoming: [(path: String, text: String)] = [
      ("ViewController.swift", "class AddShowViewController: UIViewController {}\nstruct UTV {}\n"),
      ("AddShowViewController.swift", "final class AddShowViewController: UIViewController {}\n"),
      ("UTV.swift", "struct UTV {\n  struct Inner {}\n}\n"),
      ("Other.swift", "class Other {}\n"),
      // A misnamed file whose one type the copy redeclares: it stays once the copy is out.
      ("Helper/URL+Extension.swift", "enum NetError: Error {}\n"),
    ]
    upcoming[0].text += "enum NetError: Error {}\n"
    #expect(ExploreHost.staleCopies(among: upcoming) == ["ViewController.swift"])
    // Two misnamed copies of one type: the one named after it stays, the other goes.
    let memos: [(path: String, text: String)] = [
      ("RecordViewController.swift", "enum RecorderState {}\nclass RecorderViewController {}\n"),
      (
        "Views/RecorderViewController.swift",
        "enum RecorderState {}\nclass RecorderViewController {}\n"
      ),
    ]
    #expect(ExploreHost.staleCopies(among: memos) == ["RecordViewController.swift"])
    // Each file declares a type of its own too, or neither is named after the type: the
    // compiler's error stays (a real redeclaration, or no way to tell).
    let both: [(path: String, text: String)] = [
      ("A.swift", "struct Shared {}\nstruct A {}\n"),
      ("B.swift", "struct Shared {}\nstruct OnlyB {}\n"),
      ("C.swift", "enum Twice {}\n"), ("D.swift", "enum Twice {}\n"),
    ]
    #expect(ExploreHost.staleCopies(among: both).isEmpty)
  }

  @Test func importsAndProductsAreReadFromTheSources() {
    let imports = ExploreWorkspace.imports(ofSources: [
      "import HeadlessUI\n@testable import Things\nimport class Kingfisher.ImageCache\n"
        + "  import Foundation\nlet important = 1\n"
    ])
    #expect(imports == ["Foundation", "HeadlessUI", "Kingfisher", "Things"])
    let manifest = """
      products: [
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(
          name: "RxRelay", targets: ["RxRelay"]),
      ]
      """
    #expect(ExploreWorkspace.libraryProducts(ofManifest: manifest) == ["RxSwift", "RxRelay"])
  }

  @Test func resourcesAreLaidOutAsAnAppBundleIs() {
    let laidOut = ExploreWorkspace.resources(
      ofPortedFiles: [
        "A.swift", "AppInfo/Info.plist", "Assets.xcassets/Contents.json",
        "Assets.xcassets/icon.imageset/Contents.json", "Base.lproj/Main.storyboard",
        "Views/Base.lproj/Cell.xib", "Views/Cell.xib", "Cell.xib", "Other/Assets.xcassets/x.json",
        "sound.mp3", "Settings/Info.plist",
      ].sorted())
    let moves = Dictionary(uniqueKeysWithValues: laidOut.moves.map { ($0.from, $0.to) })
    // A nib in a folder lands at the bundle's top; every .lproj merges into one.
    #expect(moves["Cell.xib"] == "Cell.xib")
    #expect(moves["Views/Base.lproj/Cell.xib"] == "Base.lproj/Cell.xib")
    #expect(moves["Base.lproj/Main.storyboard"] == "Base.lproj/Main.storyboard")
    #expect(
      moves["Assets.xcassets/icon.imageset/Contents.json"]
        == "Assets.xcassets/icon.imageset/Contents.json")
    #expect(moves["AppInfo/Info.plist"] == "AppInfo/Info.plist")
    #expect(moves["sound.mp3"] == "sound.mp3")
    #expect(moves["A.swift"] == nil, "Swift files are compiled, not copied")
    #expect(moves["Settings/Info.plist"] == nil, "the app's Info.plist is AppInfo's")
    #expect(Set(laidOut.moves.map(\.to)).count == laidOut.moves.count)
    #expect(
      laidOut.duplicates == [
        "Other/Assets.xcassets/x.json", "Settings/Info.plist", "Views/Cell.xib",
      ])
  }

  /// A Core Data model is where an app bundle holds the compiled model, whole: a versioned
  /// `NAME.xcdatamodeld` as `NAME.momd`, a lone `NAME.xcdatamodel` as `NAME.mom` (the names
  /// `Bundle.main.url(forResource:withExtension: "momd")` and `NSPersistentContainer(name:)`
  /// look for).
  @Test func coreDataModelsAreLaidOutAsCompiledModels() {
    let laidOut = ExploreWorkspace.resources(
      ofPortedFiles: [
        "Model/Store.xcdatamodeld/.xccurrentversion",
        "Model/Store.xcdatamodeld/Store 2.xcdatamodel/contents",
        "Model/Store.xcdatamodeld/Store.xcdatamodel/contents", "Old.xcdatamodel/contents",
      ].sorted())
    let moves = Dictionary(uniqueKeysWithValues: laidOut.moves.map { ($0.from, $0.to) })
    #expect(moves["Model/Store.xcdatamodeld/.xccurrentversion"] == "Store.momd/.xccurrentversion")
    #expect(
      moves["Model/Store.xcdatamodeld/Store 2.xcdatamodel/contents"]
        == "Store.momd/Store 2.xcdatamodel/contents")
    #expect(moves["Old.xcdatamodel/contents"] == "Old.mom/contents")
    #expect(laidOut.duplicates.isEmpty)
  }

  @Test func theManifestNamesWhatTheAppImports() throws {
    let dependency = try folder(["Package.swift": ".library(name: \"SnapKit\", targets: [])"])
    defer { try? FileManager.default.removeItem(at: dependency) }
    let workspace = ExploreWorkspace(
      folder: URL(fileURLWithPath: "/w"), gestureTape: Fixtures.repositoryRoot,
      dependencies: [dependency], swiftVersion: "4.2")
    let resolution = workspace.resolve(["Foundation", "MapKitStandIn", "SnapKit", "Firebase"])
    #expect(resolution.gestureTapeProducts == ["HeadlessUI", "MapKitStandIn"])
    #expect(resolution.dependencyProducts.map(\.product) == ["SnapKit"])
    #expect(resolution.missing == ["Firebase"])
    let manifest = workspace.manifest(
      module: "Places", resources: ["Base.lproj"], resolution: resolution)
    #expect(manifest.contains(".swiftLanguageMode(.v4_2)"))
    #expect(manifest.contains(".copy(\"_Resources/Base.lproj\")"))
    #expect(
      manifest.contains(".product(name: \"SnapKit\", package: \"\(dependency.lastPathComponent)\")")
    )
    #expect(manifest.contains(".product(name: \"MapKitStandIn\", package: \"GestureTape\")"))
  }
}
