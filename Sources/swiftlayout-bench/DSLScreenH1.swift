// H1's screen (HeadlessBenchmarks.makeScreen) written with SwiftLayout, for D1–D3 of
// Documentation/Benchmarks.md ("the DSL activating H1's layout").

import Foundation
import SwiftLayout

/// H1's 1,000-view screen as a SwiftLayout layout, and by hand.
///
/// The raw side makes the same views and constraints with UIKit's anchor API, as H1 does. One
/// card has a second set of subviews (the branch D2 flips, 9 views ≈ 1% of the screen); the
/// cards' margins are `inset` and `spacing` (D3 changes them), and the middle card's accessory
/// width is `branchAccessoryWidth` (D3one changes it).
@MainActor
final class DSLScreenH1 {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let cards: [H1Card]
  /// The middle card's other subviews (shown when `flipped`).
  let alternative: H1Card
  let branchRow: Int
  var flipped = false
  var inset: CGFloat = 8
  var spacing: CGFloat = 8
  var branchAccessoryWidth: CGFloat = 12

  init(views: Int) {
    cards = (0..<max(1, views / 10)).map { H1Card(row: $0) }
    alternative = H1Card(row: -1)
    branchRow = cards.count / 2
  }

  var viewCount: Int { cards.count * 10 }

  /// How many constraints are installed in the tree (the benchmark's checksum).
  var installedConstraintCount: Int {
    var count = 0
    var pending = [root]
    while let view = pending.popLast() {
      count += view.constraints.count
      pending.append(contentsOf: view.subviews)
    }
    return count
  }

  /// The views inside card `row`: its own, or the alternative ones when the branch is flipped.
  func content(of row: Int) -> H1Card {
    row == branchRow && flipped ? alternative : cards[row]
  }

  @LayoutBuilder var layout: some Layout {
    root.sublayout {
      for (row, card) in cards.enumerated() {
        let content = content(of: row)
        card.card.anchors {
          if row == 0 {
            Anchors.top.equalToSuper(constant: spacing)
          } else {
            Anchors.top.equalTo(cards[row - 1].card, attribute: .bottom, constant: spacing)
          }
          Anchors.leading.equalToSuper(constant: inset)
          Anchors.trailing.equalToSuper(constant: -inset)
          Anchors.bottom.greaterThanOrEqualTo(content.avatar, attribute: .bottom, constant: 8)
        }.sublayout {
          content.avatar.anchors {
            Anchors.top.equalToSuper(constant: 8)
            Anchors.leading.equalToSuper(constant: 8)
          }
          content.title.anchors {
            Anchors.top.equalToSuper(constant: 8)
            Anchors.leading.equalTo(content.avatar, attribute: .trailing, constant: 8)
            Anchors.trailing.lessThanOrEqualTo(content.button, attribute: .leading, constant: -8)
          }
          content.subtitle.anchors {
            Anchors.top.equalTo(content.title, attribute: .bottom, constant: 4)
            Anchors.leading.equalTo(content.title)
            Anchors.trailing.equalTo(content.accessory, attribute: .leading, constant: -8)
          }
          content.button.anchors {
            Anchors.centerY.equalTo(content.title)
            Anchors.trailing.equalToSuper(constant: -8)
          }
          content.separator.anchors {
            Anchors.leading.equalTo(content.title)
            Anchors.trailing.equalToSuper()
            Anchors.bottom.equalToSuper()
            Anchors.height.equalTo(constant: 1)
          }
          content.accessory.anchors {
            Anchors.centerY.equalTo(content.subtitle)
            Anchors.trailing.equalToSuper(constant: -8)
            Anchors.size.equalTo(width: accessoryWidth(row), height: 12)
          }
          for (index, tag) in content.tags.enumerated() {
            tag.anchors {
              Anchors.top.equalTo(content.subtitle, attribute: .bottom, constant: 4)
              if index == 0 {
                Anchors.leading.equalTo(content.title)
              } else {
                Anchors.leading.equalTo(
                  content.tags[index - 1], attribute: .trailing, constant: 6)
              }
              Anchors.bottom.equalTo(content.separator, attribute: .top, constant: -8)
            }
          }
        }
      }
    }
  }

  /// The accessory's width in card `row` (D3one changes the middle card's).
  func accessoryWidth(_ row: Int) -> CGFloat { row == branchRow ? branchAccessoryWidth : 12 }

  /// H1's hierarchy and constraints made by hand with UIKit's anchor API (as H1 makes them);
  /// returns the constraints.
  @discardableResult
  func activateByHand() -> [NSLayoutConstraint] {
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(cards.count * 31)
    var previousBottom = root.topAnchor
    for row in cards.indices {
      let card = cards[row].card
      card.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(card)
      constraints += [
        card.topAnchor.constraint(equalTo: previousBottom, constant: spacing),
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset),
        card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -inset),
      ]
      addContentByHand(content(of: row), row: row, into: &constraints)
      previousBottom = card.bottomAnchor
    }
    NSLayoutConstraint.activate(constraints)
    return constraints
  }

  /// Swaps the middle card's subviews by hand, as D2 does through the DSL.
  func flipBranchByHand() {
    for view in cards[branchRow].subviews { view.removeFromSuperview() }
    flipped = true
    var constraints: [NSLayoutConstraint] = []
    addContentByHand(alternative, row: branchRow, into: &constraints)
    NSLayoutConstraint.activate(constraints)
  }

  /// Adds a card's subviews to card `row` and appends their constraints, as H1 does.
  private func addContentByHand(
    _ content: H1Card, row: Int, into constraints: inout [NSLayoutConstraint]
  ) {
    let card = cards[row].card
    for view in content.subviews {
      view.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(view)
    }
    content.appendConstraints(in: card, accessoryWidth: accessoryWidth(row), to: &constraints)
  }
}
