// The drawing half of the icon fuzz target (IconFuzzer.swift): librsvg, as NavMock calls it.
#include <stddef.h>
#include <stdint.h>
/// Parses `len` bytes of SVG with librsvg (from memory, no base file, as IconStore does), styles
/// it as CairoRenderer.drawIconShapes does (every painted part one colour) and draws it into a
/// `box` × `box` ARGB32 surface. 1 drawn, 0 librsvg refused it, -1 librsvg missing.
int navmock_fuzz_draw_icon(const uint8_t *data, size_t len, int box);
