import HeadlessUIKit
import Testing

/// A view that records which of UIView's open hierarchy and layout methods ran, then calls super.
@MainActor
private final class RecordingView: UIView {
  var calls: [String] = []

  override func addSubview(_ view: UIView) {
    calls.append("addSubview")
    super.addSubview(view)
  }

  override func insertSubview(_ view: UIView, at index: Int) {
    calls.append("insertSubview(at:)")
    super.insertSubview(view, at: index)
  }

  override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    calls.append("insertSubview(aboveSubview:)")
    super.insertSubview(view, aboveSubview: siblingSubview)
  }

  override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    calls.append("insertSubview(belowSubview:)")
    super.insertSubview(view, belowSubview: siblingSubview)
  }

  override func bringSubviewToFront(_ view: UIView) {
    calls.append("bringSubviewToFront")
    super.bringSubviewToFront(view)
  }

  override func sendSubviewToBack(_ view: UIView) {
    calls.append("sendSubviewToBack")
    super.sendSubviewToBack(view)
  }

  override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    calls.append("exchangeSubview")
    super.exchangeSubview(at: index1, withSubviewAt: index2)
  }

  override func removeFromSuperview() {
    calls.append("removeFromSuperview")
    super.removeFromSuperview()
  }

  override func layoutIfNeeded() {
    calls.append("layoutIfNeeded")
    super.layoutIfNeeded()
  }

  override func sizeToFit() {
    calls.append("sizeToFit")
    super.sizeToFit()
  }

  override func invalidateIntrinsicContentSize() {
    calls.append("invalidateIntrinsicContentSize")
    super.invalidateIntrinsicContentSize()
  }

  override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    calls.append("systemLayoutSizeFitting")
    return super.systemLayoutSizeFitting(targetSize)
  }
}

/// A stack view that counts the subviews UIStackView adds through addSubview, as UIKit's does.
@MainActor
private final class CountingStackView: UIStackView {
  var addSubviewCalls = 0

  override func addSubview(_ view: UIView) {
    addSubviewCalls += 1
    super.addSubview(view)
  }
}

@MainActor
@Suite("Overriding UIKit's open members")
struct OverridingTests {
  @Test("A subclass overriding addSubview sees every call, and super still adds the view")
  func addSubviewOverride() {
    let parent = RecordingView()
    let first = UIView()
    let second = UIView()
    parent.addSubview(first)
    parent.addSubview(second)
    #expect(parent.calls == ["addSubview", "addSubview"])
    #expect(parent.subviews.count == 2)
    #expect(first.superview === parent)
  }

  @Test("Overrides of the insert, reorder and remove methods run, each once per call")
  func hierarchyOverrides() {
    let parent = RecordingView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    parent.insertSubview(a, at: 0)
    parent.insertSubview(b, aboveSubview: a)
    parent.insertSubview(c, belowSubview: a)
    parent.bringSubviewToFront(c)
    parent.sendSubviewToBack(b)
    parent.exchangeSubview(at: 0, withSubviewAt: 1)
    #expect(parent.subviews.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0) })
    let child = RecordingView()
    parent.addSubview(child)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(
      parent.calls == [
        "insertSubview(at:)", "insertSubview(aboveSubview:)", "insertSubview(belowSubview:)",
        "bringSubviewToFront", "sendSubviewToBack", "exchangeSubview", "addSubview",
      ])
    #expect(child.calls == ["removeFromSuperview"])
  }

  @Test("Overrides of the layout requests and fitting run")
  func layoutOverrides() {
    let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    view.invalidateIntrinsicContentSize()
    view.layoutIfNeeded()
    view.sizeToFit()
    _ = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(
      view.calls == [
        "invalidateIntrinsicContentSize", "layoutIfNeeded", "sizeToFit", "systemLayoutSizeFitting",
      ])
  }

  @Test("UIStackView adds arranged subviews through addSubview, so an override counts them")
  func stackViewAddsThroughAddSubview() {
    let stack = CountingStackView()
    stack.addArrangedSubview(UIView())
    stack.addArrangedSubview(UIView())
    #expect(stack.addSubviewCalls == 2)
    #expect(stack.arrangedSubviews.count == 2)
  }
}
