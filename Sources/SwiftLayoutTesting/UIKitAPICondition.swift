// `SWIFTLAYOUT_UIKIT_API` (Package.swift) stands for `canImport(UIKit) || !canImport(AppKit)`:
// a build that sets it otherwise than the imports say would compile the wrong branches.
#if SWIFTLAYOUT_UIKIT_API && !canImport(UIKit) && canImport(AppKit)
#error("SWIFTLAYOUT_UIKIT_API is set, but AppKit is imported without UIKit")
#elseif !SWIFTLAYOUT_UIKIT_API && (canImport(UIKit) || !canImport(AppKit))
#error("SWIFTLAYOUT_UIKIT_API is not set, but UIKit's API is: build with Package.swift's settings")
#endif
