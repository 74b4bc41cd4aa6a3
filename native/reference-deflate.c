/* docflow's bridge to stock zlib's deflate (see src/engine/chunking/reference-deflate.ts): one deflate
   state at zlib.compress's settings (level 6, window 15, memLevel 8, default strategy, zlib wrapper),
   reset before every stream, and a growable scratch area for the input and output. No libc: zlib is
   built with Z_SOLO and the allocator below hands out memory from the end of the module's heap. */
#include "zlib.h"

extern unsigned char __heap_base;
static unsigned long heap_top = 0;

static void *bump(unsigned long size) {
  if (heap_top == 0) heap_top = (unsigned long)&__heap_base;
  unsigned long start = (heap_top + 15) & ~15UL;
  unsigned long end = start + size;
  unsigned long have = __builtin_wasm_memory_size(0) * 65536UL;
  if (end > have) {
    unsigned long pages = (end - have + 65535) / 65536;
    if (__builtin_wasm_memory_grow(0, pages) == (unsigned long)-1) return 0;
  }
  heap_top = end;
  return (void *)start;
}

/* The deflate state is allocated once and never freed. */
static voidpf z_alloc(voidpf opaque, uInt items, uInt size) {
  (void)opaque;
  return bump((unsigned long)items * size);
}
static void z_free(voidpf opaque, voidpf address) {
  (void)opaque;
  (void)address;
}

static z_stream strm;
static unsigned char *scratch = 0;
static unsigned long scratch_size = 0;

/* 0 when the state is ready. */
int docflow_init(void) {
  strm.zalloc = z_alloc;
  strm.zfree = z_free;
  strm.opaque = 0;
  return deflateInit(&strm, Z_DEFAULT_COMPRESSION);
}

/* A scratch area of at least `size` bytes (its address; 0 when memory cannot grow). It is only ever
   replaced by a larger one, at the top of the heap. */
unsigned char *docflow_scratch(unsigned long size) {
  if (size > scratch_size) {
    unsigned char *next = bump(size);
    if (next == 0) return 0;
    scratch = next;
    scratch_size = size;
  }
  return scratch;
}

/* Compresses `in_len` bytes at `in` into `out` (room for `out_cap`); the stream's length, or a negative
   zlib status when it did not finish. */
long docflow_compress(unsigned char *in, unsigned long in_len, unsigned char *out, unsigned long out_cap) {
  int status = deflateReset(&strm);
  if (status != Z_OK) return status < 0 ? status : -100;
  strm.next_in = in;
  strm.avail_in = in_len;
  strm.next_out = out;
  strm.avail_out = out_cap;
  status = deflate(&strm, Z_FINISH);
  if (status != Z_STREAM_END) return status < 0 ? status : -101;
  return (long)(out_cap - strm.avail_out);
}
