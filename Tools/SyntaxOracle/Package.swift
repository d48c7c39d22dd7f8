// swift-tools-version: 6.0
// A separate package so the product itself keeps zero dependencies: swift-syntax is only the
// reference tokenizer/parser for the differential check and the parse-time benchmark.
import PackageDescription

let package = Package(
    name: "SyntaxOracle",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "syntax-oracle",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
    ]
)
