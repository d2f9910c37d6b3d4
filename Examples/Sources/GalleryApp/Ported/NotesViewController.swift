import HeadlessUI
import HeroEngine

/// A board of notes in two columns; opening one presents it full screen, its card matched by
/// heroID.
final class NotesViewController: UIViewController {
  static let noteCount = 6
  private var noteViews: [UIView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    hero.isEnabled = true
    view.backgroundColor = .systemGray6
    view.accessibilityIdentifier = "notes"
    for index in 0..<Self.noteCount {
      let note = UIView()
      note.backgroundColor = Note.color(index)
      note.layer.cornerRadius = 10
      note.layer.shadowOpacity = 0.2
      note.layer.shadowRadius = 6
      note.hero.id = "note_\(index)"
      view.addSubview(note)
      noteViews.append(note)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let side = (view.bounds.width - 48) / 2
    for (index, note) in noteViews.enumerated() {
      let column = CGFloat(index % 2)
      let row = CGFloat(index / 2)
      note.frame = CGRect(x: 16 + column * (side + 16), y: 80 + row * (side + 16), width: side, height: side)
    }
  }

  /// Opens note `index` (a tap on iOS; the tests' setup step here).
  func openNote(_ index: Int, animated: Bool = true) {
    let note = NoteViewController()
    note.index = index
    present(note, animated: animated)
  }
}

/// The notes' colours.
enum Note {
  static func color(_ index: Int) -> UIColor {
    [UIColor.systemYellow, .systemOrange, .systemTeal, .systemPink][index % 4]
  }
}
