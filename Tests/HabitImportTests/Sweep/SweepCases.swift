import HabitJSON
import TestSupport

/// The export sweep's seeded cases, generated once per run and read by
/// both tests that go over them: `ExportSweepTests` (every case ends in a
/// clear error or a sane history) and `ExportParallelReaderTests` (the
/// parallel reader reads every case as the ordinary one does). The seeds
/// make the cases the same on every run.
struct SweepCase: Sendable {
  /// The document's bytes.
  let bytes: [UInt8]
  /// The case's number and the mutations that made it.
  let name: String
  /// The kind of damage (`SweepCheck.kind(of:)`).
  let kind: String
}

enum SweepCases {
  static let structuralCount = 1_000
  static let rawCount = 400

  /// `structuralCount` documents, each the trimmed example export with one
  /// or two structural mutations; empty when the example is missing.
  static let structural: [SweepCase] = {
    guard let base = SweepBase.trimmedExport() else { return [] }
    let paths = JSONMutator.paths(in: base)
    return (0..<structuralCount).map { number in
      var random = SweepRandom(seed: 0x5EED_0000 + UInt64(number))
      var document = base
      var steps: [String] = []
      for _ in 0..<(random.chance(60) ? 1 : 2) {
        let (mutated, step) = JSONMutator.mutate(document, paths: paths, random: &random)
        document = mutated
        steps.append(step)
      }
      return SweepCase(
        bytes: JSONMutator.bytes(document), name: "case \(number): \(steps)",
        kind: steps.map(SweepCheck.kind(of:)).joined(separator: " + "))
    }
  }()

  /// `rawCount` documents, each the trimmed example export's bytes cut,
  /// flipped or otherwise damaged once; empty when the example is missing.
  static let raw: [SweepCase] = {
    guard let base = SweepBase.trimmedExport() else { return [] }
    let bytes = JSONMutator.bytes(base)
    return (0..<rawCount).map { number in
      var random = SweepRandom(seed: 0xB17E_0000 + UInt64(number))
      let (mutated, step) = RawMutator.mutate(bytes, random: &random)
      return SweepCase(
        bytes: mutated, name: "raw case \(number): \(step)", kind: SweepCheck.kind(of: step))
    }
  }()
}
