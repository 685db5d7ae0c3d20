package charset_test

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/charset"
	"github.com/protokol-bridge/protokol/internal/golden"
)

// The golden files of the conversion, in testdata/convert (see its README):
//
//	sample.utf8.txt            the text: names with ё and Ё, a CP866-style
//	                           protocol table, digits, « » – №
//	sample.<enc>.txt           the text in each Cyrillic code page, written by
//	                           iconv; what the page lacks is replaced as the
//	                           lossy conversion replaces it
//	sample.<enc>.changes.txt   those replacements, as Convert reports them
//	pairs/<a>_to_<b>.txt       iconv -f a -t b of sample.<a>.txt, for every
//	                           pair where iconv succeeds
//
// go test -update rewrites them with iconv, and fails where Convert and
// iconv disagree.
const convGoldenDir = "testdata/convert"

var convGoldenEncodings = []*charset.Encoding{
	charset.UTF8, charset.Windows1251, charset.KOI8R, charset.IBM866,
	charset.ISO88595, charset.MacCyrillic, charset.KOI8U,
}

// convGoldenErrors are the lossless errors of the pairs where the target lacks a
// character of the source's sample: the first character it lacks. Pairs not
// listed convert losslessly.
var convGoldenErrors = map[string]string{
	"utf-8 to windows-1251":          "5:1: U+2554 '╔' has no windows-1251 byte",
	"utf-8 to koi8-r":                "3:15: U+2116 '№' has no koi8-r byte",
	"utf-8 to ibm866":                "16:7: U+2013 '–' has no ibm866 byte",
	"utf-8 to iso-8859-5":            "5:1: U+2554 '╔' has no iso-8859-5 byte",
	"utf-8 to x-mac-cyrillic":        "5:1: U+2554 '╔' has no x-mac-cyrillic byte",
	"utf-8 to koi8-u":                "3:15: U+2116 '№' has no koi8-u byte",
	"windows-1251 to koi8-r":         "3:15: U+2116 '№' has no koi8-r byte",
	"windows-1251 to ibm866":         "16:7: U+2013 '–' has no ibm866 byte",
	"windows-1251 to iso-8859-5":     "16:7: U+2013 '–' has no iso-8859-5 byte",
	"windows-1251 to koi8-u":         "3:15: U+2116 '№' has no koi8-u byte",
	"koi8-r to windows-1251":         "5:1: U+2554 '╔' has no windows-1251 byte",
	"koi8-r to ibm866":               "",
	"koi8-r to iso-8859-5":           "5:1: U+2554 '╔' has no iso-8859-5 byte",
	"koi8-r to x-mac-cyrillic":       "5:1: U+2554 '╔' has no x-mac-cyrillic byte",
	"koi8-r to koi8-u":               "5:5: U+2564 '╤' has no koi8-u byte",
	"ibm866 to windows-1251":         "5:1: U+2554 '╔' has no windows-1251 byte",
	"ibm866 to koi8-r":               "3:15: U+2116 '№' has no koi8-r byte",
	"ibm866 to iso-8859-5":           "5:1: U+2554 '╔' has no iso-8859-5 byte",
	"ibm866 to x-mac-cyrillic":       "5:1: U+2554 '╔' has no x-mac-cyrillic byte",
	"ibm866 to koi8-u":               "3:15: U+2116 '№' has no koi8-u byte",
	"iso-8859-5 to koi8-r":           "3:15: U+2116 '№' has no koi8-r byte",
	"iso-8859-5 to koi8-u":           "3:15: U+2116 '№' has no koi8-u byte",
	"x-mac-cyrillic to koi8-r":       "3:15: U+2116 '№' has no koi8-r byte",
	"x-mac-cyrillic to ibm866":       "16:7: U+2013 '–' has no ibm866 byte",
	"x-mac-cyrillic to iso-8859-5":   "16:7: U+2013 '–' has no iso-8859-5 byte",
	"x-mac-cyrillic to koi8-u":       "3:15: U+2116 '№' has no koi8-u byte",
	"koi8-u to windows-1251":         "5:1: U+2554 '╔' has no windows-1251 byte",
	"koi8-u to iso-8859-5":           "5:1: U+2554 '╔' has no iso-8859-5 byte",
	"koi8-u to x-mac-cyrillic":       "5:1: U+2554 '╔' has no x-mac-cyrillic byte",
	"windows-1251 to x-mac-cyrillic": "",
	"iso-8859-5 to windows-1251":     "",
	"iso-8859-5 to ibm866":           "",
	"iso-8859-5 to x-mac-cyrillic":   "",
	"x-mac-cyrillic to windows-1251": "",
	"koi8-r to utf-8":                "",
	"koi8-u to koi8-r":               "",
	"koi8-u to ibm866":               "",
	"windows-1251 to utf-8":          "",
	"ibm866 to utf-8":                "",
	"iso-8859-5 to utf-8":            "",
	"x-mac-cyrillic to utf-8":        "",
	"koi8-u to utf-8":                "",
}

func convSamplePath(e *charset.Encoding) string {
	if e == charset.UTF8 {
		return filepath.Join(convGoldenDir, "sample.utf8.txt")
	}
	return filepath.Join(convGoldenDir, "sample."+e.Name+".txt")
}

func convPairPath(a, b *charset.Encoding) string {
	return filepath.Join(convGoldenDir, "pairs", a.Name+"_to_"+b.Name+".txt")
}

func readConvGolden(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	return data
}

func TestConvertGolden(t *testing.T) {
	text := readConvGolden(t, convSamplePath(charset.UTF8))
	var iconv string
	if *golden.Update {
		iconv = needIconv(t)
	}

	// The sample in each code page, lossy where the page lacks a character.
	for _, e := range convGoldenEncodings[1:] {
		t.Run("sample "+e.Name, func(t *testing.T) {
			got := checkConvert(t, text, charset.UTF8, e, charset.Options{Lossy: true})
			if got.err != "" {
				t.Fatal(got.err)
			}
			golden.Check(t, filepath.Join(convGoldenDir, "sample."+e.Name+".changes.txt"), []byte(strings.Join(got.changes, "\n")+"\n"))
			if *golden.Update {
				replaced, err := charset.Decode([]byte(got.out), e)
				if err != nil {
					t.Fatal(err)
				}
				want, err := iconvBytes(t, iconv, []byte(replaced), charset.UTF8, e)
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(convSamplePath(e), want, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if want := readConvGolden(t, convSamplePath(e)); got.out != string(want) {
				t.Errorf("Convert and iconv differ (%s):\n%s", convSamplePath(e), golden.FirstDiff(got.out, string(want)))
			}
		})
	}

	// Each sample to each encoding.
	for _, a := range convGoldenEncodings {
		for _, b := range convGoldenEncodings {
			if a == b {
				continue
			}
			name := a.Name + " to " + b.Name
			t.Run(name, func(t *testing.T) {
				in := readConvGolden(t, convSamplePath(a))
				got := checkConvert(t, in, a, b, charset.Options{})
				wantErr, listed := convGoldenErrors[name]
				if !listed {
					t.Errorf("%q is not in convGoldenErrors; got %q", name, got.err)
				}
				if *golden.Update {
					out, err := iconvBytes(t, iconv, in, a, b)
					switch {
					case err == nil && got.err == "":
						if err := os.MkdirAll(filepath.Dir(convPairPath(a, b)), 0o755); err != nil {
							t.Fatal(err)
						}
						if err := os.WriteFile(convPairPath(a, b), out, 0o644); err != nil {
							t.Fatal(err)
						}
					case err != nil && got.err != "":
						if err := os.Remove(convPairPath(a, b)); err != nil && !errors.Is(err, fs.ErrNotExist) {
							t.Fatal(err)
						}
					default:
						t.Fatalf("iconv and Convert disagree: iconv %v, Convert %q", err, got.err)
					}
				}
				if got.err != wantErr {
					t.Fatalf("lossless: %q, want %q", got.err, wantErr)
				}
				lossy := checkConvert(t, in, a, b, charset.Options{Lossy: true})
				if lossy.err != "" {
					t.Fatalf("lossy: %s", lossy.err)
				}
				if wantErr == "" {
					if want := readConvGolden(t, convPairPath(a, b)); got.out != string(want) || lossy.out != got.out || len(lossy.changes) > 0 {
						t.Errorf("Convert and iconv differ (%s):\n%s", convPairPath(a, b), golden.FirstDiff(got.out, string(want)))
					}
					return
				}
				if _, err := os.Stat(convPairPath(a, b)); err == nil {
					t.Errorf("%s exists, but the conversion fails", convPairPath(a, b))
				}
				// The first change is where the lossless conversion stopped.
				if len(lossy.changes) == 0 || !strings.HasPrefix(lossy.changes[0], strings.TrimSuffix(wantErr[:strings.Index(wantErr, "has no")], " ")) {
					t.Errorf("lossy changes %q do not start at %q", lossy.changes, wantErr)
				}
				if a == charset.UTF8 {
					if want := readConvGolden(t, convSamplePath(b)); lossy.out != string(want) {
						t.Errorf("lossy output differs from %s", convSamplePath(b))
					}
				}
			})
		}
	}
}

// The golden samples are what the test data README says.
func TestConvertGoldenSampleText(t *testing.T) {
	text := string(readConvGolden(t, convSamplePath(charset.UTF8)))
	for _, want := range []string{"ё", "Ё", "«", "»", "–", "№", "╔", "║", "┼", "░", "■", "0123"[:1]} {
		if !strings.Contains(text, want) {
			t.Errorf("sample lacks %q", want)
		}
	}
	if bytes.ContainsAny([]byte(text), "\r\uFEFF") {
		t.Error("sample has CR or a BOM; keep it plain LF text")
	}
}
