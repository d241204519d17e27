// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "habit-report",
  products: [
    .library(name: "HabitCore", targets: ["HabitCore"]),
    .library(name: "HabitJSON", targets: ["HabitJSON"]),
    .library(name: "HabitImport", targets: ["HabitImport"]),
    .library(name: "Mustache", targets: ["Mustache"]),
    .library(name: "HabitSite", targets: ["HabitSite"]),
    .library(name: "HabitSiteWriter", targets: ["HabitSiteWriter"]),
    .library(name: "HabitSample", targets: ["HabitSample"]),
    .library(name: "HabitPipeline", targets: ["HabitPipeline"]),
    .executable(name: "habit-report", targets: ["habit-report"]),
  ],
  targets: [
    .systemLibrary(
      name: "CSQLite",
      path: "Sources/CSQLite",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    .systemLibrary(
      name: "CCmarkGFM",
      path: "Sources/CCmarkGFM",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
    ),
    .systemLibrary(
      name: "CZlib",
      path: "Sources/CZlib",
      providers: [.apt(["zlib1g-dev"])]
    ),
    .target(name: "HabitCore"),
    .target(name: "HabitJSON"),
    .target(
      name: "HabitImport", dependencies: ["HabitCore", "HabitJSON", "CSQLite", "CZlib"]),
    .target(name: "Mustache"),
    .target(
      name: "HabitSite",
      dependencies: ["HabitCore", "HabitJSON", "Mustache", "CCmarkGFM"],
      plugins: ["EmbedThemePlugin"]
    ),
    .target(name: "HabitSiteWriter", dependencies: ["HabitCore", "HabitJSON", "HabitSite"]),
    .target(name: "HabitSample", dependencies: ["HabitCore"]),
    .target(
      name: "HabitPipeline",
      dependencies: ["HabitCore", "HabitJSON", "HabitImport", "HabitSite", "HabitSiteWriter"]),
    .executableTarget(name: "embed-theme"),
    .executableTarget(
      name: "habit-report-bench",
      dependencies: [
        "HabitCore", "HabitJSON", "HabitImport", "HabitSite", "HabitSiteWriter", "HabitSample",
        "HabitPipeline",
      ]
    ),
    .plugin(
      name: "EmbedThemePlugin",
      capability: .buildTool(),
      dependencies: ["embed-theme"],
      path: "Sources/EmbedThemePlugin"
    ),
    .executableTarget(name: "embed-build-info"),
    .plugin(
      name: "EmbedBuildInfoPlugin",
      capability: .buildTool(),
      dependencies: ["embed-build-info"],
      path: "Sources/EmbedBuildInfoPlugin"
    ),
    .executableTarget(
      name: "habit-report",
      dependencies: [
        "HabitCore", "HabitJSON", "HabitImport", "Mustache", "HabitSite", "HabitSiteWriter",
        "HabitSample", "HabitPipeline",
      ],
      plugins: ["EmbedBuildInfoPlugin"]
    ),
    .target(name: "TestSupport", dependencies: ["CZlib"], path: "Tests/TestSupport"),
    .testTarget(name: "HabitCoreTests", dependencies: ["HabitCore", "TestSupport"]),
    .testTarget(name: "HabitJSONTests", dependencies: ["HabitJSON", "TestSupport"]),
    .testTarget(
      name: "HabitImportTests",
      dependencies: [
        "HabitImport", "HabitCore", "HabitJSON", "HabitSite", "HabitSample", "HabitPipeline",
        "TestSupport",
      ],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "HabitSampleTests", dependencies: ["HabitSample", "HabitCore", "HabitImport"]),
    .testTarget(
      name: "HabitPipelineTests",
      dependencies: [
        "HabitPipeline", "HabitImport", "HabitSite", "HabitSiteWriter", "HabitCore", "HabitJSON",
        "TestSupport",
      ]
    ),
    .testTarget(name: "MustacheTests", dependencies: ["Mustache", "TestSupport"]),
    .testTarget(
      name: "HabitSiteTests",
      dependencies: [
        "HabitSite", "HabitSiteWriter", "HabitCore", "HabitJSON", "Mustache", "TestSupport",
      ],
      exclude: ["Grid/Snapshots", "Localization/PluralSamples"]
    ),
    .testTarget(
      name: "HabitSiteWriterTests",
      dependencies: ["HabitSiteWriter", "HabitSite", "HabitCore", "HabitJSON", "TestSupport"]
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["TestSupport", "HabitCore", "HabitJSON", "HabitImport"]
    ),
  ]
)
