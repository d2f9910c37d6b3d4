import UIKit

/// The list of places (Main.storyboard's root): a tap on a row presents the place full screen
/// (the cell's present-modally segue).
class PlacesViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Places"
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    PlaceStore.shared.places.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
    cell.textLabel?.text = PlaceStore.shared.places[indexPath.row].name
    return cell
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard let detail = segue.destination as? PlaceViewController,
      let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell)
    else { return }
    detail.place = PlaceStore.shared.places[indexPath.row]
  }
}
