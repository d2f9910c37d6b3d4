import CrashlyticsStandIn
import FabricStandIn
import Foundation
import HeadlessUI
import MBProgressHUDStandIn
import SVProgressHUDStandIn
import SWHttpTrafficRecorderStandIn
import Testing

/// The stand-ins for third-party SDKs with no Swift source to port: Fabric and Crashlytics
/// (closed binaries: what the app records is kept, nothing is sent), SVProgressHUD and
/// MBProgressHUD (Objective-C pods: real views over the app's, on the frame clock). Their
/// documentation: https://github.com/SVProgressHUD/SVProgressHUD (README: "the HUD will
/// dismiss itself after a duration based on the length of the string", the mask types),
/// https://github.com/jdg/MBProgressHUD (README: `showHUDAddedTo:animated:`,
/// `hideHUDForView:animated:`).
@MainActor
@Suite("Third-party SDK stand-ins", .serialized)
struct ThirdPartySDKStandInsTests {
  func window() -> UIWindow {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    return window
  }

  @Test func fabricStartsKitsAndCrashlyticsKeepsWhatTheAppRecords() {
    Fabric.with([Crashlytics.self, Answers.self])
    #expect(Fabric.startedKits.contains("Crashlytics"))
    #expect(Fabric.startedKits.contains("Answers"))
    let crashlytics = Crashlytics.sharedInstance()
    crashlytics.setUserIdentifier("u1")
    crashlytics.setObjectValue("blue", forKey: "theme")
    crashlytics.recordError(NSError(domain: "test", code: 7))
    #expect(crashlytics.userIdentifier == "u1")
    #expect(crashlytics.keys["theme"] as? String == "blue")
    #expect(crashlytics.recordedErrors.last?.code == 7)
    Answers.logCustomEvent(withName: "Viewed About", customAttributes: ["from": "menu"])
    Answers.logLogin(withMethod: "mail", success: true, customAttributes: nil)
    let names = Answers.events.map(\.name)
    #expect(names.suffix(2) == ["custom: Viewed About", "login"])
    #expect(Answers.events.last?.attributes["method"] as? String == "mail")
    withVaList([3, "x"]) { CLSLogv("%d %@", $0) }
    #expect(Answers.logLines.last == "3 x")
  }

  @Test func svProgressHUDShowsOverTheKeyWindowAndATimedOneDismissesItself() {
    let window = window()
    SVProgressHUD.setDefaultMaskType(.none)
    SVProgressHUD.show(withStatus: "Loading")
    #expect(SVProgressHUD.isVisible())
    let hud = window.subviews.last { $0 is SVProgressHUD } as? SVProgressHUD
    #expect(hud?.statusLabel.text == "Loading")
    #expect(hud?.frame == window.bounds)
    #expect(hud?.isUserInteractionEnabled == false, "mask .none lets touches through")
    // A spinner stays until dismissed.
    window.clock.advance(by: .seconds(30))
    #expect(SVProgressHUD.isVisible())
    var dismissed = false
    SVProgressHUD.dismiss { dismissed = true }
    window.clock.advance(by: .seconds(1))
    #expect(!SVProgressHUD.isVisible() && dismissed)
    #expect(!window.subviews.contains { $0 is SVProgressHUD })

    // Timed: at least the minimum dismiss interval (5 s), longer for a long status.
    #expect(SVProgressHUD.displayDuration(for: "Saved") == 5)
    let long = String(repeating: "x", count: 100)
    #expect(abs(SVProgressHUD.displayDuration(for: long) - 6.5) < 1e-9)
    SVProgressHUD.setDefaultMaskType(.black)
    SVProgressHUD.showError(withStatus: "Failed")
    #expect((window.subviews.last as? SVProgressHUD)?.isUserInteractionEnabled == true)
    window.clock.advance(by: .seconds(4))
    #expect(SVProgressHUD.isVisible())
    window.clock.advance(by: .seconds(2))
    #expect(!SVProgressHUD.isVisible())
    SVProgressHUD.setDefaultMaskType(.none)
  }

  @Test func aNewShowKeepsTheHUDAPendingDismissalWasFor() {
    let window = window()
    SVProgressHUD.showInfo(withStatus: "Hi")
    window.clock.advance(by: .seconds(3))
    SVProgressHUD.show(withStatus: "Working")
    window.clock.advance(by: .seconds(5))
    #expect(SVProgressHUD.isVisible(), "the info's timer was for the info, not the spinner")
    SVProgressHUD.dismiss()
    window.clock.advance(by: .seconds(1))
    #expect(!SVProgressHUD.isVisible())
  }

  @Test func mbProgressHUDIsAViewOverTheViewItIsShownIn() {
    let window = window()
    let view = window.rootViewController!.view!
    let hud = MBProgressHUD.showAdded(to: view, animated: true)
    hud.label.text = "Please wait"
    #expect(hud.superview === view)
    #expect(hud.frame == view.bounds)
    #expect(MBProgressHUD.HUD(for: view) === hud)
    window.clock.advance(by: .seconds(1))
    #expect(hud.alpha == 1)
    #expect(MBProgressHUD.hide(for: view, animated: true))
    window.clock.advance(by: .seconds(1))
    #expect(hud.superview == nil)
    #expect(!MBProgressHUD.hide(for: view, animated: true))
  }

  @Test func theTrafficRecorderStartsInAWritableFolderAndRecordsNothing() throws {
    let recorder = try #require(SWHttpTrafficRecorder.shared())
    #expect(recorder === SWHttpTrafficRecorder.shared())
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "traffic-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try recorder.startRecording(atPath: folder.path)
    #expect(recorder.isRecording)
    #expect(FileManager.default.fileExists(atPath: folder.path), "the folder is made")
    recorder.stopRecording()
    #expect(!recorder.isRecording)
    let file = folder.appendingPathComponent("file")
    try Data().write(to: file)
    #expect {
      try recorder.startRecording(atPath: file.path)
    } throws: { error in
      (error as NSError).domain == SWHttpTrafficRecorderErrorDomain
        && (error as NSError).code == SWHttpTrafficRecorderError.pathFailedToCreate.rawValue
    }
    #expect(!recorder.isRecording)
    #expect(recorder.startRecording(), "the caches folder")
    recorder.stopRecording()
  }
}
