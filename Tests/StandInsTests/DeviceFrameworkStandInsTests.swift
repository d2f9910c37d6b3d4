import AudioToolboxStandIn
import CoreMotionStandIn
import Dispatch
import Foundation
import HeadlessUI
import LocalAuthenticationStandIn
import MessageUIStandIn
import SocialStandIn
import StoreKitStandIn
import SystemConfigurationStandIn
import Testing
import UserNotificationsStandIn
import WatchConnectivityStandIn

/// The stand-ins for the frameworks of a device's accounts, permissions and sensors: each
/// answers as a device with no data, no account and no permission granted would, through the
/// paths Apple's documentation tells apps to take (ask first, then handle the refusal).
/// Apple's pages: https://developer.apple.com/documentation/systemconfiguration/scnetworkreachability-g7d,
/// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/cansendmail(),
/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter,
/// https://developer.apple.com/documentation/storekit/skpaymentqueue/canmakepayments(),
/// https://developer.apple.com/documentation/storekit/skproductsresponse/invalidproductidentifiers,
/// https://developer.apple.com/documentation/social/slcomposeviewcontroller,
/// https://developer.apple.com/documentation/audiotoolbox/audioservicescreatesystemsoundid(_:_:),
/// https://developer.apple.com/documentation/localauthentication/lacontext/canevaluatepolicy(_:error:),
/// https://developer.apple.com/documentation/watchconnectivity/wcsession,
/// https://developer.apple.com/documentation/coremotion/cmmotionmanager.
@Suite("Device framework stand-ins")
struct DeviceFrameworkStandInsTests {
  /// Waits for what the stand-ins answer on the main queue.
  private func mainQueue<T: Sendable>(_ body: (@escaping @Sendable (T) -> Void) -> Void) async
    -> T
  {
    await withCheckedContinuation { continuation in
      body { continuation.resume(returning: $0) }
    }
  }

  @Test func reachabilityIsReachableOverWiFiAndTheBSDLengthsRead() {
    var address = sockaddr_in()
    address.sin_len = 99
    #expect(address.sin_len == UInt8(MemoryLayout<sockaddr_in>.size))
    address.sin_family = sa_family_t(AF_INET)
    let target = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        SCNetworkReachabilityCreateWithAddress(nil, $0)
      }
    }
    #expect(target?.target == .address(family: AF_INET))
    var flags = SCNetworkReachabilityFlags()
    #expect(SCNetworkReachabilityGetFlags(target!, &flags))
    #expect(flags == .reachable && !flags.contains(.isWWAN) && !flags.contains(.connectionRequired))
    #expect(SCNetworkReachabilityFlags.isWWAN.rawValue == 0x40000)

    let named = SCNetworkReachabilityCreateWithName(nil, "example.com")!
    #expect(named.target == .name("example.com"))
    var context = SCNetworkReachabilityContext(
      version: 0, info: nil, retain: nil, release: nil, copyDescription: nil)
    #expect(SCNetworkReachabilitySetCallback(named, { _, _, _ in }, &context))
    #expect(named.hasCallback)
    #expect(SCNetworkReachabilitySetDispatchQueue(named, .main))
    #expect(named.callbackQueue != nil)
    #expect(
      SCNetworkReachabilityScheduleWithRunLoop(named, CFRunLoopGetMain(), "kCFRunLoopCommonModes"))
    #expect(
      SCNetworkReachabilityUnscheduleFromRunLoop(named, CFRunLoopGetMain(), "kCFRunLoopCommonModes")
    )
    #expect(SCNetworkReachabilitySetCallback(named, nil, nil) && !named.hasCallback)
    #expect(SCNetworkReachabilityCreateWithAddressPair(nil, nil, nil) == nil)
  }

  @Test @MainActor func mailCannotBeSentAndAComposerKeepsWhatItIsGiven() {
    #expect(!MFMailComposeViewController.canSendMail())
    #expect(!MFMessageComposeViewController.canSendText())
    final class Delegate: MFMailComposeViewControllerDelegate {
      var results: [MFMailComposeResult] = []
      func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
        error: (any Error)?
      ) { results.append(result) }
    }
    let composer = MFMailComposeViewController()
    let delegate = Delegate()
    composer.mailComposeDelegate = delegate
    composer.setToRecipients(["a@example.com"])
    composer.setSubject("Feedback")
    composer.setMessageBody("<b>hi</b>", isHTML: true)
    composer.addAttachmentData(Data([1]), mimeType: "text/plain", fileName: "log.txt")
    #expect(composer.toRecipients == ["a@example.com"] && composer.subject == "Feedback")
    #expect(composer.messageBody == "<b>hi</b>" && composer.messageBodyIsHTML)
    #expect(composer.attachments.map(\.fileName) == ["log.txt"])
    #expect(composer.viewControllers.count == 1)
    composer.finish(with: .cancelled)
    #expect(delegate.results == [.cancelled])
  }

  @Test func notificationsAreDeniedAndNothingIsScheduled() async {
    let center = UNUserNotificationCenter.current()
    let granted: Bool = await mainQueue { done in
      center.requestAuthorization(options: [.alert, .sound]) { granted, error in
        done(granted || error != nil)
      }
    }
    #expect(!granted)
    let status: UNAuthorizationStatus = await mainQueue { done in
      center.getNotificationSettings { done($0.authorizationStatus) }
    }
    #expect(status == .denied)
    let content = UNMutableNotificationContent()
    content.title = "Time is up"
    content.sound = .default
    #expect(content.title == "Time is up")
    let request = UNNotificationRequest(
      identifier: "t", content: content,
      trigger: UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false))
    let code: UNError.Code? = await mainQueue { done in
      center.add(request) { done(($0 as? UNError)?.code) }
    }
    #expect(code == .notificationsNotAllowed)
    let pending: Int = await mainQueue { done in
      center.getPendingNotificationRequests { done($0.count) }
    }
    #expect(pending == 0)
    await #expect(throws: UNError(.notificationsNotAllowed)) { try await center.add(request) }
  }

  @Test func aStoreWithNoAccountRefusesPaymentsAndKnowsNoProducts() async {
    #expect(!SKPaymentQueue.canMakePayments())
    final class Observer: SKPaymentTransactionObserver, SKProductsRequestDelegate,
      @unchecked Sendable
    {
      var states: [SKPaymentTransactionState] = []
      var errors: [SKError.Code] = []
      var invalid: [String] = []
      var finished = false
      var onChange: (@Sendable () -> Void)?
      func paymentQueue(
        _ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]
      ) {
        states += transactions.map(\.transactionState)
        errors += transactions.compactMap { ($0.error as? SKError)?.code }
        onChange?()
      }
      func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        invalid = response.invalidProductIdentifiers
        #expect(response.products.isEmpty)
      }
      func requestDidFinish(_ request: SKRequest) {
        finished = true
        onChange?()
      }
    }
    let observer = Observer()
    SKPaymentQueue.default().add(observer)
    let _: Void = await mainQueue { done in
      observer.onChange = { done(()) }
      SKPaymentQueue.default().add(SKPayment(product: SKProduct(productIdentifier: "pro")))
    }
    #expect(observer.states == [.failed] && observer.errors == [.paymentNotAllowed])
    let request = SKProductsRequest(productIdentifiers: ["b.pro", "a.tip"])
    request.delegate = observer
    let _: Void = await mainQueue { done in
      observer.onChange = { done(()) }
      request.start()
    }
    #expect(observer.finished && observer.invalid == ["a.tip", "b.pro"])
    SKPaymentQueue.default().remove(observer)
    #expect(SKPaymentQueue.default().transactionObservers.isEmpty)
  }

  @Test @MainActor func noSocialServiceHasAnAccount() {
    #expect(!SLComposeViewController.isAvailable(forServiceType: SLServiceTypeTwitter))
    #expect(SLComposeViewController(forServiceType: SLServiceTypeFacebook) == nil)
  }

  @Test func systemSoundsAreMadeFromFilesThatExistAndPlayNothing() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-sound-\(UUID().uuidString).caf")
    try Data([0]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var sound: SystemSoundID = 0
    #expect(AudioServicesCreateSystemSoundID(file, &sound) == kAudioServicesNoError)
    #expect(sound >= 4096)
    var missing: SystemSoundID = 7
    #expect(
      AudioServicesCreateSystemSoundID(file.appendingPathExtension("gone"), &missing)
        == kAudioServicesSystemSoundUnspecifiedError)
    #expect(missing == 7)
    AudioServicesPlaySystemSound(sound)
    AudioServicesPlayAlertSound(kSystemSoundID_Vibrate)
    #expect(AudioServicesPlayedSounds().suffix(2) == [sound, kSystemSoundID_Vibrate])
    #expect(AudioServicesDisposeSystemSoundID(sound) == kAudioServicesNoError)
    #expect(AudioServicesDisposeSystemSoundID(sound) == kAudioServicesSystemSoundUnspecifiedError)
  }

  @Test func noBiometryAndNoPasscodeAreSetUp() async {
    let context = LAContext()
    var error: NSError?
    #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
    #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue)
    #expect(error?.domain == LAError.errorDomain)
    #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
    #expect(Int32(error!.code) == kLAErrorPasscodeNotSet)
    #expect(context.biometryType == .none)
    let answer: LAError.Code? = await mainQueue { done in
      context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Log in") {
        success, error in
        done(success ? nil : (error as? LAError)?.code)
      }
    }
    #expect(answer == .biometryNotAvailable)
    context.invalidate()
    await #expect(throws: LAError(.invalidContext)) {
      try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "")
    }
  }

  @Test func aPhoneWithNoWatchActivatesButIsNeverReachable() async throws {
    #expect(WCSession.isSupported())
    final class Delegate: WCSessionDelegate, @unchecked Sendable {
      var activated: (@Sendable (WCSessionActivationState) -> Void)?
      func session(
        _ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState,
        error: (any Error)?
      ) { activated?(activationState) }
      func sessionDidBecomeInactive(_ session: WCSession) {}
      func sessionDidDeactivate(_ session: WCSession) {}
    }
    let delegate = Delegate()
    let session = WCSession.default
    session.delegate = delegate
    let state: WCSessionActivationState = await mainQueue { done in
      delegate.activated = done
      session.activate()
    }
    #expect(state == .activated && session.activationState == .activated)
    #expect(!session.isPaired && !session.isReachable && !session.isWatchAppInstalled)
    #expect(throws: WCError(.deviceNotPaired)) { try session.updateApplicationContext(["a": 1]) }
    let code: WCError.Code? = await mainQueue { done in
      session.sendMessage(["ping": true], replyHandler: nil) { done(($0 as? WCError)?.code) }
    }
    #expect(code == .notReachable)
    // With no watch to take them, transfers stay queued until cancelled.
    let before = session.outstandingUserInfoTransfers.count
    let info = session.transferUserInfo(["a": 1])
    let complication = session.transferCurrentComplicationUserInfo(["date": 2.0])
    #expect(!info.isCurrentComplicationInfo && complication.isCurrentComplicationInfo)
    #expect(session.outstandingUserInfoTransfers.count == before + 2)
    #expect(complication.userInfo["date"] as? Double == 2.0 && complication.isTransferring)
    info.cancel()
    complication.cancel()
    #expect(session.outstandingUserInfoTransfers.count == before)
    #expect(!info.isTransferring)
  }

  @Test func motionSensorsAreUnavailableAndDeliverNothing() {
    let manager = CMMotionManager()
    #expect(!manager.isAccelerometerAvailable && !manager.isDeviceMotionAvailable)
    var delivered = 0
    manager.startDeviceMotionUpdates(to: .main) { _, _ in delivered += 1 }
    #expect(manager.isDeviceMotionActive && manager.deviceMotion == nil)
    manager.stopDeviceMotionUpdates()
    #expect(!manager.isDeviceMotionActive && delivered == 0)
  }
}
