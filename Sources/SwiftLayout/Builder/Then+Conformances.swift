// Which types get `then`, `with`, `do` and `builder` without asking.

import Foundation

// Every Objective-C-style class (all of UIKit's on Apple platforms, Foundation's everywhere).
extension NSObject: Then {}

// Geometry values, configured with `with { }`.
extension CGPoint: Then {}
extension CGSize: Then {}
extension CGRect: Then {}

// Collections, as the Then library does.
extension Array: Then {}
extension Dictionary: Then {}
extension Set: Then {}

#if SWIFTLAYOUT_UIKIT_API
// UIKit's inset values.
extension UIEdgeInsets: Then {}
extension NSDirectionalEdgeInsets: Then {}
#endif
