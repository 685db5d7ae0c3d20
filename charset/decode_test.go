package charset

import "testing"

// Decode's shortcut for valid UTF-8 gives what the converter gives.
func FuzzDecodeUTF8(f *testing.F) {
	for _, s := range []string{"", "abc", "\ufeffBOM\r\n", "a\rb\r\nc\n", "Иванов;Ш\u0301", "\ufeff", "\ufeff\ufeff", "x\x00y", "\xef\xbb"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		got, gerr := Decode(b, UTF8)
		want, werr := decode(b, UTF8)
		if got != want || (gerr == nil) != (werr == nil) || (gerr != nil && gerr.Error() != werr.Error()) {
			t.Fatalf("Decode(%q) = %q, %v; the converter gives %q, %v", b, got, gerr, want, werr)
		}
	})
}
