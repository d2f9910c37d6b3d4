import HeadlessUI
import Testing

/// Runs `body`, which must make UIKit raise an exception whose report contains `fragment`, and
/// returns what `body` returns. Where UIKit raises is Apple's word: "If the specified
/// identifier does not exist in the storyboard file, this method raises an exception"
/// (https://developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(withidentifier:)),
/// "If no segue exists with the specified identifier, this method throws an exception"
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:)),
/// and a key no object takes is Foundation's `NSUnknownKeyException`
/// (https://developer.apple.com/documentation/objectivec/nsobject/1413490-setvalue). HeadlessUI
/// reports each as an issue of the running test instead of stopping the process. The test issue HeadlessUI reports for the exception is expected
/// here: the test fails if no such issue is reported, or if another one is.
///
/// - Parameters:
///   - fragment: text the exception's report contains (its message, or its `path:line:column`).
///   - sourceLocation: where a missing report is reported.
///   - body: the code that raises.
@MainActor
func expectRaise<R>(
  _ fragment: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> R
) -> R {
  var result: R?
  withKnownIssue("UIKit raises: \(fragment)", sourceLocation: sourceLocation) {
    result = body()
  } matching: { issue in
    issue.comments.contains { $0.rawValue.contains(fragment) }
  }
  guard let result else { preconditionFailure("withKnownIssue runs its body") }
  return result
}
