/// One step of a session as it ran (``ReplayResult/steps``): what the user did, when, on which
/// screen, and where its touches are in the result's input — so a report and the viewer show
/// the taps that brought a launched app to its screen and the gesture under test in one
/// timeline.
public struct ReplaySessionStep: Hashable, Sendable, Codable {
  /// The step as messages name it (``ReplayStep/label``): `tap cell at row 2, section 0`.
  public var label: String
  /// When the step began, in replay time.
  public var start: VirtualInstant
  /// When its last input was delivered or its wait ended.
  public var end: VirtualInstant
  /// The index in ``ReplayResult/input`` of the step's first input sample; nil for a step that
  /// delivers no input (a wait, a settle, app code).
  public var firstInput: Int?
  /// How many input samples the step delivered.
  public var inputCount: Int
  /// The screen the step was taken on: the frontmost view controller's type and title when the
  /// step began (``ReplayScene/screenName``); nil when the scene does not say.
  public var screen: String?
  /// Whether this step is the gesture under test (its transition is the outcome).
  public var isUnderTest: Bool

  /// A step as it ran.
  public init(
    label: String, start: VirtualInstant, end: VirtualInstant, firstInput: Int? = nil,
    inputCount: Int = 0, screen: String? = nil, isUnderTest: Bool = false
  ) {
    self.label = label
    self.start = start
    self.end = end
    self.firstInput = firstInput
    self.inputCount = inputCount
    self.screen = screen
    self.isUnderTest = isUnderTest
  }
}
