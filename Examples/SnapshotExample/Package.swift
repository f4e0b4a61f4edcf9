// swift-tools-version:6.0
// A package that snapshot-tests a tab bar with NavMock, as a user's package would. It depends on
// the checkout two folders up; from another package use the `.package(url:revision:)` line of the
// README instead.
import PackageDescription

let package = Package(
    name: "SnapshotExample",
    dependencies: [
        // `name:` gives a path dependency the identity "NavMock", whatever the clone's folder is called.
        .package(name: "NavMock", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "SnapshotExampleTests",
            dependencies: [.product(name: "NavMockTesting", package: "NavMock"),
                           .product(name: "NavMockUI", package: "NavMock")],   // TabView { Tab(…) } (docs/swift.md)
            // Specs and their references (Specs/__snapshots__/) are read from disk by path, not
            // built or bundled: excluding them keeps SwiftPM from warning about "unhandled" files.
            exclude: ["Specs"]
        ),
    ]
)
