import HabitCore
import Mustache

extension HabitPage {
  /// Renders the page and its SVGs as a part of the site, each file turned
  /// into bytes here, so the work runs on the caller's thread.
  func render(theme: Theme, keepsContexts: Bool) throws(ThemeError) -> SiteBuild {
    let windows = self.windows()
    let context: MustacheValue = context(windows: windows)
    let html = PageText.clean(
      try theme.renderUTF8("habit.html", MustacheContext(mustacheValue: context)))
    var part = SiteBuild(keepsContexts: keepsContexts)
    part.addPage(
      path, bytes: html, context: keepsContexts ? self.context(windows: windows) : .null)
    for window in windows {
      part.files.add(window.svgPath, bytes: environment.grids.svgBytes(window.trailing))
    }
    return part
  }
}
