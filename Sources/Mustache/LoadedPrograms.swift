/// The programs one rendering has met, their instructions, text bytes,
/// names and paths copied end to end into arrays of its own, with every
/// index moved to match. The renderer's loop reads only these: a program
/// is shared by the threads rendering pages, and retaining it for each
/// list of instructions run moved its reference count's cache line from
/// core to core; the copies belong to one thread.
struct LoadedPrograms {
  /// The programs, for what the loop seldom reads (names for errors,
  /// partial and block tags).
  private(set) var programs: [Program] = []
  /// Where each program's instructions and paths start in the arrays below.
  private(set) var instructionStart: [Int] = []
  private(set) var pathStart: [Int] = []
  private(set) var instructions: [Instruction] = []
  private(set) var bytes: [UInt8] = []
  private(set) var names: [String] = []
  private(set) var paths: [Program.PathRange] = []

  /// Adds `program` and returns its index. Text, path and child indices
  /// are moved to this rendering's arrays; partial and block tags keep
  /// indexing the program's own tables.
  mutating func load(_ program: Program) -> Int {
    let instructionBase = instructions.count
    let bytesBase = Int32(bytes.count)
    let pathBase = Int32(paths.count)
    let nameBase = Int32(names.count)
    programs.append(program)
    instructionStart.append(instructionBase)
    pathStart.append(paths.count)
    bytes.append(contentsOf: program.bytes)
    names.append(contentsOf: program.names)
    for path in program.paths {
      paths.append(Program.PathRange(start: path.start + nameBase, end: path.end + nameBase))
    }
    instructions.reserveCapacity(instructionBase + program.instructions.count)
    for var instruction in program.instructions {
      switch instruction.operation {
      case .text:
        instruction.operand += bytesBase
        instruction.end += bytesBase
      case .escaped, .unescaped:
        instruction.operand += pathBase
      case .section, .inverted:
        instruction.operand += pathBase
        instruction.end += Int32(instructionBase)
      case .partial, .parent, .block:
        instruction.end += Int32(instructionBase)
      case .lineStart:
        break
      }
      instructions.append(instruction)
    }
    return programs.count - 1
  }

  /// The instructions of program `index`, as indices of `instructions`.
  func range(of index: Int) -> Range<Int> {
    instructionStart[index]..<instructionStart[index] + programs[index].instructions.count
  }
}
