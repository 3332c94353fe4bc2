// Stand-in for QuartzCore: the declarations SwiftLayout reaches through UIKit and AppKit (both
// re-export it), with Apple's signatures. Type-checking only; never run.

@_exported import Foundation
@_exported import CoreGraphics
@_exported import ObjectiveC

@available(iOS 2.0, macOS 10.5, *)
open class CALayer: NSObject {
  public override init() { fatalError() }
  public init(layer: Any) { fatalError() }

  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var position: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var masksToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var opacity: Float {
    get { fatalError() }
    set { fatalError() }
  }
  open var cornerRadius: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var borderWidth: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var superlayer: CALayer? { fatalError() }
  open var sublayers: [CALayer]? {
    get { fatalError() }
    set { fatalError() }
  }
  open func addSublayer(_ layer: CALayer) { fatalError() }
  open func removeFromSuperlayer() { fatalError() }
}
