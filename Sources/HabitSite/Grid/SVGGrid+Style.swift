extension SVGGrid {
  /// The embedded stylesheet and the patterns of the cues: the theme's
  /// tokens in light and dark, a background of the theme's surface (so the
  /// SVG reads on any page, in either scheme) and, as in the stylesheet, a
  /// shape per state: a dot for unscheduled, an outline for empty, an
  /// outline and a cross for missed, an outline a third or two thirds
  /// filled for partial days, a fill for complete, the fill its amount
  /// earns and a hollow dot for extra, a hatch for paused, a dashed outline
  /// for skipped and a ring for today.
  static let style: String = {
    let font =
      "system-ui,-apple-system,\"Segoe UI\",Roboto,\"Noto Sans\",\"Noto Sans Arabic\",sans-serif"
    let box = "width=\"1\" height=\"1\" patternContentUnits=\"objectBoundingBox\""
    return """
      <style>
      svg{\(GridTokens.declarations(GridTokens.light))}
      @media (prefers-color-scheme:dark){svg{\(GridTokens.declarations(GridTokens.dark))}}
      text{font:11px \(font);fill:var(--muted)}
      .background{fill:var(--surface)}
      [data-state]{fill:url(#cue-dot);stroke:none;stroke-width:1}
      [data-state=empty],[data-state=pending]{fill:none;stroke:var(--outline)}
      [data-state=missed]{fill:url(#cue-cross);stroke:var(--missed)}
      [data-state=partialLow]{fill:url(#cue-third);stroke:var(--d1)}
      [data-state=partialHigh]{fill:url(#cue-two-thirds);stroke:var(--d2)}
      [data-state=complete]{fill:var(--d3)}
      [data-state=extra][data-fill=d1]{fill:url(#cue-extra-d1);stroke:var(--d1)}
      [data-state=extra][data-fill=d2]{fill:url(#cue-extra-d2);stroke:var(--d2)}
      [data-state=extra][data-fill=d3]{fill:url(#cue-extra-d3)}
      [data-state=paused]{fill:url(#grid-hatch)}
      [data-state=skipped]{fill:none;stroke:var(--hatch);stroke-dasharray:2 2}
      .today{stroke:var(--ring);stroke-width:2;stroke-dasharray:none}
      #grid-hatch path{fill:none;stroke:var(--hatch);stroke-width:1.5}
      #cue-dot circle{fill:var(--outline)}
      #cue-cross path{fill:none;stroke:var(--missed);stroke-width:.09}
      .f1{fill:var(--d1)}.f2{fill:var(--d2)}.f3{fill:var(--d3)}
      .mark{fill:var(--surface);stroke:var(--ring);stroke-width:.08}
      </style>
      <defs><pattern id="grid-hatch" width="4" height="4" patternUnits="userSpaceOnUse" \
      patternTransform="rotate(45)"><path d="M0 0V4"/></pattern>
      <pattern id="cue-dot" \(box)><circle cx=".5" cy=".5" r=".12"/></pattern>
      <pattern id="cue-cross" \(box)><path d="M.3 .3L.7 .7M.7 .3L.3 .7"/></pattern>
      <pattern id="cue-third" \(box)><rect class="f1" y=".66" width="1" height=".34"/></pattern>
      <pattern id="cue-two-thirds" \(box)><rect class="f2" y=".33" width="1" height=".67"/></pattern>
      <pattern id="cue-extra-d1" \(box)><rect class="f1" y=".66" width="1" height=".34"/>\
      <circle class="mark" cx=".5" cy=".3" r=".14"/></pattern>
      <pattern id="cue-extra-d2" \(box)><rect class="f2" y=".33" width="1" height=".67"/>\
      <circle class="mark" cx=".5" cy=".3" r=".14"/></pattern>
      <pattern id="cue-extra-d3" \(box)><rect class="f3" width="1" height="1"/>\
      <circle class="mark" cx=".5" cy=".3" r=".14"/></pattern></defs>

      """
  }()
}
