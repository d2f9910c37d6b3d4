import Foundation
import SourcePorting
import Testing

/// A CocoaPods podspec read as one module: its files by glob, its default subspecs, its
/// dependencies and resources; what it cannot read is an error with its line.
@Suite("Podspec")
struct PodspecTests {
  static let files = [
    "LICENSE", "Sources/Core/A.swift", "Sources/Core/B.swift", "Sources/Core/Old.swift",
    "Sources/Core/Legacy.m", "Sources/Extras/C.swift", "Sources/Mac/M.swift",
    "Resources/icon.png", "Resources/Strings/en.strings", "Tests/T.swift",
  ]

  @Test func subspecsDependenciesAndResources() throws {
    let podspec = """
      Pod::Spec.new do |s|
        s.name             = "Cards"
        s.version          = "2.4.0"
        s.description      = <<-DESC
                              Cards; s.source_files = 'nothing' is prose here
                             DESC
        s.ios.deployment_target  = '12.0'
        s.osx.source_files = 'Sources/Mac/**/*.swift'
        s.swift_versions = ['5.0', '5.9']
        s.default_subspecs = 'Core'

        s.subspec 'Core' do |cs|
          cs.source_files = 'Sources/Core/**/*.{swift,m}'   # the module
          cs.exclude_files = 'Sources/Core/Old.swift'
          cs.resource_bundles = {
            'CardsAssets' => ['Resources/*.png', 'Resources/Strings']
          }
          cs.dependency 'Kingfisher', '~> 8.0'
        end

        s.subspec('Extras') do |es|
          es.dependency 'Cards/Core'
          es.source_files = %w[Sources/Extras/C.swift]
        end
      end
      """
    let package = try Podspec.package(text: podspec, path: "Cards.podspec", files: Self.files)
    #expect(package.name == "Cards")
    #expect(package.products == [.init(name: "Cards", targets: ["Cards"])])
    let target = try #require(package.targets.first)
    // The default subspec only; its exclusion applied; Swift only.
    #expect(target.sources == ["Sources/Core/A.swift", "Sources/Core/B.swift"])
    #expect(target.resources.map(\.path) == ["Resources/icon.png", "Resources/Strings/en.strings"])
    #expect(target.dependencies == [.product("Kingfisher", package: "Kingfisher")])
    #expect(!package.swift6)
  }

  /// A pod's Swift decides the ported package's language mode, as its podspec declares it:
  /// `swift_version(s)`, or `SWIFT_VERSION` in its xcconfig as older pods did.
  @Test func theLanguageModeIsThePodsSwiftVersion() throws {
    func mode(_ line: String) throws -> String {
      let podspec =
        "Pod::Spec.new do |s|\n  s.name = 'Cards'\n  \(line)\n"
        + "  s.source_files = 'Sources/Core/*.swift'\nend\n"
      return try Podspec.package(text: podspec, path: "Cards.podspec", files: Self.files)
        .languageMode
    }
    #expect(try mode("s.swift_version = '4.2'") == "4.2")
    #expect(try mode("s.swift_versions = ['4.0', '4.2', '5.0']") == "5")
    #expect(try mode("s.pod_target_xcconfig = { 'SWIFT_VERSION' => '3.0' }") == "4")
    #expect(try mode("s.swift_version = '6.0'") == "6")
    #expect(try mode("s.platform = :ios") == "5")
    #expect(PortablePackage.languageMode(of: ["5.0", "6.0"]) == "5")
    #expect(PortablePackage.languageMode(of: []) == nil)
  }

  /// A pod that declares no Swift version and spells a name Swift 4.2 renamed is built in Swift
  /// 4 mode (CocoaPods built such a pod in the app's Swift; today's Xcode still builds those
  /// names in Swift 4 mode); one that declares a version keeps it.
  @Test func anUndeclaredSwiftVersionIsInferredFromTheSources() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pod-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Source"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("import UIKit\nlet a: NSLayoutAttribute = .top\n".utf8).write(
      to: folder.appendingPathComponent("Source/A.swift"))
    func mode(_ line: String) throws -> String {
      let podspec =
        "Pod::Spec.new do |s|\n  s.name = 'Old'\n  \(line)\n  s.source_files = 'Source/*.swift'\nend\n"
      let package = try Podspec.package(
        text: podspec, path: "Old.podspec", files: ["Source/A.swift"])
      var porter = PackagePorter(package: package, input: folder, gestureTapePath: "/gt")
      let manifest = try porter.outputs().first { $0.path == "Package.swift" }
      let text = manifest.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
      return text.contains(".swiftLanguageMode(.v4)") ? "4" : "other"
    }
    #expect(try mode("s.platform = :ios") == "4")
    #expect(try mode("s.swift_version = '5.0'") == "other")
  }

  /// A pod read through its podspec because its manifest is SwiftPM 3's (no tools-version line,
  /// SE-0152) and whose podspec names no Swift version is Swift 3 code: built in Swift 4 mode,
  /// the oldest there is, as Alamofire 4.3 builds. A declared version, or a manifest of tools
  /// version 4 or later, keeps the mode read.
  @Test func aSwiftPM3ManifestMakesAnUndeclaredPodSwift4() throws {
    #expect(SwiftPackageManifest.toolsVersionMajor(ofManifest: "import PackageDescription\n") == 3)
    #expect(
      SwiftPackageManifest.toolsVersionMajor(ofManifest: "// swift-tools-version:4.2\nimport P")
        == 4)
    #expect(SwiftPackageManifest.toolsVersionMajor(ofManifest: "// swift-tools-version: 5.9") == 5)
    func mode(_ line: String, toolsMajor: Int) throws -> (String, [String]) {
      let podspec =
        "Pod::Spec.new do |s|\n  s.name = 'Cards'\n  \(line)\n"
        + "  s.source_files = 'Sources/Core/*.swift'\nend\n"
      var package = try Podspec.package(text: podspec, path: "Cards.podspec", files: Self.files)
      package.assumeLanguage(ofManifestToolsVersion: toolsMajor, at: "Cards/Package.swift")
      return (package.languageMode, package.notes)
    }
    let old = try mode("s.platform = :ios", toolsMajor: 3)
    #expect(old.0 == "4")
    #expect(old.1.contains { $0.contains("Cards/Package.swift is of Swift tools version 3") })
    #expect(try mode("s.swift_version = '5.0'", toolsMajor: 3).0 == "5")
    #expect(try mode("s.platform = :ios", toolsMajor: 4).0 == "5")
  }

  /// Localized resources need a default localization in today's SwiftPM: a pod's is English.
  @Test func localizedResourcesGetADefaultLocalization() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pod-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Source/en.lproj"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("let a = 1\n".utf8).write(to: folder.appendingPathComponent("Source/A.swift"))
    try Data("\"a\" = \"b\";\n".utf8).write(
      to: folder.appendingPathComponent("Source/en.lproj/Localizable.strings"))
    let podspec =
      "Pod::Spec.new do |s|\n  s.name = 'Words'\n  s.source_files = 'Source/*.swift'\n"
      + "  s.resources = 'Source/**/*.strings'\nend\n"
    let package = try Podspec.package(
      text: podspec, path: "Words.podspec",
      files: ["Source/A.swift", "Source/en.lproj/Localizable.strings"])
    var porter = PackagePorter(package: package, input: folder, gestureTapePath: "/gt")
    let manifest = try porter.outputs().first { $0.path == "Package.swift" }
    let text = manifest.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
    #expect(text.contains("defaultLocalization: \"en\","))
  }

  /// A `.bundle` folder among the resources is copied whole, as CocoaPods copies it
  /// (IQKeyboardManager's, whose `zh-Hans` folder lacks `.lproj`: processed file by file, its
  /// strings would collide with `zh-Hant`'s); other resources are processed.
  @Test func aResourceBundleFolderIsCopiedWhole() throws {
    let podspec =
      "Pod::Spec.new do |s|\n  s.name = 'Keys'\n  s.source_files = 'Lib/*.swift'\n"
      + "  s.resources = 'Lib/Resources/Keys.bundle', 'Lib/icon.png'\nend\n"
    let package = try Podspec.package(
      text: podspec, path: "Keys.podspec",
      files: [
        "Lib/A.swift", "Lib/icon.png", "Lib/Resources/Keys.bundle/zh-Hans/Keys.strings",
        "Lib/Resources/Keys.bundle/zh-Hant/Keys.strings", "Lib/Resources/Keys.bundle/up@2x.png",
      ])
    let resources = try #require(package.targets.first).resources
    #expect(
      resources == [
        .init(rule: "process", path: "Lib/icon.png"),
        .init(rule: "copy", path: "Lib/Resources/Keys.bundle"),
      ])
  }

  /// `default_subspec` (singular, as Moya 8 spells it) chooses as `default_subspecs` does: the
  /// optional subspec's files and its pod dependency stay out.
  @Test func theSingularDefaultSubspecChoosesToo() throws {
    let podspec = """
      Pod::Spec.new do |s|
        s.name = 'Cards'
        s.default_subspec = "Core"
        s.subspec "Core" do |ss|
          ss.source_files = "Sources/Core/*.swift"
        end
        s.subspec "Extras" do |ss|
          ss.source_files = "Sources/Extras/*.swift"
          ss.dependency "RxSwift", "~> 3.0"
        end
      end
      """
    let package = try Podspec.package(text: podspec, path: "Cards.podspec", files: Self.files)
    #expect(
      package.targets.first?.sources == [
        "Sources/Core/A.swift", "Sources/Core/B.swift", "Sources/Core/Old.swift",
      ])
    #expect(package.targets.first?.dependencies == [])
  }

  @Test func everySubspecWhenNoneIsTheDefault() throws {
    let podspec = """
      Pod::Spec.new do |spec|
        spec.name = 'Cards'
        spec.module_name = 'CardKit'
        spec.subspec 'Core' do |core|
          core.source_files = 'Sources/Core/*.swift'
        end
        spec.subspec 'Extras' do |extras|
          extras.source_files = ['Sources/Extras']
          extras.dependency 'Cards/Core'
        end
      end
      """
    let package = try Podspec.package(text: podspec, path: "Cards.podspec", files: Self.files)
    // The package is the pod; its module and product are `module_name`'s.
    #expect(package.name == "Cards")
    #expect(package.products == [.init(name: "CardKit", targets: ["CardKit"])])
    #expect(
      package.targets.first?.sources
        == [
          "Sources/Core/A.swift", "Sources/Core/B.swift", "Sources/Core/Old.swift",
          "Sources/Extras/C.swift",
        ])
    #expect(package.targets.first?.dependencies == [])
  }

  @Test(arguments: [
    ("  s.source_files = files", "Cards.podspec:3: cannot read source_files"),
    ("  s.dependency name_of_pod", "Cards.podspec:3: cannot read the dependency's name"),
  ])
  func aValueThatIsNotALiteralIsAnErrorWithItsLine(line: String, message: String) {
    let podspec = "Pod::Spec.new do |s|\n  s.name = 'Cards'\n\(line)\nend\n"
    #expect {
      _ = try Podspec.package(text: podspec, path: "Cards.podspec", files: Self.files)
    } throws: { error in
      (error as? Podspec.Problem)?.description.hasPrefix(message) == true
    }
  }

  @Test func aPodWithoutSwiftFilesIsAnError() {
    let podspec = "Pod::Spec.new do |s|\n  s.name = 'Legacy'\n  s.source_files = '**/*.m'\nend\n"
    #expect {
      _ = try Podspec.package(text: podspec, path: "Legacy.podspec", files: Self.files)
    } throws: { error in
      (error as? Podspec.Problem)?.description
        == "Legacy.podspec: no Swift file matches the pod's source_files (**/*.m)"
    }
  }

  /// A podspec in CocoaPods' JSON form (as the Specs repository keeps it) reads as its Ruby
  /// form does: the iOS attributes, the default subspec, dependencies, resource bundles.
  @Test func aJSONPodspecReadsAsTheRubyOne() throws {
    let json = """
      {
        "name": "Cards", "version": "2.4.0", "swift_version": "4.2",
        "default_subspecs": "Core",
        "osx": { "source_files": "Sources/Mac/**/*.swift" },
        "ios": { "resource_bundles": { "CardsAssets": ["Resources/*.png"] } },
        "subspecs": [
          {
            "name": "Core", "source_files": "Sources/Core/**/*.{swift,m}",
            "exclude_files": ["Sources/Core/Old.swift"],
            "dependencies": { "Kingfisher": ["~> 8.0"], "Cards/Extras": [] }
          },
          { "name": "Extras", "source_files": "Sources/Extras/C.swift" }
        ]
      }
      """
    let package = try Podspec.package(
      text: json, path: "Cards.podspec.json", files: Self.files)
    #expect(package.name == "Cards" && package.languageMode == "4.2")
    let target = try #require(package.targets.first)
    #expect(target.sources == ["Sources/Core/A.swift", "Sources/Core/B.swift"])
    #expect(target.resources.map(\.path) == ["Resources/icon.png"])
    #expect(target.dependencies == [.product("Kingfisher", package: "Kingfisher")])
    #expect {
      _ = try Podspec.package(text: "[1]", path: "Bad.podspec.json", files: Self.files)
    } throws: { error in
      (error as? Podspec.Problem)?.description == "Bad.podspec.json: a JSON podspec is an object"
    }
  }

  /// CocoaPods names a pod's module after the pod with what cannot be in an identifier made
  /// `_` (an app imports `Moya-ObjectMapper` as `Moya_ObjectMapper`); the package keeps the
  /// pod's name, and a dependency on such a pod is on its module's product.
  @Test func aPodsModuleIsItsNameMadeAnIdentifier() throws {
    let podspec = """
      Pod::Spec.new do |s|
        s.name = 'Moya-ObjectMapper'
        s.description = <<-DESC "Text on the marker's line, then the terminator."
                         DESC
        s.source_files = 'Sources/Core/A.swift'
        s.dependency 'UITextView+Placeholder'
      end
      """
    let package = try Podspec.package(
      text: podspec, path: "Moya-ObjectMapper.podspec", files: Self.files)
    #expect(package.name == "Moya-ObjectMapper")
    #expect(package.products == [.init(name: "Moya_ObjectMapper", targets: ["Moya_ObjectMapper"])])
    #expect(
      package.targets.first?.dependencies == [
        .product("UITextView_Placeholder", package: "UITextView+Placeholder")
      ])
  }
}
