import Foundation

/// UIKit's spelling checker, without a dictionary: Linux has none of Apple's, so no word is
/// reported misspelled (``rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`` answers
/// `NSNotFound`), no guesses or completions are offered, and ``availableLanguages`` is empty.
/// Code that checks spelling takes its "all correct" path; say so in a test that depends on it.
@preconcurrency @MainActor
open class UITextChecker: NSObject {
  /// The languages with a dictionary: none.
  open class var availableLanguages: [String] { [] }

  /// No misspelled word: `NSRange(location: NSNotFound, length: 0)`.
  open func rangeOfMisspelledWord(
    in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
    language: String
  ) -> NSRange {
    NSRange(location: NSNotFound, length: 0)
  }

  /// No guesses.
  open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
    nil
  }

  /// No completions.
  open func completions(
    forPartialWordRange range: NSRange, in string: String, language: String
  ) -> [String]? {
    nil
  }

  /// Words the app taught: kept, not used.
  open class func learnWord(_ word: String) {}
  /// Whether a word was taught: false.
  open class func hasLearnedWord(_ word: String) -> Bool { false }
}
