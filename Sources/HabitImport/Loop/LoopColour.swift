/// Loop's habit colour. Backups before schema 14 store an Android ARGB int
/// (`-16742021`), which becomes `#rrggbb`. Later ones store an index into
/// Loop's palette, kept as `loop-palette-N`: the palette's hex values are
/// Loop's theme, which we neither copy nor guess (and schema 21 renumbered
/// it), so the site maps the token to its own colours.
enum LoopColour {
  static func colour(_ value: Int?, version: Int) -> String? {
    guard let value else { return nil }
    guard version < LoopSchema.firstVersionWithPalette else {
      return "loop-palette-" + String(value)
    }
    let rgb = UInt32(truncatingIfNeeded: value) & 0xFF_FFFF
    let hex = String(rgb, radix: 16)
    return "#" + String(repeating: "0", count: 6 - hex.count) + hex
  }
}
