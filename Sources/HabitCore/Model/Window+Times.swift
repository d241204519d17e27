extension Window {
  /// True for a window with no times of its own (0–1439).
  public var isAllDay: Bool { startMinute <= 0 && endMinute >= 1439 }

  /// True when wall-clock `minute` falls within the window's times (both
  /// ends inclusive; a window whose end is before its start wraps past
  /// midnight).
  public func contains(minute: Int) -> Bool {
    startMinute <= endMinute
      ? minute >= startMinute && minute <= endMinute
      : minute >= startMinute || minute <= endMinute
  }
}
