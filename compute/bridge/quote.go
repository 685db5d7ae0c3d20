package bridge

import (
	"strconv"
	"unicode/utf8"
)

// QuoteMax is how many characters of a text Quote shows.
const QuoteMax = 60

// Quote is text from an input as messages show it: double-quoted, with
// control characters, bidirectional controls (U+202E) and invalid bytes
// escaped as Go does (\n, \u202e, \xff), so that a message is one line
// that reads in order. A text of more than QuoteMax characters is cut,
// and the cut is marked with its length: "Локомотив…"… (20971520 bytes).
func Quote(text string) string {
	if utf8.RuneCountInString(text) <= QuoteMax {
		return strconv.Quote(text)
	}
	cut, n := 0, 0
	for i := range text {
		if n == QuoteMax {
			cut = i
			break
		}
		n++
	}
	return strconv.Quote(text[:cut]) + "… (" + strconv.Itoa(len(text)) + " bytes)"
}
