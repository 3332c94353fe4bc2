// Stand-in for the Objective-C runtime as Swift sees it on Apple platforms: `Selector` (the
// ObjectiveC overlay), the `NSObject` methods target–action calls through (objc/NSObject.h), and
// Foundation's selector functions (NSObjCRuntime.h), which swift-corelibs-foundation lacks.
// With the real Foundation, `NSObject` itself is the runtime's; here it is
// swift-corelibs-foundation's. Type-checking only; never run.

@_exported import Foundation

// MARK: - Selector (the ObjectiveC overlay)

public struct Selector: ExpressibleByStringLiteral {
  public init(_ str: String) { fatalError() }
  public init(stringLiteral value: String) { fatalError() }
}

extension Selector: Equatable, Hashable {
  public static func == (lhs: Selector, rhs: Selector) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
}

extension Selector: CustomStringConvertible {
  public var description: String { fatalError() }
}

extension Selector: CustomReflectable {
  public var customMirror: Mirror { fatalError() }
}

// MARK: - NSObject (the NSObject protocol)

extension NSObject {
  public func responds(to aSelector: Selector!) -> Bool { fatalError() }
  public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { fatalError() }
  public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    fatalError()
  }
}

// MARK: - Foundation (NSObjCRuntime.h)

public func NSStringFromSelector(_ aSelector: Selector) -> String { fatalError() }
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { fatalError() }
