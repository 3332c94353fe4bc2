import SwiftLayout
import Testing

/// A chat message: who sent it and what it says.
private struct Message: Equatable {
  let id: Int
  let isMine: Bool
  let text: String
}

/// A self-sizing message cell: a bubble with a multi-line label, aligned by sender.
@MainActor
private final class MessageCell: UIView, Layoutable {
  var activation: Activation?
  let bubble = makeView("bubble")
  let label = UILabel(frame: .zero)
  @LayoutProperty var isMine: Bool

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      bubble.anchors {
        Anchors.top.equalToSuper(constant: 4)
        Anchors.bottom.equalToSuper(constant: -4)
        if isMine {
          Anchors.trailing.equalToSuper(constant: -12)
          Anchors.leading.greaterThanOrEqualToSuper(constant: 60)
        } else {
          Anchors.leading.equalToSuper(constant: 12)
          Anchors.trailing.lessThanOrEqualToSuper(constant: -60)
        }
      }.sublayout {
        label.anchors { Anchors.allSides(offset: 8) }
      }
    }
  }

  init(_ message: Message) {
    isMine = message.isMine
    super.init(frame: .zero)
    accessibilityIdentifier = "message \(message.id)"
    label.numberOfLines = 0
    label.font = .systemFont(ofSize: 16)
    label.text = message.text
    self.sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }
}

/// The chat list: a vertical stack of cells, one per message, built with `for`.
@MainActor
private final class ChatList {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
  let stack = UIStackView(frame: .zero)
  var cells: [Int: MessageCell] = [:]
  var messages: [Message]
  var activation: Activation?

  init(_ messages: [Message]) {
    self.messages = messages
    stack.axis = .vertical
    activation = layout.active()
    root.layoutIfNeeded()
  }

  func cell(for message: Message) -> MessageCell {
    if let cell = cells[message.id] { return cell }
    let cell = MessageCell(message)
    cells[message.id] = cell
    return cell
  }

  @LayoutBuilder var layout: some Layout {
    root.sublayout {
      stack.anchors { Anchors.cap() }.sublayout {
        for message in messages { cell(for: message) }
      }
    }
  }

  func update(_ messages: [Message]) {
    self.messages = messages
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
  }
}

private let hi = Message(id: 1, isMine: false, text: "Hi!")
private let plan = Message(
  id: 2, isMine: true, text: "See you at the station at noon tomorrow, bring the tickets please")
private let onMyWay = Message(id: 3, isMine: true, text: "On my way")
private let late = Message(
  id: 4, isMine: false, text: "Running late by ten minutes, the train is stuck outside the tunnel")

@MainActor
@Suite("A chat list of self-sizing bubbles")
struct ChatScreenTests {
  /// Fits a detached cell at 320 points wide, as a table view's self-sizing cells are.
  private func fittedSize(_ message: Message) -> CGSize {
    MessageCell(message).systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

  @Test("systemLayoutSizeFitting at a fixed width wraps the label and sums the insets")
  func fitting() {
    // https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
    // One line at 16 pt is 19.2 → 20 points: 20 + 2 × 8 + 2 × 4 = 44.
    #expect(fittedSize(hi) == CGSize(width: 320, height: 44))
    // The bubble's label may be 320 − 12 − 60 − 2 × 8 = 232 wide: the plan wraps to three
    // lines ("See you at the station at noon" / "tomorrow, bring the tickets" / "please"),
    // 57.6 → 58 points; 58 + 16 + 8 = 82.
    #expect(fittedSize(plan) == CGSize(width: 320, height: 82))
    // Two lines: 38.4 → 39; 39 + 24 = 63.
    #expect(fittedSize(late) == CGSize(width: 320, height: 63))
  }

  @Test("Bubbles align by sender and rows stack by their fitted heights")
  func listLayout() {
    let chat = ChatList([hi, plan, onMyWay])
    let hiCell = chat.cell(for: hi)
    let planCell = chat.cell(for: plan)
    #expect(hiCell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(planCell.frame == CGRect(x: 0, y: 44, width: 320, height: 82))
    #expect(chat.cell(for: onMyWay).frame == CGRect(x: 0, y: 126, width: 320, height: 44))
    #expect(chat.stack.frame.height == 170)
    // "Hi!" (H .65 i .3 ! .3 = 1.25 em = 20 points) sits on the left at 12.
    #expect(hiCell.bubble.frame == CGRect(x: 12, y: 4, width: 36, height: 36))
    // Mine sit on the right: the bubble ends 12 points before the edge.
    #expect(planCell.bubble.frame.maxX == 308)
    #expect(planCell.bubble.frame.minX >= 60)
    #expect(planCell.label.frame.height == 58)
    // "On my way" = 76.96 → 77 points wide: 77 + 16 = 93, from 308 − 93 = 215.
    #expect(chat.cell(for: onMyWay).bubble.frame == CGRect(x: 215, y: 4, width: 93, height: 36))
  }

  @Test("A message inserted in the middle through update(fromActivation:) lands in place")
  func insertInMiddle() {
    let chat = ChatList([hi, plan, onMyWay])
    let planCell = chat.cell(for: plan)
    chat.update([hi, late, plan, onMyWay])
    #expect(
      chat.stack.arrangedSubviews.map(\.accessibilityIdentifier)
        == ["message 1", "message 4", "message 2", "message 3"])
    #expect(chat.cell(for: late).frame == CGRect(x: 0, y: 44, width: 320, height: 63))
    #expect(planCell.frame == CGRect(x: 0, y: 107, width: 320, height: 82))
    #expect(chat.stack.frame.height == 233)
    #expect(chat.cell(for: late).bubble.frame.minX == 12)
    // Only the new cell was added.
    #expect((chat.activation?.lastUpdate.itemsAdded ?? 0) > 0)
  }

  @Test("The sender flips a bubble from left to right")
  func senderFlip() {
    let chat = ChatList([hi])
    let cell = chat.cell(for: hi)
    cell.isMine = true
    chat.root.layoutIfNeeded()
    #expect(cell.bubble.frame == CGRect(x: 272, y: 4, width: 36, height: 36))
  }

  @Test("Removing messages frees their cells and labels")
  func teardown() {
    weak var weakCell: MessageCell?
    weak var weakLabel: UILabel?
    let chat = ChatList([hi, plan])
    do {
      let cell = chat.cell(for: plan)
      weakCell = cell
      weakLabel = cell.label
    }
    chat.cells[plan.id] = nil
    chat.update([hi])
    #expect(weakCell == nil)
    #expect(weakLabel == nil)
    #expect(chat.stack.arrangedSubviews.count == 1)
  }
}
