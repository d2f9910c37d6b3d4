import ArgumentParser
import Foundation
import HeadlessUI
import PlacesApp
import Replay

/// `gesturetape-bench launch`: the places example (Examples/iOS/PlacesApp, ported whole)
/// launched from its Info.plist — app and scene delegates, the main storyboard's navigation
/// controller and table, laid out and shown — and the same launch as a replay scene settles it
/// before a session's first step.
struct LaunchBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "launch",
    abstract: "Launch the places example from its Info.plist, alone and as a replay scene.")

  @Option(help: "Launches per run (best of 5 runs is reported).")
  var launches = 50

  func run() throws {
    try MainActor.assumeIsolated {
      InterfaceBuilderDiagnostics.printsToStandardError = false
      print("Launch benchmarks (best of 5 runs)")
      let launch = try UIApplicationLaunch(bundle: appResources)
      let probe = try UIApplication.launch(launch)
      print("  places app: \(Self.count(probe.window)) views in the key window after the launch")
      try Self.report("    UIApplication.launch (delegates, storyboard, layout)", per: launches) {
        for _ in 0..<launches { _ = try UIApplication.launch(launch) }
        AutoreleasePool.drain()
      }
      try Self.report(
        "    … as a replay scene: launched and settled (a session of .settle)", per: launches
      ) {
        for _ in 0..<launches { _ = try Replayer().run([.settle], in: .launch(appResources)) }
        AutoreleasePool.drain()
      }
    }
  }

  @MainActor
  static func count(_ view: UIView) -> Int {
    1 + view.subviews.reduce(0) { $0 + count($1) }
  }

  static func report(_ name: String, per operations: Int, _ body: () throws -> Void) throws {
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<5 {
      var failure: (any Error)?
      let elapsed = clock.measure {
        do { try body() } catch { failure = error }
      }
      if let failure { throw failure }
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      best = min(best, seconds / Double(operations))
    }
    print(
      String(format: "  %-60@ %9.3f ms/op  (%d per run)", name as NSString, best * 1e3, operations))
  }
}
