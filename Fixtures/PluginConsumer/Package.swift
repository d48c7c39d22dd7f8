// swift-tools-version:6.0
import PackageDescription

// A package that uses viper-lint the way a user's would: a path dependency on the repository and
// the build-tool plugin on one target. `Tools/plugin-consumer-check.sh` builds it and expects the
// one planted finding (a presenter holding its view strongly) in the build output.
let package = Package(
    name: "PluginConsumer",
    dependencies: [
        .package(name: "viper-lint", path: "../.."),
    ],
    targets: [
        .target(name: "GreetingFeature",
                plugins: [.plugin(name: "ViperLintBuildToolPlugin", package: "viper-lint")]),
    ]
)
