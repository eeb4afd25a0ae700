// A few functions with stable names over ICU's line breaking, bidi and script
// APIs. ICU renames its symbols per version (ubrk_open_72 …); Swift calls
// these instead, so nothing outside this file depends on the ICU version.
#ifndef TYPOMETER_CICU_H
#define TYPOMETER_CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An opaque line-break iterator for one locale; used by one thread at a time.
typedef struct tm_line_breaker tm_line_breaker;

/// Opens a UAX #14 line-break iterator (with ICU's dictionaries for Thai, Lao,
/// Khmer, Burmese, Chinese and Japanese) for `locale` ("" for the root
/// locale). Returns NULL on failure and sets *status to ICU's error code.
tm_line_breaker *tm_line_breaker_open(const char *locale, int32_t *status);

/// Closes an iterator made by tm_line_breaker_open.
void tm_line_breaker_close(tm_line_breaker *breaker);

/// Finds the line-break opportunities in UTF-16 `text`. Writes each break
/// offset (in UTF-16 units, ascending, the last one equal to `length`) to
/// `offsets`, at most `capacity` of them. Returns the number written, or -1
/// on an ICU error. (Which are mandatory is told by the character before
/// each: ICU's rule status marks a dictionary break before a line end as one.)
int32_t tm_line_breaks(tm_line_breaker *breaker, const uint16_t *text, int32_t length,
                       int32_t *offsets, int32_t capacity);

/// Resolves the bidi embedding levels of a paragraph of UTF-16 `text`.
/// `paragraphLevel` is 0 (left to right), 1 (right to left) or -1 (from the
/// first strong character). Writes the visual runs in logical order: start
/// offset, length and level of each, at most `capacity`. Returns the number of
/// runs, or -1 on an ICU error.
int32_t tm_bidi_runs(const uint16_t *text, int32_t length, int8_t paragraphLevel,
                     int32_t *starts, int32_t *lengths, uint8_t *levels, int32_t capacity);

/// Finds grapheme-cluster boundaries (extended grapheme clusters, UAX #29) in
/// UTF-16 `text` with the breaker's character iterator. Writes each cluster's
/// start offset, then `length`, at most `capacity` values. Returns the number
/// written, or -1 on an ICU error.
int32_t tm_grapheme_starts(tm_line_breaker *breaker, const uint16_t *text, int32_t length,
                           int32_t *starts, int32_t capacity);

/// Splits UTF-16 `text` into runs of one Unicode script, Common and Inherited
/// characters joining the run around them. Writes each run's start offset and
/// its script as a four-letter ISO 15924 tag packed big-endian into a uint32
/// (0 for a run of only Common/Inherited characters), at most `capacity` runs.
/// Returns the number of runs.
int32_t tm_script_runs(const uint16_t *text, int32_t length, int32_t *starts, uint32_t *tags,
                       int32_t capacity);

/// An opaque word-break iterator (UAX #29, with ICU's dictionaries) for one
/// locale, kept to find words in many texts; used by one thread at a time.
typedef struct tm_word_breaker tm_word_breaker;

/// Opens a word-break iterator for `locale` ("" for the root locale), or
/// returns NULL on an ICU error.
tm_word_breaker *tm_word_breaker_open(const char *locale);

/// Closes an iterator made by tm_word_breaker_open (NULL is ignored).
void tm_word_breaker_close(tm_word_breaker *breaker);

/// Sets the UTF-16 `text` the breaker's next tm_word_breaker_boundaries
/// call looks in; the text must stay in place until then. Returns 0, or -1 on
/// an ICU error.
int32_t tm_word_breaker_set_text(tm_word_breaker *breaker, const uint16_t *text, int32_t length);

/// The word boundaries (UAX #29, with ICU's dictionaries for Thai, Chinese,
/// Japanese …) of the text last set on `breaker`, in order from 0, up to and
/// including the first one past `until` (or the text's end): each UTF-16
/// offset to bounds[i], and ICU's rule status of the segment that ends there
/// to statuses[i] (0–99 not a word, 100–199 a number, 200–299 letters,
/// 300–399 kana, 400–499 ideographs; 0 for the boundary at 0, which ends
/// none). Returns how many were written, or -1 when more than `capacity`
/// would be (`until` plus two, or the text's length plus one, suffices).
int32_t tm_word_breaker_boundaries(tm_word_breaker *breaker, int32_t until, int32_t *bounds,
                                   int32_t *statuses, int32_t capacity);

/// Whether the UTF-16 unit `unit` always forms a grapheme cluster of its own,
/// whatever surrounds it, when every other unit of the text is such a unit
/// too: its Grapheme_Cluster_Break value is Other, Control, LF, LV or LVT (no
/// rule of UAX #29 joins two of those). 0 for surrogates and CR.
int32_t tm_unit_stands_alone(uint16_t unit);

/// The script of the code point `c` as tm_script_runs tags it: a packed
/// ISO 15924 tag, or 0 for Common and Inherited.
uint32_t tm_script_tag(int32_t c);

/// 1 when the code point `c` is shown as an emoji by default
/// (Emoji_Presentation, UTS #51), else 0.
int32_t tm_emoji_presentation(int32_t c);

/// The English name of the script of the code point `c` (`Gurmukhi`,
/// `Han`), as ICU's uscript_getName gives it, or NULL for Common, Inherited
/// and Unknown. The text is ICU's own and lives as long as the process.
const char *tm_script_name(int32_t c);

/// The scripts of the code point `c`'s Script_Extensions property, other
/// than Common, Inherited and Unknown, in ICU's order (ascending script
/// code: Arabic before Syriac and Hanifi Rohingya for U+061B): at most
/// `capacity` packed ISO 15924 tags in `tags` and ICU's long names in
/// `names` (ICU's own text, living as long as the process); their count.
int32_t tm_script_extensions(int32_t c, uint32_t *tags, const char **names, int32_t capacity);

/// The long names of the scripts ICU gives for `locale` (a language tag:
/// `ja` gives Katakana, Hiragana, Han; `yi` Hebrew), at most `capacity` of
/// them in `names` (static storage), Common and Inherited left out; returns
/// how many (0 for an unknown language); with each script's sample
/// character (ICU's uscript_getSampleString; 0 for none) in `samples` when it
/// is not NULL.
int32_t tm_language_scripts(const char *locale, const char **names, int32_t *samples,
                            int32_t capacity);

/// Writes the CLDR plural category that ICU's plural rules for `locale`
/// give each whole number of `numbers` to `categories`: 0 zero, 1 one, 2 two,
/// 3 few, 4 many, 5 other (255 for a keyword none of these). Returns 0, or -1
/// on an ICU error.
int32_t tm_plural_categories(const char *locale, const int32_t *numbers, int32_t count,
                             uint8_t *categories);

/// Writes one number symbol of `locale` (an ICU locale ID, `ar`, `pt_BR`) as
/// UTF-16 to `out`, at most `capacity` units: `which` 0 is the zero digit of
/// its default numbering system (`ar`: U+0660), 1 its decimal separator, 2
/// its grouping separator, as ICU's DecimalFormatSymbols (and Java's, on
/// Android) give them. Returns the symbol's length, or -1 on an ICU error.
int32_t tm_number_symbol(const char *locale, int32_t which, uint16_t *out, int32_t capacity);

/// Whether `locale` (an ICU locale ID) is written right to left, by the
/// script its likely subtags give (ICU's uloc_isRightToLeft): 1 or 0.
int32_t tm_locale_is_right_to_left(const char *locale);

#ifdef __cplusplus
}
#endif

#endif
