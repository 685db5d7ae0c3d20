package publish

import (
	"strconv"
	"unicode"
	"unicode/utf8"
)

// ShowPath is a path or file name as messages print it: as it is when it
// reads as itself, and quoted with Go's escapes (\n, \u202e, \xff) when it
// holds a character that would not: a control character, a line or
// paragraph separator, a format character (the bidirectional controls
// such as U+202E among them), or a byte that is not UTF-8. A message
// then stays one line that reads in order, and an ordinary name ("results",
// "archive/Понедельник 1") prints bare. It is the one function protokol
// prints paths with.
func ShowPath(p string) string {
	for i, r := range p {
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(p[i:]); size == 1 {
				return strconv.Quote(p)
			}
		}
		if unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp) {
			return strconv.Quote(p)
		}
	}
	return p
}
