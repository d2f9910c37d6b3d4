import CloudKitStandIn
import ContactsStandIn
import CoreLocationStandIn
import Foundation
import Testing

/// Contacts and CloudKit as a test device has them: no access granted to the address book
/// (https://developer.apple.com/documentation/contacts/cncontactstore/requestaccess(for:completionhandler:)),
/// no iCloud account (https://developer.apple.com/documentation/cloudkit/ckcontainer/accountstatus(completionhandler:)).
/// Answers come on the main queue.
@MainActor
@Suite("Contacts and CloudKit stand-ins")
struct ContactsAndCloudKitStandInsTests {
  private func mainQueue<T: Sendable>(_ body: (@escaping @Sendable (T) -> Void) -> Void) async
    -> T
  {
    await withCheckedContinuation { continuation in
      body { continuation.resume(returning: $0) }
    }
  }

  @Test func theAddressBookIsNotOpenedToTheApp() async throws {
    let store = CNContactStore()
    let granted: Bool = await mainQueue { done in
      store.requestAccess(for: .contacts) { granted, _ in done(granted) }
    }
    #expect(!granted)
    #expect(CNContactStore.authorizationStatus(for: .contacts) == .denied)
    let request = CNContactFetchRequest(keysToFetch: [
      CNContactGivenNameKey as CNKeyDescriptor,
      CNContactVCardSerialization.descriptorForRequiredKeys(),
    ])
    #expect(throws: CNError(.authorizationDenied)) {
      try store.enumerateContacts(with: request) { _, _ in }
    }
  }

  @Test func contactsTheAppMakesFormatAndSerialize() throws {
    let contact = CNMutableContact()
    contact.givenName = "Ada"
    contact.familyName = "Lovelace"
    contact.phoneNumbers = [
      CNLabeledValue(
        label: CNLabelPhoneNumberiPhone, value: CNPhoneNumber(stringValue: "+44 (20) 7946"))
    ]
    #expect(CNContactFormatter.string(from: contact, style: .fullName) == "Ada Lovelace")
    #expect(contact.phoneNumbers[0].value.value(forKey: "digits") as? String == "+44207946")
    #expect(CNContact.localizedString(forKey: CNLabelHome) == "home")
    #expect(CNContact.localizedString(forKey: CNLabelPhoneNumberiPhone) == "iPhone")
    let card = try CNContactVCardSerialization.data(with: [contact])
    let read = try CNContactVCardSerialization.contacts(with: card)
    #expect(read.map(\.givenName) == ["Ada"] && read.first?.familyName == "Lovelace")
    #expect(read.first?.phoneNumbers.first?.value.stringValue == "+44 (20) 7946")
    #expect(CNContact.predicateForContacts(matchingName: "love").evaluate(with: contact))
  }

  @Test func withNoAccountEveryDatabaseOperationFails() async {
    let container = CKContainer.default()
    let status: CKAccountStatus = await mainQueue { done in
      container.accountStatus { status, _ in done(status) }
    }
    #expect(status == .noAccount)
    let record = CKRecord(recordType: "City")
    record.setValue("Kyiv", forKey: "name")
    record["text"] = "A city"
    #expect(
      record.value(forKey: "name") as? String == "Kyiv" && record.allKeys() == ["name", "text"])
    let saved: CKError? = await mainQueue { done in
      container.publicCloudDatabase.save(record) { _, error in done(error as? CKError) }
    }
    #expect(saved == CKError(.notAuthenticated))
    let query = CKQuery(recordType: "City", predicate: NSPredicate(value: true))
    let found: Bool = await mainQueue { done in
      container.privateCloudDatabase.perform(query, inZoneWith: nil) { records, error in
        done(records == nil && error != nil)
      }
    }
    #expect(found)
    #expect(CKRecord.ID(recordName: "a") == CKRecord.ID(recordName: "a"))
  }
}

/// CoreLocation's manager on a device whose user does not share its location
/// (https://developer.apple.com/documentation/corelocation/cllocationmanager/requestwheninuseauthorization()):
/// asked, the status turns `.denied` and the delegate hears it; updates fail with `denied`.
@MainActor
@Suite("The location manager stand-in")
struct LocationManagerStandInTests {
  final class Listener: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
    var heard: [String] = []
    var done: (@Sendable () -> Void)?
    func locationManager(
      _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
    ) { heard.append("status \(status.rawValue)") }
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
      heard.append("failed \((error as? CLError)?.code.rawValue ?? -1)")
      done?()
    }
  }

  @Test func askingIsDeniedAndUpdatesFail() async {
    let manager = CLLocationManager()
    let listener = Listener()
    manager.delegate = listener
    manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
    manager.requestWhenInUseAuthorization()
    await withCheckedContinuation { continuation in
      listener.done = { continuation.resume() }
      manager.startUpdatingLocation()
    }
    #expect(listener.heard == ["status 2", "failed 1"])
    #expect(CLLocationManager.authorizationStatus() == .denied && manager.location == nil)
    let failed: Bool = await withCheckedContinuation { continuation in
      CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 1, longitude: 2)) { marks, error in
        continuation.resume(returning: marks == nil && (error as? CLError)?.code == .network)
      }
    }
    #expect(failed)
  }
}
