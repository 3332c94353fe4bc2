// Where CoreGraphics exists (on Apple platforms) its own type is used.
#if !canImport(CoreGraphics)
/// A vector of two components, as Core Graphics defines it (a spring's initial velocity).
///
/// On Apple platforms this is CoreGraphics' type; HeadlessUIKit defines it because Foundation on
/// other platforms has none.
public struct CGVector: Sendable, Hashable {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// Creates a vector with the given components.
  ///
  /// - Parameters:
  ///   - dx: The horizontal component.
  ///   - dy: The vertical component.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// The vector whose components are both zero.
  public static let zero = CGVector(dx: 0, dy: 0)
}
#endif

/// Constants indicating the type of timing information to use for animations.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uitimingcurvetype>
@nonexhaustive
public enum UITimingCurveType: Int, Sendable {
  /// A standard UIKit timing curve (``UIView/AnimationCurve``).
  case builtin = 0
  /// A cubic Bézier timing curve.
  case cubic = 1
  /// Spring-based timing information.
  case spring = 2
  /// Cubic and spring timing information together.
  case composed = 3
}

/// An interface for providing the timing information of animations.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uitimingcurveprovider>
@MainActor
public protocol UITimingCurveProvider: AnyObject {
  /// The type of timing information to use.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic timing parameters, if any.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring timing parameters, if any.
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// The timing information for animations in the form of a cubic Bézier curve.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uicubictimingparameters>
@MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The standard curve these parameters were made from (`.easeInOut` for custom control
  /// points).
  public let animationCurve: UIView.AnimationCurve
  /// The first control point of the cubic Bézier curve.
  public let controlPoint1: CGPoint
  /// The second control point of the cubic Bézier curve.
  public let controlPoint2: CGPoint
  let isBuiltin: Bool

  /// Creates timing parameters with the default ease-in-out curve.
  public override convenience init() {
    self.init(animationCurve: .easeInOut)
  }

  /// Creates timing parameters with one of UIKit's standard curves.
  ///
  /// - Parameter curve: The standard curve.
  public init(animationCurve curve: UIView.AnimationCurve) {
    let points = RecordedAnimation.controlPoints(of: curve)
    animationCurve = curve
    controlPoint1 = CGPoint(x: points.x1, y: points.y1)
    controlPoint2 = CGPoint(x: points.x2, y: points.y2)
    isBuiltin = true
    super.init()
  }

  /// Creates timing parameters with a custom cubic Bézier curve from (0, 0) to (1, 1).
  ///
  /// - Parameters:
  ///   - point1: The first control point.
  ///   - point2: The second control point.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    isBuiltin = false
    super.init()
  }

  /// `.builtin` for a standard curve, `.cubic` for custom control points.
  open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
  /// The parameters themselves.
  open var cubicTimingParameters: UICubicTimingParameters? { self }
  /// `nil`: these parameters describe no spring.
  open var springTimingParameters: UISpringTimingParameters? { nil }
}

/// The timing information for animations that mimics the behavior of a spring.
///
/// HeadlessUIKit records spring animations with the ease-in-out curve, as it does
/// ``UIView/animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)``.
/// UIKit: <https://developer.apple.com/documentation/uikit/uispringtimingparameters>
@MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// The damping ratio (1 is critically damped).
  let dampingRatio: CGFloat
  /// The initial velocity of the spring.
  public let initialVelocity: CGVector

  /// Creates a critically damped spring with no initial velocity.
  public override convenience init() {
    self.init(dampingRatio: 1, initialVelocity: .zero)
  }

  /// Creates a spring with the given damping ratio and no initial velocity.
  ///
  /// - Parameter ratio: The damping ratio.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// Creates a spring with the given damping ratio and initial velocity.
  ///
  /// - Parameters:
  ///   - ratio: The damping ratio.
  ///   - velocity: The initial velocity.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
    initialVelocity = velocity
    super.init()
  }

  /// Creates a spring from its physical description.
  ///
  /// - Parameters:
  ///   - mass: The mass attached to the spring.
  ///   - stiffness: The spring's stiffness.
  ///   - damping: The damping coefficient.
  ///   - velocity: The initial velocity.
  public convenience init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    let critical = 2 * (Swift.max(stiffness, 0) * Swift.max(mass, 0)).squareRoot()
    self.init(dampingRatio: critical > 0 ? damping / critical : 1, initialVelocity: velocity)
  }

  /// `.spring`.
  open var timingCurveType: UITimingCurveType { .spring }
  /// `nil`: a spring has no cubic curve.
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// The parameters themselves.
  open var springTimingParameters: UISpringTimingParameters? { self }
}
