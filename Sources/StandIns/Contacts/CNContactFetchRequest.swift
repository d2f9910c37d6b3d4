import Foundation

/// How fetched contacts are ordered.
public enum CNContactSortOrder: Int, Sendable {
  case none, userDefault, givenName, familyName
}

/// A fetch of contacts: the keys to fetch, a predicate, and how.
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
  /// The keys asked for.
  open var keysToFetch: [any CNKeyDescriptor]
  /// Which contacts (nil: all).
  open var predicate: NSPredicate?
  /// Whether the contacts come back mutable.
  open var mutableObjects = false
  /// Whether linked contacts come back as one.
  open var unifyResults = true
  /// Their order.
  open var sortOrder = CNContactSortOrder.none

  /// A request for `keysToFetch`.
  public init(keysToFetch: [any CNKeyDescriptor]) {
    self.keysToFetch = keysToFetch
    super.init()
  }
}

/// Changes to save to the store.
open class CNSaveRequest: NSObject, @unchecked Sendable {
  /// The contacts to add, update and delete, in the order asked.
  public private(set) var added: [CNMutableContact] = []
  public private(set) var updated: [CNMutableContact] = []
  public private(set) var deleted: [CNMutableContact] = []

  public override init() { super.init() }

  open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) {
    added.append(contact)
  }
  open func update(_ contact: CNMutableContact) { updated.append(contact) }
  open func delete(_ contact: CNMutableContact) { deleted.append(contact) }
}

/// A contact's name as text.
open class CNContactFormatter: NSObject, @unchecked Sendable {
  /// Full name or phonetic.
  public enum Style: Int, Sendable { case fullName, phoneticFullName }

  /// The keys a full name needs.
  open class func descriptorForRequiredKeys(for style: Style) -> any CNKeyDescriptor {
    CNKeyDescriptorSet(keys: [
      CNContactGivenNameKey, CNContactMiddleNameKey, CNContactFamilyNameKey,
    ])
  }

  /// The given, middle and family names, those present, with spaces (the English order);
  /// nil when all are empty.
  open class func string(from contact: CNContact, style: Style) -> String? {
    let parts = [contact.givenName, contact.middleName, contact.familyName].filter {
      !$0.isEmpty
    }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }
}

/// vCards of contacts (https://developer.apple.com/documentation/contacts/cncontactvcardserialization):
/// version 3.0 with the name, organization, phone numbers and e-mail addresses.
open class CNContactVCardSerialization: NSObject, @unchecked Sendable {
  /// The keys a vCard needs.
  open class func descriptorForRequiredKeys() -> any CNKeyDescriptor {
    CNKeyDescriptorSet(keys: [
      CNContactGivenNameKey, CNContactFamilyNameKey, CNContactMiddleNameKey,
      CNContactOrganizationNameKey, CNContactPhoneNumbersKey, CNContactEmailAddressesKey,
    ])
  }

  /// The vCards of `contacts`, one after another, UTF-8.
  open class func data(with contacts: [Any]) throws -> Data {
    var text = ""
    for case let contact as CNContact in contacts {
      text += "BEGIN:VCARD\r\nVERSION:3.0\r\n"
      text += "N:\(contact.familyName);\(contact.givenName);\(contact.middleName);;\r\n"
      text += "FN:\(CNContactFormatter.string(from: contact, style: .fullName) ?? "")\r\n"
      if !contact.organizationName.isEmpty { text += "ORG:\(contact.organizationName)\r\n" }
      for number in contact.phoneNumbers { text += "TEL:\(number.value.stringValue)\r\n" }
      for address in contact.emailAddresses { text += "EMAIL:\(address.value)\r\n" }
      text += "END:VCARD\r\n"
    }
    return Data(text.utf8)
  }

  /// The contacts of vCard `data`: the `N`, `ORG`, `TEL` and `EMAIL` lines of each card.
  open class func contacts(with data: Data) throws -> [CNContact] {
    var contacts: [CNContact] = []
    var current: CNMutableContact?
    for raw in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
      let line = String(raw)
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].split(separator: ";").first.map { $0.uppercased() } ?? ""
      let value = String(line[line.index(after: colon)...])
      switch name {
      case "BEGIN": current = CNMutableContact()
      case "END":
        if let current { contacts.append(current) }
        current = nil
      case "N":
        let parts = value.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        current?.familyName = parts.first ?? ""
        current?.givenName = parts.count > 1 ? parts[1] : ""
        current?.middleName = parts.count > 2 ? parts[2] : ""
      case "ORG": current?.organizationName = value
      case "TEL":
        current?.phoneNumbers.append(
          CNLabeledValue(label: nil, value: CNPhoneNumber(stringValue: value)))
      case "EMAIL":
        current?.emailAddresses.append(CNLabeledValue(label: nil, value: value as NSString))
      default: break
      }
    }
    return contacts
  }
}
