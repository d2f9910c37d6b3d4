extension AppExploration {
  /// One self-contained HTML page of the report: the stages, each screen with its controls and
  /// gestures, every problem with its steps and links to its viewer and tape (relative to the
  /// artifacts folder, where `--html` should be written for the links to work), and what
  /// stopped the app.
  public var html: String {
    var body = "<h1>\(Self.escape(app)) <small>\(Self.escape(stage.rawValue))</small></h1>\n"
    body += "<table class=stages><tr>"
    for (label, reached) in [
      ("ported", stage >= .ported), ("built", stage >= .built), ("launched", stage >= .launched),
      ("explored", stage >= .explored),
    ] {
      body += "<td class=\(reached ? "yes" : "no")>\(label)</td>"
    }
    body += "<td>\(screens.count) screens</td><td>\(controlsTapped) taps</td>"
    body += "<td>\(gesturesDriven) gestures driven</td></tr></table>\n"
    if !problems.isEmpty {
      body += "<h2>Problems (\(problems.count))</h2>\n<ol>\n"
      for problem in problems {
        body += "<li><b>\(Self.escape(problem.cause.description))</b>: "
        body += Self.escape(problem.message)
        if let screen = problem.screen { body += "<br>on <code>\(Self.escape(screen))</code>" }
        let steps = problem.steps.map { Self.escape($0.description) }
        body += "<br>steps: " + (steps.isEmpty ? "from the launch" : steps.joined(separator: " → "))
        if let gesture = problem.gesture { body += "<br>gesture: \(Self.escape(gesture))" }
        if let viewer = problem.viewer {
          body += "<br><a href=\"\(Self.escape(viewer))\">viewer</a>"
        }
        if let tape = problem.tape { body += " · <a href=\"\(Self.escape(tape))\">tape</a>" }
        body += "</li>\n"
      }
      body += "</ol>\n"
    }
    if !blockers.isEmpty {
      body += "<h2>What stopped it (\(blockers.count))</h2>\n<table>\n"
      body += "<tr><th>where</th><th>cause</th><th>message</th></tr>\n"
      for blocker in blockers {
        body += "<tr><td><code>\(Self.escape(blocker.place))</code></td>"
        body += "<td>\(Self.escape(blocker.cause.description))"
        if let note = blocker.cause.note { body += "<br><small>\(Self.escape(note))</small>" }
        body += "</td><td>\(Self.escape(blocker.message))</td></tr>\n"
      }
      body += "</table>\n"
    }
    if !screens.isEmpty {
      body += "<h2>Screens (\(screens.count))</h2>\n"
      for screen in screens {
        body += "<h3><code>\(Self.escape(screen.name))</code></h3>\n<p>reached by: "
        body +=
          screen.steps.isEmpty
          ? "the launch" : screen.steps.map { Self.escape($0.description) }.joined(separator: " → ")
        body += "</p>\n<p>controls: "
        body += screen.controls.map { Self.escape($0.what) }.joined(separator: ", ")
        body += "</p>\n"
        if !screen.gestures.isEmpty {
          body += "<table><tr><th>gesture</th><th>view</th><th>drives</th></tr>\n"
          for gesture in screen.gestures {
            let drives = gesture.drives.map { drive in
              Self.escape(drive.name + ": " + drive.outcome)
                + (drive.problems.isEmpty
                  ? "" : " <b>" + Self.escape(drive.problems.joined(separator: "; ")) + "</b>")
            }
            body += "<tr><td>\(Self.escape(gesture.kind))</td><td><code>"
            body += "\(Self.escape(gesture.view))</code></td><td>"
            body += drives.joined(separator: "<br>") + "</td></tr>\n"
          }
          body += "</table>\n"
        }
      }
    }
    if let budgetStop { body += "<p>Stopped early by \(Self.escape(budgetStop)).</p>\n" }
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <title>\(Self.escape(app)) — gesturetape explore</title>
      <style>
      body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; max-width: 70em; }
      table { border-collapse: collapse; margin: .5em 0; }
      td, th { border: 1px solid #ccc; padding: .25em .5em; text-align: left; vertical-align: top; }
      td.yes { background: #d8f5d8; } td.no { background: #f5d8d8; }
      code { font-size: 90%; }
      </style></head><body>
      \(body)</body></html>

      """
  }

  /// `text` with `&`, `<`, `>` and `"` escaped for HTML.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
