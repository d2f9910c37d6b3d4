import CLibevdev

#if canImport(Glibc)
  import Glibc
#endif

/// SIGINT, SIGTERM and SIGHUP turned into a readable file descriptor (signalfd): the signals
/// are blocked for the process and read in the poll loop, so no work is ever done in a
/// signal handler (evemu's handler calls `fflush`; libinput record does it this way).
///
/// Create it before any other thread starts: threads inherit the blocked mask.
public final class StopSignals {
  /// The signals that stop a recording.
  public static let defaultSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// The signalfd to poll for input.
  public let descriptor: Int32
  private var previousMask = sigset_t()

  /// Blocks `signals` for this thread and its future threads and opens a signalfd on them.
  public init(signals: [Int32] = StopSignals.defaultSignals) throws(EvdevError) {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    pthread_sigmask(SIG_BLOCK, &set, &previousMask)
    let descriptor = signalfd(-1, &set, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
    guard descriptor >= 0 else {
      let error = errno
      pthread_sigmask(SIG_SETMASK, &previousMask, nil)
      throw EvdevError(path: "signalfd", operation: .open, errorNumber: error)
    }
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
  }

  /// The number of a pending signal, consuming it, or nil when none is pending.
  public func take() -> Int32? {
    var info = signalfd_siginfo()
    let count = read(descriptor, &info, MemoryLayout<signalfd_siginfo>.size)
    guard count == MemoryLayout<signalfd_siginfo>.size else { return nil }
    return Int32(bitPattern: info.ssi_signo)
  }
}
