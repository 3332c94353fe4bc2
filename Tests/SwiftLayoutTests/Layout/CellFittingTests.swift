import SwiftLayout
import Testing

/// A feed item: a title and a body that shows only when expanded.
private struct FeedItem: Equatable {
  let id: Int
  let title: String
  let body: String
  var isExpanded: Bool
}

/// A feed cell built with the DSL: a title, and a wrapping body under it when expanded.
@MainActor
private final class FeedCell: UIView, Layoutable {
  var activation: Activation?
  let title = UILabel(frame: .zero)
  let body = UILabel(frame: .zero)
  @LayoutProperty var isExpanded: Bool

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      title.anchors {
        Anchors.top.equalToSuper(constant: 10)
        Anchors.horizontal(offset: 16)
        if !isExpanded { Anchors.bottom.equalToSuper(constant: -10) }
      }
      if isExpanded {
        body.anchors {
          Anchors.top.equalTo(title, attribute: .bottom, constant: 6)
          Anchors.horizontal(offset: 16)
          Anchors.bottom.equalToSuper(constant: -10)
        }
      }
    }
  }

  init(_ item: FeedItem) {
    isExpanded = item.isExpanded
    super.init(frame: .zero)
    accessibilityIdentifier = "cell \(item.id)"
    title.text = item.title
    body.numberOfLines = 0
    body.font = .systemFont(ofSize: 14)
    body.text = item.body
    self.sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }

  func fit(_ width: CGFloat) -> CGSize {
    systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }
}

/// A feed screen: a vertical stack of cells pinned to the root, rebuilt with
/// `update(fromActivation:)`.
@MainActor
private final class FeedScreen {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 800))
  let stack = UIStackView(frame: .zero)
  var cells: [Int: FeedCell] = [:]
  var items: [FeedItem]
  var activation: Activation?

  init(_ items: [FeedItem]) {
    self.items = items
    stack.axis = .vertical
    activation = layout.active()
    root.layoutIfNeeded()
  }

  func cell(for item: FeedItem) -> FeedCell {
    if let cell = cells[item.id] { return cell }
    let cell = FeedCell(item)
    cells[item.id] = cell
    return cell
  }

  @LayoutBuilder var layout: some Layout {
    root.sublayout {
      stack.anchors { Anchors.cap() }.sublayout {
        for item in items { cell(for: item) }
      }
    }
  }

  func update(_ items: [FeedItem]) {
    self.items = items
    for item in items { cell(for: item).isExpanded = item.isExpanded }
    activation = layout.update(fromActivation: activation)
  }

  var frames: [CGRect] {
    items.flatMap { item -> [CGRect] in
      let cell = cell(for: item)
      return [cell.frame, cell.title.frame] + (item.isExpanded ? [cell.body.frame] : [])
    }
  }
}

private let news = FeedItem(
  id: 1, title: "News", body: "The harbour bridge reopens on Monday after three weeks of repairs",
  isExpanded: false)
private let weather = FeedItem(
  id: 2, title: "Weather", body: "Light rain in the morning, clearing by noon; highs of 18 degrees",
  isExpanded: true)
private let sport = FeedItem(
  id: 3, title: "Sport", body: "The home side won two to one with a goal in the final minute",
  isExpanded: false)

@MainActor
@Suite("DSL cells measured inside their screen between updates")
struct CellFittingTests {
  @Test("Cells measured in their laid-out screen between updates match detached cells")
  func cellsMeasuredBetweenUpdates() {
    let screen = FeedScreen([news, weather, sport])
    func expectMeasuredLikeDetached(_ items: [FeedItem], _ comment: Comment) {
      for item in items {
        let inPlace = screen.cell(for: item).fit(300)
        #expect(inPlace == FeedCell(item).fit(300), comment)
        // A detached cell kept in a host that was never laid out: a temporary solver.
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 800))
        let hosted = FeedCell(item)
        host.addSubview(hosted)
        #expect(inPlace == hosted.fit(300), comment)
      }
    }
    expectMeasuredLikeDetached([news, weather, sport], "first layout")
    // Expand one, collapse another, insert a new item: measured before and after the layout.
    var expandedNews = news
    expandedNews.isExpanded = true
    var collapsedWeather = weather
    collapsedWeather.isExpanded = false
    let scores = FeedItem(
      id: 4, title: "Scores", body: "Two all after extra time; penalties decided it",
      isExpanded: true)
    let updated = [expandedNews, scores, collapsedWeather, sport]
    screen.update(updated)
    expectMeasuredLikeDetached(updated, "after the update, before layout")
    screen.root.layoutIfNeeded()
    expectMeasuredLikeDetached(updated, "after the layout")
    // The screen lays out as one built with those items from the start.
    screen.root.setNeedsLayout()
    screen.root.layoutIfNeeded()
    let fresh = FeedScreen(updated)
    #expect(screen.frames == fresh.frames)
    #expect(screen.stack.frame == fresh.stack.frame)
    // The expanded cell's height is its title, its wrapped body and the spacing.
    let cell = screen.cell(for: expandedNews)
    let bodyHeight = cell.body.sizeThatFits(
      CGSize(width: CGFloat(288), height: CGFloat.greatestFiniteMagnitude)
    ).height
    #expect(
      cell.frame.height == 10 + cell.title.intrinsicContentSize.height + 6 + bodyHeight + 10)
  }
}
