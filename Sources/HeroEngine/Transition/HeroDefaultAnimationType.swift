import Foundation

/// The built-in animations for the root views of a transition (docs/spec/HERO.md §5).
public indirect enum HeroDefaultAnimationType: Sendable, Hashable {
  /// A slide direction.
  public enum Direction: Sendable, Hashable {
    /// Towards the left.
    case left
    /// Towards the right.
    case right
    /// Upwards.
    case up
    /// Downwards.
    case down

    /// `.left` (the headless UI is left-to-right).
    public static var leading: Direction { .left }
    /// `.right` (the headless UI is left-to-right).
    public static var trailing: Direction { .right }

    /// The opposite direction.
    public var opposite: Direction {
      switch self {
      case .left: .right
      case .right: .left
      case .up: .down
      case .down: .up
      }
    }
  }

  /// How `.auto` picks a direction.
  public enum Strategy: Sendable, Hashable {
    /// Present → left, dismiss → right.
    case forceLeftToRight
    /// Present → right, dismiss → left.
    case forceRightToLeft
    /// As the user interface direction (left-to-right here).
    case userInterface

    /// The direction for presenting (`true`) or dismissing.
    public func defaultDirection(presenting: Bool) -> Direction {
      switch self {
      case .forceLeftToRight, .userInterface: presenting ? .left : .right
      case .forceRightToLeft: presenting ? .right : .left
      }
    }
  }

  /// Resolved per transition (see ``HeroTransition/defaultAnimation``).
  case auto
  /// The destination pushes in on top.
  case push(direction: Direction)
  /// The source is pulled away on top.
  case pull(direction: Direction)
  /// The destination covers the source.
  case cover(direction: Direction)
  /// The source slides away uncovering the destination.
  case uncover(direction: Direction)
  /// Both slide.
  case slide(direction: Direction)
  /// Both slide and shrink.
  case zoomSlide(direction: Direction)
  /// The destination slides in; the source shrinks.
  case pageIn(direction: Direction)
  /// The source slides out; the destination grows.
  case pageOut(direction: Direction)
  /// Cross-fade.
  case fade
  /// The destination grows from 0.7; the source grows to 1.3 and fades.
  case zoom
  /// The reverse of `zoom`.
  case zoomOut
  /// One type when presenting, another when dismissing.
  case selectBy(presenting: HeroDefaultAnimationType, dismissing: HeroDefaultAnimationType)
  /// No default animation.
  case none

  /// `presenting` when presenting, its ``reversed()`` when dismissing.
  public static func autoReverse(presenting: HeroDefaultAnimationType) -> HeroDefaultAnimationType {
    .selectBy(presenting: presenting, dismissing: presenting.reversed())
  }

  /// The opposite animation (push ↔ pull, cover ↔ uncover, pageIn ↔ pageOut with the opposite
  /// direction; slide and zoomSlide reverse their direction; zoom ↔ zoomOut).
  public func reversed() -> HeroDefaultAnimationType {
    switch self {
    case .push(let direction): .pull(direction: direction.opposite)
    case .pull(let direction): .push(direction: direction.opposite)
    case .cover(let direction): .uncover(direction: direction.opposite)
    case .uncover(let direction): .cover(direction: direction.opposite)
    case .slide(let direction): .slide(direction: direction.opposite)
    case .zoomSlide(let direction): .zoomSlide(direction: direction.opposite)
    case .pageIn(let direction): .pageOut(direction: direction.opposite)
    case .pageOut(let direction): .pageIn(direction: direction.opposite)
    case .zoom: .zoomOut
    case .zoomOut: .zoom
    default: self
    }
  }

  /// Hero's `label` (Sources/Preprocessors/DefaultAnimationPreprocessor.swift:170-181), which
  /// prints the case through Swift's reflection: `.fade`, `.auto`, `.push(.left)`, and for
  /// `selectBy` both payloads as Swift describes them,
  /// `.selectBy(.push(direction: Hero.HeroDefaultAnimationType.Direction.left),.fade)`. (Hero's
  /// own parser cannot read these back: a `.` starts a number.)
  public var label: String? {
    func name(_ direction: Direction) -> String {
      switch direction {
      case .left: "left"
      case .right: "right"
      case .up: "up"
      case .down: "down"
      }
    }
    switch self {
    case .selectBy(let presenting, let dismissing):
      return ".selectBy(.\(presenting.swiftDescription),.\(dismissing.swiftDescription))"
    default:
      if let (caseName, direction) = directionCase {
        return ".\(caseName)(.\(name(direction)))"
      }
      return ".\(swiftDescription)"
    }
  }

  /// The case name and direction of the cases that take one.
  private var directionCase: (String, Direction)? {
    switch self {
    case .push(let d): ("push", d)
    case .pull(let d): ("pull", d)
    case .cover(let d): ("cover", d)
    case .uncover(let d): ("uncover", d)
    case .slide(let d): ("slide", d)
    case .zoomSlide(let d): ("zoomSlide", d)
    case .pageIn(let d): ("pageIn", d)
    case .pageOut(let d): ("pageOut", d)
    default: nil
    }
  }

  /// The value as Swift's `String(describing:)` prints it inside Hero's module.
  private var swiftDescription: String {
    if let (caseName, direction) = directionCase {
      return "\(caseName)(direction: Hero.HeroDefaultAnimationType.Direction.\(direction))"
    }
    switch self {
    case .auto: return "auto"
    case .fade: return "fade"
    case .zoom: return "zoom"
    case .zoomOut: return "zoomOut"
    case .none: return "none"
    case .selectBy(let presenting, let dismissing):
      return "selectBy(presenting: Hero.HeroDefaultAnimationType.\(presenting.swiftDescription), "
        + "dismissing: Hero.HeroDefaultAnimationType.\(dismissing.swiftDescription))"
    default: return ""
    }
  }
}
