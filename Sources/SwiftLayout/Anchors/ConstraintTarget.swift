/// Something a constraint can relate to: a view, a layout guide, or the identifier of a view or
/// guide in the same layout.
///
/// ```swift
/// Anchors.top.equalTo(titleLabel, attribute: .bottom)
/// Anchors.top.equalTo(view.safeAreaLayoutGuide)
/// Anchors.bottom.equalTo("footer", attribute: .top)
/// ```
public protocol ConstraintTarget {}

extension SLView: ConstraintTarget {}
extension SLLayoutGuide: ConstraintTarget {}
extension String: ConstraintTarget {}

extension ConstraintTarget {
  var anchorTargetReference: AnchorTargetReference {
    if let identifier = self as? String {
      return .identifier(identifier)
    }
    return .item(self as AnyObject)
  }
}
