/// A property of a view an assertion compares, with its expected value.
public enum ViewProperty: Hashable, Sendable, CustomStringConvertible {
  /// The presentation position (center), in points.
  case position(ReplayPoint)
  /// The frame on screen (bounds scaled about the position), in points.
  case frame(ReplayRect)
  /// The presentation opacity.
  case opacity(Double)
  /// The uniform scale.
  case scale(Double)

  /// The property's name.
  public var name: String {
    switch self {
    case .position: return "position"
    case .frame: return "frame"
    case .opacity: return "opacity"
    case .scale: return "scale"
    }
  }

  /// `position (187.5, 420)` etc.
  public var description: String {
    switch self {
    case .position(let p): return "position \(p)"
    case .frame(let r): return "frame \(r)"
    case .opacity(let o): return "opacity \(ReplayFormat.number(o, decimals: 3))"
    case .scale(let s): return "scale \(ReplayFormat.number(s, decimals: 3))"
    }
  }

  /// The same property read from `state`.
  package func actual(in state: ReplayViewState) -> ViewProperty {
    switch self {
    case .position: return .position(state.position)
    case .frame: return .frame(state.frame)
    case .opacity: return .opacity(state.opacity)
    case .scale: return .scale(state.scale)
    }
  }

  /// Whether `actual` matches this expectation within `tolerance` (per component).
  package func matches(_ actual: ViewProperty, tolerance: Tolerance) -> Bool {
    switch (self, actual) {
    case (.position(let e), .position(let a)): return tolerance.accepts(a, expected: e)
    case (.frame(let e), .frame(let a)):
      return tolerance.accepts(a.x, expected: e.x) && tolerance.accepts(a.y, expected: e.y)
        && tolerance.accepts(a.width, expected: e.width)
        && tolerance.accepts(a.height, expected: e.height)
    case (.opacity(let e), .opacity(let a)): return tolerance.accepts(a, expected: e)
    case (.scale(let e), .scale(let a)): return tolerance.accepts(a, expected: e)
    default: return false
    }
  }
}
