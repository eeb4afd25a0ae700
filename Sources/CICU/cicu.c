#include "cicu.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uscript.h>

struct tm_line_breaker {
  UBreakIterator *iterator;
};

tm_line_breaker *tm_line_breaker_open(const char *locale, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, NULL, 0, &error);
  *status = (int32_t)error;
  if (U_FAILURE(error) || iterator == NULL) return NULL;
  tm_line_breaker *breaker = malloc(sizeof(tm_line_breaker));
  if (breaker == NULL) {
    ubrk_close(iterator);
    *status = (int32_t)U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  breaker->iterator = iterator;
  return breaker;
}

void tm_line_breaker_close(tm_line_breaker *breaker) {
  if (breaker == NULL) return;
  ubrk_close(breaker->iterator);
  free(breaker);
}

int32_t tm_line_breaks(tm_line_breaker *breaker, const uint16_t *text, int32_t length,
                       int32_t *offsets, uint8_t *hard, int32_t capacity) {
  UErrorCode error = U_ZERO_ERROR;
  ubrk_setText(breaker->iterator, (const UChar *)text, length, &error);
  if (U_FAILURE(error)) return -1;
  int32_t count = 0;
  for (int32_t offset = ubrk_following(breaker->iterator, 0);
       offset != UBRK_DONE && count < capacity; offset = ubrk_next(breaker->iterator)) {
    int32_t status = ubrk_getRuleStatus(breaker->iterator);
    offsets[count] = offset;
    hard[count] = (status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
    count++;
  }
  // Release the iterator's reference to `text`, which the caller frees.
  ubrk_setText(breaker->iterator, NULL, 0, &error);
  return count;
}

int32_t tm_bidi_runs(const uint16_t *text, int32_t length, int8_t paragraphLevel,
                     int32_t *starts, int32_t *lengths, uint8_t *levels, int32_t capacity) {
  UErrorCode error = U_ZERO_ERROR;
  UBiDi *bidi = ubidi_openSized(length, 0, &error);
  if (U_FAILURE(error)) return -1;
  UBiDiLevel level = paragraphLevel < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)paragraphLevel;
  ubidi_setPara(bidi, (const UChar *)text, length, level, NULL, &error);
  if (U_FAILURE(error)) {
    ubidi_close(bidi);
    return -1;
  }
  // Logical runs: walk the levels and cut where they change.
  int32_t count = 0;
  int32_t start = 0;
  while (start < length && count < capacity) {
    int32_t limit = 0;
    UBiDiLevel runLevel = 0;
    ubidi_getLogicalRun(bidi, start, &limit, &runLevel);
    if (limit <= start) break;
    starts[count] = start;
    lengths[count] = limit - start;
    levels[count] = runLevel;
    count++;
    start = limit;
  }
  ubidi_close(bidi);
  return count;
}

int32_t tm_script_tag(uint32_t codepoint, char tag[5]) {
  UErrorCode error = U_ZERO_ERROR;
  UScriptCode script = uscript_getScript((UChar32)codepoint, &error);
  if (U_FAILURE(error)) script = USCRIPT_UNKNOWN;
  const char *name = uscript_getShortName(script);
  if (name == NULL || strlen(name) != 4) name = "Zzzz";
  memcpy(tag, name, 4);
  tag[4] = 0;
  if (script == USCRIPT_COMMON) return 0;
  if (script == USCRIPT_INHERITED) return 1;
  if (script == USCRIPT_UNKNOWN) return 2;
  return 3;
}
