package charset_test

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"sync"
	"testing"
	"time"

	"github.com/protokol-bridge/protokol/charset"
)

var (
	protocolNames = []string{"Щукина Ё.", "Лёвкин Ф.", "Фёдоров А.", "Ёжикова Т.", "Соловьёв И.", "Жукова Э.",
		"Чернышёв П.", "Мельник Ю.", "Воробьёва Я.", "Хрущёв Ц.", "Smith J.", "Bjorn K.", "Шульц Г.", "Подъячев Ъ."}
	protocolWords = []string{"Сдача", "Контракт", "Разыгрывал", "Взятки", "Результат", "Пас", "Контра", "Реконтра",
		"Атака", "по зонам", "Судья", "турнир", "сессия", "Кубок", "стол", "пары", "очки"}
)

// protocolText is about n bytes of UTF-8 Russian protocol text with CR LF line
// ends, built from a fixed seed: tables of pairs drawn with CP866 box
// drawing (box) or with ASCII rules (!box, text every Cyrillic page holds),
// names with ё, digits and Russian prose.
func protocolText(n int, box bool) []byte {
	top, mid, bot, v, vv := "╔════╤══════════════════════╤═══════╗", "╟────┼──────────────────────┼───────╢", "╚════╧══════════════════════╧═══════╝", "│", "║"
	if !box {
		top, mid, bot, v, vv = "+====+======================+=======+", "+----+----------------------+-------+", "+====+======================+=======+", "|", "|"
	}
	var b bytes.Buffer
	seed := uint32(7)
	next := func(k int) int {
		seed = seed*1664525 + 1013904223
		return int(seed>>8) % k
	}
	for session := 1; b.Len() < n; session++ {
		fmt.Fprintf(&b, "ПРОТОКОЛ ТУРНИРА, сессия %d\r\n%s\r\n", session, top)
		for row := 1; row <= 12; row++ {
			fmt.Fprintf(&b, "%s%3d %s %-20s %s %5d,%d %s\r\n", vv, row, v,
				protocolNames[next(len(protocolNames))]+" - "+protocolNames[next(len(protocolNames))][:2], v, next(300), next(10), vv)
			if row%4 == 0 {
				b.WriteString(mid + "\r\n")
			}
		}
		b.WriteString(bot + "\r\n")
		for line := 0; line < 6; line++ {
			for w := 0; w < 9; w++ {
				b.WriteString(protocolWords[next(len(protocolWords))])
				b.WriteByte(" ,. "[next(4)])
			}
			fmt.Fprintf(&b, "%d%%\r\n", next(100))
		}
	}
	return b.Bytes()
}

// encodedAs is text in e.
func encodedAs(t testing.TB, text []byte, e *charset.Encoding) []byte {
	t.Helper()
	var out bytes.Buffer
	if _, err := charset.Convert(&out, bytes.NewReader(text), charset.UTF8, e, charset.Options{}); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// Convert and iconv give the same bytes on a large mixed file for the main
// pairs (the source files themselves are written by iconv).
func TestConvertAgreesWithIconv(t *testing.T) {
	iconv := needIconv(t)
	size := 20 << 20
	if testing.Short() {
		size = 1 << 20
	}
	dir := t.TempDir()
	texts := map[bool]string{}
	for _, box := range []bool{true, false} {
		texts[box] = filepath.Join(dir, fmt.Sprintf("box-%v.utf8", box))
		if err := os.WriteFile(texts[box], protocolText(size, box), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		box      bool
		from, to *charset.Encoding
	}{
		{true, charset.UTF8, charset.IBM866},
		{true, charset.IBM866, charset.UTF8},
		{true, charset.UTF8, charset.KOI8R},
		{true, charset.KOI8R, charset.UTF8},
		{true, charset.IBM866, charset.KOI8R},
		{true, charset.KOI8R, charset.IBM866},
		{false, charset.UTF8, charset.Windows1251},
		{false, charset.Windows1251, charset.UTF8},
		{false, charset.Windows1251, charset.KOI8R},
		{false, charset.KOI8R, charset.Windows1251},
		{false, charset.Windows1251, charset.IBM866},
		{false, charset.ISO88595, charset.UTF8},
		{false, charset.UTF8, charset.ISO88595},
		{false, charset.MacCyrillic, charset.UTF8},
		{false, charset.KOI8U, charset.UTF8},
		{false, charset.UTF8, charset.KOI8U},
	}
	sources := map[string]string{}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s to %s", tt.from, tt.to), func(t *testing.T) {
			key := fmt.Sprint(tt.box, tt.from.Name)
			src, ok := sources[key]
			if !ok {
				src = texts[tt.box]
				if tt.from != charset.UTF8 {
					src = filepath.Join(dir, key)
					if err := iconvFiles(t, iconv, texts[tt.box], src, charset.UTF8, tt.from); err != nil {
						t.Fatal(err)
					}
				}
				sources[key] = src
			}
			wantPath := filepath.Join(dir, "want")
			if err := iconvFiles(t, iconv, src, wantPath, tt.from, tt.to); err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(wantPath)
			if err != nil {
				t.Fatal(err)
			}
			f, err := os.Open(src)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			var got bytes.Buffer
			if _, err := charset.Convert(&got, f, tt.from, tt.to, charset.Options{}); err != nil {
				t.Fatal(convPos(err))
			}
			if !bytes.Equal(got.Bytes(), want) {
				i := 0
				for i < len(want) && i < got.Len() && want[i] == got.Bytes()[i] {
					i++
				}
				t.Fatalf("%d bytes from iconv, %d from Convert; first difference at byte %d", len(want), got.Len(), i)
			}
		})
	}
}

// endlessReader repeats a block up to n bytes (a whole number of blocks, so that
// no character is cut) without allocating.
type endlessReader struct {
	block []byte
	n, at int
}

func (r *endlessReader) Read(p []byte) (int, error) {
	if r.n <= 0 {
		return 0, io.EOF
	}
	k := copy(p[:min(len(p), r.n)], r.block[r.at:])
	r.at = (r.at + k) % len(r.block)
	r.n -= k
	return k, nil
}

// sampleHeapPeak samples the live heap every millisecond until stop is called, and
// returns the highest value seen.
func sampleHeapPeak() (stop func() uint64) {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	var peak uint64
	done, finished := make(chan struct{}), make(chan struct{})
	var once sync.Once
	go func() {
		defer close(finished)
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			metrics.Read(sample)
			peak = max(peak, sample[0].Value.Uint64())
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	return func() uint64 {
		once.Do(func() { close(done) })
		<-finished
		return peak
	}
}

// Convert streams in constant memory: 100 MB (20 MB for the lossy case, where
// every letter is a change) through it allocate a few hundred kilobytes,
// and the live heap never grows by more than a few megabytes.
func TestConvertConstantMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("streams 100 MB")
	}
	tests := []struct {
		name     string
		from, to *charset.Encoding
		box      bool
		size     int
		opt      charset.Options
	}{
		{"ibm866 to utf-8", charset.IBM866, charset.UTF8, true, 100 << 20, charset.Options{}},
		{"utf-8 to koi8-r, crlf", charset.UTF8, charset.KOI8R, true, 100 << 20, charset.Options{EOL: "crlf"}},
		{"windows-1251 to koi8-r", charset.Windows1251, charset.KOI8R, false, 100 << 20, charset.Options{}},
		{"utf-8 to windows-1252, lossy", charset.UTF8, charset.Windows1252, false, 20 << 20, charset.Options{Lossy: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			block := protocolText(1<<20, tt.box)
			if tt.from != charset.UTF8 {
				block = encodedAs(t, block, tt.from)
			}
			changes := 0
			tt.opt.OnChange = func(charset.Change) { changes++ }
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			stop := sampleHeapPeak()
			_, err := charset.Convert(io.Discard, &endlessReader{block: block, n: tt.size / len(block) * len(block)}, tt.from, tt.to, tt.opt)
			peak := stop()
			runtime.ReadMemStats(&after)
			if err != nil {
				t.Fatal(convPos(err))
			}
			allocated := after.TotalAlloc - before.TotalAlloc
			growth := int64(peak) - int64(before.HeapAlloc)
			t.Logf("%d MB streamed, %d changes: %d KB allocated in %d objects, live heap %d KB before, peak %d KB (+%d KB)",
				tt.size>>20, changes, allocated>>10, after.Mallocs-before.Mallocs, before.HeapAlloc>>10, peak>>10, growth>>10)
			if allocated > 2<<20 {
				t.Errorf("%d KB allocated to stream %d MB", allocated>>10, tt.size>>20)
			}
			if growth > 4<<20 {
				t.Errorf("live heap grew by %d KB", growth>>10)
			}
		})
	}
}

// BenchmarkConvert measures streaming throughput (MB/s of input) on an 8 MB
// protocol, from memory to io.Discard.
func BenchmarkConvert(b *testing.B) {
	tests := []struct {
		from, to *charset.Encoding
		box      bool
		opt      charset.Options
	}{
		{charset.IBM866, charset.UTF8, true, charset.Options{}},
		{charset.UTF8, charset.KOI8R, true, charset.Options{}},
		{charset.Windows1251, charset.KOI8R, false, charset.Options{}},
		{charset.KOI8R, charset.IBM866, true, charset.Options{}},
		{charset.Windows1251, charset.UTF8, false, charset.Options{}},
		{charset.UTF8, charset.UTF8, true, charset.Options{}},
		{charset.IBM866, charset.UTF8, true, charset.Options{EOL: "lf"}},
		{charset.UTF8, charset.Windows1251, true, charset.Options{Lossy: true, OnChange: func(charset.Change) {}}},
	}
	for _, tt := range tests {
		name := tt.from.Name + "_to_" + tt.to.Name
		if tt.opt.EOL != "" {
			name += "_eol_" + tt.opt.EOL
		}
		if tt.opt.Lossy {
			name += "_lossy"
		}
		b.Run(name, func(b *testing.B) {
			src := protocolText(8<<20, tt.box)
			if tt.from != charset.UTF8 {
				src = encodedAs(b, src, tt.from)
			}
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := charset.Convert(io.Discard, bytes.NewReader(src), tt.from, tt.to, tt.opt); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkDecode and BenchmarkEncode measure the in-memory forms on 1 MB.
func BenchmarkDecode(b *testing.B) {
	src := encodedAs(b, protocolText(1<<20, true), charset.IBM866)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := charset.Decode(src, charset.IBM866); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEncode(b *testing.B) {
	src := string(protocolText(1<<20, true))
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := charset.Encode(src, charset.KOI8R, charset.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
