#include "cicu.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/unum.h>
#include <unicode/uloc.h>
#include <unicode/uchar.h>
#include <unicode/upluralrules.h>
#include <unicode/uscript.h>
#include <unicode/utf16.h>

struct tm_line_breaker {
  UBreakIterator *iterator;
  UBreakIterator *characters;
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
  breaker->characters = ubrk_open(UBRK_CHARACTER, locale, NULL, 0, &error);
  if (U_FAILURE(error) || breaker->characters == NULL) {
    ubrk_close(iterator);
    free(breaker);
    *status = (int32_t)error;
    return NULL;
  }
  return breaker;
}

void tm_line_breaker_close(tm_line_breaker *breaker) {
  if (breaker == NULL) return;
  ubrk_close(breaker->iterator);
  ubrk_close(breaker->characters);
  free(breaker);
}

int32_t tm_line_breaks(tm_line_breaker *breaker, const uint16_t *text, int32_t length,
                       int32_t *offsets, int32_t capacity) {
  UErrorCode error = U_ZERO_ERROR;
  ubrk_setText(breaker->iterator, (const UChar *)text, length, &error);
  if (U_FAILURE(error)) return -1;
  int32_t count = 0;
  for (int32_t offset = ubrk_following(breaker->iterator, 0);
       offset != UBRK_DONE && count < capacity; offset = ubrk_next(breaker->iterator)) {
    offsets[count++] = offset;
  }
  // Release the iterator's reference to `text`, which the caller frees.
  ubrk_setText(breaker->iterator, NULL, 0, &error);
  return count;
}

int32_t tm_grapheme_starts(tm_line_breaker *breaker, const uint16_t *text, int32_t length,
                           int32_t *starts, int32_t capacity) {
  UErrorCode error = U_ZERO_ERROR;
  ubrk_setText(breaker->characters, (const UChar *)text, length, &error);
  if (U_FAILURE(error)) return -1;
  int32_t count = 0;
  for (int32_t offset = ubrk_first(breaker->characters); offset != UBRK_DONE && count < capacity;
       offset = ubrk_next(breaker->characters)) {
    starts[count++] = offset;
  }
  ubrk_setText(breaker->characters, NULL, 0, &error);
  return count;
}

static uint32_t pack_tag(UScriptCode script) {
  const char *name = uscript_getShortName(script);
  if (name == NULL || strlen(name) != 4) name = "Zzzz";
  return ((uint32_t)(uint8_t)name[0] << 24) | ((uint32_t)(uint8_t)name[1] << 16) |
         ((uint32_t)(uint8_t)name[2] << 8) | (uint32_t)(uint8_t)name[3];
}

int32_t tm_script_runs(const uint16_t *text, int32_t length, int32_t *starts, uint32_t *tags,
                       int32_t capacity) {
  if (capacity < 1) return 0;
  int32_t count = 1;
  starts[0] = 0;
  UScriptCode current = USCRIPT_COMMON;
  int32_t i = 0;
  while (i < length) {
    int32_t start = i;
    UChar32 c;
    U16_NEXT(text, i, length, c);
    UErrorCode error = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript(c, &error);
    if (U_FAILURE(error) || script == USCRIPT_COMMON || script == USCRIPT_INHERITED) continue;
    if (current == USCRIPT_COMMON) {
      current = script;  // the leading Common characters join the first script
    } else if (script != current) {
      if (count >= capacity) break;
      tags[count - 1] = pack_tag(current);
      starts[count++] = start;
      current = script;
    }
  }
  tags[count - 1] = current == USCRIPT_COMMON ? 0 : pack_tag(current);
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

int32_t tm_unit_stands_alone(uint16_t unit) {
  if (unit >= 0xD800 && unit <= 0xDFFF) return 0;
  switch (u_getIntPropertyValue(unit, UCHAR_GRAPHEME_CLUSTER_BREAK)) {
    case U_GCB_OTHER:
    case U_GCB_CONTROL:
    case U_GCB_LF:
    case U_GCB_LV:
    case U_GCB_LVT:
      return 1;
    default:
      return 0;
  }
}

uint32_t tm_script_tag(int32_t c) {
  UErrorCode error = U_ZERO_ERROR;
  UScriptCode script = uscript_getScript(c, &error);
  if (U_FAILURE(error) || script == USCRIPT_COMMON || script == USCRIPT_INHERITED) return 0;
  return pack_tag(script);
}

int32_t tm_emoji_presentation(int32_t c) {
  return u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION) ? 1 : 0;
}

int32_t tm_script_extensions(int32_t c, uint32_t *tags, const char **names, int32_t capacity) {
  UErrorCode error = U_ZERO_ERROR;
  UScriptCode scripts[32];
  int32_t count = uscript_getScriptExtensions(c, scripts, 32, &error);
  if (U_FAILURE(error)) return 0;
  int32_t found = 0;
  for (int32_t i = 0; i < count && found < capacity; i++) {
    if (scripts[i] == USCRIPT_COMMON || scripts[i] == USCRIPT_INHERITED ||
        scripts[i] == USCRIPT_UNKNOWN)
      continue;
    const char *name = uscript_getName(scripts[i]);
    if (name == NULL) continue;
    tags[found] = pack_tag(scripts[i]);
    names[found++] = name;
  }
  return found;
}

const char *tm_script_name(int32_t c) {
  UErrorCode error = U_ZERO_ERROR;
  UScriptCode script = uscript_getScript(c, &error);
  if (U_FAILURE(error) || script == USCRIPT_COMMON || script == USCRIPT_INHERITED ||
      script == USCRIPT_UNKNOWN)
    return NULL;
  return uscript_getName(script);
}

int32_t tm_language_scripts(const char *locale, const char **names, int32_t *samples,
                            int32_t capacity) {
  // A tag without a separator is read as a script's name before a
  // language's ("yi" is the Yi script, not Yiddish): a trailing "_" makes
  // it a locale.
  char tag[ULOC_FULLNAME_CAPACITY];
  size_t length = strlen(locale);
  if (length + 2 > sizeof tag) return 0;
  memcpy(tag, locale, length + 1);
  if (strpbrk(tag, "-_") == NULL) {
    tag[length] = '_';
    tag[length + 1] = 0;
  }
  UErrorCode error = U_ZERO_ERROR;
  UScriptCode codes[8];
  int32_t count = uscript_getCode(tag, codes, 8, &error);
  if (U_FAILURE(error)) return 0;
  int32_t found = 0;
  for (int32_t i = 0; i < count && found < capacity; i++) {
    if (codes[i] == USCRIPT_COMMON || codes[i] == USCRIPT_INHERITED ||
        codes[i] == USCRIPT_UNKNOWN)
      continue;
    const char *name = uscript_getName(codes[i]);
    if (name == NULL) continue;
    if (samples != NULL) {
      // ICU's sample character of the script (0 when it has none).
      UChar sample[4];
      UErrorCode sampleError = U_ZERO_ERROR;
      int32_t units = uscript_getSampleString(codes[i], sample, 4, &sampleError);
      UChar32 c = 0;
      if (U_SUCCESS(sampleError) && units > 0) U16_GET(sample, 0, 0, units, c);
      samples[found] = c;
    }
    names[found++] = name;
  }
  return found;
}

struct tm_word_breaker {
  UBreakIterator *iterator;
};

tm_word_breaker *tm_word_breaker_open(const char *locale) {
  UErrorCode error = U_ZERO_ERROR;
  UBreakIterator *iterator = ubrk_open(UBRK_WORD, locale, NULL, 0, &error);
  if (U_FAILURE(error) || iterator == NULL) return NULL;
  tm_word_breaker *breaker = malloc(sizeof(tm_word_breaker));
  if (breaker == NULL) {
    ubrk_close(iterator);
    return NULL;
  }
  breaker->iterator = iterator;
  return breaker;
}

void tm_word_breaker_close(tm_word_breaker *breaker) {
  if (breaker == NULL) return;
  ubrk_close(breaker->iterator);
  free(breaker);
}

int32_t tm_word_breaker_set_text(tm_word_breaker *breaker, const uint16_t *text, int32_t length) {
  UErrorCode error = U_ZERO_ERROR;
  ubrk_setText(breaker->iterator, (const UChar *)text, length, &error);
  return U_FAILURE(error) ? -1 : 0;
}

int32_t tm_word_breaker_boundaries(tm_word_breaker *breaker, int32_t until, int32_t *bounds,
                                   int32_t *statuses, int32_t capacity) {
  UBreakIterator *words = breaker->iterator;
  int32_t count = 0;
  for (int32_t b = ubrk_first(words); b != UBRK_DONE; b = ubrk_next(words)) {
    if (count == capacity) return -1;
    bounds[count] = b;
    statuses[count] = ubrk_getRuleStatus(words);
    count += 1;
    if (b > until) break;
  }
  return count;
}

int32_t tm_plural_categories(const char *locale, const int32_t *numbers, int32_t count,
                             uint8_t *categories) {
  static const char *const names[] = {"zero", "one", "two", "few", "many", "other"};
  UErrorCode error = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_open(locale, &error);
  if (U_FAILURE(error) || rules == NULL) return -1;
  for (int32_t n = 0; n < count; n++) {
    UChar units[16];
    int32_t length = uplrules_select(rules, (double)numbers[n], units, 16, &error);
    if (U_FAILURE(error)) break;
    categories[n] = 255;
    for (int32_t k = 0; k < 6; k++) {
      int32_t i = 0;
      while (i < length && names[k][i] != 0 && units[i] == (UChar)names[k][i]) i++;
      if (i == length && names[k][i] == 0) categories[n] = (uint8_t)k;
    }
  }
  uplrules_close(rules);
  return U_FAILURE(error) ? -1 : 0;
}

int32_t tm_number_symbol(const char *locale, int32_t which, uint16_t *out, int32_t capacity) {
  UErrorCode error = U_ZERO_ERROR;
  UNumberFormat *format = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &error);
  if (U_FAILURE(error) || format == NULL) return -1;
  UNumberFormatSymbol symbol = which == 0   ? UNUM_ZERO_DIGIT_SYMBOL
                               : which == 1 ? UNUM_DECIMAL_SEPARATOR_SYMBOL
                                            : UNUM_GROUPING_SEPARATOR_SYMBOL;
  int32_t length = unum_getSymbol(format, symbol, (UChar *)out, capacity, &error);
  unum_close(format);
  return U_FAILURE(error) ? -1 : length;
}

int32_t tm_locale_is_right_to_left(const char *locale) {
  return uloc_isRightToLeft(locale) ? 1 : 0;
}
