import Foundation
import HeadlessUI
import TestSupport
import Testing

/// Sections of items with given sizes, for laying out with a flow layout.
@MainActor
private final class SizedItems: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  let sizes: [[CGSize]]
  init(sizes: [[CGSize]]) { self.sizes = sizes }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sizes.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sizes[section].count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { sizes[indexPath.section][indexPath.item] }
}

/// The flow layout's frames against a plain statement of its rules (the documented ones: fill a
/// line until the next item does not fit, justify full lines of several items, centre items
/// across their line), on seeded random sections: the same numbers, bit for bit.
@Suite("Flow layout against its rules")
@MainActor
struct FlowLayoutReferenceTests {
  /// The rules, with one array per line.
  static func referenceFrames(
    sizes: [[CGSize]], bounds: CGRect, layout: UICollectionViewFlowLayout
  ) -> (frames: [IndexPath: CGRect], content: CGSize) {
    let vertical = layout.scrollDirection == .vertical
    let inset = layout.sectionInset
    let spacing = layout.minimumInteritemSpacing
    let lineLength = vertical ? bounds.width : bounds.height
    var frames: [IndexPath: CGRect] = [:]
    var v: CGFloat = 0
    for (section, items) in sizes.enumerated() {
      let startU = vertical ? inset.left : inset.top
      let endU = lineLength - (vertical ? inset.right : inset.bottom)
      v += vertical ? inset.top : inset.left
      var lines: [[(IndexPath, CGSize)]] = []
      var line: [(IndexPath, CGSize)] = []
      var used: CGFloat = 0
      for (item, size) in items.enumerated() {
        let length = vertical ? size.width : size.height
        let needed = line.isEmpty ? length : used + spacing + length
        if !line.isEmpty && startU + needed > endU + 0.0001 {
          lines.append(line)
          line = []
        }
        used = line.isEmpty ? length : used + spacing + length
        line.append((IndexPath(indexes: [section, item]), size))
      }
      if !line.isEmpty { lines.append(line) }
      for (index, line) in lines.enumerated() {
        let thickness = line.map { vertical ? $0.1.height : $0.1.width }.reduce(0, max)
        let total = line.map { vertical ? $0.1.width : $0.1.height }.reduce(0, +)
        let isLast = index == lines.count - 1
        var gap = spacing
        if !isLast && line.count > 1 {
          gap = max(spacing, (endU - startU - total) / CGFloat(line.count - 1))
        }
        var u = startU
        for (path, size) in line {
          let across = v + (thickness - (vertical ? size.height : size.width)) / 2
          frames[path] =
            vertical
            ? CGRect(x: u, y: across, width: size.width, height: size.height)
            : CGRect(x: across, y: u, width: size.width, height: size.height)
          u += (vertical ? size.width : size.height) + gap
        }
        v += thickness
        if !isLast { v += layout.minimumLineSpacing }
      }
      v += vertical ? inset.bottom : inset.right
    }
    let content =
      vertical
      ? CGSize(width: bounds.width, height: v) : CGSize(width: v, height: bounds.height)
    return (frames, content)
  }

  static func int(_ random: inout SplitMix64, _ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  /// A length from 1 to 200 in quarter points (so lines break at varied places).
  static func length(_ random: inout SplitMix64) -> CGFloat {
    CGFloat(Int.random(in: 4...800, using: &random)) / 4
  }

  static func same(_ a: CGRect, _ b: CGRect) -> Bool {
    [a.minX, a.minY, a.width, a.height].map(\.bitPattern)
      == [b.minX, b.minY, b.width, b.height].map(\.bitPattern)
  }

  @Test(arguments: 0..<40)
  func framesFollowTheRules(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed))
    let sizes = (0..<Self.int(&random, 1...4)).map { _ in
      (0..<Self.int(&random, 0...30)).map { _ in
        CGSize(width: Self.length(&random), height: Self.length(&random))
      }
    }
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = seed % 2 == 0 ? .vertical : .horizontal
    layout.minimumInteritemSpacing = CGFloat(Self.int(&random, 0...12)) + 0.25
    layout.minimumLineSpacing = CGFloat(Self.int(&random, 0...12)) + 0.5
    layout.sectionInset = UIEdgeInsets(
      top: CGFloat(Self.int(&random, 0...8)), left: CGFloat(Self.int(&random, 0...8)),
      bottom: CGFloat(Self.int(&random, 0...8)), right: CGFloat(Self.int(&random, 0...8)))
    let bounds = CGRect(x: 0, y: 0, width: 320.5, height: 480.25)
    let view = UICollectionView(frame: bounds, collectionViewLayout: layout)
    let items = SizedItems(sizes: sizes)
    view.register(forCellWithReuseIdentifier: "cell") { UICollectionViewCell(frame: .zero) }
    view.dataSource = items
    view.delegate = items
    layout.prepare()
    let expected = Self.referenceFrames(sizes: sizes, bounds: bounds, layout: layout)
    let laidOut = try #require(
      layout.layoutAttributesForElements(in: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)))
    #expect(laidOut.count == expected.frames.count)
    for attributes in laidOut {
      let frame = try #require(expected.frames[attributes.indexPath])
      #expect(Self.same(attributes.frame, frame), "\(attributes.indexPath)")
    }
    #expect(layout.collectionViewContentSize == expected.content)
  }
}
