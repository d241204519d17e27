extension SVGGrid {
  /// The embedded stylesheet and the hatch pattern: the theme's tokens in
  /// light and dark, fills by `data-state`, an outline for unfilled days, a
  /// hatch for paused, a dotted outline for skipped, a ring for today and a
  /// dot on a day done that was not due (`extra`).
  static let style: String = {
    let font =
      "system-ui,-apple-system,\"Segoe UI\",Roboto,\"Noto Sans\",\"Noto Sans Arabic\",sans-serif"
    return """
      <style>
      svg{\(GridTokens.declarations(GridTokens.light))}
      @media (prefers-color-scheme:dark){svg{\(GridTokens.declarations(GridTokens.dark))}}
      text{font:11px \(font);fill:var(--muted)}
      rect{fill:none;stroke:var(--outline);stroke-width:1}
      rect[data-state=partialLow]{fill:var(--d1);stroke:none}
      rect[data-state=partialHigh]{fill:var(--d2);stroke:none}
      rect[data-state=complete]{fill:var(--d3);stroke:none}
      rect[data-state=missed]{fill:var(--missed);stroke:none}
      rect[data-state=extra]{fill:var(--d2);stroke:none}
      rect[data-state=extra][data-fill=d1]{fill:var(--d1)}
      rect[data-state=extra][data-fill=d3]{fill:var(--d3)}
      circle.extra-mark{fill:var(--ring);stroke:var(--outline);stroke-width:1}
      rect[data-state=paused]{fill:url(#grid-hatch)}
      rect[data-state=skipped]{stroke:var(--hatch);stroke-dasharray:2 2}
      rect.today{stroke:var(--ring);stroke-width:2;stroke-dasharray:none}
      pattern path{stroke:var(--hatch);stroke-width:1.5}
      </style>
      <defs><pattern id="grid-hatch" width="4" height="4" patternUnits="userSpaceOnUse" \
      patternTransform="rotate(45)"><path d="M0 0V4"/></pattern></defs>

      """
  }()
}
