/// Reads libinput record files (`libinput record` YAML, file version 1) into a ``Recording``.
///
/// What is read: every entry of `devices` with its `evdev` description (`name`, `id`,
/// `codes`, `absinfo`, `properties`) and every `evdev` frame of its `events` as
/// `[sec, usec, type, code, value]`; `system.kernel` and `libinput.version` become metadata.
/// What is skipped, as the format asks ("a parser must ignore unknown keys"): `libinput:` and
/// `hid:` event items, `udev:`, `quirks:`, `hid:` descriptors, `node`, and any key it does not
/// know. GestureTape's own `gesturetape:` keys (see ``LibinputRecordWriter``) are read back.
///
/// Times become offsets from the earliest first event of any device, so several devices keep
/// their relative timing; a file whose time base is not its first event (libinput counts
/// several devices from recording start) keeps that offset in
/// ``RecordingMetadata/timeOrigin`` so that ``LibinputRecordWriter`` restores it.
///
/// A `ndevices` that differs from the devices listed, a frame without a closing `SYN_REPORT`
/// and a file cut inside its last device's events (loaded up to its last complete frame) are
/// warnings; anything else malformed is a ``GestureLogError`` with the YAML line and column.
public enum LibinputRecordReader {
  /// Reads a whole libinput record file; `file` names it in errors and warnings.
  public static func read(text: String, file: String) throws(GestureLogError) -> LoadedRecording {
    var parser = LibinputRecordParser()
    let recording: Recording
    do {
      recording = try parser.parse(text)
    } catch {
      throw located(error, file: file)
    }
    return loaded(recording, parser: parser, file: file)
  }

  /// Reads a whole libinput record file from its bytes (UTF-8; anything else is an error at
  /// the first byte that is not); `file` names it in errors and warnings.
  public static func read(
    bytes: UnsafeBufferPointer<UInt8>, file: String
  ) throws(GestureLogError) -> LoadedRecording {
    var parser = LibinputRecordParser()
    let recording: Recording
    do {
      recording = try parser.parse(LibinputLineSource(bytes: bytes, file: file))
    } catch {
      throw located(error, file: file)
    }
    return loaded(recording, parser: parser, file: file)
  }

  /// Reads a whole libinput record file from `descriptor` (from its start), a buffer at a time;
  /// `file` names it in errors and warnings.
  static func read(descriptor: Int32, file: String) throws(GestureLogError) -> LoadedRecording {
    var parser = LibinputRecordParser()
    let recording: Recording
    do {
      recording = try parser.parse(LibinputLineSource(descriptor: descriptor, file: file))
    } catch {
      throw located(error, file: file)
    }
    return loaded(recording, parser: parser, file: file)
  }

  private static func located(_ error: LibinputRecordProblem, file: String) -> GestureLogError {
    GestureLogError(
      errorKind(error.kind), file: file, line: error.line, column: error.column,
      found: error.found, expected: error.expected)
  }

  private static func loaded(
    _ recording: Recording, parser: LibinputRecordParser, file: String
  ) -> LoadedRecording {
    let warnings = parser.notices.map { notice in
      GestureLogWarning(
        warningKind(notice.kind), file: file, line: notice.line, column: notice.column,
        message: notice.message)
    }
    return LoadedRecording(recording: recording, format: .libinputRecord, warnings: warnings)
  }

  private static func errorKind(_ kind: LibinputRecordProblem.Kind) -> GestureLogError.Kind {
    switch kind {
    case .syntax, .wrongType: .unexpectedToken
    case .missingField: .missingField
    case .invalidNumber: .invalidNumber
    case .outOfRange: .numberOutOfRange
    case .unsupportedVersion: .unsupportedVersion
    case .empty: .empty
    case .invalidText: .invalidText
    case .io: .io
    }
  }

  private static func warningKind(_ kind: LibinputRecordNotice.Kind) -> GestureLogWarning.Kind {
    switch kind {
    case .deviceCountMismatch: .deviceCountMismatch
    case .truncated: .truncated
    case .incompleteFrame: .incompleteFrame
    case .invalidDescription: .invalidDescription
    }
  }
}
