import ReplayCore

/// What a hunt found (`Replayer.hunt(_:mapping:into:source:checks:options:progress:)`): the
/// distinct ways the scene failed under the variants tried, each with the first variant that
/// showed it.
public struct ReplayHunt: Sendable {
  /// How a hunt searches.
  public struct Options: Hashable, Sendable {
    /// The most variants to replay (the recording as recorded included): bounds the time, and
    /// the memory, which holds only one result per distinct failure.
    public var budget: Int
    /// Stop once this many distinct failures were found.
    public var distinctFailures: Int
    /// The seed of the random part of the search: the same seed gives the same variants, in
    /// the same order, on every machine.
    public var seed: UInt64

    /// Options; the defaults try up to 500 variants and stop at 5 distinct failures.
    public init(budget: Int = 500, distinctFailures: Int = 5, seed: UInt64 = 1) {
      self.budget = budget
      self.distinctFailures = distinctFailures
      self.seed = seed
    }
  }

  /// One distinct failure: a check (`ReplayFailure.check`) and the first variant that failed
  /// it.
  public struct Failure: Sendable {
    /// The check that failed (`responds`, `completes once`, `not stuck`, `no jump`, or one of
    /// the expectation file's).
    public var check: String
    /// The first variant that failed it.
    public var variant: ReplayVariant
    /// The failure, located.
    public var failure: ReplayFailure
    /// The display frame it is located at (nil when it is not tied to a moment).
    public var frame: Int?
    /// How many of the variants tried failed it.
    public var count: Int
    /// The replay of ``variant``.
    public var result: ReplayResult
    /// Every check the replay of ``variant`` failed.
    public var failures: [ReplayFailure]
    /// The number of the variant in the hunt's order (the recording as recorded is 1).
    public var number: Int
  }

  /// The largest input-time jitter a hunt adds (±1.1615 ms): the spread of the intervals
  /// between input frames of the shipped recordings of real hardware, measured as the median
  /// over their devices of the 90th percentile of |interval − the device's median interval|
  /// (pauses over 50 ms left out). A hunt tries it and twice it.
  public static var hardwareJitter: VirtualDuration { ReplayHuntPlan.hardwareJitter }

  /// The source hunted.
  public var source: String
  /// The options used.
  public var options: Options
  /// How many variants were replayed.
  public var tried: Int
  /// How many of them failed something.
  public var failing: Int
  /// Whether the recording as recorded passed.
  public var recordedPasses: Bool
  /// The distinct failures, in the order found.
  public var failures: [Failure]
  /// Whether the hunt was stopped before its budget (Ctrl-C).
  public var interrupted: Bool
  /// Failures a baseline scene has too, left out of ``failures`` by
  /// `Replayer.failures(of:_:mapping:after:notIn:checks:)`; empty without a baseline.
  public var sharedWithBaseline: [Failure] = []
  /// The baseline's name, for the table (nil without one).
  public var baselineName: String?
  /// The checks the hunt held the variants to, before each variant adapted them
  /// (`ReplayCheck.hunted(_:under:)`): those it was given, and the handler's rule when it added
  /// it from the replay as recorded. Shrink and compare failures with these.
  public var checks: [ReplayCheck] = []

  /// A hunt record.
  public init(
    source: String, options: Options, tried: Int, failing: Int, recordedPasses: Bool,
    failures: [Failure], interrupted: Bool = false, checks: [ReplayCheck] = []
  ) {
    self.checks = checks
    self.source = source
    self.options = options
    self.tried = tried
    self.failing = failing
    self.recordedPasses = recordedPasses
    self.failures = failures
    self.interrupted = interrupted
  }

  /// The table: one line per distinct failure (variant, problem, frame), then a summary.
  public var text: String {
    var lines = [
      "\(source): hunt, seed \(options.seed), \(tried) variants"
        + (interrupted ? " (interrupted)" : "")
        + (recordedPasses ? "" : "; the recording fails as recorded")
    ]
    let shared =
      sharedWithBaseline.isEmpty
      ? nil
      : "\(sharedWithBaseline.count) failure\(sharedWithBaseline.count == 1 ? "" : "s") the "
        + "baseline\(baselineName.map { " (\($0))" } ?? "") has too, left out: "
        + sharedWithBaseline.map { "\($0.check) under '\($0.variant.descriptor)'" }
        .joined(separator: ", ")
    if failures.isEmpty {
      if let shared { lines.append(shared) }
      lines.append(
        sharedWithBaseline.isEmpty ? "No variant failed." : "No failure the baseline lacks.")
      return lines.joined(separator: "\n")
    }
    // The problem goes last, so a long message does not push the other columns.
    var table: [[String]] = [["#", "variant", "frame", "variants", "problem"]]
    for failure in failures {
      table.append([
        String(failure.number), failure.variant.descriptor, failure.frame.map(String.init) ?? "—",
        String(failure.count), failure.check + ": " + Self.shortened(failure.failure.message),
      ])
    }
    lines += ReplayFormat.table(table)
    if let shared { lines.append(shared) }
    lines.append(
      "\(failing) of \(tried) variants failed; \(failures.count) distinct failure"
        + (failures.count == 1 ? "" : "s")
        + (sharedWithBaseline.isEmpty ? "" : " the baseline lacks") + ".")
    return lines.joined(separator: "\n")
  }

  /// A message cut to its first sentence and at most 90 characters, for the table.
  static func shortened(_ message: String) -> String {
    var text = message
    if let end = text.range(of: ". ") { text = String(text[..<end.lowerBound]) + "." }
    if text.count > 90 { text = String(text.prefix(89)) + "…" }
    return text
  }
}
