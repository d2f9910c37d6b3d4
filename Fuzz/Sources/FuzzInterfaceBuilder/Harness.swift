import Foundation
import FuzzSupport
import HeadlessUI
import InterfaceBuilderDocuments

/// libFuzzer entry: the Interface Builder reader on the bytes (the XML reader, then the document
/// model), then the loader behind `UIStoryboard` and `UINib`: for a storyboard, the initial
/// controller and every controller with a storyboard identifier, each with its view loaded and
/// laid out as a window's root; for a xib, its top-level objects. A rejected document is fine
/// (a located `InterfaceBuilderDocumentError`, or what UIKit would raise, reported to
/// `InterfaceBuilderDiagnostics`); a crash, hang or runaway memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  guard let document = try? InterfaceBuilderDocument(bytes: bytes, path: "Fuzz.storyboard") else {
    return 0
  }
  MainActor.assumeIsolated {
    InterfaceBuilderDiagnostics.printsToStandardError = false
    switch document.kind {
    case .storyboard:
      let storyboard = UIStoryboard(document: document, name: "Fuzz")
      var controllers: [UIViewController] = []
      if let initial = storyboard.instantiateInitialViewController() { controllers.append(initial) }
      for object in document.objects {
        guard let identifier = object["storyboardIdentifier"] else { continue }
        controllers.append(storyboard.instantiateViewController(withIdentifier: identifier))
      }
      // A few are enough to reach every code path; a document of thousands would only be slow.
      for controller in controllers.prefix(8) {
        let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
      }
    case .xib:
      _ = UINib(document: document, name: "Fuzz").instantiate(withOwner: nil)
    }
    // The end of a run-loop turn: the controllers and nib objects UIKit's factory methods
    // returned are released (without it every document stayed in memory: the first long run
    // ran out of memory after 155 000 documents).
    AutoreleasePool.drain()
    // What the loader remembers between documents, forgotten so memory stays flat.
    InterfaceBuilderDiagnostics.removeAll()
    UIStoryboard.resetRegistrations()
    UINib.resetRegistrations()
  }
  return 0
}

@_cdecl("FuzzInterfaceBuilder_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzOneInput)
}
