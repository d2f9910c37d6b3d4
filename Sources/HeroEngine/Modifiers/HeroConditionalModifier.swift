import Foundation

/// A condition and the modifiers it adds when it holds (Hero's `when(_:_:)`).
public struct HeroConditionalModifier: Sendable {
  /// The condition, asked during preprocessing.
  public let condition: @MainActor @Sendable (HeroConditionalContext) -> Bool
  /// The modifiers appended to the view's state when the condition holds.
  public let modifiers: [HeroModifier]

  /// A conditional modifier.
  public init(
    condition: @escaping @MainActor @Sendable (HeroConditionalContext) -> Bool,
    modifiers: [HeroModifier]
  ) {
    self.condition = condition
    self.modifiers = modifiers
  }
}
