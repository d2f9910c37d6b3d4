import HeadlessUI

/// The notes, from Notes.storyboard: a table whose cells show a note (the storyboard's show
/// segue). It is its navigation controller's delegate, so a note's edge pan pops with
/// `NotePopAnimator`, driven by the note's own interaction.
final class NotesViewController: UITableViewController, UINavigationControllerDelegate {
  private let titles = (1...12).map { "Note \($0)" }
  private weak var poppingNote: NoteViewController?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.accessibilityIdentifier = "notes"
    navigationController?.delegate = self
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
    cell.textLabel?.text = titles[indexPath.row]
    return cell
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard segue.identifier == "showNote", let note = segue.destination as? NoteViewController,
      let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell)
    else { return }
    note.number = indexPath.row + 1
  }

  /// Shows note `number` as a tap on its cell would (the cell's segue).
  func showNote(number: Int) {
    let indexPath = IndexPath(row: number - 1, section: 0)
    tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
    performSegue(withIdentifier: "showNote", sender: tableView.cellForRow(at: indexPath))
  }

  // MARK: UINavigationControllerDelegate

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    guard operation == .pop, let note = fromVC as? NoteViewController, note.isPoppingByEdge
    else { return nil }
    poppingNote = note
    return NotePopAnimator()
  }

  /// The note's interaction drives its pop (the note is no longer the top controller here: a
  /// pop takes it off the stack before the transition starts).
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    defer { poppingNote = nil }
    return poppingNote?.interaction
  }
}
