import Foundation
import Testing

@testable import HabitSite
@testable import HabitSiteWriter

#if canImport(Glibc)
  import Glibc
#endif

/// A full disk, for real: a tiny tmpfs holds the previous site, and a build
/// too large for it must fail clearly and leave that site whole. Needs root
/// and a kernel that lets this process mount tmpfs; skipped otherwise.
@Suite(
  .serialized,
  .enabled(if: TinyDisk.canMount, "cannot mount a tmpfs here (needs root and mount rights)"))
struct SiteWriterFullDiskTests {
  @Test func aFullDiskLeavesThePreviousSiteWhole() throws {
    let disk = try TinyDisk(kilobytes: 256)
    defer { disk.unmount() }
    let output = disk.folder.appendingPathComponent("site")
    try SiteWriter(output: output).write(WriterFolder.site(version: 1))
    let before = WriterFolder.snapshot(output)
    var large = WriterFolder.site(version: 2)
    large.add("big.bin", bytes: [UInt8](repeating: 7, count: 512 * 1024))
    let error = #expect(throws: SiteWriteError.self) {
      try SiteWriter(output: output).write(large)
    }
    let reason = error?.reason ?? ""
    #expect(reason.contains("enough space") || reason.contains("No space left"), "\(reason)")
    #expect(WriterFolder.snapshot(output) == before)
    let left = (try? FileManager.default.contentsOfDirectory(atPath: disk.folder.path)) ?? []
    #expect(left == ["site"], "left behind: \(left)")
  }
}

/// A tmpfs of a few kilobytes, mounted for one test.
struct TinyDisk {
  let folder: URL

  init(kilobytes: Int) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habit-tinydisk-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard TinyDisk.mount(folder.path, kilobytes: kilobytes) else {
      try? FileManager.default.removeItem(at: folder)
      throw SiteWriteError(path: folder.path, reason: "mount failed")
    }
  }

  func unmount() {
    _ = umount(folder.path)
    try? FileManager.default.removeItem(at: folder)
  }

  static func mount(_ path: String, kilobytes: Int) -> Bool {
    Glibc.mount("tmpfs", path, "tmpfs", 0, "size=\(kilobytes)k") == 0
  }

  /// Whether a tmpfs can be mounted here, tried once.
  static let canMount: Bool = {
    guard let disk = try? TinyDisk(kilobytes: 64) else { return false }
    disk.unmount()
    return true
  }()
}
