import MapKit
import SnapKit
import Then
import UIKit

/// A list of people; a tap on a row shows that person's card.
final class PeopleViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let people = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Katherine Johnson"]
  let workplaces = [
    CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246),
    CLLocationCoordinate2D(latitude: 38.8719, longitude: -77.0563),
    CLLocationCoordinate2D(latitude: 51.9977, longitude: -0.7407),
    CLLocationCoordinate2D(latitude: 37.0855, longitude: -76.3803),
  ]
  /// Where each person's photo is served.
  let photoURLs = ["ada-lovelace", "grace-hopper", "alan-turing", "katherine-johnson"].map {
    URL(string: "https://example.com/people/\($0).jpg")!
  }
  let tableView = UITableView(frame: .zero, style: .plain).then {
    $0.rowHeight = 56
    $0.accessibilityIdentifier = "people"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    view.addSubview(tableView)
    tableView.snp.makeConstraints { $0.edges.equalToSuperview() }
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "person")
  }

  /// Shows the card of the person at `row`.
  func showProfile(row: Int, animated: Bool) {
    present(
      ProfileCardViewController(
        person: people[row], workplace: workplaces[row], photoURL: photoURLs[row]),
      animated: animated)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    people.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
    cell.textLabel?.text = people[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    showProfile(row: indexPath.row, animated: true)
  }
}
