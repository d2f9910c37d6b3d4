#if canImport(Testing)
  import Testing

  /// A Swift Testing trait that sets GestureTapeTesting's configuration (the record mode) for a
  /// test or a whole suite: `@Suite(.gestureTape(record: .never))`.
  public struct GestureTapeTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode inside the test.
    public let record: RecordMode?

    /// Suites pass the scope down to each of their tests.
    public var isRecursive: Bool { true }

    /// Runs the test inside ``withGestureTape(record:operation:)-(_,()->R)``.
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      try await withGestureTape(record: record) {
        try await function()
      }
    }
  }

  extension Trait where Self == GestureTapeTrait {
    /// Sets the record mode of golden-timeline assertions for this test or suite.
    ///
    /// - Parameter record: the record mode, or nil for the environment's (`GESTURETAPE_RECORD`).
    public static func gestureTape(record: RecordMode? = nil) -> Self {
      GestureTapeTrait(record: record)
    }
  }
#endif
