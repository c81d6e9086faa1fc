"""Cuts renderer/fonts/flag-emoji.woff2 down to the flags of the languages we ship.

The font's regional-indicator letters combine into every flag they can spell (GB's G and B also
make GG, BG, GI…); a subset by text keeps all of them. This keeps only the ligatures for
FLAGS, then subsets to the letters and what those ligatures draw.
Run with Debian's python3-fonttools and python3-brotli: python3 scripts/subset-flag-font.py
"""

from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

# The flags of common/languages.ts: en, de, nl, fr, it, da, es.
FLAGS = ["GB", "DE", "NL", "FR", "IT", "DK", "ES"]

FONT = Path(__file__).resolve().parent.parent / "renderer/fonts/flag-emoji.woff2"


def indicator(letter: str) -> str:
    return f"u{0x1F1E6 + ord(letter) - ord('A'):X}"


def main() -> None:
    font = TTFont(FONT)
    wanted = {(indicator(flag[0]), indicator(flag[1])) for flag in FLAGS}
    for lookup in font["GSUB"].table.LookupList.Lookup:
        for table in lookup.SubTable:
            for first, ligatures in getattr(table, "ligatures", {}).items():
                ligatures[:] = [lig for lig in ligatures if (first, lig.Component[0]) in wanted]
    letters = sorted({letter for flag in FLAGS for letter in flag})
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[0x1F1E6 + ord(letter) - ord("A") for letter in letters])
    subsetter.subset(font)
    font.flavor = "woff2"
    font.save(FONT)


main()
