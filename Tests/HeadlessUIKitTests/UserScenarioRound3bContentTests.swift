import HeadlessUIKit
import Testing

@MainActor
@Suite("User scenarios, round 3b: content views")
struct UserScenarioRound3bContentTests {

  @Test("A label's text change moves its constrained neighbour; empty text has zero width")
  func labelTextMovesNeighbour() {
    let root = makeRoot(width: 320, height: 100)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = "Hi"
    root.addSubview(label)
    let badge = makeView("badge", in: root)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      badge.centerYAnchor.constraint(equalTo: label.centerYAnchor),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    let short = TextMeasurement.width(of: "Hi", font: label.font)
    #expect(label.frame.width == short.rounded(.up))
    #expect(badge.frame.minX == 10 + short.rounded(.up) + 8)
    label.text = "Hello, world"
    root.layoutIfNeeded()
    let long = TextMeasurement.width(of: "Hello, world", font: label.font).rounded(.up)
    #expect(label.frame.width == long)
    #expect(badge.frame.minX == 10 + long + 8)
    // An empty label: UILabel's intrinsic size is zero, so the badge comes next to the leading.
    label.text = ""
    root.layoutIfNeeded()
    #expect(label.frame.size == .zero)
    #expect(badge.frame.minX == 18)
    #expect(badge.frame.midY == 10)
  }

  @Test("preferredMaxLayoutWidth wraps the text, whatever width the constraints give the label")
  func preferredMaxLayoutWidth() {
    let root = makeRoot(width: 320, height: 400)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = "one two three four five six seven eight nine ten eleven twelve"
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    label.preferredMaxLayoutWidth = 100
    root.layoutIfNeeded()
    let wrapped = TextMeasurement.size(
      of: label.text ?? "", font: label.font, maxWidth: 100, numberOfLines: 0)
    #expect(label.frame.width == 320)
    #expect(label.frame.height == wrapped.height)
    #expect(wrapped.height > label.font.lineHeight * 3)
    // Back to 0: the label wraps at the width layout gives it.
    label.preferredMaxLayoutWidth = 0
    root.layoutIfNeeded()
    let atWidth = TextMeasurement.size(
      of: label.text ?? "", font: label.font, maxWidth: 320, numberOfLines: 0)
    #expect(label.frame.height == atWidth.height)
    #expect(label.frame.height < wrapped.height)
  }

  @Test("numberOfLines 1 keeps one line whatever lineBreakMode says")
  func singleLineWordWrap() {
    let root = makeRoot(width: 120, height: 200)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.lineBreakMode = .byWordWrapping
    label.text = "A rather long single-line caption"
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.width == 120)
    #expect(label.frame.height == label.font.lineHeight.rounded(.up))
    #expect(label.renderedLines.count == 1)
  }

  @Test("An image view centred in a card takes the size of the image set later, and none")
  func imageSetLater() {
    let root = makeRoot(width: 300, height: 300)
    let imageView = UIImageView(frame: .zero)
    imageView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(imageView)
    NSLayoutConstraint.activate([
      imageView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      imageView.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    imageView.image = UIImage(size: CGSize(width: 40, height: 20), name: "logo")
    root.layoutIfNeeded()
    #expect(imageView.frame == CGRect(x: 130, y: 140, width: 40, height: 20))
    imageView.image = UIImage(size: CGSize(width: 100, height: 60), name: "banner")
    root.layoutIfNeeded()
    #expect(imageView.frame == CGRect(x: 100, y: 120, width: 100, height: 60))
    imageView.image = nil
    #expect(
      imageView.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }

  @Test("A button's new title re-sizes it in a laid-out row; its neighbour follows")
  func buttonTitleChange() {
    let root = makeRoot(width: 320, height: 100)
    let button = UIButton(type: .system)
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setTitle("OK", for: .normal)
    root.addSubview(button)
    let after = makeView("after", in: root)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      button.topAnchor.constraint(equalTo: root.topAnchor),
      after.leadingAnchor.constraint(equalTo: button.trailingAnchor),
      after.topAnchor.constraint(equalTo: root.topAnchor),
      after.widthAnchor.constraint(equalToConstant: 10),
      after.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let short = button.frame.width
    #expect(short > 0)
    button.setTitle("Continue shopping", for: .normal)
    root.layoutIfNeeded()
    #expect(button.frame.width > short)
    #expect(button.frame.width == button.intrinsicContentSize.width)
    #expect(after.frame.minX == button.frame.maxX)
  }

  @Test("configuration content insets changed in place re-size a laid-out button")
  func configurationInsetsInPlace() {
    let root = makeRoot(width: 320, height: 100)
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Save"
    let button = UIButton(configuration: configuration)
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(button)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      button.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let before = button.frame.size
    button.configuration?.contentInsets = NSDirectionalEdgeInsets(
      top: 20, leading: 30, bottom: 20, trailing: 30)
    root.layoutIfNeeded()
    #expect(button.frame.width == before.width - 24 + 60)
    #expect(button.frame.height == before.height - 14 + 40)
  }

  @Test("A table-cell-like view fits its two-line title at a fixed width")
  func cellFitting() {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let title = UILabel()
    title.translatesAutoresizingMaskIntoConstraints = false
    title.numberOfLines = 0
    title.text = "A headline long enough to need a second line at this width"
    let detail = UILabel()
    detail.translatesAutoresizingMaskIntoConstraints = false
    detail.font = .systemFont(ofSize: 13)
    detail.text = "Detail"
    cell.addSubview(title)
    cell.addSubview(detail)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      detail.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
    ])
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    let titleHeight = TextMeasurement.size(
      of: title.text ?? "", font: title.font, maxWidth: 288, numberOfLines: 0
    ).height
    let detailHeight = UIFont.systemFont(ofSize: 13).lineHeight.rounded(.up)
    #expect(titleHeight > title.font.lineHeight * 1.5)  // two lines at 288 points
    #expect(size == CGSize(width: 320, height: 12 + titleHeight + 4 + detailHeight + 12))
    // Fitting leaves the cell's frame alone.
    #expect(cell.frame.size == CGSize(width: 320, height: 44))
  }

  @Test("attributedText and numberOfLines set after layout re-size a label in place")
  func labelPropertiesAfterLayout() {
    let root = makeRoot(width: 200, height: 300)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = "one two three four five six seven eight nine ten"
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    let line = label.font.lineHeight
    #expect(label.frame.height > 2 * line)
    label.numberOfLines = 1
    root.layoutIfNeeded()
    #expect(label.frame.height == line.rounded(.up))
    label.attributedText = NSAttributedString(string: "Hi")
    root.layoutIfNeeded()
    #expect(label.text == "Hi")
    #expect(label.frame.size.height == line.rounded(.up))
    #expect(
      label.intrinsicContentSize.width
        == TextMeasurement.width(of: "Hi", font: label.font).rounded(.up))
    label.text = nil
    root.layoutIfNeeded()
    #expect(label.frame.height == 0)
  }
}
