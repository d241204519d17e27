import HabitCore
import HabitJSON

/// `data.json`: every computed state and read, machine-readable, in exactly
/// the shape of DESIGN.md §5. Written straight into bytes by `bytes`
/// (DataDocument+Bytes.swift); the tests hold a `JSONValue` reference of the
/// same document.
public enum DataDocument {}
