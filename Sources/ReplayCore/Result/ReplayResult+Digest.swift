extension ReplayResult {
  /// A stable 64-bit FNV-1a fingerprint of the whole result, as 16 hex digits.
  ///
  /// It is computed over a canonical byte encoding written field by field (integers and the
  /// IEEE-754 bit patterns of doubles in little-endian order, strings as length-prefixed UTF-8,
  /// optionals with a presence byte), never with `Hasher` (which is seeded per process) or with
  /// an encoder whose key order could change. Two results with the same digest are, for all
  /// practical purposes, bit-identical.
  public var digest: String {
    var encoder = CanonicalEncoder()
    encode(into: &encoder)
    return encoder.hexDigest
  }

  func encode(into e: inout CanonicalEncoder) {
    e.string(source)
    e.int(Int64(settings.frameRate))
    e.double(settings.speed)
    e.optional(settings.jitter) { e, j in
      e.int(j.maximum)
      e.uint(j.seed)
    }
    e.optional(settings.gesture) { e, g in e.int(Int64(g)) }
    e.int(settings.stuckTimeout)
    // Added after the first digests were published: written only when set, so every result
    // replayed without it keeps its digest.
    if let reading = settings.touchpadReading { e.string("touchpad-reading:" + reading.rawValue) }
    e.string(outcome.kind.rawValue)
    e.optional(outcome.transitionStart) { e, t in e.int(t) }
    e.optional(outcome.release) { e, t in e.int(t) }
    e.optional(outcome.end) { e, t in e.int(t) }
    e.optional(outcome.progressAtRelease) { e, p in e.double(p) }
    e.array(input) { e, s in
      e.int(Int64(s.index))
      e.int(s.time)
      e.int(Int64(s.touchCount))
      e.point(s.location)
    }
    e.array(gestureTrack) { e, s in
      e.int(Int64(s.inputFrame))
      e.int(s.time)
      e.string(s.state.rawValue)
      e.point(s.translation)
      e.point(s.velocity)
      e.optional(s.recognizer) { e, r in e.string(r) }
      e.optional(s.location) { e, l in e.point(l) }
      e.optional(s.touchCount) { e, c in e.int(Int64(c)) }
      e.optional(s.scale) { e, v in e.double(v) }
    }
    e.array(timeline) { e, f in
      e.int(Int64(f.index))
      e.int(f.time)
      e.optional(f.progress) { e, p in e.double(p) }
      e.array(f.views) { e, v in
        e.string(v.id)
        e.optional(v.heroID) { e, h in e.string(h) }
        e.point(v.position)
        e.double(v.width)
        e.double(v.height)
        e.double(v.opacity)
        e.double(v.scale)
        // Added after the first digests were published: written only for a view nobody can
        // see, so results in which every tracked view is visible keep their digests.
        if !v.isVisible { e.string("unseen") }
        // Added with the jump check's animation rule: written only for a view an animation
        // drew, so results without UIKit animations keep their digests.
        if v.isAnimated { e.string("animated") }
      }
    }
    e.array(engineCalls) { e, c in
      e.int(c.time)
      e.string(c.kind.rawValue)
      e.optional(c.progress) { e, p in e.double(p) }
      e.optional(c.animate) { e, a in e.int(Int64(a ? 1 : 0)) }
      e.optional(c.target) { e, t in e.string(t) }
      e.string(c.arguments)
    }
    e.array(decisions) { e, d in
      e.int(d.time)
      e.string(d.rule)
      e.array(d.terms) { e, t in
        e.string(t.name)
        e.double(t.value)
      }
      e.double(d.threshold)
      e.string(d.choice)
    }
    e.array(transitions) { e, t in
      e.string(t.kind.rawValue)
      e.optional(t.from) { e, v in e.string(v) }
      e.optional(t.to) { e, v in e.string(v) }
      e.int(t.start)
      e.optional(t.end) { e, v in e.int(v) }
      e.optional(t.finished) { e, f in e.int(Int64(f ? 1 : 0)) }
      e.int(Int64(t.completions))
      e.array(t.delegateCallbacks) { e, c in e.string(c) }
      e.int(Int64(t.crashed ? 1 : 0))
      e.int(Int64(t.strandedSnapshot ? 1 : 0))
      e.optional(t.release) { e, v in e.int(v) }
      e.optional(t.stateAtRelease) { e, v in e.string(v.rawValue) }
      // Added with UIKit's transitions: written only for them, so Hero's keep their digests.
      if let machinery = t.machinery {
        e.string("machinery:" + machinery.rawValue)
        e.optional(t.animated) { e, v in e.int(Int64(v ? 1 : 0)) }
        e.optional(t.interactive) { e, v in e.int(Int64(v ? 1 : 0)) }
        e.optional(t.updates) { e, v in e.int(Int64(v)) }
        e.optional(t.interactionEnd) { e, v in e.string(v) }
      }
    }
    e.optional(outcome.stateAtRelease) { e, v in e.string(v.rawValue) }
    e.int(settings.timing.phase)
    e.string(settings.timing.release.rawValue)
    if let perturbation = settings.perturbation {
      e.string(ReplayVariant(perturbation: perturbation).descriptor)
    }
    e.array(engineEvents) { e, v in
      e.int(v.time)
      e.string(v.kind.rawValue)
      e.string(v.state.rawValue)
      e.string(v.detail)
    }
    e.array(idleSpans) { e, span in
      e.int(Int64(span.firstFrame))
      e.int(Int64(span.lastFrame))
    }
    e.optional(responsiveness) { e, r in
      e.int(r.time)
      e.int(Int64(r.strandedSnapshots))
      e.int(Int64(r.isTransitionRunning ? 1 : 0))
      e.array(r.probes) { e, p in
        e.point(p.point)
        e.string(p.reaches)
        e.int(Int64(p.isBlocked ? 1 : 0))
      }
    }
    // Added with the came-to-rest check: written only when something had not, so every
    // result that settled keeps its digest.
    if let work = pendingWork {
      e.string("pending-work")
      e.int(work.time)
      e.int(Int64(work.runningAnimations))
      e.int(Int64(work.pendingCallbacks))
      e.int(Int64(work.runningDisplayLinks))
    }
    e.array(warnings) { e, w in
      e.optional(w.time) { e, t in e.int(t) }
      e.string(w.code.rawValue)
      e.string(w.message)
    }
    // Added with sessions' steps: written only for a session, so single replays keep their
    // digests. The screens are names (not what moved), kept out like `gesture`.
    if !steps.isEmpty {
      e.string("steps")
      e.array(steps) { e, step in
        e.string(step.label)
        e.int(step.start)
        e.int(step.end)
        e.optional(step.firstInput) { e, i in e.int(Int64(i)) }
        e.int(Int64(step.inputCount))
        e.int(Int64(step.isUnderTest ? 1 : 0))
      }
    }
  }
}
