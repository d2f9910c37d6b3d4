import Foundation

extension NSObject {
  /// The class an archiver encodes in place of this one (NSObject's `+classForCoder`): the
  /// class itself, as NSObject answers on iOS. Linux's Foundation has only the instance
  /// property; apps call the class method to register cells
  /// (`tableView.register(Cell.classForCoder(), forCellReuseIdentifier:)`).
  public class func classForCoder() -> AnyClass { self }
}
