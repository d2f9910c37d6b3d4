import DemoScene
import Foundation
import HeadlessUI
import HeroEngine
import Replay
import Testing
import TestSupport

@MainActor
@Suite struct SweepProbe {
  @Test func probe() throws {
    let scene = AppReplayScene(root: {
      let nav = UINavigationController(rootViewController: ImageGalleryViewController())
      nav.hero.isEnabled = true
      return nav
    }, setup: { root in
      let viewer = ImageViewController()
      viewer.selectedIndex = IndexPath(item: 4, section: 0)
      (root as? UINavigationController)?.pushViewController(viewer, animated: false)
    })
    let url = Fixtures.recordings.appendingPathComponent("virtio-touchscreen-1fg-flick-down.gtape")
    let sweep = try Replayer().sweep(contentsOf: url, into: scene)
    print(sweep.text)
    #expect(sweep.rows.count == 7)
  }
}
