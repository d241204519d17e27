"""Colour maths for the cell-state check of validate.py: CSS colours out of
computed styles, WCAG relative luminance and contrast, and a cue's shape with
its colours taken out."""

import re

COLOUR = re.compile(r"rgba?\(([^)]*)\)")


def colours(text):
    found = []
    for match in COLOUR.finditer(text or ""):
        parts = [float(p) for p in match.group(1).replace("/", ",").replace(" ", ",").split(",") if p]
        alpha = parts[3] if len(parts) > 3 else 1.0
        if alpha > 0:
            found.append((parts[0], parts[1], parts[2], alpha))
    return found


def over(colour, surface):
    r, g, b, a = colour
    return tuple(a * c + (1 - a) * s for c, s in zip((r, g, b), surface[:3]))


def luminance(rgb):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def cue_colours(item):
    keys = ("background", "image", "shadow", "outline") if item["kind"] != "svg" \
        else ("fill", "stroke", "paints")
    return [c for key in keys for c in colours(item.get(key))]


def shape(item):
    """The item's cue with every colour taken out."""
    keys = ("background", "image", "shadow", "outline") if item["kind"] != "svg" \
        else ("fill", "stroke", "paints")
    text = " ; ".join(item.get(key) or "" for key in keys)
    if item["kind"] != "svg":
        text = text.replace(item["background"], "FILL", 1) if colours(item["background"]) \
            else text.replace(item["background"], "", 1)
    return COLOUR.sub("C", text)
