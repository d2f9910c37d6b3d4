import ArgumentParser
import Testing

@testable import GestureTapeCommands
@testable import gesturetape

/// The `--help` texts, pinned: a change to them is a deliberate edit of this file.
@Suite("Help texts")
struct HelpTextTests {
  @Test("gesturetape inspect --help")
  func inspectHelp() {
    let text = GestureTapeCommand.helpMessage(for: InspectCommand.self, columns: 80)
    #expect(
      text == """
        OVERVIEW: Describe a gesture log: devices, timing, event counts, fingers and
        buttons.

        Prints, for every device of the recording: its name, ids and kind (touchpad,
        clickpad, mouse, touchscreen, …), its events and frames, duration, frame rate
        (from the median SYN_REPORT interval), fingers seen (MT slots, tracking ids,
        BTN_TOOL_*TAP), buttons pressed, gaps longer than 3× the median frame interval,
        SYN_DROPPED events and markers, and the number of events of each type and code.
        FILE may be a .gtape, evemu, libinput record or getevent file; its format is
        detected from the content.

        USAGE: gesturetape inspect <file> [--json]

        ARGUMENTS:
          <file>                  The gesture log to describe (.gtape, evemu, libinput
                                  record YAML or getevent).

        OPTIONS:
          --json                  Print the summary as JSON (sorted keys) instead of
                                  text.
          --version               Show the version.
          -h, --help              Show help information.

        """)
  }

  @Test("gesturetape convert --help")
  func convertHelp() {
    let text = GestureTapeCommand.helpMessage(for: ConvertCommand.self, columns: 80)
    #expect(
      text == """
        OVERVIEW: Convert a gesture log between the native, evemu, libinput record and
        getevent formats.

        The input's format is detected from its content. The output format is --to, or
        else OUT's extension: .gtape (native), .evemu (evemu), .yml or .yaml (libinput
        record), .getevent (getevent text: the description as getevent -lp prints it,
        the events as getevent -t does, the hex form sendevent-style replayers read).
        Every event and the whole device description are kept. evemu holds one device
        only (converting several devices to evemu is an error) and has no place for
        markers and annotations: they are dropped with a warning; getevent text has no
        place for markers either.

        A getevent capture made without -p has no device description: its axes are
        inferred from the events, with a warning. --description FILE pairs the output
        of `adb shell getevent -lp` (or -p) with it, device by device (same node, else
        same name, else the one touchscreen of each).

        USAGE: gesturetape convert <input> <output> [--to <to>] [--description <file>]

        ARGUMENTS:
          <input>                 The gesture log to read (.gtape, evemu, libinput
                                  record YAML or getevent).
          <output>                The file to write.

        OPTIONS:
          --to <to>               The output format: native, evemu, libinput or
                                  getevent (default: from OUT's extension). (values:
                                  native, evemu, libinput, getevent)
          --description <file>    The devices' descriptions as `getevent -lp` prints
                                  them, for a getevent capture.
          --version               Show the version.
          -h, --help              Show help information.

        """)
  }

  @Test("gesturetape --help names every subcommand with its abstract")
  func rootHelp() {
    let text = GestureTapeCommand.helpMessage(columns: 80)
    #expect(
      text.hasPrefix(
        """
        OVERVIEW: Record, inspect, convert and replay gesture logs.

        A gesture log holds the raw evdev frames of one or more input devices
        (touchpads, mice, touchscreens, phones) with their device descriptions.
        gesturetape reads its own format (.gtape), evemu recordings (evemu-record),
        libinput recordings (libinput record) and Android's getevent text (adb shell
        getevent -lt); the format of an input file is detected from its content.

        Scenes for replay, plot and view (--scene):
        """))
    // The scenes are those registered when the tool starts (none in this process); the exit
    // codes follow.
    #expect(text.contains("Exit status: 0 done and every check passed; 1 a check failed; 2"))
    #expect(text.contains("USAGE: gesturetape <subcommand>"))
    #expect(
      text.contains(
        """
          inspect                 Describe a gesture log: devices, timing, event
                                  counts, fingers and buttons.
        """))
    #expect(
      text.contains(
        """
          convert                 Convert a gesture log between the native, evemu,
                                  libinput record and getevent formats.
        """))
    for subcommand in GestureTapeCommand.configuration.subcommands {
      let name = subcommand.configuration.commandName ?? ""
      #expect(text.contains("  \(name) "), "\(name) missing from the root help")
    }
  }
}
