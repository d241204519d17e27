import Foundation
import HabitCore

/// `--dump-context DIR`: writes, for each page, the JSON context it was
/// rendered with (`index.html` → `DIR/index.html.json`), so theme authors can
/// see what their templates receive.
enum ContextDump {
  static func write(_ contexts: [String: JSONValue], to folder: String) throws {
    let root = URL(fileURLWithPath: folder)
    let writer = JSONWriter(pretty: true)
    for (path, context) in contexts.sorted(by: { $0.key < $1.key }) {
      let file = root.appendingPathComponent(path + ".json")
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(writer.string(context).utf8).write(to: file)
    }
  }
}
