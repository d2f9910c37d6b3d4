import Foundation
import SourcePorting
import Testing

/// What an app's Swift files see through its Objective-C bridging header.
@Suite("Source porter: the bridging header")
struct BridgingHeaderTests {
  @Test func frameworkAndModuleImportsAreModulesAndBringUIKit() {
    let header = """
      //  Use this file to import your target's public headers.
      #import <SDWebImage/UIImageView+WebCache.h>
      #import <FLAnimatedImage/FLAnimatedImage.h>
      #import <FLAnimatedImage/FLAnimatedImageView.h>
      #import "LegacyHelper.h"
      #include <stdio.h>
      @import Firebase;
      // #import <Old/Old.h>
      """
    #expect(
      BridgingHeader.modules(inHeader: header) == [
        "SDWebImage", "FLAnimatedImage", "Firebase", "UIKit",
      ])
    #expect(BridgingHeader.modules(inHeader: "#import \"Mine.h\"\n").isEmpty)
  }

  @Test func eachFileGetsTheImportsItLacksAtItsEnd() {
    let text = "import Foundation\n\nextension UIColor {}\n"
    #expect(
      BridgingHeader.addingImports(of: ["SDWebImage", "UIKit"], to: text)
        == text + "import SDWebImage\nimport UIKit\n")
    let already = "import UIKit\nimport SDWebImage\n"
    #expect(BridgingHeader.addingImports(of: ["SDWebImage", "UIKit"], to: already) == already)
  }

  @Test func theHeaderIsFoundAnywhereInTheAppFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bridging-\(UUID().uuidString)")
    let header = folder.appendingPathComponent("Objective-C Bridge/App-Bridging-Header.h")
    try FileManager.default.createDirectory(
      at: header.deletingLastPathComponent(), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("#import <PRTween/PRTween-umbrella.h>\n".utf8).write(to: header)
    #expect(BridgingHeader.modules(forAppIn: folder) == ["PRTween", "UIKit"])
  }
}
