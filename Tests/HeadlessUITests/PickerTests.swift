import Foundation
import HeadlessUI
import Testing

/// `UIPickerView` and `UIDatePicker` (https://developer.apple.com/documentation/uikit/uipickerview,
/// https://developer.apple.com/documentation/uikit/uidatepicker): rows from the data source,
/// the selected row shown, a vertical drag selecting the row it moves to and telling the
/// delegate; a date picker's drag stepping its date and sending `.valueChanged`.
@MainActor
@Suite("Pickers")
struct PickerTests {
  final class Fruits: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let names = ["Apple", "Banana", "Cherry", "Date"]
    var picked: [Int] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      names.count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
      -> String?
    { names[row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      picked.append(row)
    }
  }

  func drag(_ window: UIWindow, from start: CGPoint, dy: CGFloat) {
    window.deliver([TouchPoint(id: 1, phase: .began, location: start)], at: .zero)
    window.deliver(
      [TouchPoint(id: 1, phase: .moved, location: CGPoint(x: start.x, y: start.y + dy / 2))],
      at: .init(nanoseconds: 16_000_000))
    window.deliver(
      [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: start.x, y: start.y + dy))],
      at: .init(nanoseconds: 32_000_000))
  }

  @Test func aDragSelectsTheRowItMovesToAndTellsTheDelegate() {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    window.rootViewController = UIViewController()
    let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
    let fruits = Fruits()
    picker.dataSource = fruits
    picker.delegate = fruits
    window.rootViewController!.view.addSubview(picker)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect((picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "Apple")
    picker.selectRow(1, inComponent: 0, animated: false)
    #expect(fruits.picked.isEmpty, "selecting in code tells no one")
    drag(window, from: CGPoint(x: 160, y: 208), dy: -64)  // two rows up: row 3
    #expect(picker.selectedRow(inComponent: 0) == 3)
    #expect(fruits.picked == [3])
    drag(window, from: CGPoint(x: 160, y: 208), dy: -200)  // past the end: the last row
    #expect(picker.selectedRow(inComponent: 0) == 3)
  }

  @Test func aDatePickerStepsByItsModeWithinItsBounds() {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    window.rootViewController = UIViewController()
    let picker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
    picker.datePickerMode = .date
    picker.maximumDate = Date(timeIntervalSinceReferenceDate: 86_400)
    var changes = 0
    picker.addTarget(nil, action: { changes += 1 }, for: .valueChanged)
    window.rootViewController!.view.addSubview(picker)
    window.makeKeyAndVisible()
    #expect(picker.date == Date(timeIntervalSinceReferenceDate: 0), "no wall clock")
    drag(window, from: CGPoint(x: 160, y: 208), dy: -96)  // three days, capped at one
    #expect(picker.date == Date(timeIntervalSinceReferenceDate: 86_400))
    #expect(changes == 1)
  }
}
