/// Objects that UIKit's factory methods return autoreleased (a storyboard's controllers, a
/// nib's objects), kept alive until the end of the current run-loop turn, as the main run
/// loop's autorelease pool keeps them on iOS. Without it, app code that keeps such an object
/// only in a `weak` variable (`weak var next = storyboard.instantiateViewController(…)`) would
/// see it freed at once.
///
/// A turn ends when the frame clock has fired one callback or display frame; code that runs
/// outside the clock (a test's own set-up) keeps the objects until the next turn or
/// ``drain()``.
@MainActor
public enum AutoreleasePool {
  private static var objects: [AnyObject] = []

  /// Keeps `object` alive until the end of the current run-loop turn.
  static func keep(_ object: AnyObject) {
    objects.append(object)
  }

  /// Releases everything kept (the end of a run-loop turn).
  public static func drain() {
    guard !objects.isEmpty else { return }
    objects.removeAll()
  }
}
