import ArgumentParser

/// `gesturetape-bench`: the project's benchmarks. Run in release:
/// `swift run -c release gesturetape-bench --help`.
@main
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gesturetape-bench",
    abstract: "Measure GestureTape's speed and memory (run with -c release).",
    subcommands: [
      HeadlessUIBench.self, InputBench.self, FormatsCoreBench.self, FormatsInteropBench.self,
      EngineBench.self, LayoutBench.self, InterfaceBuilderBench.self,
      ReplayBench.self, SweepBench.self, HuntBench.self, LaunchBench.self, ExploreBench.self,
    ]
  )
}
