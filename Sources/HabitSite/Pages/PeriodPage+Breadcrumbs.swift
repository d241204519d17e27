import HabitCore

extension PeriodPage {
  /// The page's breadcrumbs (`partials/breadcrumbs.html`): year › month ›
  /// week, each published period above the page linked, the page itself
  /// last and current; a year's page starts from the archive of years.
  func breadcrumbs<Value: ContextValue>() -> Value {
    let catalog = environment.catalog
    var items: [Value] = []
    if period.unit.policy.breadcrumbsStartAtArchive {
      items.append(
        .record([
          ("title", .string(catalog.format(.uiYears))), ("href", .string("../index.html")),
          ("current", .bool(false)),
        ]))
    }
    for ancestor in ancestors {
      items.append(
        .record([
          ("title", .string(PeriodDocument.heading(ancestor, catalog: catalog))),
          ("href", .string(Self.href(ancestor, from: period))), ("current", .bool(false)),
        ]))
    }
    items.append(
      .record([
        ("title", .string(PeriodDocument.heading(period, catalog: catalog))), ("href", .null),
        ("current", .bool(true)),
      ]))
    return .record([
      ("label", .string(catalog.format(.pageBreadcrumbs))), ("items", .list(items)),
    ])
  }
}
