import HeadlessUIKit

/// A list row: a 24-point icon, a one-line title beside it and a wrapping detail under the
/// title, 12 points of padding, the detail's bottom at 999 (Apple's self-sizing recipe).
@MainActor
final class ListRow {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  let icon = UIView()
  let title = UILabel()
  let detail = UILabel()

  init() {
    detail.numberOfLines = 0
    detail.font = .systemFont(ofSize: 13)
    for subview in [icon, title, detail] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let bottom = detail.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -12)
    bottom.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      icon.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
      icon.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
      icon.widthAnchor.constraint(equalToConstant: 24),
      icon.heightAnchor.constraint(equalToConstant: 24),
      icon.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: -12),
      title.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
      title.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -12),
      detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      detail.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -12),
      bottom,
    ])
  }

  func bind(_ item: Int) {
    title.text = "Item \(item)"
    detail.text = String(repeating: "lorem\(item) ", count: 1 + (item * 5) % 17)
  }

  func fit(_ width: CGFloat) -> CGSize {
    view.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// UIKit's arithmetic for the row's height at `width`.
  func expectedHeight(_ width: CGFloat) -> CGFloat {
    let detailWidth = width - 12 - 24 - 8 - 12
    let detailHeight = detail.sizeThatFits(
      CGSize(width: detailWidth, height: .greatestFiniteMagnitude)
    ).height
    return Swift.max(12 + 24 + 12, 12 + title.intrinsicContentSize.height + 4 + detailHeight + 12)
  }
}

/// The size the same row bound to `item` has in a host that was never laid out (measured
/// in a temporary solver of its subtree).
@MainActor
func measuredInFreshHost(_ item: Int, width: CGFloat) -> CGSize {
  let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 900))
  let row = ListRow()
  row.bind(item)
  host.addSubview(row.view)
  return row.fit(width)
}

/// A list that sizes its rows in its own layout, as a table view does.
final class MeasuredListView: UIView {
  var rows: [ListRow] = []
  var measurements = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    var top: CGFloat = 0
    for row in rows {
      let height = row.fit(bounds.width).height
      measurements += 1
      row.view.frame = CGRect(x: 0, y: top, width: bounds.width, height: height)
      top += height
    }
  }
}

@MainActor
func makeList(_ items: [Int], width: CGFloat = 320) -> MeasuredListView {
  let list = MeasuredListView(frame: CGRect(x: 0, y: 0, width: width, height: 1200))
  for item in items {
    let row = ListRow()
    row.bind(item)
    list.rows.append(row)
    list.addSubview(row.view)
  }
  return list
}

@MainActor
func frames(_ list: MeasuredListView) -> [CGRect] {
  list.rows.flatMap { [$0.view.frame, $0.icon.frame, $0.title.frame, $0.detail.frame] }
}
