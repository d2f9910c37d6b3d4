import GestureLog
import InputDevices
import ReplayCore

extension Replayer {
  /// A hunt's failures that `baseline` does not have (docs/TESTING.md, "Buggy against fixed"):
  /// each failure's variant is replayed into `baseline` (with the same steps and checks), and a
  /// failure the baseline shows too — the same check failing under the same variant — is moved
  /// to ``ReplayHunt/sharedWithBaseline``. `hunt --baseline SCENE` reports only what the scene
  /// hunted has and the baseline (the fixed build, the version before a change) does not.
  ///
  /// - Parameters:
  ///   - hunt: a hunt of `recording` into the scene under test.
  ///   - recording: the gesture log hunted.
  ///   - mapping: as for ``hunt(_:mapping:after:into:source:checks:options:progress:)``.
  ///   - steps: the steps the hunt ran before the gesture.
  ///   - baseline: the scene to compare with, built afresh for each replay.
  ///   - checks: the checks the hunt applied, when `hunt` does not list them
  ///     (``ReplayHunt/checks``, which a hunt fills).
  /// - Returns: `hunt` with only the failures the baseline lacks in ``ReplayHunt/failures``.
  public func failures(
    of hunt: ReplayHunt, _ recording: Recording, mapping: InputMapping? = nil,
    after steps: [ReplayStep] = [], notIn baseline: some ReplayScene, checks: [ReplayCheck] = []
  ) -> ReplayHunt {
    var kept = hunt
    kept.failures = []
    let checks = hunt.checks.isEmpty ? checks : hunt.checks
    for failure in hunt.failures {
      var varied = self
      varied.settings = failure.variant.applied(to: settings)
      let shared: Bool
      if let result = try? varied.replay(
        recording, mapping: mapping, after: steps, into: baseline, source: hunt.source)
      {
        shared = Self.huntFailures(of: result, variant: failure.variant, checks: checks)
          .contains { $0.check == failure.check }
      } else {
        shared = false
      }
      if shared {
        kept.sharedWithBaseline.append(failure)
      } else {
        kept.failures.append(failure)
      }
    }
    return kept
  }
}

extension ReplayHunt {
  /// This hunt with each failure whose check another build's hunt of the same recording also
  /// failed (under any variant: the two builds' plans may differ where the app changed when the
  /// transition starts) moved to ``sharedWithBaseline``; `hunt --baseline-results` reads
  /// `failedChecks` from that hunt's summary.json.
  ///
  /// - Parameters:
  ///   - failedChecks: the checks the baseline's hunt failed (`ReplayFailure.check`).
  ///   - name: the baseline's name, for the table (its summary's path).
  public func excluding(checksFailedIn failedChecks: Set<String>, name: String) -> ReplayHunt {
    var kept = self
    kept.failures = failures.filter { !failedChecks.contains($0.check) }
    kept.sharedWithBaseline += failures.filter { failedChecks.contains($0.check) }
    kept.baselineName = name
    return kept
  }
}
