// The SL* aliases: UIKit on iOS, tvOS and visionOS, AppKit on macOS, HeadlessUIKit elsewhere.

#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#else
@_exported import HeadlessUIKit
#endif
