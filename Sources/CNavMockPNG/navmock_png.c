#include "navmock_png.h"
#include <png.h>
#include <libdeflate.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

/* Filtered rows up to this many bytes are compressed whole by libdeflate (encode_whole). */
#define NAVMOCK_PNG_WHOLE_BUFFER_LIMIT ((size_t)4 << 20)

typedef struct { unsigned char *buf; size_t len, cap; int failed; } membuf;

static void mem_write(png_structp png, png_bytep data, png_size_t n) {
    membuf *m = (membuf *)png_get_io_ptr(png);
    if (m->failed) return;
    if (m->len + n > m->cap) {
        size_t cap = m->cap ? m->cap : 65536;
        while (cap < m->len + n) cap *= 2;
        unsigned char *b = realloc(m->buf, cap);
        if (!b) { m->failed = 1; png_error(png, "out of memory"); }
        m->buf = b; m->cap = cap;
    }
    memcpy(m->buf + m->len, data, n);
    m->len += n;
}
static void mem_flush(png_structp png) { (void)png; }

typedef struct { char *buf; size_t len; } errinfo;
static void on_error(png_structp png, png_const_charp msg) {
    errinfo *e = (errinfo *)png_get_error_ptr(png);
    if (e && e->buf && e->len) { strncpy(e->buf, msg, e->len - 1); e->buf[e->len - 1] = 0; }
    png_longjmp(png, 1);
}
static void on_warning(png_structp png, png_const_charp msg) { (void)png; (void)msg; }

/* Whether this machine stores the low byte of a word first. */
static int little_endian(void) { const uint16_t one = 1; unsigned char b; memcpy(&b, &one, 1); return b == 1; }

/* One row of Cairo ARGB32 (premultiplied) as PNG RGB or RGBA bytes. Unpremultiplying divides by
   alpha: (c * 255 + a / 2) / a, done as a multiply by recip[a] = ceil(2^32 / a) and a shift, which
   is exact for numerators below 2^16 (c, a <= 255). */
static void convert_row(const uint32_t *src, int width, int opaque, const uint64_t *recip, unsigned char *dst) {
    if (opaque) {
        /* Four pixels at a time as three little-endian words: a pixel's R, G, B in memory order
           are the low three bytes of its byte-swapped word shifted right by 8. */
        int x = 0;
        if (little_endian()) {
            for (; x + 4 <= width; x += 4, dst += 12) {
                const uint32_t c0 = __builtin_bswap32(src[x]) >> 8, c1 = __builtin_bswap32(src[x + 1]) >> 8;
                const uint32_t c2 = __builtin_bswap32(src[x + 2]) >> 8, c3 = __builtin_bswap32(src[x + 3]) >> 8;
                const uint32_t w[3] = { c0 | c1 << 24, c1 >> 8 | c2 << 16, c2 >> 16 | c3 << 8 };
                memcpy(dst, w, 12);
            }
        }
        for (; x < width; x++, dst += 3) {
            uint32_t p = src[x];
            dst[0] = (unsigned char)(p >> 16); dst[1] = (unsigned char)(p >> 8); dst[2] = (unsigned char)p;
        }
        return;
    }
    for (int x = 0; x < width; x++, dst += 4) {
        uint32_t p = src[x];
        unsigned a = p >> 24, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
        if (a != 0xFF && a != 0) {
            uint64_t k = recip[a];
            r = (unsigned)(((r * 255 + a / 2) * k) >> 32);
            g = (unsigned)(((g * 255 + a / 2) * k) >> 32);
            b = (unsigned)(((b * 255 + a / 2) * k) >> 32);
            if (r > 255) r = 255; if (g > 255) g = 255; if (b > 255) b = 255;
        }
        dst[0] = (unsigned char)r; dst[1] = (unsigned char)g; dst[2] = (unsigned char)b; dst[3] = (unsigned char)a;
    }
}

static void fill_recip(uint64_t recip[256]) {
    recip[0] = 0;
    for (unsigned a = 1; a < 256; a++) recip[a] = ((UINT64_C(1) << 32) + a - 1) / a;
}

static unsigned char *put32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24); p[1] = (unsigned char)(v >> 16); p[2] = (unsigned char)(v >> 8); p[3] = (unsigned char)v;
    return p + 4;
}

/* A chunk: length, type, data, CRC-32 of type and data. */
static unsigned char *put_chunk(unsigned char *p, const char type[4], const unsigned char *data, size_t len) {
    p = put32(p, (uint32_t)len);
    memcpy(p, type, 4);
    if (len) memmove(p + 4, data, len);
    uint32_t crc = libdeflate_crc32(0, p, 4 + len);
    return put32(p + 4 + len, crc);
}

/* The whole image at once through libdeflate (issue 20): every row with filter 0 into one buffer,
   compressed as one zlib stream, written as IHDR, IDAT chunks of at most 1 MiB, IEND. For
   images whose filtered rows fit in NAVMOCK_PNG_WHOLE_BUFFER_LIMIT bytes, so the extra memory
   stays small; larger ones stream through libpng and zlib row by row. */
static int encode_whole(const unsigned char *data, int width, int height, int stride, int opaque, int level,
                        unsigned char **out, size_t *out_len, char *errbuf, size_t errlen) {
    const int channels = opaque ? 3 : 4;
    const size_t rowbytes = (size_t)width * channels, rawlen = (size_t)height * (rowbytes + 1);
    /* Rows of 256 KiB and more get memory of their own, aligned to 2 MiB and offered as
       transparent huge pages (MADV_HUGEPAGE; nothing changes where the kernel's THP is off):
       written once and read once, they otherwise cost a page fault per fresh 4 KiB, 223 for a
       phone bar @3x (issue 20: 275 fewer faults per glass bar process, 7 ms less CPU). */
    unsigned char *raw; void *map = NULL; size_t maplen = 0;
    if (rawlen >= (256u << 10)) {
        const size_t huge = (size_t)2 << 20;
        maplen = ((rawlen + huge - 1) / huge) * huge + huge;
        map = mmap(NULL, maplen, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (map == MAP_FAILED) { map = NULL; raw = malloc(rawlen); }
        else {
            raw = (unsigned char *)(((uintptr_t)map + huge - 1) & ~(uintptr_t)(huge - 1));
            madvise(raw, maplen - huge, MADV_HUGEPAGE);
        }
    } else raw = malloc(rawlen);
    struct libdeflate_compressor *c = libdeflate_alloc_compressor(level);
    const size_t bound = c ? libdeflate_zlib_compress_bound(c, rawlen) : 0;
    const size_t idat_max = (size_t)1 << 20, chunks = bound / idat_max + 1;
    /* signature, IHDR (25), IDAT headers and CRCs (12 each), IEND (12), then the stream */
    unsigned char *png = malloc(8 + 25 + chunks * 12 + 12 + bound);
    if (!raw || !c || !png) {
        if (map) munmap(map, maplen); else free(raw);
        free(png); if (c) libdeflate_free_compressor(c);
        if (errbuf && errlen) snprintf(errbuf, errlen, "out of memory");
        return -1;
    }
    uint64_t recip[256];
    fill_recip(recip);
    for (int y = 0; y < height; y++) {
        unsigned char *row = raw + (size_t)y * (rowbytes + 1);
        row[0] = 0;
        convert_row((const uint32_t *)(data + (size_t)y * stride), width, opaque, recip, row + 1);
    }
    /* The stream goes at the end of the buffer; chunks are laid out from the front (memmove). */
    unsigned char *stream = png + 8 + 25 + chunks * 12 + 12;
    const size_t zlen = libdeflate_zlib_compress(c, raw, rawlen, stream, bound);
    libdeflate_free_compressor(c);
    if (map) munmap(map, maplen); else free(raw);
    if (zlen == 0) {
        free(png);
        if (errbuf && errlen) snprintf(errbuf, errlen, "libdeflate could not compress the image");
        return -1;
    }
    static const unsigned char signature[8] = { 137, 80, 78, 71, 13, 10, 26, 10 };
    unsigned char *p = png;
    memcpy(p, signature, 8); p += 8;
    unsigned char ihdr[13];
    put32(ihdr, (uint32_t)width); put32(ihdr + 4, (uint32_t)height);
    ihdr[8] = 8; ihdr[9] = opaque ? 2 : 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
    p = put_chunk(p, "IHDR", ihdr, 13);
    for (size_t done = 0; done < zlen; ) {
        const size_t n = zlen - done < idat_max ? zlen - done : idat_max;
        /* The chunk's data moves down to just after its header; it never overtakes the stream's
           unread part, which starts at or after this chunk's end. */
        p = put_chunk(p, "IDAT", stream + done, n);
        done += n;
    }
    p = put_chunk(p, "IEND", NULL, 0);
    *out = png; *out_len = (size_t)(p - png);
    return 0;
}

int navmock_png_encode_argb32(const unsigned char *data, int width, int height, int stride,
                              int compression_level, int filters,
                              unsigned char **out, size_t *out_len, char *errbuf, size_t errlen) {
    if (width <= 0 || height <= 0) { if (errbuf && errlen) snprintf(errbuf, errlen, "empty image"); return -1; }
    int opaque = 1;
    for (int y = 0; y < height && opaque; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
        uint32_t all = 0xFFFFFFFFu;   /* a row's words ANDed: no early exit, so the loop vectorises */
        for (int x = 0; x < width; x++) all &= row[x];
        opaque = (all >> 24) == 0xFF;
    }
    int channels = opaque ? 3 : 4;
    size_t rowbytes = (size_t)width * channels;
    if (filters == 0 && compression_level >= 1 && compression_level <= 9
        && (size_t)height * (rowbytes + 1) <= NAVMOCK_PNG_WHOLE_BUFFER_LIMIT)
        return encode_whole(data, width, height, stride, opaque, compression_level, out, out_len, errbuf, errlen);
    /* One row at a time: no copy of the whole image (a megabyte and more of fresh pages for
       a tab bar @3x); libpng writes the same bytes as with png_write_image. */
    unsigned char *row = malloc(rowbytes);
    if (!row) { if (errbuf && errlen) snprintf(errbuf, errlen, "out of memory"); return -1; }
    uint64_t recip[256];
    fill_recip(recip);
    errinfo e = { errbuf, errlen };
    membuf m = { 0 };
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &e, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        if (png) png_destroy_write_struct(&png, NULL);
        free(row); if (errbuf && errlen) snprintf(errbuf, errlen, "libpng could not start"); return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info); free(row); free(m.buf); return -1;
    }
    png_set_write_fn(png, &m, mem_write, mem_flush);
    png_set_compression_level(png, compression_level < 0 ? 0 : (compression_level > 9 ? 9 : compression_level));
    int filter_mask = PNG_FILTER_NONE;
    switch (filters) {
    case 1: filter_mask = PNG_ALL_FILTERS; break;
    case 2: filter_mask = PNG_FILTER_SUB; break;
    case 3: filter_mask = PNG_FILTER_UP; break;
    default: break;
    }
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filter_mask);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        convert_row((const uint32_t *)(data + (size_t)y * stride), width, opaque, recip, row);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    *out = m.buf; *out_len = m.len;
    return 0;
}

/* Reads the signature and header into *image; -1 with libpng's message when it is not a PNG. */
static int begin_read(png_image *image, const unsigned char *pngdata, size_t len, char *errbuf, size_t errlen) {
    memset(image, 0, sizeof *image);
    image->version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(image, pngdata, len)) {
        if (errbuf && errlen) snprintf(errbuf, errlen, "%s", image->message);
        return -1;
    }
    return 0;
}

int navmock_png_decode_rgba(const unsigned char *pngdata, size_t len, size_t max_pixels,
                            unsigned char **out, int *width, int *height, char *errbuf, size_t errlen) {
    png_image image;
    if (begin_read(&image, pngdata, len, errbuf, errlen) != 0) return -1;
    if ((size_t)image.width * (size_t)image.height > max_pixels) {
        if (errbuf && errlen) snprintf(errbuf, errlen, "image of %u x %u pixels is larger than the limit of %zu pixels",
                                       image.width, image.height, max_pixels);
        png_image_free(&image);
        return -1;
    }
    image.format = PNG_FORMAT_RGBA;
    /* A 16-bit image without gAMA, cHRM, sRGB or iCCP is sRGB, as the PNG specification says and
       browsers read it; libpng's simplified API would otherwise take it as linear light and
       brighten every mid-tone (by up to 72 levels) when it makes 8-bit sRGB of it. */
    image.flags |= PNG_IMAGE_FLAG_16BIT_sRGB;
    size_t size = PNG_IMAGE_SIZE(image);
    unsigned char *buf = malloc(size ? size : 1);
    if (!buf) { png_image_free(&image); if (errbuf && errlen) snprintf(errbuf, errlen, "out of memory"); return -1; }
    if (!png_image_finish_read(&image, NULL, buf, 0, NULL)) {
        if (errbuf && errlen) snprintf(errbuf, errlen, "%s", image.message);
        free(buf); png_image_free(&image);
        return -1;
    }
    *out = buf; *width = (int)image.width; *height = (int)image.height;
    return 0;
}

typedef struct { const unsigned char *data; size_t len, pos; } memreader;

static void mem_read(png_structp png, png_bytep out, png_size_t n) {
    memreader *r = (memreader *)png_get_io_ptr(png);
    if (n > r->len - r->pos) png_error(png, "unexpected end of the PNG data");
    memcpy(out, r->data + r->pos, n);
    r->pos += n;
}

/* One block row of the reduced image: the sums of premultiplied channels of every source pixel
   in the block, and how many source rows went into them. */
typedef struct { uint64_t *sum; int rows; int out_w, factor, x0; } block_row;

static void add_row(block_row *b, const unsigned char *rgba) {
    int n = b->out_w * b->factor;
    for (int x = 0; x < n; x++) {
        const unsigned char *p = rgba + (size_t)(b->x0 + x) * 4;
        unsigned a = p[3];
        uint64_t *s = b->sum + (size_t)(x / b->factor) * 4;
        s[0] += (p[0] * a + 127) / 255; s[1] += (p[1] * a + 127) / 255; s[2] += (p[2] * a + 127) / 255; s[3] += a;
    }
    b->rows++;
}

static void flush_row(block_row *b, uint32_t *dst) {
    uint64_t n = (uint64_t)b->rows * (uint64_t)b->factor;
    for (int x = 0; x < b->out_w; x++) {
        uint64_t *s = b->sum + (size_t)x * 4;
        uint32_t r = (uint32_t)((s[0] + n / 2) / n), g = (uint32_t)((s[1] + n / 2) / n);
        uint32_t bl = (uint32_t)((s[2] + n / 2) / n), a = (uint32_t)((s[3] + n / 2) / n);
        dst[x] = (a << 24) | (r << 16) | (g << 8) | bl;
        s[0] = s[1] = s[2] = s[3] = 0;
    }
    b->rows = 0;
}

int navmock_png_decode_argb32_reduced(const unsigned char *pngdata, size_t len, size_t max_pixels, int factor,
                                      int x0, int y0, int x1, int y1,
                                      uint32_t **out, int *width, int *height, char *errbuf, size_t errlen) {
    errinfo e = { errbuf, errlen };
    memreader reader = { pngdata, len, 0 };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &e, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        if (png) png_destroy_read_struct(&png, NULL, NULL);
        if (errbuf && errlen) snprintf(errbuf, errlen, "libpng could not start");
        return -1;
    }
    /* Everything freed on a libpng error lives here (volatile: set between setjmp and longjmp). */
    unsigned char *volatile row = NULL;
    uint64_t *volatile sums = NULL;
    uint32_t *volatile pixels = NULL;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(row); free(sums); free(pixels);
        return -1;
    }
    png_set_read_fn(png, &reader, mem_read);
    png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    if ((size_t)w * (size_t)h > max_pixels) {
        if (errbuf && errlen) snprintf(errbuf, errlen, "image of %u x %u pixels is larger than the limit of %zu pixels",
                                       w, h, max_pixels);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    /* The crop, inside the image and at least one block. */
    if (x0 < 0) x0 = 0;
    if (y0 < 0) y0 = 0;
    if ((png_uint_32)x1 > w || x1 <= x0) x1 = (int)w;
    if ((png_uint_32)y1 > h || y1 <= y0) y1 = (int)h;
    if ((png_uint_32)x0 >= w || (png_uint_32)y0 >= h) { x0 = 0; y0 = 0; x1 = (int)w; y1 = (int)h; }
    if (factor < 1) factor = 1;
    if (factor > x1 - x0) factor = x1 - x0;
    if (factor > y1 - y0) factor = y1 - y0;
    int interlaced = png_get_interlace_type(png, info) == PNG_INTERLACE_ADAM7;
    /* Interlaced images are read without libpng's interlace handling (which needs the whole
       image): the last Adam7 pass holds every odd row in full, and those rows alone make the
       reduced image (every block of two or more rows has one). Not reduced: the caller's. */
    if (interlaced && factor < 2) {
        png_destroy_read_struct(&png, &info, NULL);
        if (errbuf && errlen) snprintf(errbuf, errlen, "an interlaced image is read whole");
        return 1;
    }
    /* Any PNG to 8-bit RGBA. */
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unexpected row layout after conversion to RGBA");
    int out_w = (x1 - x0) / factor, out_h = (y1 - y0) / factor;
    row = malloc((size_t)w * 4);
    sums = calloc((size_t)out_w * 4, sizeof(uint64_t));
    pixels = malloc((size_t)out_w * (size_t)out_h * 4);
    if (!row || !sums || !pixels) png_error(png, "out of memory");
    block_row b = { sums, 0, out_w, factor, x0 };
    int block = 0;
    int passes = interlaced ? 7 : 1;
    for (int pass = 0; pass < passes; pass++) {
        png_uint_32 rows = interlaced ? (PNG_PASS_COLS(w, pass) == 0 ? 0 : PNG_PASS_ROWS(h, pass)) : h;
        for (png_uint_32 j = 0; j < rows; j++) {
            png_read_row(png, row, NULL);
            if (interlaced && pass != 6) continue;
            png_uint_32 y = interlaced ? 2 * j + 1 : j;
            if (y < (png_uint_32)y0) continue;
            int oy = (int)((y - (png_uint_32)y0) / (png_uint_32)factor);
            if (oy >= out_h) continue;
            if (oy != block && b.rows > 0) flush_row(&b, pixels + (size_t)block * out_w);
            block = oy;
            add_row(&b, row);
        }
    }
    if (b.rows > 0) flush_row(&b, pixels + (size_t)block * out_w);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(row); free(sums);
    *out = pixels; *width = out_w; *height = out_h;
    return 0;
}

int navmock_png_header(const unsigned char *pngdata, size_t len, int *width, int *height, char *errbuf, size_t errlen) {
    png_image image;
    if (begin_read(&image, pngdata, len, errbuf, errlen) != 0) return -1;
    *width = image.width > 0x7FFFFFFF ? 0x7FFFFFFF : (int)image.width;
    *height = image.height > 0x7FFFFFFF ? 0x7FFFFFFF : (int)image.height;
    png_image_free(&image);
    return 0;
}

void navmock_png_free(void *p) { free(p); }

const char *navmock_png_version(void) { return PNG_LIBPNG_VER_STRING; }
