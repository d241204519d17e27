import HabitCore

extension HabitPage {
  /// Renders the page and its SVGs as a part of the site, each file turned
  /// into bytes here, so the work runs on the caller's thread.
  func render(theme: Theme, keepsContexts: Bool) throws(ThemeError) -> SiteBuild {
    let page = try render(theme: theme)
    var part = SiteBuild(keepsContexts: keepsContexts)
    part.addPage(page.path, bytes: page.html, context: page.context)
    for svg in page.svgs {
      part.files.add(svg.path, bytes: svg.bytes)
    }
    return part
  }
}
