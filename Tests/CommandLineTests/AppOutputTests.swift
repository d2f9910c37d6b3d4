import Foundation
import Testing

@testable import GestureTapeCommands

#if canImport(Glibc)
  import Glibc
#endif

/// What the app under replay prints goes to standard error, so the tool's standard output holds
/// only its report (`gesturetape replay --json` stays parseable JSON).
@Suite("The app's output") struct AppOutputTests {
  @Test func printsDuringAReplayGoToStandardError() throws {
    var out: [Int32] = [0, 0]
    var err: [Int32] = [0, 0]
    try #require(pipe(&out) == 0 && pipe(&err) == 0)
    fflush(nil)
    let savedOut = dup(STDOUT_FILENO)
    let savedErr = dup(STDERR_FILENO)
    dup2(out[1], STDOUT_FILENO)
    dup2(err[1], STDERR_FILENO)
    let value = AppOutput.toStandardError { () -> Int in
      print("the app says hello")
      return 7
    }
    print("the report")
    fflush(nil)
    dup2(savedOut, STDOUT_FILENO)
    dup2(savedErr, STDERR_FILENO)
    close(savedOut)
    close(savedErr)
    close(out[1])
    close(err[1])
    let stdoutText = Self.readAll(out[0])
    let stderrText = Self.readAll(err[0])
    #expect(value == 7)
    // Contains, not equals: tests running meanwhile write to the same descriptors.
    #expect(stdoutText.contains("the report\n") && !stdoutText.contains("the app says hello"))
    #expect(stderrText.contains("the app says hello\n") && !stderrText.contains("the report"))
  }

  static func readAll(_ descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    close(descriptor)
    return String(decoding: bytes, as: UTF8.self)
  }
}
