// swift-tools-version:6.0
import PackageDescription

// The product has no package dependencies on purpose: it must build anywhere a Swift toolchain
// does. Tooling that needs swift-syntax lives in its own package under Tools/.
let package = Package(
    name: "viper-lint",
    products: [
        .executable(name: "viper-lint", targets: ["viper-lint"]),
        .library(name: "ViperLintKit", targets: ["ViperLintKit"]),
    ],
    targets: [
        .target(name: "ViperLintKit"),
        .executableTarget(name: "viper-lint", dependencies: ["ViperLintKit"]),
        .testTarget(name: "ViperLintKitTests", dependencies: ["ViperLintKit"]),
    ]
)
