import Foundation

/// What a fetch asks for: a key name (`CNContactGivenNameKey`) or a formatter's or
/// serializer's descriptor.
public protocol CNKeyDescriptor: Sendable {}
extension String: CNKeyDescriptor {}

/// A set of keys a formatter or serializer needs.
public struct CNKeyDescriptorSet: CNKeyDescriptor, Hashable {
  /// The key names.
  public let keys: [String]
}

public let CNContactIdentifierKey = "identifier"
public let CNContactGivenNameKey = "givenName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactMiddleNameKey = "middleName"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactJobTitleKey = "jobTitle"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"
public let CNContactBirthdayKey = "birthday"

public let CNLabelHome = "_$!<Home>!$_"
public let CNLabelWork = "_$!<Work>!$_"
public let CNLabelOther = "_$!<Other>!$_"
public let CNLabelPhoneNumberiPhone = "iPhone"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"

/// A contact (https://developer.apple.com/documentation/contacts/cncontact). Its values are
/// settable here (on iOS only a ``CNMutableContact``'s are): this stand-in's store gives none
/// out, so the contacts an app sees are the ones it makes.
open class CNContact: NSObject, @unchecked Sendable {
  open var identifier = UUID().uuidString
  open var givenName = ""
  open var familyName = ""
  open var middleName = ""
  open var nickname = ""
  open var organizationName = ""
  open var jobTitle = ""
  open var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
  open var emailAddresses: [CNLabeledValue<NSString>] = []
  open var imageData: Data?
  open var thumbnailImageData: Data?
  open var imageDataAvailable: Bool { imageData != nil }
  open var birthday: DateComponents?

  /// An empty contact.
  public override init() { super.init() }

  /// The words a label or key is shown with, in English: `CNLabelPhoneNumberiPhone` is
  /// "iPhone", `CNLabelHome` "home"; a key's name is itself.
  open class func localizedString(forKey key: String) -> String {
    CNLabeledValue<NSString>.localizedString(forLabel: key)
  }

  /// A predicate matching contacts whose name contains `name` (for the store's fetches).
  open class func predicateForContacts(matchingName name: String) -> NSPredicate {
    NSPredicate { object, _ in
      guard let contact = object as? CNContact else { return false }
      return "\(contact.givenName) \(contact.familyName)".localizedCaseInsensitiveContains(name)
    }
  }

  /// A copy whose values can be set.
  open override func mutableCopy() -> Any {
    let copy = CNMutableContact()
    copy.identifier = identifier
    copy.givenName = givenName
    copy.familyName = familyName
    copy.middleName = middleName
    copy.nickname = nickname
    copy.organizationName = organizationName
    copy.jobTitle = jobTitle
    copy.phoneNumbers = phoneNumbers
    copy.emailAddresses = emailAddresses
    copy.imageData = imageData
    copy.thumbnailImageData = thumbnailImageData
    copy.birthday = birthday
    return copy
  }
}

/// A contact whose values can be set.
open class CNMutableContact: CNContact, @unchecked Sendable {}

/// A value with a label (a phone number labelled "mobile").
public final class CNLabeledValue<ValueType>: NSObject, @unchecked Sendable {
  /// The label (`CNLabelHome`, `CNLabelPhoneNumberiPhone`, or the app's own words).
  public let label: String?
  /// The value.
  public let value: ValueType
  /// Its identifier.
  public let identifier = UUID().uuidString

  /// A labelled value.
  public init(label: String?, value: ValueType) {
    self.label = label
    self.value = value
  }

  /// A label in English words: Contacts' own labels without their `_$!<…>!$_` marks, lowercased
  /// (`"home"`); any other label as it is.
  public class func localizedString(forLabel label: String) -> String {
    guard label.hasPrefix("_$!<"), label.hasSuffix(">!$_") else { return label }
    return String(label.dropFirst(4).dropLast(4)).lowercased()
  }
}

/// A phone number as the user typed it.
public final class CNPhoneNumber: NSObject, @unchecked Sendable {
  /// The number as typed.
  public let stringValue: String

  /// A number.
  public init(stringValue: String) {
    self.stringValue = stringValue
  }

  /// Key-value reading of the two keys apps read (Contacts' private `digits`: the number's
  /// digits and a leading `+`; `countryCode`: nil here); nil for any other key.
  public func value(forKey key: String) -> Any? {
    switch key {
    case "digits": stringValue.filter { $0.isNumber || $0 == "+" }
    case "stringValue": stringValue
    default: nil
    }
  }
}
