#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// The PNG bytes `cpng_write_rgba` writes, in memory it allocates (`malloc`);
/// the caller frees `data`.
typedef struct {
  unsigned char *data;
  size_t size;
  size_t capacity;
} cpng_buffer;

/// libpng's write callback: appends to the `cpng_buffer`, growing it.
static inline void cpng_append(png_structp png, png_bytep bytes, size_t length) {
  cpng_buffer *buffer = (cpng_buffer *)png_get_io_ptr(png);
  if (length > buffer->capacity - buffer->size) {
    size_t capacity = buffer->capacity ? buffer->capacity : 16384;
    while (capacity - buffer->size < length) capacity *= 2;
    unsigned char *grown = (unsigned char *)realloc(buffer->data, capacity);
    if (!grown) png_error(png, "out of memory");  // longjmps to cpng_write_rgba
    buffer->data = grown;
    buffer->capacity = capacity;
  }
  memcpy(buffer->data + buffer->size, bytes, length);
  buffer->size += length;
}

static inline void cpng_flush(png_structp png) { (void)png; }

/// Encodes `height` rows of `width` straight-alpha 8-bit RGBA pixels as a PNG
/// with an sRGB chunk (as libpng's simplified API writes), with row `filters`
/// (`PNG_FILTER_NONE` … `PNG_ALL_FILTERS`) and zlib compression `level` (1–9):
/// the choices the simplified API does not offer. When `opaque` is non-zero
/// (every alpha is 255) the file is RGB: libpng drops the alpha bytes.
///
/// libpng reports errors with `longjmp`, so the `setjmp` is here in C and never
/// crosses Swift frames. Returns 0 on success; else -1, with `out` emptied.
static inline int cpng_write_rgba(
    const unsigned char *pixels, unsigned width, unsigned height, int opaque, int filters,
    int level, cpng_buffer *out) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  if (!png) return -1;
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_write_struct(&png, NULL);
    return -1;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(out->data);
    out->data = NULL;
    out->size = 0;
    out->capacity = 0;
    return -1;
  }
  png_set_write_fn(png, out, cpng_append, cpng_flush);
  png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
  png_set_compression_level(png, level);
  png_write_info(png, info);
  if (opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);  // on write: strips the 4th byte
  for (unsigned y = 0; y < height; y++) {
    png_write_row(png, pixels + (size_t)y * width * 4);
  }
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  return 0;
}
