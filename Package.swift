// swift-tools-version: 6.2
// SwiftLayout: declarative, safe UIKit layout that runs wherever Swift runs.

import PackageDescription

/// Platforms without UIKit or AppKit get the headless implementation of UIKit's layout API.
let headlessPlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

/// Platforms whose C math library is a library of its own (`libm`), not part of the C library.
let mathLibraryPlatforms: [Platform] = [.linux, .android, .openbsd]

/// Platforms whose views have UIKit's API: UIKit itself, or HeadlessUIKit standing in for it
/// (everywhere but macOS, whose views are AppKit's).
let uikitAPIPlatforms: [Platform] =
  [.iOS, .tvOS, .visionOS, .watchOS, .macCatalyst] + headlessPlatforms

/// Settings every target shares: explicit existentials, invariant checks in debug builds, and
/// `SWIFTLAYOUT_UIKIT_API`, the one name of `canImport(UIKit) || !canImport(AppKit)` (a
/// `#error` in each module that tests it traps a build where the two disagree).
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .define("SWIFTLAYOUT_CHECK_INVARIANTS", .when(configuration: .debug)),
  .define("SWIFTLAYOUT_UIKIT_API", .when(platforms: uikitAPIPlatforms)),
]

let package = Package(
  name: "SwiftLayout",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
  products: [
    .library(name: "SwiftLayoutEngine", targets: ["SwiftLayoutEngine"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "SwiftLayout", targets: ["SwiftLayout"]),
    .library(name: "SwiftLayoutInspector", targets: ["SwiftLayoutInspector"]),
    .library(name: "SwiftLayoutTesting", targets: ["SwiftLayoutTesting"]),
    .executable(name: "swiftlayout", targets: ["swiftlayout"]),
    .executable(name: "swiftlayout-bench", targets: ["swiftlayout-bench"]),
  ],
  targets: [
    .target(
      name: "SwiftLayoutEngine",
      swiftSettings: strictSettings,
      // Rounding (`rounded()`, `floor`, `ceil`) calls the C math library, which a program that
      // does not import Foundation or Glibc would not otherwise link.
      linkerSettings: [.linkedLibrary("m", .when(platforms: mathLibraryPlatforms))]
    ),
    .target(
      name: "HeadlessUIKit",
      dependencies: ["SwiftLayoutEngine"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "SwiftLayout",
      dependencies: [
        .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms))
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "SwiftLayoutInspector",
      dependencies: ["HeadlessUIKit"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "SwiftLayoutTesting",
      dependencies: [
        "SwiftLayout",
        // The drawing and the failure report exist only where HeadlessUIKit stands in for UIKit.
        .target(name: "SwiftLayoutInspector", condition: .when(platforms: headlessPlatforms)),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "SwiftLayoutExamples",
      dependencies: [
        "SwiftLayout",
        // The inspect command solves the screens headlessly: only where HeadlessUIKit is used.
        .target(name: "SwiftLayoutInspector", condition: .when(platforms: headlessPlatforms)),
      ],
      path: "Examples",
      exclude: ["README.md", "Screenshots"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "swiftlayout",
      dependencies: ["SwiftLayoutExamples"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "swiftlayout-bench",
      dependencies: ["SwiftLayoutEngine", "HeadlessUIKit", "SwiftLayout"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "SwiftLayoutTestSupport",
      path: "Tests/SwiftLayoutTestSupport",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "SwiftLayoutEngineTests",
      dependencies: ["SwiftLayoutEngine", "SwiftLayoutTestSupport"],
      exclude: ["Fuzz/Reproductions"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "HeadlessUIKitTests",
      dependencies: ["HeadlessUIKit", "SwiftLayoutTestSupport"],
      exclude: ["__Snapshots__"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "SwiftLayoutTestingTests",
      dependencies: ["SwiftLayoutTesting", "SwiftLayoutInspector", "SwiftLayout"],
      exclude: ["LayoutSnapshot/__Snapshots__"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "SwiftLayoutTests",
      dependencies: ["SwiftLayout", "SwiftLayoutExamples", "SwiftLayoutTestSupport"],
      exclude: ["__Snapshots__"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
