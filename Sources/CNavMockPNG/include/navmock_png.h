// A small wrapper around libpng for NavMock: libpng reports errors with longjmp, which must not
// cross Swift frames, so the setjmp lives here in C. Nothing else in NavMock touches libpng.
#ifndef NAVMOCK_PNG_H
#define NAVMOCK_PNG_H
#include <stddef.h>
#include <stdint.h>

/// Encodes a Cairo ARGB32 image (premultiplied, native-endian 32-bit pixels) as PNG.
/// Pixels are un-premultiplied; a fully opaque image is written as RGB, otherwise RGBA.
/// compression_level: DEFLATE level 0..9. filters: 0 = no row filters, 1 = libpng's adaptive filters,
/// 2 = the Sub filter on every row, 3 = the Up filter on every row (other values: none).
/// With no filters at levels 1..9, an image whose filtered rows fit in 4 MiB is compressed whole
/// by libdeflate (one zlib stream, IDAT chunks of up to 1 MiB); otherwise libpng and zlib stream it
/// row by row (IDAT chunks of 8 KiB).
/// On success returns 0 and sets *out (free with navmock_png_free) and *out_len.
/// On failure returns -1 and writes a message into errbuf.
int navmock_png_encode_argb32(const unsigned char *data, int width, int height, int stride,
                              int compression_level, int filters,
                              unsigned char **out, size_t *out_len, char *errbuf, size_t errlen);

/// Decodes a PNG into straight (non-premultiplied) RGBA, 8 bits per channel, rows packed.
/// Refuses images with more than max_pixels pixels. Returns 0 on success (free *out with
/// navmock_png_free), -1 on failure with a message in errbuf.
int navmock_png_decode_rgba(const unsigned char *png, size_t len, size_t max_pixels,
                            unsigned char **out, int *width, int *height, char *errbuf, size_t errlen);

/// Decodes the part [x0, x1) × [y0, y1) (pixels; clamped to the image, the whole image when
/// empty) of a PNG, reduced by a whole `factor` (clamped to the part's sides): each output pixel
/// is the mean of a factor × factor block, computed on premultiplied values; the result is Cairo
/// ARGB32 (premultiplied, native-endian 32-bit words, rows packed) of ((x1 - x0) / factor) ×
/// ((y1 - y0) / factor) pixels, rounded down (the remainder is dropped). Rows are read one at a
/// time, so memory is the result plus one source row. An interlaced image is read only with
/// `factor` ≥ 2, from the rows of its last Adam7 pass (every odd row); with a smaller factor the
/// function returns 1 and the caller decodes it whole. Refuses images with more than max_pixels
/// pixels. Returns 0 on success (free *out with navmock_png_free), -1 on failure with a message
/// in errbuf.
int navmock_png_decode_argb32_reduced(const unsigned char *png, size_t len, size_t max_pixels, int factor,
                                      int x0, int y0, int x1, int y1,
                                      uint32_t **out, int *width, int *height, char *errbuf, size_t errlen);

/// Reads only the PNG signature and header: the size in pixels, before anything is decoded.
/// Returns 0 on success, -1 (with a message in errbuf) when the bytes are not a PNG.
int navmock_png_header(const unsigned char *png, size_t len, int *width, int *height, char *errbuf, size_t errlen);
/// Frees a buffer returned by this module.
void navmock_png_free(void *p);

/// The libpng version string, e.g. "1.6.39".
const char *navmock_png_version(void);
#endif
