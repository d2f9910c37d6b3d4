import Foundation

// The text-input traits of UIKit's text views and fields (`UITextInputTraits`): which
// keyboard the system shows and how it corrects. There is no keyboard here; they are kept as
// the app sets them, so code that configures a field and reads the setting back works.

/// Which keyboard a text input asks for.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
    emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
  /// The alphabet keyboard.
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// Whether the keyboard autocorrects.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// When the keyboard capitalises.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// Whether the keyboard checks spelling.
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }

/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall,
    `continue`
}

/// The keyboard's look.
public enum UIKeyboardAppearance: Int, Sendable {
  case `default`, dark, light
  /// The dark look, by its old name.
  public static let alert = UIKeyboardAppearance.dark
}

/// What a field's content is, for autofill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  public static let URL = UITextContentType(rawValue: "url")
}
